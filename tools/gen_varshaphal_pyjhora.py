#!/usr/bin/env python3
"""Generate test/fixtures/varshaphal_pyjhora.json: Tajika annual-chart references.

For 100 random births and years of life:
  * the sidereal (Lahiri) solar return found by plain bisection on pyswisseph's
    sidereal Sun (independent of the engine's Newton root finder), to 1e-7 day;
  * the annual ascendant and the seven grahas (pyswisseph, sidereal, apparent) at
    that moment and place, and the Sun's true altitude there (swe.azalt) for
    day/night;
  * the 36 sahams from PyJHora 4.8.7 (jhora/horoscope/transit/saham.py) fed with
    those pyswisseph positions, so the saham formulas (not the ephemeris) are what
    is compared. Scorpio and Aquarius are given their Parashari lords (Mars,
    Saturn) — PyJHora otherwise picks the stronger of Mars/Ketu, Saturn/Rahu.
    PyJHora's Jadya saham leaves the day value unreduced (no mod 360); the test
    compares angles modulo 360.

Muntha and the year lord are not compared with PyJHora: PyJHora counts the
muntha from the annual ascendant (tajaka.py: muntha_house(asc_house, years)),
the classical muntha counts from the natal ascendant (Tajika Neelakanthi).

Usage: /tmp/jhvenv/bin/python tools/gen_varshaphal_pyjhora.py [--ephe DIR] [--out FILE] [--seed N]
"""

import contextlib
import datetime as dt
import io
import random
from importlib import metadata

from fixture_common import base_parser, format_offset, rnd, write_json

SEED = 20250807
N_CASES = 100

SAHAMS = [
    ("Punya", "punya_saham", True), ("Vidya", "vidya_saham", True), ("Yasas", "yasas_saham", True),
    ("Mitra", "mitra_saham", True), ("Mahatmya", "mahatmaya_saham", True), ("Asha", "asha_saham", True),
    ("Samartha", "samartha_saham", True), ("Bhratri", "bhratri_saham", False), ("Gaurava", "gaurava_saham", True),
    ("Pitri", "pithri_saham", True), ("Rajya", "rajya_saham", True), ("Matri", "maathri_saham", True),
    ("Putra", "puthra_saham", True), ("Jeeva", "jeeva_saham", True), ("Karma", "karma_saham", True),
    ("Roga", "roga_saham", True), ("Kali", "kali_saham", True), ("Sastra", "sastra_saham", True),
    ("Bandhu", "bandhu_saham", True), ("Mrityu", "mrithyu_saham", False), ("Paradesa", "paradesa_saham", True),
    ("Artha", "artha_saham", True), ("Paradara", "paradara_saham", True), ("Vanika", "vanika_saham", True),
    ("Karyasiddhi", "karyasiddhi_saham", True), ("Vivaha", "vivaha_saham", True), ("Santapa", "santapa_saham", True),
    ("Sraddha", "sraddha_saham", True), ("Preeti", "preethi_saham", True), ("Jadya", "jadya_saham", True),
    ("Vyapara", "vyaapaara_saham", False), ("Satru", "sathru_saham", True), ("Jalapatana", "jalapatna_saham", True),
    ("Bandhana", "bandhana_saham", True), ("Apamrityu", "apamrithyu_saham", True), ("Labha", "laabha_saham", True),
]


def wrap180(x):
    x = x % 360.0
    return x - 360.0 if x > 180.0 else x


def main():
    args = base_parser(__doc__.splitlines()[0], "varshaphal_pyjhora.json", SEED).parse_args()
    with contextlib.redirect_stdout(io.StringIO()):
        from jhora import const
        from jhora.horoscope.transit import saham
    from fixture_common import init_swisseph

    swe, ephe = init_swisseph(args.ephe)
    const.scorpio_owner_for_dhasa_calculations = const.MARS_ID
    const.aquarius_owner_for_dhasa_calculations = const.SATURN_ID
    swe.set_sid_mode(swe.SIDM_LAHIRI, 0, 0)
    sid = swe.FLG_SWIEPH | swe.FLG_SIDEREAL

    def sun_sid(jd):
        return swe.calc_ut(jd, swe.SUN, sid)[0][0]

    rng = random.Random(args.seed)
    cases = []
    while len(cases) < N_CASES:
        date = dt.date(1920, 1, 1) + dt.timedelta(days=rng.randrange(0, 365 * 100))
        hh, mm = rng.randrange(24), rng.randrange(60)
        tz = rng.choice([-480, -300, -240, 0, 60, 120, 330, 345, 480, 540, 600])
        lat = round(rng.uniform(-60, 60), 4)
        lon = round(rng.uniform(-180, 180), 4)
        age = rng.randrange(1, 81)
        jd_local = swe.julday(date.year, date.month, date.day, hh + mm / 60.0)
        jd_birth = jd_local - tz / 1440.0
        natal_sun = sun_sid(jd_birth)
        # Bisection on wrap180(sun - natal) inside a +-5 day bracket around age sidereal years.
        guess = jd_birth + age * 365.256363
        a, b = guess - 5.0, guess + 5.0
        fa = wrap180(sun_sid(a) - natal_sun)
        assert fa < 0 < wrap180(sun_sid(b) - natal_sun)
        while b - a > 1e-7:
            m = 0.5 * (a + b)
            fm = wrap180(sun_sid(m) - natal_sun)
            if (fm < 0) == (fa < 0):
                a, fa = m, fm
            else:
                b = m
        jd_ret = 0.5 * (a + b)
        _, ascmc = swe.houses_ex(jd_ret, lat, lon, b"W", sid)
        asc = ascmc[0]
        planets = [swe.calc_ut(jd_ret, p, sid)[0][0] for p in
                   (swe.SUN, swe.MOON, swe.MARS, swe.MERCURY, swe.JUPITER, swe.VENUS, swe.SATURN)]
        trop_sun = swe.calc_ut(jd_ret, swe.SUN, swe.FLG_SWIEPH)[0]
        alt = swe.azalt(jd_ret, swe.ECL2HOR, (lon, lat, 0.0), 0.0, 0.0, trop_sun)[1]
        night = alt < 0
        pp = [["L", (int(asc // 30), asc % 30)]] + [[i, (int(l // 30), l % 30)] for i, l in enumerate(planets)]
        sahams = {}
        for name, fn, takes_night in SAHAMS:
            f = getattr(saham, fn)
            v = f(pp, night) if takes_night else f(pp)
            sahams[name] = rnd(v % 360.0)
        cases.append({
            "input": {"date": date.isoformat(), "time": "%02d:%02d" % (hh, mm), "tz": format_offset(tz),
                      "lat": lat, "lon": lon},
            "age": age,
            "birth_jd_ut": rnd(jd_birth),
            "natal_sun": rnd(natal_sun),
            "solar_return_jd_ut": rnd(jd_ret),
            "ascendant": rnd(asc),
            "planets": [rnd(x) for x in planets],
            "sun_true_altitude": rnd(alt),
            "night": night,
            "sahams": sahams,
        })
    write_json(args.out, {
        "source": "pyswisseph %s (solar return by bisection, sidereal Lahiri, apparent) and PyJHora %s saham.py"
                  % (swe.version, metadata.version("PyJHora")),
        "generated_by": "tools/gen_varshaphal_pyjhora.py",
        "ephemeris": ephe,
        "seed": args.seed,
        "planet_order": ["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn"],
        "cases": cases,
    })


if __name__ == "__main__":
    main()
