/*
    The popup: the View laid out — the next event and its countdown, the progress from the
    previous event, the next events, the sun and the daylight, the message, the place, Refresh and Settings.
    Every word comes from the View; accents use the season's colour.
    SPDX-License-Identifier: MIT
*/
pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Layouts
import org.kde.kirigami as Kirigami
import org.kde.plasma.components as PlasmaComponents

Item {
    id: full

    /// A Model.model() object.
    required property var viewModel
    /// The D-Bus source while the view comes from it (for "Compare with…"), else null.
    property var dbusSource: null
    /// The gear's name before a view brings Solverv's word: Plasma's own "Configure…" text.
    property string settingsFallback: ""

    signal refreshRequested()
    /// The settings page (the applet's configuration dialog) is asked for.
    signal settingsRequested()

    readonly property var view: full.viewModel.view
    readonly property color accent: full.view.colour !== "" ? full.view.colour : Kirigami.Theme.highlightColor
    readonly property color dim: Kirigami.Theme.disabledTextColor

    /// The narrowest width that shows every event name whole: the event rows' natural width
    /// (names, dates, countdowns) plus the margins, and never under 16 grid units. Wrapped texts
    /// (date line, message, hint) do not count: they wrap instead.
    readonly property real neededWidth: Math.max(Kirigami.Units.gridUnit * 16,
        upcomingRows.implicitWidth + 2 * Kirigami.Units.largeSpacing)

    implicitWidth: Math.max(Kirigami.Units.gridUnit * 20, full.neededWidth)
    /// The height a popup asks for: every listed event (the `events` setting, 1-12), but never
    /// more than maximumHeight.
    implicitHeight: Math.min(full.maximumHeight, full.fullHeight)

    /// The height with every listed event. Exact when all are shown; rows left out are added
    /// back at the measured pitch.
    readonly property real fullHeight: full.followColumnBySignal ? full.measuredFullHeight
        : full.laidOutHeight + (Math.min(full.rowCount, full.rowLimit) - full.rowsShown) * full.rowPitch

    /// The height with a single event row: the least a fixed-size applet can be.
    readonly property real minimumHeight: full.fullHeight - Math.max(0, full.rowCount - 1) * full.rowPitch

    /// The most height the view may take whatever it is given: the Plasma 5 shell sets the
    /// screen's free height (less the popup's frame) in a panel's popup, where the
    /// popup would otherwise grow past the screen's top (8 events, compare lines, German).
    /// Plasma 6 keeps its popup on the screen itself: unset there.
    property real maximumHeight: Infinity

    /// The height of what is laid out now (the shown rows).
    readonly property real laidOutHeight: (full.followColumnBySignal ? full.columnHeight : column.implicitHeight) + 2 * Kirigami.Units.largeSpacing
    /// Set by the Plasma 5 shell: laidOutHeight follows the column through its change signal, not
    /// a binding. Qt 5's layouts work out their implicit height when it is read and announce the
    /// new value during that read, so a binding reading it is told its input changed while it
    /// runs — Qt 5 logs that as a binding loop. Plasma 6 (Qt 6) binds as before.
    property bool followColumnBySignal: false
    /// Under followColumnBySignal: the column's implicit height as last announced or read (a
    /// read is fresh), and fullHeight worked out from it in the same step, so that rows put
    /// back (recheck) never meet a column height without them: the popup would shrink between.
    property real columnHeight: 0
    property real measuredFullHeight: 0
    function measureColumn() {
        full.columnHeight = column.implicitHeight;
        full.measuredFullHeight = full.laidOutHeight + (Math.min(full.rowCount, full.rowLimit) - full.rowsShown) * full.rowPitch;
    }
    readonly property int rowCount: full.view.events.rows.length
    /// One event row plus the spacing, measured on a laid-out row (set by fitRows, not bound:
    /// a binding through the layout would loop).
    property real rowPitch: eventProbe.implicitHeight + upcomingRows.spacing
    /// The events shown: all in a popup (it gets implicitHeight); in a smaller fixed size — a
    /// new desktop applet, plasmoidviewer's 640x480 — or under maximumHeight the first ones
    /// that fit, at least one.
    property int rowsShown: Math.min(rowCount, rowLimit)
    /// The most rows shown: every listed one in a popup; main.qml sets 3 on the desktop, where
    /// the applet starts at the switch size (a user who wants more makes it bigger... or uses
    /// the panel's popup, which lists all).
    property int rowLimit: 12
    onRowLimitChanged: fitLater.restart()
    onMaximumHeightChanged: fitLater.restart()

    /// Drop the event rows that do not fit the height given (a fixed-size applet). The Plasma 5
    /// shell turns this off in the panel's popup: Plasma 5's popup follows a new implicitHeight a
    /// moment late, and rows dropped meanwhile would stay out of a popup that has room for them.
    /// maximumHeight does not wait for the popup: it holds whatever the popup's height.
    property bool fitToHeight: true

    function fitRows() {
        const first = upcomingRepeater.count > 0 ? upcomingRepeater.itemAt(0) : null;
        if (first !== null && first.implicitHeight > 0)
            full.rowPitch = first.implicitHeight + upcomingRows.spacing;
        if (full.followColumnBySignal)
            full.measureColumn();
        const listed = Math.min(full.rowCount, full.rowLimit);
        const room = Math.min(full.maximumHeight, full.fitToHeight && full.height > 0 ? full.height : Infinity);
        let shown = listed;
        if (full.fullHeight > room)
            shown = Math.max(Math.min(1, listed), listed - Math.ceil((full.fullHeight - room) / full.rowPitch));
        full.rowsShown = shown;
        if (isFinite(full.maximumHeight)) {
            if (shown < listed)
                recheck.restart();
            else
                full.recheckedAt = -1;
        }
    }
    /// The rowsShown that recheck last tried again (-1: none since all fitted).
    property int recheckedAt: -1

    // Under maximumHeight, rows dropped are tried once more after the layout settled: Qt 5's
    // layouts can keep a stale implicit height after a burst of changes (a new language, then the
    // compare lines asked again), or measure before the rows just dropped are gone, which kept
    // rows out that fit. Once per count: no flicker loop.
    Timer {
        id: recheck
        interval: 400
        onTriggered: {
            const listed = Math.min(full.rowCount, full.rowLimit);
            if (full.rowsShown < listed && full.recheckedAt !== full.rowsShown) {
                full.recheckedAt = full.rowsShown;
                full.rowsShown = listed;
                // fullHeight follows with the column's height that holds them (see measureColumn).
                if (full.followColumnBySignal)
                    full.measureColumn();
                fitLater.restart();
            }
        }
    }
    onHeightChanged: fitLater.restart()
    // Under a cap, compare lines, another language or a wrapped message change the rows that
    // fit. (Without one the popup's own height follows, and onHeightChanged fits.)
    onLaidOutHeightChanged: {
        if (isFinite(full.maximumHeight))
            fitLater.restart();
    }
    onRowCountChanged: fitLater.restart()
    Component.onCompleted: fitLater.restart()

    // After the layout has settled: fitRows reads it.
    Timer {
        id: fitLater
        interval: 0
        onTriggered: full.fitRows()
    }

    // One event row's height, measured once for rowPitch.
    PlasmaComponents.Label {
        id: eventProbe
        visible: false
        text: "❄️ X"
    }

    ColumnLayout {
        id: column
        anchors.fill: parent
        anchors.margins: Kirigami.Units.largeSpacing
        spacing: Kirigami.Units.smallSpacing
        onImplicitHeightChanged: {
            if (full.followColumnBySignal)
                full.measureColumn();
        }
        Component.onCompleted: {
            if (full.followColumnBySignal)
                full.measureColumn();
        }

        // No data yet, or an error: one message instead of the rest.
        PlasmaComponents.Label {
            visible: !full.viewModel.ok
            text: full.viewModel.error !== "" ? full.viewModel.error : "…"
            wrapMode: Text.Wrap
            horizontalAlignment: Text.AlignHCenter
            Layout.fillWidth: true
        }

        ColumnLayout {
            visible: full.viewModel.ok
            spacing: Kirigami.Units.smallSpacing
            Layout.fillWidth: true

            // The daemon's config file is broken: what follows is its last good settings'.
            PlasmaComponents.Label {
                visible: text !== ""
                text: full.view.config_problem || ""
                color: Kirigami.Theme.negativeTextColor
                wrapMode: Text.Wrap
                Layout.fillWidth: true
            }
            Kirigami.Heading {
                text: full.view.title
                level: 2
                elide: Text.ElideRight
                Layout.fillWidth: true
            }
            PlasmaComponents.Label {
                text: full.view.countdown
                color: full.accent
                font.bold: true
            }
            PlasmaComponents.Label {
                text: full.view.when + " · " + full.view.description
                color: full.dim
                wrapMode: Text.Wrap
                Layout.fillWidth: true
            }
            RowLayout {
                PlasmaComponents.ProgressBar {
                    value: full.view.progress // 0…1 from the previous event to the next
                    Layout.fillWidth: true
                }
                PlasmaComponents.Label {
                    text: full.view.progress_text
                    color: full.dim
                }
            }
            Kirigami.Separator {
                Layout.fillWidth: true
            }
            PlasmaComponents.Label {
                text: full.view.events.heading
                font.bold: true
            }
            // The next events. Their natural width sets the view's minimum (neededWidth).
            ColumnLayout {
                id: upcomingRows
                spacing: Kirigami.Units.smallSpacing
                Layout.fillWidth: true
                Repeater {
                    id: upcomingRepeater
                    onItemAdded: fitLater.restart()
                    model: full.view.events.rows.slice(0, full.rowsShown)
                    delegate: RowLayout {
                        id: event
                        required property var modelData
                        Layout.fillWidth: true
                        // The season's colour dot.
                        Rectangle {
                            implicitWidth: Kirigami.Units.smallSpacing * 2
                            implicitHeight: implicitWidth
                            radius: implicitWidth / 2
                            color: event.modelData.colour
                            Layout.alignment: Qt.AlignVCenter
                        }
                        PlasmaComponents.Label {
                            text: event.modelData.icon + " " + event.modelData.name
                            elide: Text.ElideRight
                            Layout.fillWidth: true
                        }
                        PlasmaComponents.Label {
                            text: event.modelData.date + " · " + event.modelData.countdown
                            color: event.modelData.colour
                        }
                    }
                }
            }
            Kirigami.Separator {
                Layout.fillWidth: true
            }
            Rows {
                section: full.view.sun
                Layout.fillWidth: true
            }
            Rows {
                section: full.view.daylight
                Layout.fillWidth: true
            }
            PlasmaComponents.Label {
                text: full.view.daylight.message
                wrapMode: Text.Wrap
                Layout.fillWidth: true
            }
            PlasmaComponents.Label {
                // The zone, and how its clock differs from this machine's when it does ("JST, +8 h").
                text: [full.view.place.name, full.view.place.zone, full.view.place.zone_marker].filter(Boolean).join(" · ")
                elide: Text.ElideRight
                Layout.fillWidth: true
            }
            PlasmaComponents.Label {
                visible: full.view.place.hint !== ""
                text: full.view.place.hint
                color: Kirigami.Theme.neutralTextColor
                font.italic: true
                wrapMode: Text.Wrap
                Layout.fillWidth: true
            }
        }

        // "Compare with…" on the Refresh button's row (no extra row); the answer under them.
        RowLayout {
            Layout.fillWidth: true
            PlasmaComponents.TextField {
                id: compareField
                objectName: "compareField"
                visible: full.viewModel.ok
                placeholderText: full.view.labels.compare_with || ""
                Layout.fillWidth: true
                onAccepted: compareBox.run(compareField.text)
            }
            PlasmaComponents.ToolButton {
                icon.name: "view-refresh"
                text: full.view.labels.refresh
                Layout.alignment: Qt.AlignRight
                onClicked: full.refreshRequested()
            }
            // Icon only: the row keeps room for the date field. The name is for screen readers.
            PlasmaComponents.ToolButton {
                objectName: "settingsButton"
                icon.name: "configure"
                text: full.view.labels.settings || full.settingsFallback
                display: PlasmaComponents.ToolButton.IconOnly
                Accessible.name: full.view.labels.settings || full.settingsFallback
                Layout.alignment: Qt.AlignRight
                onClicked: full.settingsRequested()
            }
        }
        CompareBox {
            id: compareBox
            view: full.view
            dbus: full.dbusSource
            Layout.fillWidth: true
        }
    }
}
