#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The applet's test fixtures are what the real `solverv-status --format view` (and `compare`,
# `config schema`) prints, never
# hand-written: this writes them (tests/fixtures/NAME.json), or with --check compares the
# committed ones with what the CLI prints now (validate.sh runs that, so they cannot drift).
# SOLVERV_STATUS names the binary (default: the repository's debug build).
set -uo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
status="${SOLVERV_STATUS:-$(cd "$here/../../.." && pwd)/.build/debug/solverv-status}"
[ -x "$status" ] || [ -n "${SOLVERV_STATUS:-}" ] || status="$(command -v solverv-status || echo "$status")"
[ -x "$status" ] || { echo "make-fixtures: $status is missing (swift build, or set SOLVERV_STATUS)" >&2; exit 2; }
check=0; [ "${1:-}" = "--check" ] && check=1
config="$(mktemp -d)"; trap 'rm -rf "$config"' EXIT
mkdir -p "$config/solverv"
mkdir -p "$here/fixtures"
bad=0

# fixture NAME LANGUAGE TZ ARGS...: one view, with `language = LANGUAGE` in a config of its own.
fixture() {
  local name="$1" language="$2" zone="$3"; shift 3
  printf 'language = "%s"\n' "$language" >"$config/solverv/config.toml"
  local out; out="$(XDG_CONFIG_HOME="$config" TZ="$zone" "$status" --format view "$@")" || { echo "make-fixtures: $name failed" >&2; bad=1; return; }
  if [ "$check" = 1 ]; then
    [ "$out" = "$(cat "$here/fixtures/$name.json" 2>/dev/null)" ] || { echo "fixtures/$name.json differs from the CLI's view (run tests/make-fixtures.sh)" >&2; bad=1; }
  else
    printf '%s\n' "$out" >"$here/fixtures/$name.json"
  fi
}
fixture default-utc en UTC --at 2026-11-22T18:00
fixture oslo-evening en Europe/Oslo --at 2026-11-22T17:00 --lat 59.9139 --lon 10.7522 --tz Europe/Oslo --name Oslo
fixture oslo-evening-nb nb Europe/Oslo --at 2026-11-22T17:00 --lat 59.9139 --lon 10.7522 --tz Europe/Oslo --name Oslo
fixture kathmandu en UTC --at 2026-03-19T23:50 --lat 27.7172 --lon 85.324 --tz Asia/Kathmandu --name Kathmandu
fixture midnight-sun-longyearbyen en UTC --at 2026-06-10T23:30 --lat 78.2232 --lon 15.6267 --tz Arctic/Longyearbyen --name Longyearbyen
fixture polar-night-tromso-nb nb UTC --at 2026-12-10T12:00 --lat 69.6492 --lon 18.9553 --tz Europe/Oslo --name Tromsø
fixture sydney-june en UTC --at 2026-06-10T18:00 --lat -33.8688 --lon 151.2093 --tz Australia/Sydney --name Sydney
# other NAME WHAT OUT: a non-view answer written to (or checked against) fixtures/NAME.json.
other() {
  if [ "$check" = 1 ]; then
    [ "$3" = "$(cat "$here/fixtures/$1.json" 2>/dev/null)" ] || { echo "fixtures/$1.json differs from the CLI's $2 (run tests/make-fixtures.sh)" >&2; bad=1; }
  else
    printf '%s\n' "$3" >"$here/fixtures/$1.json"
  fi
}
# The "Compare with…" answer: `compare --format json` for Oslo on Nov 23, 2026 → Jun 21, 2027.
printf '' >"$config/solverv/config.toml"
out="$(XDG_CONFIG_HOME="$config" TZ=UTC "$status" compare 2027-06-21 --format json --at 2026-11-23T12:00 --lat 59.9139 --lon 10.7522 --tz Europe/Oslo)" || { echo "make-fixtures: compare failed" >&2; bad=1; }
other compare-oslo compare "$out"
# The settings page's lists: `config schema` in German and Swedish.
for language in de sv; do
  out="$(XDG_CONFIG_HOME="$config" "$status" config schema --lang "$language")" || { echo "make-fixtures: config schema failed" >&2; bad=1; }
  other "schema-$language" "config schema" "$out"
done
exit "$bad"
