import QtQuick

Rectangle {
    implicitHeight: 1
    implicitWidth: 1
    color: "#c0c0c0"
}
