#!/usr/bin/env python3
"""Prints the accessibility tree (AT-SPI) of one running application as JSON lines.

Run inside the Plasma chroot by plasma.py, as the desktop user, with the session's
DBUS_SESSION_BUS_ADDRESS:  python3 plasma_atspi.py APP_NAME [--focus NAME]
Each line is one accessible object that is showing: {"role", "name", "x", "y", "w", "h",
"depth", "window", "focusable", "focused"} with screen coordinates; "window" is the index of the
top-level window it is in. With --focus, the first showing button named NAME is asked to take
the keyboard focus first (AT-SPI Component.grabFocus, what a screen reader's "focus" does). This is how the stage reads what Plasma really shows (texts and geometry), as a screen reader
would, instead of trusting anything the applet logs. Exit 3 when the application is not on the
accessibility bus (yet).
"""

import json
import sys

import pyatspi

MAX_DEPTH = 40


def main():
    wanted = sys.argv[1]
    focus = sys.argv[3] if len(sys.argv) > 3 and sys.argv[2] == "--focus" else None
    desktop = pyatspi.Registry.getDesktop(0)
    apps = [app for app in desktop if app is not None and app.name == wanted]
    if not apps:
        print(json.dumps({"apps": sorted(str(app.name) for app in desktop if app is not None)}))
        return 3
    if focus is not None:
        for app in apps:
            for window in app:
                if window is not None and grab(window, focus, 0):
                    break
    for app in apps:
        for window_index, window in enumerate(app):
            if window is not None:
                walk(window, 0, window_index)
    return 0


def grab(node, name, depth):
    """Asks the first showing button named NAME under NODE to take the focus; True when found."""
    try:
        if not node.getState().contains(pyatspi.STATE_SHOWING):
            return False
        if node.name == name and "button" in node.getRoleName():
            print(json.dumps({"grabFocus": bool(node.queryComponent().grabFocus())}), file=sys.stderr)
            return True
        return depth < MAX_DEPTH and any(grab(child, name, depth + 1) for child in node if child is not None)
    except Exception as error:  # went away while we walked
        print(json.dumps({"error": str(error)}), file=sys.stderr)
        return False


def walk(node, depth, window_index):
    try:
        states = node.getState()
        if not states.contains(pyatspi.STATE_SHOWING):
            return
        try:
            x, y, w, h = node.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
        except NotImplementedError:
            x = y = w = h = -1
        entry = {"role": node.getRoleName(), "name": node.name or "", "x": x, "y": y,
                 "w": w, "h": h, "depth": depth, "window": window_index,
                 "focusable": states.contains(pyatspi.STATE_FOCUSABLE),
                 "focused": states.contains(pyatspi.STATE_FOCUSED),
                 "enabled": states.contains(pyatspi.STATE_ENABLED)}
        print(json.dumps(entry, ensure_ascii=False))
        if depth < MAX_DEPTH:
            for child in node:
                if child is not None:
                    walk(child, depth + 1, window_index)
    except Exception as error:  # an object that went away while we walked: skip it
        print(json.dumps({"error": str(error), "depth": depth}), file=sys.stderr)


if __name__ == "__main__":
    sys.exit(main())
