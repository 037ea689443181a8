#!/usr/bin/env bash
# e2e stage: the Plasma 6 applet: metadata, qmllint (Qt 6), the model tests and the QML runtime
# tests against stand-in KDE modules; then the Plasma 5.27 build assembled from it (metadata,
# Qt 5 imports, Qt 5.15's qmllint; validate-plasma5.sh --self-test).
set -euo pipefail
source "$(dirname "$0")/lib.sh"
cd "$SOLVERV_E2E_ROOT"
# The applet tests lay out Views this build's CLI prints.
export SOLVERV_STATUS="$SOLVERV_E2E_BIN_DIR/solverv-status"
if contrib/kde/tests/validate.sh >"$SOLVERV_E2E_ARTIFACTS/kde-validate.log" 2>&1; then
  e2e_result kde-applet OK "$(tail -n 1 "$SOLVERV_E2E_ARTIFACTS/kde-validate.log")"
else
  e2e_result kde-applet FAIL "see kde-validate.log"
  exit 1
fi
if contrib/kde/tests/validate-plasma5.sh --self-test >"$SOLVERV_E2E_ARTIFACTS/kde-validate-plasma5.log" 2>&1; then
  e2e_result kde-applet-plasma5 OK "$(tail -n 1 "$SOLVERV_E2E_ARTIFACTS/kde-validate-plasma5.log")"
else
  e2e_result kde-applet-plasma5 FAIL "see kde-validate-plasma5.log"
  exit 1
fi
