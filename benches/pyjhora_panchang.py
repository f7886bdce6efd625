#!/usr/bin/env python3
"""Times PyJHora (jhora.panchanga.drik, tested with 4.8.7) computing one day's panchang.

Driven by benches/panchang.ts (part of `npm run bench`); never needed by the product or CI.

stdin: JSON {"ephe": DIR, "budget_s": S, "cases": [{"jd_ut", "offset_minutes", "lat", "lon"}, ...]}
stdout: one JSON object (see the end of main; "numbers" holds [tithi, nakshatra] per case timed,
null for a case that failed, for a sanity check against ours) - nothing else is printed there: PyJHora's own
prints (on import and in some functions) are sent to stderr.

For each case, one "day" = every drik.py call below, in this order, timed together; the nearest
PyJHora counterpart of each of the 22 fields of our /v1/panchang/summary:

  tithi             drik.tithi
  nakshatra         drik.nakshatra
  yoga              drik.yogam
  karana            drik.karana
  vara              drik.vaara
  sunrise-sunset    drik.sunrise, drik.sunset
  moonrise-moonset  drik.moonrise, drik.moonset
  rahu-kaal         drik.trikalam(option='raahu kaalam')
  yamaganda         drik.trikalam(option='yamagandam')
  gulika            drik.trikalam(option='gulikai')
  abhijit           drik.abhijit_muhurta
  brahma-muhurat    drik.brahma_muhurtha
  pradosh-kaal      (no PyJHora function: nothing called)
  hora              drik.shubha_hora
  choghadiya        drik.gauri_choghadiya
  durmuhurta        drik.durmuhurtam
  varjyam           drik.varjyam
  amrit-kalam       drik.amrita_gadiya (the nakshatra-based Amrit Kalam; drik.amrit_kaalam is
                    the Amrit choghadiya, already covered by gauri_choghadiya)
  siddha-yoga       drik.tamil_yogam (weekday x nakshatra: siddha, amrita siddha, sarvartha siddha...)
  panchaka          drik.next_panchaka_days (Moon's next entry into Kumbha and into Mesha)
  hindu-month       drik.lunar_month_date (amanta) and drik.lunar_month_date(use_purnimanta_system=True)
  sankranti         drik.previous_sankranti_date_from_jd, drik.next_sankranti_date_from_jd

PyJHora's "jd" is the local civil date and clock time as a Julian day (jd_ut + offset/1440), and
its Place carries the offset in hours; that is how each case is handed over. PyJHora re-points
Swiss Ephemeris at its own data folder on import and defaults to True Pushya: this script points
it back at the same .se1 files the addon reads and forces LAHIRI, as tools/gen_pyjhora_panchang.py.
"""

import contextlib
import json
import statistics
import sys
import time

CALLS = [
    ("tithi", lambda d, jd, p: d.tithi(jd, p)),
    ("nakshatra", lambda d, jd, p: d.nakshatra(jd, p)),
    ("yogam", lambda d, jd, p: d.yogam(jd, p)),
    ("karana", lambda d, jd, p: d.karana(jd, p)),
    ("vaara", lambda d, jd, p: d.vaara(jd, p)),
    ("sunrise", lambda d, jd, p: d.sunrise(jd, p)),
    ("sunset", lambda d, jd, p: d.sunset(jd, p)),
    ("moonrise", lambda d, jd, p: d.moonrise(jd, p)),
    ("moonset", lambda d, jd, p: d.moonset(jd, p)),
    ("trikalam(raahu kaalam)", lambda d, jd, p: d.trikalam(jd, p, "raahu kaalam")),
    ("trikalam(yamagandam)", lambda d, jd, p: d.trikalam(jd, p, "yamagandam")),
    ("trikalam(gulikai)", lambda d, jd, p: d.trikalam(jd, p, "gulikai")),
    ("abhijit_muhurta", lambda d, jd, p: d.abhijit_muhurta(jd, p)),
    ("brahma_muhurtha", lambda d, jd, p: d.brahma_muhurtha(jd, p)),
    ("shubha_hora", lambda d, jd, p: d.shubha_hora(jd, p)),
    ("gauri_choghadiya", lambda d, jd, p: d.gauri_choghadiya(jd, p)),
    ("durmuhurtam", lambda d, jd, p: d.durmuhurtam(jd, p)),
    ("varjyam", lambda d, jd, p: d.varjyam(jd, p)),
    ("amrita_gadiya", lambda d, jd, p: d.amrita_gadiya(jd, p)),
    ("tamil_yogam", lambda d, jd, p: d.tamil_yogam(jd, p)),
    ("next_panchaka_days", lambda d, jd, p: d.next_panchaka_days(jd, p)),
    ("lunar_month_date", lambda d, jd, p: d.lunar_month_date(jd, p)),
    ("lunar_month_date(purnimanta)", lambda d, jd, p: d.lunar_month_date(jd, p, use_purnimanta_system=True)),
    ("previous_sankranti_date_from_jd", lambda d, jd, p: d.previous_sankranti_date_from_jd(jd, p)),
    ("next_sankranti_date_from_jd", lambda d, jd, p: d.next_sankranti_date_from_jd(jd, p)),
]
PANCHAKA = [name for name, _ in CALLS].index("next_panchaka_days")


def main():
    req = json.load(sys.stdin)
    out = sys.stdout
    sys.stdout = sys.stderr  # anything PyJHora prints goes to stderr, never into our JSON
    from importlib import metadata

    with contextlib.redirect_stdout(sys.stderr):
        import swisseph as swe
        from jhora import const, utils
        from jhora.panchanga import drik

    swe.set_ephe_path(req["ephe"])  # after the import: PyJHora set its own path
    drik.set_ayanamsa_mode("LAHIRI")
    const.set_node_mode(False)
    utils.set_language("en")
    _, flags = swe.calc_ut(2451545.0, swe.MOON, drik.PLANET_FLAGS)
    if flags & swe.FLG_MOSEPH or not flags & swe.FLG_SWIEPH:
        raise SystemExit("Swiss Ephemeris is not reading the .se1 files in %s (flags %d)" % (req["ephe"], flags))

    cases = req["cases"]

    def day(c):
        tz = c["offset_minutes"] / 60.0
        place = drik.Place("bench", c["lat"], c["lon"], tz, elevation=0.0)
        jd = c["jd_ut"] + tz / 24.0
        per, results = [], []
        t_day = time.perf_counter()
        for _, f in CALLS:
            t0 = time.perf_counter()
            results.append(f(drik, jd, place))
            per.append(time.perf_counter() - t0)
        total = time.perf_counter() - t_day
        # For a sanity check on the Node side: tithi and nakshatra numbers at the moment.
        return total, per, [int(results[0][0]), int(results[1][0])]

    # Warm-up: imports are done; a couple of days fill caches (Python, Swiss Ephemeris files).
    for c in cases[:2]:
        day(c)

    budget = float(req.get("budget_s", 1e9))
    started = time.perf_counter()
    days, per_call, numbers = [], [[] for _ in CALLS], []
    failures = []
    for i, c in enumerate(cases):
        if time.perf_counter() - started > budget:
            break
        try:
            total, per, nums = day(c)
        except Exception as e:  # a PyJHora failure on one day should not sink the run
            failures.append({"case": i, "error": "%s: %s" % (type(e).__name__, e)})
            numbers.append(None)
            continue
        days.append(total)
        numbers.append(nums)
        for k, t in enumerate(per):
            per_call[k].append(t)

    json.dump(
        {
            "version": metadata.version("PyJHora"),
            "python": sys.version.split()[0],
            "n": len(days),
            "of": len(cases),
            "failures": failures,
            "median_ms": statistics.median(days) * 1e3 if days else None,
            "mean_ms": statistics.mean(days) * 1e3 if days else None,
            # The one call that dominates PyJHora's day, left out, to show how much rests on it.
            "median_ms_without_panchaka": statistics.median(d - p for d, p in zip(days, per_call[PANCHAKA])) * 1e3 if days else None,
            "numbers": numbers,
            "calls": [{"name": name, "median_ms": statistics.median(ts) * 1e3 if ts else None} for (name, _), ts in zip(CALLS, per_call)],
        },
        out,
    )
    out.write("\n")


if __name__ == "__main__":
    main()
