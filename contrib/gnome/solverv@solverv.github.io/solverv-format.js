// SPDX-License-Identifier: MIT
/**
 * Pure formatting for the Solverv panel: D-Bus property values and GetSnapshot() content in,
 * strings and menu lines out.
 *
 * No imports at all — not even GLib — so the same code runs in GNOME Shell and under plain
 * `gjs -m`, where the tests exercise every function here without a bus or a shell.
 *
 * Times are read from the ISO 8601 strings the daemon sends ("2026-12-21T21:50:12+01:00") by
 * their own clock fields, never through `Date` in the machine's zone: the place shown may be in
 * another time zone than the computer.
 */

/** The panel text while nobody owns the bus name. */
export const NOT_RUNNING_TEXT = '☀ solverv: not running';

/** How to get a service back, shown in the not-running menu. */
export const START_COMMANDS = ['systemctl --user start solverv', 'solverv-status daemon'];

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const SEASONS = ['spring', 'summer', 'autumn', 'winter'];
const SEASON_ICONS = {spring: '🌱', summer: '☀️', autumn: '🍂', winter: '❄️'};
/** The season each event begins in the northern hemisphere; the south is two seasons off. */
const NORTH_SEASON = {
    march_equinox: 'spring', june_solstice: 'summer',
    september_equinox: 'autumn', december_solstice: 'winter',
};
const SOUTH = {spring: 'autumn', summer: 'winter', autumn: 'spring', winter: 'summer'};
/** LocationSource values meaning nobody chose the place (the daemon's `is_default`). */
const DEFAULT_SOURCES = ['timezone', 'fallback'];

/**
 * Escapes text for Pango markup. Place names, event names and messages come from the daemon
 * and ultimately from the user's config, so every piece of markup built here goes through this.
 * @param {*} text anything; null and undefined become ''
 * @returns {string}
 */
export function escapeMarkup(text) {
    return String(text ?? '')
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;')
        .replace(/'/g, '&#39;');
}

/**
 * A duration in the daemon's English words: "30 sec", "47 min", "1 hr 12 min", "2 hr".
 * Minutes round half up, as the daemon's message does, so the menu and `Message` agree.
 * @param {number} seconds the sign is ignored
 * @returns {string} '—' for anything that is not a finite number
 */
export function formatDuration(seconds) {
    if (typeof seconds !== 'number' || !Number.isFinite(seconds))
        return '—';
    const s = Math.abs(Math.round(seconds));
    if (s < 60)
        return `${s} sec`;
    const minutes = Math.floor((s + 30) / 60);
    if (minutes < 60)
        return `${minutes} min`;
    const rest = minutes % 60;
    return rest === 0 ? `${minutes / 60} hr` : `${Math.floor(minutes / 60)} hr ${rest} min`;
}

/**
 * A signed daylight change: "+2 min", "-15 min", "+0 sec". Always signed, because the sign is
 * the news (days getting longer or shorter).
 * @param {number} seconds
 * @returns {string}
 */
export function formatDelta(seconds) {
    if (typeof seconds !== 'number' || !Number.isFinite(seconds))
        return '—';
    const s = Math.round(seconds);
    return `${s < 0 ? '-' : '+'}${formatDuration(s)}`;
}

/**
 * The wall-clock reading of an ISO 8601 time (in its own offset) rounded to the nearest minute,
 * half a minute up, the date carried with it — as solverv-status shows times: 23:59:45 reads
 * 00:00 of the next day. (The offset stays the string's: a clock change within those 30 s is
 * not seen.)
 * @param {string} iso
 * @returns {?{year: number, month: number, day: number, hour: number, minute: number}}
 */
function minuteReading(iso) {
    const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?/.exec(String(iso ?? ''));
    if (!m)
        return null;
    const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]),
        Number(m[6] ?? 0)) + 30000;
    const d = new Date(ms - ((ms % 60000) + 60000) % 60000);
    return {
        year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate(),
        hour: d.getUTCHours(), minute: d.getUTCMinutes(),
    };
}

const pad2 = n => String(n).padStart(2, '0');

/**
 * The local clock time of an ISO 8601 string to the nearest minute, or the meaning of a sun-time
 * marker.
 * @param {string} iso "2026-11-22T08:31:05+01:00", "always_up", "always_down" or "none"
 * @returns {string} "08:31", "up all day", "down all day", or '—'
 */
export function formatTime(iso) {
    if (iso === 'always_up')
        return 'up all day';
    if (iso === 'always_down')
        return 'down all day';
    const r = minuteReading(iso);
    return r ? `${pad2(r.hour)}:${pad2(r.minute)}` : '—';
}

/**
 * A short date from "YYYY-MM-DD" or an ISO 8601 time: "Dec 21", or "Dec 21, 2026" with a year.
 * @param {string} value
 * @param {{year?: boolean}} [options]
 * @returns {string} '—' when the value has no date
 */
export function formatDate(value, {year = false} = {}) {
    const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(String(value ?? ''));
    if (!m || Number(m[2]) < 1 || Number(m[2]) > 12)
        return '—';
    const text = `${MONTHS[Number(m[2]) - 1]} ${Number(m[3])}`;
    return year ? `${text}, ${m[1]}` : text;
}

/**
 * "today", "tomorrow", "in 29 days" (and "yesterday", "3 days ago" for past events).
 * @param {number} days local calendar days, as DaysUntil / days_until
 * @returns {string}
 */
export function formatCountdown(days) {
    if (typeof days !== 'number' || !Number.isFinite(days))
        return '';
    if (days === 0)
        return 'today';
    if (days === 1)
        return 'tomorrow';
    if (days === -1)
        return 'yesterday';
    return days > 1 ? `in ${days} days` : `${-days} days ago`;
}

/**
 * A text progress bar like the daemon's `{progress_bar}`: "██████░░░░".
 * @param {number} fraction 0…1, clamped
 * @param {number} [width]
 * @returns {string}
 */
export function progressBar(fraction, width = 10) {
    const f = Number.isFinite(fraction) ? fraction : 0;
    const filled = Math.max(0, Math.min(width, Math.round(f * width)));
    return '█'.repeat(filled) + '░'.repeat(width - filled);
}

/**
 * "59.91°N 10.75°E".
 * @param {number} latitude
 * @param {number} longitude
 * @returns {string} '' when either is missing
 */
export function formatCoordinates(latitude, longitude) {
    if (!Number.isFinite(latitude) || !Number.isFinite(longitude))
        return '';
    const lat = `${Math.abs(latitude).toFixed(2)}°${latitude < 0 ? 'S' : 'N'}`;
    const lon = `${Math.abs(longitude).toFixed(2)}°${longitude < 0 ? 'W' : 'E'}`;
    return `${lat} ${lon}`;
}

/**
 * Whether the place is a default nobody chose (so the menu asks the user to set one).
 * @param {string} source LocationSource
 * @returns {boolean}
 */
export function isDefaultLocation(source) {
    return DEFAULT_SOURCES.includes(source);
}

/**
 * Whether a properties object describes a running service: the D-Bus client hands out `{}`
 * (or null) while the name has no owner.
 * @param {?object} props
 * @returns {boolean}
 */
export function isRunning(props) {
    return Boolean(props) && Object.keys(props).length > 0;
}

/**
 * The style class for the panel label: `solverv-winter` etc., or `solverv-not-running`.
 * @param {?object} props
 * @returns {string}
 */
export function seasonClass(props) {
    if (!isRunning(props))
        return 'solverv-not-running';
    return SEASONS.includes(props.Season) ? `solverv-${props.Season}` : 'solverv-unknown';
}

/**
 * The panel's compact text. The daemon's own `Text` (the user's small template, localised) wins;
 * the fallback builds the same shape from the other properties, so an older daemon without
 * `Text`, or an empty template, still shows something useful.
 * @param {?object} props the D-Bus properties, `{}`/null when not running
 * @returns {string}
 */
export function panelText(props) {
    if (!isRunning(props))
        return NOT_RUNNING_TEXT;
    if (typeof props.Text === 'string' && props.Text.trim() !== '')
        return props.Text;
    const parts = [props.SeasonIcon, props.NextEventName, formatCountdown(props.DaysUntil)]
        .filter(p => typeof p === 'string' && p !== '');
    return parts.length > 0 ? parts.join(' ') : '☀ solverv';
}

/**
 * The icon of the season an event begins, by hemisphere (the June solstice is winter in Sydney).
 * @param {string} kind march_equinox…
 * @param {boolean} south
 * @returns {string}
 */
export function eventIcon(kind, south = false) {
    const north = NORTH_SEASON[kind];
    if (!north)
        return '•';
    return SEASON_ICONS[south ? SOUTH[north] : north];
}

/**
 * "Dec 21, 2026 21:50" from an ISO 8601 local time.
 * @param {string} iso
 * @returns {string}
 */
export function formatWhen(iso) {
    // The date of the rounded reading, so the pair never names the wrong day.
    const r = minuteReading(iso);
    if (!r)
        return formatDate(iso, {year: true});
    const date = formatDate(`${r.year}-${pad2(r.month)}-${pad2(r.day)}`, {year: true});
    return `${date} ${formatTime(iso)}`;
}

/**
 * One menu line. `markup` is always escaped Pango markup built from `text`'s parts, so callers
 * may hand it to `clutter_text.set_markup()` without further care.
 * @typedef {object} MenuLine
 * @property {'title'|'section'|'text'|'hint'|'separator'} kind how the shell renders it
 * @property {string} text plain text (tests, accessibility, the mock screenshot)
 * @property {string} markup escaped Pango markup
 */

/** @returns {MenuLine} */
function line(kind, text, markup = escapeMarkup(text)) {
    return {kind, text, markup};
}

/** @returns {MenuLine} a bold heading with an optional plain tail */
function headed(kind, heading, tail = '') {
    const text = tail ? `${heading} ${tail}` : heading;
    const markup = `<b>${escapeMarkup(heading)}</b>${tail ? ` ${escapeMarkup(tail)}` : ''}`;
    return line(kind, text, markup);
}

/**
 * A short sentence for a failed D-Bus call, for the menu: GDBus's raw text ("GDBus.Error:org.
 * freedesktop.DBus.Error.ServiceUnknown: The name … was not provided by any .service files")
 * widened the menu to ~800 px in GNOME Shell 48. Known errors get a sentence of their own; any
 * other keeps its message without the error-name prefix, cut to 80 characters.
 * @param {Error|string} error
 * @returns {string}
 */
export function errorText(error) {
    const raw = String(error?.message ?? error ?? '');
    const name = raw.match(/^GDBus\.Error:([\w.]+):/)?.[1] ?? '';
    if (name.endsWith('.ServiceUnknown') || raw.includes('not provided by any .service files'))
        return 'The Solverv service could not be started: it is not installed for this session.';
    if (name.endsWith('.NameHasNoOwner'))
        return 'The Solverv service is not running.';
    if (name.endsWith('.NoReply') || name.endsWith('.Timeout') || name.endsWith('.TimedOut'))
        return 'The Solverv service did not answer.';
    if (name.endsWith('.Spawn.ChildExited') || name.includes('.Spawn.'))
        return 'The Solverv service could not be started.';
    const text = raw.replace(/^GDBus\.Error:[\w.]+:\s*/, '').split('\n')[0].trim();
    if (text === '')
        return 'Solverv: the call failed.';
    return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}

/** @returns {MenuLine[]} what the menu says while the service is away */
export function notRunningLines() {
    return [
        line('title', 'Solverv service is not running', '<b>Solverv service is not running</b>'),
        line('text', 'The panel shows what the solverv daemon publishes on the session bus.'),
        line('hint', `Start it: ${START_COMMANDS[0]}`),
        line('hint', `or run: ${START_COMMANDS[1]}`),
        line('hint', 'This menu comes back by itself once the service is up.'),
    ];
}

/** The upcoming-events lines: GetSnapshot's `upcoming` when known, else the next event alone. */
function eventLines(props, snapshot, south) {
    const upcoming = Array.isArray(snapshot?.upcoming) ? snapshot.upcoming.slice(0, 3) : [];
    const events = upcoming.length > 0 ? upcoming : [{
        kind: props.NextEventKind, name: props.NextEventName,
        local: props.NextEventLocalTime, days_until: props.DaysUntil,
    }];
    return events.map(e => line('text',
        `${eventIcon(e.kind, south)} ${e.name ?? e.kind ?? '?'} — ${formatWhen(e.local)} · ` +
        `${formatCountdown(e.days_until)}`));
}

/** The sun lines for the shown day (today, or tomorrow after today's sunset). */
function sunLines(props, snapshot) {
    let day = formatDate(props.ShownSunDate);
    if (snapshot?.today?.date && props.ShownSunDate === snapshot.today.date)
        day = 'today';
    else if (snapshot?.tomorrow?.date && props.ShownSunDate === snapshot.tomorrow.date)
        day = 'tomorrow';
    const lines = [headed('section', 'Sun', `· ${day}`)];
    if (props.PolarState === 'night')
        lines.push(line('text', '🌑 Polar night: the sun does not rise'));
    else if (props.PolarState === 'day')
        lines.push(line('text', '☀️ Midnight sun: the sun does not set'));
    else
        lines.push(line('text', `↑ Sunrise ${formatTime(props.Sunrise)}   ↓ Sunset ${formatTime(props.Sunset)}`));
    // The day length of the day shown: tomorrow's after sunset, when GetSnapshot gave it.
    const length = day === 'tomorrow' && typeof snapshot?.tomorrow?.daylength_s === 'number'
        ? snapshot.tomorrow.daylength_s : props.DayLength;
    lines.push(line('text',
        `Day length ${formatDuration(length)} · Solar noon ${formatTime(props.SolarNoon)}`));
    return lines;
}

/** The place line, with a hint when the place is only a default. */
function placeLines(props) {
    const where = [formatCoordinates(props.Latitude, props.Longitude), props.TimeZone]
        .filter(Boolean).join(' · ');
    const lines = [headed('section', `📍 ${props.LocationName ?? '?'}`, where ? `· ${where}` : '')];
    if (isDefaultLocation(props.LocationSource)) {
        lines.push(line('hint',
            'A default place, not your choice: set yours with ' +
            '"solverv-status config init --city NAME" or in config.toml'));
    }
    return lines;
}

/**
 * The large view as menu lines: the next event, the next three events, the shown day's sun,
 * the daylight changes and the place. The Refresh action is the extension's, not a line here.
 * @param {?object} props the D-Bus properties; `{}`/null means not running
 * @param {?object} snapshot GetSnapshot() unpacked, or null while it is loading or failed
 * @returns {MenuLine[]}
 */
export function menuLines(props, snapshot = null) {
    if (!isRunning(props))
        return notRunningLines();
    const south = (snapshot?.hemisphere ?? (props.Latitude < 0 ? 'south' : 'north')) === 'south';
    const progress = Number.isFinite(props.Progress) ? Math.round(props.Progress * 100) : 0;
    const lines = [
        headed('title', `${props.SeasonIcon ?? ''} ${props.NextEventName ?? ''}`.trim(),
            formatCountdown(props.DaysUntil)),
        line('text', `${formatWhen(props.NextEventLocalTime)} · ${progressBar(props.Progress)} ${progress}%`),
    ];
    const description = snapshot?.next_event?.description;
    if (description)
        lines.push(line('text', description, `<i>${escapeMarkup(description)}</i>`));
    lines.push(line('separator', ''), headed('section', 'Next'), ...eventLines(props, snapshot, south));
    lines.push(line('separator', ''), ...sunLines(props, snapshot));
    lines.push(line('separator', ''), headed('section', 'Daylight'),
        line('text', `${formatDelta(props.DeltaVsYesterday)} vs yesterday`),
        line('text', `${formatDelta(props.DeltaSinceSolstice)} since the solstice (${formatDate(props.SolsticeDate)})`));
    if (props.Message)
        lines.push(line('text', props.Message));
    lines.push(line('separator', ''), ...placeLines(props));
    return lines;
}
