#!/bin/sh
# Solverv hook: the GTK theme and the icon theme follow light and dark (GNOME's gsettings keys,
# which GTK 3 apps, xsettingsd/nwg-look users and GNOME itself read).
# Themes: GTK_THEME_DARK (default Adwaita-dark), GTK_THEME_LIGHT (Adwaita),
# ICON_THEME_DARK / ICON_THEME_LIGHT (default Adwaita, which has no dark variant).
set -u
name="gtk-theme.sh"
case ${SOLVERV_THEME:-} in
dark) gtk=${GTK_THEME_DARK:-Adwaita-dark} icons=${ICON_THEME_DARK:-Adwaita} ;;
light) gtk=${GTK_THEME_LIGHT:-Adwaita} icons=${ICON_THEME_LIGHT:-Adwaita} ;;
*) echo "$name: SOLVERV_THEME must be dark or light, not '${SOLVERV_THEME:-}'" >&2; exit 64 ;;
esac
if ! command -v gsettings >/dev/null 2>&1; then
  echo "$name: gsettings is not installed; nothing to do" >&2
  exit 0
fi
schema=org.gnome.desktop.interface
if ! gsettings list-keys "$schema" >/dev/null 2>&1; then
  echo "$name: the $schema schema is not installed (gsettings-desktop-schemas); nothing to do" >&2
  exit 0
fi
gsettings set "$schema" gtk-theme "$gtk" && gsettings set "$schema" icon-theme "$icons"
