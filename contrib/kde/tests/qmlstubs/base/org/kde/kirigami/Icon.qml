import QtQuick

Item {
    property var source
    property string fallback: "unknown"
    property color color: "transparent"
    property bool isMask: false
    property bool active: false
    implicitWidth: 22
    implicitHeight: 22
}
