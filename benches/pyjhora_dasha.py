#!/usr/bin/env python3
"""Times PyJHora (tested with 4.8.7) computing every nakshatra dasha of one birth at 3 levels.

Driven by benches/dasha.ts; never needed by the product or CI.

stdin: JSON {"ephe": DIR, "budget_s": S, "cases": [{"jd_ut", "offset_minutes", "lat", "lon"}, ...]}
stdout: one JSON object {version, n, median_ms, mean_ms, failures}; PyJHora's prints go to stderr.

One "birth" = the eleven systems our /v1/dasha/systems covers, each to 3 levels
(dhasa_level_index=3), timed together: vimsottari.get_vimsottari_dhasa_bhukthi,
yogini.get_dhasa_bhukthi, ashtottari.get_ashtottari_dhasa_bhukthi and get_dhasa_bhukthi of
shodasottari, dwadasottari, panchottari, sataatbika, chathuraaseethi_sama, dwisatpathi,
shastihayani and shattrimsa_sama. Each computes its own Moon (PyJHora has no shared chart).
"""

import contextlib
import importlib
import json
import statistics
import sys
import time

OTHERS = ["yogini", "shodasottari", "dwadasottari", "panchottari", "sataatbika", "chathuraaseethi_sama",
          "dwisatpathi", "shastihayani", "shattrimsa_sama"]


def main():
    req = json.load(sys.stdin)
    out = sys.stdout
    sys.stdout = sys.stderr
    from importlib import metadata

    with contextlib.redirect_stdout(sys.stderr):
        import swisseph as swe
        from jhora import const, utils
        from jhora.panchanga import drik
        from jhora.horoscope.dhasa.graha import vimsottari, ashtottari
        mods = [importlib.import_module("jhora.horoscope.dhasa.graha." + m) for m in OTHERS]
    swe.set_ephe_path(req["ephe"])
    drik.set_ayanamsa_mode("LAHIRI")
    const.set_node_mode(False)
    utils.set_language("en")

    def birth(case):
        tz = case["offset_minutes"] / 60.0
        place = drik.Place("bench", case["lat"], case["lon"], tz)
        jd = case["jd_ut"] + tz / 24.0
        y, m, d, fh = utils.jd_to_gregorian(jd)
        dob, tob = drik.Date(y, m, d), (int(fh), int(fh * 60) % 60, (fh * 3600) % 60)
        t0 = time.perf_counter()
        vimsottari.get_vimsottari_dhasa_bhukthi(jd, place, dhasa_level_index=3)
        ashtottari.get_ashtottari_dhasa_bhukthi(jd, place, dhasa_level_index=3)
        for mod in mods:
            mod.get_dhasa_bhukthi(dob, tob, place, dhasa_level_index=3)
        return time.perf_counter() - t0

    cases = req["cases"]
    for c in cases[:2]:
        with contextlib.redirect_stdout(sys.stderr):
            birth(c)
    budget = float(req.get("budget_s", 1e9))
    started = time.perf_counter()
    totals, failures = [], []
    for i, c in enumerate(cases):
        if time.perf_counter() - started > budget:
            break
        try:
            with contextlib.redirect_stdout(sys.stderr):
                totals.append(birth(c))
        except Exception as e:
            failures.append({"case": i, "error": "%s: %s" % (type(e).__name__, e)})
    json.dump({
        "version": metadata.version("PyJHora"),
        "n": len(totals),
        "median_ms": statistics.median(totals) * 1000 if totals else None,
        "mean_ms": statistics.mean(totals) * 1000 if totals else None,
        "failures": failures,
    }, out)


if __name__ == "__main__":
    main()
