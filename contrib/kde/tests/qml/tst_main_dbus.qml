// main.qml with the Plasma 6.4 D-Bus module (stub): D-Bus first, the CLI only as a fallback.
import QtQuick
import QtTest
import SolvervTestStubs

import "helpers.js" as H

TestCase {
    id: testCase
    name: "MainWithDBus"
    width: 400
    height: 600
    visible: true
    when: windowShown

    property var applet: null
    property var snapshot: null

    function init() {
        failOnWarning(/Unable to assign|TypeError|ReferenceError|is not a function|Cannot read|is not a type|Binding loop/);
        Registry.reset();
        testCase.snapshot = H.fixture(Qt.resolvedUrl("."), "default-greenwich");
        const component = Qt.createComponent(Qt.resolvedUrl("../../io.github.solverv.plasmoid/contents/ui/main.qml"));
        compare(component.status, Component.Ready, component.errorString());
        testCase.applet = component.createObject(testCase);
        verify(testCase.applet !== null);
        // The fixture's own moment, not today's date: whether its sun is "Tomorrow" depends on it.
        if (testCase.applet.dbusSource !== null) {
            testCase.applet.dbusSource.fixedNowMs = Date.parse(testCase.snapshot.generated_at);
        }
    }

    function cleanup() {
        testCase.applet.destroy();
        testCase.applet = null;
    }

    function deliver(map) {
        compare(Registry.properties.length, 1, "the D-Bus source should have loaded");
        Registry.properties[0].properties = map;
        Registry.properties[0].refreshed();
    }

    function test_waitsForDBusBeforeRunningTheCli() {
        verify(applet.dbusSource !== null);
        compare(applet.backend, "");
        compare(Registry.dataSources.length, 1);
        compare(Registry.dataSources[0].connectedSources.length, 0, "no CLI run while D-Bus is being asked");
    }

    function test_dbusFeedsTheViews() {
        deliver(H.propertiesOf(testCase.snapshot));
        compare(applet.backend, "dbus");
        compare(applet.viewModel.headline, "Winter solstice in 29 days");
        compare(applet.toolTipMainText, "❄️ Winter solstice in 29 days");
        compare(Registry.dataSources[0].connectedSources.length, 0, "no CLI run while D-Bus works");
    }

    function test_serviceMissingFallsBackToTheCli() {
        deliver({});
        compare(applet.backend, "cli");
        const ds = Registry.dataSources[0];
        compare(ds.connectedSources.length, 1, "the CLI runs");
        ds.newData(ds.connectedSources[0], { "exit code": 0, "stdout": H.fixtureText(Qt.resolvedUrl("."), "kathmandu"), "stderr": "" });
        compare(applet.viewModel.source, "cli");
        compare(applet.viewModel.headline, "Spring equinox tomorrow");
        // The daemon appears later: back to D-Bus.
        Registry.serviceWatchers[0].registered = true;
        deliver(H.propertiesOf(testCase.snapshot));
        compare(applet.backend, "dbus");
        compare(applet.viewModel.headline, "Winter solstice in 29 days");
    }

    function test_representationsRender() {
        deliver(H.propertiesOf(testCase.snapshot));
        H.lastCall(Registry.busCalls, "GetSnapshot").resolve({ "value": testCase.snapshot });
        const compact = applet.compactRepresentation.createObject(testCase);
        verify(compact !== null);
        verify(H.texts(compact, true).indexOf("29d · Winter solstice") >= 0, JSON.stringify(H.texts(compact, true)));
        compact.clicked(null);
        verify(applet.expanded);

        const full = applet.fullRepresentation.createObject(testCase, { "width": 360 });
        verify(full !== null);
        verify(full.implicitHeight > 200, "height " + full.implicitHeight);
        const shown = H.texts(full, true);
        for (const expected of ["Winter solstice", "in 29 days", "67%", "07:31", "16:01", "8h 33m", "-3 min",
                                "Since Jun 21", "-8 hr 5 min", "Tomorrow", "Spring equinox", "Mar 20, 2027",
                                "Live from the Solverv service", "Refresh"]) {
            verify(shown.indexOf(expected) >= 0, expected + " not in " + JSON.stringify(shown));
        }
        verify(shown.some((t) => t.indexOf("Greenwich") >= 0));
        verify(shown.some((t) => t.indexOf("default location") >= 0));
        compact.destroy();
        full.destroy();
    }

    function test_errorAndEmptyStatesRender() {
        const full = applet.fullRepresentation.createObject(testCase, { "width": 360 });
        verify(H.texts(full, true).indexOf("Asking Solverv…") >= 0, JSON.stringify(H.texts(full, true)));
        deliver({});
        const ds = Registry.dataSources[0];
        ds.newData(ds.connectedSources[0], { "exit code": 127, "stdout": "", "stderr": "not found" });
        verify(H.texts(full, true).some((t) => t.indexOf("solverv-status was not found") >= 0), JSON.stringify(H.texts(full, true)));
        full.destroy();
    }

    function test_refreshButtonGoesToTheActiveSource() {
        deliver(H.propertiesOf(testCase.snapshot));
        applet.refresh();
        verify(H.lastCall(Registry.busCalls, "Refresh") !== null);
    }
}
