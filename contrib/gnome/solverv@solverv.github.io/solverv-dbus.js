// SPDX-License-Identifier: MIT
/**
 * The Solverv D-Bus client, shared by the GNOME Shell extension and the plain-gjs tests.
 *
 * Only `gi://Gio` and `gi://GLib` are imported (no Shell modules), so `gjs -m` can load it
 * against a private bus. Everything is asynchronous: GNOME Shell runs extensions on its
 * compositor thread, where a blocking D-Bus call freezes the desktop.
 *
 * The formatting functions live in solverv-format.js and are re-exported here, so the
 * extension and the tests import one module.
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
 * A thin client over one `Gio.DBusProxy` for the Solverv service.
 *
 * The proxy keeps the property cache current from PropertiesChanged, and follows the name's
 * owner: when the daemon exits its cache empties, when it comes back the proxy reloads all
 * properties (GetAll) before announcing the new owner. So `properties()` is always either the
 * daemon's current state or `{}`.
 *
 * Creating the object creates nothing on the bus; `init()` does, and `destroy()` undoes all of
 * it — the extension's enable()/disable() contract.
 */
export class SolvervClient {
    /**
     * @param {object} [options]
     * @param {?Gio.DBusConnection} [options.connection] a bus to use (tests pass a private
     *   one); null means the session bus
     * @param {boolean} [options.autoStart] let the bus start the daemon by D-Bus activation
     *   when the proxy is made and on method calls while the name has no owner; a test that
     *   must see "not running" turns this off
     */
    constructor({connection = null, autoStart = true} = {}) {
        this._connection = connection;
        this._autoStart = autoStart;
        this._proxy = null;
        this._cancellable = null;
        this._handlerIds = [];
        this._listeners = {changed: new Map(), owner: new Map(), signal: new Map()};
        this._nextListenerId = 1;
        this._destroyed = false;
    }

    /**
     * Creates the proxy. Resolves once the initial properties are loaded — or at once with an
     * empty cache when nobody owns the name (that is not an error: the owner may come later).
     * @returns {Promise<SolvervClient>}
     */
    init() {
        if (this._proxy || this._cancellable)
            return Promise.reject(new Error('SolvervClient.init() called twice'));
        if (this._destroyed)
            return Promise.reject(new Error('SolvervClient was destroyed'));
        this._cancellable = new Gio.Cancellable();
        let flags = Gio.DBusProxyFlags.NONE;
        if (!this._autoStart)
            flags |= Gio.DBusProxyFlags.DO_NOT_AUTO_START;
        return new Promise((resolve, reject) => {
            const done = (_source, result) => {
                try {
                    const proxy = Gio.DBusProxy.new_finish(result);
                    if (this._destroyed) {
                        reject(new Error('SolvervClient was destroyed'));
                        return;
                    }
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

    /** Connects the proxy's three signals once; listeners are ours, so destroy() is simple. */
    _attach(proxy) {
        this._proxy = proxy;
        this._handlerIds = [
            proxy.connect('g-properties-changed', (_p, changed, invalidated) => {
                this._emit('changed', changed.recursiveUnpack(), invalidated ?? []);
            }),
            proxy.connect('notify::g-name-owner', () => {
                this._emit('owner', this.running, proxy.get_name_owner());
            }),
            proxy.connect('g-signal', (_p, _sender, name, parameters) => {
                this._emit('signal', name, parameters.recursiveUnpack());
            }),
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

    /** The unique name of the owner (":1.42"), or null. */
    get nameOwner() {
        return this._proxy?.get_name_owner() ?? null;
    }

    /**
     * The cached properties as a plain object (`{DaysUntil: 29, Text: '…', …}`), `{}` while the
     * service is not running.
     * @returns {object}
     */
    properties() {
        const result = {};
        if (!this._proxy)
            return result;
        for (const name of this._proxy.get_cached_property_names() ?? [])
            result[name] = this._proxy.get_cached_property(name)?.recursiveUnpack();
        return result;
    }

    /**
     * Calls `callback(changed, invalidated)` on every PropertiesChanged: `changed` holds only
     * the new values, `invalidated` the names dropped (all of them when the owner vanishes).
     * @param {function(object, string[]): void} callback
     * @returns {number} an id for disconnect()
     */
    onChanged(callback) {
        return this._listen('changed', callback);
    }

    /**
     * Calls `callback(running, owner)` when the name gains or loses its owner. On gaining, the
     * properties are already loaded.
     * @param {function(boolean, ?string): void} callback
     * @returns {number} an id for disconnect()
     */
    onOwnerChanged(callback) {
        return this._listen('owner', callback);
    }

    /**
     * Calls `callback(name, args)` for the service's signals (EventReached, DayChanged).
     * @param {function(string, Array): void} callback
     * @returns {number} an id for disconnect()
     */
    onSignal(callback) {
        return this._listen('signal', callback);
    }

    /** Removes a listener added by onChanged/onOwnerChanged/onSignal. */
    disconnect(id) {
        for (const map of Object.values(this._listeners))
            map.delete(id);
    }

    /**
     * Calls a method of the interface asynchronously.
     * @param {string} method
     * @param {?GLib.Variant} parameters
     * @param {number} [timeoutMs] -1 for D-Bus's default
     * @returns {Promise<GLib.Variant>} the reply tuple
     */
    call(method, parameters = null, timeoutMs = -1) {
        if (!this._proxy)
            return Promise.reject(new Error('SolvervClient is not initialised'));
        const proxy = this._proxy;
        return new Promise((resolve, reject) => {
            proxy.call(method, parameters, Gio.DBusCallFlags.NONE, timeoutMs, this._cancellable,
                (_p, result) => {
                    try {
                        resolve(proxy.call_finish(result));
                    } catch (e) {
                        reject(e);
                    }
                });
        });
    }

    /**
     * GetSnapshot(), unpacked all the way down (nested a{sv} and av become plain objects and
     * arrays; 64-bit integers become numbers).
     * @returns {Promise<object>}
     */
    async getSnapshot() {
        const reply = await this.call('GetSnapshot');
        return reply.recursiveUnpack()[0];
    }

    /**
     * Asks the daemon to recompute now. Any change arrives as PropertiesChanged.
     * @returns {Promise<void>}
     */
    async refresh() {
        await this.call('Refresh', null, REFRESH_TIMEOUT_MS);
    }

    /**
     * Cancels pending calls, disconnects every proxy handler, drops the proxy and the
     * listeners. Safe to call more than once and before init() finished.
     */
    destroy() {
        this._destroyed = true;
        this._cancellable?.cancel();
        if (this._proxy) {
            for (const id of this._handlerIds)
                this._proxy.disconnect(id);
        }
        this._handlerIds = [];
        this._proxy = null;
        this._cancellable = null;
        for (const map of Object.values(this._listeners))
            map.clear();
    }
}

/**
 * Whether an error is the cancellation destroy() causes — callers ignore those.
 * @param {Error} error
 * @returns {boolean}
 */
export function isCancelled(error) {
    return error instanceof GLib.Error && error.matches(Gio.IOErrorEnum, Gio.IOErrorEnum.CANCELLED);
}
