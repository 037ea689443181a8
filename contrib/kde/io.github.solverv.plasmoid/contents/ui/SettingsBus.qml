/*
    The settings page's way to the daemon on Plasma 6.4+: its GetSettings, GetSettingsWords,
    GetSettingsSchema, SetSettings and SearchPlaces methods (the ones GNOME's preferences use), called with
    org.kde.plasma.workspace.dbus. `Properties` (6.4+) makes this file fail to load on older
    Plasma, where SettingsClient.qml runs solverv-status instead; it also tells the page when the
    daemon republished (config.toml changed, maybe elsewhere), so it reads the settings again.
    SPDX-License-Identifier: MIT
*/
import QtQuick
import org.kde.plasma.workspace.dbus as DBus

Item {
    id: bus

    readonly property string service: "io.github.solverv.Solverv1"
    readonly property string objectPath: "/io/github/solverv/Solverv1"

    /// The daemon's properties changed: the settings in effect may have too.
    signal republished()

    /// Calls the daemon's MEMBER with ARGS (SIGNATURE like "(s)", "" for none): DONE(first reply
    /// value) or FAIL(error name, message).
    function call(member, args, signature, done, fail) {
        DBus.SessionBus.asyncCall({
            "service": bus.service,
            "path": bus.objectPath,
            "iface": bus.service,
            "member": member,
            "arguments": args,
            "signature": signature
        }, (reply) => done(reply.value), (reply) => fail(reply.error.name, reply.error.message));
    }

    /// SetSettings(CHANGES): whole numbers go as D-Bus int32 (a plain JS number would travel as a
    /// double, which SetSettings refuses for `events`), the rest as they are.
    function setSettings(changes, done, fail) {
        const typed = {};
        for (const key in changes) {
            const value = changes[key];
            typed[key] = typeof value === "number" && Number.isInteger(value) ? new DBus.int32(value) : value;
        }
        bus.call("SetSettings", [typed], "(a{sv})", done, fail);
    }

    DBus.Properties {
        busType: DBus.BusType.Session
        service: bus.service
        path: bus.objectPath
        iface: bus.service
        onPropertiesChanged: bus.republished()
    }
}
