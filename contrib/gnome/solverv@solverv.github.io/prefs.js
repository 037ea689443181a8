// SPDX-License-Identifier: MIT
/**
 * Solverv's preferences window (libadwaita; GNOME 46–51): the place by search or from the system,
 * language, clock, date order, list length, the daily notification (when; the two parts,
 * at least one on; summer and SAD pauses), and light and dark with the sun (`[theme]`: on/off,
 * the rule, the elevation, each end's offset and its not-before/not-after clock times, empty for
 * none; shown when the daemon has those settings). It keeps no settings of its own: it reads GetSettings
 * and writes each change at once through the daemon's SetSettings, which validates it, rewrites
 * config.toml keeping its comments and republishes, so the panel and every other surface follow.
 * A refused value shows the daemon's message in a toast and the window shows what is in effect.
 * Every word comes from the daemon's GetSettingsWords, in the language the panel speaks, and
 * changes with it; until it answers, and while it is away, from words.js in the language of
 * config.toml or the locale (solverv-language.js, generated from the engine). The choices (languages, clocks, date orders, moments)
 * and the events range come from its GetSettingsSchema in the same language, so a new language
 * or choice needs no change here. Names and messages are plain text (use_markup off): a
 * city or an error is not Pango. Rows carry widget names (`solverv-KEY`) for tests.
 */
import Adw from 'gi://Adw';
import Gtk from 'gi://Gtk';

import {ExtensionPreferences} from 'resource:///org/gnome/Shell/Extensions/js/extensions/prefs.js';

import {SolvervClient, errorText, isCancelled} from './solverv-dbus.js';
import {TIME_OF_DAY, choiceIndex, momentKind, schemaChoices, schemaSetting} from './prefs-choices.js';
import {languageCode, languageFor, wordsFor} from './solverv-language.js';

/** A toast has room for the daemon's whole message (the panel menu cuts at 80). */
const TOAST_LIMIT = 240;
/** How many search results are listed under the entry (SearchPlaces gives up to 20). */
const SHOWN_PLACES = 8;
/** What the time entry offers when "at a time of day" is picked (the schema's default is a moment). */
const DEFAULT_TIME = '08:00';

class SettingsPage {
    constructor(window) {
        this._window = window;
        this._client = new SolvervClient();
        this._quiet = false;
        this._settings = null;
        /** The words and schema shipped for the user's language, for before the daemon answers. */
        this._offline = wordsFor(languageFor(null));
        this._words = {...this._offline.words};
        this._wordsLanguage = null;
        /** GetSettingsSchema's answer and the language it was asked in (undefined: never asked). */
        this._schema = null;
        this._schemaLanguage = undefined;
        /** Setting key → [value, label] of its choices, from this._schema. */
        this._choices = {};
        this._searchSerial = 0;
        this._placeRows = [];
        /** [widget, property, word key]: what _applyWords() sets. */
        this._labels = [];
        /** [combo row, setting key]: their models are rebuilt from each new schema. */
        this._combos = [];
        /** [spin row, setting key]: their ranges are the schema's. */
        this._spins = [];
        /** Setting key → its switch row, for the schema's rules. */
        this._switches = {};
        /** [row, entry, setting key]: the clock times that may be empty (the schema's `time`). */
        this._times = [];
        this.page = new Adw.PreferencesPage({icon_name: 'weather-clear-symbolic'});
        this._buildService();
        this._buildPlace();
        this._buildDisplay();
        this._buildNotification();
        this._buildTheme();
        this._applyWords();
        this._applySchema(this._offline.schema);
        this._useOfflineWords();
        this._client.onChanged(() => this._load());
        this._client.onOwnerChanged(() => this._load());
        this._client.init().then(() => this._load()).catch(e => this._toast(e));
    }

    // -- building -------------------------------------------------------------------------------

    /** WIDGET's PROPERTY shows the word KEY; returns WIDGET. */
    _say(widget, property, key) {
        this._labels.push([widget, property, key]);
        return widget;
    }

    /** A row of CLASS named `solverv-NAME`, its title the word TITLE and subtitle the word SUBTITLE. */
    _row(Class, name, title, subtitle = null, props = {}) {
        const row = new Class({name: `solverv-${name}`, use_markup: false, ...props});
        this._say(row, 'title', title);
        if (subtitle)
            this._say(row, 'subtitle', subtitle);
        return row;
    }

    _group(title, rows) {
        const group = new Adw.PreferencesGroup();
        if (title)
            this._say(group, 'title', title);
        for (const row of rows)
            group.add(row);
        this.page.add(group);
        return group;
    }

    _buildService() {
        const start = this._say(new Gtk.Button({valign: Gtk.Align.CENTER}), 'label', 'start');
        start.connect('clicked', () => this._client.refresh().then(() => this._load()).catch(e => this._toast(e)));
        const row = this._row(Adw.ActionRow, 'not-running', 'not_running', 'not_running_hint');
        row.add_suffix(start);
        this._serviceGroup = this._group(null, [row]);
    }

    _buildPlace() {
        this._placeRow = this._row(Adw.ActionRow, 'showing', 'showing', null, {subtitle: '—'});
        this._autoRow = this._row(Adw.SwitchRow, 'use-location', 'use_location', 'use_location_hint');
        this._autoRow.connect('notify::active', () => {
            // Off is not a setting of its own: choosing a city is what leaves the system's place.
            if (this._autoRow.active)
                this._write({'location.auto': true});
            else if (!this._quiet)
                this._refuse(this._words.leave_location);
        });
        this._searchRow = this._row(Adw.EntryRow, 'search', 'search_city');
        // SearchPlaces is a lookup in the bundled table: asking on every key press is cheap.
        this._searchRow.connect('changed', () => this._search(this._searchRow.text.trim()).catch(e => this._toast(e)));
        // Enter takes the best match, also when typed faster than the list appeared.
        this._searchRow.connect('entry-activated', () => this._search(this._searchRow.text.trim())
            .then(places => places[0] && this._choose(places[0])).catch(e => this._toast(e)));
        this._placeGroup = this._group('place', [this._placeRow, this._autoRow, this._searchRow]);
    }

    _buildDisplay() {
        this._languageRow = this._combo('language', 'language', 'language');
        this._clockRow = this._combo('clock', 'clock', 'clock');
        this._dateOrderRow = this._combo('date-order', 'date_order', 'date_order', 'date_order_hint');
        this._eventsRow = this._row(Adw.SpinRow, 'events', 'events', 'events_hint', {
            // Its range is the schema's (events' min and max), set when it arrives.
            adjustment: new Gtk.Adjustment({step_increment: 1}),
        });
        this._eventsRow.connect('notify::value', () => this._write({events: Math.round(this._eventsRow.value)}));
        this._group('display', [this._languageRow, this._clockRow, this._dateOrderRow, this._eventsRow]);
    }

    _buildNotification() {
        this._enabledRow = this._switch('notification', 'notification', 'notification_hint', 'notifications.enabled');
        this._momentRow = this._row(Adw.ComboRow, 'when', 'when');
        this._combos.push([this._momentRow, 'notifications.at']);
        this._momentRow.connect('notify::selected', () => {
            const moments = this._choices['notifications.at'] ?? [];
            const kind = moments[this._momentRow.selected]?.[0];
            if (!kind)
                return;
            this._timeRow.visible = kind === TIME_OF_DAY;
            if (kind !== momentKind(this._settings?.['notifications.at'], moments))
                this._write({'notifications.at': kind === TIME_OF_DAY ? this._timeRow.text || DEFAULT_TIME : kind});
        });
        this._timeRow = this._row(Adw.EntryRow, 'time', 'time_of_day', null, {show_apply_button: true});
        this._timeRow.connect('apply', () => this._write({'notifications.at': this._timeRow.text.trim()}));
        this._dailyRow = this._switch('daily-change', 'daily_change', 'daily_change_example',
            'notifications.daily_change');
        this._sinceRow = this._switch('since-solstice', 'since_solstice', 'since_solstice_example',
            'notifications.since_solstice');
        this._summerRow = this._switch('summer-pause', 'summer_pause', 'summer_pause_hint', 'notifications.summer_mode');
        this._sadRow = this._switch('sad-pause', 'sad_pause', 'sad_pause_hint', 'notifications.sad');
        this._notificationRows = [this._momentRow, this._timeRow, this._dailyRow, this._sinceRow, this._summerRow,
            this._sadRow];
        this._group('notification', [this._enabledRow, ...this._notificationRows]);
    }

    _buildTheme() {
        this._themeRow = this._switch('theme-enabled', 'theme', 'theme_hint', 'theme.enabled');
        this._ruleRow = this._combo('theme-switch', 'theme_switch', 'theme.switch');
        this._elevationRow = this._spin('theme-elevation', 'elevation', 'theme.elevation');
        this._themeRows = [this._ruleRow, this._elevationRow];
        this._themeGroups = [this._group(null, [this._themeRow, this._ruleRow, this._elevationRow])];
        for (const [part, title] of [['morning', 'morning'], ['evening', 'evening']]) {
            const rows = [
                this._spin(`theme-${part}-offset`, 'offset', `theme.${part}_offset`),
                this._time(`theme-${part}-not-before`, 'not_before', `theme.${part}_not_before`),
                this._time(`theme-${part}-not-after`, 'not_after', `theme.${part}_not_after`),
            ];
            this._themeRows.push(...rows);
            this._themeGroups.push(this._group(title, rows));
        }
    }

    /** A spin row for the whole-number setting KEY (its range is the schema's). */
    _spin(name, title, key) {
        const row = this._row(Adw.SpinRow, name, title, null, {adjustment: new Gtk.Adjustment({step_increment: 1})});
        this._spins.push([row, key]);
        row.connect('notify::value', () => this._write({[key]: Math.round(row.value)}));
        return row;
    }

    /**
     * The control for a `time` setting: HH:MM, or empty for none (its placeholder says so). Enter
     * writes what is typed; the clear icon writes the empty value.
     */
    _time(name, title, key) {
        const entry = new Gtk.Entry({
            valign: Gtk.Align.CENTER, width_chars: 6, max_width_chars: 6, secondary_icon_name: 'edit-clear-symbolic',
        });
        this._say(entry, 'placeholderText', 'no_limit');
        entry.connect('activate', () => this._write({[key]: entry.text.trim()}));
        entry.connect('icon-release', () => {
            entry.text = '';
            this._write({[key]: ''});
        });
        const row = this._row(Adw.ActionRow, name, title);
        row.add_suffix(entry);
        row.activatable_widget = entry;
        this._times.push([row, entry, key]);
        return row;
    }

    _switch(name, title, subtitle, key) {
        const row = this._row(Adw.SwitchRow, name, title, subtitle);
        row.connect('notify::active', () => this._write({[key]: row.active}));
        this._switches[key] = row;
        return row;
    }

    /** A combo row of the setting KEY's choices (filled in when the schema arrives). */
    _combo(name, title, key, subtitle = null) {
        const row = this._row(Adw.ComboRow, name, title, subtitle);
        this._combos.push([row, key]);
        row.connect('notify::selected', () => {
            const value = this._choices[key]?.[row.selected]?.[0];
            if (value !== undefined)
                this._write({[key]: value});
        });
        return row;
    }

    /** words.js' words and schema in config.toml's language (else the locale's), read without
     * blocking, unless the daemon has spoken since. */
    _useOfflineWords() {
        languageCode().then(code => {
            if (!this._client || this._client.running)
                return;
            this._offline = wordsFor(code);
            this._words = {...this._offline.words};
            this._applyWords();
            this._applySchema(this._offline.schema);
        });
    }

    /** Every label in this._words. */
    _applyWords() {
        this._quiet = true;
        try {
            this._window.title = 'Solverv';
            this.page.title = 'Solverv';
            for (const [widget, property, key] of this._labels)
                widget[property] = this._words[key] ?? this._offline.words[key] ?? key;
        } finally {
            this._quiet = false;
        }
    }

    /** The combo rows' models and the events range from SCHEMA, then the settings shown again. */
    _applySchema(schema) {
        this._schema = schema;
        this._quiet = true;
        try {
            for (const [row, key] of this._combos) {
                this._choices[key] = schemaChoices(schema, key);
                row.model = Gtk.StringList.new(this._choices[key].map(([, label]) => label));
            }
            for (const [row, key] of [[this._eventsRow, 'events'], ...this._spins]) {
                const setting = schemaSetting(schema, key);
                if (setting) {
                    row.adjustment.lower = setting.min;
                    row.adjustment.upper = setting.max;
                }
            }
        } finally {
            this._quiet = false;
        }
        if (this._settings)
            this._show(this._settings);
    }

    // -- reading ----------------------------------------------------------------------------------

    /** GetSettings into every control (without writing back), or the not-running state; the
     * words again when the daemon's language changed. */
    _load() {
        if (!this._client)
            return;
        const running = this._client.running;
        this._serviceGroup.visible = !running;
        this._placeGroup.sensitive = running;
        if (!running) {
            // The shipped words of the user's language again (config.toml may have changed), and
            // the daemon's asked anew when it is back.
            this._wordsLanguage = null;
            this._schemaLanguage = undefined;
            this._useOfflineWords();
            this._show(null);
            return;
        }
        const language = this._client.properties().View?.language ?? null;
        if (language !== this._wordsLanguage) {
            this._wordsLanguage = language;
            this._client.getSettingsWords().then(words => {
                if (!this._client)
                    return;
                this._words = words;
                this._applyWords();
            }).catch(e => this._toast(e));
        }
        if (language !== this._schemaLanguage) {
            this._schemaLanguage = language;
            this._client.getSettingsSchema().then(schema => this._client && this._applySchema(schema))
                .catch(e => this._toast(e));
        }
        this._client.getSettings().then(settings => this._show(settings)).catch(e => this._toast(e));
    }

    _show(settings) {
        if (!this._client)
            return;
        this._settings = settings;
        this._quiet = true;
        try {
            const place = this._client.properties().View?.place;
            this._placeRow.subtitle = place ? [place.name, place.line].filter(Boolean).join(' · ') : '—';
            const rows = [this._languageRow, this._clockRow, this._dateOrderRow, this._eventsRow, this._enabledRow,
                this._themeRow];
            if (!settings) {
                for (const row of [...rows, ...this._notificationRows, ...this._themeRows])
                    row.sensitive = false;
                return;
            }
            this._showTheme(settings);
            this._autoRow.active = settings['location.auto'];
            for (const [row, key] of this._combos) {
                if (key !== 'notifications.at' && this._choices[key]?.length)
                    row.selected = choiceIndex(this._choices[key], settings[key]);
            }
            this._eventsRow.value = settings.events;
            this._enabledRow.active = settings['notifications.enabled'];
            const at = settings['notifications.at'];
            const moments = this._choices['notifications.at'] ?? [];
            const kind = momentKind(at, moments);
            if (moments.length)
                this._momentRow.selected = choiceIndex(moments, kind);
            this._timeRow.visible = kind === TIME_OF_DAY;
            if (kind === TIME_OF_DAY)
                this._timeRow.text = at;
            this._dailyRow.active = settings['notifications.daily_change'];
            this._sinceRow.active = settings['notifications.since_solstice'];
            this._summerRow.active = settings['notifications.summer_mode'];
            this._sadRow.active = settings['notifications.sad'];
            for (const row of rows)
                row.sensitive = true;
            for (const row of this._notificationRows)
                row.sensitive = settings['notifications.enabled'];
            // The schema's rules: of a "one stays on" group (at least one message part), the last
            // switch on cannot be switched off.
            for (const rule of this._schema?.rules ?? []) {
                for (const key of rule.rule === 'one_on' ? rule.keys : []) {
                    if (this._switches[key])
                        this._switches[key].sensitive &&= rule.keys.some(other => other !== key && settings[other]);
                }
            }
        } finally {
            this._quiet = false;
        }
    }

    /** The `[theme]` rows, or no theme groups at all for a daemon without those settings. */
    _showTheme(settings) {
        const known = 'theme.enabled' in settings;
        for (const group of this._themeGroups)
            group.visible = known;
        if (!known)
            return;
        this._themeRow.active = settings['theme.enabled'];
        for (const [row, key] of this._spins)
            row.value = settings[key];
        for (const [, entry, key] of this._times)
            entry.text = settings[key] ?? '';
        this._elevationRow.visible = settings['theme.switch'] === 'elevation';
        for (const row of this._themeRows)
            row.sensitive = settings['theme.enabled'];
    }

    // -- writing ----------------------------------------------------------------------------------

    /** SetSettings(CHANGES) unless the controls are being filled in; then shows what is in effect. */
    _write(changes) {
        if (this._quiet || !this._client)
            return;
        this._client.setSettings(changes).then(() => this._load()).catch(e => {
            this._toast(e);
            this._load();
        });
    }

    _refuse(message) {
        this._toast(message);
        this._load();
    }

    /** SearchPlaces(QUERY) listed under the entry (an older answer never replaces a newer one). */
    async _search(query) {
        const serial = ++this._searchSerial;
        const places = query === '' ? [] : (await this._client?.searchPlaces(query) ?? []).slice(0, SHOWN_PLACES);
        if (!this._client || serial !== this._searchSerial)
            return places;
        for (const row of this._placeRows)
            this._placeGroup.remove(row);
        this._placeRows = places.map(place => {
            const row = new Adw.ActionRow({
                name: 'solverv-place', title: place.label, subtitle: place.timezone, activatable: true, use_markup: false,
            });
            row.add_suffix(new Gtk.Image({icon_name: 'go-next-symbolic'}));
            row.connect('activated', () => this._choose(place));
            this._placeGroup.add(row);
            return row;
        });
        return places;
    }

    _choose(place) {
        this._client?.setSettings({'location.city': place.label}).then(() => {
            this._searchRow.text = '';
            this._toast(`${this._words.place}: ${place.label}`);
            this._load();
        }).catch(e => this._toast(e));
    }

    _toast(error) {
        if (!this._client || isCancelled(error))
            return;
        const title = typeof error === 'string' ? error : errorText(error, TOAST_LIMIT, this._words);
        this._window.add_toast(new Adw.Toast({title, timeout: 5, use_markup: false}));
    }

    /** A user opening the settings usually comes to change the place: the search takes the keys. */
    focusSearch() {
        this._searchRow.grab_focus();
    }

    destroy() {
        this._client?.destroy();
        this._client = null;
    }
}

export default class SolvervPreferences extends ExtensionPreferences {
    fillPreferencesWindow(window) {
        const page = new SettingsPage(window);
        window.add(page.page);
        window.set_default_size(560, 760);
        window.connect('close-request', () => {
            page.destroy();
            return false;
        });
        page.focusSearch();
    }
}
