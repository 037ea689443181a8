import QtQuick
import QtQuick.Controls as QQC2

QQC2.Label {
    property int level: 1
    font.pointSize: 12 + (5 - level)
}
