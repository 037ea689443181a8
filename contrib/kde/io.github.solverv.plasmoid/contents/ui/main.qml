/*
    Solverv for KDE Plasma 6: the next solstice/equinox countdown and the daylight change, laid
    out from the Solverv view (docs/view-schema.md). Two sources with the same small API:
    DBusSource.qml (the daemon's live View property; needs org.kde.plasma.workspace.dbus of
    Plasma 6.4+, loaded through a Loader that just reports an error on older releases) and
    CliSource.qml (`solverv-status --format view`, again at the view's valid_until), used when the
    D-Bus source cannot load or the service cannot be reached.
    SPDX-License-Identifier: MIT
*/
pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Layouts
import org.kde.plasma.plasmoid
import org.kde.plasma.core as PlasmaCore
import org.kde.kirigami as Kirigami

PlasmoidItem {
    id: root

    /// The D-Bus source, once it loaded (Plasma 6.4+), else null.
    readonly property var dbusSource: dbusLoader.status === Loader.Ready ? dbusLoader.item : null
    /// The D-Bus source delivers data now.
    readonly property bool dbusUsable: dbusSource !== null && dbusSource.available
    /// The D-Bus source has had its say: it cannot load, or its first read finished.
    readonly property bool dbusSettled: dbusLoader.status === Loader.Error || (dbusSource !== null && dbusSource.settled)
    /// What the views show: a Model.model() object.
    readonly property var viewModel: dbusUsable ? dbusSource.model : cli.model
    /// "dbus", "cli", or "" while the D-Bus source is still being asked.
    readonly property string backend: dbusUsable ? "dbus" : (cli.active ? "cli" : "")
    readonly property bool vertical: Plasmoid.formFactor === PlasmaCore.Types.Vertical
    /// On the desktop (or plasmoidviewer) the full view is the applet itself, which Plasma sizes
    /// to its content: it lists the next 3 events there, so it stays within the switch size. In
    /// a panel it is a popup listing every event of the `events` setting.
    readonly property bool onDesktop: Plasmoid.formFactor === PlasmaCore.Types.Planar

    function refresh() {
        if (root.dbusUsable) {
            root.dbusSource.refresh();
        } else {
            cli.refresh();
        }
    }

    // Below this size a desktop or panel applet shows the compact view. Plasma also makes a new
    // desktop applet exactly this big (plasmoidviewer too), so it is the full view's preferred
    // size, not a guess below it: with 16 x 14 grid units the view overflowed its background
    // and event names were cut ("Winter sols…"). The height holds a full view whose message and
    // date line take two lines each.
    switchWidth: Kirigami.Units.gridUnit * 20
    switchHeight: Kirigami.Units.gridUnit * 24
    toolTipMainText: root.viewModel.tooltipMain
    toolTipSubText: root.viewModel.tooltipSub
    toolTipTextFormat: Text.PlainText

    // Opening the popup re-reads when the data comes from the CLI (D-Bus data is live).
    onExpandedChanged: {
        if (root.expanded && !root.dbusUsable && cli.active) {
            cli.refreshIfStale();
        }
    }

    Loader {
        id: dbusLoader
        source: "DBusSource.qml"
        onStatusChanged: {
            if (dbusLoader.status === Loader.Error) {
                console.info("Solverv: D-Bus source unavailable (needs Plasma 6.4+); using solverv-status");
            }
        }
    }

    CliSource {
        id: cli
        active: root.dbusSettled && !root.dbusUsable
    }

    compactRepresentation: CompactView {
        viewModel: root.viewModel
        vertical: root.vertical
        onActivated: root.expanded = !root.expanded
    }

    fullRepresentation: FullView {
        viewModel: root.viewModel
        dbusSource: root.dbusUsable ? root.dbusSource : null
        // Plasma's translated "Configure Solverv…", without its mnemonic marker.
        settingsFallback: Plasmoid.internalAction("configure") ? Plasmoid.internalAction("configure").text.replace("&", "") : "Settings"
        // At least wide enough for whole event names (FullView.neededWidth), 20 grid units
        // where that is more; as tall as the content, and at least tall enough for one event
        // row (a fixed-size applet shows the rows that fit).
        Layout.minimumWidth: neededWidth
        Layout.preferredWidth: implicitWidth
        Layout.minimumHeight: minimumHeight
        Layout.preferredHeight: implicitHeight
        rowLimit: root.onDesktop ? 3 : 12
        onRefreshRequested: root.refresh()
        onSettingsRequested: Plasmoid.internalAction("configure").trigger()
    }

    // The settings page raises this after each write to config.toml: the CLI source has no
    // signal to follow, so the view is read again at once (the D-Bus source is live anyway).
    Connections {
        target: Plasmoid.configuration
        function onSettingsRevisionChanged() {
            root.refresh();
        }
    }
}
