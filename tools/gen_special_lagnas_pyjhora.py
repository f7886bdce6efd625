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

Also recorded, so the test can tell PyJHora's conventions apart from the engine's:
- `before_sunrise` (the birth precedes the civil date's sunrise) and PyJHora's time from sunrise;
- `daytime`: the birth between PyJHora's sunrise and sunset (its night-time Gulika is not the
  rule, see pyjhora_gulika.json's caveat, so night sphutas that use Gulika are not compared);
- `sun_shift`: PyJHora's bhava/hora/ghati/vighati lagnas start from the Sun at sunrise + the UTC
  offset (it adds the offset to a local Julian day once more); this is the Sun's motion over
  that offset (pyswisseph, Lahiri), to be taken off PyJHora's values;
- `pranapada_rule`: the pranapada by PyJHora's formula with the time from sunrise not cut to
  whole seconds and counted as it should (its `udhayadhi_nazhikai` adds one tharparai per second
  of time instead of 2.5): the Sun at birth (pyswisseph) + 5 deg per minute from PyJHora's
  sunrise (the previous day's before dawn) + 0/240/120 deg by the Sun's sign.

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
            sunset_hours = drik.sunset(jd_local, place)[0]
            srise_jd = drik.sunrise(jd_local, place)[2] - offset / 1440.0
            prev_sunrise_hours = drik.sunrise(jd_local - 1, place)[0]
            lagnas = {k: lon_of(getattr(drik, k)(jd_local, place)) for k in LAGNAS}
            lagnas["varnada_lagna"] = lon_of(charts.varnada_lagna(dob, tob, place))
            sph = {k: lon_of(getattr(sphuta, k)(dob, tob, place)) for k in SPHUTAS}
            gulika = lon_of(drik.gulika_longitude(dob, tob, place))
        birth_hours = hh + mm / 60.0
        swe.set_sid_mode(swe.SIDM_LAHIRI)
        sun_at = lambda jd: swe.calc_ut(jd, swe.SUN, swe.FLG_SWIEPH | swe.FLG_SIDEREAL)[0][0]
        shift = (sun_at(srise_jd + offset / 1440.0) - sun_at(srise_jd) + 540) % 360 - 180
        since = birth_hours - sunrise_hours if birth_hours >= sunrise_hours else 24 + birth_hours - prev_sunrise_hours
        sun = sun_at(jd_ut)
        pranapada = (sun + since * 60 * 5 + [0, 240, 120][int(sun // 30) % 3]) % 360
        cases.append({
            "input": {"date": "%04d-%02d-%02d" % (y, m, d), "time": "%02d:%02d" % (hh, mm),
                      "tz": format_offset(offset), "lat": lat, "lon": lon},
            "jd_ut": rnd(jd_ut),
            "before_sunrise": birth_hours < sunrise_hours,
            "hours_from_sunrise": rnd(birth_hours - sunrise_hours),
            "daytime": sunrise_hours <= birth_hours < sunset_hours,
            "sun_shift": rnd(shift),
            "pranapada_rule": rnd(pranapada),
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
        "hours_from_sunrise: PyJHora's local birth time minus that sunrise; daytime, sun_shift, pranapada_rule: "
        "see the generator's docstring",
        "cases": cases,
    })


def lon_of(sign_degree):
    sign, degree = sign_degree[0], sign_degree[1]
    return rnd((sign * 30 + degree) % 360)


if __name__ == "__main__":
    main()
