"""Reference fixture for /v1/western/astrocartography/parans, computed with pyswisseph.

Writes test/fixtures/western_parans.json. For random birth moments (seeded) this script:
- takes the apparent right ascension and declination of date of Sun..Pluto (swe.calc_ut with
  FLG_EQUATORIAL) and the Greenwich apparent sidereal time (swe.sidtime * 15);
- for every pair of planets and every pair of angles (rising, culminating, setting,
  anti-culminating; meridian-meridian pairs have no paran latitude) finds the latitudes where
  both are on their angle at the same local sidereal time, by a 0.1 deg scan of the condition
  "LST_A(phi) - LST_B(phi) = 0" (steep steps split until they resolve) and bisection (no closed
  form is used, unlike the API for horizon-meridian pairs);
- checks each latitude with swe.rise_trans (geometric horizon: BIT_DISC_CENTER |
  BIT_NO_REFRACTION, pressure 0; meridian transits with CALC_MTRANSIT / CALC_ITRANSIT) at the
  longitude where the paran falls at the birth moment: both events must come within 60 s of the
  birth (the Moon, whose parallax and motion rise_trans includes, within 600 s); the seconds
  found are written beside each paran.

Usage: /tmp/venv/bin/python tools/gen_western_parans.py   (pyswisseph 2.10.3.2)
"""

import math
import random

from fixture_common import base_parser, init_swisseph, pyswisseph_version, rnd, write_json

PLANETS = ["sun", "moon", "mercury", "venus", "mars", "jupiter", "saturn", "uranus", "neptune", "pluto"]
ANGLES = ["rising", "culminating", "setting", "anti_culminating"]
swe = None


def w180(x):
    return (x + 180.0) % 360.0 - 180.0


def hour_angle(angle, lat, dec):
    """Hour angle (deg, west positive) of a body on an angle at a latitude, or None."""
    if angle == "culminating":
        return 0.0
    if angle == "anti_culminating":
        return 180.0
    c = -math.tan(math.radians(lat)) * math.tan(math.radians(dec))
    if abs(c) > 1 + 1e-9:
        return None
    c = max(-1.0, min(1.0, c))
    d = math.degrees(math.acos(c))
    return -d if angle == "rising" else d


def latitudes(a, ea, b, eb):
    """Scan the latitude for LST_A = LST_B (0.1 deg, up to the latitudes where either body stops
    rising, |phi| = 90 - |dec|) and bisect each sign change; a sign change with a jump of 90 deg
    or more is split until it shows itself as a steep crossing or as the +-180 wrap."""
    def f(lat):
        ha, hb = hour_angle(ea, lat, a[1]), hour_angle(eb, lat, b[1])
        if ha is None or hb is None:
            return None
        return w180(a[0] + ha - b[0] - hb)

    def root(lo, hi, flo, fhi, depth=0):
        if (flo < 0) == (fhi < 0):
            return []
        if abs(fhi - flo) >= 90:
            if depth > 40:
                return []
            m = 0.5 * (lo + hi)
            fm = f(m)
            return root(lo, m, flo, fm, depth + 1) + root(m, hi, fm, fhi, depth + 1)
        for _ in range(60):
            m = 0.5 * (lo + hi)
            fm = f(m)
            if (fm < 0) == (flo < 0):
                lo, flo = m, fm
            else:
                hi = m
        return [0.5 * (lo + hi)]

    limit = 90.0
    for x, e in ((a, ea), (b, eb)):
        if e in ("rising", "setting"):
            limit = min(limit, 90 - abs(x[1]) - 1e-9)
    n = max(1, int(math.ceil(2 * limit / 0.1)))
    grid = [-limit + 2 * limit * i / n for i in range(n + 1)]
    out = []
    for l0, l1 in zip(grid, grid[1:]):
        v0, v1 = f(l0), f(l1)
        if v0 is not None and v1 is not None:
            out += root(l0, l1, v0, v1)
    return out


def near_pole(angle, lat, dec):
    """A horizon event where the body grazes the horizon (|tan phi tan delta| > 0.9): its time
    is ill-conditioned (minutes per arcsecond), as everywhere beyond 75 deg of latitude."""
    if angle not in ("rising", "setting"):
        return False
    return abs(lat) > 75 or abs(math.tan(math.radians(lat)) * math.tan(math.radians(dec))) > 0.9


def moon_horizon_seconds(jd, angle, lat, lon):
    """Seconds from the birth to the Moon's geometric horizon crossing, from swe.azalt with its
    birth position held fixed (rise_trans would add topocentric parallax, up to 1 deg)."""
    xx, _ = swe.calc_ut(jd, 1, swe.FLG_SWIEPH)
    alt = lambda t: swe.azalt(t, swe.ECL2HOR, (lon, lat, 0.0), 0.0, 0.0, (xx[0], xx[1], xx[2]))[1]
    a0, a1 = alt(jd), alt(jd + 60 / 86400)
    return abs(a0 / (a1 - a0)) * 60


def event_time(jd, body, angle, lat, lon):
    if body == 1 and angle in ("rising", "setting"):
        return jd + moon_horizon_seconds(jd, angle, lat, lon) / 86400
    rsmi = {"rising": swe.CALC_RISE, "setting": swe.CALC_SET, "culminating": swe.CALC_MTRANSIT,
            "anti_culminating": swe.CALC_ITRANSIT}[angle]
    if angle in ("rising", "setting"):
        rsmi |= swe.BIT_DISC_CENTER | swe.BIT_NO_REFRACTION
    res, tret = swe.rise_trans(jd - 0.5, body, rsmi, (lon, lat, 0.0), 0.0, 0.0, swe.FLG_SWIEPH)
    return tret[0] if res == 0 else None


def case(rng):
    jd = rng.uniform(2415020.5, 2488069.5)  # 1900..2100
    gast = swe.sidtime(jd) * 15.0
    eq = []
    for i, _ in enumerate(PLANETS):
        xx, _ = swe.calc_ut(jd, i, swe.FLG_SWIEPH | swe.FLG_EQUATORIAL)
        eq.append((xx[0], xx[1]))
    parans, worst, worst_moon, skipped = [], 0.0, 0.0, 0
    for i in range(len(PLANETS)):
        for j in range(i + 1, len(PLANETS)):
            for ea in ANGLES:
                for eb in ANGLES:
                    for lat in latitudes(eq[i], ea, eq[j], eb):
                        lst = eq[i][0] + hour_angle(ea, lat, eq[i][1])
                        lon = w180(lst - gast)
                        ta = event_time(jd, i, ea, lat, lon)
                        tb = event_time(jd, j, eb, lat, lon)
                        da = abs(ta - jd) * 86400 if ta is not None else 1e9
                        db = abs(tb - jd) * 86400 if tb is not None else 1e9
                        limit_a = 600 if i == 1 and ea not in ("rising", "setting") else 60
                        limit_b = 600 if j == 1 and eb not in ("rising", "setting") else 60
                        grazing = near_pole(ea, lat, eq[i][1]) or near_pole(eb, lat, eq[j][1])
                        if grazing and (da > limit_a or db > limit_b):
                            skipped += 1
                            parans.append([PLANETS[i], ea, PLANETS[j], eb, rnd(lat), None, None])
                            continue
                        if da > limit_a or db > limit_b:
                            raise SystemExit("paran %s %s %s %s at %.4f: rise_trans %.0f s, %.0f s"
                                             % (PLANETS[i], ea, PLANETS[j], eb, lat, da, db))
                        if i == 1:
                            worst_moon = max(worst_moon, da, db)
                        else:
                            worst = max(worst, da, db)
                        parans.append([PLANETS[i], ea, PLANETS[j], eb, rnd(lat), round(da, 1), round(db, 1)])
    return {"jd": rnd(jd), "gast": rnd(gast), "parans": parans}, worst, worst_moon, skipped


def main():
    global swe
    args = base_parser(__doc__, "western_parans.json", 2026).parse_args()
    swe, _ = init_swisseph(args.ephe)
    rng = random.Random(args.seed)
    cases, worst, worst_moon, skipped = [], 0.0, 0.0, 0
    for _ in range(10):
        c, w, wm, s = case(rng)
        cases.append(c)
        worst, worst_moon, skipped = max(worst, w), max(worst_moon, wm), skipped + s
    print("parans: %d; rise_trans within %.1f s (planets), %.1f s (Moon); %d grazing ones unchecked"
          % (sum(len(c["parans"]) for c in cases), worst, worst_moon, skipped))
    write_json(args.out, {
        "source": "tools/gen_western_parans.py, pyswisseph %s: scan + bisection of LST_A = LST_B, each "
                  "paran checked with swe.rise_trans (geometric horizon)" % pyswisseph_version(),
        "rise_trans_worst_seconds": {"planets": round(worst, 1), "moon": round(worst_moon, 1)},
        "grazing_unchecked": skipped,
        "cases": cases,
    })


if __name__ == "__main__":
    main()
