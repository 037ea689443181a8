"""The plasma stages' light/dark check (issue 21 item 5): Plasma 6.5+ can switch its global theme
by itself (kdeglobals [KDE] AutomaticLookAndFeel, kded's lookandfeelautoswitcher on knighttimed's
schedule), Plasma 6.3 cannot. Solverv drives Plasma instead of showing Plasma's schedule
(contrib/kde/README.md says why): contrib/hooks/plasma-global-theme.sh, run as the desk user in
the running plasmashell session as the daemon runs hooks (SOLVERV_THEME=dark, then light), must
make kdeglobals name the pair Plasma's own switch uses (Breeze Dark, then Breeze, with their
colour schemes), and with Plasma's own automatic switch on it must change nothing and say so.
"""

import os
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
