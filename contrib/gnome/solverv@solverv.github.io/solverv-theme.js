// SPDX-License-Identifier: MIT
/**
 * GNOME's dark style with the sun: GNOME has no schedule for `org.gnome.desktop.interface
 * color-scheme`, so with Solverv's light/dark switch on, the extension writes it whenever the
 * daemon's `Theme` property changes ("dark" or "light"; "" while the switch is off, and then the
 * key is never touched). Only `Gio.Settings` is needed, so plain gjs tests can load it against
 * the memory backend.
 */

/** What GNOME Shell 48 and 51 themselves write: their Dark Style toggle sets 'prefer-dark' and,
 * for light, 'default' (apps light, the Shell's own dark panel kept). 'prefer-light', a choice
 * only a user makes (it also turns the Shell light), counts as light and is kept. */
export function colorSchemeFor(theme, current) {
    if (theme === 'dark')
        return 'prefer-dark';
    if (theme === 'light')
        return current === 'prefer-light' ? 'prefer-light' : 'default';
    return null;
}

/**
 * Follows the daemon's Theme into SETTINGS' `color-scheme`: written once per change of Theme
 * (at each switch, when the switch is turned on, when the daemon comes back), so a user's own
 * choice in between stays until the next switch.
 */
export class ColorSchemeFollower {
    /** @param {Gio.Settings} settings org.gnome.desktop.interface */
    constructor(settings) {
        this._settings = settings;
        this._theme = '';
    }

    /**
     * @param {string} theme the daemon's Theme ("dark", "light"), or '' (switch off, no daemon)
     * @returns {?string} the value written, or null when nothing was
     */
    follow(theme) {
        if (theme === this._theme)
            return null;
        this._theme = theme;
        const current = this._settings.get_string('color-scheme');
        const wanted = colorSchemeFor(theme, current);
        if (!wanted || wanted === current)
            return null;
        this._settings.set_string('color-scheme', wanted);
        return wanted;
    }

    destroy() {
        this._settings = null;
    }
}
