/*
    The fallback source: runs `solverv-status --format json` through plasma5support's
    "executable" data engine (Plasma 6.0+; the engine moved from plasma-workspace to
    plasma5support in 6.6, same name and data keys: "exit code", "stdout", "stderr").

    Same API as DBusSource.qml: `model`, `available`, `settled`, `refresh()`.

    Scheduling: after each run a single-shot Timer wakes at the snapshot's valid_until (the next
    instant anything shown can change: midnight, sunset, or the event). Timers stop counting
    while the machine sleeps, so the wait is capped (Model.MAX_CHECK_MS); a wake-up before
    valid_until only looks at the clock and sleeps again. The command runs only when the data is
    stale, on refresh(), or when the popup opens and the data is stale — never on a fixed poll.
    SPDX-License-Identifier: MIT
*/
import QtQuick
import org.kde.plasma.plasma5support as P5Support

import "../code/model.js" as Model

Item {
    id: cli

    /// Run at all: main.qml turns this on only while the D-Bus source cannot deliver.
    property bool active: false
    /// The shell command (the engine runs it with /bin/sh). The extra PATH entries find a
    /// `pip install --user`/`make install PREFIX=~/.local` copy that plasmashell's PATH misses.
    property string command: "PATH=\"$PATH:$HOME/.local/bin:/usr/local/bin\" solverv-status --format json"

    /// The view-model of the last run (Model.emptyModel() before the first).
    property var model: Model.emptyModel()
    readonly property bool available: cli.model.ok
    /// A run has finished since the source became active.
    property bool settled: false
    /// When the shown data goes stale (ms since the epoch); NaN when unknown.
    property double validUntilMs: NaN
    readonly property bool running: executable.connectedSources.length > 0
    /// The pending wake-up, for inspection: its interval in ms, and whether it is armed.
    readonly property int nextCheckInterval: wake.interval
    readonly property bool waiting: wake.running

    /// Runs the command now (unless a run is under way).
    function refresh() {
        if (!cli.active || cli.running) {
            return;
        }
        executable.connectSource(cli.command);
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
        const next = Model.fromCliResult(exitCode, stdout, stderr, now);
        if (!next.ok) {
            console.warn("Solverv:", next.error);
        }
        cli.model = next;
        cli.validUntilMs = Model.staleAt(next, now);
        cli.settled = true;
        cli.schedule();
    }

    function schedule() {
        wake.interval = Model.nextCheckDelay(cli.validUntilMs, Date.now());
        wake.restart();
    }

    onActiveChanged: {
        if (cli.active) {
            cli.refreshIfStale();
            if (!cli.running) {
                cli.schedule();
            }
        } else {
            wake.stop();
        }
    }

    Component.onCompleted: {
        if (cli.active) {
            cli.refresh();
        }
    }

    P5Support.DataSource {
        id: executable
        engine: "executable"
        connectedSources: []
        onNewData: (sourceName, data) => {
            // Disconnecting lets the same command run again later.
            executable.disconnectSource(sourceName);
            if (sourceName === cli.command) {
                cli.accept(data["exit code"], data["stdout"], data["stderr"]);
            }
        }
    }

    Timer {
        id: wake
        repeat: false
        onTriggered: {
            if (!cli.active) {
                return;
            }
            if (Model.dueToRun(cli.validUntilMs, Date.now())) {
                cli.refresh();
            } else {
                cli.schedule();
            }
        }
    }
}
