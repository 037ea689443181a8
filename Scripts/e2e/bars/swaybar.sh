# shellcheck shell=bash disable=SC2034,SC2154  # variables shared with bars.sh, which sources this file
# swaybar under headless sway with contrib/sway/config (sourced by bars.sh).

test_swaybar() {
  begin swaybar
  local log=$art/swaybar.log
  # The status_command swaybar gets from sway: its header and first blocks are valid i3bar JSON.
  local command
  command=$(swaymsg -t get_bar_config solverv | python3 -c 'import json,sys; print(json.load(sys.stdin)["status_command"])') ||
    fail "sway has no bar 'solverv'"
  sh -c "$command" </dev/null 2>&1 | head -3 >"$art/swaybar-protocol.txt" || true
  python3 - "$art/swaybar-protocol.txt" "$colour" <<'PY' || fail "status_command's i3bar protocol output is wrong (see swaybar-protocol.txt)"
import json, sys
lines = open(sys.argv[1], encoding="utf-8").read().splitlines()
header = json.loads(lines[0])
assert header["version"] == 1 and header["click_events"] is True, "header"
assert lines[1].strip() == "[", "stream start"
blocks = json.loads(lines[2].lstrip(","))
ours = [b for b in blocks if b.get("name") == "solverv"]
assert ours and ours[0]["full_text"] and ours[0]["color"].upper() == sys.argv[2].upper(), "block"
PY
  e2e_spawn "$log" swaybar -b solverv
  local pid=$E2E_PID strip=$art/swaybar.png
  if e2e_wait_for 20 "swaybar to draw our block" drawn wayland "$art/swaybar-full.png" 1280x40+0+0 "$strip" "$min_pixels"; then
    local box
    box=$(bar_box "$art/swaybar-full.png")
    [ -n "$box" ] && e2e_crop "$art/swaybar-full.png" "$box" "$strip"
    check_strip swaybar "$strip"
  else
    fail "block not drawn ($COUNT pixels of $colour)"
  fi
  e2e_stop "$pid"
  grep_log "$log" 'failed to parse|\[ERROR\] \[swaybar/(status_line|i3bar)|^solverv-status: '
  [ -f "$strip" ] && e2e_publish sway "$strip"
  finish swaybar "artifacts/e2e/swaybar.png (no click test: a headless seat has no pointer)"
}
