#!/bin/sh
# Solverv hook: Waybar's style. Copies $XDG_CONFIG_HOME/waybar/solverv-dark.css (or
# solverv-light.css) to solverv-theme.css, which your style.css imports first
# (`@import "solverv-theme.css";`), then makes every running Waybar of yours reload its config
# and style (SIGUSR2). (Solverv's own module also gets the classes `dark`/`light`.)
set -u
name="waybar.sh"
case ${SOLVERV_THEME:-} in
dark | light) ;;
*) echo "$name: SOLVERV_THEME must be dark or light, not '${SOLVERV_THEME:-}'" >&2; exit 64 ;;
esac
if ! command -v waybar >/dev/null 2>&1; then
  echo "$name: waybar is not installed; nothing to do" >&2
  exit 0
fi
dir=${XDG_CONFIG_HOME:-$HOME/.config}/waybar
source=$dir/solverv-$SOLVERV_THEME.css
if [ ! -f "$source" ]; then
  echo "$name: no $source; nothing to do" >&2
  exit 0
fi
cp "$source" "$dir/solverv-theme.css.new" && mv "$dir/solverv-theme.css.new" "$dir/solverv-theme.css" || exit 1
pkill -USR2 -u "$(id -u)" -x waybar || true
