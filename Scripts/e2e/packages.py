#!/usr/bin/env python3
"""e2e stage "packages": the .deb and the tarball, installed where no Swift has ever been.

`make deb dist gnome-extension plasmoid`, then: lintian has no error or warning (overrides carry
a comment), sizes stay within the issue's limits, the zips hold what the stores expect. In a clean
Debian 12 and a clean Debian 13 minbase chroot (chroot.py): `apt-get install ./solverv_….deb`
pulls only what Depends names, the status line and `events` print what this machine's build
prints, a session dbus-daemon starts the daemon through the installed activation file on the
first call, and `apt-get purge` leaves no file of the package. (The tarball's install.sh is
proven in clean Debian 12, 13 and sid chroots by the next stage, packaging.py.)

Run by Scripts/e2e/run.sh (environment as in Scripts/e2e/README.md); results go to
$SOLVERV_E2E_SUMMARY, logs to artifacts/e2e/packages/. Exit 1 when a check failed; a suite whose
packages cannot be downloaded is SKIP with the reason, never OK.
"""

import json
import os
import subprocess
import sys
import time
import zipfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from chroot import Chroot, Unavailable  # noqa: E402
import report  # noqa: E402
from report import check, result  # noqa: E402

ROOT = os.environ.get("SOLVERV_E2E_ROOT") or os.path.abspath(os.path.join(os.path.dirname(__file__), "../.."))
LOGS = os.path.join(os.environ.get("SOLVERV_E2E_ARTIFACTS", os.path.join(ROOT, "artifacts/e2e")), "packages")
AT = ["--location", "Oslo", "--at", "2026-12-10T12:00"]
DIST = os.path.join(ROOT, ".build/dist")
BUS = "io.github.solverv.Solverv1"
MB = 1_000_000  # as issue 20 counts: "≤ 12 MB", "≤ 6 MB"


def host(*command, **kwargs):
    return subprocess.run(command, check=True, capture_output=True, text=True, cwd=ROOT, **kwargs).stdout


def artefacts():
    version = host(os.path.join(ROOT, ".build/release/solverv-status"), "--version").strip()
    return version, os.path.join(DIST, f"solverv_{version}_amd64.deb"), \
        os.path.join(DIST, f"solverv-{version}-x86_64-linux.tar.gz")


def lintian_clean(deb):
    run = subprocess.run(["lintian", "--fail-on", "error,warning", "--display-level", ">=warning", deb],
                         capture_output=True, text=True)
    open(os.path.join(LOGS, "lintian.txt"), "w").write(run.stdout + run.stderr)
    complaints = [line for line in run.stdout.splitlines() if line[:2] in ("E:", "W:")]
    assert run.returncode == 0 and not complaints, f"lintian: {complaints[:3] or run.stderr[-300:]}"
    # Every override says why, in a comment right above it.
    lines = open(os.path.join(ROOT, "Scripts/package/debian/lintian-overrides")).read().splitlines()
    bare = [line for index, line in enumerate(lines)
            if line.strip() and not line.startswith("#") and (index == 0 or not lines[index - 1].startswith("#"))]
    assert not bare, f"override without a comment: {bare}"


def sizes(deb):
    extracted = os.path.join(LOGS, "deb-extracted")
    subprocess.run(["rm", "-rf", extracted], check=True)
    host("dpkg-deb", "-x", deb, extracted)
    status = os.path.getsize(os.path.join(extracted, "usr/bin/solverv-status"))
    daemon = os.path.getsize(os.path.join(extracted, "usr/bin/solverv-daemon"))
    deb_size = os.path.getsize(deb)
    text = (f".deb {deb_size:,} bytes ({deb_size / MB:.2f} MB), solverv-status {status / MB:.2f} MB, "
            f"solverv-daemon {daemon / MB:.2f} MB")
    # Issue 20's targets, in decimal megabytes as the issue counts: solverv-status at most 12 MB
    # stripped and the .deb, with every town of 1,000 people in its places file, at most 6 MB
    # (BENCHMARKS.md, "Issue 20: the .deb"). The daemon's 11 only guards against growth.
    assert deb_size <= 6 * MB and status <= 12 * MB and daemon <= 11 * MB, f"too large: {text}"
    assert "not stripped" not in host("file", os.path.join(extracted, "usr/bin/solverv-status")), "not stripped"
    return text


def deb_layout(deb):
    listed = {line.split()[-1].lstrip(".") for line in host("dpkg-deb", "-c", deb).splitlines()}
    wanted = ["/usr/bin/solverv-status", "/usr/bin/solverv-daemon",
              "/usr/share/man/man1/solverv-status.1.gz", "/usr/share/man/man1/solverv-daemon.1.gz",
              "/usr/share/bash-completion/completions/solverv-status",
              "/usr/share/zsh/vendor-completions/_solverv-status",
              "/usr/share/fish/vendor_completions.d/solverv-status.fish",
              f"/usr/share/dbus-1/services/{BUS}.service", "/usr/lib/systemd/user/solverv.service",
              "/usr/share/xdg-desktop-portal/portals/solverv.portal", "/usr/share/solverv/places.txt",
              "/usr/share/gnome-shell/extensions/solverv@solverv.github.io/metadata.json",
              "/usr/share/plasma/plasmoids/io.github.solverv.plasmoid/metadata.json",
              "/usr/share/doc/solverv/examples/waybar/config.jsonc", "/usr/share/doc/solverv/copyright",
              "/usr/share/doc/solverv/changelog.gz"]
    missing = [path for path in wanted if path not in listed]
    assert not missing, f"missing {missing}"
    control = host("dpkg-deb", "-f", deb, "Depends")
    assert all(name in control for name in ("libc6", "libdbus-1-3", "tzdata")), f"Depends: {control.strip()}"
    return f"Depends: {control.strip()}"


def store_zips():
    gnome = zipfile.ZipFile(os.path.join(DIST, "solverv@solverv.github.io.shell-extension.zip")).namelist()
    assert {"metadata.json", "extension.js", "stylesheet.css"} <= set(gnome), gnome
    assert all("/" not in name and not name.startswith("test") for name in gnome), gnome
    plasmoid = zipfile.ZipFile(os.path.join(DIST, "io.github.solverv.plasmoid.plasmoid"))
    assert json.loads(plasmoid.read("metadata.json"))["KPlugin"]["Id"] == "io.github.solverv.plasmoid"
    assert "contents/ui/main.qml" in plasmoid.namelist()
    assert json.loads(plasmoid.read("metadata.json"))["KPlugin"]["License"] == "MIT"


def user_env(box, home="/home/desk"):
    os.makedirs(box.path("/run/user/1000"), exist_ok=True)
    os.chown(box.path("/run/user/1000"), 1000, 1000)
    os.chmod(box.path("/run/user/1000"), 0o700)
    return {"HOME": home, "USER": "desk", "XDG_RUNTIME_DIR": "/run/user/1000",
            "DBUS_SESSION_BUS_ADDRESS": "unix:path=/run/user/1000/bus"}


def as_user(box, *command, **kwargs):
    return box.run("setpriv", "--reuid=1000", "--regid=1000", "--init-groups", *command,
                   env=user_env(box), **kwargs)


def runs_like_host(box, prefix):
    """The status line and events from the installed binary equal this machine's build."""
    binary = os.path.join(ROOT, ".build/release/solverv-status")
    for arguments in ([*AT], ["events", "--from", "2026", "--to", "2027", "--tz", "Europe/Oslo"]):
        want = host(binary, *arguments, env={"LANG": "C.UTF-8", "PATH": "/usr/bin:/bin"})
        got = as_user(box, f"{prefix}/solverv-status", *arguments, stdout=subprocess.PIPE, text=True).stdout
        assert got == want, f"{' '.join(arguments)}: {got!r} != {want!r}"
        assert "solstice" in got.lower() or "equinox" in got.lower(), got


def finds_towns(box, prefix):
    """Issue 20, item 8: the installed binary reads the installed places file (beside /usr/bin):
    Drøbak (11,363 people, not among the built-in cities of 15,000) is a place."""
    got = as_user(box, f"{prefix}/solverv-status", "locate", "Drøbak", stdout=subprocess.PIPE, text=True).stdout
    assert "Drøbak, Akershus, NO" in got, got
    return "locate Drøbak → Drøbak, Akershus, NO"


def executable(pid):
    try:
        return os.readlink(f"/proc/{pid}/exe")
    except OSError:
        return ""


def activation(box):
    """A session bus in the chroot starts the daemon from the installed service file."""
    config = box.path("/home/desk/.config/solverv")
    os.makedirs(config, exist_ok=True)
    open(os.path.join(config, "config.toml"), "w").write('[location]\ncity = "Oslo"\n[notifications]\nenabled = false\n')
    subprocess.run(["chown", "-R", "1000:1000", box.path("/home/desk/.config")], check=True)
    as_user(box, "dbus-daemon", "--session", "--fork", "--address=unix:path=/run/user/1000/bus")
    reply = as_user(box, "dbus-send", "--session", "--print-reply", "--reply-timeout=20000", f"--dest={BUS}",
                    "/io/github/solverv/Solverv1", "org.freedesktop.DBus.Properties.Get",
                    f"string:{BUS}", "string:LocationName", stdout=subprocess.PIPE, text=True, check=False)
    assert reply.returncode == 0 and '"Oslo"' in reply.stdout, f"dbus-send: {reply.stdout.strip()!r}"
    daemons = [pid for pid in box.processes() if executable(pid).endswith("/usr/bin/solverv-daemon")]
    assert daemons, "no solverv-daemon process after the call"


def package_files(deb):
    return [line.split()[-1].lstrip(".") for line in host("dpkg-deb", "-c", deb).splitlines()
            if not line.startswith("d")]


def remove_leaves_nothing(box, deb):
    """apt-get remove takes every file of the package (it has no conffiles); purge then forgets it."""
    for pid in box.processes():
        os.kill(pid, 9)
    box.run("apt-get", "remove", "-y", "-q", "solverv")
    left = [path for path in package_files(deb) if os.path.lexists(box.path(path))]
    left += [path for path in ("/usr/share/doc/solverv", "/usr/share/gnome-shell/extensions/solverv@solverv.github.io",
                               "/usr/share/plasma/plasmoids/io.github.solverv.plasmoid") if os.path.lexists(box.path(path))]
    assert not left, f"left behind: {left[:5]}"
    # apt-get purge no longer finds a local .deb's package once it is removed; dpkg does.
    box.run("dpkg", "--purge", "solverv")
    status = box.run("dpkg-query", "-W", "-f=${Status}", "solverv", check=False, stdout=subprocess.PIPE, text=True)
    assert status.stdout in ("", "unknown ok not-installed"), f"dpkg still knows it: {status.stdout!r}"


def no_swift(box):
    """Neither a Swift package nor a Swift toolchain or runtime file (the binaries link it in)."""
    packages = box.run("dpkg-query", "-W", "-f=${Package}\\n", stdout=subprocess.PIPE, text=True).stdout.split()
    assert not [name for name in packages if "swift" in name], "a Swift package is installed"
    found = box.run("find", "/", "-xdev", "(", "-name", "libswift*", "-o", "-name", "swift", "-o", "-name", "swiftc",
                    "-o", "-name", "*.swiftmodule", "-o", "-name", "libFoundation*", "-o", "-name", "libdispatch*",
                    ")", "-print", stdout=subprocess.PIPE, text=True).stdout.split()
    assert not found, f"Swift files in the chroot: {found[:3]}"


def tree(path):
    return sorted(os.path.relpath(os.path.join(d, f), path) for d, dirs, files in os.walk(path) for f in files + dirs)


def install(box, deb):
    """The package and, for the test only, a session bus and its command-line client."""
    done = box.apt_install("/tmp/" + os.path.basename(deb), "dbus-daemon", "dbus-bin")
    assert done.returncode == 0, f"apt-get install exit {done.returncode} (see packages/{box.suite}.log)"
    status = box.run("dpkg-query", "-W", "-f=${Status}", "solverv", stdout=subprocess.PIPE, text=True).stdout
    assert status == "install ok installed", status


def suite(deb, name, code):
    started = time.monotonic()
    try:
        with Chroot(name, os.path.join(LOGS, f"{name}.log")) as box:
            subprocess.run(["cp", deb, box.path("/tmp/")], check=True)
            box.run("useradd", "-m", "-u", "1000", "desk")
            if not check(f"deb-install-{code}", f"apt-get install ./{os.path.basename(deb)} in a clean {name} chroot",
                         install, box, deb):
                return
            check(f"deb-no-swift-{code}", f"no Swift toolchain or runtime file anywhere in {name}", no_swift, box)
            check(f"deb-run-{code}", "installed status line and events equal this machine's build",
                  runs_like_host, box, "/usr/bin")
            check(f"deb-towns-{code}", "the installed places file: a town of 1,000 people is a place",
                  finds_towns, box, "/usr/bin")
            check(f"deb-activation-{code}", "session dbus-daemon starts solverv-daemon via the installed service file",
                  activation, box)
            check(f"deb-remove-{code}", "apt-get remove leaves no file of the package; dpkg --purge forgets it",
                  remove_leaves_nothing, box, deb)
    except Unavailable as error:
        result(f"deb-{code}", "SKIP", str(error))
    except (OSError, subprocess.SubprocessError) as error:
        result(f"deb-{code}", "FAIL", f"{name} chroot: {error}")
    print(f"[e2e] {name}: {time.monotonic() - started:.0f} s", file=sys.stderr)


def main():
    os.makedirs(LOGS, exist_ok=True)
    if os.geteuid() != 0:
        result("packages", "SKIP", "needs root (debootstrap, chroot, mounts)")
        return 0
    tools = subprocess.run([os.path.join(ROOT, "Scripts/install-system-packages.sh"), "debootstrap", "lintian",
                            "dpkg-dev", "binutils", "file", "make"])
    if tools.returncode != 0:
        result("packages", "SKIP", "could not install debootstrap, lintian, dpkg-dev (no network or mirror?)")
        return 0
    with open(os.path.join(LOGS, "make.log"), "w") as log:
        made = subprocess.run(["make", "deb", "dist", "gnome-extension", "plasmoid"], cwd=ROOT, stdout=log,
                              stderr=subprocess.STDOUT)
    if made.returncode != 0:
        result("packages-build", "FAIL", "make deb dist gnome-extension plasmoid failed (packages/make.log)")
        return 1
    version, deb, _ = artefacts()
    check("deb-lintian", "lintian shows no error or warning (overrides commented)", lintian_clean, deb)
    check("deb-size", "sizes within 6 / 12 / 11 MB, binaries stripped", sizes, deb)
    check("deb-layout", "every file where Debian's tools look; Depends from dpkg-shlibdeps, plus tzdata", deb_layout, deb)
    check("store-zips", "GNOME zip and .plasmoid hold metadata.json at the root, no tests", store_zips)
    for name, code in (("bookworm", "12"), ("trixie", "13")):
        suite(deb, name, code)
    return 1 if report.failed else 0


if __name__ == "__main__":
    sys.exit(main())
