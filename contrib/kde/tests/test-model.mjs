// Tests of contents/code/model.js with node's own test runner: `node --test contrib/kde/tests/`
// (or `node contrib/kde/tests/test-model.mjs`). model.js starts with QML's `.pragma library`,
// which is not JavaScript, so the file is read, that line blanked, and the rest evaluated in a
// vm context — the same text the QML engine runs.
//
// Fixtures are the project's golden snapshots (Tests/ProvidersTests/Golden/*.txt, the `json`
// section); the expected strings match those files' `text-large` lines where they overlap
// (sunrise/sunset, day length, daily change).

import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { dirname, join } from "node:path";
import vm from "node:vm";

const here = dirname(fileURLToPath(import.meta.url));
const modelPath = join(here, "..", "io.github.solverv.plasmoid", "contents", "code", "model.js");

function loadModel() {
    const source = readFileSync(modelPath, "utf8");
    assert.match(source, /^\.pragma library\s*$/m, "model.js must stay a QML library (.pragma library)");
    const context = vm.createContext({});
    vm.runInContext(source.replace(/^\.pragma library\s*$/m, ""), context, { filename: modelPath });
    return context;
}

const M = loadModel();
const fixture = (name) => JSON.parse(readFileSync(join(here, "fixtures", name + ".json"), "utf8"));
// The instant a fixture describes.
const nowOf = (json) => Date.parse(json.generated_at);
// Plain copies: the vm context's objects have another realm's prototypes, which deepEqual rejects.
const plain = (value) => JSON.parse(JSON.stringify(value));

/// The D-Bus property map the daemon would publish for a snapshot (SnapshotProperties.swift).
function propertiesOf(j, wrap = (v) => v) {
    const shown = j[j.shown_sun];
    const polar = j.polar === null ? "none" : j.polar;
    const p = {
        NextEventKind: j.next_event.kind, NextEventName: j.next_event.name,
        NextEventTime: Math.round(Date.parse(j.next_event.utc) / 1000), NextEventLocalTime: j.next_event.local,
        DaysUntil: j.next_event.days_until, Progress: j.progress,
        Season: j.season.kind, SeasonName: j.season.name, SeasonColour: j.season.colour, SeasonIcon: j.season.icon,
        Sunrise: shown.sunrise, Sunset: shown.sunset, SolarNoon: shown.solar_noon, ShownSunDate: shown.date,
        DayLength: j.today.daylength_s, DeltaVsYesterday: j.daylight.delta_vs_yesterday_s,
        DeltaSinceSolstice: j.daylight.delta_since_solstice_s, SolsticeDate: j.daylight.solstice_date,
        PolarState: polar, LocationName: j.location.name, Latitude: j.location.latitude, Longitude: j.location.longitude,
        TimeZone: j.location.timezone, LocationSource: j.location.source,
        Text: `${j.season.icon} ${j.next_event.name} in ${j.next_event.days_until} days`,
        Tooltip: "<b>…</b>", Message: j.message,
        ValidUntil: Math.round(Date.parse(j.valid_until) / 1000),
    };
    for (const key of Object.keys(p)) p[key] = wrap(p[key]);
    return p;
}

// How the Plasma D-Bus module hands values to QML: DBus.int32/DBus.string/… value types whose
// `value` member holds the plain value; maps of them for a{sv}, lists for av.
function dbusWrap(v) {
    if (Array.isArray(v)) return v.map(dbusWrap);
    if (v !== null && typeof v === "object") {
        return Object.fromEntries(Object.entries(v).filter(([, x]) => x !== null).map(([k, x]) => [k, dbusWrap(x)]));
    }
    if (typeof v === "boolean") return v; // the decoder passes booleans through
    return { value: v, toString() { return String(v); } };
}

test("Greenwich default location: countdown, sun, changes, place, events", () => {
    const j = fixture("default-greenwich");
    const m = M.fromJson(j, nowOf(j));
    assert.equal(m.ok, true);
    assert.equal(m.source, "cli");
    assert.equal(m.headline, "Winter solstice in 29 days");
    assert.equal(m.countdown, "in 29 days");
    assert.equal(m.compactText, "29d · Winter solstice");
    assert.equal(m.compactShort, "29d");
    assert.equal(m.eventDescription, "Shortest day of the year");
    assert.equal(m.eventDate, "Dec 21, 2026");
    assert.equal(m.eventTime, "20:50");
    assert.equal(m.seasonIcon, "❄️");
    assert.equal(m.seasonColour, "#2196F3");
    assert.equal(m.progressText, "67%");
    assert.ok(Math.abs(m.progress - 0.6741573033707865) < 1e-12);
    // After sunset: tomorrow's sun times; the day length and changes here are today's (text-large
    // shows tomorrow's with tomorrow's sun: "tomorrow ↑07:31 ↓16:01 · 8h 30m (-3 min)").
    assert.equal(m.sunDayLabel, "Tomorrow");
    assert.equal(m.sunrise, "07:31");
    assert.equal(m.sunset, "16:01");
    assert.equal(m.solarNoon, "11:46");
    assert.equal(m.dayLength, "8h 33m");
    assert.equal(m.deltaToday, "-3 min");
    assert.equal(m.deltaSinceSolstice, "-8 hr 5 min");
    assert.equal(m.solsticeDate, "Jun 21");
    assert.equal(m.changesText, "-3 min vs yesterday · -8 hr 5 min since Jun 21");
    assert.equal(m.gaining, false);
    assert.equal(m.place, "Greenwich");
    assert.equal(m.coordinates, "51.48° N, 0.00° W");
    assert.equal(m.isDefaultLocation, true);
    assert.match(m.locationHint, /^default location/);
    assert.equal(m.polarText, "");
    assert.equal(m.validUntilMs, Date.parse("2026-11-23T00:00:00Z"));
    assert.deepEqual(plain(m.upcoming.map((e) => [e.icon, e.name, e.date, e.time, e.countdown])), [
        ["❄️", "Winter solstice", "Dec 21, 2026", "20:50", "in 29 days"],
        ["🌱", "Spring equinox", "Mar 20, 2027", "20:25", "in 118 days"],  // 20:24:42, to the minute
        ["☀️", "Summer solstice", "Jun 21, 2027", "14:11", "in 211 days"],  // 14:10:49
    ]);
    assert.equal(m.tooltipMain, "❄️ Winter solstice in 29 days");
    assert.equal(m.tooltipSub.split("\n")[0], "tomorrow ↑07:31 ↓16:01 · 8h 30m (-3 min)");
    assert.match(m.tooltipSub, /Greenwich: default location/);
});

test("every golden snapshot matches its text-large line's sun part", () => {
    const expected = {
        "default-greenwich": "tomorrow ↑07:31 ↓16:01 · 8h 30m (-3 min)",
        "kathmandu": "tomorrow ↑06:08 ↓18:15 · 12h 07m (+2 min)",
        "solstice-day-oslo": "↑09:18 ↓15:12 · 5h 54m (-10 sec)",
        "sydney-june": "tomorrow ↑06:57 ↓16:53 · 9h 56m (-29 sec)",
        "dst-day-oslo-nb": "↑06:52 ↓19:53 · 13h 01m (+5 min)", // golden prints 12-hour clock for nb
        "midnight-sun-longyearbyen": "Midnight sun: the sun does not set · 24h 00m (+0 sec)",
        "polar-night-tromso": "Polar night: the sun does not rise · 0h 00m (+0 sec)",
    };
    for (const [name, line] of Object.entries(expected)) {
        const j = fixture(name);
        const m = M.fromJson(j, nowOf(j));
        assert.equal(m.ok, true, name);
        assert.equal(m.tooltipSub.split("\n")[0], line, name);
    }
});

test("event day and the day before: today / tomorrow wording", () => {
    const solstice = M.fromJson(fixture("solstice-day-oslo"));
    assert.equal(solstice.headline, "Winter solstice today");
    assert.equal(solstice.compactText, "Today: Winter solstice");
    assert.equal(solstice.deltaSinceSolstice, "+0 sec");
    assert.equal(solstice.progressText, "100%");
    const kathmandu = M.fromJson(fixture("kathmandu"));
    assert.equal(kathmandu.headline, "Spring equinox tomorrow");
    assert.equal(kathmandu.compactText, "Tomorrow: Spring equinox");
    assert.equal(kathmandu.compactShort, "tomorrow");
    assert.equal(kathmandu.isDefaultLocation, false);
    assert.equal(kathmandu.locationHint, "");
});

test("polar night and midnight sun", () => {
    const night = M.fromJson(fixture("polar-night-tromso"));
    assert.equal(night.polar, "night");
    assert.equal(night.sunrise, "—");
    assert.equal(night.sunset, "—");
    assert.equal(night.polarText, "Polar night: the sun does not rise");
    assert.equal(night.dayLength, "0h 00m");
    assert.equal(night.deltaSinceSolstice, "-24 hr");
    const day = M.fromJson(fixture("midnight-sun-longyearbyen"));
    assert.equal(day.polar, "day");
    assert.equal(day.polarText, "Midnight sun: the sun does not set");
    assert.equal(day.dayLength, "24h 00m");
});

test("southern hemisphere: upcoming events get the southern seasons", () => {
    const m = M.fromJson(fixture("sydney-june"));
    assert.equal(m.eventKind, "june_solstice");
    assert.equal(m.seasonKind, "winter");
    assert.deepEqual(plain(m.upcoming.map((e) => [e.kind, e.icon])), [
        ["june_solstice", "❄️"], ["september_equinox", "🌱"], ["december_solstice", "☀️"],
    ]);
});

test("localised names and message pass through", () => {
    const m = M.fromJson(fixture("dst-day-oslo-nb"));
    assert.equal(m.eventName, "Sommersolverv");
    assert.equal(m.seasonName, "Sommer");
    assert.equal(m.message, "☀️ +5 min i dag | +7 t 8 min siden 21. des.");
    assert.equal(m.deltaSinceSolstice, "+7 hr 8 min");
    assert.equal(m.solsticeDate, "Dec 21");
});

test("D-Bus properties give the same view as the JSON, plain or wrapped", () => {
    for (const name of ["default-greenwich", "sydney-june", "polar-night-tromso", "solstice-day-oslo", "kathmandu"]) {
        const j = fixture(name);
        const fromJson = M.fromJson(j, nowOf(j));
        for (const wrap of [(v) => v, dbusWrap]) {
            const snapshot = wrap === dbusWrap ? dbusWrap(j) : j;
            const m = M.fromProperties(propertiesOf(j, wrap), snapshot, nowOf(j));
            assert.equal(m.ok, true, name);
            assert.equal(m.source, "dbus");
            for (const key of ["headline", "compactText", "eventDate", "eventTime", "eventDescription", "seasonIcon",
                               "seasonColour", "progressText", "sunDayLabel", "sunrise", "sunset", "solarNoon", "polarText",
                               "dayLength", "deltaToday", "deltaSinceSolstice", "changesText", "gaining", "message", "place",
                               "coordinates", "isDefaultLocation", "validUntilMs"]) {
                assert.deepEqual(m[key], fromJson[key], `${name}: ${key}`);
            }
            assert.deepEqual(plain(m.upcoming), plain(fromJson.upcoming), `${name}: upcoming`);
            assert.equal(m.tooltipMain, `${j.season.icon} ${j.next_event.name} in ${j.next_event.days_until} days`);
        }
    }
});

test("D-Bus properties without GetSnapshot: no upcoming list, the rest still there", () => {
    const j = fixture("default-greenwich");
    const m = M.fromProperties(propertiesOf(j), null, nowOf(j));
    assert.equal(m.ok, true);
    assert.deepEqual(plain(m.upcoming), []);
    assert.equal(m.eventDescription, "");
    assert.equal(m.sunDayLabel, "Tomorrow"); // from ShownSunDate vs the clock
    // Before sunset the same date is today's.
    const morning = M.fromProperties({ ...propertiesOf(j), ShownSunDate: "2026-11-22" }, null, Date.parse("2026-11-22T09:00:00Z"));
    assert.equal(morning.sunDayLabel, "Today");
});

test("an empty or missing property map is an error model", () => {
    assert.equal(M.fromProperties({}, null, 0).ok, false);
    assert.equal(M.fromProperties(null, null, 0).ok, false);
    assert.match(M.fromProperties({}, null, 0).error, /No data/);
});

test("CLI results: success, noise before the JSON, config error, not installed, garbage", () => {
    const line = readFileSync(join(here, "fixtures", "default-greenwich.json"), "utf8");
    const ok = M.fromCliResult(0, line, "", 0);
    assert.equal(ok.ok, true);
    assert.equal(ok.headline, "Winter solstice in 29 days");
    assert.equal(M.fromCliResult(0, "welcome to my shell\n" + line, "", 0).ok, true);
    const config = M.fromCliResult(78, '{"schema":1,"error":"config.toml:3: unknown key \\"colour\\""}\n', "", 0);
    assert.equal(config.ok, false);
    assert.equal(config.error, 'solverv-status: config.toml:3: unknown key "colour"');
    const missing = M.fromCliResult(127, "", "sh: solverv-status: command not found", 0);
    assert.equal(missing.ok, false);
    assert.match(missing.error, /not found/);
    const crashed = M.fromCliResult(1, "", "Fatal error: boom\nmore", 0);
    assert.equal(crashed.error, "solverv-status failed (exit 1): Fatal error: boom");
    assert.match(M.fromCliResult(0, "{not json", "", 0).error, /no JSON/);
    assert.match(M.fromCliResult(0, "", "", 0).error, /no JSON/);
    const future = M.fromCliResult(0, JSON.stringify({ ...JSON.parse(line), schema: 2 }), "", 0);
    assert.equal(future.ok, false);
    assert.match(future.error, /schema 2/);
});

test("durations, deltas, countdowns", () => {
    assert.equal(M.durationHM(30766), "8h 33m");
    assert.equal(M.durationHM(29), "0h 00m");
    assert.equal(M.durationHM(30), "0h 01m");
    assert.equal(M.durationHM(31560), "8h 46m");
    assert.equal(M.durationHM(86400), "24h 00m");
    assert.equal(M.humanDuration(59), "59 sec");
    assert.equal(M.humanDuration(89), "1 min");
    assert.equal(M.humanDuration(90), "2 min");
    assert.equal(M.humanDuration(3600), "1 hr");
    assert.equal(M.humanDuration(4320), "1 hr 12 min");
    assert.equal(M.signedDuration(120), "+2 min");
    assert.equal(M.signedDuration(-31), "-31 sec");
    assert.equal(M.signedDuration(0), "+0 sec");
    assert.equal(M.countdown(0), "today");
    assert.equal(M.countdown(1), "tomorrow");
    assert.equal(M.countdown(2), "in 2 days");
    assert.equal(M.countdown(-1), "yesterday");
    assert.equal(M.countdown(-9), "9 days ago");
    assert.equal(M.countdown("x"), "");
});

test("times, dates and colours from the strings Solverv prints", () => {
    assert.equal(M.clock("2026-12-21T09:18:07+01:00"), "09:18");
    assert.equal(M.clock("always_up"), "");
    assert.equal(M.clock("2026-12-21"), "");
    assert.equal(M.longDate("2026-12-21T21:50:12+01:00"), "Dec 21, 2026");
    assert.equal(M.shortDate("2025-12-21"), "Dec 21");
    assert.equal(M.parseIso("2026-13-01"), null);
    assert.equal(M.parseIso("yesterday"), null);
    assert.equal(M.isoToMs("2026-12-21T21:50:12+01:00"), Date.parse("2026-12-21T20:50:12Z"));
    assert.equal(M.isoToMs("2026-03-19T06:09:09+05:45"), Date.parse("2026-03-19T00:24:09Z"));
    assert.equal(M.isoToMs("2026-12-21T20:50:12Z"), Date.parse("2026-12-21T20:50:12Z"));
    assert.ok(Number.isNaN(M.isoToMs("2026-12-21")));
    assert.equal(M.dateAt(Date.parse("2026-11-22T23:30:00Z"), 60), "2026-11-23");
    assert.equal(M.colour("#abcdef", "winter"), "#abcdef");
    assert.equal(M.colour("red", "winter"), "#2196F3");
    assert.equal(M.colour("", ""), "");
    assert.equal(M.coordinates(-33.8688, 151.2093), "33.87° S, 151.21° E");
    assert.equal(M.coordinates(undefined, 3), "");
});

test("unwrap: D-Bus value types, nested maps and lists", () => {
    assert.equal(M.unwrap({ value: 5 }), 5);
    assert.equal(M.unwrap({ value: "x" }), "x");
    assert.deepEqual(plain(M.unwrap({ a: { value: 1 }, b: [{ value: 2 }, { c: { value: "d" } }] })), { a: 1, b: [2, { c: "d" }] });
    assert.equal(M.num({ value: 7.5 }), 7.5);
    assert.equal(M.str({ value: 3 }), "3");
    assert.ok(Number.isNaN(M.num({})));
});

test("CLI scheduling: wake at valid_until, never later than the cap, never a busy loop", () => {
    const now = Date.parse("2026-11-22T18:00:00Z");
    assert.equal(M.nextCheckDelay(now + 10_000, now), 11_000);
    assert.equal(M.nextCheckDelay(now + 6 * 3600_000, now), M.MAX_CHECK_MS);
    assert.equal(M.nextCheckDelay(now - 5_000, now), 1_000);
    assert.equal(M.nextCheckDelay(NaN, now), M.MAX_CHECK_MS);
    assert.equal(M.dueToRun(now + 1, now), false);
    assert.equal(M.dueToRun(now, now), true);
    assert.equal(M.dueToRun(NaN, now), true);
    assert.equal(M.MAX_CHECK_MS >= 10 * 60_000, true);
    // After a run: valid_until, or a retry after a failure, never sooner than the minimum gap.
    assert.equal(M.staleAt({ ok: true, validUntilMs: now + 3600_000 }, now), now + 3600_000);
    assert.equal(M.staleAt({ ok: true, validUntilMs: now - 5_000 }, now), now + M.MIN_GAP_MS);
    assert.equal(M.staleAt({ ok: false, validUntilMs: NaN }, now), now + M.RETRY_MS);
    assert.equal(M.staleAt({ ok: true, validUntilMs: NaN }, now), now + M.RETRY_MS);
});

test("times are shown to the nearest minute, and a date shown with one follows it", () => {
    assert.equal(M.clock("2026-03-20T14:45:56Z"), "14:46"); // the 2026 March equinox
    assert.equal(M.clock("2026-06-21T06:59:58+10:00"), "07:00"); // Sydney's sunrise
    assert.equal(M.clock("2026-06-21T06:59:29+10:00"), "06:59");
    assert.equal(M.clock("2026-06-21T06:59:30+10:00"), "07:00");
    assert.equal(M.clock("2026-12-31T23:59:45+01:00"), "00:00");
    assert.equal(M.longDate("2026-12-31T23:59:45+01:00"), "Jan 1, 2027");
    assert.equal(M.longDate("2026-12-31"), "Dec 31, 2026");
    assert.equal(M.clock("always_up"), "");
});
