# shellcheck shell=bash disable=SC2034,SC2154  # variables shared with bars.sh, which sources this file
# The helpers every bar's checks share (sourced by bars.sh, after lib.sh). They use what bars.sh
# sets: root, art (artifacts), work (scratch), args_text/sed_args (SOLVERV_E2E_ARGS as text and
# for sed), colour (the season's), expected_text (the small view's line).

min_pixels=100  # pixels of the season colour in the small view (measured: ~370 in DejaVu 11 pt, ~150 in Symbola)
fuzz=15%
bg=#222222  # background of every bar here (the configs' or the test style's)

failures=()
fail() { failures+=("$*"); e2e_log "  check failed: $*"; }
# finish NAME DETAIL — records the bar's result from the failures collected since begin.
begin() { failures=(); e2e_log "--- $1"; }
finish() {
  if [ ${#failures[@]} -eq 0 ]; then
    e2e_result "$1" OK "$2"
  else
    local joined
    joined=$(printf '%s; ' "${failures[@]}")
    e2e_result "$1" FAIL "${joined%; } ($2)"
  fi
}

# shot KIND OUT — a screenshot of the whole X screen (x) or sway output (wayland).
shot() {
  if [ "$1" = x ]; then import -display "$DISPLAY" -window root "$2"; else grim "$2"; fi
}
# drawn KIND FULL GEOMETRY STRIP MIN [COLOUR [FUZZ]] — screenshot, crop GEOMETRY into STRIP,
# succeed when STRIP holds at least MIN pixels of COLOUR (default: the season's, within 15%); the
# count is left in COUNT.
COUNT=0
drawn() {
  COUNT=0
  shot "$1" "$2" 2>/dev/null || return 1
  e2e_crop "$2" "$3" "$4" 2>/dev/null || return 1
  COUNT=$(e2e_count_colour "$4" "${6:-$colour}" "${7:-$fuzz}")
  [ "$COUNT" -ge "$5" ]
}
# check_strip NAME STRIP — the strip holds enough pixels other than the background.
check_strip() {
  local other
  other=$(e2e_count_not_colour "$2" "$bg" 8%)
  [ "$other" -ge "$min_pixels" ] || fail "$1 strip nearly blank ($other non-background pixels)"
}
# bar_box FULL — the bounding box of the bar (or window) on the otherwise empty screen, whose
# colour is taken from the bottom-left corner (black on Xvfb, grey on sway).
bar_box() {
  local screen
  screen=$(convert "$1" -format '%[pixel:p{0,h-1}]' info: 2>/dev/null) || return 0
  e2e_content_box "$1" "$screen"
}
# stack OUT IMAGE… — images one above the other, 4 px apart.
stack() {
  local out=$1
  shift
  convert "$@" -background '#000000' -splice 0x4 -append -chop 0x4 +repage "$out"
}
# grep_log FILE REGEX — fails the bar when FILE has lines matching REGEX (shown in the log).
grep_log() {
  local hits
  hits=$(grep -E -i -- "$2" "$1" || true)
  if [ -n "$hits" ]; then
    fail "$(basename "$1") has errors: $(printf '%s' "$hits" | head -3 | tr '\n' ' ')"
  fi
}
