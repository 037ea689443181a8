# SPDX-License-Identifier: MIT
"""A small reader of GNOME Shell-style ES modules (import it; Python 3, stdlib only).

Two uses share it: Scripts/gnome-api/extract.py reads GNOME Shell's own modules at each release
tag (exports, classes, their members, signals and constructor options) into
contrib/gnome/tests/api-surface.json, and api_surface.py reads the extension's sources for what
they use of GNOME Shell (`uses()`), then checks those uses against that table.

It is a pragmatic reader, not a JavaScript parser: comments, strings, template literals and
regular-expression literals are blanked (same length) so braces can be matched; declarations are
found by pattern on the blanked text. That is enough for GNOME Shell's style (one declaration per
statement, classes as `class X extends Y {` or `GObject.registerClass({…}, class X extends Y {`)
and for the extension's own code, whose style the review rules keep.
"""

import os
import posixpath
import re

IDENT = r"[A-Za-z_$][\w$]*"
# A regular-expression literal may start after these (else `/` is division).
REGEX_BEFORE = set("(,=:[!&|?{};+-*%<>~^") | {""}


def blank(source, keep_strings=False):
    """SOURCE with comments replaced by spaces and (unless KEEP_STRINGS) the insides of strings,
    template literals and regular-expression literals replaced by spaces: same length, same
    line breaks, so offsets and line numbers stay valid."""
    out = list(source)
    i, n = 0, len(source)
    last = ""  # the last significant character outside comments and strings

    def wipe(start, end):
        for k in range(start, end):
            if out[k] != "\n":
                out[k] = " "

    while i < n:
        c = source[i]
        if source.startswith("//", i):
            end = source.find("\n", i)
            end = n if end < 0 else end
            wipe(i, end)
            i = end
        elif source.startswith("/*", i):
            end = source.find("*/", i + 2)
            end = n if end < 0 else end + 2
            wipe(i, end)
            i = end
        elif c in "'\"`":
            j = i + 1
            depth = 0  # ${…} nesting inside a template literal (its code is blanked too)
            while j < n:
                if source[j] == "\\":
                    j += 2
                    continue
                if c == "`" and source.startswith("${", j):
                    depth += 1
                elif c == "`" and depth and source[j] == "}":
                    depth -= 1
                elif source[j] == c and not depth:
                    break
                elif source[j] == "\n" and c != "`":
                    break
                j += 1
            if not keep_strings:
                wipe(i + 1, j)
            i = j + 1
            last = c
        elif c == "/" and last in REGEX_BEFORE:
            j, in_class = i + 1, False
            while j < n and source[j] != "\n":
                if source[j] == "\\":
                    j += 2
                    continue
                if source[j] == "[":
                    in_class = True
                elif source[j] == "]":
                    in_class = False
                elif source[j] == "/" and not in_class:
                    break
                j += 1
            wipe(i + 1, j)
            i = j + 1
            last = "/"
        else:
            if not c.isspace():
                last = c if not (c.isalnum() or c in "_$") else "a"
                # `return /x/` and `typeof /x/`: a keyword before a regular expression.
                if c.isalpha():
                    word = re.match(r"[A-Za-z_$][\w$]*", source[i:]).group(0)
                    last = "" if word in ("return", "typeof", "case", "in", "of") else "a"
                    i += len(word)
                    continue
            i += 1
    return "".join(out)


def matching(text, start, open_char="{", close_char="}"):
    """Index just past the bracket that closes the one at START (in blanked TEXT)."""
    depth = 0
    for i in range(start, len(text)):
        if text[i] == open_char:
            depth += 1
        elif text[i] == close_char:
            depth -= 1
            if depth == 0:
                return i + 1
    raise ValueError(f"unbalanced {open_char} at {start}")


def top_level(text, open_char="{", close_char="}"):
    """Spans of TEXT at bracket depth 0 (TEXT is the inside of a bracket, blanked), as one string
    with deeper parts blanked."""
    out, depth = [], 0
    for c in text:
        if c in "{[(":
            depth += 1
            out.append(c if depth == 1 else " ")
        elif c in "}])":
            out.append(c if depth == 1 else " ")
            depth -= 1
        else:
            out.append(c if depth == 0 or c == "\n" else " ")
    return "".join(out)


def split_args(inside):
    """The top-level comma-separated pieces of a blanked argument list's inside."""
    pieces, depth, current = [], 0, []
    for c in inside:
        if c in "{[(":
            depth += 1
        elif c in "}])":
            depth -= 1
        if c == "," and depth == 0:
            pieces.append("".join(current))
            current = []
        else:
            current.append(c)
    if "".join(current).strip():
        pieces.append("".join(current))
    return [p for p in pieces if p.strip()]


def object_keys(literal):
    """Top-level keys of a (blanked, keys unblanked) object literal `{a: 1, 'b': 2, c}`."""
    inside = literal.strip()
    assert inside.startswith("{") and inside.endswith("}"), literal
    keys = []
    for piece in split_args(inside[1:-1]):
        match = re.match(r"\s*(?:['\"]([^'\"]+)['\"]|(" + IDENT + r"))\s*(?::|,|$)", piece)
        if match:
            keys.append(match.group(1) or match.group(2))
        elif piece.strip().startswith("..."):
            keys.append("...")
    return keys


def imports(source):
    """{local name: (specifier, imported name or '*' or 'default')} of a module's import lines."""
    text = blank(source, keep_strings=True)
    found = {}
    for match in re.finditer(r"\bimport\s+([^;'\"]*?)\s*from\s*['\"]([^'\"]+)['\"]", text):
        clause, spec = match.group(1).strip(), match.group(2)
        namespace = re.search(r"\*\s*as\s+(" + IDENT + ")", clause)
        if namespace:
            found[namespace.group(1)] = (spec, "*")
        default = re.match(r"(" + IDENT + r")\s*(?:,|$)", clause)
        if default:
            found[default.group(1)] = (spec, "default")
        named = re.search(r"\{([^}]*)\}", clause)
        if named:
            for item in named.group(1).split(","):
                parts = item.split()
                if parts:
                    found[parts[-1]] = (spec, parts[0])
    return found


def exports(source):
    """(sorted exported names, [specifiers of `export * from`]) of a module."""
    text = blank(source, keep_strings=True)
    names, stars = set(), []
    for match in re.finditer(r"\bexport\s+(?:async\s+)?function\s*\*?\s*(" + IDENT + ")", text):
        names.add(match.group(1))
    for match in re.finditer(r"\bexport\s+class\s+(" + IDENT + ")", text):
        names.add(match.group(1))
    for match in re.finditer(r"\bexport\s+(?:const|let|var)\s+(" + IDENT + ")", text):
        names.add(match.group(1))
    for match in re.finditer(r"\bexport\s+(?:const|let|var)\s*\{([^}]*)\}", text):
        for item in match.group(1).split(","):
            parts = item.replace(":", " ").split()
            if parts:
                names.add(parts[-1])
    for match in re.finditer(r"\bexport\s*\{([^}]*)\}", text):
        for item in match.group(1).split(","):
            parts = item.split()
            if parts:
                names.add(parts[-1])
    if re.search(r"\bexport\s+default\b", text):
        names.add("default")
    for match in re.finditer(r"\bexport\s*\*\s*from\s*['\"]([^'\"]+)['\"]", text):
        stars.append(match.group(1))
    return sorted(names), stars


def _class_body_facts(source, text, body_start, body_end):
    """Members (methods, accessors, fields, this.X assignments), constructor parameters,
    Params.parse option keys and `new A.B(` made in a class body."""
    body = text[body_start + 1:body_end - 1]
    shallow = top_level(body)
    members, statics = set(), set()
    for match in re.finditer(r"(?m)^[ \t]*(static[ \t]+)?(?:async[ \t]+)?(?:(?:get|set)[ \t]+)?\*?[ \t]*(#?" + IDENT + r")[ \t]*\(", shallow):
        if match.group(2) not in ("if", "for", "while", "switch", "catch", "function", "return"):
            (statics if match.group(1) else members).add(match.group(2))
    for match in re.finditer(r"(?m)^[ \t]*(static[ \t]+)?(#?" + IDENT + r")[ \t]*(?:=[^=>]|;)", shallow):
        (statics if match.group(1) else members).add(match.group(2))
    for match in re.finditer(r"\bthis\.(#?" + IDENT + r")\s*=(?!=)", body):
        members.add(match.group(1))
    init_args, params = None, []
    init = re.search(r"(?m)^[ \t]*(?:_init|constructor)[ \t]*\(", shallow)
    if init:
        open_at = body_start + 1 + init.end() - 1
        close_at = matching(text, open_at, "(", ")")
        init_args = [a.split("=")[0].strip() for a in split_args(text[open_at + 1:close_at - 1])]
        block_start = text.index("{", close_at)
        block_end = matching(text, block_start)
        parse = re.search(r"Params\.parse\s*\(", text[block_start:block_end])
        if parse:
            call = block_start + parse.end() - 1
            call_end = matching(text, call, "(", ")")
            args = split_args(text[call + 1:call_end - 1])
            if len(args) >= 2 and args[1].strip().startswith("{"):
                raw = blank(source, keep_strings=True)
                offset = call + 1 + text[call + 1:].index(args[1].strip())
                params = object_keys(raw[offset:matching(text, offset)])
    news = sorted(set(re.findall(r"\bnew\s+(" + IDENT + r"(?:\." + IDENT + r")?)\s*\(", body)))
    # Public names only: `_private`, `#private` and `vfunc_` overrides are not API an extension
    # may use (a use of one is then reported missing).
    def public(names):
        return sorted(n for n in names if not n.startswith(("_", "#", "vfunc_")) and n != "constructor")
    return {"members": public(members), "statics": public(statics), "init_args": init_args,
            "params": params, "news": news}


def classes(source):
    """{bound name: facts} for each class of a module: `class X …` (bound to X) and
    `const Y = GObject.registerClass({…}, class X …)` (bound to Y, with the options' Signals and
    Properties). Facts: name, extends (the expression as written, or None), members, statics,
    signals, properties, init_args, params, news."""
    text = blank(source)
    raw = blank(source, keep_strings=True)
    found = {}
    registered = {}  # offset of the `class` keyword → (bound name, signals, properties)
    for match in re.finditer(r"\b(?:const|let|var)\s+(" + IDENT + r")\s*=\s*GObject\.registerClass\s*\(", text):
        call_end = matching(text, match.end() - 1, "(", ")")
        keyword = re.compile(r"\bclass\b").search(text, match.end(), call_end)
        if not keyword:
            continue
        options = raw[match.end():keyword.start()]
        lists = {}
        for kind in ("Signals", "Properties"):
            found_at = re.search(kind + r"\s*:\s*\{", options)
            lists[kind] = []
            if found_at:
                start = match.end() + found_at.end() - 1
                lists[kind] = object_keys(raw[start:matching(text, start)])
        registered[keyword.start()] = (match.group(1), lists["Signals"], lists["Properties"])
    for match in re.finditer(r"\bclass\s+(" + IDENT + r")?\s*(?:extends\s+(" + IDENT + r"(?:\." + IDENT + r")*))?\s*\{", text):
        body_start = match.end() - 1
        body_end = matching(text, body_start)
        bound, signals, properties = registered.get(match.start(), (match.group(1), [], []))
        if not bound:
            continue
        facts = {"name": match.group(1), "extends": match.group(2), "signals": sorted(signals),
                 "properties": sorted(properties)}
        facts.update(_class_body_facts(source, text, body_start, body_end))
        found[bound] = facts
    return found


def assigned_news(source, name):
    """The classes (as written, `Panel.Panel`) a module-level NAME is assigned with `new`."""
    text = blank(source)
    return sorted(set(re.findall(r"(?<![\w$.])" + re.escape(name) + r"\s*=\s*new\s+(" + IDENT + r"(?:\." + IDENT + r")?)\s*\(", text)))


def resolve(specifier, importer):
    """The absolute resource URI of SPECIFIER imported from the module at URI IMPORTER (gi:// and
    resource:/// stay as they are)."""
    if "://" in specifier:
        return specifier
    base = importer[len("resource://"):]
    return "resource://" + posixpath.normpath(posixpath.join(posixpath.dirname(base), specifier))


def is_shell(uri):
    return uri.startswith("resource:///org/gnome/shell/") or uri.startswith("resource:///org/gnome/Shell/")


# ---------------------------------------------------------------- what the extension uses

def uses(extension_dir):
    """What the extension's sources use of GNOME Shell's modules: a sorted list of (use, where),
    WHERE being FILE:LINE of its first occurrence (None for gi imports), USE one of:

    ("module", uri)                         a shell module imported
    ("export", uri, name)                   a name imported or read off a namespace import
    ("member", uri, cls, name)              a method/property used on an instance of CLS
                                            (`this.button.menu`, `item.label`, `this.metadata`)
    ("hook", uri, cls, name)                a method a subclass defines for the Shell to call
                                            (`enable`, `fillPreferencesWindow`)
    ("signal", uri, cls, name)              `instance.connect('NAME', …)`
    ("new", uri, cls, count, keys)          `new CLS(…)`: argument count and the keys of object
                                            literal arguments (checked against Params.parse)
    ("instance", uri, name, member)         `Alias.name.member` on a module variable (Main.panel)
    ("gi", specifier)                       a gi:// import (covered by the real runs, not here)

    Instances are typed where the extension makes them
    (`X = new Alias.Class(`); a property typed in PROPERTY_TYPES continues the chain
    (`this.button.menu.addMenuItem` is PopupMenu's addMenuItem)."""
    found = {}

    def add(key, where):
        found.setdefault(key, where)

    for file in sorted(os.listdir(extension_dir)):
        if not file.endswith(".js"):
            continue
        source = open(os.path.join(extension_dir, file), encoding="utf-8").read()
        text = blank(source)
        raw = blank(source, keep_strings=True)

        def line(offset):
            return f"{file}:{source.count(chr(10), 0, offset) + 1}"

        imported = imports(source)
        namespaces, named = {}, {}
        for local, (spec, name) in imported.items():
            if spec.startswith("gi://"):
                add(("gi", spec), None)
            if not is_shell(spec):
                continue
            add(("module", spec), line(raw.find(spec)))
            if name == "*":
                namespaces[local] = spec
            else:
                named[local] = (spec, name)
                add(("export", spec, name), line(raw.find(spec)))
        for local, spec in namespaces.items():
            for match in re.finditer(r"(?<![\w$.])" + re.escape(local) + r"\.(" + IDENT + ")", text):
                add(("export", spec, match.group(1)), line(match.start()))

        def shell_class(expression):
            """(uri, exported class name) of `Alias.Name` or an imported `Name`, else None."""
            if "." in expression:
                alias, name = expression.split(".", 1)
                return (namespaces[alias], name) if alias in namespaces and "." not in name else None
            return named.get(expression)

        # Constructions, and the variables they type.
        typed = {}
        new_pattern = r"\bnew\s+(" + IDENT + r"(?:\." + IDENT + r")?)\s*\("
        for match in re.finditer(new_pattern, text):
            cls = shell_class(match.group(1))
            if not cls:
                continue
            open_at = match.end() - 1
            args = split_args(text[open_at + 1:matching(text, open_at, "(", ")") - 1])
            keys = []
            for arg in args:
                if arg.strip().startswith("{"):
                    start = open_at + 1 + text[open_at + 1:].index(arg.strip())
                    keys += object_keys(raw[start:matching(text, start)])
            add(("new", cls[0], cls[1], len(args), tuple(sorted(keys))), line(match.start()))
            before = text[:match.start()]
            assignment = re.search(r"((?:this\.)?" + IDENT + r")\s*=\s*$", before)
            if assignment:
                typed.setdefault(assignment.group(1), set()).add(cls)
        for variable, types in typed.items():
            pattern = r"(?<![\w$.])" + re.escape(variable) + r"\??\.(" + IDENT + r")((?:\??\." + IDENT + r")*)(\s*\(\s*['\"]([^'\"]*)['\"])?"
            for match in re.finditer(pattern, raw):
                if text[match.start():match.end()].count(".") < variable.count(".") + 1:
                    continue  # inside a string or comment
                chain = [match.group(1)] + re.findall(IDENT, match.group(2) or "")
                for uri, cls in types:
                    here, owner = (uri, cls), None
                    for step, member in enumerate(chain):
                        if owner is not None:
                            here = PROPERTY_TYPES.get((owner[0], owner[1], chain[step - 1]))
                            if not here:
                                break
                        add(("member", here[0], here[1], member), line(match.start()))
                        if member == "connect" and step == len(chain) - 1 and match.group(4) is not None:
                            add(("signal", here[0], here[1], match.group(4)), line(match.start()))
                        owner = here
        # Subclasses of shell classes: the hooks they define and what they read off `this`.
        for bound, facts in classes(source).items():
            cls = shell_class(facts["extends"] or "")
            if not cls:
                continue
            start = re.search(r"\bclass\s+" + re.escape(facts["name"]) + r"\b", text).start()
            methods = set(re.findall(r"(?m)^[ \t]*(?:async[ \t]+)?(" + IDENT + r")[ \t]*\(",
                                     top_level(text[text.index("{", start) + 1:matching(text, text.index("{", start)) - 1])))
            for method in sorted(methods - {"constructor"}):
                add(("hook", cls[0], cls[1], method), line(start))
            body = text[start:matching(text, text.index("{", start))]
            # The subclass's own names (private ones too): its methods and what it assigns.
            own = methods | set(re.findall(r"\bthis\.(" + IDENT + r")\s*=(?!=)", body))
            for match in re.finditer(r"\bthis\.(" + IDENT + r")(?![\w$])(?!\s*=[^=])", body):
                if match.group(1) not in own:
                    add(("member", cls[0], cls[1], match.group(1)), line(start + match.start()))
        # Module variables read through a namespace: Main.panel.addToStatusArea.
        for local, spec in namespaces.items():
            for match in re.finditer(r"(?<![\w$.])" + re.escape(local) + r"\.(" + IDENT + r")\.(" + IDENT + ")", text):
                add(("instance", spec, match.group(1), match.group(2)), line(match.start()))
    return sorted(found.items(), key=lambda item: tuple(str(x) for x in item[0]))


# Properties whose class the modules do not say by a plain `this.X = new Y(` (or say two): the
# menu PanelMenu.Button makes in its constructor when its third argument (dontCreateMenu) is
# false, as the extension passes, is `setMenu(new PopupMenu.PopupMenu(…))`; with true it would be
# a PopupDummyMenu. The table's `news` for Button must show that construction at every version.
PROPERTY_TYPES = {
    ("resource:///org/gnome/shell/ui/panelMenu.js", "Button", "menu"):
        ("resource:///org/gnome/shell/ui/popupMenu.js", "PopupMenu"),
}
