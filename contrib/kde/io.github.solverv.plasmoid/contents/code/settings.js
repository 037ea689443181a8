.pragma library
// SPDX-License-Identifier: MIT
// Solverv plasmoid settings page: the requests it makes and how it reads their answers. The page
// keeps no settings of its own: on Plasma 6.4+ the daemon's GetSettings says what is in effect
// and its SetSettings validates and writes config.toml (comments kept); on 6.3, which cannot call
// D-Bus methods from QML, `solverv-status config get` and `config set KEY VALUE` do the same with
// the same writer, and the daemon sees the file change at once (inotify) and republishes.
// ES2016 only; tested with node (tests/test-settings.mjs).

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
    return checkWords(parseLines(stdout));
}

/// The daemon's GetSettingsWords map (a{ss}), or null when it is not one.
function checkWords(words) {
    return words && typeof words === "object" && "language_code" in words && "search_city" in words ? words : null;
}

/// The daemon's GetSettings map (a{sv}, unwrapped): already typed. Null when it is not one.
function checkSettings(settings) {
    return settings && typeof settings === "object" && "events" in settings && "location.city" in settings
        ? settings : null;
}

/// TEXT (what the page's controls hand over: "true", "8", "Tokyo, JP") typed as SetSettings
/// takes it, after the value in effect (CURRENT, from GetSettings): a boolean, a whole number or
/// a string.
function typedValue(text, current) {
    if (typeof current === "boolean") {
        return String(text) === "true";
    }
    if (typeof current === "number" && /^-?[0-9]+$/.test(String(text))) {
        return parseInt(String(text), 10);
    }
    return String(text);
}

/// The daemon's SearchPlaces answer (aa{sv}, unwrapped) as the page's list: its `label` (the
/// text location.city takes) and zone.
function busPlaces(list) {
    if (!list || typeof list.length !== "number") {
        return [];
    }
    var places = [];
    for (var i = 0; i < list.length && places.length < SHOWN_PLACES; i++) {
        var city = list[i] || {};
        places.push({label: String(city.label || placeLabel(city)), timezone: String(city.timezone || "")});
    }
    return places;
}

/// Whether a D-Bus error NAME means the service is not there (rather than a refusal).
function unreachable(name) {
    return /^org\.freedesktop\.DBus\.Error\.(ServiceUnknown|NameHasNoOwner|NoReply|Spawn\.|Disconnected|NoServer|TimedOut|Timeout)/
        .test(String(name || ""));
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
