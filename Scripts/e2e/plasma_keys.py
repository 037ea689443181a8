"""The plasma stage's keyboard check (issue 18, item 2): the applet's panel view is focusable, takes
the keyboard focus and opens its popup with Enter and with Space, in the real plasmashell.

AT-SPI says the panel button is focusable; a screen reader's "focus this" (Component.grabFocus)
gives it the focus, which AT-SPI must then report (state focused); real key presses (xdotool,
XTEST: no window manager runs, so they go to the panel window under the pointer) must open the
popup, which a click on the panel view closes again (the popup check wants it closed).
"""

from plasma_view import popup_window


def opened(session, view, seconds=20):
    return session.wait_nodes("plasmashell", lambda ns: any(n["name"] == view["countdown"] for n in ns),
                              seconds, "the popup")


def closed(session, view):
    session.wait(20, "the popup to close", lambda: not any(n["name"] == view["countdown"]
                                                           for n in session.nodes("plasmashell")))


def focused_button(session, text):
    """Focuses the panel view named TEXT through AT-SPI and returns its node once it is focused."""
    def ready():
        nodes = session.nodes("plasmashell", focus=text)
        found = [n for n in nodes if n["name"] == text and "button" in n["role"] and n["focused"]]
        return found[0] if found else None
    return session.wait(15, f"the panel button {text!r} focused (AT-SPI)", ready)


def check_keyboard(session, want):
    view = want["view"]
    text = view["text"]
    nodes = session.nodes("plasmashell")
    buttons = [n for n in nodes if n["name"] == text and "button" in n["role"]]
    assert buttons and buttons[0]["focusable"], f"the panel button is not focusable: {buttons[:1]}"
    assert not any(n["name"] == view["countdown"] for n in nodes), "the popup is open before any key"
    b = buttons[0]
    # The pointer rests on the panel (not clicking): with no window manager the keys go there.
    session.user("xdotool", "mousemove", str(b["x"] + b["w"] // 2), str(b["y"] + b["h"] // 2))
    done = []
    for key in ("Return", "space"):
        focused_button(session, text)
        session.user("xdotool", "key", key)
        shown = popup_window(opened(session, view), view)
        assert any(n["name"] == view["title"] for n in shown), f"{key}: the popup lacks the title"
        done.append(key)
        session.user("xdotool", "click", "1")  # the panel view under the pointer closes it again
        closed(session, view)
    return f"focusable, focused by AT-SPI grabFocus; {' and '.join(done)} opened the popup"
