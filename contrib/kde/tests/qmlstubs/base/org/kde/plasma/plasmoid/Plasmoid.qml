pragma Singleton
import QtQml
import SolvervTestStubs

// Really an attached object (Plasma::Applet); a singleton reads the same in expressions such as
// `Plasmoid.formFactor`. Attached *bindings* (`Plasmoid.icon: …`) would not lint against this.
QtObject {
    property int formFactor: 2 // PlasmaCore.Types.Horizontal
    property int location: 0
    property string title: "Solverv"
    property string icon: "weather-clear"
    property bool busy: false
    /// The applet's KConfigXT entries (contents/config/main.xml).
    property PlasmoidConfiguration configuration: PlasmoidConfiguration {}

    /// Plasma::Applet::internalAction(name): a QAction (text as Plasma's, with its mnemonic
    /// marker); trigger() is recorded in the Registry.
    function internalAction(name) {
        return {
            text: name === "configure" ? "&Configure Solverv…" : name,
            trigger: () => Registry.triggeredActions = Registry.triggeredActions.concat([name])
        };
    }
}
