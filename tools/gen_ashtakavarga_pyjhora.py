#!/usr/bin/env python3
"""Generate test/fixtures/ashtakavarga_pyjhora.json with PyJHora (Lahiri, mean nodes).

For 200 random births 1900-2100 PyJHora's rasi chart gives the signs of Sun..Saturn and the
ascendant, and jhora.horoscope.chart.ashtakavarga.get_ashtaka_varga gives the bhinna
(8 rows: Sun..Saturn and the ascendant's own), sarva and prastara tables.  The fixture keeps
PyJHora's signs and longitudes next to its tables, so a test can check the method on exactly
PyJHora's signs and the whole chart where both engines put every point in the same sign
(PyJHora uses true positions, FLG_TRUEPOS; the API apparent ones: ~20" apart).

A second block holds P.V.R. Narasimha Rao's worked charts ("Vedic Astrology: An Integrated
Approach", ch. 12, exercises 19-22), as transcribed in PyJHora's own test suite
(jhora/tests/pvr_tests.py): the sign of every point and the book's bhinna/sarva tables.

Usage: python tools/gen_ashtakavarga_pyjhora.py [--ephe DIR] [--out FILE] [--seed N]
"""

import contextlib
import datetime as dt
import io
import random
from importlib import metadata

from fixture_common import base_parser, check_flags, format_offset, rnd, write_json

SEED = 20250404
N_CASES = 200
DATE_MIN = dt.date(1900, 1, 1)
DATE_MAX = dt.date(2100, 12, 31)

# P.V.R. Narasimha Rao, Vedic Astrology: An Integrated Approach, ch. 12. Charts as sign lists
# (0 = Aries) of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Ascendant, read from the
# house lists in jhora/tests/pvr_tests.py (_ashtaka_varga_tests); expected tables as printed.
PVR_CHARTS = [
    {
        "name": "Chart 6 (exercises 19 and 20)",
        "house_list": ["8/5", "", "2/0/3", "", "6/4", "L", "7", "", "", "", "", "1"],
        "bhinna": [
            [5, 3, 5, 3, 4, 4, 2, 3, 5, 4, 5, 5],
            [3, 2, 5, 3, 6, 3, 4, 5, 5, 5, 3, 5],
            [4, 3, 4, 3, 4, 3, 2, 5, 1, 3, 3, 4],
            [7, 4, 7, 4, 4, 3, 4, 4, 4, 3, 6, 4],
            [4, 3, 5, 6, 3, 7, 4, 3, 5, 6, 5, 5],
            [8, 7, 4, 3, 3, 2, 4, 6, 4, 4, 4, 3],
            [3, 3, 4, 3, 2, 3, 2, 3, 4, 5, 3, 4],
        ],
        "sarva": [34, 25, 34, 25, 26, 25, 22, 29, 28, 30, 29, 30],
    },
    {
        "name": "Chart 12 (exercise 21)",
        "house_list": ["8", "5", "", "", "", "L", "7", "2/4", "0/3", "1", "", "6"],
        "bhinna": None,
        "sarva": [24, 25, 31, 28, 27, 39, 33, 29, 26, 22, 28, 25],
    },
    {
        "name": "Chart 7 (exercise 22)",
        "house_list": ["6/1/7", "", "", "", "", "", "8/4", "L", "3/2", "0", "5", ""],
        "bhinna": [
            [4, 2, 3, 4, 6, 5, 5, 3, 2, 6, 6, 2],
            [6, 3, 5, 3, 5, 5, 6, 3, 3, 4, 4, 2],
            [3, 2, 3, 4, 2, 5, 4, 3, 3, 4, 3, 3],
            [4, 6, 4, 3, 4, 7, 4, 5, 6, 3, 5, 3],
            [4, 4, 3, 5, 6, 5, 6, 4, 6, 4, 3, 6],
            [3, 5, 5, 4, 6, 2, 3, 6, 5, 2, 7, 4],
            [3, 2, 2, 3, 5, 6, 3, 4, 1, 3, 6, 1],
        ],
        "sarva": [27, 24, 25, 26, 34, 35, 31, 28, 26, 26, 34, 21],
    },
]


def signs_from_house_list(house_list):
    signs = [None] * 8
    for sign, cell in enumerate(house_list):
        for tok in filter(None, cell.split("/")):
            if tok == "L":
                signs[7] = sign
            elif int(tok) < 7:
                signs[int(tok)] = sign
    assert None not in signs, house_list
    return signs


def load_pyjhora(ephe_arg):
    with contextlib.redirect_stdout(io.StringIO()):
        from jhora import const, utils
        from jhora.horoscope.chart import ashtakavarga, charts
        from jhora.panchanga import drik
    from fixture_common import init_swisseph

    swe, ephe = init_swisseph(ephe_arg)  # after the import: PyJHora set its own path
    drik.set_ayanamsa_mode("LAHIRI")
    const.use_true_nodes = False  # mean nodes (irrelevant to the bindus; stated for the record)
    return swe, drik, utils, charts, ashtakavarga


def main():
    parser = base_parser(__doc__.splitlines()[0], "ashtakavarga_pyjhora.json", SEED)
    args = parser.parse_args()
    swe, drik, utils, charts, ashtakavarga = load_pyjhora(args.ephe)
    rng = random.Random(args.seed)
    span = (DATE_MAX - DATE_MIN).days

    cases = []
    for _ in range(N_CASES):
        date = DATE_MIN + dt.timedelta(days=rng.randint(0, span))
        minute_of_day = rng.randint(0, 24 * 60 - 1)
        lat = round(rng.uniform(-60.0, 60.0), 4)
        lon = round(rng.uniform(-180.0, 180.0), 4)
        tz_min = int(round(lon / 7.5)) * 30
        hh, mm = divmod(minute_of_day, 60)
        place = drik.Place("fixture", lat, lon, tz_min / 60.0, elevation=0.0)
        jd_local = swe.julday(date.year, date.month, date.day, minute_of_day / 60.0, swe.GREG_CAL)
        _, flags = swe.calc_ut(jd_local - tz_min / 1440.0, swe.SUN, swe.FLG_SWIEPH)
        check_flags(swe, flags, "sun")
        with contextlib.redirect_stdout(io.StringIO()):
            pp = charts.rasi_chart(jd_local, place)
        # pp: [['L', (sign, deg)], [0, (sign, deg)], ... ]
        signs = [None] * 8
        longs = [None] * 8
        for key, (sign, deg) in pp:
            idx = 7 if key == "L" else key
            if key == "L" or (isinstance(key, int) and key < 7):
                signs[idx] = sign
                longs[idx] = sign * 30.0 + deg
        h_to_p = utils.get_house_planet_list_from_planet_positions(pp)
        bav, sav, pav = ashtakavarga.get_ashtaka_varga(h_to_p)
        cases.append(
            {
                "input": {"date": date.isoformat(), "time": "%02d:%02d" % (hh, mm), "tz": format_offset(tz_min),
                          "lat": lat, "lon": lon},
                "signs": signs,
                "longitudes": [rnd(x) for x in longs],
                "bhinna": bav[:7],
                "sarva": sav,
                "prastara": [[row for row in pav[p][:8]] for p in range(7)],
            }
        )

    pvr = []
    for chart in PVR_CHARTS:
        pvr.append({"name": chart["name"], "house_list": chart["house_list"],
                    "signs": signs_from_house_list(chart["house_list"]),
                    "bhinna": chart["bhinna"], "sarva": chart["sarva"]})

    doc = {
        "source": "PyJHora %s (jhora.horoscope.chart.charts.rasi_chart + ashtakavarga.get_ashtaka_varga), Lahiri, "
        "mean nodes, on pyswisseph %s with the .se1 files; P.V.R. Narasimha Rao, Vedic Astrology: An Integrated "
        "Approach, ch. 12 exercises 19-22 (as transcribed in jhora/tests/pvr_tests.py)"
        % (metadata.version("PyJHora"), swe.version),
        "generated_by": "tools/gen_ashtakavarga_pyjhora.py",
        "seed": args.seed,
        "conventions": {
            "signs": "0 = Aries; order Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Ascendant",
            "longitudes": "PyJHora's sidereal (Lahiri) longitudes, true positions (FLG_TRUEPOS)",
            "bhinna": "7 rows Sun..Saturn, 12 signs from Aries",
            "prastara": "prastara[planet][contributor][sign], contributors Sun..Saturn, Ascendant",
            "input": "local civil date/time, tz = nearest half hour to local mean time",
        },
        "cases": cases,
        "pvr_charts": pvr,
    }
    write_json(args.out, doc)


if __name__ == "__main__":
    main()
