# shellcheck shell=bash disable=SC2034,SC2154  # variables shared with bars.sh, which sources this file
# Waybar under headless sway with contrib/waybar/config.jsonc and style.css (sourced by bars.sh).

# check_waybar_json COMMAND — one line of the command's output is the JSON Waybar expects.
check_waybar_json() {
  local out
  out=$(sh -c "$1" | head -1) || true
  printf '%s\n' "$out" >>"$art/waybar-json.txt"
  python3 - "$out" <<'PY' || fail "not the JSON Waybar expects from: $1"
import json, re, sys
d = json.loads(sys.argv[1])
assert isinstance(d["text"], str) and d["text"], "text"
assert d["alt"] in ("march_equinox", "june_solstice", "september_equinox", "december_solstice"), "alt"
assert isinstance(d["tooltip"], str), "tooltip"
assert isinstance(d["class"], list) and set(d["class"]) & {"spring", "summer", "autumn", "winter"}, "class"
assert isinstance(d["percentage"], int) and 0 <= d["percentage"] <= 100, "percentage"
# Pango markup: a raw & or < would make the label vanish.
for key in ("text", "tooltip"):
    assert not re.search(r"&(?!amp;|lt;|gt;|quot;|apos;|#)", d[key]), key + " has a raw &"
PY
}

# waybar_configs NAME ARGS_FOR_SED — two copies of the shipped config with the arguments added to
# the exec lines (before --format in the --watch module's, where step 4 of contrib/waybar's README
# invites a --location and where `pkill -f` clicks once missed it; after it in the interval
# module's): $work/NAME-top.jsonc as shipped (custom/solverv, top) and
# $work/NAME-bottom.jsonc showing custom/solverv-interval in a bottom bar. They run as two Waybar
# processes: Waybar 0.9.17 can hang an interval module for good when another module of the same
# process starts a long-running command at the same moment (its command pipes lack
# close-on-exec; fixed in 0.9.18), and the test should not depend on that race.
waybar_configs() {
  local watch="s|^([[:space:]]*\"exec\": \"solverv-status) (--format waybar --watch)\"|\\1 $2 \\2\"|"
  local adjust="s|^([[:space:]]*\"exec\": \"solverv-status [^\"]*)\"|\\1 $2\"|"
  sed -E -e "$watch" -e t -e "$adjust" "$root/contrib/waybar/config.jsonc" >"$work/$1-top.jsonc"
  sed -E -e "$watch" -e t -e "$adjust" -e 's|"position": "top"|"position": "bottom"|' \
    -e 's|"modules-right": \["custom/solverv"\]|"modules-right": ["custom/solverv-interval"]|' \
    "$root/contrib/waybar/config.jsonc" >"$work/$1-bottom.jsonc"
}

# waybar_run NAME COLOUR FUZZ MIN — starts both Waybars (pids in WAYBAR_PIDS) and waits until the
# top bar (custom/solverv) and the bottom bar (custom/solverv-interval) each hold MIN pixels of
# COLOUR; leaves $art/NAME-top.png and $art/NAME-bottom.png.
waybar_run() {
  local name=$1 want_colour=$2 want_fuzz=$3 min=$4 ok=0
  e2e_spawn "$art/$name-top.log" waybar -c "$work/$name-top.jsonc" -s "$work/waybar.css" -l info
  WAYBAR_PIDS=("$E2E_PID")
  e2e_spawn "$art/$name-bottom.log" waybar -c "$work/$name-bottom.jsonc" -s "$work/waybar.css" -l info
  WAYBAR_PIDS+=("$E2E_PID")
  if e2e_wait_for 20 "$name: custom/solverv drawn" drawn wayland "$art/$name-full.png" 1280x30+0+0 "$art/$name-top.png" "$min" "$want_colour" "$want_fuzz"; then
    TOP_COUNT=$COUNT
  else
    fail "$name: custom/solverv not drawn ($COUNT pixels of $want_colour)"
    ok=1
  fi
  e2e_wait_for 20 "$name: custom/solverv-interval drawn" drawn wayland "$art/$name-full.png" 1280x30+0+170 "$art/$name-bottom.png" "$min" "$want_colour" "$want_fuzz" ||
    { fail "$name: custom/solverv-interval not drawn ($COUNT pixels of $want_colour)"; ok=1; }
  return $ok
}
# waybar_stop NAME [REGEX] — stops both Waybars; their logs must not match REGEX (default: any
# Waybar error about a custom module, or a message from solverv-status).
waybar_stop() {
  local pid regex=${2:-'\[error\].*solverv|\[(error|warning)\] custom/|^solverv-status: '}
  for pid in "${WAYBAR_PIDS[@]}"; do e2e_stop "$pid"; done
  grep_log "$art/$1-top.log" "$regex"
  grep_log "$art/$1-bottom.log" "$regex"
}

test_waybar() {
  begin waybar
  local css=$work/waybar.css
  waybar_configs waybar "$sed_args"
  grep -qF -- "solverv-status $args_text --format waybar --watch\"" "$work/waybar-top.jsonc" &&
    grep -qF -- "{countdown}' $args_text\"" "$work/waybar-bottom.jsonc" ||
    fail "could not add the arguments to the exec lines"
  {
    printf '* { font-family: "DejaVu Sans", sans-serif; font-size: 14px; border: none; border-radius: 0; min-height: 0; }\n'
    printf 'window#waybar { background-color: %s; color: #dddddd; }\n' "$bg"
    cat "$root/contrib/waybar/style.css"
  } >"$css"
  # The commands Waybar runs give valid JSON.
  : >"$art/waybar-json.txt"
  local exec
  while IFS= read -r exec; do
    check_waybar_json "$exec"
  done < <(sed -n -E 's|^[[:space:]]*"exec": "(.*)",?$|\1|p' "$work/waybar-top.jsonc")

  if waybar_run waybar "$colour" "$fuzz" "$min_pixels"; then
    check_strip "waybar custom/solverv" "$art/waybar-top.png"
    check_strip "waybar custom/solverv-interval" "$art/waybar-bottom.png"
    local small=$TOP_COUNT click
    # No pointer on a headless seat: run the module's on-click command as Waybar would
    # (`solverv-status toggle --format waybar`, reaching the --watch started with --location first).
    click=$(sed -n -E '/"custom\/solverv": \{/,/^[[:space:]]*\},?$/s|^[[:space:]]*"on-click": "(.*)",?$|\1|p' "$work/waybar-top.jsonc")
    if [ -z "$click" ]; then
      fail "no on-click in custom/solverv"
    else
      sh -c "$click" || fail "on-click command failed: $click"
      if e2e_wait_for 10 "the large view after on-click" drawn wayland "$art/waybar-full-large.png" 1280x30+0+0 "$art/waybar-large.png" $((small * 2)); then
        stack "$art/waybar.png" "$art/waybar-top.png" "$art/waybar-large.png" "$art/waybar-bottom.png"
        # on-click-right: `toggle --format waybar --refresh` reaches the watcher (exit 0, no pkill)
        # and refreshes without switching: the large view stays.
        local right
        right=$(sed -n -E '/"custom\/solverv": \{/,/^[[:space:]]*\},?$/s|^[[:space:]]*"on-click-right": "(.*)",?$|\1|p' "$work/waybar-top.jsonc")
        [ "$right" = "solverv-status toggle --format waybar --refresh" ] || fail "on-click-right is not toggle --refresh: $right"
        sh -c "$right" || fail "on-click-right command failed: $right"
        sleep 1
        drawn wayland "$art/waybar-full-refreshed.png" 1280x30+0+0 "$art/waybar-refreshed.png" $((small * 2)) ||
          fail "on-click-right switched the view back ($COUNT pixels)"
      else
        fail "on-click did not switch to the large view ($small → $COUNT pixels)"
      fi
    fi
  fi
  waybar_stop waybar

  # style.css's state classes, drawn by Waybar: polar night on the day of the solstice
  # (.polar-night background, .event-today), and a broken config.toml (.error).
  waybar_configs waybar-polar '--location Tromsø --at 2026-12-21T12:00'
  waybar_run waybar-polar '#1a1a40' 3% 3000 || fail "no .polar-night background in Tromsø on 2026-12-21"
  waybar_stop waybar-polar
  mkdir -p "$work/broken-config/solverv"
  printf 'not_a_key = 1\n' >"$work/broken-config/solverv/config.toml"
  waybar_configs waybar-error "$sed_args"
  XDG_CONFIG_HOME=$work/broken-config waybar_run waybar-error '#c62828' 3% 3000 ||
    fail "no .error background with a broken config.toml"
  # (solverv-status does report the broken config on standard error here.)
  waybar_stop waybar-error '\[error\].*solverv|\[(error|warning)\] custom/'
  if [ -f "$art/waybar-polar-top.png" ] && [ -f "$art/waybar-error-top.png" ]; then
    stack "$art/waybar-states.png" "$art/waybar-polar-top.png" "$art/waybar-polar-bottom.png" \
      "$art/waybar-error-top.png" "$art/waybar-error-bottom.png"
    e2e_publish waybar "$art/waybar-states.png" screenshot-states.png
  fi

  [ -f "$art/waybar.png" ] && e2e_publish waybar "$art/waybar.png"
  finish waybar "artifacts/e2e/waybar.png, waybar-states.png"
}
