#!/usr/bin/env python3
"""Generate test/fixtures/longevity_reference.json: PyJHora 4.8.7's ayurdaya pieces on 200 drawn
births, for /v1/chart/longevity.

Positions: pyswisseph (Lahiri, mean node), fed to PyJHora as its planet_positions list. From
jhora/horoscope/dhasa/graha/aayu.py (the module PyJHora's longevity code uses):
- pindayu and nisargayu base years, Sun..Saturn: `_pindayu_santhanam` / `_nisargayu_santhanam`
  with apply_haranas=False;
- amsayu base years: `_amsayu(method=2, apply_haranas=False)` (longitude in minutes / 200, mod 12;
  its method 1 multiplies the longitude by 108, which is not a navamsa count);
- enemy sign: the planets const.house_strengths_of_planets marks _ENEMY in their sign (the table
  shatru-kshetra harana reads);
- krurodaya kept fraction: 1 - ascendant / 360 (PyJHora's kh_fraction).

Usage: /tmp/venv-extras/bin/python tools/gen_longevity_pyjhora.py [--ephe DIR] [--out FILE] [--seed N]
"""

import contextlib
import io
from importlib import metadata

from fixture_common import base_parser, birth_input, check_flags, draw_births, init_swisseph, rnd, write_json

SEED = 20261128
N_CASES = 200
NAMES = ["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"]


def main():
    parser = base_parser(__doc__.splitlines()[0], "longevity_reference.json", SEED)
    args = parser.parse_args()
    with contextlib.redirect_stdout(io.StringIO()):
        from jhora import const
        from jhora.horoscope.dhasa.graha import aayu
    swe, _ = init_swisseph(args.ephe)
    swe.set_sid_mode(swe.SIDM_LAHIRI)
    flags = swe.FLG_SWIEPH | swe.FLG_SPEED | swe.FLG_SIDEREAL
    bodies = [swe.SUN, swe.MOON, swe.MARS, swe.MERCURY, swe.JUPITER, swe.VENUS, swe.SATURN, swe.MEAN_NODE]
    cases = []
    for b in draw_births(swe, args.seed, N_CASES):
        lons = []
        for body in bodies:
            xx, ret = swe.calc_ut(b["jd_ut"], body, flags)
            check_flags(swe, ret, "body %d" % body)
            lons.append(xx[0])
        lons.append((lons[7] + 180.0) % 360.0)
        asc = swe.houses_ex(b["jd_ut"], b["lat"], b["lon"], b"P", swe.FLG_SIDEREAL)[1][0]
        pp = [["L", (int(asc // 30), asc % 30)]] + [[i, (int(l // 30), l % 30)] for i, l in enumerate(lons)]
        pind = aayu._pindayu_santhanam(pp, apply_haranas=False)
        nis = aayu._nisargayu_santhanam(pp, apply_haranas=False)
        ams = aayu._amsayu(pp, apply_haranas=False, method=2)
        enemy = [NAMES[p] for p in range(7) if const.house_strengths_of_planets[p][pp[p + 1][1][0]] == const._ENEMY]
        cases.append({
            "input": birth_input(b),
            "ascendant": rnd(asc),
            "planets": {NAMES[i]: rnd(lons[i]) for i in range(9)},
            "pindayu_base": {NAMES[p]: rnd(pind[p]) for p in range(7)},
            "nisargayu_base": {NAMES[p]: rnd(nis[p]) for p in range(7)},
            "amsayu_base": {NAMES[p]: rnd(ams[p]) for p in range(7)},
            "enemy_sign": enemy,
            "krurodaya_kept": rnd(1.0 - asc / 360.0),
        })
    write_json(args.out, {
        "source": "PyJHora %s jhora/horoscope/dhasa/graha/aayu.py (_pindayu_santhanam, _nisargayu_santhanam, "
                  "_amsayu method 2, without haranas) and const.house_strengths_of_planets, fed with pyswisseph %s "
                  "positions (Lahiri, mean node)" % (metadata.version("PyJHora"), metadata.version("pyswisseph")),
        "generator": "tools/gen_longevity_pyjhora.py",
        "seed": args.seed,
        "cases": cases,
    })


if __name__ == "__main__":
    main()
