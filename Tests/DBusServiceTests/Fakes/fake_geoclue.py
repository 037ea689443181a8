#!/usr/bin/python3
"""A fake GeoClue2 location service for Solverv's tests, on the bus given by --address.

The real GeoClue2 is a system service; here it runs on whatever bus the test hands it. It follows
the real API as far as a client sees it:

  /org/freedesktop/GeoClue2/Manager    org.freedesktop.GeoClue2.Manager
      GetClient() -> o, CreateClient() -> o, DeleteClient(o); InUse b, AvailableAccuracyLevel u
  /org/freedesktop/GeoClue2/Client/N   org.freedesktop.GeoClue2.Client
      Start(), Stop(); signal LocationUpdated(o old, o new);
      DesktopId s rw, RequestedAccuracyLevel u rw, DistanceThreshold u rw, TimeThreshold u rw,
      Location o ("/" until the first fix), Active b
  /org/freedesktop/GeoClue2/Location/1 org.freedesktop.GeoClue2.Location
      Latitude d, Longitude d, Accuracy d, Altitude d, Speed d, Heading d, Description s,
      Timestamp (tt)

GetClient returns the same client to the same caller (numbered from 1, so the first one is
/org/freedesktop/GeoClue2/Client/1); CreateClient always makes a new one. Start answers at once
and, --delay seconds later (0.1 by default; negative: never), sets Location and emits
LocationUpdated — asynchronously, as the real service does. Properties.Set checks types
strictly, like GDBus: RequestedAccuracyLevel must be a uint32 (4 = city), not an int32.

--no-agent makes GetClient never answer, as Debian 13's GeoClue 2.7.2 does while
no agent for the caller's user is registered (its log: "Client `:1.N` waiting for agent for user
ID '1000'"); --deny makes GetClient, CreateClient and Start fail with org.freedesktop.DBus.Error.AccessDenied
(what GeoClue answers when the desktop ID is not allowed); --require-desktop-id ID makes only
Start fail so unless the client set DesktopId to ID first. --record FILE appends one JSON line
per call, Properties calls included.

Usage: /usr/bin/python3 fake_geoclue.py --address ADDR [--latitude D] [--longitude D]
       [--accuracy M] [--delay S] [--no-agent] [--deny] [--require-desktop-id ID] [--record FILE]
"""

import os
import sys
import time

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import dbus  # noqa: E402
import dbus.service  # noqa: E402
from gi.repository import GLib  # noqa: E402

from _fakebus import (  # noqa: E402
  ERROR_ACCESS_DENIED, DBusError, PropertiesObject, Property, Recorder, Service, argument_parser, to_json)

NAME = "org.freedesktop.GeoClue2"
MANAGER_PATH = "/org/freedesktop/GeoClue2/Manager"
MANAGER_IFACE = "org.freedesktop.GeoClue2.Manager"
CLIENT_PATH = "/org/freedesktop/GeoClue2/Client/{}"
CLIENT_IFACE = "org.freedesktop.GeoClue2.Client"
LOCATION_PATH = "/org/freedesktop/GeoClue2/Location/1"
LOCATION_IFACE = "org.freedesktop.GeoClue2.Location"
# GClueAccuracyLevel: NONE 0, COUNTRY 1, CITY 4, NEIGHBORHOOD 5, STREET 6, EXACT 8.
ACCURACY_EXACT = 8
# GeoClue's "unknown" for Altitude, and -1 for unknown Speed and Heading.
UNKNOWN_ALTITUDE = -1.7976931348623157e308


class Fake:
  """What every object of this fake shares: the options, the recorder, the bus."""

  def __init__(self, bus, options):
    self.bus = bus
    self.options = options
    self.recorder = Recorder(options.record)
    self.clients = {}       # path -> Client
    self.by_sender = {}     # unique name -> path (GetClient)
    self.next_client = 1

  def record(self, path, interface, method, args, sender, error=None):
    entry = {"path": path, "interface": interface, "method": method, "args": to_json(args),
             "sender": str(sender) if sender else None}
    if error:
      entry["error"] = error
    self.recorder.write(entry)

  def deny_if_asked(self, what):
    if self.options.deny:
      raise DBusError(ERROR_ACCESS_DENIED, f"{what}: denied (fake_geoclue was started with --deny)")

  def new_client(self, sender):
    path = CLIENT_PATH.format(self.next_client)
    self.next_client += 1
    self.clients[path] = Client(self, path, sender)
    return path


class Recorded(PropertiesObject):
  """A PropertiesObject whose Properties calls go to the fake's record."""

  def __init__(self, fake, path, properties):
    super().__init__(fake.bus, path, properties)
    self.fake = fake

  def on_call(self, interface, method, args, sender, error=None):
    self.fake.record(self.object_path, interface, method, args, sender, error)

  def guarded(self, interface, method, args, sender, body):
    """Runs a method body and records the call, with the error name if it failed."""
    try:
      result = body()
    except dbus.exceptions.DBusException as error:
      self.fake.record(self.object_path, interface, method, args, sender, error.get_dbus_name())
      raise
    self.fake.record(self.object_path, interface, method, args, sender)
    return result


class Manager(Recorded):
  def __init__(self, fake):
    self.held = []  # GetClient replies never sent (--no-agent)
    super().__init__(fake, MANAGER_PATH, {MANAGER_IFACE: {
      "InUse": Property("b", False),
      "AvailableAccuracyLevel": Property("u", ACCURACY_EXACT),
    }})

  @dbus.service.method(MANAGER_IFACE, in_signature="", out_signature="o", sender_keyword="sender",
                       async_callbacks=("reply", "error"))
  def GetClient(self, sender=None, reply=None, error=None):
    if self.fake.options.no_agent:  # held for good, like GeoClue 2.7.2 waiting for an agent
      self.fake.record(self.object_path, MANAGER_IFACE, "GetClient", [], sender, "held: no agent")
      self.held.append((reply, error))
      return
    try:
      reply(self._get_client(sender))
    except dbus.exceptions.DBusException as failure:
      error(failure)

  def _get_client(self, sender):
    def body():
      self.fake.deny_if_asked("GetClient")
      path = self.fake.by_sender.get(sender)
      if path is None:
        path = self.fake.new_client(sender)
        self.fake.by_sender[sender] = path
      return dbus.ObjectPath(path)
    return self.guarded(MANAGER_IFACE, "GetClient", [], sender, body)

  @dbus.service.method(MANAGER_IFACE, in_signature="", out_signature="o", sender_keyword="sender")
  def CreateClient(self, sender=None):
    def body():
      self.fake.deny_if_asked("CreateClient")
      return dbus.ObjectPath(self.fake.new_client(sender))
    return self.guarded(MANAGER_IFACE, "CreateClient", [], sender, body)

  @dbus.service.method(MANAGER_IFACE, in_signature="o", out_signature="", sender_keyword="sender")
  def DeleteClient(self, client, sender=None):
    def body():
      removed = self.fake.clients.pop(str(client), None)
      if removed is not None:
        removed.remove_from_connection()
        self.fake.by_sender = {s: p for s, p in self.fake.by_sender.items() if p != str(client)}
    return self.guarded(MANAGER_IFACE, "DeleteClient", [client], sender, body)


class Client(Recorded):
  def __init__(self, fake, path, owner):
    super().__init__(fake, path, {CLIENT_IFACE: {
      "Location": Property("o", "/"),
      "DistanceThreshold": Property("u", 0, writable=True),
      "TimeThreshold": Property("u", 0, writable=True),
      "DesktopId": Property("s", "", writable=True),
      "RequestedAccuracyLevel": Property("u", ACCURACY_EXACT, writable=True),
      "Active": Property("b", False),
    }})
    self.owner = owner
    self.pending = None  # GLib source of the scheduled first fix

  def _prop(self, name):
    return self.properties[CLIENT_IFACE][name].value

  @dbus.service.method(CLIENT_IFACE, in_signature="", out_signature="", sender_keyword="sender")
  def Start(self, sender=None):
    def body():
      self.fake.deny_if_asked("Start")
      required = self.fake.options.require_desktop_id
      if required is not None and self._prop("DesktopId") != required:
        raise DBusError(
          ERROR_ACCESS_DENIED,
          f"'{self._prop('DesktopId')}' disallowed (fake_geoclue requires DesktopId '{required}')")
      if self._prop("Active"):
        return
      self.update(CLIENT_IFACE, "Active", True)
      delay = self.fake.options.delay
      if delay >= 0:
        self.pending = GLib.timeout_add(int(delay * 1000), self._fix)
    return self.guarded(CLIENT_IFACE, "Start", [], sender, body)

  @dbus.service.method(CLIENT_IFACE, in_signature="", out_signature="", sender_keyword="sender")
  def Stop(self, sender=None):
    def body():
      if self.pending is not None:
        GLib.source_remove(self.pending)
        self.pending = None
      if self._prop("Active"):
        self.update(CLIENT_IFACE, "Active", False)
    return self.guarded(CLIENT_IFACE, "Stop", [], sender, body)

  def _fix(self):
    self.pending = None
    old = self._prop("Location")
    self.update(CLIENT_IFACE, "Location", LOCATION_PATH)
    self.LocationUpdated(dbus.ObjectPath(old), dbus.ObjectPath(LOCATION_PATH))
    self.fake.recorder.write({"path": self.object_path, "interface": CLIENT_IFACE,
                              "signal": "LocationUpdated", "args": [old, LOCATION_PATH]})
    return GLib.SOURCE_REMOVE

  @dbus.service.signal(CLIENT_IFACE, signature="oo")
  def LocationUpdated(self, old, new):
    pass


class Location(Recorded):
  def __init__(self, fake):
    now = time.time()
    options = fake.options
    super().__init__(fake, LOCATION_PATH, {LOCATION_IFACE: {
      "Latitude": Property("d", options.latitude),
      "Longitude": Property("d", options.longitude),
      "Accuracy": Property("d", options.accuracy),
      "Altitude": Property("d", UNKNOWN_ALTITUDE),
      "Speed": Property("d", -1.0),
      "Heading": Property("d", -1.0),
      "Description": Property("s", options.description),
      "Timestamp": Property("(tt)", (int(now), int((now % 1) * 1_000_000))),
    }})


def main():
  parser = argument_parser(__doc__.splitlines()[0])
  parser.add_argument("--latitude", type=float, default=59.9139)
  parser.add_argument("--longitude", type=float, default=10.7522)
  parser.add_argument("--accuracy", type=float, default=5000.0, help="metres (default 5000, about a city)")
  parser.add_argument("--description", default="fake_geoclue")
  parser.add_argument("--delay", type=float, default=0.1,
                      help="seconds from Start to LocationUpdated; negative: never (default 0.1)")
  parser.add_argument("--no-agent", action="store_true", help="GetClient never answers (GeoClue 2.7 without an agent)")
  parser.add_argument("--deny", action="store_true", help="GetClient, CreateClient and Start fail with AccessDenied")
  parser.add_argument("--require-desktop-id", metavar="ID", help="Start fails with AccessDenied unless DesktopId is ID")
  parser.add_argument("--record", help="file to append one JSON line per call to")
  options = parser.parse_args()
  service = Service(options.address)
  fake = Fake(service.bus, options)
  objects = [Manager(fake), Location(fake)]  # noqa: F841  (kept alive while serving)
  service.own(NAME)
  service.run()


if __name__ == "__main__":
  main()
