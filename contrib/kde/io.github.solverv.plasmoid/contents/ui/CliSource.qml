/*
    The fallback source: runs `solverv-status --format view` (the View as JSON) through
    plasma5support's "executable" data engine (Executable.qml, loaded only once this source is
    active, so the applet loads where plasma5support is missing). Same API as DBusSource.qml. After
    each run a single-shot Timer wakes at the view's valid_until, capped at Model.MAX_CHECK_MS
    (timers stop while the machine sleeps); the command runs only when the data is stale, on
    refresh(), or when the popup opens on stale data — never on a fixed poll.
    SPDX-License-Identifier: MIT
*/
import QtQuick

import "../code/model.js" as Model

Item {
    id: cli

    /// Run at all: main.qml turns this on only while the D-Bus source cannot deliver.
    property bool active: false
    /// The shell command (the engine runs it with /bin/sh). The extra PATH entries find a
    /// `pip install --user`/`make install PREFIX=~/.local` copy that plasmashell's PATH misses.
    property string command: "PATH=\"$PATH:$HOME/.local/bin:/usr/local/bin\" solverv-status --format view"

    /// The view-model of the last run (Model.emptyModel() before the first).
    property var model: Model.emptyModel()
    readonly property bool available: cli.model.ok
    /// A run has finished since the source became active.
    property bool settled: false
    /// When the shown data goes stale (ms since the epoch); NaN when unknown.
    property double validUntilMs: NaN
    /// Executable.qml once loaded (untyped: naming its type would load plasma5support here).
    readonly property var engine: runner.item
    readonly property bool running: cli.engine !== null && cli.engine.busy
    /// The pending wake-up, for inspection: its interval in ms, and whether it is armed.
    readonly property int nextCheckInterval: wake.interval
    readonly property bool waiting: wake.running

    /// Runs the command now (unless a run is under way).
    function refresh() {
        if (cli.active && cli.engine !== null && !cli.running) {
            cli.engine.run(cli.command);
        }
    }

    /// Runs the command if the data is stale or missing.
    function refreshIfStale() {
        if (!cli.model.ok || Model.dueToRun(cli.validUntilMs, Date.now())) {
            cli.refresh();
        }
    }

    /// Takes one result of the executable engine.
    function accept(exitCode, stdout, stderr) {
        const now = Date.now();
        const next = Model.fromCliResult(exitCode, stdout, stderr);
        cli.model = next;
        cli.validUntilMs = Model.staleAt(next, now);
        cli.settled = true;
        cli.schedule();
    }

    function schedule() {
        wake.interval = Model.nextCheckDelay(cli.validUntilMs, Date.now());
        wake.restart();
    }

    // A run started here re-arms the wake-up itself when it ends (accept()).
    onActiveChanged: {
        if (!cli.active) {
            return wake.stop();
        }
        if (cli.engine !== null) {
            cli.refreshIfStale();
            cli.schedule();
        }
    }

    // plasma5support's engine, loaded when this source is first needed and kept.
    Loader {
        id: runner
        active: cli.active || runner.item !== null
        source: "Executable.qml"
        onLoaded: {
            cli.refreshIfStale();
            cli.schedule();
        }
        onStatusChanged: {
            if (runner.status === Loader.Error) {
                cli.model = Model.errorModel(Model.word("no_data_cannot_run"), "cli");
                cli.settled = true;
            }
        }
    }

    Connections {
        target: runner.item
        function onFinished(command, exitCode, stdout, stderr) {
            if (command === cli.command) {
                cli.accept(exitCode, stdout, stderr);
            }
        }
    }

    Timer {
        id: wake
        repeat: false
        // Runs when stale; otherwise (woken early, or the clock changed) looks again later.
        onTriggered: cli.active && (Model.dueToRun(cli.validUntilMs, Date.now()) ? cli.refresh() : cli.schedule())
    }
}
