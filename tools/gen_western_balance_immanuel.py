"""Balance membership fixture from Immanuel (an independent open-source Western engine).

Writes test/fixtures/western_balance_immanuel.json. For random charts (1900-2100 UT, |lat| <= 60,
Placidus, Immanuel's default), Immanuel's weightings (immanuel.reports.weighting): which of Sun..Pluto,
the ascendant and the MC fall in each element and modality (by sign), and which of Sun..Pluto in
each quadrant (houses 1-3, 4-6, 7-9, 10-12). Immanuel counts members; the weights are ours.

Usage: /path/to/venv/bin/python tools/gen_western_balance_immanuel.py  (pip install immanuel==1.6.0)
"""

import random
from importlib import metadata

import swisseph as swe
from immanuel import charts
from immanuel.const import chart

from fixture_common import base_parser, rnd, write_json

KEYS = {chart.SUN: "sun", chart.MOON: "moon", chart.MERCURY: "mercury", chart.VENUS: "venus", chart.MARS: "mars",
        chart.JUPITER: "jupiter", chart.SATURN: "saturn", chart.URANUS: "uranus", chart.NEPTUNE: "neptune",
        chart.PLUTO: "pluto", chart.ASC: "ascendant", chart.MC: "mc"}
PLANETS = set(list(KEYS.values())[:10])


def members(groups, names, allowed):
    return {name: sorted(KEYS[i] for i in getattr(groups, name) if i in KEYS and KEYS[i] in allowed) for name in names}


def case(rng):
    year, month, day = rng.randint(1900, 2099), rng.randint(1, 12), rng.randint(1, 28)
    hour, minute = rng.randint(0, 23), rng.randint(0, 59)
    lat, lon = round(rng.uniform(-60, 60), 4), round(rng.uniform(-180, 180), 4)
    stamp = "%04d-%02d-%02d %02d:%02d:00" % (year, month, day, hour, minute)
    w = charts.Natal(charts.Subject(stamp, lat, lon, timezone_offset=0.0)).weightings
    signs = PLANETS | {"ascendant", "mc"}
    return {
        "utc": stamp, "lat": lat, "lon": lon,
        "jd_ut": rnd(swe.julday(year, month, day, hour + minute / 60.0)),
        "elements": members(w.elements, ["fire", "earth", "air", "water"], signs),
        "modalities": members(w.modalities, ["cardinal", "fixed", "mutable"], signs),
        "quadrants": [members(w.quadrants, [q], PLANETS)[q] for q in ["first", "second", "third", "fourth"]],
    }


def main():
    parser = base_parser(__doc__.splitlines()[0], "western_balance_immanuel.json", 20261127)
    parser.add_argument("--count", type=int, default=80)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    write_json(args.out, {
        "source": "Immanuel %s (immanuel.charts.Natal weightings, Placidus); tools/gen_western_balance_immanuel.py"
                  % metadata.version("immanuel"),
        "cases": [case(rng) for _ in range(args.count)],
    })


if __name__ == "__main__":
    main()
