#!/usr/bin/env python3
"""Generate test/fixtures/pyjhora_upagraha.json with PyJHora (Lahiri upagrahas).

For 100 random births this records
- the five Sun-based upagrahas from PyJHora's `drik.solar_upagraha_longitudes`, fed with the
  apparent Lahiri sidereal Sun of pyswisseph (FLG_SWIEPH|FLG_SIDEREAL, recorded as well);
- the six time-based upagrahas from PyJHora's `kaala_longitude`, `mrityu_longitude`,
  `artha_praharaka_longitude`, `yama_ghantaka_longitude`, `gulika_longitude`,
  `maandi_longitude`;
- an independent recomputation, written here from pyswisseph primitives, of the classical rule
  (BPHS ch. 3 vv. 66-70): eight equal parts of the day (sunrise-sunset) or night
  (sunset-next sunrise); the seven lords take parts 1-7 in weekday order, from the weekday lord
  by day and from the lord of the 5th weekday by night; the 8th part is lordless. Gulika = the
  ascendant at the START of Saturn's part; Mandi, Kala, Mrityu, Ardhaprahara, Yamaghantaka =
  the ascendant at the MIDDLE of the part of Saturn, Sun, Mars, Mercury, Jupiter;
- the same recomputation with PyJHora's own table of lords (`const.day_rulers`, which puts the
  lordless part right after Saturn's), so the fixture shows that day-time differences against
  PyJHora come from that table only.

PyJHora 4.8.7's night-time rule is wrong (see pyjhora_gulika.json's caveat: it puts the night
parts on the daytime clock), so night births are compared with the classical recomputation only.

PyJHora points Swiss Ephemeris at its own data folder on import; this script re-points it at
--ephe afterwards.  Elevation 0 m, no network.

Usage: python tools/gen_upagraha_pyjhora.py [--ephe DIR] [--out FILE] [--seed N]
"""

import contextlib
import datetime as dt
import io
import random
from importlib import metadata

from fixture_common import base_parser, check_flags, format_offset, rnd, write_json

SEED = 20250707
N_CASES = 100
DATE_MIN = dt.date(1950, 1, 1)
DATE_MAX = dt.date(2050, 12, 31)

SOLAR = [("Dhuma", "dhuma"), ("Vyatipata", "vyatipaata"), ("Parivesha", "parivesha"),
         ("Indrachapa", "indrachaapa"), ("Upaketu", "upaketu")]
# name, lord (0 Sun .. 6 Saturn), point of the part, PyJHora function
TIME_BASED = [
    ("Kala", 0, "middle", "kaala_longitude"),
    ("Mrityu", 2, "middle", "mrityu_longitude"),
    ("Ardhaprahara", 3, "middle", "artha_praharaka_longitude"),
    ("Yamaghantaka", 4, "middle", "yama_ghantaka_longitude"),
    ("Gulika", 6, "start", "gulika_longitude"),
    ("Mandi", 6, "middle", "maandi_longitude"),
]


def load_pyjhora(ephe_arg):
    with contextlib.redirect_stdout(io.StringIO()):
        from jhora import const
        from jhora.panchanga import drik
    from fixture_common import init_swisseph

    swe, ephe = init_swisseph(ephe_arg)  # after the import: PyJHora set its own path
    drik.set_ayanamsa_mode("LAHIRI")
    swe.set_sid_mode(swe.SIDM_LAHIRI, 0, 0)
    return swe, drik, const


def day_or_night(swe, drik, jd_ut, date, tz, lat, lon):
    """The day or night containing jd_ut, with PyJHora's sunrise convention (disc centre,
    no refraction, BIT_HINDU_RISING), searched from local civil midnight. Weekday counts
    from sunrise (0 = Sunday)."""
    geopos = (lon, lat, 0.0)

    def next_event(jd_start, rsmi):
        res, tret = swe.rise_trans(jd_start, swe.SUN, rsmi, geopos, 0.0, 0.0, drik.PLANET_FLAGS)
        if res != 0:
            raise RuntimeError("no sunrise/sunset found")
        return tret[0]

    midnight = swe.julday(date.year, date.month, date.day, 0.0, swe.GREG_CAL) - tz / 24.0
    civil_wd = date.isoweekday() % 7
    sunrise = next_event(midnight, drik.RISE_FLAGS)
    sunset = next_event(sunrise, drik.SET_FLAGS)
    if jd_ut < sunrise:
        prev_sunrise = next_event(midnight - 1.0, drik.RISE_FLAGS)
        return next_event(prev_sunrise, drik.SET_FLAGS), sunrise, (civil_wd - 1) % 7, False
    if jd_ut < sunset:
        return sunrise, sunset, civil_wd, True
    return sunset, next_event(sunset, drik.RISE_FLAGS), civil_wd, False


def sidereal_ascendant(swe, jd_ut, lat, lon):
    _, ascmc = swe.houses_ex(jd_ut, lat, lon, b"P", swe.FLG_SIDEREAL)
    return ascmc[0]


def classical_part(weekday, daytime, lord):
    """BPHS 3.66-69: lords in weekday order in parts 1..7, the 8th lordless (0-based index)."""
    first = weekday if daytime else (weekday + 4) % 7
    return (lord - first) % 7


def pyjhora_table_part(const, weekday, daytime, lord):
    """PyJHora's own tables (lordless part right after Saturn's)."""
    table = const.day_rulers if daytime else const.night_rulers
    return table[weekday].index(lord)


def time_based(swe, start, end, part_index, point, lat, lon):
    part = (end - start) / 8.0
    jd = start + part_index * part + (part / 2.0 if point == "middle" else 0.0)
    return jd, sidereal_ascendant(swe, jd, lat, lon)


def signed_diff(a, b):
    return (a - b + 180.0) % 360.0 - 180.0


def main():
    parser = base_parser(__doc__.splitlines()[0], "pyjhora_upagraha.json", SEED)
    args = parser.parse_args()
    swe, drik, const = load_pyjhora(args.ephe)
    rng = random.Random(args.seed)
    span = (DATE_MAX - DATE_MIN).days

    cases = []
    for _ in range(N_CASES):
        date = DATE_MIN + dt.timedelta(days=rng.randint(0, span))
        minute_of_day = rng.randint(0, 24 * 60 - 1)
        lat = round(rng.uniform(-50.0, 50.0), 4)
        lon = round(rng.uniform(-180.0, 180.0), 4)
        # Civil offset near local mean time so civil date and solar day agree as PyJHora assumes.
        tz_min = int(round(lon / 7.5)) * 30
        tz = tz_min / 60.0
        hh, mm = divmod(minute_of_day, 60)
        place = drik.Place("fixture", lat, lon, tz, elevation=0.0)
        dob = drik.Date(date.year, date.month, date.day)

        jd_ut = swe.julday(date.year, date.month, date.day, 0.0, swe.GREG_CAL) + (minute_of_day / 60.0 - tz) / 24.0
        sun_pos, flags = swe.calc_ut(jd_ut, swe.SUN, swe.FLG_SWIEPH | swe.FLG_SIDEREAL)
        check_flags(swe, flags, "sun at jd %.6f" % jd_ut)
        sun = sun_pos[0]

        solar = {}
        for name, key in SOLAR:
            sign, deg = drik.solar_upagraha_longitudes(sun, key)
            solar[name] = rnd((sign * 30.0 + deg) % 360.0)

        start, end, weekday, daytime = day_or_night(swe, drik, jd_ut, date, tz, lat, lon)
        timed = {}
        for name, lord, point, fn in TIME_BASED:
            sign, deg = getattr(drik, fn)(dob, (hh, mm, 0), place)
            pyjhora = (sign * 30.0 + deg) % 360.0
            k = classical_part(weekday, daytime, lord)
            jd, classical = time_based(swe, start, end, k, point, lat, lon)
            entry = {
                "pyjhora": rnd(pyjhora),
                "classical": rnd(classical),
                "classical_part_index": k,
                "classical_jd_ut": rnd(jd),
                "pyjhora_minus_classical_deg": rnd(signed_diff(pyjhora, classical)),
            }
            if daytime:
                kp = pyjhora_table_part(const, weekday, daytime, lord)
                _, with_table = time_based(swe, start, end, kp, point, lat, lon)
                entry["pyjhora_table_part_index"] = kp
                entry["pyjhora_table_recomputed"] = rnd(with_table)
                entry["pyjhora_minus_pyjhora_table_recomputed_deg"] = rnd(signed_diff(pyjhora, with_table))
            entry["pyjhora_matches_classical"] = abs(signed_diff(pyjhora, classical)) < 0.01
            timed[name] = entry

        cases.append(
            {
                "input": {
                    "date": date.isoformat(),
                    "time": "%02d:%02d" % (hh, mm),
                    "tz": format_offset(tz_min),
                    "lat": lat,
                    "lon": lon,
                },
                "jd_ut": rnd(jd_ut),
                "sun_sidereal": rnd(sun),
                "sun_based": solar,
                "period": "day" if daytime else "night",
                "vedic_weekday": weekday,
                "period_start_jd_ut": rnd(start),
                "period_end_jd_ut": rnd(end),
                "time_based": timed,
            }
        )

    n_day = sum(c["period"] == "day" for c in cases)
    print("cases: %d (%d day, %d night)" % (len(cases), n_day, len(cases) - n_day))
    for name, *_ in TIME_BASED:
        day = [c["time_based"][name] for c in cases if c["period"] == "day"]
        same = [e for e in day if e["classical_part_index"] == e["pyjhora_table_part_index"]]
        ok = sum(e["pyjhora_matches_classical"] for e in same)
        worst_table = max(abs(e["pyjhora_minus_pyjhora_table_recomputed_deg"]) for e in day)
        print("  %-13s day births with the same part in both tables: %2d, PyJHora = classical (0.01 deg): %2d;"
              " all day births vs PyJHora-table recomputation: max %.4f deg" % (name, len(same), ok, worst_table))

    doc = {
        "source": "PyJHora %s (jhora.panchanga.drik solar_upagraha_longitudes, kaala/mrityu/artha_praharaka/"
        "yama_ghantaka/gulika/maandi_longitude) on pyswisseph %s with sepl_18/semo_18/seas_18 .se1 files"
        % (metadata.version("PyJHora"), swe.version),
        "generated_by": "tools/gen_upagraha_pyjhora.py",
        "seed": args.seed,
        "definition": "Sun-based (BPHS 3.61-64): Dhuma = Sun + 133deg20'; Vyatipata = 360 - Dhuma; Parivesha = "
        "Vyatipata + 180; Indrachapa = 360 - Parivesha; Upaketu = Indrachapa + 16deg40' (= Sun - 30). Time-based "
        "(classical, BPHS 3.66-70): day = sunrise..sunset, night = sunset..next sunrise, each in 8 equal parts; lords "
        "in weekday order take parts 1-7 from the weekday lord (day) or the lord of the 5th weekday (night), part 8 "
        "lordless; weekday counted from sunrise. Gulika = Lahiri ascendant at the START of Saturn's part; Kala (Sun), "
        "Mrityu (Mars), Ardhaprahara (Mercury), Yamaghantaka (Jupiter) and Mandi (Saturn) at the MIDDLE of the part "
        "(PyJHora's choices of start/middle).",
        "sunrise_convention": "PyJHora default: swe.rise_trans with CALC_RISE/CALC_SET|BIT_HINDU_RISING (disc centre, "
        "no refraction, ecliptic latitude ignored), flags FLG_SWIEPH|FLG_TRUEPOS|FLG_SPEED|FLG_SIDEREAL, elevation 0 m, "
        "searched from local civil midnight; PyJHora itself then rounds the local times to whole seconds",
        "pyjhora_caveats": [
            "PyJHora's tables of lords (const.day_rulers/night_rulers) put the lordless part right after Saturn's "
            "instead of 8th (BPHS 3.66-69 and Phaladeepika 25.2-4 put it 8th), so every part after Saturn's is one "
            "eighth later in PyJHora; Saturn's own part (Gulika, Mandi) never differs. For day births "
            "pyjhora_table_recomputed repeats the recomputation with PyJHora's table: PyJHora agrees with it.",
            "For births between sunset and sunrise PyJHora 4.8.7 counts the night parts from the sunrise clock time "
            "(see pyjhora_gulika.json), so its night values are not the rule; use 'classical' for night births.",
            "Sun-based: PyJHora's formula functions are fed with the apparent Lahiri sun recorded here "
            "(sun_sidereal), not with PyJHora's own FLG_TRUEPOS Sun, so they compare at full precision.",
        ],
        "conventions": {
            "input": "local civil date/time, tz = nearest half hour to the longitude's local mean time",
            "jd_ut": "swe.julday of the UTC birth moment",
            "sun_sidereal": "swe.calc_ut(jd_ut, SUN, FLG_SWIEPH|FLG_SIDEREAL)[0] with SIDM_LAHIRI (apparent)",
            "longitudes": "degrees, Lahiri sidereal; classical = swe.houses_ex(jd, lat, lon, b'P', FLG_SIDEREAL) "
            "ascmc[0] at classical_jd_ut",
            "part indices": "0-based eighth of the day or night; vedic_weekday 0 = Sunday",
            "floats": "rounded to 10 decimals",
        },
        "cases": cases,
    }
    write_json(args.out, doc)


if __name__ == "__main__":
    main()
