#!/usr/bin/env python3
"""Generate test/fixtures/pyjhora_brahma_dasha.json: Brahma dasa from PyJHora 4.8.7.

The 100 random births of tools/gen_rasi_dasha_pyjhora.py (fixture_common.draw_births, same seed).
For each birth: PyJHora's chart as signs (so a test can skip a birth whose signs differ from the
engine's at a boundary), its Brahma (jhora.horoscope.chart.house.brahma) and, from
jhora.horoscope.dhasa.raasi.brahma.get_dhasa_antardhasa, the mahadashas [sign, start (JD UT),
years] (PyJHora's own years, 0 or negative where it counts modulo 12) and, for the first 20 births, the twelve antardashas of the first mahadasha [md, ad, start].

The year: drik.dhasa_year_duration is replaced by 365.25 days (the engine's default Julian year).
Nodes: mean (the engine's default). Birth JDs PyJHora computes from local date and time; every
start is converted to UT.

Usage: /tmp/venv/bin/python tools/gen_brahma_dasha_pyjhora.py [--ephe DIR] [--out FILE] [--seed N]
"""

import contextlib
import io
from importlib import metadata

from fixture_common import base_parser, birth_input, draw_births, init_swisseph, pyjhora_setup, rnd, write_json
from gen_rasi_dasha_pyjhora import GRAHAS, LEVEL2_BIRTHS, N, SEED, SIGNS, ut

YEAR_DAYS = 365.25


def main():
    parser = base_parser(__doc__.splitlines()[0], "pyjhora_brahma_dasha.json", SEED)
    args = parser.parse_args()
    swe, _ = init_swisseph(args.ephe)
    const, utils, drik, charts = pyjhora_setup()
    with contextlib.redirect_stdout(io.StringIO()):
        from jhora.horoscope.chart import house
        from jhora.horoscope.dhasa.raasi import brahma as brahma_dasa
    drik.dhasa_year_duration = lambda *a, **k: YEAR_DAYS
    cases = []
    for i, b in enumerate(draw_births(swe, args.seed, N)):
        offset = b["offset"]
        place = drik.Place("p", b["lat"], b["lon"], offset / 60.0)
        dob, tob = drik.Date(b["y"], b["m"], b["d"]), (b["hh"], b["mm"], 0)
        jd_local = b["jd_ut"] + offset / 1440.0
        with contextlib.redirect_stdout(io.StringIO()):
            pp = charts.divisional_chart(jd_local, place, divisional_chart_factor=1)[:10]
            brahma = house.brahma(pp)
            rows = brahma_dasa.get_dhasa_antardhasa(dob, tob, place, dhasa_level_index=1, round_duration=False)
        chart = {"lagna": SIGNS[pp[0][1][0]]}
        chart.update({GRAHAS[p]: SIGNS[s] for p, (s, _) in pp[1:]})
        entry = {"brahma": GRAHAS[brahma],
                 "mahadasha": [[SIGNS[lords[0]], ut(swe, s, offset), rnd(y)] for lords, s, y in rows]}
        if i < LEVEL2_BIRTHS:
            with contextlib.redirect_stdout(io.StringIO()):
                rows = brahma_dasa.get_dhasa_antardhasa(dob, tob, place, dhasa_level_index=2, round_duration=False)
            entry["antardasha"] = [[SIGNS[l[0]], SIGNS[l[1]], ut(swe, s, offset)] for l, s, _ in rows[:12]]
        cases.append({"input": birth_input(b), "jd_ut": rnd(b["jd_ut"]), "pyjhora_chart": chart, "brahma_dasa": entry})
    write_json(args.out, {
        "source": "PyJHora %s (jhora.horoscope.dhasa.raasi.brahma, jhora.horoscope.chart.house.brahma), Lahiri, "
        "mean nodes, years of 365.25 days; pyswisseph %s" % (metadata.version("PyJHora"), metadata.version("pyswisseph")),
        "generated_by": "tools/gen_brahma_dasha_pyjhora.py",
        "semantics": "all JDs are UT; brahma_dasa.brahma = PyJHora's Brahma; brahma_dasa.mahadasha = [sign, start, years] of "
        "every mahadasha; brahma_dasa.antardasha = [md, ad, start] of the first mahadasha (first 20 births); "
        "pyjhora_chart = the signs of PyJHora's own chart",
        "cases": cases,
    })


if __name__ == "__main__":
    main()
