// Shared by the QML tests: fixtures, and the D-Bus property map a snapshot would give.
.pragma library

/// A fixture's text; `base` is the calling test's Qt.resolvedUrl("."). Needs
/// QML_XHR_ALLOW_FILE_READ=1 (validate.sh sets it).
function fixtureText(base, name) {
    const xhr = new XMLHttpRequest();
    xhr.open("GET", base + "../fixtures/" + name + ".json", false);
    xhr.send();
    if (!xhr.responseText) {
        throw new Error("cannot read fixture " + name + " (QML_XHR_ALLOW_FILE_READ=1?)");
    }
    return xhr.responseText;
}

function fixture(base, name) {
    return JSON.parse(fixtureText(base, name));
}

/// The daemon's properties for a snapshot (as Sources/Providers/DBusService SnapshotProperties).
function propertiesOf(j) {
    const shown = j[j.shown_sun];
    return {
        NextEventKind: j.next_event.kind, NextEventName: j.next_event.name,
        NextEventTime: Math.round(Date.parse(j.next_event.utc) / 1000), NextEventLocalTime: j.next_event.local,
        DaysUntil: j.next_event.days_until, Progress: j.progress,
        Season: j.season.kind, SeasonName: j.season.name, SeasonColour: j.season.colour, SeasonIcon: j.season.icon,
        Sunrise: shown.sunrise, Sunset: shown.sunset, SolarNoon: shown.solar_noon, ShownSunDate: shown.date,
        DayLength: j.today.daylength_s, DeltaVsYesterday: j.daylight.delta_vs_yesterday_s,
        DeltaSinceSolstice: j.daylight.delta_since_solstice_s, SolsticeDate: j.daylight.solstice_date,
        PolarState: j.polar === null ? "none" : j.polar, LocationName: j.location.name,
        Latitude: j.location.latitude, Longitude: j.location.longitude,
        TimeZone: j.location.timezone, LocationSource: j.location.source,
        Text: j.season.icon + " " + j.next_event.name + " in " + j.next_event.days_until + " days",
        Tooltip: "", Message: j.message, ValidUntil: Math.round(Date.parse(j.valid_until) / 1000)
    };
}

/// A copy of `map` with `changes` applied.
function withChanges(map, changes) {
    const out = {};
    for (const k in map) {
        out[k] = map[k];
    }
    for (const k in changes) {
        out[k] = changes[k];
    }
    return out;
}

/// The last call recorded by the SessionBus stub for `member`, or null.
function lastCall(calls, member) {
    for (let i = calls.length - 1; i >= 0; --i) {
        if (calls[i].message.member === member) {
            return calls[i];
        }
    }
    return null;
}

/// The labels' texts under `item`, depth first (visible ones only when `visibleOnly`).
function texts(item, visibleOnly) {
    const out = [];
    (function walk(node) {
        if (visibleOnly && node.visible === false) {
            return;
        }
        if (typeof node.text === "string" && node.text !== "" && node.font !== undefined) {
            out.push(node.text);
        }
        const kids = node.children || [];
        for (let i = 0; i < kids.length; ++i) {
            walk(kids[i]);
        }
    })(item);
    return out;
}

/// The text items (Labels) under `item`, depth first.
function textItems(item) {
    const out = [];
    (function walk(node) {
        if (typeof node.text === "string" && node.font !== undefined && node.color !== undefined) {
            out.push(node);
        }
        const kids = node.children || [];
        for (let i = 0; i < kids.length; ++i) {
            walk(kids[i]);
        }
    })(item);
    return out;
}
