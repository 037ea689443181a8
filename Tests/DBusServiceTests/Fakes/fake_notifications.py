#!/usr/bin/python3
"""A fake notification server (Desktop Notifications Specification 1.2) for Solverv's tests.

Owns org.freedesktop.Notifications on the bus given by --address and appends every Notify call
as one JSON line to --record (the moment it arrives), so a test can check exactly what the
daemon sent. With --fail, Notify answers org.freedesktop.DBus.Error.Failed (still recording the
call), to test how the daemon copes with a broken notification server. With --delay SECONDS,
Notify answers only that long after the call arrived, as a notification daemon still being
activated at login does; the fake keeps serving other calls meanwhile.

Usage: /usr/bin/python3 fake_notifications.py --address ADDR --record FILE [--fail] [--delay S]
"""

import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import dbus  # noqa: E402
import dbus.service  # noqa: E402

from _fakebus import ERROR_FAILED, DBusError, Recorder, Service, argument_parser, to_json  # noqa: E402
from gi.repository import GLib  # noqa: E402

NAME = "org.freedesktop.Notifications"
PATH = "/org/freedesktop/Notifications"
IFACE = "org.freedesktop.Notifications"
# NotificationClosed reasons from the specification.
CLOSED_BY_CALL = 3


class Notifications(dbus.service.Object):
  def __init__(self, bus, recorder, fail, delay):
    super().__init__(bus, PATH)
    self.recorder = recorder
    self.fail = fail
    self.delay = delay
    self.last_id = 0
    self.open_ids = set()

  @dbus.service.method(IFACE, in_signature="susssasa{sv}i", out_signature="u",
                       async_callbacks=("answer", "refuse"))
  def Notify(self, app_name, replaces_id, app_icon, summary, body, actions, hints, expire_timeout,
             answer, refuse):
    """Records the call the moment it arrives; answers (or refuses) then, or --delay s later."""
    record = {
      "app_name": to_json(app_name), "replaces_id": to_json(replaces_id),
      "app_icon": to_json(app_icon), "summary": to_json(summary), "body": to_json(body),
      "actions": to_json(actions), "hints": to_json(hints),
      "expire_timeout": to_json(expire_timeout),
    }
    if self.delay > 0:
      record["delay"] = self.delay
    if self.fail:
      record["failed"] = True
    self.recorder.write(record)

    def respond():
      if self.fail:
        refuse(DBusError(ERROR_FAILED, "fake_notifications was started with --fail"))
      else:
        answer(self._new_id(replaces_id))
      return GLib.SOURCE_REMOVE

    if self.delay > 0:
      GLib.timeout_add(int(self.delay * 1000), respond)
    else:
      respond()

  def _new_id(self, replaces_id):
    # The specification: a replaces_id naming a live notification keeps its id.
    if replaces_id in self.open_ids:
      return dbus.UInt32(replaces_id)
    self.last_id += 1
    self.open_ids.add(self.last_id)
    return dbus.UInt32(self.last_id)

  @dbus.service.method(IFACE, in_signature="u", out_signature="")
  def CloseNotification(self, id):
    if id in self.open_ids:
      self.open_ids.discard(id)
      self.NotificationClosed(id, CLOSED_BY_CALL)

  @dbus.service.method(IFACE, in_signature="", out_signature="as")
  def GetCapabilities(self):
    return dbus.Array(["body"], signature="s")

  @dbus.service.method(IFACE, in_signature="", out_signature="ssss")
  def GetServerInformation(self):
    return ("fake", "solverv-tests", "1", "1.2")

  @dbus.service.signal(IFACE, signature="uu")
  def NotificationClosed(self, id, reason):
    pass

  @dbus.service.signal(IFACE, signature="us")
  def ActionInvoked(self, id, action_key):
    pass


def main():
  parser = argument_parser(__doc__.splitlines()[0])
  parser.add_argument("--record", required=True, help="file to append one JSON line per Notify to")
  parser.add_argument("--fail", action="store_true", help="answer Notify with org.freedesktop.DBus.Error.Failed")
  parser.add_argument("--delay", type=float, default=0.0, help="seconds to wait before answering Notify")
  options = parser.parse_args()
  service = Service(options.address)
  notifications = Notifications(service.bus, Recorder(options.record), options.fail, options.delay)
  service.own(NAME)
  service.run()


if __name__ == "__main__":
  main()
