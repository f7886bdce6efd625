#!/usr/bin/env python3
"""Trace, rule by rule, the strength-of-signs comparisons where PyJHora 4.8.7 and the engine
pick different seeds for a rasi dasha (docs/dasha-rasi.md, "Agreement with the reference").

Development tooling only: it writes no fixture. For the 100 random births of the rasi dasha
fixtures (fixture_common.draw_births, same seed) it takes PyJHora's chart (the one its dasha
modules read) and, for every pair of signs a seed is chosen from (lagna and 7th: narayana,
shoola, lagna kendradi, mandooka, Brahma's sign; 2nd and 8th: niryana shoola; the atmakaraka's
sign and its 7th: karaka kendradi; the lagna's trines: trikona; lagna and hora lagna: varnada),
it lists each rule's values on both sides:

- PyJHora's: the values jhora.horoscope.chart.house.stronger_rasi (rules 1-5) and
  stronger_rasi_from_planet_positions (rule 6) compare, read from PyJHora's own objects
  (its house_owners, house_strengths_of_planets, aspected_planets_of_the_raasi and
  house_owner_from_planet_positions), and the answer of stronger_rasi_from_planet_positions
  itself (asserted equal to the rule that decided);
- the engine's: the rules of native/core/src/vedic/dasha/rasi/strength.rs (PVR, *Vedic Astrology:
  An Integrated Approach*, 15.5.2), stated again here on the same chart: planets; Jupiter,
  Mercury and the sign's lord (both lords of Scorpio and Aquarius) each once, in the sign or
  aspecting it; an exalted planet by the project's table; the stronger co-lord in a sign of the
  other gender; dual > fixed > movable; the stronger co-lord's advancement in its sign, Rahu's
  and Ketu's from the end of the sign. The cargo tests trace the engine's own values
  (native/core/tests/common/rasi_dasha.rs) and must agree.

Only the comparisons whose answers differ are printed, with the first rule where the values
part on each side. Usage: /tmp/venv/bin/python tools/trace_rasi_strength_pyjhora.py [--only DATE]

With --brahma DATE it traces PyJHora's Brahma (jhora.horoscope.chart.house.brahma, the seed of
Sthira and Brahma dasa) for that birth instead: PyJHora's own stronger-planet comparisons
printed step by step (its _debug_print switched on), and the Brahma its code gives with each of
its two departures from PVR's co-lord rules left out in turn: the lagna counted among the
planets joining a graha (rule 1), and Mercury or Jupiter counted as joining itself (rule 2).
"""

import contextlib
import inspect
import io

from fixture_common import base_parser, draw_births, init_swisseph, pyjhora_setup
from gen_rasi_dasha_pyjhora import GRAHAS, N, SEED, SIGNS

# The project's exaltation signs (native/core/src/vedic/dignity.rs; BPHS 3): Sun Aries ... Ketu Scorpio.
EXALTATION = [0, 1, 9, 5, 3, 11, 6, 1, 7]
CLASSICAL_LORD = [2, 5, 3, 1, 0, 3, 5, 2, 4, 6, 6, 4]
MERCURY, JUPITER, MARS, SATURN, RAHU, KETU = 3, 4, 2, 6, 7, 8
CO_LORDS = {7: (MARS, KETU), 10: (SATURN, RAHU)}


def rasi_drishti(s):
    """Signs a sign aspects (movable: fixed but the adjacent; fixed: movable but the adjacent; dual: dual)."""
    m = s % 3
    out = []
    for t in range(12):
        adjacent = (t + 1) % 12 == s or (s + 1) % 12 == t
        if (m, t % 3) in ((0, 1), (1, 0)):
            if not adjacent:
                out.append(t)
        elif m == 2 and t % 3 == 2 and t != s:
            out.append(t)
    return out


def ours_co_lord(sign_of, deg, sign, a, b):
    """The engine's stronger co-lord (native/core/src/vedic/jaimini/arudha.rs, PVR's rules)."""
    sa, sb = sign_of[a], sign_of[b]
    if sa == sign and sb != sign:
        return b
    if sb == sign and sa != sign:
        return a

    def conjoined(g, s):
        return sum(1 for x in range(9) if x != g and sign_of[x] == s)

    def helpers(g, s):
        return sum(1 for h in (JUPITER, MERCURY, CLASSICAL_LORD[s])
                   if h != g and (sign_of[h] == s or s in rasi_drishti(sign_of[h])))

    for x, y in ((conjoined(a, sa), conjoined(b, sb)), (helpers(a, sa), helpers(b, sb)),
                 (EXALTATION[a] == sa, EXALTATION[b] == sb), (sa % 3, sb % 3)):
        if x != y:
            return a if x > y else b
    return a if deg[a] >= deg[b] else b


def ours_lord(sign_of, deg, s):
    if s == 7:
        return ours_co_lord(sign_of, deg, s, MARS, KETU)
    if s == 10:
        return ours_co_lord(sign_of, deg, s, SATURN, RAHU)
    return CLASSICAL_LORD[s]


def ours_rules(sign_of, deg, s):
    """The engine's six values for sign s (strength.rs), with what each counted."""
    in_sign = [g for g in range(9) if sign_of[g] == s]
    def there(g):
        return sign_of[g] == s or s in rasi_drishti(sign_of[g])

    # Three helpers: Jupiter, Mercury and the lord (either co-lord of Scorpio and Aquarius).
    helpers = [g for g in (JUPITER, MERCURY) if there(g)]
    helpers += [g for g in CO_LORDS.get(s, (CLASSICAL_LORD[s],)) if there(g)][:1]
    exalted = [g for g in in_sign if EXALTATION[g] == s]
    lord = ours_lord(sign_of, deg, s)
    advance = 30.0 - deg[lord] if lord in (RAHU, KETU) else deg[lord]
    return [
        (len(in_sign), [GRAHAS[g] for g in in_sign]),
        (len(helpers), [GRAHAS[g] for g in helpers]),
        (int(bool(exalted)), [GRAHAS[g] for g in exalted]),
        (int(s % 2 != sign_of[lord] % 2), "%s in %s" % (GRAHAS[lord], SIGNS[sign_of[lord]])),
        (s % 3, ["movable", "fixed", "dual"][s % 3]),
        (advance, "%s advanced %.4f" % (GRAHAS[lord], advance)),
    ]


def pyjhora_rules(house, const, utils, pp, s):
    """PyJHora's six values for sign s, read from its own tables and functions as stronger_rasi
    and stronger_rasi_from_planet_positions use them."""
    h_to_p = utils.get_house_planet_list_from_planet_positions(pp)
    p_to_h = utils.get_planet_to_house_dict_from_chart(h_to_p)
    in_sign = [p for p, h in p_to_h.items() if p != const._ascendant_symbol and h == s]
    lord = const.house_owners[s]
    conj = [p_to_h[const.MERCURY_ID], p_to_h[const.JUPITER_ID], lord].count(s)
    aspecting = house.aspected_planets_of_the_raasi(h_to_p, s)
    asp = [p for p in (const.MERCURY_ID, const.JUPITER_ID, lord) for _ in range(aspecting.count(p))]
    exalted = [p for p in in_sign if const.house_strengths_of_planets[int(p)][s] == const._EXALTED_UCCHAM]
    lord_odd = (s in const.odd_signs) != (p_to_h[lord] in const.odd_signs)
    with contextlib.redirect_stdout(io.StringIO()):
        lord6 = house.house_owner_from_planet_positions(pp, s)
    return [
        (len(in_sign), [GRAHAS[int(p)] for p in in_sign]),
        (conj + len(asp), "conjoined %d (Mercury, Jupiter, lord %s as planet number) + aspecting %s"
         % (conj, GRAHAS[lord], [GRAHAS[p] for p in asp])),
        (int(bool(exalted) ), [GRAHAS[int(p)] for p in exalted]),
        (int(lord_odd), "%s in %s" % (GRAHAS[lord], SIGNS[p_to_h[lord]])),
        (s % 3, ["movable", "fixed", "dual"][s % 3]),
        (pp[lord6 + 1][1][1], "%s %.4f" % (GRAHAS[lord6], pp[lord6 + 1][1][1])),
    ]


def sign_of_cmp(x, y):
    """-1, 0 or 1: which of two rule values is larger (0: the rule does not decide)."""
    return (x > y) - (x < y)


def decide(va, vb, a, b, tie_to_b):
    """The first rule whose values differ, and the sign it makes stronger."""
    for k, (x, y) in enumerate(zip(va, vb)):
        if x[0] != y[0]:
            return (a if x[0] > y[0] else b), k + 1
    return (b if tie_to_b else a), 6


def pairs(pp, house, const, drik, jd_local, place):
    """Every comparison a seed is chosen by, as (systems, sign a, sign b)."""
    lagna = pp[0][1][0]
    with contextlib.redirect_stdout(io.StringIO()):
        ak = house.chara_karakas(pp)[0]
        hora, _ = drik.hora_lagna(jd_local, place)
    ak_sign = pp[ak + 1][1][0]
    out = [("narayana/shoola/kendradi-lagna/mandooka/brahma's seed", lagna, (lagna + 6) % 12),
           ("niryana shoola", (lagna + 1) % 12, (lagna + 7) % 12),
           ("kendradi-karaka (AK %s)" % GRAHAS[ak], ak_sign, (ak_sign + 6) % 12),
           ("trikona 1st v 5th", lagna, (lagna + 4) % 12),
           ("varnada (lagna v hora lagna)", lagna, hora)]
    return out


def main():
    parser = base_parser(__doc__.splitlines()[0], "-", SEED)
    parser.add_argument("--only", help="a birth date YYYY-MM-DD")
    parser.add_argument("--brahma", help="a birth date YYYY-MM-DD: trace PyJHora's Brahma")
    args = parser.parse_args()
    swe, _ = init_swisseph(args.ephe)
    const, utils, drik, charts = pyjhora_setup()
    with contextlib.redirect_stdout(io.StringIO()):
        from jhora.horoscope.chart import house
    for b in draw_births(swe, args.seed, N):
        date = "%04d-%02d-%02d" % (b["y"], b["m"], b["d"])
        if (args.only and date != args.only) or (args.brahma and date != args.brahma):
            continue
        offset = b["offset"]
        place = drik.Place("p", b["lat"], b["lon"], offset / 60.0)
        jd_local = b["jd_ut"] + offset / 1440.0
        with contextlib.redirect_stdout(io.StringIO()):
            pp = charts.divisional_chart(jd_local, place, divisional_chart_factor=1)[:10]
        if args.brahma:
            trace_brahma(house, const, pp)
            continue
        sign_of = [pp[g + 1][1][0] for g in range(9)]
        deg = [pp[g + 1][1][1] for g in range(9)]
        comparisons = pairs(pp, house, const, drik, jd_local, place)
        lagna = pp[0][1][0]
        for what, a, b2 in comparisons:
            traced = [(what, a, b2)]
            if what.startswith("trikona"):
                # The second comparison: the winner of the 1st and 5th against the 9th, with each
                # side's winner (the same comparison when the winners agree).
                with contextlib.redirect_stdout(io.StringIO()):
                    w = house.stronger_rasi_from_planet_positions(pp, a, b2)
                ow, _ = decide(ours_rules(sign_of, deg, a), ours_rules(sign_of, deg, b2), a, b2, False)
                traced.append(("trikona winner v 9th (PyJHora's winner)", w, (lagna + 8) % 12))
                if ow != w:
                    traced.append(("trikona winner v 9th (the engine's winner)", ow, (lagna + 8) % 12))
            for label, x, y in traced:
                report(label, date, x, y, pp, sign_of, deg, house, const, utils, args.only)


def report(label, date, a, b, pp, sign_of, deg, house, const, utils, always):
    if a == b:
        return
    with contextlib.redirect_stdout(io.StringIO()):
        theirs_answer = house.stronger_rasi_from_planet_positions(pp, a, b)
    pa, pb = pyjhora_rules(house, const, utils, pp, a), pyjhora_rules(house, const, utils, pp, b)
    oa, ob = ours_rules(sign_of, deg, a), ours_rules(sign_of, deg, b)
    theirs, t_rule = decide(pa, pb, a, b, True)
    # Rule 6 in PyJHora: rasi1 only when its lord is strictly further advanced.
    assert theirs == theirs_answer, (date, label, theirs, theirs_answer)
    ours, o_rule = decide(oa, ob, a, b, False)
    if ours == theirs and not always:
        return
    parted = next((k + 1 for k in range(6) if sign_of_cmp(oa[k][0], ob[k][0]) != sign_of_cmp(pa[k][0], pb[k][0])), None)
    print("%s %s: %s v %s -> PyJHora %s (rule %d), ours %s (rule %d); the readings part at rule %s" % (
        date, label, SIGNS[a], SIGNS[b], SIGNS[theirs], t_rule, SIGNS[ours], o_rule, parted))
    for k in range(6):
        print("  rule %d  PyJHora %s: %s | %s: %s   ours %s: %s | %s: %s" % (
            k + 1, SIGNS[a], pa[k], SIGNS[b], pb[k], SIGNS[a], oa[k], SIGNS[b], ob[k]))
    print("  chart: lagna %s; %s" % (SIGNS[pp[0][1][0]], ", ".join(
        "%s %s %.2f" % (GRAHAS[g], SIGNS[sign_of[g]], deg[g]) for g in range(9))))


def trace_brahma(house, const, pp):
    """PyJHora's Brahma step by step, and with each departure of its stronger-planet test left out."""
    lagna = pp[0][1][0]
    print("chart: lagna %s; %s" % (SIGNS[lagna], ", ".join(
        "%s %s %.2f" % (GRAHAS[g], SIGNS[pp[g + 1][1][0]], pp[g + 1][1][1]) for g in range(9))))
    with contextlib.redirect_stdout(io.StringIO()):
        sp = house.stronger_rasi_from_planet_positions(pp, lagna, (lagna + 6) % 12)
    print("stronger of the lagna and the 7th:", SIGNS[sp])
    original = house._stronger_planet_new
    source = inspect.getsource(original)
    variants = {
        "as PyJHora computes it": source,
        "the lagna not counted as a planet joining a graha": source.replace(
            "for value in p_to_h.values()) - 1",
            "for key, value in p_to_h.items() if key != const._ascendant_symbol) - 1"),
        "Mercury or Jupiter not counted as joining itself": source.replace(
            "[p_to_h[const.MERCURY_ID],p_to_h[const.JUPITER_ID],dispositor_of_planet1_house].count(planet1_house)",
            "[p_to_h[p] for p in (const.MERCURY_ID, const.JUPITER_ID) if p != planet1].count(planet1_house)").replace(
            "[p_to_h[const.MERCURY_ID],p_to_h[const.JUPITER_ID],dispositor_of_planet2_house].count(planet2_house)",
            "[p_to_h[p] for p in (const.MERCURY_ID, const.JUPITER_ID) if p != planet2].count(planet2_house)"),
    }
    for label, text in variants.items():
        first = label == "as PyJHora computes it"
        exec(text.replace("_debug_print = False", "_debug_print = %s" % first), house.__dict__)
        try:
            out = io.StringIO()
            with contextlib.redirect_stdout(out):
                lords = [house.house_owner_from_planet_positions(pp, (sp + h) % 12) for h in (5, 7, 11)]
                b = house.brahma(pp)
        finally:
            house._stronger_planet_new = original
        if first:
            print(out.getvalue().rstrip())
        print("%s: lords of the 6th, 8th, 12th %s, Brahma %s" % (label, [GRAHAS[g] for g in lords], GRAHAS[b]))


if __name__ == "__main__":
    main()
