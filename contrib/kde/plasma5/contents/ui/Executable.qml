/*
    Plasma 5's link to the "executable" data engine (PlasmaCore.DataSource; Plasma 6 moved it to
    plasma5support). The same API as the Plasma 6 file of this name: busy, finished(), run().
    SPDX-License-Identifier: MIT
*/
import QtQuick 2.15
import org.kde.plasma.core 2.0 as PlasmaCore

Item {
    id: runner

    /// Commands under way.
    readonly property bool busy: executable.connectedSources.length > 0

    /// A command finished: the engine's "exit code", "stdout" and "stderr".
    signal finished(string command, int exitCode, string stdout, string stderr)

    /// Runs made, for the sources' names.
    property int serial: 0
    readonly property string mark: "\n# solverv run "

    /// Runs COMMAND with /bin/sh. Each run is a source of its own (a comment line with a serial
    /// number ends it): Plasma 5's engine keeps a disconnected source's container a while, and
    /// connecting the same text again then hands back the old output instead of running it.
    function run(command) {
        runner.serial += 1;
        executable.connectSource(command + runner.mark + runner.serial);
    }

    PlasmaCore.DataSource {
        id: executable
        engine: "executable"
        connectedSources: []
        onNewData: (sourceName, data) => {
            // Disconnecting lets the same command run again later.
            executable.disconnectSource(sourceName);
            const cut = sourceName.lastIndexOf(runner.mark);
            runner.finished(cut >= 0 ? sourceName.slice(0, cut) : sourceName, data["exit code"], data["stdout"],
                            data["stderr"]);
        }
    }
}
