import QtQml
import SolvervTestStubs

// Plasma::DBusSignalWatcher: calls the function named "dbus" + signal member on itself.
QtObject {
    id: watcher
    property bool enabled: true
    property var busType
    property string service
    property string path
    property string iface
    Component.onCompleted: Registry.signalWatchers.push(watcher)
}
