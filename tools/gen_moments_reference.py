"""Reference planet moments (stations, sign ingresses, combustion changes) by a plain
independent search with pyswisseph: a fine fixed-step scan and pure bisection, no Newton,
no shared code with the Rust root finder.

Output: test/fixtures/moments_reference.json
  stations: 100 random moments 1900-2100 per planet (Mercury .. Pluto): the next station
            (root of the tropical apparent speed) and its direction.
  ingresses: 100 random moments per planet (Sun .. Saturn, mean Rahu), Lahiri sidereal, plus
            30 tropical: the next sign change (boundary crossing, either way).
  combustion: 30 random moments per planet (Moon, Mars, Mercury, Jupiter, Venus, Saturn): the
            next change of combust state with the spec's thresholds (13/8 when retrograde).
Usage: python tools/gen_moments_reference.py [--ephe DIR] [--out FILE] [--seed N]
"""

import random

from fixture_common import base_parser, init_swisseph, pyswisseph_version, rnd, write_json

N_STATIONS = 100
N_INGRESS = 100
N_TROPICAL = 30
N_COMBUST = 30
BISECT_DAYS = 1e-8  # ~1 ms


def main():
    args = base_parser(__doc__, "moments_reference.json", 20250505).parse_args()
    swe, _ = init_swisseph(args.ephe)
    rng = random.Random(args.seed)
    swe.set_sid_mode(swe.SIDM_LAHIRI, 0, 0)
    start, end = swe.julday(1900, 1, 1, 0), swe.julday(2100, 1, 1, 0)

    def calc(jd, body, flags=0):
        return swe.calc_ut(jd, body, swe.FLG_SWIEPH | swe.FLG_SPEED | flags)[0]

    def bisect(f, a, b):
        fa = f(a)
        while b - a > BISECT_DAYS:
            m = 0.5 * (a + b)
            fm = f(m)
            if (fm < 0) == (fa < 0):
                a, fa = m, fm
            else:
                b = m
        return 0.5 * (a + b)

    planets = {
        "mercury": swe.MERCURY, "venus": swe.VENUS, "mars": swe.MARS, "jupiter": swe.JUPITER,
        "saturn": swe.SATURN, "uranus": swe.URANUS, "neptune": swe.NEPTUNE, "pluto": swe.PLUTO,
    }
    stations = []
    for key, body in planets.items():
        for _ in range(N_STATIONS):
            jd0 = rng.uniform(start, end)
            speed = lambda t: calc(t, body)[3]
            step = 0.5
            a, va = jd0, speed(jd0)
            while True:
                b = a + step
                vb = speed(b)
                if (va < 0) != (vb < 0):
                    break
                a, va = b, vb
            t = bisect(speed, a, b)
            stations.append({"planet": key, "jd_ut": rnd(jd0), "station_jd": rnd(t), "turns": "retrograde" if va > 0 else "direct"})

    movers = dict(sun=swe.SUN, moon=swe.MOON, mercury=swe.MERCURY, venus=swe.VENUS, mars=swe.MARS,
                  jupiter=swe.JUPITER, saturn=swe.SATURN, rahu=swe.MEAN_NODE)
    steps = dict(sun=0.5, moon=0.05, mercury=0.25, venus=0.25, mars=0.5, jupiter=1.0, saturn=1.0, rahu=1.0)
    ingresses = []
    for key, body in movers.items():
        for zodiac, n in (("sidereal", N_INGRESS), ("tropical", N_TROPICAL)):
            flags = swe.FLG_SIDEREAL if zodiac == "sidereal" else 0
            for _ in range(n):
                jd0 = rng.uniform(start, end)
                lon = lambda t: calc(t, body, flags)[0]
                a = jd0
                sa = int(lon(a) // 30)
                while True:
                    b = a + steps[key]
                    sb = int(lon(b) // 30)
                    if sb != sa:
                        break
                    a = b
                forward = (sb - sa) % 12 == 1
                boundary = (sb if forward else sa) * 30.0
                g = lambda t: ((lon(t) - boundary + 180.0) % 360.0) - 180.0
                t = bisect(g, a, b)
                ingresses.append({"planet": key, "zodiac": zodiac, "jd_ut": rnd(jd0), "ingress_jd": rnd(t),
                                  "from_sign": sa + 1, "to_sign": sb + 1})

    thresholds = dict(moon=(swe.MOON, 12, 12), mars=(swe.MARS, 17, 17), mercury=(swe.MERCURY, 14, 13),
                      jupiter=(swe.JUPITER, 11, 11), venus=(swe.VENUS, 10, 8), saturn=(swe.SATURN, 15, 15))
    combustion = []
    for key, (body, direct, retro) in thresholds.items():
        def margin(t):
            p, s = calc(t, body), calc(t, swe.SUN)
            d = abs(((p[0] - s[0] + 180.0) % 360.0) - 180.0)
            return d - (retro if p[3] < 0 else direct)
        for _ in range(N_COMBUST):
            jd0 = rng.uniform(start, end)
            step = 0.05 if key == "moon" else 0.25
            a, ga = jd0, margin(jd0)
            while True:
                b = a + step
                gb = margin(b)
                if (ga < 0) != (gb < 0):
                    break
                a, ga = b, gb
            t = bisect(margin, a, b)
            combustion.append({"planet": key, "jd_ut": rnd(jd0), "change_jd": rnd(t),
                               "combust_before": ga < 0})

    write_json(args.out, {
        "source": "pyswisseph %s, .se1 files; fixed-step scan + bisection to 1 ms" % pyswisseph_version(),
        "generated_by": "tools/gen_moments_reference.py",
        "definitions": {
            "station": "root of the apparent geocentric tropical speed in longitude",
            "ingress": "longitude (Lahiri SE_SIDM_LAHIRI sidereal, or tropical) crosses a multiple of 30 deg",
            "combustion": "|wrap180(planet - Sun)| < threshold; Mercury 13 and Venus 8 while retrograde",
        },
        "stations": stations,
        "ingresses": ingresses,
        "combustion": combustion,
    })


if __name__ == "__main__":
    main()
