#!/usr/bin/python3
# SPDX-License-Identifier: MIT
"""Checks what check-dbus.js printed against the interface's shape (not against fixed values).
The property names and types come from the daemon's own Introspect XML (--introspect FILE), so a
new property needs no change here; every method solverv-dbus.js calls must be introspected too.

Usage: verify_check.py --introspect XML MODE FILE
  state     line 1 is {"properties", "snapshot"}: every introspected property (View: the applets'
            view) with the JSON type of its D-Bus type and sane value ranges, a schema-1 snapshot
            with 12 upcoming events
  refresh   as state, and line 2 is an update (properties-changed or refresh-returned) whose
            properties are whole again
  waited    line 1 is {"state": "not-running"}, line 2 the state as above (--wait-for-owner)
  vanished  the last line is {"update": "owner-vanished"} with empty properties
Exit 0 when all hold; 1 with the reasons on stderr.
"""
import json
import os
import re
import sys
import xml.etree.ElementTree as ET

NUMBER = (int, float)
INTERFACE = "io.github.solverv.Solverv1"
# The JSON type check-dbus.js prints for each D-Bus type the interface uses.
JSON_TYPES = {"s": str, "b": bool, "d": NUMBER, "i": int, "u": int, "x": int, "t": int, "a{sv}": dict}
PROPERTIES = {}  # name → JSON type, from Introspect
METHODS = set()  # from Introspect
CLIENT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "solverv@solverv.github.io", "solverv-dbus.js")
KINDS = {"march_equinox", "june_solstice", "september_equinox", "december_solstice"}
ISO = re.compile(r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(Z|[+-]\d{2}:\d{2})$")
SUN = re.compile(ISO.pattern[:-1] + r"|^(always_up|always_down|none)$")

problems = []


def expect(condition, what):
    if not condition:
        problems.append(what)


def read_introspection(path):
    """The service interface's properties (name → JSON type) and methods from Introspect XML."""
    with open(path, encoding="utf-8") as f:
        text = f.read().strip()
    root = ET.fromstring(text[text.index("<node"):])
    interface = root.find("interface[@name='%s']" % INTERFACE)
    expect(interface is not None, "Introspect has no %s interface" % INTERFACE)
    if interface is None:
        return
    for prop in interface.findall("property"):
        expect(prop.get("type") in JSON_TYPES, "property %s has an unexpected type %s" % (prop.get("name"), prop.get("type")))
        PROPERTIES[prop.get("name")] = JSON_TYPES.get(prop.get("type"), object)
    METHODS.update(method.get("name") for method in interface.findall("method"))
    expect(len(PROPERTIES) > 0 and len(METHODS) > 0, "Introspect lists properties and methods")
    with open(CLIENT, encoding="utf-8") as f:
        called = set(re.findall(r"this\.call\('([A-Za-z]+)'", f.read()))
    expect(called and called <= METHODS, "solverv-dbus.js calls methods Introspect lacks: %s" % sorted(called - METHODS))


def check_properties(props):
    expect(set(props) == set(PROPERTIES),
           "property names: missing %s, extra %s" % (sorted(set(PROPERTIES) - set(props)),
                                                    sorted(set(props) - set(PROPERTIES))))
    for name, kind in PROPERTIES.items():
        if name in props:
            value = props[name]
            expect(isinstance(value, kind) and (kind is bool or not isinstance(value, bool)),
                   "%s has type %s" % (name, type(value).__name__))
    if set(props) != set(PROPERTIES):
        return
    expect(props["NextEventKind"] in KINDS and props["PreviousEventKind"] in KINDS, "event kinds")
    expect(props["Season"] in {"spring", "summer", "autumn", "winter"}, "Season")
    expect(props["PolarState"] in {"none", "day", "night"}, "PolarState")
    expect(props["LocationSource"] in {"command-line", "config", "system", "timezone", "fallback"}, "LocationSource")
    expect(0 <= props["Progress"] <= 1, "Progress in 0…1")
    expect(props["DaysUntil"] >= 0, "DaysUntil >= 0")
    expect(props["PreviousEventTime"] < props["NextEventTime"], "previous before next")
    expect(re.fullmatch(r"#[0-9A-Fa-f]{6}", props["SeasonColour"]) is not None, "SeasonColour #rrggbb")
    expect(ISO.match(props["NextEventLocalTime"]) is not None, "NextEventLocalTime is ISO 8601")
    for name in ("Sunrise", "Sunset", "SolarNoon"):
        expect(SUN.match(props[name]) is not None, "%s is ISO 8601 or a marker: %r" % (name, props[name]))
    for name in ("ShownSunDate", "SolsticeDate"):
        expect(re.fullmatch(r"\d{4}-\d{2}-\d{2}", props[name]) is not None, "%s is a date" % name)
    expect(-90 <= props["Latitude"] <= 90 and -180 <= props["Longitude"] <= 180, "coordinates")
    expect(props["Text"] != "", "Text is not empty")
    view = props["View"]
    expect(view.get("schema") == 1 and view.get("text") == props["Text"], "View schema 1, its text is Text")
    expect(view.get("days_until") == props["DaysUntil"], "View days_until matches DaysUntil")
    for key in ("events", "sun", "daylight"):
        section = view.get(key) or {}
        expect(isinstance(section.get("heading"), str) and isinstance(section.get("rows"), list) and section["rows"],
               "View %s has a heading and rows" % key)
    expect(all(isinstance(r, dict) and isinstance(r.get("line"), str) for r in (view.get("events") or {}).get("rows", [])),
           "View event rows carry their line")


def check_snapshot(snap, props):
    expect(snap.get("schema") == 1, "snapshot schema 1")
    for key in ("next_event", "previous_event", "season", "location", "today", "tomorrow", "daylight"):
        expect(isinstance(snap.get(key), dict), "snapshot.%s is an object" % key)
    upcoming = snap.get("upcoming")
    expect(isinstance(upcoming, list) and len(upcoming) == 12, "snapshot.upcoming has 12 events")
    for event in upcoming or []:
        expect(isinstance(event, dict) and event.get("kind") in KINDS and isinstance(event.get("days_until"), int)
               and ISO.match(str(event.get("local"))), "upcoming event shape: %r" % (event,))
    nxt = snap.get("next_event") or {}
    expect(nxt.get("kind") == props.get("NextEventKind"), "snapshot next_event.kind matches NextEventKind")
    expect(nxt.get("days_until") == props.get("DaysUntil"), "snapshot next_event.days_until matches DaysUntil")
    location = snap.get("location") or {}
    expect(location.get("name") == props.get("LocationName"), "snapshot location.name matches LocationName")
    expect(isinstance(location.get("is_default"), bool), "location.is_default is a boolean")


def check_state(line):
    expect(set(line) == {"properties", "snapshot"}, "state line keys: %s" % sorted(line))
    check_properties(line.get("properties", {}))
    check_snapshot(line.get("snapshot", {}), line.get("properties", {}))


def main():
    argv = sys.argv[1:]
    if len(argv) != 4 or argv[0] != "--introspect":
        sys.exit(__doc__)
    read_introspection(argv[1])
    mode, path = argv[2:]
    with open(path, encoding="utf-8") as f:
        lines = [json.loads(text) for text in f if text.strip()]
    expect(len(lines) > 0, "no output")
    if not lines:
        pass
    elif mode == "state":
        expect(len(lines) == 1, "one line, got %d" % len(lines))
        check_state(lines[0])
    elif mode == "refresh":
        expect(len(lines) == 2, "two lines, got %d" % len(lines))
        check_state(lines[0])
        update = lines[-1]
        expect(update.get("update") in ("properties-changed", "refresh-returned"), "update kind %r" % update.get("update"))
        check_properties(update.get("properties", {}))
        expect(set(update.get("changed", {})) <= set(PROPERTIES), "changed names are introspected properties")
    elif mode == "waited":
        expect(len(lines) == 2, "two lines, got %d" % len(lines))
        expect(lines[0] == {"state": "not-running", "bus_name": "io.github.solverv.Solverv1"}, "first: not-running")
        if len(lines) == 2:
            check_state(lines[1])
    elif mode == "vanished":
        expect(lines[-1] == {"update": "owner-vanished", "running": False, "properties": {}}, "last: owner-vanished")
    else:
        sys.exit(__doc__)
    for problem in problems:
        print("verify_check %s: %s" % (mode, problem), file=sys.stderr)
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
