"""Aspect patterns fixture from Immanuel (an independent open-source Western engine).

Writes test/fixtures/western_patterns_immanuel.json. For random charts (1900-2100 UT, |lat| <= 60),
Immanuel's natal chart restricted to Sun..Pluto gives the ten longitudes and the aspect patterns it
finds (immanuel.reports.pattern: T-square, grand trine, yod, grand cross, kite, mystic rectangle,
cradle, grand sextile, grand quintile). Immanuel is configured to our aspect table
(docs/western.md): opposition 8, trine 7, square 7, sextile 5, quincunx 3 degrees for every planet
(its orb of a pair is the mean of the two planets' orbs, so the same), and conjunctions off: with a
conjunction orb Immanuel merges conjunct planets into one vertex, a convention of its own that the
test would otherwise have to undo. Charts are drawn until `--with-patterns` of them have one.

Usage: /path/to/venv/bin/python tools/gen_western_patterns_immanuel.py  (pip install immanuel==1.6.0)
"""

import random
from importlib import metadata

from immanuel import charts
from immanuel.const import calc, chart
from immanuel.settings import Config

from fixture_common import base_parser, rnd, write_json

PLANETS = [("Sun", chart.SUN), ("Moon", chart.MOON), ("Mercury", chart.MERCURY), ("Venus", chart.VENUS),
           ("Mars", chart.MARS), ("Jupiter", chart.JUPITER), ("Saturn", chart.SATURN), ("Uranus", chart.URANUS),
           ("Neptune", chart.NEPTUNE), ("Pluto", chart.PLUTO)]
NAME_OF = {index: name for name, index in PLANETS}
# Our default orbs (docs/western.md, "Aspects"); conjunction off (see above).
ORBS = {calc.CONJUNCTION: 0.0, calc.OPPOSITION: 8.0, calc.TRINE: 7.0, calc.SQUARE: 7.0, calc.SEXTILE: 5.0,
        calc.QUINCUNX: 3.0}
KINDS = {calc.T_SQUARE: "T-square", calc.GRAND_TRINE: "grand trine", calc.YOD: "yod",
         calc.GRAND_CROSS: "grand cross", calc.KITE: "kite", calc.MYSTIC_RECTANGLE: "mystic rectangle",
         calc.CRADLE: "cradle", calc.GRAND_SEXTILE: "grand sextile", calc.GRAND_QUINTILE: "grand quintile"}


def config():
    c = Config()
    c.objects = [index for _, index in PLANETS]
    c.aspects = list(ORBS)
    c.planet_orbs = dict(ORBS)
    return c


def case(rng, cfg):
    year = rng.randint(1900, 2099)
    month, day = rng.randint(1, 12), rng.randint(1, 28)
    hour, minute = rng.randint(0, 23), rng.randint(0, 59)
    lat, lon = round(rng.uniform(-60, 60), 4), round(rng.uniform(-180, 180), 4)
    stamp = "%04d-%02d-%02d %02d:%02d:00" % (year, month, day, hour, minute)
    natal = charts.Natal(charts.Subject(stamp, lat, lon, timezone_offset=0.0), config=cfg)
    lons = {NAME_OF[o.index]: rnd(o.longitude.raw) for o in natal.objects.values()}
    patterns = []
    for kind, found in natal.aspect_patterns._aspect_patterns.items():
        for vertices in found:
            # Each vertex is a tuple of conjunct planets; with conjunctions off, one planet each.
            assert all(len(v) == 1 for v in vertices), vertices
            patterns.append({"kind": KINDS[kind], "planets": [NAME_OF[v[0]] for v in vertices]})
    return {"utc": stamp, "lat": lat, "lon": lon,
            "longitudes": [lons[name] for name, _ in PLANETS], "patterns": patterns}


def main():
    parser = base_parser(__doc__.splitlines()[0], "western_patterns_immanuel.json", 20261126)
    parser.add_argument("--with-patterns", type=int, default=120)
    parser.add_argument("--without", type=int, default=40)
    args = parser.parse_args()
    rng, cfg = random.Random(args.seed), config()
    cases, plain = [], 0
    while sum(1 for c in cases if c["patterns"]) < args.with_patterns:
        c = case(rng, cfg)
        if c["patterns"] or plain < args.without:
            plain += 0 if c["patterns"] else 1
            cases.append(c)
    write_json(args.out, {
        "source": "Immanuel %s (immanuel.charts.Natal aspect_patterns), orbs set to ours, conjunctions off; "
                  "tools/gen_western_patterns_immanuel.py" % metadata.version("immanuel"),
        "planets": [name for name, _ in PLANETS],
        "cases": cases,
    })


if __name__ == "__main__":
    main()
