/*
    Solverv for KDE Plasma 5.27: the shell around the Plasma 6 applet's model and views. Only
    this file, Executable.qml and config/config.qml are Plasma 5's own; everything else in the
    package is the Plasma 6 applet's code, its imports given Qt 5 versions by
    Scripts/package/plasmoid5.py. Plasma 5 has no QML module for D-Bus calls, so the data comes
    from `solverv-status --format view` (CliSource.qml), as on Plasma 6.0-6.3.
    SPDX-License-Identifier: MIT
*/
import QtQuick 2.15
import QtQuick.Layouts 1.15
import QtQuick.Window 2.15
import org.kde.plasma.plasmoid 2.0
import org.kde.plasma.core 2.0 as PlasmaCore
import org.kde.kirigami 2.20 as Kirigami

Item {
    id: root

    /// What the views show: a Model.model() object.
    readonly property var viewModel: cli.model
    readonly property bool vertical: Plasmoid.formFactor === PlasmaCore.Types.Vertical
    /// On the desktop (or plasmoidviewer) the full view is the applet itself: the next 3 events,
    /// as in Plasma 6 (main.qml there); in a panel's popup every event of the `events` setting.
    readonly property bool onDesktop: Plasmoid.formFactor === PlasmaCore.Types.Planar

    /// The most a popup's content may be: the screen's height free of panels less the popup
    /// frame's margins (all four borders: the one at the panel is drawn only sometimes).
    /// Unknown (0) on a screen Plasma has not placed yet: no limit then.
    readonly property real popupRoom: Plasmoid.availableScreenRect.height > 0
        ? Plasmoid.availableScreenRect.height - popupFrame.margins.top - popupFrame.margins.bottom
        : Infinity

    function refresh() {
        cli.refresh();
    }

    // In a panel the same switch size as the Plasma 6 applet (the full view's preferred size).
    // Plasma 6 makes a new desktop applet exactly that big; Plasma 5 gives it less (its
    // container's frame comes off: plasmoidviewer 5.27 shows it 404x452), so the desktop would
    // show the compact view. There the switch size is unset (Plasma 5 then follows
    // preferredRepresentation) and the full view lists the events that fit.
    Plasmoid.switchWidth: root.onDesktop ? 0 : Kirigami.Units.gridUnit * 20
    Plasmoid.switchHeight: root.onDesktop ? 0 : Kirigami.Units.gridUnit * 24
    Plasmoid.preferredRepresentation: root.onDesktop ? Plasmoid.fullRepresentation : Plasmoid.compactRepresentation
    Plasmoid.toolTipMainText: root.viewModel.tooltipMain
    Plasmoid.toolTipSubText: root.viewModel.tooltipSub
    Plasmoid.toolTipTextFormat: Text.PlainText

    // The popup's frame (Plasma 5 draws it around the full view), for its margins.
    PlasmaCore.FrameSvgItem {
        id: popupFrame
        imagePath: "dialogs/background"
        visible: false
    }

    CliSource {
        id: cli
        active: true
    }

    Plasmoid.compactRepresentation: CompactView {
        viewModel: root.viewModel
        vertical: root.vertical
        onActivated: plasmoid.expanded = !plasmoid.expanded
    }

    Plasmoid.fullRepresentation: FullView {
        id: fullView
        viewModel: root.viewModel
        // Plasma's translated "Configure Solverv…", without its mnemonic marker.
        settingsFallback: plasmoid.action("configure") ? plasmoid.action("configure").text.replace("&", "") : "Settings"
        Layout.minimumWidth: neededWidth
        Layout.preferredWidth: implicitWidth
        // Within maximumHeight even while the layout settles: a moment's taller minimum (a new
        // language's labels) made Plasma 5's popup the screen's height, and it stayed so.
        Layout.minimumHeight: Math.min(minimumHeight, maximumHeight)
        Layout.preferredHeight: implicitHeight
        Layout.maximumHeight: maximumHeight
        rowLimit: root.onDesktop ? 3 : 12
        // Qt 5's layouts: a binding on the column's height logs a loop (see FullView).
        followColumnBySignal: true
        fitToHeight: root.onDesktop
        // Plasma 5 lets its popup grow past the screen's top (8 events, compare lines and
        // German are taller than a 1280x800 screen): the view drops the last events instead.
        maximumHeight: root.onDesktop ? Infinity : root.popupRoom
        onRefreshRequested: root.refresh()
        onSettingsRequested: plasmoid.action("configure").trigger()

        // Without a compositor Plasma 5's popup clips its window to the shape of its frame,
        // which it takes while resizing, before the frame is drawn at the new size: a popup that
        // grew (compare lines, a longer language) kept the shorter shape, its lower part — the
        // Refresh row — neither drawn nor clickable. The popup takes the shape again when it
        // moves: once the frame is drawn, a pixel to the side and back.
        Connections {
            target: fullView
            function onHeightChanged() {
                if (!root.onDesktop)
                    shapeLater.restart();
            }
            function onWidthChanged() {
                if (!root.onDesktop)
                    shapeLater.restart();
            }
        }
        Timer {
            id: shapeLater
            interval: 250
            onTriggered: {
                const popup = fullView.Window.window;
                if (popup && popup.visible) {
                    popup.x = popup.x + 1;
                    shapeBack.start();
                }
            }
        }
        // The way back in a later turn: moves in one turn become one, which is none.
        Timer {
            id: shapeBack
            interval: 50
            onTriggered: {
                const popup = fullView.Window.window;
                if (popup)
                    popup.x = popup.x - 1;
            }
        }
    }

    Connections {
        target: plasmoid
        // Opening the popup re-reads stale data.
        function onExpandedChanged() {
            if (plasmoid.expanded) {
                cli.refreshIfStale();
            }
        }
    }

    // The settings page raises this after each write to config.toml: the view is read again.
    Connections {
        target: plasmoid.configuration
        function onSettingsRevisionChanged() {
            root.refresh();
        }
    }
}
