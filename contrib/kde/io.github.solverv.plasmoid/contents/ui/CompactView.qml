/*
    The panel view: the season's icon and a short countdown ("29d · Winter solstice"; in a
    vertical panel just "29d"). Clicking toggles the popup (main.qml).
    SPDX-License-Identifier: MIT
*/
import QtQuick
import QtQuick.Layouts
import org.kde.kirigami as Kirigami
import org.kde.plasma.components as PlasmaComponents

MouseArea {
    id: compact

    /// A Model.build() object.
    required property var viewModel
    property bool vertical: false

    readonly property string label: compact.vertical ? compact.viewModel.compactShort : compact.viewModel.compactText

    hoverEnabled: true
    acceptedButtons: Qt.LeftButton
    Layout.minimumWidth: compact.vertical ? 0 : grid.implicitWidth
    Layout.preferredWidth: compact.vertical ? -1 : grid.implicitWidth
    Layout.minimumHeight: compact.vertical ? grid.implicitHeight : 0
    Layout.preferredHeight: compact.vertical ? grid.implicitHeight : -1

    Accessible.name: compact.viewModel.ok ? compact.viewModel.tooltipMain : "Solverv"
    Accessible.role: Accessible.Button

    GridLayout {
        id: grid
        anchors.fill: parent
        flow: compact.vertical ? GridLayout.TopToBottom : GridLayout.LeftToRight
        rows: compact.vertical ? 2 : 1
        columns: compact.vertical ? 1 : 2
        rowSpacing: 0
        columnSpacing: Kirigami.Units.smallSpacing

        // The season's emoji when there is data; the applet's icon otherwise.
        PlasmaComponents.Label {
            visible: compact.viewModel.seasonIcon !== ""
            text: compact.viewModel.seasonIcon
            Layout.alignment: Qt.AlignCenter
        }
        Kirigami.Icon {
            visible: compact.viewModel.seasonIcon === ""
            source: "weather-clear"
            Layout.preferredWidth: Kirigami.Units.iconSizes.small
            Layout.preferredHeight: Kirigami.Units.iconSizes.small
            Layout.alignment: Qt.AlignCenter
        }

        PlasmaComponents.Label {
            text: compact.label
            visible: text !== ""
            elide: Text.ElideRight
            maximumLineCount: 1
            horizontalAlignment: compact.vertical ? Text.AlignHCenter : Text.AlignLeft
            font.bold: compact.viewModel.daysUntil === 0
            Layout.fillWidth: compact.vertical
            Layout.alignment: Qt.AlignVCenter
        }
    }
}
