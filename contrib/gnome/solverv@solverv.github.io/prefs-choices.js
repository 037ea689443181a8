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

/**
 * The window's sections from SCHEMA, in its `groups` order: [{key, title, settings}], each with
 * the settings the schema places in it (`group`) whose `type` is one of KINDS (the kinds the
 * window has a control for), in the schema's order. A section the schema does not list comes
 * last, untitled; a section with nothing to show is left out.
 */
export function windowGroups(schema, kinds) {
    const settings = (schema?.settings ?? []).filter(setting => setting.group && kinds.includes(setting.type));
    const listed = schema?.groups ?? [];
    const keys = new Set([...listed.map(group => group.key), ...settings.map(setting => setting.group)]);
    return [...keys].map(key => ({
        key, title: listed.find(group => group.key === key)?.title ?? null,
        settings: settings.filter(setting => setting.group === key),
    })).filter(group => group.settings.length > 0);
}

/** What windowGroups() lays out, as one string: a new one means the rows are built anew. */
export function layoutOf(schema, kinds) {
    return JSON.stringify(windowGroups(schema, kinds).map(group => [group.key, group.title,
        group.settings.map(setting => [setting.key, setting.type])]));
}

/** The widget name of the setting KEY's row, for tests: `solverv-theme-morning-not-before`. */
export function rowName(key) {
    return `solverv-${key.replace(/[._]/g, '-')}`;
}

/** Whether SETTING's control is shown with SETTINGS in effect (null: not read yet): not for a
 * key the daemon does not have (an older one), nor while its `shown_when` does not hold. */
export function isShown(setting, settings) {
    if (!settings)
        return !setting.shown_when;
    return setting.key in settings &&
        (!setting.shown_when || settings[setting.shown_when.key] === setting.shown_when.value);
}

/** Whether the switch KEY is the last one on of a `one_on` rule of SCHEMA (it cannot go off). */
export function isLocked(schema, settings, key) {
    return (schema?.rules ?? []).some(rule => rule.rule === 'one_on' && rule.keys.includes(key) &&
        settings?.[key] === true && rule.keys.every(other => other === key || settings[other] === false));
}

/** Whether SETTING's control can be used: the settings are read, the switch it `needs` is on,
 * and no rule of SCHEMA locks it. */
export function isUsable(schema, setting, settings) {
    return Boolean(settings) && (!setting.needs || settings[setting.needs] === true) &&
        !isLocked(schema, settings, setting.key);
}
