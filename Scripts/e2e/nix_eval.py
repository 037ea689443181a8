"""The flake against real nixpkgs and home-manager trees, offline (issue 30, item 5): flake.lock's
narHash of each input equals `nix hash path` of that commit's tree, then package.nix and the
home-manager module are evaluated (nix-instantiate --eval, nothing built) with nixpkgs'
allowAliases = false. The trees come from git snapshots: SOLVERV_NIXPKGS and
SOLVERV_HOME_MANAGER (a git directory or a checked-out tree), by default the `fetch` mirrors
/work/.mirror/NixOS+nixpkgs/repo and /work/.mirror/nix-community+home-manager/repo. Where a
snapshot is absent the check says so (SKIP) instead of evaluating against something else."""

import json
import os
import subprocess

from chroot import Unavailable

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SNAPSHOTS = {"nixpkgs": ("SOLVERV_NIXPKGS", "/work/.mirror/NixOS+nixpkgs/repo"),
             "home-manager": ("SOLVERV_HOME_MANAGER", "/work/.mirror/nix-community+home-manager/repo")}


class Absent(Unavailable):
    """A snapshot is not on this machine: the reason, for SKIP (report.check skips on Unavailable)."""


def nix_env(state):
    return {"PATH": os.environ["PATH"], "HOME": state, "NIX_STATE_DIR": os.path.join(state, "state"),
            "NIX_CONFIG": "build-users-group =\nexperimental-features = nix-command"}


def locked(name):
    return json.load(open(os.path.join(ROOT, "flake.lock")))["nodes"][name]["locked"]


def tree(name, scratch):
    """The locked commit's tree from the snapshot, and its NAR hash checked against flake.lock."""
    variable, default = SNAPSHOTS[name]
    source = os.environ.get(variable) or default
    lock = locked(name)
    if not os.path.exists(source):
        raise Absent(f"no {name} snapshot at {source} (set {variable}); NixOS/nixpkgs is 4.4 GB, "
                     "beyond what the fetch tool brings here (500 MB)" if name == "nixpkgs" else
                     f"no {name} snapshot at {source} (set {variable})")
    if os.path.exists(os.path.join(source, "flake.nix")):
        out = source
    else:
        out = os.path.join(scratch, name)
        os.makedirs(out, exist_ok=True)
        archive = subprocess.run(["git", "--git-dir", source, "archive", lock["rev"]], capture_output=True)
        if archive.returncode != 0:
            raise Absent(f"the {name} snapshot at {source} lacks commit {lock['rev']}")
        subprocess.run(["tar", "-x", "-C", out], input=archive.stdout, check=True)
    got = subprocess.run(["nix", "hash", "path", out], capture_output=True, text=True, check=True,
                         env=nix_env(scratch)).stdout.strip()
    assert got == lock["narHash"], f"{name} {lock['rev']}: nix hash path gives {got}, flake.lock says {lock['narHash']}"
    return out, f"{name} {lock['rev'][:12]} narHash {got}"


EVAL = r"""
let
  pkgs = import NIXPKGS { system = "x86_64-linux"; config.allowAliases = false; };
  package = pkgs.callPackage ROOT/contrib/packaging/nix/package.nix { };
  self = { packages.x86_64-linux.default = package; };
  home = import HOME_MANAGER/modules {
    inherit pkgs;
    configuration = {
      imports = [ (import ROOT/contrib/packaging/nix/hm-module.nix self) ];
      home = { username = "solverv"; homeDirectory = "/home/solverv"; stateVersion = "25.11"; };
      services.solverv = { enable = true; settings.language = "nb"; waybar.enable = true; };
      programs.waybar.enable = true;
    };
  };
in {
  name = package.name;
  license = map (l: l.spdxId) package.meta.license;
  execStart = home.config.systemd.user.services.solverv.Service.ExecStart;
  configFile = home.config.xdg.configFile."solverv/config.toml".enable;
  waybar = builtins.hasAttr "custom/solverv" home.config.programs.waybar.settings.mainBar;
}
"""


def evaluate(scratch):
    trees, said = {}, []
    for name in ("home-manager", "nixpkgs"):
        trees[name], line = tree(name, scratch)
        said.append(line)
    expression = EVAL.replace("NIXPKGS", trees["nixpkgs"]).replace("HOME_MANAGER", trees["home-manager"]) \
        .replace("ROOT", ROOT)
    done = subprocess.run(["nix-instantiate", "--eval", "--strict", "--json", "-E", expression],
                          capture_output=True, text=True, env=nix_env(scratch))
    assert done.returncode == 0, done.stderr[-600:]
    value = json.loads(done.stdout)
    assert value["name"].startswith("solverv-") and value["execStart"].endswith("/bin/solverv-status daemon"), value
    assert value["configFile"] and value["waybar"], value
    return f"{'; '.join(said)}; {value['name']}, licence {value['license']}, ExecStart {value['execStart']}"
