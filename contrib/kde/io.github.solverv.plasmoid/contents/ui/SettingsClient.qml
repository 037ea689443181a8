/*
    The settings page's link to Solverv. On Plasma 6.4+ it asks the daemon (SettingsBus.qml:
    GetSettings, GetSettingsWords, GetSettingsSchema, SetSettings, SearchPlaces); on older Plasma,
    or when the service does not answer, it runs `solverv-status config get`, `config words`,
    `config schema`, `config set KEY VALUE` and `locate QUERY` through plasma5support's executable engine (Executable.qml, loaded
    only then; code/settings.js builds and reads the commands). Both write through the same
    validating, comment-keeping writer. After every set it reads the settings again, so the page
    shows what is in effect also when a value was refused (then `error` holds Solverv's message),
    and raises `saved` so the applet can re-read its view at once.
    SPDX-License-Identifier: MIT
*/
import QtQuick

import "../code/model.js" as Model
import "../code/settings.js" as Settings

Item {
    id: client

    /// {key: value} of GetSettings / `config get`, or null before the first answer or when it failed.
    property var settings: null
    /// {key: text}: the page's words in the language in effect, or null.
    property var words: null
    /// Every setting's type, range and choices with their labels (Settings.checkSchema), or null.
    property var schema: null
    /// The last refusal or failure, one line; "" after a successful write.
    property string error: ""
    /// The cities of the last search: [{label, timezone}].
    property var places: []
    /// SettingsBus.qml and Executable.qml once loaded (untyped: naming their types would import
    /// their modules here, and this page must load without either).
    readonly property var busMethods: bus.item
    readonly property var engine: runner.item
    /// Requests under way.
    readonly property bool busy: client.calls > 0 || (client.engine !== null && client.engine.busy)
    /// "dbus" while the daemon answers the page, "cli" otherwise.
    readonly property string backend: bus.status === Loader.Ready && !client.busFailed ? "dbus" : "cli"

    /// A write succeeded: KEY now holds VALUE in config.toml.
    signal saved(string key, var value)

    property int serial: 0
    property var pending: ({})
    property string lastQuery: ""
    property int calls: 0
    /// The daemon could not be reached (not running, not activatable): the CLI from then on.
    property bool busFailed: false

    function viaBus() {
        return client.backend === "dbus";
    }

    /// One daemon call (SetSettings through SettingsBus.setSettings, which types its numbers); a
    /// failure to reach the daemon switches the page to the CLI and asks again.
    function call(member, args, signature, done, refused) {
        client.calls += 1;
        const method = member === "SetSettings" ? (ok, fail) => client.busMethods.setSettings(args[0], ok, fail)
            : (ok, fail) => client.busMethods.call(member, args, signature, ok, fail);
        method((value) => {
            client.calls -= 1;
            done(Model.unwrap(value));
        }, (name, message) => {
            client.calls -= 1;
            if (Settings.unreachable(name) && !client.busFailed) {
                console.info("Solverv: the settings service does not answer (" + name + "); using solverv-status");
                client.busFailed = true;
                client.loadWords();
                client.loadSchema();
                client.load();
            } else if (!Settings.unreachable(name)) {
                refused(message);
            }
        });
    }

    function run(command, kind, extra) {
        runner.active = true;
        if (client.engine === null) {
            client.error = Model.word("cannot_run");
            return;
        }
        const pending = client.pending;
        pending[command] = {kind: kind, extra: extra};
        client.pending = pending;
        client.engine.run(command);
    }

    function load() {
        if (client.viaBus()) {
            client.call("GetSettings", [], "", (value) => {
                const settings = Settings.checkSettings(value);
                if (settings) {
                    client.settings = settings;
                } else {
                    client.error = Model.word("no_settings");
                }
            }, (message) => client.error = message);
        } else {
            client.run(Settings.getCommand(++client.serial), "get", null);
        }
    }

    function loadWords() {
        if (client.viaBus()) {
            client.call("GetSettingsWords", [], "", (value) => {
                const words = Settings.checkWords(value);
                if (words) {
                    Model.setLanguage(words.language_code);
                    client.words = words;
                } else {
                    client.error = Model.word("no_words");
                }
            }, (message) => client.error = message);
        } else {
            client.run(Settings.wordsCommand(++client.serial), "words", null);
        }
    }

    function loadSchema() {
        if (client.viaBus()) {
            client.call("GetSettingsSchema", [], "", (value) => {
                const schema = Settings.checkSchema(value);
                if (schema) {
                    client.schema = schema;
                } else {
                    client.error = Model.word("no_schema");
                }
            }, (message) => client.error = message);
        } else {
            client.run(Settings.schemaCommand(++client.serial), "schema", null);
        }
    }

    function set(key, value) {
        if (client.viaBus()) {
            const change = {};
            change[key] = Settings.typedValue(value, client.settings ? client.settings[key] : undefined);
            client.call("SetSettings", [change], "", () => client.written(key, value), (message) => {
                client.error = message;
                client.load();
            });
        } else {
            client.run(Settings.setCommand(key, value, ++client.serial), "set", {key: key, value: value});
        }
    }

    function search(query) {
        client.lastQuery = query;
        if (query.trim() === "") {
            client.places = [];
            return;
        }
        if (client.viaBus()) {
            client.call("SearchPlaces", [query.trim()], "(s)", (value) => {
                if (query === client.lastQuery) {
                    client.places = Settings.busPlaces(value);
                }
            }, (message) => client.error = message);
        } else {
            client.run(Settings.searchCommand(query.trim(), ++client.serial), "search", query);
        }
    }

    /// A write went through (either way): words and choices again after a language change,
    /// settings again.
    function written(key, value) {
        client.error = "";
        if (key === "language") {
            client.loadWords();
            client.loadSchema();
        }
        client.saved(key, value);
        client.load();
    }

    function accept(command, exitCode, stdout, stderr) {
        const job = client.pending[command];
        delete client.pending[command];
        if (!job) {
            return;
        }
        if (job.kind === "get") {
            const settings = exitCode === 0 ? Settings.parseSettings(stdout) : null;
            if (settings) {
                client.settings = settings;
            } else {
                client.error = Settings.errorLine(stderr, exitCode, Model.word("command_failed", {code: exitCode}));
            }
        } else if (job.kind === "words") {
            const words = exitCode === 0 ? Settings.parseWords(stdout) : null;
            if (words) {
                Model.setLanguage(words.language_code);
                client.words = words;
            } else {
                client.error = Settings.errorLine(stderr, exitCode, Model.word("command_failed", {code: exitCode}));
            }
        } else if (job.kind === "schema") {
            const schema = exitCode === 0 ? Settings.parseSchema(stdout) : null;
            if (schema) {
                client.schema = schema;
            } else {
                client.error = Settings.errorLine(stderr, exitCode, Model.word("command_failed", {code: exitCode}));
            }
        } else if (job.kind === "set") {
            if (exitCode === 0) {
                client.written(job.extra.key, job.extra.value);
            } else {
                client.error = Settings.errorLine(stderr, exitCode, Model.word("command_failed", {code: exitCode}));
                client.load();
            }
        } else if (job.kind === "search" && job.extra === client.lastQuery) {
            // `locate` exits 1 with [] when nothing matches: that is an empty list, not an error.
            client.places = Settings.parsePlaces(stdout);
        }
    }

    Component.onCompleted: {
        client.loadWords();
        client.loadSchema();
        client.load();
    }

    // The daemon's methods (Plasma 6.4+); an error status on older Plasma means the CLI.
    Loader {
        id: bus
        source: "SettingsBus.qml"
    }

    Connections {
        target: bus.item
        function onRepublished() {
            client.load();
        }
    }

    // plasma5support's engine, loaded on the first command.
    Loader {
        id: runner
        active: false
        source: "Executable.qml"
    }

    Connections {
        target: runner.item
        function onFinished(command, exitCode, stdout, stderr) {
            client.accept(command, exitCode, stdout, stderr);
        }
    }
}
