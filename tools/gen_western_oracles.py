"""Western reference fixture: pyswisseph, Immanuel and Kerykeion run as oracles on random charts.

Writes test/fixtures/western_oracles.json. For each random chart (1920-2040, |lat| <= 60, whole
hour offsets so Kerykeion can take an Etc/GMT zone):
- pyswisseph 2.10.3.2 with the project's .se1 files: tropical longitude, latitude and speed of
  the ten planets, true node, Chiron, Ceres, Pallas, Juno, Vesta, mean and true (osculating)
  Lilith; the solar return of a random later year by plain bisection on swe.calc_ut (Sun);
- Immanuel 1.6.0 (its own ephemeris files): day/night, Part of Fortune, Spirit and Eros,
  essential-dignity flags of the seven classical planets (traditional rulerships, Egyptian
  terms, Chaldean faces), its solar return moment, and its composite with the next chart;
- Kerykeion 5.12.10 (its own ephemeris files): natal aspects and synastry aspects with the
  next chart, with this API's default orb table passed as its active aspects.

Usage: /tmp/wvenv/bin/python tools/gen_western_oracles.py  (venv with kerykeion, immanuel)

Second mode, `swisseph` (pyswisseph only; any venv with pyswisseph 2.10.x):
    python tools/gen_western_oracles.py swisseph
writes test/fixtures/western_swisseph.json: 300 random charts (1900-2100 UT, |lat| <= 60) with
- the tropical longitude, latitude and speed of the ten planets, true node, Chiron, Ceres,
  Pallas, Juno, Vesta, mean and true Lilith (swe.calc_ut, FLG_SWIEPH | FLG_SPEED);
- swe.houses_ex cusps, ascendant and MC in EVERY house system of the API (24 letters);
- for the first 50 charts, swe.fixstar2_ut longitude/latitude and swe.fixstar2_mag of the 36
  stars of the default fixed-star set (looked up by nomenclature, ",alTau");
and, at 3 dates, the whole catalogue: every traditional name and every nomenclature of
sefstars.txt looked up with swe.fixstar2_ut.
"""

import datetime as dt
import os
import random
import sys

from fixture_common import base_parser, resolve_ephe, rnd, write_json

ORBS = {
    "conjunction": 8, "opposition": 8, "trine": 7, "square": 7, "sextile": 5, "quincunx": 3,
    "semi-sextile": 2, "semi-square": 2, "sesquiquadrate": 2, "quintile": 2, "biquintile": 2,
}
BODIES = [
    ("sun", 0), ("moon", 1), ("mercury", 2), ("venus", 3), ("mars", 4), ("jupiter", 5), ("saturn", 6),
    ("uranus", 7), ("neptune", 8), ("pluto", 9), ("true_node", 11), ("chiron", 15), ("ceres", 17),
    ("pallas", 18), ("juno", 19), ("vesta", 20), ("mean_lilith", 12), ("true_lilith", 13),
]
# Kerykeion point names -> this API's names.
KR_POINTS = {
    "Sun": "Sun", "Moon": "Moon", "Mercury": "Mercury", "Venus": "Venus", "Mars": "Mars", "Jupiter": "Jupiter",
    "Saturn": "Saturn", "Uranus": "Uranus", "Neptune": "Neptune", "Pluto": "Pluto",
    "True_North_Lunar_Node": "True Node", "Chiron": "Chiron", "Mean_Lilith": "Lilith",
    "Ascendant": "Ascendant", "Medium_Coeli": "MC",
}


def sun_return(calc, natal_sun, guess):
    def f(t):
        d = (calc(t, 0, 0)[0] - natal_sun + 540.0) % 360.0 - 180.0
        return d
    a, b = guess - 5.0, guess + 5.0
    # step by a day to bracket
    t = a
    while t < b:
        if f(t) < 0 <= f(t + 1.0):
            lo, hi = t, t + 1.0
            for _ in range(60):
                mid = 0.5 * (lo + hi)
                if f(mid) < 0:
                    lo = mid
                else:
                    hi = mid
            return 0.5 * (lo + hi)
        t += 1.0
    raise RuntimeError("no return bracketed")


HOUSE_LETTERS = "PKORCADNWBMTXVHUYFSLQIJG"
DEFAULT_STARS = ["alTau", "alLeo", "alSco", "alPsA", "bePer", "etTau", "alAri", "alCet", "beAnd", "alAnd", "alAur",
                 "beOri", "gaOri", "alOri", "alCMa", "alCar", "alGem", "beGem", "alCMi", "deCrv", "epVir", "alVir",
                 "alBoo", "al-2Lib", "beLib", "alCrB", "alOph", "M22", "alLyr", "alAql", "deCap", "alCyg", "bePeg",
                 "alPeg", "alEri", "alUMi"]


def main_swisseph():
    p = base_parser("pyswisseph positions, houses (every system) and fixed stars", "western_swisseph.json", 6106)
    p.add_argument("mode")
    p.add_argument("--count", type=int, default=300)
    args = p.parse_args()
    from fixture_common import init_swisseph, check_flags, pyswisseph_version
    swe, ephe = init_swisseph(args.ephe)
    rng = random.Random(args.seed)
    jd0, jd1 = swe.julday(1900, 1, 1, 0.0), swe.julday(2100, 1, 1, 0.0)

    def r9(x):
        return round(float(x), 9) + 0.0

    cases = []
    for i in range(args.count):
        jd = rng.uniform(jd0, jd1)
        lat, lon = round(rng.uniform(-60, 60), 4), round(rng.uniform(-180, 180), 4)
        pos = {}
        for key, bid in BODIES:
            x, ret = swe.calc_ut(jd, bid, swe.FLG_SWIEPH | swe.FLG_SPEED)
            check_flags(swe, ret, key)
            pos[key] = [r9(x[0]), r9(x[1]), r9(x[3])]
        houses = {}
        for h in HOUSE_LETTERS:
            cusps, ascmc = swe.houses_ex(jd, lat, lon, h.encode(), 0)
            cusps = list(cusps)
            if len(cusps) in (13, 37):  # pysweph prefixes a 0th element
                cusps = cusps[1:]
            houses[h] = [r9(c) for c in cusps] + [r9(ascmc[0]), r9(ascmc[1])]
        case = {"jd_ut": jd, "lat": lat, "lon": lon, "positions": pos, "houses": houses}
        if i < 50:
            stars = {}
            for nom in DEFAULT_STARS:
                xx, name, ret = swe.fixstar2_ut("," + nom, jd, swe.FLG_SWIEPH)
                check_flags(swe, ret, nom)
                mag, _ = swe.fixstar2_mag("," + nom)
                stars[nom] = [r9(xx[0]), r9(xx[1]), mag]
            case["stars"] = stars
        cases.append(case)
    # The whole catalogue: every traditional name of sefstars.txt, and every nomenclature
    # (",alTau"), each looked up by swe.fixstar2_ut at 3 dates.
    names, noms = [], []
    with open(os.path.join(ephe, "sefstars.txt"), encoding="latin-1") as fh:
        for line in fh:
            if line.startswith("#") or "," not in line:
                continue
            trad, nom = (x.strip() for x in line.split(",")[:2])
            if trad and trad not in names:
                names.append(trad)
            if nom and nom not in noms:
                noms.append(nom)
    catalogue = []
    for jd in (2415020.5, 2451545.0, 2488069.5):
        rows = []
        for key in names + ["," + n for n in noms]:
            xx, found, ret = swe.fixstar2_ut(key, jd, swe.FLG_SWIEPH)
            check_flags(swe, ret, key)
            mag, _ = swe.fixstar2_mag(found)
            rows.append([key, found, r9(xx[0]), r9(xx[1]), mag])
        catalogue.append({"jd_ut": jd, "stars": rows})
    write_json(args.out, {
        "source": "pyswisseph %s = Swiss Ephemeris %s with the project's .se1 files and sefstars.txt"
                  % (pyswisseph_version(), swe.version),
        "generated_by": "tools/gen_western_oracles.py swisseph --seed %d --count %d" % (args.seed, args.count),
        "position_columns": ["longitude", "latitude", "speed_longitude"],
        "house_columns": "cusps 1..12 (1..36 for G), then ascendant, MC; keys are Swiss Ephemeris letters",
        "star_columns": ["longitude", "latitude", "magnitude"],
        "cases": cases,
        "catalogue": catalogue,
    })


def main():
    if len(sys.argv) > 1 and sys.argv[1] == "swisseph":
        return main_swisseph()
    p = base_parser(__doc__.splitlines()[0], "western_oracles.json", 6006)
    p.add_argument("--count", type=int, default=100)
    args = p.parse_args()
    # Kerykeion pulls in pysweph, which replaces pyswisseph's `swisseph` module (same Swiss
    # Ephemeris 2.10.03, calc_ut returns (xx, flags, serr)). Immanuel and Kerykeion re-point the
    # ephemeris path, so it is set again before every pyswisseph computation.
    import swisseph as swe
    ephe = resolve_ephe(args.ephe)

    def calc(jd, body, flags):
        swe.set_ephe_path(ephe)
        r = swe.calc_ut(jd, body, flags | swe.FLG_SWIEPH)
        xx, ret = r[0], r[1]
        if not ret & swe.FLG_SWIEPH:
            sys.exit("ERROR: ephemeris files not used for body %d" % body)
        return xx
    rng = random.Random(args.seed)

    inputs = []
    for _ in range(args.count + 1):
        year = rng.randint(1920, 2040)
        date = dt.date(year, 1, 1) + dt.timedelta(days=rng.randrange(365))
        hour, minute = rng.randrange(24), rng.randrange(60)
        off_h = rng.randint(-10, 12)
        inputs.append({
            "date": date.isoformat(), "time": "%02d:%02d" % (hour, minute),
            "tz": "%s%02d:00" % ("-" if off_h < 0 else "+", abs(off_h)),
            "lat": round(rng.uniform(-60, 60), 4), "lon": round(rng.uniform(-180, 180), 4),
            "_off": off_h, "_sr_year": year + rng.randint(1, 40),
        })

    from immanuel import charts
    from immanuel.const import chart as ic, dignities as idg
    from immanuel.settings import Config
    import immanuel
    from kerykeion import AstrologicalSubjectFactory, AspectsFactory
    import kerykeion
    from importlib import metadata

    cfg = Config()
    cfg.rulerships = idg.TRADITIONAL_RULERSHIPS.copy()
    cfg.terms = idg.EGYPTIAN_TERMS.copy()
    cfg.include_mutual_receptions = False
    cfg.objects = list(cfg.objects) + [ic.PART_OF_SPIRIT, ic.PART_OF_EROS]
    imm_trip = {str(k): v for k, v in cfg.triplicities.items()}
    sign_names = ["Aries", "Taurus", "Gemini", "Cancer", "Leo", "Virgo", "Libra", "Scorpio", "Sagittarius",
                  "Capricorn", "Aquarius", "Pisces"]
    planet_names = {ic.SUN: "Sun", ic.MOON: "Moon", ic.MERCURY: "Mercury", ic.VENUS: "Venus", ic.MARS: "Mars",
                    ic.JUPITER: "Jupiter", ic.SATURN: "Saturn"}
    imm_triplicities = {
        sign_names[i]: {k: planet_names.get(v) for k, v in cfg.triplicities[s].items()}
        for i, s in enumerate([ic.ARIES, ic.TAURUS, ic.GEMINI, ic.CANCER, ic.LEO, ic.VIRGO, ic.LIBRA, ic.SCORPIO,
                               ic.SAGITTARIUS, ic.CAPRICORN, ic.AQUARIUS, ic.PISCES])
    }

    def imm_subject(c):
        return charts.Subject(date_time="%s %s:00" % (c["date"], c["time"]), latitude=c["lat"], longitude=c["lon"],
                              timezone_offset=c["_off"])

    def kr_subject(c, name):
        y, m, d = map(int, c["date"].split("-"))
        hh, mm = map(int, c["time"].split(":"))
        zone = "Etc/GMT%s%d" % ("-" if c["_off"] > 0 else "+", abs(c["_off"])) if c["_off"] else "Etc/GMT"
        return AstrologicalSubjectFactory.from_birth_data(
            name, y, m, d, hh, mm, lng=c["lon"], lat=c["lat"], tz_str=zone, online=False,
            active_points=list(KR_POINTS.keys()), suppress_geonames_warning=True)

    active_aspects = [{"name": k, "orb": v} for k, v in ORBS.items()]

    def kr_aspects(lst):
        out = []
        for a in lst:
            out.append({"p1": KR_POINTS[a.p1_name], "p2": KR_POINTS[a.p2_name], "aspect": a.aspect,
                        "orb": rnd(abs(a.orbit)), "movement": a.aspect_movement})
        return out

    cases = []
    for i in range(args.count):
        c, nxt = inputs[i], inputs[i + 1]
        y, m, d = map(int, c["date"].split("-"))
        hh, mm = map(int, c["time"].split(":"))
        jd = swe.julday(y, m, d, hh + mm / 60.0 - c["_off"], swe.GREG_CAL)
        pos = {}
        for key, bid in BODIES:
            x = calc(jd, bid, swe.FLG_SPEED)
            pos[key] = [rnd(x[0]), rnd(x[1]), rnd(x[3])]
        sr_guess = jd + (c["_sr_year"] - y) * 365.24219
        sr_jd = sun_return(calc, calc(jd, 0, 0)[0], sr_guess)

        # Immanuel
        s = imm_subject(c)
        n = charts.Natal(s, config=cfg)
        o = n.objects
        dign = {}
        for idx, name in planet_names.items():
            dd = o[idx].dignities
            dign[name] = {"domicile": dd.ruler, "exaltation": dd.exalted, "detriment": dd.detriment, "fall": dd.fall,
                          "triplicity": dd.triplicity_ruler, "term": dd.term_ruler, "face": dd.face_ruler,
                          "peregrine": dd.peregrine}
        srch = charts.SolarReturn(s, c["_sr_year"], config=cfg)
        sr_imm = srch._solar_return_julian_date if hasattr(srch, "_solar_return_julian_date") else None
        comp = charts.Composite(s, imm_subject(nxt), config=cfg)
        comp_objs = {planet_names.get(k) or comp.objects[k].name: rnd(comp.objects[k].longitude.raw)
                     for k in list(planet_names) + [ic.URANUS, ic.NEPTUNE, ic.PLUTO, ic.ASC, ic.MC]}
        comp_cusps = [rnd(h.longitude.raw) for h in comp.houses.values()]
        imm = {
            "diurnal": n.diurnal,
            "fortune": rnd(o[ic.PART_OF_FORTUNE].longitude.raw),
            "spirit": rnd(o[ic.PART_OF_SPIRIT].longitude.raw),
            "eros": rnd(o[ic.PART_OF_EROS].longitude.raw),
            "dignities": dign,
            "solar_return_jd": rnd(sr_imm) if sr_imm else None,
            "composite": {"objects": comp_objs, "cusps": comp_cusps},
        }

        # Kerykeion
        orig_houses = swe.houses_ex2
        # Kerykeion is written for pyswisseph, whose houses_ex2 gives 12 cusps; pysweph (needed by
        # Immanuel, same module name) prefixes a 0th element. Adapt while Kerykeion runs.
        swe.houses_ex2 = lambda *a, **k: tuple(t[1:] if len(t) == 13 else t for t in orig_houses(*a, **k))
        try:
            a = kr_subject(c, "A")
            b = kr_subject(nxt, "B")
            nat = AspectsFactory.single_chart_aspects(a, active_points=list(KR_POINTS.keys()),
                                                      active_aspects=active_aspects)
            syn = AspectsFactory.dual_chart_aspects(a, b, active_points=list(KR_POINTS.keys()),
                                                    active_aspects=active_aspects)
            kr = {"natal_aspects": kr_aspects(nat.aspects), "synastry_aspects": kr_aspects(syn.aspects)}
        except Exception as e:  # Kerykeion refuses some charts (its house-span check); recorded, not hidden
            kr = {"error": "%s: %s" % (type(e).__name__, e)}
        finally:
            swe.houses_ex2 = orig_houses

        inp = {k: v for k, v in c.items() if not k.startswith("_")}
        partner = {k: v for k, v in nxt.items() if not k.startswith("_")}
        cases.append({"input": inp, "partner": partner, "jd_ut": rnd(jd), "positions": pos,
                      "solar_return": {"year": c["_sr_year"], "jd_ut": rnd(sr_jd)}, "immanuel": imm, "kerykeion": kr})
        print("case", i, file=sys.stderr) if i % 20 == 0 else None

    write_json(args.out, {
        "source": "pysweph %s = Swiss Ephemeris %s (project .se1 files); Immanuel %s; Kerykeion %s (each "
                  "with its own bundled ephemeris files)"
                  % (metadata.version("pysweph"), swe.version, metadata.version("immanuel"), metadata.version("kerykeion")),
        "generated_by": "tools/gen_western_oracles.py --seed %d --count %d" % (args.seed, args.count),
        "orbs": ORBS,
        "position_columns": ["longitude", "latitude", "speed_longitude"],
        "immanuel_triplicities": imm_triplicities,
        "cases": cases,
    })


if __name__ == "__main__":
    main()
