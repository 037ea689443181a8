# shellcheck shell=bash disable=SC2034,SC2154  # variables shared with bars.sh, which sources this file
# conky on Xvfb with contrib/conky/conky.conf (sourced by bars.sh).

test_conky() {
  begin conky
  local cfg=$work/conky.conf log=$art/conky.log
  sed -E "s|\\\$\\{execpi ([0-9]+) solverv-status ([^}]*)\\}|\${execpi \\1 solverv-status \\2 $sed_args}|" \
    "$root/contrib/conky/conky.conf" >"$cfg"
  grep -qF "solverv-status --format conky --size large $args_text}" "$cfg" || fail "could not add the arguments to execpi"
  e2e_spawn "$log" conky -c "$cfg"
  local pid=$E2E_PID
  if e2e_wait_for 20 "conky to draw" drawn x "$art/conky-full.png" 1280x400+0+0 "$work/conky-strip.png" "$min_pixels"; then
    local box
    box=$(bar_box "$art/conky-full.png")
    if [ -n "$box" ]; then
      e2e_crop "$art/conky-full.png" "$box" "$art/conky.png"
      check_strip conky "$art/conky.png"
      # The large view is 13 lines; an unescaped # (a comment in conky text) or a cut buffer
      # would shorten it.
      local height=${box#*x}
      height=${height%%+*}
      [ "$height" -ge 230 ] || fail "the window is only $height px tall: the large view is cut"
    else
      fail "no conky window found"
    fi
  else
    fail "text not drawn ($COUNT pixels of $colour)"
  fi
  e2e_stop "$pid"
  grep_log "$log" "error|unknown|invalid|can't|cannot|fail|warn|^solverv-status: "
  [ -f "$art/conky.png" ] && e2e_publish conky "$art/conky.png"
  finish conky "artifacts/e2e/conky.png"
}
