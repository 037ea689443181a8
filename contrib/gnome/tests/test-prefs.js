// SPDX-License-Identifier: MIT
/**
 * prefs.js's every control, driven as a user would (switches flipped, choices picked, text typed
 * and applied) in a real libadwaita window against the real Solverv daemon on the session bus;
 * after each step GetSettings and config.toml must say what was chosen, and a refused value must
 * leave both alone and show the daemon's message in a toast.
 *
 *   gjs -m test-prefs.js EXTENSION_DIR CONFIG_TOML
 *
 * Needs GTK 4 and libadwaita 1.4+ (SwitchRow, SpinRow) and a display: the gnome_shell e2e stage
 * runs it in Debian 13 on the headless GNOME Shell's Wayland display (Scripts/e2e/gnome_prefs.py),
 * with the daemon it started. prefs.js is staged with Shell's ExtensionPreferences import
 * replaced by a stand-in that only keeps the metadata (the class adds nothing prefs.js uses).
 * Prints one "ok"/"FAIL" line per check and exits 1 if any failed. config.toml is put back.
 */
import Adw from 'gi://Adw?version=1';
import Gio from 'gi://Gio';
import GLib from 'gi://GLib';
import Gtk from 'gi://Gtk?version=4.0';
import System from 'system';

const [extDir, configPath] = ARGV;
const BUS_NAME = 'io.github.solverv.Solverv1';
const OBJECT_PATH = '/io/github/solverv/Solverv1';
let failed = 0;

function check(ok, what) {
    print(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
    if (!ok)
        failed += 1;
}

const readText = path => new TextDecoder().decode(GLib.file_get_contents(path)[1]);
const writeText = (path, text) => GLib.file_set_contents(path, text);

function stage() {
    const dir = GLib.dir_make_tmp('solverv-prefs-XXXXXX');
    for (const name of ['solverv-dbus.js', 'solverv-format.js', 'prefs-choices.js', 'solverv-language.js', 'words.js',
        'metadata.json'])
        writeText(`${dir}/${name}`, readText(`${extDir}/${name}`));
    const specifier = "'resource:///org/gnome/Shell/Extensions/js/extensions/prefs.js'";
    const source = readText(`${extDir}/prefs.js`);
    if (!source.includes(specifier))
        throw new Error('prefs.js no longer imports ExtensionPreferences from the Shell; update the test');
    writeText(`${dir}/prefs.js`, source.split(specifier).join("'./extension-preferences.js'"));
    writeText(`${dir}/extension-preferences.js`,
        'export class ExtensionPreferences { constructor(metadata) { this.metadata = metadata; } }\n');
    return dir;
}

function settings() {
    const reply = Gio.DBus.session.call_sync(BUS_NAME, OBJECT_PATH, BUS_NAME, 'GetSettings', null, null,
        Gio.DBusCallFlags.NONE, 5000, null);
    return reply.recursiveUnpack()[0];
}

/** GetSettingsSchema: the settings with their choices, labelled in the language in effect. */
function schema() {
    const reply = Gio.DBus.session.call_sync(BUS_NAME, OBJECT_PATH, BUS_NAME, 'GetSettingsSchema', null, null,
        Gio.DBusCallFlags.NONE, 5000, null);
    return reply.recursiveUnpack()[0];
}

/** The position of VALUE among the setting KEY's choices in the daemon's schema. */
function position(key, value) {
    const index = schema().settings.find(s => s.key === key).choices.findIndex(c => c.value === value);
    if (index < 0)
        throw new Error(`the schema has no ${key} choice ${value}`);
    return index;
}

/** The labels of the setting KEY's choices in the daemon's schema (the value where it has none). */
function labels(key) {
    return schema().settings.find(s => s.key === key).choices.map(c => c.label ?? c.value);
}

/** The strings a combo row offers. */
function offered(comboRow) {
    const model = comboRow.model;
    return model ? Array.from({length: model.get_n_items()}, (_, i) => model.get_string(i)) : [];
}

const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

function sleep(ms) {
    return new Promise(resolve => GLib.timeout_add(GLib.PRIORITY_DEFAULT, ms, () => {
        resolve();
        return GLib.SOURCE_REMOVE;
    }));
}

/** Waits up to 5 s for CONDITION(); returns its last value. */
async function eventually(condition) {
    for (let i = 0; i < 50; i++) {
        const value = condition();
        if (value)
            return value;
        await sleep(100);
    }
    return condition();
}

/** Every widget under ROOT, depth first. */
function* widgets(root) {
    for (let child = root.get_first_child(); child; child = child.get_next_sibling()) {
        yield child;
        yield* widgets(child);
    }
}

/** prefs-choices.js' rowName, once staged: the setting KEY's row's widget name. */
let rowName = null;

/** The visible preferences row of the setting KEY (its words change with the language); a
 * control's second row is KEY.PART (`notifications.at.time`, `location.city.showing`). */
function row(window, key) {
    const found = [...widgets(window)].filter(w => w instanceof Adw.PreferencesRow && w.name === rowName(key) &&
        w.get_mapped());
    if (found.length !== 1)
        throw new Error(`${found.length} rows named ${rowName(key)}`);
    return found[0];
}

/** row(), once it is shown: a row made visible by a change is mapped a frame or more later. */
async function shownRow(window, key) {
    await eventually(() => [...widgets(window)].some(w => w instanceof Adw.PreferencesRow &&
        w.name === rowName(key) && w.get_mapped()));
    return row(window, key);
}

/** GetSettingsWords: the window's words in the language in effect. */
function words() {
    const reply = Gio.DBus.session.call_sync(BUS_NAME, OBJECT_PATH, BUS_NAME, 'GetSettingsWords', null, null,
        Gio.DBusCallFlags.NONE, 5000, null);
    return reply.recursiveUnpack()[0];
}

/** The light/dark rows (`[theme]`): a switch, the rule's choices, whole numbers with the schema's
 * ranges (negative ones too), and the `time` control: HH:MM written on Enter, a refusal shown,
 * the clear icon writing "" (none). A daemon without those settings: no such rows. */
async function checkTheme(window, step, toasts) {
    const theme = key => schema().settings.find(s => s.key === key);
    if (!theme('theme.enabled')) {
        check(![...widgets(window)].some(w => w.name === rowName('theme.enabled') && w.get_mapped()),
            'a daemon without [theme] settings: no light/dark rows');
        return;
    }
    await step('light and dark on', () => (row(window, 'theme.enabled').active = true), {'theme.enabled': true});
    check(await eventually(() => row(window, 'theme.switch').sensitive), 'the light/dark rows become usable');
    check(same(offered(row(window, 'theme.switch')), labels('theme.switch')),
        `the switch row offers the schema's theme.switch choices: ${offered(row(window, 'theme.switch')).join(' | ')}`);
    await step('switch at an elevation', () => (row(window, 'theme.switch').selected = position('theme.switch', 'elevation')),
        {'theme.switch': 'elevation'});
    const elevation = await shownRow(window, 'theme.elevation');
    check(elevation.adjustment.lower === theme('theme.elevation').min &&
        elevation.adjustment.upper === theme('theme.elevation').max,
    `the elevation row appears, its range the schema's: ${elevation.adjustment.lower}–${elevation.adjustment.upper}`);
    await step('elevation −6', () => (elevation.value = -6), {'theme.elevation': -6});
    await step('evening offset −30 min', () => (row(window, 'theme.evening_offset').value = -30),
        {'theme.evening_offset': -30});
    check(/^evening_offset = -30$/m.test(readText(configPath)), 'config.toml says evening_offset = -30');
    const limit = row(window, 'theme.morning_not_before');
    const entry = [...widgets(limit)].find(w => w instanceof Gtk.Entry);
    const none = words().no_limit;
    check(entry && none && entry.placeholder_text === none, `an empty time says "${entry?.placeholder_text}" (no_limit: ${none})`);
    await step('not before 07:00', () => {
        entry.text = '07:00';
        entry.emit('activate');
    }, {'theme.morning_not_before': '07:00'});
    check(/^morning_not_before = "07:00"$/m.test(readText(configPath)), 'config.toml says morning_not_before = "07:00"');
    const before = toasts.length;
    entry.text = '7am';
    entry.emit('activate');
    check(await eventually(() => toasts.length > before && toasts.at(-1).includes('7am')),
        `a bad time is refused with the daemon's words: ${JSON.stringify(toasts.at(-1))}`);
    check(await eventually(() => settings()['theme.morning_not_before'] === '07:00' && entry.text === '07:00'),
        'nothing is written, and the entry shows what is in effect');
    await step('the clear icon: no limit', () => entry.emit('icon-release', Gtk.EntryIconPosition.SECONDARY),
        {'theme.morning_not_before': ''});
    check(await eventually(() => entry.text === ''), 'the entry is empty again');
    await step('light and dark off', () => (row(window, 'theme.enabled').active = false), {'theme.enabled': false});
    check(await eventually(() => !row(window, 'theme.switch').sensitive && !limit.sensitive),
        'the light/dark rows are greyed out again');
}

/** Settings no Solverv has, one of each kind a window shows as a plain row, placed by the schema
 * only (one in a section the schema does not list): prefs.js must build their rows with no change
 * of its own, titled and explained by the words they name, with the choices and range they bring. */
const NEW_SETTINGS = [
    {key: 'display.new_switch', type: 'boolean', default: false, allowed: 'true or false', group: 'display',
        title: 'follow_sun', hint: 'theme_hint'},
    {key: 'display.new_number', type: 'integer', default: 2, allowed: '-3 to 3', min: -3, max: 3, group: 'display',
        title: 'offset', needs: 'display.new_switch'},
    {key: 'extra.new_choice', type: 'choice', default: 'b', allowed: 'a or b', group: 'extra', title: 'dark',
        choices: [{value: 'a', label: 'Choice A'}, {value: 'b'}]},
    {key: 'extra.new_time', type: 'time', default: '', allowed: 'HH:MM', group: 'extra', title: 'not_after'},
];

/** A window whose daemon's schema and settings have NEW_SETTINGS too (SolvervClient's calls for
 * them answered here, the rest by the daemon): their rows appear, and using them writes them. */
async function checkNewSettings(dir, SolvervPreferences) {
    const {SolvervClient} = await import(`file://${dir}/solverv-dbus.js`);
    const proto = SolvervClient.prototype;
    const real = {schema: proto.getSettingsSchema, settings: proto.getSettings, set: proto.setSettings};
    const values = Object.fromEntries(NEW_SETTINGS.map(setting => [setting.key, setting.default]));
    const written = [];
    proto.getSettingsSchema = async function () {
        const schema = await real.schema.call(this);
        return {...schema, settings: [...schema.settings, ...NEW_SETTINGS]};
    };
    proto.getSettings = async function () {
        return {...await real.settings.call(this), ...values};
    };
    proto.setSettings = async function (changes) {
        const ours = Object.keys(changes).filter(key => key in values);
        if (ours.length === 0)
            return real.set.call(this, changes);
        written.push(changes);
        Object.assign(values, changes);
        return null;
    };
    const window = new Adw.PreferencesWindow();
    try {
        new SolvervPreferences({uuid: 'solverv@solverv.github.io', path: dir}).fillPreferencesWindow(window);
        window.present();
        const said = words();
        const shown = await eventually(() => NEW_SETTINGS.every(setting => [...widgets(window)].some(w =>
            w.name === rowName(setting.key) && w.get_mapped())));
        check(shown, `a new setting of each kind gets its row from the schema alone: ${NEW_SETTINGS.map(s => s.key).join(', ')}`);
        if (!shown)
            return;
        // The rows are usable until the daemon's first answer (the search takes the focus), then
        // greyed by their `needs`: wait for that answer rather than read the row at once.
        const number = await eventually(() => {
            const made = row(window, 'display.new_number');
            return made && !made.sensitive ? made : null;
        }) ?? row(window, 'display.new_number');
        check(number instanceof Adw.SpinRow && number.adjustment.lower === -3 && number.adjustment.upper === 3 &&
            number.value === 2 && !number.sensitive,
        `the new number: a spin row in its range -3–3 showing 2, greyed while the switch it needs is off (${number.sensitive})`);
        const toggle = row(window, 'display.new_switch');
        check(toggle instanceof Adw.SwitchRow && toggle.title === said.follow_sun && toggle.subtitle === said.theme_hint,
            `the new switch is a switch row titled by its words: ${toggle.title} / ${toggle.subtitle}`);
        toggle.active = true;
        check(await eventually(() => written.some(c => c['display.new_switch'] === true) && number.sensitive),
            `flipping the new switch writes it, and the number becomes usable: ${JSON.stringify(written)}`);
        number.value = -3;
        check(await eventually(() => written.some(c => c['display.new_number'] === -3)), 'the new number writes -3');
        const choice = row(window, 'extra.new_choice');
        check(choice instanceof Adw.ComboRow && same(offered(choice), ['Choice A', 'b']) && choice.selected === 1,
            `the new choice offers its choices (the value where it has no label), b chosen: ${offered(choice).join(' | ')}`);
        choice.selected = 0;
        check(await eventually(() => written.some(c => c['extra.new_choice'] === 'a')), 'picking Choice A writes a');
        const group = row(window, 'extra.new_choice').get_ancestor(Adw.PreferencesGroup.$gtype);
        check(group && group !== row(window, 'display.new_switch').get_ancestor(Adw.PreferencesGroup.$gtype) &&
            row(window, 'extra.new_time').get_ancestor(Adw.PreferencesGroup.$gtype) === group,
        'a section the schema does not list is a section of its own');
        const entry = [...widgets(row(window, 'extra.new_time'))].find(w => w instanceof Gtk.Entry);
        entry.text = '21:30';
        entry.emit('activate');
        check(await eventually(() => written.some(c => c['extra.new_time'] === '21:30')), 'the new time writes 21:30');
    } finally {
        Object.assign(proto, {getSettingsSchema: real.schema, getSettings: real.settings, setSettings: real.set});
        window.close();
    }
}

async function main() {
    Adw.init();
    const original = readText(configPath);
    const dir = stage();
    const {default: SolvervPreferences} = await import(`file://${dir}/prefs.js`);
    ({rowName} = await import(`file://${dir}/prefs-choices.js`));
    const window = new Adw.PreferencesWindow();
    const toasts = [];
    const addToast = window.add_toast.bind(window);
    window.add_toast = toast => {
        toasts.push(toast.title);
        addToast(toast);
    };
    try {
        new SolvervPreferences({uuid: 'solverv@solverv.github.io', path: dir}).fillPreferencesWindow(window);
        window.present();
        const first = settings();
        check(await eventually(() => row(window, 'events').value === first.events &&
            row(window, 'events').sensitive), `the window shows the settings in effect (events ${first.events})`);
        check(row(window, 'location.city.showing').subtitle.includes('·'), `the place shown: ${row(window, 'location.city.showing').subtitle}`);
        for (const [name, key] of [['language', 'language'], ['clock', 'clock'], ['date_order', 'date_order'],
            ['notifications.at', 'notifications.at']]) {
            check(await eventually(() => same(offered(row(window, name)), labels(key))),
                `the ${name} row offers the schema's ${key} choices: ${offered(row(window, name)).join(' | ')}`);
        }
        const events = schema().settings.find(s => s.key === 'events');
        const adjustment = row(window, 'events').adjustment;
        check(adjustment.lower === events.min && adjustment.upper === events.max,
            `the events range is the schema's: ${adjustment.lower}–${adjustment.upper}`);

        const step = async (what, act, want) => {
            act();
            const ok = await eventually(() => {
                const now = settings();
                return Object.entries(want).every(([key, value]) => now[key] === value);
            });
            check(ok, `${what}: GetSettings says ${JSON.stringify(want)}`);
        };
        await step('events spin to 5', () => (row(window, 'events').value = 5), {events: 5});
        check(/^events = 5$/m.test(readText(configPath)), 'config.toml says events = 5');
        check(row(window, 'language').title === 'Language' && row(window, 'location.city').title === 'Search for a city',
            'in English first');
        const deutsch = position('language', 'de');
        await step('language Deutsch', () => (row(window, 'language').selected = deutsch), {language: 'de'});
        check(await eventually(() => row(window, 'language').title === 'Sprache' &&
            row(window, 'location.city').title === 'Stadt suchen' && row(window, 'notifications.daily_change').subtitle.includes('gestern')),
        `the window speaks German at once: ${row(window, 'language').title}, ${row(window, 'notifications.daily_change').subtitle}`);
        check(await eventually(() => same(offered(row(window, 'clock')), labels('clock')) &&
            offered(row(window, 'clock'))[0] !== 'Automatic'),
        `and its choices in German, as the schema says them: ${offered(row(window, 'clock')).join(' | ')}`);
        check(row(window, 'language').selected === deutsch, 'and still shows Deutsch chosen');
        await step('clock 12-hour', () => (row(window, 'clock').selected = position('clock', '12h')), {clock: '12h'});
        await step('date order day first', () => (row(window, 'date_order').selected = position('date_order', 'dmy')),
            {date_order: 'dmy'});
        await step('daily notification on', () => (row(window, 'notifications.enabled').active = true),
            {'notifications.enabled': true});
        check(await eventually(() => row(window, 'notifications.at').sensitive), 'the notification rows become usable');
        await step('at a time of day', () => (row(window, 'notifications.at').selected = position('notifications.at', 'HH:MM')),
            {'notifications.at': '08:00'});
        const time = await shownRow(window, 'notifications.at.time');
        time.text = '25:99';
        time.emit('apply');
        check(await eventually(() => toasts.some(t => t.includes('25:99'))),
            `a bad time is refused with the daemon's words: ${JSON.stringify(toasts.at(-1))}`);
        check(settings()['notifications.at'] === '08:00' && !readText(configPath).includes('25:99'),
            'and nothing is written');
        await step('a good time', () => {
            time.text = '06:45';
            time.emit('apply');
        }, {'notifications.at': '06:45'});
        await step('the daily part off', () => (row(window, 'notifications.daily_change').active = false),
            {'notifications.daily_change': false, 'notifications.since_solstice': true});
        check(await eventually(() => !row(window, 'notifications.since_solstice').sensitive),
            'the last part on cannot be switched off');
        await step('summer pause on', () => (row(window, 'notifications.summer_mode').active = true), {'notifications.summer_mode': true});
        await step('SAD pause on', () => (row(window, 'notifications.sad').active = true), {'notifications.sad': true});
        await step('use my location', () => (row(window, 'location.auto').active = true), {'location.auto': true});
        const refusals = toasts.length;
        row(window, 'location.auto').active = false;
        check(await eventually(() => toasts.length > refusals && row(window, 'location.auto').active),
            `switching it off asks for a city instead: ${JSON.stringify(toasts.at(-1))}`);
        const search = row(window, 'location.city');
        search.text = 'Bergen';
        const match = await eventually(() => [...widgets(window)].find(w => w.name === 'solverv-place' &&
            w.title.startsWith('Bergen, ') && w.get_mapped()));
        check(Boolean(match), `typing lists the matches under the entry: ${match?.title}`);
        await step('Enter takes the best match', () => search.emit('entry-activated'),
            {'location.city': match?.title, 'location.auto': false});
        check(await eventually(() => row(window, 'location.city.showing').subtitle.startsWith('Bergen')),
            `the window shows the new place: ${row(window, 'location.city.showing').subtitle}`);
        check(readText(configPath).includes('Bergen'), 'config.toml names Bergen');
        await checkTheme(window, step, toasts);
        await checkNewSettings(dir, SolvervPreferences);
    } finally {
        window.close();
        writeText(configPath, original);
        GLib.spawn_command_line_sync(`rm -rf ${GLib.shell_quote(dir)}`);
    }
}

let code = 0;
const loop = GLib.MainLoop.new(null, false);
main().catch(e => {
    print(`FAIL ${e}\n${e.stack}`);
    code = 1;
}).finally(() => loop.quit());
loop.run();
print(`${failed === 0 && code === 0 ? 'passed' : 'failed'}: ${failed} failed`);
System.exit(failed > 0 ? 1 : code);
