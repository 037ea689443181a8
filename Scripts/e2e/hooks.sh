#!/usr/bin/env bash
# e2e stage: the example theme hooks (contrib/hooks) run for real against a scratch HOME:
# syntax, refusal of a bad SOLVERV_THEME, exit 0 with a message when the tool is missing, and
# the real effect where the tool is installed (gsettings, a headless Neovim, theme files).
set -euo pipefail
source "$(dirname "$0")/lib.sh"
cd "$SOLVERV_E2E_ROOT"
# The tools whose effects are checked (small: 19 packages on Debian 12, none of them a service).
Scripts/install-system-packages.sh libglib2.0-bin gsettings-desktop-schemas neovim kitty foot alacritty \
  waybar swaybg shellcheck util-linux >&2
log=$SOLVERV_E2E_ARTIFACTS/hooks.log
status=0
python3 contrib/hooks/tests/test_hooks.py >"$log" 2>&1 || status=$?
while read -r result name detail; do
  case $result in OK | FAIL | SKIP) e2e_result "$name" "$result" "$detail" ;; esac
done <"$log"
[ "$status" = 0 ] || { grep -q $'\tFAIL\t' "$SOLVERV_E2E_SUMMARY" || e2e_result hooks FAIL "see hooks.log"; exit 1; }
