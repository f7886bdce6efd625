"""Western chart-analysis fixture: pyswisseph positions in other frames, and the rules of
the analysis endpoints recomputed here, independently of the Rust code.

Writes test/fixtures/western_analysis.json. For each random chart (1900-2100 UT, |lat| <= 60,
Placidus, mean Lilith):
- declinations: swe.calc_ut with FLG_EQUATORIAL of Sun..Pluto, true node, Chiron, mean Lilith;
  the true obliquity (swe.ECL_NUT); the ascendant's and MC's declination by swe.cotrans;
  out-of-bounds flags and the parallels/contraparallels within 1 degree;
- antiscia: 180 - lon and 360 - lon of the 13 points, ascendant and MC, and the contacts within 1;
- harmonic: n * lon mod 360 for a random n in 1..180;
- heliocentric: FLG_HELCTR positions of Earth, Mercury..Pluto, Chiron;
- draconic: tropical longitude minus the true node and minus the mean node;
- sidereal: FLG_SIDEREAL positions and Placidus houses in Fagan/Bradley and Lahiri, and the
  ayanamsa (swe.get_ayanamsa_ex_ut);
- uranian: the eight Hamburg points, swe bodies 40-47 (Cupido..Poseidon);
- local space: swe.azalt azimuth and true altitude of Sun..Pluto;
- balance, dispositors, almuten (with the prenatal syzygy found by bisection): the rules of
  docs/western.md applied to the pyswisseph positions (see the functions below).

Usage: python tools/gen_western_analysis.py  (a venv with pyswisseph 2.10.3.2)
"""

import random

from fixture_common import base_parser, check_flags, init_swisseph, pyswisseph_version, write_json

POINTS = [("sun", 0), ("moon", 1), ("mercury", 2), ("venus", 3), ("mars", 4), ("jupiter", 5), ("saturn", 6),
          ("uranus", 7), ("neptune", 8), ("pluto", 9), ("true_node", 11), ("chiron", 15), ("lilith", 12)]
HELIO = [("earth", 14), ("mercury", 2), ("venus", 3), ("mars", 4), ("jupiter", 5), ("saturn", 6), ("uranus", 7),
         ("neptune", 8), ("pluto", 9), ("chiron", 15)]
URANIAN = [("cupido", 40), ("hades", 41), ("zeus", 42), ("kronos", 43), ("apollon", 44), ("admetos", 45),
           ("vulkanus", 46), ("poseidon", 47)]
SIGNS = ["Aries", "Taurus", "Gemini", "Cancer", "Leo", "Virgo", "Libra", "Scorpio", "Sagittarius", "Capricorn",
         "Aquarius", "Pisces"]
# Traditional rulers (Aries first) and modern ones.
TRAD = ["mars", "venus", "mercury", "moon", "sun", "mercury", "venus", "mars", "jupiter", "saturn", "saturn",
        "jupiter"]
MODERN = TRAD[:7] + ["pluto", "jupiter", "saturn", "uranus", "neptune"]
EXALT = {"sun": 0, "moon": 1, "mercury": 5, "venus": 11, "mars": 9, "jupiter": 3, "saturn": 6}
TRIP = [["sun", "jupiter", "saturn"], ["venus", "moon", "mars"], ["saturn", "mercury", "jupiter"],
        ["venus", "mars", "moon"]]
TERMS = [
    [("jupiter", 6), ("venus", 12), ("mercury", 20), ("mars", 25), ("saturn", 30)],
    [("venus", 8), ("mercury", 14), ("jupiter", 22), ("saturn", 27), ("mars", 30)],
    [("mercury", 6), ("jupiter", 12), ("venus", 17), ("mars", 24), ("saturn", 30)],
    [("mars", 7), ("venus", 13), ("mercury", 19), ("jupiter", 26), ("saturn", 30)],
    [("jupiter", 6), ("venus", 11), ("saturn", 18), ("mercury", 24), ("mars", 30)],
    [("mercury", 7), ("venus", 17), ("jupiter", 21), ("mars", 28), ("saturn", 30)],
    [("saturn", 6), ("mercury", 14), ("jupiter", 21), ("venus", 28), ("mars", 30)],
    [("mars", 7), ("venus", 11), ("mercury", 19), ("jupiter", 24), ("saturn", 30)],
    [("jupiter", 12), ("venus", 17), ("mercury", 21), ("saturn", 26), ("mars", 30)],
    [("mercury", 7), ("jupiter", 14), ("venus", 22), ("saturn", 26), ("mars", 30)],
    [("mercury", 7), ("venus", 13), ("jupiter", 20), ("mars", 25), ("saturn", 30)],
    [("venus", 12), ("jupiter", 16), ("mercury", 19), ("mars", 28), ("saturn", 30)],
]
CHALDEAN = ["saturn", "jupiter", "mars", "sun", "venus", "mercury", "moon"]
SEVEN = ["sun", "moon", "mercury", "venus", "mars", "jupiter", "saturn"]
TEN = SEVEN + ["uranus", "neptune", "pluto"]


def r9(x):
    return round(float(x), 9) + 0.0


def sign_of(lon):
    return int(lon % 360.0 // 30.0)


def almuten_scores(lon, day):
    """Lilly's points for each of the seven planets at one degree: domicile 5, exaltation 4,
    triplicity ruler of the sect 3, term 2, face 1."""
    s = sign_of(lon)
    deg = lon % 360.0 - 30 * s
    score = {p: 0 for p in SEVEN}
    score[TRAD[s]] += 5
    for p, sign in EXALT.items():
        if sign == s:
            score[p] += 4
    score[TRIP[s % 4][0 if day else 1]] += 3
    score[next(r for r, end in TERMS[s] if deg < end)] += 2
    score[CHALDEAN[(2 + int(lon % 360.0 // 10.0)) % 7]] += 1
    return score


def prenatal_syzygy(swe, jd, lat, lon):
    """Last new or full moon before jd by bisection on the Moon-Sun elongation; its degree is
    the conjunction's for a new moon, the luminary above the horizon for a full moon."""
    def elong(t):
        return (swe.calc_ut(t, swe.MOON, swe.FLG_SWIEPH)[0][0] - swe.calc_ut(t, swe.SUN, swe.FLG_SWIEPH)[0][0]) % 360.0
    e = elong(jd)
    target, kind = (0.0, "new moon") if e < 180.0 else (180.0, "full moon")

    def past(t):  # degrees of elongation since the target, -180..180
        return (elong(t) - target + 540.0) % 360.0 - 180.0
    lo, hi = jd - 1.0, jd
    while past(lo) >= 0:  # step back a day at a time until before the target
        lo, hi = lo - 1.0, lo
    for _ in range(60):
        mid = 0.5 * (lo + hi)
        if past(mid) >= 0:
            hi = mid
        else:
            lo = mid
    t = 0.5 * (lo + hi)
    moon = swe.calc_ut(t, swe.MOON, swe.FLG_SWIEPH)[0][0]
    if kind == "new moon":
        return t, kind, moon
    sun = swe.calc_ut(t, swe.SUN, swe.FLG_SWIEPH)[0][0]
    asc = swe.houses_ex(t, lat, lon, b"W", 0)[1][0]
    return t, kind, (sun if (sun - asc) % 360.0 >= 180.0 else moon)


def house_of(lon, cusps):
    for i in range(12):
        a, b = cusps[i], cusps[(i + 1) % 12]
        if (lon - a) % 360.0 < (b - a) % 360.0:
            return i + 1
    return 1


def balance(trop, asc, mc, cusps):
    """Weighted counts: signs Sun 2, Moon 2, ascendant 2, Mercury..Pluto 1, MC 1; houses the ten
    planets, Sun and Moon 2."""
    w = {k: 1.0 for k in TEN}
    w.update(sun=2.0, moon=2.0)
    sign_pts = [(w[k], trop[k]) for k in TEN] + [(2.0, asc), (1.0, mc)]
    el, mo, po = [0.0] * 4, [0.0] * 3, [0.0] * 2
    for wt, l in sign_pts:
        s = sign_of(l)
        el[s % 4] += wt
        mo[s % 3] += wt
        po[s % 2] += wt
    quad = [0.0] * 4
    for k in TEN:
        quad[(house_of(trop[k], cusps) - 1) // 3] += w[k]
    return {"elements": el, "modalities": mo, "polarity": po, "quadrants": quad,
            "hemispheres": [quad[0] + quad[1], quad[2] + quad[3], quad[3] + quad[0], quad[1] + quad[2]]}


def final_dispositor(signs, rulers, planets):
    """The planet every chain ends at when exactly one planet rules its own sign and every
    chain reaches it; None otherwise."""
    ends = set()
    for p in planets:
        seen = []
        while p not in seen:
            seen.append(p)
            p = rulers[signs[p]]
        cycle = seen[seen.index(p):]
        ends.add(tuple(sorted(cycle)))
    if len(ends) == 1:
        (cycle,) = ends
        if len(cycle) == 1:
            return cycle[0]
    return None


def main():
    p = base_parser(__doc__.splitlines()[0], "western_analysis.json", 1414)
    p.add_argument("--count", type=int, default=60)
    args = p.parse_args()
    swe, _ = init_swisseph(args.ephe)
    rng = random.Random(args.seed)
    jd0, jd1 = swe.julday(1900, 1, 1, 0.0), swe.julday(2100, 1, 1, 0.0)
    flg = swe.FLG_SWIEPH | swe.FLG_SPEED
    cases = []
    for _ in range(args.count):
        jd = rng.uniform(jd0, jd1)
        lat, lon = round(rng.uniform(-60, 60), 4), round(rng.uniform(-180, 180), 4)
        swe.set_sid_mode(swe.SIDM_FAGAN_BRADLEY)
        trop = {}
        for key, bid in POINTS:
            x, ret = swe.calc_ut(jd, bid, flg)
            check_flags(swe, ret, key)
            trop[key] = x[0]
        cusps, ascmc = swe.houses_ex(jd, lat, lon, b"P", 0)
        cusps = list(cusps)[-12:]
        asc, mc = ascmc[0], ascmc[1]
        eps = swe.calc_ut(jd, swe.ECL_NUT, 0)[0][0]
        # Declinations.
        dec = {}
        for key, bid in POINTS:
            x, ret = swe.calc_ut(jd, bid, flg | swe.FLG_EQUATORIAL)
            dec[key] = [r9(x[1]), r9(x[0])]
        for key, l in (("ascendant", asc), ("mc", mc)):
            ra, d, _ = swe.cotrans((l, 0.0, 1.0), -eps)
            dec[key] = [r9(d), r9(ra)]
        keys = [k for k, _ in POINTS] + ["ascendant", "mc"]
        parallels = []
        for i, a in enumerate(keys):
            for b in keys[i + 1:]:
                da, db = dec[a][0], dec[b][0]
                if abs(da - db) <= 1.0:
                    parallels.append([a, b, "parallel"])
                elif abs(da + db) <= 1.0:
                    parallels.append([a, b, "contraparallel"])
        oob = [k for k in keys if abs(dec[k][0]) > eps]
        # Antiscia contacts within 1 degree.
        lons = dict(trop, ascendant=asc, mc=mc)
        contacts = []
        for a in keys:
            for kind, m in (("antiscion", (180.0 - lons[a]) % 360.0), ("contra-antiscion", (360.0 - lons[a]) % 360.0)):
                for b in keys:
                    if b != a and abs((m - lons[b] + 540.0) % 360.0 - 180.0) <= 1.0:
                        contacts.append([a, kind, b])
        n = rng.randint(1, 180)
        helio = {}
        for key, bid in HELIO:
            x, ret = swe.calc_ut(jd, bid, flg | swe.FLG_HELCTR)
            check_flags(swe, ret, key)
            helio[key] = [r9(x[0]), r9(x[1]), r9(x[3])]
        mean_node = swe.calc_ut(jd, swe.MEAN_NODE, flg)[0][0]
        sidereal = {}
        for slug, mode in (("fagan_bradley", swe.SIDM_FAGAN_BRADLEY), ("lahiri", swe.SIDM_LAHIRI)):
            swe.set_sid_mode(mode)
            pos = {key: r9(swe.calc_ut(jd, bid, flg | swe.FLG_SIDEREAL)[0][0]) for key, bid in POINTS}
            sc, sa = swe.houses_ex(jd, lat, lon, b"P", swe.FLG_SIDEREAL)
            ay = swe.get_ayanamsa_ex_ut(jd, swe.FLG_SWIEPH)[1]
            sidereal[slug] = {"positions": pos, "cusps": [r9(c) for c in list(sc)[-12:]], "ascendant": r9(sa[0]),
                              "mc": r9(sa[1]), "ayanamsa": r9(ay)}
        # Local space: swe.azalt gives the azimuth from the south through west; + 180 is the bearing
        # from north through east. atpress 0 and the true (geometric) altitude: no refraction.
        local_space = {}
        for key, bid in POINTS[:10]:
            ra, de = swe.calc_ut(jd, bid, swe.FLG_SWIEPH | swe.FLG_EQUATORIAL)[0][:2]
            az, alt, _ = swe.azalt(jd, swe.EQU2HOR, (lon, lat, 0.0), 0.0, 0.0, (ra, de, 1.0))
            local_space[key] = [r9((az + 180.0) % 360.0), r9(alt)]
        uranian = {}
        for key, bid in URANIAN:
            x, ret = swe.calc_ut(jd, bid, flg)
            uranian[key] = [r9(x[0]), r9(x[1]), r9(x[3])]
        # Day chart: the Sun in houses 7-12, i.e. above the ascendant-descendant axis.
        day = (trop["sun"] - asc) % 360.0 >= 180.0
        signs = {k: sign_of(trop[k]) for k in TEN}
        fortune = (asc + trop["moon"] - trop["sun"]) % 360.0 if day else (asc + trop["sun"] - trop["moon"]) % 360.0
        sz = prenatal_syzygy(swe, jd, lat, lon)
        total = {p: 0 for p in SEVEN}
        for place in (trop["sun"], trop["moon"], asc, fortune, sz[2]):
            for p, v in almuten_scores(place, day).items():
                total[p] += v
        figuris = sorted(p for p, v in total.items() if v == max(total.values()))
        cusp_almutens = []
        for c in cusps:
            sc = almuten_scores(c, day)
            best = max(sc.values())
            cusp_almutens.append(sorted(k for k, v in sc.items() if v == best))
        cases.append({
            "jd_ut": jd, "lat": lat, "lon": lon, "obliquity": r9(eps),
            "tropical": {k: r9(v) for k, v in trop.items()}, "ascendant": r9(asc), "mc": r9(mc),
            "cusps": [r9(c) for c in cusps], "mean_node": r9(mean_node),
            "declinations": dec, "out_of_bounds": oob, "parallels": parallels, "antiscia_contacts": contacts,
            "harmonic": n, "heliocentric": helio, "sidereal": sidereal, "uranian": uranian, "local_space": local_space, "day": day,
            "dispositors": {
                "traditional": {k: TRAD[signs[k]] for k in SEVEN},
                "modern": {k: MODERN[signs[k]] for k in TEN},
                "final_traditional": final_dispositor(signs, TRAD, SEVEN),
                "final_modern": final_dispositor(signs, MODERN, TEN),
            },
            "fortune": r9(fortune),
            "syzygy": [r9(sz[0]), sz[1], r9(sz[2])],
            "almuten_figuris": figuris,
            "balance": balance(trop, asc, mc, cusps),
            "cusp_almutens": cusp_almutens,
        })
    write_json(args.out, {
        "source": "pyswisseph %s = Swiss Ephemeris %s with the project's .se1 files; analysis rules "
                  "recomputed in tools/gen_western_analysis.py" % (pyswisseph_version(), swe.version),
        "generated_by": "tools/gen_western_analysis.py --seed %d --count %d" % (args.seed, args.count),
        "cases": cases,
    })


if __name__ == "__main__":
    main()
