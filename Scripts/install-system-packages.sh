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
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
