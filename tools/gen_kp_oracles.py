#!/usr/bin/env python3
"""Generate test/fixtures/kp_oracles.json: Krishnamurti Paddhati references from three libraries.

- `table_249`: PyJHora 4.8.7's KP horary table (`const.prasna_kp_249_dict`: sign, start and end
  in the sign, sign, star and sub lord of each number 1..249), and vedicastro 0.2.1's own table
  (`data/KP_SL_Divisions.csv`, the same rows in whole arcseconds), side by side.
- `charts`: 200 random births (1950-2050, latitudes -60..60) with
  * pyswisseph 2.10.3.2: the nine grahas (apparent, FLG_SIDEREAL with SIDM_KRISHNAMURTI, mean
    node, Ketu = Rahu + 180) and the twelve Placidus cusps (houses_ex with FLG_SIDEREAL);
  * PyJHora's `utils.kp_lords_for_longitude`: sign, star, sub and sub-sub lords of each graha
    and cusp;
  * vedicastro's `get_house_wise_significators` and `get_planet_wise_significators` (the A/B/C/D
    four-level rule) run on those positions: vedicastro's tables are plain Python over named
    tuples; its chart casting needs a `flatlib` fork that is not on PyPI, so this script gives
    it the positions above (a planet's house = the Placidus cusp interval holding it, as
    vedicastro's own `get_planet_in_house` decides) and stubs the unused `flatlib` import.

Nodes: vedicastro gives Rahu and Ketu no agency (they own no house and signify only through
their own star lord and occupation), which is the plain table our answer's `a`..`d` lists hold.

Usage: python tools/gen_kp_oracles.py [--ephe DIR] [--out FILE] [--seed N]
"""

import collections
import contextlib
import csv
import datetime as dt
import io
import os
import random
import sys
import types
from importlib import metadata

from fixture_common import base_parser, check_flags, format_offset, rnd, write_json

SEED = 20261126
N_CASES = 200
DATE_MIN = dt.date(1950, 1, 1)
DATE_MAX = dt.date(2050, 12, 31)
# PyJHora's planet numbering.
NAMES = ["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"]
SIGNS = ["Aries", "Taurus", "Gemini", "Cancer", "Leo", "Virgo", "Libra", "Scorpio", "Sagittarius",
         "Capricorn", "Aquarius", "Pisces"]


def load_libraries(ephe_arg):
    with contextlib.redirect_stdout(io.StringIO()):
        from jhora import const, utils
    # vedicastro imports flatlib (a fork not on PyPI) at module level; the significator tables
    # used here never touch it.
    flatlib = types.ModuleType("flatlib")
    for sub in ("const", "aspects", "chart", "geopos", "datetime", "object"):
        mod = types.ModuleType("flatlib." + sub)
        for name in ("Chart", "GeoPos", "Datetime", "Date", "GenericObject"):
            setattr(mod, name, object)
        mod.__getattr__ = lambda _name: 0
        setattr(flatlib, sub, mod)
        sys.modules["flatlib." + sub] = mod
    sys.modules["flatlib"] = flatlib
    from vedicastro import VedicAstro as va
    from fixture_common import init_swisseph

    swe, ephe = init_swisseph(ephe_arg)
    swe.set_sid_mode(swe.SIDM_KRISHNAMURTI)
    return swe, const, utils, va


def table_249(const, va):
    path = os.path.join(os.path.dirname(va.__file__), "data", "KP_SL_Divisions.csv")
    with open(path, newline="") as fh:
        rows = list(csv.DictReader(fh))

    def dms(text):
        d, m, s = (int(x) for x in text.strip(":").split(":"))  # a few rows end in ":"
        return d + m / 60 + s / 3600

    out = []
    for n in range(1, 250):
        sign, _star, start, end, sign_lord, star_lord, sub_lord = const.prasna_kp_249_dict[n]
        v = rows[n - 1]
        out.append({
            "number": n,
            "pyjhora": {"sign": SIGNS[sign], "start": rnd(sign * 30 + start), "end": rnd(sign * 30 + end),
                        "sign_lord": NAMES[sign_lord], "star_lord": NAMES[star_lord], "sub_lord": NAMES[sub_lord]},
            "vedicastro": {"sign": v["Sign"], "start": rnd(SIGNS.index(v["Sign"]) * 30 + dms(v["From_DMS"])),
                           "sign_lord": v["RasiLord"], "star_lord": v["NakshatraLord"], "sub_lord": v["SubLord"]},
        })
    return out


def lords(utils, lon):
    sign, star, sub, sub_sub = utils.kp_lords_for_longitude("x", lon, include_sign_lord=True,
                                                            include_kp_index=False, levels=3)["x"][:4]
    return {"sign_lord": NAMES[sign], "star_lord": NAMES[star], "sub_lord": NAMES[sub], "sub_sub_lord": NAMES[sub_sub]}


def house_of(lon, cusps):
    """vedicastro's get_planet_in_house: the cusp interval [cusp_i, next cusp) holding lon."""
    ordered = sorted((c, i + 1) for i, c in enumerate(cusps))
    ordered.append((ordered[0][0] + 360, ordered[0][1]))
    for i in range(12):
        if ordered[i][0] <= lon < ordered[i + 1][0] or ordered[i][0] <= lon + 360 < ordered[i + 1][0]:
            return ordered[i][1]
    raise SystemExit("no house for %r" % lon)


def significators(va, planets, cusps):
    pdata = collections.namedtuple("P", va.PLANETS_TABLE_COLS)
    hdata = collections.namedtuple("H", va.HOUSES_TABLE_COLS)
    blank_p = {f: None for f in va.PLANETS_TABLE_COLS}
    blank_h = {f: None for f in va.HOUSES_TABLE_COLS}
    pd = [pdata(**{**blank_p, "Object": p["name"], "RasiLord": p["sign_lord"], "NakshatraLord": p["star_lord"],
                   "HouseNr": p["house"]}) for p in planets]
    hd = [hdata(**{**blank_h, "Object": str(c["house"]), "HouseNr": c["house"], "RasiLord": c["sign_lord"]})
          for c in cusps]
    horo = va.VedicHoroscopeData.__new__(va.VedicHoroscopeData)
    houses = [{"house": int(r.House), "a": r.A, "b": r.B, "c": r.C, "d": [r.D]}
              for r in horo.get_house_wise_significators(pd, hd)]
    by_planet = [{"planet": r.Planet, "a": [r.A] if r.A is not None else [], "b": [r.B], "c": r.C, "d": r.D}
                 for r in horo.get_planet_wise_significators(pd, hd)]
    return houses, by_planet


def one_case(swe, utils, va, rng):
    date = DATE_MIN + dt.timedelta(days=rng.randrange((DATE_MAX - DATE_MIN).days + 1))
    minute_of_day = rng.randrange(1440)
    lat = round(rng.uniform(-60.0, 60.0), 4)
    lon = round(rng.uniform(-180.0, 180.0), 4)
    tz_min = int(round(lon / 7.5)) * 30
    jd_ut = swe.julday(date.year, date.month, date.day, 0.0, swe.GREG_CAL) + (minute_of_day - tz_min) / 1440.0
    flags = swe.FLG_SWIEPH | swe.FLG_SIDEREAL | swe.FLG_SPEED
    longs = []
    for body in (swe.SUN, swe.MOON, swe.MARS, swe.MERCURY, swe.JUPITER, swe.VENUS, swe.SATURN, swe.MEAN_NODE):
        xx, ret = swe.calc_ut(jd_ut, body, flags)
        check_flags(swe, ret, "body %d" % body)
        longs.append(xx[0])
    longs.append((longs[7] + 180.0) % 360.0)
    cusp_lons = list(swe.houses_ex(jd_ut, lat, lon, b"P", swe.FLG_SIDEREAL)[0][:12])
    cusps = [{"house": i + 1, "longitude": rnd(c), **lords(utils, c)} for i, c in enumerate(cusp_lons)]
    planets = [{"name": NAMES[i], "longitude": rnd(l), "house": house_of(l, cusp_lons), **lords(utils, l)}
               for i, l in enumerate(longs)]
    houses, by_planet = significators(va, planets, cusps)
    return {
        "input": {"date": date.isoformat(), "time": "%02d:%02d" % divmod(minute_of_day, 60),
                  "tz": format_offset(tz_min), "lat": lat, "lon": lon},
        "jd_ut": rnd(jd_ut),
        "cusps": cusps,
        "planets": planets,
        "houses": houses,
        "by_planet": by_planet,
    }


def main():
    args = base_parser(__doc__.splitlines()[0], "kp_oracles.json", SEED).parse_args()
    swe, const, utils, va = load_libraries(args.ephe)
    rng = random.Random(args.seed)
    cases = [one_case(swe, utils, va, rng) for _ in range(N_CASES)]
    write_json(args.out, {
        "source": "PyJHora %s (KP lords, 249 table), vedicastro %s (A/B/C/D significators), pyswisseph %s "
                  "(SIDM_KRISHNAMURTI, Placidus, mean node)" % (
                      metadata.version("PyJHora"), metadata.version("vedicastro"), metadata.version("pyswisseph")),
        "generator": "tools/gen_kp_oracles.py",
        "seed": args.seed,
        "table_249": table_249(const, va),
        "charts": cases,
    })


if __name__ == "__main__":
    main()
