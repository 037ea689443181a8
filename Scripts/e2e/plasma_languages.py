"""The plasma stage's checks in each language after English (import it; see plasma.py and
plasma_bookworm.py, which run `language` for Bokmål as plasma-bokmal and then once per language
solverv_languages.others() names).

`language = "CODE"` in the user's config.toml and a real click on the popup's Refresh button
(whatever language it is in now); then the panel's compact text and the whole popup, read through
AT-SPI, must say what `solverv-status --format view` says with that config, top to bottom, with no
English word of the view left and no name cut. A screenshot of panel and popup goes to
artifacts/e2e/plasma-panel-popup-CODE.png (with SOLVERV_E2E_UPDATE_SCREENSHOTS=1 the German one
also to contrib/kde/screenshot-de.png).
"""

import os
import shutil

import desk_view
from plasma_session import CONFIG, refreshed
from plasma_view import cut, fitted, label_names, laid_out, popup_corner, popup_ready, popup_window

CONTRIB = "de"


def language(session, want, code, name, refresh, expected, root, artifacts, update):
    """One language (CODE, its native NAME) in the real plasmashell. WANT is the English
    expectation (plasma.expected), EXPECTED the same function for CODE; REFRESH the Refresh
    button's words in every language (the popup may be in any of them now)."""
    session.write_config(f'language = "{code}"\n' + CONFIG)
    mine = expected(session, code)
    view = mine["view"]
    # Where the Refresh button is now: the checks before may have moved the popup (a click beside
    # it closes it), and on 6.4+ the daemon follows config.toml at once, so it may be in CODE already.
    is_refresh = lambda n: n["name"] in refresh and "button" in n["role"]  # noqa: E731
    nodes = session.wait_nodes("plasmashell", lambda ns: any(is_refresh(n) for n in ns), 20,
                               "the open popup's Refresh button")
    r = next(n for n in nodes if is_refresh(n))
    before = len(session.runs())
    session.user("xdotool", "mousemove", str(r["x"] + r["w"] // 2), str(r["y"] + r["h"] // 2), "click", "1")
    texts = [view["text"], view["title"], view["labels"]["refresh"]]
    try:
        nodes = session.wait_nodes("plasmashell", lambda ns: popup_ready(session, ns, view, texts),
                                   30, f"the {name} popup after Refresh")
    except AssertionError:
        session.screenshot(f"plasma-panel-popup-{code}-failed.png")  # the whole screen, for the failure
        raise
    shown = popup_window(nodes, view)
    name = f"plasma-panel-popup-{code}.png"
    session.screenshot(name, popup_corner(shown, session.compact))
    fit, events = fitted(session, shown, view)
    pieces, rows = laid_out(shown, fit)
    compact = [n for n in nodes if n["name"] == view["text"] and n["window"] not in {m["window"] for m in shown}]
    assert compact, f"the panel does not show {view['text']!r}"
    names = cut(session, shown + compact, [*label_names(fit), view["text"]])
    assert not names, f"cut in {name}: {names}"
    english = desk_view.english_left([n["name"] for n in shown + compact], want["view"], view)
    assert not english, f"English left in the {name} applet: {english}"
    refreshed(session, before)
    if update and code == CONTRIB:
        shutil.copy(os.path.join(artifacts, name), os.path.join(root, f"contrib/kde/screenshot-{code}.png"))
    return f"panel {view['text']!r}, {events}, {pieces} pieces in order, {rows} rows aligned, no English, names whole"
