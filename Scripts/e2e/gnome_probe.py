#!/usr/bin/python3
"""The gnome_shell stage's D-Bus client, run INSIDE the GNOME chroot as the session's user.

Reads one JSON request per line on stdin and answers each with one JSON line on stdout, so the
stage (on the host, where Python may lack dbus-python) asks many questions through one process:

    {"op": "eval", "js": "…"}        org.gnome.Shell.Eval (needs unsafe mode) → {"ok", "value"}
    {"op": "owned", "name": "…"}     whether the name has an owner → {"value": bool}
    {"op": "props"}                  Solverv's properties (GetAll), {"error"} when not running
    {"op": "screenshot", "path": …}  org.gnome.Shell.Screenshot.Screenshot of the whole screen
    {"op": "match_rules"}            the match rules of org.gnome.Shell's connection
                                     (org.freedesktop.DBus.Debug.Stats.GetAllMatchRules)
    {"op": "reload"}                 the bus re-reads its service files (ReloadConfig)

Any failure is {"error": "…"}; the probe itself never exits before stdin closes. It asks only
what a user's session offers; it starts nothing (no call goes to an unowned name).
"""

import json
import sys

import dbus

BUS_NAME = "io.github.solverv.Solverv1"
OBJECT_PATH = "/io/github/solverv/Solverv1"


def plain(value):
    """dbus-python's typed values as JSON-ready Python values."""
    if isinstance(value, dbus.Boolean):
        return bool(value)
    if isinstance(value, (dbus.Byte, dbus.Int16, dbus.Int32, dbus.Int64, dbus.UInt16, dbus.UInt32,
                          dbus.UInt64)):
        return int(value)
    if isinstance(value, dbus.Double):
        return float(value)
    if isinstance(value, (dbus.String, dbus.ObjectPath, dbus.Signature)):
        return str(value)
    if isinstance(value, dict):
        return {str(key): plain(item) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        return [plain(item) for item in value]
    return value


def answer(bus, request):
    driver = dbus.Interface(bus.get_object("org.freedesktop.DBus", "/org/freedesktop/DBus"),
                            "org.freedesktop.DBus")
    op = request.get("op")
    if op == "eval":
        shell = bus.get_object("org.gnome.Shell", "/org/gnome/Shell", introspect=False)
        ok, value = shell.Eval(request["js"], dbus_interface="org.gnome.Shell", timeout=20)
        if not ok:
            return {"ok": False, "value": str(value)}
        return {"ok": True, "value": json.loads(str(value)) if str(value) else None}
    if op == "owned":
        return {"value": bool(driver.NameHasOwner(request["name"]))}
    if op == "props":
        if not driver.NameHasOwner(BUS_NAME):
            return {"error": f"{BUS_NAME} has no owner"}
        service = bus.get_object(BUS_NAME, OBJECT_PATH, introspect=False)
        values = service.GetAll(BUS_NAME, dbus_interface="org.freedesktop.DBus.Properties", timeout=10)
        return {"value": plain(values)}
    if op == "screenshot":
        screenshot = bus.get_object("org.gnome.Shell.Screenshot", "/org/gnome/Shell/Screenshot",
                                    introspect=False)
        ok, used = screenshot.Screenshot(False, False, request["path"],
                                         dbus_interface="org.gnome.Shell.Screenshot", timeout=20)
        return {"ok": bool(ok), "value": str(used)}
    if op == "match_rules":
        owner = str(driver.GetNameOwner("org.gnome.Shell"))
        stats = bus.get_object("org.freedesktop.DBus", "/org/freedesktop/DBus", introspect=False)
        rules = stats.GetAllMatchRules(dbus_interface="org.freedesktop.DBus.Debug.Stats", timeout=10)
        return {"value": [str(rule) for rule in rules.get(owner, [])]}
    if op == "reload":
        driver.ReloadConfig()
        return {"value": True}
    return {"error": f"unknown op {op!r}"}


def main():
    bus = dbus.SessionBus()
    for line in sys.stdin:
        if not line.strip():
            continue
        try:
            reply = answer(bus, json.loads(line))
        except Exception as error:  # every failure is an answer; the stage decides
            reply = {"error": f"{type(error).__name__}: {error}"}
        sys.stdout.write(json.dumps(reply) + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
