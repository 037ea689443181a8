// SPDX-License-Identifier: MIT
/**
 * What the preferences window offers, as data: the choices of the settings that take one of a
 * few values (the value GetSettings/SetSettings carry, and the GetSettingsWords key of its
 * words), and the English words the window shows until the daemon has said them in the user's
 * language (or while it is not running). Languages are named in themselves, as language
 * pickers do. Pure, so plain gjs tests can check it.
 */

export const LANGUAGES = [
    ['auto', 'automatic'],
    ['en', 'English'],
    ['nb', 'Norsk bokmål'],
    ['sv', 'Svenska'],
    ['da', 'Dansk'],
    ['fi', 'Suomi'],
    ['de', 'Deutsch'],
];

export const CLOCKS = [['auto', 'automatic'], ['24h', 'clock_24h'], ['12h', 'clock_12h']];

export const DATE_ORDERS = [['auto', 'automatic'], ['mdy', 'order_mdy'], ['dmy', 'order_dmy'], ['ymd', 'order_ymd']];

/** When the daily notification comes; `time` stands for an `HH:MM` value of notifications.at. */
export const MOMENTS = [['sunrise', 'at_sunrise'], ['time', 'at_time'], ['sunset', 'at_sunset']];

/** GetSettingsWords' English, for before it answers. */
export const ENGLISH = {
    place: 'Place', showing: 'Showing', use_location: 'Use my location',
    use_location_hint: 'From the system (GeoClue); approximate is enough',
    leave_location: 'Choose a city below to stop using your location.', search_city: 'Search for a city',
    display: 'Display', language: 'Language', clock: 'Clock', date_order: 'Date order',
    date_order_hint: 'For English; the other languages write dates their own way',
    events: 'Events in the list', events_hint: 'Solstices and equinoxes shown in the menu and tooltip',
    automatic: 'Automatic', clock_24h: '24-hour (17:05)', clock_12h: '12-hour (5:05 PM)',
    order_mdy: 'Month first (Dec 21, 2026)', order_dmy: 'Day first (21 Dec 2026)', order_ymd: 'Year first (2026-12-21)',
    notification: 'Daily notification', notification_hint: 'One friendly message a day', when: 'When',
    at_sunrise: 'At sunrise', at_time: 'At a time of day', at_sunset: 'At sunset',
    time_of_day: 'Time of day (HH:MM, 24-hour)', daily_change: 'Change since yesterday',
    daily_change_example: '+2 min today', since_solstice: 'Change since the solstice',
    since_solstice_example: '+47 min since Dec 21', summer_pause: 'Summer pause',
    summer_pause_hint: 'Pause after the summer solstice; resume automatically at the winter solstice',
    sad_pause: 'SAD pause', sad_pause_hint: 'No notifications while the days are getting shorter',
    not_running: 'The Solverv service is not running',
    not_running_hint: 'It reads and saves the settings (solverv-daemon).', start: 'Start',
};

/** The words of CHOICES in WORDS: a word key is looked up, a language's own name kept. */
export function choiceWords(choices, words) {
    return choices.map(([, key]) => words[key] ?? ENGLISH[key] ?? key);
}

/** The position of VALUE in CHOICES (0, the first, when the daemon says something unknown). */
export function choiceIndex(choices, value) {
    return Math.max(0, choices.findIndex(([key]) => key === value));
}

/** `sunrise`, `sunset`, or `time` for an `HH:MM` notifications.at. */
export function momentKind(at) {
    return at === 'sunrise' || at === 'sunset' ? at : 'time';
}
