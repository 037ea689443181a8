/*
    The applet's configuration dialog (Plasma 5): one page, the shared ConfigGeneral.qml.
    SPDX-License-Identifier: MIT
*/
import QtQuick 2.15
import org.kde.plasma.configuration 2.0

ConfigModel {
    ConfigCategory {
        name: "General"
        icon: "weather-clear"
        source: "ConfigGeneral.qml"
    }
}
