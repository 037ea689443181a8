.pragma library
// SPDX-License-Identifier: MIT
// Solverv plasmoid settings page: the commands it runs and how it reads their answers. The page
// keeps no settings of its own: `solverv-status config get` says what is in effect and
// `solverv-status config set KEY VALUE` validates and writes config.toml (comments kept), which
// the daemon sees at once (inotify) and republishes — the same writer as its SetSettings, which
// Plasma 6.3's QML cannot call. ES2016 only; tested with node (tests/test-settings.mjs).

/// plasmashell's PATH may miss a `make install PREFIX=~/.local` copy (as in CliSource.qml).
var PATH_PREFIX = "PATH=\"$PATH:$HOME/.local/bin:/usr/local/bin\" ";
/// How many cities the search lists.
var SHOWN_PLACES = 8;

/// The choices of the settings that take one of a few values: the value `config set` takes and
/// the `config words` key of its words (languages are named in themselves).
var LANGUAGES = [
    ["auto", "automatic"], ["en", "English"], ["nb", "Norsk bokmål"], ["sv", "Svenska"],
    ["da", "Dansk"], ["fi", "Suomi"], ["de", "Deutsch"]
];
var CLOCKS = [["auto", "automatic"], ["24h", "clock_24h"], ["12h", "clock_12h"]];
var DATE_ORDERS = [["auto", "automatic"], ["mdy", "order_mdy"], ["dmy", "order_dmy"], ["ymd", "order_ymd"]];
/// When the daily notification comes; "time" stands for an HH:MM notifications.at.
var MOMENTS = [["sunrise", "at_sunrise"], ["time", "at_time"], ["sunset", "at_sunset"]];
var DEFAULT_TIME = "08:00";

/// ARG as one word for /bin/sh, whatever it holds.
function quote(arg) {
    return "'" + String(arg).split("'").join("'\\''") + "'";
}

/// The command lines; SERIAL (a number) keeps two equal commands apart for the executable
/// engine, which runs a source that is already connected only once.
function getCommand(serial) {
    return PATH_PREFIX + "solverv-status config get # " + serial;
}

/// The page's words in the language in effect (`key = text` lines, as `config get`).
function wordsCommand(serial) {
    return PATH_PREFIX + "solverv-status config words # " + serial;
}

function setCommand(key, value, serial) {
    return PATH_PREFIX + "solverv-status config set " + quote(key) + " " + quote(value) + " # " + serial;
}

function searchCommand(query, serial) {
    return PATH_PREFIX + "solverv-status locate " + quote(query) + " --format json --limit " + SHOWN_PLACES +
        " # " + serial;
}

/// "key = text" lines as {key: text}.
function parseLines(stdout) {
    var found = {};
    var lines = String(stdout || "").split("\n");
    for (var i = 0; i < lines.length; i++) {
        var match = /^([a-z_0-9.]+) = ?(.*)$/.exec(lines[i]);
        if (match) {
            found[match[1]] = match[2];
        }
    }
    return found;
}

/// `config get`'s lines as {key: value}: numbers and booleans typed. Null when the output is
/// not that (an old solverv-status, an error).
function parseSettings(stdout) {
    var settings = parseLines(stdout);
    for (var key in settings) {
        var text = settings[key];
        settings[key] = text === "true" ? true : text === "false" ? false
            : /^[0-9]+$/.test(text) ? parseInt(text, 10) : text;
    }
    return "events" in settings && "location.city" in settings ? settings : null;
}

/// `config words`' lines as {key: text}, or null when they are not there.
function parseWords(stdout) {
    var words = parseLines(stdout);
    return "language_code" in words && "search_city" in words ? words : null;
}

/// The words of CHOICES: a word key looked up in WORDS, a language's own name kept.
function choiceWords(choices, words) {
    return choices.map(function (choice) {
        return words && choice[1] in words ? words[choice[1]] : choice[1];
    });
}

/// `locate --format json`'s cities with the label config.toml takes ("Portland, OR, US").
function parsePlaces(stdout) {
    var list;
    try {
        list = JSON.parse(String(stdout || "[]"));
    } catch (error) {
        return [];
    }
    if (!Array.isArray(list)) {
        return [];
    }
    return list.slice(0, SHOWN_PLACES).map(function (city) {
        return {label: placeLabel(city), timezone: String(city.timezone || "")};
    });
}

function placeLabel(city) {
    return [city.name, city.region, city.country].filter(function (part) {
        return part !== undefined && part !== null && String(part) !== "";
    }).join(", ");
}

/// What the place row says for SETTINGS, in WORDS.
function placeSummary(settings, words) {
    if (!settings) {
        return "—";
    }
    if (settings["location.auto"]) {
        return words ? words.use_location : "";
    }
    return settings["location.city"] || "—";
}

/// The first line of a failed command's message, without the program's name.
function errorLine(stderr, exitCode) {
    var line = String(stderr || "").split("\n").filter(function (l) { return l.trim() !== ""; })[0] || "";
    line = line.replace(/^solverv-status: /, "").trim();
    return line || ("solverv-status failed (exit " + exitCode + ")");
}

/// Position of VALUE among CHOICES (the first when unknown).
function choiceIndex(choices, value) {
    for (var i = 0; i < choices.length; i++) {
        if (choices[i][0] === value) {
            return i;
        }
    }
    return 0;
}

function momentKind(at) {
    return at === "sunrise" || at === "sunset" ? at : "time";
}

/// At least one message part stays on: a part is locked on when the other is off.
function partLocked(settings, key) {
    if (!settings) {
        return true;
    }
    var other = key === "notifications.daily_change" ? "notifications.since_solstice" : "notifications.daily_change";
    return settings[key] === true && settings[other] !== true;
}
