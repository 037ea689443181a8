// SPDX-License-Identifier: MIT
/**
 * Solverv's preferences window (libadwaita; GNOME 46–51). Its rows are built from the daemon's
 * GetSettingsSchema: each section (`groups`) and each setting placed in one (`group`), a control
 * by the setting's kind (CONTROLS: a choice is a combo row, a whole number a spin row, on/off a
 * switch row, a clock time an entry, a moment a combo with a time entry, a city the place search),
 * titled and explained by the settings words the schema names (`title`, `hint`, `example`),
 * usable while the switch it `needs` is on, shown while its `shown_when` holds, and locked by the
 * schema's rules (the last part of a "one stays on" rule). So a new setting needs no change here,
 * only a new kind of value does; no key is named here. It keeps no settings of its own: it reads GetSettings
 * and writes each change at once through the daemon's SetSettings, which validates it, rewrites
 * config.toml keeping its comments and republishes, so the panel and every other surface follow.
 * A refused value shows the daemon's message in a toast and the window shows what is in effect.
 * Every word comes from the daemon's GetSettingsWords, in the language the panel speaks, and
 * changes with it; until it answers, and while it is away, from words.js in the language of
 * config.toml or the locale (solverv-language.js, generated from the engine), with words.js' copy
 * of the schema. The choices and ranges are the schema's too, in the same language, so a new
 * language or choice needs no change here. Names and messages are plain text (use_markup off): a
 * city or an error is not Pango. Rows carry widget names (`solverv-KEY`, dots and underscores
 * as dashes: prefs-choices.js' rowName) for tests.
 */
import Adw from 'gi://Adw';
import Gtk from 'gi://Gtk';

import {ExtensionPreferences} from 'resource:///org/gnome/Shell/Extensions/js/extensions/prefs.js';

import {SolvervClient, errorText, isCancelled} from './solverv-dbus.js';
import {
    TIME_OF_DAY, choiceIndex, isShown, isUsable, layoutOf, momentKind, rowName, schemaChoices, windowGroups,
} from './prefs-choices.js';
import {languageCode, languageFor, wordsFor} from './solverv-language.js';

/** A toast has room for the daemon's whole message (the panel menu cuts at 80). */
const TOAST_LIMIT = 240;
/** How many search results are listed under the entry (SearchPlaces gives up to 20). */
const SHOWN_PLACES = 8;
/** What the time entry offers when "at a time of day" is picked (the schema's default is a moment). */
const DEFAULT_TIME = '08:00';

/**
 * The control for each kind of setting (the schema's `type`): KIND → (page, setting) → {rows,
 * tail, schema(setting), show(settings)}. `rows` go where the setting is in its section, `tail`
 * at the section's end (the place search and its matches); `schema` takes a new schema's choices
 * or range, `show` the value in effect (without writing it back). A new kind of value is a new
 * entry here; a new setting of a known kind needs nothing.
 */
const CONTROLS = {
    choice: (page, setting) => {
        const row = page._row(Adw.ComboRow, setting);
        let choices = [];
        row.connect('notify::selected', () => {
            const value = choices[row.selected]?.[0];
            if (value !== undefined)
                page._write({[setting.key]: value});
        });
        return {
            rows: [row],
            schema: current => {
                choices = schemaChoices({settings: [current]}, current.key);
                row.model = Gtk.StringList.new(choices.map(([, label]) => label));
            },
            show: settings => {
                if (choices.length)
                    row.selected = choiceIndex(choices, settings[setting.key]);
            },
        };
    },
    integer: (page, setting) => {
        const row = page._row(Adw.SpinRow, setting, {adjustment: new Gtk.Adjustment({step_increment: 1})});
        row.connect('notify::value', () => page._write({[setting.key]: Math.round(row.value)}));
        return {
            rows: [row],
            schema: current => {
                // The range first: a value set before it would be clamped to the old one.
                row.adjustment.lower = current.min;
                row.adjustment.upper = current.max;
            },
            show: settings => (row.value = settings[setting.key]),
        };
    },
    boolean: (page, setting) => {
        const row = page._row(Adw.SwitchRow, setting);
        row.connect('notify::active', () => {
            if (row.active || !setting.stays_on)
                page._write({[setting.key]: row.active});
            else if (!page._quiet)
                page._refuse(page._words[setting.stays_on] ?? setting.stays_on);
        });
        return {rows: [row], show: settings => (row.active = settings[setting.key])};
    },
    /** HH:MM, or empty for none (its placeholder says so): Enter writes what is typed, the clear
     * icon the empty value. */
    time: (page, setting) => {
        const entry = new Gtk.Entry({
            valign: Gtk.Align.CENTER, width_chars: 6, max_width_chars: 6, secondary_icon_name: 'edit-clear-symbolic',
        });
        page._say(entry, 'placeholderText', 'no_limit');
        entry.connect('activate', () => page._write({[setting.key]: entry.text.trim()}));
        entry.connect('icon-release', () => {
            entry.text = '';
            page._write({[setting.key]: ''});
        });
        const row = page._row(Adw.ActionRow, setting);
        row.add_suffix(entry);
        row.activatable_widget = entry;
        return {rows: [row], show: settings => (entry.text = settings[setting.key] ?? '')};
    },
    /** sunrise, sunset or a time of day: the choices, and an entry for the time when it is picked. */
    moment: (page, setting) => {
        const row = page._row(Adw.ComboRow, setting);
        const time = page._row(Adw.EntryRow, {key: `${setting.key}.time`, title: 'time_of_day'}, {show_apply_button: true});
        let moments = [];
        row.connect('notify::selected', () => {
            const kind = moments[row.selected]?.[0];
            if (!kind)
                return;
            time.visible = kind === TIME_OF_DAY;
            if (kind !== momentKind(page._settings?.[setting.key], moments))
                page._write({[setting.key]: kind === TIME_OF_DAY ? time.text || DEFAULT_TIME : kind});
        });
        time.connect('apply', () => page._write({[setting.key]: time.text.trim()}));
        return {
            rows: [row, time],
            idle: () => (time.visible = false),
            schema: current => {
                moments = schemaChoices({settings: [current]}, current.key);
                row.model = Gtk.StringList.new(moments.map(([, label]) => label));
            },
            show: settings => {
                const at = settings[setting.key];
                const kind = momentKind(at, moments);
                if (moments.length)
                    row.selected = choiceIndex(moments, kind);
                time.visible = kind === TIME_OF_DAY;
                if (kind === TIME_OF_DAY)
                    time.text = at;
            },
        };
    },
    /** The place shown, and a search of the bundled cities whose matches are listed under it. */
    city: (page, setting) => {
        const showing = page._row(Adw.ActionRow, {key: `${setting.key}.showing`, title: 'showing'}, {subtitle: '—'});
        const search = page._row(Adw.EntryRow, setting);
        // SearchPlaces is a lookup in the bundled table: asking on every key press is cheap.
        search.connect('changed', () => page._search(setting, search.text.trim()).catch(e => page._toast(e)));
        // Enter takes the best match, also when typed faster than the list appeared.
        search.connect('entry-activated', () => page._search(setting, search.text.trim())
            .then(places => places[0] && page._choose(setting, places[0])).catch(e => page._toast(e)));
        page._searchRow = search;
        const show = () => {
            const place = page._client.properties().View?.place;
            showing.subtitle = place ? [place.name, place.line].filter(Boolean).join(' · ') : '—';
        };
        return {rows: [showing], tail: [search], show, idle: show};
    },
};

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
        /** Whether the daemon's state was read once (running or not). */
        this._loaded = false;
        /** The sections built (layoutOf) and what is in them. */
        this._layout = null;
        this._groups = [];
        /** [{setting, rows, schema, show}]: each setting's control (CONTROLS). */
        this._controls = [];
        this._searchSerial = 0;
        this._searchRow = null;
        /** The search's section and the matches listed at its end. */
        this._placeGroup = null;
        this._placeRows = [];
        /** [widget, property, word key]: what _applyWords() sets. */
        this._labels = [];
        this.page = new Adw.PreferencesPage({icon_name: 'weather-clear-symbolic'});
        this._buildService();
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

    /** A row of CLASS for SETTING (rowName), titled by its `title` word, its subtitle its `hint`
     * or `example` word. */
    _row(Class, setting, props = {}) {
        const row = new Class({name: rowName(setting.key), use_markup: false, ...props});
        this._say(row, 'title', setting.title ?? setting.key);
        if (setting.hint ?? setting.example)
            this._say(row, 'subtitle', setting.hint ?? setting.example);
        return row;
    }

    _buildService() {
        const start = this._say(new Gtk.Button({valign: Gtk.Align.CENTER}), 'label', 'start');
        start.connect('clicked', () => this._client.refresh().then(() => this._load()).catch(e => this._toast(e)));
        const row = this._say(this._say(new Adw.ActionRow({name: 'solverv-not-running', use_markup: false}),
            'title', 'not_running'), 'subtitle', 'not_running_hint');
        row.add_suffix(start);
        this._serviceLabels = this._labels.length;
        this._serviceGroup = new Adw.PreferencesGroup();
        this._serviceGroup.add(row);
        this.page.add(this._serviceGroup);
    }

    /** The sections and their controls from SCHEMA (windowGroups), replacing any built before. */
    _buildGroups(schema) {
        for (const group of this._groups)
            this.page.remove(group.widget);
        this._labels.length = this._serviceLabels;
        this._groups = [];
        this._controls = [];
        this._placeRows = [];
        for (const {title, settings} of windowGroups(schema, Object.keys(CONTROLS))) {
            const widget = new Adw.PreferencesGroup();
            if (title)
                this._say(widget, 'title', title);
            const tail = [];
            const controls = settings.map(setting => ({setting, ...CONTROLS[setting.type](this, setting)}));
            for (const control of controls) {
                control.rows.forEach(row => widget.add(row));
                tail.push(...control.tail ?? []);
                if (control.tail)
                    this._placeGroup = widget;
            }
            tail.forEach(row => widget.add(row));
            this.page.add(widget);
            this._groups.push({widget, controls});
            this._controls.push(...controls);
        }
    }

    /** words.js' words and schema in config.toml's language (else the locale's), read without
     * blocking, unless the daemon has spoken since. */
    _useOfflineWords() {
        languageCode().then(code => {
            if (!this._client || this._client.running)
                return;
            this._offline = wordsFor(code);
            this._words = {...this._offline.words};
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

    /** The sections from SCHEMA (built anew only when its layout changed), the controls' choices
     * and ranges, the words, then the settings shown again. */
    _applySchema(schema) {
        this._schema = schema;
        this._quiet = true;
        try {
            const layout = layoutOf(schema, Object.keys(CONTROLS));
            if (layout !== this._layout) {
                this._layout = layout;
                this._buildGroups(schema);
            }
            for (const control of this._controls) {
                const current = schema.settings.find(setting => setting.key === control.setting.key);
                control.setting = current;
                control.schema?.(current);
            }
        } finally {
            this._quiet = false;
        }
        this._applyWords();
        // Before the first answer the rows stay as made (usable): the search must take the focus.
        // Rows made anew while the daemon is away are greyed like the others.
        if (this._settings || (this._loaded && !this._client?.running))
            this._show(this._settings);
    }

    // -- reading ----------------------------------------------------------------------------------

    /** GetSettings into every control (without writing back), or the not-running state; the
     * words and the schema again when the daemon's language changed. */
    _load() {
        if (!this._client)
            return;
        this._loaded = true;
        const running = this._client.running;
        this._serviceGroup.visible = !running;
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

    /** SETTINGS (null: none read) into every control: each shown while the daemon has it and its
     * `shown_when` holds, usable by the schema's `needs` and rules; a section with nothing shown
     * is hidden (an older daemon without the `[theme]` settings). */
    _show(settings) {
        if (!this._client)
            return;
        this._settings = settings;
        this._quiet = true;
        try {
            for (const {widget, controls} of this._groups) {
                let any = false;
                for (const control of controls) {
                    const shown = isShown(control.setting, settings);
                    const usable = isUsable(this._schema, control.setting, settings);
                    for (const row of [...control.rows, ...control.tail ?? []]) {
                        row.visible = shown;
                        row.sensitive = usable;
                    }
                    if (shown && settings)
                        control.show(settings);
                    else
                        control.idle?.();
                    any ||= shown;
                }
                widget.visible = any;
            }
        } finally {
            this._quiet = false;
        }
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

    /** SearchPlaces(QUERY) listed under the entry of the city SETTING (an older answer never
     * replaces a newer one). */
    async _search(setting, query) {
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
            row.connect('activated', () => this._choose(setting, place));
            this._placeGroup.add(row);
            return row;
        });
        return places;
    }

    _choose(setting, place) {
        this._client?.setSettings({[setting.key]: place.label}).then(() => {
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
        this._searchRow?.grab_focus();
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
