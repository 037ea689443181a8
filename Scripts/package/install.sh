#!/bin/sh
# Installs Solverv from this unpacked archive, on any x86-64 Linux with glibc (2.35 or newer).
#
#   ./install.sh                      into ~/.local (no root needed)
#   ./install.sh --prefix /usr/local  anywhere else (sudo when the prefix is not yours)
#   ./install.sh --uninstall [--prefix DIR]   stops the service, removes exactly what install put there
#   ./install.sh --service | --no-service     start the user service at each login, or not
#                                     (default: asked when run at a terminal, else not)
#
# Installed (layout.sh's list of files): bin/solverv-status, bin/solverv-daemon, man pages,
# completions, the D-Bus activation file and systemd user unit (pointing at PREFIX/bin), contrib/,
# README, LICENSE under share/solverv. Every file and folder install put there is listed in
# PREFIX/share/solverv/install-manifest.txt for --uninstall and the next install (an upgrade).
set -eu

prefix=${HOME:?}/.local
uninstall=0
service=ask
while [ $# -gt 0 ]; do
  case "$1" in
    --prefix) [ $# -ge 2 ] || { echo "install.sh: --prefix needs a directory" >&2; exit 64; }
      prefix=$2; shift 2 ;;
    --prefix=*) prefix=${1#--prefix=}; shift ;;
    --uninstall) uninstall=1; shift ;;
    --service) service=yes; shift ;;
    --no-service) service=no; shift ;;
    -h | --help) sed -n '2,13p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "install.sh: unknown argument '$1' (allowed: --prefix DIR, --uninstall, --service, --no-service, --help)" >&2; exit 64 ;;
  esac
done
case "$prefix" in
  '') echo "install.sh: --prefix is empty (allowed: a directory)" >&2; exit 64 ;;
  /*) ;;
  *) prefix=$(pwd)/$prefix ;;
esac
# The manifest holds one path a line: a prefix with a line break could not be listed in it.
case "$prefix" in
  *'
'*) echo "install.sh: the prefix '$prefix' has a line break (allowed: a directory without one)" >&2; exit 64 ;;
esac
while [ "$prefix" != / ] && [ "${prefix%/}" != "$prefix" ]; do prefix=${prefix%/}; done
manifest=$prefix/share/solverv/install-manifest.txt
unit=$prefix/share/systemd/user/solverv.service
# The login link --service makes, and the folders it had to create for it (outside the prefix,
# so not in the manifest): --uninstall removes those that are empty again.
wants=${XDG_CONFIG_HOME:-$HOME/.config}/systemd/user/default.target.wants
service_folders=$prefix/share/solverv/service-folders.txt

# check_manifest FILE — every line is "f PATH" or "d PATH" with PATH inside the prefix and no
# "." or ".." part; otherwise names the line and exits before anything is removed.
check_manifest() {
  number=0
  while IFS= read -r line || [ -n "$line" ]; do
    number=$((number + 1))
    path=${line#[fd] }
    case "$line" in
      'f '* | 'd '*) ;;
      *) echo "install.sh: $1:$number: '$line' is not 'f PATH' or 'd PATH'; nothing removed" >&2; exit 65 ;;
    esac
    case "$line" in
      "d $prefix") continue ;; # the prefix itself, when install created it
    esac
    case "$path" in
      "$prefix"/?*) ;;
      *) echo "install.sh: $1:$number: '$path' is outside the prefix $prefix; nothing removed" >&2; exit 65 ;;
    esac
    case "/${path#"$prefix"/}/" in
      */../* | */./* | *//*) echo "install.sh: $1:$number: '$path' has a '.', '..' or empty part; nothing removed" >&2; exit 65 ;;
    esac
  done <"$1"
}

# remove_listed FILE [KEEP] — deletes the files FILE lists (but those KEEP lists), then its
# folders deepest first when they are empty.
remove_listed() {
  # Read from a copy: the manifest lists itself.
  listed=$(mktemp)
  cp "$1" "$listed"
  grep '^f ' "$listed" | cut -c3- | while IFS= read -r file; do
    if [ -n "${2:-}" ] && grep -qxF "f $file" "$2"; then continue; fi
    rm -f "$file"
  done
  grep '^d ' "$listed" | cut -c3- | sort -r | while IFS= read -r dir; do
    rmdir "$dir" 2>/dev/null || true
  done
  rm -f "$listed"
}

# stop_service — the user unit stopped and disabled, its links gone, and a daemon started from
# this prefix without systemd (D-Bus activation) ended.
stop_service() {
  if command -v systemctl >/dev/null 2>&1 && systemctl --user show-environment >/dev/null 2>&1; then
    systemctl --user disable --now solverv.service >/dev/null 2>&1 || true
  fi
  # Links `systemctl enable` made, whether or not a user manager runs now.
  for link in "${XDG_CONFIG_HOME:-$HOME/.config}"/systemd/user/*.wants/solverv.service; do
    if ! [ -L "$link" ] || [ "$(readlink "$link")" != "$unit" ]; then continue; fi
    rm -f "$link"
    rmdir "$(dirname "$link")" 2>/dev/null || true
  done
  if [ -f "$service_folders" ]; then
    sort -r "$service_folders" | while IFS= read -r dir; do rmdir "$dir" 2>/dev/null || true; done
    rm -f "$service_folders"
  fi
  for process in /proc/[0-9]*; do
    # `solverv-status daemon` runs solverv-daemon; after an upgrade the old one reads "… (deleted)".
    case "$(readlink "$process/exe" 2>/dev/null)" in
      "$prefix/bin/solverv-"status* | "$prefix/bin/solverv-"daemon*) kill "${process#/proc/}" 2>/dev/null || true ;;
    esac
  done
  if command -v systemctl >/dev/null 2>&1 && systemctl --user show-environment >/dev/null 2>&1; then
    systemctl --user daemon-reload >/dev/null 2>&1 || true
  fi
}

if [ "$uninstall" = 1 ]; then
  [ -f "$manifest" ] || { echo "install.sh: nothing to uninstall: no $manifest" >&2; exit 1; }
  check_manifest "$manifest"
  stop_service
  remove_listed "$manifest"
  echo "Uninstalled Solverv from $prefix."
  exit 0
fi

here=$(cd "$(dirname "$0")" && pwd)
previous=$(mktemp)
wanted=$(mktemp)
finished=0
# A failure part-way leaves the manifest listing everything put there so far (and what an
# earlier install put there), so --uninstall still removes it all.
cleanup() {
  rm -f "$previous" "$wanted" "$manifest.solverv-new"
  if [ "$finished" = 0 ] && [ -f "$manifest" ]; then
    grep '^f ' "$manifest" | cut -c3- | while IFS= read -r file; do rm -f "$file.solverv-new"; done
    echo "install.sh: the install stopped part-way; $manifest lists what is there: '$0 --uninstall --prefix $prefix' removes it" >&2
  fi
}
trap cleanup EXIT
trap 'exit 1' HUP INT TERM

if [ -f "$manifest" ]; then
  check_manifest "$manifest"
  cp "$manifest" "$previous"
fi

# make_dir DIR — mkdir -p, listing each folder it creates in the manifest first.
make_dir() {
  missing=""
  dir=$1
  while [ ! -d "$dir" ]; do
    missing="$dir
$missing"
    dir=$(dirname "$dir")
  done
  [ -n "$missing" ] || return 0
  [ ! -d "$prefix/share/solverv" ] || printf '%s' "$missing" | while IFS= read -r created; do
    [ -z "$created" ] || printf 'd %s\n' "$created" >>"$manifest"
  done
  mkdir -p "$1"
  # The manifest's own folder: listed once it exists.
  [ -f "$manifest" ] || printf '%s' "$missing" | while IFS= read -r created; do
    [ -z "$created" ] || printf 'd %s\n' "$created" >>"$wanted"
  done
}

# systemd_quote PATH — one ExecStart word: in double quotes, \ and " escaped, % and $ doubled.
systemd_quote() {
  printf '"%s"' "$(printf '%s' "$1" | sed -e 's/[\\"]/\\&/g' -e 's/%/%%/g' -e 's/\$/$$/g')"
}
# dbus_quote PATH — one Exec word for D-Bus (shell rules): in single quotes, ' as '\''.
dbus_quote() {
  printf "'%s'" "$(printf '%s' "$1" | sed "s/'/'\\\\''/g")"
}

# fill TEMPLATE PROGRAM_WORD — the template with "@bindir@/solverv-status" replaced by the quoted
# program and any other @bindir@ (comments) by the plain folder; no user data in a pattern.
fill() {
  while IFS= read -r line || [ -n "$line" ]; do
    case "$line" in
      *@bindir@/solverv-status*) line="${line%%@bindir@/solverv-status*}$2${line#*@bindir@/solverv-status}" ;;
    esac
    while :; do
      case "$line" in
        *@bindir@*) line="${line%%@bindir@*}$prefix/bin${line#*@bindir@}" ;;
        *) break ;;
      esac
    done
    printf '%s\n' "$line"
  done <"$1"
}

# put MODE SOURCE TARGET — lists TARGET in the manifest, then copies SOURCE there (through a
# temporary name, so a running program is never half-written); D-Bus and systemd files get their
# program filled in.
put() {
  make_dir "$(dirname "$3")"
  printf 'f %s\n' "$3" >>"$manifest"
  printf 'f %s\n' "$3" >>"$wanted"
  pending=$3.solverv-new
  case "$2" in
    share/dbus-1/*) fill "$here/$2" "$(dbus_quote "$prefix/bin/solverv-status")" >"$pending" ;;
    share/systemd/*) fill "$here/$2" "$(systemd_quote "$prefix/bin/solverv-status")" >"$pending" ;;
    *) cp "$here/$2" "$pending" ;;
  esac
  chmod "$1" "$pending"
  mv -f "$pending" "$3"
}

make_dir "$prefix/share/solverv"
[ -f "$manifest" ] || cp "$wanted" "$manifest"
printf 'f %s\n' "$manifest" >>"$manifest"
printf 'f %s\n' "$manifest" >>"$wanted"
# The files: layout.sh's list (the one every package uses), its LOCAL column. Listed first, so a
# bad list stops the install before anything is put.
files=$(sh "$here/layout.sh" --files local "$here" solverv)
printf '%s\n' "$files" | while read -r mode _how file target; do
  put "$mode" "$file" "$prefix/$target"
done

# Files an earlier release installed that this one does not: removed, with folders left empty.
# The folders of both stay listed while they exist.
grep '^d ' "$manifest" >>"$wanted" || true
remove_listed "$previous" "$wanted"
next=$manifest.solverv-new
{
  grep '^f ' "$wanted" | awk '!seen[$0]++'
  grep '^d ' "$wanted" | LC_ALL=C sort -u | while IFS= read -r line; do
    [ ! -d "${line#d }" ] || printf '%s\n' "$line"
  done
} >"$next"
mv -f "$next" "$manifest"
finished=1
echo "Installed Solverv $("$prefix/bin/solverv-status" --version) to $prefix."
case ":$PATH:" in
  *":$prefix/bin:"*) ;;
  *) echo "Add $prefix/bin to your PATH." ;;
esac
# The daily message needs the service running: with consent it starts at each login, as the
# .deb's and RPM's presets make it (the link `systemctl --user enable` makes, also when no user
# manager runs now, e.g. over ssh).
if [ "$service" = ask ]; then
  service=no
  if [ -t 0 ] && [ -t 1 ]; then
    printf 'Start the Solverv service at each login (the daily message, the bars'"'"' data)? [Y/n] '
    if read -r answer; then
      case $answer in '' | [Yy]*) service=yes ;; esac
    fi
  fi
fi
if [ "$service" = yes ]; then
  dir=$wants
  missing=""
  while [ ! -d "$dir" ]; do missing="$dir
$missing"; dir=$(dirname "$dir"); done
  mkdir -p "$wants"
  printf '%s' "$missing" | sed '/^$/d' >>"$service_folders"
  ln -sfn "$unit" "$wants/solverv.service"
  if command -v systemctl >/dev/null 2>&1 && systemctl --user show-environment >/dev/null 2>&1; then
    systemctl --user daemon-reload >/dev/null 2>&1 || true
    systemctl --user restart solverv.service >/dev/null 2>&1 || true
  fi
  echo "The service starts at each login ($wants/solverv.service); '$0 --uninstall' or"
  echo "'systemctl --user disable solverv' stops that."
else
  echo "Start the service: systemctl --user daemon-reload && systemctl --user enable --now solverv"
fi
