#!/usr/bin/env bash
# e2e stage: the GNOME Shell extension's own tests under gjs (formatting, the D-Bus module and
# extension.js against the real solverv-daemon on private buses, extension.js on stand-ins for
# GNOME Shell), after the API-surface check of GNOME Shell 46–51 (contrib/gnome/tests/api_surface.py).
# Its D-Bus module also runs against the daemon in dbus.sh.
set -euo pipefail
source "$(dirname "$0")/lib.sh"
cd "$SOLVERV_E2E_ROOT"
# The applet tests lay out Views this build's CLI prints, and talk to this build's daemon.
export SOLVERV_STATUS="$SOLVERV_E2E_BIN_DIR/solverv-status"
Scripts/install-system-packages.sh gjs dbus dbus-bin python3 imagemagick >&2
if [ -n "${SOLVERV_DAEMON_BIN:-}" ]; then
  daemon=$(realpath "$SOLVERV_DAEMON_BIN")
elif [ -x "$SOLVERV_E2E_BIN_DIR/solverv-daemon" ]; then
  daemon=$SOLVERV_E2E_BIN_DIR/solverv-daemon
else
  scratch=${SOLVERV_SCRATCH_PATH:-.build}
  swift build -c release --static-swift-stdlib --product solverv-daemon --scratch-path "$scratch" >&2
  daemon=$SOLVERV_E2E_ROOT/$scratch/release/solverv-daemon
fi
export SOLVERV_DAEMON_BIN="$daemon"
# GNOME Shell's API at every listed version, from the committed table (no network, no GNOME
# Shell repository): what the extension uses of the shell's modules must be there; then broken
# copies of the extension must be refused (the check can fail).
status=0
log=$SOLVERV_E2E_ARTIFACTS/gnome-api-surface.log
if python3 contrib/gnome/tests/api_surface.py >"$log" 2>&1 && python3 contrib/gnome/tests/api_surface.py --self-test >>"$log" 2>&1; then
  e2e_result gnome-api-surface OK "$(grep '^API surface' "$log") $(tail -n 1 "$log")"
else
  e2e_result gnome-api-surface FAIL "see gnome-api-surface.log: $(grep -m1 'FAIL' "$log")"
  status=1
fi
if contrib/gnome/tests/run-tests.sh >"$SOLVERV_E2E_ARTIFACTS/gnome-tests.log" 2>&1; then
  e2e_result gnome-extension OK "$(tail -n 1 "$SOLVERV_E2E_ARTIFACTS/gnome-tests.log")"
else
  e2e_result gnome-extension FAIL "see gnome-tests.log"
  exit 1
fi
exit "$status"
