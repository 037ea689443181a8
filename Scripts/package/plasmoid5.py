#!/usr/bin/env python3
"""Assembles the Plasma 5.27 build of the applet from the Plasma 6 one (make plasmoid5).

    Scripts/package/plasmoid5.py [DIST_DIR]     (default .build/dist)

Writes DIST_DIR/plasma5/io.github.solverv.plasmoid/ (installable as it is:
`kpackagetool5 -t Plasma/Applet -i DIR`) and DIST_DIR/io.github.solverv.plasmoid-plasma5.plasmoid
(a zip with metadata.json at its root, for the KDE Store and `kpackagetool5 -i FILE`).

The model, the views and the settings page live once, in contrib/kde/io.github.solverv.plasmoid.
Plasma 5 differs only in the shell: contrib/kde/plasma5 holds its metadata.json (KPlugin with
X-Plasma-API declarativeappletscript), main.qml (the Plasmoid attached API of
org.kde.plasma.plasmoid 2.0), Executable.qml (PlasmaCore.DataSource) and config/config.qml.
The shared QML is copied with each import given its Qt 5 / KF5 version (IMPORTS), Qt 6's
`pragma ComponentBehavior` dropped, and the few bindings Plasma 5 names differently replaced
(EDITS). An import or an edit that does not match stops the build: a new import in the shared
code must be mapped here, not silently passed to a Plasma 5 that cannot load it.
"""

import os
import re
import shutil
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import repro_zip  # noqa: E402

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "../.."))
APPLET = "io.github.solverv.plasmoid"
SHARED = os.path.join(ROOT, "contrib/kde", APPLET)
SHELL = os.path.join(ROOT, "contrib/kde/plasma5")

# Plasma 6's files the Plasma 5 build leaves out: its shell (main.qml, Executable.qml and
# config.qml come from contrib/kde/plasma5) and the D-Bus sources, which need
# org.kde.plasma.workspace.dbus (Plasma 6.4+; Plasma 5 has no QML D-Bus calls).
LEFT_OUT = {"metadata.json", "contents/ui/main.qml", "contents/ui/Executable.qml", "contents/config/config.qml",
            "contents/ui/DBusSource.qml", "contents/ui/SettingsBus.qml"}

# Qt 6 import (unversioned) -> Plasma 5.27 / Qt 5.15 / KF5 import.
IMPORTS = {
    "import QtQuick": "import QtQuick 2.15",
    "import QtQuick.Layouts": "import QtQuick.Layouts 1.15",
    "import QtQuick.Controls as QQC2": "import QtQuick.Controls 2.15 as QQC2",
    "import org.kde.kirigami as Kirigami": "import org.kde.kirigami 2.20 as Kirigami",
    "import org.kde.plasma.components as PlasmaComponents": "import org.kde.plasma.components 3.0 as PlasmaComponents",
    "import org.kde.kcmutils as KCM": "import org.kde.kcm 1.6 as KCM",
    "import org.kde.plasma.plasmoid": "import org.kde.plasma.plasmoid 2.0",
}

# (file, Plasma 6 text, Plasma 5 text): each must occur in the file.
EDITS = [
    # Plasma 5's settings page gets the applet as the `plasmoid` context property; the attached
    # Plasmoid resolves only inside the applet's own scene there.
    ("contents/ui/ConfigGeneral.qml", "Plasmoid.configuration", "plasmoid.configuration"),
    # SettingsBus.qml (D-Bus, 6.4+) is not in the package: the page takes its CLI path at once,
    # as on Plasma 6.3, without a failed load in the log.
    ("contents/ui/SettingsClient.qml", 'source: "SettingsBus.qml"', 'source: ""'),
]


def convert(relative, text):
    lines = []
    for line in text.splitlines(keepends=True):
        stripped = line.strip()
        if stripped.startswith("pragma ComponentBehavior"):
            continue  # Qt 6.4+; Qt 5.15 refuses an unknown pragma
        if stripped.startswith("import "):
            if not re.match(r'import\s+"', stripped):  # a relative JS/QML file needs no version
                if stripped not in IMPORTS:
                    raise SystemExit(f"plasmoid5: {relative}: no Plasma 5 mapping for `{stripped}` "
                                     "(add it to IMPORTS in Scripts/package/plasmoid5.py)")
                line = line.replace(stripped, IMPORTS[stripped])
        lines.append(line)
    text = "".join(lines)
    for path, old, new in EDITS:
        if path == relative:
            if old not in text:
                raise SystemExit(f"plasmoid5: {relative} no longer holds {old!r} (see EDITS)")
            text = text.replace(old, new)
    return text


def assemble(dist):
    out = os.path.join(dist, "plasma5", APPLET)
    shutil.rmtree(out, ignore_errors=True)
    os.makedirs(out)
    for folder, _, files in os.walk(SHARED):
        for name in sorted(files):
            source = os.path.join(folder, name)
            relative = os.path.relpath(source, SHARED)
            if relative in LEFT_OUT:
                continue
            target = os.path.join(out, relative)
            os.makedirs(os.path.dirname(target), exist_ok=True)
            if name.endswith(".qml"):
                with open(source, encoding="utf-8") as src, open(target, "w", encoding="utf-8") as dst:
                    dst.write(convert(relative, src.read()))
            else:
                shutil.copyfile(source, target)
    for folder, _, files in os.walk(SHELL):
        for name in sorted(files):
            source = os.path.join(folder, name)
            relative = os.path.relpath(source, SHELL)
            if relative == "README.md":
                continue
            target = os.path.join(out, relative)
            os.makedirs(os.path.dirname(target), exist_ok=True)
            shutil.copyfile(source, target)
    done = {path for path, _, _ in EDITS if os.path.exists(os.path.join(out, path))}
    missing = {path for path, _, _ in EDITS} - done
    if missing:
        raise SystemExit(f"plasmoid5: EDITS name files not in the package: {sorted(missing)}")
    return out


def pack(tree, dist):
    path = os.path.join(dist, f"{APPLET}-plasma5.plasmoid")
    if os.path.exists(path):
        os.remove(path)
    # Sorted entries, SOURCE_DATE_EPOCH stamps: the same bytes from the same commit.
    return repro_zip.write(path, tree, repro_zip.files_under(tree, sorted(os.listdir(tree))))


if __name__ == "__main__":
    dist = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, ".build/dist"))
    tree = assemble(dist)
    print(pack(tree, dist))
