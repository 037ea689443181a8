"""Plumbing shared by the fake D-Bus services the Solverv tests run on a private bus.

Each fake_*.py script imports this module from its own folder. It gives them the same life
cycle, so the Swift launcher (Support/FakeServices.swift) can treat them alike:

- connect to the bus named by --address (never the session or system bus of the machine);
- export the objects, then own the well-known name, then print READY on stdout, so a launcher
  that waits for that line knows calls to the name will be answered;
- exit with status 0 on SIGTERM, SIGINT or SIGHUP, when the bus goes away, and when the process
  that started it dies (a crashed test run must not leave fakes behind);
- write call records as JSON lines, flushed one by one, so a test can read them while the fake
  still runs.

Runs on the system Python (/usr/bin/python3) with dbus-python and PyGObject.
"""

import argparse
import json
import os
import signal
import sys
import time

import dbus
import dbus.bus
import dbus.mainloop.glib
import dbus.service
from gi.repository import GLib

PROPERTIES_IFACE = "org.freedesktop.DBus.Properties"
INTROSPECTABLE_IFACE = "org.freedesktop.DBus.Introspectable"
ERROR_FAILED = "org.freedesktop.DBus.Error.Failed"
ERROR_ACCESS_DENIED = "org.freedesktop.DBus.Error.AccessDenied"
ERROR_INVALID_ARGS = "org.freedesktop.DBus.Error.InvalidArgs"

# Tests run in a process that blocks SIGTERM, and children inherit the mask: unblock what we
# handle, or a SIGTERM would stay pending forever.
_HANDLED_SIGNALS = {signal.SIGTERM, signal.SIGINT, signal.SIGHUP, signal.SIGUSR1, signal.SIGUSR2}


def argument_parser(description):
  """A parser with the --address option every fake takes."""
  parser = argparse.ArgumentParser(description=description)
  parser.add_argument(
    "--address", required=True,
    help="D-Bus address of the bus to serve on, e.g. unix:path=/tmp/x/bus")
  return parser


def log(message):
  """Diagnostics go to stderr: stdout carries only READY and acknowledgement lines."""
  print(f"{os.path.basename(sys.argv[0])}: {message}", file=sys.stderr, flush=True)


def say(line):
  """One protocol line on stdout (READY, EMITTED …), flushed so the launcher sees it at once."""
  sys.stdout.write(line + "\n")
  sys.stdout.flush()


class DBusError(dbus.exceptions.DBusException):
  """A D-Bus error reply with an explicit error name."""

  def __init__(self, name, message):
    super().__init__(message, name=name)


def to_json(value):
  """dbus-python values (variants already unwrapped) as plain JSON values."""
  # Boolean first: dbus.Boolean is an int subclass.
  if isinstance(value, dbus.Boolean):
    return bool(value)
  if isinstance(value, (bytes, bytearray)):
    return list(value)
  if isinstance(value, int):
    return int(value)
  if isinstance(value, float):
    return float(value)
  if isinstance(value, str):
    return str(value)
  if isinstance(value, dict):
    return {str(to_json(k)): to_json(v) for k, v in value.items()}
  if isinstance(value, (list, tuple)):
    return [to_json(v) for v in value]
  return repr(value)


class Recorder:
  """Appends one JSON object per line to a file; a no-op when there is no file."""

  def __init__(self, path):
    # Created at start, so a test can tell "no calls" (empty file) from "fake never ran".
    self._file = open(path, "a", encoding="utf-8") if path else None

  def write(self, record):
    if self._file is None:
      return
    record = dict(record)
    record.setdefault("time", time.time())
    self._file.write(json.dumps(record, ensure_ascii=False) + "\n")
    self._file.flush()


# Property signatures the fakes use, with the dbus-python type that marshals each one.
_TYPES = {
  "s": dbus.String, "o": dbus.ObjectPath, "b": dbus.Boolean, "u": dbus.UInt32,
  "i": dbus.Int32, "t": dbus.UInt64, "d": dbus.Double,
}


def typed(signature, value):
  """`value` as the dbus-python type for `signature`, so a variant carries the right type."""
  if signature == "(tt)":
    return dbus.Struct((dbus.UInt64(value[0]), dbus.UInt64(value[1])), signature="tt")
  return _TYPES[signature](value)


class Property:
  """One D-Bus property: its signature, its value, whether clients may set it."""

  def __init__(self, signature, value, writable=False):
    self.signature = signature
    self.value = value
    self.writable = writable


class PropertiesObject(dbus.service.Object):
  """An exported object with org.freedesktop.DBus.Properties over a table of properties.

  dbus-python has no property support of its own. Set checks the variant's type strictly, as
  GDBus (which GeoClue uses) does: a client that sends int32 where uint32 is declared gets
  InvalidArgs, exactly like against the real service. Every call goes through `on_call`, so a
  fake can record it.
  """

  def __init__(self, bus, path, properties):
    super().__init__(bus, path)
    self.object_path = path
    # {interface: {name: Property}}
    self.properties = properties

  def on_call(self, interface, method, args, sender, error=None):
    """Called for every Properties call; fakes override it to record calls."""

  def on_set(self, interface, name, value):
    """Called after a successful Set."""

  def _lookup(self, interface, name):
    prop = self.properties.get(interface, {}).get(name)
    if prop is None:
      raise DBusError(ERROR_INVALID_ARGS, f"No such property '{name}' on interface '{interface}'")
    return prop

  def update(self, interface, name, value):
    """Changes a property from inside the fake and emits PropertiesChanged."""
    prop = self.properties[interface][name]
    prop.value = value
    self.PropertiesChanged(
      interface, dbus.Dictionary({name: typed(prop.signature, value)}, signature="sv"),
      dbus.Array([], signature="s"))

  def _guarded(self, interface, method, args, sender, body):
    try:
      result = body()
    except dbus.exceptions.DBusException as error:
      self.on_call(interface, method, args, sender, error.get_dbus_name())
      raise
    self.on_call(interface, method, args, sender)
    return result

  @dbus.service.method(PROPERTIES_IFACE, in_signature="ss", out_signature="v", sender_keyword="sender")
  def Get(self, interface, name, sender=None):
    def body():
      prop = self._lookup(interface, name)
      return typed(prop.signature, prop.value)
    return self._guarded(PROPERTIES_IFACE, "Get", [interface, name], sender, body)

  @dbus.service.method(PROPERTIES_IFACE, in_signature="s", out_signature="a{sv}", sender_keyword="sender")
  def GetAll(self, interface, sender=None):
    def body():
      table = self.properties.get(interface, {})
      return dbus.Dictionary(
        {name: typed(p.signature, p.value) for name, p in table.items()}, signature="sv")
    return self._guarded(PROPERTIES_IFACE, "GetAll", [interface], sender, body)

  @dbus.service.method(PROPERTIES_IFACE, in_signature="ssv", out_signature="", sender_keyword="sender")
  def Set(self, interface, name, value, sender=None):
    def body():
      prop = self._lookup(interface, name)
      if not prop.writable:
        raise DBusError(ERROR_INVALID_ARGS, f"Property '{name}' is not writable")
      expected = _TYPES.get(prop.signature)
      if expected is None or not isinstance(value, expected) or (
          expected is not dbus.Boolean and isinstance(value, dbus.Boolean)):
        raise DBusError(
          ERROR_INVALID_ARGS,
          f"Property '{name}' has type '{prop.signature}', got {type(value).__name__}")
      self.update(interface, name, value)
      self.on_set(interface, name, value)
    return self._guarded(PROPERTIES_IFACE, "Set", [interface, name, to_json(value)], sender, body)

  @dbus.service.signal(PROPERTIES_IFACE, signature="sa{sv}as")
  def PropertiesChanged(self, interface, changed, invalidated):
    pass

  @dbus.service.method(INTROSPECTABLE_IFACE, in_signature="", out_signature="s",
                       path_keyword="object_path", connection_keyword="connection")
  def Introspect(self, object_path, connection):
    """dbus-python's introspection, plus the <property> elements it does not know about."""
    xml = dbus.service.Object.Introspect(self, object_path, connection)
    if object_path != self.object_path:
      return xml
    for interface, table in self.properties.items():
      lines = "".join(
        f'    <property name="{name}" type="{p.signature}" '
        f'access="{"readwrite" if p.writable else "read"}"/>\n'
        for name, p in table.items())
      opening = f'<interface name="{interface}">\n'
      if opening in xml:
        xml = xml.replace(opening, opening + lines, 1)
      else:
        at = xml.rindex("</node>")
        xml = xml[:at] + f"  {opening}{lines}  </interface>\n" + xml[at:]
    return xml


class Service:
  """The bus connection and main loop of one fake, with the shared life cycle."""

  def __init__(self, address):
    signal.pthread_sigmask(signal.SIG_UNBLOCK, _HANDLED_SIGNALS)
    dbus.mainloop.glib.DBusGMainLoop(set_as_default=True)
    self.loop = GLib.MainLoop()
    self.exit_status = 0
    try:
      self.bus = dbus.bus.BusConnection(address)
    except dbus.exceptions.DBusException as error:
      log(f"cannot connect to {address}: {error}")
      sys.exit(3)
    self.bus.set_exit_on_disconnect(False)
    self.bus.call_on_disconnection(lambda _connection: self.stop("the bus went away"))
    # One GLib handler per signal, installed before READY; SIGUSR1/2 do nothing unless a fake
    # gives them an action (their default action would kill the process).
    self._actions = {signum: (lambda name=signal.Signals(signum).name: self.stop(name))
                     for signum in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP)}
    for signum in _HANDLED_SIGNALS:
      GLib.unix_signal_add(GLib.PRIORITY_HIGH, signum, self._dispatch, signum)
    self._parent = os.getppid()
    GLib.timeout_add(500, self._check_parent)

  def on_signal(self, signum, action):
    """Runs `action` on the main loop when `signum` (SIGUSR1 or SIGUSR2) arrives."""
    self._actions[signum] = action

  def _dispatch(self, signum):
    action = self._actions.get(signum)
    if action is None:
      log(f"ignoring {signal.Signals(signum).name}")
    else:
      action()
    return GLib.SOURCE_CONTINUE

  def _check_parent(self):
    # Reparented: the test process that started us is gone.
    if os.getppid() != self._parent:
      self.stop("the parent process exited")
      return GLib.SOURCE_REMOVE
    return GLib.SOURCE_CONTINUE

  def stop(self, reason):
    log(f"stopping: {reason}")
    self.loop.quit()

  def own(self, name):
    """Owns `name` (objects must be exported first), or exits with status 2 if it is taken."""
    reply = self.bus.request_name(name, dbus.bus.NAME_FLAG_DO_NOT_QUEUE)
    if reply not in (dbus.bus.REQUEST_NAME_REPLY_PRIMARY_OWNER, dbus.bus.REQUEST_NAME_REPLY_ALREADY_OWNER):
      log(f"cannot own {name}: it already has an owner")
      sys.exit(2)

  def run(self):
    """Prints READY, serves until stopped, exits."""
    say("READY")
    self.loop.run()
    sys.exit(self.exit_status)
