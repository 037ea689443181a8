.pragma library
.import "words.js" as Words
// SPDX-License-Identifier: MIT
// Solverv plasmoid: from what a source delivered to what the views show. Both sources deliver
// the same View — the daemon's property or `solverv-status --format view` — every string final and
// localised (docs/view-schema.md): nothing here formats a date, a duration or a name. Plasma's
// D-Bus module wraps values (objects with a `value` member): unwrap() undoes it. ES2016 only.
// Tested with node (tests/test-model.mjs) and in a QML engine (tests/qml/tst_model.qml). The
// applet's own sentences (no data, the command failing) come from words.js, generated from the
// engine in every language: word() says them in the language of the last View, else the locale's.

/// How long the CLI source waits before checking the clock again at most (see nextCheckDelay).
var MAX_CHECK_MS = 15 * 60 * 1000;
/// How long the CLI source waits before trying again after a failed run.
var RETRY_MS = 10 * 60 * 1000;
/// The least time between two scheduled runs, should a view be stale on arrival.
var MIN_GAP_MS = 60 * 1000;

/// The language of the last View that arrived ("" before one did: then the locale's).
var language = "";

/// Says the applet's sentences in CODE from now on (the settings page's words say which).
function setLanguage(code) {
    if (Words.WORDS[code] !== undefined) {
        language = code;
    }
}

/// The language code words.js has for a locale name ("nb_NO.UTF-8", "no", "de-AT"; else "en").
function languageOfLocale(name) {
    var code = String(name || "").toLowerCase().split(/[_.@-]/)[0];
    if (code === "no" || code === "nn") {
        return "nb";
    }
    return Words.WORDS[code] !== undefined ? code : "en";
}

/// The system locale's name ("" where there is no Qt, as under node).
function localeName() {
    return typeof Qt !== "undefined" && Qt.locale ? Qt.locale().name : "";
}

/// The applet's sentence KEY (words.js) in the language in effect, with each {name} of VALUES
/// filled in; English where the language lacks it.
function word(key, values) {
    var code = Words.WORDS[language] !== undefined ? language : languageOfLocale(localeName());
    var text = Words.WORDS[code][key];
    if (text === undefined) {
        text = Words.WORDS.en[key];
    }
    for (var name in (values || {})) {
        text = text.split("{" + name + "}").join(String(values[name]));
    }
    return text;
}

/// A D-Bus wrapper value (or a structure of them) as plain JS values; anything else unchanged.
function unwrap(v) {
    if (v === null || v === undefined || typeof v !== "object") {
        return v;
    }
    var inner = v.value;
    if (inner !== undefined && (inner === null || typeof inner !== "object")) {
        return inner;
    }
    // A list can reach JS as an array-like sequence rather than an Array.
    if (Array.isArray(v) || typeof v.length === "number") {
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

/// A view with every member the QML binds to, all empty: shown before data arrives.
function emptyView() {
    return {
        text: "", short: "", icon: "", colour: "", title: "", countdown: "", days_until: -1, when: "",
        progress: 0, progress_text: "", description: "", events: { heading: "", rows: [] },
        sun: { heading: "", rows: [], line: "" }, daylight: { heading: "", rows: [], line: "", message: "" },
        place: { name: "", zone: "", hint: "" }, labels: { refresh: "", compare_with: "" }
    };
}

/// What the views bind to: `view` (always complete), `ok`, `error`, `source`, the tooltip, and
/// when the data goes stale.
function model(view, source, error) {
    var v = view || emptyView();
    var hint = v.place.hint ? "\n" + v.place.name + ": " + v.place.hint : "";
    return {
        ok: view !== null, error: error || "", source: source, view: v,
        tooltipMain: view ? v.text : "Solverv",
        tooltipSub: view ? [v.sun.line, v.daylight.message].join("\n") + hint : (error || ""),
        validUntilMs: view && typeof v.valid_until === "number" ? v.valid_until * 1000 : NaN
    };
}

function emptyModel() {
    return model(null, "", "");
}

/// A model that says what went wrong (shown instead of the view).
function errorModel(message, source) {
    return model(null, source, String(message || word("unknown_error")));
}

/// The model of a View (the D-Bus property, wrapped or not, or the parsed CLI line).
function fromView(raw, source) {
    var v = unwrap(raw);
    if (v === null || v === undefined || typeof v !== "object" || Object.keys(v).length === 0) {
        return errorModel(word("no_data"), source);
    }
    if (v.error !== undefined) {
        return errorModel("solverv-status: " + v.error, source);
    }
    if (v.schema !== 1 || !v.events || !v.sun || !v.daylight || !v.place) {
        return errorModel(word("unsupported_schema", { schema: v.schema }), source);
    }
    setLanguage(v.language);
    var full = emptyView();
    for (var key in v) {
        full[key] = v[key];
    }
    return model(full, source, "");
}

/// What one run of `solverv-status --format view` gave: the executable engine's "exit code",
/// "stdout" and "stderr".
function fromCliResult(exitCode, stdout, stderr) {
    var out = String(stdout || "").trim();
    var err = String(stderr || "").trim();
    if (exitCode === 127) {
        return errorModel(word("not_found"), "cli");
    }
    var parsed = null;
    try { // one line of JSON; anything printed before it (a shell's greeting) is skipped
        parsed = JSON.parse(out.split("\n").pop());
    } catch (e) {}
    if (parsed !== null && typeof parsed === "object" && !Array.isArray(parsed)) {
        return fromView(parsed, "cli");
    }
    if (exitCode !== 0) {
        return errorModel(word("command_failed", { code: exitCode }) + (err ? ": " + err.split("\n")[0] : ""), "cli");
    }
    return errorModel(word("no_view"), "cli");
}

/// The CLI source's next look at the clock: just after `validUntilMs`, at most MAX_CHECK_MS away
/// (a suspend or a clock change is noticed within that). dueToRun() decides whether to run.
function nextCheckDelay(validUntilMs, nowMs) {
    if (!isFinite(validUntilMs) || !isFinite(nowMs)) {
        return MAX_CHECK_MS;
    }
    return Math.max(1000, Math.min(MAX_CHECK_MS, validUntilMs - nowMs + 1000));
}

/// When a run's result goes stale: its valid_until, after a failure RETRY_MS later, and never
/// sooner than MIN_GAP_MS (a valid_until already past must not become a busy loop).
function staleAt(m, nowMs) {
    var until = m && m.ok ? m.validUntilMs : NaN;
    return isFinite(until) ? Math.max(until, nowMs + MIN_GAP_MS) : nowMs + RETRY_MS;
}

/// Whether the data valid until `validUntilMs` is stale at `nowMs`.
function dueToRun(validUntilMs, nowMs) {
    return !isFinite(validUntilMs) || nowMs >= validUntilMs;
}

/// Two places typed in "Compare with…" ("Oslo vs Tromsø", or "vs Tromsø" for the applet's own
/// place): {place, vs} (place "" for the own one), or null for a date.
function placesAsked(text) {
    var m = /^(?:(.*?)\s+)?vs\.?\s+(.+)$/i.exec(String(text).trim());
    return m ? { place: (m[1] || "").trim(), vs: m[2].trim() } : null;
}

/// A typed value single-quoted for the shell (a quote in it closed and escaped).
function shellQuoted(text) {
    return "'" + String(text).replace(/'/g, "'\\''") + "'";
}

/// The shell command of "Compare with…": `base compare 'DATE' --format json`, or for two places
/// `base compare +0d [--location 'A'] --vs 'B' --format json`; everything typed single-quoted,
/// so nothing typed is ever run.
function compareCommand(base, date) {
    var places = placesAsked(date);
    if (places !== null) {
        return base + " compare +0d" + (places.place ? " --location " + shellQuoted(places.place) : "")
            + " --vs " + shellQuoted(places.vs) + " --format json";
    }
    return base + " compare " + shellQuoted(date) + " --format json";
}

/// What the daemon's Compare answered: its a{sv} (wrapped or not; `lines` shown as they are),
/// or the D-Bus error's message.
function fromCompareReply(value, errorMessage) {
    var v = unwrap(value);
    if (!errorMessage && v !== null && typeof v === "object" && v.lines !== undefined) {
        var lines = unwrap(v.lines);
        if (typeof lines === "string") {
            lines = [lines];
        }
        if (Array.isArray(lines)) {
            return { lines: lines.map(String), error: "" };
        }
    }
    return { lines: [], error: String(errorMessage || word("no_answer")) };
}

/// What one `compare --format json` run gave: `lines` (the engine's localised lines, shown as
/// they are) or `error` (the CLI's one line, without the program name).
function fromCompareResult(exitCode, stdout, stderr) {
    if (exitCode === 127) {
        return { lines: [], error: word("not_found_compare") };
    }
    var parsed = null;
    try {
        parsed = JSON.parse(String(stdout || "").trim().split("\n").pop());
    } catch (e) {}
    if (exitCode === 0 && parsed !== null && typeof parsed === "object" && Array.isArray(parsed.lines)) {
        return { lines: parsed.lines.map(String), error: "" };
    }
    var err = String(stderr || "").trim().split("\n")[0].replace(/^solverv-status: /, "");
    return { lines: [], error: err || word("compare_failed", { code: exitCode }) };
}
