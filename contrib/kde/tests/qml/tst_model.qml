// model.js inside a real QML engine (the .pragma library file as the applet imports it), on
// Views the real CLI printed (tests/make-fixtures.sh).
import QtQuick
import QtTest

import "../../io.github.solverv.plasmoid/contents/code/model.js" as Model
import "helpers.js" as H

TestCase {
    name: "ModelInQml"

    function init() {
        Model.setLanguage("en");
    }

    // The applet's own sentences (words.js) in the language of the last View, then in the
    // language set: no English left in Finnish.
    function test_errorsInTheViewsLanguage() {
        verify(Model.fromView(H.fixture(Qt.resolvedUrl("."), "oslo-evening-nb"), "dbus").ok);
        compare(Model.fromView(null, "dbus").error, "Ingen data fra Solverv-tjenesten");
        compare(Model.fromCliResult(3, "", "").error, "solverv-status mislyktes (avslutningskode 3)");
        Model.setLanguage("fi");
        compare(Model.fromView({ "schema": 2 }, "dbus").error, "Näkymän skeemaa 2 ei tueta: tämä sovelma lukee skeemaa 1");
        compare(Model.fromCompareReply(null, "").error, "Solverv-palvelu ei vastannut");
        Model.setLanguage("xx");
        compare(Model.word("unknown_error"), "Tuntematon virhe", "an unknown language changes nothing");
    }

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
        compare(missing.error, "Fant ikke solverv-status: installer Solverv, eller start tjenesten",
                "after a Bokmål View, the applet's own sentence is Bokmål too");
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
