// SPDX-License-Identifier: MIT
/**
 * Tests of the pure formatting in solverv-format.js (through solverv-dbus.js, the module the
 * extension imports), with plain asserts and no bus: `gjs -m contrib/gnome/tests/test-format.js`.
 * Prints one line per failure and "N passed, N failed"; exits 1 when anything failed.
 */
import System from 'system';
import {
    NOT_RUNNING_TEXT, escapeMarkup, formatDuration, formatDelta, formatTime, formatDate,
    formatCountdown, progressBar, formatCoordinates, isDefaultLocation, isRunning, seasonClass,
    panelText, eventIcon, formatWhen, menuLines, notRunningLines, errorText,
} from '../solverv@solverv.github.io/solverv-dbus.js';

let passed = 0;
let failed = 0;

function test(name, body) {
    try {
        body();
        passed++;
    } catch (e) {
        failed++;
        print(`FAIL ${name}: ${e.message}`);
    }
}

function equal(actual, expected, what = '') {
    const a = JSON.stringify(actual);
    const b = JSON.stringify(expected);
    if (a !== b)
        throw new Error(`${what ? `${what}: ` : ''}expected ${b}, got ${a}`);
}

function ok(condition, what) {
    if (!condition)
        throw new Error(what);
}

/**
 * Accepts exactly the markup solverv-format.js may produce: <b>, <i> and the five entities.
 * Anything else — a raw '<', '&' or an unknown tag — means something went out unescaped.
 */
function assertSafeMarkup(markup) {
    const stripped = markup.replace(/<\/?[bi]>/g, '');
    ok(!/[<>]/.test(stripped), `raw < or > in markup ${JSON.stringify(markup)}`);
    ok(!/&(?!(amp|lt|gt|quot|#39);)/.test(stripped), `raw & in markup ${JSON.stringify(markup)}`);
    const opened = (markup.match(/<[bi]>/g) ?? []).length;
    const closed = (markup.match(/<\/[bi]>/g) ?? []).length;
    equal(opened, closed, `balanced tags in ${markup}`);
}

/** What the fake service (and a real daemon in Oslo on 22 Nov 2026) publishes. */
const PROPS = {
    NextEventKind: 'december_solstice', NextEventName: 'Winter solstice',
    NextEventTime: 1797886212, NextEventLocalTime: '2026-12-21T21:50:12+01:00', DaysUntil: 29,
    Progress: 0.6742, PreviousEventKind: 'september_equinox', PreviousEventTime: 1790121915,
    Season: 'winter', SeasonName: 'Winter', SeasonColour: '#2196F3', SeasonIcon: '❄️',
    Sunrise: '2026-11-22T08:31:05+01:00', Sunset: '2026-11-22T15:28:12+01:00',
    SolarNoon: '2026-11-22T11:59:40+01:00', ShownSunDate: '2026-11-22', DayLength: 25027,
    DeltaVsYesterday: -241, DeltaSinceSolstice: -42773, SolsticeDate: '2026-06-21',
    PolarState: 'none', LocationName: 'Oslo', Latitude: 59.9133, Longitude: 10.7389,
    TimeZone: 'Europe/Oslo', LocationSource: 'config', Text: '❄️ Winter solstice in 29 days',
    Tooltip: '<b>❄️ Winter solstice</b> in 29 days',
    Message: '🌙 4 fewer minutes today | 11 hr 53 min shorter since Jun 21', ValidUntil: 1795363200,
};

const SNAPSHOT = {
    schema: 1, hemisphere: 'north',
    next_event: {kind: 'december_solstice', name: 'Winter solstice', days_until: 29,
        local: '2026-12-21T21:50:12+01:00', description: 'Shortest day of the year'},
    today: {date: '2026-11-22', daylength_s: 25027}, tomorrow: {date: '2026-11-23', daylength_s: 24795},
    upcoming: [
        {kind: 'december_solstice', name: 'Winter solstice', local: '2026-12-21T21:50:12+01:00', days_until: 29},
        {kind: 'march_equinox', name: 'Spring equinox', local: '2027-03-20T15:24:40+01:00', days_until: 118},
        {kind: 'june_solstice', name: 'Summer solstice', local: '2027-06-21T10:10:52+02:00', days_until: 211},
        {kind: 'september_equinox', name: 'Autumn equinox', local: '2027-09-23T08:01:34+02:00', days_until: 305},
    ],
};

const texts = lines => lines.map(l => l.text);

test('escapeMarkup escapes the five markup characters', () => {
    equal(escapeMarkup(`<b>Tom & "Jerry's"</b>`), '&lt;b&gt;Tom &amp; &quot;Jerry&#39;s&quot;&lt;/b&gt;');
    equal(escapeMarkup(null), '');
    equal(escapeMarkup('Tromsø ☀️'), 'Tromsø ☀️');
});

test('formatDuration: seconds, minutes (half up), hours', () => {
    equal(formatDuration(0), '0 sec');
    equal(formatDuration(59), '59 sec');
    equal(formatDuration(60), '1 min');
    equal(formatDuration(89), '1 min');
    equal(formatDuration(90), '2 min');
    equal(formatDuration(2820), '47 min');
    equal(formatDuration(3570), '1 hr');
    equal(formatDuration(4320), '1 hr 12 min');
    equal(formatDuration(25027), '6 hr 57 min');
    equal(formatDuration(-240), '4 min');
    equal(formatDuration(undefined), '—');
    equal(formatDuration(NaN), '—');
});

test('formatDelta is always signed', () => {
    equal(formatDelta(120), '+2 min');
    equal(formatDelta(-900), '-15 min');
    equal(formatDelta(0), '+0 sec');
    equal(formatDelta(-20), '-20 sec');
    equal(formatDelta(2820), '+47 min');
    equal(formatDelta(-42773), '-11 hr 53 min');
    equal(formatDelta('12'), '—');
});

test('formatTime reads the place\'s clock, not the machine\'s', () => {
    equal(formatTime('2026-11-22T08:31:05+01:00'), '08:31');
    equal(formatTime('2026-06-21T23:59:29-10:00'), '23:59');
    // To the nearest minute, as solverv-status shows it: the 2026 March equinox, Sydney's sunrise.
    equal(formatTime('2026-03-20T14:45:56Z'), '14:46');
    equal(formatTime('2026-06-21T06:59:58+10:00'), '07:00');
    equal(formatTime('2026-06-21T23:59:59-10:00'), '00:00');
    equal(formatTime('2026-12-21T20:50:12Z'), '20:50');
    equal(formatTime('always_up'), 'up all day');
    equal(formatTime('always_down'), 'down all day');
    equal(formatTime('none'), '—');
    equal(formatTime(''), '—');
    equal(formatTime(undefined), '—');
});

test('formatDate, formatWhen, formatCountdown', () => {
    equal(formatDate('2026-12-21'), 'Dec 21');
    equal(formatDate('2026-06-01T10:00:00+02:00', {year: true}), 'Jun 1, 2026');
    equal(formatDate('2026-13-01'), '—');
    equal(formatDate(null), '—');
    equal(formatWhen('2026-12-21T21:50:12+01:00'), 'Dec 21, 2026 21:50');
    equal(formatWhen('2026-12-31T23:59:45+01:00'), 'Jan 1, 2027 00:00');
    equal(formatWhen('none'), '—');
    equal(formatCountdown(0), 'today');
    equal(formatCountdown(1), 'tomorrow');
    equal(formatCountdown(29), 'in 29 days');
    equal(formatCountdown(-1), 'yesterday');
    equal(formatCountdown(-3), '3 days ago');
});

test('progressBar clamps and rounds', () => {
    equal(progressBar(0.6742), '███████░░░');
    equal(progressBar(0), '░░░░░░░░░░');
    equal(progressBar(1.5, 4), '████');
    equal(progressBar(-1, 4), '░░░░');
    equal(progressBar(undefined, 2), '░░');
});

test('coordinates, default places, season classes, event icons', () => {
    equal(formatCoordinates(59.9133, 10.7389), '59.91°N 10.74°E');
    equal(formatCoordinates(-33.8688, -70.6693), '33.87°S 70.67°W');
    equal(formatCoordinates(undefined, 1), '');
    equal(isDefaultLocation('timezone'), true);
    equal(isDefaultLocation('fallback'), true);
    equal(isDefaultLocation('config'), false);
    equal(isDefaultLocation('system'), false);
    equal(seasonClass(PROPS), 'solverv-winter');
    equal(seasonClass({...PROPS, Season: 'summer'}), 'solverv-summer');
    equal(seasonClass({}), 'solverv-not-running');
    equal(seasonClass(null), 'solverv-not-running');
    equal(eventIcon('june_solstice'), '☀️');
    equal(eventIcon('june_solstice', true), '❄️');
    equal(eventIcon('march_equinox', true), '🍂');
    equal(eventIcon('bogus'), '•');
    equal(isRunning({}), false);
    equal(isRunning({Text: ''}), true);
});

test('panelText: the daemon\'s Text, a fallback, and the not-running state', () => {
    equal(panelText(PROPS), '❄️ Winter solstice in 29 days');
    equal(panelText({...PROPS, Text: ''}), '❄️ Winter solstice in 29 days');
    equal(panelText({...PROPS, Text: '  ', DaysUntil: 0}), '❄️ Winter solstice today');
    equal(panelText({DaysUntil: 3}), 'in 3 days');
    equal(panelText({ValidUntil: 1}), '☀ solverv');
    equal(panelText({}), NOT_RUNNING_TEXT);
    equal(panelText(null), NOT_RUNNING_TEXT);
    equal(NOT_RUNNING_TEXT, '☀ solverv: not running');
});

test('menuLines: not running explains how to start the service', () => {
    const lines = menuLines(null, SNAPSHOT);
    equal(lines, notRunningLines());
    const all = texts(lines).join('\n');
    ok(all.includes('not running'), 'says not running');
    ok(all.includes('systemctl --user start solverv'), 'names systemctl');
    ok(all.includes('solverv-status daemon'), 'names the daemon command');
    equal(texts(menuLines({}, null)), texts(lines));
});

test('menuLines: the large view from properties and snapshot', () => {
    const lines = menuLines(PROPS, SNAPSHOT);
    const t = texts(lines);
    equal(lines[0].kind, 'title');
    equal(t[0], '❄️ Winter solstice in 29 days');
    equal(lines[0].markup, '<b>❄️ Winter solstice</b> in 29 days');
    equal(t[1], 'Dec 21, 2026 21:50 · ███████░░░ 67%');
    ok(t.includes('Shortest day of the year'), 'the description');
    const events = t.filter(s => / — .* · /.test(s));
    equal(events, [
        '❄️ Winter solstice — Dec 21, 2026 21:50 · in 29 days',
        '🌱 Spring equinox — Mar 20, 2027 15:25 · in 118 days',
        '☀️ Summer solstice — Jun 21, 2027 10:11 · in 211 days',
    ], 'first three upcoming events');
    ok(t.includes('Sun · today'), 'sun heading says today');
    ok(t.includes('↑ Sunrise 08:31   ↓ Sunset 15:28'), 'sunrise and sunset');
    ok(t.includes('Day length 6 hr 57 min · Solar noon 12:00'), 'day length');
    ok(t.includes('-4 min vs yesterday'), 'delta vs yesterday');
    ok(t.includes('-11 hr 53 min since the solstice (Jun 21)'), 'delta since solstice');
    ok(t.includes(PROPS.Message), 'the daily message');
    ok(t.includes('📍 Oslo · 59.91°N 10.74°E · Europe/Oslo'), 'the place');
    ok(!t.some(s => s.includes('default place')), 'no default hint for a chosen place');
    equal(lines.filter(l => l.kind === 'separator').length, 4, 'separators');
    for (const l of lines)
        assertSafeMarkup(l.markup);
});

test('menuLines: without a snapshot, the next event alone; tomorrow after sunset', () => {
    const t = texts(menuLines({...PROPS, ShownSunDate: '2026-11-23'}, null));
    const events = t.filter(s => / — .* · /.test(s));
    equal(events, ['❄️ Winter solstice — Dec 21, 2026 21:50 · in 29 days']);
    ok(t.includes('Sun · Nov 23'), 'no snapshot: the date itself');
    const t2 = texts(menuLines({...PROPS, ShownSunDate: '2026-11-23'}, SNAPSHOT));
    ok(t2.includes('Sun · tomorrow'), 'after sunset: tomorrow');
    ok(t2.includes('Day length 6 hr 53 min · Solar noon 12:00'), 'after sunset: tomorrow\'s day length');
});

test('menuLines: southern hemisphere icons, polar night and midnight sun', () => {
    const south = texts(menuLines({...PROPS, Latitude: -33.87}, {upcoming: SNAPSHOT.upcoming}));
    ok(south.includes('☀️ Winter solstice — Dec 21, 2026 21:50 · in 29 days'), 'Dec is summer south');
    const night = texts(menuLines({...PROPS, PolarState: 'night', Sunrise: 'always_down'}, SNAPSHOT));
    ok(night.includes('🌑 Polar night: the sun does not rise'), 'polar night line');
    ok(!night.some(s => s.startsWith('↑ Sunrise')), 'no sunrise line in polar night');
    const day = texts(menuLines({...PROPS, PolarState: 'day'}, SNAPSHOT));
    ok(day.includes('☀️ Midnight sun: the sun does not set'), 'midnight sun line');
});

test('menuLines: a default place gets a hint', () => {
    for (const source of ['timezone', 'fallback']) {
        const lines = menuLines({...PROPS, LocationSource: source}, SNAPSHOT);
        const hint = lines.find(l => l.kind === 'hint');
        ok(hint && hint.text.includes('default place'), `hint for ${source}`);
        ok(hint.text.includes('config init --city'), 'tells how to set it');
    }
});

test('menuLines: user data is escaped in markup, kept as is in text', () => {
    const evil = 'Tom & <Jerry>\'s "place" <span foreground="red">x</span>';
    const lines = menuLines({...PROPS, LocationName: evil, NextEventName: '<i>Solstice',
        Message: 'a < b & c'}, {...SNAPSHOT, next_event: {description: '</i><b>'}});
    for (const l of lines)
        assertSafeMarkup(l.markup);
    const place = lines.find(l => l.text.startsWith('📍'));
    ok(place.text.includes(evil), 'text keeps the name');
    ok(place.markup.includes('Tom &amp; &lt;Jerry&gt;&#39;s &quot;place&quot;'), 'markup escapes it');
    ok(!place.markup.includes('<span'), 'no injected span');
    equal(lines[0].markup, '<b>❄️ &lt;i&gt;Solstice</b> in 29 days');
});

test('the markup checker itself rejects unescaped text', () => {
    let threw = false;
    try {
        assertSafeMarkup('<b>Tom & Jerry</b>');
    } catch {
        threw = true;
    }
    ok(threw, 'a raw & must be caught');
});

test('a failed D-Bus call is one short sentence, never the raw GDBus text', () => {
    const unknown = new Error('GDBus.Error:org.freedesktop.DBus.Error.ServiceUnknown: The name io.github.solverv.Solverv1 was not provided by any .service files');
    equal(errorText(unknown), 'The Solverv service could not be started: it is not installed for this session.');
    equal(errorText(new Error('GDBus.Error:org.freedesktop.DBus.Error.NameHasNoOwner: no owner')), 'The Solverv service is not running.');
    equal(errorText(new Error('GDBus.Error:org.freedesktop.DBus.Error.NoReply: Did not receive a reply.')), 'The Solverv service did not answer.');
    equal(errorText(new Error('GDBus.Error:io.github.solverv.Solverv1.Error.Bad: latitude 91 is out of range')), 'latitude 91 is out of range');
    const long = errorText(new Error(`GDBus.Error:org.example.Odd: ${'x'.repeat(500)}\nsecond line`));
    ok(long.length <= 80 && long.endsWith('…') && !long.includes('GDBus'), `cut: ${long}`);
    equal(errorText(''), 'Solverv: the call failed.');
    for (const e of [unknown, 'plain text', null])
        ok(errorText(e).length <= 80, 'every message is short');
});

print(`${passed} passed, ${failed} failed`);
System.exit(failed === 0 ? 0 : 1);
