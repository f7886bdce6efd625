#!/usr/bin/env python3
"""Times PyJHora (tested with 4.8.7) computing one birth's chart-in-depth bundle.

Driven by benches/chart_bundle.ts (part of `npm run bench`); never needed by the product or CI.

stdin: JSON {"ephe": DIR, "budget_s": S, "cases": [{"jd_ut", "offset_minutes", "lat", "lon"}, ...]}
stdout: one JSON object (see the end of main; "sarva" holds PyJHora's sarvashtakavarga per case
timed, null for a case that failed, for a sanity check against ours) - nothing else is printed
there: PyJHora's own prints go to stderr.

One "bundle" = every call below, in this order, timed together: the nearest PyJHora counterpart
of each part of our vedic::bundle::chart_bundle. Where PyJHora has a function that works on
positions already computed, that one is used (its cheapest path), as ours derives every part
from one chart:

  chart          charts.rasi_chart(jd, place)                        -> pp (ascendant + 9 grahas)
                 utils.get_house_planet_list_from_planet_positions(pp) -> h_to_p (used below)
  divisional     charts.divisional_positions_from_rasi_positions(pp, dcf, chart_method) for the
                 19 vargas D2 ... D60 (chart_method 2 for D2, the Parashari Leo/Cancer hora; 1
                 for the others: the methods tests/chart_depth_vs_pyjhora.rs checks ours against)
  vimshopaka     charts.vimsopaka_shadvarga_of_planets, vimsopaka_sapthavarga_of_planets,
                 vimsopaka_dhasavarga_of_planets, vimsopaka_shodhasavarga_of_planets (jd, place):
                 PyJHora has no vimshopaka from positions; each recomputes the rasi chart for
                 each of its vargas (6 + 7 + 10 + 16 rasi charts)
  dignity        house._get_compound_relationships_of_planets(h_to_p) (five-fold relationships;
                 exaltation/own/moolatrikona are table look-ups with no PyJHora function)
  aspects        house.graha_drishti_from_chart(h_to_p), house.raasi_drishti_from_chart(h_to_p),
                 strength.planet_aspect_relationship_table(pp) (sphuta drishti, virupas)
  shadbala       strength.shad_bala(jd, place)
  bhavabala      strength.bhava_bala(jd, place) (it computes shad_bala again inside: PyJHora's API)
  ashtakavarga   ashtakavarga.get_ashtaka_varga(h_to_p) (bhinna, sarva, prastara)
  avakhada       (no PyJHora function: nothing called)
  kp             drik.bhaava_madhya_kp(jd, place) (Placidus cusps), utils.kp_lords_for_longitude
                 for each of the 12 cusps, charts.get_KP_lords_from_planet_positions(pp); with
                 PyJHora's global ayanamsa (Lahiri here; ours uses Krishnamurti for KP: the same work)
  combustion     charts.planets_in_combustion(pp)
  graha_yuddha   drik.planets_in_graha_yudh(jd, place)

PyJHora's "jd" is the local civil date and clock time as a Julian day (jd_ut + offset/1440), and
its Place carries the offset in hours; that is how each case is handed over. PyJHora re-points
Swiss Ephemeris at its own data folder on import and defaults to True Pushya: this script points
it back at the same .se1 files the addon reads, forces LAHIRI and mean nodes.
"""

import contextlib
import json
import statistics
import sys
import time

VARGAS = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 16, 20, 24, 27, 30, 40, 45, 60]


def main():
    req = json.load(sys.stdin)
    out = sys.stdout
    sys.stdout = sys.stderr  # anything PyJHora prints goes to stderr, never into our JSON
    from importlib import metadata

    with contextlib.redirect_stdout(sys.stderr):
        import swisseph as swe
        from jhora import const, utils
        from jhora.horoscope.chart import ashtakavarga, charts, house, strength
        from jhora.panchanga import drik

    swe.set_ephe_path(req["ephe"])  # after the import: PyJHora set its own path
    drik.set_ayanamsa_mode("LAHIRI")
    const.set_node_mode(False)  # mean nodes, as ours by default
    utils.set_language("en")
    _, flags = swe.calc_ut(2451545.0, swe.MOON, drik.PLANET_FLAGS)
    if flags & swe.FLG_MOSEPH or not flags & swe.FLG_SWIEPH:
        raise SystemExit("Swiss Ephemeris is not reading the .se1 files in %s (flags %d)" % (req["ephe"], flags))

    def kp(jd, place, pp):
        cusps = drik.bhaava_madhya_kp(jd, place)
        lords = [utils.kp_lords_for_longitude(h + 1, c) for h, c in enumerate(cusps[:12])]
        return lords, charts.get_KP_lords_from_planet_positions(pp)

    # (name, f(ctx)); ctx holds jd, place and what earlier steps computed.
    steps = [
        ("rasi_chart", lambda c: c.update(pp=charts.rasi_chart(c["jd"], c["place"]))),
        ("get_house_planet_list_from_planet_positions",
         lambda c: c.update(h_to_p=utils.get_house_planet_list_from_planet_positions(c["pp"]))),
        ("divisional_positions_from_rasi_positions x19",
         lambda c: [charts.divisional_positions_from_rasi_positions(c["pp"], divisional_chart_factor=d,
                                                                     chart_method=2 if d == 2 else 1) for d in VARGAS]),
        ("vimsopaka_*_of_planets x4", lambda c: [
            charts.vimsopaka_shadvarga_of_planets(c["jd"], c["place"]),
            charts.vimsopaka_sapthavarga_of_planets(c["jd"], c["place"]),
            charts.vimsopaka_dhasavarga_of_planets(c["jd"], c["place"]),
            charts.vimsopaka_shodhasavarga_of_planets(c["jd"], c["place"]),
        ]),
        ("_get_compound_relationships_of_planets", lambda c: house._get_compound_relationships_of_planets(c["h_to_p"])),
        ("graha_drishti_from_chart", lambda c: house.graha_drishti_from_chart(c["h_to_p"])),
        ("raasi_drishti_from_chart", lambda c: house.raasi_drishti_from_chart(c["h_to_p"])),
        ("planet_aspect_relationship_table", lambda c: strength.planet_aspect_relationship_table(c["pp"])),
        ("shad_bala", lambda c: strength.shad_bala(c["jd"], c["place"])),
        ("bhava_bala", lambda c: strength.bhava_bala(c["jd"], c["place"])),
        ("get_ashtaka_varga", lambda c: c.update(av=ashtakavarga.get_ashtaka_varga(c["h_to_p"]))),
        ("KP: bhaava_madhya_kp + kp_lords_for_longitude x12 + get_KP_lords_from_planet_positions",
         lambda c: kp(c["jd"], c["place"], c["pp"])),
        ("planets_in_combustion", lambda c: charts.planets_in_combustion(c["pp"])),
        ("planets_in_graha_yudh", lambda c: drik.planets_in_graha_yudh(c["jd"], c["place"])),
    ]
    vimsopaka_step = [name for name, _ in steps].index("vimsopaka_*_of_planets x4")

    def bundle(case):
        tz = case["offset_minutes"] / 60.0
        ctx = {"place": drik.Place("bench", case["lat"], case["lon"], tz, elevation=0.0),
               "jd": case["jd_ut"] + tz / 24.0}
        per = []
        t_all = time.perf_counter()
        for _, f in steps:
            t0 = time.perf_counter()
            f(ctx)
            per.append(time.perf_counter() - t0)
        total = time.perf_counter() - t_all
        return total, per, [int(x) for x in ctx["av"][1]]

    cases = req["cases"]
    # Warm-up: imports are done; a couple of births fill caches (Python, Swiss Ephemeris files).
    for c in cases[:2]:
        with contextlib.redirect_stdout(sys.stderr):
            bundle(c)

    budget = float(req.get("budget_s", 1e9))
    started = time.perf_counter()
    totals, per_step, sarva, failures = [], [[] for _ in steps], [], []
    for i, c in enumerate(cases):
        if time.perf_counter() - started > budget:
            break
        try:
            with contextlib.redirect_stdout(sys.stderr):
                total, per, sav = bundle(c)
        except Exception as e:  # a PyJHora failure on one birth should not sink the run
            failures.append({"case": i, "error": "%s: %s" % (type(e).__name__, e)})
            sarva.append(None)
            continue
        totals.append(total)
        sarva.append(sav)
        for k, t in enumerate(per):
            per_step[k].append(t)

    def ms(xs):
        return statistics.median(xs) * 1e3 if xs else None

    json.dump(
        {
            "version": metadata.version("PyJHora"),
            "python": sys.version.split()[0],
            "n": len(totals),
            "of": len(cases),
            "failures": failures,
            "median_ms": ms(totals),
            "mean_ms": statistics.mean(totals) * 1e3 if totals else None,
            # PyJHora's vimshopaka recomputes 39 rasi charts; the bundle without it, for the record.
            "median_ms_without_vimsopaka": ms([t - p for t, p in zip(totals, per_step[vimsopaka_step])]),
            "sarva": sarva,
            "calls": [{"name": name, "median_ms": ms(ts)} for (name, _), ts in zip(steps, per_step)],
        },
        out,
    )
    out.write("\n")


if __name__ == "__main__":
    main()
