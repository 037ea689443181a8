// main.qml where DBusSource.qml cannot load: no org.kde.plasma.workspace.dbus (Plasma 6.0), or
// the 6.1–6.3 module without Properties. The CLI source must take over at once.
import QtQuick
import QtQuick.Layouts
import QtTest
import org.kde.plasma.plasmoid
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

    /// Before any view arrives the gear already has a name (Plasma's "Configure Solverv…",
    /// without the mnemonic marker), and the panel view takes keyboard focus.
    function test_namedBeforeTheFirstView() {
        verify(!applet.viewModel.ok);
        const full = applet.fullRepresentation.createObject(testCase, { "width": 360 });
        const gear = findChild(full, "settingsButton");
        compare(gear.Accessible.name, "Configure Solverv…");
        full.destroy();
        const compact = applet.compactRepresentation.createObject(testCase);
        verify(compact.activeFocusOnTab);
        compare(compact.Accessible.name, "Solverv");
        compact.destroy();
    }

    /// The popup's gear opens Plasma's configuration dialog; a write there (the settings page
    /// raises settingsRevision) makes the CLI source read the view again at once.
    function test_settingsButtonAndRevision() {
        const ds = Registry.dataSources[0];
        const j = H.fixture(Qt.resolvedUrl("."), "sydney-june");
        j.valid_until = Math.floor(Date.now() / 1000) + 3600;
        ds.newData(ds.connectedSources[0], { "exit code": 0, "stdout": JSON.stringify(j), "stderr": "" });
        const full = applet.fullRepresentation.createObject(testCase, { "width": 360 });
        const gear = findChild(full, "settingsButton");
        verify(gear !== null && gear.visible);
        compare(gear.Accessible.name, "Settings…");
        gear.clicked();
        compare(Registry.triggeredActions, ["configure"]);
        compare(ds.connectedSources.length, 0, "fresh data: nothing runs");
        Plasmoid.configuration.settingsRevision = Plasmoid.configuration.settingsRevision + 1;
        compare(ds.connectedSources.length, 1, "a settings write re-reads the view");
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

    /// The visible texts under `item` that Qt elided ("Winter sols…").
    function elided(item) {
        let out = [];
        if (item.visible && item.truncated === true) {
            out.push(item.text);
        }
        for (let i = 0; i < item.children.length; ++i) {
            out = out.concat(elided(item.children[i]));
        }
        return out;
    }

    function test_fullViewFitsTheSizePlasmaGivesIt_data() {
        return [{ tag: "default-utc" }, { tag: "oslo-evening" }, { tag: "oslo-evening-nb" }, { tag: "polar-night-tromso-nb" }];
    }

    /// Plasma makes a new desktop applet (and plasmoidviewer's) switchWidth x switchHeight big:
    /// the full view must fit in it, and at its minimum width every event name must stay whole.
    /// At 16 x 14 grid units it overflowed its background and cut "Winter sols…" (e2e plasma stage).
    function test_fullViewFitsTheSizePlasmaGivesIt(data) {
        const ds = Registry.dataSources[0];
        ds.newData(ds.connectedSources[0], { "exit code": 0, "stdout": H.fixtureText(Qt.resolvedUrl("."), data.tag), "stderr": "" });
        verify(applet.viewModel.ok);
        const full = applet.fullRepresentation.createObject(testCase, { "width": applet.switchWidth });
        // A popup gets its implicit height: every listed event (8 by default).
        full.height = Qt.binding(() => full.implicitHeight);
        waitForItemPolished(full);
        compare(full.rowsShown, applet.viewModel.view.events.rows.length, "a popup shows every listed event");
        verify(Math.abs(full.laidOutHeight - full.implicitHeight) < 1,
               "implicitHeight is the laid-out height with every row: " + full.implicitHeight + " vs " + full.laidOutHeight);
        // A new desktop applet (and plasmoidviewer) is switchWidth x switchHeight: the rows that
        // fit, at least one, and what is laid out fits.
        full.height = applet.switchHeight;
        tryVerify(() => full.laidOutHeight <= applet.switchHeight + 1, 2000,
                  "content " + full.laidOutHeight + " px tall, Plasma gives " + applet.switchHeight);
        waitForItemPolished(full);
        verify(full.rowsShown >= 1 && full.rowsShown <= applet.viewModel.view.events.rows.length, "rows " + full.rowsShown);
        verify(full.laidOutHeight <= applet.switchHeight + 1,
               "content " + full.laidOutHeight + " px tall, Plasma gives " + applet.switchHeight);
        full.height = Qt.binding(() => full.implicitHeight);
        waitForItemPolished(full);
        verify(full.Layout.minimumWidth <= applet.switchWidth,
               "needs " + full.Layout.minimumWidth + " px, Plasma gives " + applet.switchWidth);
        compare(full.Layout.preferredWidth, applet.switchWidth, "the popup opens as big as a new desktop applet");
        full.width = full.Layout.minimumWidth;
        waitForItemPolished(full);
        const names = applet.viewModel.view.events.rows.map(e => e.icon + " " + e.name);
        compare(elided(full).filter(t => names.indexOf(t) >= 0), [], "event names cut at the minimum width");
        full.width = applet.switchWidth * 0.6;
        waitForItemPolished(full);
        verify(elided(full).filter(t => names.indexOf(t) >= 0).length > 0, "the check can see a cut name");
        full.destroy();
    }
}
