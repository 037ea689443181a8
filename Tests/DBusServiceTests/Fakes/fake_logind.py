#!/usr/bin/python3
"""A fake systemd-logind for Solverv's tests: it emits PrepareForSleep when a test asks.

Owns org.freedesktop.login1 on the bus given by --address, with /org/freedesktop/login1
implementing org.freedesktop.login1.Manager (signals PrepareForSleep(b start) and
PrepareForShutdown(b start), property PreparingForSleep b). The test triggers a signal in one of
two ways:

- SIGUSR1 emits PrepareForSleep(true), SIGUSR2 emits PrepareForSleep(false). After sending the
  signal to the bus the fake prints `EMITTED PrepareForSleep true` (or `false`) on stdout, so a
  launcher can wait until the signal is really out: Unix signals are asynchronous, and two
  different ones sent back to back may be handled in either order.
- the control method io.github.solverv.Test.EmitPrepareForSleep(b start) on the same object,
  which replies only after the signal has been sent, e.g.
  gdbus call --address ADDR --dest org.freedesktop.login1 --object-path /org/freedesktop/login1
    --method io.github.solverv.Test.EmitPrepareForSleep false

Usage: /usr/bin/python3 fake_logind.py --address ADDR
"""

import os
import signal
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import dbus  # noqa: E402
import dbus.service  # noqa: E402

from _fakebus import PropertiesObject, Property, Service, argument_parser, say  # noqa: E402

NAME = "org.freedesktop.login1"
PATH = "/org/freedesktop/login1"
IFACE = "org.freedesktop.login1.Manager"
CONTROL_IFACE = "io.github.solverv.Test"


class Login1(PropertiesObject):
  def __init__(self, bus):
    super().__init__(bus, PATH, {IFACE: {
      "PreparingForSleep": Property("b", False),
      "PreparingForShutdown": Property("b", False),
    }})
    self.bus = bus

  def emit_prepare_for_sleep(self, start):
    """Sets PreparingForSleep, sends the signal, flushes, then acknowledges on stdout."""
    self.properties[IFACE]["PreparingForSleep"].value = bool(start)
    self.PrepareForSleep(dbus.Boolean(start))
    self.bus.flush()
    say(f"EMITTED PrepareForSleep {'true' if start else 'false'}")

  @dbus.service.signal(IFACE, signature="b")
  def PrepareForSleep(self, start):
    pass

  @dbus.service.signal(IFACE, signature="b")
  def PrepareForShutdown(self, start):
    pass

  @dbus.service.method(CONTROL_IFACE, in_signature="b", out_signature="")
  def EmitPrepareForSleep(self, start):
    self.emit_prepare_for_sleep(start)

  @dbus.service.method(CONTROL_IFACE, in_signature="b", out_signature="")
  def EmitPrepareForShutdown(self, start):
    self.properties[IFACE]["PreparingForShutdown"].value = bool(start)
    self.PrepareForShutdown(dbus.Boolean(start))


def main():
  parser = argument_parser(__doc__.splitlines()[0])
  options = parser.parse_args()
  service = Service(options.address)
  login1 = Login1(service.bus)
  service.on_signal(signal.SIGUSR1, lambda: login1.emit_prepare_for_sleep(True))
  service.on_signal(signal.SIGUSR2, lambda: login1.emit_prepare_for_sleep(False))
  service.own(NAME)
  service.run()


if __name__ == "__main__":
  main()
