pragma Singleton
import QtQml

// Where the stubs put their instances and calls, so the tests can drive them.
QtObject {
    property var dataSources: []
    property var properties: []
    property var serviceWatchers: []
    property var signalWatchers: []
    property var busCalls: []
    property int updateAllCalls: 0
    property var triggeredActions: []

    function reset() {
        dataSources = [];
        properties = [];
        serviceWatchers = [];
        signalWatchers = [];
        busCalls = [];
        updateAllCalls = 0;
        triggeredActions = [];
    }
}
