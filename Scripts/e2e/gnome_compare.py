"""The gnome_shell stage's "Compare with…" check (issue 11, item 1): in the real GNOME Shell 48
the menu's date entry is clicked with a virtual pointer, a date is typed on a virtual keyboard and
Enter pressed — the Shell's own input path — and the lines that appear under it must be exactly
what `solverv-status compare DATE` prints at the same place and --at in the same chroot (the
daemon's Compare and the CLI share the engine's DayComparison). A screenshot of the open menu
goes to artifacts/e2e/gnome-shell-compare.png (and contrib/gnome/screenshot-compare.png with
SOLVERV_E2E_UPDATE_SCREENSHOTS=1).
"""

import json
import os
import shutil

import gnome_shell_js as js
from gnome_session import wait_for

DATE = "2027-06-21"
ENTRY_CLASS = "solverv-compare-entry"


def _entry(body):
    """BODY with `entry`, the compare entry actor (or null), in scope."""
    return js.with_menu_actor(ENTRY_CLASS, "entry", body)


def entry_state():
    return _entry("entry ? {mapped: entry.is_mapped(), text: entry.get_text(), hint: entry.hint_text ?? '',"
                  " focused: global.stage.get_key_focus() === entry.clutter_text, box: box(entry),"
                  " screen: [global.stage.width, global.stage.height]} : null")


def click_entry():
    return _entry("entry && entry.is_mapped() ? (([x, y, w, h]) => click(x + w / 2, y + h / 2))(box(entry)) : false")


def type_text(text, enter=True):
    """Key presses on a virtual keyboard (keyvals of ASCII characters are their codes), then Enter."""
    keyvals = [ord(c) for c in text] + ([0xff0d] if enter else [])
    return js.expression(f"""(() => {{
        const Clutter = imports.gi.Clutter;
        global.__solvervE2EKeyboard ??= global.stage.context.get_backend().get_default_seat()
            .create_virtual_device(Clutter.InputDeviceType.KEYBOARD_DEVICE);
        const keyboard = global.__solvervE2EKeyboard;
        let t = imports.gi.GLib.get_monotonic_time();
        for (const keyval of {json.dumps(keyvals)}) {{
            keyboard.notify_keyval(t += 1000, keyval, Clutter.KeyState.PRESSED);
            keyboard.notify_keyval(t += 1000, keyval, Clutter.KeyState.RELEASED);
        }}
        return true;
    }})()""")


def check_compare(checks, args, update_to=None):
    """One check (see the module docstring); CHECKS is the stage's gnome_checks.Checks."""
    s = checks.s
    expected = s.output("solverv-status", "compare", DATE, *args).strip().split("\n")
    assert expected and expected[0].startswith("Jun 21, 2027 · "), f"CLI compare: {expected}"
    view = checks.open_menu(checks.events_shown())
    state = s.eval(entry_state())
    assert state and state["mapped"], f"no compare entry on screen: {state}"
    prompt = checks.cli["view"]["labels"]["compare_with"]
    assert state["hint"] == prompt, f"entry prompt {state['hint']!r} != the view's {prompt!r}"
    assert s.eval(click_entry()), "could not click the entry"
    wait_for(5, "the entry to take the keyboard focus", lambda: s.eval(entry_state())["focused"] or None)
    assert s.eval(type_text(DATE)), "could not type"
    shown = wait_for(15, "the comparison lines in the menu",
                     lambda: (lambda v: v if all(line in checks.texts(v) for line in expected) else None)(
                         s.eval(js.view())))
    typed = s.eval(entry_state())["text"]
    assert typed == DATE, f"the entry holds {typed!r}, typed {DATE!r}"
    texts = checks.texts(shown)
    at = texts.index(expected[0])
    assert texts[at:at + len(expected)] == expected, f"compare lines out of order: {texts}"
    # On screen, whole, under the entry (the menu does not scroll: rows below the screen are lost).
    # The entry's place is read again now: read as the menu opened, it may not be laid out yet
    # (no position: null), as happened on a loaded machine.
    state = wait_for(5, "the entry's place on screen",
                     lambda: (lambda e: e if e["box"] and None not in e["box"] else None)(s.eval(entry_state())))
    height = state["screen"][1]
    for line in shown["lines"][at:at + len(expected)]:
        assert line["box"] and state["box"][1] < line["box"][1] and line["box"][1] + line["box"][3] <= height, \
            f"{line['text']!r} at {line['box']} is not whole on the {height} px screen under the entry {state['box']}"
    s.eval(js.quiet_desktop())
    view = checks.settled(True, lambda v: expected[0] in checks.texts(v))
    path = checks.menu_shot(view, "gnome-shell-compare.png")
    if update_to:
        shutil.copy(path, update_to)
    width = view["menuBox"][2]
    assert width <= 560, f"menu {width} px wide with the comparison"
    s.eval(js.close_menu())
    return f"typed {DATE}: {expected[0]!r} (+{len(expected) - 1} line) = the CLI's; {os.path.basename(path)}"
