#!/usr/bin/env bash
# e2e stage: the D-Bus service on a private session bus, checked by independent clients (busctl,
# gdbus) and by the GNOME extension's D-Bus module under gjs; values must equal
# `solverv-status --format json` at the same instant, and an update must arrive after a Refresh
# and at an event boundary.
set -euo pipefail
source "$(dirname "$0")/lib.sh"
trap e2e_cleanup EXIT
cd "$SOLVERV_E2E_ROOT"

Scripts/install-system-packages.sh dbus dbus-bin libglib2.0-bin systemd gjs python3 >&2
if [ -n "${SOLVERV_DAEMON_BIN:-}" ]; then
  daemon=$(realpath "$SOLVERV_DAEMON_BIN")
else
  scratch=${SOLVERV_SCRATCH_PATH:-.build}
  swift build -c release --static-swift-stdlib --product solverv-daemon --scratch-path "$scratch" >&2
  daemon=$SOLVERV_E2E_ROOT/$scratch/release/solverv-daemon
fi
install -m 755 "$daemon" "$SOLVERV_E2E_BIN_DIR/solverv-daemon"

dir=$SOLVERV_E2E_TMP/dbus
mkdir -p "$dir/config/solverv" "$dir/state"
printf '[location]\ncity = "Oslo"\n[notifications]\nenabled = false\n' >"$dir/config/solverv/config.toml"
export XDG_CONFIG_HOME=$dir/config XDG_STATE_HOME=$dir/state TZ=Europe/Oslo
export DBUS_SYSTEM_BUS_ADDRESS=unix:path=$dir/no-system-bus
log=$SOLVERV_E2E_ARTIFACTS/dbus
mkdir -p "$log"

e2e_spawn "$log/dbus-daemon.log" dbus-daemon --session --nofork --print-address=1 --address="unix:path=$dir/bus"
e2e_wait_for 10 "the private bus" test -S "$dir/bus"
address="unix:path=$dir/bus"
export DBUS_SESSION_BUS_ADDRESS=$address
at=2026-12-10T12:00

name_owned() { busctl --address="$address" status io.github.solverv.Solverv1 >/dev/null 2>&1; }
e2e_spawn "$log/daemon.log" solverv-status daemon --at "$at"
e2e_wait_for 15 "the daemon's bus name" name_owned

fail=0
check() {  # NAME DETAIL COMMAND…
  local name=$1 detail=$2
  shift 2
  if "$@"; then e2e_result "$name" OK "$detail"; else e2e_result "$name" FAIL "$detail"; fail=1; fi
}

# 1. busctl and gdbus: properties and methods.
solverv-status --format json --location Oslo --at "$at" >"$log/cli.json"
busctl --address="$address" --json=short get-property io.github.solverv.Solverv1 /io/github/solverv/Solverv1 \
  io.github.solverv.Solverv1 NextEventKind DaysUntil LocationName Sunrise Message >"$log/busctl.json"
compare_busctl() {
  python3 - "$log/cli.json" "$log/busctl.json" <<'PY'
import json, sys
cli = json.load(open(sys.argv[1]))
got = [json.loads(line)["data"] for line in open(sys.argv[2]) if line.strip()]
want = [cli["next_event"]["kind"], cli["next_event"]["days_until"], cli["location"]["name"], cli["today"]["sunrise"], cli["message"]]
if got != want:
    print(f"busctl {got} != json {want}", file=sys.stderr); sys.exit(1)
PY
}
check "dbus-busctl" "busctl properties equal --format json" compare_busctl
gdbus call --address "$address" --dest io.github.solverv.Solverv1 --object-path /io/github/solverv/Solverv1 \
  --method io.github.solverv.Solverv1.Events 2027 2027 >"$log/gdbus-events.txt"
check "dbus-gdbus" "gdbus Events 2027: four events" test "$(grep -o "'kind'" "$log/gdbus-events.txt" | wc -l)" = 4
gdbus introspect --address "$address" --dest io.github.solverv.Solverv1 --object-path /io/github/solverv/Solverv1 >"$log/introspect.txt"
check "dbus-introspect" "introspection lists properties, methods, signals" \
  grep -q "EmitsChangedSignal" "$log/introspect.txt"
invalid_args() {
  ! gdbus call --address "$address" --dest io.github.solverv.Solverv1 --object-path /io/github/solverv/Solverv1 \
    --method io.github.solverv.Solverv1.SunTimes 2026-06-21 91 0 "" 2>"$log/invalid.txt" &&
    grep -q "InvalidArgs" "$log/invalid.txt"
}
check "dbus-invalid-args" "latitude 91 → InvalidArgs" invalid_args

# 2. The GNOME extension's D-Bus module under gjs: the same values, and an update after Refresh.
gjs -m contrib/gnome/tests/check-dbus.js --address "$address" --expect-refresh >"$log/gjs.jsonl" 2>"$log/gjs.err" || true
compare_gjs() {
  python3 - "$log/cli.json" "$log/gjs.jsonl" <<'PY'
import json, sys
cli = json.load(open(sys.argv[1]))
lines = [json.loads(l) for l in open(sys.argv[2]) if l.strip()]
if len(lines) < 2 or "properties" not in lines[0] or "update" not in lines[1]:
    print(f"gjs output: {lines}", file=sys.stderr); sys.exit(1)
p, s = lines[0]["properties"], lines[0]["snapshot"]
want = {"NextEventKind": cli["next_event"]["kind"], "DaysUntil": cli["next_event"]["days_until"],
        "LocationName": cli["location"]["name"], "Sunrise": cli["today"]["sunrise"],
        "Progress": cli["progress"], "Message": cli["message"]}
bad = {k: (p.get(k), v) for k, v in want.items() if p.get(k) != v}
if bad or s.get("next_event", {}).get("kind") != cli["next_event"]["kind"] or len(s.get("upcoming", [])) != 12:
    print(f"gjs differs from --format json: {bad}", file=sys.stderr); sys.exit(1)
PY
}
check "gnome-dbus-module" "gjs module values equal --format json; update after Refresh" compare_gjs

# 3. A boundary: a daemon started 3 s before the December solstice announces it.
solstice=$(solverv-status events --from 2026 --tz UTC --format json | python3 -c 'import json,sys; print([e["utc"] for e in json.load(sys.stdin) if e["kind"]=="december_solstice"][0])')
start=$(python3 -c "import datetime,sys; t=datetime.datetime.fromisoformat('$solstice'.replace('Z','+00:00'))-datetime.timedelta(seconds=3); print(t.strftime('%Y-%m-%dT%H:%M:%SZ'))")
e2e_spawn "$log/monitor.log" gdbus monitor --address "$address" --dest io.github.solverv.Solverv1
e2e_wait_for 10 "gdbus monitor to subscribe" grep -q "Monitoring" "$log/monitor.log"
e2e_spawn "$log/daemon-boundary.log" solverv-status daemon --replace --at "$start"
boundary() { grep -q "EventReached ('december_solstice'" "$log/monitor.log" && grep -q "PropertiesChanged" "$log/monitor.log"; }
if e2e_wait_for 10 "EventReached at the solstice" boundary; then
  e2e_result "dbus-boundary" OK "EventReached + PropertiesChanged at the solstice"
else
  e2e_result "dbus-boundary" FAIL "no EventReached within 10 s (see dbus/monitor.log)"
  fail=1
fi
next_kind=$(busctl --address="$address" get-property io.github.solverv.Solverv1 /io/github/solverv/Solverv1 io.github.solverv.Solverv1 NextEventKind)
check "dbus-after-boundary" "next event is the March equinox after it" test "$next_kind" = 's "march_equinox"'

# 4. D-Bus activation: a second private bus whose service directory holds contrib/dbus's file
# (with @bindir@ filled in as `make install` does) starts the daemon on the first call.
mkdir -p "$dir/services"
sed "s|@bindir@|$SOLVERV_E2E_BIN_DIR|g" contrib/dbus/io.github.solverv.Solverv1.service \
  >"$dir/services/io.github.solverv.Solverv1.service"
e2e_bus_config "$dir/activation.conf" "$dir/activation-bus" "$dir/services"
e2e_spawn "$log/dbus-daemon-activation.log" dbus-daemon --config-file="$dir/activation.conf" --nofork
e2e_wait_for 10 "the activation bus" test -S "$dir/activation-bus"
activation_address="unix:path=$dir/activation-bus"
activated() {
  busctl --address="$activation_address" get-property io.github.solverv.Solverv1 /io/github/solverv/Solverv1 \
    io.github.solverv.Solverv1 LocationName >"$log/activation.txt" 2>&1 && grep -q '"Oslo"' "$log/activation.txt"
}
check "dbus-activation" "contrib/dbus activation file starts the daemon on the first call" activated
activated_pid=$(busctl --address="$activation_address" call org.freedesktop.DBus /org/freedesktop/DBus \
  org.freedesktop.DBus GetConnectionUnixProcessID s io.github.solverv.Solverv1 2>/dev/null | awk '{print $2}')
[ -n "$activated_pid" ] && kill "$activated_pid" 2>/dev/null || true

# 5. The systemd user unit, filled in as `make install` does, passes systemd-analyze (no session
# manager runs here, so it is checked, not started; any warning fails).
sed "s|@bindir@|$SOLVERV_E2E_BIN_DIR|g" contrib/systemd/solverv.service >"$dir/solverv.service"
unit_valid() {
  systemd-analyze verify --man=no "$dir/solverv.service" >"$log/systemd-analyze.txt" 2>&1 &&
    ! [ -s "$log/systemd-analyze.txt" ]
}
check "systemd-unit" "contrib/systemd unit passes systemd-analyze verify" unit_valid
exit "$fail"
