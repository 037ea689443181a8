/*
    The panel view: the View's compact text; in a vertical panel the season's icon over the day
    count; the applet's icon while there is no data. Clicking toggles the popup (main.qml), and so
    do Enter and Space once it has keyboard focus (Tab, or the panel's focus shortcut).
    SPDX-License-Identifier: MIT
*/
import QtQuick
import QtQuick.Layouts
import org.kde.kirigami as Kirigami
import org.kde.plasma.components as PlasmaComponents

MouseArea {
    id: compact

    /// A Model.model() object.
    required property var viewModel
    property bool vertical: false

    readonly property var view: compact.viewModel.view

    /// The user asked for the popup (a click, or Enter/Space with keyboard focus).
    signal activated()

    hoverEnabled: true
    acceptedButtons: Qt.LeftButton
    activeFocusOnTab: true
    onClicked: compact.activated()
    Keys.onPressed: event => {
        if (event.key === Qt.Key_Return || event.key === Qt.Key_Enter || event.key === Qt.Key_Space
                || event.key === Qt.Key_Select) {
            event.accepted = true;
            compact.activated();
        }
    }
    Layout.minimumWidth: compact.vertical ? 0 : grid.implicitWidth
    Layout.preferredWidth: compact.vertical ? -1 : grid.implicitWidth
    Layout.minimumHeight: compact.vertical ? grid.implicitHeight : 0
    Layout.preferredHeight: compact.vertical ? grid.implicitHeight : -1

    Accessible.name: compact.viewModel.tooltipMain
    Accessible.role: Accessible.Button
    Accessible.focusable: true
    Accessible.focused: compact.activeFocus
    Accessible.onPressAction: compact.activated()

    // Where keyboard focus is, as Plasma's own panel applets show it.
    Rectangle {
        anchors.fill: parent
        visible: compact.activeFocus
        color: "transparent"
        border.color: Kirigami.Theme.highlightColor
        border.width: 1
        radius: 2
    }

    GridLayout {
        id: grid
        anchors.fill: parent
        flow: compact.vertical ? GridLayout.TopToBottom : GridLayout.LeftToRight
        rows: compact.vertical ? 2 : 1
        columns: compact.vertical ? 1 : 2
        rowSpacing: 0
        columnSpacing: Kirigami.Units.smallSpacing

        Kirigami.Icon {
            visible: !compact.viewModel.ok
            source: "weather-clear"
            Layout.preferredWidth: Kirigami.Units.iconSizes.small
            Layout.preferredHeight: Kirigami.Units.iconSizes.small
            Layout.alignment: Qt.AlignCenter
        }
        PlasmaComponents.Label {
            visible: compact.viewModel.ok && compact.vertical
            text: compact.view.icon
            Layout.alignment: Qt.AlignCenter
        }
        PlasmaComponents.Label {
            text: compact.vertical ? compact.view.short : compact.view.text
            visible: text !== ""
            elide: Text.ElideRight
            maximumLineCount: 1
            horizontalAlignment: compact.vertical ? Text.AlignHCenter : Text.AlignLeft
            font.bold: compact.view.days_until === 0
            Layout.fillWidth: compact.vertical
            Layout.alignment: Qt.AlignVCenter
        }
    }
}
