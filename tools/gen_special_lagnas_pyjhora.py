#!/usr/bin/env python3
"""Generate test/fixtures/pyjhora_special_lagnas.json: special lagnas and sphutas from PyJHora 4.8.7.

200 random births 1950-2050 (|lat| <= 60, offset = round(lon / 15) hours, whole minutes, fixed
seed), PyJHora 4.8.7 on pyswisseph 2.10.3.2 with Lahiri and mean nodes, each value as PyJHora
computes it from its own chart:

- special lagnas (jhora/panchanga/drik.py): `bhava_lagna`, `hora_lagna`, `ghati_lagna`,
  `vighati_lagna` (the Sun at sunrise plus a rate times the minutes from sunrise; PyJHora takes
  the sunrise of the civil date, so for a birth before sunrise the minutes are negative),
  `pranapada_lagna`, `sree_lagna`, `indu_lagna`, and `charts.varnada_lagna` (its default,
  B.V. Raman's method);
- sphutas (jhora/horoscope/chart/sphuta.py): prana, deha, mrityu, sookshma tri, tri, chatur,
  pancha, beeja, kshetra sphutas, the yogi and avayogi points, and PyJHora's Gulika
  (`drik.gulika_longitude`, the start of Saturn's part); the yogi, duplicate yogi and avayogi
  planets follow from the points (nakshatra lord, sign lord).

Also recorded: `before_sunrise` (the birth precedes the civil date's sunrise) and PyJHora's time
from sunrise in hours, so the test can tell its convention apart from the engine's.

Usage: /tmp/venv/bin/python tools/gen_special_lagnas_pyjhora.py [--ephe DIR] [--out FILE] [--seed N]
"""

import contextlib
import io
import random
from importlib import metadata

from fixture_common import base_parser, format_offset, init_swisseph, rnd, write_json

SEED = 20261128
N = 200
LAGNAS = ["bhava_lagna", "hora_lagna", "ghati_lagna", "vighati_lagna", "pranapada_lagna", "sree_lagna", "indu_lagna"]
SPHUTAS = ["prana_sphuta", "deha_sphuta", "mrityu_sphuta", "sookshma_tri_sphuta", "tri_sphuta", "chatur_sphuta",
           "pancha_sphuta", "beeja_sphuta", "kshetra_sphuta", "yogi_sphuta", "avayogi_sphuta"]


def main():
    args = base_parser(__doc__.splitlines()[0], "pyjhora_special_lagnas.json", SEED).parse_args()
    with contextlib.redirect_stdout(io.StringIO()):
        from jhora import const, utils
        from jhora.panchanga import drik
        from jhora.horoscope.chart import charts, sphuta
    swe, _ = init_swisseph(args.ephe)
    drik.set_ayanamsa_mode("LAHIRI")
    const._use_true_nodes_for_rahu_ketu = False
    drik.set_planet_list(set_rahu_ketu_as_true_nodes=False, include_western_planets=False)
    rng = random.Random(args.seed)
    lo, hi = swe.julday(1950, 1, 1, 0), swe.julday(2050, 12, 31, 0)
    cases = []
    while len(cases) < N:
        jd_ut = rng.uniform(lo, hi)
        lat = round(rng.uniform(-60, 60), 4)
        lon = round(rng.uniform(-180, 180), 4)
        offset = round(lon / 15) * 60
        y, m, d, h = swe.revjul(jd_ut + offset / 1440.0)
        hh = int(h)
        mm = int(round((h - hh) * 60))
        if mm == 60:
            continue
        jd_ut = swe.julday(y, m, d, hh + mm / 60.0) - offset / 1440.0
        jd_local = jd_ut + offset / 1440.0
        place = drik.Place("p", lat, lon, offset / 60.0)
        dob, tob = drik.Date(y, m, d), (hh, mm, 0)
        with contextlib.redirect_stdout(io.StringIO()):
            sunrise_hours = drik.sunrise(jd_local, place)[0]
            lagnas = {k: lon_of(getattr(drik, k)(jd_local, place)) for k in LAGNAS}
            lagnas["varnada_lagna"] = lon_of(charts.varnada_lagna(dob, tob, place))
            sph = {k: lon_of(getattr(sphuta, k)(dob, tob, place)) for k in SPHUTAS}
            gulika = lon_of(drik.gulika_longitude(dob, tob, place))
        birth_hours = hh + mm / 60.0
        cases.append({
            "input": {"date": "%04d-%02d-%02d" % (y, m, d), "time": "%02d:%02d" % (hh, mm),
                      "tz": format_offset(offset), "lat": lat, "lon": lon},
            "jd_ut": rnd(jd_ut),
            "before_sunrise": birth_hours < sunrise_hours,
            "hours_from_sunrise": rnd(birth_hours - sunrise_hours),
            "lagnas": lagnas,
            "sphutas": sph,
            "gulika": gulika,
        })
    write_json(args.out, {
        "source": "PyJHora %s (jhora.panchanga.drik special lagnas, charts.varnada_lagna, "
        "jhora.horoscope.chart.sphuta), Lahiri, mean nodes, pyswisseph %s"
        % (metadata.version("PyJHora"), metadata.version("pyswisseph")),
        "generated_by": "tools/gen_special_lagnas_pyjhora.py",
        "semantics": "sidereal longitudes in degrees from PyJHora's (sign, degree) answers; before_sunrise: the "
        "birth precedes the sunrise of its civil date (PyJHora then counts negative time from that sunrise); "
        "hours_from_sunrise: PyJHora's local birth time minus that sunrise",
        "cases": cases,
    })


def lon_of(sign_degree):
    sign, degree = sign_degree[0], sign_degree[1]
    return rnd((sign * 30 + degree) % 360)


if __name__ == "__main__":
    main()
