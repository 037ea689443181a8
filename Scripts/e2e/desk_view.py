"""What the desktop stages expect the applets to show, from Solverv's own view (import it).

The GNOME extension and the Plasma applet lay out the View (docs/view-schema.md) that
`solverv-status --format view` prints and the daemon publishes. The gnome_shell and plasma stages
read what the real shells show (Eval, AT-SPI) and compare it with the pieces below, taken from the
CLI run at the same arguments in the same chroot; `agrees` first checks that view against the
CLI's other outputs (`--format json`, `--size large`), so a wrong view cannot pass unnoticed.
"""

import re


def pieces(view):
    """Every text of the large view in the order both applets lay it out, top to bottom: a list
    of groups of (what, text) pairs. The groups come in this order; within a group the layouts
    differ (GNOME puts the progress before the description, Plasma after it). Sections' rows
    give their label and text as separate pieces."""
    groups = [[("title", view["title"]), ("countdown", view["countdown"])],
              [("when", view["when"]), ("progress", view["progress_text"]), ("description", view["description"])],
              [("events heading", view["events"]["heading"])]]
    for row in view["events"]["rows"]:
        groups += [[("event name", row["name"])], [("event date", row["date"])],
                   [("event countdown", row["countdown"])]]
    for key in ("sun", "daylight"):
        groups.append([(f"{key} heading", view[key]["heading"])])
        for row in view[key]["rows"]:
            groups += [[(f"{key} row", row["label"])], [(f"{key} value", row["text"])]]
    groups += [[("message", view["daylight"]["message"])], [("place", view["place"]["name"])],
               [("zone", view["place"]["zone"])]]
    if view["place"]["hint"]:
        groups.append([("hint", view["place"]["hint"])])
    return groups + [[("refresh", view["labels"]["refresh"])]]


def in_order(view, find):
    """Asserts that the layout shows every piece of VIEW in pieces()' order. FIND(text, start)
    returns the position (a line index, a y coordinate) of the first place at or after START
    showing TEXT, or None; positions must not go back from one group to the next."""
    start = float("-inf")
    for group in pieces(view):
        found = []
        for what, text in group:
            at = find(text, start)
            assert at is not None, f"{what} {text!r} not shown at or after {start}"
            found.append(at)
        start = max(found)
    return sum(len(group) for group in pieces(view))


def agrees(view, snapshot, large, language):
    """Asserts that VIEW says what `--format json` (SNAPSHOT) and `--size large` (LARGE) say at
    the same arguments, in LANGUAGE. Returns a short description."""
    assert view["schema"] == 1 and view["language"] == language, (view["schema"], view["language"])
    event = snapshot["next_event"]
    assert view["event_name"] == event["name"] and view["days_until"] == event["days_until"], \
        f"view event {view['event_name']!r} {view['days_until']} != json {event['name']!r} {event['days_until']}"
    assert view["title"] == f"{snapshot['season']['icon']} {event['name']}", view["title"]
    assert view["description"] == event["description"], (view["description"], event["description"])
    rows = view["events"]["rows"]
    # The list's length is the `events` setting (default 8); the JSON's upcoming list has 12.
    assert len(rows) == snapshot.get("list_length", 8), f"{len(rows)} events, not {snapshot.get('list_length', 8)}"
    assert [(r["name"], r["days_until"]) for r in rows] == \
           [(e["name"], e["days_until"]) for e in snapshot["upcoming"][:len(rows)]], f"events {rows}"
    assert view["place"]["name"] == snapshot["location"]["name"], view["place"]
    assert view["place"]["zone"] == snapshot["location"]["timezone"], view["place"]
    assert large.startswith(view["text"] + " "), f"--size large {large!r} does not start with {view['text']!r}"
    # Times as the language writes them (09:07, 09.07, 9.07), the day length in its units
    # ("6 hr 5 min", "6 t 5 min", "6 Std. 5 Min.").
    match = re.search(r"↑(\d{1,2}[:.]\d\d) ↓(\d{1,2}[:.]\d\d) · (.+?) \(([^)]+)\)$", large)
    assert match, f"unexpected --size large line {large!r}"
    sun = [row["text"] for row in view["sun"]["rows"]]
    daylight = [row["text"] for row in view["daylight"]["rows"]]
    assert match[1] in sun and match[2] in sun, f"sun rows {sun} vs {large!r}"
    assert match[3] in daylight and match[4] in daylight, f"daylight rows {daylight} vs {large!r}"
    return f"{view['text']!r}"


def _strings(value):
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from _strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from _strings(item)


# English words of the applets' labels that must not be left in a Bokmål applet.
ENGLISH_WORDS = ("Sunrise", "Sunset", "Solar noon", "Day length", "Daylight", "Since", "Next", "Today",
                 "Tomorrow", "Refresh", "solstice", "equinox", "days", "shorter", "longer", "fewer", "more")


def english_left(texts, english_view, bokmal_view):
    """The English strings among TEXTS (what an applet shows): every string of ENGLISH_VIEW that
    the Bokmål view says differently (names, headings, row labels, countdowns, dates), the
    words in ENGLISH_WORDS and English duration units ("7 hr", "12 sec", or the older "7h", "03m")."""
    bokmal = set(_strings(bokmal_view))
    english = {s for s in _strings(english_view) if s not in bokmal and re.search(r"[A-Za-z]{3}", s)}
    english.discard(english_view["language"])
    found = [s for s in sorted(english) for text in texts if s in text]
    found += [w for w in ENGLISH_WORDS for text in texts if re.search(rf"\b{w}\b", text)]
    # English duration units ("7 hr 3 min", "12 sec"; never "7h 03m"): every language writes its
    # own ("7 t 3 min", "7 Std. 3 Min.").
    found += [m.group(0) for text in texts for m in re.finditer(r"\b\d+(?:h|m|s| hr| sec)\b", text)]
    return sorted(set(found))
