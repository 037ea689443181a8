/*  A section of the View (the sun, the daylight): its heading, then each row's label (dim) and
    text, as docs/view-schema.md describes. SPDX-License-Identifier: MIT */
pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Layouts
import org.kde.kirigami as Kirigami
import org.kde.plasma.components as PlasmaComponents

ColumnLayout {
    id: rows

    /// `{heading, rows: [{label, text}]}`.
    required property var section

    spacing: 0

    PlasmaComponents.Label {
        text: rows.section.heading
        font.bold: true
    }
    Repeater {
        model: rows.section.rows
        delegate: RowLayout {
            id: row
            required property var modelData
            Layout.fillWidth: true
            PlasmaComponents.Label {
                text: row.modelData.label
                color: Kirigami.Theme.disabledTextColor
                Layout.fillWidth: true
            }
            PlasmaComponents.Label {
                text: row.modelData.text
            }
        }
    }
}
