/*
    The answer to "Compare with…": a date typed in FullView's field (on the Refresh row) runs `solverv-status compare DATE --format json` (through
    plasma5support's executable engine, as CliSource does; Plasma 6.3 has no D-Bus calls for
    applets) and shows the lines the engine made — nothing is formatted here.
    SPDX-License-Identifier: MIT
*/
pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Layouts
import org.kde.kirigami as Kirigami
import org.kde.plasma.components as PlasmaComponents
import org.kde.plasma.plasma5support as P5Support

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

    onViewChanged: box.run(box.asked)

    /// Compares `date` with today (empty: clears the result).
    function run(date) {
        const text = String(date).trim();
        box.asked = text;
        box.result = { lines: [], error: "" };
        if (text === "" || box.pending !== "") {
            return;
        }
        box.pending = Model.compareCommand(box.base, text);
        executable.connectSource(box.pending);
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

    P5Support.DataSource {
        id: executable
        engine: "executable"
        connectedSources: []
        onNewData: (sourceName, data) => {
            executable.disconnectSource(sourceName);
            if (sourceName === box.pending) {
                box.pending = "";
                box.result = Model.fromCompareResult(data["exit code"], data["stdout"], data["stderr"]);
            }
        }
    }
}
