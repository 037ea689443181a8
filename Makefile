# Solverv — build, test, install.
#
#   make deps                 install the Debian/Ubuntu packages the build needs (apt-get; sudo when not root)
#   make                      build the release binaries (Swift runtime linked in statically); no apt:
#                             works wherever Swift and libdbus-1 (dbus-devel, dbus) are installed
#   make check                the unit, CLI and D-Bus tests (`swift test`, minutes)
#   make test                 the whole test suite (= Scripts/test.sh, what CI runs; root for the chroots)
#   make e2e                  prove the contrib configs in the real bars, headless (Scripts/e2e/run.sh)
#   make deb                  .build/dist/solverv_VERSION_amd64.deb and the desktop .debs (Scripts/package/deb.sh)
#   make dist                 .build/dist/solverv-VERSION-x86_64-linux.tar.gz with install.sh
#   make gnome-extension      the zip for extensions.gnome.org (as `gnome-extensions pack` makes)
#   make plasmoid             io.github.solverv.plasmoid.plasmoid for kpackagetool6 and the KDE Store
#   make plasmoid5            io.github.solverv.plasmoid-plasma5.plasmoid: the same applet for Plasma 5.27
#                             (kpackagetool5), assembled by Scripts/package/plasmoid5.py
#   make install PREFIX=~/.local     (DESTDIR=… for packagers)
#   make uninstall PREFIX=~/.local   removes exactly what install put there
#
# Installed: what the tarball's install.sh installs (Scripts/package/layout.sh's list of installed
# files, its LOCAL column): bin/solverv-status, bin/solverv-daemon, the man pages, bash/zsh/fish
# completions, the D-Bus activation file, the systemd user unit, the places file, and contrib/,
# README and LICENSE under share/solverv.

PREFIX ?= /usr/local
DESTDIR ?=
SWIFT ?= swift
# Swift 6.3.1 orders some code by heap address, so with address-space randomisation two release
# builds of one commit differ in a few bytes; with it off (setarch -R, inherited by the compiler
# processes) they are byte-identical (contrib/packaging/README.md). Where the kernel or a seccomp
# filter refuses the personality (e.g. Docker's default), the build runs as before.
NO_ASLR := $(shell m=$$(uname -m); setarch $$m -R true 2>/dev/null && echo "setarch $$m -R")

BUILD := .build/release
DIST := .build/dist

# The release tree dist.sh stages; `make install` lays it out with Scripts/package/layout.sh, whose
# list of installed files every package uses.
TREE = $(DIST)/tar-root/solverv-$$($(BUILD)/solverv-status --version)-x86_64-linux

.PHONY: all deps build check generated deb dist gnome-extension plasmoid plasmoid5 test e2e install uninstall clean

GNOME_UUID := solverv@solverv.github.io
PLASMOID_ID := io.github.solverv.plasmoid

all: build

deps:
	Scripts/install-system-packages.sh

build:
	$(NO_ASLR) $(SWIFT) build -c release --static-swift-stdlib --product solverv-status
	$(NO_ASLR) $(SWIFT) build -c release --static-swift-stdlib --product solverv-daemon

# Completions and the man page come from the binary itself (swift-argument-parser).
generated: build
	mkdir -p $(DIST)
	$(BUILD)/solverv-status --generate-completion-script bash > $(DIST)/solverv-status.bash
	$(BUILD)/solverv-status --generate-completion-script zsh > $(DIST)/_solverv-status
	$(BUILD)/solverv-status --generate-completion-script fish > $(DIST)/solverv-status.fish
	# The plugin builds its own copy of the tool: debug, so the static release binaries stay as built.
	$(SWIFT) package --allow-writing-to-package-directory generate-manual --configuration debug --section 1 \
		--authors "The Solverv authors" >/dev/null
	# Blank lines in the help texts become mdoc paragraph breaks (man warns about empty lines).
	sed 's/^$$/.Pp/' .build/plugins/GenerateManual/outputs/solverv-status/solverv-status.1 > $(DIST)/solverv-status.1

# Packages (outputs in .build/dist): one script per package under Scripts/package.
deb: generated
	Scripts/install-system-packages.sh dpkg-dev binutils
	Scripts/package/deb.sh $(BUILD) $(DIST)

dist: generated
	Scripts/package/dist.sh $(BUILD) $(DIST)

# extensions.gnome.org wants the extension's files (metadata, ES modules, stylesheet) at the zip's
# root, nothing else.
gnome-extension:
	mkdir -p $(DIST)
	rm -f $(DIST)/$(GNOME_UUID).shell-extension.zip
	cd contrib/gnome/$(GNOME_UUID) && python3 $(CURDIR)/Scripts/package/repro_zip.py \
		$(CURDIR)/$(DIST)/$(GNOME_UUID).shell-extension.zip . metadata.json $$(ls *.js *.css)

# A .plasmoid is a zip with metadata.json at its root.
plasmoid:
	mkdir -p $(DIST)
	rm -f $(DIST)/$(PLASMOID_ID).plasmoid
	python3 Scripts/package/repro_zip.py $(DIST)/$(PLASMOID_ID).plasmoid contrib/kde/$(PLASMOID_ID) metadata.json contents

# The Plasma 5.27 build: the Plasma 6 applet's model and views with Plasma 5's shell
# (contrib/kde/plasma5); also leaves the package folder in $(DIST)/plasma5/$(PLASMOID_ID).
plasmoid5:
	mkdir -p $(DIST)
	python3 Scripts/package/plasmoid5.py $(DIST)

install: generated
	Scripts/package/dist.sh --stage $(BUILD) $(DIST) >/dev/null
	sh Scripts/package/layout.sh --local "$(TREE)" "$(DESTDIR)" $(PREFIX)
	@echo "Installed to $(DESTDIR)$(PREFIX). Start the service: systemctl --user enable --now solverv"

# What install put there, by layout.sh's list (its folders, e.g. share/solverv/contrib, whole).
uninstall:
	sh Scripts/package/layout.sh --rows | while read -r _part _mode _how _source tree dest _package; do \
	  case $$dest in -) continue ;; =) dest=$$tree ;; esac; \
	  case $$dest in */) rm -rf "$(DESTDIR)$(PREFIX)/$$dest" ;; *) rm -f "$(DESTDIR)$(PREFIX)/$$dest" ;; esac; \
	done
	rmdir "$(DESTDIR)$(PREFIX)/share/solverv" 2>/dev/null || true

check:
	$(SWIFT) build --build-tests
	$(SWIFT) test

test:
	Scripts/test.sh

e2e:
	Scripts/e2e/run.sh

clean:
	rm -rf .build $(DIST)
