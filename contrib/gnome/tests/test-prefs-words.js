// SPDX-License-Identifier: MIT
/**
 * prefs-choices.js's English words are what the daemon says in English: they show until
 * GetSettingsWords answers, so they must not drift from `solverv-status config words` (the same
 * table the daemon reads). And every word key prefs.js asks for exists there.
 *   gjs -m test-prefs-words.js EXTENSION_DIR SOLVERV_STATUS
 */
import GLib from 'gi://GLib';
import System from 'system';

const [extDir, status] = ARGV;
const {ENGLISH, CLOCKS, DATE_ORDERS, MOMENTS} = await import(`file://${extDir}/prefs-choices.js`);
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
        fail(`ENGLISH.${key} is ${JSON.stringify(text)}; solverv-status says ${JSON.stringify(words[key])}`);
}
const prefs = new TextDecoder().decode(GLib.file_get_contents(`${extDir}/prefs.js`)[1]);
const asked = [...prefs.matchAll(/this\._(?:row|switch|combo|say|group)\([^)]*\)/g)]
    .flatMap(call => [...call[0].matchAll(/'([a-z_0-9]+)'/g)].map(m => m[1]))
    .filter(key => key.includes('_') || key in words);
for (const [, key] of [...CLOCKS, ...DATE_ORDERS, ...MOMENTS])
    asked.push(key);
for (const key of new Set(asked)) {
    if (!(key in words))
        fail(`prefs.js asks for the word '${key}', which solverv-status config words does not have`);
}
print(failed ? `${failed} failed` : `ok: ${Object.keys(ENGLISH).length} English words equal config words; ${new Set(asked).size} keys asked all exist`);
System.exit(failed ? 1 : 0);
