import QtQml
import SolvervTestStubs

// Plasma::DBusProperties. The real `properties` is a QQmlPropertyMap whose change signal is
// propertyMapChanged, and `propertiesChanged(interfaceName, changed, invalidated)` is a signal of
// its own, emitted after the map is updated. Here `properties` is a plain property, so its
// implicit change signal plays propertiesChanged (without arguments): the applet's handler takes
// none, so it lints and runs against both.
QtObject {
    id: props
    property int busType: 0
    property string service
    property string path
    property string iface
    property var properties: ({})

    signal refreshed()

    function update(key) {
    }

    function updateAll() {
        Registry.updateAllCalls += 1;
    }

    Component.onCompleted: Registry.properties.push(props)
}
