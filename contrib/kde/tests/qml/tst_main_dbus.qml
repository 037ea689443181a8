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
    property var view: null

    function init() {
        failOnWarning(/Unable to assign|TypeError|ReferenceError|is not a function|Cannot read|is not a type|Binding loop/);
        Registry.reset();
        testCase.view = H.fixture(Qt.resolvedUrl("."), "default-utc");
        const component = Qt.createComponent(Qt.resolvedUrl("../../io.github.solverv.plasmoid/contents/ui/main.qml"));
        compare(component.status, Component.Ready, component.errorString());
        testCase.applet = component.createObject(testCase);
        verify(testCase.applet !== null);
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
        // plasma5support is not even loaded (Executable.qml) while D-Bus is being asked.
        compare(Registry.dataSources.length, 0, "no CLI engine while D-Bus is being asked");
    }

    function test_dbusFeedsTheViews() {
        deliver(H.propertiesOf(testCase.view));
        compare(applet.backend, "dbus");
        compare(applet.toolTipMainText, "❄️ Winter solstice in 29 days");
        verify(applet.toolTipSubText.indexOf("default location") >= 0, applet.toolTipSubText);
        compare(Registry.dataSources.length, 0, "no CLI engine loaded while D-Bus works");
    }

    function test_serviceMissingFallsBackToTheCli() {
        deliver({});
        compare(applet.backend, "cli");
        const ds = Registry.dataSources[0];
        compare(ds.connectedSources.length, 1, "the CLI runs");
        ds.newData(ds.connectedSources[0], { "exit code": 0, "stdout": H.fixtureText(Qt.resolvedUrl("."), "kathmandu"), "stderr": "" });
        compare(applet.viewModel.source, "cli");
        compare(applet.toolTipMainText, "🌱 Spring equinox tomorrow");
        // The daemon appears later: back to D-Bus.
        Registry.serviceWatchers[0].registered = true;
        deliver(H.propertiesOf(testCase.view));
        compare(applet.backend, "dbus");
        compare(applet.toolTipMainText, "❄️ Winter solstice in 29 days");
    }

    function test_representationsRender() {
        deliver(H.propertiesOf(testCase.view));
        const compact = applet.compactRepresentation.createObject(testCase);
        verify(compact !== null);
        verify(H.texts(compact, true).indexOf("❄️ Winter solstice in 29 days") >= 0, JSON.stringify(H.texts(compact, true)));
        compact.clicked(null);
        verify(applet.expanded);

        const full = applet.fullRepresentation.createObject(testCase, { "width": 360 });
        verify(full !== null);
        verify(full.implicitHeight > 200, "height " + full.implicitHeight);
        const shown = H.texts(full, true);
        const v = testCase.view;
        for (const expected of ["❄️ Winter solstice", "in 29 days", "67%", "Next", "Tomorrow", "↑ Sunrise", v.sun.rows[0].text,
                                "Daylight", "Since yesterday", v.daylight.rows[1].text, v.daylight.rows[2].label,
                                "🌱 Spring equinox", "Mar 20, 2027 · in 118 days", v.daylight.message, "Refresh"]) {
            verify(shown.indexOf(expected) >= 0, expected + " not in " + JSON.stringify(shown));
        }
        verify(shown.some((t) => t.indexOf("Equator at UTC") >= 0));
        verify(shown.some((t) => t.indexOf("default location") >= 0));
        compact.destroy();
        full.destroy();
    }

    function test_bokmalConfigShowsBokmal() {
        deliver(H.propertiesOf(H.fixture(Qt.resolvedUrl("."), "oslo-evening-nb")));
        const compact = applet.compactRepresentation.createObject(testCase);
        verify(H.texts(compact, true).indexOf("❄️ Vintersolverv om 29 dager") >= 0, JSON.stringify(H.texts(compact, true)));
        const full = applet.fullRepresentation.createObject(testCase, { "width": 360 });
        const shown = H.texts(full, true);
        for (const expected of ["❄️ Vintersolverv", "om 29 dager", "Neste", "I morgen", "↑ Soloppgang", "Dagslys",
                                "Dagslengde i dag", "Siden i går", "Siden 21. juni", "Oppdater",
                                "🌱 Vårjevndøgn", "20. mars 2027 · om 118 dager", "Årets korteste dag"]) {
            verify(shown.some((t) => t.indexOf(expected) >= 0), expected + " not in " + JSON.stringify(shown));
        }
        for (const english of ["Sunrise", "Daylight", "Tomorrow", "Since", "Refresh", "in 29 days", "Next"]) {
            verify(!shown.some((t) => t.indexOf(english) >= 0), "English '" + english + "' in " + JSON.stringify(shown));
        }
        compact.destroy();
        full.destroy();
    }

    function test_errorAndEmptyStatesRender() {
        const full = applet.fullRepresentation.createObject(testCase, { "width": 360 });
        verify(H.texts(full, true).indexOf("…") >= 0, JSON.stringify(H.texts(full, true)));
        deliver({});
        const ds = Registry.dataSources[0];
        ds.newData(ds.connectedSources[0], { "exit code": 127, "stdout": "", "stderr": "not found" });
        verify(H.texts(full, true).some((t) => t.indexOf("solverv-status was not found") >= 0), JSON.stringify(H.texts(full, true)));
        full.destroy();
    }

    function test_refreshButtonGoesToTheActiveSource() {
        deliver(H.propertiesOf(testCase.view));
        applet.refresh();
        verify(H.lastCall(Registry.busCalls, "Refresh") !== null);
    }
}
