// SPDX-License-Identifier: MIT
/**
 * What the preferences window cannot ask the daemon before it answers: the English words it shows
 * until GetSettingsWords has said them in the user's language (or while it is not running). The
 * choices themselves (languages, clocks, date orders, notification moments, the events range)
 * come from the daemon's GetSettingsSchema, so a new language or choice needs no change here.
 * Pure, so plain gjs tests can check it.
 */

/** The schema's notifications.at choice that stands for a time of day (docs/dbus.md). */
export const TIME_OF_DAY = 'HH:MM';

/** GetSettingsWords' English, for before it answers. */
export const ENGLISH = {
    place: 'Place', showing: 'Showing', use_location: 'Use my location',
    use_location_hint: 'From the system (GeoClue); approximate is enough',
    leave_location: 'Choose a city below to stop using your location.', search_city: 'Search for a city',
    display: 'Display', language: 'Language', clock: 'Clock', date_order: 'Date order',
    date_order_hint: 'For English; the other languages write dates their own way',
    events: 'Events in the list', events_hint: 'Solstices and equinoxes shown in the menu and tooltip',
    notification: 'Daily notification', notification_hint: 'One friendly message a day', when: 'When',
    time_of_day: 'Time of day (HH:MM, 24-hour)', daily_change: 'Change since yesterday',
    daily_change_example: '+2 min today', since_solstice: 'Change since the solstice',
    since_solstice_example: '+47 min since Dec 21', summer_pause: 'Summer pause',
    summer_pause_hint: 'Pause after the summer solstice; resume automatically at the winter solstice',
    sad_pause: 'SAD pause', sad_pause_hint: 'No notifications while the days are getting shorter',
    not_running: 'The Solverv service is not running',
    not_running_hint: 'It reads and saves the settings (solverv-daemon).', start: 'Start',
};

/** The setting KEY of a GetSettingsSchema reply (undefined before it answered). */
export function schemaSetting(schema, key) {
    return schema?.settings?.find(setting => setting.key === key);
}

/** KEY's choices in SCHEMA as [value, label] (the value itself where Solverv has no word). */
export function schemaChoices(schema, key) {
    return (schemaSetting(schema, key)?.choices ?? []).map(({value, label}) => [value, label ?? value]);
}

/** The position of VALUE in CHOICES (0, the first, when the daemon says something unknown). */
export function choiceIndex(choices, value) {
    return Math.max(0, choices.findIndex(([key]) => key === value));
}

/** The notifications.at choice AT falls under: itself when CHOICES name it (`sunrise`,
 * `sunset`), else the time of day. */
export function momentKind(at, choices) {
    return choices.some(([value]) => value === at && value !== TIME_OF_DAY) ? at : TIME_OF_DAY;
}
