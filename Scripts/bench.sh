#!/usr/bin/env bash
# Release-mode benchmarks (see BENCHMARKS.md). The binaries are statically linked, as installed.
set -euo pipefail
cd "$(dirname "$0")/.."
Scripts/install-system-packages.sh
swift build -c release --static-swift-stdlib --product solverv-status >&2
swift build -c release --static-swift-stdlib --product solverv-daemon >&2
swift build -c release --static-swift-stdlib --product solverv-bench >&2
exec .build/release/solverv-bench "$@"
