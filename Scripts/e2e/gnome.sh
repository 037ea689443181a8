#!/usr/bin/env bash
# e2e stage: the GNOME Shell extension's own tests under gjs (formatting, the D-Bus module against
# a fake service, extension.js against stand-ins for GNOME Shell). Its D-Bus module also runs
# against the real daemon in dbus.sh.
set -euo pipefail
source "$(dirname "$0")/lib.sh"
cd "$SOLVERV_E2E_ROOT"
# The applet tests lay out Views this build's CLI prints.
export SOLVERV_STATUS="$SOLVERV_E2E_BIN_DIR/solverv-status"
Scripts/install-system-packages.sh gjs dbus python3-dbus python3-gi imagemagick >&2
if contrib/gnome/tests/run-tests.sh >"$SOLVERV_E2E_ARTIFACTS/gnome-tests.log" 2>&1; then
  e2e_result gnome-extension OK "$(tail -n 1 "$SOLVERV_E2E_ARTIFACTS/gnome-tests.log")"
else
  e2e_result gnome-extension FAIL "see gnome-tests.log"
  exit 1
fi
