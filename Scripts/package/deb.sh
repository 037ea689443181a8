#!/usr/bin/env bash
# Builds .build/dist/solverv_VERSION_amd64.deb from the release binaries and the generated man
# page and completions (`make deb` runs `make build generated` first). No debhelper: the tree is
# staged by hand, Depends comes from dpkg-shlibdeps, dpkg-deb --root-owner-group packs it.
#
#   Scripts/package/deb.sh [BUILD_DIR] [DIST_DIR]     (default .build/release .build/dist)
#
# SOLVERV_MAINTAINER overrides the Maintainer field.
set -euo pipefail
cd "$(dirname "$0")/../.."
build=${1:-.build/release}
dist=${2:-.build/dist}
here=Scripts/package
version=$("$build/solverv-status" --version)
maintainer=${SOLVERV_MAINTAINER:-"The Solverv authors <solverv@users.noreply.github.com>"}
# The last commit's date: the same tree gives the same changelog and file times.
date_rfc=$(git log -1 --format=%aD 2>/dev/null || date -R)
export SOURCE_DATE_EPOCH=${SOURCE_DATE_EPOCH:-$(git log -1 --format=%at 2>/dev/null || date +%s)}

root=$dist/deb-root
rm -rf "$root"
mkdir -p "$root/DEBIAN"
usr=$root/usr
doc=$usr/share/doc/solverv

# Binaries, stripped as dh_strip does.
for binary in solverv-status solverv-daemon; do
  install -Dm755 "$build/$binary" "$usr/bin/$binary"
  strip --remove-section=.comment --remove-section=.note --strip-unneeded "$usr/bin/$binary"
done

# Man pages (gzip -n: no name or time stamp in the header).
install -Dm644 "$dist/solverv-status.1" "$usr/share/man/man1/solverv-status.1"
install -Dm644 "$here/solverv-daemon.1" "$usr/share/man/man1/solverv-daemon.1"
gzip -9n "$usr/share/man/man1/"*.1

# Completions where Debian's shells look; bash-completion files are sourced, so no #! line.
install -d "$usr/share/bash-completion/completions" "$usr/share/zsh/vendor-completions" \
  "$usr/share/fish/vendor_completions.d"
sed '1{/^#!/d}' "$dist/solverv-status.bash" >"$usr/share/bash-completion/completions/solverv-status"
install -m644 "$dist/_solverv-status" "$usr/share/zsh/vendor-completions/_solverv-status"
install -m644 "$dist/solverv-status.fish" "$usr/share/fish/vendor_completions.d/solverv-status.fish"

# D-Bus activation and the systemd user unit, pointing at /usr/bin.
install -d "$usr/share/dbus-1/services" "$usr/lib/systemd/user"
sed 's|@bindir@|/usr/bin|g' contrib/dbus/io.github.solverv.Solverv1.service \
  >"$usr/share/dbus-1/services/io.github.solverv.Solverv1.service"
sed 's|@bindir@|/usr/bin|g' contrib/systemd/solverv.service >"$usr/lib/systemd/user/solverv.service"
# The Settings portal backend (light/dark), for xdg-desktop-portal.
install -Dm644 contrib/portal/solverv.portal "$usr/share/xdg-desktop-portal/portals/solverv.portal"
# Every town of 1,000 people (the programs look beside /usr/bin: /usr/share/solverv).
install -Dm644 Data/places.txt "$usr/share/solverv/places.txt"

# The desktop applets, system-wide.
uuid=solverv@solverv.github.io
plasmoid=io.github.solverv.plasmoid
install -d "$usr/share/gnome-shell/extensions" "$usr/share/plasma/plasmoids"
cp -R "contrib/gnome/$uuid" "$usr/share/gnome-shell/extensions/$uuid"
cp -R "contrib/kde/$plasmoid" "$usr/share/plasma/plasmoids/$plasmoid"

# Bar configs as examples (no screenshots: they would double the package's size).
for bar in waybar polybar i3blocks sway conky tmux; do
  install -d "$doc/examples/$bar"
  find "contrib/$bar" -maxdepth 1 -type f ! -name '*.png' -exec install -m644 {} "$doc/examples/$bar/" \;
done
install -m644 README.md "$doc/README.md"
gzip -9n "$doc/README.md"
install -m644 "$here/debian/copyright" "$doc/copyright"
# A native package (no Debian revision: the version is the program's), so the changelog is
# changelog.gz, not changelog.Debian.gz (lintian: wrong-name-for-changelog-of-native-package).
sed -e "s|@VERSION@|$version|g" -e "s|@MAINTAINER@|$maintainer|g" -e "s|@DATE@|$date_rfc|g" \
  "$here/debian/changelog.in" | gzip -9n >"$doc/changelog.gz"
install -Dm644 "$here/debian/lintian-overrides" "$usr/share/lintian/overrides/solverv"

# Depends from the binaries' dynamic sections (dpkg-shlibdeps wants a debian/control to read).
# control.in adds tzdata: the zones of places are read from /usr/share/zoneinfo (not Essential).
shlib=$(mktemp -d)
trap 'rm -rf "$shlib"' EXIT
mkdir -p "$shlib/debian"
printf 'Source: solverv\n\nPackage: solverv\nArchitecture: amd64\n' >"$shlib/debian/control"
depends=$(cd "$shlib" && dpkg-shlibdeps -O "$OLDPWD/$usr/bin/solverv-status" "$OLDPWD/$usr/bin/solverv-daemon" |
  sed -n 's/^shlibs:Depends=//p')
[ -n "$depends" ] || { echo "deb.sh: dpkg-shlibdeps found no dependencies" >&2; exit 1; }

installed_size=$(du -sk --exclude=DEBIAN "$root" | cut -f1)
sed -e "s|@VERSION@|$version|g" -e "s|@MAINTAINER@|$maintainer|g" -e "s|@DEPENDS@|$depends|g" \
  -e "s|@INSTALLED_SIZE@|$installed_size|g" "$here/debian/control.in" >"$root/DEBIAN/control"

# Regular permissions and reproducible times, whatever the umask and checkout said.
find "$root" -type d -exec chmod 755 {} +
find "$root" -type f ! -path '*/usr/bin/*' -exec chmod 644 {} +
find "$root" -exec touch -h -d "@$SOURCE_DATE_EPOCH" {} +
(cd "$root" && find usr -type f -print0 | sort -z | xargs -0 md5sum >DEBIAN/md5sums)
chmod 644 "$root/DEBIAN/"*

deb=$dist/solverv_${version}_amd64.deb
dpkg-deb --root-owner-group -Zxz -z9 --build "$root" "$deb" >/dev/null
echo "$deb ($(du -h "$deb" | cut -f1); Depends: $depends)"
