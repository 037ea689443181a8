# shellcheck shell=bash disable=SC2034,SC2154  # variables shared with bars.sh, which sources this file
# The two screens the bars draw on (sourced by bars.sh): Xvfb for the X11 bars, headless sway
# (with a private session bus) for the Wayland ones.

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
