#!/usr/bin/env python3
"""Generate test/fixtures/jaimini_pyjhora.json: Jaimini references from PyJHora 4.8.7.

For 200 random births (1950-2050, latitudes -60..60) this records
- the ascendant and the nine grahas from pyswisseph 2.10.3.2 (apparent, FLG_SIDEREAL with
  SIDM_LAHIRI, mean node, Ketu = Rahu + 180; ascendant from houses_ex with FLG_SIDEREAL), given
  to PyJHora as its `planet_positions` list ([['L', (sign, degree)], [0, (sign, degree)], ...]),
  so PyJHora needs no ephemeris files of its own;
- PyJHora's `house.chara_karakas` (eight karakas, Sun … Rahu, Rahu's degree counted as 30 minus
  its degree), and the seven-karaka ranking as that list without Rahu (the same sort);
- PyJHora's `charts.navamsa_chart` (Parashari D9, chart_method 1) signs of the ascendant and
  the nine;
- PyJHora's `house.raasi_drishti_from_chart`: for each planet, the signs its sign aspects and
  the planets in them; and PyJHora's sign-to-sign rasi drishti table;
- PyJHora's `arudhas.bhava_arudhas_from_planet_positions` (A1 … A12) and its choice of the
  stronger lord of Scorpio and Aquarius (`house.house_owner_from_planet_positions`);
- `classical_arudhas`, written here from P.V.R. Narasimha Rao's co-lord rules (see the function)
  and BPHS ch. 29, as a second reference where PyJHora's co-lord code departs from them;
- PyJHora's `house.get_argala`: for each house from the ascendant, the planets in the 2nd, 4th,
  5th and 11th from it (argala) and in the 12th, 10th, 9th and 3rd (virodha argala).

Usage: python tools/gen_jaimini_pyjhora.py [--ephe DIR] [--out FILE] [--seed N]
"""

import contextlib
import datetime as dt
import io
import random
from importlib import metadata

from fixture_common import base_parser, check_flags, format_offset, rnd, write_json

SEED = 20261127
N_CASES = 200
DATE_MIN = dt.date(1950, 1, 1)
DATE_MAX = dt.date(2050, 12, 31)
NAMES = ["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"]


def load(ephe_arg):
    with contextlib.redirect_stdout(io.StringIO()):
        from jhora import utils
        from jhora.horoscope.chart import arudhas, charts, house
    from fixture_common import init_swisseph

    swe, _ = init_swisseph(ephe_arg)
    swe.set_sid_mode(swe.SIDM_LAHIRI)
    return swe, utils, charts, house, arudhas


EXALT = [0, 1, 9, 5, 3, 11, 6, 1, 7]  # exaltation signs, Sun … Ketu


def rasi_aspects(s):
    """Jaimini rasi drishti: movable -> fixed but the adjacent, fixed -> movable but the adjacent, dual -> duals."""
    out = []
    for t in range(12):
        adjacent = (t + 1) % 12 == s or (s + 1) % 12 == t
        if (s % 3, t % 3) in ((0, 1), (1, 0)) and not adjacent or (s % 3 == 2 and t % 3 == 2 and t != s):
            out.append(t)
    return out


def classical_co_lord(longs, sign, a, b):
    """PVR's order: 0 the lord outside the sign; 1 more planets with it; 2 more of Jupiter, Mercury and
    its dispositor (not itself) with it or aspecting it by rasi drishti; 3 exalted; 4 dual > fixed >
    movable; 5 more advanced in its sign."""
    signs = [int(l // 30) for l in longs]
    sa, sb = signs[a], signs[b]
    if sa == sign and sb != sign:
        return b
    if sb == sign and sa != sign:
        return a
    lords = [2, 5, 3, 1, 0, 3, 5, 2, 4, 6, 6, 4]

    def joined(g, s):
        return sum(1 for x in range(9) if x != g and signs[x] == s)

    def helpers(g, s):
        return sum(1 for h in (4, 3, lords[s]) if h != g and (signs[h] == s or s in rasi_aspects(signs[h])))

    for fa, fb in ((joined(a, sa), joined(b, sb)), (helpers(a, sa), helpers(b, sb)),
                   (EXALT[a] == sa, EXALT[b] == sb), ((sa % 3 + 0), (sb % 3 + 0))):
        if fa != fb:
            return a if fa > fb else b
    return a if longs[a] % 30 >= longs[b] % 30 else b


def classical_arudhas(longs, asc_sign):
    lords = [2, 5, 3, 1, 0, 3, 5, 2, 4, 6, 6, 4]
    out = []
    for h in range(12):
        sign = (asc_sign + h) % 12
        lord = lords[sign]
        if sign == 7:
            lord = classical_co_lord(longs, sign, 2, 8)
        elif sign == 10:
            lord = classical_co_lord(longs, sign, 6, 7)
        ls = int(longs[lord] // 30)
        pada = (ls + (ls - sign) % 12) % 12
        if (pada - sign) % 12 == 0:
            pada = (sign + 9) % 12
        elif (pada - sign) % 12 == 6:
            pada = (sign + 3) % 12
        out.append(pada)
    return out


def one_case(swe, utils, charts, house, arudhas, rng):
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
    asc = swe.houses_ex(jd_ut, lat, lon, b"W", swe.FLG_SIDEREAL)[1][0]
    pp = [["L", (int(asc // 30), asc % 30)]] + [[i, (int(l // 30), l % 30)] for i, l in enumerate(longs)]
    karakas8 = [NAMES[p] for p in house.chara_karakas(pp)]
    d9 = charts.navamsa_chart(pp, 1)
    h_to_p = utils.get_house_planet_list_from_planet_positions(pp)
    arp, _ahp, app = house.raasi_drishti_from_chart(h_to_p)
    argala, virodha = house.get_argala(h_to_p, separator="/")

    def planets(cell):
        return sorted(NAMES[int(x)] for x in cell.split("/") if x not in ("", "L"))
    return {
        "input": {"date": date.isoformat(), "time": "%02d:%02d" % divmod(minute_of_day, 60),
                  "tz": format_offset(tz_min), "lat": lat, "lon": lon},
        "ascendant": rnd(asc),
        "longitudes": {NAMES[i]: rnd(l) for i, l in enumerate(longs)},
        "karakas8": karakas8,
        "karakas7": [k for k in karakas8 if k != "Rahu"],
        "navamsa": {("Ascendant" if p == "L" else NAMES[p]): s for p, (s, _) in d9},
        "arudhas_pyjhora": arudhas.bhava_arudhas_from_planet_positions(pp),
        "co_lords_pyjhora": {"Scorpio": NAMES[house.house_owner_from_planet_positions(pp, 7)],
                             "Aquarius": NAMES[house.house_owner_from_planet_positions(pp, 10)]},
        "arudhas_classical": classical_arudhas(longs, int(asc // 30)),
        "argala_pyjhora": [{"argala": [planets(c) for c in argala[h]], "virodha": [planets(c) for c in virodha[h]]}
                           for h in range(12)],
        "rasi_drishti": {NAMES[p]: {"signs": sorted(arp[p]), "planets": sorted(NAMES[x] for x in app[p])} for p in range(9)},
    }


def main():
    args = base_parser(__doc__.splitlines()[0], "jaimini_pyjhora.json", SEED).parse_args()
    swe, utils, charts, house, arudhas = load(args.ephe)
    rng = random.Random(args.seed)
    cases = [one_case(swe, utils, charts, house, arudhas, rng) for _ in range(N_CASES)]
    write_json(args.out, {
        "source": "PyJHora %s (house.chara_karakas, charts.navamsa_chart, house.raasi_drishti_from_chart, "
                  "arudhas.bhava_arudhas_from_planet_positions) on "
                  "pyswisseph %s positions (SIDM_LAHIRI, mean node)" % (metadata.version("PyJHora"), metadata.version("pyswisseph")),
        "generator": "tools/gen_jaimini_pyjhora.py",
        "seed": args.seed,
        "sign_drishti": [sorted(house._get_raasi_drishti()[s]) for s in range(12)],
        "cases": cases,
    })


if __name__ == "__main__":
    main()
