// SPDX-License-Identifier: MIT
/**
 * solverv-language.js: which language the extension speaks while the daemon is away — config.toml's
 * top-level `language` (a BOM, CRLF, quotes and comments as TOML allows; a table's `language` is
 * not it), else $LC_ALL, $LC_MESSAGES, $LANG in that order (the first one set decides, as in the
 * engine's Plan.language), else English — on real files in a scratch folder.
 *   gjs -m test-language.js
 */
import GLib from 'gi://GLib';
import System from 'system';
import {codeFor, configLanguage, languageCode, languageFor, wordsFor} from '../solverv@solverv.github.io/solverv-language.js';
import {WORDS} from '../solverv@solverv.github.io/words.js';

let failed = 0;
let passed = 0;
const equal = (got, want, what) => {
    if (got === want) {
        passed += 1;
    } else {
        failed += 1;
        print(`FAIL ${what}: got ${JSON.stringify(got)}, want ${JSON.stringify(want)}`);
    }
};

equal(codeFor('fi'), 'fi', 'a code');
equal(codeFor('de_DE.UTF-8'), 'de', 'a locale name');
equal(codeFor('nn_NO'), 'nb', 'Nynorsk reads Bokmål');
equal(codeFor('no'), 'nb', 'no is Bokmål');
equal(codeFor('fr_FR.UTF-8'), null, 'a language Solverv lacks');
equal(codeFor('C.UTF-8'), null, 'C');

equal(configLanguage('language = "sv"\n'), 'sv', 'plain');
equal(configLanguage('\uFEFF# mine\r\nlanguage = \'da\'   # Danish\r\nclock = "24h"\r\n'), 'da', 'BOM, CRLF, comment');
equal(configLanguage('[location]\ncity = "Oslo"\nlanguage = "fi"\n'), null, 'inside a table is not it');
equal(configLanguage('clock = "24h"\n'), null, 'silent');
equal(configLanguage(null), null, 'no file');

const home = GLib.dir_make_tmp('solverv-language-XXXXXX');
const config = `${home}/config.toml`;
/** BODY() with VALUES in the environment (restored after; a promise is awaited first). */
const withEnvironment = (values, body) => {
    const saved = Object.fromEntries(Object.keys(values).map(k => [k, GLib.getenv(k)]));
    for (const [k, v] of Object.entries(values))
        v === null ? GLib.unsetenv(k) : GLib.setenv(k, v, true);
    const restore = () => {
        for (const [k, v] of Object.entries(saved))
            v === null ? GLib.unsetenv(k) : GLib.setenv(k, v, true);
    };
    const result = body();
    if (result instanceof Promise)
        return result.finally(restore);
    restore();
    return result;
};
const none = {LC_ALL: null, LC_MESSAGES: null, LANG: null};
const auto = 'language = "auto"\n';
equal(withEnvironment({...none, LANG: 'de_DE.UTF-8'}, () => languageFor('language = "fi"\n')), 'fi', 'the config wins');
equal(withEnvironment({...none, LANG: 'de_DE.UTF-8'}, () => languageFor(auto)), 'de', 'auto: $LANG');
equal(withEnvironment({...none, LC_MESSAGES: 'sv_SE.UTF-8', LANG: 'de_DE.UTF-8'}, () => languageFor(auto)), 'sv',
    '$LC_MESSAGES before $LANG');
equal(withEnvironment({...none, LC_ALL: 'fr_FR.UTF-8', LANG: 'de_DE.UTF-8'}, () => languageFor(auto)), 'en',
    'the first one set decides, even a language Solverv lacks');
equal(withEnvironment({...none, LANG: ''}, () => languageFor(null)), 'en', 'nothing: English');
equal(withEnvironment({...none, LANG: 'da_DK.UTF-8'}, () => languageFor('language = "xx"\n')), 'da',
    'a language Solverv lacks in the file: the environment');

// The file itself, read without blocking.
GLib.file_set_contents(config, '\uFEFFlanguage = "fi"\r\n[location]\r\ncity = "Oslo"\r\n');
equal(await withEnvironment({...none, LANG: 'de_DE.UTF-8'}, () => languageCode(config)), 'fi', 'read from the file');
equal(await withEnvironment({...none, LANG: 'de_DE.UTF-8'}, () => languageCode(`${home}/missing.toml`)), 'de',
    'no file: the environment');
GLib.file_set_contents(`${home}/latin1.toml`, new Uint8Array([0x23, 0xe6, 0x0a, ...new TextEncoder().encode('language = "sv"\n')]));
equal(await withEnvironment({...none, LANG: ''}, () => languageCode(`${home}/latin1.toml`)), 'sv', 'a Latin-1 comment');
GLib.unlink(`${home}/latin1.toml`);
GLib.unlink(config);
GLib.rmdir(home);

for (const code of Object.keys(WORDS)) {
    const found = wordsFor(code);
    equal(found.code, code, `${code}: its own words`);
    equal(found.schema.language, code, `${code}: its schema`);
    equal(typeof found.labels.refresh, 'string', `${code}: its button labels`);
}
equal(wordsFor('xx').code, 'en', 'an unknown code: English');

print(`${passed} passed, ${failed} failed`);
System.exit(failed ? 1 : 0);
