/*
    The D-Bus source: the Solverv daemon (io.github.solverv.Solverv1) on the session bus.

    API (shared with CliSource.qml, the only thing main.qml uses):
      property var  model      Model.build() result (Model.emptyModel() until data arrives)
      property bool available  the service answered with its properties and is on the bus
      property bool settled    the first read finished (successfully or not)
      function refresh()       asks the daemon to re-resolve (its Refresh method)

    Everything D-Bus is in this file, written against plasma-workspace's QML module
    org.kde.plasma.workspace.dbus, which grew in steps (checked against its sources):
      6.1  DBusServiceWatcher, BusType
      6.2  SessionBus.asyncCall(message) -> DBusPendingReply
      6.4  Properties (GetAll + PropertiesChanged into a property map), SignalWatcher (handlers
           named "dbus" + signal name), SessionBus.asyncCall(message, resolve, reject)
    This file uses the 6.4 API. On older releases the import or the types fail, the Loader in
    main.qml reports an error, and the CLI source takes over.

    Values decoded by that module are wrapper value types (DBus.int32, DBus.string, …);
    Model.unwrap() turns them into plain values.

    Updates: live. Properties re-reads nothing on its own but applies each PropertiesChanged;
    GetSnapshot (for the upcoming events, which no property carries) is re-fetched after
    changes, on DayChanged/EventReached, and when the service (re)appears. No timer polls.
    SPDX-License-Identifier: MIT
*/
import QtQuick
import org.kde.plasma.workspace.dbus as DBus

import "../code/model.js" as Model

Item {
    id: source

    readonly property string service: "io.github.solverv.Solverv1"
    readonly property string objectPath: "/io/github/solverv/Solverv1"
    readonly property string iface: "io.github.solverv.Solverv1"

    property var model: Model.emptyModel()
    property bool available: false
    property bool settled: false
    /// GetSnapshot's dictionary (the JSON snapshot's content), or null.
    property var snapshot: null
    /// A fixed "now" (milliseconds since 1970) for tests, or NaN for the real clock: whether the
    /// shown sun is today's or tomorrow's depends on it.
    property real fixedNowMs: NaN

    function nowMs() {
        return isNaN(source.fixedNowMs) ? Date.now() : source.fixedNowMs;
    }

    function refresh() {
        source.call("Refresh", () => source.fetchSnapshot());
    }

    function rebuild() {
        const next = Model.fromProperties(props.properties, source.snapshot, source.nowMs());
        source.model = next;
        source.available = next.ok;
    }

    function fetchSnapshot() {
        source.call("GetSnapshot", (reply) => {
            source.snapshot = reply.value;
            source.rebuild();
        });
    }

    /// Calls a method without arguments on the Solverv object; `done` gets the reply.
    function call(member, done) {
        DBus.SessionBus.asyncCall({
            "service": source.service,
            "path": source.objectPath,
            "iface": source.iface,
            "member": member,
            "arguments": [],
            "signature": ""
        }, done, (reply) => {
            console.warn("Solverv:", member, "failed:", reply.error.message);
        });
    }

    DBus.DBusServiceWatcher {
        id: watcher
        busType: DBus.BusType.Session
        watchedService: source.service
        onRegisteredChanged: {
            if (watcher.registered) {
                // A (re)started daemon: read everything again.
                props.updateAll();
            } else {
                source.available = false;
                source.snapshot = null;
            }
        }
    }

    DBus.Properties {
        id: props
        busType: DBus.BusType.Session
        service: source.service
        path: source.objectPath
        iface: source.iface
        // GetAll finished (also when it failed: then the map is empty and available stays false).
        onRefreshed: {
            source.settled = true;
            source.rebuild();
            if (source.available) {
                source.fetchSnapshot();
            }
        }
        // The map is already updated when this arrives; the arguments are not needed.
        onPropertiesChanged: {
            source.rebuild();
            snapshotLater.restart();
        }
    }

    DBus.SignalWatcher {
        busType: DBus.BusType.Session
        service: source.service
        path: source.objectPath
        iface: source.iface

        // Arguments arrive as DBus.string/DBus.int64 wrappers; untyped on purpose.
        function dbusDayChanged(date) {
            source.fetchSnapshot();
        }

        function dbusEventReached(kind, time) {
            source.fetchSnapshot();
        }
    }

    // PropertiesChanged comes in bursts (one per changed group); fetch the snapshot once after.
    Timer {
        id: snapshotLater
        interval: 300
        repeat: false
        onTriggered: source.fetchSnapshot()
    }
}
