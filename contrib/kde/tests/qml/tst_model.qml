// model.js inside a real QML engine (the .pragma library file as the applet imports it), on
// Views the real CLI printed (tests/make-fixtures.sh).
import QtQuick
import QtTest

import "../../io.github.solverv.plasmoid/contents/code/model.js" as Model
import "helpers.js" as H

TestCase {
    name: "ModelInQml"

    function test_fromView() {
        const m = Model.fromView(H.fixture(Qt.resolvedUrl("."), "oslo-evening-nb"), "dbus");
        verify(m.ok);
        compare(m.view.text, "❄️ Vintersolverv om 29 dager");
        compare(m.view.sun.heading, "I morgen");
        compare(m.tooltipMain, "❄️ Vintersolverv om 29 dager");
    }

    function test_fromCliResult() {
        const m = Model.fromCliResult(0, H.fixtureText(Qt.resolvedUrl("."), "polar-night-tromso-nb"), "");
        verify(m.ok);
        compare(m.view.sun.rows[0].text, "mørketid");
        const missing = Model.fromCliResult(127, "", "");
        verify(!missing.ok);
        verify(missing.error.indexOf("not found") >= 0);
    }

    // Qt value types with a `value` member stand in for the D-Bus module's wrappers here.
    function test_unwrapQtValueTypes() {
        compare(Model.unwrap({ "value": 42 }), 42);
        const m = Model.fromView(H.wrapped(H.fixture(Qt.resolvedUrl("."), "sydney-june")), "dbus");
        verify(m.ok);
        compare(m.view.text, "❄️ Winter solstice in 11 days");
        compare(m.view.colour, "#2196F3");
    }
}
