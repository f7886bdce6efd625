#!/usr/bin/env python3
"""Times PyJHora (tested with 4.8.7) computing every dasha system of one birth at 3 levels.

Driven by benches/dasha.ts; never needed by the product or CI.

stdin: JSON {"ephe": DIR, "budget_s": S, "cases": [{"jd_ut", "offset_minutes", "lat", "lon"}, ...]}
stdout: one JSON object {version, n, systems, median_ms, mean_ms, failures}; PyJHora's prints go to
stderr.

One "birth" = every system of ours that PyJHora has (SYSTEMS below: our slug, PyJHora's module
and function), each to 3 levels (dhasa_level_index=3), timed together. Nakshatra systems:
vimsottari, yogini, ashtottari, shodasottari, dwadasottari, panchottari, sataatbika,
chathuraaseethi_sama, dwisatpathi, shastihayani, shattrimsa_sama, tara, naisargika, kaala; sign
systems: kalachakra, chara, narayana, sthira, shoola, drig, sudasa, mandooka, trikona,
lagna_kendraadhi, brahma, varnada. Each computes its own chart (PyJHora has no shared chart).
A system that raises is listed in `failures` (its time up to the error still counts).
"""

import contextlib
import importlib
import json
import statistics
import sys
import time

# (our slug, PyJHora module under jhora.horoscope.dhasa, function, takes the JD rather than dob/tob)
SYSTEMS = [
    ("vimshottari", "graha.vimsottari", "get_vimsottari_dhasa_bhukthi", True),
    ("ashtottari", "graha.ashtottari", "get_ashtottari_dhasa_bhukthi", True),
    ("yogini", "graha.yogini", "get_dhasa_bhukthi", False),
    ("shodasottari", "graha.shodasottari", "get_dhasa_bhukthi", False),
    ("dwadasottari", "graha.dwadasottari", "get_dhasa_bhukthi", False),
    ("panchottari", "graha.panchottari", "get_dhasa_bhukthi", False),
    ("shatabdika", "graha.sataatbika", "get_dhasa_bhukthi", False),
    ("chaturaseeti-sama", "graha.chathuraaseethi_sama", "get_dhasa_bhukthi", False),
    ("dwisaptati-sama", "graha.dwisatpathi", "get_dhasa_bhukthi", False),
    ("shashtihayani", "graha.shastihayani", "get_dhasa_bhukthi", False),
    ("shattrimsa-sama", "graha.shattrimsa_sama", "get_dhasa_bhukthi", False),
    ("tara", "graha.tara", "get_dhasa_bhukthi", False),
    ("naisargika", "graha.naisargika", "get_dhasa_bhukthi", False),
    ("kaala", "graha.kaala", "get_dhasa_antardhasa", False),
    ("kalachakra", "raasi.kalachakra", "get_dhasa_bhukthi", False),
    ("chara", "raasi.chara", "get_dhasa_antardhasa", False),
    ("narayana", "raasi.narayana", "narayana_dhasa_for_rasi_chart", False),
    ("sthira", "raasi.sthira", "get_dhasa_antardhasa", False),
    ("shoola", "raasi.shoola", "get_dhasa_bhukthi", False),
    ("drig", "raasi.drig", "drig_dhasa_bhukthi", False),
    ("sudasa", "raasi.sudasa", "get_dhasa_bhukthi", False),
    ("mandooka", "raasi.mandooka", "get_dhasa_antardhasa", False),
    ("trikona", "raasi.trikona", "get_dhasa_antardhasa", False),
    ("lagna-kendradi", "raasi.lagna_kendraadhi", "lagna_kendradhi_rasi_dhasa", False),
    ("brahma", "raasi.brahma", "get_dhasa_antardhasa", False),
    ("varnada", "raasi.varnada", "get_dhasa_antardhasa", False),
]


def main():
    req = json.load(sys.stdin)
    out = sys.stdout
    sys.stdout = sys.stderr
    from importlib import metadata

    with contextlib.redirect_stdout(sys.stderr):
        import swisseph as swe
        from jhora import const, utils
        from jhora.panchanga import drik
        runs = [(slug, getattr(importlib.import_module("jhora.horoscope.dhasa." + mod), fn), by_jd)
                for slug, mod, fn, by_jd in SYSTEMS]
    swe.set_ephe_path(req["ephe"])
    drik.set_ayanamsa_mode("LAHIRI")
    const.set_node_mode(False)
    utils.set_language("en")

    failures = []

    def birth(case, i):
        tz = case["offset_minutes"] / 60.0
        place = drik.Place("bench", case["lat"], case["lon"], tz)
        jd = case["jd_ut"] + tz / 24.0
        y, m, d, fh = utils.jd_to_gregorian(jd)
        dob, tob = drik.Date(y, m, d), (int(fh), int(fh * 60) % 60, (fh * 3600) % 60)
        t0 = time.perf_counter()
        for slug, run, by_jd in runs:
            try:
                if by_jd:
                    run(jd, place, dhasa_level_index=3)
                else:
                    run(dob, tob, place, dhasa_level_index=3)
            except Exception as e:  # noqa: BLE001 - a bench reports every failure and goes on
                if i is not None:
                    failures.append({"case": i, "system": slug, "error": "%s: %s" % (type(e).__name__, e)})
        return time.perf_counter() - t0

    cases = req["cases"]
    for c in cases[:1]:  # warm-up (imports, caches); one birth takes ~30 s
        with contextlib.redirect_stdout(sys.stderr):
            birth(c, None)
    budget = float(req.get("budget_s", 1e9))
    started = time.perf_counter()
    totals = []
    for i, c in enumerate(cases):
        if time.perf_counter() - started > budget:
            break
        with contextlib.redirect_stdout(sys.stderr):
            totals.append(birth(c, i))
    json.dump({
        "version": metadata.version("PyJHora"),
        "n": len(totals),
        "systems": [slug for slug, _, _, _ in SYSTEMS],
        "median_ms": statistics.median(totals) * 1000 if totals else None,
        "mean_ms": statistics.mean(totals) * 1000 if totals else None,
        "failures": failures,
    }, out)


if __name__ == "__main__":
    main()
