#!/usr/bin/env bash
# Builds .build/dist/solverv-VERSION-x86_64-linux.tar.gz: the stripped static-stdlib binaries,
# man pages, completions, D-Bus and systemd files (@bindir@ is filled in by install.sh), contrib,
# LICENSE and LICENSES/, README, install.sh and INSTALL (the glibc the binaries need, from their symbol
# versions, and the distributions that have it), for any glibc distribution (`make dist` builds
# what it needs).
#
#   Scripts/package/dist.sh [--stage] [BUILD_DIR] [DIST_DIR]     (default .build/release .build/dist)
#
# --stage: only the release tree (DIST_DIR/tar-root/solverv-VERSION-x86_64-linux), no tarball:
# what deb.sh lays the .debs out from (layout.sh).
set -euo pipefail
cd "$(dirname "$0")/../.."
stage_only=
[ "${1:-}" = --stage ] && stage_only=1 && shift
build=${1:-.build/release}
dist=${2:-.build/dist}
version=$("$build/solverv-status" --version)
export SOURCE_DATE_EPOCH=${SOURCE_DATE_EPOCH:-$(git log -1 --format=%at 2>/dev/null || date +%s)}
name=solverv-$version-x86_64-linux
stage=$dist/tar-root
top=$stage/$name
rm -rf "$stage"
mkdir -p "$top/bin"

for binary in solverv-status solverv-daemon; do
  install -m755 "$build/$binary" "$top/bin/$binary"
  strip --remove-section=.comment --remove-section=.note --strip-unneeded "$top/bin/$binary"
done
install -Dm644 "$dist/solverv-status.1" "$top/share/man/man1/solverv-status.1"
install -Dm644 Scripts/package/solverv-daemon.1 "$top/share/man/man1/solverv-daemon.1"
install -Dm644 "$dist/solverv-status.bash" "$top/share/bash-completion/completions/solverv-status"
install -Dm644 "$dist/_solverv-status" "$top/share/zsh/site-functions/_solverv-status"
install -Dm644 "$dist/solverv-status.fish" "$top/share/fish/vendor_completions.d/solverv-status.fish"
install -Dm644 contrib/dbus/io.github.solverv.Solverv1.service \
  "$top/share/dbus-1/services/io.github.solverv.Solverv1.service"
install -Dm644 contrib/systemd/solverv.service "$top/share/systemd/user/solverv.service"
install -Dm644 contrib/portal/solverv.portal "$top/share/xdg-desktop-portal/portals/solverv.portal"
# Every town of 1,000 people, found beside bin/ (PlacesFile).
install -Dm644 Data/places.txt "$top/share/solverv/places.txt"
# contrib without its test suites and developer tools.
mkdir -p "$top/contrib"
(cd contrib && find . -type f ! -path '*/tests/*' ! -path '*/tools/*' -print0) |
  (cd contrib && xargs -0 cp --parents -t "$OLDPWD/$top/contrib")
# contrib/kde/plasma5 holds only the Plasma 5 shell: the tree gets the whole assembled applet
# (plasmoid5.py: the shell plus the Plasma 6 applet's model and views), which layout.sh then lays
# out for the Plasma 5 packages (the .deb plasma-widget-solverv-plasma5).
assembled=$(mktemp -d)
python3 Scripts/package/plasmoid5.py "$assembled" >/dev/null
rm -rf "$top/contrib/kde/plasma5"
cp -R "$assembled/plasma5/io.github.solverv.plasmoid" "$top/contrib/kde/plasma5"
find "$top/contrib/kde/plasma5" -name tests -prune -exec rm -rf {} +
rm -rf "$assembled"
install -m644 LICENSE README.md "$top/"
# The full text of every licence the binaries' pieces are under (docs/licences.md).
install -Dm644 -t "$top/LICENSES" LICENSES/*.txt
install -m755 Scripts/package/install.sh "$top/install.sh"
# For packagers (Arch's solverv-bin and the like): the .deb's file set under /usr.
install -m755 Scripts/package/layout.sh "$top/layout.sh"
Scripts/package/install-notes.sh "$version" "$top/bin/solverv-status" "$top/bin/solverv-daemon" >"$top/INSTALL"
chmod 644 "$top/INSTALL"

[ -z "$stage_only" ] || { echo "$top"; exit 0; }
tarball=$dist/$name.tar.gz
tar --sort=name --owner=0 --group=0 --numeric-owner --mtime="@$SOURCE_DATE_EPOCH" \
  -C "$stage" -cf - "$name" | gzip -9n >"$tarball"
echo "$tarball ($(du -h "$tarball" | cut -f1))"
