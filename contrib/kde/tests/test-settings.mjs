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
        assert.equal(S.momentKind(settings["notifications.at"]), "time");
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

test("choices, place summary and the at-least-one rule", () => {
    assert.equal(S.choiceIndex(S.LANGUAGES, "fi"), 5);
    assert.equal(S.choiceIndex(S.CLOCKS, "nonsense"), 0);
    assert.deepEqual(plain(S.LANGUAGES.map((c) => c[0])), ["auto", "en", "nb", "sv", "da", "fi", "de"]);
    assert.equal(S.placeSummary({ "location.auto": true, "location.city": "" }, { use_location: "Use my location" }),
        "Use my location");
    assert.equal(S.placeSummary({ "location.auto": false, "location.city": "" }, {}), "—");
    const both = { "notifications.daily_change": true, "notifications.since_solstice": true };
    assert.equal(S.partLocked(both, "notifications.daily_change"), false);
    const one = { "notifications.daily_change": true, "notifications.since_solstice": false };
    assert.equal(S.partLocked(one, "notifications.daily_change"), true);
    assert.equal(S.partLocked(one, "notifications.since_solstice"), false);
    // Two equal commands differ by their serial (the engine would run a connected one once).
    assert.notEqual(S.getCommand(1), S.getCommand(2));
});

test("config words in the config's language: every word the page asks for, choices in those words", () => {
    const home = scratch('language = "sv"\n');
    try {
        const got = sh(home, S.wordsCommand(1));
        assert.equal(got.code, 0, got.stderr);
        const words = plain(S.parseWords(got.stdout));
        assert.equal(words.language_code, "sv");
        assert.equal(words.search_city, "Sök efter ort");
        assert.deepEqual(plain(S.choiceWords(S.MOMENTS, words)), ["Vid soluppgång", "Vid ett visst klockslag", "Vid solnedgång"]);
        assert.equal(plain(S.choiceWords(S.LANGUAGES, words))[0], "Automatiskt");
        assert.equal(plain(S.choiceWords(S.LANGUAGES, words))[6], "Deutsch");
        // Every word ConfigGeneral.qml asks for with page.word("…") is there.
        const page = readFileSync(join(here, "..", "io.github.solverv.plasmoid", "contents", "ui", "ConfigGeneral.qml"), "utf8");
        const asked = [...page.matchAll(/page\.word\("([a-z_0-9]+)"\)/g)].map((m) => m[1]);
        assert.ok(asked.length > 20, `${asked.length} words asked`);
        for (const key of [...asked, ...[S.CLOCKS, S.DATE_ORDERS, S.MOMENTS].flat().map((c) => c[1])]) {
            assert.ok(key in words, `the page asks for '${key}'`);
        }
        assert.equal(S.parseWords("solverv-status: config: broken\n"), null);
    } finally {
        rmSync(home, { recursive: true, force: true });
    }
});

test("the page's languages are the ones solverv-status accepts", () => {
    const home = scratch();
    try {
        const refused = sh(home, S.setCommand("language", "xx", 1));
        assert.equal(refused.code, 64);
        for (const [code] of S.LANGUAGES) assert.match(refused.stderr, new RegExp(`\\b${code}\\b`), code);
    } finally {
        rmSync(home, { recursive: true, force: true });
    }
});
