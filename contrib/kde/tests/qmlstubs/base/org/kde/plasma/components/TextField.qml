import QtQuick
import QtQuick.Controls as QQC2

QQC2.TextField {}
