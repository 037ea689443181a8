.pragma library
// SPDX-License-Identifier: MIT
// Solverv plasmoid settings page: the requests it makes and how it reads their answers. The page
// keeps no settings of its own: on Plasma 6.4+ the daemon's GetSettings says what is in effect
// and its SetSettings validates and writes config.toml (comments kept); on 6.3, which cannot call
// D-Bus methods from QML, `solverv-status config get` and `config set KEY VALUE` do the same with
// the same writer, and the daemon sees the file change at once (inotify) and republishes. The
// page's lists (languages, clocks, date orders, notification moments) and the list length's
// range come from Solverv's settings schema (GetSettingsSchema / `config schema`), so a new
// language or choice needs no change here.
// ES2016 only; tested with node (tests/test-settings.mjs).

/// plasmashell's PATH may miss a `make install PREFIX=~/.local` copy (as in CliSource.qml).
var PATH_PREFIX = "PATH=\"$PATH:$HOME/.local/bin:/usr/local/bin\" ";
/// How many cities the search lists.
var SHOWN_PLACES = 8;

/// A notifications.at choice whose value is this stands for a time of day (the schema's `moment`
/// type: `sunrise`, `sunset` or HH:MM); the time the page offers when that choice is picked.
/// Neither is a list: the choices themselves, their order and words come from the schema.
var TIME_CHOICE = "HH:MM";
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

/// Every setting with its type, range and choices (labels in the language in effect), as JSON.
function schemaCommand(serial) {
    return PATH_PREFIX + "solverv-status config schema # " + serial;
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
            : /^-?[0-9]+$/.test(text) ? parseInt(text, 10) : text;
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

/// `config schema`'s JSON as the page's schema (checkSchema), or null when it is not that.
function parseSchema(stdout) {
    try {
        return checkSchema(JSON.parse(String(stdout || "")));
    } catch (error) {
        return null;
    }
}

/// The schema (`config schema`'s JSON, or the daemon's GetSettingsSchema a{sv} unwrapped) as
/// {language, settings: {key: {key, type, default, min, max, choices: [{value, label}], and where
/// a window shows it: group, title, hint, example, needs, shown_when, stays_on}}, order: [key],
/// rules: [{rule, keys}], groups: [{key, title}]}, or null when it is not one (an old
/// solverv-status or daemon).
function checkSchema(schema) {
    if (!schema || typeof schema !== "object" || !schema.settings || typeof schema.settings.length !== "number") {
        return null;
    }
    var settings = {};
    var order = [];
    for (var i = 0; i < schema.settings.length; i++) {
        var setting = schema.settings[i] || {};
        var choices = [];
        var given = setting.choices || [];
        for (var j = 0; j < given.length; j++) {
            var value = String(given[j].value);
            choices.push({value: value, label: given[j].label !== undefined ? String(given[j].label) : value});
        }
        var key = String(setting.key);
        var shownWhen = setting.shown_when && setting.shown_when.key !== undefined
            ? {key: String(setting.shown_when.key), value: setting.shown_when.value} : null;
        settings[key] = {key: key, type: setting.type, "default": setting["default"], min: setting.min,
            max: setting.max, choices: choices, group: setting.group ? String(setting.group) : "",
            title: String(setting.title || ""), hint: String(setting.hint || ""), example: String(setting.example || ""),
            needs: String(setting.needs || ""), shown_when: shownWhen, stays_on: String(setting.stays_on || "")};
        order.push(key);
    }
    var rules = [];
    var givenRules = schema.rules || [];
    for (var k = 0; k < givenRules.length; k++) {
        var rule = givenRules[k] || {};
        var keys = [];
        for (var m = 0; m < (rule.keys || []).length; m++) {
            keys.push(String(rule.keys[m]));
        }
        rules.push({rule: String(rule.rule), keys: keys});
    }
    var groups = [];
    var givenGroups = schema.groups || [];
    for (var g = 0; g < givenGroups.length; g++) {
        groups.push({key: String((givenGroups[g] || {}).key), title: String((givenGroups[g] || {}).title || "")});
    }
    return order.length > 0
        ? {language: String(schema.language || ""), settings: settings, order: order, rules: rules, groups: groups} : null;
}

/// The kinds of setting the page has a control for (ConfigGeneral.qml builds one per cell of
/// cells()); a setting of another kind is left out. A new kind of value is a new control there.
var KINDS = ["choice", "integer", "boolean", "time", "moment", "city"];

/// The page's sections from SCHEMA, in its `groups` order: [{key, title, keys}], each with the
/// settings the schema places in it (`group`) of a kind in KINDS, in the schema's order. A section
/// the schema does not list comes last, untitled; one with nothing to show is left out.
function sections(schema) {
    if (!schema) {
        return [];
    }
    var listed = schema.groups || [];
    var names = listed.map(function (group) { return group.key; });
    var shown = schema.order.filter(function (key) {
        var setting = schema.settings[key];
        return setting.group !== "" && KINDS.indexOf(setting.type) >= 0;
    });
    shown.forEach(function (key) {
        if (names.indexOf(schema.settings[key].group) < 0) {
            names.push(schema.settings[key].group);
        }
    });
    return names.map(function (name) {
        var group = listed.filter(function (g) { return g.key === name; })[0];
        return {key: name, title: group ? group.title : "",
            keys: shown.filter(function (key) { return schema.settings[key].group === name; })};
    }).filter(function (section) { return section.keys.length > 0; });
}

/// The page's two-column grid from SCHEMA, one cell after another: [{cell, key, kind, word,
/// span, first}]. Each section is a heading (span 2), then each setting's cells by its kind: a
/// label (its `title` word) and its control, or a spacer and a check box for a switch; its `hint`
/// under it (a switch the heading names reads as its hint). A moment has a second row for the time of day; a city shows the place where it is
/// and its search (and the matches) at the section's end.
function cells(schema) {
    var out = [];
    sections(schema).forEach(function (section, index) {
        // A section without a title is headed by its first switch's (the theme's "Light and
        // dark"); the switch a heading names already reads as its hint ("One friendly message a day").
        var first = schema.settings[section.keys[0]];
        var heading = section.title !== "" ? section.title : first.type === "boolean" ? first.title : "";
        out.push({cell: "heading", key: "", kind: "", word: heading, span: 2, first: index === 0,
            keys: section.keys});
        var tail = [];
        section.keys.forEach(function (key) {
            var setting = schema.settings[key];
            var cell = function (name, word, kind, part) {
                return {cell: name, key: key, kind: kind || "", word: word || "", span: 1, part: part || ""};
            };
            var headed = setting.type === "boolean" && setting.title === heading && setting.hint !== "";
            if (headed) {
                out.push(cell("spacer"), cell("control", setting.hint, "boolean"));
            } else if (setting.type === "boolean") {
                out.push(cell("spacer"), cell("control", setting.title, "boolean"));
            } else if (setting.type === "city") {
                out.push(cell("label", "showing"), cell("control", "showing", "showing"));
                tail.push(cell("label", setting.title), cell("control", setting.title, "search"),
                    cell("spacer", "", "", "places"), cell("control", "", "places", "places"));
            } else {
                out.push(cell("label", setting.title), cell("control", setting.title, setting.type));
            }
            if (setting.type === "moment") {
                out.push(cell("label", "time_of_day", "", "time"), cell("control", "time_of_day", "momentTime", "time"));
            }
            if (setting.hint !== "" && !headed) {
                out.push(cell("spacer"), cell("hint", setting.hint, "hint"));
            }
        });
        out = out.concat(tail);
    });
    return out;
}

/// Whether the setting KEY's control is shown with SETTINGS in effect (null: not read yet): not
/// for a key Solverv does not have (an older one), nor while its `shown_when` does not hold.
function shown(schema, settings, key) {
    var setting = schema && key in schema.settings ? schema.settings[key] : null;
    if (!setting) {
        return false;
    }
    if (!settings) {
        return setting.shown_when === null;
    }
    return key in settings && (setting.shown_when === null || settings[setting.shown_when.key] === setting.shown_when.value);
}

/// Whether the setting KEY's control can be used: the settings are read, the switch it `needs`
/// is on, and no rule locks it (locked()).
function usable(schema, settings, key) {
    var setting = schema && key in schema.settings ? schema.settings[key] : null;
    return setting !== null && settings !== null && settings !== undefined
        && (setting.needs === "" || settings[setting.needs] === true) && !locked(schema, settings, key);
}

/// The choices of KEY in SCHEMA ([{value, label}]; none before the schema came).
function choices(schema, key) {
    return schema && key in schema.settings ? schema.settings[key].choices : [];
}

/// Their labels, the model of the setting's box.
function choiceLabels(schema, key) {
    return choices(schema, key).map(function (choice) { return choice.label; });
}

/// KEY's bound (which: "min" or "max") in SCHEMA, FALLBACK until the schema came.
function bound(schema, key, which, fallback) {
    var setting = schema && key in schema.settings ? schema.settings[key] : null;
    return setting && typeof setting[which] === "number" ? setting[which] : fallback;
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
        return {label: String(city.label || placeLabel(city)), timezone: String(city.timezone || "")};
    });
}

function placeLabel(city) {
    return [city.name, city.region, city.country].filter(function (part) {
        return part !== undefined && part !== null && String(part) !== "";
    }).join(", ");
}

/// What the place row of the city setting KEY says for SETTINGS, in WORDS: the `title` of a
/// switch of its section that stays on (the system's place) while it is on, else the city.
function placeSummary(settings, words, schema, key) {
    if (!settings || !schema || !(key in schema.settings)) {
        return "—";
    }
    var group = schema.settings[key].group;
    var system = schema.order.filter(function (other) {
        var setting = schema.settings[other];
        return setting.group === group && setting.type === "boolean" && setting.stays_on !== "" && settings[other] === true;
    })[0];
    if (system !== undefined) {
        return words && words[schema.settings[system].title] !== undefined ? words[schema.settings[system].title] : "";
    }
    return settings[key] || "—";
}

/// The first line of a failed command's message, without the program's name; when it said
/// nothing, FAILED (the applet's sentence in the user's language, model.js' word()) or English.
function errorLine(stderr, exitCode, failed) {
    var line = String(stderr || "").split("\n").filter(function (l) { return l.trim() !== ""; })[0] || "";
    line = line.replace(/^solverv-status: /, "").trim();
    return line || failed || ("solverv-status failed (exit " + exitCode + ")");
}

/// Position of VALUE among CHOICES ([{value, label}]; the first when unknown).
function choiceIndex(choices, value) {
    for (var i = 0; i < choices.length; i++) {
        if (choices[i].value === value) {
            return i;
        }
    }
    return 0;
}

/// The notifications.at choice that AT is: itself when it is one of CHOICES (sunrise, sunset),
/// else (a time of day) TIME_CHOICE.
function momentChoice(choices, at) {
    if (choices.length === 0) {
        return at;
    }
    for (var i = 0; i < choices.length; i++) {
        if (choices[i].value === at && at !== TIME_CHOICE) {
            return at;
        }
    }
    return TIME_CHOICE;
}

/// The schema's default of KEY, or EMPTY before the schema came (or for a key it lacks).
function defaultValue(schema, key, empty) {
    return schema && key in schema.settings && schema.settings[key]["default"] !== undefined
        ? schema.settings[key]["default"] : empty;
}

/// Whether the switch KEY is locked on by the schema's rules: of a "one stays on" group (at
/// least one message part), the last switch on cannot be switched off.
function locked(schema, settings, key) {
    if (!schema || !settings) {
        return true;
    }
    for (var i = 0; i < schema.rules.length; i++) {
        var rule = schema.rules[i];
        if (rule.rule !== "one_on" || rule.keys.indexOf(key) < 0 || settings[key] !== true) {
            continue;
        }
        var othersOn = rule.keys.filter(function (other) { return other !== key && settings[other] === true; });
        if (othersOn.length === 0) {
            return true;
        }
    }
    return false;
}
