// A Quickshell config showing Solverv: a bar with the status line and, on a click, the large
// view. Run it as it is (`quickshell -p contrib/quickshell`) or copy SolvervSource.qml and
// SolvervView.qml into your shell (noctalia, DankMaterialShell…) and use them in your own bar.
// `qs -p contrib/quickshell ipc call solverv toggle` opens the view; `… text` and `… view` print
// what is shown.
import QtQuick
import Quickshell
import Quickshell.Io

ShellRoot {
    SolvervSource {
        id: solverv
    }

    PanelWindow {
        id: bar
        anchors { top: true; left: true; right: true }
        implicitHeight: 30
        color: "#1e1e2e"

        Text {
            id: status
            anchors.verticalCenter: parent.verticalCenter
            x: 12
            text: solverv.problem || solverv.text
            color: solverv.view ? solverv.view.colour : "#e8e8e8"
            font.pixelSize: 15
            textFormat: Text.PlainText
            MouseArea {
                anchors.fill: parent
                onClicked: popup.visible = !popup.visible
            }
        }
    }

    PopupWindow {
        id: popup
        anchor.window: bar
        anchor.rect.x: 8
        anchor.rect.y: bar.height + 4
        implicitWidth: largeView.implicitWidth + 32
        implicitHeight: largeView.implicitHeight + 32
        color: "#282838"
        visible: false

        SolvervView {
            id: largeView
            x: 16
            y: 16
            view: solverv.view
        }
    }

    IpcHandler {
        target: "solverv"
        function toggle(): void { popup.visible = !popup.visible; }
        function refresh(): void { solverv.refresh(); }
        function text(): string { return status.text; }
        function view(): string { return popup.visible ? largeView.lines.join("\n") : ""; }
    }
}
