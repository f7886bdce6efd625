#!/usr/bin/env python3
"""Fixture for /v1/muhurta/panchaka-rahita: PyJHora 4.8.7's lagna panchaka windows.

Library: PyJHora 4.8.7 (jhora.panchanga.drik.udhaya_lagna_muhurtha and
drik.panchaka_rahitha), pyswisseph 2.10.3.2 (Lahiri), run with /tmp/venv/bin/python.

For each day, PyJHora lists the rising-sign windows of the day and its panchaka remainder for
each ((tithi + 1 + nakshatra + weekday + lagna) mod 9, with the tithi and nakshatra of the day
as a whole). This script also records, independently of PyJHora's day-level simplification, the
tithi (1..30) and nakshatra (1..27) at each window's midpoint from pyswisseph's sidereal Sun and
Moon, so the test can check the classical count window by window.

Output: test/fixtures/panchaka_rahita_pyjhora.json
"""
import json
import math
import sys

import swisseph as swe
from jhora.panchanga import drik

from fixture_common import DEFAULT_EPHE, init_swisseph

OUT = 'test/fixtures/panchaka_rahita_pyjhora.json'
TZ = 5.5
PLACE = drik.Place('New Delhi', 28.6139, 77.2090, TZ)
DAYS = [(2026, 2, d) for d in range(10, 17)] + [(2025, 8, d) for d in range(4, 8)]


def elements(jd_ut):
    swe.set_sid_mode(swe.SIDM_LAHIRI)
    flags = swe.FLG_SWIEPH | swe.FLG_SIDEREAL
    moon = swe.calc_ut(jd_ut, swe.MOON, flags)[0][0]
    sun = swe.calc_ut(jd_ut, swe.SUN, flags)[0][0]
    tithi = int(((moon - sun) % 360.0) // 12.0) + 1
    nak = int(moon // (360.0 / 27.0)) + 1
    return tithi, nak


def main():
    init_swisseph(DEFAULT_EPHE)
    rows = []
    for (y, m, d) in DAYS:
        jd_local = swe.julday(y, m, d, 10.0)
        weekday = drik.vaara(jd_local, PLACE)  # 0 = Sunday
        day_tithi = drik.tithi(jd_local, PLACE)[0]
        day_nak = drik.nakshatra(jd_local, PLACE)[0]
        midnight = swe.julday(y, m, d, 0.0)
        # PyJHora gives local clock hours that wrap at midnight: carry the day over.
        off, last = 0.0, -1.0
        for (rem, (asc, beg, end)) in zip(drik.panchaka_rahitha(jd_local, PLACE), drik.udhaya_lagna_muhurtha(jd_local, PLACE)):
            rem = rem[0]
            if beg + off < last:
                off += 24.0
            beg += off
            end += off
            if end < beg:
                end += 24.0
            last = beg
            start_ut = midnight + (beg - TZ) / 24.0
            end_ut = midnight + (end - TZ) / 24.0
            tithi, nak = elements(0.5 * (start_ut + end_ut))
            rows.append({
                'date': f'{y:04d}-{m:02d}-{d:02d}',
                'start_jd_ut': round(start_ut, 6),
                'end_jd_ut': round(end_ut, 6),
                'lagna_sign': asc,
                'weekday': weekday,
                'pyjhora_day_tithi': day_tithi,
                'pyjhora_day_nakshatra': day_nak,
                'pyjhora_remainder': rem,
                'tithi_mid': tithi,
                'nakshatra_mid': nak,
            })
    with open(OUT, 'w') as f:
        json.dump({
            'source': 'PyJHora 4.8.7 drik.panchaka_rahitha / udhaya_lagna_muhurtha; pyswisseph 2.10.3.2 Lahiri for tithi and nakshatra at window midpoints',
            'place': {'lat': 28.6139, 'lon': 77.2090, 'tz': '+05:30'},
            'windows': rows,
        }, f, indent=1)
    print(len(rows), 'windows', file=sys.stderr)


if __name__ == '__main__':
    main()
