#!/bin/sh
# Installs Solverv from this unpacked archive, on any x86-64 Linux with glibc (2.35 or newer).
#
#   ./install.sh                      into ~/.local (no root needed)
#   ./install.sh --prefix /usr/local  anywhere else (sudo when the prefix is not yours)
#   ./install.sh --uninstall [--prefix DIR]   removes exactly what install put there
#
# Installed: bin/solverv-status, bin/solverv-daemon, man pages, bash/zsh/fish completions, the
# D-Bus activation file and the systemd user unit (pointing at PREFIX/bin), and contrib/, README,
# LICENSE under share/solverv. The list of what was installed is kept in
# PREFIX/share/solverv/install-manifest.txt for --uninstall.
set -eu

prefix=${HOME:?}/.local
uninstall=0
while [ $# -gt 0 ]; do
  case "$1" in
    --prefix) [ $# -ge 2 ] || { echo "install.sh: --prefix needs a directory" >&2; exit 64; }
      prefix=$2; shift 2 ;;
    --prefix=*) prefix=${1#--prefix=}; shift ;;
    --uninstall) uninstall=1; shift ;;
    -h | --help) sed -n '2,11p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "install.sh: unknown argument '$1' (allowed: --prefix DIR, --uninstall, --help)" >&2; exit 64 ;;
  esac
done
case "$prefix" in
  /*) ;;
  *) prefix=$(pwd)/$prefix ;;
esac
manifest=$prefix/share/solverv/install-manifest.txt

if [ "$uninstall" = 1 ]; then
  [ -f "$manifest" ] || { echo "install.sh: nothing to uninstall: no $manifest" >&2; exit 1; }
  # Files first, then the directories install created, deepest first, only when empty.
  list=$(cat "$manifest")
  printf '%s\n' "$list" | grep '^f ' | cut -c3- | while IFS= read -r file; do rm -f "$file"; done
  printf '%s\n' "$list" | grep '^d ' | cut -c3- | sort -r | while IFS= read -r dir; do
    rmdir "$dir" 2>/dev/null || true
  done
  echo "Uninstalled Solverv from $prefix."
  exit 0
fi

here=$(cd "$(dirname "$0")" && pwd)
files=$(mktemp)
dirs=$(mktemp)
trap 'rm -f "$files" "$dirs"' EXIT

# make_dir DIR — mkdir -p, remembering each directory it had to create.
make_dir() {
  missing=""
  dir=$1
  while [ ! -d "$dir" ]; do
    missing="$dir
$missing"
    dir=$(dirname "$dir")
  done
  mkdir -p "$1"
  printf '%s' "$missing" | while IFS= read -r created; do
    [ -n "$created" ] && printf 'd %s\n' "$created" >>"$dirs"
  done
  return 0
}

# put MODE SOURCE TARGET — copies one file and records it; the D-Bus and systemd files get
# @bindir@ filled in.
put() {
  make_dir "$(dirname "$3")"
  case "$2" in
    share/dbus-1/* | share/systemd/*) sed "s|@bindir@|$prefix/bin|g" "$here/$2" >"$3.solverv-new" ;;
    *) cp "$here/$2" "$3.solverv-new" ;;
  esac
  chmod "$1" "$3.solverv-new"
  mv -f "$3.solverv-new" "$3"
  printf 'f %s\n' "$3" >>"$files"
}

for binary in solverv-status solverv-daemon; do
  make_dir "$prefix/bin"
  cp "$here/bin/$binary" "$prefix/bin/$binary.solverv-new"
  chmod 755 "$prefix/bin/$binary.solverv-new"
  mv -f "$prefix/bin/$binary.solverv-new" "$prefix/bin/$binary"
  printf 'f %s\n' "$prefix/bin/$binary" >>"$files"
done
(cd "$here" && find share -type f) | while IFS= read -r file; do
  put 644 "$file" "$prefix/$file"
done
(cd "$here" && find contrib -type f) | while IFS= read -r file; do
  put 644 "$file" "$prefix/share/solverv/$file"
done
put 644 README.md "$prefix/share/solverv/README.md"
put 644 LICENSE "$prefix/share/solverv/LICENSE"

make_dir "$prefix/share/solverv"
printf 'f %s\n' "$manifest" >>"$files"
cat "$files" "$dirs" >"$manifest"
echo "Installed Solverv $("$prefix/bin/solverv-status" --version) to $prefix."
case ":$PATH:" in
  *":$prefix/bin:"*) ;;
  *) echo "Add $prefix/bin to your PATH." ;;
esac
echo "Start the service: systemctl --user daemon-reload && systemctl --user enable --now solverv"
