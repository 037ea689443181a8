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

    /// Runs COMMAND with /bin/sh (once: the same text while it runs is not started again).
    function run(command) {
        executable.connectSource(command);
    }

    PlasmaCore.DataSource {
        id: executable
        engine: "executable"
        connectedSources: []
        onNewData: (sourceName, data) => {
            // Disconnecting lets the same command run again later.
            executable.disconnectSource(sourceName);
            runner.finished(sourceName, data["exit code"], data["stdout"], data["stderr"]);
        }
    }
}
