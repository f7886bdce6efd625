#!/usr/bin/env python3
"""Generate test/fixtures/sunrise_reference.json with pyswisseph's rise_trans.

For random dates and places, the next sunrise and the next sunset after local
mean midnight, under two definitions:
  * "standard": upper limb, standard refraction, 1013.25 hPa, 15 C, altitude 0 m
  * "hindu": centre of the disc, no refraction (CALC_RISE/SET|BIT_DISC_CENTER|BIT_NO_REFRACTION)

Usage: python tools/gen_sunrise_fixtures.py [--ephe DIR] [--out FILE] [--seed N]
"""

import datetime as dt
import random

from fixture_common import base_parser, check_flags, init_swisseph, pyswisseph_version, rnd, write_json

SEED = 20240612
N_CASES = 100
PRESSURE_HPA = 1013.25
TEMPERATURE_C = 15.0
ALTITUDE_M = 0.0

DATE_MIN = dt.date(1900, 1, 1)
DATE_MAX = dt.date(2100, 12, 31)


def jd_to_iso(swe, jd):
    y, m, d, h = swe.revjul(jd, swe.GREG_CAL)
    base = dt.datetime(y, m, d) + dt.timedelta(seconds=round(h * 3600.0))
    return base.strftime("%Y-%m-%dT%H:%M:%SZ")


def event(swe, jd_start, rsmi, geopos, pressure, temperature):
    res, tret = swe.rise_trans(jd_start, swe.SUN, rsmi, geopos, pressure, temperature, swe.FLG_SWIEPH)
    if res == 0:
        return {"found": True, "jd_ut": rnd(tret[0]), "utc": jd_to_iso(swe, tret[0])}
    # -2: circumpolar (cannot happen for |lat| <= 60, but keep it explicit)
    return {"found": False, "code": res, "jd_ut": None, "utc": None}


def main():
    parser = base_parser(__doc__.splitlines()[0], "sunrise_reference.json", SEED)
    args = parser.parse_args()
    swe, _ = init_swisseph(args.ephe)
    rng = random.Random(args.seed)

    geo_std = (PRESSURE_HPA, TEMPERATURE_C)
    hindu_bits = swe.BIT_DISC_CENTER | swe.BIT_NO_REFRACTION
    definitions = {
        "standard": {
            "rise": swe.CALC_RISE,
            "set": swe.CALC_SET,
            "atmosphere": geo_std,
        },
        "hindu": {
            "rise": swe.CALC_RISE | hindu_bits,
            "set": swe.CALC_SET | hindu_bits,
            # refraction is off, so the atmosphere values have no effect; pass the same ones anyway
            "atmosphere": geo_std,
        },
    }

    span = (DATE_MAX - DATE_MIN).days
    cases = []
    for _ in range(N_CASES):
        date = DATE_MIN + dt.timedelta(days=rng.randint(0, span))
        lat = round(rng.uniform(-60.0, 60.0), 4)
        lon = round(rng.uniform(-180.0, 180.0), 4)
        jd0 = swe.julday(date.year, date.month, date.day, 0.0, swe.GREG_CAL)
        jd_start = jd0 - lon / 360.0
        _, flags = swe.calc_ut(jd_start, swe.SUN, swe.FLG_SWIEPH)
        check_flags(swe, flags, "sun at jd %.6f" % jd_start)
        geopos = (lon, lat, ALTITUDE_M)
        case = {
            "input": {"date": date.isoformat(), "lat": lat, "lon": lon},
            "jd_start_ut": rnd(jd_start),
        }
        for name, d in definitions.items():
            pressure, temperature = d["atmosphere"]
            case[name] = {
                "sunrise": event(swe, jd_start, d["rise"], geopos, pressure, temperature),
                "sunset": event(swe, jd_start, d["set"], geopos, pressure, temperature),
            }
        cases.append(case)

    doc = {
        "source": "pyswisseph %s (package %s) swe.rise_trans with sepl_18/semo_18/seas_18 .se1 files"
        % (swe.version, pyswisseph_version()),
        "generated_by": "tools/gen_sunrise_fixtures.py",
        "seed": args.seed,
        "conventions": {
            "jd_start_ut": "local mean midnight: swe.julday(date, 0h UT, GREG_CAL) - lon/360; events are the first ones after it",
            "geopos": "(lon, lat, altitude %.1f m)" % ALTITUDE_M,
            "call": "swe.rise_trans(jd_start_ut, SUN, rsmi, (lon, lat, alt), atpress, attemp, FLG_SWIEPH)",
            "standard": {
                "rsmi_sunrise": "CALC_RISE (%d)" % definitions["standard"]["rise"],
                "rsmi_sunset": "CALC_SET (%d)" % definitions["standard"]["set"],
                "meaning": "upper limb of the Sun on the horizon, with standard atmospheric refraction",
                "atpress_hpa": PRESSURE_HPA,
                "attemp_c": TEMPERATURE_C,
                "altitude_m": ALTITUDE_M,
            },
            "hindu": {
                "rsmi_sunrise": "CALC_RISE|BIT_DISC_CENTER|BIT_NO_REFRACTION (%d)" % definitions["hindu"]["rise"],
                "rsmi_sunset": "CALC_SET|BIT_DISC_CENTER|BIT_NO_REFRACTION (%d)" % definitions["hindu"]["set"],
                "meaning": "centre of the Sun's disc on the geometric horizon, no refraction (traditional Hindu sunrise); "
                "note: this is NOT swe.BIT_HINDU_RISING, which additionally sets BIT_GEOCTR_NO_ECL_LAT",
                "atpress_hpa": PRESSURE_HPA,
                "attemp_c": TEMPERATURE_C,
                "altitude_m": ALTITUDE_M,
            },
            "result": "jd_ut of the event (UT), utc rounded to the second for readability; found=false with code -2 would mean circumpolar",
        },
        "cases": cases,
    }
    write_json(args.out, doc)


if __name__ == "__main__":
    main()
