#!/usr/bin/env python3
"""Generate test/fixtures/pyjhora_varnada_dasha.json: Varnada dasa from PyJHora 4.8.7.

The 100 random births of tools/gen_rasi_dasha_pyjhora.py (fixture_common.draw_births, same seed).
For each birth: PyJHora's chart as signs (so a test can skip a birth whose signs differ from the
engine's at a boundary); what the dasa is seeded from: PyJHora's hora lagna (drik.hora_lagna:
its sign and sidereal longitude, so a test can tell a birth near a sign boundary or before
sunrise), its varnada lagna (charts.varnada_lagna, B.V. Raman's method, PyJHora's default) and
the stronger of the lagna and the hora lagna (house.stronger_rasi_from_planet_positions, the
first dasa); and, from jhora.horoscope.dhasa.raasi.varnada.get_dhasa_antardhasa, the
mahadashas [sign, start (JD UT), years] (PyJHora's own years, 0 for the varnada lagna's sign)
and, for the first 20 births, the twelve antardashas of the first mahadasha [md, ad, start].

The year: drik.dhasa_year_duration is replaced by 365.25 days (the engine's default Julian year).
Nodes: mean (the engine's default). Birth JDs PyJHora computes from local date and time; every
start is converted to UT.

Usage: /tmp/venv/bin/python tools/gen_varnada_dasha_pyjhora.py [--ephe DIR] [--out FILE] [--seed N]
"""

from brahma_rasi_dasha_common import generate
from fixture_common import rnd
from gen_rasi_dasha_pyjhora import SIGNS


def varnada_seed(pp, jd_local, place, dob, tob, drik, charts):
    """PyJHora's hora lagna, varnada lagna and the stronger of the lagna and the hora lagna."""
    from jhora.horoscope.chart import house
    hora_sign, hora_degree = drik.hora_lagna(jd_local, place)
    varnada_sign, _ = charts.varnada_lagna(dob, tob, place)
    stronger = house.stronger_rasi_from_planet_positions(pp, pp[0][1][0], hora_sign)
    return {"hora_lagna": [SIGNS[hora_sign], rnd(30.0 * hora_sign + hora_degree)],
            "varnada_lagna": SIGNS[varnada_sign], "seed": SIGNS[stronger]}


if __name__ == "__main__":
    generate(__doc__, "varnada", "varnada", "pyjhora_varnada_dasha.json", "tools/gen_varnada_dasha_pyjhora.py",
             seed=varnada_seed,
             seed_source="jhora.panchanga.drik.hora_lagna, jhora.horoscope.chart.charts.varnada_lagna, "
             "jhora.horoscope.chart.house.stronger_rasi_from_planet_positions",
             seed_semantics="{key}.hora_lagna = PyJHora's hora lagna [sign, sidereal longitude]; "
             "{key}.varnada_lagna = its varnada lagna; {key}.seed = the stronger of its lagna and hora lagna")
