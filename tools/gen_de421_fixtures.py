#!/usr/bin/env python3
"""Generate test/fixtures/de421_reference.json with Skyfield and JPL DE421.

Apparent geocentric ecliptic longitude/latitude (true ecliptic and equinox
of date) of the Sun, Moon and planets at random UT1 moments 1900-2050,
computed by Skyfield from the DE421 SPICE kernel.  The same moments are
also computed with pyswisseph and the differences are summarised (stdout
and "comparison_with_pyswisseph" in the JSON).

Nothing is downloaded: the kernel is read from a local file (by default the
de421.bsp shipped inside the `skyfield-data` PyPI package) and the timescale
uses Skyfield's built-in Delta T / leap-second tables.

Usage: python tools/gen_de421_fixtures.py [--ephe DIR] [--bsp FILE] [--out FILE] [--seed N]
"""

import os
import random
import warnings
from importlib import metadata

from fixture_common import base_parser, check_flags, init_swisseph, pyswisseph_version, rnd, write_json

SEED = 20240613
N_CASES = 150

# (fixture key, skyfield target name, Swiss Ephemeris body constant name)
BODIES = [
    ("sun", "sun", "SUN"),
    ("moon", "moon", "MOON"),
    ("mercury", "mercury", "MERCURY"),
    ("venus", "venus", "VENUS"),
    ("mars", "mars", "MARS"),
    ("jupiter", "jupiter barycenter", "JUPITER"),
    ("saturn", "saturn barycenter", "SATURN"),
    ("uranus", "uranus barycenter", "URANUS"),
    ("neptune", "neptune barycenter", "NEPTUNE"),
    ("pluto", "pluto barycenter", "PLUTO"),
]


def default_bsp():
    try:
        import skyfield_data
    except ImportError:
        return None
    # skyfield-data warns that its bundled finals2000A.all (IERS polar motion /
    # UT1 table) has expired; that file is not used here, so silence it.
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", RuntimeWarning)
        return os.path.join(skyfield_data.get_skyfield_data_path(), "de421.bsp")


def wrap180(x):
    return (x + 180.0) % 360.0 - 180.0


def summarize(diffs):
    """diffs: list of signed differences in arcsec -> dict of stats."""
    absd = [abs(d) for d in diffs]
    return {
        "max_abs_arcsec": round(max(absd), 4),
        "mean_abs_arcsec": round(sum(absd) / len(absd), 4),
        "mean_signed_arcsec": round(sum(diffs) / len(diffs), 4),
    }


def main():
    parser = base_parser(__doc__.splitlines()[0], "de421_reference.json", SEED)
    bundled_bsp = default_bsp()
    parser.add_argument("--bsp", default=bundled_bsp, help="path to de421.bsp (default: the one in skyfield-data)")
    args = parser.parse_args()
    if not args.bsp or not os.path.isfile(args.bsp):
        raise SystemExit("ERROR: de421.bsp not found (install skyfield-data or pass --bsp FILE)")

    from skyfield.api import load, load_file
    from skyfield.framelib import ecliptic_frame

    swe, _ = init_swisseph(args.ephe)
    ts = load.timescale(builtin=True)
    eph = load_file(args.bsp)
    earth = eph["earth"]
    targets = {key: eph[name] for key, name, _ in BODIES}

    rng = random.Random(args.seed)
    jd_min = swe.julday(1900, 1, 1, 0.0, swe.GREG_CAL)
    jd_max = swe.julday(2051, 1, 1, 0.0, swe.GREG_CAL)  # exclusive: end of 2050-12-31
    span_s = int(round((jd_max - jd_min) * 86400))

    cases = []
    diff_ut = {key: [] for key, _, _ in BODIES}
    diff_tt = {key: [] for key, _, _ in BODIES}
    diff_lat = {key: [] for key, _, _ in BODIES}
    for _ in range(N_CASES):
        jd = rnd(jd_min + rng.randrange(span_s) / 86400.0)
        t = ts.ut1_jd(jd)
        jd_ut = float(t.ut1)
        jd_tt = float(t.tt)
        observer = earth.at(t)
        bodies = {}
        for key, _, swe_name in BODIES:
            apparent = observer.observe(targets[key]).apparent()
            lat, lon, _dist = apparent.frame_latlon(ecliptic_frame)
            lon_deg = lon.degrees % 360.0
            lat_deg = lat.degrees
            bodies[key] = {"longitude": rnd(lon_deg), "latitude": rnd(lat_deg)}

            ipl = getattr(swe, swe_name)
            xx_ut, f1 = swe.calc_ut(jd_ut, ipl, swe.FLG_SWIEPH)
            xx_tt, f2 = swe.calc(jd_tt, ipl, swe.FLG_SWIEPH)
            check_flags(swe, f1, "%s at jd_ut %.6f" % (key, jd_ut))
            check_flags(swe, f2, "%s at jd_tt %.6f" % (key, jd_tt))
            diff_ut[key].append(wrap180(lon_deg - xx_ut[0]) * 3600.0)
            diff_tt[key].append(wrap180(lon_deg - xx_tt[0]) * 3600.0)
            diff_lat[key].append((lat_deg - xx_tt[1]) * 3600.0)
        cases.append(
            {
                "jd_ut": rnd(jd_ut),
                "jd_tt": rnd(jd_tt),
                "delta_t_seconds": rnd(float(t.delta_t)),
                "swe_delta_t_seconds": rnd(swe.deltat(jd_ut) * 86400.0),
                "bodies": bodies,
            }
        )

    comparison = {
        "description": "Skyfield minus pyswisseph (FLG_SWIEPH, apparent, tropical, true equinox of date), in arcseconds. "
        "'longitude_same_jd_ut': swe.calc_ut(jd_ut) - each library applies its own Delta T, so lunar differences "
        "mostly reflect Delta T disagreement (largest after ~2020, where both extrapolate). "
        "'longitude_same_jd_tt' / 'latitude_same_jd_tt': swe.calc(jd_tt) with Skyfield's TT, isolating ephemeris "
        "(DE421 vs DE431-based .se1) and reduction differences. Skyfield uses planetary-system barycenters for "
        "Jupiter..Pluto; Swiss Ephemeris gives the planet itself.",
        "per_body": {},
    }
    header = "%-8s %13s %13s %13s %13s %13s" % (
        "body", "max|dLon|UT", "mean|dLon|UT", "max|dLon|TT", "mean|dLon|TT", "max|dLat|TT")
    print(header)
    for key, _, _ in BODIES:
        s_ut = summarize(diff_ut[key])
        s_tt = summarize(diff_tt[key])
        s_lat = summarize(diff_lat[key])
        comparison["per_body"][key] = {
            "longitude_same_jd_ut": s_ut,
            "longitude_same_jd_tt": s_tt,
            "latitude_same_jd_tt": s_lat,
        }
        print("%-8s %13.4f %13.4f %13.4f %13.4f %13.4f" % (
            key, s_ut["max_abs_arcsec"], s_ut["mean_abs_arcsec"],
            s_tt["max_abs_arcsec"], s_tt["mean_abs_arcsec"], s_lat["max_abs_arcsec"]))
    dts = [c["delta_t_seconds"] - c["swe_delta_t_seconds"] for c in cases]
    comparison["delta_t_skyfield_minus_swe_seconds"] = {
        "max_abs": round(max(abs(x) for x in dts), 4),
        "mean_abs": round(sum(abs(x) for x in dts) / len(dts), 4),
    }
    print("Delta T (Skyfield - Swiss), seconds: max |d| %.3f, mean |d| %.3f" % (
        comparison["delta_t_skyfield_minus_swe_seconds"]["max_abs"],
        comparison["delta_t_skyfield_minus_swe_seconds"]["mean_abs"]))

    doc = {
        "source": "Skyfield %s + JPL DE421" % metadata.version("skyfield"),
        "generated_by": "tools/gen_de421_fixtures.py",
        "seed": args.seed,
        "kernel": "de421.bsp from the skyfield-data %s package" % metadata.version("skyfield-data")
        if args.bsp == bundled_bsp else os.path.basename(args.bsp),
        "conventions": {
            "jd_ut": "UT1 Julian day (t.ut1); moments uniform in 1900-01-01 .. 2050-12-31, whole seconds",
            "jd_tt": "TT Julian day Skyfield used (t.tt); delta_t_seconds = Skyfield's TT-UT1 (built-in tables, load.timescale(builtin=True))",
            "swe_delta_t_seconds": "swe.deltat(jd_ut) * 86400, for comparison",
            "bodies": "earth.at(t).observe(body).apparent().frame_latlon(ecliptic_frame): apparent geocentric, "
            "true ecliptic and equinox of date, degrees; longitude in [0, 360)",
            "targets": {key: name for key, name, _ in BODIES},
            "expected_agreement": "Swiss Ephemeris .se1 files derive from DE431: expect a fraction of an arcsecond to ~1 arcsec "
            "for the planets; the Moon may differ more, mainly through Delta T when compared at the same UT",
            "floats": "rounded to 10 decimals",
        },
        "comparison_with_pyswisseph": comparison,
        "pyswisseph_version": "%s (package %s)" % (swe.version, pyswisseph_version()),
        "cases": cases,
    }
    write_json(args.out, doc)


if __name__ == "__main__":
    main()
