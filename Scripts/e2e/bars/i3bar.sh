# shellcheck shell=bash disable=SC2034,SC2154  # variables shared with bars.sh, which sources this file
# i3 + i3bar on Xvfb with contrib/sway/i3-config (sourced by bars.sh; run_i3 is in i3.sh).

test_i3bar() {
  begin i3bar
  local cfg=$work/i3-config
  {
    echo '# i3 config file (v4)'
    echo 'font pango:DejaVu Sans 11'  # i3 needs one outside the bar block; yours has it
    sed -E "s|^([[:space:]]*status_command solverv-status .*)$|\\1 $sed_args|" "$root/contrib/sway/i3-config"
  } >"$cfg"
  grep -qF -- "--format i3bar --watch $args_text" "$cfg" || fail "could not add the arguments to status_command"
  run_i3 i3bar "$cfg"
  [ -f "$art/i3bar.png" ] && e2e_publish sway "$art/i3bar.png" screenshot-i3bar.png
  finish i3bar "artifacts/e2e/i3bar.png"
}
