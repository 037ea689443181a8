#!/bin/sh
# Solverv hook: every running Neovim sets 'background' (and a colour scheme, if you name one)
# through its server socket, as `nvim --server SOCKET --remote-expr` does.
# NVIM_COLORSCHEME_DARK / NVIM_COLORSCHEME_LIGHT: a `:colorscheme` to load too (default none).
# Sockets: Neovim 0.9+ listens on $XDG_RUNTIME_DIR/nvim.PID.0 (or under $TMPDIR/nvim.USER/),
# 0.7–0.8 on $TMPDIR/nvimXXXXXX/0; NVIM_SOCKETS (space-separated) names others.
set -u
name="neovim.sh"
case ${SOLVERV_THEME:-} in
dark) scheme=${NVIM_COLORSCHEME_DARK:-} ;;
light) scheme=${NVIM_COLORSCHEME_LIGHT:-} ;;
*) echo "$name: SOLVERV_THEME must be dark or light, not '${SOLVERV_THEME:-}'" >&2; exit 64 ;;
esac
if ! command -v nvim >/dev/null 2>&1; then
  echo "$name: nvim is not installed; nothing to do" >&2
  exit 0
fi
command="set background=$SOLVERV_THEME"
[ -n "$scheme" ] && command="$command | colorscheme $scheme"
tmp=${TMPDIR:-/tmp}
count=0
for socket in ${NVIM_SOCKETS:-} "${XDG_RUNTIME_DIR:-/nonexistent}"/nvim.*.0 \
  "$tmp"/nvim.*/*/nvim.*.0 "$tmp"/nvim*/0; do
  [ -S "$socket" ] || continue
  # A socket left by a crashed Neovim refuses the connection at once; the time limit covers a
  # Neovim that is stuck.
  if timeout 5 nvim --headless --server "$socket" --remote-expr "execute('$command')" >/dev/null 2>&1; then
    count=$((count + 1))
  else
    echo "$name: no answer on $socket (left over from a Neovim that ended?)" >&2
  fi
done
echo "$name: background=$SOLVERV_THEME in $count running Neovim(s)"
