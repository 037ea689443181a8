// DBusSource.qml against the org.kde.plasma.workspace.dbus 6.4 stub.
import QtQuick
import QtTest
import SolvervTestStubs

import "helpers.js" as H

TestCase {
    id: testCase
    name: "DBusSource"

    property var source: null
    property var snapshot: null

    function init() {
        failOnWarning(/Unable to assign|TypeError|ReferenceError|is not a function|Cannot read/);
        Registry.reset();
        testCase.snapshot = H.fixture(Qt.resolvedUrl("."), "default-greenwich");
        const component = Qt.createComponent(Qt.resolvedUrl("../../io.github.solverv.plasmoid/contents/ui/DBusSource.qml"));
        compare(component.status, Component.Ready, component.errorString());
        testCase.source = component.createObject(testCase);
        verify(testCase.source !== null);
    }

    function cleanup() {
        testCase.source.destroy();
        testCase.source = null;
    }

    function props() {
        compare(Registry.properties.length, 1);
        return Registry.properties[0];
    }

    /// The service answers GetAll.
    function deliver(map) {
        props().properties = map;
        props().refreshed();
    }

    function test_watchesTheSolvervObject() {
        const p = props();
        compare(p.service, "io.github.solverv.Solverv1");
        compare(p.path, "/io/github/solverv/Solverv1");
        compare(p.iface, "io.github.solverv.Solverv1");
        compare(Registry.serviceWatchers[0].watchedService, "io.github.solverv.Solverv1");
        compare(Registry.signalWatchers[0].iface, "io.github.solverv.Solverv1");
        verify(!source.settled);
        verify(!source.available);
    }

    function test_propertiesThenSnapshot() {
        deliver(H.propertiesOf(testCase.snapshot));
        verify(source.settled);
        verify(source.available);
        compare(source.model.source, "dbus");
        compare(source.model.headline, "Winter solstice in 29 days");
        compare(source.model.upcoming.length, 0, "no upcoming list before GetSnapshot answers");
        const call = H.lastCall(Registry.busCalls, "GetSnapshot");
        verify(call !== null, "GetSnapshot should be called");
        compare(call.message.service, "io.github.solverv.Solverv1");
        compare(call.message.path, "/io/github/solverv/Solverv1");
        compare(call.message.iface, "io.github.solverv.Solverv1");
        call.resolve({ "value": testCase.snapshot, "isValid": true, "isError": false });
        compare(source.model.upcoming.length, 3);
        compare(source.model.upcoming[2].name, "Summer solstice");
        compare(source.model.eventDescription, "Shortest day of the year");
    }

    function test_propertiesChangedUpdatesTheModel() {
        const map = H.propertiesOf(testCase.snapshot);
        deliver(map);
        const calls = Registry.busCalls.length;
        props().properties = H.withChanges(map, { "DaysUntil": 28, "DeltaVsYesterday": -150 });
        compare(source.model.countdown, "in 28 days");
        compare(source.model.deltaToday, "-3 min");
        // The snapshot is fetched again once the burst is over.
        tryVerify(() => Registry.busCalls.length > calls, 2000);
        compare(Registry.busCalls[Registry.busCalls.length - 1].message.member, "GetSnapshot");
    }

    function test_serviceMissing() {
        deliver({});
        verify(source.settled);
        verify(!source.available);
        compare(H.lastCall(Registry.busCalls, "GetSnapshot"), null);
    }

    function test_serviceComesAndGoes() {
        deliver({});
        verify(!source.available);
        const watcher = Registry.serviceWatchers[0];
        watcher.registered = true;
        compare(Registry.updateAllCalls, 1, "a (re)appearing service is read again");
        deliver(H.propertiesOf(testCase.snapshot));
        verify(source.available);
        watcher.registered = false;
        verify(!source.available);
    }

    function test_dayChangedAndEventReachedFetchTheSnapshot() {
        deliver(H.propertiesOf(testCase.snapshot));
        const watcher = Registry.signalWatchers[0];
        const before = Registry.busCalls.length;
        watcher.dbusDayChanged("2026-11-23");
        compare(Registry.busCalls.length, before + 1);
        watcher.dbusEventReached("december_solstice", 1797799812);
        compare(Registry.busCalls.length, before + 2);
        compare(Registry.busCalls[before + 1].message.member, "GetSnapshot");
    }

    function test_refreshCallsRefresh() {
        deliver(H.propertiesOf(testCase.snapshot));
        source.refresh();
        const call = H.lastCall(Registry.busCalls, "Refresh");
        verify(call !== null);
        compare(call.message.arguments.length, 0);
        call.resolve({ "value": undefined });
        compare(Registry.busCalls[Registry.busCalls.length - 1].message.member, "GetSnapshot");
    }

    function test_failedCallOnlyWarns() {
        deliver(H.propertiesOf(testCase.snapshot));
        const call = H.lastCall(Registry.busCalls, "GetSnapshot");
        ignoreWarning(/GetSnapshot failed: no such method/);
        call.reject({ "error": { "message": "no such method" } });
        verify(source.available);
    }
}
