"""Reference factors of the Western horoscopes (/v1/reports/horoscope/*?system=western) from
pyswisseph, written independently of the Rust code: for every day of 2025 at the local noon
(UTC-05:00, New York), the Moon's tropical sign, and for each of the 12 Sun signs its solar
house (the Sun sign = 1st house) and the Moon's separation from the sign's traditional ruler,
its modern ruler (Scorpio, Aquarius, Pisces) and the Sun, the Ptolemaic aspect within the
project's stated Western orbs (conjunction and opposition 8, trine and square 7, sextile 5;
docs/western.md) and whether it is applying, decided here by the separation's change over
one minute either side of noon (not from the speeds the engine uses). Also the day's sunrise
and sunset at New York (swe.rise_trans, upper limb with refraction), from which the test
checks the lucky hour against the Chaldean formula.

Output: test/fixtures/horoscope_western_reference.json
Usage: python tools/gen_horoscope_western_reference.py [--ephe DIR] [--out FILE]
"""

from fixture_common import base_parser, init_swisseph, pyswisseph_version, rnd, write_json

SIGNS = ["aries", "taurus", "gemini", "cancer", "leo", "virgo", "libra", "scorpio",
         "sagittarius", "capricorn", "aquarius", "pisces"]
# Traditional (seven-planet) rulers, Aries first, and the three modern ones that differ.
RULERS = ["Mars", "Venus", "Mercury", "Moon", "Sun", "Mercury", "Venus", "Mars", "Jupiter",
          "Saturn", "Saturn", "Jupiter"]
MODERN = {"scorpio": "Pluto", "aquarius": "Uranus", "pisces": "Neptune"}
# Ptolemaic aspects and the orbs the project states (degrees).
ASPECTS = [("conjunction", 0.0, 8.0), ("opposition", 180.0, 8.0), ("trine", 120.0, 7.0),
           ("square", 90.0, 7.0), ("sextile", 60.0, 5.0)]
OFFSET_MIN = -300
PLACE = (40.7128, -74.006)  # lat, lon: New York
FIRST = (2025, 1, 1)
DAYS = 365


def main():
    args = base_parser(__doc__, "horoscope_western_reference.json", 0).parse_args()
    swe, _ = init_swisseph(args.ephe)
    ids = {"Sun": swe.SUN, "Moon": swe.MOON, "Mercury": swe.MERCURY, "Venus": swe.VENUS,
           "Mars": swe.MARS, "Jupiter": swe.JUPITER, "Saturn": swe.SATURN,
           "Uranus": swe.URANUS, "Neptune": swe.NEPTUNE, "Pluto": swe.PLUTO}

    def lon(jd, name):
        return swe.calc_ut(jd, ids[name], swe.FLG_SWIEPH)[0][0]

    def sep(jd, a, b):
        d = abs(lon(jd, a) - lon(jd, b)) % 360.0
        return 360.0 - d if d > 180.0 else d

    def aspect(s):
        best = None
        for name, angle, orb in ASPECTS:
            o = abs(s - angle)
            if o <= orb and (best is None or o < best[1]):
                best = (name, o)
        return best

    jd0 = swe.julday(*FIRST, 0.0) - OFFSET_MIN / 1440.0  # local midnight of the first date
    days = []
    for k in range(DAYS):
        midnight = jd0 + k
        noon = midnight + 0.5
        y, m, d, _ = swe.revjul(midnight + OFFSET_MIN / 1440.0)
        moon = lon(noon, "Moon")
        geo = (PLACE[1], PLACE[0], 0.0)
        rise = swe.rise_trans(midnight, swe.SUN, swe.CALC_RISE, geo, 1013.25, 15.0, swe.FLG_SWIEPH)[1][0]
        sset = swe.rise_trans(rise, swe.SUN, swe.CALC_SET, geo, 1013.25, 15.0, swe.FLG_SWIEPH)[1][0]
        signs = []
        for i, sign in enumerate(SIGNS):
            targets = [(RULERS[i], "ruler")]
            if sign in MODERN:
                targets.append((MODERN[sign], "modern ruler"))
            targets.append(("Sun", "sun"))
            read = []
            for planet, role in targets:
                if planet == "Moon" or any(r["planet"] == planet for r in read):
                    continue
                s = sep(noon, "Moon", planet)
                hit = aspect(s)
                entry = {"planet": planet, "role": role, "separation": rnd(s), "aspect": hit and hit[0]}
                if hit:
                    angle = [a for a in ASPECTS if a[0] == hit[0]][0][1]
                    before = abs(sep(noon - 1 / 1440.0, "Moon", planet) - angle)
                    after = abs(sep(noon + 1 / 1440.0, "Moon", planet) - angle)
                    entry["applying"] = after < before
                read.append(entry)
            signs.append({"sign": sign, "moon_solar_house": (int(moon // 30) - i) % 12 + 1, "moon": read})
        days.append({
            "date": "%04d-%02d-%02d" % (y, m, d),
            "noon_jd_ut": rnd(noon),
            "moon_longitude": rnd(moon),
            "moon_sign": int(moon // 30),
            "weekday": int(swe.day_of_week(midnight + OFFSET_MIN / 1440.0 + 0.5)),
            "sunrise_jd_ut": rnd(rise),
            "sunset_jd_ut": rnd(sset),
            "signs": signs,
        })
    write_json(args.out, {
        "source": "pyswisseph %s, tools/gen_horoscope_western_reference.py" % pyswisseph_version(),
        "offset_minutes": OFFSET_MIN,
        "place": {"lat": PLACE[0], "lon": PLACE[1]},
        "orbs": {a[0]: a[2] for a in ASPECTS},
        "days": days,
    })


if __name__ == "__main__":
    main()
