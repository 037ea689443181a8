#!/usr/bin/env bash
# The main job: install what is needed, build the release binary (Swift runtime linked in
# statically, so it runs without a Swift installation) and run it. Arguments go to
# solverv-status; without any, it prints the status line (the large size) and this year's events.
# Without `swift` on PATH it first installs the distribution's swiftlang (Scripts/install-swift.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
command -v swift >/dev/null 2>&1 || Scripts/install-swift.sh
Scripts/install-system-packages.sh
swift build -c release --static-swift-stdlib --product solverv-status >&2
binary=.build/release/solverv-status
if [ $# -gt 0 ]; then
  exec "$binary" "$@"
fi
"$binary" --size large
echo
"$binary" events --format text
# A machine with no place configured (a UTC server: "Equator at UTC") shows a guess: say, in one
# line, how to set the real place.
if [ -n "$("$binary" --template '[{default_location}guess]' 2>/dev/null)" ]; then
  echo "Place: $("$binary" --template '{location}') is a guess (none configured). Set yours: $binary config set location.city \"Your City\"" >&2
fi
