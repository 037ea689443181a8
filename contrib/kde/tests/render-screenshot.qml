// Not a test: renders the popup (FullView.qml) and the panel view (CompactView.qml) from a sample
// snapshot with the stub Plasma modules, and saves solverv-mock.png in the working directory.
// Run by make-screenshot.sh.
// The result is a mock: Qt's default control style and stub theme colours, not Plasma's.
import QtQuick
import QtTest

import "../io.github.solverv.plasmoid/contents/code/model.js" as Model
import "qml/helpers.js" as H

TestCase {
    id: testCase
    name: "RenderScreenshot"
    width: 460
    height: 760
    visible: true
    when: windowShown

    Rectangle {
        id: canvas
        color: "#eff0f1"
        width: 420
        height: column.implicitHeight + 40
        Column {
            id: column
            x: 20
            y: 20
            spacing: 16
            Rectangle {
                id: panel
                color: "#31363b"
                width: 380
                height: 36
                radius: 4
            }
            Rectangle {
                id: popup
                color: "#fcfcfc"
                border.color: "#bdc3c7"
                radius: 6
                width: 380
                height: 10
            }
        }
    }

    function test_render() {
        // Saved in the working directory (qmltestrunner takes no free arguments).
        const path = "solverv-mock.png";
        const model = Model.fromJson(H.fixture(Qt.resolvedUrl("qml/"), "default-greenwich"), Date.now());
        verify(model.ok);

        const compactComponent = Qt.createComponent(Qt.resolvedUrl("../io.github.solverv.plasmoid/contents/ui/CompactView.qml"));
        compare(compactComponent.status, Component.Ready, compactComponent.errorString());
        const compact = compactComponent.createObject(panel, { "viewModel": model, "height": 36, "x": 12 });
        compact.width = 240;
        for (const label of H.textItems(compact)) {
            label.color = "#fcfcfc";
        }

        const fullComponent = Qt.createComponent(Qt.resolvedUrl("../io.github.solverv.plasmoid/contents/ui/FullView.qml"));
        compare(fullComponent.status, Component.Ready, fullComponent.errorString());
        const full = fullComponent.createObject(popup, { "viewModel": model, "backend": "dbus", "width": 380 });
        popup.height = Qt.binding(() => full.implicitHeight);
        full.height = Qt.binding(() => full.implicitHeight);
        wait(200);
        const image = grabImage(canvas);
        image.save(path); // returns nothing; make-screenshot.sh checks the file
    }
}
