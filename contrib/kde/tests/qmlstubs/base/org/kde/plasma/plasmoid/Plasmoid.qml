pragma Singleton
import QtQml

// Really an attached object (Plasma::Applet); a singleton reads the same in expressions such as
// `Plasmoid.formFactor`. Attached *bindings* (`Plasmoid.icon: …`) would not lint against this.
QtObject {
    property int formFactor: 2 // PlasmaCore.Types.Horizontal
    property int location: 0
    property string title: "Solverv"
    property string icon: "weather-clear"
    property bool busy: false
}
