/*
    The settings page's link to Solverv: `solverv-status config get`, `config set KEY VALUE` and
    `locate QUERY` through plasma5support's executable engine (code/settings.js builds and reads
    them), and `config words`, the page's words in the language in effect (again after the
    language changes). After every set it reads the settings again, so the page shows what is in effect also
    when a value was refused (then `error` holds solverv-status's message), and raises `saved`
    so the applet can re-read its view at once.
    SPDX-License-Identifier: MIT
*/
import QtQuick
import org.kde.plasma.plasma5support as P5Support

import "../code/settings.js" as Settings

Item {
    id: client

    /// {key: value} of `config get`, or null before the first answer or when it failed.
    property var settings: null
    /// {key: text} of `config words` (the page's words in the language in effect), or null.
    property var words: null
    /// The last refusal or failure, one line; "" after a successful write.
    property string error: ""
    /// The cities of the last search: [{label, timezone}].
    property var places: []
    /// Commands under way.
    readonly property bool busy: executable.connectedSources.length > 0

    /// A write succeeded: KEY now holds VALUE in config.toml.
    signal saved(string key, var value)

    property int serial: 0
    property var pending: ({})
    property string lastQuery: ""

    function run(command, kind, extra) {
        const pending = client.pending;
        pending[command] = {kind: kind, extra: extra};
        client.pending = pending;
        executable.connectSource(command);
    }

    function load() {
        client.run(Settings.getCommand(++client.serial), "get", null);
    }

    function loadWords() {
        client.run(Settings.wordsCommand(++client.serial), "words", null);
    }

    function set(key, value) {
        client.run(Settings.setCommand(key, value, ++client.serial), "set", {key: key, value: value});
    }

    function search(query) {
        client.lastQuery = query;
        if (query.trim() === "") {
            client.places = [];
            return;
        }
        client.run(Settings.searchCommand(query.trim(), ++client.serial), "search", query);
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
                client.error = Settings.errorLine(stderr, exitCode);
            }
        } else if (job.kind === "words") {
            const words = exitCode === 0 ? Settings.parseWords(stdout) : null;
            if (words) {
                client.words = words;
            } else {
                client.error = Settings.errorLine(stderr, exitCode);
            }
        } else if (job.kind === "set") {
            if (exitCode === 0) {
                client.error = "";
                if (job.extra.key === "language") {
                    client.loadWords();
                }
                client.saved(job.extra.key, job.extra.value);
            } else {
                client.error = Settings.errorLine(stderr, exitCode);
            }
            client.load();
        } else if (job.kind === "search" && job.extra === client.lastQuery) {
            // `locate` exits 1 with [] when nothing matches: that is an empty list, not an error.
            client.places = Settings.parsePlaces(stdout);
        }
    }

    Component.onCompleted: {
        client.loadWords();
        client.load();
    }

    P5Support.DataSource {
        id: executable
        engine: "executable"
        connectedSources: []
        onNewData: (sourceName, data) => {
            executable.disconnectSource(sourceName);
            client.accept(sourceName, data["exit code"], data["stdout"], data["stderr"]);
        }
    }
}
