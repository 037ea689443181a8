#!/usr/bin/env python3
"""Writes contrib/gnome/tests/api-surface.json: what GNOME Shell's own JavaScript offers, at one
release tag per major version, of the modules the GNOME extension imports.

    python3 Scripts/gnome-api/extract.py [--repo GIT_DIR] [--out FILE] [--check]

GIT_DIR is a copy of GNOME Shell's public repository (GNOME/gnome-shell, with its tags; default
/work/.mirror/GNOME+gnome-shell/repo or $GNOME_SHELL_GIT). For each tag in TAGS it reads, with
`git show TAG:PATH` (nothing is checked out): the gresource files, which map a
`resource:///org/gnome/shell/…` or `resource:///org/gnome/Shell/Extensions/js/…` URI to a file of
the tree; each shell module the extension imports (its import lines, read by
contrib/gnome/tests/shell_api.py): its exported names (`export function/class/const/let/var`,
`export {…}`, `export default`, `export * from` followed); each class the extension uses or
subclasses, and every class they extend through shell modules (their own members, GObject
signals and properties, constructor parameters, `Params.parse` option keys, the shell classes
they construct), up to the first gi:// base (St.Widget, St.BoxLayout, …), which is recorded by
name; and the class a module variable the extension reads (`Main.panel`) is assigned with
`new`. Each version carries its tag and commit. `--check` compares the committed file with a
fresh extraction instead of writing it (exit 1 if they differ).

contrib/gnome/tests/api_surface.py checks the extension against the committed table without this
repository (CI has neither network nor the copy).
"""

import json
import os
import re
import subprocess
import sys
import xml.etree.ElementTree as ElementTree

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "../.."))
sys.path.insert(0, os.path.join(ROOT, "contrib/gnome/tests"))
import shell_api  # noqa: E402

EXTENSION = os.path.join(ROOT, "contrib/gnome/solverv@solverv.github.io")
OUT = os.path.join(ROOT, "contrib/gnome/tests/api-surface.json")
# The newest tag of each major version in the repository (checked with `git tag`): 51 has only
# its pre-releases there (51.alpha, 51.beta); the real runs use 48.7, 50.5 and 51.0.
TAGS = {"45": "45.10", "46": "46.10", "47": "47.10", "48": "48.8", "49": "49.9", "50": "50.4", "51": "51.beta"}


class Tree:
    """One tag of the repository: files by path, and resource URIs mapped to paths."""

    def __init__(self, repo, tag):
        self.repo, self.tag = repo, tag
        self.commit = self.git("rev-parse", f"{tag}^{{commit}}").strip()
        self.paths = set(self.git("ls-tree", "-r", "--name-only", self.commit).split("\n"))
        self.resources = {}
        for xml_path in sorted(p for p in self.paths if p.endswith(".gresource.xml")):
            folder = os.path.dirname(xml_path)
            for resource in ElementTree.fromstring(self.show(xml_path)).iter("gresource"):
                prefix = resource.get("prefix", "/").rstrip("/")
                for entry in resource.iter("file"):
                    name = entry.get("alias") or entry.text.strip()
                    # meson's source_dir: the xml's folder, then js/ (dbusServices' bundles).
                    for candidate in (f"{folder}/{entry.text.strip()}", f"js/{entry.text.strip()}"):
                        if candidate in self.paths:
                            self.resources.setdefault(f"resource://{prefix}/{name}", candidate)
                            break

    def git(self, *args):
        return subprocess.run(["git", "-C", self.repo, *args], check=True, capture_output=True,
                              text=True).stdout

    def show(self, path):
        return self.git("show", f"{self.commit}:{path}")

    def source(self, uri):
        path = self.resources.get(uri)
        return (path, self.show(path)) if path else (None, None)


def extract(tree, used):
    modules, classes, instances = {}, {}, {}

    def module(uri):
        if uri not in modules:
            path, source = tree.source(uri)
            if path is None:
                modules[uri] = None
                return None
            names, stars = shell_api.exports(source)
            names = set(names)
            for star in stars:
                target = shell_api.resolve(star, uri)
                if module(target):
                    names |= set(modules[target]["exports"]) - {"default"}
            modules[uri] = {"file": path, "exports": sorted(names)}
            modules[uri]["_source"] = source
        return modules[uri]

    def reference(uri, expression):
        """A class expression written in module URI → 'uri#Name', 'gi:St.Widget' or 'unresolved:…'."""
        source = module(uri)["_source"]
        imported = shell_api.imports(source)
        if "." in expression:
            alias, name = expression.split(".", 1)
            spec, kind = imported.get(alias, (None, None))
            if spec and spec.startswith("gi://"):
                return f"gi:{alias}.{name}"  # `import St from 'gi://St'`
            if spec and kind == "*":
                target = shell_api.resolve(spec, uri)
                if target.startswith("gi://"):
                    return f"gi:{alias}.{name}"
                return f"{target}#{name}"
            return f"unresolved:{expression}"
        if expression in shell_api.classes(source):
            return f"{uri}#{expression}"
        spec, name = imported.get(expression, (None, None))
        if spec and name not in ("*", None):
            return f"{shell_api.resolve(spec, uri)}#{name}"
        return f"unresolved:{expression}"

    def record(key):
        if key in classes or not key.startswith("resource://"):
            return
        uri, name = key.split("#", 1)
        if not module(uri):
            classes[key] = None
            return
        facts = shell_api.classes(modules[uri]["_source"]).get(name)
        if facts is None:
            classes[key] = None
            return
        facts = dict(facts)
        if facts["extends"]:
            facts["extends"] = reference(uri, facts["extends"])
        facts["news"] = sorted({r for r in (reference(uri, n) for n in facts["news"]) if r.startswith("resource://")})
        classes[key] = facts
        if facts["extends"]:
            record(facts["extends"])

    for use, _where in used:
        kind = use[0]
        if kind == "module":
            module(use[1])
        elif kind == "export":
            module(use[1])
        elif kind in ("member", "hook", "signal", "new"):
            record(f"{use[1]}#{use[2]}")
        elif kind == "instance":
            uri, name = use[1], use[2]
            if module(uri):
                made = [reference(uri, n) for n in shell_api.assigned_news(modules[uri]["_source"], name)]
                instances[f"{uri}#{name}"] = made
                for key in made:
                    record(key)
    for (uri, cls, _prop), (target_uri, target) in shell_api.PROPERTY_TYPES.items():
        record(f"{uri}#{cls}")
        record(f"{target_uri}#{target}")
    for entry in modules.values():
        if entry:
            entry.pop("_source", None)
    return {"tag": tree.tag, "commit": tree.commit, "modules": modules, "classes": classes,
            "instances": instances}


def main(argv):
    repo = os.environ.get("GNOME_SHELL_GIT", "/work/.mirror/GNOME+gnome-shell/repo")
    out, check = OUT, False
    args = list(argv)
    while args:
        arg = args.pop(0)
        if arg == "--repo":
            repo = args.pop(0)
        elif arg == "--out":
            out = args.pop(0)
        elif arg == "--check":
            check = True
        else:
            print(__doc__, file=sys.stderr)
            return 64
    used = shell_api.uses(EXTENSION)
    table = {
        "about": "What GNOME Shell's own JavaScript offers, at each tag, of the shell modules the "
                 "extension imports: exports, and the classes it uses with their chains up to the "
                 "first gi:// base. Made by Scripts/gnome-api/extract.py; checked by "
                 "contrib/gnome/tests/api_surface.py. gi:// modules (St, Clutter, Gio, GLib, "
                 "GObject, Adw, Gtk) are not covered here: they come from mutter and GTK.",
        "repository": "https://github.com/GNOME/gnome-shell",
        "versions": {},
    }
    for major, tag in TAGS.items():
        table["versions"][major] = extract(Tree(repo, tag), used)
    text = format_table(table)
    if check:
        current = open(out, encoding="utf-8").read()
        if current != text:
            print(f"{out} differs from a fresh extraction", file=sys.stderr)
            return 1
        print(f"{out} is current")
        return 0
    with open(out, "w", encoding="utf-8") as handle:
        handle.write(text)
    print(f"wrote {out}: " + ", ".join(f"{v['tag']} ({v['commit'][:12]})" for v in table["versions"].values()))
    return 0


def format_table(table):
    """JSON with one class or module per line (small diffs between extractions)."""
    text = json.dumps(table, indent=1, sort_keys=True, ensure_ascii=False)
    # Lists of names on one line.
    return re.sub(r"\[\n\s*((?:\"[^\"\n]*\",?\n\s*)*)\]",
                  lambda m: "[" + " ".join(m.group(1).split()) + "]", text) + "\n"


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
