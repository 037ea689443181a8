#!/bin/sh
# Lays out an unpacked release tree (the tarball's top folder, or dist.sh's staging) as a
# distribution package wants it, under DESTDIR with prefix /usr, one PART at a time: the one file
# list of every package. The .deb (deb.sh), the Arch and Fedora packages and the Nix derivation
# all call this script, so their file lists cannot drift apart (Scripts/e2e/packaging.py compares
# them part by part with the .debs). Paths are the neutral ones (zsh's site-functions, the licence
# under share/licenses); deb.sh applies Debian's conventions on top.
#
#   layout.sh TREE DESTDIR [PREFIX [PART...]]   PREFIX default /usr (Nix passes $out); PARTs
#                                               default: every part TREE has
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

usage() {
  echo "usage: layout.sh TREE DESTDIR [PREFIX [PART...]] | --parts TREE | --range PART TREE | --id PART TREE" >&2
  exit 64
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
    *) echo "layout.sh: no part $1" >&2; exit 64 ;;
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

case ${1:-} in
  --parts) [ $# -eq 2 ] || usage; parts "$2"; exit 0 ;;
  --range) [ $# -eq 3 ] || usage; range "$2" "$3"; exit 0 ;;
  --id) [ $# -eq 3 ] || usage; part_id "$2" "$3"; exit 0 ;;
  -*) usage ;;
esac
[ $# -ge 2 ] || usage
tree=$(cd "$1" && pwd)
destdir=$2
case $destdir in /* | '') ;; *) destdir=$(pwd)/$destdir ;; esac
prefix=${3:-/usr}
root=$destdir$prefix
[ $# -ge 4 ] && shift 3 && wanted=$* || wanted=$(parts "$tree")
cd "$tree"

solverv() {
  install -Dm755 bin/solverv-status "$root/bin/solverv-status"
  install -Dm755 bin/solverv-daemon "$root/bin/solverv-daemon"
  for page in solverv-status solverv-daemon; do
    install -Dm644 "share/man/man1/$page.1" "$root/share/man/man1/$page.1"
  done
  # bash-completion files are sourced, not run: no #! line (as in the .deb).
  install -d "$root/share/bash-completion/completions"
  sed '1{/^#!/d}' share/bash-completion/completions/solverv-status >"$root/share/bash-completion/completions/solverv-status"
  chmod 644 "$root/share/bash-completion/completions/solverv-status"
  install -Dm644 share/zsh/site-functions/_solverv-status "$root/share/zsh/site-functions/_solverv-status"
  install -Dm644 share/fish/vendor_completions.d/solverv-status.fish \
    "$root/share/fish/vendor_completions.d/solverv-status.fish"
  install -d "$root/share/dbus-1/services" "$root/lib/systemd/user"
  sed "s|@bindir@|$prefix/bin|g" share/dbus-1/services/io.github.solverv.Solverv1.service \
    >"$root/share/dbus-1/services/io.github.solverv.Solverv1.service"
  sed "s|@bindir@|$prefix/bin|g" share/systemd/user/solverv.service >"$root/lib/systemd/user/solverv.service"
  chmod 644 "$root/share/dbus-1/services/io.github.solverv.Solverv1.service" "$root/lib/systemd/user/solverv.service"
  install -Dm644 share/xdg-desktop-portal/portals/solverv.portal "$root/share/xdg-desktop-portal/portals/solverv.portal"
  # Every town of 1,000 people: the programs look for it at ../share/solverv beside bin/.
  install -Dm644 share/solverv/places.txt "$root/share/solverv/places.txt"
  # Bar configs as examples (no screenshots: they would double the package's size).
  for bar in waybar polybar i3blocks sway conky tmux; do
    install -d "$root/share/doc/solverv/examples/$bar"
    find "contrib/$bar" -maxdepth 1 -type f ! -name '*.png' -exec install -m644 {} "$root/share/doc/solverv/examples/$bar/" \;
  done
  install -Dm644 README.md "$root/share/doc/solverv/README.md"
  # The notice and the full text of every licence the programs' pieces are under
  # (contrib/packaging/LICENSE.spdx, docs/licences.md).
  install -Dm644 LICENSE "$root/share/licenses/solverv/LICENSE"
  for text in LICENSES/*.txt; do
    install -m644 "$text" "$root/share/licenses/solverv/"
  done
}

# An applet or extension folder, without screenshots or tests, at share/TARGET/ID.
desktop_part() {
  dir=$(part_dir "$1" "$tree")
  [ -n "$dir" ] || { echo "layout.sh: $tree has no $1 part" >&2; exit 1; }
  id=$(part_id "$1" "$tree")
  install -d "$root/share/$2"
  if [ "$1" = plasma5 ] && [ -f "$tree/Scripts/package/plasmoid5.py" ]; then
    # The Plasma 5 folder holds only its shell: the package is assembled from the Plasma 6
    # applet's shared model and views (Scripts/package/plasmoid5.py), then laid out as it is.
    assembled=$(mktemp -d)
    python3 "$tree/Scripts/package/plasmoid5.py" "$assembled" >/dev/null
    dir=$assembled/plasma5/$id
  fi
  cp -R "$dir" "$root/share/$2/$id"
  [ -z "${assembled:-}" ] || rm -rf "$assembled"
  find "$root/share/$2/$id" \( -name tests -o -name '*.png' \) -prune -exec rm -rf {} +
  find "$root/share/$2/$id" -type d -exec chmod 755 {} +
  find "$root/share/$2/$id" -type f -exec chmod 644 {} +
}

for part in $wanted; do
  case $part in
    solverv) solverv ;;
    gnome) desktop_part gnome gnome-shell/extensions ;;
    plasma|plasma5) desktop_part "$part" plasma/plasmoids ;;
    *) echo "layout.sh: no part $part" >&2; exit 64 ;;
  esac
done
