#!/usr/bin/env python3
"""e2e stage "plasma": the Solverv applet in the real Plasma 6.3 (plasmashell, plasmoidviewer).

In a throwaway Debian 13 chroot (chroot.py, package set DESKTOP) as an ordinary user on Xvfb:
the applet is installed from the .plasmoid `make plasmoid` makes (kpackagetool6), the real
`plasmashell --no-respawn` starts and the applet is added to its panel by evaluateScript. What
Plasma shows is read through AT-SPI (Qt's accessibility bridge, pyatspi: plasma_atspi.py), as a
screen reader would. Checks: the panel text equals Solverv's; a real click (xdotool) opens the
popup with the full view; the data came from the CLI fallback Plasma 6.3 needs (its
org.kde.plasma.workspace.dbus has no SignalWatcher/Properties) although the daemon is on the bus;
plasmoidviewer at its default size shows the full view with nothing outside the window or
clipped. Screenshots go to artifacts/e2e/plasma-*.png (the popup to contrib/kde/screenshot.png
with SOLVERV_E2E_UPDATE_SCREENSHOTS=1).

Determinism: the applet runs `solverv-status --format json`; the `solverv-status` on plasmashell's
PATH is a two-line wrapper that appends SOLVERV_E2E_ARGS (a fixed place and --at) to the real
release binary's arguments and records that it ran, like bars.sh appends them to the bar configs.
Run by Scripts/e2e/run.sh (environment in Scripts/e2e/README.md); logs in artifacts/e2e/plasma/.
"""

import datetime
import json
import os
import shlex
import shutil
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import chroot  # noqa: E402
from plasma_session import Session  # noqa: E402

ROOT = os.environ.get("SOLVERV_E2E_ROOT") or os.path.abspath(os.path.join(os.path.dirname(__file__), "../.."))
ARTIFACTS = os.environ.get("SOLVERV_E2E_ARTIFACTS", os.path.join(ROOT, "artifacts/e2e"))
LOGS = os.path.join(ARTIFACTS, "plasma")
SUMMARY = os.environ.get("SOLVERV_E2E_SUMMARY")
ARGS = shlex.split(os.environ.get("SOLVERV_E2E_ARGS") or "--location Oslo --at 2026-12-10T12:00")
UPDATE = os.environ.get("SOLVERV_E2E_UPDATE_SCREENSHOTS") == "1"
APPLET = "io.github.solverv.plasmoid"
failed = False


def result(name, status, detail):
    global failed
    failed |= status == "FAIL"
    if SUMMARY:
        with open(SUMMARY, "a", encoding="utf-8") as out:
            out.write(f"{name}\t{status}\t{detail}\n")
    print(f"[e2e {time.strftime('%H:%M:%SZ', time.gmtime())}] {name}: {status} — {detail}", file=sys.stderr)


def check(name, detail, function, *args):
    """Runs FUNCTION; an AssertionError (or a failed command) is FAIL, Unavailable is SKIP."""
    try:
        extra = function(*args)
        result(name, "OK", detail + (f" ({extra})" if extra else ""))
        return True
    except chroot.Unavailable as error:
        result(name, "SKIP", f"{detail}: {error}")
    except (AssertionError, subprocess.CalledProcessError, subprocess.TimeoutExpired) as error:
        result(name, "FAIL", f"{detail}: {str(error)[:400] or type(error).__name__}")
    return False


def binaries():
    """The release solverv-status under test and a release solverv-daemon: the one dbus.sh put
    beside it, else SOLVERV_DAEMON_BIN, else built as dbus.sh builds it."""
    status = shutil.which("solverv-status", path=os.environ.get("SOLVERV_E2E_BIN_DIR") or None) \
        or os.path.join(ROOT, ".build/release/solverv-status")
    daemon = os.path.join(os.environ.get("SOLVERV_E2E_BIN_DIR", ""), "solverv-daemon")
    if not os.access(daemon, os.X_OK):
        daemon = os.environ.get("SOLVERV_DAEMON_BIN", "")
    if not os.access(daemon, os.X_OK):
        scratch = os.environ.get("SOLVERV_SCRATCH_PATH", ".build")
        subprocess.run(["swift", "build", "-c", "release", "--static-swift-stdlib", "--product", "solverv-daemon",
                        "--scratch-path", scratch], cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
        daemon = os.path.join(ROOT, scratch, "release/solverv-daemon")
    return status, daemon


def plasmoid():
    """The .plasmoid file `make plasmoid` makes."""
    subprocess.run(["make", "-s", "plasmoid"], cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
    path = os.path.join(ROOT, ".build/dist", f"{APPLET}.plasmoid")
    assert os.path.isfile(path), f"make plasmoid made no {path}"
    return path


def expected(session):
    """What Solverv says for ARGS, from the same binary in the chroot: the JSON and the line."""
    snapshot = json.loads(session.user("/opt/solverv/solverv-status", "--format", "json", *ARGS, capture=True))
    line = session.user("/opt/solverv/solverv-status", *ARGS, capture=True).strip()
    days = snapshot["next_event"]["days_until"]
    short = {0: "Today", 1: "Tomorrow"}.get(days)
    name = snapshot["next_event"]["name"]
    compact = f"{short}: {name}" if short else f"{days}d · {name}"
    countdown = {0: "today", 1: "tomorrow"}.get(days, f"in {days} days")
    return {"snapshot": snapshot, "line": line, "compact": compact, "countdown": countdown,
            "icon": snapshot["season"]["icon"], "name": name, "place": snapshot["location"]["name"],
            "upcoming": [event["name"] for event in snapshot["upcoming"][:3]],
            "sunrise": clock(snapshot["today"]["sunrise"]), "sunset": clock(snapshot["today"]["sunset"])}


def clock(iso):
    """"09:07" for 09:06:54: the wall-clock time to the nearest minute, as the applet shows it."""
    moment = datetime.datetime.fromisoformat(iso) + datetime.timedelta(seconds=30)
    return moment.strftime("%H:%M")


def panel_text(session, want):
    nodes = session.wait_nodes("plasmashell", lambda ns: any(n["name"] == want["compact"] for n in ns),
                               60, "the applet's compact text in the panel")
    button = [n for n in nodes if n["role"] == "button" and n["name"] == want["line"]]
    assert button, f"no panel button named {want['line']!r}: " \
                   f"{[n['name'] for n in nodes if 'olstice' in n['name'] or 'quinox' in n['name']]}"
    icon = [n for n in nodes if n["name"] == want["icon"]]
    assert icon, f"no season icon {want['icon']!r} in the panel"
    session.compact = button[0]
    return f"\"{want['icon']} {want['compact']}\", button named \"{want['line']}\""


def cut_names(session, nodes, want):
    """The event rows' name labels that are narrower than their text (elided, "Winter sols…").
    AT-SPI gives each label's width and its whole text; the text's natural width is measured
    with ImageMagick in the font Plasma's default ("Noto Sans" 10 pt) resolves to here."""
    rows = [n for n in nodes if n["role"] == "label" and n["name"] in want["upcoming"]]
    assert len(rows) >= len(want["upcoming"]), f"event rows: {[n['name'] for n in rows]}"
    return [f"{n['name']}: {n['w']} px < {session.text_width(n['name'])} px" for n in rows
            if n["w"] + 3 < session.text_width(n["name"])]


def popup_corner(nodes, compact, margin=8):
    """The screen's bottom-right corner holding the popup window and the applet in the panel."""
    popups = [n for n in nodes if n["depth"] == 0 and n["window"] in
              {m["window"] for m in nodes if m["name"] == "From solverv-status"}]
    assert popups, "no popup window"
    left = max(0, min(popups[0]["x"], compact["x"]) - margin)
    top = max(0, popups[0]["y"] - margin)
    return left, top, 1280 - left, 800 - top


def popup(session, want):
    node = session.compact
    x, y = node["x"] + node["w"] // 2, node["y"] + node["h"] // 2
    assert not any(n["name"] == "From solverv-status" for n in session.nodes("plasmashell")), "popup open before the click"
    session.user("xdotool", "mousemove", str(x), str(y), "click", "1")
    texts = ["From solverv-status", want["name"], want["countdown"], want["sunrise"], want["sunset"],
             "Day length", "Refresh"]
    nodes = session.wait_nodes("plasmashell", lambda ns: all(any(n["name"] == t for n in ns) for t in texts),
                               40, "the popup's full view")
    session.popup_nodes = nodes
    session.screenshot("plasma-panel-popup.png", popup_corner(nodes, node))
    places = [n["name"] for n in nodes if n["name"].startswith("📍 ")]
    assert places and places[0].startswith(f"📍 {want['place']} · "), f"place line: {places}"
    cut = cut_names(session, nodes, want)
    assert not cut, f"event names cut in the popup: {cut}"
    if UPDATE:  # only a picture of a passing popup goes into contrib/
        shutil.copy(os.path.join(ARTIFACTS, "plasma-panel-popup.png"),
                    os.path.join(ROOT, "contrib/kde/screenshot.png"))
    return f"clicked at {x},{y}; shows {', '.join(texts[1:5])}"


def fallback(session, want):
    qmldir = session.read("/usr/lib/x86_64-linux-gnu/qt6/qml/org/kde/plasma/workspace/dbus/qmldir")
    types = session.read_glob("/usr/lib/x86_64-linux-gnu/qt6/qml/org/kde/plasma/workspace/dbus/*.qmltypes")
    assert "DBusServiceWatcher" in types, "no org.kde.plasma.workspace.dbus module types found"
    assert "SignalWatcher" not in types and "SignalWatcher" not in qmldir, "6.3's workspace.dbus has SignalWatcher?"
    assert session.has_name("io.github.solverv.Solverv1"), "the daemon is not on the session bus"
    runs = session.read("/tmp/solverv-status-runs.log").splitlines()
    assert any("--format json" in run for run in runs), f"the applet never ran solverv-status: {runs}"
    footer = [n["name"] for n in getattr(session, "popup_nodes", []) if n["name"].endswith(("solverv-status", "service"))]
    assert footer == ["From solverv-status"], f"the popup's footer says {footer}"
    log = session.read(session.plasmashell_log)
    assert "Solverv: D-Bus source unavailable" in log, "plasmashell did not report the D-Bus source missing"
    assert "Solverv:" not in log.replace("Solverv: D-Bus source unavailable", ""), \
        [line for line in log.splitlines() if "Solverv:" in line][:3]
    return f"daemon on the bus, but workspace.dbus has no SignalWatcher: {len(runs)} CLI run(s), footer \"From solverv-status\""


def viewer(session, want):
    session.stop_plasmashell()
    session.start_viewer()
    session.wait_nodes("plasmoidviewer", lambda ns: any(n["name"] == "Day length" for n in ns),
                       60, "the full view with data in plasmoidviewer")
    time.sleep(1)  # let the layout settle before measuring
    nodes = session.nodes("plasmoidviewer")
    frames = [n for n in nodes if n["depth"] == 0]
    assert frames, "no plasmoidviewer window"
    win = frames[0]
    session.screenshot("plasma-plasmoidviewer.png", (win["x"], win["y"], win["w"], win["h"]))
    assert (win["w"], win["h"]) == (640, 480), f"plasmoidviewer window is {win['w']}x{win['h']}, not its default 640x480"
    problems = []
    # Qt reports only objects that are showing: what fell off the window is missing.
    texts = [want["name"], want["countdown"], "Day length", "From solverv-status", "Refresh", *want["upcoming"]]
    missing = [t for t in texts if not any(n["name"] == t for n in nodes)]
    if missing:
        problems.append(f"not shown (outside the window): {missing}")
    outside = [(n["name"], n["x"], n["y"], n["w"], n["h"]) for n in nodes if n["name"] and n["w"] > 0 and
               (n["x"] < win["x"] or n["y"] < win["y"] or n["x"] + n["w"] > win["x"] + win["w"]
                or n["y"] + n["h"] > win["y"] + win["h"])]
    if outside:
        problems.append(f"reaching out of the 640x480 window: {outside[:4]}")
    cut = cut_names(session, nodes, want)
    if cut:
        problems.append(f"event names cut: {cut}")
    assert not problems, "; ".join(problems)
    bottom = max(n["y"] + n["h"] for n in nodes if n["depth"] >= 1 and n["role"] != "tool bar" and n["name"])
    return f"{len(nodes)} objects inside {win['w']}x{win['h']}, lowest ends at y={bottom - win['y']}, event names whole"


def main():
    os.makedirs(LOGS, exist_ok=True)
    log = os.path.join(LOGS, "chroot.log")
    open(log, "w").close()
    if os.geteuid() != 0:
        result("plasma", "SKIP", "needs root (debootstrap, chroot, mounts)")
        return 0
    try:
        status, daemon = binaries()
        package = plasmoid()
        with chroot.Chroot("trixie", log, packages=chroot.DESKTOP) as box:
            session = Session(box, LOGS, ARTIFACTS, ARGS)
            session.prepare(status, daemon, package)
            want = expected(session)
            ok = check("plasma-install", "kpackagetool6 installs the .plasmoid for the user", session.install_applet)
            ok = ok and check("plasma-shell", "plasmashell 6.3 starts and takes the applet into its panel",
                              session.start_shell)
            ok = ok and check("plasma-panel", "the panel shows Solverv's text (AT-SPI)", panel_text, session, want)
            ok = ok and check("plasma-popup", "a real click opens the popup with the full view", popup, session, want)
            check("plasma-cli-fallback", "Plasma 6.3 takes the solverv-status fallback", fallback, session, want)
            check("plasma-viewer", "plasmoidviewer's default window holds the full view without overflow",
                  viewer, session, want)
    except chroot.Unavailable as error:
        result("plasma", "SKIP", str(error))
    except (AssertionError, subprocess.CalledProcessError, subprocess.TimeoutExpired, OSError) as error:
        result("plasma", "FAIL", f"setting up: {str(error)[:400]}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
