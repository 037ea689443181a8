#!/usr/bin/env python3
"""e2e stage "plasma": the Solverv applet in the real Plasma 6.3 (plasmashell, plasmoidviewer);
`plasma_sid.py` runs the same checks in Plasma 6.7 (main("sid"), lines named sid-plasma-…).

In a throwaway Debian 13 (or sid) chroot (chroot.py, package set DESKTOP) as an ordinary user on Xvfb:
the applet is installed from the .plasmoid `make plasmoid` makes (kpackagetool6), the real
`plasmashell --no-respawn` starts and the applet is added to its panel by evaluateScript. What
Plasma shows is read through AT-SPI (Qt's accessibility bridge, pyatspi: plasma_atspi.py), as a
screen reader would, and compared with the view `solverv-status --format view` prints at the same
arguments (itself checked against `--format json` and `--size large`: desk_view.py). Checks: the
panel text is the view's text; a real click (xdotool) opens the popup with every piece of the
view, top to bottom; the data came from the CLI fallback Plasma 6.3 needs (its
org.kde.plasma.workspace.dbus has no SignalWatcher/Properties) although a daemon is on the bus
(at another instant, so its words would differ); with `language = "nb"` in config.toml a click on
Refresh turns panel and popup Bokmål; plasmoidviewer at its default size shows the full view with
nothing outside the window or clipped. On 6.7 the data, the comparison and the settings come from
the daemon's D-Bus methods instead (dbus-monitor sees the calls, the wrapper no run), and the
applet still loads with the plasma5support QML module removed. Screenshots go to artifacts/e2e/plasma-*.png (the English
popup to contrib/kde/screenshot.png with SOLVERV_E2E_UPDATE_SCREENSHOTS=1).

Determinism: the applet runs `solverv-status --format view`; the `solverv-status` on
plasmashell's PATH is a two-line wrapper that appends SOLVERV_E2E_ARGS (a fixed place and --at)
to the real release binary's arguments and records that it ran, like bars.sh appends them to the
bar configs. Run by Scripts/e2e/run.sh (environment in Scripts/e2e/README.md); logs in
artifacts/e2e/plasma/.
"""

import json
import os
import shlex
import shutil
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import chroot  # noqa: E402
import report  # noqa: E402
from report import check, result  # noqa: E402
import desk_view  # noqa: E402
import plasma_compare  # noqa: E402
import plasma_keys  # noqa: E402
import plasma_prefs  # noqa: E402
import plasma_theme  # noqa: E402
from plasma_session import CONFIG, Session  # noqa: E402
import plasma_languages  # noqa: E402
import solverv_languages  # noqa: E402
from plasma_view import (APPLET, applet_warnings, cut, daemon_text, fitted, label_names,  # noqa: E402
                         laid_out, popup_corner, popup_ready, popup_window)

ROOT = os.environ.get("SOLVERV_E2E_ROOT") or os.path.abspath(os.path.join(os.path.dirname(__file__), "../.."))
ARTIFACTS = os.environ.get("SOLVERV_E2E_ARTIFACTS", os.path.join(ROOT, "artifacts/e2e"))
P5SUPPORT = "/usr/lib/x86_64-linux-gnu/qt6/qml/org/kde/plasma/plasma5support"
ARGS = shlex.split(os.environ.get("SOLVERV_E2E_ARGS") or "--location Oslo --at 2026-12-10T12:00")
UPDATE = os.environ.get("SOLVERV_E2E_UPDATE_SCREENSHOTS") == "1"


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


def cli(session):
    """What Solverv says for ARGS, from the same binary in the chroot, as the desk user (so with
    its config.toml): the line, the large line, the JSON and the view the applet lays out."""
    run = lambda *more: session.user("/opt/solverv/solverv-status", *ARGS, *more, capture=True)
    return {"small": run().strip(), "large": run("--size", "large").strip(),
            "json": json.loads(run("--format", "json")), "view": json.loads(run("--format", "view"))}


def expected(session, language="en"):
    """cli(), checked: the view says what the JSON and the large line say, in LANGUAGE."""
    want = cli(session)
    desk_view.agrees(want["view"], want["json"], want["large"], language)
    assert want["small"] == want["view"]["text"], f"status line {want['small']!r} != view text"
    return want


def panel_text(session, want):
    text = want["view"]["text"]
    nodes = session.wait_nodes("plasmashell", lambda ns: any(n["name"] == text and n["role"] == "label" for n in ns),
                               60, "the applet's compact text in the panel")
    button = [n for n in nodes if n["role"] == "button" and n["name"] == text]
    assert button, f"no panel button named {text!r}: {[n['name'] for n in nodes if n['role'] == 'button']}"
    label = [n for n in nodes if n["role"] == "label" and n["name"] == text][0]
    b = button[0]
    assert b["x"] <= label["x"] and label["x"] + label["w"] <= b["x"] + b["w"] + 1, f"label {label} outside {b}"
    narrow = cut(session, [label], [text])
    assert not narrow, f"the compact text is cut: {narrow}"
    session.compact = b
    # A popup opens at the applet's edge (Plasma 5 puts it there, a few px into the panel's frame).
    session.popup_floor = b["y"]
    return f"\"{text}\" = the status line, whole ({label['w']} px), button named so"


def popup(session, want):
    node, view = session.compact, want["view"]
    x, y = node["x"] + node["w"] // 2, node["y"] + node["h"] // 2
    assert not any(n["name"] == view["title"] for n in session.nodes("plasmashell")), "popup open before the click"
    session.user("xdotool", "mousemove", str(x), str(y), "click", "1")
    texts = [view["title"], view["countdown"], view["labels"]["refresh"]]
    nodes = session.wait_nodes("plasmashell", lambda ns: popup_ready(session, ns, view, texts),
                               40, "the popup's full view")
    shown = popup_window(nodes, view)
    session.popup_nodes = shown
    session.screenshot("plasma-panel-popup.png", popup_corner(shown, node))
    fit, events = fitted(session, shown, view)
    pieces, rows = laid_out(shown, fit)
    names = cut(session, shown, label_names(fit))
    assert not names, f"event names cut in the popup: {names}"
    widths = ", ".join(f"{n['w']}/{session.text_width(n['name'])}" for n in shown
                       if n["role"] == "label" and n["name"] in label_names(view))
    if UPDATE and not session.daemon_path:  # only a picture of a passing 6.3 popup goes into contrib/
        shutil.copy(os.path.join(session.artifacts, "plasma-panel-popup.png"),
                    os.path.join(ROOT, "contrib/kde/screenshot.png"))
    return f"clicked at {x},{y}; {events}; {pieces} pieces of the view in order, {rows} rows aligned, " \
           f"event names whole (label/text px {widths})"


def fallback(session, want):
    qmldir = session.read("/usr/lib/x86_64-linux-gnu/qt6/qml/org/kde/plasma/workspace/dbus/qmldir")
    types = session.read_glob("/usr/lib/x86_64-linux-gnu/qt6/qml/org/kde/plasma/workspace/dbus/*.qmltypes")
    assert "DBusServiceWatcher" in types, "no org.kde.plasma.workspace.dbus module types found"
    assert "SignalWatcher" not in types and "SignalWatcher" not in qmldir, "6.3's workspace.dbus has SignalWatcher?"
    assert session.has_name("io.github.solverv.Solverv1"), "the daemon is not on the session bus"
    # The daemon runs at another instant: had the applet used it, it would show the daemon's text.
    published = daemon_text(session)
    assert published != want["view"]["text"], f"the daemon says the CLI's text {published!r}: no proof"
    runs = session.read("/tmp/solverv-status-runs.log").splitlines()
    assert runs and all(run == "--format view" for run in runs), f"the applet's solverv-status runs: {runs}"
    shown = {n["name"] for n in getattr(session, "popup_nodes", [])}
    assert want["view"]["title"] in shown and want["view"]["countdown"] in shown, "the popup showed no CLI data"
    assert not any(published in n["name"] for n in session.nodes("plasmashell")), "the daemon's text is shown"
    log = session.read(session.plasmashell_log)
    assert "Solverv: D-Bus source unavailable" in log, "plasmashell did not report the D-Bus source missing"
    assert "Solverv:" not in log.replace("Solverv: D-Bus source unavailable", ""), \
        [line for line in log.splitlines() if "Solverv:" in line][:3]
    assert not applet_warnings(log), f"QML warnings from the applet: {applet_warnings(log)[:3]}"
    return f"no SignalWatcher in 6.3's workspace.dbus; {len(runs)} run(s) of `--format view`; " \
           f"the popup shows the CLI's {want['view']['countdown']!r}, not the daemon's {published!r}"


def daemon_only(session, want):
    """Plasma 6.4+: everything the applet showed and did went through the daemon. dbus-monitor saw
    plasmashell read its properties and call Compare and the settings methods, and the wrapper
    recorded no solverv-status run at all (view, compare, config, locate)."""
    types = session.read_glob("/usr/lib/x86_64-linux-gnu/qt6/qml/org/kde/plasma/workspace/dbus/*.qmltypes")
    assert "SignalWatcher" in types and "DBusProperties" in types, "this workspace.dbus lacks 6.4's types"
    runs = session.runs()
    assert not runs, f"the applet ran solverv-status: {runs[:6]}"
    shell = session.owner("org.kde.plasmashell")
    members = sorted({member for sender, member in session.method_calls() if sender == shell})
    for member in ("GetAll", "Compare", "GetSettings", "GetSettingsWords", "GetSettingsSchema", "SearchPlaces",
                   "SetSettings", "Refresh"):
        assert member in members, f"plasmashell never called {member}: it called {members}"
    session.wait(15, "the daemon's Text to be the CLI's (English again)",
                 lambda: daemon_text(session) == want["view"]["text"])
    log = session.read(session.plasmashell_log)
    assert "D-Bus source unavailable" not in log, "the applet reported its D-Bus source unavailable"
    assert not applet_warnings(log), f"QML warnings from the applet: {applet_warnings(log)[:3]}"
    calls = len([1 for sender, _ in session.method_calls() if sender == shell])
    return f"workspace.dbus has SignalWatcher; 0 solverv-status runs; plasmashell made {calls} calls: {', '.join(members)}"


def no_plasma5support(session, want):
    """Plasma 6.6+ no longer needs the plasma5support QML module: with it removed from the chroot
    (the overlay; the cached tree keeps it) a new plasmashell still loads the applet, whose panel
    shows the daemon's text and whose popup opens, and nothing of the applet fails to load."""
    session.stop("plasmoidviewer")
    session.box.run("rm", "-rf", P5SUPPORT)
    assert not os.path.exists(session.box.path(P5SUPPORT)), "plasma5support is still there"
    session.plasmashell_log = os.path.join(session.logs, "plasmashell-no-p5support.log")
    session.start_shell(log="plasmashell-no-p5support")
    session.user("xdotool", "mousemove", "5", "5")  # off the panel: no tooltip over the applet
    text = want["view"]["text"]
    nodes = session.wait_nodes("plasmashell", lambda ns: any(n["name"] == text and n["role"] == "label" for n in ns),
                               60, "the applet's panel text without plasma5support")
    button = [n for n in nodes if n["role"] == "button" and n["name"] == text][0]
    session.user("xdotool", "mousemove", str(button["x"] + button["w"] // 2), str(button["y"] + button["h"] // 2),
                 "click", "1")
    view = want["view"]
    session.wait_nodes("plasmashell", lambda ns: all(any(n["name"] == t for n in ns)
                                                     for t in (view["title"], view["countdown"])), 30,
                       "the popup without plasma5support")
    log = session.read(session.plasmashell_log)
    mine = [line for line in log.splitlines() if APPLET in line and ("rror" in line or "not installed" in line)]
    assert not mine, f"the applet failed without plasma5support: {mine[:3]}"
    assert not applet_warnings(log), f"QML warnings from the applet: {applet_warnings(log)[:3]}"
    assert not session.runs(), f"solverv-status ran: {session.runs()}"
    return f"{P5SUPPORT} removed; panel {text!r} and the popup from the daemon"


def viewer(session, want):
    session.stop_plasmashell()
    session.start_viewer()
    view = want["view"]
    session.wait_nodes("plasmoidviewer", lambda ns: any(n["name"] == view["title"] for n in ns),
                       60, "the full view with data in plasmoidviewer")
    time.sleep(1)  # let the layout settle before measuring
    nodes = session.nodes("plasmoidviewer")
    frames = [n for n in nodes if n["depth"] == 0]
    assert frames, "no plasmoidviewer window"
    win = frames[0]
    session.screenshot("plasma-plasmoidviewer.png", (win["x"], win["y"], win["w"], win["h"]))
    # Plasma 6's viewer opens at 640x480 and gives the applet its switch size; plasma_bookworm
    # asks 5.27's for a size of its own (Session5.VIEWER).
    size = getattr(session, "VIEWER", (640, 480))
    assert (win["w"], win["h"]) == size, f"plasmoidviewer window is {win['w']}x{win['h']}, not {size[0]}x{size[1]}"
    problems = []
    # A fixed-size applet lists the events that fit (at least one), a popup all of them:
    # the viewer must show the first ones, in order, and nothing cut or outside.
    rows = view["events"]["rows"]
    names = set(label_names(view))  # each row's name label, one node per row shown
    # Rows are below the events heading; the title above may read as the first row's name (Qt 6
    # gives it the role "heading", Qt 5 "label").
    heading = [n["y"] for n in nodes if n["name"] == view["events"]["heading"]]
    top = min(heading) if heading else -1
    shown = min(len(rows), sum(1 for n in nodes if n["role"] == "label" and n["name"] in names and n["y"] > top))
    expected = label_names(view)[:shown]
    if shown < 1:
        problems.append(f"only {shown} of {len(rows)} events shown")
    view = dict(view, events=dict(view["events"], rows=rows[:shown]))
    # Qt reports only objects that are showing: what fell off the window is missing.
    try:
        laid_out(nodes, view)
    except AssertionError as error:
        problems.append(f"not all shown (outside the window?): {error}")
    outside = [(n["name"], n["x"], n["y"], n["w"], n["h"]) for n in nodes if n["name"] and n["w"] > 0 and
               (n["x"] < win["x"] or n["y"] < win["y"] or n["x"] + n["w"] > win["x"] + win["w"]
                or n["y"] + n["h"] > win["y"] + win["h"])]
    if outside:
        problems.append(f"reaching out of the {size[0]}x{size[1]} window: {outside[:4]}")
    names = cut(session, nodes, label_names(view))
    if names:
        problems.append(f"event names cut: {names}")
    warnings = applet_warnings(session.read(os.path.join(session.logs, "plasmoidviewer.log")))
    if warnings:
        problems.append(f"QML warnings from the applet: {warnings[:3]}")
    assert not problems, "; ".join(problems)
    bottom = max(n["y"] + n["h"] for n in nodes if n["depth"] >= 1 and n["role"] != "tool bar" and n["name"])
    return (f"{len(nodes)} objects inside {win['w']}x{win['h']}, lowest ends at y={bottom - win['y']}, "
            f"the first {shown} of {len(rows)} events ({', '.join(expected)}), names whole")


def run_stage(name, logs, checks):
    """The frame of every Plasma stage (plasma.py, plasma_sid.py, plasma_bookworm.py): LOGS/chroot.log
    made empty, SKIP without root or when the chroot's packages cannot be had, FAIL when setting up
    fails (each check reports its own line); CHECKS(LOG) does the rest. NAME prefixes a summary
    name. Returns the stage's exit status."""
    os.makedirs(logs, exist_ok=True)
    log = os.path.join(logs, "chroot.log")
    open(log, "w").close()
    if os.geteuid() != 0:
        result(name("plasma"), "SKIP", "needs root (debootstrap, chroot, mounts)")
        return 0
    try:
        checks(log)
    except chroot.Unavailable as error:
        result(name("plasma"), "SKIP", str(error))
    except (AssertionError, subprocess.CalledProcessError, subprocess.TimeoutExpired, OSError) as error:
        result(name("plasma"), "FAIL", f"setting up: {str(error)[:400]}")
    return 1 if report.failed else 0


def main(suite="trixie"):
    """The checks in SUITE's Plasma: trixie (6.3.6, summary lines plasma-…) or sid (6.7.4,
    sid-plasma-…; logs and pictures under artifacts/e2e/sid/)."""
    daemon_path = suite != "trixie"
    prefix = f"{suite}-" if daemon_path else ""
    artifacts = os.path.join(ARTIFACTS, suite) if daemon_path else ARTIFACTS
    logs = os.path.join(artifacts, "plasma")
    update = UPDATE and not daemon_path  # contrib/kde keeps the 6.3 pictures
    name = lambda check_name: prefix + check_name  # noqa: E731

    def checks(log):
        status, daemon = binaries()
        package = plasmoid()
        with chroot.Chroot(suite, log, packages=chroot.DESKTOP) as box:
            session = Session(box, logs, artifacts, ARGS, daemon_path=daemon_path)
            session.prepare(status, daemon, package)
            want = expected(session)
            shell = session.user("plasmashell", "--version", capture=True).strip()
            ok = check(name("plasma-install"), "kpackagetool6 installs the .plasmoid for the user", session.install_applet)
            ok = ok and check(name("plasma-shell"), f"{shell} starts and takes the applet into its panel",
                              session.start_shell)
            ok = ok and check(name("plasma-panel"), "the panel shows Solverv's text (AT-SPI)", panel_text, session, want)
            ok = ok and check(name("plasma-keyboard"), "the panel view takes keyboard focus; Enter and Space open the "
                              "popup (xdotool keys, AT-SPI focusable/focused)",
                              plasma_keys.check_keyboard, session, want)
            ok = ok and check(name("plasma-popup"), "a real click opens the popup with the full view", popup, session, want)
            if not daemon_path:
                check("plasma-cli-fallback", "Plasma 6.3 takes the solverv-status fallback", fallback, session, want)
            if ok:
                check(name("plasma-compare"), "'Compare with…': a date typed in the popup shows "
                      + ("the daemon's Compare lines" if daemon_path else "solverv-status compare's lines"),
                      plasma_compare.check_compare, session, want, ARGS,
                      os.path.join(ROOT, "contrib/kde/screenshot-compare.png") if update else None)
            if ok:
                check(name("plasma-settings"), "the popup's gear opens Solverv's page; 'Tokyo' typed and chosen there: "
                      "config.toml, the daemon and the panel follow", plasma_prefs.check_settings, session, want, CONFIG,
                      os.path.join(ROOT, "contrib/kde/screenshot-settings.png") if update else None)
                refresh = solverv_languages.button_words(status, "refresh")
                check(name("plasma-bokmal"), 'language = "nb" in config.toml and Refresh: panel and popup in Bokmål',
                      plasma_languages.language, session, want, "nb", "Bokmål", refresh, expected, ROOT, artifacts,
                      update)
                for code, language in solverv_languages.others(status).items():
                    check(name(f"plasma-{code}"), f'language = "{code}" in config.toml and Refresh: panel and popup in '
                          f'{language}', plasma_languages.language, session, want, code, language, refresh, expected,
                          ROOT, artifacts, update)
            session.write_config(CONFIG)  # English again: the daemon's text is the CLI's, as the viewer's
            if daemon_path and ok:
                check(name("plasma-cli-fallback"), f"{shell} reads the daemon and calls its methods: view, compare and "
                      "settings ran no solverv-status", daemon_only, session, want)
            session.write_config(CONFIG)  # the viewer in English, as the contrib picture
            check(name("plasma-viewer"), "plasmoidviewer's default window holds the full view without overflow",
                  viewer, session, want)
            if daemon_path and ok:
                check(name("plasma-no-plasma5support"), "without the plasma5support QML module the applet loads and "
                      "shows the daemon's text", no_plasma5support, session, want)
            # Last: it changes the running session's global theme.
            check(name("plasma-global-theme"), "contrib/hooks/plasma-global-theme.sh in the running session: Breeze "
                  "Dark at dark, Breeze at light; nothing while Plasma's own switch is on",
                  plasma_theme.check_global_theme, session, ROOT)
    return run_stage(name, logs, checks)


if __name__ == "__main__":
    sys.exit(main())
