// SPDX-License-Identifier: MIT
/**
 * Solverv for GNOME Shell 45+: the next solstice/equinox countdown in the top bar and the large
 * view (next events, sun, daylight changes, place) in its menu.
 *
 * Fed only by the `solverv-status daemon` D-Bus service: this file computes nothing astronomical
 * and spawns nothing. It turns the service's properties into a label and menu items, and follows
 * the service's comings and goings. The D-Bus client and all wording live in solverv-dbus.js,
 * which is tested under plain gjs; this file holds only the Shell glue that cannot be.
 *
 * Review rules kept here: nothing is created at module load or in a constructor of the
 * extension class (everything in enable()), disable() destroys and disconnects everything, and
 * every D-Bus call is asynchronous. No GLib sources are used: the daemon announces every change.
 */
import Clutter from 'gi://Clutter';
import St from 'gi://St';

import {Extension} from 'resource:///org/gnome/shell/extensions/extension.js';
import * as Main from 'resource:///org/gnome/shell/ui/main.js';
import * as PanelMenu from 'resource:///org/gnome/shell/ui/panelMenu.js';
import * as PopupMenu from 'resource:///org/gnome/shell/ui/popupMenu.js';

import {
    SolvervClient, isCancelled, menuLines, panelText, seasonClass, escapeMarkup, errorText,
} from './solverv-dbus.js';

/** Every class seasonClass() can return, so an update removes the previous one. */
const LABEL_CLASSES = ['solverv-spring', 'solverv-summer', 'solverv-autumn', 'solverv-winter',
    'solverv-unknown', 'solverv-not-running'];

/**
 * One menu item for one line of menuLines(). Lines are information, not actions, so they are
 * not reactive; their markup is already escaped by solverv-format.js.
 */
function lineItem(line) {
    if (line.kind === 'separator')
        return new PopupMenu.PopupSeparatorMenuItem();
    const item = new PopupMenu.PopupMenuItem('', {reactive: false, can_focus: false});
    item.label.clutter_text.set_markup(line.markup);
    item.add_style_class_name(`solverv-line-${line.kind}`);
    return item;
}

/**
 * The panel button and its D-Bus client. A plain class, not a GObject subclass, so nothing is
 * registered at module load; it owns everything it creates and destroy() releases all of it.
 */
class SolvervIndicator {
    constructor(name) {
        this._snapshot = null;
        this._generation = 0;
        this._lastError = null;

        this.button = new PanelMenu.Button(0.5, name, false);
        this._label = new St.Label({
            text: panelText(null),
            y_align: Clutter.ActorAlign.CENTER,
            style_class: 'solverv-panel-label',
        });
        this.button.add_child(this._label);

        this._info = new PopupMenu.PopupMenuSection();
        this.button.menu.addMenuItem(this._info);
        this.button.menu.addMenuItem(new PopupMenu.PopupSeparatorMenuItem());
        this._refreshItem = new PopupMenu.PopupMenuItem('Refresh');
        this._refreshItem.connect('activate', () => this._refresh());
        this.button.menu.addMenuItem(this._refreshItem);
        // The upcoming events' day counts come from GetSnapshot; re-read them when shown.
        this._menuOpenId = this.button.menu.connect('open-state-changed', (_menu, open) => {
            if (open)
                this._fetchSnapshot();
        });

        this._client = new SolvervClient();
        this._client.onChanged(() => {
            this._render();
            this._fetchSnapshot();
        });
        this._client.onOwnerChanged(running => {
            this._snapshot = null;
            this._lastError = null;
            this._render();
            if (running)
                this._fetchSnapshot();
        });
        // EventReached / DayChanged: the upcoming list moves on.
        this._client.onSignal(() => this._fetchSnapshot());
        this._render();
        this._client.init().then(() => {
            this._render();
            this._fetchSnapshot();
        }).catch(e => {
            if (this._client && !isCancelled(e)) {
                this._lastError = errorText(e);
                this._render();
                console.error(`solverv: cannot create the D-Bus proxy: ${e.message}`);
            }
        });
    }

    /**
     * Reads GetSnapshot() for the upcoming events. Only while the service runs: a call to an
     * unowned name would D-Bus-activate the daemon the user may just have stopped.
     */
    _fetchSnapshot() {
        if (!this._client?.running)
            return;
        const generation = ++this._generation;
        this._client.getSnapshot().then(snapshot => {
            if (this._client && generation === this._generation) {
                this._snapshot = snapshot;
                this._render();
            }
        }).catch(e => {
            if (this._client && !isCancelled(e))
                console.warn(`solverv: GetSnapshot failed: ${e.message}`);
        });
    }

    /** Refresh(), or — while nobody owns the name — a D-Bus activation attempt by the user. */
    _refresh() {
        this._client?.refresh().then(() => {
            this._lastError = null;
            this._render();
        }).catch(e => {
            if (this._client && !isCancelled(e)) {
                this._lastError = errorText(e);
                this._render();
            }
        });
    }

    /** Puts the client's current state on the label and into the menu. */
    _render() {
        if (!this._client)
            return;
        const running = this._client.running;
        const props = running ? this._client.properties() : null;
        this._label.text = panelText(props);
        for (const name of LABEL_CLASSES)
            this._label.remove_style_class_name(name);
        this._label.add_style_class_name(seasonClass(props));

        this._info.removeAll();
        for (const line of menuLines(props, running ? this._snapshot : null))
            this._info.addMenuItem(lineItem(line));
        if (this._lastError) {
            this._info.addMenuItem(lineItem({kind: 'hint',
                markup: `<i>${escapeMarkup(this._lastError)}</i>`}));
        }
        this._refreshItem.label.text = running ? 'Refresh' : 'Try to start the service';
    }

    /** Drops the client (cancelling its calls, disconnecting its proxy) and the widgets. */
    destroy() {
        this._client?.destroy();
        this._client = null;
        if (this.button) {
            this.button.menu.disconnect(this._menuOpenId);
            this.button.destroy();
        }
        this.button = null;
        this._label = null;
        this._info = null;
        this._refreshItem = null;
        this._snapshot = null;
    }
}

export default class SolvervExtension extends Extension {
    enable() {
        this._indicator = new SolvervIndicator(this.metadata.name);
        Main.panel.addToStatusArea(this.uuid, this._indicator.button);
    }

    disable() {
        this._indicator?.destroy();
        this._indicator = null;
    }
}
