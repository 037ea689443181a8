"""What the D-Bus comparison scripts (compare-dbus-get.py, count-dbus-instructions.py) share: the
call they time — Get(Text), or GetSnapshot with --snapshot — their arguments without that flag, and
a daemon started on a private bus of its own, with every XDG folder in a scratch folder (nothing
written to the home)."""
import os
import subprocess
import sys

from dbus_next import Message

NAME, PATH, IFACE = "io.github.solverv.Solverv1", "/io/github/solverv/Solverv1", "io.github.solverv.Solverv1"
SNAPSHOT = "--snapshot" in sys.argv
ARGS = [a for a in sys.argv[1:] if a != "--snapshot"]


def request():
    """The call to time, new for each send (a message is sent once)."""
    if SNAPSHOT:
        return Message(destination=NAME, path=PATH, interface=IFACE, member="GetSnapshot")
    return Message(destination=NAME, path=PATH, interface="org.freedesktop.DBus.Properties", member="Get", signature="ss", body=[IFACE, "Text"])


def start_daemon(daemon, folder, wrapper=()):
    """A private dbus-daemon and DAEMON on it (run under WRAPPER, e.g. valgrind's arguments), its
    XDG folders inside FOLDER, in Oslo's zone at a fixed instant: (bus, daemon process, address)."""
    bus = subprocess.Popen(["dbus-daemon", "--session", "--nofork", "--print-address=1"], stdout=subprocess.PIPE,
                           stderr=subprocess.DEVNULL, text=True)
    address = bus.stdout.readline().strip()
    folders = {name: os.path.join(folder, name) for name in ("XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME", "XDG_DATA_HOME")}
    env = dict(os.environ, DBUS_SESSION_BUS_ADDRESS=address, TZ="Europe/Oslo", **folders)
    proc = subprocess.Popen([*wrapper, daemon, "--at", "2026-12-10T12:00"], env=env, stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL)
    return bus, proc, address
