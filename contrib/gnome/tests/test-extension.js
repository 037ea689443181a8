// SPDX-License-Identifier: MIT
/**
 * Runs extension.js itself under plain gjs, with shell-stubs.js in place of GNOME Shell and the
 * real daemon (SOLVERV_DAEMON, time-travelled with --at, a config of its own) on a private bus,
 * through its whole life:
 *
 *   load → construct (nothing created) → enable while the service is down (not-running state,
 *   "Try to start" reports the error) → service appears (label and menu fill in) → Refresh →
 *   the day turns (PropertiesChanged) → service killed (not running again) → service back (recovers) → disable (every actor
 *   destroyed, proxy handlers gone, later bus traffic touches nothing) → enable/disable again
 *   → disable at once after enable (the pending proxy creation is cancelled, nothing leaks).
 *
 *   SOLVERV_DAEMON=…/solverv-daemon gjs -m contrib/gnome/tests/test-extension.js --address ADDR
 *
 * The extension's session bus is pointed at ADDR, so the user's real bus is never touched.
 * Prints one line per check and "N passed, N failed"; exits 1 when any check failed.
 * console.error output (a listener that threw) goes to stderr, which run-tests.sh checks: gjs
 * does not let a script replace `console`.
 */
import Gio from 'gi://Gio';
import GLib from 'gi://GLib';
import GObject from 'gi://GObject';
import System from 'system';

const UUID = 'solverv@solverv.github.io';
const testsDir = GLib.path_get_dirname(GLib.filename_from_uri(import.meta.url)[0]);
const extDir = GLib.build_filenamev([testsDir, '..', UUID]);
const DAEMON = GLib.getenv('SOLVERV_DAEMON');
const BUS_NAME = 'io.github.solverv.Solverv1';
/** Oslo at 17:00 on 22 Nov 2026: after sunset, 29 days before the December solstice. */
const AT = '2026-11-22T17:00';
const OSLO = {name: 'Oslo', latitude: 59.9133, longitude: 10.7389, timezone: 'Europe/Oslo'};

/** Shell import specifier → adapter module re-exporting the stub. */
const ADAPTERS = {
    'gi://St': ['stub-st.js', "export {St as default} from './shell-stubs.js';"],
    'gi://Clutter': ['stub-clutter.js', "export {Clutter as default} from './shell-stubs.js';"],
    'resource:///org/gnome/shell/extensions/extension.js':
        ['stub-extension.js', "export {Extension} from './shell-stubs.js';"],
    'resource:///org/gnome/shell/ui/main.js': ['stub-main.js', "export {panel} from './shell-stubs.js';"],
    'resource:///org/gnome/shell/ui/panelMenu.js':
        ['stub-panelmenu.js', "export {Button} from './shell-stubs.js';"],
    'resource:///org/gnome/shell/ui/popupMenu.js': ['stub-popupmenu.js',
        "export {PopupMenu, PopupMenuSection, PopupMenuItem, PopupSeparatorMenuItem, PopupBaseMenuItem} from './shell-stubs.js';"],
};

let passed = 0;
let failed = 0;
function check(condition, what) {
    if (condition) {
        passed++;
        print(`ok   ${what}`);
    } else {
        failed++;
        print(`FAIL ${what}`);
    }
    return condition;
}

function readText(path) {
    return new TextDecoder().decode(GLib.file_get_contents(path)[1]);
}

function writeText(path, text) {
    GLib.file_set_contents(path, new TextEncoder().encode(text));
}

/**
 * Copies the extension into a temporary directory with its Shell imports pointed at the stubs.
 * Fails if an expected import is missing or an unknown Shell import remains, so the stubs can't
 * silently fall behind extension.js.
 */
function stage() {
    const dir = GLib.dir_make_tmp('solverv-ext-XXXXXX');
    for (const name of ['solverv-dbus.js', 'solverv-format.js', 'solverv-language.js', 'solverv-theme.js', 'words.js', 'metadata.json'])
        writeText(GLib.build_filenamev([dir, name]), readText(GLib.build_filenamev([extDir, name])));
    writeText(GLib.build_filenamev([dir, 'shell-stubs.js']),
        readText(GLib.build_filenamev([testsDir, 'shell-stubs.js'])));
    let source = readText(GLib.build_filenamev([extDir, 'extension.js']));
    for (const [specifier, [file, body]] of Object.entries(ADAPTERS)) {
        const quoted = `'${specifier}'`;
        if (!source.includes(quoted))
            throw new Error(`extension.js no longer imports ${specifier}; update the test`);
        source = source.split(quoted).join(`'./${file}'`);
        writeText(GLib.build_filenamev([dir, file]), `${body}\n`);
    }
    const leftover = source.match(/from '(resource:\/\/\/[^']*|gi:\/\/(?!Gio'|GLib'|GObject')[^']*)'/);
    if (leftover)
        throw new Error(`extension.js imports ${leftover[1]}, which the stubs do not provide`);
    writeText(GLib.build_filenamev([dir, 'extension.js']), source);
    return dir;
}

function removeTree(dir) {
    const d = Gio.File.new_for_path(dir);
    const files = d.enumerate_children('standard::name', Gio.FileQueryInfoFlags.NONE, null);
    let info;
    while ((info = files.next_file(null))) {
        const child = d.get_child(info.get_name());
        if (child.query_file_type(Gio.FileQueryInfoFlags.NOFOLLOW_SYMLINKS, null) === Gio.FileType.DIRECTORY)
            removeTree(child.get_path());
        else
            child.delete(null);
    }
    d.delete(null);
}

function sleep(ms) {
    return new Promise(resolve => GLib.timeout_add(GLib.PRIORITY_DEFAULT, ms, () => {
        resolve();
        return GLib.SOURCE_REMOVE;
    }));
}

/** Polls `condition` every 50 ms for up to `ms`; true if it became true. */
async function eventually(condition, ms = 5000) {
    for (let waited = 0; waited <= ms; waited += 50) {
        if (condition())
            return true;
        await sleep(50);
    }
    return condition();
}

function nameOwned() {
    const reply = Gio.DBus.session.call_sync('org.freedesktop.DBus', '/org/freedesktop/DBus', 'org.freedesktop.DBus',
        'NameHasOwner', new GLib.Variant('(s)', [BUS_NAME]), null, Gio.DBusCallFlags.NONE, 2000, null);
    return reply.deepUnpack()[0];
}

/**
 * Starts the real daemon on the test bus at time AT (its clock runs on from there), with a config
 * of its own in a scratch folder: PLACE ({name, latitude, longitude, timezone}; none: the
 * time zone's city, a default place) and LANGUAGE; notifications off (no server on this bus).
 * Waits until it owns the name.
 */
async function startDaemon({place = OSLO, language = 'en', at = AT} = {}) {
    const home = GLib.dir_make_tmp('solverv-daemon-XXXXXX');
    GLib.mkdir_with_parents(`${home}/config/solverv`, 0o700);
    const location = place ? `[location]\nname = ${JSON.stringify(place.name)}\nlatitude = ${place.latitude}\n` +
        `longitude = ${place.longitude}\ntimezone = "${place.timezone}"\n` : '';
    writeText(`${home}/config/solverv/config.toml`,
        `language = "${language}"\n[notifications]\nenabled = false\n${location}`);
    const launcher = new Gio.SubprocessLauncher({flags: Gio.SubprocessFlags.NONE});
    launcher.set_stdout_file_path(`${home}/daemon.log`);
    launcher.set_stderr_file_path(`${home}/daemon.log`);
    for (const [key, value] of Object.entries({XDG_CONFIG_HOME: `${home}/config`, XDG_STATE_HOME: `${home}/state`,
        TZ: 'Europe/Oslo', LANG: 'C.UTF-8', DBUS_SYSTEM_BUS_ADDRESS: `unix:path=${home}/no-system-bus`}))
        launcher.setenv(key, value, true);
    const proc = launcher.spawnv([DAEMON, '--at', at]);
    if (!await eventually(nameOwned, 15000))
        throw new Error(`the daemon did not take the name: ${readText(`${home}/daemon.log`)}`);
    return {proc, home};
}

/** SIGKILL, the way a crashed daemon goes: no goodbye on the bus but the name released. */
async function killDaemon({proc, home}) {
    proc.force_exit();
    await new Promise(resolve => proc.wait_async(null, () => resolve()));
    await eventually(() => !nameOwned());
    removeTree(home);
}

function menuTexts(button) {
    return button.menu.allItems().map(item => item.label?.text ?? '---');
}

function hasHandler(object, signal, detail = null) {
    const id = GObject.signal_lookup(signal, object.constructor.$gtype);
    const quark = detail ? GLib.quark_from_string(detail) : 0;
    return GObject.signal_has_handler_pending(object, id, quark, false);
}

async function main(address) {
    GLib.setenv('DBUS_SESSION_BUS_ADDRESS', address, true);
    const dir = stage();
    const daemons = [];
    try {
        const stubs = await import(`file://${dir}/shell-stubs.js`);
        const {registry, panel} = stubs;
        const {default: SolvervExtension} = await import(`file://${dir}/extension.js`);
        check(registry.actors.length === 0, 'module load creates no actors');

        const metadata = JSON.parse(readText(GLib.build_filenamev([dir, 'metadata.json'])));
        const ext = new SolvervExtension({...metadata, path: dir});
        check(registry.actors.length === 0 && ext._indicator === undefined,
            'the constructor creates nothing');

        // -- enabled while nobody owns the name
        ext.enable();
        const button = panel.statusArea[UUID];
        check(Boolean(button), 'enable() adds the indicator to the panel');
        const label = () => button.children[0];
        const client = ext._indicator._client;
        check(await eventually(() => client._proxy !== null), 'the proxy is created asynchronously');
        check(label().text === '☀ solverv: not running', `not running: panel text "${label().text}"`);
        check(label().styleClasses.has('solverv-not-running'), 'not running: style class');
        check(menuTexts(button).some(t => t.includes('systemctl --user start solverv')),
            'not running: the menu says how to start it');
        const action = button.menu.items.at(-1);
        check(action.label.text === 'Try to start the service', 'not running: the action offers a start');
        action.activate();
        check(await eventually(() => menuTexts(button).some(t => t.includes('could not be started'))),
            'a failed start shows a short message in the menu');
        check(!menuTexts(button).some(t => /GDBus|ServiceUnknown|\.service files/.test(t) || t.length > 100),
            'never the raw D-Bus error (it widened the menu to ~800 px in GNOME Shell 48)');

        // -- the service appears
        // Twenty seconds before midnight: the day turns while the panel is watched (the checks
        // before it take well under a second; the margin is for a loaded machine).
        daemons.push(await startDaemon({place: {...OSLO, name: 'Tom & <Jerry>'}, at: '2026-11-22T23:59:40'}));
        check(await eventually(() => label().text === '❄️ Winter solstice in 29 days'),
            `service appears: panel text "${label().text}"`);
        check(label().styleClasses.has('solverv-winter') && !label().styleClasses.has('solverv-not-running'),
            'service appears: season style class replaces not-running');
        check(await eventually(() => menuTexts(button).filter(t => / — .* · in \d+ days/.test(t)).length === 8),
            'the menu lists the View\'s 8 upcoming events (the default list length)');
        check(menuTexts(button).includes('Tom & <Jerry> Europe/Oslo'),
            'the menu shows the place, a name with markup characters as text');
        check(menuTexts(button).includes('Tomorrow') && menuTexts(button).some(t => t.startsWith('↑ Sunrise 08:')),
            'after sunset the View\'s sun section is tomorrow\'s');
        check(!menuTexts(button).some(t => /could not be started|ServiceUnknown/i.test(t)), 'the old error is gone');
        check(action.label.text === 'Refresh', 'running: the action is Refresh');

        // -- Refresh (the daemon re-reads the clock), then midnight → PropertiesChanged → label
        action.activate();
        check(await eventually(() => label().text === '❄️ Winter solstice in 28 days', 35000),
            `the day turns: the panel follows the daemon's PropertiesChanged: "${label().text}"`);
        check(await eventually(() => menuTexts(button).includes(
            '❄️ Winter solstice — Dec 21, 2026 21:50 · in 28 days')),
        'the menu follows the View after the day turned');
        check(!menuTexts(button).some(t => /could not|Error/.test(t)), 'Refresh left no error in the menu');

        // -- "Compare with…": a typed date → Compare → the daemon's lines under the entry
        const entry = ext._indicator._compareEntry;
        check(entry.hint_text === 'Compare with…', `the entry's prompt comes from the View: "${entry.hint_text}"`);
        entry.set_text('2027-06-21');
        entry.clutter_text.emit('activate');
        check(await eventually(() => menuTexts(button).some(t =>
            /^Jun 21, 2027 · 18 hr 50 min of daylight · 1\d hr \d{1,2} min more than today$/.test(t))),
        `Compare's summary is shown as the daemon made it: ${menuTexts(button).join(' | ')}`);
        check(menuTexts(button).some(t => /^Sunrise \d\d:\d\d \(.* earlier\) · Sunset \d\d:\d\d \(.* later\)$/.test(t)),
            'and its sunrise/sunset shift line');
        entry.set_text('2027-06-31');
        entry.clutter_text.emit('activate');
        check(await eventually(() => menuTexts(button).includes(
            "date '2027-06-31' is not a valid date: use YYYY-MM-DD, e.g. 2027-06-21")),
        'a bad date shows the daemon\'s one line, without the D-Bus error name');
        check(!menuTexts(button).some(t => t.startsWith('Jun 21, 2027')), 'the old comparison is gone');
        check(button.menu.items.at(-1) === action, 'the action stays the last item');
        entry.set_text('2027-06-21');
        entry.clutter_text.emit('activate');
        check(await eventually(() => menuTexts(button).some(t => t.startsWith('Jun 21, 2027 · '))),
            'a good date again: the comparison is back');
        // Two places (issue 31): "Bergen vs Tromsø" → ComparePlaces, each in its own zone.
        entry.set_text('Bergen vs Tromsø');
        entry.clutter_text.emit('activate');
        check(await eventually(() => menuTexts(button).some(t => / · Bergen: .* (less|more) than in Tromsø$/.test(t))),
            `"Bergen vs Tromsø" compares the two places: ${menuTexts(button).join(' | ')}`);
        entry.set_text('vs Tromsøø');
        entry.clutter_text.emit('activate');
        check(await eventually(() => menuTexts(button).some(t => t.includes('did you mean "Tromsø'))),
            `a misspelt place shows the daemon's near spellings: ${menuTexts(button).join(' | ')}`);
        entry.set_text('2027-06-21');
        entry.clutter_text.emit('activate');
        check(await eventually(() => menuTexts(button).some(t => t.startsWith('Jun 21, 2027 · '))),
            'a date again: the day comparison is back');

        // -- the gear beside the entry opens the preferences window (prefs.js) and closes the menu
        const gear = ext._indicator._settingsButton;
        check(gear.accessible_name === 'Settings…' && gear.children[0]?.icon_name === 'applications-system-symbolic',
            `a gear named from the View beside the entry: "${gear.accessible_name}"`);
        let closed = false;
        const closing = button.menu.connect('open-state-changed', (_m, open) => {
            closed ||= !open;
        });
        gear.emit('clicked');
        button.menu.disconnect(closing);
        check(ext.preferencesOpened === 1 && closed, 'clicking it closes the menu and opens the preferences');

        // -- the light/dark toggle beside the gear: shown when the daemon has a Theme property;
        // on, GNOME's color-scheme (in memory: run-tests.sh sets GSETTINGS_BACKEND=memory) follows
        // the daemon's Theme; off, it is never touched.
        const toggle = ext._indicator._themeButton;
        const interfaceSettings = new Gio.Settings({schema_id: 'org.gnome.desktop.interface'});
        if ('Theme' in ext._indicator._client.properties()) {
            check(toggle.visible && !toggle.checked && toggle.accessible_name === 'Light and dark' &&
                toggle.children[0]?.icon_name === 'weather-clear-night-symbolic',
            `the daemon has Theme (switch off): a toggle "${toggle.accessible_name}", not checked`);
            interfaceSettings.set_string('color-scheme', 'prefer-light');
            ext._indicator._client.emit?.('changed');
            await sleep(200);
            check(interfaceSettings.get_string('color-scheme') === 'prefer-light', 'switch off: color-scheme untouched');
            toggle.clicked();
            check(await eventually(() => ext._indicator._client.properties().Theme === 'dark' && toggle.checked),
                'a click on the toggle: SetSettings theme.enabled = true, the daemon says Theme dark (Oslo, night)');
            check(await eventually(() => interfaceSettings.get_string('color-scheme') === 'prefer-dark'),
                `and color-scheme is prefer-dark: ${interfaceSettings.get_string('color-scheme')}`);
            interfaceSettings.set_string('color-scheme', 'default');
            toggle.clicked();
            check(await eventually(() => ext._indicator._client.properties().Theme === '' && !toggle.checked),
                'a second click: the switch off, Theme ""');
            await sleep(200);
            check(interfaceSettings.get_string('color-scheme') === 'default', 'switched off: color-scheme left as it was');
        } else {
            check(!toggle.visible, 'a daemon without the Theme property: no toggle');
        }

        // -- killed, then back. The methods the panel calls from here on are noted: with the
        // daemon gone it must call none that could D-Bus-activate it again (a comparison shown
        // is asked again when the view changes — once the daemon is back, not while it is away).
        const panelClient = ext._indicator._client;
        const called = [];
        const call = panelClient.call.bind(panelClient);
        panelClient.call = (method, ...rest) => {
            called.push(`${method}${panelClient.running ? '' : ' (no owner)'}`);
            return call(method, ...rest);
        };
        await killDaemon(daemons.pop());
        check(await eventually(() => label().text === '☀ solverv: not running'),
            'service killed: back to not running');
        check(await eventually(() => menuTexts(button).some(t => t.includes('not running'))),
            'service killed: the menu says so');
        await new Promise(resolve => setTimeout(resolve, 300));
        check(!called.some(c => c.endsWith('(no owner)')), `the daemon gone: no method call (${called.join(', ') || 'none'})`);
        // Back with `language = "nb"` in its config and no place chosen: Bokmål, and the hint.
        daemons.push(await startDaemon({place: null, language: 'nb'}));
        check(await eventually(() => label().text === '❄️ Vintersolverv om 29 dager'),
            `service back in Bokmål: the panel recovers by itself: "${label().text}"`);
        check(await eventually(() => menuTexts(button).includes('Oslo Europe/Oslo · standardsted: velg sted med --location eller i config.toml')),
            'a default place gets its hint, in Bokmål');
        check(menuTexts(button).includes('Vintersolverv om 29 dager') === false &&
            menuTexts(button).includes('❄️ Vintersolverv om 29 dager') &&
            menuTexts(button).includes('I morgen') && menuTexts(button).includes('Dagslys') &&
            menuTexts(button).some(t => t.startsWith('Siden i går \u2212')) &&
            menuTexts(button).some(t => /^❄️ Vintersolverv — 21\. desember 2026 21:50 · om 29 dager$/.test(t)),
        `the whole menu speaks Bokmål: ${menuTexts(button).join(' | ')}`);
        check(!menuTexts(button).some(t => /\b(in \d+ days|Sunrise|Sunset|Day length|Next|Daylight|Tomorrow|since)\b/.test(t)),
            'no English words of the view are left in the Bokmål menu');
        check(action.label.text === 'Oppdater', 'the action is named in Bokmål from the View');
        check(ext._indicator._compareEntry.hint_text === 'Sammenlign med …', 'the compare prompt is in Bokmål');
        check(called.includes('Compare'), `the comparison is asked again once the daemon is back (${called.join(', ')})`);
        check(ext._indicator._settingsButton.accessible_name === 'Innstillinger …', 'the gear is named in Bokmål');
        check(await eventually(() => menuTexts(button).some(t =>
            /^21\. juni 2027 · 18 t 5\d min dagslys · 1\d t \d+ min mer enn i dag$/.test(t))),
        `a new view (language, day) asks the comparison again, in Bokmål: ${menuTexts(button).join(' | ')}`);
        button.menu.open();
        check(await eventually(() => menuTexts(button).filter(t => / — /.test(t)).length === 8),
            'opening the menu keeps the events');

        // -- disable
        const proxy = client._proxy;
        const menu = button.menu;
        ext.disable();
        check(panel.statusArea[UUID] === undefined, 'disable() removes the indicator from the panel');
        check(registry.live().length === 0, `disable() destroys every actor (${registry.live().length} left)`);
        check(menu.destroyed && menu.handlerCount === 0, 'the menu is destroyed with no handlers left');
        check(!hasHandler(proxy, 'g-properties-changed') && !hasHandler(proxy, 'g-signal') &&
            !hasHandler(proxy, 'notify', 'g-name-owner'), 'disable() disconnects every proxy handler');
        check(client._proxy === null && ext._indicator === null, 'disable() drops the proxy and the indicator');
        await killDaemon(daemons.pop());
        daemons.push(await startDaemon());
        await sleep(500);
        check(registry.errors.length === 0, `nothing touches destroyed actors: ${registry.errors.join('; ')}`);

        // -- enable again
        ext.enable();
        const again = panel.statusArea[UUID];
        check(await eventually(() => again.children[0].text === '❄️ Winter solstice in 29 days'),
            're-enable works');
        ext.disable();
        check(registry.live().length === 0 && panel.statusArea[UUID] === undefined, 're-disable is clean');

        // -- disable before the proxy even exists: the late reply must be ignored
        ext.enable();
        ext.disable();
        await sleep(500);
        check(registry.live().length === 0 && panel.statusArea[UUID] === undefined,
            'disable() right after enable() is clean');
        check(registry.errors.length === 0, `no misuse of the stubs: ${registry.errors.join('; ')}`);
    } finally {
        for (const daemon of daemons)
            await killDaemon(daemon);
        removeTree(dir);
    }
}

const address = ARGV[0] === '--address' ? ARGV[1] : null;
if (!address || !DAEMON) {
    printerr('usage: SOLVERV_DAEMON=PATH gjs -m test-extension.js --address DBUS_ADDRESS (a private test bus)');
    System.exit(2);
}
const loop = new GLib.MainLoop(null, false);
// Started from the loop, so an early throw cannot quit() the loop before it runs.
GLib.idle_add(GLib.PRIORITY_DEFAULT, () => {
    Promise.resolve().then(() => main(address)).catch(e => {
        failed++;
        print(`FAIL ${e.message}\n${e.stack}`);
    }).finally(() => loop.quit());
    return GLib.SOURCE_REMOVE;
});
loop.run();
print(`${passed} passed, ${failed} failed`);
System.exit(failed === 0 ? 0 : 1);
