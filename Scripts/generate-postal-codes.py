#!/usr/bin/env python3
"""Generate SolvervCities' table of US ZIP codes (PostalData.swift) from the zipcodes package.

zipcodes 3.0.0 (PyPI, MIT, Sean Pianka) embeds its data set in a Rust extension, so it is read
through the package's own API, offline:

  pip download zipcodes==3.0.0 --no-deps -d /tmp/zip
  python3 -m venv /tmp/zip/venv && /tmp/zip/venv/bin/pip install /tmp/zip/zipcodes-3.0.0-*.whl
  /tmp/zip/venv/bin/python Scripts/generate-postal-codes.py

Its data (see the package's README): the ZIP list and the city each ZIP is named after from
USPS (public domain) and unitedstateszipcodes.org, the coordinates from GeoNames' US postal
codes (CC BY 4.0), the IANA zone from unitedstateszipcodes.org. Kept: active ZIPs that are
not military (APO/FPO ZIPs have no place); one at 0°, 0° (no coordinates) takes those of the
nearest-numbered ZIP of its town, or is left out when there is none. A ZIP whose
zone field is not a zone of this machine's tzdata takes the zone of the nearest kept ZIP.
Territories are their own countries, as in GeoNames (PR, VI, GU, AS, MP; FM, MH, PW).

Format (docs: PostalCodes.swift), one line per ZIP prefix (the first three digits) and state,
sorted, fields separated by a tab, numbers in the city table's base-91 digits:

  PPP  PLACE  ZONES  NAMES  BOX BITS RECORDS
  PPP     the three digits
  PLACE   country code and state run together ("USMN"; "PR" for Puerto Rico)
  ZONES   one base-91 digit per zone of the line, each the zone's line number in `zones`
  NAMES   the towns the line's ZIPs are named after, "|" between them; when ZONES has more
          than one digit, each name begins with the digit of its zone in ZONES. A name's
          words ("City", "Springs", "Lake", …) may be one character of WORD_CODES each: the
          word on that line of `words` (names are letters, spaces and "&" only)
  BOX     where the line's coordinates are counted from: "!" (digit 0) when they are
          absolute (4 digits a ZIP), else digit 1 and 4 digits: the south-west corner of the
          line's ZIPs, as a coordinate (below); its ZIPs' coordinates are then 3 digits each,
          latitude steps from the corner × BOX_SIDE + longitude steps (a line's ZIPs lie
          within BOX_SIDE steps, 13°, of their corner but in Alaska and the Pacific)
  BITS    17 digits of 6 bits each: bit k (digit k / 6, value bit k % 6) is set when ZIP
          PPP + two-digit k is in the table
  RECORDS for each set bit in order: the coordinates (4 digits: latitude step × LON_STEPS
          + longitude step, in steps of STEP thousandths of a degree from LAT0 and LON0, east
          longitudes below LON0 taken + 360; or 3 digits within the BOX) and the index of the
          ZIP's town in NAMES (1 digit)
"""
import math, os, sys

import zipcodes

from packed_digits import digits91

here = os.path.dirname(os.path.abspath(__file__))
out_path = os.path.join(here, "..", "Sources", "SolvervCities", "PostalData.swift")

TERRITORIES = {"PR", "VI", "GU", "AS", "MP", "FM", "MH", "PW"}
# Coordinates in thousandths of a degree: 15 (about 1.7 km) is the finest step for which every
# US ZIP fits 4 digits; a ZIP's point is the middle of an area several km across anyway.
STEP = 15
BOX_SIDE = 868  # 868² < 91³
ZONEINFO = "/usr/share/zoneinfo"
# Printable bytes no name holds (nor "|", the separator, nor what a raw literal dislikes).
WORD_CODES = "".join(c for c in map(chr, range(0x21, 0x7F)) if not c.isalpha() and c not in '&|"#\\')


def main():
    rows = []
    for r in zipcodes.list_all():
        if not r["active"] or r["zip_code_type"] == "MILITARY":
            continue
        lat, lon = float(r["lat"]), float(r["long"])
        assert len(r["zip_code"]) == 5 and r["zip_code"].isdigit(), r
        assert all(c.isalpha() or c in " &" for c in r["city"]), r
        rows.append(dict(zip=r["zip_code"], city=r["city"], state=r["state"], zone=r["timezone"], lat=lat, lon=lon))
    rows.sort(key=lambda r: r["zip"])
    # A ZIP at 0°, 0° (no coordinates) takes those of a ZIP of the same town and state, the
    # nearest in number; it is left out when its town has no other.
    placed = [r for r in rows if (r["lat"], r["lon"]) != (0, 0)]
    borrowed = 0
    for r in rows:
        if (r["lat"], r["lon"]) == (0, 0):
            same = [p for p in placed if p["city"] == r["city"] and p["state"] == r["state"]]
            if same:
                near = min(same, key=lambda p: abs(int(p["zip"]) - int(r["zip"])))
                r["lat"], r["lon"] = near["lat"], near["lon"]
                borrowed += 1
    dropped = len(rows) - len(placed) - borrowed
    rows = [r for r in rows if (r["lat"], r["lon"]) != (0, 0)]

    def valid(zone):
        return bool(zone) and "/" in zone and os.path.isfile(os.path.join(ZONEINFO, zone))

    good = [r for r in rows if valid(r["zone"])]
    fixed = 0
    for r in rows:
        if not valid(r["zone"]):
            near = min(good, key=lambda g: (g["lat"] - r["lat"]) ** 2 + ((g["lon"] - r["lon"]) * math.cos(math.radians(r["lat"]))) ** 2)
            print(f"{r['zip']} {r['city']}: zone {r['zone']!r} -> {near['zone']} (ZIP {near['zip']})", file=sys.stderr)
            r["zone"] = near["zone"]
            fixed += 1

    # Coordinates as steps from the south-west corner.
    for r in rows:
        r["lat_t"] = round(r["lat"] * 1000 / STEP)
        lon = r["lon"] + 360 if r["lon"] < 0 else r["lon"]
        r["lon_t"] = round(lon * 1000 / STEP)
    lat0 = min(r["lat_t"] for r in rows)
    lon0 = min(r["lon_t"] for r in rows)
    lon_steps = max(r["lon_t"] for r in rows) - lon0 + 1
    lat_steps = max(r["lat_t"] for r in rows) - lat0 + 1
    assert lat_steps * lon_steps <= 91 ** 4, (lat_steps, lon_steps)

    # The words whose one-character codes save most bytes, over each line's distinct names.
    distinct = {(r["zip"][:3], r["state"], r["city"]) for r in rows}
    counts = {}
    for _, _, city in distinct:
        for word in city.split(" "):
            counts[word] = counts.get(word, 0) + 1
    words = sorted((w for w in counts if len(w) > 1), key=lambda w: (-(len(w) - 1) * counts[w], w))[:len(WORD_CODES)]
    code_of = {w: WORD_CODES[i] for i, w in enumerate(words)}

    def packed(city):
        return " ".join(code_of.get(word, word) for word in city.split(" "))

    zones = sorted({r["zone"] for r in rows})
    assert len(zones) <= 91
    lines = []
    absolute = 0
    groups = {}
    for r in rows:
        place = r["state"] if r["state"] in TERRITORIES else "US" + r["state"]
        groups.setdefault((r["zip"][:3], place), []).append(r)
    for (prefix, place), group in sorted(groups.items()):
        line_zones = sorted({r["zone"] for r in group}, key=zones.index)
        names = []
        for r in group:
            entry = (r["city"], r["zone"] if len(line_zones) > 1 else "")
            if entry not in names:
                names.append(entry)
        assert len(names) <= 91, (prefix, len(names))
        bits = [0] * 17
        records = ""
        south = min(r["lat_t"] for r in group)
        west = min(r["lon_t"] for r in group)
        boxed = all(r["lat_t"] - south < BOX_SIDE and r["lon_t"] - west < BOX_SIDE for r in group)
        box = (digits91(1, 1) + digits91((south - lat0) * lon_steps + (west - lon0), 4)) if boxed else digits91(0, 1)
        for r in group:
            k = int(r["zip"][3:])
            bits[k // 6] |= 1 << (k % 6)
            if boxed:
                coordinate = digits91((r["lat_t"] - south) * BOX_SIDE + (r["lon_t"] - west), 3)
            else:
                coordinate = digits91((r["lat_t"] - lat0) * lon_steps + (r["lon_t"] - lon0), 4)
            name = names.index((r["city"], r["zone"] if len(line_zones) > 1 else ""))
            records += coordinate + digits91(name, 1)
        name_field = "|".join(
            (digits91(line_zones.index(zone), 1) if zone else "") + packed(city) for city, zone in names)
        lines.append("\t".join([
            prefix, place, "".join(digits91(zones.index(z), 1) for z in line_zones), name_field,
            box + "".join(digits91(b, 1) for b in bits) + records]))
        absolute += 0 if boxed else 1
    assert lines == sorted(lines)
    body = "".join(line + "\n" for line in lines)
    assert '"""#' not in body and "\r" not in body

    source = (f"US ZIP codes: zipcodes 3.0.0 (MIT; USPS, GeoNames CC BY 4.0), {len(rows)} ZIP codes")
    text = (
        "// Generated by Scripts/generate-postal-codes.py — do not edit.\n"
        "// Data: the PyPI package zipcodes 3.0.0 (MIT, Sean Pianka): ZIP codes and their towns from\n"
        "// USPS, coordinates from GeoNames (geonames.org, CC BY 4.0), zones from the package.\n"
        f"// {len(rows)} active non-military ZIP codes in {len(lines)} lines.\n\n"
        "/// The ZIP lines and their zones (formats in Scripts/generate-postal-codes.py).\n"
        "enum PostalData {\n"
        f"  /// The number of ZIP codes.\n  static let count = {len(rows)}\n"
        f"  /// The source, for `PostalCodes.source`.\n  static let source = \"{source}\"\n"
        f"  /// Coordinates are steps of `step` thousandths of a degree from `latitude0` and\n"
        f"  /// `longitude0` steps (east longitudes, a negative one + 360°); `longitudeSteps` per row.\n"
        f"  static let step = {STEP}\n  static let latitude0 = {lat0}\n  static let longitude0 = {lon0}\n"
        f"  static let longitudeSteps = {lon_steps}\n"
        f"  /// A line's box is this many steps a side (see BOX).\n  static let boxSide = {BOX_SIDE}\n\n"
        f"  /// The characters that stand for the words of `words` in names, in order.\n"
        f"  static let wordCodes: StaticString = \"{WORD_CODES}\"\n"
        "  /// The words a name's code characters stand for, one a line.\n"
        "  static let words: StaticString = #\"\"\"\n" + "".join(w + "\n" for w in words) + "\n\"\"\"#\n\n"
        "  /// IANA zone names; a line's ZONES digits are line numbers here.\n"
        "  static let zones: StaticString = #\"\"\"\n" + "".join(z + "\n" for z in zones) + "\n\"\"\"#\n\n"
        "  /// One line per ZIP prefix and state.\n"
        "  static let lines: StaticString = #\"\"\"\n" + body + "\n\"\"\"#\n"
        "}\n")
    with open(out_path, "w", encoding="utf-8") as f:
        f.write(text)
    print(f"PostalData.swift: {len(text.encode()):,} bytes ({len(body.encode()):,} of lines); {len(rows)} ZIPs, "
          f"{len(lines)} lines, {len(zones)} zones, {fixed} zones from the nearest ZIP, {absolute} lines unboxed, "
          f"{borrowed} at 0°, 0° placed at their town's ZIP, {dropped} left out", file=sys.stderr)


if __name__ == "__main__":
    main()
