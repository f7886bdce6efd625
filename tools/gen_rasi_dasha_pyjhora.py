#!/usr/bin/env python3
"""Generate test/fixtures/pyjhora_rasi_dasha*.json: rasi (sign) dashas from PyJHora 4.8.7.

The 100 random births of tools/gen_graha_dasha_pyjhora.py (same drawing, fixture_common.draw_births,
same seed). For each birth, PyJHora's chart as signs (lagna and the nine grahas, so a test can
skip a birth where a sign differs from the engine's by a boundary) and, for each system and
variant, PyJHora's mahadashas [sign, start (JD UT), years] and, for the first 20 births, the
antardashas of the first mahadasha [md, ad, start].

Systems (jhora/horoscope/dhasa/raasi):
- chara.get_dhasa_antardhasa, chara_method KN_RAO (2) -> our `chara` variant `rao`, PyJHora's
  default co-lord choice for Scorpio/Aquarius (its stronger-planet rules);
- chara.get_dhasa_antardhasa, chara_method IRANGATTI_MALE1 (3), gender 0 -> `chara` variant
  `iranganti` (Mars and Saturn as the lords of Scorpio and Aquarius, as PyJHora has them there).

With --group strength (test/fixtures/pyjhora_rasi_dasha_strength.json, the Julian year only, to
keep the fixture small), the systems seeded by the stronger of two signs:
- narayana.narayana_dhasa_for_rasi_chart -> `narayana` (both cycles, zero-year dashas included);
- shoola.get_dhasa_bhukthi (antardasha seed option 2, the stronger of the sign and its 7th) ->
  `shoola`;
- trikona.get_dhasa_antardhasa -> `trikona`.

With --group more (test/fixtures/pyjhora_rasi_dasha_more.json, the Julian year only):
- niryaana.get_dhasa_bhukthi -> `shoola` variant `niryana` (niryana shoola dasa);
- drig.drig_dhasa_bhukthi (PyJHora's PVR-book drig dasa, both cycles) -> `drig`;
- lagna_kendraadhi.lagna_kendradhi_rasi_dhasa -> `lagna-kendradi` variant `lagna`;
- karaka_kendraadhi.karaka_kendradhi_rasi_dhasa (karaka_index 1, the atmakaraka of PyJHora's
  eight karakas) -> `lagna-kendradi` variant `karaka`;
- sudasa.get_dhasa_bhukthi (antardasha option 2, its default) -> `sudasa`.

With --group mandooka (test/fixtures/pyjhora_rasi_dasha_mandooka.json, the Julian year only):
- mandooka.get_dhasa_antardhasa, dhasa_method 2 (K.N. Rao, PyJHora's default) -> `mandooka`.

The year: drik.dhasa_year_duration is replaced by the requested length (365.25 and the sidereal
365.256363 days) so both sides use the same year. Nodes: mean (the engine's default). Birth JDs
PyJHora computes from local date and time; every start is converted to UT.

Usage: /tmp/venv/bin/python tools/gen_rasi_dasha_pyjhora.py [--ephe DIR] [--out FILE] [--seed N]
"""

import contextlib
import io
from importlib import metadata

from fixture_common import base_parser, birth_input, draw_births, init_swisseph, pyjhora_setup, rnd, write_json

SEED = 20261126
N = int(__import__("os").environ.get("N_BIRTHS", "100"))
LEVEL2_BIRTHS = 20
YEARS = {"julian": 365.25, "sidereal": 365.256363}
SIGNS = ["aries", "taurus", "gemini", "cancer", "leo", "virgo", "libra", "scorpio", "sagittarius",
         "capricorn", "aquarius", "pisces"]
GRAHAS = ["sun", "moon", "mars", "mercury", "jupiter", "venus", "saturn", "rahu", "ketu"]


def main():
    parser = base_parser(__doc__.splitlines()[0], "pyjhora_rasi_dasha.json", SEED)
    parser.add_argument("--group", choices=["chara", "strength", "more", "mandooka"], default="chara")
    args = parser.parse_args()
    if args.group == "strength" and args.out.endswith("pyjhora_rasi_dasha.json"):
        args.out = args.out.replace("pyjhora_rasi_dasha.json", "pyjhora_rasi_dasha_strength.json")
    if args.group == "more" and args.out.endswith("pyjhora_rasi_dasha.json"):
        args.out = args.out.replace("pyjhora_rasi_dasha.json", "pyjhora_rasi_dasha_more.json")
    if args.group == "mandooka" and args.out.endswith("pyjhora_rasi_dasha.json"):
        args.out = args.out.replace("pyjhora_rasi_dasha.json", "pyjhora_rasi_dasha_mandooka.json")
    swe, _ = init_swisseph(args.ephe)
    const, utils, drik, charts = pyjhora_setup()
    with contextlib.redirect_stdout(io.StringIO()):
        from jhora.horoscope.dhasa.raasi import (chara, drig, karaka_kendraadhi, lagna_kendraadhi, mandooka,
                                                 narayana, niryaana, shoola, sudasa, trikona)
    years = YEARS if args.group == "chara" else {"julian": YEARS["julian"]}
    strength_runs = {
        "narayana": lambda dob, tob, place, level: narayana.narayana_dhasa_for_rasi_chart(
            dob, tob, place, dhasa_level_index=level, round_duration=False),
        "shoola": lambda dob, tob, place, level: shoola.get_dhasa_bhukthi(
            dob, tob, place, dhasa_level_index=level, round_duration=False),
        "trikona": lambda dob, tob, place, level: trikona.get_dhasa_antardhasa(
            dob, tob, place, dhasa_level_index=level, round_duration=False),
    }
    chara_runs = {
        "chara/rao": lambda dob, tob, place, level: chara.get_dhasa_antardhasa(
            dob, tob, place, chara_method=const.CHARA_TYPE.KN_RAO, dhasa_level_index=level, round_duration=False),
        "chara/iranganti": lambda dob, tob, place, level: chara.get_dhasa_antardhasa(
            dob, tob, place, chara_method=const.CHARA_TYPE.IRANGATTI_MALE1, gender=0, dhasa_level_index=level,
            round_duration=False),
    }
    more_runs = {
        "shoola/niryana": lambda dob, tob, place, level: niryaana.get_dhasa_bhukthi(
            dob, tob, place, dhasa_level_index=level, round_duration=False),
        "drig/pvr": lambda dob, tob, place, level: drig.drig_dhasa_bhukthi(
            dob, tob, place, dhasa_level_index=level, round_duration=False),
        "lagna-kendradi/lagna": lambda dob, tob, place, level: lagna_kendraadhi.lagna_kendradhi_rasi_dhasa(
            dob, tob, place, dhasa_level_index=level, round_duration=False),
        "lagna-kendradi/karaka": lambda dob, tob, place, level: karaka_kendraadhi.karaka_kendradhi_rasi_dhasa(
            dob, tob, place, karaka_index=1, dhasa_level_index=level, round_duration=False),
        "sudasa/pvr": lambda dob, tob, place, level: sudasa.get_dhasa_bhukthi(
            dob, tob, place, dhasa_level_index=level, round_duration=False),
    }
    mandooka_runs = {
        "mandooka/rao": lambda dob, tob, place, level: mandooka.get_dhasa_antardhasa(
            dob, tob, place, dhasa_method=const.MANDOOKA_TYPE.KN_RAO, dhasa_level_index=level,
            round_duration=False),
    }
    runs = {"chara": chara_runs, "strength": strength_runs, "more": more_runs, "mandooka": mandooka_runs}[args.group]
    cases = []
    for i, b in enumerate(draw_births(swe, args.seed, N)):
        offset = b["offset"]
        place = drik.Place("p", b["lat"], b["lon"], offset / 60.0)
        dob, tob = drik.Date(b["y"], b["m"], b["d"]), (b["hh"], b["mm"], 0)
        jd_local = b["jd_ut"] + offset / 1440.0
        with contextlib.redirect_stdout(io.StringIO()):
            pp = charts.divisional_chart(jd_local, place, divisional_chart_factor=1)[:10]
        chart = {"lagna": SIGNS[pp[0][1][0]]}
        chart.update({GRAHAS[p]: SIGNS[s] for p, (s, _) in pp[1:]})
        out = {}
        for name, days in years.items():
            drik.dhasa_year_duration = lambda *a, _d=days, **k: _d
            out[name] = {}
            for key, run in runs.items():
                with contextlib.redirect_stdout(io.StringIO()):
                    rows = run(dob, tob, place, 1)
                entry = {"mahadasha": [[SIGNS[lords[0] if isinstance(lords, (tuple, list)) else lords], ut(swe, s, offset), rnd(y)]
                                       for lords, s, y in rows]}
                if i < LEVEL2_BIRTHS:
                    with contextlib.redirect_stdout(io.StringIO()):
                        rows = run(dob, tob, place, 2)
                    entry["antardasha"] = [[SIGNS[l[0]], SIGNS[l[1]], ut(swe, s, offset)] for l, s, _ in rows[:12]]
                out[name][key] = entry
        cases.append({"input": birth_input(b), "jd_ut": rnd(b["jd_ut"]), "pyjhora_chart": chart, "years": out})
    write_json(args.out, {
        "source": "PyJHora %s (jhora.horoscope.dhasa.raasi.*), Lahiri, mean nodes; pyswisseph %s"
        % (metadata.version("PyJHora"), metadata.version("pyswisseph")),
        "generated_by": "tools/gen_rasi_dasha_pyjhora.py",
        "semantics": "all JDs are UT; years.{julian|sidereal}.{system/variant}.mahadasha = [sign, start, years] for "
        "every mahadasha PyJHora lists; antardasha = [md, ad, start] of the first mahadasha (first 20 births); "
        "pyjhora_chart = the signs of PyJHora's own chart",
        "cases": cases,
    })


def ut(swe, start, offset):
    y, m, d, fh = start
    return rnd(swe.julday(y, m, d, fh) - offset / 1440.0)


if __name__ == "__main__":
    main()
