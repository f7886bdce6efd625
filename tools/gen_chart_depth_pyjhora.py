#!/usr/bin/env python3
"""Generate test/fixtures/chart_depth_reference.json: divisional charts, vimshopaka, dignity,
drishti, KP lords, combustion, graha yuddha and avakhada tables for 200 random charts.

Positions come from pyswisseph (Lahiri, mean node, apparent; Krishnamurti + Placidus for KP).
Then:
- vargas: PyJHora 4.8.7's own varga functions (jhora.horoscope.chart.charts), fed with those
  positions, with its "traditional Parasara" method for each varga (D2: chart_method=2, the
  Leo/Cancer hora) and the alternatives: D2 parivritti (method 4), D3 parivritti (method 2),
  D3 Jagannatha (method 4);
- vimshopaka: PyJHora's scoring pieces (compound relationships from
  house._get_compound_relationships_of_planets, const.vimsopaka_bala_scores, own sign from
  const.house_strengths_of_planets) with the BPHS weights; PyJHora's own saptavarga weight
  table (D7 1, D9 2.5, D12 4.5, D30 2) differs from BPHS (D7 2.5, D9 4.5, D12 2, D30 1) and its
  vimshopaka uses its default D2 (PVR's parivritti-even-reverse hora), so both are recorded;
- dignity: PyJHora's natural relationship lists, compound relationships, deep exaltation
  longitudes, moolatrikona ranges and house_strengths_of_planets (own sign = 5);
- drishti: PyJHora's strength.__drik_bala_calc_1 (Raman's sphuta drishti rule) for 7 x 7
  pairs, house.graha_drishti_from_chart and house.raasi_drishti_from_chart (signs);
- KP, combustion, graha yuddha: the classical rule recomputed here from pyswisseph values
  (PyJHora has no KP sub lords, no graha yuddha, and its combustion table differs from the spec);
- avakhada: PyJHora's matching tables (yoni_mappings/yoni_categories, _find_gana, naadi,
  rajju lists) per nakshatra.

Usage: /tmp/jhvenv/bin/python tools/gen_chart_depth_pyjhora.py [--ephe DIR] [--out FILE] [--seed N]
"""

import contextlib
import datetime as dt
import io
import random
from fractions import Fraction
from importlib import metadata

from fixture_common import base_parser, check_flags, format_offset, rnd, write_json

SEED = 20240704
N_CASES = 200
N_WAR_CASES = 25
NAMES = ["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"]
VARGAS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 16, 20, 24, 27, 30, 40, 45, 60]
BPHS_WEIGHTS = {
    "shadvarga": {1: 6, 2: 2, 3: 4, 9: 5, 12: 2, 30: 1},
    "saptavarga": {1: 5, 2: 2, 3: 3, 7: 2.5, 9: 4.5, 12: 2, 30: 1},
    "dashavarga": {1: 3, 2: 1.5, 3: 1.5, 7: 1.5, 9: 1.5, 10: 1.5, 12: 1.5, 16: 1.5, 30: 1.5, 60: 5},
    "shodashavarga": {1: 3.5, 2: 1, 3: 1, 4: 0.5, 7: 0.5, 9: 3, 10: 0.5, 12: 0.5, 16: 2, 20: 0.5, 24: 0.5,
                      27: 0.5, 30: 1, 40: 0.5, 45: 0.5, 60: 4},
}
COMBUST = {"Moon": (12, 12), "Mars": (17, 17), "Mercury": (14, 13), "Jupiter": (11, 11), "Venus": (10, 8),
           "Saturn": (15, 15)}
LORDS = ["Ketu", "Venus", "Sun", "Moon", "Mars", "Rahu", "Jupiter", "Saturn", "Mercury"]
YEARS = [7, 20, 6, 10, 7, 18, 16, 19, 17]
SIGN_LORDS = ["Mars", "Venus", "Mercury", "Moon", "Sun", "Mercury", "Venus", "Mars", "Jupiter", "Saturn", "Saturn",
              "Jupiter"]


def load(ephe_arg):
    with contextlib.redirect_stdout(io.StringIO()):
        from jhora import const, utils
        from jhora.horoscope.chart import charts, house, strength
        from jhora.horoscope.match import compatibility
    from fixture_common import init_swisseph

    swe, ephe = init_swisseph(ephe_arg)
    return swe, ephe, const, utils, charts, house, strength, compatibility


def calc(swe, jd, body, flags):
    xx, ret = swe.calc_ut(jd, body, flags)
    check_flags(swe, ret, "body %d" % body)
    return xx


def positions(swe, jd, lat, lon, sid_mode):
    swe.set_sid_mode(sid_mode)
    flags = swe.FLG_SWIEPH | swe.FLG_SPEED | swe.FLG_SIDEREAL
    out = {}
    for name, body in zip(NAMES[:7], [swe.SUN, swe.MOON, swe.MARS, swe.MERCURY, swe.JUPITER, swe.VENUS, swe.SATURN]):
        xx = calc(swe, jd, body, flags)
        out[name] = (xx[0], xx[1], xx[3])
    rahu = calc(swe, jd, swe.MEAN_NODE, flags)
    out["Rahu"] = (rahu[0], 0.0, rahu[3])
    out["Ketu"] = ((rahu[0] + 180.0) % 360.0, 0.0, rahu[3])
    return out


def kp_lords(lon):
    """Star, sub, sub-sub lords by exact rational arithmetic in arcseconds."""
    x = Fraction(lon).limit_denominator(10**12) * 3600
    nak_span = Fraction(48000)  # 13°20' in arcseconds
    n = int(x // nak_span)
    n = min(n, 26)
    star = n % 9
    within = x - n * nak_span

    def divide(first, offset, span):
        start = Fraction(0)
        for k in range(9):
            lord = (first + k) % 9
            part = span * YEARS[lord] / 120
            if offset < start + part or k == 8:
                return lord, start, part
            start += part

    sub, s0, span = divide(star, within, nak_span)
    subsub, _, _ = divide(sub, within - s0, span)
    return LORDS[star], LORDS[sub], LORDS[subsub]


def local_input(rng, date_min, date_max):
    days = (date_max - date_min).days
    d = date_min + dt.timedelta(days=rng.randrange(days))
    t = dt.time(rng.randrange(24), rng.randrange(60))
    offset = rng.choice(range(-12 * 60, 14 * 60 + 1, 15))
    lat = round(rng.uniform(-60, 60), 4)
    lon = round(rng.uniform(-180, 180), 4)
    return d, t, offset, lat, lon


def jd_of(swe, d, t, offset):
    local = dt.datetime.combine(d, t)
    utc = local - dt.timedelta(minutes=offset)
    return swe.julday(utc.year, utc.month, utc.day, utc.hour + utc.minute / 60.0, swe.GREG_CAL)


def main():
    parser = base_parser(__doc__.splitlines()[0], "chart_depth_reference.json", SEED)
    args = parser.parse_args()
    swe, ephe, const, utils, charts, house, strength, compat = load(args.ephe)
    rng = random.Random(args.seed)
    drik_calc = getattr(strength, "__drik_bala_calc_1")

    def varga(pp, dcf, method):
        if dcf == 1:
            return pp
        return charts.divisional_positions_from_rasi_positions(pp, divisional_chart_factor=dcf, chart_method=method)

    def one_case(d, t, offset, lat, lon):
        jd = jd_of(swe, d, t, offset)
        pos = positions(swe, jd, lat, lon, swe.SIDM_LAHIRI)
        asc = swe.houses_ex(jd, lat, lon, b"W", swe.FLG_SIDEREAL)[1][0]
        pp = [["L", (int(asc // 30), asc % 30)]] + [[i, (int(pos[n][0] // 30), pos[n][0] % 30)] for i, n in enumerate(NAMES)]
        case = {
            "input": {"date": d.isoformat(), "time": t.strftime("%H:%M"), "tz": format_offset(offset), "lat": lat,
                      "lon": lon},
            "jd_ut": rnd(jd),
            "ascendant": rnd(asc),
            "planets": {n: {"longitude": rnd(pos[n][0]), "latitude": rnd(pos[n][1]), "speed": rnd(pos[n][2])}
                        for n in NAMES},
        }
        # Vargas (sign 0..11, degree) for L + nine, Parashari default and the alternatives.
        vg = {}
        for dcf in VARGAS:
            method = 2 if dcf == 2 else 1
            vg["D%d" % dcf] = [[p[1][0], rnd(p[1][1])] for p in varga(pp, dcf, method)]
        case["vargas"] = vg
        case["varga_alternatives"] = {
            "D2/parivritti": [p[1][0] for p in varga(pp, 2, 4)],
            "D3/parivritti": [p[1][0] for p in varga(pp, 3, 2)],
            "D3/jagannatha": [p[1][0] for p in varga(pp, 3, 4)],
        }
        # Compound relationships (D1) and vimshopaka.
        h_to_p = utils.get_house_planet_list_from_planet_positions(pp)
        cr = house._get_compound_relationships_of_planets(h_to_p)
        names5 = ["great_enemy", "enemy", "neutral", "friend", "great_friend"]
        case["compound"] = [[None if a == b else names5[cr[a][b]] for b in range(7)] for a in range(7)]
        scores = const.vimsopaka_bala_scores

        def vimshopaka(weights, d2_method):
            out = [0.0] * 7
            for dcf, w in weights.items():
                vp = varga(pp, dcf, d2_method if dcf == 2 else 1)
                for p, (h, _) in vp[1:8]:
                    if const.house_strengths_of_planets[p][h] == const._OWNER_RULER:
                        v = 20
                    else:
                        lord = const.house_owners[h]
                        v = scores[cr[p][lord]]
                    out[p] += w * v / 20
            return [rnd(x) for x in out]

        case["vimshopaka"] = {k: vimshopaka(w, 2) for k, w in BPHS_WEIGHTS.items()}
        case["vimshopaka_pyjhora_saptavarga_table"] = vimshopaka(const.sapthavarga_amsa_vimsopaka, 2)
        # Dignity (seven grahas).
        dig = []
        for p in range(7):
            lon_p = pos[NAMES[p]][0]
            s = int(lon_p // 30)
            ex = int(const.planet_deep_exaltation_longitudes[p] // 30)
            mt_sign, mt_from, mt_to = const.moola_trikona_range_of_planets[p]
            dig.append({
                "exalted": s == ex,
                "debilitated": s == (ex + 6) % 12,
                "moolatrikona": s == mt_sign and mt_from <= lon_p % 30 < mt_to,
                "own_sign": const.house_strengths_of_planets[p][s] == const._OWNER_RULER,
            })
        case["dignity"] = dig
        case["natural"] = [[None if a == b else ("friend" if b in const.friendly_planets[a] else
                                                 "enemy" if b in const.enemy_planets[a] else "neutral")
                            for b in range(7)] for a in range(7)]
        # Sphuta drishti: [aspecting][aspected], PyJHora's Raman rule.
        sd = []
        for a in range(7):
            row = []
            for b in range(7):
                ang = (pos[NAMES[b]][0] - pos[NAMES[a]][0]) % 360
                row.append(None if a == b else rnd(drik_calc(ang, a, b)))
            sd.append(row)
        case["sphuta_drishti"] = sd
        arp, _, _ = house.graha_drishti_from_chart(h_to_p)
        case["graha_drishti_signs"] = [sorted(arp[p]) for p in range(9)]
        rarp, _, _ = house.raasi_drishti_from_chart(h_to_p)
        case["rashi_drishti_signs"] = [sorted(rarp[p]) for p in range(9)]
        # Combustion (spec thresholds) and war (1°, northern latitude wins).
        sun = pos["Sun"][0]
        comb = {}
        for n, (thr, thr_retro) in COMBUST.items():
            sep = abs(pos[n][0] - sun) % 360
            sep = min(sep, 360 - sep)
            retro = pos[n][2] < 0
            th = thr_retro if retro else thr
            comb[n] = {"distance": rnd(sep), "threshold": th, "is_combust": sep < th, "retrograde": retro}
        case["combustion"] = comb
        wars = []
        fighters = ["Mars", "Mercury", "Jupiter", "Venus", "Saturn"]
        for i in range(5):
            for j in range(i + 1, 5):
                a, b = fighters[i], fighters[j]
                sep = abs(pos[a][0] - pos[b][0]) % 360
                sep = min(sep, 360 - sep)
                if sep < 1:
                    winner = a if pos[a][1] > pos[b][1] else b
                    wars.append({"planets": [a, b], "separation": rnd(sep), "winner_by_latitude": winner})
        case["wars"] = wars
        # KP: Krishnamurti ayanamsa, Placidus, mean node.
        kp = positions(swe, jd, lat, lon, swe.SIDM_KRISHNAMURTI)
        cusps = swe.houses_ex(jd, lat, lon, b"P", swe.FLG_SIDEREAL)[0]
        case["kp"] = {
            "cusps": [[rnd(c)] + list(kp_lords(c)) for c in cusps[:12]],
            "planets": {n: [rnd(kp[n][0])] + list(kp_lords(kp[n][0])) for n in NAMES},
        }
        # Avakhada inputs.
        moon = pos["Moon"][0]
        case["moon"] = {"nakshatra": int(moon * 27 // 360) + 1, "pada": int(moon * 108 // 360) % 4 + 1,
                        "sign": int(moon // 30), "house": (int(moon // 30) - int(asc // 30)) % 12 + 1}
        return case, len(wars)

    cases = []
    while len(cases) < N_CASES:
        d, t, offset, lat, lon = local_input(rng, dt.date(1900, 1, 1), dt.date(2100, 12, 31))
        cases.append(one_case(d, t, offset, lat, lon)[0])
    # War cases: scan forward day by day from a random date until two of the five are < 1° apart.
    wars = []
    while len(wars) < N_WAR_CASES:
        d, t, offset, lat, lon = local_input(rng, dt.date(1950, 1, 1), dt.date(2050, 12, 31))
        for step in range(4000):
            c, n = one_case(d + dt.timedelta(days=step), t, offset, lat, lon)
            if n:
                wars.append(c)
                break

    # Avakhada tables per nakshatra from PyJHora's matching module.
    ashta = compat.Ashtakoota(1, 1, 1, 1)
    rajju = {}
    for key, stars in [("Shiro", compat.head_rajju), ("Kantha", compat.neck_rajju), ("Nabhi", compat.stomach_rajju),
                       ("Kati", compat.waist_rajju), ("Pada", compat.foot_rajju)]:
        for s in stars:
            rajju[s] = key
    tables = []
    for n in range(1, 28):
        nadi = None
        for ref, name in [(1, "Aadi"), (2, "Madhya"), (3, "Antya")]:
            if compat.Ashtakoota(n, 1, ref, 1).naadi_porutham()[0] == 0:
                nadi = name
        tables.append({
            "nakshatra": n,
            "yoni_animal": compat.yoni_categories[compat.yoni_mappings[n - 1]].replace("Serpant", "Serpent"),
            "gana": ["Deva", "Manushya", "Rakshasa"][ashta._find_gana(n - 1)],
            "nadi": nadi,
            "rajju": rajju[n],
            "vedha_by_sum": [m for m in range(1, 28) if m != n and n + m in compat.vedha_pair_sum],
        })

    write_json(args.out, {
        "source": "pyswisseph %s positions (Lahiri / Krishnamurti, mean node); PyJHora %s varga, relationship, "
                  "drishti and matching tables; KP lords, combustion (spec thresholds) and war (1 deg, northern "
                  "latitude wins) recomputed from the classical rules" % (metadata.version("pyswisseph"),
                                                                       metadata.version("PyJHora")),
        "generated_by": "tools/gen_chart_depth_pyjhora.py --seed %d" % args.seed,
        "names": NAMES,
        "cases": cases,
        "war_cases": wars,
        "avakhada_tables": tables,
    })


if __name__ == "__main__":
    main()
