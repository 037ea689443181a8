// SPDX-License-Identifier: MIT
/**
 * solverv-theme.js on a real Gio.Settings of org.gnome.desktop.interface (run-tests.sh sets
 * GSETTINGS_BACKEND=memory, so nothing reaches the user's dconf): which color-scheme each Theme
 * means, and that the follower writes only when Theme changes and never while it is "".
 *
 *   GSETTINGS_BACKEND=memory gjs -m contrib/gnome/tests/test-theme.js
 */
import Gio from 'gi://Gio';
import GLib from 'gi://GLib';
import System from 'system';

const testsDir = GLib.path_get_dirname(GLib.filename_from_uri(import.meta.url)[0]);
const {ColorSchemeFollower, colorSchemeFor} = await import(`file://${testsDir}/../solverv@solverv.github.io/solverv-theme.js`);

let failed = 0;
function check(condition, what) {
    print(`${condition ? 'ok  ' : 'FAIL'} ${what}`);
    if (!condition)
        failed++;
}

if (GLib.getenv('GSETTINGS_BACKEND') !== 'memory') {
    print('FAIL run with GSETTINGS_BACKEND=memory (the user\'s dconf is not a test fixture)');
    System.exit(1);
}
check(colorSchemeFor('dark', 'default') === 'prefer-dark', 'dark → prefer-dark');
check(colorSchemeFor('light', 'prefer-dark') === 'default', "light → 'default' (what GNOME Shell 48 and 51's own toggle writes)");
check(colorSchemeFor('light', 'prefer-light') === 'prefer-light', 'light keeps a user\'s prefer-light');
check(colorSchemeFor('', 'prefer-dark') === null, 'switch off → nothing');

const settings = new Gio.Settings({schema_id: 'org.gnome.desktop.interface'});
settings.set_string('color-scheme', 'prefer-light');
const follower = new ColorSchemeFollower(settings);
check(follower.follow('') === null && settings.get_string('color-scheme') === 'prefer-light',
    'Theme "" (switch off): color-scheme untouched');
check(follower.follow('dark') === 'prefer-dark' && settings.get_string('color-scheme') === 'prefer-dark',
    'Theme dark: prefer-dark');
settings.set_string('color-scheme', 'default');
check(follower.follow('dark') === null && settings.get_string('color-scheme') === 'default',
    'the same Theme again (any other property changed): the user\'s own choice stays until the next switch');
settings.set_string('color-scheme', 'prefer-dark');
check(follower.follow('light') === 'default' && settings.get_string('color-scheme') === 'default',
    'Theme light: default');
check(follower.follow('dark') === 'prefer-dark', 'the next switch: prefer-dark again');
check(follower.follow('') === null && settings.get_string('color-scheme') === 'prefer-dark',
    'switched off: the value stays as it was');
follower.destroy();
print(failed ? `${failed} failed` : 'all passed');
System.exit(failed ? 1 : 0);
