#!/usr/bin/env python3
"""e2e stage "portal": Solverv as the desktop's light/dark source through the real
xdg-desktop-portal (Debian 13's 1.20; portal_sid.py: sid's 1.22) and a real libadwaita program.

In a throwaway overlay of the DESKTOP tree (chroot.py) xdg-desktop-portal is installed from the
suite's cached archives (apt downloads it once), then, as an ordinary user on a private session
bus: solverv-daemon with `[theme] enabled = true` in Oslo under `--at` a few seconds before the
sunset of 2026-12-01 (15:20:29 CET); the portal frontend (/usr/libexec/xdg-desktop-portal) with
XDG_DESKTOP_PORTAL_DIR at contrib/portal and a portals.conf choosing `solverv` for
org.freedesktop.impl.portal.Settings; a gjs program (portal_adw.js) on Xvfb reporting
`Adw.StyleManager.get_default().dark`. Checks: the frontend's ReadOne(org.freedesktop.appearance,
color-scheme) answers 2 before sunset and 1 after it, the frontend re-emits SettingChanged at the
switch, libadwaita is light before and dark after, ReadAll with a trailing-* filter
(`org.free*`) reaches Solverv's key, and with `enabled = false` the backend name
is not owned and ReadOne no longer answers from Solverv.

Run by Scripts/e2e/run.sh (SOLVERV_E2E_*; SOLVERV_DAEMON_BIN names the daemon), or by hand as
root: python3 Scripts/e2e/portal.py [SUITE]. A package that cannot be downloaded is a SKIP.
"""

import os
import re
import shutil
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from chroot import DESKTOP, Chroot, Unavailable  # noqa: E402
import report  # noqa: E402
from stage_binaries import binaries  # noqa: E402

ROOT = os.environ.get("SOLVERV_E2E_ROOT") or os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
HERE = os.path.dirname(os.path.abspath(__file__))
UID, USER = 1000, "solverv"
RUNTIME = f"/run/user/{UID}"
BUS = f"unix:path={RUNTIME}/bus"
SUNSET = "2026-12-01T15:20:29"  # Oslo, CET (solverv-status --format json)
START = "2026-12-01T15:20:17"   # 12 s before it: the frontend and libadwaita are up by then
BACKEND = "org.freedesktop.impl.portal.desktop.solverv"
FRONTEND = ("--dest", "org.freedesktop.portal.Desktop", "--object-path", "/org/freedesktop/portal/desktop")
CONFIG = '[location]\ncity = "Oslo"\n[notifications]\nenabled = false\n[theme]\nenabled = {}\n'
PORTALS_CONF = "[preferred]\ndefault=none;\norg.freedesktop.impl.portal.Settings=solverv;\n"


class Session:
    """The user, the session bus, Xvfb, solverv-daemon and the portal frontend in the chroot."""

    def __init__(self, box, artifacts, status, daemon):
        self.box, self.artifacts, self.children = box, artifacts, {}
        for binary, name in ((status, "solverv-status"), (daemon, "solverv-daemon")):
            shutil.copy(binary, box.path(f"/usr/local/bin/{name}"))
            os.chmod(box.path(f"/usr/local/bin/{name}"), 0o755)
        os.makedirs(box.path("/opt/solverv-portal"), exist_ok=True)
        shutil.copy(os.path.join(ROOT, "contrib/portal/solverv.portal"), box.path("/opt/solverv-portal/"))
        shutil.copy(os.path.join(HERE, "portal_adw.js"), box.path("/opt/portal_adw.js"))
        box.run("ln", "-sf", "/usr/share/zoneinfo/Europe/Oslo", "/etc/localtime")
        box.run("useradd", "-m", "-u", str(UID), "-s", "/bin/bash", USER)
        box.run("install", "-d", "-m", "700", "-o", str(UID), "-g", str(UID), RUNTIME)
        self.write(".config/xdg-desktop-portal/portals.conf", PORTALS_CONF)
        self.write(".config/solverv/config.toml", CONFIG.format("true"))
        self.user("dbus-daemon", "--session", f"--address={BUS}", "--fork")
        self.spawn("xvfb", "Xvfb", ":42", "-screen", "0", "640x480x24", "-nolisten", "tcp")

    def write(self, relative, text):
        path = self.box.path(f"/home/{USER}/{relative}")
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="utf-8") as out:
            out.write(text)
        self.box.run("chown", "-R", f"{UID}:{UID}", f"/home/{USER}")

    def argv(self, *command):
        return ["setpriv", f"--reuid={UID}", f"--regid={UID}", "--init-groups", "/usr/bin/env",
                f"HOME=/home/{USER}", f"XDG_RUNTIME_DIR={RUNTIME}", f"DBUS_SESSION_BUS_ADDRESS={BUS}",
                "LANG=C.UTF-8", "DISPLAY=:42", "XDG_CURRENT_DESKTOP=sway", "GDK_BACKEND=x11",
                "XDG_DESKTOP_PORTAL_DIR=/opt/solverv-portal", "PATH=/usr/local/bin:/usr/bin:/bin", *command]

    def user(self, *command, **kwargs):
        return self.box.run(*self.argv(*command), **kwargs)

    def output(self, *command, check=True):
        return self.user(*command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, check=check)

    def spawn(self, name, *command):
        log = open(os.path.join(self.artifacts, f"{name}.log"), "ab")
        self.children[name] = subprocess.Popen(["/usr/sbin/chroot", self.box.root, *self.argv(*command)], env={},
                                               stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
        return self.children[name]

    def stop(self, name):
        child = self.children.pop(name, None)
        if child and child.poll() is None:
            os.killpg(child.pid, 15)
            try:
                child.wait(timeout=10)
            except subprocess.TimeoutExpired:
                os.killpg(child.pid, 9)

    def log(self, name):
        return open(os.path.join(self.artifacts, f"{name}.log"), encoding="utf-8", errors="replace").read()

    def owned(self, name):
        names = self.output("gdbus", "call", "--session", "--dest", "org.freedesktop.DBus", "--object-path",
                            "/org/freedesktop/DBus", "--method", "org.freedesktop.DBus.ListNames").stdout
        return f"'{name}'" in names

    def wait_for(self, what, test, seconds=15):
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            if test():
                return
            time.sleep(0.2)
        raise AssertionError(f"{what} not within {seconds} s")

    def read_one(self):
        """The frontend's ReadOne(org.freedesktop.appearance, color-scheme): "1", "2", or the error."""
        result = self.output("gdbus", "call", "--session", *FRONTEND, "--method",
                             "org.freedesktop.portal.Settings.ReadOne", "org.freedesktop.appearance",
                             "color-scheme", check=False)
        found = re.search(r"<uint32 (\d+)>", result.stdout)
        return found.group(1) if found else (result.stderr.strip() or result.stdout.strip())[:200]

    def read_all(self, pattern):
        """The frontend's ReadAll([pattern]), as gdbus prints it."""
        result = self.output("gdbus", "call", "--session", *FRONTEND, "--method",
                             "org.freedesktop.portal.Settings.ReadAll", f"['{pattern}']", check=False)
        return (result.stdout.strip() or result.stderr.strip())[:300]


def portal_version(box):
    """What the frontend prints for --version, e.g. "xdg-desktop-portal 1.20.3"."""
    version = box.run("/usr/libexec/xdg-desktop-portal", "--version", stdout=subprocess.PIPE, text=True).stdout.strip()
    assert version, "xdg-desktop-portal is not installed"
    return version


def start(session):
    """solverv-daemon (switch on, --at 12 s before sunset), the frontend, the gjs program."""
    session.spawn("daemon", "solverv-daemon", "--at", START)
    session.wait_for(f"{BACKEND} owned by solverv-daemon", lambda: session.owned(BACKEND))
    session.spawn("dbus-monitor", "dbus-monitor", "--session",
                  "type='signal',interface='org.freedesktop.portal.Settings',member='SettingChanged'")
    session.spawn("frontend", "/usr/libexec/xdg-desktop-portal", "--replace", "--verbose")
    session.wait_for("org.freedesktop.portal.Desktop", lambda: session.owned("org.freedesktop.portal.Desktop"))
    session.spawn("adw", "gjs", "/opt/portal_adw.js", "20")
    gjs = session.output("gjs", "--version").stdout.strip()
    session.wait_for("libadwaita's version", lambda: "libadwaita " in session.log("adw"))
    adw = next(line for line in session.log("adw").splitlines() if line.startswith("libadwaita "))
    return f"backend and frontend names owned; {gjs}, {adw}"


def light_before(session):
    value = session.read_one()
    assert value == "2", f"ReadOne before sunset: {value}"
    session.wait_for("libadwaita's first report", lambda: "dark=" in session.log("adw"))
    first = next(line for line in session.log("adw").splitlines() if line.startswith("dark="))
    assert first.startswith("dark=false"), f"libadwaita before sunset: {first}"
    return f"ReadOne = <uint32 2>; libadwaita {first.split(' t=')[0]}"


def dark_after(session):
    session.wait_for("the sunset switch", lambda: "switching to dark" in session.log("daemon"), seconds=25)
    value = session.read_one()
    assert value == "1", f"ReadOne after sunset: {value}"
    return "ReadOne = <uint32 1>; daemon: " + next(
        line for line in session.log("daemon").splitlines() if "switching to dark" in line).strip()


def frontend_signal(session):
    session.wait_for("SettingChanged from the frontend", lambda: "color-scheme" in session.log("dbus-monitor"), 5)
    text = session.log("dbus-monitor")
    assert text.count("string \"color-scheme\"") == 1, f"SettingChanged {text.count('color-scheme')} times"
    assert "uint32 1" in text, f"SettingChanged value: {text[-300:]}"
    return "org.freedesktop.portal.Settings.SettingChanged(org.freedesktop.appearance, color-scheme, <uint32 1>) once"


def adw_dark(session):
    session.wait_for("libadwaita turning dark", lambda: "dark=true" in session.log("adw"), 5)
    lines = [line.split(" t=")[0] for line in session.log("adw").splitlines() if line.startswith("dark=")]
    return " → ".join(lines)


def read_all_prefixes(session):
    """xdg-desktop-portal passes ReadAll's filters to the backend, where any trailing * is a prefix."""
    for pattern in ("org.freedesktop.app*", "org.freedesktop.appearance*", "org.free*", "org.freedesktop.*"):
        value = session.read_all(pattern)
        assert "'color-scheme': <uint32 1>" in value, f"ReadAll(['{pattern}']): {value}"
    other = session.read_all("org.gnome*")
    assert "color-scheme" not in other, f"ReadAll(['org.gnome*']): {other}"
    return "ReadAll(['org.freedesktop.app*']), (['org.freedesktop.appearance*']), (['org.free*']) give color-scheme 1"


def switch_off(session):
    session.write(".config/solverv/config.toml", CONFIG.format("false"))
    session.wait_for(f"{BACKEND} released", lambda: not session.owned(BACKEND), 10)
    value = session.read_one()
    assert value != "1" and value != "2", f"ReadOne with the switch off: {value}"
    return f"name not owned; ReadOne: {value[:120]}"


def main(suite="trixie"):
    prefix = "" if suite == "trixie" else f"{suite}-"
    artifacts = os.path.join(os.environ.get("SOLVERV_E2E_ARTIFACTS") or os.path.join(ROOT, "artifacts/e2e"),
                             f"{prefix}portal")
    os.makedirs(artifacts, exist_ok=True)
    log = os.path.join(artifacts, "chroot.log")
    try:
        status, daemon = binaries()
    except (AssertionError, OSError, subprocess.CalledProcessError) as error:
        report.result(f"{prefix}portal", "FAIL", str(error))
        return 1
    try:
        with Chroot(suite, log, packages=DESKTOP) as box:
            began = time.monotonic()
            installed = box.apt_install("xdg-desktop-portal")
            if installed.returncode != 0:
                raise Unavailable(f"apt-get install xdg-desktop-portal failed (exit {installed.returncode})")
            cost = time.monotonic() - began
            version = portal_version(box)
            report.result(f"{prefix}portal-install", "OK",
                          f"{version} installed in the overlay in {cost:.0f} s")
            session = Session(box, artifacts, status, daemon)
            try:
                if report.check(f"{prefix}portal-start", "solverv-daemon --at 12 s before Oslo's sunset, "
                                f"{version}, libadwaita's gjs program", start, session):
                    report.check(f"{prefix}portal-light", "before sunset: the frontend's ReadOne answers 2 "
                                 "(prefer light) from Solverv; libadwaita is light", light_before, session)
                    report.check(f"{prefix}portal-dark", "after sunset: ReadOne answers 1 (prefer dark)",
                                 dark_after, session)
                    report.check(f"{prefix}portal-signal", "the frontend re-emits Solverv's SettingChanged at the switch",
                                 frontend_signal, session)
                    report.check(f"{prefix}portal-adw", "a real libadwaita program (gjs, Adw.StyleManager) "
                                 "turns dark at the switch", adw_dark, session)
                    report.check(f"{prefix}portal-readall", "the frontend's ReadAll takes any trailing * as a "
                                 "prefix (org.free*, org.freedesktop.app*) and reaches Solverv's key",
                                 read_all_prefixes, session)
                    report.check(f"{prefix}portal-off", "theme.enabled = false: the backend name is released "
                                 "and the frontend no longer answers from Solverv", switch_off, session)
            finally:
                for name in list(session.children):
                    session.stop(name)
    except Unavailable as error:
        report.result(f"{prefix}portal", "SKIP", str(error))
    return 1 if report.failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "trixie"))
