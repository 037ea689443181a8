#!/usr/bin/env bash
# Builds .build/dist/solverv-VERSION-x86_64-linux.tar.gz: the release tree of layout.sh's list of
# installed files (the stripped static-stdlib binaries, man pages, completions, D-Bus and systemd
# files with @bindir@ for install.sh to fill in, contrib, LICENSE and LICENSES/, README),
# install.sh, layout.sh and INSTALL (the glibc the binaries need, from their symbol
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
mkdir -p "$top"

# The tree: layout.sh's list of installed files, each row's SOURCE (in this checkout) put at its
# TREE path; rows without a SOURCE are made below or found in contrib.
sh Scripts/package/layout.sh --rows | while read -r _part mode how source path _local _package; do
  [ "$source" != - ] || continue
  case $source in
    @build@/*) source=$build/${source#@build@/} ;;
    @generated@/*) source=$dist/${source#@generated@/} ;;
  esac
  case $how in
    folder) install -d "$top/$path"
      find "$source" -maxdepth 1 -type f -exec install -m "$mode" -t "$top/$path" {} + ;;
    contrib)
      # contrib without its test suites and developer tools.
      mkdir -p "$top/$path"
      (cd "$source" && find . -type f ! -path '*/tests/*' ! -path '*/tools/*' -print0) |
        (cd "$source" && xargs -0 cp --parents -t "$OLDPWD/$top/$path")
      # contrib/kde/plasma5 holds only the Plasma 5 shell: the tree gets the whole assembled applet
      # (plasmoid5.py: the shell plus the Plasma 6 applet's model and views), which layout.sh then
      # lays out for the Plasma 5 packages (the .deb plasma-widget-solverv-plasma5).
      assembled=$(mktemp -d)
      python3 Scripts/package/plasmoid5.py "$assembled" >/dev/null
      rm -rf "$top/$path/kde/plasma5"
      cp -R "$assembled/plasma5/io.github.solverv.plasmoid" "$top/$path/kde/plasma5"
      find "$top/$path/kde/plasma5" -name tests -prune -exec rm -rf {} +
      rm -rf "$assembled" ;;
    *) install -Dm "$mode" "$source" "$top/$path" ;;
  esac
done
for binary in solverv-status solverv-daemon; do
  strip --remove-section=.comment --remove-section=.note --strip-unneeded "$top/bin/$binary"
done
# The glibc the binaries need and the distributions that have it (layout.sh's notes row).
Scripts/package/install-notes.sh "$version" "$top/bin/solverv-status" "$top/bin/solverv-daemon" >"$top/INSTALL"
chmod 644 "$top/INSTALL"

[ -z "$stage_only" ] || { echo "$top"; exit 0; }
tarball=$dist/$name.tar.gz
tar --sort=name --owner=0 --group=0 --numeric-owner --mtime="@$SOURCE_DATE_EPOCH" \
  -C "$stage" -cf - "$name" | gzip -9n >"$tarball"
echo "$tarball ($(du -h "$tarball" | cut -f1))"
