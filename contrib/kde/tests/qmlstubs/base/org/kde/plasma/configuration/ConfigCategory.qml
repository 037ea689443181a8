import QtQml

QtObject {
    property string name
    property string icon
    property string source
    property string pluginName
    property bool visible: true
}
