"""Quickshell and Hyprland checks of the bars_sid stage (Debian sid: quickshell 0.3.2, Hyprland 0.57).

Neither is in chroot.py's DESKTOP set (its hash names the trees every stage shares), so they are
installed in this stage's throwaway overlay of the sid DESKTOP tree: from the .debs cached in
archives-sid after the first download (about 15 s of dpkg warm). Then, as the user `desk` with a
session bus and the daemon at SOLVERV_E2E_ARGS' place and time:
- contrib/quickshell on Xvfb: the bar's text equals the daemon's Text and `solverv-status` at the
  same place and time; the opened view's lines are the strings of `solverv-status --format view`;
  after SetLocation the bar follows the daemon's new Text (PropertiesChanged, no polling);
  a screenshot (artifacts/e2e/sid/quickshell.png, contrib/quickshell/screenshot.png on update).
- contrib/hyprland/solverv.lua through Hyprland's own parser (`Hyprland --verify-config`) with
  Debian's default hyprland.lua, and a misspelt copy refused; then Hyprland is started headless:
  with no GPU render node it cannot run (SKIP with its error; any other outcome is a FAIL to look at).
Imported by bars_sid.py; lines are named sid-quickshell-*, sid-hyprland-*.
"""

import json
import os
import re
import shlex
import shutil
import subprocess
import time

from chroot import DESKTOP, Chroot, Unavailable
import report
from report import check, result
from plasma import binaries

ROOT = os.environ.get("SOLVERV_E2E_ROOT") or os.path.abspath(os.path.join(os.path.dirname(__file__), "../.."))
ARTIFACTS = os.path.join(os.environ.get("SOLVERV_E2E_ARTIFACTS", os.path.join(ROOT, "artifacts/e2e")), "sid")
ARGS = os.environ.get("SOLVERV_E2E_ARGS", "--location Oslo --at 2026-12-10T12:00")
PACKAGES = ("quickshell", "hyprland")
USER, UID = "desk", 1000
RUNTIME = f"/run/user/{UID}"
BUS = f"unix:path={RUNTIME}/bus"
DISPLAY = ":93"
NAME, PATH = "io.github.solverv.Solverv1", "/io/github/solverv/Solverv1"
QS = ("quickshell", "-p", "/srv/solverv/quickshell")


class Session:
    """The overlay with quickshell and Hyprland, the user's session bus and the daemon."""

    def __init__(self, box):
        self.box = box
        status, daemon = binaries()
        for binary, name in ((status, "solverv-status"), (daemon, "solverv-daemon")):
            shutil.copy(binary, box.path(f"/usr/local/bin/{name}"))
            os.chmod(box.path(f"/usr/local/bin/{name}"), 0o755)
        for part in ("quickshell", "hyprland"):
            shutil.copytree(os.path.join(ROOT, "contrib", part), box.path(f"/srv/solverv/{part}"),
                            ignore=shutil.ignore_patterns("*.png", "*.md"))
        box.run("chmod", "-R", "a+rX", "/srv/solverv")
        box.run("useradd", "-m", "-u", str(UID), "-s", "/bin/bash", USER)
        box.run("install", "-d", "-m", "700", "-o", str(UID), "-g", str(UID), RUNTIME)

    def user(self, command, check=True, timeout=60):
        """Runs the shell COMMAND as the user in the session; returns its stdout (text)."""
        env = {"HOME": f"/home/{USER}", "USER": USER, "XDG_RUNTIME_DIR": RUNTIME, "DISPLAY": DISPLAY,
               "DBUS_SESSION_BUS_ADDRESS": BUS, "LANG": "C.UTF-8", "QT_QPA_PLATFORM": "xcb"}
        inner = " ".join(f"{key}={shlex.quote(value)}" for key, value in env.items())
        done = self.box.run("su", USER, "-c", f"env -i PATH=/usr/local/bin:/usr/bin:/bin {inner} sh -c {shlex.quote(command)}",
                            check=check, timeout=timeout, stdout=subprocess.PIPE, text=True)
        return done.stdout

    def install(self):
        """quickshell and Hyprland from the cached .debs; apt-get update and download only when
        the cache lacks them. Returns the seconds it took."""
        started = time.monotonic()
        quiet = self.box.run("apt-get", "install", "-y", "-q", "--no-install-recommends", "--no-download",
                             *PACKAGES, check=False)
        if quiet.returncode != 0:
            assert self.box.apt_install(*PACKAGES).returncode == 0, "apt-get install quickshell hyprland failed"
        return time.monotonic() - started

    def version(self, command):
        return self.user(f"{command} 2>&1 | head -1", check=False).strip()


def location_and_time():
    """(city, --at) from SOLVERV_E2E_ARGS, for the daemon's config and clock."""
    city = re.search(r"--location\s+(\S+)", ARGS)
    at = re.search(r"--at\s+(\S+)", ARGS)
    assert city and at, f"SOLVERV_E2E_ARGS names no --location and --at: {ARGS}"
    return city.group(1), at.group(1)


def start_daemon(session):
    city, at = location_and_time()
    session.user("mkdir -p ~/.config/solverv && printf '[location]\\ncity = \"%s\"\\n[notifications]\\n"
                 f"enabled = false\\n' {shlex.quote(city)} >~/.config/solverv/config.toml")
    session.user(f"dbus-daemon --session --address={BUS} --fork >/dev/null")
    session.user(f"solverv-daemon --at {at} >/tmp/daemon.log 2>&1 &")
    for _ in range(50):
        if daemon_text(session):
            return
        time.sleep(0.2)
    raise AssertionError("the daemon never answered on the session bus (/tmp/daemon.log)")


def daemon_text(session):
    reply = session.user(f"busctl --user --json=short get-property {NAME} {PATH} {NAME} Text 2>/dev/null", check=False)
    return json.loads(reply)["data"] if reply.strip() else ""


def ipc(session, function):
    return session.user(" ".join(QS) + f" ipc call solverv {function}", check=False).rstrip("\n")


def wait_for(read, want=None, seconds=15, until=None):
    """READ() until it returns WANT (or UNTIL(value) holds), or SECONDS pass; returns the last value."""
    until = until or (lambda value: value == want)
    value = read()
    deadline = time.monotonic() + seconds
    while not until(value) and time.monotonic() < deadline:
        time.sleep(0.3)
        value = read()
    return value


def view_lines(view):
    """The lines contrib/quickshell/SolvervView.qml shows, from the View's strings (docs/view-schema.md)."""
    lines = ([view["config_problem"]] if view["config_problem"] else []) + \
        [view["title"], view["countdown"], view["progress_line"], view["description"], view["events"]["heading"]]
    lines += [row["line"] for row in view["events"]["rows"]]
    lines += [view["sun"]["heading"], view["sun"]["line"], view["daylight"]["heading"], view["daylight"]["message"]]
    lines += [f"{row['label']}  {row['text']}" for row in view["daylight"]["rows"]]
    return [line for line in lines + [view["place"]["line"]] if line]


def quickshell_checks(session, version):
    start_daemon(session)
    session.user(f"Xvfb {DISPLAY} -screen 0 1280x800x24 -nolisten tcp >/tmp/xvfb.log 2>&1 &")
    session.user("for i in $(seq 50); do xdpyinfo >/dev/null 2>&1 && exit 0; sleep 0.1; done; exit 1")
    session.user(" ".join(QS) + " >/tmp/quickshell.log 2>&1 &")
    expected = session.user(f"solverv-status {ARGS}").strip()
    shown = wait_for(lambda: ipc(session, "text"), expected)
    daemon = daemon_text(session)

    def text():
        assert shown == daemon == expected, f"bar {shown!r}, daemon Text {daemon!r}, solverv-status {expected!r}"
        return shown
    check("sid-quickshell-text", f"contrib/quickshell's bar shows the daemon's Text in {version}", text)

    view = json.loads(session.user(f"solverv-status {ARGS} --format view"))
    ipc(session, "toggle")
    lines = wait_for(lambda: ipc(session, "view").split("\n"), view_lines(view))

    def large():
        assert lines == view_lines(view), f"shown {lines!r}, --format view {view_lines(view)!r}"
        return f"{len(lines)} lines, {lines[0]} … {lines[-1]}"
    check("sid-quickshell-view", f"the opened view shows the daemon's View as `solverv-status --format view` has it in {version}",
          large)

    time.sleep(1)  # the popup has drawn
    session.user("import -window root /tmp/quickshell.png && convert /tmp/quickshell.png -crop 700x560+0+0 +repage /tmp/crop.png")
    shutil.copy(session.box.path("/tmp/crop.png"), os.path.join(ARTIFACTS, "quickshell.png"))
    if os.environ.get("SOLVERV_E2E_UPDATE_SCREENSHOTS") == "1":
        shutil.copy(session.box.path("/tmp/crop.png"), os.path.join(ROOT, "contrib/quickshell/screenshot.png"))

    def drawn():
        colour = view["colour"]
        share = float(session.user(f"convert /tmp/crop.png -fill black +opaque '{colour}' -fill white -opaque '{colour}' "
                                   "-colorspace Gray -format '%[fx:mean]' info:"))
        assert share > 0.001, f"no pixel of the season colour {colour} in the screenshot (share {share})"
        return f"sid/quickshell.png, {share:.2%} in {colour}"
    check("sid-quickshell-screenshot", "the bar and the view are drawn on Xvfb (the title in the season's colour)", drawn)

    session.user(f"busctl --user -- call {NAME} {PATH} {NAME} SetLocation ddss -33.8688 151.2093 Sydney Australia/Sydney")
    moved = wait_for(lambda: daemon_text(session), until=lambda text: text not in ("", shown))
    followed = wait_for(lambda: ipc(session, "text"), moved)

    def live():
        assert moved != shown, f"SetLocation left the daemon's Text at {moved!r}"
        assert followed == moved, f"bar {followed!r} after SetLocation, daemon Text {moved!r}"
        return followed
    check("sid-quickshell-live", "after SetLocation (Sydney) the bar follows the daemon's PropertiesChanged", live)


VERIFY = """cp /usr/share/hypr/hyprland.lua /tmp/{name}.lua
echo 'dofile("{snippet}")' >>/tmp/{name}.lua
Hyprland --verify-config -c /tmp/{name}.lua 2>&1 | sed -n '/Config parsing result/,$p'"""


def hyprland_checks(session, version):
    snippet = "/srv/solverv/hyprland/solverv.lua"
    with open(session.box.path(snippet), encoding="utf-8") as source:
        misspelt = source.read().replace("float = true", "floaty = true")
    assert "floaty" in misspelt, "solverv.lua has no `float = true` to misspell"
    with open(session.box.path("/tmp/misspelt.lua"), "w", encoding="utf-8") as out:
        out.write(misspelt)
    os.chmod(session.box.path("/tmp/misspelt.lua"), 0o644)

    def parses():
        said = session.user(VERIFY.format(name="good", snippet=snippet), check=False)
        assert "config ok" in said, f"Hyprland --verify-config: {said.strip()[-300:]}"
        bad = session.user(VERIFY.format(name="bad", snippet="/tmp/misspelt.lua"), check=False)
        assert "unknown field 'floaty'" in bad, f"a misspelt field passed: {bad.strip()[-300:]}"
        return "a misspelt copy is refused: unknown field 'floaty'"
    check("sid-hyprland-config", f"contrib/hyprland/solverv.lua passes {version}'s own parser with Debian's hyprland.lua",
          parses)

    # Hyprland itself, on its own (DRM, else headless) and nested in headless sway (its Wayland
    # backend): its renderer needs a GPU render node (GBM), which this machine has not.
    session.user("cp /usr/share/hypr/hyprland.lua /tmp/run.lua && echo 'dofile(\"%s\")' >>/tmp/run.lua" % snippet)
    said = ""
    for name, prefix in (("alone", ""), ("nested", NESTED)):
        session.user(f"cd /tmp && {prefix} timeout 20 Hyprland -c /tmp/run.lua >/tmp/hyprland-{name}.out 2>&1; "
                     f"echo $? >/tmp/hyprland-{name}.rc; rm -f ~/.cache/hyprland/report-{name}.txt; "
                     f"mv ~/.cache/hyprland/hyprlandCrashReport*.txt ~/.cache/hyprland/report-{name}.txt", check=False, timeout=60)
        said += session.user(f"cat /tmp/hyprland-{name}.out ~/.cache/hyprland/report-{name}.txt 2>/dev/null", check=False)
    with open(os.path.join(ARTIFACTS, "hyprland.log"), "w", encoding="utf-8") as out:
        out.write(said)
    why = re.findall(r"drm: Found no gpus to use, cannot continue|Wayland backend cannot start: Missing protocols|"
                     r"Cannot open backend: no allocator available", said)
    if "no allocator available" in said and "Missing protocols" in said:
        result("sid-hyprland-run", "SKIP", f"{version} cannot run here (no GPU: /dev/dri absent; nested in sway with "
               "pixman): " + "; ".join(dict.fromkeys(why)) + " (sid/hyprland.log)")
    else:
        rcs = session.user("cat /tmp/hyprland-alone.rc /tmp/hyprland-nested.rc", check=False).split()
        result("sid-hyprland-run", "FAIL", "Hyprland did not stop for want of a GPU as it does on this machine: "
               f"exit {rcs} (sid/hyprland.log); if it now runs, check Waybar and the daemon in it here")


# Headless sway with the software renderer (as bars.sh runs it), for Hyprland's Wayland backend.
NESTED = ("printf 'output HEADLESS-1 resolution 1280x800\\n' >/tmp/sway.cfg; "
          "WLR_BACKENDS=headless WLR_LIBINPUT_NO_DEVICES=1 WLR_RENDERER=pixman sway -c /tmp/sway.cfg >/tmp/sway.log 2>&1 & "
          "for i in $(seq 50); do ls $XDG_RUNTIME_DIR/wayland-[0-9] >/dev/null 2>&1 && break; sleep 0.1; done; "
          "WAYLAND_DISPLAY=$(basename $(ls $XDG_RUNTIME_DIR/wayland-[0-9] | head -1))")


def main():
    os.makedirs(ARTIFACTS, exist_ok=True)
    if os.geteuid() != 0:
        result("sid-quickshell", "SKIP", "needs root (chroot, mounts)")
        return
    try:
        with Chroot("sid", os.path.join(ARTIFACTS, "shells-chroot.log"), packages=DESKTOP) as box:
            session = Session(box)
            seconds = session.install()
            quickshell = session.version("quickshell --version").replace(" (revision , distributed by Debian)", "")
            hyprland = re.sub(r" built from.*", "", session.version("Hyprland --version"))
            print(f"sid_shells: quickshell and Hyprland installed in {seconds:.0f} s", flush=True)
            try:
                quickshell_checks(session, quickshell)
            except (AssertionError, subprocess.CalledProcessError, subprocess.TimeoutExpired, OSError) as error:
                result("sid-quickshell", "FAIL", f"{type(error).__name__}: {error}"[:600])
            try:
                hyprland_checks(session, hyprland)
            except (AssertionError, subprocess.CalledProcessError, subprocess.TimeoutExpired, OSError) as error:
                result("sid-hyprland", "FAIL", f"{type(error).__name__}: {error}"[:600])
    except Unavailable as error:
        result("sid-quickshell", "SKIP", f"quickshell and Hyprland could not be installed in sid: {error}")
    except (AssertionError, OSError, subprocess.CalledProcessError) as error:
        result("sid-quickshell", "FAIL", f"{type(error).__name__}: {error}"[:600])
    return 1 if report.failed else 0
