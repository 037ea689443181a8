/*
    Solverv's settings page in the applet's configuration dialog: the place (search the bundled
    cities, or from the system), language, clock, date order, list length, the daily
    notification (when; the two parts, at least one on; summer and SAD pauses), and light and
    dark with the sun ([theme]: on/off, the rule, the elevation, each end's offset and its
    not-before/not-after clock times, TimeField: empty for none; shown when Solverv has them). Each change is
    written at once (SettingsClient.qml: the daemon's SetSettings on Plasma 6.4+, `solverv-status
    config set` on 6.3): validated by Solverv, kept in config.toml with its comments, seen by the
    daemon at once. A refused value shows Solverv's message and the page shows what is in
    effect. The dialog's Apply has nothing to do. Every word comes from Solverv (GetSettingsWords
    or `config words`), in the language it speaks (read again when the language is changed
    here); the page waits for them. So do its lists and the list length's range: they are
    Solverv's settings schema (GetSettingsSchema or `config schema`), choices worded in that
    language, so a new language or choice changes nothing here.
    SPDX-License-Identifier: MIT
*/
pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls as QQC2
import QtQuick.Layouts
import org.kde.kirigami as Kirigami
import org.kde.kcmutils as KCM
import org.kde.plasma.plasmoid

import "../code/settings.js" as Settings

KCM.SimpleKCM {
    id: page

    readonly property var settings: client.settings
    readonly property var schema: client.schema
    readonly property bool ready: page.settings !== null && page.schema !== null
    readonly property bool notifying: page.ready && page.settings["notifications.enabled"] === true
    readonly property var moments: Settings.choices(page.schema, "notifications.at")
    readonly property bool atTime: Settings.momentChoice(page.moments, page.value("notifications.at", "sunrise"))
        === Settings.TIME_CHOICE
    /// Solverv has the light/dark settings (an older one has not: the section is not shown).
    readonly property bool hasTheme: page.ready && "theme.enabled" in page.settings
    readonly property bool theming: page.hasTheme && page.settings["theme.enabled"] === true

    /// The word KEY in the language in effect ("" until `config words` answered).
    function word(key) {
        return client.words !== null && key in client.words ? client.words[key] : "";
    }

    /// TEXT between the language's quotation marks (English “…” from a Solverv without them).
    function quoted(text) {
        return (page.word("quote_open") || "“") + text + (page.word("quote_close") || "”");
    }

    /// The schema's END ("min" or "max") of the number setting KEY (0 before the schema). Inline
    /// components call this rather than Settings.bound: Qt 5.15 (the Plasma 5 build) does not
    /// resolve a file's JS imports inside its inline components.
    function bound(key, end) {
        return Settings.bound(page.schema, key, end, 0);
    }

    /// The setting KEY as read, else the schema's default, else EMPTY (before either came).
    function value(key, empty) {
        return page.ready && key in page.settings ? page.settings[key] : Settings.defaultValue(page.schema, key, empty);
    }

    readonly property alias client: client
    // Plasma hands a page every main.xml entry as cfg_NAME (and its default), and OK writes cfg_
    // values back. The revision is not edited through these (that would make the dialog ask to
    // apply): it is raised on Plasmoid.configuration when a write succeeds. OK may then put the
    // opening value back, which only makes the applet read its view once more.
    property int cfg_settingsRevision
    property int cfg_settingsRevisionDefault

    SettingsClient {
        id: client
        // The applet re-reads its view (main.qml watches the revision): the CLI source of
        // Plasma 6.3 has no signal to follow (the D-Bus one is live anyway).
        onSaved: Plasmoid.configuration.settingsRevision = Plasmoid.configuration.settingsRevision + 1
    }

    QQC2.Label {
        visible: client.words === null || client.schema === null
        text: client.error !== "" ? client.error : "…"
        textFormat: Text.PlainText
        wrapMode: Text.Wrap
        width: parent ? parent.width : implicitWidth
    }

    // Two columns, label and control, as Kirigami's FormLayout lays them out (a plain grid keeps
    // the page lintable against the test stubs, which cannot declare attached properties).
    GridLayout {
        visible: client.words !== null && client.schema !== null
        columns: 2
        columnSpacing: Kirigami.Units.largeSpacing
        rowSpacing: Kirigami.Units.smallSpacing

        Kirigami.Heading { text: page.word("place"); level: 4; Layout.columnSpan: 2 }
        QQC2.Label { text: page.word("showing") + ":"; Layout.alignment: Qt.AlignRight }
        QQC2.Label {
            text: Settings.placeSummary(page.settings, client.words)
            textFormat: Text.PlainText
            Accessible.name: page.word("showing") + ": " + text
        }
        Item { implicitWidth: 1 }
        QQC2.CheckBox {
            text: page.word("use_location")
            enabled: page.ready
            checked: page.value("location.auto", false)
            onToggled: {
                if (checked) {
                    client.set("location.auto", "true");
                } else {
                    client.error = page.word("leave_location");
                    checked = Qt.binding(() => page.value("location.auto", false));
                }
            }
        }
        Item { implicitWidth: 1 }
        Hint { text: page.word("use_location_hint") }
        QQC2.Label { text: page.word("search_city") + ":"; Layout.alignment: Qt.AlignRight }
        QQC2.TextField {
            id: search
            objectName: "searchField"
            placeholderText: page.word("search_city")
            Accessible.name: page.word("search_city")
            enabled: page.ready
            Layout.fillWidth: true
            Layout.maximumWidth: Kirigami.Units.gridUnit * 20
            onTextEdited: client.search(search.text)
            onAccepted: {
                if (client.places.length > 0) {
                    page.choose(client.places[0]);
                }
            }
        }
        Item { implicitWidth: 1; visible: client.places.length > 0 }
        ColumnLayout {
            visible: client.places.length > 0
            spacing: 0
            Layout.fillWidth: true
            Repeater {
                model: client.places
                delegate: QQC2.ItemDelegate {
                    required property var modelData
                    text: modelData.label + "  ·  " + modelData.timezone
                    Accessible.name: modelData.label
                    Layout.fillWidth: true
                    onClicked: page.choose(modelData)
                }
            }
        }

        Kirigami.Heading { text: page.word("display"); level: 4; Layout.columnSpan: 2; Layout.topMargin: Kirigami.Units.largeSpacing }
        QQC2.Label { text: page.word("language") + ":"; Layout.alignment: Qt.AlignRight }
        QQC2.ComboBox {
            id: languageBox
            objectName: "languageBox"
            enabled: page.ready
            Accessible.name: page.word("language")
            model: Settings.choiceLabels(page.schema, "language")
            onActivated: index => client.set("language", Settings.choices(page.schema, "language")[index].value)
        }
        QQC2.Label { text: page.word("clock") + ":"; Layout.alignment: Qt.AlignRight }
        QQC2.ComboBox {
            id: clockBox
            objectName: "clockBox"
            enabled: page.ready
            Accessible.name: page.word("clock")
            model: Settings.choiceLabels(page.schema, "clock")
            onActivated: index => client.set("clock", Settings.choices(page.schema, "clock")[index].value)
        }
        QQC2.Label { text: page.word("date_order") + ":"; Layout.alignment: Qt.AlignRight }
        QQC2.ComboBox {
            id: dateOrderBox
            objectName: "dateOrderBox"
            enabled: page.ready
            Accessible.name: page.word("date_order")
            model: Settings.choiceLabels(page.schema, "date_order")
            onActivated: index => client.set("date_order", Settings.choices(page.schema, "date_order")[index].value)
        }
        Item { implicitWidth: 1 }
        Hint { text: page.word("date_order_hint") }
        QQC2.Label { text: page.word("events") + ":"; Layout.alignment: Qt.AlignRight }
        QQC2.SpinBox {
            objectName: "eventsSpin"
            enabled: page.ready
            Accessible.name: page.word("events")
            from: Settings.bound(page.schema, "events", "min", 1)
            to: Settings.bound(page.schema, "events", "max", 1)
            // Read again when the range comes (a value beyond the old range would stay clamped).
            value: Math.min(page.value("events", 1), to)
            onValueModified: client.set("events", String(value))
        }
        Item { implicitWidth: 1 }
        Hint { text: page.word("events_hint") }

        Kirigami.Heading {
            text: page.word("notification")
            level: 4
            Layout.columnSpan: 2
            Layout.topMargin: Kirigami.Units.largeSpacing
        }
        Item { implicitWidth: 1 }
        QQC2.CheckBox {
            objectName: "notificationCheck"
            text: page.word("notification_hint")
            enabled: page.ready
            checked: page.notifying
            onToggled: client.set("notifications.enabled", String(checked))
        }
        QQC2.Label { text: page.word("when") + ":"; Layout.alignment: Qt.AlignRight }
        QQC2.ComboBox {
            id: momentBox
            objectName: "momentBox"
            enabled: page.notifying
            Accessible.name: page.word("when")
            model: Settings.choiceLabels(page.schema, "notifications.at")
            onActivated: index => {
                const choice = page.moments[index].value;
                client.set("notifications.at", choice === Settings.TIME_CHOICE ? (time.text || Settings.DEFAULT_TIME) : choice);
            }
        }
        QQC2.Label {
            text: page.word("time_of_day") + ":"
            visible: page.atTime
            Layout.alignment: Qt.AlignRight
        }
        RowLayout {
            visible: page.atTime
            QQC2.TextField {
                id: time
                objectName: "timeField"
                enabled: page.notifying
                placeholderText: page.word("time_pattern")
                Accessible.name: page.word("time_of_day")
                text: page.atTime ? page.value("notifications.at", "") : ""
                onAccepted: client.set("notifications.at", time.text.trim())
            }
            QQC2.Button {
                text: page.word("set")
                enabled: page.notifying
                onClicked: client.set("notifications.at", time.text.trim())
            }
        }
        Item { implicitWidth: 1 }
        QQC2.CheckBox {
            objectName: "dailyCheck"
            text: page.word("daily_change") + " (" + page.quoted(page.word("daily_change_example")) + ")"
            enabled: page.notifying && !Settings.locked(page.schema, page.settings, "notifications.daily_change")
            checked: page.value("notifications.daily_change", false)
            onToggled: client.set("notifications.daily_change", String(checked))
        }
        Item { implicitWidth: 1 }
        QQC2.CheckBox {
            objectName: "sinceCheck"
            text: page.word("since_solstice") + " (" + page.quoted(page.word("since_solstice_example")) + ")"
            enabled: page.notifying && !Settings.locked(page.schema, page.settings, "notifications.since_solstice")
            checked: page.value("notifications.since_solstice", false)
            onToggled: client.set("notifications.since_solstice", String(checked))
        }
        Item { implicitWidth: 1 }
        QQC2.CheckBox {
            text: page.word("summer_pause")
            enabled: page.notifying
            checked: page.value("notifications.summer_mode", false)
            onToggled: client.set("notifications.summer_mode", String(checked))
        }
        Item { implicitWidth: 1 }
        Hint { text: page.word("summer_pause_hint") }
        Item { implicitWidth: 1 }
        QQC2.CheckBox {
            text: page.word("sad_pause")
            enabled: page.notifying
            checked: page.value("notifications.sad", false)
            onToggled: client.set("notifications.sad", String(checked))
        }
        Item { implicitWidth: 1 }
        Hint { text: page.word("sad_pause_hint") }

        Kirigami.Heading {
            text: page.word("theme")
            visible: page.hasTheme
            level: 4
            Layout.columnSpan: 2
            Layout.topMargin: Kirigami.Units.largeSpacing
        }
        Item { implicitWidth: 1; visible: page.hasTheme }
        QQC2.CheckBox {
            objectName: "themeCheck"
            visible: page.hasTheme
            text: page.word("theme_hint")
            checked: page.theming
            onToggled: client.set("theme.enabled", String(checked))
        }
        QQC2.Label { text: page.word("theme_switch") + ":"; visible: page.hasTheme; Layout.alignment: Qt.AlignRight }
        QQC2.ComboBox {
            id: themeSwitchBox
            objectName: "themeSwitchBox"
            visible: page.hasTheme
            enabled: page.theming
            Accessible.name: page.word("theme_switch")
            model: Settings.choiceLabels(page.schema, "theme.switch")
            onActivated: index => client.set("theme.switch", Settings.choices(page.schema, "theme.switch")[index].value)
        }
        QQC2.Label {
            text: page.word("elevation") + ":"
            visible: page.hasTheme && page.value("theme.switch", "") === "elevation"
            Layout.alignment: Qt.AlignRight
        }
        NumberField {
            objectName: "elevationSpin"
            key: "theme.elevation"
            visible: page.hasTheme && page.value("theme.switch", "") === "elevation"
            Accessible.name: page.word("elevation")
        }
        QQC2.Label { text: page.word("morning"); visible: page.hasTheme; font.bold: true; Layout.columnSpan: 2 }
        QQC2.Label { text: page.word("offset") + ":"; visible: page.hasTheme; Layout.alignment: Qt.AlignRight }
        NumberField { objectName: "morningOffsetSpin"; key: "theme.morning_offset" }
        QQC2.Label { text: page.word("not_before") + ":"; visible: page.hasTheme; Layout.alignment: Qt.AlignRight }
        TimeField { objectName: "morningNotBeforeField"; key: "theme.morning_not_before"; label: page.word("not_before") }
        QQC2.Label { text: page.word("not_after") + ":"; visible: page.hasTheme; Layout.alignment: Qt.AlignRight }
        TimeField { objectName: "morningNotAfterField"; key: "theme.morning_not_after"; label: page.word("not_after") }
        QQC2.Label { text: page.word("evening"); visible: page.hasTheme; font.bold: true; Layout.columnSpan: 2 }
        QQC2.Label { text: page.word("offset") + ":"; visible: page.hasTheme; Layout.alignment: Qt.AlignRight }
        NumberField { objectName: "eveningOffsetSpin"; key: "theme.evening_offset" }
        QQC2.Label { text: page.word("not_before") + ":"; visible: page.hasTheme; Layout.alignment: Qt.AlignRight }
        TimeField { objectName: "eveningNotBeforeField"; key: "theme.evening_not_before"; label: page.word("not_before") }
        QQC2.Label { text: page.word("not_after") + ":"; visible: page.hasTheme; Layout.alignment: Qt.AlignRight }
        TimeField { objectName: "eveningNotAfterField"; key: "theme.evening_not_after"; label: page.word("not_after") }

        QQC2.Label {
            objectName: "errorLabel"
            visible: client.error !== ""
            text: client.error
            textFormat: Text.PlainText
            wrapMode: Text.Wrap
            color: Kirigami.Theme.negativeTextColor
            Layout.columnSpan: 2
            Layout.fillWidth: true
            Layout.topMargin: Kirigami.Units.largeSpacing
        }
    }

    /// A control's explanation under it, small and dim, as KDE's settings pages write them.
    component Hint: QQC2.Label {
        textFormat: Text.PlainText
        wrapMode: Text.Wrap
        font: Kirigami.Theme.smallFont
        opacity: 0.7
        Layout.fillWidth: true
        Layout.maximumWidth: Kirigami.Units.gridUnit * 20
    }

    /// The control for a `time` setting (KEY): HH:MM, or empty for none, which its placeholder
    /// says. What is typed is written when editing ends (Enter, which also closes Plasma's dialog
    /// with OK, or Tab / a click elsewhere); an empty field writes "", no limit.
    component TimeField: QQC2.TextField {
        required property string key
        property string label
        visible: page.hasTheme
        enabled: page.theming
        placeholderText: page.word("no_limit")
        Accessible.name: label
        inputMethodHints: Qt.ImhPreferNumbers
        text: page.value(key, "")
        onEditingFinished: {
            if (text.trim() !== page.value(key, "")) {
                client.set(key, text.trim());
            }
        }
    }

    /// A whole-number `[theme]` setting (KEY) in its schema range, negative ones included.
    component NumberField: QQC2.SpinBox {
        required property string key
        visible: page.hasTheme
        enabled: page.theming
        Accessible.name: page.word("offset")
        from: page.bound(key, "min")
        to: page.bound(key, "max")
        value: page.value(key, 0)
        onValueModified: client.set(key, String(value))
    }

    // Each box shows the setting in effect: bound here, once at the start and again after a new
    // schema gave the boxes new models (a ComboBox goes back to its first entry then).
    function rebindChoices() {
        languageBox.currentIndex = Qt.binding(() => page.choiceIndex("language"));
        clockBox.currentIndex = Qt.binding(() => page.choiceIndex("clock"));
        dateOrderBox.currentIndex = Qt.binding(() => page.choiceIndex("date_order"));
        themeSwitchBox.currentIndex = Qt.binding(() => page.choiceIndex("theme.switch"));
        momentBox.currentIndex = Qt.binding(() => Settings.choiceIndex(page.moments,
            Settings.momentChoice(page.moments, page.value("notifications.at", ""))));
    }

    /// Where KEY's value in effect is among its choices.
    function choiceIndex(key) {
        return Settings.choiceIndex(Settings.choices(page.schema, key), page.value(key, ""));
    }

    Component.onCompleted: page.rebindChoices()

    Connections {
        target: client
        function onSchemaChanged() {
            rebind.restart();
        }
    }

    // After the models took the new schema (their bindings run in no set order with this).
    Timer {
        id: rebind
        interval: 0
        onTriggered: page.rebindChoices()
    }

    function choose(place) {
        client.set("location.city", place.label);
        search.text = "";
        client.places = [];
    }
}
