#!/usr/bin/env bash
# Puts a Swift compiler on a machine that has none, for Scripts/run.sh: the distribution's own
# `swiftlang` (Debian 13, Ubuntu 25.10 and later) through apt-get (with sudo when not root), plus
# the C start files and C++ library it links against, which swiftlang does not pull in (without
# them: "cannot find Scrt1.o", "cannot find -lstdc++"). Where apt offers no swiftlang 6, it says
# in one paragraph how to get Swift or Solverv's package instead, and exits 1.
set -euo pipefail
command -v swift >/dev/null 2>&1 && exit 0

no_swift() {
  cat >&2 <<'EOF'
Solverv is built with Swift 6, but this machine has no `swift` command and its package manager
offers no `swiftlang` 6 package. Either install Swift 6.0 or later and run this again — on Debian 13
or Ubuntu 25.10 and later `sudo apt install swiftlang libc6-dev libstdc++-14-dev` (the
libstdc++-N-dev of your GCC), elsewhere the toolchain from https://www.swift.org/install/linux/
with its usr/bin on PATH — or skip building and install Solverv's .deb package or its
x86_64-linux archive as the README's "Install" section says.
EOF
  exit 1
}

command -v apt-get >/dev/null 2>&1 || no_swift
sudo=""
if [ "$(id -u)" != 0 ]; then sudo="sudo"; fi

# The major version of the swiftlang apt would install, empty when there is none.
swiftlang_major() {
  apt-cache policy swiftlang 2>/dev/null | awk '$1 == "Candidate:" && $2 != "(none)" { split($2, v, /[.:-]/); print (index($2, ":") ? v[2] : v[1]) }'
}
major=$(swiftlang_major)
if [ -z "$major" ]; then
  # A fresh system (container, chroot) may not have read its package lists yet.
  $sudo apt-get update -qq >&2 || true
  major=$(swiftlang_major)
fi
[ -n "$major" ] && [ "$major" -ge 6 ] || no_swift

# The libstdc++-N-dev of the installed C++ runtime: the newest GCC, which is the one clang uses.
gcc_major=$(dpkg-query -W -f='${Version}' libstdc++6 2>/dev/null | sed 's/^[0-9]*://; s/[.].*//')
cxx=g++
if [ -n "$gcc_major" ] && apt-cache policy "libstdc++-$gcc_major-dev" 2>/dev/null | grep -q 'Candidate: [0-9]'; then
  cxx=libstdc++-$gcc_major-dev
fi

echo "Installing Swift from the distribution: swiftlang libc6-dev $cxx" >&2
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get install -y -qq --no-install-recommends swiftlang libc6-dev "$cxx" >/dev/null
hash -r
swift --version >&2
