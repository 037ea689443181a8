"""What the plasma stage reads in Plasma's AT-SPI tree (import it; see plasma.py).

Nodes are plasma_atspi.py's JSON objects: {"role", "name", "x", "y", "w", "h", "depth",
"window"}, screen coordinates. These helpers find the applet's popup, assert that it lays out a
view (desk_view.pieces) top to bottom with each row on one line, and find labels narrower than
their text.
"""

import desk_view

APPLET = "io.github.solverv.plasmoid"


def label_names(view):
    """The event rows' name labels as the full view shows them: icon and name."""
    return [f"{row['icon']} {row['name']}" for row in view["events"]["rows"]]


def cut(session, nodes, texts):
    """The labels among NODES showing one of TEXTS narrower than the text (elided, "Winter
    sols…"). AT-SPI gives each label's width and its whole text; the natural width is measured
    with ImageMagick (session.text_width: Plasma's "Noto Sans", Symbola for the emoji)."""
    rows = [n for n in nodes if n["role"] == "label" and n["name"] in texts]
    assert {n["name"] for n in rows} >= set(texts), f"labels {[n['name'] for n in rows]}, want {texts}"
    return [f"{n['name']}: {n['w']} px < {session.text_width(n['name'])} px" for n in rows
            if n["w"] + 3 < session.text_width(n["name"])]


def popup_window(nodes, view):
    """The popup's nodes: those in the window holding the view's title (a heading)."""
    windows = {n["window"] for n in nodes if n["name"] == view["title"]}
    assert windows, f"no window shows the title {view['title']!r}"
    return [n for n in nodes if n["window"] in windows]


def laid_out(nodes, view):
    """Asserts that NODES show every piece of VIEW (desk_view.pieces) top to bottom in the view's
    order, each section row's label and value and each event's name and date on one line."""
    def find(piece, top):  # the middle of the highest label showing PIECE not above TOP (2 px slack)
        middles = [n["y"] + n["h"] / 2 for n in nodes if piece in n["name"] and n["w"] > 0]
        return min((y for y in middles if y >= top - 2), default=None)
    try:
        pieces = desk_view.in_order(view, find)
    except AssertionError as error:
        raise AssertionError(f"{error}: {sorted({n['name'] for n in nodes})[:60]}") from None
    pairs = [(f"{r['icon']} {r['name']}", f"{r['date']} · {r['countdown']}") for r in view["events"]["rows"]]
    pairs += [(r["label"], r["text"]) for key in ("sun", "daylight") for r in view[key]["rows"]]
    for left, right in pairs:
        a = [n for n in nodes if n["name"] == left]
        b = [n for n in nodes if n["name"] == right]
        assert a and b, f"row {left!r} / {right!r} not shown as two labels"
        assert any(abs((x["y"] + x["h"] / 2) - (y["y"] + y["h"] / 2)) < x["h"] / 2 and y["x"] > x["x"]
                   for x in a for y in b), f"row {left!r} / {right!r} not on one line: {a[:1]} {b[:1]}"
    return pieces, len(pairs)


def popup_corner(popup, compact, margin=8):
    """The screen's bottom-right corner holding the popup window and the applet in the panel."""
    frame = [n for n in popup if n["depth"] == 0][0]
    left = max(0, min(frame["x"], compact["x"]) - margin)
    top = max(0, frame["y"] - margin)
    return left, top, 1280 - left, 800 - top


def daemon_text(session):
    reply = session.user("dbus-send", "--session", "--print-reply", "--dest=io.github.solverv.Solverv1",
                         "/io/github/solverv/Solverv1", "org.freedesktop.DBus.Properties.Get",
                         "string:io.github.solverv.Solverv1", "string:Text", capture=True)
    return reply.split('string "', 1)[1].rsplit('"', 1)[0]


def applet_warnings(log):
    """The applet's QML warnings in a Plasma log, but the ones 6.3 must give: DBusSource.qml and
    the settings page's SettingsBus.qml cannot load (their workspace.dbus types are missing),
    which is what sends them to the CLI. One is Plasma's, not the page's: its configuration
    dialog creates the page's root (line 1 of the object, KCM.SimpleKCM) before the page stack
    places it ("not placed in the graphics scene")."""
    lines = [line for line in log.splitlines() if f"{APPLET}/contents" in line]
    return [line for line in lines if not (("DBusSource.qml" in line or "SettingsBus.qml" in line)
                                           and "is not a type" in line)
            and not ("ConfigGeneral.qml" in line and "not placed in the graphics scene" in line)]
