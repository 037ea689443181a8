#!/bin/sh
# Builds DIST_DIR/solverv-VERSION-1.x86_64.rpm, gnome-shell-extension-solverv-VERSION-1.noarch.rpm
# and solverv-plasma-widget-VERSION-1.noarch.rpm from the release tarball: Fedora's spec
# (contrib/packaging/fedora/solverv.spec) --with prebuilt, which packages the tarball's binaries,
# so no swift-lang is needed. Works with Debian's and Ubuntu's rpm (apt: rpm, chrpath); the
# release workflow and the e2e stage packaging.py both build it with this script.
#
#   rpm.sh TARBALL [DIST_DIR]      (default DIST_DIR: the tarball's folder)
set -eu
[ $# -ge 1 ] || { echo "usage: rpm.sh TARBALL [DIST_DIR]" >&2; exit 64; }
tarball=$(realpath "$1")
dist=$(realpath "${2:-$(dirname "$tarball")}")
spec=$(realpath "$(dirname "$0")/../../contrib/packaging/fedora/solverv.spec")
top=$(mktemp -d)
trap 'rm -rf "$top"' EXIT
mkdir -p "$top/SOURCES" "$top/tmp"
cp "$tarball" "$top/SOURCES/"
# Debian's rpm has no systemd-rpm-macros: systemd's own definitions of the two user-unit
# scriptlet macros the spec uses (src/rpm/macros.systemd.in), loaded only where rpm lacks them.
set --
if [ -z "$(rpm --eval '%{?systemd_user_post:yes}')" ]; then
  macros=$top/macros.systemd
  cat >"$macros" <<'MACROS'
%systemd_user_post() \
if [ $1 -eq 1 ] && [ -x "/usr/lib/systemd/systemd-update-helper" ]; then \
    /usr/lib/systemd/systemd-update-helper install-user-units %{?*} || : \
fi \
%{nil}
%systemd_user_preun() \
if [ $1 -eq 0 ] && [ -x "/usr/lib/systemd/systemd-update-helper" ]; then \
    /usr/lib/systemd/systemd-update-helper remove-user-units %{?*} || : \
fi \
%{nil}
MACROS
  set -- --load "$macros"
fi
# --nodeps: on Debian rpm's database is empty (apt installed chrpath), so BuildRequires cannot be
# read. __brp_compress through bash: Debian's brp-compress uses `read -d` under /bin/sh (dash).
# Reproducible: build time, file times and build host from SOURCE_DATE_EPOCH (the commit's time),
# so two builds of one commit give the same bytes.
export SOURCE_DATE_EPOCH="${SOURCE_DATE_EPOCH:-$(git -C "$(dirname "$0")" log -1 --format=%ct 2>/dev/null || date +%s)}"
HOME=$top rpmbuild -bb --with prebuilt --nodeps "$@" \
  --define "_topdir $top" --define "_tmppath $top/tmp" \
  --define "use_source_date_epoch_as_buildtime 1" --define "clamp_mtime_to_source_date_epoch 1" \
  --define "_buildhost reproducible" \
  --define "__brp_compress bash /usr/lib/rpm/brp-compress %{?_prefix}" "$spec"
for rpm in "$top"/RPMS/*/*.rpm; do
  cp "$rpm" "$dist/"
  echo "$dist/$(basename "$rpm")"
done
