// Tests of contents/code/settings.js (the settings page's commands and parsers) with node's own
// test runner, against the real solverv-status (SOLVERV_STATUS, default the debug build): the
// commands it builds are run through /bin/sh as the executable engine runs them, in a scratch
// XDG_CONFIG_HOME, and their real output is parsed. settings.js is a QML library
// (`.pragma library`), loaded as test-model.mjs loads model.js.

import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { fileURLToPath } from "node:url";
import { dirname, join } from "node:path";
import vm from "node:vm";

const here = dirname(fileURLToPath(import.meta.url));
const settingsPath = join(here, "..", "io.github.solverv.plasmoid", "contents", "code", "settings.js");
const status = process.env.SOLVERV_STATUS || join(here, "..", "..", "..", ".build", "debug", "solverv-status");

function load() {
    const source = readFileSync(settingsPath, "utf8");
    assert.match(source, /^\.pragma library\s*$/m);
    const context = vm.createContext({});
    vm.runInContext(source.replace(/^\.pragma library\s*$/m, ""), context, { filename: settingsPath });
    return context;
}
const S = load();
const plain = (value) => JSON.parse(JSON.stringify(value));

/// Runs COMMAND with /bin/sh as the executable engine does, `solverv-status` on PATH being the
/// binary under test, in a home of its own.
function sh(home, command) {
    const bin = mkdtempSync(join(home, "bin-"));
    execFileSync("ln", ["-s", status, join(bin, "solverv-status")]);
    const run = spawnSync("/bin/sh", ["-c", command], {
        encoding: "utf8",
        env: { PATH: `${bin}:/usr/bin:/bin`, HOME: home, XDG_CONFIG_HOME: join(home, ".config"), LANG: "C.UTF-8" },
    });
    return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

function scratch(config) {
    const home = mkdtempSync(join(tmpdir(), "solverv-settings-"));
    mkdirSync(join(home, ".config", "solverv"), { recursive: true });
    if (config !== undefined) writeFileSync(join(home, ".config", "solverv", "config.toml"), config);
    return home;
}

test("config get's real output parses into typed settings", () => {
    const home = scratch('# mine\nevents = 5\n[notifications]\nat = "07:30"\nsad = true\n');
    try {
        const got = sh(home, S.getCommand(1));
        assert.equal(got.code, 0, got.stderr);
        const settings = plain(S.parseSettings(got.stdout));
        assert.equal(settings.events, 5);
        assert.equal(settings["notifications.at"], "07:30");
        assert.equal(settings["notifications.sad"], true);
        assert.equal(settings["notifications.summer_mode"], false);
        assert.equal(settings["location.city"], "");
        assert.equal(S.parseSettings("solverv-status: something else\n"), null);
    } finally {
        rmSync(home, { recursive: true, force: true });
    }
});

test("a city found by locate is written by config set as its label, comments kept", () => {
    const home = scratch("# my place\n[notifications]\nenabled = false\n");
    try {
        const found = sh(home, S.searchCommand("Portland", 2));
        assert.equal(found.code, 0, found.stderr);
        const places = plain(S.parsePlaces(found.stdout));
        assert.ok(places.length >= 2 && places.length <= S.SHOWN_PLACES, JSON.stringify(places));
        assert.deepEqual(places[0], { label: "Portland, OR, US", timezone: "America/Los_Angeles" });
        const set = sh(home, S.setCommand("location.city", places[0].label, 3));
        assert.equal(set.code, 0, set.stderr);
        const text = readFileSync(join(home, ".config", "solverv", "config.toml"), "utf8");
        assert.match(text, /^# my place\n/);
        assert.match(text, /enabled = false/);
        const settings = S.parseSettings(sh(home, S.getCommand(4)).stdout);
        assert.equal(settings["location.city"], "Portland, OR, US");
        assert.equal(S.placeSummary(settings, {}, schemaOf(home), "location.city"), "Portland, OR, US");
        // Nothing matches: locate exits 1 with [] — an empty list.
        const none = sh(home, S.searchCommand("zzzzqq", 5));
        assert.equal(none.code, 1);
        assert.deepEqual(plain(S.parsePlaces(none.stdout)), []);
    } finally {
        rmSync(home, { recursive: true, force: true });
    }
});

test("a refused value: exit 64, the message without the program's name, nothing written", () => {
    const home = scratch("events = 5\n");
    try {
        const set = sh(home, S.setCommand("events", "13", 1));
        assert.equal(set.code, 64);
        assert.equal(S.errorLine(set.stderr, set.code), "config: 'events': 13 is not a list length: use a whole number from 1 to 12");
        assert.equal(readFileSync(join(home, ".config", "solverv", "config.toml"), "utf8"), "events = 5\n");
        assert.equal(S.errorLine("", 70), "solverv-status failed (exit 70)");
    } finally {
        rmSync(home, { recursive: true, force: true });
    }
});

test("hostile input stays one shell word: a query with quotes, $() and ; runs nothing", () => {
    const home = scratch();
    try {
        const marker = join(home, "pwned");
        const query = `O'Brien"; touch ${marker}; $(touch ${marker}) \`touch ${marker}\``;
        const found = sh(home, S.searchCommand(query, 1));
        assert.equal(found.code, 1, found.stderr);
        assert.match(found.stderr, /no city matches/);
        assert.throws(() => readFileSync(marker));
        assert.equal(S.quote("it's"), "'it'\\''s'");
    } finally {
        rmSync(home, { recursive: true, force: true });
    }
});

/// The real CLI's schema (`config schema --lang en`) as the page reads it.
function schemaOf(home) {
    return S.checkSchema(JSON.parse(execFileSync(status, ["config", "schema", "--lang", "en"],
        { env: { ...process.env, XDG_CONFIG_HOME: home || mkdtempSync(join(tmpdir(), "solverv-schema-")) } }).toString()));
}

test("place summary and the at-least-one rule", () => {
    // The rule and the defaults are the real CLI's schema's, not copies.
    const schema = schemaOf();
    // The place: the system's (the switch of its section that stays on, by its words), else the city.
    assert.equal(S.placeSummary({ "location.auto": true, "location.city": "" }, { use_location: "Use my location" },
        schema, "location.city"), "Use my location");
    assert.equal(S.placeSummary({ "location.auto": false, "location.city": "" }, {}, schema, "location.city"), "—");
    assert.deepEqual(plain(schema.rules[0]),
        { rule: "one_on", keys: ["notifications.daily_change", "notifications.since_solstice"] });
    assert.equal(S.defaultValue(schema, "notifications.daily_change", false), true);
    assert.equal(S.defaultValue(schema, "notifications.sad", true), false);
    assert.equal(S.defaultValue(null, "notifications.daily_change", false), false);
    const both = { "notifications.daily_change": true, "notifications.since_solstice": true };
    assert.equal(S.locked(schema, both, "notifications.daily_change"), false);
    const one = { "notifications.daily_change": true, "notifications.since_solstice": false };
    assert.equal(S.locked(schema, one, "notifications.daily_change"), true);
    assert.equal(S.locked(schema, one, "notifications.since_solstice"), false);
    assert.equal(S.locked({ settings: schema.settings, rules: [] }, one, "notifications.daily_change"), false);
    // Two equal commands differ by their serial (the engine would run a connected one once).
    assert.notEqual(S.getCommand(1), S.getCommand(2));
});

test("the applet names no language, clock, date order or moment: they come from the schema", () => {
    const source = readFileSync(settingsPath, "utf8");
    for (const name of ["LANGUAGES", "CLOCKS", "DATE_ORDERS", "MOMENTS"]) assert.equal(S[name], undefined, name);
    for (const word of ["Svenska", "Deutsch", "\"24h\"", "\"mdy\"", "\"sunset\""]) {
        assert.ok(!source.includes(word), `settings.js names ${word}`);
    }
});

test("config schema in the config's language: the page's lists, in that language, and the list length's range", () => {
    const home = scratch('language = "sv"\n');
    try {
        const got = sh(home, S.schemaCommand(1));
        assert.equal(got.code, 0, got.stderr);
        const schema = S.parseSchema(got.stdout);
        assert.equal(schema.language, "sv");
        // Every language the CLI names, in its order (a new language needs no edit here).
        const raw = JSON.parse(got.stdout).settings.find((s) => s.key === "language").choices;
        const languages = plain(S.choices(schema, "language"));
        assert.deepEqual(languages.map((c) => c.value), raw.map((c) => c.value));
        assert.ok(languages.length >= 7 && languages[0].value === "auto", JSON.stringify(languages));
        assert.equal(S.choiceIndex(languages, "fi"), raw.findIndex((c) => c.value === "fi"));
        assert.equal(S.choiceIndex(languages, "nonsense"), 0);
        const labels = plain(S.choiceLabels(schema, "language"));
        assert.ok(labels.every(Boolean), JSON.stringify(labels));
        assert.equal(labels[0], "Automatiskt");  // Swedish words, each language by its own name
        assert.equal(labels[S.choiceIndex(languages, "sv")], "Svenska");
        assert.equal(labels[S.choiceIndex(languages, "de")], "Deutsch");
        assert.deepEqual(plain(S.choices(schema, "clock").map((c) => c.value)), ["auto", "24h", "12h"]);
        assert.equal(S.choiceLabels(schema, "clock")[1], "24-timmars (17:05)");
        assert.deepEqual(plain(S.choices(schema, "date_order").map((c) => c.value)), ["auto", "mdy", "dmy", "ymd"]);
        const moments = plain(S.choices(schema, "notifications.at"));
        assert.deepEqual(moments.map((c) => c.label), ["Vid soluppgång", "Vid solnedgång", "Vid ett visst klockslag"]);
        assert.ok(moments.some((c) => c.value === S.TIME_CHOICE), "the time-of-day choice is HH:MM");
        assert.equal(S.momentChoice(moments, "sunset"), "sunset");
        assert.equal(S.momentChoice(moments, "07:30"), S.TIME_CHOICE);
        assert.equal(S.momentChoice([], "sunrise"), "sunrise", "no time field before the schema came");
        assert.equal(S.bound(schema, "events", "min", 0), 1);
        assert.equal(S.bound(schema, "events", "max", 0), 12);
        assert.equal(S.bound(null, "events", "max", 3), 3);
        // The language's words follow a change of language.
        assert.equal(sh(home, S.setCommand("language", "de", 2)).code, 0);
        assert.equal(S.choiceLabels(S.parseSchema(sh(home, S.schemaCommand(3)).stdout), "language")[0], "Automatisch");
        assert.equal(S.parseSchema("solverv-status: config: broken\n"), null);
        assert.equal(S.parseSchema('{"schema":1,"settings":[]}'), null);
    } finally {
        rmSync(home, { recursive: true, force: true });
    }
});

test("config words in the config's language: every word the page asks for", () => {
    const home = scratch('language = "sv"\n');
    try {
        const got = sh(home, S.wordsCommand(1));
        assert.equal(got.code, 0, got.stderr);
        const words = plain(S.parseWords(got.stdout));
        assert.equal(words.language_code, "sv");
        assert.equal(words.search_city, "Sök efter ort");
        // Every word ConfigGeneral.qml and settings.js' cells() ask for by name (a kind's own:
        // the time pattern, "no limit", "showing"…) is there; the rest are the schema's (below).
        const page = readFileSync(join(here, "..", "io.github.solverv.plasmoid", "contents", "ui", "ConfigGeneral.qml"), "utf8")
            + readFileSync(settingsPath, "utf8");
        const asked = [...page.matchAll(/(?:page\.word\(|cell\("[a-z]+", )"([a-z_0-9]+)"/g)].map((m) => m[1]);
        for (const key of ["no_limit", "time_pattern", "showing", "time_of_day", "set", "quote_open"]) {
            assert.ok(asked.includes(key), `the check no longer finds '${key}' (${asked})`);
        }
        for (const key of asked) assert.ok(key in words, `the page asks for '${key}'`);
        // Every word the schema names for the page is there too.
        const schema = S.parseSchema(sh(home, S.schemaCommand(2)).stdout);
        const named = schema.order.flatMap((key) => ["title", "hint", "example", "stays_on"]
            .map((field) => schema.settings[key][field])).concat(schema.groups.map((g) => g.title)).filter((w) => w !== "");
        assert.ok(named.length > 20, `${named.length} words named by the schema`);
        for (const key of named) assert.ok(key in words, `the schema names '${key}'`);
        assert.equal(S.parseWords("solverv-status: config: broken\n"), null);
    } finally {
        rmSync(home, { recursive: true, force: true });
    }
});

test("every choice the schema offers is one config set takes", () => {
    const home = scratch();
    try {
        const schema = S.parseSchema(sh(home, S.schemaCommand(1)).stdout);
        let serial = 2;
        for (const key of ["language", "clock", "date_order"]) {
            for (const { value } of S.choices(schema, key)) {
                const set = sh(home, S.setCommand(key, value, serial++));
                assert.equal(set.code, 0, `${key} = ${value}: ${set.stderr}`);
            }
        }
        const refused = sh(home, S.setCommand("language", "xx", serial++));
        assert.equal(refused.code, 64);
    } finally {
        rmSync(home, { recursive: true, force: true });
    }
});

test("the page's grid is the schema's: every placed setting gets its cells, a new one too, no key named in the page", () => {
    const schema = schemaOf();
    const cells = plain(S.cells(schema));
    const headings = cells.filter((c) => c.cell === "heading");
    // Each section's heading; an untitled one (the theme's) by its first switch, which then reads
    // as its hint, as the notification's switch under its heading does.
    assert.deepEqual(headings.map((c) => c.word), plain(schema.groups.map((g) => g.title || "theme")));
    const switches = cells.filter((c) => c.kind === "boolean").map((c) => [c.key, c.word]);
    assert.deepEqual(switches.filter(([key]) => key.endsWith(".enabled")),
        [["notifications.enabled", "notification_hint"], ["theme.enabled", "theme_hint"]]);
    assert.ok(!cells.some((c) => c.cell === "hint" && c.word === "theme_hint"), "the hint is not said twice");
    const placed = schema.order.filter((key) => schema.settings[key].group !== "");
    const controlled = [...new Set(cells.filter((c) => c.cell === "control").map((c) => c.key))];
    assert.deepEqual(controlled.sort(), [...placed].sort());
    assert.ok(!controlled.includes("hemisphere"), "a setting the schema places nowhere is not shown");
    // Two columns: every row but a heading is two cells, so the grid never shifts.
    let column = 0;
    for (const cell of cells) {
        if (cell.span === 2) {
            assert.equal(column, 0, JSON.stringify(cell));
        } else {
            column = (column + 1) % 2;
            assert.equal(cell.cell === "label" || cell.cell === "spacer", column === 1, JSON.stringify(cell));
        }
    }
    // A new setting of a known kind, in a listed section and in one the schema does not list.
    const raw = JSON.parse(execFileSync(status, ["config", "schema", "--lang", "en"],
        { env: { ...process.env, XDG_CONFIG_HOME: mkdtempSync(join(tmpdir(), "solverv-schema-")) } }).toString());
    raw.settings.push({ key: "display.new_switch", type: "boolean", default: false, group: "display", title: "theme",
        hint: "theme_hint" });
    raw.settings.push({ key: "extra.new_number", type: "integer", default: 1, min: 1, max: 3, group: "extra",
        title: "offset", needs: "display.new_switch" });
    raw.settings.push({ key: "extra.new_kind", type: "colour", default: "red", group: "extra", title: "dark" });
    const wider = S.checkSchema(raw);
    const more = plain(S.cells(wider));
    const ours = more.filter((c) => c.key === "display.new_switch" || c.key === "extra.new_number");
    assert.deepEqual(ours.map((c) => [c.cell, c.kind, c.word]), [
        ["spacer", "", ""], ["control", "boolean", "theme"], ["spacer", "", ""], ["hint", "hint", "theme_hint"],
        ["label", "", "offset"], ["control", "integer", "offset"]]);
    assert.equal(more.filter((c) => c.cell === "heading").at(-1).word, "", "an unlisted section has no heading word");
    assert.ok(!more.some((c) => c.key === "extra.new_kind"), "a kind the page has no control for is left out");
    // Shown and usable follow the schema's shown_when, needs and one_on rule.
    const on = { "display.new_switch": false, "extra.new_number": 1, "theme.switch": "sun", "theme.elevation": 0 };
    assert.equal(S.usable(wider, on, "extra.new_number"), false);
    assert.equal(S.usable(wider, { ...on, "display.new_switch": true }, "extra.new_number"), true);
    assert.equal(S.shown(wider, on, "theme.elevation"), false);
    assert.equal(S.shown(wider, { ...on, "theme.switch": "elevation" }, "theme.elevation"), true);
    assert.equal(S.shown(wider, on, "notifications.sad"), false, "a key Solverv did not send is not shown");
});
