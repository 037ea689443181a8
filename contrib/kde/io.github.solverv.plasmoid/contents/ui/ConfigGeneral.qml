/*
    Solverv's settings page in the applet's configuration dialog, built from Solverv's settings
    schema (GetSettingsSchema or `config schema`): each section (`groups`) and each setting placed
    in one (`group`), a control by the setting's kind (a choice is a box, a whole number a spin
    box, on/off a check box, a clock time a field, empty for none, a moment a box with a time
    field, a city the place shown and a search), named and explained by the settings words the
    schema names (`title`, `hint`, `example`), usable while the switch it `needs` is on, shown
    while its `shown_when` holds and Solverv has it, and locked by the schema's rules (the last
    part of a "one stays on" rule). settings.js's cells() lays the grid out; no key is named here,
    so a new setting needs no change here, only a new kind of value does. Each change is
    written at once (SettingsClient.qml: the daemon's SetSettings on Plasma 6.4+, `solverv-status
    config set` on 6.3): validated by Solverv, kept in config.toml with its comments, seen by the
    daemon at once. A refused value shows Solverv's message and the page shows what is in
    effect. The dialog's Apply has nothing to do. Every word comes from Solverv (GetSettingsWords
    or `config words`), in the language it speaks (read again when the language is changed
    here); the page waits for them and for the schema, whose choices are worded in that language.
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
    /// settings.js's cells() of the schema, replaced only when the layout changes (a new language
    /// only rewords it), so the controls stay while the words change.
    property var cells: []

    /// The word KEY in the language in effect ("" until `config words` answered).
    function word(key) {
        return client.words !== null && key in client.words ? client.words[key] : "";
    }

    /// TEXT between the language's quotation marks (English “…” from a Solverv without them).
    function quoted(text) {
        return (page.word("quote_open") || "“") + text + (page.word("quote_close") || "”");
    }

    // The helpers the cells' controls call: Qt 5.15 (the Plasma 5 build) does not resolve a file's
    // JS imports inside its inline and nested components.

    /// The schema's END ("min" or "max") of the number setting KEY (0 before the schema).
    function bound(key, end) {
        return Settings.bound(page.schema, key, end, 0);
    }

    /// The setting KEY as read, else the schema's default, else EMPTY (before either came).
    function value(key, empty) {
        return page.ready && key in page.settings ? page.settings[key] : Settings.defaultValue(page.schema, key, empty);
    }

    /// The schema's description of KEY ({} before the schema).
    function setting(key) {
        return page.schema !== null && key in page.schema.settings ? page.schema.settings[key] : ({});
    }

    function choiceLabels(key) {
        return Settings.choiceLabels(page.schema, key);
    }

    /// Where KEY's value in effect is among its choices (a moment: the kind of moment it is).
    function choiceIndex(key) {
        const choices = Settings.choices(page.schema, key);
        const current = page.value(key, "");
        return Settings.choiceIndex(choices, page.setting(key).type === "moment" ? Settings.momentChoice(choices, current) : current);
    }

    /// The value of KEY's INDEXth choice; a moment's time of day is the time shown, else 08:00.
    function choiceValue(key, index) {
        const choice = Settings.choices(page.schema, key)[index].value;
        if (page.setting(key).type === "moment" && choice === Settings.TIME_CHOICE) {
            return page.atTime(key) ? page.value(key, "") : Settings.DEFAULT_TIME;
        }
        return choice;
    }

    /// Whether the moment KEY is a time of day.
    function atTime(key) {
        const choices = Settings.choices(page.schema, key);
        return choices.length > 0 && Settings.momentChoice(choices, page.value(key, "")) === Settings.TIME_CHOICE;
    }

    function usable(key) {
        return Settings.usable(page.schema, page.settings, key);
    }

    function placeSummary(key) {
        return Settings.placeSummary(page.settings, client.words, page.schema, key);
    }

    /// Whether CELL is shown: its setting's (settings.js' shown()), a heading while any of its
    /// section's, a moment's time row at a time of day, the matches while there are some.
    function cellShown(cell) {
        if (cell.cell === "heading") {
            return cell.keys.some(key => Settings.shown(page.schema, page.settings, key));
        }
        if (cell.part === "places") {
            return client.places.length > 0;
        }
        return Settings.shown(page.schema, page.settings, cell.key) && (cell.part !== "time" || page.atTime(cell.key));
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

        Repeater {
            model: page.cells
            // One cell: the control of its shape, made by the one Repeater of that shape whose
            // model is 1 (a Loader cannot make a bound component in Qt 6.4); the row is as big
            // as that control.
            delegate: RowLayout {
                id: cell
                required property var modelData
                readonly property string key: cell.modelData.key
                /// heading, label, spacer, hint, or the kind of control.
                readonly property string shape: cell.modelData.cell === "control" ? cell.modelData.kind : cell.modelData.cell
                function one(shapes) {
                    return shapes.indexOf(cell.shape) >= 0 ? 1 : 0;
                }
                spacing: 0
                visible: page.cellShown(cell.modelData)
                Layout.columnSpan: cell.modelData.span
                Layout.alignment: cell.modelData.cell === "label" ? Qt.AlignRight : Qt.AlignLeft
                Layout.fillWidth: cell.one(["hint", "search", "places"]) === 1
                Layout.maximumWidth: Layout.fillWidth ? Kirigami.Units.gridUnit * 20 : Infinity
                Layout.topMargin: cell.modelData.cell === "heading" && !cell.modelData.first ? Kirigami.Units.largeSpacing : 0

                Repeater {
                    model: cell.one(["heading"])
                    delegate: Kirigami.Heading { text: page.word(cell.modelData.word); level: 4 }
                }
                Repeater {
                    model: cell.one(["label"])
                    delegate: QQC2.Label { text: page.word(cell.modelData.word) + ":" }
                }
                Repeater {
                    model: cell.one(["spacer"])
                    delegate: Item { implicitWidth: 1 }
                }
                Repeater {
                    model: cell.one(["hint"])
                    delegate: Hint { text: page.word(cell.modelData.word); Layout.fillWidth: true }
                }
                Repeater {
                    model: cell.one(["choice", "moment"])
                    delegate: QQC2.ComboBox {
                        id: box
                        objectName: cell.key
                        enabled: page.usable(cell.key)
                        Accessible.name: page.word(cell.modelData.word)
                        model: page.choiceLabels(cell.key)
                        onActivated: index => client.set(cell.key, page.choiceValue(cell.key, index))
                        // Bound again after a new schema gave the box a new model (a ComboBox
                        // goes back to its first entry then).
                        function rebind() {
                            box.currentIndex = Qt.binding(() => page.choiceIndex(cell.key));
                        }
                        Component.onCompleted: box.rebind()
                        Connections {
                            target: page
                            function onRebound() {
                                box.rebind();
                            }
                        }
                    }
                }
                Repeater {
                    model: cell.one(["integer"])
                    delegate: QQC2.SpinBox {
                        objectName: cell.key
                        enabled: page.usable(cell.key)
                        Accessible.name: page.word(cell.modelData.word)
                        from: page.bound(cell.key, "min")
                        to: page.bound(cell.key, "max")
                        // Read again when the range comes (a value beyond the old range would stay clamped).
                        value: Math.max(Math.min(page.value(cell.key, 0), to), from)
                        onValueModified: client.set(cell.key, String(value))
                    }
                }
                Repeater {
                    model: cell.one(["boolean"])
                    delegate: QQC2.CheckBox {
                        id: check
                        objectName: cell.key
                        readonly property string example: page.setting(cell.key).example || ""
                        text: page.word(cell.modelData.word)
                            + (check.example !== "" ? " (" + page.quoted(page.word(check.example)) + ")" : "")
                        enabled: page.usable(cell.key)
                        checked: page.value(cell.key, false)
                        onToggled: {
                            const staysOn = page.setting(cell.key).stays_on || "";
                            if (check.checked || staysOn === "") {
                                client.set(cell.key, String(check.checked));
                            } else {
                                // Only on is allowed: the word says what to do instead.
                                client.error = page.word(staysOn);
                                check.checked = Qt.binding(() => page.value(cell.key, false));
                            }
                        }
                    }
                }
                Repeater {
                    model: cell.one(["time"])
                    delegate: TimeField { key: cell.key; label: page.word(cell.modelData.word) }
                }
                Repeater {
                    model: cell.one(["momentTime"])
                    delegate: RowLayout {
                        QQC2.TextField {
                            id: time
                            objectName: cell.key + ".time"
                            enabled: page.usable(cell.key)
                            placeholderText: page.word("time_pattern")
                            Accessible.name: page.word(cell.modelData.word)
                            text: page.atTime(cell.key) ? page.value(cell.key, "") : ""
                            onAccepted: client.set(cell.key, time.text.trim())
                        }
                        QQC2.Button {
                            text: page.word("set")
                            enabled: page.usable(cell.key)
                            onClicked: client.set(cell.key, time.text.trim())
                        }
                    }
                }
                Repeater {
                    model: cell.one(["showing"])
                    delegate: QQC2.Label {
                        objectName: cell.key + ".showing"
                        text: page.placeSummary(cell.key)
                        textFormat: Text.PlainText
                        Accessible.name: page.word("showing") + ": " + text
                    }
                }
                Repeater {
                    model: cell.one(["search"])
                    delegate: QQC2.TextField {
                        id: field
                        objectName: cell.key
                        Layout.fillWidth: true
                        placeholderText: page.word(cell.modelData.word)
                        Accessible.name: page.word(cell.modelData.word)
                        enabled: page.ready
                        onTextEdited: client.search(field.text)
                        onAccepted: {
                            if (client.places.length > 0) {
                                page.choose(cell.key, client.places[0]);
                            }
                        }
                        Connections {
                            target: page
                            function onChosen() {
                                field.text = "";
                            }
                        }
                    }
                }
                Repeater {
                    model: cell.one(["places"])
                    delegate: ColumnLayout {
                        spacing: 0
                        Layout.fillWidth: true
                        Repeater {
                            model: client.places
                            delegate: QQC2.ItemDelegate {
                                required property var modelData
                                text: modelData.label + "  ·  " + modelData.timezone
                                Accessible.name: modelData.label
                                Layout.fillWidth: true
                                onClicked: page.choose(cell.key, modelData)
                            }
                        }
                    }
                }
            }
        }

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
        objectName: key
        enabled: page.usable(key)
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

    /// The boxes bind their choice again (after the models took a new schema).
    signal rebound()
    /// A city was chosen: the search is emptied.
    signal chosen()

    Connections {
        target: client
        function onSchemaChanged() {
            const cells = Settings.cells(page.schema);
            if (JSON.stringify(cells) !== JSON.stringify(page.cells)) {
                page.cells = cells;
            }
            rebind.restart();
        }
    }

    // After the models took the new schema (their bindings run in no set order with this).
    Timer {
        id: rebind
        interval: 0
        onTriggered: page.rebound()
    }

    function choose(key, place) {
        client.set(key, place.label);
        page.chosen();
        client.places = [];
    }
}
