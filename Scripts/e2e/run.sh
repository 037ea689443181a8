#!/usr/bin/env bash
# End-to-end run: the contrib configs in the real programs, headless, with screenshots.
#
#   Scripts/e2e/run.sh [--update-screenshots] [STAGE…]
#
# Builds the release solverv-status (or takes SOLVERV_BIN=path), puts a copy first on PATH, and
# runs the stage scripts beside this file in order (default: all of them; name some to run only
# those): bars.sh (Debian 12's bars), dbus.sh, gnome.sh, kde.sh, hooks.sh (the example theme
# hooks), install.sh, packages.py (the .deb in clean Debian 12 and 13), packaging.py (Arch,
# Fedora and Nix file lists, the RPM, the tarball's glibc floor in Debian 12, 13 and sid); then today's desktops in chroots, each on
# Debian 13 and on sid: bars_current.py / bars_sid.py (the bars; sid adds Hyprland's config
# parser and Quickshell), gnome_shell.py / gnome_shell_forky.py / gnome_shell_sid.py (GNOME Shell
# 48 / 50, Debian forky's tree / 51),
# plasma.py / plasma_sid.py (Plasma 6.3 / 6.7), plasma_bookworm.py (the Plasma 5 build of the
# applet in Debian 12's Plasma 5.27.5); geoclue.py (location = "auto" against Debian
# 13's GeoClue 2.7); portal.py / portal_sid.py (the light/dark switch through the real
# xdg-desktop-portal 1.20 / 1.22 to a real libadwaita program); debian_swift.py /
# debian_swift_sid.py (Debian's own swiftlang 6.0.3 / 6.2.3 builds a clean clone).
# By name only (about 20 minutes, too slow for the default run): debian_source.py (the Debian
# source package, debian/, built by dpkg-buildpackage with sid's swiftlang 6.2.3 in a clean sid
# chroot, tested, linted, installed, run and purged).
# A stage is NAME.sh (run with bash) or NAME.py (run with python3). Screenshots and logs go to
# artifacts/e2e/. With --update-screenshots, stages also copy their screenshots into contrib/.
# Exits non-zero when any check fails. See Scripts/e2e/README.md for the stage contract.
#
# Environment: SOLVERV_BIN (use this binary, skip the build), SOLVERV_SCRATCH_PATH (swift build
# --scratch-path, default .build), SOLVERV_E2E_ARGS (deterministic arguments, default
# "--location Oslo --at 2026-12-10T12:00"), SOLVERV_E2E_BARS (bars.sh: which bars, default all).
set -euo pipefail

root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
stages_all=(bars dbus gnome kde hooks install packages packaging bars_current bars_sid gnome_shell gnome_shell_forky gnome_shell_sid plasma plasma_sid plasma_bookworm geoclue portal portal_sid debian_swift debian_swift_sid)
update=0
stages=()
for argument in "$@"; do
  case "$argument" in
    --update-screenshots) update=1 ;;
    -h | --help) sed -n '2,/^set /p' "$0" | sed '$d' | sed 's/^# \{0,1\}//'; exit 0 ;;
    -*) echo "run.sh: unknown option $argument" >&2; exit 64 ;;
    *) stages+=("$argument") ;;
  esac
done
explicit=1
[ ${#stages[@]} -gt 0 ] || { stages=("${stages_all[@]}"); explicit=0; }

started=$SECONDS
artifacts=$root/artifacts/e2e
rm -rf "$artifacts"
mkdir -p "$artifacts"

# The binary under test.
if [ -n "${SOLVERV_BIN:-}" ]; then
  binary=$(realpath "$SOLVERV_BIN")
else
  scratch=${SOLVERV_SCRATCH_PATH:-.build}
  echo "== swift build -c release --static-swift-stdlib --product solverv-status ($scratch)" >&2
  Scripts/install-system-packages.sh
  swift build -c release --static-swift-stdlib --product solverv-status --scratch-path "$scratch" >&2
  binary=$root/$scratch/release/solverv-status
fi
[ -x "$binary" ] || { echo "run.sh: no executable at $binary" >&2; exit 1; }

# A scratch directory every user can read (sway runs as nobody when we are root).
tmp=$(mktemp -d /tmp/solverv-e2e.XXXXXX)
chmod 755 "$tmp"
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/bin" "$tmp/config"
install -m 755 "$binary" "$tmp/bin/solverv-status"

export SOLVERV_E2E_ROOT=$root
export SOLVERV_E2E_ARTIFACTS=$artifacts
export SOLVERV_E2E_TMP=$tmp
export SOLVERV_E2E_BIN_DIR=$tmp/bin
export SOLVERV_E2E_SUMMARY=$tmp/summary.tsv
export SOLVERV_E2E_UPDATE_SCREENSHOTS=$update
export SOLVERV_E2E_ARGS=${SOLVERV_E2E_ARGS:---location Oslo --at 2026-12-10T12:00}
export PATH=$tmp/bin:$PATH
# Deterministic text: English, no user config (config.toml, formats) from this machine.
export LANG=C.UTF-8
unset LC_ALL LANGUAGE LC_MESSAGES
export XDG_CONFIG_HOME=$tmp/config
: >"$SOLVERV_E2E_SUMMARY"

echo "== solverv-status under test: $binary ($("$tmp/bin/solverv-status" --version))" >&2
failed=0
for stage in "${stages[@]}"; do
  script=$root/Scripts/e2e/$stage.sh
  runner=bash
  if [ ! -f "$script" ] && [ -f "$root/Scripts/e2e/$stage.py" ]; then
    script=$root/Scripts/e2e/$stage.py
    runner=python3
  fi
  if [ ! -f "$script" ]; then
    if [ "$explicit" = 0 ] && [ "$stage" != bars ]; then
      echo "== stage $stage: no $stage.sh yet, skipped" >&2
      continue
    fi
    printf '%s\t%s\t%s\n' "$stage" FAIL "no stage script $script" >>"$SOLVERV_E2E_SUMMARY"
    failed=1
    continue
  fi
  echo "== stage $stage" >&2
  stage_start=$SECONDS
  lines_before=$(wc -l <"$SOLVERV_E2E_SUMMARY")
  status=0
  "$runner" "$script" || status=$?
  if [ "$status" != 0 ]; then
    failed=1
    if ! tail -n +"$((lines_before + 1))" "$SOLVERV_E2E_SUMMARY" | grep -q $'\tFAIL\t'; then
      printf '%s\t%s\t%s\n' "$stage" FAIL "stage exited with status $status" >>"$SOLVERV_E2E_SUMMARY"
    fi
  fi
  echo "== stage $stage: exit $status in $((SECONDS - stage_start)) s" >&2
done
grep -q $'\tFAIL\t' "$SOLVERV_E2E_SUMMARY" && failed=1

echo
echo "End-to-end summary ($((SECONDS - started)) s; artifacts in ${artifacts#"$root"/}/):"
while IFS=$'\t' read -r name result detail; do
  printf '  %-4s  %-16s %s\n' "$result" "$name" "$detail"
done <"$SOLVERV_E2E_SUMMARY"
cp "$SOLVERV_E2E_SUMMARY" "$artifacts/summary.tsv"
if [ "$failed" != 0 ]; then
  echo "FAILED" >&2
  exit 1
fi
echo "ALL OK"
