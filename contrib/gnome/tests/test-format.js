// SPDX-License-Identifier: MIT
/**
 * Tests of the layout in solverv-format.js (through solverv-dbus.js, the module the extension
 * imports), with plain asserts and no bus, on Views the real CLI printed:
 * `gjs -m test-format.js DIR`, where run-tests.sh wrote DIR/NAME.json with
 * `solverv-status --format view` (oslo-en, oslo-nb, sydney-en, tromso-nb, markup-en,
 * default-en). Prints one line per failure and "N passed, N failed"; exits 1 when anything failed.
 */
import GLib from 'gi://GLib';
import System from 'system';
import {
    notRunningText, seasonClass, panelText, menuLines, errorText,
} from '../solverv@solverv.github.io/solverv-dbus.js';
import {WORDS} from '../solverv@solverv.github.io/words.js';

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

/** A View the real `solverv-status --format view` printed (run-tests.sh made them). */
function view(name) {
    const [, bytes] = GLib.file_get_contents(`${ARGV[0]}/${name}.json`);
    return JSON.parse(new TextDecoder().decode(bytes));
}

const texts = v => menuLines(v).map(l => l.text);

test('the panel shows the View\'s compact text and season class', () => {
    equal(panelText(view('oslo-en')), '❄️ Winter solstice in 29 days');
    equal(seasonClass(view('oslo-en')), 'solverv-winter');
    equal(panelText(null), '☀ solverv: not running');
    equal(seasonClass(null), 'solverv-not-running');
    equal(panelText({}), notRunningText(), 'an empty property map is not a view');
    equal(panelText(null, WORDS.de), `☀ ${WORDS.de.panel_not_running}`, 'in the words given');
});

test('the menu is the large view, line for line from the View', () => {
    const lines = texts(view('oslo-en'));
    equal(lines[0], '❄️ Winter solstice in 29 days');
    equal(lines[1], 'Dec 21, 2026 21:50 · ███████░░░ 67%');
    equal(lines[2], 'Shortest day of the year');
    ok(lines.includes('❄️ Winter solstice — Dec 21, 2026 21:50 · in 29 days'), 'the next event');
    equal(lines.filter(t => / — /.test(t)).length, 8, 'the View\'s 8 events (the default list length)');
    const dots = menuLines(view('oslo-en')).filter(l => / — /.test(l.text)).map(l => l.dot);
    equal(dots.slice(0, 4).join(' '), '#2196F3 #4CAF50 #FFC107 #FF9800', 'each event row\'s season colour');
    equal(menuLines(view('oslo-en')).filter(l => l.dot).length, 8, 'only the event rows have a dot');
    ok(lines.includes('Tomorrow'), 'after sunset the sun is tomorrow\'s');
    ok(lines.some(t => /^↑ Sunrise \d\d:\d\d {3}↓ Sunset \d\d:\d\d {3}Solar noon \d\d:\d\d {3}Day length \d hr( \d{1,2} min)?$/.test(t)), lines.join(' | '));
    ok(lines.includes('Since yesterday -4 min'), 'the change vs yesterday');
    ok(lines.includes('Oslo Europe/Oslo'), 'the place');
});

test('Bokmål: every word of the menu is the daemon\'s Bokmål', () => {
    const v = view('oslo-nb');
    equal(panelText(v), '❄️ Vintersolverv om 29 dager');
    const lines = texts(v);
    equal(lines[0], '❄️ Vintersolverv om 29 dager');
    equal(lines[2], 'Årets korteste dag');
    ok(lines.includes('Neste') && lines.includes('I morgen') && lines.includes('Dagslys'), lines.join(' | '));
    ok(lines.includes('❄️ Vintersolverv — 21. desember 2026 21:50 · om 29 dager'), 'events in Bokmål');
    ok(lines.some(t => t.startsWith('↑ Soloppgang ')), 'sun rows in Bokmål');
    ok(lines.includes('Siden i går \u22124 min'), 'daylight rows in Bokmål (the minus sign U+2212)');
    ok(!lines.some(t => /\b(in \d+ days|Sunrise|Daylight|Tomorrow|since|Shortest)\b/.test(t)), 'no English left');
});

test('southern hemisphere: the June solstice is winter, December summer', () => {
    const lines = texts(view('sydney-en'));
    equal(seasonClass(view('sydney-en')), 'solverv-summer');
    ok(lines[0].startsWith('☀️ Summer solstice '), lines[0]);
    ok(lines.some(t => t.startsWith('❄️ Winter solstice — Jun ')), 'June is winter in Sydney');
});

test('polar night: one row says so, no invented times', () => {
    const lines = texts(view('tromso-nb'));
    ok(lines.some(t => t.startsWith('🌑 mørketid')), lines.join(' | '));
    ok(!lines.some(t => t.includes('Soloppgang')), 'no sunrise row');
});

test('markup characters in a place name reach the menu as text, escaped', () => {
    const lines = menuLines(view('markup-en'));
    ok(lines.some(l => l.text === 'Tom & <Jerry> Europe/Oslo'), 'text keeps the name');
    for (const l of lines)
        assertSafeMarkup(l.markup);
    ok(lines.some(l => l.markup.includes('<b>Tom &amp; &lt;Jerry&gt;</b>')), 'escaped in markup');
});

test('a default place shows the View\'s hint', () => {
    ok(texts(view('default-en')).some(t => t.endsWith('default location: set it with --location or in config.toml')), 'hint');
});

test('a broken config (the daemon\'s View): its warning comes first, escaped, then the last good view', () => {
    const broken = {...view('oslo-en'), config_problem: '⚠ config line 2: key \'clock\': expected <a value> & more'};
    const lines = menuLines(broken);
    equal(lines[0].text, broken.config_problem);
    equal(lines[2].text, '❄️ Winter solstice in 29 days');
    for (const l of lines)
        assertSafeMarkup(l.markup);
    equal(texts(view('oslo-en'))[0], '❄️ Winter solstice in 29 days', 'no line while the config is fine');
});

test('not running: the menu says how to start the service', () => {
    const lines = menuLines(null);
    equal(lines[0].text, 'The Solverv service is not running');
    ok(lines.some(l => l.text.includes('systemctl --user start solverv')), 'start command');
    for (const l of lines)
        assertSafeMarkup(l.markup);
});

test('not running, in every language words.js has: its own words, no English one, the commands kept', () => {
    const english = menuLines(null).map(l => l.text.replace(/:.*$/, ''));
    for (const [code, words] of Object.entries(WORDS)) {
        const lines = menuLines(null, words);
        equal(lines.length, 5, code);
        equal(lines[0].text, words.not_running, code);
        ok(lines.some(l => l.text.endsWith('systemctl --user start solverv')), `${code}: start command`);
        for (const l of lines)
            assertSafeMarkup(l.markup);
        if (code !== 'en') {
            for (const l of lines)
                ok(!english.includes(l.text.replace(/:.*$/, '')), `${code}: English line ${l.text}`);
            ok(panelText(null, words) !== panelText(null), `${code}: the panel text is not the English one`);
        }
    }
});

test('the markup check itself rejects a raw &', () => {
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
    equal(errorText(unknown, 80, WORDS.fi), WORDS.fi.error_not_installed, 'in the words given');
    equal(errorText(new Error('GDBus.Error:org.freedesktop.DBus.Error.NameHasNoOwner: x'), 80, WORDS.de),
        `${WORDS.de.not_running}.`);
    equal(errorText(new Error('GDBus.Error:io.github.solverv.Solverv1.Error.Bad: latitude 91'), 80, WORDS.fi),
        'latitude 91', 'the daemon\'s own message stays its own');
});

print(`${passed} passed, ${failed} failed`);
System.exit(failed === 0 ? 0 : 1);
