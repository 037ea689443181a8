// SPDX-License-Identifier: MIT
/**
 * words.js' English words are what the daemon says in English (they show until GetSettingsWords
 * answers; make-words.py --check compares every language): `solverv-status config words` is the
 * same table the daemon reads. And every word key prefs.js asks for exists there. prefs-choices.js's
 * helpers read `solverv-status config schema --lang nb` (the same as GetSettingsSchema) into the
 * choices prefs.js offers: every choice setting's values, labelled in Bokmål.
 *   gjs -m test-prefs-words.js EXTENSION_DIR SOLVERV_STATUS
 */
import GLib from 'gi://GLib';
import System from 'system';

const [extDir, status] = ARGV;
const {TIME_OF_DAY, schemaChoices, momentKind, windowGroups, layoutOf, isShown, isUsable, isLocked} =
    await import(`file://${extDir}/prefs-choices.js`);
const ENGLISH = (await import(`file://${extDir}/words.js`)).WORDS.en;
const home = GLib.dir_make_tmp('solverv-words-XXXXXX');
const [, out, err, wait] = GLib.spawn_sync(null, [status, 'config', 'words'],
    ['LANG=C.UTF-8', `HOME=${home}`, `XDG_CONFIG_HOME=${home}`, 'PATH=/usr/bin:/bin'], GLib.SpawnFlags.DEFAULT, null);
GLib.rmdir(home);
if (wait !== 0) {
    print(`FAIL config words: ${new TextDecoder().decode(err)}`);
    System.exit(1);
}
const words = Object.fromEntries(new TextDecoder().decode(out).trim().split('\n')
    .map(line => [line.slice(0, line.indexOf(' = ')), line.slice(line.indexOf(' = ') + 3)]));
let failed = 0;
const fail = what => {
    print(`FAIL ${what}`);
    failed += 1;
};
if (words.language_code !== 'en')
    fail(`config words under LANG=C is not English: ${words.language_code}`);
for (const [key, text] of Object.entries(ENGLISH)) {
    if (words[key] !== text)
        fail(`words.js' en.${key} is ${JSON.stringify(text)}; solverv-status says ${JSON.stringify(words[key])}`);
}
const prefs = new TextDecoder().decode(GLib.file_get_contents(`${extDir}/prefs.js`)[1]);
// The words prefs.js names itself: its kinds' own (`showing`, `time_of_day`, `no_limit`) and the
// service row's; every other word is one the schema names.
const asked = [...prefs.matchAll(/(?:'(?:title|subtitle|label|placeholderText)', |title: )'([a-z_0-9]+)'/g)].map(m => m[1]);
if (!asked.includes('no_limit') || !asked.includes('time_of_day') || !asked.includes('not_running'))
    fail(`the word check no longer finds prefs.js' own words: ${asked}`);
for (const key of new Set(asked)) {
    if (!(key in words))
        fail(`prefs.js asks for the word '${key}', which solverv-status config words does not have`);
}
const env = ['LANG=C.UTF-8', `HOME=${home}`, `XDG_CONFIG_HOME=${home}`, 'PATH=/usr/bin:/bin'];
GLib.mkdir_with_parents(home, 0o700);
const [, schemaOut, schemaErr, schemaWait] = GLib.spawn_sync(null, [status, 'config', 'schema', '--lang', 'nb'],
    env, GLib.SpawnFlags.DEFAULT, null);
GLib.rmdir(home);
if (schemaWait !== 0) {
    fail(`config schema: ${new TextDecoder().decode(schemaErr)}`);
} else {
    const schema = JSON.parse(new TextDecoder().decode(schemaOut));
    // words.js rebuilds each language's schema from the English one and that language's words:
    // it must be exactly the CLI's (GetSettingsSchema's) in Bokmål.
    const {schemaIn} = await import(`file://${extDir}/solverv-language.js`);
    if (JSON.stringify(schemaIn("nb")) !== JSON.stringify(schema))
        fail(`words.js' Bokmål schema is not config schema --lang nb: ${JSON.stringify(schemaIn('nb')).slice(0, 300)}`);
    for (const setting of schema.settings.filter(s => s.choices)) {
        const choices = schemaChoices(schema, setting.key);
        if (JSON.stringify(choices.map(([value]) => value)) !== JSON.stringify(setting.choices.map(c => c.value)))
            fail(`schemaChoices(${setting.key}) lost or reordered values: ${JSON.stringify(choices)}`);
        if (choices.some(([value, label]) => !label))
            fail(`schemaChoices(${setting.key}) has a choice without words: ${JSON.stringify(choices)}`);
    }
    const label = (key, value) => schemaChoices(schema, key).find(([v]) => v === value)?.[1];
    if (label('language', 'auto') !== 'Automatisk' || label('language', 'de') !== 'Deutsch')
        fail(`the languages are not in Bokmål and their own names: ${JSON.stringify(schemaChoices(schema, 'language'))}`);
    // Every word the schema names for the window is a word the daemon has.
    const named = [...schema.settings.flatMap(s => [s.title, s.hint, s.example, s.stays_on]),
        ...schema.groups.map(g => g.title)].filter(Boolean);
    for (const key of named.filter(key => !(key in words)))
        fail(`the schema names the word '${key}', which solverv-status config words does not have`);
    // The window's layout is the schema's: sections in `groups` order, settings in theirs, only
    // the kinds prefs.js has a control for; a new setting (of a known kind) joins with no change
    // here, in a listed section or a new one.
    const KINDS = [...prefs.matchAll(/^    ([a-z]+): \(page, setting\) =>/gm)].map(m => m[1]);
    if (JSON.stringify([...KINDS].sort()) !== JSON.stringify(['boolean', 'choice', 'city', 'integer', 'moment', 'time']))
        fail(`prefs.js' CONTROLS are not the six kinds: ${KINDS}`);
    const shown = windowGroups(schema, KINDS);
    if (JSON.stringify(shown.map(g => g.key)) !== JSON.stringify(schema.groups.map(g => g.key)))
        fail(`the sections are not the schema's: ${shown.map(g => g.key)}`);
    const placed = schema.settings.filter(s => s.group).map(s => s.key);
    if (JSON.stringify(shown.flatMap(g => g.settings.map(s => s.key)).sort()) !== JSON.stringify([...placed].sort()))
        fail(`not every placed setting gets a control: ${JSON.stringify(shown.map(g => g.settings.map(s => s.key)))}`);
    const extra = {...schema, settings: [...schema.settings,
        {key: 'display.new_switch', type: 'boolean', group: 'display', title: 'follow_sun'},
        {key: 'extra.new_number', type: 'integer', min: 1, max: 3, group: 'extra', title: 'offset'},
        {key: 'extra.new_kind', type: 'colour', group: 'extra', title: 'dark'}]};
    const more = windowGroups(extra, KINDS);
    if (more.find(g => g.key === 'display')?.settings.at(-1)?.key !== 'display.new_switch' ||
        JSON.stringify(more.at(-1)?.settings.map(s => s.key)) !== JSON.stringify(['extra.new_number']) ||
        layoutOf(extra, KINDS) === layoutOf(schema, KINDS))
        fail(`a new setting in the schema does not get a control: ${JSON.stringify(more.map(g => [g.key, g.settings.map(s => s.key)]))}`);
    // Shown, usable and locked follow the schema's shown_when, needs and one_on rule.
    const on = {'notifications.enabled': true, 'notifications.daily_change': true, 'notifications.since_solstice': false,
        'theme.switch': 'sun', 'theme.elevation': 0};
    const rule = schema.rules.find(r => r.rule === 'one_on');
    if (!rule || !isLocked(schema, on, rule.keys[0]) || isLocked(schema, {...on, [rule.keys[1]]: true}, rule.keys[0]))
        fail(`the one_on rule does not lock the last part on: ${JSON.stringify(rule)}`);
    const elevation = schema.settings.find(s => s.shown_when);
    if (!elevation || isShown(elevation, on) || !isShown(elevation, {...on, [elevation.shown_when.key]: elevation.shown_when.value}))
        fail(`shown_when is not followed: ${JSON.stringify(elevation)}`);
    const needing = schema.settings.find(s => s.needs && !rule.keys.includes(s.key));
    if (!needing || isUsable(schema, needing, {...on, [needing.needs]: false}) || !isUsable(schema, needing, {...on, [needing.needs]: true}))
        fail(`needs is not followed: ${JSON.stringify(needing)}`);
    const moments = schemaChoices(schema, 'notifications.at');
    if (momentKind('sunset', moments) !== 'sunset' || momentKind('06:45', moments) !== TIME_OF_DAY ||
        !moments.some(([value]) => value === TIME_OF_DAY))
        fail(`the notification moments do not include the time of day ${TIME_OF_DAY}: ${JSON.stringify(moments)}`);
}
print(failed ? `${failed} failed` : `ok: ${Object.keys(ENGLISH).length} English words equal config words; ${new Set(asked).size} keys asked all exist; the schema's choices read in Bokmål; its layout and a new setting read into sections`);
System.exit(failed ? 1 : 0);
