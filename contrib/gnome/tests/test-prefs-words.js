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
const {TIME_OF_DAY, schemaChoices, momentKind} = await import(`file://${extDir}/prefs-choices.js`);
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
const asked = [...prefs.matchAll(/this\._(?:row|switch|combo|say|group|spin|time)\([^)]*\)/g)]
    .flatMap(call => [...call[0].matchAll(/'([a-z_0-9]+)'/g)].map(m => m[1]))
    .filter(key => key.includes('_') || key in words);
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
    const moments = schemaChoices(schema, 'notifications.at');
    if (momentKind('sunset', moments) !== 'sunset' || momentKind('06:45', moments) !== TIME_OF_DAY ||
        !moments.some(([value]) => value === TIME_OF_DAY))
        fail(`the notification moments do not include the time of day ${TIME_OF_DAY}: ${JSON.stringify(moments)}`);
}
print(failed ? `${failed} failed` : `ok: ${Object.keys(ENGLISH).length} English words equal config words; ${new Set(asked).size} keys asked all exist; the schema's choices read in Bokmål`);
System.exit(failed ? 1 : 0);
