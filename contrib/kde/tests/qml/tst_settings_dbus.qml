// ConfigGeneral.qml on Plasma 6.4+ (the 6.4 workspace.dbus stub): the page asks the daemon's
// GetSettingsWords, GetSettingsSchema, GetSettings, SearchPlaces and SetSettings (recorded SessionBus calls, answered
// here as DBusPendingReply would), never loads plasma5support while the daemon answers, shows a
// refusal's message, and falls back to solverv-status when the service is not there.
import QtQuick
import QtTest
import org.kde.plasma.plasmoid
import SolvervTestStubs

import "helpers.js" as H

TestCase {
    id: testCase
    name: "SettingsPageDBus"
    width: 520
    height: 760
    visible: true
    when: windowShown

    property var page: null

    readonly property var settings: ({
        "language": "auto", "clock": "auto", "date_order": "auto", "hemisphere": "auto", "events": 5,
        "location.city": "Oslo", "location.auto": false, "notifications.enabled": true,
        "notifications.at": "sunrise", "notifications.daily_change": true,
        "notifications.since_solstice": false, "notifications.summer_mode": false, "notifications.sad": false
    })
    readonly property var words: ({ "language_code": "de", "search_city": "Stadt suchen", "automatic": "Automatisch" })

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

    function call(member) {
        const found = H.lastCall(Registry.busCalls, member);
        verify(found !== null, member + " was not called: " + JSON.stringify(Registry.busCalls.map(c => c.message.member)));
        compare(found.message.service, "io.github.solverv.Solverv1");
        compare(found.message.iface, "io.github.solverv.Solverv1");
        return found;
    }

    function loaded(settings) {
        call("GetSettingsWords").resolve({ "value": testCase.words });
        call("GetSettings").resolve({ "value": settings ?? testCase.settings });
        verify(!page.ready, "the page waits for the schema");
        // The schema's a{sv} as the D-Bus module hands it over (scalars wrapped), from the real
        // `config schema` (GetSettingsSchema is the same object).
        call("GetSettingsSchema").resolve({ "value": H.wrapped(H.fixture(Qt.resolvedUrl("."), "schema-de")) });
        verify(page.ready);
        compare(page.client.backend, "dbus");
    }

    function test_readsThroughTheDaemon() {
        loaded();
        compare(findChild(page, "location.city").placeholderText, "Stadt suchen");
        compare(findChild(page, "events").value, 5);
        compare(findChild(page, "events").to, 12);
        compare(findChild(page, "language").model[0], "Automatisch");
        compare(findChild(page, "date_order").model[3], "Jahr zuerst (2026-12-21)");
        compare(Registry.dataSources.length, 0, "plasma5support is not loaded");
    }

    function test_aCityFoundAndChosenIsWrittenByTheDaemon() {
        loaded();
        const before = Plasmoid.configuration.settingsRevision;
        page.client.search("Tok");
        const search = call("SearchPlaces");
        compare(search.message.arguments[0], "Tok");
        compare(search.message.signature, "(s)");
        search.resolve({ "value": [{ "name": "Tokyo", "country": "JP", "timezone": "Asia/Tokyo", "label": "Tokyo, JP" }] });
        compare(page.client.places.length, 1);
        compare(page.client.places[0].label, "Tokyo, JP");
        page.choose("location.city", page.client.places[0]);
        const set = call("SetSettings");
        compare(set.message.signature, "(a{sv})");
        compare(set.message.arguments[0]["location.city"], "Tokyo, JP");
        const gets = Registry.busCalls.filter(c => c.message.member === "GetSettings").length;
        set.resolve({ "value": undefined });
        compare(Plasmoid.configuration.settingsRevision, before + 1, "the applet is told to re-read");
        compare(Registry.busCalls.filter(c => c.message.member === "GetSettings").length, gets + 1, "read again");
        compare(Registry.dataSources.length, 0, "no solverv-status");
    }

    /// The time control through SetSettings: an emptied field goes as the string "" (no limit), as
    /// GetSettings types it. (Whole numbers go as DBus.int32, which these stubs do not provide.)
    function test_anEmptiedTimeGoesAsTheEmptyString() {
        const themed = Object.assign({}, testCase.settings, { "theme.enabled": true, "theme.switch": "sun",
            "theme.elevation": 0, "theme.morning_offset": 0, "theme.evening_offset": 0,
            "theme.morning_not_before": "07:00", "theme.morning_not_after": "", "theme.evening_not_before": "",
            "theme.evening_not_after": "" });
        loaded(themed);
        const field = findChild(page, "theme.morning_not_before");
        compare(field.text, "07:00");
        field.text = "";
        field.editingFinished();
        const set = call("SetSettings");
        compare(set.message.arguments[0]["theme.morning_not_before"], "", "no limit: the empty string");
        set.resolve({ "value": undefined });
        compare(Registry.dataSources.length, 0, "no solverv-status");
    }

    function test_aRefusalShowsTheDaemonsMessage() {
        loaded();
        const before = Plasmoid.configuration.settingsRevision;
        page.client.set("notifications.sad", "true");
        const set = call("SetSettings");
        compare(set.message.arguments[0]["notifications.sad"], true, "typed as GetSettings types it");
        set.reject({ "error": { "name": "org.freedesktop.DBus.Error.InvalidArgs", "message": "'notifications.sad' is locked" } });
        compare(findChild(page, "errorLabel").text, "'notifications.sad' is locked");
        compare(Plasmoid.configuration.settingsRevision, before, "nothing was written");
    }

    function test_noServiceFallsBackToTheCli() {
        call("GetSettingsWords").reject({ "error": { "name": "org.freedesktop.DBus.Error.ServiceUnknown", "message": "not there" } });
        compare(page.client.backend, "cli");
        compare(Registry.dataSources.length, 1, "plasma5support loaded for the CLI");
        const commands = Registry.dataSources[0].connectedSources;
        verify(commands.some(c => c.indexOf("solverv-status config words") >= 0), JSON.stringify(commands));
        verify(commands.some(c => c.indexOf("solverv-status config get") >= 0), JSON.stringify(commands));
        verify(commands.some(c => c.indexOf("solverv-status config schema") >= 0), JSON.stringify(commands));
    }
}
