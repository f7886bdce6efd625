"""Reference retrograde shadows by a plain independent search with pyswisseph: a fixed-step scan
and pure bisection (no Newton, no shared code with the Rust root finder).

For each random moment: the retrograde period in progress then, else the next one (station
retrograde SR, station direct SD: roots of the apparent tropical speed), and its shadow:
  pre-shadow start  = the LAST time before SR that the tropical longitude equals SD's longitude
                      (scanned backwards from SR: Mars and Venus can cover more than a full circle
                      between two retrograde periods, so the first crossing after the previous
                      station is not the shadow);
  post-shadow end   = the FIRST time after SD that the longitude regains SR's longitude.
Output: test/fixtures/shadow_reference.json (40 moments each for Mercury, Venus, Mars, Jupiter).
Usage: python tools/gen_shadow_reference.py [--ephe DIR] [--out FILE] [--seed N]
"""

import random

from fixture_common import base_parser, init_swisseph, pyswisseph_version, rnd, write_json

N = 40
BISECT_DAYS = 1e-8  # ~1 ms
STEP = 0.25  # days; far shorter than any retrograde run


def main():
    args = base_parser(__doc__, "shadow_reference.json", 20261124).parse_args()
    swe, _ = init_swisseph(args.ephe)
    rng = random.Random(args.seed)
    start, end = swe.julday(1900, 1, 1, 0), swe.julday(2100, 1, 1, 0)

    def calc(jd, body):
        return swe.calc_ut(jd, body, swe.FLG_SWIEPH | swe.FLG_SPEED)[0]

    def bisect(f, a, b):
        fa = f(a)
        while abs(b - a) > BISECT_DAYS:
            m = 0.5 * (a + b)
            fm = f(m)
            if (fm < 0) == (fa < 0):
                a, fa = m, fm
            else:
                b = m
        return 0.5 * (a + b)

    def scan(f, t, step):
        """First sign change of f from t in the direction of step, bisected."""
        a, fa = t, f(t)
        while True:
            b = a + step
            fb = f(b)
            if (fa < 0) != (fb < 0) and abs(fa - fb) < 180.0:
                return bisect(f, a, b) if a < b else bisect(f, b, a)
            a, fa = b, fb

    cases = []
    planets = {"mercury": swe.MERCURY, "venus": swe.VENUS, "mars": swe.MARS, "jupiter": swe.JUPITER}
    for key, body in planets.items():
        speed = lambda t, body=body: calc(t, body)[3]
        lon = lambda t, body=body: calc(t, body)[0]
        for _ in range(N):
            jd0 = rng.uniform(start, end)
            if speed(jd0) < 0:
                sr = scan(speed, jd0, -STEP)
            else:
                sr = scan(speed, jd0, STEP)
                if speed(sr + 0.01) > 0:  # that was a station direct: take the next one
                    sr = scan(speed, sr + 0.01, STEP)
            sd = scan(speed, sr + 0.01, STEP)
            sd_lon, sr_lon = lon(sd), lon(sr)
            pre = scan(lambda t: ((lon(t) - sd_lon + 180.0) % 360.0) - 180.0, sr - 0.01, -STEP)
            post = scan(lambda t: ((lon(t) - sr_lon + 180.0) % 360.0) - 180.0, sd + 0.01, STEP)
            cases.append({"planet": key, "jd_ut": rnd(jd0), "station_retrograde_jd": rnd(sr),
                          "station_direct_jd": rnd(sd), "pre_shadow_start_jd": rnd(pre),
                          "post_shadow_end_jd": rnd(post)})

    write_json(args.out, {
        "source": "pyswisseph %s, .se1 files; fixed-step scan (0.25 d) + bisection to 1 ms" % pyswisseph_version(),
        "generated_by": "tools/gen_shadow_reference.py",
        "definitions": {
            "station": "root of the apparent geocentric tropical speed in longitude",
            "pre_shadow_start": "last time before the station retrograde at the station-direct longitude",
            "post_shadow_end": "first time after the station direct at the station-retrograde longitude",
        },
        "cases": cases,
    })


if __name__ == "__main__":
    main()
