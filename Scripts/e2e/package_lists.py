"""The file lists of every Solverv package, made the way each distribution's tool makes them, and
the per-distribution conventions that are allowed to differ (packaging.py compares them).

Each `*_tree` function lays a package's files out into a scratch folder with that package's own
recipe (the PKGBUILD's package(), the spec through rpmbuild, the Nix installPhase) and returns
{path under the prefix: file on disk}. `normalise` maps a list onto the neutral layout
(layout.sh's, under /usr) through that distribution's CONVENTIONS, each rule asserted to apply.
"""

import fnmatch
import glob
import gzip
import hashlib
import json
import os
import subprocess

ROOT = os.environ.get("SOLVERV_E2E_ROOT") or os.path.abspath(os.path.join(os.path.dirname(__file__), "../.."))
DOC = "/usr/share/doc/solverv"

# What each distribution does its own way. Every rule is (from, to): `from` must be in that
# package's list, and stands for `to` in the neutral layout (None: only that distribution has it).
CONVENTIONS = {
    "deb": [
        # Debian policy: man pages and docs gzipped (dh_compress), zsh completions in
        # vendor-completions, the licence inside copyright, a changelog, the lintian override.
        ("/usr/share/man/man1/solverv-status.1.gz", "/usr/share/man/man1/solverv-status.1"),
        ("/usr/share/man/man1/solverv-daemon.1.gz", "/usr/share/man/man1/solverv-daemon.1"),
        (f"{DOC}/README.md.gz", f"{DOC}/README.md"),
        ("/usr/share/zsh/vendor-completions/_solverv-status", "/usr/share/zsh/site-functions/_solverv-status"),
        (f"{DOC}/copyright", "/usr/share/licenses/solverv/LICENSE"),
        (f"{DOC}/changelog.gz", None),
        ("/usr/share/lintian/overrides/solverv", None),
    ],
    # package() output as makepkg receives it; makepkg's zipman then gzips the man pages.
    "arch-bin": [],
    "arch": [],
    "rpm": [
        # brp-compress gzips man pages; rpm adds build-id links (/usr/lib/.build-id, one per binary).
        ("/usr/share/man/man1/solverv-status.1.gz", "/usr/share/man/man1/solverv-status.1"),
        ("/usr/share/man/man1/solverv-daemon.1.gz", "/usr/share/man/man1/solverv-daemon.1"),
        ("/usr/lib/.build-id/*/*", None),
        ("/usr/lib/.build-id/*/*", None),
    ],
    # $out instead of /usr; nixpkgs' fixup then gzips man pages, and wrapProgram (recorded, not
    # run here) moves each binary to bin/.NAME-wrapped behind a shell wrapper.
    "nix": [],
}


def files_under(top):
    """{"/" + relative path: host path} for every file and symlink below TOP."""
    found = {}
    for folder, _, names in os.walk(top):
        for name in names:
            path = os.path.join(folder, name)
            found["/" + os.path.relpath(path, top)] = path
    return found


def normalise(kind, listing):
    """LISTING ({path: host path or None}) in the neutral layout, after KIND's conventions."""
    result = dict(listing)
    for source, target in CONVENTIONS[kind]:
        if "*" in source:
            matches = [path for path in result if fnmatch.fnmatch(path, source)]
            assert matches, f"{kind}: convention {source} matched nothing"
            del result[matches[0]]
            continue
        assert source in result, f"{kind}: convention {source} → {target} does not apply (no {source})"
        host = result.pop(source)
        if target:
            result[target] = host
    return result


def content(kind, neutral_path, host_path, prefix="/usr"):
    """A file's bytes as the neutral layout would hold them (gunzipped; Nix's $out read as /usr)."""
    if host_path is None:
        return None
    data = open(host_path, "rb").read()
    if host_path.endswith(".gz") and not neutral_path.endswith(".gz"):
        data = gzip.decompress(data)
    if kind == "deb" and neutral_path.endswith("/LICENSE"):
        return None  # Debian's copyright holds the licence in its own format
    if prefix != "/usr":
        data = data.replace(prefix.encode(), b"/usr")
    return hashlib.sha256(data).hexdigest()


def run(*command, **kwargs):
    return subprocess.run(command, check=True, capture_output=True, text=True, **kwargs)


def deb_tree(deb, scratch):
    """The .deb unpacked with dpkg-deb -x; the list is dpkg-deb -c's (what dpkg installs)."""
    top = os.path.join(scratch, "deb")
    run("dpkg-deb", "-x", deb, top)
    listed = [line.split()[-1].lstrip(".") for line in run("dpkg-deb", "-c", deb).stdout.splitlines()
              if not line.startswith("d")]
    return {path: os.path.join(top, path.lstrip("/")) for path in listed}


def pkgbuild_package(pkgbuild, srcdir, pkgdir, log):
    """Sources PKGBUILD in bash (as makepkg does) and runs its package() with srcdir/pkgdir."""
    script = f'set -euo pipefail; source "{pkgbuild}"; cd "$srcdir"; package'
    with open(log, "a") as out:
        subprocess.run(["bash", "-c", script], check=True, stdout=out, stderr=subprocess.STDOUT,
                       env={"PATH": os.environ["PATH"], "srcdir": srcdir, "pkgdir": pkgdir, "LANG": "C.UTF-8"})
    return files_under(pkgdir)


def arch_bin_tree(tarball, scratch, log):
    """solverv-bin: the release tarball unpacked in srcdir (makepkg extracts sources), package()."""
    srcdir, pkgdir = os.path.join(scratch, "arch-bin/src"), os.path.join(scratch, "arch-bin/pkg")
    os.makedirs(srcdir)
    os.makedirs(pkgdir)
    run("tar", "-xzf", tarball, "-C", srcdir)
    return pkgbuild_package(os.path.join(ROOT, "contrib/packaging/arch-bin/PKGBUILD"), srcdir, pkgdir, log)


def arch_tree(scratch, log):
    """solverv (source): srcdir/solverv is this checkout, whose release tree `make dist` built
    (what build() runs); package() lays it out. build() itself needs Swift from the AUR."""
    srcdir, pkgdir = os.path.join(scratch, "arch/src"), os.path.join(scratch, "arch/pkg")
    os.makedirs(srcdir)
    os.makedirs(pkgdir)
    os.symlink(ROOT, os.path.join(srcdir, "solverv"))
    return pkgbuild_package(os.path.join(ROOT, "contrib/packaging/arch/PKGBUILD"), srcdir, pkgdir, log)


def rpm_build(tarball, scratch, log):
    """Scripts/package/rpm.sh (rpmbuild --with prebuilt from the tarball); returns the .rpm's path."""
    dist = os.path.join(scratch, "rpm-dist")
    os.makedirs(dist)
    with open(log, "a") as out:
        subprocess.run([os.path.join(ROOT, "Scripts/package/rpm.sh"), tarball, dist], check=True, stdout=out,
                       stderr=subprocess.STDOUT, env={"PATH": os.environ["PATH"], "LANG": "C.UTF-8", "TMPDIR": scratch})
    built = glob.glob(os.path.join(dist, "solverv-*.x86_64.rpm"))
    assert len(built) == 1, f"rpm.sh made {built}"
    return built[0]


def rpm_tree(rpm, scratch):
    """The .rpm's payload (rpm2cpio | cpio); the list is rpm -qlp's, less directories."""
    top = os.path.join(scratch, "rpm")
    os.makedirs(top)
    subprocess.run(f"rpm2cpio '{rpm}' | cpio -idm --quiet", shell=True, check=True, cwd=top)
    modes = run("rpm", "-qp", "--qf", "[%{FILEMODES:perms} %{FILENAMES}\n]", rpm).stdout.splitlines()
    listed = [line.split(" ", 1)[1] for line in modes if not line.startswith("d")]
    assert set(listed) <= set(run("rpm", "-qlp", rpm).stdout.split())
    return {path: os.path.join(top, path.lstrip("/")) for path in listed}


def nix_install_phase(scratch):
    """package.nix's installPhase as Nix evaluates it: the file is called with stand-in arguments
    (nixpkgs cannot be fetched here) only to read the phase's text, version filled in."""
    stub = os.path.join(scratch, "nix-args.nix")
    open(stub, "w").write(f"""
let
  attrs = import {ROOT}/contrib/packaging/nix/package.nix {{
    lib = {{ cleanSource = path: path; licenses.mit = "MIT"; }};
    swiftPackages = {{
      stdenv.mkDerivation = function: let result = function result; in result;
      swift = "swift"; swiftpm = "swiftpm"; Foundation = "Foundation";
    }};
    dbus = "dbus"; pkg-config = "pkg-config"; python3 = "python3"; git = "git";
    tzdata = "@tzdata@"; makeWrapper = "makeWrapper";
  }};
in {{ inherit (attrs) installPhase version; }}
""")
    evaluated = run("nix-instantiate", "--eval", "--strict", "--json", stub,
                    env={"PATH": os.environ["PATH"], "HOME": scratch, "NIX_STATE_DIR": os.path.join(scratch, "nix-state"),
                         "NIX_CONFIG": "build-users-group =\nexperimental-features ="}).stdout
    return json.loads(evaluated)


def nix_tree(scratch, log):
    """Runs installPhase in bash from the checkout (where buildPhase's `make dist` left the tree)
    with $out a scratch folder; runHook is a no-op, wrapProgram records its arguments."""
    phase = nix_install_phase(scratch)
    out, calls = os.path.join(scratch, "nix-out"), os.path.join(scratch, "nix-wrapProgram")
    script = ("set -euo pipefail; runHook() { :; }; "
              f'wrapProgram() {{ test -x "$1"; echo "$*" >>"{calls}"; }}; ' + phase["installPhase"])
    with open(log, "a") as out_log:
        subprocess.run(["bash", "-c", script], check=True, cwd=ROOT, stdout=out_log, stderr=subprocess.STDOUT,
                       env={"PATH": os.environ["PATH"], "out": out, "LANG": "C.UTF-8"})
    wrapped = open(calls).read().splitlines() if os.path.exists(calls) else []
    return phase["version"], out, {"/usr" + path: host for path, host in files_under(out).items()}, wrapped
