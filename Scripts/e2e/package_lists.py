"""The file lists of every Solverv package, made the way each distribution's tool makes them, and
the per-distribution conventions that are allowed to differ (packaging.py compares them).

Each `*_tree` function lays a package's files out into a scratch folder with that package's own
recipe (the PKGBUILD's package(), the spec through rpmbuild, the Nix installPhase) and returns
{path under the prefix: file on disk}. `normalise` maps a list onto the neutral layout
(layout.sh's, under /usr) through that distribution's CONVENTIONS, each rule asserted to apply.
Every package is split as layout.sh's parts are; `*_tree` functions also return {path: part} (the
part of the package that holds the path; PARTS maps each distribution's package names to parts),
so a file in another distribution's other package is found too.
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
# The licence texts layout.sh installs beside LICENSE (LICENSES/ of the source).
TEXTS = sorted(os.path.basename(path) for path in glob.glob(os.path.join(ROOT, "LICENSES", "*.txt")))

# Each distribution's name for the package of each part (layout.sh's parts). The Plasma 5 applet
# is Debian's alone (Debian 12, Kubuntu 24.04); Arch, Fedora and nixpkgs ship Plasma 6.
PARTS = {
    "deb": {"solverv": "solverv", "gnome-shell-extension-solverv": "gnome", "plasma-widget-solverv": "plasma",
            "plasma-widget-solverv-plasma5": "plasma5"},
    "arch": {"solverv": "solverv", "solverv-gnome": "gnome", "solverv-plasma": "plasma"},
    "arch-bin": {"solverv-bin": "solverv", "solverv-gnome-bin": "gnome", "solverv-plasma-bin": "plasma"},
    "rpm": {"solverv": "solverv", "gnome-shell-extension-solverv": "gnome", "solverv-plasma-widget": "plasma"},
}
COMPARED = ("solverv", "gnome", "plasma")  # the parts every distribution has

# How each distribution starts the user service at every login (issue 31's daily message): the
# .deb's postinst links it in /etc (deb-systemd-helper, not a file of the package), Arch ships the
# link as pipewire does, Fedora a user preset that %systemd_user_post applies.
ENABLED = {
    "arch": ("/usr/lib/systemd/user/default.target.wants/solverv.service", None),
    "rpm": ("/usr/lib/systemd/user-preset/90-solverv.preset", None),
}

# What each distribution does its own way. Every rule is (from, to): `from` must be in that
# package's list, and stands for `to` in the neutral layout (None: only that distribution has it;
# a `from` of None: that distribution has no `to`, which another file of it stands for).
CONVENTIONS = {
    "deb": [
        # Debian policy: man pages and docs gzipped (dh_compress), zsh completions in
        # vendor-completions, the licence inside copyright, a changelog, the lintian override.
        ("/usr/share/man/man1/solverv-status.1.gz", "/usr/share/man/man1/solverv-status.1"),
        ("/usr/share/man/man1/solverv-daemon.1.gz", "/usr/share/man/man1/solverv-daemon.1"),
        (f"{DOC}/README.md.gz", f"{DOC}/README.md"),
        ("/usr/share/zsh/vendor-completions/_solverv-status", "/usr/share/zsh/site-functions/_solverv-status"),
        (f"{DOC}/copyright", "/usr/share/licenses/solverv/LICENSE"),
        # debian/copyright carries the licence texts too (or points at common-licenses).
        *[(None, f"/usr/share/licenses/solverv/{text}") for text in TEXTS],
        (f"{DOC}/changelog.gz", None),
        ("/usr/share/lintian/overrides/solverv", None),
        # every Debian package has its own copyright and changelog
        ("/usr/share/doc/gnome-shell-extension-solverv/copyright", None),
        ("/usr/share/doc/gnome-shell-extension-solverv/changelog.gz", None),
        ("/usr/share/doc/plasma-widget-solverv/copyright", None),
        ("/usr/share/doc/plasma-widget-solverv/changelog.gz", None),
    ],
    # package() output as makepkg receives it; makepkg's zipman then gzips the man pages. Each
    # split package carries its licence under its own name, as Arch asks.
    "arch-bin": [(f"/usr/share/licenses/solverv-bin/{text}", f"/usr/share/licenses/solverv/{text}")
                 for text in ["LICENSE", *TEXTS]] +
                [("/usr/share/licenses/solverv-gnome-bin/LICENSE", None),
                 ("/usr/share/licenses/solverv-plasma-bin/LICENSE", None), ENABLED["arch"]],
    "arch": [("/usr/share/licenses/solverv-gnome/LICENSE", None),
             ("/usr/share/licenses/solverv-plasma/LICENSE", None),
             ENABLED["arch"]],
    "rpm": [
        # brp-compress gzips man pages; rpm adds build-id links (/usr/lib/.build-id, one per binary).
        ("/usr/share/man/man1/solverv-status.1.gz", "/usr/share/man/man1/solverv-status.1"),
        ("/usr/share/man/man1/solverv-daemon.1.gz", "/usr/share/man/man1/solverv-daemon.1"),
        ("/usr/lib/.build-id/*/*", None),
        ("/usr/lib/.build-id/*/*", None),
        ENABLED["rpm"],
    ],
    # $out instead of /usr; nixpkgs' fixup then gzips man pages, and wrapProgram (recorded, not
    # run here) moves each binary to bin/.NAME-wrapped behind a shell wrapper.
    "nix": [],
}


LAYOUT = os.path.join(ROOT, "Scripts/package/layout.sh")


def one_list(flavour, tree, parts, prefix="/usr"):
    """layout.sh's list of installed files (`--files FLAVOUR TREE PART`), folders expanded against
    TREE: {PREFIX/path: part}. The list every package, `make install` and install.sh are laid out
    from, so each package's real file list is compared with it."""
    listed = {}
    for part in parts:
        for line in run("sh", LAYOUT, "--files", flavour, tree, part).stdout.splitlines():
            listed[f"{prefix}/{line.split(' ', 3)[3]}"] = part
    return listed


def differ(kind, got, want):
    """Fails naming the paths KIND has that the list lacks and the other way round."""
    missing, extra = sorted(set(want) - set(got)), sorted(set(got) - set(want))
    assert not missing and not extra, f"{kind} differs from layout.sh's list: lacks {missing[:8]}, " \
                                      f"has {extra[:8]} that the list has not"
    return len(got)


def files_under(top):
    """{"/" + relative path: host path} for every file and symlink below TOP."""
    found = {}
    for folder, _, names in os.walk(top):
        for name in names:
            path = os.path.join(folder, name)
            found["/" + os.path.relpath(path, top)] = path
    return found


def check_enabled(kind, host):
    """The login-enable file does what ENABLED says: Arch's link names the unit beside it, the
    preset enables it."""
    if kind.startswith("arch"):
        assert os.readlink(host) == "../solverv.service", f"{kind}: the wants link points at {os.readlink(host)}"
    else:
        assert open(host).read().split() == ["enable", "solverv.service"], f"{kind}: preset {open(host).read()!r}"


def normalise(kind, listing):
    """LISTING ({path: host path or None}) in the neutral layout, after KIND's conventions."""
    result = dict(listing)
    for source, target in CONVENTIONS[kind]:
        if source is None:
            assert target not in result, f"{kind}: convention (none) → {target}, but {kind} has it"
            result[target] = None
            continue
        if "*" in source:
            matches = [path for path in result if fnmatch.fnmatch(path, source)]
            assert matches, f"{kind}: convention {source} matched nothing"
            del result[matches[0]]
            continue
        assert source in result, f"{kind}: convention {source} → {target} does not apply (no {source})"
        host = result.pop(source)
        if (source, target) == ENABLED.get("arch" if kind.startswith("arch") else kind) and os.path.isabs(host or ""):
            check_enabled(kind, host)
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


def deb_tree(debs, scratch):
    """The .debs of the COMPARED parts ({package: path}) unpacked with dpkg-deb -x; the list is
    dpkg-deb -c's (what dpkg installs). Returns ({path: file}, {path: part})."""
    top = os.path.join(scratch, "deb")
    listing, owners = {}, {}
    for package, deb in debs.items():
        if PARTS["deb"][package] not in COMPARED:
            continue
        run("dpkg-deb", "-x", deb, top)
        for line in run("dpkg-deb", "-c", deb).stdout.splitlines():
            if not line.startswith("d"):
                path = line.split()[-1].lstrip(".")
                listing[path], owners[path] = os.path.join(top, path.lstrip("/")), PARTS["deb"][package]
    return listing, owners


def pkgbuild_package(pkgbuild, srcdir, pkgdir, log, kind):
    """Sources PKGBUILD in bash (as makepkg does) and runs package_NAME() for each of its pkgname
    (with pkgname set to it, as makepkg does) into pkgdir/NAME. Returns ({path: file}, {path: part})."""
    script = (f'set -euo pipefail; source "{pkgbuild}"; names=("${{pkgname[@]}}"); for pkgname in "${{names[@]}}"; do '
              f'(pkgdir="$pkgroot/$pkgname"; mkdir -p "$pkgdir"; cd "$srcdir"; "package_$pkgname"); done')
    with open(log, "a") as out:
        subprocess.run(["bash", "-c", script], check=True, stdout=out, stderr=subprocess.STDOUT,
                       env={"PATH": os.environ["PATH"], "srcdir": srcdir, "pkgroot": pkgdir, "LANG": "C.UTF-8"})
    listing, owners = {}, {}
    for package in sorted(os.listdir(pkgdir)):
        found = files_under(os.path.join(pkgdir, package))
        listing.update(found)
        owners.update({path: PARTS[kind][package] for path in found})
    assert sorted(set(owners.values())) == sorted(COMPARED), f"{kind} packages: {sorted(os.listdir(pkgdir))}"
    return listing, owners


def arch_bin_tree(tarball, scratch, log):
    """solverv-bin: the release tarball unpacked in srcdir (makepkg extracts sources), package()."""
    srcdir, pkgdir = os.path.join(scratch, "arch-bin/src"), os.path.join(scratch, "arch-bin/pkg")
    os.makedirs(srcdir)
    os.makedirs(pkgdir)
    run("tar", "-xzf", tarball, "-C", srcdir)
    return pkgbuild_package(os.path.join(ROOT, "contrib/packaging/arch-bin/PKGBUILD"), srcdir, pkgdir, log, "arch-bin")


def arch_tree(scratch, log):
    """solverv (source): srcdir/solverv is this checkout, whose release tree `make dist` built
    (what build() runs); package() lays it out. build() itself needs Swift from the AUR."""
    srcdir, pkgdir = os.path.join(scratch, "arch/src"), os.path.join(scratch, "arch/pkg")
    os.makedirs(srcdir)
    os.makedirs(pkgdir)
    os.symlink(ROOT, os.path.join(srcdir, "solverv"))
    return pkgbuild_package(os.path.join(ROOT, "contrib/packaging/arch/PKGBUILD"), srcdir, pkgdir, log, "arch")


def rpm_build(tarball, scratch, log):
    """Scripts/package/rpm.sh (rpmbuild --with prebuilt from the tarball); returns {name: .rpm}."""
    dist = os.path.join(scratch, "rpm-dist")
    os.makedirs(dist)
    with open(log, "a") as out:
        subprocess.run([os.path.join(ROOT, "Scripts/package/rpm.sh"), tarball, dist], check=True, stdout=out,
                       stderr=subprocess.STDOUT, env={"PATH": os.environ["PATH"], "LANG": "C.UTF-8", "TMPDIR": scratch})
    built = {run("rpm", "-qp", "--qf", "%{NAME}", path).stdout: path for path in glob.glob(os.path.join(dist, "*.rpm"))}
    assert sorted(built) == sorted(PARTS["rpm"]), f"rpm.sh made {sorted(built)}"
    return built


def rpm_tree(rpms, scratch):
    """The .rpms' payloads (rpm2cpio | cpio); the list is rpm -qlp's, less directories.
    Returns ({path: file}, {path: part})."""
    top = os.path.join(scratch, "rpm")
    os.makedirs(top)
    listing, owners = {}, {}
    for name, rpm in rpms.items():
        subprocess.run(f"rpm2cpio '{rpm}' | cpio -idm --quiet", shell=True, check=True, cwd=top)
        modes = run("rpm", "-qp", "--qf", "[%{FILEMODES:perms} %{FILENAMES}\n]", rpm).stdout.splitlines()
        listed = [line.split(" ", 1)[1] for line in modes if not line.startswith("d")]
        assert set(listed) <= set(run("rpm", "-qlp", rpm).stdout.split())
        for path in listed:
            listing[path], owners[path] = os.path.join(top, path.lstrip("/")), PARTS["rpm"][name]
    return listing, owners


def nix_install_phase(scratch):
    """package.nix's installPhase as Nix evaluates it: the file is called with stand-in arguments
    (nixpkgs cannot be fetched here) only to read the phase's text, version filled in."""
    stub = os.path.join(scratch, "nix-args.nix")
    open(stub, "w").write(f"""
let
  attrs = import {ROOT}/contrib/packaging/nix/package.nix {{
    lib = {{ cleanSource = path: path; licenses = {{ mit = "MIT"; asl20 = "Apache-2.0"; llvm-exception = "LLVM-exception"; unicode-30 = "Unicode-3.0"; unicode-dfs-2016 = "Unicode-DFS-2016"; cc-by-40 = "CC-BY-4.0"; }}; }};
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
