#!/usr/bin/env python3
"""Judges a `qmllint --json` report for validate.sh; prints what it rejects, exits 1 if anything.

    qmllint-verdict.py strict   REPORT.json
    qmllint-verdict.py tolerant REPORT.json

Both modes allow exactly one thing that is not about this applet: Debian's Qt 6.4 packages lack
`jsroot.qmltypes`, and qmllint says so (then uses its built-in copy).

strict   — the run had the KDE modules resolved (tests/qmlstubs): every other warning or
           critical finding fails.
tolerant — the run had the real import paths only, where the Plasma 6 modules do not exist.
           A syntax error (critical) fails. Of the warnings, only these are allowed:
             * "Failed to import M" / "Warnings occurred while importing module M" for M in
               KDE_MODULES;
             * "A.T was not found" where the file imports one of KDE_MODULES as A, and a bare
               "T was not found" where the file imports one of them without a qualifier.
           Anything else — an unknown module, a misspelt Qt type, an own type (CompactView…)
           that does not resolve — fails. The categories that only cascade from unresolved
           types (unqualified, property, type, signal, …) are set to "info" by validate.sh for
           this run and are checked by the strict run instead.
"""
import json
import re
import sys

KDE_MODULES = {
    "org.kde.plasma.plasmoid",
    "org.kde.plasma.core",
    "org.kde.kirigami",
    "org.kde.plasma.components",
    "org.kde.plasma.workspace.dbus",
    "org.kde.plasma.plasma5support",
    "org.kde.plasma.configuration",
    "org.kde.kcmutils",
}

BUILTINS = (
    re.compile(r"^Warnings occurred while importing base modules:$"),
    re.compile(r"^Failed to find the following builtins: jsroot\.qmltypes \(so will use qrc\)"),
)

IMPORT = re.compile(r"^\s*import\s+([A-Za-z_][\w.]*)(?:\s+[\d.]+)?(?:\s+as\s+(\w+))?\s*;?\s*$")


def imports_of(path):
    """{alias or None: module} for the module imports of a QML file."""
    found = []
    try:
        with open(path, encoding="utf-8") as handle:
            for line in handle:
                match = IMPORT.match(line)
                if match:
                    found.append((match.group(2), match.group(1)))
    except OSError:
        pass
    return found


def allowed_tolerant(message, path):
    match = re.match(r'^(?:Failed to import ([\w.]+)\. Are your import paths set up properly\?'
                     r'|Warnings occurred while importing module "([\w.]+)":)$', message)
    if match:
        return (match.group(1) or match.group(2)) in KDE_MODULES
    match = re.match(r"^(?:(\w+)\.)?(\w+) was not found\. Did you add all import paths\?$", message)
    if match:
        alias = match.group(1)
        kde_imports = [(a, m) for a, m in imports_of(path) if m in KDE_MODULES]
        if alias is not None:
            return any(a == alias for a, _ in kde_imports)
        return any(a is None for a, _ in kde_imports)
    return False


def main():
    if len(sys.argv) != 3 or sys.argv[1] not in ("strict", "tolerant"):
        print(__doc__, file=sys.stderr)
        return 2
    mode, report_path = sys.argv[1], sys.argv[2]
    with open(report_path, encoding="utf-8") as handle:
        report = json.load(handle)
    rejected = 0
    tolerated = 0
    for entry in report.get("files", []):
        path = entry.get("filename", "?")
        for warning in entry.get("warnings", []):
            kind = warning.get("type", "")
            message = warning.get("message", "").strip()
            where = f"{path}:{warning.get('line', '?')}:{warning.get('column', '?')}"
            if kind == "info":
                continue
            if any(p.search(message) for p in BUILTINS):
                continue
            if kind != "critical" and mode == "tolerant" and allowed_tolerant(message, path):
                tolerated += 1
                continue
            rejected += 1
            print(f"  {kind}: {where}: {message}")
        if not entry.get("success", True) and not entry.get("warnings"):
            rejected += 1
            print(f"  failed without a message: {path}")
    print(f"  qmllint ({mode}): {rejected} rejected, {tolerated} tolerated (unresolved Plasma 6 imports)")
    return 1 if rejected else 0


if __name__ == "__main__":
    sys.exit(main())
