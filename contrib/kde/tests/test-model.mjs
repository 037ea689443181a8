// Tests of contents/code/model.js with node's own test runner: `node --test contrib/kde/tests/`
// (or `node contrib/kde/tests/test-model.mjs`). model.js starts with QML's `.pragma library`,
// which is not JavaScript, so the file is read, that line blanked, and the rest evaluated in a
// vm context — the same text the QML engine runs.
//
// Fixtures are Views the real `solverv-status --format view` printed (tests/make-fixtures.sh;
// validate.sh checks they are what the CLI prints now): model.js formats nothing, so these tests
// check that it passes the View through whole, in any language, and reports every failure.

import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { dirname, join } from "node:path";
import vm from "node:vm";

const here = dirname(fileURLToPath(import.meta.url));
const modelPath = join(here, "..", "io.github.solverv.plasmoid", "contents", "code", "model.js");

const wordsPath = join(dirname(modelPath), "words.js");

/// A QML JS library evaluated in its own context: `.pragma library` blanked, each `.import "F"
/// as NAME` given as NAME (the contexts in IMPORTS).
function loadLibrary(path, imports = {}) {
    let source = readFileSync(path, "utf8");
    assert.match(source, /^\.pragma library\s*$/m, `${path} must stay a QML library (.pragma library)`);
    const context = vm.createContext({});
    source = source.replace(/^\.pragma library\s*$/m, "").replace(/^\.import "([^"]+)" as (\w+)\s*$/gm, (line, file, name) => {
        assert.ok(imports[name], `${path} imports ${file} as ${name}: not given`);
        context[name] = imports[name];
        return "";
    });
    vm.runInContext(source, context, { filename: path });
    return context;
}

function loadModel() {
    return loadLibrary(modelPath, { Words: loadLibrary(wordsPath) });
}

const M = loadModel();
const fixture = (name) => JSON.parse(readFileSync(join(here, "fixtures", name + ".json"), "utf8"));
// Plain copies: the vm context's objects have another realm's prototypes, which deepEqual rejects.
const plain = (value) => JSON.parse(JSON.stringify(value));

// How the Plasma D-Bus module hands values to QML: scalars in objects with a `value` member.
function dbusWrap(v) {
    if (Array.isArray(v)) return v.map(dbusWrap);
    if (v !== null && typeof v === "object") return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, dbusWrap(x)]));
    return { value: v };
}

test("a View passes through whole: every string as the CLI printed it", () => {
    for (const name of ["default-utc", "oslo-evening", "oslo-evening-nb", "kathmandu", "midnight-sun-longyearbyen", "polar-night-tromso-nb", "sydney-june"]) {
        const view = fixture(name);
        const m = M.fromView(view, "cli");
        assert.equal(m.ok, true, name);
        assert.deepEqual(plain(m.view), view, name);
        assert.equal(m.tooltipMain, view.text, name);
        assert.equal(m.validUntilMs, view.valid_until * 1000, name);
    }
});

test("Bokmål in the config: the model carries the daemon's Bokmål, nothing English added", () => {
    const m = M.fromView(fixture("oslo-evening-nb"), "dbus");
    assert.equal(m.view.text, "❄️ Vintersolverv om 29 dager");
    assert.equal(m.view.sun.heading, "I morgen");
    assert.equal(m.view.labels.refresh, "Oppdater");
    assert.match(m.tooltipSub, /^I morgen: ↑ Soloppgang \d\d:\d\d {2}↓ Solnedgang \d\d:\d\d · \d t \d+ min\n🌅 4 min kortere i dag/);
    assert.doesNotMatch(JSON.stringify(plain(m)), /Sunrise|Tomorrow|Daylight| in \d+ days/);
});

test("a default place puts the hint in the tooltip", () => {
    const m = M.fromView(fixture("default-utc"), "cli");
    assert.match(m.tooltipSub, /\nEquator at UTC: default location: set it with --location or in config\.toml$/);
    assert.doesNotMatch(M.fromView(fixture("oslo-evening"), "cli").tooltipSub, /default location/);
});

test("D-Bus: a wrapped View gives the same model as the plain one", () => {
    const view = fixture("sydney-june");
    assert.deepEqual(plain(M.fromView(dbusWrap(view), "dbus").view), view);
    assert.equal(M.fromView(dbusWrap(view), "dbus").source, "dbus");
});

test("no View, an error object or another schema is an error model with a complete empty view", () => {
    for (const [raw, message] of [[null, /No data/], [{}, /No data/], [{ schema: 1, error: "bad" }, /solverv-status: bad/],
                                  [{ schema: 2, text: "x" }, /Unsupported view schema 2/]]) {
        const m = M.fromView(raw, "dbus");
        assert.equal(m.ok, false);
        assert.match(m.error, message);
        assert.deepEqual(plain(m.view.events.rows), []);
        assert.equal(m.view.place.hint, "");
    }
    assert.equal(M.emptyModel().ok, false);
});

test("CLI results: success, noise before the JSON, config error, not installed, garbage", () => {
    const line = JSON.stringify(fixture("kathmandu"));
    assert.equal(M.fromCliResult(0, line + "\n", "").view.text, "🌱 Spring equinox tomorrow");
    assert.equal(M.fromCliResult(0, "hello from .bashrc\n" + line, "").ok, true);
    assert.equal(M.fromCliResult(78, '{"schema":1,"error":"bad latitude"}', "").error, "solverv-status: bad latitude");
    assert.match(M.fromCliResult(127, "", "sh: solverv-status: not found").error, /was not found/);
    assert.match(M.fromCliResult(1, "", "boom\nmore").error, /failed \(exit 1\): boom$/);
    assert.match(M.fromCliResult(0, "not json", "").error, /printed no view/);
});

test("unwrap: D-Bus value types, nested maps and lists", () => {
    assert.equal(M.unwrap({ value: 5 }), 5);
    assert.equal(M.unwrap({ value: "x" }), "x");
    assert.deepEqual(plain(M.unwrap({ a: { value: 1 }, b: [{ value: 2 }, { c: { value: "d" } }] })), { a: 1, b: [2, { c: "d" }] });
    assert.deepEqual(plain(M.unwrap({ length: 2, 0: { value: "a" }, 1: { value: "b" } })), ["a", "b"]);
});

test("CLI scheduling: wake at valid_until, never later than the cap, never a busy loop", () => {
    const now = 1_800_000_000_000;
    assert.equal(M.nextCheckDelay(now + 10_000, now), 11_000);
    assert.equal(M.nextCheckDelay(now + 6 * 3600_000, now), M.MAX_CHECK_MS);
    assert.equal(M.nextCheckDelay(now - 5_000, now), 1_000);
    assert.equal(M.nextCheckDelay(NaN, now), M.MAX_CHECK_MS);
    assert.equal(M.dueToRun(now + 1, now), false);
    assert.equal(M.dueToRun(now, now), true);
    assert.equal(M.dueToRun(NaN, now), true);
    assert.equal(M.staleAt({ ok: true, validUntilMs: now + 3600_000 }, now), now + 3600_000);
    assert.equal(M.staleAt({ ok: true, validUntilMs: now - 5_000 }, now), now + M.MIN_GAP_MS);
    assert.equal(M.staleAt({ ok: false, validUntilMs: NaN }, now), now + M.RETRY_MS);
    assert.equal(M.staleAt({ ok: true, validUntilMs: NaN }, now), now + M.RETRY_MS);
});

test("compareCommand single-quotes the typed date: nothing typed is run by the shell", () => {
    const base = "solverv-status";
    assert.equal(M.compareCommand(base, "2027-06-21"), "solverv-status compare '2027-06-21' --format json");
    assert.equal(M.compareCommand(base, "x'; touch /tmp/pwned; '"),
        "solverv-status compare 'x'\\''; touch /tmp/pwned; '\\''' --format json");
});

test("compareCommand: \"A vs B\" compares two places today, each typed place single-quoted", () => {
    const base = "solverv-status";
    assert.deepEqual(plain(M.placesAsked("Oslo vs Tromsø")), { place: "Oslo", vs: "Tromsø" });
    assert.deepEqual(plain(M.placesAsked("vs. Tromsø")), { place: "", vs: "Tromsø" });
    assert.equal(M.placesAsked("2027-06-21"), null);
    assert.equal(M.compareCommand(base, "Oslo vs Tromsø"),
        "solverv-status compare +0d --location 'Oslo' --vs 'Tromsø' --format json");
    assert.equal(M.compareCommand(base, "VS Sydney"), "solverv-status compare +0d --vs 'Sydney' --format json");
    assert.equal(M.compareCommand(base, "a' ; rm -rf ~ ; ' vs b"),
        "solverv-status compare +0d --location 'a'\\'' ; rm -rf ~ ; '\\''' --vs 'b' --format json");
});

test("fromCompareResult passes the engine's lines through; an error is the CLI's one line", () => {
    const text = readFileSync(join(here, "fixtures", "compare-oslo.json"), "utf8");
    const ok = plain(M.fromCompareResult(0, text, ""));
    assert.deepEqual(ok.lines, JSON.parse(text).lines);
    assert.equal(ok.lines[0], "Jun 21, 2027 · 18 hr 50 min of daylight · 11 hr 51 min more than today");
    assert.equal(ok.error, "");
    const bad = plain(M.fromCompareResult(64, "",
        "solverv-status: date '2027-06-31' is not a valid date: use YYYY-MM-DD (e.g. 2027-06-21) or a relative form such as +30d\n"));
    assert.deepEqual(bad.lines, []);
    assert.match(bad.error, /^date '2027-06-31' is not a valid date/);
    assert.match(plain(M.fromCompareResult(127, "", "")).error, /not found/);
});

test("the applet's own sentences: every language has every key, none English but en's", () => {
    const W = loadLibrary(wordsPath).WORDS;
    const keys = Object.keys(W.en).sort();
    assert.ok(keys.length >= 10, keys.join(" "));
    // Every language words.js has (make-words.py writes one per language `config schema` names).
    const codes = Object.keys(W).filter((code) => code !== "en");
    assert.ok(codes.length >= 5, codes.join(" "));
    for (const code of codes) {
        assert.deepEqual(Object.keys(W[code]).sort(), keys, code);
        for (const key of keys) {
            assert.notEqual(W[code][key], W.en[key], `${code}.${key} is the English one`);
            assert.doesNotMatch(W[code][key], /(?<!\p{L})(No data|service|failed|error|answer|Unsupported|found|printed|install|sent|settings|words)(?!\p{L})/iu,
                `${code}.${key}: ${W[code][key]}`);
        }
    }
});

test("the language: the last View's, else the locale's; placeholders filled", () => {
    const M = loadModel();
    assert.equal(M.fromView(null, "dbus").error, "No data from the Solverv service", "no View, no Qt: English");
    assert.equal(M.languageOfLocale("nb_NO.UTF-8"), "nb");
    assert.equal(M.languageOfLocale("nn_NO"), "nb");
    assert.equal(M.languageOfLocale("de-AT"), "de");
    assert.equal(M.languageOfLocale("fr_FR"), "en");
    assert.equal(M.fromView(fixture("oslo-evening-nb"), "dbus").ok, true);
    assert.equal(M.fromView({}, "dbus").error, "Ingen data fra Solverv-tjenesten");
    M.setLanguage("sv");
    assert.equal(M.fromCliResult(2, "", "").error, "solverv-status misslyckades (slutstatus 2)");
    assert.equal(M.fromCompareResult(5, "", "").error, "solverv-status compare misslyckades (slutstatus 5)");
    M.setLanguage("da");
    assert.equal(M.fromView({ schema: 3 }, "dbus").error, "Visningsskema 3 understøttes ikke: denne applet læser skema 1");
    M.setLanguage("de");
    assert.equal(M.errorModel("").error, "Unbekannter Fehler");
    M.setLanguage("fi");
    assert.equal(M.fromCompareResult(127, "", "").error, "solverv-statusta ei löytynyt: asenna Solverv");
});
