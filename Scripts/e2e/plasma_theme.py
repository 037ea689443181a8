"""The plasma stages' light/dark check (issue 21 item 5): Plasma 6.5+ can switch its global theme
by itself (kdeglobals [KDE] AutomaticLookAndFeel, kded's lookandfeelautoswitcher on knighttimed's
schedule), Plasma 6.3 cannot. Solverv drives Plasma instead of showing Plasma's schedule
(contrib/kde/README.md says why): contrib/hooks/plasma-global-theme.sh, run as the desk user in
the running plasmashell session as the daemon runs hooks (SOLVERV_THEME=dark, then light), must
make kdeglobals name the pair Plasma's own switch uses (Breeze Dark, then Breeze, with their
colour schemes), and with Plasma's own automatic switch on it must change nothing and say so.
"""

import os
import re
import shutil
import time

HOOK = "contrib/hooks/plasma-global-theme.sh"
AUTOSWITCHER = "/usr/lib/x86_64-linux-gnu/qt6/plugins/kf6/kded/lookandfeelautoswitcher.so"


# Plasma's own defaults for the two keys (lookandfeelsettings.kcfg, KColorScheme): a value equal
# to its default is not written, so an absent key means the default.
DEFAULTS = {"LookAndFeelPackage": "org.kde.breeze.desktop", "ColorScheme": "BreezeLight"}


def _kdeglobals(session, group, key):
    """KEY as a Plasma session reads it: startplasma puts ~/.config/kdedefaults (where a global
    theme's defaults, the colour scheme among them, are written) in XDG_CONFIG_DIRS."""
    return session.user("/usr/bin/env", "XDG_CONFIG_DIRS=/home/desk/.config/kdedefaults:/etc/xdg", "kreadconfig6",
                        "--file", "kdeglobals", "--group", group, "--key", key, "--default", DEFAULTS[key],
                        capture=True).strip()


def _hook(session, theme):
    return session.user("/usr/bin/env", f"SOLVERV_THEME={theme}", "/bin/sh", "/tmp/plasma-global-theme.sh",
                        check=False, timeout=60)


def check_global_theme(session, root):
    began = time.monotonic()
    shutil.copy(os.path.join(root, HOOK), session.box.path("/tmp/plasma-global-theme.sh"))
    os.chmod(session.box.path("/tmp/plasma-global-theme.sh"), 0o755)
    own_switch = os.path.exists(session.box.path(AUTOSWITCHER))
    seen = []
    for theme, package, scheme in (("dark", "org.kde.breezedark.desktop", "BreezeDark"),
                                   ("light", "org.kde.breeze.desktop", "BreezeLight")):
        run = _hook(session, theme)
        assert run.returncode == 0, f"{theme}: exit {run.returncode}: {run.stderr.strip()[:300]}"
        last = {}

        def named():
            last["seen"] = (_kdeglobals(session, "KDE", "LookAndFeelPackage"),
                            _kdeglobals(session, "General", "ColorScheme"))
            return last["seen"] if last["seen"] == (package, scheme) else None
        try:
            now = session.wait(10, f"kdeglobals to name {package} and {scheme}", named)
        except AssertionError as error:
            raise AssertionError(f"{error}; it says {last.get('seen')}; the hook said {run.stderr.strip()[:200]!r}") \
                from None
        seen.append(f"{now[0]} ({now[1]})")
    session.user("kwriteconfig6", "--file", "kdeglobals", "--group", "KDE", "--key", "AutomaticLookAndFeel",
                 "--type", "bool", "true")
    try:
        run = _hook(session, "dark")
        assert run.returncode == 0 and "by itself" in run.stderr, f"with Plasma's own switch on: {run.stderr.strip()}"
        after = _kdeglobals(session, "KDE", "LookAndFeelPackage")
        assert after == "org.kde.breeze.desktop", f"with Plasma's own switch on the hook changed the theme: {after}"
    finally:
        session.user("kwriteconfig6", "--file", "kdeglobals", "--group", "KDE", "--key", "AutomaticLookAndFeel",
                     "--delete")
    return (f"dark: {seen[0]}, light: {seen[1]}; left alone while AutomaticLookAndFeel=true; "
            f"Plasma's own switcher (lookandfeelautoswitcher) {'present' if own_switch else 'absent'} here; "
            f"{time.monotonic() - began:.0f} s")


# The page's English words for the light/dark section (`config words`).
THEME_HINT = "Turn apps dark at dusk and light at dawn"
NOT_BEFORE = "Not before"
CONFIG = "/home/desk/.config/solverv/config.toml"


def _click(session, node):
    session.user("xdotool", "mousemove", str(node["x"] + node["w"] // 2), str(node["y"] + node["h"] // 2),
                 "click", "1")


def _theme(session):
    """config.toml's [theme] table (empty before the page first wrote it)."""
    text = session.read(CONFIG)
    return text.split("[theme]", 1)[1].split("\n[", 1)[0] if "[theme]" in text else ""


def check_page(session, window):
    """The settings page's light/dark section in the real Plasma (dialog WINDOW open, English):
    scrolled to with the wheel, its check box clicked (config.toml's [theme] enabled = true), the
    first "Not before" field (the morning's) clicked, 07:15 typed and Tab (written when the editing
    ends), then emptied and Tab ("" written: no limit), and the switch off again. Real clicks and keys
    (xdotool), read back from config.toml, which the page writes through the daemon's
    SetSettings on 6.4+ and `solverv-status config set` on 6.3."""
    nodes = session.nodes("plasmashell")
    dialog = [n for n in nodes if n["window"] == window and n["depth"] == 0][0]
    # The wheel over the page's scroll bar at the dialog's right edge: over a combo or spin box
    # it would change that setting instead.
    session.user("xdotool", "mousemove", str(dialog["x"] + dialog["w"] - 12), str(dialog["y"] + dialog["h"] // 2),
                 "click", "--repeat", "30", "--delay", "40", "5")
    shown = lambda ns: [n for n in ns if n["window"] == window and n["name"] == THEME_HINT and n["w"] > 0]  # noqa: E731
    box = shown(session.wait_nodes("plasmashell", shown, 15, "the light and dark section (scrolled to)"))[0]
    _click(session, box)
    session.wait(15, "[theme] enabled = true in config.toml", lambda: "enabled = true" in _theme(session))

    def field(ns):
        found = sorted((n for n in ns if n["window"] == window and n["name"] == NOT_BEFORE and "label" not in n["role"]
                        and n["w"] > 0 and n.get("enabled")), key=lambda n: n["y"])
        return found[0] if found else None
    morning = field(session.wait_nodes("plasmashell", field, 15, "an enabled 'Not before' field"))
    _click(session, morning)
    session.user("xdotool", "key", "ctrl+a", "BackSpace")
    session.user("xdotool", "type", "--delay", "60", "07:15")
    # Tab ends the editing (Return would too, and close Plasma's dialog with OK).
    session.user("xdotool", "key", "Tab")
    session.wait(15, 'morning_not_before = "07:15"', lambda: 'morning_not_before = "07:15"' in _theme(session))
    session.screenshot("plasma-settings-theme.png", (dialog["x"], dialog["y"], dialog["w"], dialog["h"]))
    _click(session, morning)
    session.user("xdotool", "key", "ctrl+a", "BackSpace", "Tab")
    session.wait(15, 'morning_not_before = ""', lambda: re.search(r'^morning_not_before = ""$', _theme(session), re.M))
    _click(session, box)
    session.wait(15, "[theme] enabled = false", lambda: "enabled = false" in _theme(session))
    return ("light/dark section: switch on, morning not before 07:15 typed, then emptied (\"\"), switch off, "
            "all in config.toml; plasma-settings-theme.png")
