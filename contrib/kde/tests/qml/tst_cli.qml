// CliSource.qml against the plasma5support stub: runs, parses, schedules, reports errors.
import QtQuick
import QtTest
import SolvervTestStubs

import "helpers.js" as H
import "../../io.github.solverv.plasmoid/contents/code/model.js" as Model

TestCase {
    id: testCase
    name: "CliSource"

    property var cli: null

    function init() {
        Model.setLanguage("en");
        failOnWarning(/Unable to assign|TypeError|ReferenceError|is not a function|Cannot read/);
        Registry.reset();
        const component = Qt.createComponent(Qt.resolvedUrl("../../io.github.solverv.plasmoid/contents/ui/CliSource.qml"));
        compare(component.status, Component.Ready, component.errorString());
        testCase.cli = component.createObject(testCase, { "active": true });
        verify(testCase.cli !== null);
    }

    function cleanup() {
        if (testCase.cli) {
            testCase.cli.destroy();
            testCase.cli = null;
        }
    }

    function executable() {
        compare(Registry.dataSources.length, 1);
        return Registry.dataSources[0];
    }

    function answer(exitCode, stdout, stderr) {
        const ds = executable();
        compare(ds.connectedSources.length, 1, "the command should be running");
        ds.newData(ds.connectedSources[0], { "exit code": exitCode, "exit status": 0, "stdout": stdout, "stderr": stderr });
    }

    function fixtureWithValidUntil(name, validUntilMs) {
        const j = H.fixture(Qt.resolvedUrl("."), name);
        j.valid_until = Math.floor(validUntilMs / 1000);
        return JSON.stringify(j);
    }

    function test_runsOnStartWithTheExecutableEngine() {
        const ds = executable();
        compare(ds.engine, "executable");
        compare(ds.connectedSources.length, 1);
        verify(ds.connectedSources[0].indexOf("solverv-status --format view") >= 0);
        verify(cli.running);
        verify(!cli.settled);
        verify(!cli.model.ok);
    }

    function test_successThenWaitsForValidUntil() {
        const inTwoHours = Date.now() + 2 * 3600 * 1000;
        answer(0, fixtureWithValidUntil("default-utc", inTwoHours), "");
        verify(cli.settled);
        verify(cli.available);
        compare(cli.model.view.text, "❄️ Winter solstice in 29 days");
        compare(cli.model.source, "cli");
        // Disconnected after the answer, so it can run again later.
        compare(executable().connectedSources.length, 0);
        verify(!cli.running);
        // Two hours away: the wake-up is capped (suspend-safe); it only checks the clock.
        verify(cli.waiting);
        compare(cli.nextCheckInterval, 15 * 60 * 1000);
        compare(cli.validUntilMs, Math.floor(inTwoHours / 1000) * 1000);
    }

    function test_wakesJustAfterValidUntilAndRunsAgain() {
        // valid_until 2 s after the minimum gap would allow: set it via a fresh run, then force
        // the stale time close to now to see the timer fire and the command run again.
        answer(0, fixtureWithValidUntil("default-utc", Date.now() + 3600 * 1000), "");
        compare(executable().connectedSources.length, 0);
        cli.validUntilMs = Date.now() + 300;
        cli.schedule();
        verify(cli.nextCheckInterval <= 1300 && cli.nextCheckInterval >= 1000, "interval " + cli.nextCheckInterval);
        tryVerify(() => executable().connectedSources.length === 1, 5000, "the command should run again");
    }

    function test_staleOnArrivalDoesNotLoop() {
        answer(0, fixtureWithValidUntil("default-utc", Date.now() - 60 * 1000), "");
        verify(cli.model.ok);
        verify(cli.validUntilMs >= Date.now() + 50 * 1000, "must wait at least the minimum gap");
        verify(cli.nextCheckInterval >= 50 * 1000);
    }

    function test_refreshIfStale() {
        answer(0, fixtureWithValidUntil("default-utc", Date.now() + 3600 * 1000), "");
        cli.refreshIfStale();
        compare(executable().connectedSources.length, 0, "fresh data: no run");
        cli.refresh();
        compare(executable().connectedSources.length, 1, "refresh(): runs");
        cli.refresh();
        compare(executable().connectedSources.length, 1, "no second run while one is under way");
    }

    function test_notInstalled() {
        answer(127, "", "sh: 1: solverv-status: not found");
        verify(cli.settled);
        verify(!cli.available);
        verify(cli.model.error.indexOf("not found") >= 0);
        verify(cli.validUntilMs > Date.now() + 9 * 60 * 1000, "retry after RETRY_MS");
    }

    function test_notInstalledInGerman() {
        Model.setLanguage("de");
        answer(127, "", "sh: 1: solverv-status: not found");
        compare(cli.model.error, "solverv-status wurde nicht gefunden: Installieren Sie Solverv, oder starten Sie den Dienst");
        compare(cli.model.tooltipSub, cli.model.error, "the tooltip says it too");
    }

    function test_configError() {
        answer(78, "{\"schema\":1,\"error\":\"bad latitude\"}", "");
        verify(!cli.available);
        compare(cli.model.error, "solverv-status: bad latitude");
    }

    function test_inactiveDoesNothing() {
        answer(0, fixtureWithValidUntil("default-utc", Date.now() + 3600 * 1000), "");
        cli.active = false;
        verify(!cli.waiting);
        cli.refresh();
        compare(executable().connectedSources.length, 0);
    }
}
