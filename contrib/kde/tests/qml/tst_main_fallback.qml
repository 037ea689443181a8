// main.qml where DBusSource.qml cannot load: no org.kde.plasma.workspace.dbus (Plasma 6.0), or
// the 6.1–6.3 module without Properties. The CLI source must take over at once.
import QtQuick
import QtTest
import SolvervTestStubs

import "helpers.js" as H

TestCase {
    id: testCase
    name: "MainWithoutDBus"
    width: 400
    height: 600
    visible: true
    when: windowShown

    property var applet: null

    function init() {
        failOnWarning(/Unable to assign|TypeError|ReferenceError|is not a function|Cannot read|Binding loop/);
        Registry.reset();
        const component = Qt.createComponent(Qt.resolvedUrl("../../io.github.solverv.plasmoid/contents/ui/main.qml"));
        compare(component.status, Component.Ready, component.errorString());
        // The Loader's failure is expected here (and says why).
        ignoreWarning(/DBusSource\.qml/);
        testCase.applet = component.createObject(testCase);
        verify(testCase.applet !== null);
    }

    function cleanup() {
        testCase.applet.destroy();
        testCase.applet = null;
    }

    function test_cliTakesOver() {
        compare(applet.dbusSource, null);
        verify(applet.dbusSettled);
        compare(applet.backend, "cli");
        compare(Registry.properties.length, 0);
        compare(Registry.dataSources.length, 1);
        const ds = Registry.dataSources[0];
        compare(ds.connectedSources.length, 1, "the CLI runs at once");
        ds.newData(ds.connectedSources[0], { "exit code": 0, "stdout": H.fixtureText(Qt.resolvedUrl("."), "sydney-june"), "stderr": "" });
        compare(applet.viewModel.source, "cli");
        compare(applet.toolTipMainText, "❄️ Winter solstice in 11 days");
        const full = applet.fullRepresentation.createObject(testCase, { "width": 360 });
        verify(H.texts(full, true).indexOf("❄️ Winter solstice") >= 0, JSON.stringify(H.texts(full, true)));
        full.destroy();
    }

    function test_openingThePopupRereadsOnlyStaleData() {
        const ds = Registry.dataSources[0];
        const j = H.fixture(Qt.resolvedUrl("."), "sydney-june");
        j.valid_until = Math.floor(Date.now() / 1000) + 3600;
        ds.newData(ds.connectedSources[0], { "exit code": 0, "stdout": JSON.stringify(j), "stderr": "" });
        applet.expanded = true;
        compare(ds.connectedSources.length, 0, "fresh: no run on expand");
        applet.expanded = false;
        applet.refresh();
        compare(ds.connectedSources.length, 1, "refresh runs the CLI");
    }
}
