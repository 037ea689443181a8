// DBusSource.qml against the org.kde.plasma.workspace.dbus 6.4 stub: the View property is the
// model; fixtures are Views the real CLI printed (tests/make-fixtures.sh).
import QtQuick
import QtTest
import SolvervTestStubs

import "helpers.js" as H

TestCase {
    id: testCase
    name: "DBusSource"

    property var source: null
    property var view: null

    function init() {
        failOnWarning(/Unable to assign|TypeError|ReferenceError|is not a function|Cannot read/);
        Registry.reset();
        testCase.view = H.fixture(Qt.resolvedUrl("."), "default-utc");
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
        verify(!source.settled);
        verify(!source.available);
    }

    function test_theViewPropertyIsTheModel() {
        deliver(H.propertiesOf(H.wrapped(testCase.view)));
        verify(source.settled);
        verify(source.available);
        compare(source.model.source, "dbus");
        compare(source.model.view.text, "❄️ Winter solstice in 29 days");
        compare(source.model.view.events.rows.length, 8);  // the default list length
        compare(source.model.view.events.rows[2].name, "Summer solstice");
        compare(source.model.view.description, "Shortest day of the year");
        compare(Registry.busCalls.length, 0, "no method call: the View carries everything");
    }

    function test_propertiesChangedUpdatesTheModel() {
        deliver(H.propertiesOf(testCase.view));
        props().properties = H.propertiesOf(H.fixture(Qt.resolvedUrl("."), "oslo-evening-nb"));
        compare(source.model.view.countdown, "om 29 dager");
        compare(source.model.view.daylight.rows[1].label, "Siden i går");
    }

    // Plasma 6.7.4 puts a PropertiesChanged signal's a{sv} into the map undecoded: the last view
    // stays (no CLI run for that moment) and GetAll (updateAll) reads it again, decoded.
    function test_anUnreadableChangeIsReadAgain() {
        deliver(H.propertiesOf(testCase.view));
        const shown = source.model.view.countdown;
        const before = Registry.updateAllCalls;
        props().properties = { "View": {}, "Text": "x" };
        verify(source.available, "the last good view stays");
        compare(source.model.view.countdown, shown);
        compare(Registry.updateAllCalls, before + 1, "read again with GetAll");
        deliver(H.propertiesOf(H.fixture(Qt.resolvedUrl("."), "oslo-evening-nb")));
        compare(source.model.view.countdown, "om 29 dager");
        verify(!source.rereading);
    }

    function test_serviceMissing() {
        deliver({});
        verify(source.settled);
        verify(!source.available);
    }

    function test_serviceComesAndGoes() {
        deliver({});
        verify(!source.available);
        const watcher = Registry.serviceWatchers[0];
        const before = Registry.updateAllCalls;
        watcher.registered = true;
        compare(Registry.updateAllCalls, before + 1, "a (re)appearing service is read again");
        deliver(H.propertiesOf(testCase.view));
        verify(source.available);
        watcher.registered = false;
        verify(!source.available);
    }

    function test_refreshCallsRefresh() {
        deliver(H.propertiesOf(testCase.view));
        source.refresh();
        const call = H.lastCall(Registry.busCalls, "Refresh");
        verify(call !== null);
        compare(call.message.service, "io.github.solverv.Solverv1");
        compare(call.message.iface, "io.github.solverv.Solverv1");
        compare(call.message.arguments.length, 0);
        call.resolve({ "value": undefined });
    }

    function test_failedCallOnlyWarns() {
        deliver(H.propertiesOf(testCase.view));
        source.refresh();
        ignoreWarning(/Refresh failed: no such method/);
        H.lastCall(Registry.busCalls, "Refresh").reject({ "error": { "message": "no such method" } });
        verify(source.available);
    }
}
