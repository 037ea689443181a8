.pragma library
// SPDX-License-Identifier: MIT
// Solverv plasmoid: the view-model.
//
// Pure functions, no Plasma or Qt API: they take what a data source delivered — the parsed
// `solverv-status --format json` snapshot, or the D-Bus property map (plus, optionally, the
// GetSnapshot dictionary for the `upcoming` list) — and return plain objects of ready-made
// strings for the QML to show. Tested with node (tests/test-model.mjs) and inside a real QML
// engine (tests/qml/tst_model.qml).
//
// Formats follow the project's own text renderers (Sources/SolvervEngine/Output/DurationText.swift
// and Localization/English.swift): day length "8h 33m", deltas "+2 min" / "-1 hr 12 min" /
// "-31 sec", clock times "07:31" (the local wall time printed in the ISO string, truncated to the
// minute), dates "Dec 21, 2026". Event and season names and the daily message come localised from
// Solverv; the labels this file adds are English.
//
// Values from the Plasma D-Bus QML module arrive wrapped (DBus.int32, DBus.string, … value types
// with a `value` member); unwrap() turns them into plain JS values. No key of the Solverv schema
// is called "value", so an object whose `value` member is a scalar is always such a wrapper.
//
// Keep this file ES2016 and free of `?.`/`??` so every Qt 6 QML engine runs it.

var MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
var SEASON_ICONS = { spring: "🌱", summer: "☀️", autumn: "🍂", winter: "❄️" };
var SEASON_COLOURS = { spring: "#4CAF50", summer: "#FFC107", autumn: "#FF9800", winter: "#2196F3" };
var EVENT_KINDS = ["march_equinox", "june_solstice", "september_equinox", "december_solstice"];
var NORTH_SEASONS = { march_equinox: "spring", june_solstice: "summer", september_equinox: "autumn", december_solstice: "winter" };
var SOUTH_SEASONS = { march_equinox: "autumn", june_solstice: "winter", september_equinox: "spring", december_solstice: "summer" };
var DEFAULT_SOURCES = ["timezone", "fallback"];
var LOCATION_HINT = "default location: set it with --location or in config.toml";
/// How long the CLI source waits before checking the clock again at most (see nextCheckDelay).
var MAX_CHECK_MS = 15 * 60 * 1000;
/// How long the CLI source waits before trying again after a failed run.
var RETRY_MS = 10 * 60 * 1000;
/// The least time between two scheduled runs, should a snapshot be stale on arrival.
var MIN_GAP_MS = 60 * 1000;

// MARK: plain values

/// A D-Bus wrapper value (or a structure of them) as plain JS values; anything else unchanged.
function unwrap(v) {
    if (v === null || v === undefined || typeof v !== "object") {
        return v;
    }
    if (Array.isArray(v)) {
        return v.map(unwrap);
    }
    var inner = v.value;
    if (inner !== undefined && (inner === null || typeof inner !== "object")) {
        return inner;
    }
    // A list can reach JS as an array-like sequence rather than an Array (no schema object has
    // a "length" member).
    if (typeof v.length === "number") {
        var list = [];
        for (var i = 0; i < v.length; ++i) {
            list.push(unwrap(v[i]));
        }
        return list;
    }
    var out = {};
    var keys = Object.keys(v);
    for (var k = 0; k < keys.length; ++k) {
        out[keys[k]] = unwrap(v[keys[k]]);
    }
    return out;
}

function str(v, fallback) {
    v = unwrap(v);
    if (typeof v === "string") {
        return v;
    }
    if (typeof v === "number" || typeof v === "boolean") {
        return String(v);
    }
    return fallback === undefined ? "" : fallback;
}

function num(v, fallback) {
    v = unwrap(v);
    if (typeof v === "number" && isFinite(v)) {
        return v;
    }
    if (typeof v === "string" && v.trim() !== "" && isFinite(Number(v))) {
        return Number(v);
    }
    return fallback === undefined ? NaN : fallback;
}

function obj(v) {
    v = unwrap(v);
    return v !== null && typeof v === "object" && !Array.isArray(v) ? v : {};
}

function pad2(n) {
    return n < 10 ? "0" + n : String(n);
}

// MARK: times and dates

/// "2026-12-21T20:50:12+01:00" (or a bare date, or …Z) as its parts; null when it is not one.
function parseIso(text) {
    var m = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/.exec(str(text));
    if (!m) {
        return null;
    }
    var offset = null;
    if (m[7] === "Z") {
        offset = 0;
    } else if (m[7]) {
        var digits = m[7].replace(":", "");
        offset = (digits[0] === "-" ? -1 : 1) * (Number(digits.substr(1, 2)) * 60 + Number(digits.substr(3, 2)));
    }
    var parts = {
        year: Number(m[1]), month: Number(m[2]), day: Number(m[3]),
        hasTime: m[4] !== undefined,
        hour: m[4] === undefined ? 0 : Number(m[4]),
        minute: m[5] === undefined ? 0 : Number(m[5]),
        second: m[6] === undefined ? 0 : Number(m[6]),
        offsetMinutes: offset
    };
    if (parts.month < 1 || parts.month > 12 || parts.day < 1 || parts.day > 31 || parts.hour > 23 || parts.minute > 59 || parts.second > 60) {
        return null;
    }
    return parts;
}

/// The instant of an ISO time with an offset, in ms since the epoch; NaN without one.
function isoToMs(text) {
    var p = parseIso(text);
    if (!p || !p.hasTime || p.offsetMinutes === null) {
        return NaN;
    }
    return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - p.offsetMinutes * 60000;
}

/// The parts of an ISO time rounded to the nearest minute (half a minute up), the date carried
/// with it: "2026-06-21T23:59:45+02:00" reads 2026-06-22 00:00, as solverv-status shows it. A
/// bare date is returned as it is. (The offset stays the string's: a clock change within those
/// 30 s is not seen.)
function minuteParts(text) {
    var p = parseIso(text);
    if (!p || !p.hasTime) {
        return p;
    }
    var ms = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) + 30000;
    var d = new Date(ms - ((ms % 60000) + 60000) % 60000);
    return {
        year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate(),
        hasTime: true, hour: d.getUTCHours(), minute: d.getUTCMinutes(), second: 0,
        offsetMinutes: p.offsetMinutes
    };
}

/// "07:31": the wall-clock time written in an ISO string (its own offset), to the nearest
/// minute; "" for markers.
function clock(text) {
    var p = minuteParts(text);
    return p && p.hasTime ? pad2(p.hour) + ":" + pad2(p.minute) : "";
}

/// "Dec 21"
function shortDate(text) {
    var p = parseIso(text);
    return p ? MONTHS[p.month - 1] + " " + p.day : "";
}

/// "Dec 21, 2026": the date of a bare date, or of a time rounded as `clock` rounds it (the two
/// are shown together).
function longDate(text) {
    var p = minuteParts(text);
    return p ? MONTHS[p.month - 1] + " " + p.day + ", " + p.year : "";
}

/// "2026-12-21": the calendar date at `ms` in a zone `offsetMinutes` east of UTC.
function dateAt(ms, offsetMinutes) {
    var d = new Date(ms + offsetMinutes * 60000);
    return d.getUTCFullYear() + "-" + pad2(d.getUTCMonth() + 1) + "-" + pad2(d.getUTCDate());
}

// MARK: durations

/// "8h 33m" (rounded to the minute, like the text formats' day length).
function durationHM(seconds) {
    var s = Math.round(num(seconds, 0));
    var sign = s < 0 ? "-" : "";
    var minutes = Math.floor((Math.abs(s) + 30) / 60);
    return sign + Math.floor(minutes / 60) + "h " + pad2(minutes % 60) + "m";
}

/// "47 min", "1 hr 12 min", "2 hr", "30 sec" (no sign).
function humanDuration(seconds) {
    var s = Math.abs(Math.round(num(seconds, 0)));
    if (s < 60) {
        return s + " sec";
    }
    var minutes = Math.floor((s + 30) / 60);
    if (minutes < 60) {
        return minutes + " min";
    }
    return minutes % 60 === 0 ? Math.floor(minutes / 60) + " hr" : Math.floor(minutes / 60) + " hr " + (minutes % 60) + " min";
}

/// "+2 min", "-31 sec", "-1 hr 12 min", "+0 sec" (as the text formats print them).
function signedDuration(seconds) {
    var s = Math.round(num(seconds, 0));
    return (s < 0 ? "-" : "+") + humanDuration(s);
}

/// "today", "tomorrow", "in 29 days" (and "yesterday", "3 days ago" for past events).
function countdown(days) {
    var d = Math.round(num(days, NaN));
    if (isNaN(d)) {
        return "";
    }
    if (d === 0) {
        return "today";
    }
    if (d === 1) {
        return "tomorrow";
    }
    if (d === -1) {
        return "yesterday";
    }
    return d < 0 ? -d + " days ago" : "in " + d + " days";
}

/// "29d", "today", "tomorrow": the shortest countdown, for the panel.
function countdownShort(days) {
    var d = Math.round(num(days, NaN));
    if (isNaN(d)) {
        return "";
    }
    if (d === 0) {
        return "today";
    }
    if (d === 1) {
        return "tomorrow";
    }
    return d + "d";
}

// MARK: seasons, colours, places

/// "#2196F3" when `text` is a #rrggbb colour, else the season's default, else "".
function colour(text, season) {
    var c = str(text).trim();
    if (/^#[0-9a-fA-F]{6}$/.test(c)) {
        return c;
    }
    return SEASON_COLOURS[str(season)] || "";
}

/// Which season each event kind begins, told by the pair we know (next event kind → season), so a
/// configured hemisphere override is honoured; north when that pair says nothing.
function seasonTable(knownKind, knownSeason) {
    if (SOUTH_SEASONS[str(knownKind)] === str(knownSeason)) {
        return SOUTH_SEASONS;
    }
    return NORTH_SEASONS;
}

/// "59.91° N, 10.75° E"
function coordinates(latitude, longitude) {
    var lat = num(latitude, NaN);
    var lon = num(longitude, NaN);
    if (isNaN(lat) || isNaN(lon)) {
        return "";
    }
    return Math.abs(lat).toFixed(2) + "° " + (lat < 0 ? "S" : "N") + ", " + Math.abs(lon).toFixed(2) + "° " + (lon < 0 ? "W" : "E");
}

// MARK: events

/// Up to `count` events of an `upcoming` list (the first is the next event) as rows to show.
function eventRows(list, count, table) {
    var items = unwrap(list);
    if (!Array.isArray(items)) {
        return [];
    }
    var rows = [];
    for (var i = 0; i < items.length && rows.length < count; ++i) {
        var e = obj(items[i]);
        var kind = str(e.kind);
        if (EVENT_KINDS.indexOf(kind) < 0) {
            continue;
        }
        var season = table[kind];
        rows.push({
            kind: kind,
            name: str(e.name, kind),
            icon: SEASON_ICONS[season] || "",
            colour: SEASON_COLOURS[season] || "",
            date: longDate(e.local),
            time: clock(e.local),
            daysUntil: num(e.days_until, NaN),
            countdown: countdown(e.days_until)
        });
    }
    return rows;
}

// MARK: the view-model

function emptyModel() {
    return {
        ok: false, error: "", source: "",
        eventKind: "", eventName: "", eventDescription: "", eventDate: "", eventTime: "",
        daysUntil: NaN, countdown: "", headline: "", compactText: "", compactShort: "",
        seasonKind: "", seasonName: "", seasonIcon: "", seasonColour: "",
        progress: 0, progressText: "",
        sunDay: "today", sunDayLabel: "Today", sunrise: "", sunset: "", solarNoon: "",
        polar: "", polarText: "",
        dayLength: "", dayLengthSeconds: NaN,
        deltaToday: "", deltaSinceSolstice: "", solsticeDate: "", gaining: false, changesText: "",
        message: "",
        place: "", coordinates: "", timeZone: "", isDefaultLocation: false, locationHint: "",
        upcoming: [],
        validUntilMs: NaN,
        tooltipMain: "", tooltipSub: ""
    };
}

/// A model that says what went wrong (shown instead of the countdown).
function errorModel(message, source) {
    var m = emptyModel();
    m.error = str(message, "Unknown error");
    m.source = str(source);
    m.compactText = "Solverv: unavailable";
    m.compactShort = "–";
    m.tooltipMain = "Solverv";
    m.tooltipSub = m.error;
    return m;
}

/// Everything derived the same way from either source. `raw` holds plain values, named after the
/// JSON schema.
function build(raw, source) {
    var m = emptyModel();
    m.ok = true;
    m.source = source;

    m.eventKind = raw.eventKind;
    m.eventName = raw.eventName || raw.eventKind;
    m.eventDescription = raw.eventDescription;
    m.eventDate = longDate(raw.eventLocal);
    m.eventTime = clock(raw.eventLocal);
    m.daysUntil = raw.daysUntil;
    m.countdown = countdown(raw.daysUntil);
    m.headline = m.eventName + (m.countdown ? " " + m.countdown : "");

    m.seasonKind = raw.season;
    m.seasonName = raw.seasonName;
    m.seasonIcon = raw.seasonIcon || SEASON_ICONS[raw.season] || "";
    m.seasonColour = colour(raw.seasonColour, raw.season);

    var shortCount = countdownShort(raw.daysUntil);
    var shortCountCap = shortCount.charAt(0).toUpperCase() + shortCount.substr(1);
    m.compactShort = shortCount;
    m.compactText = shortCount === "" ? m.eventName
        : /^\d/.test(shortCount) ? shortCount + " · " + m.eventName
        : shortCountCap + ": " + m.eventName;

    var p = num(raw.progress, 0);
    m.progress = Math.min(1, Math.max(0, p));
    m.progressText = Math.round(m.progress * 100) + "%";

    m.sunDay = raw.sunDay === "tomorrow" ? "tomorrow" : "today";
    m.sunDayLabel = m.sunDay === "tomorrow" ? "Tomorrow" : "Today";
    m.polar = raw.polar === "day" || raw.polar === "night" ? raw.polar : "";
    var polarNote = { always_up: "no sunset", always_down: "no sunrise", none: "—" };
    m.sunrise = clock(raw.sunrise) || polarNote[raw.sunrise] || "—";
    m.sunset = clock(raw.sunset) || polarNote[raw.sunset] || "—";
    m.solarNoon = clock(raw.solarNoon) || "—";
    if (raw.sunrise === "always_up" || raw.sunset === "always_up") {
        m.sunrise = m.sunset = "—";
        m.polarText = "Midnight sun: the sun does not set";
    } else if (raw.sunrise === "always_down" || raw.sunset === "always_down") {
        m.sunrise = m.sunset = "—";
        m.polarText = "Polar night: the sun does not rise";
    } else if (m.polar === "day") {
        m.polarText = "Midnight sun today";
    } else if (m.polar === "night") {
        m.polarText = "Polar night today";
    }

    m.dayLengthSeconds = num(raw.dayLength, NaN);
    m.dayLength = isNaN(m.dayLengthSeconds) ? "" : durationHM(m.dayLengthSeconds);
    var dy = num(raw.deltaVsYesterday, NaN);
    var ds = num(raw.deltaSinceSolstice, NaN);
    m.deltaToday = isNaN(dy) ? "" : signedDuration(dy);
    m.deltaSinceSolstice = isNaN(ds) ? "" : signedDuration(ds);
    m.solsticeDate = shortDate(raw.solsticeDate);
    m.gaining = raw.gaining === undefined ? dy > 0 : raw.gaining === true;
    var changes = [];
    if (m.deltaToday) {
        changes.push(m.deltaToday + " vs yesterday");
    }
    if (m.deltaSinceSolstice && m.solsticeDate) {
        changes.push(m.deltaSinceSolstice + " since " + m.solsticeDate);
    }
    m.changesText = changes.join(" · ");

    m.message = raw.message;
    m.place = raw.place;
    m.coordinates = coordinates(raw.latitude, raw.longitude);
    m.timeZone = raw.timeZone;
    m.isDefaultLocation = raw.isDefault;
    m.locationHint = raw.isDefault ? LOCATION_HINT : "";

    m.upcoming = eventRows(raw.upcoming, 3, seasonTable(raw.eventKind, raw.season));
    m.validUntilMs = raw.validUntilMs;

    m.tooltipMain = raw.text || ((m.seasonIcon ? m.seasonIcon + " " : "") + m.headline);
    // As solverv-status's large line: after sunset the sun is tomorrow's, marked, with tomorrow's
    // day length and change (left out when only today's are known).
    var tomorrow = m.sunDay === "tomorrow";
    var sun = m.polarText ? (tomorrow ? "Tomorrow: " : "") + m.polarText
        : (tomorrow ? "tomorrow " : "") + "↑" + m.sunrise + " ↓" + m.sunset;
    var shownLength = tomorrow ? num(raw.tomorrowDayLength, NaN) : m.dayLengthSeconds;
    var shownDelta = tomorrow ? shownLength - m.dayLengthSeconds : dy;
    var sub = [sun + (isNaN(shownLength) ? "" : " · " + durationHM(shownLength))
        + (isNaN(shownDelta) ? "" : " (" + signedDuration(shownDelta) + ")")];
    if (m.message) {
        sub.push(m.message);
    }
    if (m.isDefaultLocation) {
        sub.push(m.place + ": " + LOCATION_HINT);
    }
    m.tooltipSub = sub.join("\n");
    return m;
}

/// The view-model of a parsed `solverv-status --format json` snapshot (or GetSnapshot's
/// dictionary, which carries the same content). `nowMs` is unused today but kept for symmetry.
function fromJson(json, nowMs) {
    var j = obj(json);
    if (j.error !== undefined) {
        return errorModel("solverv-status: " + str(j.error), "cli");
    }
    if (num(j.schema, NaN) !== 1) {
        return errorModel("Unsupported snapshot schema " + str(j.schema, "(none)") + ": this applet reads schema 1", "cli");
    }
    var next = obj(j.next_event);
    var season = obj(j.season);
    var loc = obj(j.location);
    var shown = str(j.shown_sun) === "tomorrow" ? "tomorrow" : "today";
    var sunDay = obj(j[shown]);
    var today = obj(j.today);
    var daylight = obj(j.daylight);
    var source = str(loc.source);
    var isDefault = unwrap(loc.is_default);
    return build({
        eventKind: str(next.kind), eventName: str(next.name), eventDescription: str(next.description),
        eventLocal: str(next.local), daysUntil: num(next.days_until, NaN),
        season: str(season.kind), seasonName: str(season.name), seasonIcon: str(season.icon), seasonColour: str(season.colour),
        progress: num(j.progress, 0),
        sunDay: shown, sunrise: str(sunDay.sunrise), sunset: str(sunDay.sunset), solarNoon: str(sunDay.solar_noon),
        polar: str(j.polar),
        dayLength: num(today.daylength_s, NaN),
        tomorrowDayLength: num(obj(j.tomorrow).daylength_s, NaN),
        deltaVsYesterday: num(daylight.delta_vs_yesterday_s, NaN),
        deltaSinceSolstice: num(daylight.delta_since_solstice_s, NaN),
        solsticeDate: str(daylight.solstice_date),
        gaining: typeof unwrap(daylight.gaining) === "boolean" ? unwrap(daylight.gaining) : undefined,
        message: str(j.message),
        place: str(loc.name), latitude: loc.latitude, longitude: loc.longitude, timeZone: str(loc.timezone),
        isDefault: typeof isDefault === "boolean" ? isDefault : DEFAULT_SOURCES.indexOf(source) >= 0,
        upcoming: j.upcoming,
        validUntilMs: isoToMs(j.valid_until),
        text: ""
    }, "cli");
}

/// The view-model of the D-Bus properties (a map of property name → value, as
/// DBus.Properties.properties holds them). `snapshot`, when given, is GetSnapshot's result and
/// supplies what no property carries: the upcoming events and the event description. `nowMs`
/// tells whether the sun times are today's or tomorrow's.
function fromProperties(props, snapshot, nowMs) {
    var p = {};
    var names = ["NextEventKind", "NextEventName", "NextEventTime", "NextEventLocalTime", "DaysUntil", "Progress",
                 "Season", "SeasonName", "SeasonColour", "SeasonIcon", "Sunrise", "Sunset", "SolarNoon", "ShownSunDate",
                 "DayLength", "DeltaVsYesterday", "DeltaSinceSolstice", "SolsticeDate", "PolarState", "LocationName",
                 "Latitude", "Longitude", "TimeZone", "LocationSource", "Text", "Tooltip", "Message", "ValidUntil"];
    if (props === null || props === undefined) {
        return errorModel("No data from the Solverv service", "dbus");
    }
    for (var i = 0; i < names.length; ++i) {
        p[names[i]] = unwrap(props[names[i]]);
    }
    if (!str(p.NextEventKind) && !str(p.NextEventName)) {
        return errorModel("No data from the Solverv service", "dbus");
    }
    var snap = obj(snapshot);
    var snapNext = obj(snap.next_event);
    var sunrise = str(p.Sunrise);
    var shownDate = str(p.ShownSunDate);
    // The properties say which date the sun times are for, not whether that is today: compare
    // it with today's date in the place's zone (its UTC offset read off the sun times).
    var sunDay = "today";
    var zoneProbe = parseIso(sunrise) || parseIso(str(p.SolarNoon)) || parseIso(str(p.NextEventLocalTime));
    if (shownDate && zoneProbe && zoneProbe.offsetMinutes !== null && isFinite(num(nowMs, NaN))) {
        if (shownDate > dateAt(num(nowMs, 0), zoneProbe.offsetMinutes)) {
            sunDay = "tomorrow";
        }
    } else if (str(snap.shown_sun) === "tomorrow") {
        sunDay = "tomorrow";
    }
    var source = str(p.LocationSource);
    var polar = str(p.PolarState);
    var validUntil = num(p.ValidUntil, NaN);
    return build({
        eventKind: str(p.NextEventKind), eventName: str(p.NextEventName), eventDescription: str(snapNext.description),
        eventLocal: str(p.NextEventLocalTime), daysUntil: num(p.DaysUntil, NaN),
        season: str(p.Season), seasonName: str(p.SeasonName), seasonIcon: str(p.SeasonIcon), seasonColour: str(p.SeasonColour),
        progress: num(p.Progress, 0),
        sunDay: sunDay, sunrise: sunrise, sunset: str(p.Sunset), solarNoon: str(p.SolarNoon),
        polar: polar === "none" ? "" : polar,
        dayLength: num(p.DayLength, NaN),
        tomorrowDayLength: num(obj(snap.tomorrow).daylength_s, NaN),
        deltaVsYesterday: num(p.DeltaVsYesterday, NaN),
        deltaSinceSolstice: num(p.DeltaSinceSolstice, NaN),
        solsticeDate: str(p.SolsticeDate),
        gaining: typeof unwrap(obj(snap.daylight).gaining) === "boolean" ? unwrap(obj(snap.daylight).gaining) : undefined,
        message: str(p.Message),
        place: str(p.LocationName), latitude: p.Latitude, longitude: p.Longitude, timeZone: str(p.TimeZone),
        isDefault: DEFAULT_SOURCES.indexOf(source) >= 0,
        upcoming: snap.upcoming,
        validUntilMs: isNaN(validUntil) ? NaN : validUntil * 1000,
        text: str(p.Text)
    }, "dbus");
}

/// What one run of `solverv-status --format json` gave, as a view-model: the executable data
/// engine's "exit code", "stdout" and "stderr".
function fromCliResult(exitCode, stdout, stderr, nowMs) {
    var code = num(exitCode, NaN);
    var out = str(stdout).trim();
    var err = str(stderr).trim();
    if (code === 127) {
        return errorModel("solverv-status was not found: install Solverv, or start its daemon", "cli");
    }
    var parsed = null;
    if (out !== "") {
        // One line of JSON; tolerate anything printed before it (a shell's greeting, say).
        var lines = out.split("\n");
        var last = lines[lines.length - 1].trim();
        try {
            parsed = JSON.parse(last);
        } catch (e) {
            parsed = null;
        }
    }
    if (parsed !== null && typeof parsed === "object" && !Array.isArray(parsed)) {
        return fromJson(parsed, nowMs);
    }
    if (code !== 0) {
        return errorModel("solverv-status failed (exit " + (isNaN(code) ? "?" : code) + ")" + (err ? ": " + err.split("\n")[0] : ""), "cli");
    }
    return errorModel("solverv-status printed no JSON snapshot", "cli");
}

/// How long the CLI source waits before its next look at the clock: until just after
/// `validUntilMs` (the next instant anything can change), but at most MAX_CHECK_MS, so a
/// suspend/resume (which timers do not count) or a clock change is noticed within that time.
/// At each check it re-runs the command only when dueToRun() says so: no fixed poll.
function nextCheckDelay(validUntilMs, nowMs) {
    var until = num(validUntilMs, NaN);
    var now = num(nowMs, NaN);
    if (isNaN(until) || isNaN(now)) {
        return MAX_CHECK_MS;
    }
    return Math.max(1000, Math.min(MAX_CHECK_MS, until - now + 1000));
}

/// When the result of a run made at `nowMs` goes stale, for scheduling: the snapshot's
/// valid_until, but after a failure RETRY_MS later, and never sooner than MIN_GAP_MS (a
/// valid_until already past — clock skew, a broken install — must not become a busy loop).
function staleAt(model, nowMs) {
    var now = num(nowMs, 0);
    var until = model && model.ok ? num(model.validUntilMs, NaN) : NaN;
    if (isNaN(until)) {
        return now + RETRY_MS;
    }
    return Math.max(until, now + MIN_GAP_MS);
}

/// Whether the data valid until `validUntilMs` is stale at `nowMs`.
function dueToRun(validUntilMs, nowMs) {
    var until = num(validUntilMs, NaN);
    return isNaN(until) || num(nowMs, 0) >= until;
}
