/*
    The answer to "Compare with…": a date typed in FullView's field (on the Refresh row) goes to
    the daemon's Compare when the view comes from it (Plasma 6.4+, DBusSource.compare), else to
    `solverv-status compare DATE --format json` (Executable.qml, loaded on the first use, as
    CliSource does; Plasma 6.3 has no D-Bus calls for applets). It shows the lines the engine
    made — nothing is formatted here.
    SPDX-License-Identifier: MIT
*/
pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Layouts
import org.kde.kirigami as Kirigami
import org.kde.plasma.components as PlasmaComponents

import "../code/model.js" as Model

ColumnLayout {
    id: box

    /// The CLI, as CliSource finds it.
    property string base: "PATH=\"$PATH:$HOME/.local/bin:/usr/local/bin\" solverv-status"
    /// The last result: the engine's lines, or the CLI's one-line error.
    property var result: ({ lines: [], error: "" })
    /// The command under way ("" when none).
    property string pending: ""
    /// The view shown: a new one (another day, language or place) asks the last date again.
    property var view: null
    /// The last date asked about ("" when none).
    property string asked: ""
    /// The D-Bus source when the view comes from the daemon (its compare()), else null: the CLI.
    property var dbus: null
    /// Executable.qml once loaded (untyped: naming its type would load plasma5support here).
    readonly property var engine: runner.item
    /// Answers counted, so a late answer to an older question is dropped.
    property int serial: 0

    onViewChanged: box.run(box.asked)

    /// Compares `date` with today (empty: clears the result).
    function run(date) {
        const text = String(date).trim();
        box.asked = text;
        box.result = { lines: [], error: "" };
        const asking = ++box.serial;
        if (text === "") {
            return;
        }
        if (box.dbus !== null) {
            box.dbus.compare(text, (answer) => {
                if (asking === box.serial) {
                    box.result = answer;
                }
            });
            return;
        }
        runner.active = true;
        if (box.engine === null) {
            box.result = { lines: [], error: Model.word("cannot_run") };
        } else if (box.pending === "") {
            box.pending = Model.compareCommand(box.base, text);
            box.engine.run(box.pending);
        }
    }

    spacing: Kirigami.Units.smallSpacing
    visible: box.result.lines.length > 0 || box.result.error !== ""

    Repeater {
        model: box.result.lines
        delegate: PlasmaComponents.Label {
            required property string modelData
            text: modelData
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }
    }
    PlasmaComponents.Label {
        visible: box.result.error !== ""
        text: box.result.error
        color: Kirigami.Theme.neutralTextColor
        wrapMode: Text.Wrap
        Layout.fillWidth: true
    }

    // plasma5support's engine, loaded on the first comparison the CLI answers.
    Loader {
        id: runner
        active: false
        source: "Executable.qml"
    }

    Connections {
        target: runner.item
        function onFinished(command, exitCode, stdout, stderr) {
            if (command === box.pending) {
                box.pending = "";
                box.result = Model.fromCompareResult(exitCode, stdout, stderr);
            }
        }
    }
}
