import QtQuick
import QtQuick.Controls as QQC2

// Really a Kirigami.ScrollablePage: the page's content goes in as its default children.
QQC2.Page {}
