#!/usr/bin/env python3
"""Generate test/fixtures/riseset_reference.json with pyswisseph's rise_trans.

Sunrise, sunset, moonrise and moonset on a local civil date (midnight to
midnight in a fixed UTC offset), under the two definitions the API offers:
  * "upper-limb": upper limb, standard refraction, 1013.25 hPa, 15 C, altitude 0 m
    (rsmi CALC_RISE / CALC_SET)
  * "disc-center": centre of the disc, no refraction
    (rsmi CALC_RISE|BIT_DISC_CENTER|BIT_NO_REFRACTION and the same for CALC_SET)
The same rsmi bits serve the Moon; Swiss Ephemeris computes it topocentrically
(parallax included) in both.

Two sets of cases:
  * "cases": random dates 1900-2100 and places with |lat| <= 60, for the Sun and
    the Moon: the first event after the civil midnight, whether it falls on the
    date, and the first event after the date ends; for the Sun also the day and
    night lengths that follow the date's sunrise.
  * "polar_cases": |lat| 70-89 around the solstices (plus some high-latitude
    dates through the year): whether the Sun and the Moon rise and set on the
    date, and, when the Sun does neither, polar day or night from its altitude at
    local mean noon (swe.azalt).

Usage: python tools/gen_riseset_fixtures.py [--ephe DIR] [--out FILE] [--seed N]
"""

import datetime as dt
import random

from fixture_common import base_parser, check_flags, format_offset, init_swisseph, pyswisseph_version, rnd, write_json

SEED = 20240913
N_CASES = 300
N_POLAR_SOLSTICE = 40
N_POLAR_ANY_DATE = 20
PRESSURE_HPA = 1013.25
TEMPERATURE_C = 15.0
ALTITUDE_M = 0.0
# Mean semidiameter of the Sun (degrees), for "upper limb above the horizon" at noon.
SUN_SEMIDIAMETER = 16.0 / 60.0

DATE_MIN = dt.date(1900, 1, 1)
DATE_MAX = dt.date(2100, 12, 31)


def jd_to_iso(swe, jd):
    y, m, d, h = swe.revjul(jd, swe.GREG_CAL)
    base = dt.datetime(y, m, d) + dt.timedelta(seconds=round(h * 3600.0))
    return base.strftime("%Y-%m-%dT%H:%M:%SZ")


def rise_trans(swe, jd_start, body, rsmi, geopos):
    res, tret = swe.rise_trans(jd_start, body, rsmi, geopos, PRESSURE_HPA, TEMPERATURE_C, swe.FLG_SWIEPH)
    if res == 0:
        return tret[0]
    if res == -2:
        return None
    raise SystemExit("rise_trans returned %d for body %d at %.6f" % (res, body, jd_start))


def event(swe, jd, civil_end=None):
    if jd is None:
        out = {"found": False, "jd_ut": None}
    else:
        out = {"found": True, "jd_ut": rnd(jd), "utc": jd_to_iso(swe, jd)}
    if civil_end is not None:
        out["on_date"] = jd is not None and jd < civil_end
    return out


def offset_for(lon, rng):
    """A plausible zone offset for the longitude: the nearest hour, sometimes +/- 30 min."""
    minutes = round(lon / 15.0) * 60 + rng.choice((0, 0, 0, 30, -30))
    return max(-720, min(840, minutes))


def civil_start(swe, date, offset_minutes):
    return swe.julday(date.year, date.month, date.day, 0.0, swe.GREG_CAL) - offset_minutes / 1440.0


def polar_label(swe, date, offset_minutes, lat, lon, definition):
    """polar_day / polar_night from the Sun's altitude at local mean noon of the civil date."""
    noon = swe.julday(date.year, date.month, date.day, 0.0, swe.GREG_CAL) + 0.5 - lon / 360.0
    xx, flags = swe.calc_ut(noon, swe.SUN, swe.FLG_SWIEPH)
    check_flags(swe, flags, "sun at noon %.6f" % noon)
    _, true_alt, apparent_alt = swe.azalt(
        noon, swe.ECL2HOR, (lon, lat, ALTITUDE_M), PRESSURE_HPA, TEMPERATURE_C, (xx[0], xx[1], xx[2])
    )
    if definition == "upper-limb":
        up = apparent_alt + SUN_SEMIDIAMETER > 0.0
    else:
        up = true_alt > 0.0
    return ("polar_day" if up else "polar_night"), rnd(true_alt)


def main():
    parser = base_parser(__doc__.splitlines()[0], "riseset_reference.json", SEED)
    args = parser.parse_args()
    swe, _ = init_swisseph(args.ephe)
    rng = random.Random(args.seed)

    disc = swe.BIT_DISC_CENTER | swe.BIT_NO_REFRACTION
    definitions = {
        "upper-limb": {"rise": swe.CALC_RISE, "set": swe.CALC_SET},
        "disc-center": {"rise": swe.CALC_RISE | disc, "set": swe.CALC_SET | disc},
    }
    bodies = {"sun": swe.SUN, "moon": swe.MOON}

    span = (DATE_MAX - DATE_MIN).days
    cases = []
    for _ in range(N_CASES):
        date = DATE_MIN + dt.timedelta(days=rng.randint(0, span))
        lat = round(rng.uniform(-60.0, 60.0), 4)
        lon = round(rng.uniform(-180.0, 180.0), 4)
        offset = offset_for(lon, rng)
        time = "%02d:%02d" % (rng.randint(0, 23), rng.randint(0, 59))
        start = civil_start(swe, date, offset)
        end = start + 1.0
        geopos = (lon, lat, ALTITUDE_M)
        case = {
            "input": {"date": date.isoformat(), "time": time, "tz": format_offset(offset), "lat": lat, "lon": lon},
            "civil_start_jd_ut": rnd(start),
        }
        for bname, body in bodies.items():
            _, flags = swe.calc_ut(start, body, swe.FLG_SWIEPH)
            check_flags(swe, flags, "%s at jd %.6f" % (bname, start))
            case[bname] = {}
            for dname, d in definitions.items():
                rise = rise_trans(swe, start, body, d["rise"], geopos)
                sset = rise_trans(swe, start, body, d["set"], geopos)
                entry = {
                    "rise": event(swe, rise, end),
                    "set": event(swe, sset, end),
                    "rise_after_date": event(swe, rise_trans(swe, end, body, d["rise"], geopos)),
                    "set_after_date": event(swe, rise_trans(swe, end, body, d["set"], geopos)),
                }
                if body == swe.SUN and rise is not None and rise < end:
                    day_end = rise_trans(swe, rise, body, d["set"], geopos)
                    night_end = rise_trans(swe, day_end, body, d["rise"], geopos)
                    entry["day_length_hours"] = rnd((day_end - rise) * 24.0)
                    entry["night_length_hours"] = rnd((night_end - day_end) * 24.0)
                case[bname][dname] = entry
        cases.append(case)

    polar_cases = []
    for i in range(N_POLAR_SOLSTICE + N_POLAR_ANY_DATE):
        year = rng.randint(DATE_MIN.year, DATE_MAX.year)
        if i < N_POLAR_SOLSTICE:
            month = rng.choice((6, 12))
            date = dt.date(year, month, 21) + dt.timedelta(days=rng.randint(-3, 3))
            lat = round(rng.uniform(70.0, 89.0), 4)
        else:
            date = dt.date(year, 1, 1) + dt.timedelta(days=rng.randint(0, 364))
            lat = round(rng.uniform(66.0, 89.0), 4)
        lat = lat if rng.random() < 0.5 else -lat
        lon = round(rng.uniform(-180.0, 180.0), 4)
        offset = offset_for(lon, rng)
        start = civil_start(swe, date, offset)
        end = start + 1.0
        geopos = (lon, lat, ALTITUDE_M)
        case = {
            "input": {"date": date.isoformat(), "time": "12:00", "tz": format_offset(offset), "lat": lat, "lon": lon},
            "civil_start_jd_ut": rnd(start),
        }
        for bname, body in bodies.items():
            case[bname] = {}
            for dname, d in definitions.items():
                entry = {
                    "rise": event(swe, rise_trans(swe, start, body, d["rise"], geopos), end),
                    "set": event(swe, rise_trans(swe, start, body, d["set"], geopos), end),
                }
                if body == swe.SUN:
                    if not entry["rise"]["on_date"] and not entry["set"]["on_date"]:
                        entry["polar"], entry["noon_true_altitude"] = polar_label(swe, date, offset, lat, lon, dname)
                    else:
                        entry["polar"] = None
                case[bname][dname] = entry
        polar_cases.append(case)

    doc = {
        "source": "pyswisseph %s (package %s) swe.rise_trans with sepl_18/semo_18/seas_18 .se1 files"
        % (swe.version, pyswisseph_version()),
        "generated_by": "tools/gen_riseset_fixtures.py",
        "seed": args.seed,
        "conventions": {
            "source": "pyswisseph %s swe.rise_trans; polar labels from swe.azalt" % swe.version,
            "generated_by": "tools/gen_riseset_fixtures.py",
            "civil_start_jd_ut": "local civil midnight: swe.julday(date, 0h, GREG_CAL) - offset_minutes/1440; "
            "the civil date ends one day later",
            "call": "swe.rise_trans(jd, body, rsmi, (lon, lat, alt), atpress, attemp, FLG_SWIEPH), body SUN (0) or MOON (1)",
            "geopos": "(lon, lat, altitude %.1f m)" % ALTITUDE_M,
            "atpress_hpa": PRESSURE_HPA,
            "attemp_c": TEMPERATURE_C,
            "altitude_m": ALTITUDE_M,
            "upper-limb": {
                "rsmi_rise": "CALC_RISE (%d)" % definitions["upper-limb"]["rise"],
                "rsmi_set": "CALC_SET (%d)" % definitions["upper-limb"]["set"],
                "meaning": "upper limb on the horizon with standard refraction; the Moon topocentric (parallax included)",
            },
            "disc-center": {
                "rsmi_rise": "CALC_RISE|BIT_DISC_CENTER|BIT_NO_REFRACTION (%d)" % definitions["disc-center"]["rise"],
                "rsmi_set": "CALC_SET|BIT_DISC_CENTER|BIT_NO_REFRACTION (%d)" % definitions["disc-center"]["set"],
                "meaning": "centre of the disc on the geometric horizon, no refraction; the Moon topocentric; "
                "NOT swe.BIT_HINDU_RISING, which also sets BIT_GEOCTR_NO_ECL_LAT",
            },
            "rise/set": "first event at or after civil_start_jd_ut; on_date = found and before the civil date ends; "
            "found=false means rise_trans returned -2 (no event: circumpolar, or above 60/65 deg latitude none "
            "within its ~26 h search window)",
            "rise_after_date/set_after_date": "first event at or after the end of the civil date",
            "day_length_hours": "Sun only: from the date's sunrise to the next sunset; night_length_hours from that "
            "sunset to the next sunrise",
            "polar": "Sun only, when neither event is on the date: polar_day if at local mean noon "
            "(0h UT of the date + 12 h - lon/15 h) the Sun is up by swe.azalt(ECL2HOR, same atmosphere): "
            "apparent altitude + 16' > 0 for upper-limb, true altitude > 0 for disc-center; else polar_night",
        },
        "cases": cases,
        "polar_cases": polar_cases,
    }
    write_json(args.out, doc)


if __name__ == "__main__":
    main()
