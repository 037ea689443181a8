#!/bin/sh
# Solverv hook: kitty's colours. Copies $XDG_CONFIG_HOME/kitty/solverv-dark.conf (or
# solverv-light.conf) to solverv-theme.conf, which your kitty.conf includes
# (`include solverv-theme.conf`), then asks every running kitty of yours to reload its config
# (SIGUSR1, kitty 0.24 and newer; older ones would end on it, so they are left alone).
# kitty 0.38+ can instead follow the desktop's colour scheme by itself (dark-theme.auto.conf,
# light-theme.auto.conf), which Solverv's portal serves: then this hook is not needed.
set -u
name="kitty.sh"
case ${SOLVERV_THEME:-} in
dark | light) ;;
*) echo "$name: SOLVERV_THEME must be dark or light, not '${SOLVERV_THEME:-}'" >&2; exit 64 ;;
esac
if ! command -v kitty >/dev/null 2>&1; then
  echo "$name: kitty is not installed; nothing to do" >&2
  exit 0
fi
dir=${XDG_CONFIG_HOME:-$HOME/.config}/kitty
source=$dir/solverv-$SOLVERV_THEME.conf
if [ ! -f "$source" ]; then
  echo "$name: no $source; nothing to do" >&2
  exit 0
fi
cp "$source" "$dir/solverv-theme.conf.new" && mv "$dir/solverv-theme.conf.new" "$dir/solverv-theme.conf" || exit 1
version=$(kitty --version | sed -n 's/^kitty \([0-9]*\)\.\([0-9]*\).*/\1 \2/p')
# shellcheck disable=SC2086 # two or three numbers, split on purpose
set -- $version
if [ "${1:-0}" -eq 0 ] && [ "${2:-0}" -lt 24 ]; then
  echo "$name: kitty ${1:-?}.${2:-?} cannot reload its config on a signal; new windows get the colours" >&2
  exit 0
fi
pkill -USR1 -u "$(id -u)" -x kitty || true
