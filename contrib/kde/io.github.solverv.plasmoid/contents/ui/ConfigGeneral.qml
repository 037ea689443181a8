/*
    Solverv's settings page in the applet's configuration dialog: the place (search the bundled
    cities, or from the system), language, clock, date order, list length, and the daily
    notification (when; the two parts, at least one on; summer and SAD pauses). Each change is
    written at once (SettingsClient.qml: the daemon's SetSettings on Plasma 6.4+, `solverv-status
    config set` on 6.3): validated by Solverv, kept in config.toml with its comments, seen by the
    daemon at once. A refused value shows Solverv's message and the page shows what is in
    effect. The dialog's Apply has nothing to do. Every word comes from Solverv (GetSettingsWords
    or `config words`), in the language it speaks (read again when the language is changed
    here); the page waits for them.
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
    readonly property bool ready: page.settings !== null
    readonly property bool notifying: page.ready && page.settings["notifications.enabled"] === true
    readonly property bool atTime: Settings.momentKind(page.value("notifications.at", "sunrise")) === "time"

    /// The word KEY in the language in effect ("" until `config words` answered).
    function word(key) {
        return client.words !== null && key in client.words ? client.words[key] : "";
    }

    function value(key, fallback) {
        return page.ready && key in page.settings ? page.settings[key] : fallback;
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
        visible: client.words === null
        text: client.error !== "" ? client.error : "…"
        textFormat: Text.PlainText
        wrapMode: Text.Wrap
        width: parent ? parent.width : implicitWidth
    }

    // Two columns, label and control, as Kirigami's FormLayout lays them out (a plain grid keeps
    // the page lintable against the test stubs, which cannot declare attached properties).
    GridLayout {
        visible: client.words !== null
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
            model: Settings.choiceWords(Settings.LANGUAGES, client.words)
            onActivated: index => client.set("language", Settings.LANGUAGES[index][0])
        }
        QQC2.Label { text: page.word("clock") + ":"; Layout.alignment: Qt.AlignRight }
        QQC2.ComboBox {
            id: clockBox
            enabled: page.ready
            Accessible.name: page.word("clock")
            model: Settings.choiceWords(Settings.CLOCKS, client.words)
            onActivated: index => client.set("clock", Settings.CLOCKS[index][0])
        }
        QQC2.Label { text: page.word("date_order") + ":"; Layout.alignment: Qt.AlignRight }
        QQC2.ComboBox {
            id: dateOrderBox
            enabled: page.ready
            Accessible.name: page.word("date_order")
            model: Settings.choiceWords(Settings.DATE_ORDERS, client.words)
            onActivated: index => client.set("date_order", Settings.DATE_ORDERS[index][0])
        }
        Item { implicitWidth: 1 }
        Hint { text: page.word("date_order_hint") }
        QQC2.Label { text: page.word("events") + ":"; Layout.alignment: Qt.AlignRight }
        QQC2.SpinBox {
            objectName: "eventsSpin"
            enabled: page.ready
            Accessible.name: page.word("events")
            from: 1
            to: 12
            value: page.value("events", 8)
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
            enabled: page.notifying
            Accessible.name: page.word("when")
            model: Settings.choiceWords(Settings.MOMENTS, client.words)
            onActivated: index => {
                const kind = Settings.MOMENTS[index][0];
                client.set("notifications.at", kind === "time" ? (time.text || Settings.DEFAULT_TIME) : kind);
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
                enabled: page.notifying
                placeholderText: "HH:MM"
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
            text: page.word("daily_change") + " (“" + page.word("daily_change_example") + "”)"
            enabled: page.notifying && !Settings.partLocked(page.settings, "notifications.daily_change")
            checked: page.value("notifications.daily_change", true)
            onToggled: client.set("notifications.daily_change", String(checked))
        }
        Item { implicitWidth: 1 }
        QQC2.CheckBox {
            objectName: "sinceCheck"
            text: page.word("since_solstice") + " (“" + page.word("since_solstice_example") + "”)"
            enabled: page.notifying && !Settings.partLocked(page.settings, "notifications.since_solstice")
            checked: page.value("notifications.since_solstice", true)
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

    // Each box shows the setting in effect: bound here, once at the start and again after new
    // words gave the boxes new models (a ComboBox goes back to its first entry then).
    function rebindChoices() {
        languageBox.currentIndex = Qt.binding(() => Settings.choiceIndex(Settings.LANGUAGES, page.value("language", "auto")));
        clockBox.currentIndex = Qt.binding(() => Settings.choiceIndex(Settings.CLOCKS, page.value("clock", "auto")));
        dateOrderBox.currentIndex = Qt.binding(() => Settings.choiceIndex(Settings.DATE_ORDERS, page.value("date_order", "auto")));
        momentBox.currentIndex = Qt.binding(
            () => Settings.choiceIndex(Settings.MOMENTS, Settings.momentKind(page.value("notifications.at", "sunrise"))));
    }

    Component.onCompleted: page.rebindChoices()

    Connections {
        target: client
        function onWordsChanged() {
            rebind.restart();
        }
    }

    // After the models took the new words (their bindings run in no set order with this).
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
