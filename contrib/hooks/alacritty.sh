#!/bin/sh
# Solverv hook: Alacritty's colours. Copies $XDG_CONFIG_HOME/alacritty/solverv-dark.toml (or
# solverv-light.toml; .yml for Alacritty before 0.13) to solverv-theme.toml (.yml), which your
# alacritty.toml imports (`[general] import = ["~/.config/alacritty/solverv-theme.toml"]`, or a
# top-level `import = […]` before 0.14). Running windows reload it themselves
# (live_config_reload, on by default); the main file is touched so that older versions, which
# watch only it, reload too.
set -u
name="alacritty.sh"
case ${SOLVERV_THEME:-} in
dark | light) ;;
*) echo "$name: SOLVERV_THEME must be dark or light, not '${SOLVERV_THEME:-}'" >&2; exit 64 ;;
esac
if ! command -v alacritty >/dev/null 2>&1; then
  echo "$name: alacritty is not installed; nothing to do" >&2
  exit 0
fi
dir=${XDG_CONFIG_HOME:-$HOME/.config}/alacritty
for extension in toml yml; do
  source=$dir/solverv-$SOLVERV_THEME.$extension
  [ -f "$source" ] || continue
  cp "$source" "$dir/solverv-theme.$extension.new" &&
    mv "$dir/solverv-theme.$extension.new" "$dir/solverv-theme.$extension" || exit 1
  for main in "$dir/alacritty.toml" "$dir/alacritty.yml"; do
    [ -f "$main" ] && touch "$main"
  done
  exit 0
done
echo "$name: no $dir/solverv-$SOLVERV_THEME.toml (or .yml); nothing to do" >&2
exit 0
