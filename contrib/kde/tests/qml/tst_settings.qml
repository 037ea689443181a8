// ConfigGeneral.qml (the settings page) and its SettingsClient against the plasma5support stub:
// the commands it runs, what it shows from their answers, the at-least-one rule, refusals, and
// the revision that makes the applet re-read its view. The answers are what the real
// solverv-status prints (settings.js's node tests run the real binary for the same commands).
import QtQuick
import QtTest
import org.kde.plasma.plasmoid
import SolvervTestStubs

import "helpers.js" as H

TestCase {
    id: testCase
    name: "SettingsPage"
    width: 520
    height: 760
    visible: true
    when: windowShown

    property var page: null

    readonly property string settingsText: "language = auto\nclock = auto\ndate_order = auto\nhemisphere = auto\n"
        + "events = 5\nlocation.city = Oslo\nlocation.auto = false\nnotifications.enabled = true\n"
        + "notifications.at = sunrise\nnotifications.daily_change = true\nnotifications.since_solstice = false\n"
        + "notifications.summer_mode = false\nnotifications.sad = false\n"

    /// `config get`'s [theme] lines from a Solverv that has them (issue 21).
    readonly property string themeText: "theme.enabled = true\ntheme.switch = sun\ntheme.elevation = 0\n"
        + "theme.morning_offset = 0\ntheme.evening_offset = -30\ntheme.morning_not_before = 07:00\n"
        + "theme.morning_not_after = \ntheme.evening_not_before = \ntheme.evening_not_after = 22:00\n"

    readonly property string wordsText: "language_code = de\nplace = Ort\nshowing = Angezeigt\nsearch_city = Stadt suchen\ntime_pattern = HH:MM\n"
        + "language = Sprache\nautomatic = Automatisch\nuse_location = Meinen Standort verwenden\n"
        + "at_sunrise = Bei Sonnenaufgang\nat_time = Zu einer Uhrzeit\nat_sunset = Bei Sonnenuntergang\n"
        + "no_limit = Keine Grenze\ntheme = Hell und dunkel\n"
        + "quote_open = „\nquote_close = “\ndaily_change = Änderung seit gestern\ndaily_change_example = +2 Min. heute\n"

    function init() {
        failOnWarning(/Unable to assign|TypeError|ReferenceError|is not a function|Cannot read|Binding loop/);
        Registry.reset();
        const component = Qt.createComponent(Qt.resolvedUrl("../../io.github.solverv.plasmoid/contents/ui/ConfigGeneral.qml"));
        compare(component.status, Component.Ready, component.errorString());
        testCase.page = component.createObject(testCase, { "width": 520, "height": 760 });
        verify(testCase.page !== null);
    }

    function cleanup() {
        testCase.page.destroy();
        testCase.page = null;
    }

    function engine() {
        compare(Registry.dataSources.length, 1);
        return Registry.dataSources[0];
    }

    /// The one command running now, which must contain PART.
    function running(part) {
        const ds = engine();
        compare(ds.connectedSources.length, 1, "one command: " + JSON.stringify(ds.connectedSources));
        const command = ds.connectedSources[0];
        verify(command.indexOf(part) >= 0, command);
        return command;
    }

    function answer(command, exitCode, stdout, stderr) {
        engine().newData(command, { "exit code": exitCode, "exit status": 0, "stdout": stdout, "stderr": stderr });
    }

    /// The page's first three commands, the words, the schema and the settings, answered (the
    /// schema as the real `config schema` printed it in German: fixtures/schema-de.json).
    function loaded(settingsText, schemaText) {
        const ds = engine();
        compare(ds.connectedSources.length, 3, JSON.stringify(ds.connectedSources));
        verify(ds.connectedSources[0].indexOf("solverv-status config words") >= 0, ds.connectedSources[0]);
        verify(ds.connectedSources[1].indexOf("solverv-status config schema") >= 0, ds.connectedSources[1]);
        verify(ds.connectedSources[2].indexOf("solverv-status config get") >= 0, ds.connectedSources[2]);
        const words = ds.connectedSources[0];
        const schema = ds.connectedSources[1];
        answer(ds.connectedSources[2], 0, settingsText ?? testCase.settingsText, "");
        answer(words, 0, testCase.wordsText, "");
        verify(!page.ready, "the page waits for the schema");
        answer(schema, 0, schemaText ?? H.fixtureText(Qt.resolvedUrl("."), "schema-de"), "");
        verify(page.ready);
    }

    /// Settings no Solverv has, one of each kind with a plain control, placed by the schema only
    /// (two in a section it does not list): the page must build their controls with no change of
    /// its own, worded by the words they name, with their choices and range, and write them.
    function test_aNewSettingInTheSchemaGetsItsControl() {
        const schema = JSON.parse(H.fixtureText(Qt.resolvedUrl("."), "schema-de"));
        schema.settings.push(
            { key: "display.new_switch", type: "boolean", "default": false, group: "display", title: "theme",
              hint: "no_limit" },
            { key: "display.new_number", type: "integer", "default": 2, min: -3, max: 3, group: "display",
              title: "language", needs: "display.new_switch" },
            { key: "extra.new_choice", type: "choice", "default": "b", group: "extra", title: "place",
              choices: [{ value: "a", label: "Wahl A" }, { value: "b" }] },
            { key: "extra.new_time", type: "time", "default": "", group: "extra", title: "showing" },
            { key: "extra.new_kind", type: "colour", "default": "red", group: "extra", title: "place" });
        loaded(testCase.settingsText + "display.new_switch = false\ndisplay.new_number = 2\nextra.new_choice = b\n"
            + "extra.new_time = \nextra.new_kind = red\n", JSON.stringify(schema));
        const toggle = findChild(page, "display.new_switch");
        verify(toggle !== null, "the new switch has a control");
        compare(toggle.text, "Hell und dunkel");
        compare(toggle.checked, false);
        verify(toggle.visible);
        const number = findChild(page, "display.new_number");
        compare(number.from, -3);
        compare(number.to, 3);
        compare(number.value, 2);
        compare(number.enabled, false, "greyed while the switch it needs is off");
        const choice = findChild(page, "extra.new_choice");
        compare(choice.model.length, 2);
        compare(choice.model[0], "Wahl A");
        compare(choice.model[1], "b", "the value where the schema has no label");
        compare(choice.currentIndex, 1);
        compare(findChild(page, "extra.new_time").placeholderText, "Keine Grenze");
        compare(findChild(page, "extra.new_kind"), null, "a kind the page has no control for is left out");
        const cells = page.cells.filter(c => c.key.indexOf("extra.") === 0 || c.key.indexOf("display.new") === 0);
        verify(cells.some(c => c.cell === "label" && c.key === "display.new_number" && c.word === "language"), JSON.stringify(cells));
        compare(page.cells.filter(c => c.cell === "heading").length, 7, "the six sections and the one the schema does not list");
        toggle.toggle();
        toggle.toggled();
        answer(running("config set 'display.new_switch' 'true'"), 0, "", "");
        answer(running("solverv-status config get"), 0, testCase.settingsText + "display.new_switch = true\n"
            + "display.new_number = 2\nextra.new_choice = b\nextra.new_time = \nextra.new_kind = red\n", "");
        compare(number.enabled, true, "usable once the switch is on");
        choice.activated(0);
        answer(running("config set 'extra.new_choice' 'a'"), 0, "", "");
    }

    function test_readsTheSettingsInEffect() {
        verify(!page.ready);
        loaded();
        // The words of `config words`, in the config's language.
        compare(findChild(page, "location.city").placeholderText, "Stadt suchen");
        compare(findChild(page, "notifications.at.time").placeholderText, "HH:MM");
        // The lists and the range of `config schema`, in the config's language.
        compare(findChild(page, "language").model[0], "Automatisch");
        compare(findChild(page, "language").model[6], "Deutsch");
        compare(findChild(page, "language").currentIndex, 0);
        compare(findChild(page, "clock").model[1], "24-Stunden-Format (17:05)");
        compare(findChild(page, "notifications.at").model.length, 3);
        compare(findChild(page, "notifications.at").currentIndex, 0);
        compare(findChild(page, "events").value, 5);
        compare(findChild(page, "events").from, 1);
        compare(findChild(page, "events").to, 12);
        compare(findChild(page, "notifications.daily_change").checked, true);
        compare(findChild(page, "notifications.since_solstice").checked, false);
        // At least one part: the only one on cannot be switched off; the other can be switched on.
        compare(findChild(page, "notifications.daily_change").enabled, false);
        compare(findChild(page, "notifications.since_solstice").enabled, true);
        compare(findChild(page, "errorLabel").visible, false);
    }

    function test_noThemeSettingsNoThemeSection() {
        loaded();
        verify(!findChild(page, "theme.enabled").visible, "no light/dark switch");
        compare(findChild(page, "theme.enabled").visible, false);
        compare(findChild(page, "theme.morning_not_before").visible, false);
    }

    /// [theme]: the switch, the rule's choices (the schema's, in German), whole numbers below zero,
    /// and the time control: HH:MM written on Enter, an empty field written as "" (no limit).
    function test_theLightDarkSection() {
        const text = testCase.settingsText + testCase.themeText;
        loaded(text);
        verify(findChild(page, "theme.enabled").visible);
        compare(findChild(page, "theme.enabled").checked, true);
        compare(findChild(page, "theme.switch").model[0], "Sonnenauf- und -untergang");
        compare(findChild(page, "theme.switch").model.length, 4);
        compare(findChild(page, "theme.switch").currentIndex, 0);
        compare(findChild(page, "theme.elevation").visible, false, "the elevation only with the elevation rule");
        const offset = findChild(page, "theme.evening_offset");
        compare(offset.from, -240);
        compare(offset.to, 240);
        compare(offset.value, -30);
        const notBefore = findChild(page, "theme.morning_not_before");
        compare(notBefore.text, "07:00");
        compare(findChild(page, "theme.evening_not_after").text, "22:00");
        findChild(page, "theme.evening_not_after").editingFinished();
        compare(engine().connectedSources.length, 0, "editing ended on an unchanged time: nothing written");
        const notAfter = findChild(page, "theme.morning_not_after");
        compare(notAfter.text, "");
        compare(notAfter.placeholderText, "Keine Grenze", "an empty time says no limit");
        notBefore.text = "06:30";
        notBefore.editingFinished();
        answer(running("config set 'theme.morning_not_before' '06:30'"), 0, "", "");
        answer(running("solverv-status config get"), 0, text.replace("not_before = 07:00", "not_before = 06:30"), "");
        compare(notBefore.text, "06:30");
        notBefore.text = "";
        notBefore.editingFinished();
        answer(running("config set 'theme.morning_not_before' ''"), 0, "", "");
        answer(running("solverv-status config get"), 0, text.replace("not_before = 07:00", "not_before = "), "");
        compare(notBefore.text, "");
        offset.value = -45;
        offset.valueModified();
        answer(running("config set 'theme.evening_offset' '-45'"), 0, "", "");
        answer(running("solverv-status config get"), 0, text.replace("theme.switch = sun", "theme.switch = elevation")
               .replace("theme.enabled = true", "theme.enabled = false"), "");
        compare(findChild(page, "theme.elevation").visible, true, "the elevation rule shows its degrees");
        compare(findChild(page, "theme.switch").currentIndex, 3);
        compare(findChild(page, "theme.switch").enabled, false, "switched off: the rows are greyed out");
        compare(notAfter.enabled, false);
    }

    function test_aCityFoundAndChosenIsWrittenAndTheAppletTold() {
        loaded();
        const before = Plasmoid.configuration.settingsRevision;
        page.client.search("Tok");
        const search = running("solverv-status locate 'Tok' --format json --limit 8");
        answer(search, 0, '[{"name":"Tokyo","country":"JP","admin1":"40","region":"40","latitude":35.6895,'
               + '"longitude":139.6917,"timezone":"Asia/Tokyo","population":9733276}]', "");
        compare(page.client.places.length, 1);
        compare(page.client.places[0].label, "Tokyo, 40, JP");
        page.choose("location.city", page.client.places[0]);
        compare(page.client.places.length, 0, "the list closes");
        const set = running("solverv-status config set 'location.city' 'Tokyo, 40, JP'");
        answer(set, 0, "", "");
        compare(Plasmoid.configuration.settingsRevision, before + 1, "the applet is told to re-read");
        answer(running("solverv-status config get"), 0, testCase.settingsText.replace("city = Oslo", "city = Tokyo, 40, JP"), "");
        compare(page.settings["location.city"], "Tokyo, 40, JP");
    }

    function test_aRefusalShowsTheMessageAndWhatIsInEffect() {
        loaded();
        const before = Plasmoid.configuration.settingsRevision;
        page.client.set("events", "13");
        answer(running("config set 'events' '13'"), 64, "",
               "solverv-status: config: 'events': 13 is not a list length: use a whole number from 1 to 12\n");
        const label = findChild(page, "errorLabel");
        compare(label.visible, true);
        compare(label.text, "config: 'events': 13 is not a list length: use a whole number from 1 to 12");
        compare(Plasmoid.configuration.settingsRevision, before, "nothing was written");
        answer(running("solverv-status config get"), 0, testCase.settingsText, "");
        compare(findChild(page, "events").value, 5);
    }

    function test_theExampleInTheLanguagesQuotationMarks() {
        loaded();
        compare(findChild(page, "notifications.daily_change").text, "Änderung seit gestern („+2 Min. heute“)");
    }

    function test_aSilentFailureIsSaidInTheLanguageOfTheWords() {
        loaded();
        page.client.set("events", "13");
        answer(running("config set 'events' '13'"), 70, "", "");
        const label = findChild(page, "errorLabel");
        compare(label.visible, true);
        compare(label.text, "solverv-status ist fehlgeschlagen (Exit-Status 70)");
        answer(running("solverv-status config get"), 0, testCase.settingsText, "");
    }

    function test_aNewLanguageBringsItsWords() {
        loaded();
        page.client.set("language", "sv");
        answer(running("config set 'language' 'sv'"), 0, "", "");
        const ds = engine();
        compare(ds.connectedSources.length, 3, "the words, the schema and the settings again: " + JSON.stringify(ds.connectedSources));
        const words = ds.connectedSources.filter(c => c.indexOf("config words") >= 0);
        const schema = ds.connectedSources.filter(c => c.indexOf("config schema") >= 0);
        const get = ds.connectedSources.filter(c => c.indexOf("config get") >= 0);
        compare(words.length, 1);
        compare(schema.length, 1);
        answer(get[0], 0, testCase.settingsText.replace("language = auto", "language = sv"), "");
        compare(findChild(page, "language").currentIndex, 3);
        answer(words[0], 0, "language_code = sv\nsearch_city = Sök efter ort\nautomatic = Automatiskt\ntime_pattern = TT:MM\n", "");
        compare(findChild(page, "location.city").placeholderText, "Sök efter ort");
        // The time field's letters are the label's (Klockslag (TT:MM, 24-timmars)), not English.
        compare(findChild(page, "notifications.at.time").placeholderText, "TT:MM");
        // The schema comes after the settings: the box, with its new model, still shows Svenska.
        answer(schema[0], 0, H.fixtureText(Qt.resolvedUrl("."), "schema-sv"), "");
        tryCompare(findChild(page, "language"), "currentIndex", 3);
        compare(findChild(page, "language").model[0], "Automatiskt");
        compare(findChild(page, "notifications.at").model[1], "Vid solnedgång");
    }

    function test_aTimeOfDayIsTheSchemasTimeChoice() {
        loaded();
        const moments = findChild(page, "notifications.at");
        const index = moments.model.indexOf("Zu einer Uhrzeit");
        verify(index >= 0, JSON.stringify(moments.model));
        moments.activated(index);
        answer(running("config set 'notifications.at' '08:00'"), 0, "", "");
        answer(running("solverv-status config get"),
               0, testCase.settingsText.replace("at = sunrise", "at = 07:30"), "");
        compare(moments.currentIndex, index);
        compare(findChild(page, "notifications.at.time").text, "07:30");
        compare(findChild(page, "notifications.at.time").visible, true);
    }

    function test_aFailedSchemaShowsTheMessage() {
        const ds = engine();
        const schema = ds.connectedSources.filter(c => c.indexOf("config schema") >= 0)[0];
        answer(schema, 2, "", "solverv-status: unknown config command 'schema'\n");
        compare(page.client.error, "unknown config command 'schema'");
        verify(!page.ready);
    }

    function test_aStaleSearchAnswerIsDropped() {
        loaded();
        page.client.search("Tok");
        const first = running("locate 'Tok'");
        page.client.search("Osl");
        answer(first, 0, '[{"name":"Tokyo","country":"JP","region":"40","timezone":"Asia/Tokyo"}]', "");
        compare(page.client.places.length, 0, "an answer to an older query is not shown");
        answer(running("locate 'Osl'"), 0, '[{"name":"Oslo","country":"NO","region":"12","timezone":"Europe/Oslo"}]', "");
        compare(page.client.places[0].label, "Oslo, 12, NO");
    }
}
