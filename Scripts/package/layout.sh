#!/bin/sh
# Lays out an unpacked release tree (the tarball's top folder, or dist.sh's staging) as a
# distribution package wants it, under DESTDIR with prefix /usr: the file set of the .deb, with
# the paths Arch, Fedora and Nix use (zsh's site-functions, the licence under share/licenses).
# The Arch and Fedora packages and the Nix derivation all call this one script, so their file
# lists cannot drift apart (Scripts/e2e/packages.py compares them with the .deb's).
#
#   layout.sh TREE DESTDIR [PREFIX]      (PREFIX default /usr; Nix passes $out)
set -eu
[ $# -ge 2 ] || { echo "usage: layout.sh TREE DESTDIR [PREFIX]" >&2; exit 64; }
tree=$1
destdir=$2
prefix=${3:-/usr}
root=$destdir$prefix
cd "$tree"

install -Dm755 bin/solverv-status "$root/bin/solverv-status"
install -Dm755 bin/solverv-daemon "$root/bin/solverv-daemon"
for page in solverv-status solverv-daemon; do
  install -Dm644 "share/man/man1/$page.1" "$root/share/man/man1/$page.1"
done
# bash-completion files are sourced, not run: no #! line (as in the .deb).
install -d "$root/share/bash-completion/completions"
sed '1{/^#!/d}' share/bash-completion/completions/solverv-status >"$root/share/bash-completion/completions/solverv-status"
chmod 644 "$root/share/bash-completion/completions/solverv-status"
install -Dm644 share/zsh/site-functions/_solverv-status "$root/share/zsh/site-functions/_solverv-status"
install -Dm644 share/fish/vendor_completions.d/solverv-status.fish \
  "$root/share/fish/vendor_completions.d/solverv-status.fish"
install -d "$root/share/dbus-1/services" "$root/lib/systemd/user"
sed "s|@bindir@|$prefix/bin|g" share/dbus-1/services/io.github.solverv.Solverv1.service \
  >"$root/share/dbus-1/services/io.github.solverv.Solverv1.service"
sed "s|@bindir@|$prefix/bin|g" share/systemd/user/solverv.service >"$root/lib/systemd/user/solverv.service"
chmod 644 "$root/share/dbus-1/services/io.github.solverv.Solverv1.service" "$root/lib/systemd/user/solverv.service"
install -Dm644 share/xdg-desktop-portal/portals/solverv.portal "$root/share/xdg-desktop-portal/portals/solverv.portal"
# Every town of 1,000 people: the programs look for it at ../share/solverv beside bin/.
install -Dm644 share/solverv/places.txt "$root/share/solverv/places.txt"

install -d "$root/share/gnome-shell/extensions" "$root/share/plasma/plasmoids"
cp -R contrib/gnome/solverv@solverv.github.io "$root/share/gnome-shell/extensions/"
cp -R contrib/kde/io.github.solverv.plasmoid "$root/share/plasma/plasmoids/"
for bar in waybar polybar i3blocks sway conky tmux; do
  install -d "$root/share/doc/solverv/examples/$bar"
  find "contrib/$bar" -maxdepth 1 -type f ! -name '*.png' -exec install -m644 {} "$root/share/doc/solverv/examples/$bar/" \;
done
install -Dm644 README.md "$root/share/doc/solverv/README.md"
install -Dm644 LICENSE "$root/share/licenses/solverv/LICENSE"
