#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""The extension against GNOME Shell's API at every version `metadata.json` lists, from the
committed table api-surface.json (no network, no copy of GNOME Shell's repository needed).

    python3 contrib/gnome/tests/api_surface.py [EXTENSION_DIR [TABLE]]
    python3 contrib/gnome/tests/api_surface.py --self-test [TABLE]   # broken copies must fail

What the extension's sources use of GNOME Shell (shell_api.uses: the resource:/// modules it
imports, the names it imports or reads off them, the members, hooks and signals it uses on
their classes, the arguments and option keys it constructs them with, `Main.panel`'s methods)
must be in the table at each listed version: the module, the exported name, the member on the
class or a shell class it extends, the signal, as many constructor parameters and every option
key in a `Params.parse` of the chain. Where a chain ends in a gi:// class (St.Widget,
St.BoxLayout) without the member, the member must be one of GI_MEMBERS, inherited from a
gi class that base descends from (covered by the real runs, which load the real St and
Clutter). A use of something the table has no record of (a new class, a new module) fails too:
run Scripts/gnome-api/extract.py with a copy of the repository. Versions in the table but not in
the metadata (45) are checked and reported, not required.

Prints one line per version and a last summary line; exits 1 if any listed version fails.
"""

import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import shell_api  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
EXTENSION = os.path.join(HERE, "../solverv@solverv.github.io")
TABLE = os.path.join(HERE, "api-surface.json")
# Members the extension uses on shell classes that come from their gi:// base classes, and the
# gi class that has them (all are in every GNOME 45+ St/Clutter).
GI_MEMBERS = {"add_child": "Clutter.Actor", "insert_child_below": "Clutter.Actor", "destroy": "Clutter.Actor",
              "add_style_class_name": "St.Widget", "connect": "GObject.Object"}
# The gi classes shell classes extend here, and the classes each descends from.
GI_ANCESTRY = {
    "St.Widget": {"St.Widget", "Clutter.Actor", "GObject.Object"},
    "St.BoxLayout": {"St.BoxLayout", "St.Widget", "Clutter.Actor", "GObject.Object"},
    "St.Bin": {"St.Bin", "St.Widget", "Clutter.Actor", "GObject.Object"},
}


def chain(classes, key):
    """The class records from KEY up its `extends`, and what ends it: None (a plain class),
    'gi:…', or 'missing:KEY' (no record)."""
    records = []
    while key and key.startswith("resource://"):
        record = classes.get(key)
        if record is None:
            return records, f"missing:{key}"
        records.append((key, record))
        key = record["extends"]
    return records, key


def find(classes, key, name, field="members"):
    """'shell' if NAME is in FIELD of KEY's chain, 'gi:Base' if only a gi base can have it
    (GI_MEMBERS), else an error string."""
    records, end = chain(classes, key)
    for _key, record in records:
        if name in record[field]:
            return "shell"
    if end and end.startswith("missing:"):
        return f"no record of {end[8:]} in the table"
    if field == "members" and end and end.startswith("gi:") and name in GI_MEMBERS:
        base = end[3:]
        if GI_MEMBERS[name] in GI_ANCESTRY.get(base, set()):
            return f"gi:{base}"
        return f"{name} is {GI_MEMBERS[name]}'s, and {key} ends at {base}"
    return f"no {name!r} in {key.split('/')[-1]} or the classes it extends (to {end})"


def check_version(version, used):
    """The errors of the extension against one version's record."""
    modules, classes, instances = version["modules"], version["classes"], version["instances"]
    errors = []

    def fail(use, where, why):
        errors.append(f"{where or '-'}: {' '.join(str(x) for x in use[1:])}: {why}")

    for use, where in used:
        kind = use[0]
        if kind == "gi":
            continue
        uri = use[1]
        if kind == "module":
            if not modules.get(uri):
                fail(use, where, "no such module in this version's record (a new import: run Scripts/gnome-api/extract.py)")
        elif kind == "export":
            if not modules.get(uri) or use[2] not in modules[uri]["exports"]:
                fail(use, where, "not exported")
        elif kind in ("member", "hook"):
            found = find(classes, f"{uri}#{use[2]}", use[3])
            if found != "shell" and not (kind == "member" and found.startswith("gi:")):
                fail(use, where, found)
        elif kind == "signal":
            found = find(classes, f"{uri}#{use[2]}", use[3], "signals")
            if found != "shell":
                fail(use, where, f"no signal {use[3]!r} declared in the chain")
        elif kind == "new":
            records, end = chain(classes, f"{uri}#{use[2]}")
            if end and end.startswith("missing:"):
                fail(use, where, f"no record of {end[8:]} in the table")
                continue
            declared = next((r["init_args"] for _k, r in records if r["init_args"] is not None), None)
            if declared is not None and use[3] > len(declared):
                fail(use, where, f"{use[3]} arguments, the constructor takes {declared}")
            options = set().union(*(r["params"] for _k, r in records))
            unknown = set(use[4]) - options
            if unknown:
                fail(use, where, f"option keys {sorted(unknown)} not in Params.parse ({sorted(options)})")
        elif kind == "instance":
            made = instances.get(f"{uri}#{use[2]}")
            if not made:
                fail(use, where, f"no `{use[2]} = new …` recorded")
            elif not all(find(classes, key, use[3]) == "shell" for key in made):
                fail(use, where, f"not a method of {made}")
    for (uri, cls, prop), (target_uri, target) in shell_api.PROPERTY_TYPES.items():
        record = classes.get(f"{uri}#{cls}")
        if not record or prop not in record["members"] or f"{target_uri}#{target}" not in record["news"]:
            errors.append(f"{cls}.{prop}: the table does not show {cls} making a {target} for it")
    return errors


# Changes to the extension the check must refuse (--self-test): (file, text, replacement, why
# [, the listed versions that must refuse it, exactly; else every one]).
MUTANTS = [
    ("extension.js", "Main.panel.addToStatusArea(", "Main.panel.addToStatusAreaAt(", "a method Panel lacks"),
    ("extension.js", "{reactive: false, can_focus: false}", "{reactive: false, can_focus: false, hover_ring: true}",
     "an option key Params.parse refuses"),
    ("extension.js", "new PanelMenu.Button(0.5, name, false)", "new PanelMenu.Button(0.5, name, false, true)",
     "more constructor arguments than declared"),
    ("extension.js", "this.button.menu.close()", "this.button.menu.closeAll()", "a PopupMenu method that is not there"),
    ("extension.js", "this._refreshItem.connect('activate'", "this._refreshItem.connect('activated'",
     "an undeclared signal"),
    ("extension.js", "new PopupMenu.PopupMenuSection()", "new PopupMenu.PopupMenuSectionBox()", "a name not exported"),
    ("extension.js", "import * as PopupMenu from 'resource:///org/gnome/shell/ui/popupMenu.js';",
     "import * as PopupMenu from 'resource:///org/gnome/shell/ui/popupMenu.js';\n"
     "import * as QuickSettings from 'resource:///org/gnome/shell/ui/quickSettings.js';\nQuickSettings.x;",
     "a module the table has no record of"),
    ("prefs.js", "    fillPreferencesWindow(window) {", "    fillPreferencesPage(window) {", "a hook the base class does not call"),
    ("extension.js", "this.openPreferences()", "this.openSettings()", "an Extension method that is not there"),
    # Version by version: GNOME 46 moved SystemIndicator to quickSettings.js; 49 added
    # Main.brightnessManager.
    ("extension.js", "new PopupMenu.PopupMenuSection()", "new PanelMenu.SystemIndicator()",
     "PanelMenu.SystemIndicator (45 only)", ["46", "47", "48", "49", "50", "51"]),
    ("extension.js", "Main.panel.addToStatusArea(", "Main.brightnessManager && Main.panel.addToStatusArea(",
     "Main.brightnessManager (49+)", ["46", "47", "48"]),
]


def self_test(table):
    """Each mutant of a scratch copy of the extension must fail at every listed version, or at
    exactly the versions it names."""
    import shutil
    import tempfile
    bad = 0
    with tempfile.TemporaryDirectory() as scratch:
        for file, text, replacement, why, *versions in MUTANTS:
            copy = os.path.join(scratch, "ext")
            shutil.rmtree(copy, ignore_errors=True)
            shutil.copytree(EXTENSION, copy)
            source = open(os.path.join(copy, file), encoding="utf-8").read()
            if text not in source:
                print(f"FAIL self-test: {file} no longer contains {text!r} (update MUTANTS)")
                bad += 1
                continue
            open(os.path.join(copy, file), "w", encoding="utf-8").write(source.replace(text, replacement, 1))
            used = shell_api.uses(copy)
            listed = json.load(open(os.path.join(copy, "metadata.json"), encoding="utf-8"))["shell-version"]
            refused = [m for m in listed if check_version(table["versions"][m], used)]
            expected = versions[0] if versions else listed
            if refused != expected:
                print(f"FAIL self-test: {why} ({replacement!r}) refused at {refused}, expected {expected}")
                bad += 1
    print(f"self-test: {len(MUTANTS) - bad} of {len(MUTANTS)} broken copies of the extension refused where "
          "they should be (every listed version, or the versions lacking the name)")
    return bad


def main(argv):
    if argv[:1] == ["--self-test"]:
        table = json.load(open(argv[1] if len(argv) > 1 else TABLE, encoding="utf-8"))
        return 1 if self_test(table) else 0
    extension = argv[0] if argv else EXTENSION
    table = json.load(open(argv[1] if len(argv) > 1 else TABLE, encoding="utf-8"))
    listed = json.load(open(os.path.join(extension, "metadata.json"), encoding="utf-8"))["shell-version"]
    used = shell_api.uses(extension)
    counts = {}
    for use, _where in used:
        counts[use[0]] = counts.get(use[0], 0) + 1
    failed, passed, extra = [], [], []
    for major in listed:
        if major not in table["versions"]:
            print(f"FAIL {major}: listed in metadata.json, not in the table (Scripts/gnome-api/extract.py TAGS)")
            failed.append(major)
    for major, version in sorted(table["versions"].items(), key=lambda item: int(item[0])):
        errors = check_version(version, used)
        label = f"{version['tag']} ({table['repository']} {version['commit'][:12]})"
        if errors:
            print(f"{'FAIL' if major in listed else 'fails, not listed'} {label}:")
            for error in errors:
                print(f"  {error}")
            (failed if major in listed else extra).append(major)
        else:
            print(f"ok   {label}{'' if major in listed else ' (not listed in metadata.json)'}")
            (passed if major in listed else extra).append(f"{major}" if major in listed else f"{major} passes")
    what = ", ".join(f"{counts.get(k, 0)} {k}s" for k in ("module", "export", "member", "hook", "signal", "new", "instance"))
    tags = " ".join(table["versions"][m]["tag"] for m in listed if m in table["versions"])
    if failed:
        print(f"API surface: FAILED for {', '.join(failed)} (listed); {what}")
        return 1
    note = f"; not listed: {', '.join(extra)}" if extra else ""
    print(f"API surface: {tags} ({len(passed)} listed versions) have every shell module, name, member, hook, "
          f"signal and constructor option the extension uses ({what}; gi:// imports not covered){note}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
