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

var LANGUAGES = [
    ["auto", "Automatic"], ["en", "English"], ["nb", "Norsk bokmål"], ["sv", "Svenska"],
    ["da", "Dansk"], ["fi", "Suomi"], ["de", "Deutsch"]
];
var CLOCKS = [["auto", "Automatic"], ["24h", "24-hour (17:05)"], ["12h", "12-hour (5:05 PM)"]];
var DATE_ORDERS = [
    ["auto", "Automatic"], ["mdy", "Month first (Dec 21, 2026)"],
    ["dmy", "Day first (21 Dec 2026)"], ["ymd", "Year first (2026-12-21)"]
];
/// When the daily notification comes; "time" stands for an HH:MM notifications.at.
var MOMENTS = [["sunrise", "At sunrise"], ["time", "At a time of day"], ["sunset", "At sunset"]];
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

function setCommand(key, value, serial) {
    return PATH_PREFIX + "solverv-status config set " + quote(key) + " " + quote(value) + " # " + serial;
}

function searchCommand(query, serial) {
    return PATH_PREFIX + "solverv-status locate " + quote(query) + " --format json --limit " + SHOWN_PLACES +
        " # " + serial;
}

/// `config get`'s "key = value" lines as {key: value}: numbers and booleans typed. Null when
/// the output is not that (an old solverv-status, an error).
function parseSettings(stdout) {
    var settings = {};
    var count = 0;
    var lines = String(stdout || "").split("\n");
    for (var i = 0; i < lines.length; i++) {
        var match = /^([a-z_.]+) = ?(.*)$/.exec(lines[i]);
        if (!match) {
            continue;
        }
        var text = match[2];
        settings[match[1]] = text === "true" ? true : text === "false" ? false
            : /^[0-9]+$/.test(text) ? parseInt(text, 10) : text;
        count++;
    }
    return count > 0 && "events" in settings && "location.city" in settings ? settings : null;
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

/// What the place row says for SETTINGS.
function placeSummary(settings) {
    if (!settings) {
        return "—";
    }
    if (settings["location.auto"]) {
        return "Your location (from the system)";
    }
    if (settings["location.city"]) {
        return settings["location.city"];
    }
    return "Not chosen: config.toml's coordinates, or the time zone's city";
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
