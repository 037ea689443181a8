// CompareBox.qml (the answer to FullView's "Compare with…" field) against the plasma5support
// stub: the typed date becomes a quoted `solverv-status compare … --format json`, and the CLI's
// lines (a real fixture) are shown as they are.
import QtQuick
import QtTest
import SolvervTestStubs

import "helpers.js" as H
import "../../io.github.solverv.plasmoid/contents/code/model.js" as Model

TestCase {
    id: testCase
    name: "CompareBox"
    when: windowShown

    property var box: null

    function init() {
        failOnWarning(/Unable to assign|TypeError|ReferenceError|is not a function|Cannot read/);
        Registry.reset();
        const component = Qt.createComponent(Qt.resolvedUrl("../../io.github.solverv.plasmoid/contents/ui/CompareBox.qml"));
        compare(component.status, Component.Ready, component.errorString());
        testCase.box = component.createObject(testCase, { "width": 360 });
        verify(testCase.box !== null);
    }

    function cleanup() {
        testCase.box.destroy();
        testCase.box = null;
        wait(0);  // let the deferred deletion happen before the next box
    }

    function labelsShowing(text) {
        const found = [];
        function walk(item) {
            for (let i = 0; i < item.children.length; ++i) {
                const child = item.children[i];
                if (child.text === text) found.push(child);
                walk(child);
            }
        }
        walk(testCase.box);
        return found.length;
    }

    function test_enterRunsCompareAndShowsTheLines() {
        box.run(" 2027-06-21 ");
        const ds = Registry.dataSources[0];
        compare(ds.engine, "executable");
        compare(ds.connectedSources.length, 1);
        verify(ds.connectedSources[0].endsWith("solverv-status compare '2027-06-21' --format json"), ds.connectedSources[0]);
        const text = H.fixtureText(Qt.resolvedUrl("."), "compare-oslo");
        ds.newData(ds.connectedSources[0], { "exit code": 0, "exit status": 0, "stdout": text, "stderr": "" });
        compare(ds.connectedSources.length, 0);
        compare(box.result.lines[0], "Jun 21, 2027 · 18 hr 50 min of daylight · 11 hr 51 min more than today");
        compare(labelsShowing("Jun 21, 2027 · 18 hr 50 min of daylight · 11 hr 51 min more than today"), 1);
        compare(labelsShowing(JSON.parse(text).lines[1]), 1);
    }

    function test_aBadDateShowsTheCliLine() {
        box.run("x'; touch /tmp/pwned; '");
        const ds = Registry.dataSources[0];
        verify(ds.connectedSources[0].indexOf("compare 'x'\\''; touch /tmp/pwned; '\\''' --format json") >= 0, ds.connectedSources[0]);
        ds.newData(ds.connectedSources[0], { "exit code": 64, "exit status": 0, "stdout": "",
            "stderr": "solverv-status: date 'x' is not a valid date: use YYYY-MM-DD\n" });
        compare(box.result.lines.length, 0);
        compare(labelsShowing("date 'x' is not a valid date: use YYYY-MM-DD"), 1);
    }

    function test_aNewViewAsksTheLastDateAgain() {
        box.run("2027-06-21");
        const ds = Registry.dataSources[0];
        ds.newData(ds.connectedSources[0], { "exit code": 0, "exit status": 0,
            "stdout": H.fixtureText(Qt.resolvedUrl("."), "compare-oslo"), "stderr": "" });
        compare(box.result.lines.length, 2);
        box.view = { text: "another day" };
        // Cleared at once (no stale day or language shown), and asked again.
        compare(box.result.lines.length, 0);
        compare(ds.connectedSources.length, 1);
        verify(ds.connectedSources[0].endsWith("compare '2027-06-21' --format json"));
    }

    // Plasma 6.4+: with the D-Bus source the daemon's Compare answers, plasma5support is not loaded,
    // and an answer to an older date is dropped.
    function test_theDaemonAnswersWhenTheViewComesFromIt() {
        const asked = [];
        box.dbus = { compare: (date, done) => asked.push({ date: date, done: done }) };
        box.run("2027-06-21");
        box.run("2027-12-21");
        compare(asked.map(a => a.date), ["2027-06-21", "2027-12-21"]);
        compare(Registry.dataSources.length, 0, "no plasma5support");
        asked[0].done({ lines: ["old"], error: "" });
        compare(box.result.lines.length, 0, "a stale answer is dropped");
        const reply = H.fixture(Qt.resolvedUrl("."), "compare-oslo");
        asked[1].done(Model.fromCompareReply(reply, ""));
        compare(box.result.lines[0], "Jun 21, 2027 · 18 hr 50 min of daylight · 11 hr 51 min more than today");
        compare(labelsShowing(reply.lines[1]), 1);
        asked.length = 0;
        box.run("x");
        asked[0].done(Model.fromCompareReply(null, "date 'x' is not valid: use YYYY-MM-DD in the years 1900–2100"));
        compare(labelsShowing("date 'x' is not valid: use YYYY-MM-DD in the years 1900–2100"), 1);
    }
}
