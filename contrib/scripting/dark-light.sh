#!/bin/sh
# Dark at night, light by day: GNOME's colour scheme follows the Sun (Solverv's sun times).
#
#   dark-light.sh [--dbus] [solverv-status place options, e.g. --location Oslo]
#
# Default: `solverv-status wait` sleeps until the next sunrise or sunset (no daemon needed).
# --dbus: follow the daemon's SunPhase property instead (solverv-status daemon must run; the
# place is then the daemon's). Light while the phase is one of $LIGHT_PHASES (default "day";
# add civil_twilight to stay light until civil dusk). $THEME_COMMAND is run with
# "prefer-dark" or "prefer-light" (default: gsettings for GNOME 42+).
set -u
LIGHT_PHASES=${LIGHT_PHASES:-day}
THEME_COMMAND=${THEME_COMMAND:-"gsettings set org.gnome.desktop.interface color-scheme"}

apply() { # $1: a SunPhase
  case " $LIGHT_PHASES " in
  *" $1 "*) scheme=prefer-light ;;
  *) scheme=prefer-dark ;;
  esac
  [ "${last:-}" = "$scheme" ] && return
  last=$scheme
  $THEME_COMMAND "$scheme"
}

if [ "${1:-}" = "--dbus" ]; then
  dest=io.github.solverv.Solverv1 path=/io/github/solverv/Solverv1
  phase=$(gdbus call --session --dest $dest --object-path $path \
    --method org.freedesktop.DBus.Properties.Get $dest SunPhase) || exit 1
  apply "$(echo "$phase" | sed -n "s/.*<'\([a-z_]*\)'>.*/\1/p")"
  # Each PropertiesChanged that carries SunPhase, one line each.
  gdbus monitor --session --dest $dest --object-path $path |
    sed -un "s/.*'SunPhase': <'\([a-z_]*\)'>.*/\1/p" |
    while read -r phase; do apply "$phase"; done
  exit 1 # the monitor ended: the bus went away
fi

# wait mode: the next sunrise and sunset say whether it is day now (sunset first: day).
# Either may not come within a year (polar day or night): then the other decides.
while :; do
  rise=$(solverv-status wait sunrise --print "$@" 2>/dev/null) || rise=
  set=$(solverv-status wait sunset --print "$@" 2>/dev/null) || set=
  [ -z "$rise$set" ] && { echo "dark-light.sh: no sunrise or sunset within a year" >&2; exit 1; }
  if [ -z "$rise" ] || { [ -n "$set" ] && [ "$(date -d "$set" +%s)" -lt "$(date -d "$rise" +%s)" ]; }; then
    apply day
    solverv-status wait sunset "$@" >/dev/null || exit 1
  else
    apply night
    solverv-status wait sunrise "$@" >/dev/null || exit 1
  fi
done
