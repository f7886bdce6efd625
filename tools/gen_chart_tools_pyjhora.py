#!/usr/bin/env python3
"""Generate test/fixtures/chart_tools_reference.json: bhava chalit, sensitive degrees and
badhaka/maraka references for 200 random charts (the /v1/chart tools).

Positions come from pyswisseph (Lahiri, mean node, apparent geocentric). Then:
- bhava chalit: PyJHora 4.8.7 drik.bhaava_madhya_sripathi (the Sripati madhyas: Placidus
  ascendant and MC, each quadrant trisected); the sandhis (bhava starts) from Swiss Ephemeris'
  own Sripati house system (code 'S', sidereal); the Placidus cusps (code 'P', sidereal); each
  planet's bhava recomputed here from those sandhis;
- pushkara navamsa: PyJHora charts.planets_in_pushkara_navamsa_bhaga (its navamsa list);
- mrityu bhaga: PyJHora const.mrityu_bhaga_base_longitudes (its Phaladeepika table), read per
  sign and planet, for the nine grahas and the lagna;
- 64th navamsa and 22nd drekkana: PyJHora charts.get_64th_navamsa / get_22nd_drekkana on its
  own D9 and D3 (Parashara) positions;
- badhaka: PyJHora const.baadhakas (house.baadhakas_of_raasi) of the lagna sign;
- maraka: PyJHora house.marakas on the rasi chart;
- sudarshana chakra (first 40 charts): PyJHora dhasa.sudharsana_chakra.get_dhasa_bhukthi at two
  levels, one 12-year cycle, run on its own chart of the birth (its ephemeris, Lahiri): the
  (lagna, Moon, Sun) sign triple of each year and month.

Usage: /tmp/venv-extras/bin/python tools/gen_chart_tools_pyjhora.py [--ephe DIR] [--out FILE] [--seed N]
"""

import contextlib
import datetime as dt
import io
import random
from importlib import metadata

from fixture_common import base_parser, check_flags, format_offset, rnd, write_json

SEED = 20261126
N_CASES = 200
NAMES = ["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"]


def load(ephe_arg):
    with contextlib.redirect_stdout(io.StringIO()):
        from jhora import const, utils
        from jhora.horoscope.chart import charts, house
        from jhora.panchanga import drik
        from jhora.horoscope.dhasa import sudharsana_chakra
    from fixture_common import init_swisseph

    swe, ephe = init_swisseph(ephe_arg)
    return swe, ephe, const, utils, charts, house, drik, sudharsana_chakra


def positions(swe, jd):
    swe.set_sid_mode(swe.SIDM_LAHIRI)
    flags = swe.FLG_SWIEPH | swe.FLG_SPEED | swe.FLG_SIDEREAL
    out = {}
    bodies = [swe.SUN, swe.MOON, swe.MARS, swe.MERCURY, swe.JUPITER, swe.VENUS, swe.SATURN, swe.MEAN_NODE]
    for name, body in zip(NAMES[:8], bodies):
        xx, ret = swe.calc_ut(jd, body, flags)
        check_flags(swe, ret, "body %d" % body)
        out[name] = xx[0]
    out["Ketu"] = (out["Rahu"] + 180.0) % 360.0
    return out


def local_input(rng):
    d = dt.date(1900, 1, 1) + dt.timedelta(days=rng.randrange(200 * 365))
    t = dt.time(rng.randrange(24), rng.randrange(60))
    offset = rng.choice(range(-12 * 60, 14 * 60 + 1, 15))
    lat = round(rng.uniform(-60, 60), 4)
    lon = round(rng.uniform(-180, 180), 4)
    return d, t, offset, lat, lon


def jd_of(swe, d, t, offset):
    utc = dt.datetime.combine(d, t) - dt.timedelta(minutes=offset)
    return swe.julday(utc.year, utc.month, utc.day, utc.hour + utc.minute / 60.0, swe.GREG_CAL)


def bhava_of(lon, sandhis):
    for h in range(12):
        start, end = sandhis[h], sandhis[(h + 1) % 12]
        if (lon - start) % 360.0 < (end - start) % 360.0:
            return h + 1
    raise SystemExit("no bhava for %f" % lon)


def main():
    parser = base_parser(__doc__.splitlines()[0], "chart_tools_reference.json", SEED)
    args = parser.parse_args()
    swe, ephe, const, utils, charts, house, drik, sudarshana = load(args.ephe)
    rng = random.Random(args.seed)
    cases = []
    while len(cases) < N_CASES:
        d, t, offset, lat, lon = local_input(rng)
        jd = jd_of(swe, d, t, offset)
        pos = positions(swe, jd)
        swe.set_sid_mode(swe.SIDM_LAHIRI)
        asc = swe.houses_ex(jd, lat, lon, b"P", swe.FLG_SIDEREAL)[1][0]
        placidus = list(swe.houses_ex(jd, lat, lon, b"P", swe.FLG_SIDEREAL)[0])
        sandhis = list(swe.houses_ex(jd, lat, lon, b"S", swe.FLG_SIDEREAL)[0])
        place = drik.Place("x", lat, lon, offset / 60.0)
        with contextlib.redirect_stdout(io.StringIO()):
            madhyas = drik.bhaava_madhya_sripathi(jd + offset / 1440.0, place)
        pp = [["L", (int(asc // 30), asc % 30)]] + [[i, (int(pos[n] // 30), pos[n] % 30)] for i, n in enumerate(NAMES)]
        d9 = charts.divisional_positions_from_rasi_positions(pp, divisional_chart_factor=9, chart_method=1)
        d3 = charts.divisional_positions_from_rasi_positions(pp, divisional_chart_factor=3, chart_method=1)
        n64 = charts.get_64th_navamsa(d9)
        d22 = charts.get_22nd_drekkana(d3)
        pna, _ = charts.planets_in_pushkara_navamsa_bhaga(pp)
        h_to_p = utils.get_house_planet_list_from_planet_positions(pp)
        with contextlib.redirect_stdout(io.StringIO()):
            marakas = house.marakas(h_to_p)
        asc_sign = int(asc // 30)
        badhaka = house.baadhakas_of_raasi(asc_sign)
        points = ["Lagna"] + NAMES
        lons = [asc] + [pos[n] for n in NAMES]
        mrityu = {}
        for name, lon_ in zip(points, lons):
            col = 10 if name == "Lagna" else NAMES.index(name)
            mrityu[name] = const.mrityu_bhaga_base_longitudes[int(lon_ // 30)][col]
        keys = ["L"] + list(range(9))
        cases.append({
            "input": {"date": d.isoformat(), "time": t.strftime("%H:%M"), "tz": format_offset(offset), "lat": lat,
                      "lon": lon},
            "jd_ut": rnd(jd),
            "ascendant": rnd(asc),
            "planets": {n: rnd(pos[n]) for n in NAMES},
            "sripati_madhyas": [rnd(m) for m in madhyas],
            "sripati_sandhis": [rnd(s) for s in sandhis],
            "placidus_cusps": [rnd(c) for c in placidus],
            "sripati_bhava": {n: bhava_of(pos[n], sandhis) for n in NAMES},
            "pushkara_navamsa": sorted(NAMES[p] for p in pna),
            "mrityu_degree": mrityu,
            "navamsa_64th_lord": {pt: NAMES[n64[k][1]] for pt, k in zip(points, keys)},
            "drekkana_22nd_lord": {pt: NAMES[d22[k][1]] for pt, k in zip(points, keys)},
            "badhaka": {"sign_index": badhaka[0] + 1, "lords": [NAMES[p] for p in badhaka[1]]},
            "marakas": sorted(NAMES[p] for p in marakas if p != "L"),
        })
        if len(cases) <= 40:
            with contextlib.redirect_stdout(io.StringIO()):
                rows = sudarshana.get_dhasa_bhukthi(jd + offset / 1440.0, place, dhasa_level_index=2, dhasa_cycles=1)
            # rows: [[year triple, month triple], start, duration]; 12 months per year, in order.
            cases[-1]["sudarshana"] = [[list(r[0][0]), list(r[0][1])] for r in rows]
            swe.set_ephe_path(ephe)
            swe.set_sid_mode(swe.SIDM_LAHIRI)
    write_json(args.out, {
        "source": "PyJHora %s (drik.bhaava_madhya_sripathi, charts.planets_in_pushkara_navamsa_bhaga, "
                  "const.mrityu_bhaga_base_longitudes, charts.get_64th_navamsa, charts.get_22nd_drekkana, "
                  "house.baadhakas_of_raasi, house.marakas) fed with pyswisseph %s positions (Lahiri, mean node); "
                  "sandhis and Placidus cusps from Swiss Ephemeris house systems S and P"
                  % (metadata.version("PyJHora"), metadata.version("pyswisseph")),
        "generator": "tools/gen_chart_tools_pyjhora.py",
        "seed": args.seed,
        "cases": cases,
    })


if __name__ == "__main__":
    main()
