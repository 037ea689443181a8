#!/bin/sh
# The one list of Solverv's installed files (FILES below) and the script that lays them out.
# Everything that installs Solverv reads this list: dist.sh builds the release tree (the
# tarball's top folder) from its SOURCE column, `make install` and the tarball's install.sh put
# its LOCAL column under a prefix, and the .debs (deb.sh, debian/rules), the RPM (its %files come
# from --rpm-files), both Arch PKGBUILDs and the Nix derivation lay out its PACKAGE column. Adding
# an installed file is one row here; the e2e stage packaging.py compares every package's real file
# list with this one. Paths are the neutral ones (zsh's site-functions, the licence under
# share/licenses); deb.sh applies Debian's conventions on top.
#
#   layout.sh TREE DESTDIR [PREFIX [PART...]]   the PACKAGE column of TREE (a release tree) under
#                                               DESTDIR, PREFIX default /usr (Nix passes $out);
#                                               PARTs default: every part TREE has
#   layout.sh --local TREE DESTDIR PREFIX       the LOCAL column (`make install`): what the
#                                               tarball's install.sh installs, under DESTDIR
#   layout.sh --files FLAVOUR TREE [PART...]    the list for FLAVOUR (package, local or tree),
#                                               folders expanded against TREE, one file a line:
#                                               "MODE HOW FROM TO" (FROM in TREE, TO under the
#                                               prefix; for tree: both in TREE)
#   layout.sh --rows                            the list itself, comments left out
#   layout.sh --rpm-files TREE PREFIX PART      PART's %files lines (rpmbuild's %files -f): every
#                                               file, the folders named for solverv as %dir
#   layout.sh --parts TREE                      the parts TREE has, one a line
#   layout.sh --range PART TREE                 the desktop versions PART works in, "LOW BELOW":
#                                               at least LOW, below BELOW (gnome: the extension's
#                                               shell-version, e.g. "46 52"; plasma: "6.0 7";
#                                               plasma5: "5.27 6")
#   layout.sh --id PART TREE                    the folder PART installs (extension UUID, applet Id)
#
# Parts:
#   solverv   the programs, man pages, completions, D-Bus activation, systemd user unit, portal
#             file, places file, bar examples, README, the notice (LICENSE) and the licence texts (LICENSES/)
#   gnome     the GNOME Shell extension (share/gnome-shell/extensions/UUID)
#   plasma    the Plasma 6 applet (share/plasma/plasmoids/ID)
#   plasma5   the Plasma 5.27 applet, when the tree has one: the applet folder under contrib/kde*
#             whose metadata.json does not ask for Plasma 6 (X-Plasma-API-Minimum-Version)
set -eu

# PART MODE HOW SOURCE TREE LOCAL PACKAGE, one installed file or folder a row.
#   SOURCE  in the checkout (@build@: the release binaries, @generated@: the man page and
#           completions `make generated` writes); "-": made by dist.sh or found in TREE's contrib
#   TREE    in the release tree; a folder ends in "/"; @PART@ is that part's applet folder
#   LOCAL   under the prefix of `make install` and install.sh; "=": as TREE; "-": not installed
#   PACKAGE under the prefix of a distribution package; "=", "-" as LOCAL; @id@ the part's id
#   HOW     file: copied; bindir: @bindir@ becomes PREFIX/bin; sourced: packages drop the #! line
#           (bash-completion files are sourced, not run); folder: every file below; contrib:
#           likewise, and dist.sh leaves out tests/ and tools/ and assembles the Plasma 5 applet
#           (Scripts/package/plasmoid5.py); examples: the folder's own files but screenshots;
#           desktop: an applet folder without tests or screenshots; notes: INSTALL, written by
#           install-notes.sh
FILES='
solverv 755 file     @build@/solverv-status              bin/solverv-status                                       =  =
solverv 755 file     @build@/solverv-daemon              bin/solverv-daemon                                       =  =
solverv 644 file     @generated@/solverv-status.1        share/man/man1/solverv-status.1                          =  =
solverv 644 file     Scripts/package/solverv-daemon.1    share/man/man1/solverv-daemon.1                          =  =
solverv 644 sourced  @generated@/solverv-status.bash     share/bash-completion/completions/solverv-status         =  =
solverv 644 file     @generated@/_solverv-status         share/zsh/site-functions/_solverv-status                 =  =
solverv 644 file     @generated@/solverv-status.fish     share/fish/vendor_completions.d/solverv-status.fish      =  =
solverv 644 bindir   contrib/dbus/io.github.solverv.Solverv1.service share/dbus-1/services/io.github.solverv.Solverv1.service = =
solverv 644 bindir   contrib/systemd/solverv.service     share/systemd/user/solverv.service                       =  lib/systemd/user/solverv.service
solverv 644 file     contrib/portal/solverv.portal       share/xdg-desktop-portal/portals/solverv.portal          =  =
solverv 644 file     Data/places.txt                     share/solverv/places.txt                                 =  =
solverv 644 file     README.md                           README.md               share/solverv/README.md          share/doc/solverv/README.md
solverv 644 file     LICENSE                             LICENSE                 share/solverv/LICENSE            share/licenses/solverv/LICENSE
solverv 644 folder   LICENSES/                           LICENSES/               -                                share/licenses/solverv/
solverv 644 contrib  contrib/                            contrib/                share/solverv/contrib/           -
solverv 644 examples -                                   contrib/waybar/         -  share/doc/solverv/examples/waybar/
solverv 644 examples -                                   contrib/polybar/        -  share/doc/solverv/examples/polybar/
solverv 644 examples -                                   contrib/i3blocks/       -  share/doc/solverv/examples/i3blocks/
solverv 644 examples -                                   contrib/sway/           -  share/doc/solverv/examples/sway/
solverv 644 examples -                                   contrib/conky/          -  share/doc/solverv/examples/conky/
solverv 644 examples -                                   contrib/tmux/           -  share/doc/solverv/examples/tmux/
solverv 755 file     Scripts/package/install.sh          install.sh              -  -
solverv 755 file     Scripts/package/layout.sh           layout.sh               -  -
solverv 644 notes    -                                   INSTALL                 -  -
gnome   644 desktop  -                                   @gnome@/                -  share/gnome-shell/extensions/@id@/
plasma  644 desktop  -                                   @plasma@/               -  share/plasma/plasmoids/@id@/
plasma5 644 desktop  -                                   @plasma5@/              -  share/plasma/plasmoids/@id@/
'

usage() {
  echo "usage: layout.sh TREE DESTDIR [PREFIX [PART...]] | --local TREE DESTDIR PREFIX | --files FLAVOUR TREE [PART...]" \
    "| --rows | --rpm-files TREE PREFIX PART | --parts TREE | --range PART TREE | --id PART TREE" >&2
  exit 64
}

rows() {
  printf '%s\n' "$FILES" | sed '/^$/d'
}

# The applet folders of TREE (metadata.json of a Plasma/Applet, tests excluded), one a line.
applets() {
  find "$1"/contrib/kde* -name metadata.json ! -path '*/tests/*' 2>/dev/null | sort | while IFS= read -r meta; do
    grep -q '"Plasma/Applet"' "$meta" && dirname "$meta"
  done
  return 0
}

# The folder of PART in TREE.
part_dir() {
  case $1 in
    gnome) find "$2/contrib/gnome" -mindepth 2 -maxdepth 2 -name metadata.json ! -path '*/tests/*' |
      sort | head -n 1 | xargs -r dirname ;;
    plasma) applets "$2" | while IFS= read -r dir; do
        grep -q '"X-Plasma-API-Minimum-Version": *"6' "$dir/metadata.json" && echo "$dir"; done | head -n 1 ;;
    plasma5) applets "$2" | while IFS= read -r dir; do
        grep -q '"X-Plasma-API-Minimum-Version": *"6' "$dir/metadata.json" || echo "$dir"; done | head -n 1 ;;
    *) echo "layout.sh: no part $1 (allowed: solverv gnome plasma plasma5)" >&2; exit 64 ;;
  esac
}

# The name the desktop knows PART by: the extension's uuid, the applet's KPlugin Id.
part_id() {
  dir=$(part_dir "$1" "$2")
  [ -n "$dir" ] || { echo "layout.sh: $2 has no $1 part" >&2; exit 1; }
  case $1 in
    gnome) sed -n 's/^ *"uuid": *"\([^"]*\)".*/\1/p' "$dir/metadata.json" | head -n 1 ;;
    *) sed -n 's/^ *"Id": *"\([^"]*\)".*/\1/p' "$dir/metadata.json" | head -n 1 ;;
  esac
}

parts() {
  echo solverv
  for part in gnome plasma plasma5; do
    [ -z "$(part_dir "$part" "$1")" ] || echo "$part"
  done
}

range() {
  dir=$(part_dir "$1" "$2")
  [ -n "$dir" ] || { echo "layout.sh: $2 has no $1 part" >&2; exit 1; }
  case $1 in
    gnome)
      # The numbers in "shell-version": [...] (one per line or on one line).
      versions=$(tr -d '\n' <"$dir/metadata.json" | sed -n 's/.*"shell-version": *\[\([^]]*\)\].*/\1/p' |
        tr -c '0-9\n' '\n' | sed '/^$/d' | sort -n)
      [ -n "$versions" ] || { echo "layout.sh: no shell-version in $dir/metadata.json" >&2; exit 1; }
      low=$(echo "$versions" | head -n 1)
      high=$(echo "$versions" | tail -n 1)
      echo "$low $((high + 1))" ;;
    plasma|plasma5)
      minimum=$(sed -n 's/.*"X-Plasma-API-Minimum-Version": *"\([0-9.]*\)".*/\1/p' "$dir/metadata.json" | head -n 1)
      # A Plasma 5 applet states no minimum; 5.27 (the last Plasma 5) is the one it is proven in.
      [ -n "$minimum" ] || minimum=5.27
      echo "$minimum $((${minimum%%.*} + 1))" ;;
  esac
}

# files FLAVOUR TREE PART... — "MODE HOW FROM TO" for every file of PARTs in FLAVOUR's column,
# folders expanded against TREE (FROM relative to TREE), sorted within each row.
files() {
  flavour=$1 tree=$2
  shift 2
  case $flavour in package | local | tree) ;; *) echo "layout.sh: no flavour $flavour (allowed: package local tree)" >&2; exit 64 ;; esac
  rows | while read -r part mode how _source from local_path package_path; do
    case " $* " in *" $part "*) ;; *) continue ;; esac
    case $flavour in package) to=$package_path ;; local) to=$local_path ;; tree) to=$from ;; esac
    # The release tree holds the applets and bar examples inside contrib/.
    case $flavour.$how in tree.desktop | tree.examples) continue ;; esac
    [ "$to" != - ] || continue
    [ "$to" != = ] || to=$from
    case $how in
      desktop)
        dir=$(part_dir "$part" "$tree")
        [ -n "$dir" ] || { echo "layout.sh: $tree has no $part part" >&2; exit 1; }
        from=${dir#"$tree"/}/
        id=$(part_id "$part" "$tree")
        to=$(printf '%s' "$to" | sed "s|@id@|$id|")
        found=$(cd "$tree" && find "$from" -type f ! -path '*/tests/*' ! -name '*.png') ;;
      folder | contrib) found=$(cd "$tree" && find "$from" -type f) ;;
      examples) found=$(cd "$tree" && find "$from" -maxdepth 1 -type f ! -name '*.png') ;;
      *) echo "$mode $how $from $to"; continue ;;
    esac
    [ -n "$found" ] || { echo "layout.sh: $tree/$from holds no file" >&2; exit 1; }
    printf '%s\n' "$found" | LC_ALL=C sort | while IFS= read -r file; do
      echo "$mode $how $file $to${file#"$from"}"
    done
  done
}

# put FLAVOUR TREE ROOT PREFIX — installs what `files` lists (read from stdin) under ROOT.
put() {
  while read -r mode how from to; do
    target=$3/$to
    install -d "$(dirname "$target")"
    case $how in
      bindir) sed "s|@bindir@|$4/bin|g" "$2/$from" >"$target"; chmod "$mode" "$target" ;;
      sourced) if [ "$1" = package ]; then sed '1{/^#!/d}' "$2/$from" >"$target"; chmod "$mode" "$target"
        else install -m "$mode" "$2/$from" "$target"; fi ;;
      *) install -m "$mode" "$2/$from" "$target" ;;
    esac
  done
}

# rpm_files TREE PREFIX PART — PART's %files lines: each file (the licences as %license, man
# pages with the * that brp-compress's .gz needs), and as %dir each folder from the first one
# named for solverv down (share/solverv, share/doc/solverv, the applet folders), so the package
# owns those and nothing of the system's.
rpm_files() {
  files package "$1" "$3" | while read -r _mode _how _from to; do
    case $to in
      share/licenses/*) echo "%license $2/$to" ;;
      share/man/*) echo "$2/$to*" ;;
      *) echo "$2/$to" ;;
    esac
    folder=${to%/*}
    while :; do
      case $folder in *solverv*) echo "%dir $2/$folder" ;; *) break ;; esac
      [ "$folder" != "${folder%/*}" ] || break
      folder=${folder%/*}
    done
  done | awk '!seen[$0]++'
}

case ${1:-} in
  --parts) [ $# -eq 2 ] || usage; parts "$2"; exit 0 ;;
  --range) [ $# -eq 3 ] || usage; range "$2" "$3"; exit 0 ;;
  --id) [ $# -eq 3 ] || usage; part_id "$2" "$3"; exit 0 ;;
  --rows) [ $# -eq 1 ] || usage; rows; exit 0 ;;
  --files) [ $# -ge 3 ] || usage
    flavour=$2 tree=${3%/}
    shift 3
    # shellcheck disable=SC2046 # one part a word
    [ $# -gt 0 ] || set -- $(parts "$tree")
    files "$flavour" "$tree" "$@"; exit 0 ;;
  --rpm-files) [ $# -eq 4 ] || usage; rpm_files "${2%/}" "$3" "$4"; exit 0 ;;
  --local) [ $# -eq 4 ] || usage
    tree=$(cd "$2" && pwd)
    case $3 in /* | '') root=$3$4 ;; *) root=$(pwd)/$3$4 ;; esac
    # Listed first, so a bad row stops the script before anything is installed.
    list=$(files local "$tree" solverv)
    printf '%s\n' "$list" | put local "$tree" "$root" "$4"; exit 0 ;;
  -*) usage ;;
esac
[ $# -ge 2 ] || usage
tree=$(cd "$1" && pwd)
destdir=$2
case $destdir in /* | '') ;; *) destdir=$(pwd)/$destdir ;; esac
prefix=${3:-/usr}
# shellcheck disable=SC2046 # one part a word
[ $# -ge 4 ] && shift 3 || set -- $(parts "$tree")
for part in "$@"; do
  case $part in solverv | gnome | plasma | plasma5) ;; *) echo "layout.sh: no part $part (allowed: solverv gnome plasma plasma5)" >&2; exit 64 ;; esac
done
list=$(files package "$tree" "$@")
printf '%s\n' "$list" | put package "$tree" "$destdir$prefix" "$prefix"
