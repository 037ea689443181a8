// The daemon's status line and large view, read over the session bus (io.github.solverv.Solverv1)
// with busctl: the `Text` property and `Render("view", "")` (the View as JSON, docs/view-schema.md).
// Quickshell has no general D-Bus client for QML, so Quickshell.Io's Process runs busctl, and a
// `gdbus monitor` of the daemon re-reads both whenever it emits PropertiesChanged (it emits only
// when something changed: no polling). Asking busctl also D-Bus-activates the daemon when it is
// installed with contrib/dbus or contrib/systemd.
import QtQuick
import Quickshell
import Quickshell.Io

Scope {
    id: source

    /// The status line ("❄️ Winter solstice in 11 days"), "" until the daemon answered.
    property string text: ""
    /// The large view (docs/view-schema.md), null until the daemon answered.
    property var view: null
    /// Why nothing is shown, "" while the daemon answers.
    property string problem: ""

    readonly property var busctl: ["busctl", "--user", "--json=short"]
    readonly property string name: "io.github.solverv.Solverv1"
    readonly property string path: "/io/github/solverv/Solverv1"

    function refresh() {
        textReader.running = true;
        viewReader.running = true;
    }

    Process {
        id: textReader
        command: source.busctl.concat(["get-property", source.name, source.path, source.name, "Text"])
        running: true
        stdout: StdioCollector {
            onStreamFinished: {
                try {
                    source.text = JSON.parse(this.text).data;
                    source.problem = "";
                } catch (error) {
                    source.problem = "The Solverv daemon does not answer on the session bus";
                }
            }
        }
    }

    Process {
        id: viewReader
        command: source.busctl.concat(["call", source.name, source.path, source.name, "Render", "ss", "view", ""])
        running: true
        stdout: StdioCollector {
            onStreamFinished: {
                try {
                    source.view = JSON.parse(JSON.parse(this.text).data[0]);
                } catch (error) {
                    source.view = null;
                }
            }
        }
    }

    // One line per signal of the daemon; re-read a moment after the last of a burst.
    Process {
        command: ["gdbus", "monitor", "--session", "--dest", source.name, "--object-path", source.path]
        running: true
        stdout: SplitParser {
            onRead: line => settle.restart()
        }
    }

    Timer {
        id: settle
        interval: 200
        onTriggered: source.refresh()
    }
}
