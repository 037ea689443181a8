/*
    The D-Bus source: the Solverv daemon's `View` property (docs/view-schema.md), live through
    PropertiesChanged, no polling. API shared with CliSource.qml: `model` (Model.model()),
    `available` (the service answered with a view), `settled` (the first read finished),
    `refresh()` (the daemon's Refresh); and `compare(date, done)` (the daemon's Compare, for
    "Compare with…"). Needs org.kde.plasma.workspace.dbus of Plasma 6.4
    (Properties, SessionBus.asyncCall with callbacks); on older releases this file fails to load
    and main.qml's Loader falls back to the CLI.
    SPDX-License-Identifier: MIT
*/
import QtQuick
import org.kde.plasma.workspace.dbus as DBus

import "../code/model.js" as Model

Item {
    id: source

    readonly property string service: "io.github.solverv.Solverv1"
    readonly property string objectPath: "/io/github/solverv/Solverv1"

    property var model: Model.emptyModel()
    property bool available: false
    property bool settled: false

    function refresh() {
        DBus.SessionBus.asyncCall({
            "service": source.service,
            "path": source.objectPath,
            "iface": source.service,
            "member": "Refresh",
            "arguments": [],
            "signature": ""
        }, () => {}, (reply) => {
            console.warn("Solverv: Refresh failed:", reply.error.message);
        });
    }

    /// The daemon's Compare(DATE, today), or ComparePlaces("", A, B) for "A vs B":
    /// DONE({lines, error}) as Model.fromCompareReply makes it.
    function compare(date, done) {
        const places = Model.placesAsked(date);
        DBus.SessionBus.asyncCall({
            "service": source.service,
            "path": source.objectPath,
            "iface": source.service,
            "member": places !== null ? "ComparePlaces" : "Compare",
            "arguments": places !== null ? ["", places.place, places.vs] : [String(date), ""],
            "signature": places !== null ? "(sss)" : "(ss)"
        }, (reply) => done(Model.fromCompareReply(reply.value, "")),
           (reply) => done(Model.fromCompareReply(null, reply.error.message)));
    }

    /// A GetAll is under way because a PropertiesChanged value could not be read.
    property bool rereading: false

    function rebuild() {
        const map = props.properties;
        const next = Model.fromView(map ? map["View"] : null, "dbus");
        source.model = next;
        source.available = next.ok;
    }

    // Plasma's Properties puts a PropertiesChanged signal's values into the map as they come
    // (a{sv} stays an undecoded QDBusArgument, seen in 6.7.4), while GetAll's are decoded. So
    // a View that cannot be read after a change is read again with GetAll (updateAll), and the
    // last good view stays meanwhile: the CLI must not take over for that moment.
    function changed() {
        const map = props.properties;
        const next = Model.fromView(map ? map["View"] : null, "dbus");
        if (next.ok) {
            source.model = next;
            source.available = true;
        } else if (!source.rereading) {
            source.rereading = true;
            props.updateAll();
        }
    }

    DBus.DBusServiceWatcher {
        id: watcher
        busType: DBus.BusType.Session
        watchedService: source.service
        onRegisteredChanged: {
            if (watcher.registered) {
                props.updateAll(); // a (re)started daemon: read everything again
            } else {
                source.available = false;
            }
        }
    }

    DBus.Properties {
        id: props
        busType: DBus.BusType.Session
        service: source.service
        path: source.objectPath
        iface: source.service
        // GetAll finished (also when it failed: then the map is empty and available stays false).
        // Rebuilt first: main.qml starts the CLI when settled holds and available does not.
        onRefreshed: {
            source.rereading = false;
            source.rebuild();
            source.settled = true;
        }
        // The map is already updated when this arrives.
        onPropertiesChanged: source.changed()
    }
}
