#!/usr/bin/env bash
# e2e stage: `make install` into a DESTDIR, as a packager would, then `make uninstall`. The
# installed binaries must run without a Swift runtime on the library path, every file the README
# promises must be there (completions that parse, a man page that renders, start-up files with
# the real bindir), and uninstall must leave nothing behind.
set -euo pipefail
source "$(dirname "$0")/lib.sh"
cd "$SOLVERV_E2E_ROOT"
Scripts/install-system-packages.sh make man-db bash-completion >&2

dest=$SOLVERV_E2E_TMP/destdir
prefix=/usr/local
log=$SOLVERV_E2E_ARTIFACTS/install
mkdir -p "$log"
fail=0
check() {  # NAME DETAIL COMMAND…
  local name=$1 detail=$2
  shift 2
  if "$@"; then e2e_result "$name" OK "$detail"; else e2e_result "$name" FAIL "$detail"; fail=1; fi
}

if ! make install DESTDIR="$dest" PREFIX="$prefix" >"$log/make-install.log" 2>&1; then
  e2e_result "install" FAIL "make install failed (see install/make-install.log)"
  exit 1
fi
find "$dest" -type f | sed "s|^$dest||" | sort >"$log/installed.txt"

expected_files() {
  local missing=0 file
  for file in bin/solverv-status bin/solverv-daemon share/man/man1/solverv-status.1 share/man/man1/solverv-daemon.1 \
    share/bash-completion/completions/solverv-status share/zsh/site-functions/_solverv-status \
    share/fish/vendor_completions.d/solverv-status.fish \
    share/dbus-1/services/io.github.solverv.Solverv1.service share/systemd/user/solverv.service \
    share/xdg-desktop-portal/portals/solverv.portal share/solverv/places.txt \
    share/solverv/README.md share/solverv/contrib/waybar/config.jsonc \
    share/solverv/contrib/gnome/solverv@solverv.github.io/extension.js \
    share/solverv/contrib/kde/io.github.solverv.plasmoid/metadata.json; do
    [ -f "$dest$prefix/$file" ] || { echo "missing: $prefix/$file" >&2; missing=1; }
  done
  return $missing
}
check "install-files" "binaries, 2 man pages, 3 completions, D-Bus + systemd files, places file, contrib" expected_files

# Issue 20, item 8: the installed binary finds the places file beside its bin/.
towns() { "$dest$prefix/bin/solverv-status" locate Drøbak 2>&1 | grep -q "Drøbak, Akershus, NO"; }
check "install-towns" "the installed binary reads share/solverv/places.txt (locate Drøbak)" towns

# No Swift runtime needed: nothing from the toolchain in the dynamic dependencies.
no_swift_runtime() {
  local binary
  for binary in solverv-status solverv-daemon; do
    ldd "$dest$prefix/bin/$binary" >"$log/ldd-$binary.txt" 2>&1 || true
    if grep -qiE 'swift|not found' "$log/ldd-$binary.txt"; then return 1; fi
  done
  env -i PATH=/usr/bin:/bin "$dest$prefix/bin/solverv-status" --location Oslo --at 2026-12-10 >"$log/run.txt" &&
    grep -q "solstice" "$log/run.txt"
}
check "install-static" "installed binaries run with no Swift runtime (ldd, env -i)" no_swift_runtime

start_files_filled_in() {
  grep -qx "Exec=$prefix/bin/solverv-status daemon" "$dest$prefix/share/dbus-1/services/io.github.solverv.Solverv1.service" &&
    grep -qx "ExecStart=$prefix/bin/solverv-status daemon" "$dest$prefix/share/systemd/user/solverv.service" &&
    ! grep -rq '@bindir@' "$dest$prefix/share/dbus-1" "$dest$prefix/share/systemd"
}
check "install-start-files" "D-Bus and systemd files point at $prefix/bin" start_files_filled_in

completions_and_man() {
  bash -n "$dest$prefix/share/bash-completion/completions/solverv-status" &&
    grep -q 'complete' "$dest$prefix/share/bash-completion/completions/solverv-status" &&
    grep -q '#compdef solverv-status' "$dest$prefix/share/zsh/site-functions/_solverv-status" &&
    grep -q "complete -c 'solverv-status'" "$dest$prefix/share/fish/vendor_completions.d/solverv-status.fish" &&
    MANWIDTH=80 man -l "$dest$prefix/share/man/man1/solverv-status.1" >"$log/man.txt" 2>"$log/man.err" &&
    grep -q -- '--format' "$log/man.txt" && ! [ -s "$log/man.err" ] &&
    MANWIDTH=80 man -l "$dest$prefix/share/man/man1/solverv-daemon.1" >"$log/man-daemon.txt" 2>"$log/man-daemon.err" &&
    grep -q -- '--replace' "$log/man-daemon.txt" && ! [ -s "$log/man-daemon.err" ]
}
check "install-docs" "bash completion parses; zsh/fish headers; both man pages render" completions_and_man

if ! make uninstall DESTDIR="$dest" PREFIX="$prefix" >"$log/make-uninstall.log" 2>&1; then
  e2e_result "uninstall" FAIL "make uninstall failed (see install/make-uninstall.log)"
  exit 1
fi
nothing_left() {
  find "$dest" -type f -o -type l >"$log/left-after-uninstall.txt"
  ! [ -s "$log/left-after-uninstall.txt" ]
}
check "uninstall" "make uninstall removes every installed file" nothing_left

# The release tarball's install.sh (its own checks and results).
"$(dirname "$0")/install_tarball.sh" || fail=1
exit "$fail"
