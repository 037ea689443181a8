// SPDX-License-Identifier: MIT
/**
 * The Solverv D-Bus client, shared by the GNOME Shell extension and the plain-gjs tests. Only
 * `gi://Gio` and `gi://GLib` are imported, so `gjs -m` can load it against a private bus; every
 * call is asynchronous (a blocking call would freeze the compositor). The layout functions live
 * in solverv-format.js and are re-exported, so the extension imports one module.
 */
import Gio from 'gi://Gio';
import GLib from 'gi://GLib';

export * from './solverv-format.js';

export const BUS_NAME = 'io.github.solverv.Solverv1';
export const OBJECT_PATH = '/io/github/solverv/Solverv1';
export const INTERFACE = 'io.github.solverv.Solverv1';

/** Refresh() recomputes everything; give it longer than a property read but not D-Bus's 25 s. */
const REFRESH_TIMEOUT_MS = 10000;

/**
 * A thin client over one `Gio.DBusProxy`. The proxy keeps its property cache current from
 * PropertiesChanged and follows the name's owner (empty cache while nobody owns it, GetAll when
 * an owner comes), so `properties()` is the daemon's current state or `{}`. The constructor
 * creates nothing on the bus; `init()` does, and `destroy()` undoes all of it.
 */
export class SolvervClient {
    /**
     * @param {object} [options]
     * @param {?Gio.DBusConnection} [options.connection] a bus (tests pass a private one); null
     *   means the session bus
     */
    constructor({connection = null} = {}) {
        this._connection = connection;
        this._proxy = null;
        this._cancellable = null;
        this._handlerIds = [];
        this._listeners = {changed: new Map(), owner: new Map()};
        this._nextListenerId = 1;
        this._destroyed = false;
    }

    /**
     * Creates the proxy; resolves once the properties are loaded, or at once with an empty cache
     * when nobody owns the name (the owner may come later).
     * @returns {Promise<SolvervClient>}
     */
    init() {
        if (this._proxy || this._cancellable || this._destroyed)
            return Promise.reject(new Error('SolvervClient.init() called twice or after destroy()'));
        this._cancellable = new Gio.Cancellable();
        // Making the proxy (each enable, each unlock) never D-Bus-activates the daemon: the
        // extension starts nothing by itself. A method call still may — "Try to start the
        // service" is the user's Refresh() while nobody owns the name.
        const flags = Gio.DBusProxyFlags.DO_NOT_AUTO_START_AT_CONSTRUCTION;
        return new Promise((resolve, reject) => {
            const done = (_source, result) => {
                try {
                    const proxy = Gio.DBusProxy.new_finish(result);
                    if (this._destroyed)
                        throw new Error('SolvervClient was destroyed');
                    this._attach(proxy);
                    resolve(this);
                } catch (e) {
                    reject(e);
                }
            };
            if (this._connection) {
                Gio.DBusProxy.new(this._connection, flags, null, BUS_NAME, OBJECT_PATH, INTERFACE,
                    this._cancellable, done);
            } else {
                Gio.DBusProxy.new_for_bus(Gio.BusType.SESSION, flags, null, BUS_NAME, OBJECT_PATH,
                    INTERFACE, this._cancellable, done);
            }
        });
    }

    _attach(proxy) {
        this._proxy = proxy;
        this._handlerIds = [
            proxy.connect('g-properties-changed', (_p, changed, invalidated) =>
                this._emit('changed', changed.recursiveUnpack(), invalidated ?? [])),
            proxy.connect('notify::g-name-owner', () =>
                this._emit('owner', this.running, proxy.get_name_owner())),
        ];
    }

    _emit(kind, ...args) {
        for (const callback of [...this._listeners[kind].values()]) {
            try {
                callback(...args);
            } catch (e) {
                console.error(`solverv: ${kind} listener failed: ${e}`);
            }
        }
    }

    _listen(kind, callback) {
        const id = this._nextListenerId++;
        this._listeners[kind].set(id, callback);
        return id;
    }

    /** True while someone owns the bus name (the daemon is up). */
    get running() {
        return Boolean(this._proxy?.get_name_owner());
    }

    /** @returns {object} the cached properties unpacked (`{View: {…}, Text: '…', …}`), or `{}` */
    properties() {
        const result = {};
        for (const name of this._proxy?.get_cached_property_names() ?? [])
            result[name] = this._proxy.get_cached_property(name)?.recursiveUnpack();
        return result;
    }

    /** Calls `callback(changed, invalidated)` on every PropertiesChanged; returns an id. */
    onChanged(callback) {
        return this._listen('changed', callback);
    }

    /** Calls `callback(running, owner)` when the name gains or loses its owner; returns an id. */
    onOwnerChanged(callback) {
        return this._listen('owner', callback);
    }

    /** Removes a listener added by onChanged/onOwnerChanged. */
    disconnect(id) {
        for (const map of Object.values(this._listeners))
            map.delete(id);
    }

    /**
     * Calls a method of the interface asynchronously. With `Gio.DBusCallFlags.NO_AUTO_START` in
     * FLAGS the call never D-Bus-activates the daemon.
     * @returns {Promise<GLib.Variant>} the reply tuple
     */
    call(method, parameters = null, timeoutMs = -1, flags = Gio.DBusCallFlags.NONE) {
        const proxy = this._proxy;
        if (!proxy)
            return Promise.reject(new Error('SolvervClient is not initialised'));
        return new Promise((resolve, reject) => {
            proxy.call(method, parameters, flags, timeoutMs, this._cancellable,
                (_p, result) => {
                    try {
                        resolve(proxy.call_finish(result));
                    } catch (e) {
                        reject(e);
                    }
                });
        });
    }

    /** Asks the daemon to recompute now; changes arrive as PropertiesChanged. */
    async refresh() {
        await this.call('Refresh', null, REFRESH_TIMEOUT_MS);
    }

    /**
     * Compare(date, with): the daemon's comparison of a day with today (or `withDate`). Never
     * starts the daemon: the panel asks it again by itself when the view changes, also when the
     * daemon has just gone (seen in the e2e: that call re-activated a daemon the user stopped).
     * @returns {Promise<string[]>} its localised lines, to show as they are
     */
    async compare(date, withDate = '') {
        const reply = await this.call('Compare', new GLib.Variant('(ss)', [date, withDate]), -1,
            Gio.DBusCallFlags.NO_AUTO_START);
        const [result] = reply.recursiveUnpack();
        return Array.isArray(result?.lines) ? result.lines.map(String) : [];
    }

    /**
     * ComparePlaces(date, place, vs): today (or `date`) at `place` (empty: the service's) and at
     * `vs`, each in its own zone — "Oslo vs Tromsø". Never starts the daemon, as compare().
     * @returns {Promise<string[]>} its localised lines, to show as they are
     */
    async comparePlaces(place, vs, date = '') {
        const reply = await this.call('ComparePlaces', new GLib.Variant('(sss)', [date, place, vs]), -1,
            Gio.DBusCallFlags.NO_AUTO_START);
        const [result] = reply.recursiveUnpack();
        return Array.isArray(result?.lines) ? result.lines.map(String) : [];
    }

    /**
     * GetSettings(): every setting in effect, as plain JS values ({'events': 8, 'clock': 'auto', …}).
     * @returns {Promise<object>}
     */
    async getSettings() {
        const [settings] = (await this.call('GetSettings')).recursiveUnpack();
        return settings;
    }

    /**
     * GetSettingsWords(): the settings window's words in the language in effect.
     * @returns {Promise<object>} key → text, with `language_code`
     */
    async getSettingsWords() {
        const [words] = (await this.call('GetSettingsWords')).recursiveUnpack();
        return words;
    }

    /**
     * GetSettingsSchema(): every setting with its type, default, range and choices, the choices'
     * labels in the language in effect (`solverv-status config schema`).
     * @returns {Promise<object>} {schema, language, settings: [{key, type, default, choices, …}]}
     */
    async getSettingsSchema() {
        const [schema] = (await this.call('GetSettingsSchema')).recursiveUnpack();
        return schema;
    }

    /**
     * SetSettings(a{sv}): all or nothing; an invalid value rejects with the daemon's InvalidArgs
     * message naming the key. Numbers go as int32, the only number type a setting has.
     * @param {object} changes key → string, integer or boolean
     */
    async setSettings(changes) {
        const entries = {};
        for (const [key, value] of Object.entries(changes)) {
            const type = typeof value === 'boolean' ? 'b' : typeof value === 'number' ? 'i' : 's';
            entries[key] = new GLib.Variant(type, value);
        }
        await this.call('SetSettings', new GLib.Variant('(a{sv})', [entries]));
    }

    /**
     * SearchPlaces(query): up to 20 bundled cities, best first.
     * @returns {Promise<Array<{name: string, label: string, country: string, timezone: string}>>}
     */
    async searchPlaces(query) {
        const [places] = (await this.call('SearchPlaces', new GLib.Variant('(s)', [query]))).recursiveUnpack();
        return places;
    }

    /** Cancels pending calls, disconnects the proxy's handlers, drops everything. Idempotent. */
    destroy() {
        this._destroyed = true;
        this._cancellable?.cancel();
        for (const id of this._handlerIds)
            this._proxy?.disconnect(id);
        this._handlerIds = [];
        this._proxy = null;
        this._cancellable = null;
        for (const map of Object.values(this._listeners))
            map.clear();
    }
}

/** Whether an error is the cancellation destroy() causes — callers ignore those. */
export function isCancelled(error) {
    return error instanceof GLib.Error && error.matches(Gio.IOErrorEnum, Gio.IOErrorEnum.CANCELLED);
}
