"""What the D-Bus comparison scripts (compare-dbus-get.py, count-dbus-instructions.py) share: the
call they time — Get(Text), or GetSnapshot with --snapshot — their arguments without that flag, and
a daemon's environment with every XDG folder in a scratch folder (nothing written to the home)."""
import os
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


def daemon_environment(address, folder):
    """The daemon's environment on the bus at ADDRESS, its XDG folders inside FOLDER, in Oslo's zone."""
    folders = {name: os.path.join(folder, name) for name in ("XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME", "XDG_DATA_HOME")}
    return dict(os.environ, DBUS_SESSION_BUS_ADDRESS=address, TZ="Europe/Oslo", **folders)
