#!/bin/sh
# Solverv hook: the wallpaper. Picture: $XDG_CONFIG_HOME/solverv/wallpaper-dark.* (or
# wallpaper-light.*; any image swaybg reads), or WALLPAPER_DARK / WALLPAPER_LIGHT; mode
# WALLPAPER_MODE (default fill). Under sway it asks sway (`swaymsg output * bg`), which runs
# swaybg itself; elsewhere (niri, Hyprland, river…) it starts a new swaybg outside the hook's
# process group and then ends the one it started last time (its PID is kept in
# $XDG_RUNTIME_DIR/solverv-swaybg.pid), so the screen is never bare.
set -u
name="swaybg.sh"
config=${XDG_CONFIG_HOME:-$HOME/.config}/solverv
case ${SOLVERV_THEME:-} in
dark) picture=${WALLPAPER_DARK:-} ;;
light) picture=${WALLPAPER_LIGHT:-} ;;
*) echo "$name: SOLVERV_THEME must be dark or light, not '${SOLVERV_THEME:-}'" >&2; exit 64 ;;
esac
if [ -z "$picture" ]; then
  for candidate in "$config/wallpaper-$SOLVERV_THEME".*; do
    [ -f "$candidate" ] && picture=$candidate && break
  done
fi
if [ -z "$picture" ] || [ ! -f "$picture" ]; then
  echo "$name: no wallpaper for $SOLVERV_THEME ($config/wallpaper-$SOLVERV_THEME.*); nothing to do" >&2
  exit 0
fi
mode=${WALLPAPER_MODE:-fill}
if [ -n "${SWAYSOCK:-}" ] && command -v swaymsg >/dev/null 2>&1; then
  exec swaymsg output '*' bg "$picture" "$mode" >/dev/null
fi
if ! command -v swaybg >/dev/null 2>&1; then
  echo "$name: swaybg is not installed; nothing to do" >&2
  exit 0
fi
if [ -z "${WAYLAND_DISPLAY:-}" ]; then
  echo "$name: no Wayland session (WAYLAND_DISPLAY is empty); nothing to do" >&2
  exit 0
fi
pidfile=${XDG_RUNTIME_DIR:-/tmp}/solverv-swaybg.pid
old=$(cat "$pidfile" 2>/dev/null) || old=
setsid swaybg -i "$picture" -m "$mode" </dev/null >/dev/null 2>&1 &
new=$!
sleep 0.5 # the new picture is up before the old one goes
if ! kill -0 "$new" 2>/dev/null; then
  echo "$name: swaybg -i $picture ended at once; the old wallpaper stays" >&2
  exit 1
fi
echo "$new" >"$pidfile"
# Only our own swaybg from last time: its command line must still be swaybg's.
if [ -n "$old" ] && grep -q swaybg "/proc/$old/cmdline" 2>/dev/null; then
  kill "$old"
fi
