#!/usr/bin/env python3
"""Generate Sources/SolvervCities/RegionNameData.swift: the names CLDR gives the divisions
(regions) of the bundled city table in Solverv's languages, so a German reader sees "Flandern"
and a Finn "Flanderi" where GeoNames says "Flanders", a Swede "Västra Götalands län".

Source, read offline: CLDR 41's subdivision names (common/subdivisions/*.xml, Unicode licence,
SPDX Unicode-DFS-2016) as Debian ships them in the package unicode-cldr-core:

  apt-get download unicode-cldr-core && dpkg-deb -x unicode-cldr-core_*.deb /tmp/cldrpkg/x
  Scripts/generate-region-names.py /tmp/cldrpkg/x/usr/share/unicode/cldr/common/subdivisions

(Babel on PyPI, which generate-place-names.py reads, carries no subdivision names.) Bokmål is
CLDR's `no.xml`. Names marked provisional or unconfirmed are left out, as Babel leaves them out.

CLDR keys subdivisions by ISO 3166-2 code ("bevlg" = BE-VLG); GeoNames' admin1 codes are not ISO
codes, so a division of RegionData ("BE VLG Flanders", "DE 02 Bayern") is tied to the CLDR
subdivision of the same country whose name, in English or in any CLDR language, matches one of
the division's GeoNames names (its label and the names of RegionData's region lines) after
`normal`: folded (generate-cities.py's `fold`) and without a type word ("County", "Region",
"Province", "Voivodeship", "Region of" …). A division two subdivisions match is left out.
Only divisions that have a city in the bundled table are kept, and of them only the names
that differ from the GeoNames name shown in English.

Coverage (CLDR 41, the bundled table): 2,364 of the 2,753 divisions that have a city are tied;
NO 15/15, SE 21/21, DK 5/5, FI 18/18, DE 16/16, AT 8/8, CH 20/20, BE 3/3, NL 12/12, GB 4/4,
US 51/51, FR 12/13 (Normandy), IT 19/20 (The Marches), ES 16/19 (Castille-La Mancha, Castille
and León, Valencia: CLDR's English names differ, and Valencia matches only the province). The
script prints these figures.

Formats (fields separated by a tab, lines by a newline, sorted by bytes so a prefix finds a line
by binary search):

  name : CC admin1 nb sv da fi de   (empty field = the GeoNames name in that language; "=" = the
                                     same as the nb field, which keeps the table small)

A filter ("Gent, Flandern") finds a division by folding these names at run time (a few hundred
lines), so no key table is stored. A division shown by its abbreviation ("CA" in the US) keeps
it in every language; its names in the languages only serve as filters ("Kalifornien").
"""
import glob, importlib.util, os, re, sys, unicodedata
import xml.etree.ElementTree as ET

here = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("cities", os.path.join(here, "generate-cities.py"))
cities_script = importlib.util.module_from_spec(spec)
spec.loader.exec_module(cities_script)
fold, swift_literal = cities_script.fold, cities_script.swift_literal

LANGUAGES = ["nb", "sv", "da", "fi", "de"]
CLDR_FILE = {"nb": "no"}
CLDR_VERSION = "41"
# Countries whose coverage the header and docs report (Solverv's users are mostly here).
REPORTED = ["NO", "SE", "DK", "FI", "DE", "AT", "CH", "BE", "NL", "GB", "US", "FR", "IT", "ES"]
# Type words a division's name may carry in one source and not the other, folded.
SUFFIXES = ["county", "region", "province", "voivodeship", "state", "district", "prefecture",
            "governorate", "oblast", "krai", "department", "municipality", "canton", "lan",
            "fylke", "maakunta", "autonomous community", "autonomous region", "capital region",
            "capital", "metropolitan city", "region of", "province of", "state of",
            "canton of", "county of", "lans"]
# The countries whose divisions get names (the binary's size allows no more): the Nordic and
# German-speaking countries, their neighbours and the countries Solverv's users travel to most.
SCOPE = set(REPORTED) | {"IS", "AX", "FO", "GL", "EE", "LV", "LT", "PL", "CZ", "IE", "PT", "LU", "LI"}
sources = os.path.join(here, "..", "Sources", "SolvervCities")
out = os.path.join(sources, "RegionNameData.swift")


def normal(name):
    """A division name's fold without type words, for matching ("Västra Götaland County" and
    "Västra Götaland" -> "vastra gotaland")."""
    key = fold(name) or ""
    changed = True
    while changed:
        changed = False
        for word in SUFFIXES:
            if key.endswith(" " + word):
                key, changed = key[: -len(word) - 1], True
            if key.startswith(word + " "):
                key, changed = key[len(word) + 1:], True
    return key


def abbreviation(label):
    """Whether RegionData shows the division by its usual abbreviation ("IL", "ON", "NSW")."""
    return label.isascii() and label.isalpha() and label.isupper() and len(label) <= 4


def literal(path, name):
    """The lines of the StaticString literal `name` in a generated Swift file."""
    with open(path, encoding="utf-8") as f:
        text = f.read()
    body = re.search(r"static let " + name + r': StaticString = #"""\n(.*?)\n"""#', text, re.S).group(1)
    return [line for line in body.split("\n") if line]


def subdivisions(folder, code):
    """CLDR's subdivision names of one locale, {"bevlg": "Flandern"}, without draft ones."""
    path = os.path.join(folder, code + ".xml")
    names = {}
    for e in ET.parse(path).getroot().iter("subdivision"):
        if e.get("draft") in ("provisional", "unconfirmed") or e.get("alt"):
            continue
        names[e.get("type")] = e.text
    return names


def regular_codes(folder):
    """The subdivision codes CLDR's validity data calls regular (not deprecated or unknown)."""
    path = os.path.join(folder, "..", "validity", "subdivision.xml")
    root = ET.parse(path).getroot()
    codes = set()
    for e in root.iter("id"):
        if e.get("idStatus") != "regular":
            continue
        for token in e.text.split():
            if "~" in token:
                base, last = token.split("~")
                for c in range(ord(base[-1]), ord(last) + 1):
                    codes.add(base[:-1] + chr(c))
            else:
                codes.add(token)
    return codes


def parents(folder):
    """The codes English CLDR lists inside another ("bevan" in bevlg): second-level ones."""
    with open(os.path.join(folder, "en.xml"), encoding="utf-8") as f:
        return set(re.findall(r'type="([a-z0-9]+)"[^>]*>[^<]*</subdivision>\s*<!-- in ', f.read()))


def best(codes, regular, inner):
    """Of the codes that match a division, the one top-level code (preferring regular ones),
    else None: a province inside a region ("Valencia" the province, not the Valencian
    Community) is not the division."""
    codes = {c for c in codes if c not in inner}  # GeoNames' admin1 is a first-level division
    for keep in (lambda c: True, lambda c: c in regular):
        codes = {c for c in codes if keep(c)}
        if len(codes) == 1:
            return next(iter(codes))
    return None


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    folder = sys.argv[1]
    english = subdivisions(folder, "en")
    regular, inner = regular_codes(folder), parents(folder)
    locales = {code: subdivisions(folder, CLDR_FILE.get(code, code)) for code in LANGUAGES}
    others = [subdivisions(folder, os.path.basename(p)[:-4]) for p in sorted(glob.glob(os.path.join(folder, "*.xml")))]

    labels = {(cc, admin1): label for cc, admin1, label in (l.split("\t") for l in literal(os.path.join(sources, "RegionData.swift"), "labels"))}
    known = {}
    for line in literal(os.path.join(sources, "RegionData.swift"), "regions"):
        key, cc, admin1, _ = line.split("\t")
        if admin1:
            known.setdefault((cc, admin1), set()).add(key)
    with_cities = set()
    for line in literal(os.path.join(sources, "CityData.swift"), "cities"):
        place = line.split("\t")[1]
        with_cities.add((place[:2], place[2:]))

    def codes_matching(cc, names, tables):
        wanted = {normal(n) for n in names} - {""}
        prefix = cc.lower()
        return {code for table in tables for code, name in table.items()
                if code.startswith(prefix) and len(code) > 2 and normal(name) in wanted}

    matched, counts = {}, {}
    for (cc, admin1), label in sorted(labels.items()):
        if (cc, admin1) not in with_cities:
            continue
        names = {label} | known.get((cc, admin1), set())
        counts.setdefault(cc, [0, 0])[1] += 1
        # English first, then Solverv's languages, then any language ("Bayern" is de's name).
        for tables in ([english], list(locales.values()), others):
            codes = codes_matching(cc, names, tables)
            if codes:
                break
        code = best(codes, regular, inner)
        if code is None:
            continue
        matched[(cc, admin1)] = code
        counts[cc][0] += 1

    name_lines = []
    for (cc, admin1), code in sorted(matched.items()):
        if SCOPE and cc not in SCOPE:
            continue
        shown = labels[(cc, admin1)]
        fields = [locales[lang].get(code, "") for lang in LANGUAGES]
        # "La Rioja²" marks a name CLDR shares with another subdivision: not a name to show.
        fields = ["" if any(c.isdigit() or unicodedata.category(c) == "No" for c in n) else n for n in fields]
        if abbreviation(shown):
            # Shown as "IL" in every language; the names only serve as filters.
            fields = [n if fold(n) not in known.get((cc, admin1), set()) else "" for n in fields]
        else:
            fields = [n if n != shown else "" for n in fields]
        # A name that is another division's ("Washington" for DC) would widen its filters.
        others_keys = {k for (c, a), ks in known.items() if c == cc and a != admin1 for k in ks}
        fields = ["" if fold(n) in others_keys else n for n in fields]
        if not any(fields):
            continue
        assert all("\t" not in x and "\n" not in x and x != "=" for x in fields)
        fields = [fields[0]] + ["=" if n and n == fields[0] else n for n in fields[1:]]
        name_lines.append("\t".join([cc, admin1] + fields))
    name_lines.sort(key=lambda line: line.encode())

    total = [sum(c[0] for c in counts.values()), sum(c[1] for c in counts.values())]
    reported = ", ".join(f"{cc} {counts.get(cc, [0, 0])[0]}/{counts.get(cc, [0, 0])[1]}" for cc in REPORTED)
    text = (
        "// Generated by Scripts/generate-region-names.py — do not edit.\n"
        f"// Data: CLDR {CLDR_VERSION} subdivision names (Unicode licence, Unicode-DFS-2016), Debian's\n"
        "// unicode-cldr-core, in " + ", ".join(LANGUAGES) + "; tied to GeoNames' divisions (RegionData) by name.\n"
        f"// Divisions with cities tied to CLDR: {total[0]} of {total[1]}; {reported}.\n"
        f"// Names kept for {', '.join(sorted(SCOPE))}: {len(name_lines)} divisions with a name of their own in at least one language.\n\n"
        "/// CLDR's names of divisions in Solverv's languages (formats in Scripts/generate-region-names.py).\n"
        "enum RegionNameData {\n"
        "  /// The languages of a name line's fields, in order.\n"
        f"  static let languages = [{', '.join(chr(34) + l + chr(34) for l in LANGUAGES)}]\n\n"
        + swift_literal("names", name_lines, "CC, admin1, then the name in each of `languages` (empty: GeoNames'; `=`: the first field's).")
        + "}\n")
    with open(out, "w", encoding="utf-8") as f:
        f.write(text)
    print(f"tied {total[0]}/{total[1]} divisions with cities; {reported}; {len(name_lines)} lines, "
          f"{sum(len(l.encode()) + 1 for l in name_lines)} bytes of names", file=sys.stderr)
    for cc in REPORTED:
        missing = [labels[k] for k in sorted(labels) if k[0] == cc and k in with_cities and k not in matched]
        if missing:
            print(f"  {cc} untied: {', '.join(missing)}", file=sys.stderr)


if __name__ == "__main__":
    main()
