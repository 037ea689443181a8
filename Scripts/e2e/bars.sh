#!/usr/bin/env bash
# Stage "bars": each contrib/ bar config in the real program, headless, with screenshots.
#   X (Xvfb):             Polybar, conky, i3 + i3bar (contrib/sway/i3-config), i3 + i3blocks,
#                         tmux (status line, shown in an xterm)
#   Wayland (headless sway): Waybar, swaybar (contrib/sway/config)
# The shipped configs are copied with SOLVERV_E2E_ARGS appended to solverv-status's arguments
# and nothing else changed. Each bar passes when its log has no error about our module and its
# screenshot holds the text in the season's colour (counted pixels), and, where the bar can be
# clicked here, a click switches to the large view (many more coloured pixels).
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

# ---------------------------------------------------------------- X11 ---
start_xvfb() {
  rm -f "$work/xvfb.display"
  setsid Xvfb -displayfd 3 -screen 0 1280x400x24 -nolisten tcp -noreset \
    3>"$work/xvfb.display" </dev/null >"$art/xvfb.log" 2>&1 &
  E2E_PIDS+=("$!")
  XVFB_PID=$!
  e2e_wait_for 20 "Xvfb" grep -q '^[0-9]' "$work/xvfb.display" || return 1
  DISPLAY=":$(head -1 "$work/xvfb.display")"
  export DISPLAY
  # A login's runtime directory (0700, as logind makes it): where each --watch records its PID
  # for `solverv-status toggle` (Polybar's clicks).
  mkdir -p "$work/x11-runtime" && chmod 700 "$work/x11-runtime"
  export XDG_RUNTIME_DIR=$work/x11-runtime
  e2e_wait_for 10 "X display $DISPLAY" xdpyinfo
  e2e_log "Xvfb on $DISPLAY"
}

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

# ------------------------------------------------------------ Wayland ---
start_sway() {
  local runtime=$work/run cfg=$work/sway.conf
  mkdir -p "$runtime"
  chmod 700 "$runtime"
  local run_as=()
  if [ "$(id -u)" = 0 ]; then
    # sway refuses to run as root.
    chown 65534:65534 "$runtime"
    run_as=(setpriv --reuid=65534 --regid=65534 --clear-groups)
  fi
  {
    echo 'xwayland disable'
    echo 'output * resolution 1280x200'
    # contrib/sway/config, with an id for `swaybar -b`, swaybar_command /bin/true (sway 1.7 runs
    # swaybar_command without a shell, so we start swaybar ourselves) and the arguments.
    sed -E -e "s|^([[:space:]]*status_command solverv-status .*)$|\\1 $sed_args|" \
      -e 's|^bar \{$|bar {\n    id solverv\n    swaybar_command /bin/true|' "$root/contrib/sway/config"
  } >"$cfg"
  chmod 644 "$cfg"
  grep -qF -- "--format i3bar --watch $args_text" "$cfg" ||
    { SWAY_ERROR="could not add the arguments to status_command in contrib/sway/config"; return 1; }
  e2e_spawn "$art/sway.log" env -i PATH="$PATH" HOME="$runtime" LANG=C.UTF-8 XDG_RUNTIME_DIR="$runtime" \
    WLR_BACKENDS=headless WLR_LIBINPUT_NO_DEVICES=1 WLR_RENDERER=pixman "${run_as[@]}" sway -c "$cfg"
  SWAY_PID=$E2E_PID
  sway_ready() {
    local sock
    sock=$(ls "$runtime"/sway-ipc.*.sock 2>/dev/null | head -1)
    [ -n "$sock" ] && ls "$runtime"/wayland-[0-9] >/dev/null 2>&1 || return 1
    SWAYSOCK=$sock swaymsg -t get_outputs >/dev/null 2>&1
  }
  e2e_wait_for 30 "sway" sway_ready || { SWAY_ERROR="headless sway did not start (artifacts/e2e/sway.log)"; return 1; }
  export XDG_RUNTIME_DIR=$runtime
  WAYLAND_DISPLAY=$(basename "$(ls "$runtime"/wayland-[0-9] | head -1)")
  SWAYSOCK=$(ls "$runtime"/sway-ipc.*.sock | head -1)
  export WAYLAND_DISPLAY SWAYSOCK
  e2e_log "sway on $WAYLAND_DISPLAY"
  start_session_bus
}

# start_session_bus — a private session bus for the Wayland bars when there is none: Waybar 0.12
# connects to it at start-up (GTK's application and portal code) and, finding no bus and no
# dbus-launch, logs one [error] and exits; Waybar 0.9.17 drew without one.
start_session_bus() {
  [ -z "${DBUS_SESSION_BUS_ADDRESS:-}" ] && command -v dbus-daemon >/dev/null 2>&1 || return 0
  e2e_spawn "$art/session-bus.log" dbus-daemon --session --nofork --address "unix:path=$work/session-bus"
  BUS_PID=$E2E_PID
  if e2e_wait_for 10 "the session bus" test -S "$work/session-bus"; then
    export DBUS_SESSION_BUS_ADDRESS=unix:path=$work/session-bus
  fi
}

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
