# shellcheck shell=bash disable=SC2034,SC2154  # variables shared with bars.sh, which sources this file
# Polybar on Xvfb with contrib/polybar/config.ini (sourced by bars.sh).

test_polybar() {
  begin polybar
  local cfg=$work/polybar.ini log=$art/polybar.log
  sed -E "s|^(exec = .*solverv-status .*)$|\\1 $sed_args|" "$root/contrib/polybar/config.ini" >"$cfg"
  grep -q "^exec = .*solverv-status .*$(printf '%s' "$args_text" | sed 's/[][\.*^$]/\\&/g')\$" "$cfg" ||
    fail "could not add the arguments to exec"
  e2e_spawn "$log" polybar -c "$cfg" -l info solverv
  local pid=$E2E_PID strip=$art/polybar-small.png
  if e2e_wait_for 20 "Polybar to draw the module" drawn x "$art/polybar-full.png" 1280x28+0+0 "$strip" "$min_pixels"; then
    check_strip polybar "$strip"
    local small=$COUNT
    # click-left = solverv-status toggle --format polybar: a real click on the module switches
    # to the large view (toggle found the --watch by its recorded PID, not a shell's).
    grep -q '^click-left = solverv-status toggle --format polybar$' "$cfg" || fail "click-left is not toggle"
    xdotool mousemove 40 14 click 1
    if e2e_wait_for 10 "the large view after a click" drawn x "$art/polybar-full-large.png" 1280x28+0+0 "$art/polybar-large.png" $((small * 2)); then
      stack "$art/polybar.png" "$strip" "$art/polybar-large.png"
      local large=$COUNT
      # click-right = … toggle --format polybar --refresh: a real right click keeps the large view
      # (it refreshes, never switches), and the same command from here reaches the watcher (exit 0).
      grep -q '^click-right = solverv-status toggle --format polybar --refresh$' "$cfg" || fail "click-right is not toggle --refresh"
      xdotool mousemove 40 14 click 3
      sleep 1
      drawn x "$art/polybar-full-refreshed.png" 1280x28+0+0 "$art/polybar-refreshed.png" $((small * 2)) ||
        fail "a right click switched the view or blanked it ($large → $COUNT pixels)"
      solverv-status toggle --format polybar --refresh || fail "toggle --refresh found no Polybar --watch"
    else
      fail "a left click did not switch to the large view ($small → $COUNT pixels)"
    fi
  else
    fail "module not drawn ($COUNT pixels of $colour)"
  fi
  e2e_stop "$pid"
  grep_log "$log" '^polybar\|(error|warn).*solverv|^solverv-status: '
  local runs
  runs=$(grep -c 'Invoking shell command' "$log" || true)
  [ "$runs" = 1 ] || fail "the script was started $runs times (a click or crash restarted it)"
  [ -f "$art/polybar.png" ] && e2e_publish polybar "$art/polybar.png"
  finish polybar "artifacts/e2e/polybar.png"
}
