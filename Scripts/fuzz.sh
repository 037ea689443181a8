#!/usr/bin/env bash
# The fuzz suite with a random seed and more cases, for humans: random command lines against
# solverv-status (every subcommand: status, config get/set/words, compare, wait --print…) and
# random D-Bus calls against solverv-daemon on a private bus (SetSettings, Compare, SearchPlaces…)
# — the same code `swift test` runs with a fixed seed, Tests/FuzzTests. Prints the seed first,
# every distinct failure with a reproduction, and one summary line; exits non-zero when
# anything failed.
#
#   Scripts/fuzz.sh [--seed N] [--cli-count N] [--dbus-count N] [--only INDEX]
#   Scripts/fuzz.sh --cli-count 3000 --dbus-count 1000     # the issue-8 and issue-17 acceptance run
set -euo pipefail
cd "$(dirname "$0")/.."

seed=$(( (RANDOM << 30) ^ (RANDOM << 15) ^ RANDOM ))
cli=3000
dbus=1000
only=""
while [ $# -gt 0 ]; do
  case "$1" in
    --seed) seed=$2; shift 2 ;;
    --seed=*) seed=${1#*=}; shift ;;
    --cli-count) cli=$2; shift 2 ;;
    --cli-count=*) cli=${1#*=}; shift ;;
    --dbus-count) dbus=$2; shift 2 ;;
    --dbus-count=*) dbus=${1#*=}; shift ;;
    --only) only=$2; shift 2 ;;
    --only=*) only=${1#*=}; shift ;;
    -h|--help) sed -n '2,10p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "fuzz.sh: unknown argument '$1': use --seed N, --cli-count N, --dbus-count N, --only INDEX" >&2; exit 64 ;;
  esac
done
for value in "$seed" "$cli" "$dbus" ${only:+"$only"}; do
  case "$value" in
    ''|*[!0-9]*|????????????????????*) echo "fuzz.sh: '$value' is not a whole number below 10^19" >&2; exit 64 ;;
  esac
done

echo "fuzz: seed $seed (${only:+only case $only of }$cli CLI vectors, $dbus D-Bus calls)" >&2
swift build --build-tests >&2
log=$(mktemp /tmp/solverv-fuzz-log.XXXXXX)
trap 'rm -f "$log"' EXIT
status=0
env SOLVERV_FUZZ_SEED="$seed" SOLVERV_FUZZ_CLI="$cli" SOLVERV_FUZZ_DBUS="$dbus" ${only:+SOLVERV_FUZZ_ONLY="$only"} \
  swift test --skip-build --filter FuzzTests 2>&1 | tee "$log" || status=$?

# One line for both halves, from the lines each test prints.
count() {
  local value
  value=$(sed -n "s/^$1: seed .*[:,] \([0-9][0-9]*\) $2\b.*/\1/p" "$log" | head -n 1)
  echo "${value:-0}"
}
crashes=$(( $(count fuzz-cli crashes) + $(count fuzz-dbus crashes) ))
hangs=$(( $(count fuzz-cli hangs) + $(count fuzz-dbus hangs) ))
undocumented=$(( $(count fuzz-cli 'undocumented exits') + $(count fuzz-dbus 'undocumented answers') ))
silent=$(count fuzz-cli 'silent failures')
bars=$(count fuzz-cli 'bar modules hidden')
damage=$(( $(count fuzz-cli 'files damaged') + $(count fuzz-dbus 'files damaged') ))
service=$(count fuzz-dbus 'service failures')
messages=$(( $(count fuzz-cli 'messages not one line') + $(count fuzz-dbus 'messages not one line') ))
refused=$(( $(count fuzz-cli 'valid inputs refused') + $(count fuzz-dbus 'valid inputs refused') ))
if ! grep -q '^fuzz-cli: seed' "$log" || ! grep -q '^fuzz-dbus: seed' "$log"; then
  echo "fuzz: a half did not report (see the output above)" >&2
  status=1
fi
cases="$cli CLI vectors, $dbus D-Bus calls"
[ -n "$only" ] && cases="CLI vector and D-Bus call $only"
echo "fuzz: seed $seed, $cases: $crashes crashes, $hangs hangs," \
  "$undocumented undocumented exits, $silent silent failures ($bars bar modules hidden," \
  "$damage files damaged, $service D-Bus service failures; undocumented exits include D-Bus errors)," \
  "$messages messages not one line, $refused valid inputs refused"
exit "$status"
