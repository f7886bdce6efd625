#!/usr/bin/env python3
"""Generate test/fixtures/time_convert_reference.json: one moment on every clock, from pyswisseph.

For random moments 1800-2399 and places with |lat| <= 60:
  * delta_t_seconds: swe.deltat_ex(jd_ut) * 86400
  * greenwich_hours: swe.sidtime(jd_ut) (apparent sidereal time)
  * local_hours: greenwich + lon / 15, modulo 24
  * equation_of_time_minutes: swe.time_equ(jd_ut) * 1440
  * local_mean_jd / local_apparent_jd: jd_ut + lon / 360 (+ the equation of time)
  * sunrise_jd: the last sunrise (upper limb, standard refraction, 1013.25 hPa, 15 C) at or before
    the moment, found by stepping swe.rise_trans forward from two days earlier; and ghatis since
    then = (jd_ut - sunrise) * 60.

Usage: python tools/gen_time_convert_reference.py [--ephe DIR] [--out FILE] [--seed N]
"""

import random

from fixture_common import base_parser, init_swisseph, pyswisseph_version, rnd, write_json

SEED = 20261126
N = 120


def last_sunrise(swe, jd, geopos):
    t = jd - 2.2
    best = None
    while True:
        res, tret = swe.rise_trans(t, swe.SUN, swe.CALC_RISE, geopos, 1013.25, 15.0, swe.FLG_SWIEPH)
        if res != 0:
            raise SystemExit("no sunrise found at %s" % geopos)
        if tret[0] > jd:
            return best
        best = tret[0]
        t = tret[0] + 1e-3


def main():
    args = base_parser(__doc__.splitlines()[0], "time_convert_reference.json", SEED).parse_args()
    swe, _ = init_swisseph(args.ephe)
    rng = random.Random(args.seed)
    first, last = swe.julday(1800, 1, 5, 0.0), swe.julday(2399, 12, 25, 0.0)
    cases = []
    for _ in range(N):
        jd = rng.uniform(first, last)
        lat, lon = rng.uniform(-60, 60), rng.uniform(-180, 180)
        offset = rng.choice([-480, -300, 0, 60, 330, 345, 540, 600])
        gast = swe.sidtime(jd)
        eot = swe.time_equ(jd)
        sunrise = last_sunrise(swe, jd, (lon, lat, 0.0))
        cases.append({
            "jd_ut": rnd(jd), "lat": rnd(lat), "lon": rnd(lon), "offset_minutes": offset,
            "delta_t_seconds": rnd(swe.deltat_ex(jd, swe.FLG_SWIEPH) * 86400.0),
            "greenwich_hours": rnd(gast),
            "local_hours": rnd((gast + lon / 15.0) % 24.0),
            "equation_of_time_minutes": rnd(eot * 1440.0),
            "local_mean_jd": rnd(jd + lon / 360.0),
            "local_apparent_jd": rnd(jd + lon / 360.0 + eot),
            "sunrise_jd": rnd(sunrise),
            "ghatis": rnd((jd - sunrise) * 60.0),
        })
    write_json(args.out, {
        "generator": "tools/gen_time_convert_reference.py",
        "pyswisseph": pyswisseph_version(),
        "seed": args.seed,
        "cases": cases,
    })


if __name__ == "__main__":
    main()
