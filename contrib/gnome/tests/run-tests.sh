#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The GNOME extension's tests: the pure formatting, then check-dbus.js and the extension itself
# (on shell stubs) against the real solverv-daemon (time-travelled with --at, a config of its own)
# on a private dbus-daemon of their own. Installs nothing: needs gjs, dbus-daemon, dbus-send and
# /usr/bin/python3. The daemon is SOLVERV_DAEMON_BIN, else the solverv-daemon beside SOLVERV_STATUS.
# Never touches the user's session bus. Exits non-zero if anything failed.
set -uo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
gnome="$(dirname "$here")"
python=/usr/bin/python3

for tool in gjs dbus-daemon dbus-send "$python"; do
  command -v "$tool" >/dev/null || { echo "run-tests: $tool is missing (apt-get install -y gjs dbus python3)" >&2; exit 1; }
done

# The View the extension lays out is always the real CLI's: SOLVERV_STATUS, else the debug build.
status="${SOLVERV_STATUS:-$(cd "$gnome/../.." && pwd)/.build/debug/solverv-status}"
[ -x "$status" ] || [ -n "${SOLVERV_STATUS:-}" ] || status="$(command -v solverv-status || echo "$status")"
[ -x "$status" ] || { echo "run-tests: $status is missing (swift build, or set SOLVERV_STATUS)" >&2; exit 1; }
export SOLVERV_STATUS="$status"
daemon="${SOLVERV_DAEMON_BIN:-$(dirname "$status")/solverv-daemon}"
[ -x "$daemon" ] || { echo "run-tests: $daemon is missing (swift build, or set SOLVERV_DAEMON_BIN)" >&2; exit 1; }
export SOLVERV_DAEMON="$daemon"

work="$(mktemp -d /tmp/solverv-gnome-tests.XXXXXX)"
# The extension writes org.gnome.desktop.interface color-scheme (solverv-theme.js): in memory
# here, never in the user's dconf.
export GSETTINGS_BACKEND=memory
export TMPDIR="$work"  # the daemons' config and state folders go here and are removed with it
bus_pid=""
daemon_pid=""
check_pid=""
hung_pid=""
cleanup() {
  local hung_daemon; hung_daemon="$(cat "$work/hung.pid" 2>/dev/null)"
  for pid in $hung_pid $check_pid $daemon_pid $hung_daemon; do kill -CONT "$pid" 2>/dev/null; kill -9 "$pid" 2>/dev/null; wait "$pid" 2>/dev/null; done
  for pid in $bus_pid; do kill -9 "$pid" 2>/dev/null; wait "$pid" 2>/dev/null; done
  rm -rf "$work"
}
trap cleanup EXIT

passed=0
failed=0
step() { # step NAME COMMAND...: run, count, and show the output only when it failed
  local t0=$SECONDS
  local name="$1"; shift
  if "$@" >"$work/step.log" 2>&1; then
    passed=$((passed + 1)); echo "ok   $name ($((SECONDS - t0)) s)"
  else
    failed=$((failed + 1)); echo "FAIL $name"; sed 's/^/     | /' "$work/step.log"
  fi
}

# Waits up to 10 s for FILE to have at least N lines.
wait_lines() {
  local file="$1" n="$2"
  for _ in $(seq 100); do
    [ -f "$file" ] && [ "$(wc -l <"$file")" -ge "$n" ] && return 0
    sleep 0.1
  done
  return 1
}

name_owned() {
  dbus-send --bus="$address" --print-reply=literal --dest=org.freedesktop.DBus /org/freedesktop/DBus \
    org.freedesktop.DBus.NameHasOwner string:io.github.solverv.Solverv1 2>/dev/null | grep -q true
}

# The real daemon in Oslo at 17:00 on 22 Nov 2026 (its clock runs on from there), notifications
# off (no server on this bus), its own config and state; waits up to 15 s for its bus name.
start_daemon() { # [NAME]: its folders in $work/NAME (default daemon)
  local home="$work/${1:-daemon}"
  rm -rf "$home"; mkdir -p "$home/config/solverv" "$home/state"
  printf '[notifications]\nenabled = false\n[location]\nname = "Oslo"\nlatitude = 59.9133\nlongitude = 10.7389\ntimezone = "Europe/Oslo"\n' \
    >"$home/config/solverv/config.toml"
  XDG_CONFIG_HOME="$home/config" XDG_STATE_HOME="$home/state" TZ=Europe/Oslo LANG=C.UTF-8 \
    DBUS_SESSION_BUS_ADDRESS="$address" DBUS_SYSTEM_BUS_ADDRESS="unix:path=$home/no-system-bus" \
    "$daemon" --at 2026-11-22T17:00 >"$home.log" 2>&1 &
  daemon_pid=$!
  for _ in $(seq 150); do name_owned && return 0; sleep 0.1; done
  cat "$home.log"; return 1
}

stop_daemon() {
  kill -CONT "$daemon_pid" 2>/dev/null
  kill -9 "$daemon_pid" 2>/dev/null; wait "$daemon_pid" 2>/dev/null; daemon_pid=""
}

# The service's Introspect XML, for verify_check.py (the names it checks come from the daemon).
introspect() {
  dbus-send --bus="$address" --print-reply=literal --dest=io.github.solverv.Solverv1 /io/github/solverv/Solverv1 \
    org.freedesktop.DBus.Introspectable.Introspect >"$work/introspect.xml"
}
verify() { "$python" "$here/verify_check.py" --introspect "$work/introspect.xml" "$@"; }

check() { gjs -m "$here/check-dbus.js" --address "$address" "$@"; }

# --- the layout, on Views the real CLI prints ----------------------------------------------------
views() { # NAME LANGUAGE ARGS...: $work/views/NAME.json, with `language = LANGUAGE` in a config of its own
  local name="$1" language="$2"; shift 2
  mkdir -p "$work/views" "$work/config-$name/solverv"
  printf 'language = "%s"\n' "$language" >"$work/config-$name/solverv/config.toml"
  XDG_CONFIG_HOME="$work/config-$name" TZ=Europe/Oslo "$status" --format view "$@" >"$work/views/$name.json"
}
oslo=(--lat 59.9133 --lon 10.7389 --tz Europe/Oslo --name Oslo)
make_views() {
  views oslo-en en --at 2026-11-22T17:00 "${oslo[@]}" &&
  views oslo-nb nb --at 2026-11-22T17:00 "${oslo[@]}" &&
  views sydney-en en --at 2026-11-22T12:00 --lat -33.87 --lon 151.21 --tz Australia/Sydney --name Sydney &&
  views tromso-nb nb --at 2026-12-15T12:00 --lat 69.65 --lon 18.96 --tz Europe/Oslo --name Tromsø &&
  views markup-en en --at 2026-11-22T17:00 --lat 59.9133 --lon 10.7389 --tz Europe/Oslo --name 'Tom & <Jerry>' &&
  views default-en en --at 2026-11-22T17:00
}
step "solverv-status --format view makes the test Views" make_views
step "test-format.js" gjs -m "$here/test-format.js" "$work/views"
step "test-prefs-words.js: prefs.js's English and word keys = solverv-status config words" gjs -m "$here/test-prefs-words.js" "$gnome/solverv@solverv.github.io" "$status"
step "make-words.py --check: words.js = solverv-status's words, schema and labels in every language" "$python" "$gnome/make-words.py" --check "$status"
step "test-theme.js: the daemon's Theme → color-scheme (prefer-dark, default), nothing while off" gjs -m "$here/test-theme.js"
step "test-language.js: config.toml's language, else LC_ALL/LC_MESSAGES/LANG, picks words.js' words" gjs -m "$here/test-language.js"

# --- extensions.gnome.org review rules that a grep can see -------------------------------------
review_rules() {
  local ext="$gnome/solverv@solverv.github.io" bad=0
  # Only sources and metadata ship: no binaries, no compiled schemas, no stray files.
  local files; files="$(cd "$ext" && ls -A | sort | tr '\n' ' ')"
  [ "$files" = "extension.js metadata.json prefs-choices.js prefs.js solverv-dbus.js solverv-format.js solverv-language.js solverv-theme.js stylesheet-dark.css stylesheet-light.css stylesheet.css words.js " ] \
    || { echo "unexpected files: $files"; bad=1; }
  # Blocking calls, spawning, eval, legacy imports, and main-loop sources (none are needed).
  # (Comment lines are skipped: the JSDoc may name what the code avoids.)
  if grep -nE '_sync\(|spawn|\beval\(|new Function|imports\.|Mainloop|timeout_add|idle_add' "$ext"/*.js \
      | grep -vE '^[^:]+:[0-9]+:[[:space:]]*(\*|//|/\*)'; then
    echo "banned call above"; bad=1
  fi
  # Enabling (each unlock) never D-Bus-activates the daemon: every proxy is made with
  # DO_NOT_AUTO_START_AT_CONSTRUCTION (only the user's "Try to start the service" call may start it).
  if grep -nE 'DBusProxyFlags\.' "$ext"/*.js | grep -v 'DO_NOT_AUTO_START_AT_CONSTRUCTION'; then
    echo "a proxy that may activate the daemon when made, above"; bad=1
  fi
  if ! grep -q 'DO_NOT_AUTO_START_AT_CONSTRUCTION' "$ext/solverv-dbus.js"; then echo "no proxy flags in solverv-dbus.js"; bad=1; fi
  # Every import is gi:// or resource:/// or a relative module.
  if grep -nE "^import .* from '[^.gr]" "$ext"/*.js; then echo "odd import above"; bad=1; fi
  # The Shell's process never loads GTK, and the preferences process never loads the Shell's
  # libraries (extensions.gnome.org rejects both: they crash or leak into the other process).
  if grep -nE "from 'gi://(Gtk|Gdk|Adw)" "$ext"/extension.js "$ext"/solverv-dbus.js "$ext"/solverv-format.js; then
    echo "GTK in the Shell's process, above"; bad=1
  fi
  if grep -nE "from 'gi://(Clutter|Meta|Mtk|St|Shell)'|org/gnome/shell/ui/" "$ext"/prefs.js "$ext"/prefs-choices.js; then
    echo "the Shell's libraries in prefs, above"; bad=1
  fi
  # Nothing made at import: the Extension subclass has no constructor (enable() makes everything),
  # and a module's top level holds only imports, exports, functions, classes and constant literals.
  if awk '/^export default class/{inside=1} inside && /constructor\(/{found=1} END{exit !found}' "$ext/extension.js"; then
    echo "the Extension subclass has a constructor"; bad=1
  fi
  if grep -nE '^[a-zA-Z_$]' "$ext"/*.js | grep -vE ":[0-9]+:(import|export (\\*|\\{|default class|class|function)|function|class|(export )?const [A-Za-z_]+ = (['\"\`0-9[{]|\\(?[a-zA-Z_, ]*\\)? =>)|\\})"; then
    echo "top-level statement above (made at import?)"; bad=1
  fi
  # No network, no process control, no run_dispose (the reviewers' usual refusals).
  if grep -nE 'Soup|SocketClient|GLib\.spawn|Gio\.Subprocess|run_dispose' "$ext"/*.js; then echo "refused API above"; bad=1; fi
  # Every actor a user can reach without visible text has a name for screen readers: each
  # St.Button and St.Entry is made with accessible_name (the e2e stage reads them in the Shell).
  if [ "$(grep -cE 'new St\.(Button|Entry)\(' "$ext/extension.js")" != "$(grep -cE 'new St\.(Button|Entry)\(\{[^}]*accessible_name' <(tr -d '\n' <"$ext/extension.js" | sed 's/new St\./\nnew St./g'))" ]; then
    echo "an St.Button or St.Entry without accessible_name"; bad=1
  fi
  # The stylesheets style only our own classes (never the Shell's), every colour ≥ 4.5:1.
  if grep -hvE '^\s*($|/\*|\*|[^{]*\*/)' "$ext"/*.css | grep -E '\{' | grep -vE '^\.solverv-[a-z-]+(:insensitive|:checked)?( *, *\.solverv-[a-z-]+(:insensitive|:checked)?)* *\{'; then
    echo "a selector that is not .solverv-*, above"; bad=1
  fi
  "$python" "$here/contrast.py" "$ext" >"$work/contrast.log" || { cat "$work/contrast.log"; bad=1; }
  # Each file says its licence (GPL-2.0-or-later compatible, as extensions.gnome.org asks).
  for file in "$ext"/*.js "$ext"/*.css; do
    head -n1 "$file" | grep -q 'SPDX-License-Identifier: MIT' || { echo "no SPDX line in $file"; bad=1; }
  done
  "$python" - "$ext/metadata.json" <<'PY' || bad=1
import json, sys
m = json.load(open(sys.argv[1]))
assert m["uuid"] == "solverv@solverv.github.io", m["uuid"]
assert m["name"] and m["description"] and m["url"], "name, description, url"
# Only the major versions proven: 48, 50 and 51 by real runs (Scripts/e2e/gnome_shell.py on trixie,
# forky and sid), 46, 47 and 49 by the API-surface check (api_surface.py, run by Scripts/e2e/gnome.sh).
assert m["shell-version"] == ["46", "47", "48", "49", "50", "51"], m["shell-version"]
# The description names the service it needs; the store sets "version" itself.
assert "solverv-status daemon" in m["description"] and "service" in m["description"], m["description"]
assert "version" not in m and "session-modes" not in m, sorted(m)
PY
  return "$bad"
}
step "review rules: shipped files, no sync/spawn/eval/sources, no activation when enabled, process split, nothing at import, accessible names, scoped CSS ≥ 4.5:1, licence, metadata" review_rules

# --- private buses: no service files, so nothing is D-Bus-activated behind the tests' backs ---
start_bus() { # NAME: a dbus-daemon on $work/NAME (address in $work/NAME.address; pid added to bus_pid)
  local name="$1"
  cat >"$work/$name.conf" <<EOF
<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
 "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig>
  <type>session</type>
  <listen>unix:path=$work/$name</listen>
  <auth>EXTERNAL</auth>
  <policy context="default">
    <allow send_destination="*" eavesdrop="true"/>
    <allow eavesdrop="true"/>
    <allow own="*"/>
  </policy>
</busconfig>
EOF
  dbus-daemon --config-file="$work/$name.conf" --nofork --print-address=1 >"$work/$name.address" 2>"$work/$name.err" &
  bus_pid="$bus_pid $!"
  wait_lines "$work/$name.address" 1 || { echo "run-tests: dbus-daemon did not start" >&2; cat "$work/$name.err" >&2; exit 1; }
}
start_bus bus
address="$(head -n1 "$work/bus.address")"

# A hung service costs GDBus's 25 s default timeout while the client's proxy loads the
# properties, so this case runs on a bus of its own beside the others. A stopped daemon
# (SIGSTOP) keeps its name but never answers.
start_bus hung
hung_case() {
  address="$(head -n1 "$work/hung.address")"
  start_daemon hung-daemon || exit 1
  echo "$daemon_pid" >"$work/hung.pid"
  kill -STOP "$daemon_pid"
  check --expect-refresh --timeout 1 >"$work/timeout.json"; local rc=$?
  stop_daemon
  [ "$rc" -eq 4 ] || { echo "exit $rc, expected 4"; exit 1; }
  grep -q '"error":"timeout"' "$work/timeout.json" || { cat "$work/timeout.json"; exit 1; }
}
( hung_case >"$work/hung.log" 2>&1; echo $? >"$work/hung.rc" ) &
hung_pid=$!

# --- check-dbus.js against the real daemon ----------------------------------------------------
not_running() {
  check >"$work/nr.json"; local rc=$?
  [ "$rc" -eq 3 ] || { echo "exit $rc, expected 3"; return 1; }
  grep -q '"error":"not-running"' "$work/nr.json" || { cat "$work/nr.json"; return 1; }
}
step "check-dbus: no owner → exit 3, not-running" not_running

waited() {
  check --wait-for-owner 10 >"$work/waited.json" & check_pid=$!
  wait_lines "$work/waited.json" 1 || { echo "no not-running line"; return 1; }
  start_daemon || { echo "the daemon did not start"; return 1; }
  wait "$check_pid"; local rc=$?; check_pid=""
  [ "$rc" -eq 0 ] || { echo "exit $rc"; return 1; }
  introspect || { echo "Introspect failed"; return 1; }
  verify waited "$work/waited.json"
}
step "check-dbus --wait-for-owner: not running → recovers when the name appears" waited

state() {
  check >"$work/state.json" || return 1
  verify state "$work/state.json" || return 1
  # The names are the daemon's: a property Introspect had and the output lacks is reported.
  sed 's|<property name="Text"|<property name="Bogus" type="s" access="read"/><property name="Text"|' \
    "$work/introspect.xml" >"$work/introspect-bogus.xml"
  grep -q Bogus "$work/introspect-bogus.xml" || { echo "no Text property to put Bogus beside"; return 1; }
  if "$python" "$here/verify_check.py" --introspect "$work/introspect-bogus.xml" state "$work/state.json" 2>"$work/bogus.err"; then
    echo "verify_check.py accepted output without an introspected property"; return 1
  fi
  grep -q "missing \['Bogus'\]" "$work/bogus.err" || { cat "$work/bogus.err"; return 1; }
}
step "check-dbus: every introspected property (and only those) and GetSnapshot as one JSON line" state

refresh() {
  check --expect-refresh >"$work/refresh.json" || return 1
  verify refresh "$work/refresh.json"
}
step "check-dbus --expect-refresh: Refresh() answers (or PropertiesChanged first), the cache still whole" refresh

vanished() {
  check --expect-vanish 10 >"$work/vanish.json" & check_pid=$!
  wait_lines "$work/vanish.json" 1 || { echo "no state line"; return 1; }
  stop_daemon
  wait "$check_pid"; local rc=$?; check_pid=""
  [ "$rc" -eq 0 ] || { echo "exit $rc"; cat "$work/vanish.json"; return 1; }
  verify vanished "$work/vanish.json"
}
step "check-dbus --expect-vanish: service killed → owner lost, properties empty" vanished

bad_args() {
  check --bogus >/dev/null 2>&1; [ $? -eq 2 ]
}
step "check-dbus: unknown argument → exit 2" bad_args

# --- extension.js on shell stubs ----------------------------------------------------------------
extension() {
  # English, and a config folder of its own: the words for "not running" follow config.toml's
  # language, else the locale (solverv-language.js), never the tester's own.
  mkdir -p "$work/ext-config"
  env -u LC_ALL -u LC_MESSAGES LANG=C.UTF-8 XDG_CONFIG_HOME="$work/ext-config" \
    gjs -m "$here/test-extension.js" --address "$address" 2>"$work/ext.err"; local rc=$?
  cat "$work/ext.err"
  # A listener that threw is caught and logged (console.error → CRITICAL) by solverv-dbus.js;
  # that is a failure too. Warnings (a GetSnapshot cut short by a kill) are not.
  if grep -qE 'CRITICAL|JS ERROR' "$work/ext.err"; then echo "errors logged"; return 1; fi
  return "$rc"
}
step "test-extension.js: enable/disable lifecycle, not-running → running → killed → back" extension

timeout_case() {
  wait "$hung_pid"; hung_pid=""
  cat "$work/hung.log"
  [ "$(cat "$work/hung.rc" 2>/dev/null)" = 0 ]
}
step "check-dbus: the daemon stopped (SIGSTOP) owns the name but never answers → exit 4 after --timeout" timeout_case

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
