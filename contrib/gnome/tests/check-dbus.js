// SPDX-License-Identifier: MIT
/**
 * check-dbus.js — reads the Solverv service through the extension's own D-Bus client
 * (solverv-dbus.js) and prints what it sees as JSON lines, so a test of the real daemon checks
 * exactly the code path the panel uses.
 *
 *   gjs -m contrib/gnome/tests/check-dbus.js [--address ADDR] [--expect-refresh]
 *       [--timeout SECONDS] [--wait-for-owner SECONDS] [--expect-vanish SECONDS]
 *
 * stdout, one JSON object per line:
 *   {"properties": {...all cached properties...}, "snapshot": {...GetSnapshot() unpacked...}}
 *   with --expect-refresh, then one of
 *   {"update": "properties-changed", "changed": {...}, "invalidated": [...], "properties": {...}}
 *   {"update": "refresh-returned", "properties": {...}}
 *   with --wait-for-owner, first {"state": "not-running", "bus_name": ...} if nobody owns it yet;
 *   with --expect-vanish, last {"update": "owner-vanished", "running": false, "properties": {}}.
 *   On failure: {"error": "not-running"|"timeout"|"dbus"|"usage", "message": ...}.
 * Exit: 0 ok, 1 D-Bus error (connection, call), 2 usage, 3 name not owned, 4 timeout.
 *
 * Blocking calls are fine here (a test script, not the Shell); the client itself is async.
 */
import Gio from 'gi://Gio';
import GLib from 'gi://GLib';
import System from 'system';
// A static import, not a top-level await: code after an await runs inside a promise job, and a
// main loop started there never gets to run the later promise callbacks.
import {SolvervClient, BUS_NAME} from '../solverv@solverv.github.io/solverv-dbus.js';

const EXIT = {ok: 0, dbus: 1, usage: 2, 'not-running': 3, timeout: 4};

class Failure extends Error {
    constructor(kind, message) {
        super(message);
        this.kind = kind;
    }
}

/** Line-buffered stdout: a test reads the first line while this process still waits. */
const stdout = new Gio.DataOutputStream({
    base_stream: new Gio.UnixOutputStream({fd: 1, close_fd: false}),
});
function emit(object) {
    stdout.put_string(`${JSON.stringify(object)}\n`, null);
    stdout.flush(null);
}

function parseArgs(argv) {
    const options = {address: null, expectRefresh: false, timeout: 5, waitForOwner: null,
        expectVanish: null};
    const seconds = (flag, value) => {
        const n = Number(value);
        if (value === undefined || !Number.isFinite(n) || n <= 0)
            throw new Failure('usage', `${flag} needs a number of seconds`);
        return n;
    };
    for (let i = 0; i < argv.length; i++) {
        const arg = argv[i];
        if (arg === '--address') {
            options.address = argv[++i];
            if (!options.address)
                throw new Failure('usage', '--address needs a D-Bus address');
        } else if (arg === '--expect-refresh') {
            options.expectRefresh = true;
        } else if (arg === '--timeout') {
            options.timeout = seconds(arg, argv[++i]);
        } else if (arg === '--wait-for-owner') {
            options.waitForOwner = seconds(arg, argv[++i]);
        } else if (arg === '--expect-vanish') {
            options.expectVanish = seconds(arg, argv[++i]);
        } else {
            throw new Failure('usage', `unknown argument ${arg}`);
        }
    }
    return options;
}

/**
 * Resolves with the first of several events, or rejects with a timeout Failure.
 * `subscribe(resolve)` returns an undo function, always called.
 */
function waitFor(seconds, what, subscribe) {
    return new Promise((resolve, reject) => {
        let undo = null;
        let settled = false;
        const timer = GLib.timeout_add(GLib.PRIORITY_DEFAULT, seconds * 1000, () => {
            settled = true;
            undo?.();
            reject(new Failure('timeout', `no ${what} within ${seconds} s`));
            return GLib.SOURCE_REMOVE;
        });
        undo = subscribe(value => {
            if (settled)
                return;
            settled = true;
            GLib.source_remove(timer);
            undo?.();
            resolve(value);
        });
    });
}

async function run(options) {
    let connection = null;
    if (options.address) {
        try {
            connection = Gio.DBusConnection.new_for_address_sync(options.address,
                Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT |
                Gio.DBusConnectionFlags.MESSAGE_BUS_CONNECTION, null, null);
        } catch (e) {
            throw new Failure('dbus', `cannot connect to ${options.address}: ${e.message}`);
        }
    }
    const client = new SolvervClient({connection});
    try {
        await client.init();
    } catch (e) {
        throw new Failure('dbus', `cannot create the proxy: ${e.message}`);
    }

    if (!client.running) {
        if (options.waitForOwner === null)
            throw new Failure('not-running', `${BUS_NAME} has no owner on this bus`);
        emit({state: 'not-running', bus_name: BUS_NAME});
        await waitFor(options.waitForOwner, 'owner for the name', done => {
            const id = client.onOwnerChanged(running => running && done());
            return () => client.disconnect(id);
        });
    }

    let snapshot;
    try {
        snapshot = (await client.call('GetSnapshot', null, options.timeout * 1000)).recursiveUnpack()[0];
    } catch (e) {
        // A service that owns the name but never answers (hung, or stopped) is a timeout too.
        if (e.matches?.(Gio.IOErrorEnum, Gio.IOErrorEnum.TIMED_OUT))
            throw new Failure('timeout', `GetSnapshot did not answer within ${options.timeout} s`);
        throw new Failure('dbus', `GetSnapshot failed: ${e.message}`);
    }
    emit({properties: client.properties(), snapshot});

    if (options.expectRefresh) {
        const update = await waitFor(options.timeout, 'PropertiesChanged or Refresh() return', done => {
            const id = client.onChanged((changed, invalidated) =>
                done({update: 'properties-changed', changed, invalidated}));
            client.refresh().then(() => done({update: 'refresh-returned'}),
                e => done({error: e}));
            return () => client.disconnect(id);
        });
        if (update.error)
            throw new Failure('dbus', `Refresh failed: ${update.error.message}`);
        emit({...update, properties: client.properties()});
    }

    if (options.expectVanish !== null) {
        await waitFor(options.expectVanish, 'loss of the name owner', done => {
            const id = client.onOwnerChanged(running => !running && done());
            return () => client.disconnect(id);
        });
        emit({update: 'owner-vanished', running: client.running, properties: client.properties()});
    }
    client.destroy();
}

let status = EXIT.ok;
const loop = new GLib.MainLoop(null, false);
// Started from the loop: a failure before the first await would otherwise quit() a loop that
// is not running yet, and run() would then wait forever.
GLib.idle_add(GLib.PRIORITY_DEFAULT, () => {
    Promise.resolve().then(() => run(parseArgs(ARGV))).catch(e => {
        const kind = e instanceof Failure ? e.kind : 'dbus';
        status = EXIT[kind];
        emit({error: kind, message: e.message});
        printerr(`check-dbus: ${e.message}`);
    }).finally(() => loop.quit());
    return GLib.SOURCE_REMOVE;
});
loop.run();
System.exit(status);
