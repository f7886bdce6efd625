"""Reference fixture for the Western predictive techniques, computed directly with pyswisseph.

Writes test/fixtures/western_predictive.json. Every value comes from swe.calc_ut / swe.houses_ex /
swe.houses_armc and plain bisection in this script (no code of the API is used):

- progressions (secondary, tertiary, minor): the progressed moment p = birth + (target - birth) * rate
  (rates 1/365.24219, 1/27.321582, 27.321582/365.24219), the positions of Sun..Pluto, true node and
  Chiron at p, and the progressed angles and Placidus cusps by Naibod in RA (natal ARMC +
  360/365.24219 deg per progressed day) and by solar arc (MC + arc, its RA from the obliquity),
  with swe.houses_armc and the true obliquity (swe.ECL_NUT) at p;
- secondary-progressed Moon: its sign ingresses and natal-cusp crossings in the ten years after the
  target, by sampling and bisection in real time;
- solar arc: the arc at the target and every directed-to-natal aspect (11 aspects, 15 points) that
  becomes exact in the ten years after the target, by bisection on the arc;
- returns: the lunar return after the target, and the passes of the first Mercury, Mars and Saturn
  return after it (crossings of the natal longitude while the planet stays within 30 deg);
- transit calendar (first 3 charts): every crossing of -orb, 0 and +orb of
  wrap180(transit - natal - s*angle) in one year, Sun..Pluto against the 15 natal points, from a
  6-hour grid refined by bisection;
- Davison (with a partner born within 20 years, 20 deg of latitude and 60 deg of longitude, so that
  the midpoint stays outside the polar circles): the midpoint in time and the great-circle midpoint of the two places (spherical
  trigonometry, the bearing form), and the chart there.

Usage: python tools/gen_western_predictive.py   (venv with pyswisseph 2.10.3.2 and numpy)

Second mode, `immanuel` (a venv with immanuel 1.6.x, which brings its own pysweph and ephemeris):
    python tools/gen_western_predictive.py immanuel
writes test/fixtures/western_predictive_immanuel.json: for the same 20 births and targets,
Immanuel's secondary progressed chart (charts.Progressed) with its mc_progression_method set to
Naibod and to solar arc: Sun..Pluto, ascendant and MC. Immanuel follows astro.com: progressed
moment = birth + (target - birth) / (tropical year length at birth, astro.com's formula), Naibod
RAMC = natal RAMC + 0.98564733 deg per progressed day, solar-arc MC = natal MC + Sun arc.
"""

import math
import random


from fixture_common import base_parser, init_swisseph, rnd, write_json

YEAR = 365.24219
MONTH = 27.321582
NAIBOD = 360.0 / YEAR
RATES = {"secondary": 1.0 / YEAR, "tertiary": 1.0 / MONTH, "minor": MONTH / YEAR}
PLANETS = [("sun", 0), ("moon", 1), ("mercury", 2), ("venus", 3), ("mars", 4), ("jupiter", 5), ("saturn", 6),
           ("uranus", 7), ("neptune", 8), ("pluto", 9), ("true_node", 11), ("chiron", 15)]
ASPECTS = [("conjunction", 0, 8), ("opposition", 180, 8), ("trine", 120, 7), ("square", 90, 7), ("sextile", 60, 5),
           ("quincunx", 150, 3), ("semi-sextile", 30, 2), ("semi-square", 45, 2), ("sesquiquadrate", 135, 2),
           ("quintile", 72, 2), ("biquintile", 144, 2)]
FLAGS = None
swe = None


def w180(x):
    return (x + 180.0) % 360.0 - 180.0


def lon(jd, body):
    xx, _ = swe.calc_ut(jd, body, FLAGS)
    return xx[0], xx[3]


def bisect(f, a, b, iters=64):
    fa = f(a)
    for _ in range(iters):
        m = 0.5 * (a + b)
        fm = f(m)
        if (fm < 0) == (fa < 0):
            a, fa = m, fm
        else:
            b = m
    return 0.5 * (a + b)


def natal_points(jd, lat, lon_):
    pts = [(k, lon(jd, b)[0]) for k, b in PLANETS]
    pts.append(("lilith", lon(jd, 12)[0]))
    cusps, ascmc = swe.houses_ex(jd, lat, lon_, b"P")
    pts += [("ascendant", ascmc[0]), ("mc", ascmc[1])]
    return pts, list(cusps[:12]), ascmc


def progressed(case, kind):
    birth, target, lat = case["jd"], case["target"], case["lat"]
    p = birth + (target - birth) * RATES[kind]
    eps = swe.calc_ut(p, swe.ECL_NUT, 0)[0][0]
    _, _, ascmc = natal_points(birth, lat, case["lon"])
    out = {"p": p, "planets": {k: lon(p, b)[0] for k, b in PLANETS}}
    c, a = swe.houses_armc((ascmc[2] + NAIBOD * (p - birth)) % 360.0, lat, eps, b"P")
    out["naibod"] = {"asc": a[0], "mc": a[1], "cusps": list(c[:12])}
    arc = (lon(p, 0)[0] - lon(birth, 0)[0]) % 360.0
    mc = math.radians(ascmc[1] + arc)
    ra = math.degrees(math.atan2(math.sin(mc) * math.cos(math.radians(eps)), math.cos(mc))) % 360.0
    c, a = swe.houses_armc(ra, lat, eps, b"P")
    out["solar_arc"] = {"asc": a[0], "mc": a[1], "cusps": list(c[:12])}
    return out


def moon_changes(case):
    birth, start = case["jd"], case["target"]
    end = start + 10 * YEAR
    _, cusps, _ = natal_points(birth, case["lat"], case["lon"])
    rate = RATES["secondary"]
    moon = lambda t: lon(birth + (t - birth) * rate, 1)[0]
    targets = [("sign", 30.0 * k) for k in range(12)] + [("house", c) for c in cusps]
    out = []
    step = 0.25 / rate
    t = start
    la = moon(t)
    while t < end:
        tb = min(t + step, end)
        lb = moon(tb)
        for kind, x in targets:
            if w180(la - x) < 0 <= w180(lb - x):
                out.append({"kind": kind, "jd": bisect(lambda u: w180(moon(u) - x), t, tb), "longitude": x % 360.0})
        t, la = tb, lb
    return sorted(out, key=lambda e: e["jd"])


def solar_arc(case):
    birth, start = case["jd"], case["target"]
    end = start + 10 * YEAR
    sun0 = lon(birth, 0)[0]
    arc = lambda t: (lon(birth + (t - birth) / YEAR, 0)[0] - sun0) % 360.0
    pts, _, _ = natal_points(birth, case["lat"], case["lon"])
    a0, a1 = arc(start), arc(end)
    hits = []
    for name, angle, _ in ASPECTS:
        for s in ([1] if angle in (0, 180) else [1, -1]):
            for dk, dl in pts:
                for nk, nl in pts:
                    need = (nl + s * angle - dl) % 360.0
                    if a0 < need <= a1:
                        t = bisect(lambda u: arc(u) - need, start, end)
                        hits.append({"directed": dk, "natal": nk, "aspect": name, "jd": t})
    return {"arc_at_target": a0, "hits": sorted(hits, key=lambda h: h["jd"])}


def passes(body, target, start, step, window):
    f = lambda t: w180(lon(t, body)[0] - target)
    out, t, fa = [], start, f(start)
    started = False
    while t < start + window:
        tb = t + step
        fb = f(tb)
        if started and abs(fb) > 30.0:
            break
        if (fa < 0) != (fb < 0) and abs(fa - fb) < 180:
            out.append(bisect(f, t, tb))
            started = True
        t, fa = tb, fb
    return out


def returns(case):
    birth, start = case["jd"], case["target"]
    res = {}
    for key, body, step, window in [("moon", 1, 0.5, 30), ("mercury", 2, 1.0, 550), ("mars", 4, 2.0, 1100),
                                    ("saturn", 6, 5.0, 31 * YEAR)]:
        res[key] = passes(body, lon(birth, body)[0], start, step, window)
    return res


def calendar(case):
    import numpy as np

    birth, start = case["jd"], case["target"]
    pts, _, _ = natal_points(birth, case["lat"], case["lon"])
    grid = start + np.arange(0, 365.0 * 4 + 1) * 0.25
    out = []
    for key, body in PLANETS[:10]:
        if key == "moon":
            continue
        lons = np.array([lon(t, body)[0] for t in grid])
        for nk, nl in pts:
            for name, angle, orb in ASPECTS:
                for s in ([1] if angle in (0, 180) else [1, -1]):
                    for level in (-orb, 0, orb):
                        x = nl + s * angle + level
                        g = (lons - x + 180.0) % 360.0 - 180.0
                        idx = np.nonzero((np.sign(g[:-1]) != np.sign(g[1:])) & (np.abs(g[:-1] - g[1:]) < 180))[0]
                        for i in idx:
                            t = bisect(lambda u: w180(lon(u, body)[0] - x), grid[i], grid[i + 1])
                            out.append({"transit": key, "natal": nk, "aspect": name, "level": level, "jd": t})
    return {"from": start, "to": start + 365.0, "crossings": out}


def great_circle_midpoint(lat1, lon1, lat2, lon2):
    f1, f2 = math.radians(lat1), math.radians(lat2)
    dl = math.radians(lon2 - lon1)
    bx = math.cos(f2) * math.cos(dl)
    by = math.cos(f2) * math.sin(dl)
    lat = math.atan2(math.sin(f1) + math.sin(f2), math.sqrt((math.cos(f1) + bx) ** 2 + by ** 2))
    lon_ = math.radians(lon1) + math.atan2(by, math.cos(f1) + bx)
    return math.degrees(lat), (math.degrees(lon_) + 540.0) % 360.0 - 180.0


def davison(a, b):
    jd = 0.5 * (a["jd"] + b["jd"])
    lat, lon_ = great_circle_midpoint(a["lat"], a["lon"], b["lat"], b["lon"])
    pts, cusps, ascmc = natal_points(jd, lat, lon_)
    return {"jd": jd, "lat": lat, "lon": lon_, "points": dict(pts), "cusps": cusps}


def make_cases(seed):
    rng = random.Random(seed)
    cases = []
    j1930 = 2425977.5  # 1930-01-01 0h UT
    for i in range(20):
        # Whole UT seconds, so that the HTTP tests can send the same instants as date and time.
        jd = j1930 + round(rng.uniform(0, 70 * YEAR) * 86400.0) / 86400.0
        case = {"jd": jd, "lat": rng.uniform(-55, 55), "lon": rng.uniform(-180, 180)}
        case["target"] = jd + round(rng.uniform(15, 60) * YEAR * 86400.0) / 86400.0
        cases.append(case)
    return cases


def main_immanuel(args):
    from importlib import metadata

    from immanuel import charts
    from immanuel.const import calc as icalc, chart as ic
    from immanuel.settings import Config

    keys = [("sun", ic.SUN), ("moon", ic.MOON), ("mercury", ic.MERCURY), ("venus", ic.VENUS), ("mars", ic.MARS),
            ("jupiter", ic.JUPITER), ("saturn", ic.SATURN), ("uranus", ic.URANUS), ("neptune", ic.NEPTUNE),
            ("pluto", ic.PLUTO), ("ascendant", ic.ASC), ("mc", ic.MC)]
    out = []
    for c in make_cases(args.seed):
        row = {"input": {k: rnd(v) for k, v in c.items()}}
        for name, method in (("naibod", icalc.NAIBOD), ("solar_arc", icalc.SOLAR_ARC)):
            cfg = Config()
            cfg.mc_progression_method = method
            subject = charts.Subject(date_time=c["jd"], latitude=c["lat"], longitude=c["lon"])
            p = charts.Progressed(subject, c["target"], config=cfg)
            row[name] = {k: rnd(p.objects[i].longitude.raw) for k, i in keys}
        out.append(row)
    write_json(args.out.replace("western_predictive.json", "western_predictive_immanuel.json"),
               {"source": "immanuel %s (charts.Progressed)" % metadata.version("immanuel"), "cases": out})


def main():
    global swe, FLAGS
    parser = base_parser(__doc__.splitlines()[0], "western_predictive.json", 1414)
    parser.add_argument("mode", nargs="?", default="swisseph", choices=["swisseph", "immanuel"])
    args = parser.parse_args()
    if args.mode == "immanuel":
        return main_immanuel(args)
    swe, _ = init_swisseph(args.ephe)
    FLAGS = swe.FLG_SWIEPH | swe.FLG_SPEED
    cases = make_cases(args.seed)
    out = []
    prng = random.Random(args.seed + 1)
    for i, c in enumerate(cases):
        row = {"input": {k: rnd(v) for k, v in c.items()}}
        row["progressions"] = {k: progressed(c, k) for k in RATES}
        row["moon_changes"] = moon_changes(c)
        row["solar_arc"] = solar_arc(c)
        row["returns"] = returns(c)
        partner = {"jd": c["jd"] + prng.uniform(-20, 20) * YEAR,
                   "lat": max(-55.0, min(55.0, c["lat"] + prng.uniform(-20, 20))),
                   "lon": (c["lon"] + prng.uniform(-60, 60) + 540.0) % 360.0 - 180.0}
        row["davison"] = davison(c, partner)
        row["davison"]["partner"] = {k: rnd(v) for k, v in partner.items()}
        if i < 3:
            row["calendar"] = calendar(c)
        out.append(row)
        print("case", i, "done")

    def deep(x):
        if isinstance(x, dict):
            return {k: deep(v) for k, v in x.items()}
        if isinstance(x, list):
            return [deep(v) for v in x]
        return rnd(x) if isinstance(x, float) else x

    write_json(args.out, {"source": "pyswisseph %s, formulas in tools/gen_western_predictive.py" % swe.version,
                          "cases": [deep(r) for r in out]})


if __name__ == "__main__":
    main()
