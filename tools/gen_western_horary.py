"""Reference fixture for /v1/western/horary, computed with pyswisseph.

Writes test/fixtures/western_horary.json: for 30 random questions (1950-2050, latitudes within
55 deg, the UTC offset of the nearest hour meridian) the facts the horary answer is judged on, each
computed here from Lilly's rules (Christian Astrology, 1647, Book II, pp. 121-123) with no code of
the API:

- the chart: swe.calc_ut (apparent, tropical) and swe.houses_ex(..., b"R") (Regiomontanus);
- ascendant degree in its sign (early < 3, late > 27), the Moon in the via combusta (195-225 deg),
  Saturn's house (between Regiomontanus cusps);
- the lord of the ascendant and of the 7th cusp (traditional rulers);
- every Ptolemaic aspect the Moon perfects with Sun..Saturn in the next 3 days (a 1-hour scan
  of w180(moon - planet - angle) and bisection), kept when both planets are still in their signs;
  the Moon is void of course when it perfects no aspect before it leaves its sign;
- the planetary hour: sunrise and sunset by swe.rise_trans (upper limb, refraction at 1013.25
  hPa / 15 C), the day from the last sunrise before the question, 12 day and 12 night hours,
  Chaldean order from the ruler of the sunrise's local weekday.

Usage: /tmp/venv/bin/python tools/gen_western_horary.py   (pyswisseph 2.10.3.2)
"""

import math
import random

from fixture_common import base_parser, init_swisseph, pyswisseph_version, rnd, write_json

PLANETS = ["sun", "moon", "mercury", "venus", "mars", "jupiter", "saturn"]
RULERS = ["mars", "venus", "mercury", "moon", "sun", "mercury", "venus", "mars", "jupiter", "saturn", "saturn",
          "jupiter"]
CHALDEAN = ["saturn", "jupiter", "mars", "sun", "venus", "mercury", "moon"]
WEEKDAY_LORDS = ["sun", "moon", "mars", "mercury", "jupiter", "venus", "saturn"]  # Sunday first
ASPECTS = [("conjunction", 0), ("sextile", 60), ("sextile", -60), ("square", 90), ("square", -90),
           ("trine", 120), ("trine", -120), ("opposition", 180)]
swe = None


def w180(x):
    return (x + 180.0) % 360.0 - 180.0


def lon(jd, i):
    return swe.calc_ut(jd, i, swe.FLG_SWIEPH)[0][0]


def moon_aspects(jd):
    """(planet, aspect, jd, both_keep_signs, before_moon_ingress) for the Moon's next 3 days."""
    out = []
    moon_sign = int(lon(jd, 1) // 30)
    for k, p in enumerate(PLANETS):
        if p == "moon":
            continue
        p_sign = int(lon(jd, k) // 30)
        for name, angle in ASPECTS:
            g = lambda t: w180(lon(t, 1) - lon(t, k) - angle)
            t0, g0 = jd, g(jd)
            for h in range(1, 73):
                t1 = jd + h / 24.0
                g1 = g(t1)
                if (g0 < 0) != (g1 < 0) and abs(g1 - g0) < 90:
                    lo, hi, flo = t0, t1, g0
                    for _ in range(50):
                        m = 0.5 * (lo + hi)
                        fm = g(m)
                        if (fm < 0) == (flo < 0):
                            lo, flo = m, fm
                        else:
                            hi = m
                    t = 0.5 * (lo + hi)
                    moon_keeps = int(lon(t, 1) // 30) == moon_sign
                    both = moon_keeps and int(lon(t, k) // 30) == p_sign
                    out.append([p, name, rnd(t), both, moon_keeps])
                    break
                t0, g0 = t1, g1
    return out


def planetary_hour(jd, lat, lon_, offset_h):
    geo = (lon_, lat, 0.0)
    rise = lambda t: swe.rise_trans(t, swe.SUN, swe.CALC_RISE, geo, 1013.25, 15.0, swe.FLG_SWIEPH)[1][0]
    sett = lambda t: swe.rise_trans(t, swe.SUN, swe.CALC_SET, geo, 1013.25, 15.0, swe.FLG_SWIEPH)[1][0]
    r = rise(jd - 1.5)
    while True:
        nxt = rise(r + 0.01)
        if nxt > jd:
            break
        r = nxt
    s = sett(r)
    r2 = rise(s)
    if jd < s:
        n = int((jd - r) / ((s - r) / 12))
    else:
        n = 12 + int((jd - s) / ((r2 - s) / 12))
    weekday = (int(math.floor(r + offset_h / 24.0 + 0.5)) + 1) % 7
    lord = WEEKDAY_LORDS[weekday]
    return {"number": n + 1, "ruler": CHALDEAN[(CHALDEAN.index(lord) + n) % 7], "day_ruler": lord,
            "sunrise": rnd(r)}


def case(rng):
    while True:
        jd = rng.uniform(2433282.5, 2469807.5)
        lat = rng.uniform(-55, 55)
        lon_ = rng.uniform(-180, 180)
        offset_h = round(lon_ / 15.0)
        cusps, ascmc = swe.houses_ex(jd, lat, lon_, b"R")
        asc = ascmc[0]
        sat = lon(jd, 6)
        house = next(i + 1 for i in range(12) if (sat - cusps[i]) % 360 < (cusps[(i + 1) % 12] - cusps[i]) % 360)
        moon = lon(jd, 1)
        asp = moon_aspects(jd)
        return {
            "jd": rnd(jd), "lat": rnd(lat), "lon": rnd(lon_), "offset_minutes": offset_h * 60,
            "ascendant_degree": rnd(asc % 30), "querent": RULERS[int(asc // 30)],
            "quesited_7": RULERS[int(cusps[6] // 30)],
            "moon": rnd(moon), "via_combusta": 195 <= moon < 225, "saturn_house": house,
            "moon_applying": [a[:3] for a in asp if a[3]],
            "moon_void": not any(a[4] for a in asp),
            "hour": planetary_hour(jd, lat, lon_, offset_h),
        }


def main():
    global swe
    args = base_parser(__doc__, "western_horary.json", 1647).parse_args()
    swe, _ = init_swisseph(args.ephe)
    rng = random.Random(args.seed)
    cases = [case(rng) for _ in range(30)]
    print("void: %d of %d" % (sum(c["moon_void"] for c in cases), len(cases)))
    write_json(args.out, {
        "source": "tools/gen_western_horary.py, pyswisseph %s: Lilly's considerations, the Moon's applying "
                  "aspects by scan and bisection, planetary hours from swe.rise_trans" % pyswisseph_version(),
        "cases": cases,
    })


if __name__ == "__main__":
    main()
