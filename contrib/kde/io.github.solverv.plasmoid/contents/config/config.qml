/*
    The applet's configuration dialog: one page, ConfigGeneral.qml (Solverv's own settings,
    which live in config.toml, not in Plasma's config).
    SPDX-License-Identifier: MIT
*/
import QtQuick
import org.kde.plasma.configuration

ConfigModel {
    ConfigCategory {
        name: "General"
        icon: "weather-clear"
        source: "ConfigGeneral.qml"
    }
}
