// SPDX-License-Identifier: MIT
/**
 * The language Solverv speaks to this user, found without the daemon: `language` at the top of
 * config.toml, else $LC_ALL, $LC_MESSAGES or $LANG — the engine's own rule (Plan.language) — and
 * that language's words from words.js (generated from the engine). Used while the daemon is
 * away or has not answered yet; once it answers, its View and GetSettingsWords speak.
 */
import Gio from 'gi://Gio';
import GLib from 'gi://GLib';

import {ALLOWED, CHOICE_WORDS, LABELS, SCHEMA, WORDS} from './words.js';

/** The code Solverv has for NAME (`fi`, `de_DE.UTF-8`, `no` and `nn` → `nb`), or null. */
export function codeFor(name) {
    const base = String(name ?? '').split(/[_.\-@]/)[0].toLowerCase();
    const code = base === 'no' || base === 'nn' ? 'nb' : base;
    return Object.hasOwn(WORDS, code) ? code : null;
}

/** `language = "…"` before the first table of config.toml TEXT (a BOM, CRLF and comments allowed). */
export function configLanguage(text) {
    for (const raw of String(text ?? '').replace(/^\uFEFF/, '').split(/\r?\n/)) {
        const line = raw.trim();
        if (line.startsWith('['))
            return null;
        const found = line.match(/^language\s*=\s*(?:"([^"]*)"|'([^']*)')\s*(?:#.*)?$/);
        if (found)
            return found[1] ?? found[2];
    }
    return null;
}

/** The language code in effect for config.toml TEXT (null: no file): its `language` (unless
 * `auto`), else the environment's, else `en`. */
export function languageFor(text) {
    const chosen = configLanguage(text);
    if (chosen && chosen !== 'auto' && codeFor(chosen))
        return codeFor(chosen);
    for (const variable of ['LC_ALL', 'LC_MESSAGES', 'LANG']) {
        const value = GLib.getenv(variable);
        if (value)
            return codeFor(value) ?? 'en';
    }
    return 'en';
}

/** The default config.toml, as the daemon reads it without --config. */
export function configPath() {
    return GLib.build_filenamev([GLib.get_user_config_dir(), 'solverv', 'config.toml']);
}

/** The language code in effect, read without blocking (the Shell's process must not wait on a
 * disk): resolves to languageFor(the file's text, or null when it cannot be read). */
export function languageCode(path = configPath()) {
    return new Promise(resolve => {
        Gio.File.new_for_path(path).load_contents_async(null, (file, result) => {
            let text = null;
            try {
                text = new TextDecoder().decode(file.load_contents_finish(result)[1]);
            } catch {
                // No config file (or an unreadable one): the environment decides.
            }
            resolve(languageFor(text));
        });
    });
}

/** The settings schema in CODE: words.js' English one with CODE's words for the choices. */
export function schemaIn(code) {
    const words = CHOICE_WORDS[code] ?? {};
    const allowed = ALLOWED[code] ?? {};
    return {
        ...SCHEMA, language: code,
        settings: SCHEMA.settings.map(setting => {
            const inLanguage = {...setting, allowed: allowed[setting.key] ?? setting.allowed};
            return setting.choices ? {
                ...inLanguage,
                choices: setting.choices.map(({value}) => {
                    const label = words[setting.key]?.[value];
                    return label === undefined ? {value} : {value, label};
                }),
            } : inLanguage;
        }),
    };
}

/** The words, schema and button labels of CODE (English for a code Solverv lacks). */
export function wordsFor(code) {
    const known = Object.hasOwn(WORDS, code) ? code : 'en';
    return {code: known, words: WORDS[known], schema: schemaIn(known), labels: LABELS[known]};
}
