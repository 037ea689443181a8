// Shared by the QML tests: fixtures (Views the real CLI printed), and the D-Bus property map.
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

/// The daemon's properties around a View (only `View` matters to the applet).
function propertiesOf(view) {
    return { View: view, Text: view.text, NextEventKind: "december_solstice" };
}

/// A View as the Plasma D-Bus module hands it over: scalars in objects with a `value` member.
function wrapped(v) {
    if (Array.isArray(v)) {
        return v.map(wrapped);
    }
    if (v !== null && typeof v === "object") {
        const out = {};
        for (const k in v) {
            out[k] = wrapped(v[k]);
        }
        return out;
    }
    return { "value": v };
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
