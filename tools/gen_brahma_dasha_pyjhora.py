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

from brahma_rasi_dasha_common import generate

if __name__ == "__main__":
    generate(__doc__, "brahma", "brahma_dasa", "pyjhora_brahma_dasha.json", "tools/gen_brahma_dasha_pyjhora.py")
