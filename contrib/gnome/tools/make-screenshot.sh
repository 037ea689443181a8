#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Draws contrib/gnome/screenshot.png: a MOCK of the top-bar label and the open menu. GNOME Shell
# cannot run on the machine this was made on, so instead of a capture this renders, with
# ImageMagick's Pango coder, the exact text and markup the extension produces (panelText() and
# menuLines() fed by the fake service through check-dbus.js) on a panel-like background.
# Needs gjs, dbus-daemon, /usr/bin/python3 (dbus, gi), ImageMagick with Pango, and fonts
# (fonts-dejavu-core; fonts-noto-color-emoji for the emoji).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
gnome="$(dirname "$here")"
out="${1:-$gnome/screenshot.png}"

work="$(mktemp -d /tmp/solverv-shot.XXXXXX)"
bus_pid=""; fake_pid=""
cleanup() {
  set +e # a killed child's wait status must not stop the cleanup half-way
  for p in $fake_pid $bus_pid; do kill -9 "$p" 2>/dev/null; wait "$p" 2>/dev/null; done
  rm -rf "$work"
}
trap cleanup EXIT

cat >"$work/bus.conf" <<CONF
<busconfig><type>session</type><listen>unix:path=$work/bus</listen><auth>EXTERNAL</auth>
<policy context="default"><allow send_destination="*" eavesdrop="true"/><allow eavesdrop="true"/>
<allow own="*"/></policy></busconfig>
CONF
dbus-daemon --config-file="$work/bus.conf" --nofork --print-address=1 >"$work/address" 2>"$work/bus.err" &
bus_pid=$!
for _ in $(seq 100); do [ -s "$work/address" ] && break; sleep 0.1; done
address="$(head -n1 "$work/address")"
/usr/bin/python3 "$gnome/tests/fake_solverv.py" --address "$address" >"$work/fake.out" 2>"$work/fake.err" &
fake_pid=$!
for _ in $(seq 100); do grep -qx READY "$work/fake.out" 2>/dev/null && break; sleep 0.1; done

gjs -m "$gnome/tests/check-dbus.js" --address "$address" >"$work/state.json"
gjs -m "$here/menu-markup.js" "$work/state.json" "$work"

# pango_png MARKUP OUT: once in a while the Pango coder aborts on a first use; a retry renders.
pango_png() {
  for _ in 1 2 3; do convert -background none pango:"$1" "$2" 2>/dev/null && return 0; done
  return 1
}

width=960
# The top bar: activities dot, clock in the middle, the Solverv label at the right.
pango_png "$(cat "$work/panel.markup")" "$work/label.png"
pango_png '<span font="Cantarell, DejaVu Sans Bold 11" foreground="#ffffff">Sun Nov 22  17:00</span>' "$work/clock.png"
label_w=$(identify -format %w "$work/label.png")
convert -size ${width}x34 xc:'#000000' \
  -fill '#ffffff' -draw 'circle 22,17 26,17' \
  "$work/clock.png" -gravity center -composite \
  "$work/label.png" -gravity east -geometry +70+0 -composite \
  -fill '#ffffff' -draw 'polygon 930,14 940,14 935,20' \
  "$work/panel.png"

# The menu: the lines on GNOME's dark popup colour, with rounded corners and padding.
pango_png "<span line_height=\"1.45\">$(cat "$work/menu.markup")</span>" "$work/menu-text.png"
mw=$(( $(identify -format %w "$work/menu-text.png") + 40 ))
mh=$(( $(identify -format %h "$work/menu-text.png") + 32 ))
convert -size ${mw}x${mh} xc:none -fill '#353535' -stroke '#4a4a4a' \
  -draw "roundrectangle 0,0 $((mw - 1)),$((mh - 1)) 14,14" \
  "$work/menu-text.png" -geometry +20+16 -composite "$work/menu.png"

# Desktop, panel, menu under the label, and a caption that says what this is.
height=$(( 34 + 12 + mh + 40 ))
menu_x=$(( width - 70 - label_w / 2 - mw / 2 ))
[ $(( menu_x + mw )) -le $(( width - 8 )) ] || menu_x=$(( width - 8 - mw ))
convert -size ${width}x${height} gradient:'#1c3550-#0f1c2b' \
  "$work/panel.png" -geometry +0+0 -composite \
  "$work/menu.png" -geometry +${menu_x}+46 -composite \
  -fill '#8aa0b8' -font DejaVu-Sans -pointsize 11 -gravity southwest \
  -annotate +12+10 'Mock: the extension'"'"'s own text and markup rendered with Pango, not a capture of GNOME Shell' \
  -strip "$out"
echo "wrote $out"
