#!/usr/bin/env python3
"""Generate test/fixtures/shayanadi_bphs.json: shayanadi avasthas recomputed from BPHS's formula.

PyJHora 4.8.7 has no avastha function, so this is an independent recomputation: pyswisseph
(Lahiri, mean node, Swiss Ephemeris files) gives the sidereal planets, the ascendant and the
sunrise; the formula of BPHS ch. 45 (Santhanam's numbering) is written out here again:

  state = (nakshatra of the graha x graha number x sign of its navamsa + Moon's nakshatra
           + whole ghatis since sunrise + lagna sign) mod 12, counted from Shayana, 0 = Nidra
  sub-state = ((state)^2 + name number) mod 12 + constant of the graha, mod 3:
              1 Drishti, 2 Cheshta, 0 Vicheshta

Numbers: nakshatras 1 = Ashwini .. 27 = Revati; grahas Sun 1 .. Saturn 7, Rahu 8, Ketu 9; signs
1 = Aries .. 12 = Pisces; navamsa sign = floor(longitude / (30/9)) mod 12 + 1; ghatis = whole
24-minute units from the sunrise (centre of the disc on the geometric horizon, no refraction)
that began the birth's Vedic day (the previous day's sunrise for a birth before dawn). Constants
Sun 5, Moon 2, Mars 2, Mercury 3, Jupiter 5, Venus 3, Saturn 3, Rahu and Ketu 4.

For each of 200 random births 1950-2050 (|lat| <= 60, offset = round(lon / 15) hours, whole
minutes, fixed seed) with a random name number 1..5, the fixture records every factor, the
state and the sub-state of the nine grahas, and the distances to the nearest boundary that
could flip a factor (ghati fraction, degrees to the nearest navamsa edge) so the test can leave
out the cases a one-second or one-arcsecond difference would decide.

Usage: /tmp/venv/bin/python tools/gen_shayanadi_bphs.py [--ephe DIR] [--out FILE] [--seed N]
"""

import math
import random
from importlib import metadata

from fixture_common import base_parser, check_flags, format_offset, init_swisseph, rnd, write_json

SEED = 20261126
N = 200
STATES = ["Shayana", "Upavesha", "Netrapani", "Prakasha", "Gamanechha", "Gamana", "Sabha", "Agama",
          "Bhojana", "Nrityalipsa", "Kautuka", "Nidra"]
GRAHAS = ["sun", "moon", "mars", "mercury", "jupiter", "venus", "saturn", "rahu", "ketu"]
CONSTANT = {"sun": 5, "moon": 2, "mars": 2, "mercury": 3, "jupiter": 5, "venus": 3, "saturn": 3, "rahu": 4, "ketu": 4}
SUB = {1: "Drishti", 2: "Cheshta", 0: "Vicheshta"}
NAVAMSA = 30.0 / 9.0


def longitudes(swe, jd_ut):
    flags = swe.FLG_SWIEPH | swe.FLG_SIDEREAL
    bodies = [swe.SUN, swe.MOON, swe.MARS, swe.MERCURY, swe.JUPITER, swe.VENUS, swe.SATURN, swe.MEAN_NODE]
    out = []
    for body in bodies:
        xx, ret = swe.calc_ut(jd_ut, body, flags)
        check_flags(swe, ret, "body %d" % body)
        out.append(xx[0] % 360.0)
    out.append((out[-1] + 180.0) % 360.0)
    return out


def last_sunrise(swe, jd_ut, lat, lon):
    """The latest sunrise at or before jd_ut (disc centre, geometric horizon, no refraction)."""
    rsmi = swe.CALC_RISE | swe.BIT_DISC_CENTER | swe.BIT_NO_REFRACTION
    best = None
    start = jd_ut - 1.2
    while True:
        res, tret = swe.rise_trans(start, swe.SUN, rsmi, (lon, lat, 0.0), 0.0, 0.0, swe.FLG_SWIEPH)
        if res != 0 or tret[0] > jd_ut:
            return best
        best = tret[0]
        start = tret[0] + 0.01


def case(swe, rng, lo, hi):
    jd_ut = rng.uniform(lo, hi)
    lat = round(rng.uniform(-60, 60), 4)
    lon = round(rng.uniform(-180, 180), 4)
    offset = round(lon / 15) * 60
    y, m, d, h = swe.revjul(jd_ut + offset / 1440.0)
    hh = int(h)
    mm = int(round((h - hh) * 60))
    if mm == 60:
        return None
    jd_ut = swe.julday(y, m, d, hh + mm / 60.0) - offset / 1440.0
    sunrise = last_sunrise(swe, jd_ut, lat, lon)
    if sunrise is None:
        return None
    lons = longitudes(swe, jd_ut)
    _, ascmc = swe.houses_ex(jd_ut, lat, lon, b"W", swe.FLG_SIDEREAL)
    lagna = int(ascmc[0] % 360.0 // 30) + 1
    ghatis_exact = (jd_ut - sunrise) * 1440.0 / 24.0
    ghatis = int(math.floor(ghatis_exact))
    janma = int(lons[1] // (360.0 / 27)) + 1
    name_number = rng.randint(1, 5)
    planets = {}
    edge = min(ascmc[0] % 30.0, 30.0 - ascmc[0] % 30.0)
    for i, key in enumerate(GRAHAS):
        lon_g = lons[i]
        nak = int(lon_g // (360.0 / 27)) + 1
        nav = int(lon_g // NAVAMSA) % 12 + 1
        total = nak * (i + 1) * nav + janma + ghatis + lagna
        number = total % 12 or 12
        sub = ((number * number + name_number) % 12 + CONSTANT[key]) % 3
        within = lon_g % NAVAMSA
        edge = min(edge, within, NAVAMSA - within)
        planets[key] = {"nakshatra": nak, "navamsa": nav, "total": total, "number": number,
                        "state": STATES[number - 1], "sub_state": SUB[sub]}
    moon_within = lons[1] % (360.0 / 27)
    edge = min(edge, moon_within, 360.0 / 27 - moon_within)
    return {
        "input": {"date": "%04d-%02d-%02d" % (y, m, d), "time": "%02d:%02d" % (hh, mm),
                  "tz": format_offset(offset), "lat": lat, "lon": lon},
        "name_number": name_number,
        "janma_nakshatra": janma,
        "ghatis": ghatis,
        "ghati_fraction": rnd(ghatis_exact - ghatis),
        "lagna": lagna,
        "nearest_edge_deg": rnd(edge),
        "planets": planets,
    }


def main():
    args = base_parser(__doc__.splitlines()[0], "shayanadi_bphs.json", SEED).parse_args()
    swe, _ = init_swisseph(args.ephe)
    swe.set_sid_mode(swe.SIDM_LAHIRI)
    rng = random.Random(args.seed)
    lo, hi = swe.julday(1950, 1, 1, 0), swe.julday(2050, 12, 31, 0)
    cases = []
    while len(cases) < N:
        c = case(swe, rng, lo, hi)
        if c is not None:
            cases.append(c)
    write_json(args.out, {
        "source": "BPHS ch. 45 (Santhanam) shayanadi formula recomputed in Python on pyswisseph %s "
        "(Lahiri, mean node, disc-centre sunrise without refraction)" % metadata.version("pyswisseph"),
        "generated_by": "tools/gen_shayanadi_bphs.py",
        "semantics": "per birth: the name number used, the Moon's nakshatra, whole ghatis since sunrise (and the "
        "fraction past them), the lagna sign, the smallest distance in degrees of the lagna to a sign edge, of a "
        "planet to a navamsa edge or of the Moon to a nakshatra edge; per graha: nakshatra, navamsa sign, total, "
        "state number, state and sub-state",
        "cases": cases,
    })


if __name__ == "__main__":
    main()
