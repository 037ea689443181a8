#!/usr/bin/env python3
"""Generate the truncated VSOP87D Earth series and the IAU 1980 nutation table for SolvervEngine.

The coefficients are published data, read from where they are carried as plain tables, and only
the terms whose amplitude matters for 1000-3000 CE are kept, written as Swift literals:
- VSOP87D Earth (Bretagnon & Francou 1988, A&A 202, 309; IMCCE, CDS catalogue VI/81): from the
  PyMeeus source distribution (`pip download pymeeus==0.5.12 --no-binary :all:`), which holds the
  complete series unchanged. Before writing, the full series must reproduce IMCCE's own check
  values for VSOP87D EARTH (vsop87.chk, below) to 1e-10, or the script stops.
- IAU 1980 nutation (Seidelmann 1982, Celestial Mechanics 27, 79): the 106-term series from ERFA's
  src/nut80.c (the IAU SOFA's iau_NUT80 as ERFA carries it; `apt-get source erfa`, or Debian's
  erfa_2.0.1.orig.tar.gz). Meeus's Table 22.A, which PyMeeus copies, leaves out a few Δε terms of
  0.0001-0.0002"; the published series has them.
Why PyMeeus's licence (LGPL) does not reach the generated files: docs/licences.md.

Truncation (measured by this script over tau in [-1.05, 1.05], i.e. years 950-3050):
  L: |A| >= 8e-8 rad   -> about 0.25" worst case (Meeus' Appendix III keeps |A| >= 25e-8: ~0.5")
  B: |A| >= 3e-8 rad   -> about 0.05"
  R: |A| >= 10e-8 AU   -> about 1e-6 AU (0.00002" of aberration)
  nutation: terms with a coefficient of at least 0.0020" (Δψ or Δε)

Usage: generate-astronomy-tables.py PATH/TO/PyMeeus-x.y.z PATH/TO/erfa-x.y.z
  (writes Sources/SolvervEngine/Astronomy/VSOP87EarthTables.swift and NutationTable.swift)
"""
import math, os, random, re, sys

if len(sys.argv) != 3:
    sys.exit("usage: generate-astronomy-tables.py PATH/TO/PyMeeus-x.y.z PATH/TO/erfa-x.y.z")
src, erfa = sys.argv[1], sys.argv[2]
sys.path.insert(0, src)
from pymeeus import Earth  # noqa: E402

# IMCCE's vsop87.chk, VSOP87D EARTH: Julian day (TDB), l, b (rad), r (AU), as printed there.
IMCCE_CHECK = [
    (2451545.0, 1.7519238681, -0.0000039656, 0.9833276819),
    (2415020.0, 1.7391225563, -0.0000005679, 0.9832689778),
    (2378495.0, 1.7262638916, 0.0000002083, 0.9832274321),
    (2341970.0, 1.7134419105, 0.0000025051, 0.9831498441),
    (2305445.0, 1.7006065938, -0.0000016359, 0.9831254376),
    (2268920.0, 1.6877624960, -0.0000020340, 0.9830816756),
    (2232395.0, 1.6750110961, 0.0000037879, 0.9830754409),
    (2195870.0, 1.6622048657, 0.0000015133, 0.9830942385),
    (2159345.0, 1.6495143197, -0.0000013003, 0.9830440397),
    (2122820.0, 1.6367193623, -0.0000031292, 0.9830331815),
]

here = os.path.dirname(os.path.abspath(__file__))
out_dir = os.path.join(here, "..", "Sources", "SolvervEngine", "Astronomy")

THRESHOLDS = {"L": 8.0, "B": 3.0, "R": 10.0}
NUTATION_MIN = 20.0  # in units of 0.0001"


def truncate(series, threshold):
    """Keeps the terms of at least `threshold`, largest first (evaluation may stop early)."""
    return [sorted((t for t in terms if abs(t[0]) >= threshold), key=lambda t: -abs(t[0]))
            for terms in series]


def evaluate(series, tau):
    return sum(sum(a * math.cos(b + c * tau) for a, b, c in terms) * tau ** i
               for i, terms in enumerate(series)) * 1e-8


def max_error(full, cut, samples=300):
    rng = random.Random(1)
    return max(abs(evaluate(full, t) - evaluate(cut, t))
               for t in (rng.uniform(-1.05, 1.05) for _ in range(samples)))


def swift_series(name, series):
    lines = []
    for i, terms in enumerate(series):
        lines.append(f"  /// {name}{i}: {len(terms)} terms of (amplitude, phase, frequency).")
        lines.append(f"  static let {name.lower()}{i}: [Double] = [")
        for a, b, c in terms:
            lines.append(f"    {a!r}, {b!r}, {c!r},")
        lines.append("  ]")
    lines.append(f"  static let {name.lower()}: [[Double]] = [" +
                 ", ".join(f"{name.lower()}{i}" for i in range(len(series))) + "]")
    return "\n".join(lines)


def check_against_imcce():
    """The full series from PyMeeus give IMCCE's check values, or nothing is written."""
    worst = 0.0
    for jd, l, b, r in IMCCE_CHECK:
        tau = (jd - 2451545.0) / 365250
        got = (evaluate(Earth.VSOP87_L, tau) % (2 * math.pi), evaluate(Earth.VSOP87_B, tau), evaluate(Earth.VSOP87_R, tau))
        worst = max(worst, *(abs(g - w) for g, w in zip(got, (l, b, r))))
    if worst > 1e-10:
        sys.exit(f"the VSOP87 series in {src} miss IMCCE's check values by {worst:.2e} (allowed: 1e-10)")
    return worst


def erfa_nutation():
    """ERFA's nut80.c table as rows of (D, M, M', F, Omega multiples, sp, spt, ce, cet)."""
    text = open(os.path.join(erfa, "src", "nut80.c")).read()
    number = r"\s*(-?[0-9.]+)\s*"
    rows = re.findall(r"\{" + ",".join([number] * 9) + r"\}", text)
    if len(rows) != 106:
        sys.exit(f"{erfa}/src/nut80.c: {len(rows)} rows of the IAU 1980 series, expected 106")
    # ERFA orders the arguments l (M'), l' (M), F, D, Omega.
    return [(int(d), int(lp), int(l), int(f), int(om), float(sp), float(spt), float(ce), float(cet))
            for l, lp, f, d, om, sp, spt, ce, cet in rows]


imcce = check_against_imcce()
report = []
parts = []
for name, full in (("L", Earth.VSOP87_L), ("B", Earth.VSOP87_B), ("R", Earth.VSOP87_R)):
    cut = truncate(full, THRESHOLDS[name])
    err = max_error(full, cut)
    unit = f'{err * 206264.806:.3f}"' if name != "R" else f"{err:.2e} AU"
    report.append(f"{name}: {sum(map(len, cut))} of {sum(map(len, full))} terms, max error {unit}")
    parts.append(swift_series(name, cut))

header = """// Generated by Scripts/generate-astronomy-tables.py — do not edit by hand.
// VSOP87D heliocentric ecliptic coordinates of the Earth (mean ecliptic and equinox of date),
// Bretagnon & Francou (1988), truncated for the years 1000-3000. Units: 1e-8 rad (L, B), 1e-8 AU (R).
"""
with open(os.path.join(out_dir, "VSOP87EarthTables.swift"), "w") as f:
    f.write(header)
    f.write("// " + "\n// ".join(report) + "\n\n")
    f.write("/// The truncated series, one flat array of (A, B, C) triples per power of tau, largest |A|\n")
    f.write("/// first so that an evaluation needing less precision can stop early.\n")
    f.write("enum VSOP87EarthTables {\n")
    f.write("\n\n".join(parts))
    f.write("\n}\n")

series = erfa_nutation()
rows = sorted((row for row in series if abs(row[5]) >= NUTATION_MIN or abs(row[7]) >= NUTATION_MIN),
              key=lambda row: -max(abs(row[5]), abs(row[7])))
with open(os.path.join(out_dir, "NutationTable.swift"), "w") as f:
    f.write("// Generated by Scripts/generate-astronomy-tables.py — do not edit by hand.\n")
    f.write("// IAU 1980 nutation (Seidelmann 1982), from the 106-term series as ERFA's nut80.c holds it: the "
            f"{len(rows)} of {len(series)} terms with a coefficient of at least 0.002\".\n\n")
    f.write("/// Largest first. Rows of: multiples of D, M, M', F, Ω; Δψ sine coefficient and its rate per century;\n")
    f.write("/// Δε cosine coefficient and its rate per century (units of 0.0001\").\n")
    f.write("enum NutationTable {\n  static let terms: [Double] = [\n")
    for row in rows:
        f.write("    " + ", ".join(f"{float(x):.1f}" for x in row) + ",\n")
    f.write("  ]\n  static let columns = 9\n}\n")

print("\n".join(report), file=sys.stderr)
print(f"VSOP87D: the full series meet IMCCE's check values to {imcce:.1e}", file=sys.stderr)
print(f"nutation: {len(rows)} of {len(series)} terms", file=sys.stderr)
