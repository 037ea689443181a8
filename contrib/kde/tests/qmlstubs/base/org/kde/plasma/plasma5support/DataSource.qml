import QtQml
import SolvervTestStubs

// Plasma5Support::DataSource. The stub runs nothing: tests answer with newData().
QtObject {
    id: ds
    property string engine
    property string dataEngine
    property var connectedSources: []
    property int interval: 0
    readonly property bool valid: true

    signal newData(string sourceName, var data)
    signal sourceConnected(string source)
    signal sourceDisconnected(string source)

    function connectSource(source) {
        if (ds.connectedSources.indexOf(source) < 0) {
            ds.connectedSources = ds.connectedSources.concat([source]);
            ds.sourceConnected(source);
        }
    }

    function disconnectSource(source) {
        ds.connectedSources = ds.connectedSources.filter((s) => s !== source);
        ds.sourceDisconnected(source);
    }

    Component.onCompleted: Registry.dataSources.push(ds)
}
