#!/usr/bin/env bash
# The whole test suite: unit, accuracy and CLI tests (swift-testing, against the real binary and
# ../shared/reference), then the reference figures through ../shared/tools/check-accuracy on
# the release build, then the end-to-end run of the contrib configs in the real bars, the D-Bus
# service, the GNOME module and the KDE applet (Scripts/e2e/run.sh, the same as `make e2e`).
# Installs the system packages it needs first.
set -euo pipefail
cd "$(dirname "$0")/.."
Scripts/install-system-packages.sh

# The release binaries first: the tests run them (`$SOLVERV_STATUS`; the daemon beside it), as
# users do, and each run costs a tenth of the debug build's — the language tests run the CLI over
# a thousand times. A plain `swift test` runs the debug binaries instead.
echo "== release build" >&2
swift build -c release --static-swift-stdlib --product solverv-status
swift build -c release --static-swift-stdlib --product solverv-daemon

echo "== swift test (against the release binaries)" >&2
swift build --build-tests
SOLVERV_STATUS="$PWD/.build/release/solverv-status" swift test

echo "== check-accuracy (release build)" >&2
python3 ../shared/tools/check-accuracy .build/release/solverv-status \
  ../shared/reference/suntimes.csv ../shared/reference/seasons.csv

echo "== e2e: contrib configs in the real programs (artifacts/e2e/)" >&2
SOLVERV_BIN=.build/release/solverv-status Scripts/e2e/run.sh
