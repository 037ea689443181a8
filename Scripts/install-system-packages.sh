#!/usr/bin/env bash
# Installs the Debian/Ubuntu packages Solverv needs, only those missing, through apt-get
# (with sudo when not root). Usage: install-system-packages.sh [PACKAGE…] (default: the build set).
set -euo pipefail

packages=("$@")
if [ ${#packages[@]} -eq 0 ]; then
  # tzdata: zones; gcc: the benchmark baseline; libdbus-1-dev: the daemon; dbus, dbus-bin,
  # libglib2.0-bin (gdbus), systemd (busctl), python3-dbus, python3-gi: the D-Bus tests and fakes;
  # bash-completion, zsh, fish: the shell-completion tests ask the real shells.
  packages=(tzdata gcc pkg-config libdbus-1-dev dbus dbus-bin libglib2.0-bin systemd python3-dbus python3-gi
    bash-completion zsh fish)
fi

missing=()
for package in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
[ ${#missing[@]} -eq 0 ] && exit 0

sudo=""
if [ "$(id -u)" != 0 ]; then sudo="sudo"; fi
echo "Installing system packages: ${missing[*]}" >&2
export DEBIAN_FRONTEND=noninteractive
# Another apt or dpkg (unattended-upgrades, a second CI job) may hold the dpkg and list locks:
# apt waits for them up to SOLVERV_APT_LOCK_WAIT seconds (default 300) instead of failing at
# once. (apt-get update's list lock waits under the same option since apt 2.1.)
wait=${SOLVERV_APT_LOCK_WAIT:-300}
case $wait in
  '' | *[!0-9]*) echo "install-system-packages.sh: SOLVERV_APT_LOCK_WAIT is '$wait'; allowed: whole seconds (e.g. 300)" >&2; exit 64 ;;
esac
$sudo apt-get -o DPkg::Lock::Timeout="$wait" update -qq
$sudo apt-get -o DPkg::Lock::Timeout="$wait" install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
