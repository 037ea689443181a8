# shellcheck shell=bash disable=SC2034,SC2154  # variables shared with bars.sh, which sources this file
# tmux with contrib/tmux/solverv.tmux.conf, shown in an xterm on Xvfb (sourced by bars.sh).

test_tmux() {
  begin tmux
  local cfg=$work/tmux.conf sock=$work/tmux.sock outer=$work/tmux-outer.sock
  sed -E "s|#\\(solverv-status ([^)]*)\\)|#(solverv-status \\1 $sed_args)|" "$root/contrib/tmux/solverv.tmux.conf" >"$cfg"
  grep -qF -- "$args_text)" "$cfg" || fail "could not add the arguments to status-right"
  # The server under test, and a second tmux whose pane shows a client of it, so that
  # capture-pane can read the status line as text. SHELL: tmux runs panes with it, and a system
  # user's login shell may be nologin (the window is named after it, too).
  export SHELL=/bin/sh
  e2e_on_cleanup "tmux -S '$outer' kill-server; tmux -S '$sock' kill-server"
  tmux -S "$sock" -u -f "$cfg" new-session -d -x 100 -y 10 -n e2e \
    "printf 'tmux with contrib/tmux/solverv.tmux.conf\\n'; exec sleep 600" >"$art/tmux.log" 2>&1 || fail "tmux did not start"
  tmux -S "$outer" -u -f /dev/null new-session -d -x 100 -y 10 "tmux -S '$sock' -u attach" >>"$art/tmux.log" 2>&1 || fail "outer tmux did not start"
  status_line() { tmux -S "$outer" capture-pane -p | tail -1 | tee "$art/tmux-status.txt" | grep -qF -- "$expected_text"; }
  e2e_wait_for 15 "tmux's status line to show our text" status_line ||
    fail "status line is '$(cat "$art/tmux-status.txt" 2>/dev/null)', expected it to contain '$expected_text'"
  grep -qE 'solstice|equinox' "$art/tmux-status.txt" || fail "no solstice/equinox in the status line"
  # A picture of it: an xterm attached to the same server.
  e2e_spawn "$art/tmux-xterm.log" xterm -geometry 100x10+0+0 -fa 'DejaVu Sans Mono' -fs 11 \
    -bg '#1e1e1e' -fg '#dddddd' -e tmux -S "$sock" -u attach
  local pid=$E2E_PID
  # tmux's default status style is black on green (xterm's #00cd00; tmux 3.8 draws it yellow-green,
  # #9acd32): wait for the green bar with our text in it.
  tmux_drawn() {
    shot x "$art/tmux-full.png" || return 1
    # The widest box of either green is the bar: tmux 3.8 also draws a small #00cd00 block at
    # the bar's right end, which must not be taken for it.
    local box="" green="" candidate colour
    for colour in '#00cd00' '#9acd32'; do
      candidate=$(e2e_colour_box "$art/tmux-full.png" "$colour" 10%)
      [ -n "$candidate" ] || continue
      if [ -z "$box" ] || [ "${candidate%%x*}" -gt "${box%%x*}" ]; then
        box=$candidate
        green=$colour
      fi
    done
    [ -n "$box" ] || return 1
    local w=${box%%x*} rest=${box#*x}
    local h=${rest%%+*} xy=${rest#*+}
    local x=${xy%%+*} y=${xy#*+}
    # The right half of the status bar, where status-right is.
    e2e_crop "$art/tmux-full.png" "$((w / 2))x${h}+$((x + w / 2))+$y" "$work/tmux-right.png"
    COUNT=$(e2e_count_not_colour "$work/tmux-right.png" "$green" 20%)
    [ "$COUNT" -ge "$min_pixels" ]
  }
  if e2e_wait_for 15 "xterm to show tmux's status line" tmux_drawn; then
    local box
    box=$(bar_box "$art/tmux-full.png")
    [ -n "$box" ] && e2e_crop "$art/tmux-full.png" "$box" "$art/tmux.png"
  else
    fail "the status line in the xterm holds no text ($COUNT pixels)"
  fi
  e2e_stop "$pid"
  tmux -S "$outer" kill-server 2>/dev/null || true
  tmux -S "$sock" kill-server 2>/dev/null || true
  [ -f "$art/tmux.png" ] && e2e_publish tmux "$art/tmux.png"
  finish tmux "artifacts/e2e/tmux.png"
}
