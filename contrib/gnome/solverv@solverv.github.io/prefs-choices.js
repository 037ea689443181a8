// SPDX-License-Identifier: MIT
/**
 * The choices the preferences window offers for the settings that take one of a few values, in
 * the order shown: the value GetSettings/SetSettings carry and the words for it. Pure data and
 * two lookups, so plain gjs tests can check them against the daemon's own list of allowed values.
 * Languages are named in themselves, as language pickers do.
 */

export const LANGUAGES = [
    ['auto', 'Automatic'],
    ['en', 'English'],
    ['nb', 'Norsk bokmål'],
    ['sv', 'Svenska'],
    ['da', 'Dansk'],
    ['fi', 'Suomi'],
    ['de', 'Deutsch'],
];

export const CLOCKS = [
    ['auto', 'Automatic'],
    ['24h', '24-hour (17:05)'],
    ['12h', '12-hour (5:05 PM)'],
];

export const DATE_ORDERS = [
    ['auto', 'Automatic'],
    ['mdy', 'Month first (Dec 21, 2026)'],
    ['dmy', 'Day first (21 Dec 2026)'],
    ['ymd', 'Year first (2026-12-21)'],
];

/** When the daily notification comes; `time` stands for an `HH:MM` value of notifications.at. */
export const MOMENTS = [
    ['sunrise', 'At sunrise'],
    ['time', 'At a time of day'],
    ['sunset', 'At sunset'],
];

/** The position of VALUE in CHOICES (0, the first, when the daemon says something unknown). */
export function choiceIndex(choices, value) {
    return Math.max(0, choices.findIndex(([key]) => key === value));
}

/** `sunrise`, `sunset`, or `time` for an `HH:MM` notifications.at. */
export function momentKind(at) {
    return at === 'sunrise' || at === 'sunset' ? at : 'time';
}
