/*
    The applet's one link to plasma5support: runs shell commands through its "executable" data
    engine. Nothing imports plasma5support but this file, and it is only ever loaded by a Loader
    when a command must run (Plasma 6.0-6.3, or no daemon): Plasma 6.6 no longer pulls that
    module in, and the applet must still load without it (then only this Loader fails).
    SPDX-License-Identifier: MIT
*/
import QtQuick
import org.kde.plasma.plasma5support as P5Support

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

    P5Support.DataSource {
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
