// SPDX-License-Identifier: MIT
/**
 * How the preferences window reads a settings schema (the daemon's GetSettingsSchema, or
 * words.js' copy for before it answers): the choices themselves (languages, clocks, date orders,
 * notification moments, the events range) come from it, so a new language or choice needs no
 * change here. Pure, so plain gjs tests can check it.
 */

/** The schema's notifications.at choice that stands for a time of day (docs/dbus.md). */
export const TIME_OF_DAY = 'HH:MM';

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
