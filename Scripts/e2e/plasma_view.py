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


def capped(session):
    """The session's popup may list fewer events than the view (Plasma 5: FullView's
    maximumHeight, the screen's free height); Plasma 6's popup must list them all."""
    return getattr(session, "CAPPED", False)


def frame(popup):
    """The popup window's frame node (depth 0)."""
    frames = [n for n in popup if n["depth"] == 0]
    assert frames, "the popup has no window frame in AT-SPI"
    return frames[0]


def rows_shown(popup, view):
    """How many of VIEW's event rows the popup's nodes show: the name labels below the events
    heading (the title above may read as the first row's name). Qt reports only what shows."""
    heading = [n["y"] for n in popup if n["name"] == view["events"]["heading"] and n["w"] > 0]
    top = min(heading) if heading else -1
    names = set(label_names(view))
    found = sum(1 for n in popup if n["role"] == "label" and n["name"] in names and n["y"] > top and n["w"] > 0)
    return min(len(view["events"]["rows"]), found)


def on_screen(session, popup):
    """The popup window lies on the screen above the applet in the panel (session.popup_floor:
    the applet button's top, where Plasma puts a popup's bottom edge)."""
    f = frame(popup)
    return f["y"] >= 0 and f["y"] + f["h"] <= session.popup_floor and f["w"] > 0


def popup_ready(session, nodes, view, texts):
    """For wait_nodes: every one of TEXTS shows, and the events: all of VIEW's; on a capped
    session at least the first, with the popup window on the screen (its height settled)."""
    if not all(any(n["name"] == t for n in nodes) for t in texts):
        return False
    if not capped(session):
        return all(any(n["name"] == t for n in nodes) for t in label_names(view))
    try:
        popup = popup_window(nodes, view)
    except AssertionError:
        return False
    if rows_shown(popup, view) < 1 or not on_screen(session, popup):
        return False
    # Plasma 5's popup follows the view's height a moment late: the same rows and window twice
    # in a row, or it may be between two layouts.
    f = frame(popup)
    now = (rows_shown(popup, view), f["y"], f["h"], tuple(sorted(n["name"] for n in popup)))
    settled, session.last_popup = now == getattr(session, "last_popup", None), now
    return settled


def fitted(session, popup, view, more=()):
    """The events the popup shows, checked: all of VIEW's where it is not capped; where it is,
    the first N (N >= 1), fewer only when one more row would not have fitted the screen, and the
    popup window wholly on the screen above the applet with the Refresh and settings buttons and
    MORE (labels, e.g. compare lines) inside it. Returns VIEW with its first N events and a
    note "N of M events" for the OK line."""
    rows = view["events"]["rows"]
    n = rows_shown(popup, view)
    note = f"{n} of {len(rows)} events"
    if not capped(session):
        assert n == len(rows), f"only {note} in the popup"
        return view, note
    f = frame(popup)
    assert f["y"] >= 0 and f["y"] + f["h"] <= session.popup_floor, \
        f"the popup ({f['y']}..{f['y'] + f['h']}) is not on the screen above the applet (y={session.popup_floor})"
    assert n >= 1, f"{note} in the popup"
    if n < len(rows):
        names = sorted((m for m in popup if m["role"] == "label" and m["name"] in set(label_names(view))),
                       key=lambda m: m["y"])
        pitch = names[-1]["y"] - names[-2]["y"] if len(names) >= 2 else names[-1]["h"] + 5
        # Dropped rows must have been needed: the popup is at most a row short of the screen's
        # room, and its content fills it: an empty band of a row or more (between two pieces,
        # or under the last one, less the frame's margins of under 20 px) is a layout that left
        # rows out with room for them.
        spans = sorted((m["y"], m["y"] + m["h"]) for m in popup if m["depth"] >= 1 and m["w"] > 0 and m["name"])
        gaps, reach = [], spans[0][1]
        for top, end in spans[1:]:
            gaps.append(top - reach)
            reach = max(reach, end)
        gap = max(max(gaps, default=0), f["y"] + f["h"] - reach - 20)
        assert f["h"] + pitch > session.popup_floor and gap < pitch, \
            f"{note} although the {f['h']} px popup (floor {session.popup_floor}) has {gap} px empty"
    drawn = shape(session, f)
    assert drawn == f"{f['w']}x{f['h']}", f"the popup window is {f['w']}x{f['h']} but drawn and clickable only {drawn}"
    words = view["labels"]
    for text, role in ((words["refresh"], "button"), (words.get("settings") or "", "button"), *((t, "") for t in more)):
        inside = [m for m in popup if m["name"] == text and role in m["role"] and m["w"] > 0
                  and f["y"] <= m["y"] and m["y"] + m["h"] <= f["y"] + f["h"]]
        assert inside, f"{text!r} is not shown inside the popup window"
    note += f", the popup {f['h']} px tall at y={f['y']} (X shape {drawn}), above the applet at y={session.popup_floor}"
    return dict(view, events=dict(view["events"], rows=rows[:n])), note


def shape(session, f):
    """The X shape extents (WxH) of the window at frame F's place and size: Plasma 5's popup
    clips itself to its frame's shape when no compositor runs, and what lies outside is
    neither drawn nor clickable (a click there closes the popup)."""
    place = f"{f['w']}x{f['h']}+{f['x']}+{f['y']}"
    tree = session.user("xwininfo", "-root", "-tree", capture=True)
    ids = [line.split()[0] for line in tree.splitlines() if f" {place} " in f"{line} " and "plasmashell" in line]
    assert ids, f"no plasmashell X window at {place}"
    info = session.user("xwininfo", "-id", ids[0], "-shape", capture=True)
    extents = [line.split(":", 1)[1].split()[0] for line in info.splitlines() if "Window shape extents" in line]
    assert extents, f"xwininfo gives no shape for {ids[0]}"
    return extents[0].split("+")[0]


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
