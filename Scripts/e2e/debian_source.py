#!/usr/bin/env python3
"""e2e stage "debian_source": the Debian source package (debian/) built by Debian's own swiftlang.

1. The source: `git archive` of the checkout (the working tree's tracked files when it has
   changes) is solverv_UPSTREAM.orig.tar.gz, as the release tag's tarball is (without debian/:
   .gitattributes); the same commit's debian/ is added to the unpacked tree.
2. `dpkg-buildpackage -us -uc`, as an ordinary user, in an overlay of sid minbase plus exactly
   build-essential and debian/control's Build-Depends (cached as a tree of its own, so a missing
   Build-Depends fails here): the .dsc, the four binary packages, dh_auto_test's run of the test
   suite (its counts are quoted). The network is not needed: SwiftPM has nothing to fetch.
3. lintian (sid's) on the source with --pedantic and on the binaries: no error or warning but
   initial-upload-closes-no-bugs (no ITP bug is filed); what is left at info/pedantic level is
   listed. autopkgtest (debian/tests) with the null runner.
4. In a clean sid minbase overlay: `apt-get install ./solverv_….deb`, `--version` is the
   package's upstream version, the status line and events equal this machine's build, a town of
   the places file, D-Bus activation of the daemon, the user unit enabled for every user by
   dh_installsystemduser's postinst (a simulated login gets the day's message), and `apt-get
   purge` leaves the file list as before (packages.py's checks). The Plasma 5 widget is refused by apt there (simulated: sid has
   Plasma 6). In an overlay of the cached sid desktop tree the extension and the Plasma 6 widget
   are installed for real and purged (packages.py's desktop_real).
5. The file lists and control fields of each package equal the universal .debs' of deb.sh
   (.build/dist/debs.txt, made by the packages stage), so the two builds cannot drift.

Lines are sid-debsrc-*; logs and the built files in artifacts/e2e/debian-source/. Needs root (chroots);
SKIP with the reason without it or without the mirror, never OK.
"""

import glob
import io
import os
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from chroot import DESKTOP, Chroot, Unavailable  # noqa: E402
import debian_swift  # noqa: E402
import packages  # noqa: E402
import report  # noqa: E402
from report import check, result  # noqa: E402

ROOT = os.environ.get("SOLVERV_E2E_ROOT") or os.path.abspath(os.path.join(os.path.dirname(__file__), "../.."))
LOGS = os.path.join(os.environ.get("SOLVERV_E2E_ARTIFACTS", os.path.join(ROOT, "artifacts/e2e")), "debian-source")
OUT = os.path.join(LOGS, "out")
PREFIX = "sid-debsrc-"
# The tools that read the built files, in a tree of their own (never in the build's).
TOOLS = ("lintian", "autopkgtest")
PARTS = {"solverv": "solverv", packages.GNOME: "gnome", packages.PLASMA: "plasma", packages.PLASMA5: "plasma5"}


def host(*command, **kwargs):
    return subprocess.run(command, check=True, capture_output=True, text=True, cwd=ROOT, **kwargs).stdout


def changelog_version():
    """debian/changelog's version and its upstream part."""
    first = open(os.path.join(ROOT, "debian/changelog"), encoding="utf-8").readline()
    version = re.match(r"solverv \(([^)]+)\)", first).group(1)
    return version, version.rsplit("-", 1)[0]


def build_depends():
    """Binary package names of debian/control's Build-Depends (versions, :any and build profiles
    dropped; debhelper-compat is provided by debhelper) plus build-essential."""
    control = open(os.path.join(ROOT, "debian/control"), encoding="utf-8").read()
    field = re.search(r"^Build-Depends:(.*?)(?=^\S)", control, re.M | re.S).group(1)
    names = []
    for item in field.replace("\n", " ").split(","):
        name = re.sub(r"[(<\[].*", "", item).strip().split(":")[0]
        if name:
            names.append("debhelper" if name == "debhelper-compat" else name)
    return ("build-essential", *names)


def orig_tarball(upstream, scratch):
    """solverv_UPSTREAM.orig.tar.gz of the checkout's tracked files (the working tree's state when
    it has changes: `git stash create`), as `git archive` of the tag makes it (without debian/:
    .gitattributes), and debian.tar of the same commit's debian/ (what the Debian side adds).
    Returns both paths and a name for the commit."""
    commit = host("git", "stash", "create").strip() or "HEAD"
    path = os.path.join(scratch, f"solverv_{upstream}.orig.tar.gz")
    with open(path, "wb") as out:
        archive = subprocess.Popen(["git", "archive", "--format=tar", f"--prefix=solverv-{upstream}/", commit],
                                   cwd=ROOT, stdout=subprocess.PIPE)
        subprocess.run(["gzip", "-9n"], stdin=archive.stdout, stdout=out, check=True)
        assert archive.wait() == 0, "git archive failed"
    debian = os.path.join(scratch, "debian.tar")
    # The commit's time on every file, as git archive gives them (tarfile's default, 1970, would
    # reach the .debs through debian/copyright: lintian's package-contains-ancient-file).
    when = int(host("git", "log", "-1", "--format=%ct", commit).strip())
    with tarfile.open(debian, "w") as tar:
        for entry in host("git", "ls-tree", "-r", "-z", commit, "debian").split("\0"):
            if not entry:
                continue
            meta, name = entry.split("\t", 1)
            mode, kind, blob = meta.split()
            assert kind == "blob" and mode in ("100644", "100755"), f"{name}: {mode} {kind}"
            data = subprocess.run(["git", "cat-file", "blob", blob], cwd=ROOT, check=True, capture_output=True).stdout
            info = tarfile.TarInfo(name)
            info.size, info.mode, info.mtime = len(data), int(mode[-3:], 8), when
            tar.addfile(info, io.BytesIO(data))
    name = host("git", "rev-parse", "--short", "HEAD").strip() + ("+changes" if commit != "HEAD" else "")
    return path, debian, name


def as_builder(box, script, log_name, timeout=3600):
    with open(os.path.join(LOGS, log_name), "w") as log:
        return box.run("setpriv", "--reuid=1000", "--regid=1000", "--init-groups", "bash", "-euo", "pipefail", "-c",
                       script, env={"HOME": "/home/builder", "USER": "builder", "LOGNAME": "builder"},
                       check=False, stdout=log, stderr=subprocess.STDOUT, timeout=timeout)


def test_counts(log):
    """What dh_auto_test ran: swift-testing's and XCTest's summary lines from the build log."""
    text = open(log, encoding="utf-8", errors="replace").read()
    testing = re.findall(r"Test run with (\d+) tests? in (\d+) suites? (passed|failed).*", text)
    skipped = re.findall(r"Test (\S+)\(\) skipped|Suite (\S+) skipped", text)
    xctest = re.findall(r"Executed (\d+) tests?, with (\d+) failures?", text)
    return testing, skipped, xctest


def build(box, orig, debian, upstream, version, built):
    """The upstream tarball unpacked, debian/ added, dpkg-buildpackage -us -uc as the user
    builder; the results copied to OUT."""
    box.run("useradd", "-m", "-u", "1000", "builder")
    os.makedirs(box.path("/build"))
    shutil.copy(orig, box.path("/build/"))
    shutil.copy(debian, box.path("/build/"))
    subprocess.run(["chown", "-R", "1000:1000", box.path("/build")], check=True)
    started = time.monotonic()
    done = as_builder(box, f"cd /build && tar xzf {os.path.basename(orig)} && cd solverv-{upstream} && "
                      "test ! -e debian && tar xf ../debian.tar && dpkg-buildpackage -us -uc", "build.log")
    built["seconds"] = time.monotonic() - started
    assert done.returncode == 0, f"dpkg-buildpackage exit {done.returncode} (debian-source/build.log)"
    shutil.rmtree(OUT, ignore_errors=True)
    os.makedirs(OUT)
    for path in glob.glob(box.path("/build/*")):
        if os.path.isfile(path):
            shutil.copy(path, OUT)
    debs = {os.path.basename(path).split("_")[0]: path for path in glob.glob(os.path.join(OUT, "*.deb"))}
    built["debs"] = debs
    assert set(debs) == set(PARTS), f"binary packages {sorted(debs)}, not {sorted(PARTS)}"
    swift = box.run("dpkg-query", "-Wf", "${Version}", "swiftlang", stdout=subprocess.PIPE, text=True).stdout
    built["swift"] = swift
    testing, skipped, xctest = test_counts(os.path.join(LOGS, "build.log"))
    assert testing and all(state == "passed" for *_, state in testing), f"swift-testing summary: {testing}"
    built["tests"] = (f"{sum(int(count) for count, *_ in testing)} swift-testing tests in "
                      f"{sum(int(suites) for _, suites, _ in testing)} suites passed, {len(skipped)} skipped; "
                      f"XCTest: {', '.join(f'{n} tests, {f} failures' for n, f in xctest) or 'none'}")
    return (f"swiftlang {swift}, {built['seconds']:.0f} s; .dsc, .debian.tar.xz, "
            f"{', '.join(sorted(os.path.basename(path) for path in debs.values()))}")


def static_built_using(built):
    """solverv names the compiler whose runtime it carries; the binaries load no Swift library."""
    field = host("dpkg-deb", "-f", built["debs"]["solverv"], "Static-Built-Using").strip()
    source_version = re.sub(r"\+b\d+$", "", built["swift"])
    assert field == f"swiftlang (= {source_version})", f"Static-Built-Using: {field!r}"
    depends = host("dpkg-deb", "-f", built["debs"]["solverv"], "Depends").strip()
    assert "swift" not in depends, depends
    return f"Static-Built-Using: {field}; Depends: {depends}"


def lintian(box, built):
    """lintian --pedantic on the source and on the binaries: no E: or W: line; the rest listed."""
    for path in glob.glob(os.path.join(OUT, "*")):
        shutil.copy(path, box.path("/tmp/"))
    version = box.run("lintian", "--version", stdout=subprocess.PIPE, text=True).stdout.strip()
    outputs = {}
    for kind, targets in (("source", [os.path.basename(glob.glob(os.path.join(OUT, "*.dsc"))[0])]),
                          ("binaries", [os.path.basename(p) for p in built["debs"].values()])):
        run = box.run("lintian", "--pedantic", "-I", "-E", "--show-overrides", *[f"/tmp/{t}" for t in targets],
                      check=False, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        open(os.path.join(LOGS, f"lintian-{kind}.txt"), "w").write(run.stdout)
        outputs[kind] = run.stdout
    lines = [line for text in outputs.values() for line in text.splitlines() if line[:2] in ("E:", "W:")]
    # The one warning allowed, named in the line: the first changelog entry closes no ITP bug;
    # none is filed (a Debian upload would file one and close it in debian/changelog).
    expected = [line for line in lines if line.split()[2:3] == ["initial-upload-closes-no-bugs"]]
    complaints = [line for line in lines if line not in expected]
    assert not complaints, f"lintian: {len(complaints)} E:/W: lines, e.g. {complaints[:6]}"
    left = {kind: sorted({" ".join(line.split()[:3]) for line in text.splitlines() if line[:2] in ("I:", "P:", "X:", "O:")})
            for kind, text in outputs.items()}
    return f"{version}; allowed: initial-upload-closes-no-bugs ×{len(expected)} (no ITP bug filed); source --pedantic left: {left['source'] or 'nothing'}; binaries left: {left['binaries'] or 'nothing'}"


def autopkgtest(box, built):
    """debian/tests on the built packages and the .dsc with the null runner (this overlay is the
    testbed; the tests' Depends come from the mirror)."""
    box.apt_install()  # apt-get update
    dsc = os.path.basename(glob.glob(os.path.join(OUT, "*.dsc"))[0])
    debs = [f"/tmp/{os.path.basename(path)}" for path in built["debs"].values()]
    run = box.run("autopkgtest", "--output-dir", "/tmp/autopkgtest", *debs, f"/tmp/{dsc}", "--", "null", check=False,
                  stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, timeout=900)
    open(os.path.join(LOGS, "autopkgtest.txt"), "w").write(run.stdout)
    summary_path = box.path("/tmp/autopkgtest/summary")
    summary = open(summary_path).read().strip() if os.path.exists(summary_path) else ""
    assert run.returncode == 0 and re.search(r"^cli\s+PASS", summary, re.M), \
        f"autopkgtest exit {run.returncode}: {summary or run.stdout[-300:]}"
    return f"summary: {summary}"


def installed_version(box, upstream):
    got = box.run("solverv-status", "--version", stdout=subprocess.PIPE, text=True).stdout.strip()
    daemon = box.run("solverv-daemon", "--version", stdout=subprocess.PIPE, text=True).stdout.strip()
    assert got == daemon == upstream, f"--version: {got!r} / {daemon!r}, package {upstream!r}"
    return f"solverv-status --version = solverv-daemon --version = {got}"


def outputs_like_host(box):
    """debian_swift.py's comparison (what the old sid stage proved of sid's swiftlang build): the
    status line, JSON status, events of two years and Tromsø's 2026 chart (its hash) of the
    installed binary equal this machine's build, both run in the chroot (the host's copy in /tmp,
    outside the file lists compared)."""
    binary = os.path.join(os.environ.get("SOLVERV_E2E_BIN_DIR") or os.path.join(ROOT, ".build/release"), "solverv-status")
    shutil.copy(binary, box.path("/tmp/solverv-status-host"))
    run = lambda path: box.run("bash", "-euo", "pipefail", "-c", debian_swift.COMMANDS.replace("BIN", path),  # noqa: E731
                               env={"TZ": "Europe/Oslo"}, stdout=subprocess.PIPE, text=True).stdout
    want, got = run("/tmp/solverv-status-host"), run("/usr/bin/solverv-status")
    assert want.strip() and got == want, f"{got[:200]!r} != {want[:200]!r}"
    return f"{len(want.splitlines())} lines equal; chart {want.split()[-2][:12]}"


def clean_sid(built, upstream):
    """packages.py's checks on the source-built solverv in a clean sid minbase overlay."""
    debs = built["debs"]
    before = set()
    with Chroot("sid", os.path.join(LOGS, "sid-clean.log")) as box:
        for path in debs.values():
            subprocess.run(["cp", path, box.path("/tmp/")], check=True)
        box.run("useradd", "-m", "-u", "1000", "desk")
        if not check(f"{PREFIX}install", "apt-get install ./solverv_….deb (source build) in a clean sid minbase "
                     "chroot: only solverv is set up", packages.install, box, debs["solverv"], before):
            return
        check(f"{PREFIX}version", "the installed programs' --version is the package's upstream version",
              installed_version, box, upstream)
        check(f"{PREFIX}run", "installed status line and events equal this machine's build",
              packages.runs_like_host, box, "/usr/bin")
        check(f"{PREFIX}outputs", "status line, JSON, events 2026–2027 and Tromsø's 2026 chart equal this machine's build",
              outputs_like_host, box)
        check(f"{PREFIX}towns", "the installed places file: a town of 1,000 people is a place",
              packages.finds_towns, box, "/usr/bin")
        check(f"{PREFIX}activation", "a session dbus-daemon starts solverv-daemon via the installed service file",
              packages.activation, box)
        check(f"{PREFIX}login", "dh_installsystemduser's postinst enables the user unit for every user; a "
              "(simulated) login starts it and a notification server gets the day's message",
              packages.login_starts_service, box)
        check(f"{PREFIX}purge", "apt-get purge solverv: the file list equals the one before the install; "
              "dpkg forgets it", packages.remove_leaves_nothing, box, debs["solverv"], before)
        check(f"{PREFIX}plasma5-refused", "sid has Plasma 6: apt refuses plasma-widget-solverv-plasma5",
              packages.simulate, box, debs, packages.PLASMA5, "sid")


def fields(deb):
    control = host("dpkg-deb", "-f", deb)
    found = dict(re.findall(r"^(\S+): (.*(?:\n .*)*)", control, re.M))
    found["Depends"] = sorted({re.sub(r"\s*\(.*", "", item).strip() for item in found.get("Depends", "").split(",")})
    return found


def same_as_universal(built):
    """Each package's files and descriptive fields equal deb.sh's .deb of the same part."""
    listing = os.path.join(ROOT, ".build/dist/debs.txt")
    assert os.path.exists(listing), "no .build/dist/debs.txt: run the packages stage (make deb) first"
    universal = dict(line.split() for line in open(listing) if line.strip())
    compared = []
    for package, deb in sorted(built["debs"].items()):
        other = os.path.join(ROOT, ".build/dist", universal[package])
        # The source package's changelog is changelog.Debian.gz (non-native); deb.sh's native one changelog.gz.
        ours = sorted(p.replace("changelog.Debian.gz", "changelog.gz") for p in packages.package_files(deb))
        theirs = sorted(packages.package_files(other))
        assert ours == theirs, f"{package}: only in the source build {sorted(set(ours) - set(theirs))[:4]}, " \
                               f"only in deb.sh's {sorted(set(theirs) - set(ours))[:4]}"
        mine, its = fields(deb), fields(other)
        for name in ("Description", "Section", "Architecture", "Recommends", "Suggests", "Conflicts", "Depends"):
            assert mine.get(name) == its.get(name), f"{package} {name}: {mine.get(name)!r} != {its.get(name)!r}"
        compared.append(f"{package} {len(ours)} files")
    return "; ".join(compared)


def main():
    os.makedirs(LOGS, exist_ok=True)
    started = time.monotonic()
    if os.geteuid() != 0:
        result(f"{PREFIX}build", "SKIP", "needs root (debootstrap, chroot, mounts)")
        return 0
    if not shutil.which("debootstrap"):
        subprocess.run([os.path.join(ROOT, "Scripts/install-system-packages.sh"), "debootstrap", "dpkg-dev"])
    version, upstream = changelog_version()
    source_version = re.search(r'current = "([^"]+)"', open(os.path.join(ROOT, "Sources/SolvervApp/Version.swift")).read()).group(1)
    if not check(f"{PREFIX}version-agrees", f"debian/changelog's upstream version {upstream} is the programs' "
                 "(Sources/SolvervApp/Version.swift)", lambda: None if upstream == source_version else
                 (_ for _ in ()).throw(AssertionError(f"changelog {upstream}, Version.swift {source_version}"))):
        return 1
    built = {}
    scratch = tempfile.mkdtemp(prefix="solverv-debsrc.")
    try:
        orig, debian, head = orig_tarball(upstream, scratch)
        try:
            with Chroot("sid", os.path.join(LOGS, "sid-build.log"), packages=build_depends()) as box:
                ok = check(f"{PREFIX}build", f"dpkg-buildpackage -us -uc of {version} ({head}) as a user in sid "
                           f"minbase + build-essential + Build-Depends, offline", build, box, orig, debian, upstream, version, built)
        except Unavailable as error:
            result(f"{PREFIX}build", "SKIP", f"no sid tree with the Build-Depends: {error}")
            return 0
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    if not ok:
        return 1
    result(f"{PREFIX}tests", "OK", f"dh_auto_test: {built['tests']}")
    check(f"{PREFIX}static-built-using", "solverv carries the Swift runtime and names it", static_built_using, built)
    try:
        with Chroot("sid", os.path.join(LOGS, "sid-tools.log"), packages=TOOLS) as box:
            check(f"{PREFIX}lintian", "sid's lintian: no error or warning on the source (--pedantic) or the binaries",
                  lintian, box, built)
            check(f"{PREFIX}autopkgtest", "debian/tests (autopkgtest, null runner) pass on the built packages",
                  autopkgtest, box, built)
    except Unavailable as error:
        result(f"{PREFIX}lintian", "SKIP", f"no sid tree with {' '.join(TOOLS)}: {error}")
    try:
        clean_sid(built, upstream)
    except Unavailable as error:
        result(f"{PREFIX}install", "SKIP", str(error))
    packages.LOGS = LOGS
    check(f"{PREFIX}desktops", "sid desktop tree: the source-built extension and Plasma 6 widget installed "
          "for real, purged, nothing left", packages.desktop_real, built["debs"], "sid", "sid")
    if not os.path.exists(os.path.join(ROOT, ".build/dist/debs.txt")):
        result(f"{PREFIX}same-as-universal", "SKIP", "no .build/dist/debs.txt: the packages stage (make deb) "
               "makes the universal .debs to compare with")
    else:
        check(f"{PREFIX}same-as-universal", "each package's file list and Description, Section, Depends (names), "
              "Recommends, Suggests, Conflicts equal deb.sh's .deb", same_as_universal, built)
    print(f"debian-source: build {built.get('seconds', 0):.0f} s, stage {time.monotonic() - started:.0f} s", file=sys.stderr)
    return 1 if report.failed else 0


if __name__ == "__main__":
    sys.exit(main())
