// SPDX-License-Identifier: MIT
/**
 * Solverv for GNOME Shell 46–51: the next solstice/equinox countdown in the top bar and the large
 * view in its menu. It lays out the `solverv-status daemon`'s `View` property — every word comes
 * localised from the daemon — computes nothing, spawns nothing, and follows the service's
 * comings and goings. With Solverv's light/dark switch on (a toggle in the menu), GNOME's dark
 * style (`color-scheme`) follows the daemon's `Theme` (solverv-theme.js). Review rules kept: nothing is created at module load or in the extension's
 * constructor, disable() destroys and disconnects everything, every D-Bus call is asynchronous,
 * no GLib sources (the daemon announces every change).
 */
import Clutter from 'gi://Clutter';
import Gio from 'gi://Gio';
import St from 'gi://St';

import {Extension} from 'resource:///org/gnome/shell/extensions/extension.js';
import * as Main from 'resource:///org/gnome/shell/ui/main.js';
import * as PanelMenu from 'resource:///org/gnome/shell/ui/panelMenu.js';
import * as PopupMenu from 'resource:///org/gnome/shell/ui/popupMenu.js';

import {
    SolvervClient, isCancelled, menuLines, panelText, seasonClass, escapeMarkup, errorText,
} from './solverv-dbus.js';
import {languageCode, languageFor, wordsFor} from './solverv-language.js';
import {ColorSchemeFollower} from './solverv-theme.js';

/** One menu item per line: information, not actions, so not reactive. */
function lineItem(line) {
    if (line.kind === 'separator')
        return new PopupMenu.PopupSeparatorMenuItem();
    const item = new PopupMenu.PopupMenuItem('', {reactive: false, can_focus: false});
    item.label.clutter_text.set_markup(line.markup);
    item.add_style_class_name(`solverv-line-${line.kind}`);
    // An event row's dot in its season's colour, as its own label: a Pango colour in the
    // markup is not drawn in a non-reactive menu item (seen grey in GNOME Shell 48).
    if (line.dot) {
        const dot = new St.Label({text: '●', style: `color: ${line.dot};`, y_align: Clutter.ActorAlign.CENTER});
        dot.add_style_class_name('solverv-dot');
        item.insert_child_below(dot, item.label);
    }
    return item;
}

/** The panel button and its D-Bus client; destroy() releases everything it created. */
class SolvervIndicator {
    constructor(name, openSettings) {
        this._lastError = null;
        this._seasonClass = null;
        // The user's language without the daemon (config.toml, else the locale): the words for
        // when there is no View. The locale's at once, the file's when read; again whenever the
        // service comes or goes.
        this._offline = wordsFor(languageFor(null));
        this.button = new PanelMenu.Button(0.5, name, false);
        this._label = new St.Label({
            text: panelText(null, this._offline.words), y_align: Clutter.ActorAlign.CENTER,
            style_class: 'solverv-panel-label',
        });
        this.button.add_child(this._label);
        // "Compare with…" first: a date typed here goes to the daemon's Compare; its lines are
        // shown as they come (localised by the daemon).
        // Its hint is drawn text, not a name: a screen reader hears the accessible name.
        this._compareEntry = new St.Entry({
            hint_text: this._offline.labels.compare_with, accessible_name: this._offline.labels.compare_with,
            can_focus: true, x_expand: true,
            style_class: 'solverv-compare-entry',
        });
        this._compareEntry.clutter_text.connect('activate', () => this._compare());
        const entryItem = new PopupMenu.PopupBaseMenuItem({reactive: false, can_focus: false});
        entryItem.add_style_class_name('solverv-compare-item');
        entryItem.add_child(this._compareEntry);
        // The settings window opens from a gear (Adwaita's applications-system; GNOME 48 has no
        // emblem-system-symbolic) beside the entry: a row of its own would push the
        // menu past the bottom of an 800 px screen (it does not scroll).
        this._settingsButton = new St.Button({
            style_class: 'button solverv-settings-button', can_focus: true, accessible_name: this._offline.labels.settings,
            child: new St.Icon({icon_name: 'applications-system-symbolic', style_class: 'popup-menu-icon'}),
            y_align: Clutter.ActorAlign.CENTER,
        });
        this._settingsButton.connect('clicked', () => {
            this.button.menu.close();
            openSettings();
        });
        // The light/dark switch (theme.enabled) as a toggle beside the gear, for the same reason;
        // shown when the daemon has a Theme property. On, GNOME's dark style follows the sun.
        this._themeButton = new St.Button({
            style_class: 'button solverv-theme-button', can_focus: true, toggle_mode: true, visible: false,
            accessible_name: this._offline.words.theme ?? 'theme',
            child: new St.Icon({icon_name: 'weather-clear-night-symbolic', style_class: 'popup-menu-icon'}),
            y_align: Clutter.ActorAlign.CENTER,
        });
        this._themeButton.connect('clicked', () => this._setThemeSwitch(this._themeButton.checked));
        entryItem.add_child(this._themeButton);
        entryItem.add_child(this._settingsButton);
        this.button.menu.addMenuItem(entryItem);
        this._compareResult = new PopupMenu.PopupMenuSection();
        this.button.menu.addMenuItem(this._compareResult);
        this.button.menu.addMenuItem(new PopupMenu.PopupSeparatorMenuItem());
        // The view below the entry: with 8-12 events the menu can be taller than a small screen
        // (it does not scroll), and the entry must stay reachable at the top.
        this._info = new PopupMenu.PopupMenuSection();
        this.button.menu.addMenuItem(this._info);
        this.button.menu.addMenuItem(new PopupMenu.PopupSeparatorMenuItem());
        this._refreshItem = new PopupMenu.PopupMenuItem('');
        this._refreshItem.connect('activate', () => this._refresh());
        this.button.menu.addMenuItem(this._refreshItem);

        this._colorScheme = new ColorSchemeFollower(new Gio.Settings({schema_id: 'org.gnome.desktop.interface'}));
        this._client = new SolvervClient();
        this._client.onChanged(() => this._render());
        this._client.onOwnerChanged(() => {
            this._lastError = null;
            this._render();
            this._readLanguage();
        });
        this._render();
        this._readLanguage();
        this._client.init().then(() => this._render()).catch(e => this._fail(e));
    }

    /** config.toml's language read (without blocking), then shown if it changed the words. */
    _readLanguage() {
        languageCode().then(code => {
            if (this._client && code !== this._offline.code) {
                this._offline = wordsFor(code);
                this._render();
            }
        });
    }

    _fail(error) {
        if (this._client && !isCancelled(error)) {
            this._lastError = errorText(error, 80, this._offline.words);
            this._render();
        }
    }

    /** Refresh(), or — while nobody owns the name — a D-Bus activation attempt by the user. */
    _refresh() {
        this._client?.refresh().then(() => {
            this._lastError = null;
            this._render();
        }).catch(e => this._fail(e));
    }

    /** SetSettings({"theme.enabled": ON}); the daemon's new Theme then sets the toggle and the style. */
    _setThemeSwitch(on) {
        this._client?.setSettings({'theme.enabled': on}).catch(e => {
            this._fail(e);
            this._render();
        });
    }

    /**
     * Compare(typed date, today), or ComparePlaces for "Oslo vs Tromsø" (or "vs Tromsø": the
     * service's place) → the daemon's lines, or its one-line error, under the entry.
     */
    _compare() {
        const date = this._compareEntry?.get_text().trim() ?? '';
        this._compareResult?.removeAll();
        this._compared = date;
        if (!date || !this._client)
            return;
        const places = /^(?:(.*?)\s+)?vs\.?\s+(.+)$/i.exec(date);
        const asked = places
            ? this._client.comparePlaces(places[1]?.trim() ?? '', places[2].trim())
            : this._client.compare(date);
        asked.then(lines => this._showCompared(lines.map(text => ({kind: 'text', text}))))
            .catch(e => {
                if (!isCancelled(e))
                    this._showCompared([{kind: 'hint', text: errorText(e, 80, this._offline.words)}]);
            });
    }

    _showCompared(lines) {
        if (!this._compareResult)
            return;
        this._compareResult.removeAll();
        for (const {kind, text} of lines)
            this._compareResult.addMenuItem(lineItem({kind: `compare-${kind}`, markup: escapeMarkup(text)}));
    }

    /** Puts the current View on the label and into the menu. */
    _render() {
        if (!this._client)
            return;
        const view = this._client.running ? this._client.properties().View ?? null : null;
        const offline = this._offline;
        this._label.text = panelText(view, offline.words);
        if (this._seasonClass)
            this._label.remove_style_class_name(this._seasonClass);
        this._seasonClass = seasonClass(view);
        this._label.add_style_class_name(this._seasonClass);
        this._info.removeAll();
        for (const line of menuLines(view, offline.words))
            this._info.addMenuItem(lineItem(line));
        if (this._lastError)
            this._info.addMenuItem(lineItem({kind: 'hint', markup: `<i>${escapeMarkup(this._lastError)}</i>`}));
        this._compareEntry.hint_text = this._compareEntry.accessible_name =
            view?.labels?.compare_with ?? offline.labels.compare_with;
        // A comparison is with today and in the view's language: asked again when either changes.
        const key = `${view?.language} ${view?.text}`;
        if (key !== this._compareKey) {
            this._compareKey = key;
            if (this._compared && this._client.running) {
                this._compareEntry.set_text(this._compared);
                this._compare();
            }
        }
        this._refreshItem.label.text = view?.labels?.refresh ??
            (this._client.running ? offline.labels.refresh : offline.words.try_start);
        this._settingsButton.accessible_name = view?.labels?.settings ?? offline.labels.settings;
        // Theme: "dark"/"light" while the switch is on, "" while off; absent from older daemons.
        const theme = this._client.running ? this._client.properties().Theme : undefined;
        this._themeButton.visible = typeof theme === 'string';
        this._themeButton.checked = Boolean(theme);
        this._themeButton.accessible_name = offline.words.theme ?? 'theme';
        this._colorScheme.follow(theme || '');
    }

    destroy() {
        this._client?.destroy();
        this._client = null;
        this._colorScheme?.destroy();
        this._colorScheme = null;
        this.button?.destroy();
        this.button = this._label = this._info = this._refreshItem = this._settingsButton = this._compareEntry = this._compareResult = null;
        this._themeButton = null;
    }
}

export default class SolvervExtension extends Extension {
    enable() {
        this._indicator = new SolvervIndicator(this.metadata.name, () => this.openPreferences());
        Main.panel.addToStatusArea(this.uuid, this._indicator.button);
    }

    disable() {
        this._indicator?.destroy();
        this._indicator = null;
    }
}
