# shellcheck shell=bash disable=SC2034,SC2154  # variables shared with bars.sh, which sources this file
# i3blocks with contrib/i3blocks/config, alone and under i3bar on Xvfb (sourced by bars.sh;
# run_i3 is in i3.sh).

test_i3blocks() {
  begin i3blocks
  local blocks=$work/i3blocks.conf cfg=$work/i3blocks-i3-config
  sed -E "s|^(command=solverv-status .*)$|\\1 $sed_args|" "$root/contrib/i3blocks/config" >"$blocks"
  grep -qF -- "$args_text" "$blocks" || fail "could not add the arguments to command"
  # The block's command as i3blocks runs it: three lines, exit 0.
  local command out status=0
  command=$(sed -n 's/^command=//p' "$blocks")
  out=$(BLOCK_BUTTON='' sh -c "$command") || status=$?
  [ "$status" = 0 ] || fail "command exited with $status"
  [ "$(printf '%s\n' "$out" | sed -n 1p)" = "$expected_text" ] || fail "full text is '$(printf '%s\n' "$out" | sed -n 1p)'"
  [ "$(printf '%s\n' "$out" | sed -n 3p)" = "$colour" ] || fail "colour line is '$(printf '%s\n' "$out" | sed -n 3p)'"
  printf '%s\n' "$out" >"$art/i3blocks-command.txt"
  # i3blocks itself: its i3bar JSON carries our block.
  e2e_spawn "$art/i3blocks-stream.log" i3blocks -c "$blocks"
  local pid=$E2E_PID
  e2e_wait_for 15 "i3blocks to print our block" grep -q '"name":"solverv"' "$art/i3blocks-stream.log" ||
    fail "i3blocks printed no solverv block"
  grep -qF "\"color\":\"$colour\"" "$art/i3blocks-stream.log" || fail "i3blocks' block lacks color $colour"
  e2e_stop "$pid"
  # And under i3bar, with a real click (BLOCK_BUTTON=1 → large view).
  cat >"$cfg" <<EOF
# i3 config file (v4)
font pango:DejaVu Sans 11
bar {
    position top
    status_command i3blocks -c $blocks
    colors {
        background $bg
        statusline #dddddd
    }
}
EOF
  run_i3 i3blocks "$cfg"
  [ -f "$art/i3blocks.png" ] && e2e_publish i3blocks "$art/i3blocks.png"
  finish i3blocks "artifacts/e2e/i3blocks.png"
}
