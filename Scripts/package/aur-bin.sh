#!/bin/sh
# Writes the AUR-ready solverv-bin (PKGBUILD and .SRCINFO) for a built release: the committed
# contrib/packaging/arch-bin/PKGBUILD and .SRCINFO with the placeholder @SHA256@ replaced by the
# release tarball's sha256 from SHA256SUMS. The committed .SRCINFO is checked to equal
# `makepkg --printsrcinfo` of the committed PKGBUILD (e2e stage packaging.py, check arch-srcinfo),
# and both files take the same token, so the written pair agree too.
#
#   aur-bin.sh SHA256SUMS OUT_DIR      (OUT_DIR gets PKGBUILD and .SRCINFO)
set -eu
[ $# -eq 2 ] || { echo "usage: aur-bin.sh SHA256SUMS OUT_DIR" >&2; exit 64; }
sums=$1
out=$2
here=$(dirname "$0")/../../contrib/packaging/arch-bin
version=$(sed -n 's/^pkgver=//p' "$here/PKGBUILD")
tarball=solverv-$version-x86_64-linux.tar.gz
sum=$(awk -v name="$tarball" '$2 == name || $2 == "*" name { print $1 }' "$sums")
case $sum in
  [0-9a-f]*) [ ${#sum} -eq 64 ] || sum= ;;
  *) sum= ;;
esac
[ -n "$sum" ] || { echo "aur-bin.sh: $sums has no sha256 for $tarball (PKGBUILD's pkgver is $version)" >&2; exit 1; }
for file in PKGBUILD .SRCINFO; do
  grep -q "@SHA256@" "$here/$file" || { echo "aur-bin.sh: $here/$file lacks the @SHA256@ placeholder" >&2; exit 1; }
done
mkdir -p "$out"
sed "s/@SHA256@/$sum/" "$here/PKGBUILD" >"$out/PKGBUILD"
sed "s/@SHA256@/$sum/" "$here/.SRCINFO" >"$out/.SRCINFO"
echo "$out/PKGBUILD $out/.SRCINFO (sha256 $sum)"
