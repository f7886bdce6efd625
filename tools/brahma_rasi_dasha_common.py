"""The fixture of a rasi dasha against PyJHora whose seed PyJHora works out beside the chart
(Sthira and Brahma dasa from Brahma, Varnada dasa from the lagna, hora lagna and varnada lagna):
one generator for all, so the fixtures are drawn, computed and written the same way. Each
tools/gen_<system>_dasha_pyjhora.py names its PyJHora module, its case key, its file and, when
it is not Brahma, what of the seed to record (`seed`)."""

import contextlib
import importlib
import io
from importlib import metadata

from fixture_common import base_parser, birth_input, draw_births, init_swisseph, pyjhora_setup, rnd, write_json
from gen_rasi_dasha_pyjhora import GRAHAS, LEVEL2_BIRTHS, N, SEED, SIGNS, ut

YEAR_DAYS = 365.25


def brahma_seed(pp, **_):
    """PyJHora's Brahma (jhora.horoscope.chart.house.brahma), the seed of Sthira and Brahma dasa,
    with what house.brahma reads to choose it, so a test can trace a Brahma that differs: the
    stronger of the lagna and the 7th (`brahma_from`, stronger_rasi_from_planet_positions) and
    the lords of the 6th, 8th and 12th from it (`brahma_lords`, house_owner_from_planet_positions,
    PyJHora's stronger co-lord for Scorpio and Aquarius), the candidates before the nodes are
    dropped."""
    from jhora.horoscope.chart import house
    lagna = pp[0][1][0]
    sp = house.stronger_rasi_from_planet_positions(pp, lagna, (lagna + 6) % 12)
    lords = [house.house_owner_from_planet_positions(pp, (sp + h) % 12) for h in (5, 7, 11)]
    return {"brahma": GRAHAS[house.brahma(pp)], "brahma_from": SIGNS[sp], "brahma_lords": [GRAHAS[g] for g in lords]}


def generate(doc, module, key, out, script, seed=brahma_seed,
             seed_source="jhora.horoscope.chart.house.brahma", seed_semantics="{key}.brahma = PyJHora's Brahma, {key}.brahma_from = the stronger of the lagna and the 7th "
             "it is counted from, {key}.brahma_lords = the lords of the 6th, 8th and 12th from that sign"):
    """Writes `out`: for N drawn births, `seed(pp=, jd_local=, place=, dob=, tob=, drik=, charts=)`
    (a dict of what PyJHora seeds the dasha from; Brahma unless given), the mahadashas of
    jhora.horoscope.dhasa.raasi.<module> and (first LEVEL2_BIRTHS births) the antardashas of
    the first mahadasha, under each case's `key`."""
    parser = base_parser(doc.splitlines()[0], out, SEED)
    args = parser.parse_args()
    swe, _ = init_swisseph(args.ephe)
    const, utils, drik, charts = pyjhora_setup()
    with contextlib.redirect_stdout(io.StringIO()):
        dasa = importlib.import_module("jhora.horoscope.dhasa.raasi." + module)
    drik.dhasa_year_duration = lambda *a, **k: YEAR_DAYS
    cases = []
    for i, b in enumerate(draw_births(swe, args.seed, N)):
        offset = b["offset"]
        place = drik.Place("p", b["lat"], b["lon"], offset / 60.0)
        dob, tob = drik.Date(b["y"], b["m"], b["d"]), (b["hh"], b["mm"], 0)
        jd_local = b["jd_ut"] + offset / 1440.0
        with contextlib.redirect_stdout(io.StringIO()):
            pp = charts.divisional_chart(jd_local, place, divisional_chart_factor=1)[:10]
            entry = seed(pp=pp, jd_local=jd_local, place=place, dob=dob, tob=tob, drik=drik, charts=charts)
            rows = dasa.get_dhasa_antardhasa(dob, tob, place, dhasa_level_index=1, round_duration=False)
        chart = {"lagna": SIGNS[pp[0][1][0]]}
        chart.update({GRAHAS[p]: SIGNS[s] for p, (s, _) in pp[1:]})
        entry["mahadasha"] = [[SIGNS[lords[0]], ut(swe, s, offset), rnd(y)] for lords, s, y in rows]
        if i < LEVEL2_BIRTHS:
            with contextlib.redirect_stdout(io.StringIO()):
                rows = dasa.get_dhasa_antardhasa(dob, tob, place, dhasa_level_index=2, round_duration=False)
            entry["antardasha"] = [[SIGNS[l[0]], SIGNS[l[1]], ut(swe, s, offset)] for l, s, _ in rows[:12]]
        cases.append({"input": birth_input(b), "jd_ut": rnd(b["jd_ut"]), "pyjhora_chart": chart, key: entry})
    write_json(args.out, {
        "source": "PyJHora %s (jhora.horoscope.dhasa.raasi.%s, %s), Lahiri, "
        "mean nodes, years of 365.25 days; pyswisseph %s"
        % (metadata.version("PyJHora"), module, seed_source, metadata.version("pyswisseph")),
        "generated_by": script,
        "semantics": "all JDs are UT; " + seed_semantics.format(key=key) + "; %s.mahadasha = [sign, start, years] of "
        "every mahadasha; %s.antardasha = [md, ad, start] of the first mahadasha (first 20 births); "
        "pyjhora_chart = the signs of PyJHora's own chart" % (key, key),
        "cases": cases,
    })
