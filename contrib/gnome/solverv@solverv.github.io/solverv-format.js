// SPDX-License-Identifier: MIT
/**
 * Lays out the daemon's `View` property (docs/view-schema.md) as a panel text and menu lines.
 * Every word of the view comes from the daemon, localised and hemisphere-aware: nothing here
 * formats a date, a duration or a name. What stays here is markup escaping and laying out the
 * sentences for when there is no view (the service is not running, a call failed), in the words
 * of words.js (generated from the engine, in every language; English by default).
 *
 * Imports only words.js (data), so it runs in GNOME Shell and under plain `gjs -m` alike.
 */
import {WORDS} from './words.js';

/** The panel text while nobody owns the bus name: '☀ solverv: not running' in WORDS' language. */
export function notRunningText(words = WORDS.en) {
    return `☀ ${words.panel_not_running}`;
}

/** How to get a service back, shown in the not-running menu. */
export const START_COMMANDS = ['systemctl --user start solverv', 'solverv-status daemon'];

/**
 * Escapes text for Pango markup: every string of the view is plain text.
 * @param {*} text anything; null and undefined become ''
 * @returns {string}
 */
export function escapeMarkup(text) {
    return String(text ?? '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/**
 * A short sentence for a failed D-Bus call: GDBus's raw text widened the menu to ~800 px in
 * GNOME Shell 48. Known errors get a sentence of their own; any other keeps its message without
 * the error-name prefix, cut to LIMIT characters (80 for the menu). Known errors are said in
 * WORDS' language; the others are the daemon's own text.
 * @param {Error|string} error
 * @param {number} [limit]
 * @param {object} [words] a language's words from words.js
 * @returns {string}
 */
export function errorText(error, limit = 80, words = WORDS.en) {
    const raw = String(error?.message ?? error ?? '');
    const name = raw.match(/^GDBus\.Error:([\w.]+):/)?.[1] ?? '';
    if (name.endsWith('.ServiceUnknown') || raw.includes('not provided by any .service files'))
        return words.error_not_installed;
    if (name.endsWith('.NameHasNoOwner'))
        return `${words.not_running}.`;
    if (name.endsWith('.NoReply') || name.endsWith('.Timeout') || name.endsWith('.TimedOut'))
        return words.error_no_answer;
    if (name.includes('.Spawn.'))
        return words.error_cannot_start;
    const text = raw.replace(/^GDBus\.Error:[\w.]+:\s*/, '').split('\n')[0].trim();
    if (text === '')
        return words.error_call_failed;
    return text.length > limit ? `${text.slice(0, limit - 1)}…` : text;
}

/** Whether `view` is a View the layout can use (an object with a title). */
function usable(view) {
    return typeof view?.title === 'string';
}

/** @returns {string} the style class of the panel label: `solverv-winter`, … */
export function seasonClass(view) {
    return usable(view) ? `solverv-${view.season}` : 'solverv-not-running';
}

/** @returns {string} the panel text: the view's compact text, else not running in WORDS' language */
export function panelText(view, words = WORDS.en) {
    return usable(view) ? view.text : notRunningText(words);
}

/**
 * One menu line: `kind` says how the shell shows it ('title', 'section', 'text', 'hint',
 * 'separator'); `markup` is escaped Pango markup of `text`.
 * @typedef {{kind: string, text: string, markup: string, dot: ?string}} MenuLine
 */
function line(kind, text, markup = escapeMarkup(text)) {
    return {kind, text, markup};
}

/** A bold heading with an optional plain tail. */
function headed(kind, heading, tail = '') {
    return line(kind, tail ? `${heading} ${tail}` : heading,
        `<b>${escapeMarkup(heading)}</b>${tail ? ` ${escapeMarkup(tail)}` : ''}`);
}

const rowText = row => `${row.label} ${row.text}`;

/** @returns {MenuLine[]} what the menu says while the service is away, in WORDS' language */
export function notRunningLines(words = WORDS.en) {
    return [
        headed('title', words.not_running),
        line('text', words.not_running_body),
        line('hint', `${words.start_it} ${START_COMMANDS[0]}`),
        line('hint', `${words.or_run} ${START_COMMANDS[1]}`),
        line('hint', words.comes_back),
    ];
}

/**
 * An event row's dot colour: the view's `#rrggbb`, anything else none (it becomes CSS).
 * @param {string} colour the row's `colour`
 * @returns {?string} the colour, or null
 */
function dotColour(colour) {
    return /^#[0-9A-Fa-f]{6}$/.test(colour ?? '') ? colour : null;
}

/**
 * The view as menu lines: the next event, its progress and description, the next events, the
 * shown day's sun, the daylight changes and message, the place.
 * @param {?object} view the `View` property unpacked; null when not running
 * @param {object} [words] the words for when there is no view (words.js)
 * @returns {MenuLine[]}
 */
export function menuLines(view, words = WORDS.en) {
    if (!usable(view))
        return notRunningLines(words);
    const separator = line('separator', '');
    // A broken config: the daemon shows its last good settings, and says why first.
    const problem = view.config_problem ? [line('text', view.config_problem), separator] : [];
    return [
        ...problem,
        headed('title', view.title, view.countdown),
        line('text', view.progress_line),
        line('text', view.description, `<i>${escapeMarkup(view.description)}</i>`),
        separator, headed('section', view.events.heading),
        ...view.events.rows.map(event => ({...line('text', event.line), dot: dotColour(event.colour)})),
        separator, headed('section', view.sun.heading),
        line('text', view.sun.rows.map(rowText).join('   ')),
        separator, headed('section', view.daylight.heading),
        ...view.daylight.rows.map(row => line('text', rowText(row))),
        line('text', view.daylight.message),
        separator, headed('section', view.place.name, view.place.line),
    ];
}
