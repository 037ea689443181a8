#!/usr/bin/python3
# SPDX-License-Identifier: MIT
"""A stand-in for `solverv-status daemon` on a test bus: the io.github.solverv.Solverv1 interface
with plausible static values (Oslo, 22 Nov 2026 17:00, 29 days to the December solstice). The
`View` property the applet lays out is never hand-written: it is what the real
`solverv-status --format view` prints for that day and place (and `--language`), so the test sees
the daemon's own words.

Why it exists: the extension and check-dbus.js must be tested before and apart from the real
daemon; this fake speaks the same interface so the D-Bus client is exercised end to end.

Refresh() behaves as if a day passed: DaysUntil (and everything derived from it) drops by one and
the changes go out in one PropertiesChanged, then DayChanged. Prints READY once the name is owned.

Usage: fake_solverv.py [--address ADDR] [--place NAME] [--source SOURCE] [--language CODE]
                       [--status PATH] [--hang-refresh]
Runs with the system python (dbus-python and PyGObject), nothing installed from PyPI.
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile
from datetime import date, timedelta

import dbus
import dbus.service
from dbus.mainloop.glib import DBusGMainLoop
from gi.repository import GLib

NAME = "io.github.solverv.Solverv1"
PATH = "/io/github/solverv/Solverv1"
IFACE = "io.github.solverv.Solverv1"
PROPS = "org.freedesktop.DBus.Properties"

TODAY = date(2026, 11, 22)
NEXT_UTC = 1797886212  # 2026-12-21T20:50:12Z, the December solstice
PREV_UTC = 1790121915  # 2026-09-23T00:05:15Z, the September equinox
PREV_DATE = date(2026, 9, 23)
NEXT_DATE = date(2026, 12, 21)

# (kind, name, utc, local): the next 12 events as the daemon would list them for Oslo.
UPCOMING = [
    ("december_solstice", "Winter solstice", "2026-12-21T20:50:12Z", "2026-12-21T21:50:12+01:00"),
    ("march_equinox", "Spring equinox", "2027-03-20T14:24:40Z", "2027-03-20T15:24:40+01:00"),
    ("june_solstice", "Summer solstice", "2027-06-21T08:10:52Z", "2027-06-21T10:10:52+02:00"),
    ("september_equinox", "Autumn equinox", "2027-09-23T06:01:34Z", "2027-09-23T08:01:34+02:00"),
    ("december_solstice", "Winter solstice", "2027-12-22T02:42:13Z", "2027-12-22T03:42:13+01:00"),
    ("march_equinox", "Spring equinox", "2028-03-20T02:17:03Z", "2028-03-20T03:17:03+01:00"),
    ("june_solstice", "Summer solstice", "2028-06-20T20:01:52Z", "2028-06-20T22:01:52+02:00"),
    ("september_equinox", "Autumn equinox", "2028-09-22T11:45:16Z", "2028-09-22T13:45:16+02:00"),
    ("december_solstice", "Winter solstice", "2028-12-21T08:19:46Z", "2028-12-21T09:19:46+01:00"),
    ("march_equinox", "Spring equinox", "2029-03-20T08:01:50Z", "2029-03-20T09:01:50+01:00"),
    ("june_solstice", "Summer solstice", "2029-06-21T01:48:04Z", "2029-06-21T03:48:04+02:00"),
    ("september_equinox", "Autumn equinox", "2029-09-22T17:38:01Z", "2029-09-22T19:38:01+02:00"),
]

INTROSPECTION = """<node name="%s">
  <interface name="%s">
%s    <method name="GetSnapshot"><arg name="snapshot" type="a{sv}" direction="out"/></method>
    <method name="Render"><arg name="format" type="s" direction="in"/><arg name="template" type="s" direction="in"/><arg name="text" type="s" direction="out"/></method>
    <method name="SunTimes"><arg name="date" type="s" direction="in"/><arg name="latitude" type="d" direction="in"/><arg name="longitude" type="d" direction="in"/><arg name="timezone" type="s" direction="in"/><arg name="times" type="a{sv}" direction="out"/></method>
    <method name="Compare"><arg name="date" type="s" direction="in"/><arg name="with" type="s" direction="in"/><arg name="comparison" type="a{sv}" direction="out"/></method>
    <method name="Events"><arg name="from_year" type="i" direction="in"/><arg name="to_year" type="i" direction="in"/><arg name="events" type="aa{sv}" direction="out"/></method>
    <method name="SetLocation"><arg name="latitude" type="d" direction="in"/><arg name="longitude" type="d" direction="in"/><arg name="name" type="s" direction="in"/><arg name="timezone" type="s" direction="in"/></method>
    <method name="Refresh"/>
    <signal name="EventReached"><arg name="kind" type="s"/><arg name="time" type="x"/></signal>
    <signal name="DayChanged"><arg name="date" type="s"/></signal>
  </interface>
  <interface name="org.freedesktop.DBus.Properties">
    <method name="Get"><arg type="s" direction="in"/><arg type="s" direction="in"/><arg type="v" direction="out"/></method>
    <method name="GetAll"><arg type="s" direction="in"/><arg type="a{sv}" direction="out"/></method>
    <method name="Set"><arg type="s" direction="in"/><arg type="s" direction="in"/><arg type="v" direction="in"/></method>
    <signal name="PropertiesChanged"><arg type="s"/><arg type="a{sv}"/><arg type="as"/></signal>
  </interface>
  <interface name="org.freedesktop.DBus.Introspectable">
    <method name="Introspect"><arg type="s" direction="out"/></method>
  </interface>
</node>
"""

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_STATUS = os.path.join(HERE, "..", "..", "..", ".build", "debug", "solverv-status")


TYPES = {"x": dbus.Int64, "i": dbus.Int32, "d": dbus.Double, "s": dbus.String}


def to_dbus(value):
    """JSON-like Python as the daemon sends it: objects a{sv}, arrays av, integers x, nulls left out."""
    if isinstance(value, bool):
        return dbus.Boolean(value)
    if isinstance(value, int):
        return dbus.Int64(value)
    if isinstance(value, float):
        return dbus.Double(value)
    if isinstance(value, str):
        return dbus.String(value)
    if isinstance(value, list):
        return dbus.Array([to_dbus(v) for v in value], signature="v")
    if isinstance(value, dict):
        return dbus.Dictionary({k: to_dbus(v) for k, v in value.items() if v is not None}, signature="sv")
    raise TypeError(value)


class FakeSolverv(dbus.service.Object):
    def __init__(self, bus, place, source, status, language=None, hang_refresh=False):
        super().__init__(bus, PATH)
        self.hang_refresh = hang_refresh
        self.status = status
        self.views = {}
        # A config folder of its own: never the user's config, and the language the test asks for.
        self.config_home = tempfile.mkdtemp(prefix="solverv-fake-")
        os.makedirs(os.path.join(self.config_home, "solverv"))
        with open(os.path.join(self.config_home, "solverv", "config.toml"), "w", encoding="utf-8") as f:
            f.write('language = "%s"\n' % language if language else "")
        self.days_passed = 0
        self.place = place
        self.source = source
        self.lat, self.lon, self.tz = 59.9133, 10.7389, "Europe/Oslo"

    # -- state ---------------------------------------------------------------------------------
    def today(self):
        return TODAY + timedelta(days=self.days_passed)

    def days_until(self):
        return (NEXT_DATE - self.today()).days

    def progress(self):
        return round((self.today() - PREV_DATE).days / (NEXT_DATE - PREV_DATE).days, 4)

    def text(self):
        return self.view()["text"]

    def place_args(self):
        if self.source in ("timezone", "fallback"):  # the zone's default place
            return []
        return ["--lat", str(self.lat), "--lon", str(self.lon), "--tz", self.tz, "--name", self.place]

    def cli(self, args):
        env = dict(os.environ, XDG_CONFIG_HOME=self.config_home, TZ=self.tz)
        return subprocess.run([self.status] + args + ["--at", self.today().isoformat() + "T17:00"] + self.place_args(),
                              env=env, capture_output=True, text=True)

    def view(self):
        """What the real CLI prints with `--format view` for this fake's day and place."""
        key = (self.days_passed, self.place, self.source, self.lat, self.lon, self.tz)
        if key not in self.views:
            args = [self.status, "--format", "view", "--at", self.today().isoformat() + "T17:00"]
            if self.source not in ("timezone", "fallback"):  # else the zone's default place
                args += ["--lat", str(self.lat), "--lon", str(self.lon), "--tz", self.tz, "--name", self.place]
            env = dict(os.environ, XDG_CONFIG_HOME=self.config_home, TZ=self.tz)
            out = subprocess.run(args, env=env, capture_output=True, text=True, check=True).stdout
            self.views[key] = json.loads(out)
        return self.views[key]

    def properties(self):
        """(name, D-Bus type, value) for every property, in the interface's order."""
        day = self.today().isoformat()
        return [
            ("NextEventKind", "s", "december_solstice"),
            ("NextEventName", "s", "Winter solstice"),
            ("NextEventTime", "x", NEXT_UTC),
            ("NextEventLocalTime", "s", "2026-12-21T21:50:12+01:00"),
            ("DaysUntil", "i", self.days_until()),
            ("Progress", "d", self.progress()),
            ("PreviousEventKind", "s", "september_equinox"),
            ("PreviousEventTime", "x", PREV_UTC),
            ("Season", "s", "winter"),
            ("SeasonName", "s", "Winter"),
            ("SeasonColour", "s", "#2196F3"),
            ("SeasonIcon", "s", "❄️"),
            ("Sunrise", "s", day + "T08:31:05+01:00"),
            ("Sunset", "s", day + "T15:28:12+01:00"),
            ("SolarNoon", "s", day + "T11:59:40+01:00"),
            ("ShownSunDate", "s", day),
            ("DayLength", "i", 25027 - 240 * self.days_passed),
            ("DeltaVsYesterday", "i", -241),
            ("DeltaSinceSolstice", "i", -42773 - 240 * self.days_passed),
            ("SolsticeDate", "s", "2026-06-21"),
            ("PolarState", "s", "none"),
            ("SunPhase", "s", "day"),
            ("LocationName", "s", self.place),
            ("Latitude", "d", self.lat),
            ("Longitude", "d", self.lon),
            ("TimeZone", "s", self.tz),
            ("LocationSource", "s", self.source),
            ("ZoneOffsetFromSystem", "i", 0),
            ("Text", "s", self.text()),
            ("Tooltip", "s", "<b>❄️ Winter solstice</b> in %d days" % self.days_until()),
            ("Message", "s", "🌙 4 fewer minutes today | 11 hr 53 min shorter since Jun 21"),
            ("ValidUntil", "x", 1795363200 + 86400 * self.days_passed),
            ("ConfigError", "s", ""),
            ("View", "a{sv}", self.view()),
        ]

    def values(self):
        return {name: to_dbus(v) if t == "a{sv}" else TYPES[t](v) for name, t, v in self.properties()}

    def event(self, kind, name, utc, local):
        days = (date.fromisoformat(local[:10]) - self.today()).days
        return {"kind": kind, "name": name, "utc": utc, "local": local, "days_until": days}

    def sun_day(self, day):
        d = day.isoformat()
        return {"date": d, "sunrise": d + "T08:31:05+01:00", "sunset": d + "T15:28:12+01:00",
                "civil_dawn": d + "T07:42:10+01:00", "civil_dusk": d + "T16:17:07+01:00",
                "nautical_dawn": d + "T06:56:30+01:00", "nautical_dusk": d + "T17:02:47+01:00",
                "astronomical_dawn": d + "T06:14:02+01:00", "astronomical_dusk": d + "T17:45:15+01:00",
                "solar_noon": d + "T11:59:40+01:00", "daylength_s": 25027}

    def snapshot(self):
        upcoming = [self.event(*e) for e in UPCOMING]
        nxt = dict(upcoming[0], description="Shortest day of the year")
        return {
            "schema": 1, "generated_at": self.today().isoformat() + "T17:00:00+01:00",
            "valid_until": (self.today() + timedelta(days=1)).isoformat() + "T00:00:00+01:00",
            "language": "en", "hemisphere": "north",
            "location": {"name": self.place, "latitude": self.lat, "longitude": self.lon,
                         "timezone": self.tz, "source": self.source,
                         "is_default": self.source in ("timezone", "fallback")},
            "next_event": nxt,
            "previous_event": self.event("september_equinox", "Autumn equinox",
                                         "2026-09-23T00:05:15Z", "2026-09-23T02:05:15+02:00"),
            "progress": self.progress(),
            "season": {"kind": "winter", "name": "Winter", "colour": "#2196F3", "icon": "❄️"},
            "today": self.sun_day(self.today()),
            "tomorrow": self.sun_day(self.today() + timedelta(days=1)),
            "shown_sun": "today", "polar": None,
            "daylight": {"delta_vs_yesterday_s": -241, "delta_since_solstice_s": -42773,
                         "solstice_date": "2026-06-21", "solstice_kind": "june_solstice", "gaining": False},
            "upcoming": upcoming,
            "message": "🌙 4 fewer minutes today | 11 hr 53 min shorter since Jun 21",
        }

    def announce(self, before):
        after = self.values()
        changed = {k: v for k, v in after.items() if before.get(k) != v}
        if changed:
            self.PropertiesChanged(IFACE, dbus.Dictionary(changed, signature="sv"), dbus.Array([], signature="s"))

    # -- the interface -------------------------------------------------------------------------
    @dbus.service.method(IFACE, in_signature="", out_signature="a{sv}")
    def GetSnapshot(self):
        return to_dbus(self.snapshot())

    @dbus.service.method(IFACE, in_signature="ss", out_signature="s")
    def Render(self, fmt, template):
        return self.text() if not template else template.replace("{days}", str(self.days_until()))

    @dbus.service.method(IFACE, in_signature="sdds", out_signature="a{sv}")
    def SunTimes(self, day, lat, lon, tz):
        return to_dbus(self.sun_day(date.fromisoformat(day)))

    @dbus.service.method(IFACE, in_signature="ss", out_signature="a{sv}")
    def Compare(self, day, other):
        """The real CLI's `compare --format json`; a bad date is InvalidArgs, as the daemon says it."""
        for name, text in (("date", day), ("with", other)):
            if name == "date" or text:
                try:
                    valid = len(text) == 10 and 1000 <= date.fromisoformat(text).year <= 3000
                except ValueError:
                    valid = False
                if not valid:
                    raise dbus.exceptions.DBusException(
                        "%s '%s' is not valid: use YYYY-MM-DD in the years 1000–3000" % (name, text),
                        name="org.freedesktop.DBus.Error.InvalidArgs")
        out = self.cli(["compare", day, "--format", "json"] + (["--with", other] if other else []))
        if out.returncode != 0:
            raise dbus.exceptions.DBusException(out.stderr.strip(), name="org.freedesktop.DBus.Error.Failed")
        return to_dbus(json.loads(out.stdout))

    @dbus.service.method(IFACE, in_signature="ii", out_signature="aa{sv}")
    def Events(self, from_year, to_year):
        picked = [e for e in UPCOMING if from_year <= int(e[2][:4]) <= to_year]
        return dbus.Array([to_dbus({"kind": k, "name": n, "utc": u, "local": l}) for k, n, u, l in picked],
                          signature="a{sv}")

    @dbus.service.method(IFACE, in_signature="ddss", out_signature="")
    def SetLocation(self, lat, lon, name, tz):
        before = self.values()
        self.lat, self.lon, self.place, self.tz, self.source = float(lat), float(lon), str(name), str(tz), "config"
        self.announce(before)

    @dbus.service.method(IFACE, in_signature="", out_signature="", async_callbacks=("reply", "error"))
    def Refresh(self, reply, error):
        if self.hang_refresh:
            return  # never answers: lets a test see check-dbus.js time out
        before = self.values()
        self.days_passed += 1
        self.announce(before)
        self.DayChanged(self.today().isoformat())
        reply()

    @dbus.service.signal(IFACE, signature="sx")
    def EventReached(self, kind, time):
        pass

    @dbus.service.signal(IFACE, signature="s")
    def DayChanged(self, day):
        pass

    @dbus.service.method(PROPS, in_signature="ss", out_signature="v")
    def Get(self, interface, name):
        values = self.values()
        if interface != IFACE or name not in values:
            raise dbus.exceptions.DBusException("no such property %s.%s" % (interface, name),
                                                name="org.freedesktop.DBus.Error.UnknownProperty")
        return values[name]

    @dbus.service.method(PROPS, in_signature="s", out_signature="a{sv}")
    def GetAll(self, interface):
        if interface != IFACE:
            return dbus.Dictionary({}, signature="sv")
        return dbus.Dictionary(self.values(), signature="sv")

    @dbus.service.method(PROPS, in_signature="ssv", out_signature="")
    def Set(self, interface, name, value):
        raise dbus.exceptions.DBusException("%s is read-only" % name,
                                            name="org.freedesktop.DBus.Error.PropertyReadOnly")

    @dbus.service.signal(PROPS, signature="sa{sv}as")
    def PropertiesChanged(self, interface, changed, invalidated):
        pass

    @dbus.service.method("org.freedesktop.DBus.Introspectable", in_signature="", out_signature="s")
    def Introspect(self):
        annotation = '<annotation name="org.freedesktop.DBus.Property.EmitsChangedSignal" value="true"/>'
        props = "".join('    <property name="%s" type="%s" access="read">%s</property>\n' % (n, t, annotation)
                        for n, t, _ in self.properties())
        return INTROSPECTION % (PATH, IFACE, props)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--address", help="bus address (default: the session bus)")
    parser.add_argument("--place", default="Oslo", help="LocationName (test markup escaping with <&>)")
    parser.add_argument("--source", default="config", help="LocationSource (timezone/fallback = a default)")
    parser.add_argument("--language", help="the config's language (en, nb)")
    parser.add_argument("--status", default=os.environ.get("SOLVERV_STATUS", DEFAULT_STATUS),
                        help="the solverv-status binary that makes the View")
    parser.add_argument("--hang-refresh", action="store_true", help="Refresh() never answers nor changes anything")
    args = parser.parse_args()

    DBusGMainLoop(set_as_default=True)
    if args.address:
        bus = dbus.bus.BusConnection(args.address)
    else:
        bus = dbus.SessionBus()
    service = FakeSolverv(bus, args.place, args.source, args.status, args.language, args.hang_refresh)
    service.view()  # fails here, before READY, when the CLI cannot make one
    # do_not_queue: fail at once if the real daemon already owns the name.
    name = dbus.service.BusName(NAME, bus, do_not_queue=True)
    print("READY", flush=True)
    loop = GLib.MainLoop()
    try:
        loop.run()
    except KeyboardInterrupt:
        pass
    del name, service


if __name__ == "__main__":
    sys.exit(main())
