"""Reference values for the sky group (/v1/sky/...) by a plain independent search with
pyswisseph: fixed-step scans and pure bisection on the defining functions, no Newton and no
code shared with the Rust root finder; rise/set straight from swe.rise_trans; planetary hours
from pyswisseph's sunrise and sunset and the Chaldean order written out here.

Output: test/fixtures/sky_reference.json
  phases:      every principal Moon phase 2024-01-01 .. 2025-01-01 UT (elongation 0/90/180/270)
               plus 1850 and 2300, with the Moon's Lahiri sign
  stations:    every station of Mercury .. Pluto, 2024-01-01 .. 2025-01-01 UT
  ingresses:   every sign ingress of Sun .. Pluto, mean Rahu and Ketu, 2024-01-01 .. 2024-04-01
               UT, Lahiri sidereal and tropical
  aspects:     every exact Ptolemaic aspect between Sun .. Pluto, 2024-03-01 .. 2024-03-16 UT
  void:        void-of-course Moon periods 2024-03-01 .. 2024-04-01 UT, traditional planets
               (Lahiri) and modern planets (tropical)
  moon:        30 random moments 1900-2100: phase angle, illumination, distance, age, next
               perigee and apogee
  rise_set:    40 random dates, places and bodies: rise, upper transit, set within 24 h of
               local midnight
  hours:       15 random dates and places: sunrise, sunset, next sunrise and the day ruler
  table:       2024-03 at 00:00 UT, every 5th day, Sun .. Pluto: longitude, speed, latitude,
               declination (tropical)
Usage: python tools/gen_sky_reference.py [--ephe DIR] [--out FILE] [--seed N]
"""

import random

from fixture_common import base_parser, init_swisseph, pyswisseph_version, rnd, write_json

BISECT = 1e-8  # days, ~1 ms
SIGNS = ["Aries", "Taurus", "Gemini", "Cancer", "Leo", "Virgo", "Libra", "Scorpio",
         "Sagittarius", "Capricorn", "Aquarius", "Pisces"]
# Chaldean order (decreasing period) and the weekday rulers, Sunday first.
CHALDEAN = ["Saturn", "Jupiter", "Mars", "Sun", "Venus", "Mercury", "Moon"]
WEEKDAY_RULERS = ["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn"]


def wrap180(x):
    x = x % 360.0
    return x - 360.0 if x > 180.0 else x


def bisect(f, a, b):
    fa = f(a)
    while b - a > BISECT:
        m = 0.5 * (a + b)
        fm = f(m)
        if (fm < 0) == (fa < 0):
            a, fa = m, fm
        else:
            b = m
    return 0.5 * (a + b)


def crossings(f, start, end, step):
    """Every sign change of f in [start, end] (jumps near +-180 are wraps, not crossings)."""
    out = []
    a, fa = start, f(start)
    while a < end:
        b = min(a + step, end)
        fb = f(b)
        if (fa < 0) != (fb < 0) and abs(fa - fb) < 90:
            out.append(bisect(f, a, b))
        a, fa = b, fb
    return out


def main():
    args = base_parser(__doc__, "sky_reference.json", 20261126).parse_args()
    swe, _ = init_swisseph(args.ephe)
    rng = random.Random(args.seed)
    swe.set_sid_mode(swe.SIDM_LAHIRI, 0, 0)
    F = swe.FLG_SWIEPH | swe.FLG_SPEED

    def lon(t, body, flags=0):
        return swe.calc_ut(t, body, F | flags)[0][0]

    def sid(t, body):
        return lon(t, body, swe.FLG_SIDEREAL)

    jd = lambda y, m, d, h=0.0: swe.julday(y, m, d, h)
    out = {"generator": "tools/gen_sky_reference.py", "pyswisseph": pyswisseph_version()}

    # Phases: elongation crossings, scanned every 6 hours.
    phases = []
    for y in (1850, 2024, 2300):
        a, b = jd(y, 1, 1), jd(y + 1, 1, 1)
        for angle in (0, 90, 180, 270):
            f = lambda t: wrap180(lon(t, swe.MOON) - lon(t, swe.SUN) - angle)
            for t in crossings(f, a, b, 0.25):
                phases.append({"jd_ut": rnd(t), "elongation": angle, "sign_index": int(sid(t, swe.MOON) // 30) + 1})
    phases.sort(key=lambda p: p["jd_ut"])
    out["phase_spans"] = [[rnd(jd(y, 1, 1)), rnd(jd(y + 1, 1, 1))] for y in (1850, 2024, 2300)]
    out["phases"] = phases

    # Stations: roots of the tropical apparent speed, scanned every 12 hours.
    planets = {"mercury": swe.MERCURY, "venus": swe.VENUS, "mars": swe.MARS, "jupiter": swe.JUPITER,
               "saturn": swe.SATURN, "uranus": swe.URANUS, "neptune": swe.NEPTUNE, "pluto": swe.PLUTO}
    a, b = jd(2024, 1, 1), jd(2025, 1, 1)
    out["station_span"] = [rnd(a), rnd(b)]
    stations = []
    for key, body in planets.items():
        speed = lambda t: swe.calc_ut(t, body, F)[0][3]
        for t in crossings(speed, a, b, 0.5):
            stations.append({"planet": key, "jd_ut": rnd(t), "direction": "retrograde" if speed(t - 0.01) > 0 else "direct"})
    stations.sort(key=lambda s: s["jd_ut"])
    out["stations"] = stations

    # Ingresses: the longitude crosses a multiple of 30, scanned every hour.
    movers = {"sun": swe.SUN, "moon": swe.MOON, "mercury": swe.MERCURY, "venus": swe.VENUS, "mars": swe.MARS,
              "jupiter": swe.JUPITER, "saturn": swe.SATURN, "uranus": swe.URANUS, "neptune": swe.NEPTUNE,
              "pluto": swe.PLUTO, "rahu": swe.MEAN_NODE, "ketu": swe.MEAN_NODE}
    a, b = jd(2024, 1, 1), jd(2024, 4, 1)
    out["ingress_span"] = [rnd(a), rnd(b)]
    ingresses = []
    for zodiac, flags in (("sidereal", swe.FLG_SIDEREAL), ("tropical", 0)):
        for key, body in movers.items():
            shift = 180.0 if key == "ketu" else 0.0
            L = lambda t: (lon(t, body, flags) + shift) % 360.0
            for k in range(12):
                f = lambda t: wrap180(L(t) - 30.0 * k)
                for t in crossings(f, a, b, 1.0 / 24):
                    forward = swe.calc_ut(t, body, F | flags)[0][3] > 0
                    to = k if forward else (k - 1) % 12
                    ingresses.append({"zodiac": zodiac, "planet": key, "jd_ut": rnd(t), "to_sign_index": to + 1})
    ingresses.sort(key=lambda s: (s["zodiac"], s["jd_ut"]))
    out["ingresses"] = ingresses

    # Aspects: difference of longitudes minus each signed angle, scanned every 2 hours.
    bodies = [("sun", swe.SUN), ("moon", swe.MOON), ("mercury", swe.MERCURY), ("venus", swe.VENUS),
              ("mars", swe.MARS), ("jupiter", swe.JUPITER), ("saturn", swe.SATURN), ("uranus", swe.URANUS),
              ("neptune", swe.NEPTUNE), ("pluto", swe.PLUTO)]
    names = {60: "sextile", 300: "sextile", 90: "square", 270: "square", 120: "trine", 240: "trine",
             0: "conjunction", 180: "opposition"}

    def aspects_between(pairs, a, b):
        found = []
        for (ka, ba), (kb, bb) in pairs:
            for angle, name in names.items():
                f = lambda t: wrap180(lon(t, ba) - lon(t, bb) - angle)
                for t in crossings(f, a, b, 1.0 / 12):
                    found.append({"jd_ut": rnd(t), "first": ka, "second": kb, "aspect": name})
        return sorted(found, key=lambda x: x["jd_ut"])

    a, b = jd(2024, 3, 1), jd(2024, 3, 16)
    out["aspect_span"] = [rnd(a), rnd(b)]
    out["aspects"] = aspects_between([(bodies[i], bodies[j]) for i in range(10) for j in range(i + 1, 10)], a, b)

    # Void of course: the Moon's sign changes (hourly scan) and its last aspect before each.
    a, b = jd(2024, 3, 1), jd(2024, 4, 1)
    out["void_span"] = [rnd(a), rnd(b)]
    void = []
    for zodiac, flags, counted in (("sidereal", swe.FLG_SIDEREAL, 7), ("tropical", 0, 10)):
        mode = "traditional" if counted == 7 else "modern"
        entries = []
        for k in range(12):
            f = lambda t: wrap180(lon(t, swe.MOON, flags) - 30.0 * k)
            entries += [(t, k) for t in crossings(f, a - 3, b + 3, 1.0 / 24)]
        entries.sort()
        moon = ("moon", swe.MOON)
        others = [x for x in bodies if x[0] != "moon"][: counted - 1]
        asp = aspects_between([(moon, o) for o in others], a - 3, b + 3)
        for (t0, _), (t1, k) in zip(entries, entries[1:]):
            inside = [x for x in asp if t0 < x["jd_ut"] < t1]
            start = inside[-1]["jd_ut"] if inside else t0
            if t1 < a or start > b:
                continue
            void.append({"zodiac": zodiac, "planets": mode, "start_jd": rnd(start), "end_jd": rnd(t1),
                         "next_sign": SIGNS[k], "last_planet": inside[-1]["second"] if inside else None})
    out["void"] = void

    # The Moon at random moments.
    moons = []
    for _ in range(30):
        t = rng.uniform(jd(1900, 1, 1), jd(2100, 1, 1))
        ph = swe.pheno_ut(t, swe.MOON, swe.FLG_SWIEPH)
        ph = ph[0] if isinstance(ph[0], (list, tuple)) else ph
        f = lambda x: wrap180(lon(x, swe.MOON) - lon(x, swe.SUN))
        new = max(crossings(f, t - 31, t, 0.25))
        dist = lambda x: swe.calc_ut(x, swe.MOON, F)[0][5]
        ext = crossings(dist, t, t + 35, 0.5)
        perigee = next(x for x in ext if dist(x + 0.01) > 0)
        apogee = next(x for x in ext if dist(x + 0.01) < 0)
        moons.append({"jd_ut": rnd(t), "phase_angle": rnd(ph[0]), "illumination": rnd(ph[1]),
                      "apparent_diameter": rnd(ph[3]),
                      "distance_km": rnd(swe.calc_ut(t, swe.MOON, F)[0][2] * 149597870.7),
                      "last_new_moon_jd": rnd(new), "next_perigee_jd": rnd(perigee), "next_apogee_jd": rnd(apogee)})
    out["moon"] = moons

    # Rise, transit and set from local midnight (whole-hour offsets from the longitude).
    rs = []
    for _ in range(40):
        y, m, d = rng.randint(1950, 2080), rng.randint(1, 12), rng.randint(1, 28)
        lat, lon_ = round(rng.uniform(-58, 58), 4), round(rng.uniform(-179, 179), 4)
        offset = round(lon_ / 15.0) * 60
        key, body = rng.choice(bodies)
        midnight = jd(y, m, d) - offset / 1440.0
        row = {"date": "%04d-%02d-%02d" % (y, m, d), "offset_minutes": offset, "lat": lat, "lon": lon_, "body": key}
        for name, flag in (("rise", swe.CALC_RISE), ("upper_transit", swe.CALC_MTRANSIT), ("set", swe.CALC_SET)):
            res, tret = swe.rise_trans(midnight, body, flag, (lon_, lat, 0.0), 1013.25, 15.0, swe.FLG_SWIEPH)
            row[name] = rnd(tret[0]) if res == 0 and tret[0] < midnight + 1 else None
        rs.append(row)
    out["rise_set"] = rs

    # Planetary hours: sunrise on the date, sunset, next sunrise; ruler of the first hour.
    hours = []
    for _ in range(15):
        y, m, d = rng.randint(1950, 2080), rng.randint(1, 12), rng.randint(1, 28)
        lat, lon_ = round(rng.uniform(-55, 55), 4), round(rng.uniform(-179, 179), 4)
        offset = round(lon_ / 15.0) * 60
        midnight = jd(y, m, d) - offset / 1440.0
        geo = (lon_, lat, 0.0)
        rise = swe.rise_trans(midnight, swe.SUN, swe.CALC_RISE, geo, 1013.25, 15.0, swe.FLG_SWIEPH)[1][0]
        sset = swe.rise_trans(rise, swe.SUN, swe.CALC_SET, geo, 1013.25, 15.0, swe.FLG_SWIEPH)[1][0]
        nxt = swe.rise_trans(sset, swe.SUN, swe.CALC_RISE, geo, 1013.25, 15.0, swe.FLG_SWIEPH)[1][0]
        weekday = (swe.day_of_week(jd(y, m, d)) + 1) % 7  # pyswisseph: Monday 0; here Sunday 0
        first = CHALDEAN.index(WEEKDAY_RULERS[weekday])
        rulers = [CHALDEAN[(first + i) % 7] for i in range(24)]
        starts = [rise + i * (sset - rise) / 12 for i in range(12)] + [sset + i * (nxt - sset) / 12 for i in range(12)]
        hours.append({"date": "%04d-%02d-%02d" % (y, m, d), "offset_minutes": offset, "lat": lat, "lon": lon_,
                      "sunrise": rnd(rise), "sunset": rnd(sset), "next_sunrise": rnd(nxt),
                      "rulers": rulers, "starts": [rnd(s) for s in starts]})
    out["hours"] = hours

    # A month's table, tropical, every fifth day.
    table = []
    for day in range(1, 32, 5):
        t = jd(2024, 3, day)
        for key, body in bodies:
            x = swe.calc_ut(t, body, F)[0]
            eq = swe.calc_ut(t, body, F | swe.FLG_EQUATORIAL)[0]
            table.append({"day": day, "body": key, "longitude": rnd(x[0]), "speed": rnd(x[3]),
                          "latitude": rnd(x[1]), "declination": rnd(eq[1])})
    out["table"] = table
    write_json(args.out, out)


if __name__ == "__main__":
    main()
