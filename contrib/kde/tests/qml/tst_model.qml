// model.js inside a real QML engine (the .pragma library file as the applet imports it).
import QtQuick
import QtTest

import "../../io.github.solverv.plasmoid/contents/code/model.js" as Model
import "helpers.js" as H

TestCase {
    name: "ModelInQml"

    function test_fromJson() {
        const m = Model.fromJson(H.fixture(Qt.resolvedUrl("."), "default-greenwich"), Date.now());
        verify(m.ok);
        compare(m.headline, "Winter solstice in 29 days");
        compare(m.dayLength, "8h 33m");
        compare(m.deltaToday, "-3 min");
        compare(m.sunrise, "07:31");
        compare(m.upcoming.length, 3);
        compare(m.upcoming[1].date, "Mar 20, 2027");
    }

    function test_fromCliResult() {
        const text = H.fixtureText(Qt.resolvedUrl("."), "polar-night-tromso");
        const m = Model.fromCliResult(0, text, "", Date.now());
        verify(m.ok);
        compare(m.polarText, "Polar night: the sun does not rise");
        const missing = Model.fromCliResult(127, "", "", Date.now());
        verify(!missing.ok);
        verify(missing.error.indexOf("not found") >= 0);
    }

    // Qt value types with a `value` member stand in for the D-Bus module's wrappers here.
    function test_unwrapQtValueTypes() {
        compare(Model.unwrap({ "value": 42 }), 42);
        const props = H.propertiesOf(H.fixture(Qt.resolvedUrl("."), "sydney-june"));
        const m = Model.fromProperties(props, null, Date.parse("2026-06-10T08:00:00+10:00"));
        verify(m.ok);
        compare(m.headline, "Winter solstice in 11 days");
        compare(m.seasonColour, "#2196F3");
    }
}
