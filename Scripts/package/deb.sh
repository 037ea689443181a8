#!/usr/bin/env bash
# Builds the .debs in .build/dist from the release binaries and the generated man page and
# completions (`make deb` runs `make build generated` first), one per part of layout.sh:
#
#   solverv_VERSION_amd64.deb                     the programs, man pages, completions, D-Bus
#                                                 activation, systemd user unit (enabled for
#                                                 every user by its postinst), portal file,
#                                                 places file, bar examples
#   gnome-shell-extension-solverv_VERSION_all.deb the GNOME Shell extension; Depends on a
#                                                 gnome-shell its metadata.json lists
#   plasma-widget-solverv_VERSION_all.deb         the Plasma 6 applet; Depends on plasma-workspace 6
#   plasma-widget-solverv-plasma5_VERSION_all.deb the Plasma 5.27 applet, when contrib has one;
#                                                 Depends on plasma-workspace 5.27
#
# Debian names extensions gnome-shell-extension-NAME and Plasma applets plasma-widget-NAME. The
# Plasma 5 package is plasma-widget-solverv-plasma5, not …-solverv5, which would read as Solverv 5.
# The version ranges come from the applets' own metadata (layout.sh --range), so they follow it.
#
# No debhelper: the release tree (dist.sh --stage) is laid out per part by layout.sh (the one file
# list every package uses), Debian's conventions are applied on top (gzipped man pages and README,
# zsh vendor-completions, debian/copyright and changelog instead of share/licenses), the solverv
# Depends comes from dpkg-shlibdeps, dpkg-deb --root-owner-group packs each.
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

# The release tree: stripped binaries, man pages, completions, contrib (dist.sh, no tarball).
tree=$("$here/dist.sh" --stage "$build" "$dist" | tail -n 1)
layout() { sh "$here/layout.sh" "$@"; }

# Debian package name of each part.
package_of() {
  case $1 in
    solverv) echo solverv ;;
    gnome) echo gnome-shell-extension-solverv ;;
    plasma) echo plasma-widget-solverv ;;
    plasma5) echo plasma-widget-solverv-plasma5 ;;
  esac
}

rm -f "$dist"/solverv_*.deb "$dist"/gnome-shell-extension-solverv_*.deb "$dist"/plasma-widget-solverv*_*.deb
# Which .debs were made (DIST_DIR/debs.txt: PACKAGE FILE), for the e2e stages and the release.
: >"$dist/debs.txt"
for part in $(layout --parts "$tree"); do
  package=$(package_of "$part")
  root=$dist/deb-root/$package
  rm -rf "$root"
  mkdir -p "$root/DEBIAN"
  usr=$root/usr
  doc=$usr/share/doc/$package
  layout "$tree" "$root" /usr "$part"

  if [ "$part" = solverv ]; then
    # Binaries stripped as dh_strip does (dist.sh did; again in case of another tree).
    strip --remove-section=.comment --remove-section=.note --strip-unneeded "$usr/bin/solverv-status" "$usr/bin/solverv-daemon"
    gzip -9n "$usr/share/man/man1/"*.1
    # Debian's zsh reads vendor-completions, not site-functions.
    mv "$usr/share/zsh/site-functions" "$usr/share/zsh/vendor-completions"
    gzip -9n "$doc/README.md"
    install -Dm644 debian/solverv.lintian-overrides "$usr/share/lintian/overrides/solverv"
  fi
  # The licence lives in copyright (DEP-5), not share/licenses.
  rm -rf "$usr/share/licenses"
  # debian/copyright: the source package's own (DEP-5), full texts of what is not in common-licenses.
  install -Dm644 debian/copyright "$doc/copyright"
  # A native package (no Debian revision: the version is the program's), so the changelog is
  # changelog.gz, not changelog.Debian.gz (lintian: wrong-name-for-changelog-of-native-package).
  sed -e "s|@VERSION@|$version|g" -e "s|@MAINTAINER@|$maintainer|g" -e "s|@DATE@|$date_rfc|g" \
    "$here/debian/changelog.in" | gzip -9n >"$doc/changelog.gz"

  depends='' low='' below='' range_text=''
  if [ "$part" = solverv ]; then
    # Depends from the binaries' dynamic sections (dpkg-shlibdeps wants a debian/control to read).
    # The template adds tzdata: the zones of places are read from /usr/share/zoneinfo (not Essential).
    shlib=$(mktemp -d)
    mkdir -p "$shlib/debian"
    printf 'Source: solverv\n\nPackage: solverv\nArchitecture: amd64\n' >"$shlib/debian/control"
    depends=$(cd "$shlib" && dpkg-shlibdeps -O "$OLDPWD/$usr/bin/solverv-status" "$OLDPWD/$usr/bin/solverv-daemon" |
      sed -n 's/^shlibs:Depends=//p')
    rm -rf "$shlib"
    [ -n "$depends" ] || { echo "deb.sh: dpkg-shlibdeps found no dependencies" >&2; exit 1; }
  else
    read -r low below <<<"$(layout --range "$part" "$tree")"
    case $part in
      gnome) range_text="GNOME Shell $low to $((below - 1))" ;;
      *) range_text="$low or newer, below $below" ;;
    esac
  fi

  installed_size=$(du -sk --exclude=DEBIAN "$root" | cut -f1)
  sed -e "s|@VERSION@|$version|g" -e "s|@MAINTAINER@|$maintainer|g" -e "s|@DEPENDS@|$depends|g" \
    -e "s|@INSTALLED_SIZE@|$installed_size|g" -e "s|@LOW@|$low|g" -e "s|@BELOW@|$below|g" \
    -e "s|@RANGE_TEXT@|$range_text|g" "$here/debian/$package.control.in" >"$root/DEBIAN/control"

  # Regular permissions and reproducible times, whatever the umask and checkout said.
  find "$root" -type d -exec chmod 755 {} +
  find "$root" -type f ! -path '*/usr/bin/*' -exec chmod 644 {} +
  find "$root" -exec touch -h -d "@$SOURCE_DATE_EPOCH" {} +
  (cd "$root" && find usr -type f -print0 | sort -z | xargs -0 md5sum >DEBIAN/md5sums)
  chmod 644 "$root/DEBIAN/"*
  # The maintainer scripts (debian/PACKAGE.postinst …): the solverv one enables the user unit for
  # every user, as dh_installsystemduser would.
  for script in postinst prerm postrm; do
    [ -f "$here/debian/$package.$script" ] || continue
    install -m755 "$here/debian/$package.$script" "$root/DEBIAN/$script"
    touch -d "@$SOURCE_DATE_EPOCH" "$root/DEBIAN/$script"
  done

  arch=$(sed -n 's/^Architecture: //p' "$root/DEBIAN/control")
  deb=$dist/${package}_${version}_$arch.deb
  dpkg-deb --root-owner-group -Zxz -z9 --build "$root" "$deb" >/dev/null
  echo "$package $(basename "$deb")" >>"$dist/debs.txt"
  echo "$deb ($(du -h "$deb" | cut -f1); Depends: $(sed -n 's/^Depends: //p' "$root/DEBIAN/control"))"
done
