# shellcheck shell=bash disable=SC2034,SC2154  # variables shared with bars.sh, which sources this file
# i3 and its i3bar, shared by i3bar.sh and i3blocks.sh (sourced by bars.sh).

# run_i3 NAME CONFIG — i3 (and its i3bar) with CONFIG; checks the bar like Polybar's.
run_i3() {
  local name=$1 cfg=$2 log=$art/$1.log
  i3 -C -c "$cfg" >"$art/$name-config-check.log" 2>&1 || fail "i3 -C rejects the config: $(grep -m1 ERROR "$art/$name-config-check.log")"
  e2e_spawn "$log" i3 -c "$cfg"
  local pid=$E2E_PID strip=$art/$name-small.png
  if e2e_wait_for 20 "i3bar to draw our block" drawn x "$art/$name-full.png" 1280x40+0+0 "$strip" "$min_pixels"; then
    local small=$COUNT box
    box=$(bar_box "$art/$name-full.png")
    [ -n "$box" ] && e2e_crop "$art/$name-full.png" "$box" "$strip"
    check_strip "$name" "$strip"
    # Blocks are right-aligned: click near the right end, where our block is.
    xdotool mousemove 1230 10 click 1
    # i3blocks' left click is not a toggle (the command runs again with BLOCK_BUTTON=1), so a
    # click that i3bar dropped on a loaded machine (seen once in Debian 13) may be repeated once;
    # i3bar's own protocol toggles, so there one click must do.
    if ! e2e_wait_for 10 "the large view after a click" drawn x "$art/$name-full-large.png" 1280x40+0+0 "$art/$name-large.png" $((small * 2)) &&
      [ "$name" = i3blocks ]; then
      xdotool mousemove 1230 10 click 1
    fi
    if [ "$COUNT" -ge $((small * 2)) ] || e2e_wait_for 10 "the large view after a second click" drawn x "$art/$name-full-large.png" 1280x40+0+0 "$art/$name-large.png" $((small * 2)); then
      [ -n "$box" ] && e2e_crop "$art/$name-full-large.png" "$box" "$art/$name-large.png"
      stack "$art/$name.png" "$strip" "$art/$name-large.png"
    else
      fail "a click did not switch to the large view ($small → $COUNT pixels)"
    fi
  else
    fail "block not drawn ($COUNT pixels of $colour)"
  fi
  e2e_stop "$pid"
  grep_log "$log" 'ERROR|could not|parse error|invalid|^solverv-status: '
}
