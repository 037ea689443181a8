#!/usr/bin/env bash
# shellcheck disable=SC2034  # art, sed_args and the rest are read by the files under bars/ it sources
# Stage "bars": each contrib/ bar config in the real program, headless, with screenshots.
#   X (Xvfb):             Polybar, conky, i3 + i3bar (contrib/sway/i3-config), i3 + i3blocks,
#                         tmux (status line, shown in an xterm)
#   Wayland (headless sway): Waybar, swaybar (contrib/sway/config)
# The shipped configs are copied with SOLVERV_E2E_ARGS appended to solverv-status's arguments
# and nothing else changed. Each bar passes when its log has no error about our module and its
# screenshot holds the text in the season's colour (counted pixels), and, where the bar can be
# clicked here, a click switches to the large view (many more coloured pixels).
# This file sets the stage up and runs the bars; each bar's checks are in bars/NAME.sh (i3bar and
# i3blocks share bars/i3.sh), the helpers they share in bars/common.sh, Xvfb and sway in
# bars/displays.sh.
# Run through Scripts/e2e/run.sh (it sets the SOLVERV_E2E_* variables; see lib.sh). The stage
# bars_current.py runs this same script inside a Debian 13 chroot, against today's bars.
# SOLVERV_E2E_BARS="polybar waybar …" runs only those bars.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
# shellcheck source=lib.sh
source "$here/lib.sh"
trap e2e_cleanup EXIT

root=$SOLVERV_E2E_ROOT
art=$SOLVERV_E2E_ARTIFACTS
work=$SOLVERV_E2E_TMP/bars
mkdir -p "$work"
chmod 755 "$work"
bars=${SOLVERV_E2E_BARS:-polybar conky i3bar i3blocks tmux waybar swaybar}
want() { [[ " $bars " == *" $1 "* ]]; }

packages=(xvfb x11-utils xdotool xterm imagemagick fonts-dejavu-core fonts-noto-color-emoji
  fonts-symbola procps util-linux python3 polybar conky-std i3-wm i3blocks tmux sway waybar grim)
"$root/Scripts/install-system-packages.sh" "${packages[@]}"

# The arguments that make the text deterministic, as text for the configs (they go through a
# shell there) and as words for running the CLI here.
args_text=$SOLVERV_E2E_ARGS
args=()
eval "args=($SOLVERV_E2E_ARGS)"
sed_args=$(printf '%s' "$args_text" | sed 's/[\\&|]/\\&/g')
colour=$(solverv-status --template '{colour}' "${args[@]}")
[[ "$colour" =~ ^#[0-9A-Fa-f]{6}$ ]] || { e2e_result bars FAIL "solverv-status gave no colour: $colour"; exit 1; }
expected_text=$(solverv-status --size small "${args[@]}")
e2e_log "expected: \"$expected_text\" in $colour"

# The helpers the bars share, the screens they draw on, and one file of checks per bar.
# shellcheck source=bars/common.sh
source "$here/bars/common.sh"
# shellcheck source=bars/displays.sh
source "$here/bars/displays.sh"
# shellcheck source=bars/polybar.sh
source "$here/bars/polybar.sh"
# shellcheck source=bars/conky.sh
source "$here/bars/conky.sh"
# shellcheck source=bars/i3.sh
source "$here/bars/i3.sh"
# shellcheck source=bars/i3bar.sh
source "$here/bars/i3bar.sh"
# shellcheck source=bars/i3blocks.sh
source "$here/bars/i3blocks.sh"
# shellcheck source=bars/tmux.sh
source "$here/bars/tmux.sh"
# shellcheck source=bars/waybar.sh
source "$here/bars/waybar.sh"
# shellcheck source=bars/swaybar.sh
source "$here/bars/swaybar.sh"

# ---------------------------------------------------------------- run ---
status=0
XVFB_PID=
SWAY_PID=
BUS_PID=
SWAY_ERROR=
if want polybar || want conky || want i3bar || want i3blocks || want tmux; then
  if start_xvfb; then
    for bar in polybar conky i3bar i3blocks tmux; do
      if want "$bar"; then "test_$bar" || e2e_result "$bar" FAIL "test aborted (exit $?)"; fi
    done
  else
    for bar in polybar conky i3bar i3blocks tmux; do
      want "$bar" && e2e_result "$bar" FAIL "Xvfb did not start (artifacts/e2e/xvfb.log)"
    done
  fi
  [ -z "$XVFB_PID" ] || e2e_stop "$XVFB_PID"
fi
if want waybar || want swaybar; then
  if start_sway; then
    for bar in waybar swaybar; do
      if want "$bar"; then "test_$bar" || e2e_result "$bar" FAIL "test aborted (exit $?)"; fi
    done
  else
    for bar in waybar swaybar; do
      want "$bar" && e2e_result "$bar" FAIL "$SWAY_ERROR"
    done
  fi
  [ -z "$SWAY_PID" ] || e2e_stop "$SWAY_PID"
  [ -z "$BUS_PID" ] || e2e_stop "$BUS_PID"
fi
leftover=$(e2e_our_processes)
[ -z "$leftover" ] || e2e_log "solverv-status processes left by the bars (killed): $leftover"
grep -q $'\tFAIL\t' "$SOLVERV_E2E_SUMMARY" && status=1
exit "$status"
