import QtQuick

// PlasmaQuick::PlasmoidItem (→ AppletQuickItem → QQuickItem): the properties the applet uses.
Item {
    property Component compactRepresentation
    property Component fullRepresentation
    property Component preferredRepresentation
    property bool expanded: false
    property bool activationTogglesExpanded: true
    property bool hideOnWindowDeactivate: true
    property int switchWidth: 0
    property int switchHeight: 0
    property string toolTipMainText
    property string toolTipSubText
    property int toolTipTextFormat: Text.AutoText
    readonly property QtObject plasmoid: null
}
