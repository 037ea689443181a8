#!/bin/sh
# Prints the release tarball's INSTALL: what the binaries need, read from their dynamic symbol
# versions (the newest GLIBC_ and GLIBCXX_ they ask for), and which distributions meet that
# (glibc-distributions.tsv). dist.sh writes it; packaging.py checks it against the binaries.
#
#   install-notes.sh VERSION BINARY…
set -eu
[ $# -ge 2 ] || { echo "usage: install-notes.sh VERSION BINARY…" >&2; exit 64; }
version=$1
shift
here=$(dirname "$0")
newest() { objdump -T "$@" | grep -o "${prefix}[0-9][0-9.]*" | sed "s/^$prefix//" | sort -uV | tail -n 1; }
prefix=GLIBC_ glibc=$(newest "$@")
prefix=GLIBCXX_ glibcxx=$(newest "$@")
if [ -z "$glibc" ] || [ -z "$glibcxx" ]; then echo "install-notes.sh: no GLIBC_/GLIBCXX_ versions in $*" >&2; exit 1; fi

# at_least A B: A >= B as versions.
at_least() { [ "$(printf '%s\n%s\n' "$1" "$2" | sort -V | head -n 1)" = "$2" ]; }
meets=""
older=""
while IFS="$(printf '\t')" read -r name release; do
  case "$name" in '#'* | '') continue ;; esac
  if [ "$release" = rolling ]; then
    meets="$meets
- $name (rolling)"
  elif at_least "$release" "$glibc"; then
    meets="$meets
- $name: glibc $release"
  else
    older="$older
- $name: glibc $release"
  fi
done <"$here/glibc-distributions.tsv"

cat <<TEXT
Solverv $version for x86-64 Linux
=================================

Needs: glibc $glibc or newer (the binaries' newest symbol version is GLIBC_$glibc), libstdc++
and libgcc_s (GLIBCXX_$glibcxx), and for solverv-daemon libdbus-1 (Debian and Ubuntu:
libdbus-1-3; Fedora: dbus-libs; Arch: dbus). The Swift runtime is linked in; tzdata provides
the time zones.

Distributions that meet it:$meets

Too old:$older

Install into ~/.local (no root):   ./install.sh
Anywhere else:                     ./install.sh --prefix /usr/local
Remove exactly what was installed: ./install.sh --uninstall [--prefix DIR]
Then start the service:            systemctl --user daemon-reload && systemctl --user enable --now solverv

Packagers: ./layout.sh . DESTDIR /usr lays the files out as the .deb does (see
contrib/packaging/README.md).
TEXT
