#!/usr/bin/env bash
# Makes contrib/kde/screenshot.png: a MOCK of the applet. The popup (FullView.qml) and the panel
# view (CompactView.qml) are rendered by Qt 6 offscreen from a sample snapshot
# (tests/fixtures/default-greenwich.json) with the stub Plasma modules of tests/qmlstubs — so
# with Qt's default control style and made-up theme colours, monochrome emoji — and ImageMagick
# adds a caption saying so. It is not a capture of Plasma.
# Needs: qmltestrunner (Qt 6), imagemagick, fonts-dejavu-core.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
out="${1:-$(dirname "$here")/screenshot.png}"
qmltestrunner="${QMLTESTRUNNER:-/usr/lib/qt6/bin/qmltestrunner}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
(
  cd "$work"
  QT_QPA_PLATFORM=offscreen QT_QUICK_BACKEND=software QML_XHR_ALLOW_FILE_READ=1 \
    "$qmltestrunner" -import "$here/qmlstubs/base" -input "$here/render-screenshot.qml" >render.log 2>&1 \
    || { cat render.log; exit 1; }
)
[ -s "$work/solverv-mock.png" ] || { echo "make-screenshot.sh: nothing rendered" >&2; exit 1; }
convert "$work/solverv-mock.png" \
  -gravity south -background "#fff3cd" -fill "#5c4400" -font DejaVu-Sans -pointsize 11 \
  -splice 0x34 \
  -annotate +0+6 "MOCK — Solverv's QML rendered by Qt 6 with stub Plasma modules\nfrom sample data; not a screenshot of Plasma" \
  "$out"
echo "wrote $out"
