#!/bin/sh
# Solverv hook: Plasma's global theme follows Solverv's light and dark (Plasma 6.0 and newer).
# It applies the pair Plasma's own automatic switch uses — kdeglobals [KDE] DefaultDarkLookAndFeel
# and DefaultLightLookAndFeel, chosen in System Settings → Global Theme (defaults Breeze Dark and
# Breeze) — with `plasma-apply-lookandfeel`, or PLASMA_LOOKANDFEEL_DARK / _LIGHT if set; with
# PLASMA_COLORSCHEME_DARK / _LIGHT set (e.g. BreezeDark / BreezeLight) it swaps only the colour
# scheme (`plasma-apply-colorscheme`). Plasma 6.5+ can switch by itself (kdeglobals
# AutomaticLookAndFeel=true, its own sunrise/sunset from knighttimed): then this hook does
# nothing and says so, as two schedules would undo each other.
set -u
name="plasma-global-theme.sh"
case ${SOLVERV_THEME:-} in
dark) package=${PLASMA_LOOKANDFEEL_DARK:-} scheme=${PLASMA_COLORSCHEME_DARK:-} key=DefaultDarkLookAndFeel
  fallback=org.kde.breezedark.desktop ;;
light) package=${PLASMA_LOOKANDFEEL_LIGHT:-} scheme=${PLASMA_COLORSCHEME_LIGHT:-} key=DefaultLightLookAndFeel
  fallback=org.kde.breeze.desktop ;;
*) echo "$name: SOLVERV_THEME must be dark or light, not '${SOLVERV_THEME:-}'" >&2; exit 64 ;;
esac
if ! command -v plasma-apply-lookandfeel >/dev/null 2>&1; then
  echo "$name: plasma-apply-lookandfeel is not installed (not a Plasma session?); nothing to do" >&2
  exit 0
fi
kdeglobals() { # KEY [DEFAULT]: kdeglobals [KDE] KEY (Plasma does not write a value equal to its default)
  kreadconfig6 --file kdeglobals --group KDE --key "$1" --default "${2:-}" 2>/dev/null
}
if [ "$(kdeglobals AutomaticLookAndFeel)" = true ]; then
  echo "$name: Plasma switches its global theme by itself (AutomaticLookAndFeel); turn that off in System Settings → Global Theme to let Solverv decide. Nothing done" >&2
  exit 0
fi
if [ -n "$scheme" ]; then
  exec plasma-apply-colorscheme "$scheme"
fi
[ -n "$package" ] || package=$(kdeglobals "$key")
[ -n "$package" ] || package=$fallback
if [ "$(kdeglobals LookAndFeelPackage org.kde.breeze.desktop)" = "$package" ]; then
  exit 0 # already there: applying again would only flicker
fi
exec plasma-apply-lookandfeel --apply "$package"
