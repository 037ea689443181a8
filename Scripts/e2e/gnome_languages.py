"""The gnome_shell stage's checks in each language after English (import it; see gnome_shell.py,
which runs `language` for Bokmål as gnome-bokmal and then once per language
solverv_languages.others() names).

`language = "CODE"` goes first in the user's config.toml, the daemon reloads it by itself, and GNOME
Shell's label and whole menu must say what `solverv-status --format view` says with that config
(checked against its JSON and large line), the daemon's Text must be that line, no English word of
the view may be left, and the menu stays within MENU_MAX_WIDTH. A screenshot of label and menu goes to artifacts/e2e/gnome-shell-menu-CODE.png
(with SOLVERV_E2E_UPDATE_SCREENSHOTS=1 the German one also to contrib/gnome/screenshot-de.png).
"""

import os
import shutil

import desk_view
import gnome_shell_js as js
from gnome_checks import MENU_MAX_WIDTH
from gnome_session import HOME, wait_for

# The language whose picture goes into contrib/ for the README.
CONTRIB = "de"


def language(checks, code, name):
    """One language (CODE, its native NAME) in the real Shell, on CHECKS (a gnome_checks.Checks
    with its session)."""
    s = checks.s
    s.write(f"{HOME}/.config/solverv/config.toml", f'language = "{code}"\n' + checks.config)
    want = checks.reread()
    view = want["view"]
    desk_view.agrees(view, want["json"], want["large"], code)
    assert want["small"] == view["text"], f"status line {want['small']!r} != view text {view['text']!r}"
    wait_for(15, f"the {name} label", lambda: checks.shows(lambda v: v["label"] == view["text"]))
    assert s.properties()["Text"] == view["text"], f"the daemon's Text is not the {name} line"
    shown = checks.open_menu(checks.events_shown(view))
    checks.large_view(shown, view)
    english = desk_view.english_left([shown["label"], *checks.texts(shown)], checks.cli["view"], view)
    assert not english, f"English left in the {name} menu: {english}"
    width = shown["menuBox"][2]
    assert width <= MENU_MAX_WIDTH, f"{name} menu {width} px wide (> {MENU_MAX_WIDTH})"
    path = checks.menu_shot(shown, f"gnome-shell-menu-{code}.png")
    if checks.update_to and code == CONTRIB:
        shutil.copy(path, os.path.join(os.path.dirname(checks.update_to), f"screenshot-{code}.png"))
    s.eval(js.close_menu())
    return f"label {view['text']!r}, {len(shown['lines'])} items, {width} px wide, no English"


def not_running(checks, code):
    """The daemon stopped while config.toml says `language = "CODE"`: the extension reads the file
    itself and the label, the not-running menu, the "Try to start the service" item and the error
    its click gives (no activation file here) are in CODE — the words `solverv-status config
    words --lang CODE` prints, shipped in words.js — with none of the English ones left; then the
    English config and the daemon come back."""
    s = checks.s
    words = dict(line.split(" = ", 1) for line in s.output("solverv-status", "config", "words", "--lang", code).splitlines())
    english = dict(line.split(" = ", 1) for line in s.output("solverv-status", "config", "words", "--lang", "en").splitlines())
    s.write(f"{HOME}/.config/solverv/config.toml", f'language = "{code}"\n' + checks.config)
    s.stop_daemon()
    label = f"☀ {words['panel_not_running']}"
    view = checks.open_menu(lambda v: v["label"] == label and words["try_start"] in checks.texts(v))
    texts = checks.view_texts(view)
    assert next((text for text in texts if text), "") == words["not_running"], texts
    assert not [w for w in ("not_running", "not_running_body", "comes_back", "try_start")
                if any(english[w] in text for text in texts)], f"English left: {texts}"
    assert s.eval(js.click_item(words["try_start"])), f"no {words['try_start']!r} item"
    checks.settled(False)
    view = checks.open_menu(lambda v: words["error_not_installed"] in checks.texts(v))
    width = view["menuBox"][2]
    assert width <= MENU_MAX_WIDTH, f"menu {width} px wide"
    checks.menu_shot(view, f"gnome-shell-not-running-{code}.png")
    s.eval(js.close_menu())
    s.write(f"{HOME}/.config/solverv/config.toml", checks.config)
    s.start_daemon(checks.at)
    wait_for(15, "the label back", lambda: checks.shows(lambda v: v["label"] == checks.cli["small"]))
    return f"label {label!r}, menu and the error in {code} ({words['error_not_installed']!r}), no English, {width} px wide"
