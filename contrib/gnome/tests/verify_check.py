#!/usr/bin/python3
# SPDX-License-Identifier: MIT
"""Checks what check-dbus.js printed against the interface's shape (not against fixed values), so
the same checks apply to the fake service and to the real daemon.

Usage: verify_check.py MODE FILE
  state     line 1 is {"properties", "snapshot"}: all 34 properties (View: the applets' view) with the right JSON types and
            value ranges, a schema-1 snapshot with 12 upcoming events
  refresh   as state, and line 2 is an update; with --require-change it must be
            properties-changed with DaysUntil one less than before (the fake's Refresh)
  waited    line 1 is {"state": "not-running"}, line 2 the state as above (--wait-for-owner)
  vanished  the last line is {"update": "owner-vanished"} with empty properties
Exit 0 when all hold; 1 with the reasons on stderr.
"""
import json
import re
import sys

NUMBER = (int, float)
PROPERTIES = {
    "NextEventKind": str, "NextEventName": str, "NextEventTime": int, "NextEventLocalTime": str,
    "DaysUntil": int, "Progress": NUMBER, "PreviousEventKind": str, "PreviousEventTime": int,
    "Season": str, "SeasonName": str, "SeasonColour": str, "SeasonIcon": str, "Sunrise": str,
    "Sunset": str, "SolarNoon": str, "ShownSunDate": str, "DayLength": int, "DeltaVsYesterday": int,
    "DeltaSinceSolstice": int, "SolsticeDate": str, "PolarState": str, "SunPhase": str, "LocationName": str,
    "Latitude": NUMBER, "Longitude": NUMBER, "TimeZone": str, "LocationSource": str, "ZoneOffsetFromSystem": int,
    "Text": str,
    "Tooltip": str, "Message": str, "ValidUntil": int, "View": dict, "ConfigError": str,
}
KINDS = {"march_equinox", "june_solstice", "september_equinox", "december_solstice"}
ISO = re.compile(r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(Z|[+-]\d{2}:\d{2})$")
SUN = re.compile(ISO.pattern[:-1] + r"|^(always_up|always_down|none)$")

problems = []


def expect(condition, what):
    if not condition:
        problems.append(what)


def check_properties(props):
    expect(set(props) == set(PROPERTIES),
           "property names: missing %s, extra %s" % (sorted(set(PROPERTIES) - set(props)),
                                                    sorted(set(props) - set(PROPERTIES))))
    for name, kind in PROPERTIES.items():
        if name in props:
            value = props[name]
            expect(isinstance(value, kind) and not isinstance(value, bool), "%s has type %s" % (name, type(value).__name__))
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
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    if len(args) != 2:
        sys.exit(__doc__)
    mode, path = args
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
        if "--require-change" in sys.argv:
            expect(update.get("update") == "properties-changed", "Refresh led to PropertiesChanged")
            before = lines[0].get("properties", {}).get("DaysUntil")
            expect(update.get("changed", {}).get("DaysUntil") == (before or 0) - 1, "DaysUntil went down by one")
            expect(update.get("properties", {}).get("DaysUntil") == (before or 0) - 1, "the cache has the new value")
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
