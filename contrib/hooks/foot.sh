#!/bin/sh
# Solverv hook: foot's colours. foot 1.23.1 and newer switch a running terminal on a signal:
# SIGUSR1 to the [colors] section of foot.ini, SIGUSR2 to [colors2]. By default [colors] is the
# dark theme and [colors2] the light one (FOOT_DARK_SIGNAL=USR2 if yours are the other way round).
# Older foot ends on these signals, so it is left alone (new windows keep foot.ini's colours).
set -u
name="foot.sh"
dark=${FOOT_DARK_SIGNAL:-USR1}
case $dark in USR1) light=USR2 ;; USR2) light=USR1 ;; *) echo "$name: FOOT_DARK_SIGNAL must be USR1 or USR2" >&2; exit 64 ;; esac
case ${SOLVERV_THEME:-} in
dark) signal=$dark ;;
light) signal=$light ;;
*) echo "$name: SOLVERV_THEME must be dark or light, not '${SOLVERV_THEME:-}'" >&2; exit 64 ;;
esac
if ! command -v foot >/dev/null 2>&1; then
  echo "$name: foot is not installed; nothing to do" >&2
  exit 0
fi
# "foot version: 1.23.1 +pgo …"
version=$(foot --version | sed -n 's/^foot version: \([0-9]*\)\.\([0-9]*\)\.\([0-9]*\).*/\1 \2 \3/p')
# shellcheck disable=SC2086 # two or three numbers, split on purpose
set -- $version
if [ $((${1:-0} * 10000 + ${2:-0} * 100 + ${3:-0})) -lt 12301 ]; then
  echo "$name: foot ${1:-?}.${2:-?}.${3:-?} cannot switch colours while running (1.23.1 can); nothing to do" >&2
  exit 0
fi
# foot servers (footclient windows) and stand-alone foot windows.
pkill -"$signal" -u "$(id -u)" -x foot || true
