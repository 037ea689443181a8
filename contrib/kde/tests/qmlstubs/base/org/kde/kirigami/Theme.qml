pragma Singleton
import QtQml
import QtQuick

// Really an attached object (Kirigami::PlatformTheme); read-only use lints the same.
QtObject {
    readonly property color textColor: "#232629"
    readonly property color disabledTextColor: "#707d8a"
    readonly property color highlightColor: "#3daee9"
    readonly property color neutralTextColor: "#b06d00"
    readonly property color positiveTextColor: "#27ae60"
    readonly property color negativeTextColor: "#da4453"
    readonly property color backgroundColor: "#eff0f1"
    readonly property font defaultFont: Qt.font({ family: "DejaVu Sans", pointSize: 10 })
    readonly property font smallFont: Qt.font({ family: "DejaVu Sans", pointSize: 8 })
}
