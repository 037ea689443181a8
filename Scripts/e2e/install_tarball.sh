#!/usr/bin/env bash
# Part of the e2e stage "install": the release tarball's install.sh (Scripts/package/install.sh,
# issue 30 item 7) on the release tree dist.sh stages, in a HOME whose path has a space and a `|`:
# the unit and D-Bus file quote the program (systemd-analyze verify; a real private bus starts the
# daemon through the Exec line); install twice, then an upgrade that drops a file, then uninstall
# leave the home as it was; a failure part-way leaves a manifest uninstall can use; manifest lines
# outside the prefix are refused; uninstall ends the daemon and removes the unit's links; the
# README's one-liner checks SHA256SUMS in a fresh folder and refuses a changed archive.
# shellcheck disable=SC2317  # the checks are called through check()
set -euo pipefail
source "$(dirname "$0")/lib.sh"
cd "$SOLVERV_E2E_ROOT"
log=$SOLVERV_E2E_ARTIFACTS/install/tarball
mkdir -p "$log"
fail=0
check() {  # NAME DETAIL COMMAND…
  local name=$1 detail=$2
  shift 2
  if "$@" >>"$log/checks.log" 2>&1; then e2e_result "$name" OK "$detail"; else e2e_result "$name" FAIL "$detail (install/tarball/checks.log)"; fail=1; fi
}
trap e2e_cleanup EXIT

tree=$(Scripts/package/dist.sh --stage .build/release .build/dist 2>"$log/dist.log" | tail -n 1)
[ -x "$tree/install.sh" ] || { e2e_result "tarball-install" FAIL "dist.sh --stage made no tree (install/tarball/dist.log)"; exit 1; }
work=$SOLVERV_E2E_TMP/tarball
home="$work/my home|x"
mkdir -p "$home"
listing() { (cd "$1" && find . -mindepth 1 -printf '%y %p\n' | LC_ALL=C sort); }
listing "$home" >"$log/home-before.txt"
mkdir -p "$work/tmp"
as_home() { env -i PATH=/usr/bin:/bin HOME="$home" TMPDIR="$work/tmp" LANG=C.UTF-8 "$@"; }
prefix="$home/.local"
manifest="$prefix/share/solverv/install-manifest.txt"
unit="$prefix/share/systemd/user/solverv.service"
service="$prefix/share/dbus-1/services/io.github.solverv.Solverv1.service"
same_home() { listing "$home" >"$log/home-now.txt" && diff -u "$log/home-before.txt" "$log/home-now.txt"; }

quoted() {
  as_home "$tree/install.sh" >"$log/install-1.txt" &&
    grep -qxF "ExecStart=\"$prefix/bin/solverv-status\" daemon" "$unit" &&
    grep -qxF "Exec='$prefix/bin/solverv-status' daemon" "$service" &&
    ! grep -rq '@bindir@' "$prefix/share/systemd" "$prefix/share/dbus-1" &&
    systemd-analyze verify --man=no "$unit" >"$log/systemd-analyze.txt" 2>&1 && ! [ -s "$log/systemd-analyze.txt" ]
}
check "tarball-quoted" "HOME with a space and a |: install.sh runs, ExecStart and Exec quote the program, systemd-analyze verify is clean" quoted

# A daemon left by a failed check is ended with the stage.
e2e_on_cleanup 'for pid in $(daemon_pids); do kill -KILL "$pid"; done'
# The D-Bus Exec line, word-split by dbus-daemon itself: a private bus whose service folder is the
# installed one starts the daemon on the first call.
bus=$work/bus
e2e_bus_config "$work/bus.conf" "$bus" "$prefix/share/dbus-1/services"
mkdir -p "$work/config/solverv"
printf '[location]\ncity = "Oslo"\n[notifications]\nenabled = false\n' >"$work/config/solverv/config.toml"
XDG_CONFIG_HOME=$work/config e2e_spawn "$log/dbus-daemon.log" dbus-daemon --config-file="$work/bus.conf" --nofork
e2e_wait_for 10 "the private bus" test -S "$bus" || true
daemon_pids() {
  local proc
  for proc in /proc/[0-9]*; do
    # After an upgrade replaced the binary, the running one reads "… (deleted)".
    case "$(readlink "$proc/exe" 2>/dev/null)" in
      "$prefix/bin/solverv-"status* | "$prefix/bin/solverv-"daemon*) echo "${proc#/proc/}" ;;
    esac
  done
  return 0
}
activated() {
  busctl --address="unix:path=$bus" get-property io.github.solverv.Solverv1 /io/github/solverv/Solverv1 \
    io.github.solverv.Solverv1 LocationName >"$log/activation.txt" 2>&1 && grep -q '"Oslo"' "$log/activation.txt" &&
    [ -n "$(daemon_pids)" ]
}
check "tarball-dbus-exec" "a private dbus-daemon starts $prefix/bin/solverv-status through the installed Exec line" activated

twice() { as_home "$tree/install.sh" >"$log/install-2.txt" && grep -qxF "f $manifest" "$manifest" && grep -qxF "d $prefix" "$manifest"; }
check "tarball-reinstall" "a second install keeps the folders in the one manifest" twice

# An upgrade whose release dropped a file (and its folder) and added one (a row in its layout.sh's
# list of installed files, as a release adds a file).
upgrade() {
  local newer=$work/newer dropped
  rm -rf "$newer" && cp -a "$tree" "$newer"
  dropped=$(cd "$newer" && find contrib -mindepth 2 -type f | LC_ALL=C sort | head -n 1)
  rm -rf "${newer:?}/$(dirname "$dropped")"
  echo new >"$newer/share/solverv/added.txt"
  sed -i "/^FILES='\$/a solverv 644 file - share/solverv/added.txt = -" "$newer/layout.sh"
  local listed
  listed=$(sh "$newer/layout.sh" --files local "$newer" solverv) &&
    grep -qx "644 file share/solverv/added.txt share/solverv/added.txt" <<<"$listed" || return 1
  as_home "$newer/install.sh" >"$log/install-upgrade.txt" &&
    ! [ -e "$prefix/share/solverv/$dropped" ] && ! [ -e "$prefix/share/solverv/$(dirname "$dropped")" ] &&
    ! grep -qF "$dropped" "$manifest" && [ -f "$prefix/share/solverv/added.txt" ] &&
    grep -qxF "f $prefix/share/solverv/added.txt" "$manifest"
}
check "tarball-upgrade" "an upgrade removes a file (and folder) the newer release dropped and lists the new one" upgrade

# Uninstall: refuses a manifest line outside the prefix (nothing removed), then with the unit
# enabled (the link `systemctl --user enable` makes: no user manager runs here) and the daemon
# running, removes everything, ends the daemon, removes the link.
outside() {
  local victim=$work/victim
  echo keep >"$victim"
  cp "$manifest" "$work/manifest.good"
  printf 'f %s\n' "$victim" >>"$manifest"
  local status=0
  as_home "$tree/install.sh" --uninstall >"$log/uninstall-outside.txt" 2>&1 || status=$?
  cp "$work/manifest.good" "$manifest"
  printf 'f %s/../victim\n' "$prefix" >>"$manifest"
  local dotdot=0
  as_home "$tree/install.sh" --uninstall >>"$log/uninstall-outside.txt" 2>&1 || dotdot=$?
  cp "$work/manifest.good" "$manifest"
  [ "$status" = 65 ] && [ "$dotdot" = 65 ] && [ -f "$victim" ] && [ -x "$prefix/bin/solverv-status" ] &&
    grep -q "outside the prefix" "$log/uninstall-outside.txt" && grep -q "'.', '..' or empty part" "$log/uninstall-outside.txt"
}
check "tarball-manifest-refused" "--uninstall refuses a manifest line outside the prefix or with '..' (exit 65, nothing removed)" outside

# Consent for the login service: without a terminal and without --service no link is made;
# --service makes the link `systemctl --user enable` makes (no user manager runs here).
wants="$home/.config/systemd/user/default.target.wants"
consent() {
  ! [ -e "$home/.config" ] || { echo "a link or folder was made without consent"; return 1; }
  as_home "$tree/install.sh" --no-service >"$log/install-no-service.txt" && ! [ -e "$home/.config" ] &&
    as_home "$tree/install.sh" --service >"$log/install-service.txt" &&
    [ "$(readlink "$wants/solverv.service")" = "$unit" ] && grep -q "starts at each login" "$log/install-service.txt"
}
check "tarball-service-consent" "no login link without consent (no terminal, --no-service); --service links the unit into default.target.wants" consent

uninstall() {
  [ -n "$(daemon_pids)" ] || { echo "no daemon running before uninstall"; return 1; }
  as_home "$tree/install.sh" --uninstall >"$log/uninstall.txt" 2>&1 || return 1
  e2e_wait_for 5 "the daemon to end" test -z "$(daemon_pids)" || return 1
  ! [ -e "$wants/solverv.service" ] && ! [ -L "$wants/solverv.service" ] && ! [ -e "$home/.config" ] && same_home
}
check "tarball-uninstall" "install, reinstall, upgrade, --service, --uninstall: the daemon ended, the login link and the folders made for it gone, the home exactly as before" uninstall

# A failure part-way: a plain file where a folder must go. The manifest then lists what is there,
# and --uninstall restores the home (but for the blocking file, which was not the install's).
partway() {
  mkdir -p "$prefix/share/solverv" && echo blocker >"$prefix/share/solverv/contrib"
  listing "$home" >"$log/home-before-partway.txt"
  if as_home "$tree/install.sh" >"$log/install-partway.txt" 2>&1; then echo "install succeeded"; return 1; fi
  grep -q "stopped part-way" "$log/install-partway.txt" && [ -x "$prefix/bin/solverv-status" ] &&
    grep -qxF "f $prefix/bin/solverv-status" "$manifest" || return 1
  as_home "$tree/install.sh" --uninstall >"$log/uninstall-partway.txt" 2>&1 &&
    listing "$home" >"$log/home-after-partway.txt" &&
    diff -u "$log/home-before-partway.txt" "$log/home-after-partway.txt" &&
    rm -r "$prefix" && same_home
}
check "tarball-partway" "a failure part-way leaves a manifest; --uninstall then restores the home" partway

# The README's one-liner, with the release URL pointed at a local folder holding the archive and
# SHA256SUMS: it installs from a fresh folder; with a changed archive it installs nothing.
one_liner() {
  local release=$work/release command
  mkdir -p "$release"
  tar --sort=name -C "$(dirname "$tree")" -czf "$release/solverv-x86_64-linux.tar.gz" "$(basename "$tree")"
  (cd "$release" && sha256sum solverv-x86_64-linux.tar.gz >SHA256SUMS)
  command=$(awk '/^```sh$/ {on=1; block=""; next} on && /^```$/ {on=0; if (block ~ /SHA256SUMS/ && block ~ /install.sh/) print block; next} on {block = block $0 "\n"}' README.md)
  [ -n "$command" ] || { echo "no one-liner in README.md"; return 1; }
  command=${command//https:\/\/github.com\/solverv\/solverv\/releases\/latest\/download/file:\/\/$release}
  as_home bash -euc "$command" >"$log/one-liner.txt" 2>&1 && "$prefix/bin/solverv-status" --version >/dev/null &&
    as_home "$tree/install.sh" --uninstall >/dev/null && same_home || return 1
  echo changed >>"$release/solverv-x86_64-linux.tar.gz"
  if as_home bash -euc "$command" >"$log/one-liner-changed.txt" 2>&1; then echo "a changed archive installed"; return 1; fi
  grep -q "FAILED" "$log/one-liner-changed.txt" && same_home
}
check "tarball-one-liner" "the README's one-liner: fresh folder, sha256sum -c SHA256SUMS, install; a changed archive installs nothing" one_liner
exit "$fail"
