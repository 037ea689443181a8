// SPDX-License-Identifier: MIT
/**
 * Solverv's preferences window (libadwaita, GNOME 45+): the place by search or from the system,
 * language, clock, date order, list length, and the daily notification (when; the two parts,
 * at least one on; summer and SAD pauses). It keeps no settings of its own: it reads GetSettings
 * and writes each change at once through the daemon's SetSettings, which validates it, rewrites
 * config.toml keeping its comments and republishes, so the panel and every other surface follow.
 * A refused value shows the daemon's message in a toast and the window shows what is in effect.
 * Names and messages are shown as plain text (use_markup off): a city or an error is not Pango.
 */
import Adw from 'gi://Adw';
import Gtk from 'gi://Gtk';

import {ExtensionPreferences} from 'resource:///org/gnome/Shell/Extensions/js/extensions/prefs.js';

import {SolvervClient, errorText, isCancelled} from './solverv-dbus.js';
import {CLOCKS, DATE_ORDERS, LANGUAGES, MOMENTS, choiceIndex, momentKind} from './prefs-choices.js';

/** A toast has room for the daemon's whole message (the panel menu cuts at 80). */
const TOAST_LIMIT = 240;
/** How many search results are listed under the entry (SearchPlaces gives up to 20). */
const SHOWN_PLACES = 8;
const DEFAULT_TIME = '08:00';

function comboRow(title, choices, subtitle = '') {
    return new Adw.ComboRow({title, subtitle, model: Gtk.StringList.new(choices.map(([, words]) => words))});
}

class SettingsPage {
    constructor(window) {
        this._window = window;
        this._client = new SolvervClient();
        this._quiet = false;
        this._settings = null;
        this._searchSerial = 0;
        this._placeRows = [];
        this.page = new Adw.PreferencesPage({title: 'Solverv', icon_name: 'weather-clear-symbolic'});
        this._buildService();
        this._buildPlace();
        this._buildDisplay();
        this._buildNotification();
        this._client.onChanged(() => this._load());
        this._client.onOwnerChanged(() => this._load());
        this._client.init().then(() => this._load()).catch(e => this._toast(e));
    }

    // -- building -------------------------------------------------------------------------------

    _buildService() {
        this._serviceGroup = new Adw.PreferencesGroup();
        this._serviceRow = new Adw.ActionRow({
            title: 'The Solverv service is not running',
            subtitle: 'Settings are read and saved by it (solverv-daemon).',
        });
        const start = new Gtk.Button({label: 'Start', valign: Gtk.Align.CENTER});
        start.connect('clicked', () => this._client.refresh().then(() => this._load()).catch(e => this._toast(e)));
        this._serviceRow.add_suffix(start);
        this._serviceGroup.add(this._serviceRow);
        this.page.add(this._serviceGroup);
    }

    _buildPlace() {
        this._placeGroup = new Adw.PreferencesGroup({title: 'Place'});
        this._placeRow = new Adw.ActionRow({title: 'Showing', subtitle: '—', use_markup: false});
        this._autoRow = new Adw.SwitchRow({
            title: 'Use my location', subtitle: 'From the system (GeoClue); approximate is enough',
        });
        this._autoRow.connect('notify::active', () => {
            // Off is not a setting of its own: choosing a city is what leaves the system's place.
            if (this._autoRow.active)
                this._write({'location.auto': true});
            else if (!this._quiet)
                this._refuse('Choose a city below to stop using your location.');
        });
        this._searchRow = new Adw.EntryRow({title: 'Search for a city'});
        // SearchPlaces is a lookup in the bundled table: asking on every key press is cheap.
        this._searchRow.connect('changed', () => this._search(this._searchRow.text.trim()).catch(e => this._toast(e)));
        // Enter takes the best match, also when typed faster than the list appeared.
        this._searchRow.connect('entry-activated', () => this._search(this._searchRow.text.trim())
            .then(places => places[0] && this._choose(places[0])).catch(e => this._toast(e)));
        for (const row of [this._placeRow, this._autoRow, this._searchRow])
            this._placeGroup.add(row);
        this.page.add(this._placeGroup);
    }

    _buildDisplay() {
        const group = new Adw.PreferencesGroup({title: 'Display'});
        this._languageRow = comboRow('Language', LANGUAGES);
        this._clockRow = comboRow('Clock', CLOCKS);
        this._dateOrderRow = comboRow('Date order', DATE_ORDERS);
        this._connectCombo(this._languageRow, 'language', LANGUAGES);
        this._connectCombo(this._clockRow, 'clock', CLOCKS);
        this._connectCombo(this._dateOrderRow, 'date_order', DATE_ORDERS);
        this._eventsRow = Adw.SpinRow.new_with_range(1, 12, 1);
        this._eventsRow.title = 'Events in the list';
        this._eventsRow.subtitle = 'Solstices and equinoxes shown in the menu and tooltip';
        this._eventsRow.connect('notify::value', () => this._write({events: Math.round(this._eventsRow.value)}));
        for (const row of [this._languageRow, this._clockRow, this._dateOrderRow, this._eventsRow])
            group.add(row);
        this.page.add(group);
    }

    _buildNotification() {
        const group = new Adw.PreferencesGroup({title: 'Daily notification'});
        this._enabledRow = this._switch('Daily notification', 'One friendly message a day', 'notifications.enabled');
        this._momentRow = comboRow('When', MOMENTS);
        this._momentRow.connect('notify::selected', () => {
            const kind = MOMENTS[this._momentRow.selected][0];
            this._timeRow.visible = kind === 'time';
            if (kind !== momentKind(this._settings?.['notifications.at']))
                this._write({'notifications.at': kind === 'time' ? this._timeRow.text || DEFAULT_TIME : kind});
        });
        this._timeRow = new Adw.EntryRow({title: 'Time of day (HH:MM, 24-hour)', show_apply_button: true});
        this._timeRow.connect('apply', () => this._write({'notifications.at': this._timeRow.text.trim()}));
        this._dailyRow = this._switch('Change since yesterday', '“+2 min today”', 'notifications.daily_change');
        this._sinceRow = this._switch('Change since the solstice', '“+47 min since Dec 21”',
            'notifications.since_solstice');
        this._summerRow = this._switch('Summer pause',
            'Pause after the summer solstice; resume automatically at the winter solstice',
            'notifications.summer_mode');
        this._sadRow = this._switch('SAD pause', 'No notifications while the days are getting shorter',
            'notifications.sad');
        this._notificationRows = [this._momentRow, this._timeRow, this._dailyRow, this._sinceRow, this._summerRow,
            this._sadRow];
        for (const row of [this._enabledRow, ...this._notificationRows])
            group.add(row);
        this.page.add(group);
    }

    _switch(title, subtitle, key) {
        const row = new Adw.SwitchRow({title, subtitle});
        row.connect('notify::active', () => this._write({[key]: row.active}));
        return row;
    }

    _connectCombo(row, key, choices) {
        row.connect('notify::selected', () => this._write({[key]: choices[row.selected][0]}));
    }

    // -- reading ----------------------------------------------------------------------------------

    /** GetSettings into every control (without writing back), or the not-running state. */
    _load() {
        if (!this._client)
            return;
        const running = this._client.running;
        this._serviceGroup.visible = !running;
        this._placeGroup.sensitive = running;
        if (!running) {
            this._show(null);
            return;
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
            if (!settings) {
                for (const row of [this._languageRow, this._clockRow, this._dateOrderRow, this._eventsRow,
                    this._enabledRow, ...this._notificationRows])
                    row.sensitive = false;
                return;
            }
            this._autoRow.active = settings['location.auto'];
            this._languageRow.selected = choiceIndex(LANGUAGES, settings.language);
            this._clockRow.selected = choiceIndex(CLOCKS, settings.clock);
            this._dateOrderRow.selected = choiceIndex(DATE_ORDERS, settings.date_order);
            this._eventsRow.value = settings.events;
            this._enabledRow.active = settings['notifications.enabled'];
            const at = settings['notifications.at'];
            this._momentRow.selected = choiceIndex(MOMENTS, momentKind(at));
            this._timeRow.visible = momentKind(at) === 'time';
            if (momentKind(at) === 'time')
                this._timeRow.text = at;
            this._dailyRow.active = settings['notifications.daily_change'];
            this._sinceRow.active = settings['notifications.since_solstice'];
            this._summerRow.active = settings['notifications.summer_mode'];
            this._sadRow.active = settings['notifications.sad'];
            for (const row of [this._languageRow, this._clockRow, this._dateOrderRow, this._eventsRow, this._enabledRow])
                row.sensitive = true;
            for (const row of this._notificationRows)
                row.sensitive = settings['notifications.enabled'];
            // At least one part stays on: the last one on cannot be switched off.
            this._dailyRow.sensitive &&= settings['notifications.since_solstice'];
            this._sinceRow.sensitive &&= settings['notifications.daily_change'];
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
                title: place.label, subtitle: place.timezone, activatable: true, use_markup: false,
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
            this._toast(`Place: ${place.label}`);
            this._load();
        }).catch(e => this._toast(e));
    }

    _toast(error) {
        if (!this._client || isCancelled(error))
            return;
        const title = typeof error === 'string' ? error : errorText(error, TOAST_LIMIT);
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
