#!/usr/bin/env python3
"""Generate test/fixtures/yoga_pyjhora.json: PyJHora 4.8.7 yoga and dosha verdicts on 200 random charts.

Doshas: jhora/horoscope/chart/dosha.py kala_sarpa (sign-based), guru_chandala_dosha, shrapit.
Raja yogas: jhora/horoscope/chart/raja_yoga.py get_raja_yoga_pairs_from_planet_positions (kendra
and trikona lords conjoined, in mutual graha drishti or exchanging signs) and
dharma_karmadhipati_raja_yoga_from_planet_positions on each pair.

Positions come from pyswisseph 2.10.03 (sidereal Lahiri, apparent, mean node; whole-sign
ascendant) and are handed to PyJHora's `*_from_planet_positions` yoga functions
(jhora/horoscope/chart/yoga.py), so what is compared is the yoga definitions, not the
ephemeris. Scorpio and Aquarius get their Parashari lords (Mars, Saturn). The Rust test
(native/core/tests/yoga_vs_pyjhora.rs) states per yoga where PyJHora's definition equals ours,
where one implies the other, and why.

Nabhasa (test/fixtures/yoga_nabhasa_pyjhora.json, --nabhasa-out): random charts almost never
show an akriti shape, so the nabhasa yogas are compared on 400 synthetic charts: the seven grahas
are dealt into a random set of houses (half of the time one of the 32 yogas' own house sets,
each house of it occupied), at random degrees, the nodes opposite each other anywhere; PyJHora's
32 nabhasa functions (`*_yoga_from_planet_positions`) judge each chart. No ephemeris is needed.
The Rust test (native/core/tests/yoga_nabhasa_vs_pyjhora.rs) states per yoga where the
definitions are equal and where they differ (docs/yoga.md).

Usage: /tmp/venv/bin/python tools/gen_yoga_pyjhora.py [--ephe DIR] [--out FILE] [--seed N]
       [--nabhasa-out FILE]
"""

import os

import contextlib
import datetime as dt
import io
import os
import random
from importlib import metadata

from fixture_common import FIXTURE_DIR, base_parser, format_offset, rnd, write_json

SEED = 20250808
N_CASES = 200
FUNCS = {
    "ruchaka": "ruchaka_yoga_from_planet_positions", "bhadra": "bhadra_yoga_from_planet_positions",
    "hamsa": "hamsa_yoga_from_planet_positions", "malavya": "maalavya_yoga_from_planet_positions",
    "sasa": "sasa_yoga_from_planet_positions", "budha_aditya": "nipuna_yoga_from_planet_positions",
    "chandra_mangala": "chandra_mangala_yoga_from_planet_positions", "sunapha": "sunaphaa_yoga_from_planet_positions",
    "anapha": "anaphaa_yoga_from_planet_positions", "durudhara": "duradhara_yoga_from_planet_positions",
    "kemadruma": "kemadruma_yoga_from_planet_positions", "vesi": "vesi_yoga_from_planet_positions",
    "vosi": "vosi_yoga_from_planet_positions", "ubhayachari": "ubhayachara_yoga_from_planet_positions",
    "gajakesari": "gaja_kesari_yoga_from_planet_positions", "adhi": "adhi_yoga_from_planet_positions",
    "amala": "amala_yoga_from_planet_positions", "chatussagara": "chatussagara_yoga_from_planet_positions",
    "harsha": "harsha_yoga_from_planet_positions", "sarala": "sarala_yoga_from_planet_positions",
    "vimala": "vimala_yoga_from_planet_positions",
}

N_NABHASA = 400
NABHASA_FUNCS = {
    "rajju": "rajju_yoga_from_planet_positions", "musala": "musala_yoga_from_planet_positions",
    "nala": "nala_yoga_from_planet_positions", "mala": "maalaa_yoga_from_planet_positions",
    "sarpa": "sarpa_yoga_from_planet_positions", "gada": "gadaa_yoga_from_planet_positions",
    "sakata_akriti": "sakata_yoga_from_planet_positions", "vihaga": "vihaga_yoga_from_planet_positions",
    "sringataka": "sringaataka_yoga_from_planet_positions", "hala": "hala_yoga_from_planet_positions",
    "vajra": "vajra_yoga_from_planet_positions", "yava": "yava_yoga_from_planet_positions",
    "kamala": "kamala_yoga_from_planet_positions", "vapi": "vaapi_yoga_from_planet_positions",
    "yupa": "yoopa_yoga_from_planet_positions", "ishu": "sara_yoga_from_planet_positions",
    "shakti": "sakti_yoga_from_planet_positions", "danda": "danda_yoga_from_planet_positions",
    "nauka": "nav_yoga_from_planet_positions", "kuta": "koota_yoga_from_planet_positions",
    "chatra": "chatra_yoga_from_planet_positions", "chapa": "chaapa_yoga_from_planet_positions",
    "ardha_chandra": "ardha_chandra_yoga_from_planet_positions", "chakra": "chakra_yoga_from_planet_positions",
    "samudra": "samudra_yoga_from_planet_positions", "vallaki": "veenaa_yoga_from_planet_positions",
    "dama": "daama_yoga_from_planet_positions", "pasa": "paasa_yoga_from_planet_positions",
    "kedara": "kedaara_yoga_from_planet_positions", "shula": "soola_yoga_from_planet_positions",
    "yuga": "yuga_yoga_from_planet_positions", "gola": "gola_yoga_from_planet_positions",
}
# House sets (1-based from the lagna) of the shapes, to deal synthetic charts into.
SHAPES = [
    [1, 4], [4, 7], [7, 10], [10, 1], [1, 7], [4, 10], [1, 5, 9], [2, 6, 10], [3, 7, 11], [4, 8, 12],
    [1, 4, 7, 10], [2, 5, 8, 11], [3, 6, 9, 12], [1, 2, 3, 4], [4, 5, 6, 7], [7, 8, 9, 10], [10, 11, 12, 1],
    [1, 2, 3, 4, 5, 6, 7], [4, 5, 6, 7, 8, 9, 10], [7, 8, 9, 10, 11, 12, 1], [10, 11, 12, 1, 2, 3, 4],
    [2, 3, 4, 5, 6, 7, 8], [5, 6, 7, 8, 9, 10, 11], [1, 3, 5, 7, 9, 11], [2, 4, 6, 8, 10, 12],
]


def synthetic_chart(rng):
    """Ascendant and nine sidereal longitudes with the seven grahas dealt into a set of houses."""
    asc_sign = rng.randrange(12)
    asc = asc_sign * 30 + rng.uniform(0, 30)
    if rng.random() < 0.5:
        houses = list(rng.choice(SHAPES))
    else:
        houses = rng.sample(range(1, 13), rng.randrange(1, 8))
    dealt = houses + [rng.choice(houses) for _ in range(7 - len(houses))]
    rng.shuffle(dealt)
    lons = [((asc_sign + h - 1) % 12) * 30 + rng.uniform(0, 30) for h in dealt]
    rahu = rng.uniform(0, 360)
    return asc, lons + [rahu, (rahu + 180.0) % 360.0]


def nabhasa_fixture(args, yoga):
    rng = random.Random(args.seed + 1)
    cases = []
    for _ in range(N_NABHASA):
        asc, lons = synthetic_chart(rng)
        pp = [["L", (int(asc // 30), asc % 30)]] + [[i, (int(l // 30), l % 30)] for i, l in enumerate(lons)]
        verdicts = {}
        with contextlib.redirect_stdout(io.StringIO()):
            for key, fn in NABHASA_FUNCS.items():
                verdicts[key] = bool(getattr(yoga, fn)([list(x) for x in pp]))
        cases.append({"ascendant": rnd(asc), "longitudes": [rnd(x) for x in lons], "pyjhora": verdicts})
    write_json(args.nabhasa_out, {
        "source": "PyJHora %s jhora/horoscope/chart/yoga.py nabhasa functions on synthetic charts"
                  % metadata.version("PyJHora"),
        "generated_by": "tools/gen_yoga_pyjhora.py",
        "seed": args.seed + 1,
        "graha_order": ["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
        "functions": NABHASA_FUNCS,
        "cases": cases,
    })


def main():
    parser = base_parser(__doc__.splitlines()[0], "yoga_pyjhora.json", SEED)
    parser.add_argument("--nabhasa-out", default=os.path.join(FIXTURE_DIR, "yoga_nabhasa_pyjhora.json"))
    args = parser.parse_args()
    with contextlib.redirect_stdout(io.StringIO()):
        from jhora import const
        from jhora.horoscope.chart import dosha, raja_yoga, yoga
    from jhora import utils
    from fixture_common import init_swisseph

    swe, ephe = init_swisseph(args.ephe)
    const.scorpio_owner_for_dhasa_calculations = const.MARS_ID
    const.aquarius_owner_for_dhasa_calculations = const.SATURN_ID
    swe.set_sid_mode(swe.SIDM_LAHIRI, 0, 0)
    sid = swe.FLG_SWIEPH | swe.FLG_SIDEREAL
    rng = random.Random(args.seed)
    cases = []
    for _ in range(N_CASES):
        date = dt.date(1900, 1, 1) + dt.timedelta(days=rng.randrange(0, 365 * 150))
        hh, mm = rng.randrange(24), rng.randrange(60)
        tz = rng.choice([-300, 0, 60, 330, 480, 600])
        lat, lon = round(rng.uniform(-55, 60), 4), round(rng.uniform(-180, 180), 4)
        jd = swe.julday(date.year, date.month, date.day, hh + mm / 60.0) - tz / 1440.0
        asc = swe.houses_ex(jd, lat, lon, b"W", sid)[1][0]
        lons = [swe.calc_ut(jd, p, sid)[0][0] for p in
                (swe.SUN, swe.MOON, swe.MARS, swe.MERCURY, swe.JUPITER, swe.VENUS, swe.SATURN, swe.MEAN_NODE)]
        lons.append((lons[7] + 180.0) % 360.0)
        pp = [["L", (int(asc // 30), asc % 30)]] + [[i, (int(l // 30), l % 30)] for i, l in enumerate(lons)]
        verdicts = {}
        with contextlib.redirect_stdout(io.StringIO()):
            for key, fn in FUNCS.items():
                verdicts[key] = bool(getattr(yoga, fn)([list(x) for x in pp]))
        h_to_p = utils.get_house_planet_list_from_planet_positions([list(x) for x in pp])
        doshas = {
            "kala_sarpa": bool(dosha.kala_sarpa(h_to_p)),
            "guru_chandal": bool(dosha.guru_chandala_dosha([list(x) for x in pp])[0]),
            "shrapit": bool(dosha.shrapit([list(x) for x in pp])),
        }
        with contextlib.redirect_stdout(io.StringIO()):
            pairs = sorted(sorted(p) for p in raja_yoga.get_raja_yoga_pairs_from_planet_positions([list(x) for x in pp]))
            dk = [p for p in pairs
                  if raja_yoga.dharma_karmadhipati_raja_yoga_from_planet_positions([list(x) for x in pp], p[0], p[1])]
        cases.append({
            "input": {"date": date.isoformat(), "time": "%02d:%02d" % (hh, mm), "tz": format_offset(tz), "lat": lat, "lon": lon},
            "ascendant": rnd(asc),
            "longitudes": [rnd(x) for x in lons],
            "pyjhora": verdicts,
            "pyjhora_dosha": doshas,
            "pyjhora_raja_pairs": pairs,
            "pyjhora_dharma_karmadhipati": dk,
        })
    write_json(args.out, {
        "source": "PyJHora %s jhora/horoscope/chart/yoga.py on pyswisseph %s positions (Lahiri, mean node)"
                  % (metadata.version("PyJHora"), swe.version),
        "generated_by": "tools/gen_yoga_pyjhora.py",
        "ephemeris": ephe,
        "seed": args.seed,
        "graha_order": ["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"],
        "functions": FUNCS,
        "cases": cases,
    })
    nabhasa_fixture(args, yoga)


if __name__ == "__main__":
    main()
