/*
    The popup: the next event and its countdown, a progress bar from the previous event, the next
    three events, the sun times, day length and its changes, the place, and a refresh button.
    Accents (icon ring, progress fill, countdown) use the season's colour.
    SPDX-License-Identifier: MIT
*/
pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Layouts
import org.kde.kirigami as Kirigami
import org.kde.plasma.components as PlasmaComponents

Item {
    id: full

    /// A Model.build() object.
    required property var viewModel
    /// "dbus", "cli" or "": where the data comes from (shown small in the footer).
    property string backend: ""

    signal refreshRequested()

    readonly property color accent: full.viewModel.seasonColour !== "" ? full.viewModel.seasonColour : Kirigami.Theme.highlightColor
    readonly property color dim: Kirigami.Theme.disabledTextColor

    /// The narrowest width that shows every event name whole: the event rows' natural width
    /// (names, dates, countdowns) plus the margins, and never under 16 grid units. Wrapped texts
    /// (date line, message, hint) do not count: they wrap instead.
    readonly property real neededWidth: Math.max(Kirigami.Units.gridUnit * 16,
        Math.max(upcomingRows.implicitWidth, headerRow.implicitWidth) + 2 * Kirigami.Units.largeSpacing)

    implicitWidth: Math.max(Kirigami.Units.gridUnit * 20, full.neededWidth)
    implicitHeight: column.implicitHeight + 2 * Kirigami.Units.largeSpacing

    ColumnLayout {
        id: column
        anchors.fill: parent
        anchors.margins: Kirigami.Units.largeSpacing
        spacing: Kirigami.Units.smallSpacing

        // No data yet, or an error: one message instead of the rest.
        PlasmaComponents.Label {
            visible: !full.viewModel.ok
            text: full.viewModel.error !== "" ? full.viewModel.error : "Asking Solverv…"
            wrapMode: Text.Wrap
            horizontalAlignment: Text.AlignHCenter
            Layout.fillWidth: true
            Layout.topMargin: Kirigami.Units.largeSpacing
            Layout.bottomMargin: Kirigami.Units.largeSpacing
        }

        // The event and its countdown.
        RowLayout {
            id: headerRow
            visible: full.viewModel.ok
            spacing: Kirigami.Units.largeSpacing
            Layout.fillWidth: true

            Rectangle {
                implicitWidth: Kirigami.Units.gridUnit * 2.5
                implicitHeight: implicitWidth
                radius: width / 2
                color: "transparent"
                border.color: full.accent
                border.width: 2
                PlasmaComponents.Label {
                    anchors.centerIn: parent
                    text: full.viewModel.seasonIcon
                    font.pixelSize: Kirigami.Units.gridUnit * 1.2
                }
            }

            ColumnLayout {
                spacing: 0
                Layout.fillWidth: true
                Kirigami.Heading {
                    text: full.viewModel.eventName
                    level: 2
                    elide: Text.ElideRight
                    Layout.fillWidth: true
                }
                PlasmaComponents.Label {
                    text: full.viewModel.countdown
                    color: full.accent
                    font.bold: true
                }
            }
        }

        PlasmaComponents.Label {
            visible: full.viewModel.ok
            text: full.viewModel.eventDate + (full.viewModel.eventTime !== "" ? " " + full.viewModel.eventTime : "")
                  + (full.viewModel.eventDescription !== "" ? " · " + full.viewModel.eventDescription : "")
            color: full.dim
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }

        // Progress from the previous event to the next.
        RowLayout {
            visible: full.viewModel.ok
            spacing: Kirigami.Units.smallSpacing
            Layout.fillWidth: true
            Rectangle {
                id: track
                Accessible.role: Accessible.ProgressBar
                Accessible.name: "Progress to " + full.viewModel.eventName + ": " + full.viewModel.progressText
                implicitHeight: Kirigami.Units.smallSpacing * 2
                radius: height / 2
                color: Qt.rgba(full.dim.r, full.dim.g, full.dim.b, 0.25)
                Layout.fillWidth: true
                Rectangle {
                    width: track.width * full.viewModel.progress
                    height: parent.height
                    radius: parent.radius
                    color: full.accent
                }
            }
            PlasmaComponents.Label {
                text: full.viewModel.progressText
                color: full.dim
            }
        }

        Kirigami.Separator {
            visible: full.viewModel.ok && full.viewModel.upcoming.length > 0
            Layout.fillWidth: true
            Layout.topMargin: Kirigami.Units.smallSpacing
        }

        // The next three events. Their natural width sets the view's minimum (neededWidth).
        ColumnLayout {
            id: upcomingRows
            visible: full.viewModel.ok && full.viewModel.upcoming.length > 0
            spacing: Kirigami.Units.smallSpacing
            Layout.fillWidth: true

            Repeater {
                model: full.viewModel.ok ? full.viewModel.upcoming : []
                delegate: RowLayout {
                    id: eventRow
                    required property var modelData
                    spacing: Kirigami.Units.smallSpacing
                    Layout.fillWidth: true
                    PlasmaComponents.Label {
                        text: eventRow.modelData.icon
                    }
                    PlasmaComponents.Label {
                        text: eventRow.modelData.name
                        elide: Text.ElideRight
                        Layout.fillWidth: true
                    }
                    PlasmaComponents.Label {
                        text: eventRow.modelData.date
                        color: full.dim
                    }
                    PlasmaComponents.Label {
                        text: eventRow.modelData.countdown
                        horizontalAlignment: Text.AlignRight
                        Layout.minimumWidth: Kirigami.Units.gridUnit * 5
                    }
                }
            }
        }

        Kirigami.Separator {
            visible: full.viewModel.ok
            Layout.fillWidth: true
            Layout.topMargin: Kirigami.Units.smallSpacing
        }

        // Sun and daylight.
        GridLayout {
            visible: full.viewModel.ok
            columns: 2
            columnSpacing: Kirigami.Units.largeSpacing
            rowSpacing: 0
            Layout.fillWidth: true

            PlasmaComponents.Label {
                text: full.viewModel.sunDayLabel
                font.bold: true
                Layout.columnSpan: 2
            }
            PlasmaComponents.Label {
                visible: full.viewModel.polarText !== ""
                text: full.viewModel.polarText
                wrapMode: Text.Wrap
                Layout.columnSpan: 2
                Layout.fillWidth: true
            }
            PlasmaComponents.Label {
                visible: full.viewModel.polarText === ""
                text: "↑ Sunrise"
                color: full.dim
            }
            PlasmaComponents.Label {
                visible: full.viewModel.polarText === ""
                text: full.viewModel.sunrise
            }
            PlasmaComponents.Label {
                visible: full.viewModel.polarText === ""
                text: "↓ Sunset"
                color: full.dim
            }
            PlasmaComponents.Label {
                visible: full.viewModel.polarText === ""
                text: full.viewModel.sunset
            }
            PlasmaComponents.Label {
                text: "Day length"
                color: full.dim
            }
            PlasmaComponents.Label {
                text: full.viewModel.dayLength
            }
            PlasmaComponents.Label {
                text: "Since yesterday"
                color: full.dim
            }
            PlasmaComponents.Label {
                text: full.viewModel.deltaToday
                color: full.viewModel.gaining ? full.accent : Kirigami.Theme.textColor
            }
            PlasmaComponents.Label {
                visible: full.viewModel.solsticeDate !== ""
                text: "Since " + full.viewModel.solsticeDate
                color: full.dim
            }
            PlasmaComponents.Label {
                visible: full.viewModel.solsticeDate !== ""
                text: full.viewModel.deltaSinceSolstice
            }
        }

        PlasmaComponents.Label {
            visible: full.viewModel.ok && full.viewModel.message !== ""
            text: full.viewModel.message
            wrapMode: Text.Wrap
            Layout.fillWidth: true
            Layout.topMargin: Kirigami.Units.smallSpacing
        }

        Kirigami.Separator {
            visible: full.viewModel.ok
            Layout.fillWidth: true
            Layout.topMargin: Kirigami.Units.smallSpacing
        }

        // The place, and a hint when nobody chose it.
        PlasmaComponents.Label {
            visible: full.viewModel.ok
            text: "📍 " + full.viewModel.place
                  + (full.viewModel.coordinates !== "" ? " · " + full.viewModel.coordinates : "")
                  + (full.viewModel.timeZone !== "" ? " · " + full.viewModel.timeZone : "")
            elide: Text.ElideRight
            Layout.fillWidth: true
        }
        PlasmaComponents.Label {
            visible: full.viewModel.ok && full.viewModel.isDefaultLocation
            text: full.viewModel.locationHint
            color: Kirigami.Theme.neutralTextColor
            font.italic: true
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }

        // Footer: where the data comes from, and refresh.
        RowLayout {
            Layout.fillWidth: true
            Layout.topMargin: Kirigami.Units.smallSpacing
            PlasmaComponents.Label {
                text: full.backend === "dbus" ? "Live from the Solverv service"
                      : full.backend === "cli" ? "From solverv-status" : ""
                color: full.dim
                font: Kirigami.Theme.smallFont
                Layout.fillWidth: true
            }
            PlasmaComponents.ToolButton {
                icon.name: "view-refresh"
                text: "Refresh"
                onClicked: full.refreshRequested()
            }
        }
    }
}
