#!/usr/bin/env python3
"""e2e stage "plasma_bookworm": the Plasma 5 build of the applet (`make plasmoid5`) in the real
Plasma 5.27.5 of Debian 12 (plasmashell, plasmoidviewer), with plasma.py's checks where they apply;
summary lines bookworm-plasma-…, logs and pictures in artifacts/e2e/bookworm/.

In a throwaway overlay of the bookworm desktop tree (chroot.py, package set DESKTOP_BOOKWORM), as
the user desk on Xvfb (plasma_session.Session, with KDE_SESSION_VERSION=5 and kpackagetool5): the
.plasmoid is installed with kpackagetool5, the real `plasmashell --no-respawn` starts and the
applet is added to its panel by evaluateScript; what it shows is read through AT-SPI and compared
with `solverv-status --format view` at the same arguments, as on Plasma 6. Plasma 5 has no QML
module for D-Bus, so the applet takes the CLI path of Plasma 6.0-6.3: the release solverv-daemon
runs on the session bus 3 days earlier (its Text differs), and the cli check proves the panel and
popup show the CLI's words and not the daemon's; the settings page writes config.toml with
`solverv-status config set`, and the running daemon's GetSettings follows the file (inotify).
Checks that cannot run on 5.27 print SKIP with the reason. By hand (root):
`SOLVERV_E2E_BIN_DIR=DIR python3 Scripts/e2e/plasma_bookworm.py`, DIR holding solverv-status and
solverv-daemon built on Debian 12 (they run on bookworm as they are).
"""

import json
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import chroot  # noqa: E402
from report import check, result  # noqa: E402
import plasma  # noqa: E402
import plasma_compare  # noqa: E402
import plasma_keys  # noqa: E402
import plasma_languages  # noqa: E402
import plasma_prefs  # noqa: E402
import solverv_languages  # noqa: E402
from plasma_session import APPLET, CONFIG, Session  # noqa: E402
from plasma_view import (applet_warnings, cut, daemon_text, fitted, label_names, laid_out,  # noqa: E402
                         popup_corner, popup_ready, popup_window)

SUITE = "bookworm"
QML5 = "/usr/lib/x86_64-linux-gnu/qt5/qml"
PLASMOID5 = f"{APPLET}-plasma5.plasmoid"


class Session5(Session):
    """plasma_session.Session for Plasma 5: the session says it is KDE 5; kpackagetool5; AT-SPI
    roles in 6.x's names; a popup capped at the screen's free height (FullView.maximumHeight),
    which may list only the first events (plasma_view.fitted)."""

    CAPPED = True

    def nodes(self, app, focus=None):
        # at-spi2-core 2.46 (bookworm) names Qt's buttons "push button", 2.5x (trixie, sid) "button".
        found = super().nodes(app, focus)
        for node in found:
            if node["role"] == "push button":
                node["role"] = "button"
        return found

    def env(self):
        return dict(super().env(), KDE_SESSION_VERSION="5")

    def install_applet(self):
        self.user("kpackagetool5", "--type", "Plasma/Applet", "--install", f"/tmp/{APPLET}.plasmoid")
        installed = f"/home/desk/.local/share/plasma/plasmoids/{APPLET}"
        metadata = json.loads(self.read(f"{installed}/metadata.json"))
        assert metadata["KPlugin"]["Id"] == APPLET, metadata["KPlugin"]
        assert metadata.get("X-Plasma-API") == "declarativeappletscript", "not the Plasma 5 build"
        listed = self.user("kpackagetool5", "--type", "Plasma/Applet", "--list", capture=True)
        assert APPLET in listed, "kpackagetool5 --list does not name the applet"
        return f"the Plasma 5 build in ~/.local/share/plasma/plasmoids/{APPLET}"


def plasmoid5():
    """The .plasmoid `make plasmoid5` makes."""
    subprocess.run(["make", "-s", "plasmoid5"], cwd=plasma.ROOT, check=True, stdout=subprocess.DEVNULL)
    path = os.path.join(plasma.ROOT, ".build/dist", PLASMOID5)
    assert os.path.isfile(path), f"make plasmoid5 made no {path}"
    return path


def cli_source(session, want):
    """Plasma 5.27 has no QML D-Bus module: the applet shows what solverv-status says, and not
    the daemon's words, although the daemon is on the bus (at another instant); it ran only
    `--format view` for that, and no QML warning of the applet's is in plasmashell's log."""
    assert not os.path.exists(session.box.path(f"{QML5}/org/kde/plasma/workspace/dbus")), \
        "Plasma 5.27 has a workspace.dbus QML module?"
    assert session.has_name("io.github.solverv.Solverv1"), "the daemon is not on the session bus"
    published = daemon_text(session)
    assert published != want["view"]["text"], f"the daemon says the CLI's text {published!r}: no proof"
    runs = session.runs()
    assert runs and all(run == "--format view" for run in runs), f"the applet's solverv-status runs: {runs}"
    shown = {n["name"] for n in getattr(session, "popup_nodes", [])}
    assert want["view"]["title"] in shown and want["view"]["countdown"] in shown, "the popup showed no CLI data"
    assert not any(published in n["name"] for n in session.nodes("plasmashell")), "the daemon's text is shown"
    log = session.read(session.plasmashell_log)
    assert not applet_warnings(log), f"QML warnings from the applet: {applet_warnings(log)[:3]}"
    return f"no workspace.dbus QML module in Plasma 5; {len(runs)} run(s) of `--format view`; the popup shows " \
           f"the CLI's {want['view']['countdown']!r}, not the daemon's {published!r}"


def capped_popup(session, refresh):
    """The cap at work: `events = 12` in German with the compare lines under the Refresh row is
    taller than the 1280x800 screen's room above the panel. A click on Refresh: the popup shows
    the first N < 12 events in order (plasma_view.fitted: fewer only when one more would not fit),
    lies wholly on the screen above the applet, and holds the Refresh and settings buttons and
    the compare lines that `solverv-status compare` prints in German."""
    session.write_config('language = "de"\nevents = 12\n' + CONFIG)
    view = plasma.cli(session)["view"]  # (plasma.expected's check wants the JSON's 8 upcoming events)
    assert len(view["events"]["rows"]) == 12, f"{len(view['events']['rows'])} events with events = 12"
    lines = session.user("/opt/solverv/solverv-status", "compare", plasma_compare.DATE, *plasma.ARGS,
                         capture=True).strip().split("\n")
    buttons = [n for n in session.nodes("plasmashell") if n["name"] in refresh and "button" in n["role"]]
    assert buttons, "no Refresh button in the open popup"
    r = buttons[0]
    session.user("xdotool", "mousemove", str(r["x"] + r["w"] // 2), str(r["y"] + r["h"] // 2), "click", "1")
    texts = [view["title"], view["labels"]["refresh"], *lines]
    nodes = session.wait_nodes("plasmashell", lambda ns: popup_ready(session, ns, view, texts), 30,
                               "the German popup with 12 events")
    shown = popup_window(nodes, view)
    session.screenshot("plasma-panel-popup-capped.png", popup_corner(shown, session.compact))
    fit, events = fitted(session, shown, view, lines)
    assert len(fit["events"]["rows"]) < 12, f"{events}: the popup was not capped, so this proves nothing"
    pieces, rows = laid_out(shown, fit)
    names = cut(session, shown, label_names(fit))
    assert not names, f"event names cut: {names}"
    return f"{events}; {pieces} pieces in order, {rows} rows aligned, {len(lines)} compare lines shown"


def clean_log(session):
    """The whole run left no QML warning of the applet's in plasmashell's log."""
    log = session.read(session.plasmashell_log)
    warnings = applet_warnings(log)
    assert not warnings, f"QML warnings from the applet: {warnings[:3]}"
    lines = [line for line in log.splitlines() if APPLET in line]
    return f"{len(log.splitlines())} log lines, {len(lines)} naming the applet, none a warning"


def main():
    artifacts = os.path.join(plasma.ARTIFACTS, SUITE)
    logs = os.path.join(artifacts, "plasma")
    name = lambda check_name: f"{SUITE}-{check_name}"  # noqa: E731

    def checks(log):
        status, daemon = plasma.binaries()
        package = plasmoid5()
        with chroot.Chroot(SUITE, log, packages=chroot.DESKTOP_BOOKWORM) as box:
            session = Session5(box, logs, artifacts, plasma.ARGS, daemon_path=False)
            session.prepare(status, daemon, package)
            want = plasma.expected(session)
            shell = session.user("plasmashell", "--version", capture=True).strip()
            version = "Plasma " + shell.split()[-1]  # "plasmashell 5.27.5"
            ok = check(name("plasma-install"), f"{version}: kpackagetool5 installs the Plasma 5 .plasmoid",
                       session.install_applet)
            ok = ok and check(name("plasma-shell"), f"{version}: {shell} starts and takes the applet into its panel",
                              session.start_shell)
            ok = ok and check(name("plasma-panel"), f"{version}: the panel shows Solverv's text (AT-SPI)",
                              plasma.panel_text, session, want)
            ok = ok and check(name("plasma-keyboard"), f"{version}: the panel view takes keyboard focus; Enter and "
                              "Space open the popup (xdotool keys, AT-SPI focusable/focused)",
                              plasma_keys.check_keyboard, session, want)
            ok = ok and check(name("plasma-popup"), f"{version}: a real click opens the popup with the full view "
                              "(screenshot)", plasma.popup, session, want)
            if ok:
                check(name("plasma-cli-fallback"), f"{version}: the view comes from solverv-status, not the daemon",
                      cli_source, session, want)
            result(name("plasma-dbus"), "SKIP", f"{version}: no live D-Bus data in the applet: Plasma 5 has no QML "
                   "module for D-Bus calls or signals (org.kde.plasma.workspace.dbus has them from Plasma 6.4), so "
                   "it reads solverv-status as Plasma 6.0-6.3 do (bookworm-plasma-cli-fallback); the daemon still "
                   "follows what the settings page writes (bookworm-plasma-settings)")
            if ok:
                check(name("plasma-compare"), f"{version}: 'Compare with…': a date typed in the popup shows "
                      "solverv-status compare's lines", plasma_compare.check_compare, session, want, plasma.ARGS, None)
                check(name("plasma-settings"), f"{version}: the popup's gear opens Solverv's page; 'Tokyo' typed and "
                      "chosen there: config.toml, the daemon and the panel follow", plasma_prefs.check_settings,
                      session, want, CONFIG, None)
                refresh = solverv_languages.button_words(status, "refresh")
                check(name("plasma-bokmal"), f'{version}: language = "nb" in config.toml and Refresh: panel and '
                      "popup in Bokmål", plasma_languages.language, session, want, "nb", "Bokmål", refresh,
                      plasma.expected, plasma.ROOT, artifacts, False)
                for code, language in solverv_languages.others(status).items():
                    check(name(f"plasma-{code}"), f'{version}: language = "{code}" in config.toml and Refresh: panel '
                          f"and popup in {language}", plasma_languages.language, session, want, code, language,
                          refresh, plasma.expected, plasma.ROOT, artifacts, False)
                check(name("plasma-capped"), f"{version}: 12 events in German with compare lines: the popup "
                      "lists the first that fit and stays on the screen", capped_popup, session, refresh)
                check(name("plasma-log"), f"{version}: no QML warning from the applet in plasmashell's log",
                      clean_log, session)
            session.write_config(CONFIG)  # the viewer in English
            check(name("plasma-viewer"), f"{version}: plasmoidviewer's default window holds the full view without "
                  "overflow", plasma.viewer, session, want)
            result(name("plasma-global-theme"), "SKIP", f"{version}: contrib/hooks/plasma-global-theme.sh and its "
                   "check read kdeglobals with kreadconfig6 (KDE Frameworks 6); not part of the widget")
    return plasma.run_stage(name, logs, checks)


if __name__ == "__main__":
    sys.exit(main())
