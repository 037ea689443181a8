import QtQml
import SolvervTestStubs

QtObject {
    id: watcher
    property int busType: 0
    property string watchedService
    // Read-only in the real type; tests set it.
    property bool registered: false
    Component.onCompleted: Registry.serviceWatchers.push(watcher)
}
