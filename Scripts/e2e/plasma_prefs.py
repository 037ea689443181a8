"""The plasma stage's settings check (issue 11, item 7): in the real plasmashell 6.3 the popup's
gear (named from the view's `settings` label) is clicked with xdotool; Plasma's configuration
dialog must open on Solverv's page (ConfigGeneral.qml), read through AT-SPI. "Tokyo" is typed into
its city search (real X input), the matches appear, the dialog is photographed, and a click on
"Tokyo, Tokyo, JP" writes it with `solverv-status config set` (Plasma 6.3's QML has no D-Bus calls;
on 6.4+ the page asks the daemon's SearchPlaces, whose label is the same, and writes with its
SetSettings, seen by dbus-monitor, with no solverv-status run). The page's lists are Solverv's
settings schema (`config schema` on 6.3, GetSettingsSchema on 6.4+): Deutsch is picked from them.
config.toml must name Tokyo with its comment kept, the running daemon must say so (GetSettings,
it saw the file change by itself), and the panel must follow at once to what `solverv-status`
prints with that config (the page raises the applet's settingsRevision). The dialog is closed
and the first place written back. Pictures: artifacts/e2e/plasma-settings.png (and
contrib/kde/screenshot-settings.png when UPDATE_TO is given).
"""

import json
import os
import shutil

import plasma_theme
from plasma_view import applet_warnings, popup_window

CITY = "Tokyo"
LABELS = {False: "Tokyo, Tokyo, JP", True: "Tokyo, Tokyo, JP"}  # `locate`'s label (6.3), SearchPlaces' (6.4+)
SEARCH = "Search for a city"
COMMENT = "# kept by the settings page (plasma_prefs e2e)\n"


def click(session, node):
    session.user("xdotool", "mousemove", str(node["x"] + node["w"] // 2), str(node["y"] + node["h"] // 2),
                 "click", "1")


def open_popup(session, view, refresh=False):
    """The nodes once the popup shows VIEW: the compact text clicked if the popup is closed, and
    with REFRESH its Refresh button (the applet re-reads config.toml then)."""
    shows = lambda ns: any(n["name"] == view["title"] for n in ns)  # noqa: E731
    nodes = session.nodes("plasmashell")
    if not shows(nodes) or refresh:
        if not any(n["name"] == view["labels"]["refresh"] and "button" in n["role"] and n["w"] > 0 for n in nodes):
            click(session, session.compact)
            nodes = session.wait_nodes("plasmashell", lambda ns: any(
                n["name"] == view["labels"]["refresh"] and "button" in n["role"] and n["w"] > 0 for n in ns), 20,
                "the popup")
        if refresh:
            click(session, [n for n in nodes if n["name"] == view["labels"]["refresh"] and "button" in n["role"]
                            and n["w"] > 0][0])
    return session.wait_nodes("plasmashell", lambda ns: shows(ns) and any(n["name"] == view["text"] for n in ns), 30,
                              f"the popup showing {view['text']!r}")


def pick(session, window, box, item):
    """Real clicks: the page's combo box named BOX, then its entry ITEM."""
    nodes = session.nodes("plasmashell")
    boxes = [n for n in nodes if n["window"] == window and n["name"] == box and "combo" in n["role"] and n["w"] > 0]
    assert boxes, f"no {box!r} box: {sorted({(n['role'], n['name']) for n in nodes if n['window'] == window})[:60]}"
    click(session, boxes[0])
    nodes = session.wait_nodes("plasmashell", lambda ns: any(n["name"] == item and n["w"] > 0 for n in ns), 15,
                               f"{item!r} in the list")
    click(session, [n for n in nodes if n["name"] == item and n["w"] > 0][0])


def choose_german(session, window):
    """Deutsch picked in the page's Language box (real clicks): config.toml says so, the page
    speaks German at once (`config words`), and so does the panel. Then Automatisch again (the
    session's C locale: English), and the page is English again."""
    pick(session, window, "Language", "Deutsch")
    path = "/home/desk/.config/solverv/config.toml"
    session.wait(15, "language = \"de\" in config.toml", lambda: 'language = "de"' in session.read(path))
    nodes = session.wait_nodes("plasmashell", lambda ns: any(n["name"] == "Stadt suchen" for n in ns), 15,
                               "the page in German")
    shown = {n["name"] for n in nodes if n["window"] == window}
    for words in ("Sprache", "Uhr", "Ereignisse in der Liste", "Eine freundliche Nachricht pro Tag"):
        assert any(words in text for text in shown), f"{words!r} not on the German page: {sorted(shown)[:50]}"
    left = sorted(t for t in shown if t in ("Language", "Clock", "Search for a city", "Events in the list", "SAD pause"))
    assert not left, f"English left on the German page: {left}"
    line = session.user("/opt/solverv/solverv-status", *session.timeless_args(), capture=True).strip()
    session.wait_nodes("plasmashell", lambda ns: any(n["name"] == line and n["role"] == "label" for n in ns), 30,
                       f"the panel to show {line!r}")
    dialog = [n for n in nodes if n["window"] == window and n["depth"] == 0][0]
    session.screenshot("plasma-settings-de.png", (dialog["x"], dialog["y"], dialog["w"], dialog["h"]))
    pick(session, window, "Sprache", "Automatisch")
    session.wait(15, "language = \"auto\" in config.toml", lambda: 'language = "auto"' in session.read(path))
    session.wait_nodes("plasmashell", lambda ns: any(n["name"] == SEARCH for n in ns), 15, "the page in English again")
    english = session.user("/opt/solverv/solverv-status", *session.timeless_args(), capture=True).strip()
    session.wait_nodes("plasmashell", lambda ns: any(n["name"] == english and n["role"] == "label" for n in ns), 30,
                       f"the panel to show {english!r} again")
    return f"Deutsch chosen: page and panel German ({line!r}), plasma-settings-de.png; Automatisch: English again"


def check_settings(session, want, config, update_to=None):
    """One check (see the module docstring); WANT is the stage's expected(session), CONFIG the
    text the stage writes to config.toml (write_config adds the place)."""
    view = want["view"]
    name = view["labels"]["settings"]
    LABEL = LABELS[session.daemon_path]
    session.write_config(COMMENT + config)
    nodes = open_popup(session, view)
    gears = [n for n in popup_window(nodes, view) if n["name"] == name and "button" in n["role"] and n["w"] > 0]
    assert gears, f"no button named {name!r} in the popup"
    click(session, gears[0])
    nodes = session.wait_nodes("plasmashell", lambda ns: any(n["name"] == SEARCH and n["w"] > 0 for n in ns), 30,
                               "the configuration dialog with Solverv's page")
    field = [n for n in nodes if n["name"] == SEARCH and n["w"] > 0][0]
    dialog = [n for n in nodes if n["window"] == field["window"] and n["depth"] == 0][0]
    shown = {n["name"] for n in nodes if n["window"] == field["window"]}
    for words in ("Language", "Clock", "Events in the list", "One friendly message a day"):  # the top (it scrolls)
        assert any(words in text for text in shown), f"{words!r} not on the page: {sorted(shown)[:50]}"
    assert any(text.startswith("Showing: ") and session.place() in text for text in shown), \
        f"the page does not show the place in effect: {sorted(t for t in shown if t.startswith('Showing'))}"
    click(session, field)
    session.user("xdotool", "type", "--delay", "60", CITY)
    nodes = session.wait_nodes("plasmashell", lambda ns: any(n["name"] == LABEL and n["w"] > 0 for n in ns), 30,
                               f"{LABEL!r} among the matches")
    session.screenshot("plasma-settings.png", (dialog["x"], dialog["y"], dialog["w"], dialog["h"]))
    if update_to:
        shutil.copy(os.path.join(session.artifacts, "plasma-settings.png"), update_to)
    before = len(session.read("/tmp/solverv-status-runs.log").splitlines())
    click(session, [n for n in nodes if n["name"] == LABEL and n["w"] > 0][0])

    path = "/home/desk/.config/solverv/config.toml"
    text = session.wait(15, f"config.toml to name {LABEL}", lambda: (lambda t: t if LABEL in t else None)(session.read(path)))
    assert text.startswith(COMMENT) and "enabled = false" in text, f"config.toml lost its lines:\n{text}"
    assert f'"{session.place()}"' not in text, f"config.toml still names {session.place()}:\n{text}"
    runs = session.read("/tmp/solverv-status-runs.log").splitlines()[before:]
    if session.daemon_path:
        assert not runs, f"solverv-status ran on 6.4+: {runs}"
        shell = session.owner("org.kde.plasmashell")
        calls = {member for sender, member in session.method_calls() if sender == shell}
        assert {"GetSettings", "GetSettingsWords", "GetSettingsSchema", "SearchPlaces", "SetSettings"} <= calls, \
            f"plasmashell's calls to the daemon: {sorted(calls)}"
    else:
        assert f"config set location.city {LABEL}" in runs, f"the page's runs: {runs}"
        assert any(run.startswith("config schema") for run in session.runs()), \
            f"the page never ran config schema: {session.runs()}"
    lists = "GetSettingsSchema" if session.daemon_path else "config schema"
    settings = session.user("dbus-send", "--session", "--print-reply", "--dest=io.github.solverv.Solverv1",
                            "/io/github/solverv/Solverv1", "io.github.solverv.Solverv1.GetSettings", capture=True)
    assert LABEL in settings, f"the daemon's GetSettings does not name {LABEL}: {settings[:400]}"
    now = session.user("/opt/solverv/solverv-status", *session.timeless_args(), capture=True).strip()
    place = json.loads(session.user("/opt/solverv/solverv-status", *session.timeless_args(), "--format", "json",
                                    capture=True))["location"]["name"]
    assert place == CITY, f"solverv-status with the new config shows {place!r}"
    assert now != view["text"], f"{CITY}'s line is {session.place()}'s too ({now!r}): the check would prove nothing"
    session.wait_nodes("plasmashell", lambda ns: any(n["name"] == now and n["role"] == "label" for n in ns), 30,
                       f"the panel to show {now!r} for {CITY}")
    german = choose_german(session, field["window"])
    theme = plasma_theme.check_page(session, field["window"])
    session.user("xdotool", "key", "Escape")
    session.wait(15, "the dialog to close", lambda: not any(n["name"] == SEARCH for n in session.nodes("plasmashell")))
    # No QML warning from the page (applet_warnings leaves out Plasma's own about the page's root).
    warnings = applet_warnings(session.read(session.plasmashell_log))
    assert not warnings, f"QML warnings from the applet: {warnings[:3]}"
    # Back to the first place, the popup open on it, as the next checks expect.
    session.write_config(config)
    nodes = open_popup(session, view, refresh=True)
    session.popup_nodes = popup_window(nodes, view)
    return f"{CITY} typed and {LABEL!r} clicked on the page: config.toml and the daemon's GetSettings say so, " \
           f"panel {now!r}; lists from {lists}; {dialog['w']}x{dialog['h']} dialog, plasma-settings.png; {german}; {theme}"
