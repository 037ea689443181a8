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
        assert.equal(S.placeSummary(settings), "Portland, OR, US");
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

test("place summary and the at-least-one rule", () => {
    assert.equal(S.placeSummary({ "location.auto": true, "location.city": "" }, { use_location: "Use my location" }),
        "Use my location");
    assert.equal(S.placeSummary({ "location.auto": false, "location.city": "" }, {}), "—");
    // The rule and the defaults are the real CLI's schema's, not copies.
    const schema = S.checkSchema(JSON.parse(execFileSync(status, ["config", "schema", "--lang", "en"],
        { env: { ...process.env, XDG_CONFIG_HOME: mkdtempSync(join(tmpdir(), "solverv-schema-")) } }).toString()));
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
        // Every word ConfigGeneral.qml asks for with page.word("…") is there.
        const page = readFileSync(join(here, "..", "io.github.solverv.plasmoid", "contents", "ui", "ConfigGeneral.qml"), "utf8");
        const asked = [...page.matchAll(/page\.word\("([a-z_0-9]+)"\)/g)].map((m) => m[1]);
        assert.ok(asked.length > 20, `${asked.length} words asked`);
        for (const key of asked) assert.ok(key in words, `the page asks for '${key}'`);
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
