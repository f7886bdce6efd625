#!/usr/bin/env python3
"""Generate test/fixtures/pyjhora_tara_kaala.json: Tara and Kaala dashas from PyJHora 4.8.7.

100 random births 1900-2100 (|lat| <= 60, offset = round(lon / 15) hours, whole minutes, fixed
seed), with pyswisseph 2.10.3.2 and PyJHora 4.8.7 (Lahiri, mean nodes, years of 365.25 days:
`drik.dhasa_year_duration` is replaced by that length). For each birth:

- tara: PyJHora's `jhora/horoscope/dhasa/graha/tara.py` `get_dhasa_bhukthi` (its default, Sanjay
  Rath's ring Venus, Moon, Ketu, Saturn, Jupiter, Mercury, Rahu, Mars, Sun with the Vimshottari
  years), mahadasha lords and starts (UT), and for the first 20 births the antardashas. PyJHora's
  own chart picks the kendra grahas and the strongest of them (its defaults: the stronger of
  Saturn/Rahu and Mars/Ketu by its rules); its Moon, which sets the balance, is replaced by the
  apparent sidereal Moon of pyswisseph (the engine's convention), as in
  tools/gen_graha_dasha_pyjhora.py. The kendra grahas PyJHora compared are recorded, and
  `classical_first_lord`: the strongest of them by P.V.R. Narasimha Rao's co-lord rules as
  docs/dasha.md reads them, written out here (`stronger`), on PyJHora's chart.
- kaala: PyJHora's `kaala.py` part of the day (`kaala_type`: 0 dawn, 1 day, 2 dusk, 3 night as
  PyJHora numbers them) and fraction `kaala_frac`, and its 18 mahadasha lords and starts (UT).
  Kaala's antardashas are not recorded (PyJHora splits each period into 18, see docs/dasha.md).
- classical: the part of the day and its elapsed fraction by BPHS's rule as docs/dasha.md reads
  it (sandhyas of 5 seasonal ghatis either side of sunrise and sunset: a sixth of the night
  before sunrise and after sunset, a sixth of the day after sunrise and before sunset), from
  pyswisseph `rise_trans` (disc centre, no refraction) written out here, with the resulting
  mahadasha starts, so the engine's rule is checked against an independent computation.

Usage: /tmp/venv/bin/python tools/gen_tara_kaala_pyjhora.py [--ephe DIR] [--out FILE] [--seed N]
"""

import contextlib
import io
import random
from importlib import metadata

from fixture_common import base_parser, format_offset, init_swisseph, rnd, write_json

SEED = 20261126
N = 100
LEVEL2_BIRTHS = 20
YEAR = 365.25
LORDS = ["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"]
PARTS = ["dawn", "day", "dusk", "night"]


def main():
    args = base_parser(__doc__.splitlines()[0], "pyjhora_tara_kaala.json", SEED).parse_args()
    with contextlib.redirect_stdout(io.StringIO()):
        from jhora import const, utils
        from jhora.panchanga import drik
        from jhora.horoscope.dhasa.graha import kaala, tara
        from jhora.horoscope.chart import charts
    swe, _ = init_swisseph(args.ephe)
    drik.set_ayanamsa_mode("LAHIRI")
    const._use_true_nodes_for_rahu_ketu = False
    drik.set_planet_list(set_rahu_ketu_as_true_nodes=False, include_western_planets=False)
    drik.dhasa_year_duration = lambda *a, **k: YEAR
    own_chart = charts.divisional_chart
    rng = random.Random(args.seed)
    cases = []
    while len(cases) < N:
        jd_ut = rng.uniform(swe.julday(1900, 1, 1, 0), swe.julday(2100, 12, 31, 0))
        lat = round(rng.uniform(-60, 60), 4)
        lon = round(rng.uniform(-180, 180), 4)
        offset = round(lon / 15) * 60
        y, m, d, h = swe.revjul(jd_ut + offset / 1440.0)
        hh = int(h)
        mm = int(round((h - hh) * 60))
        if mm == 60:
            continue
        jd_ut = swe.julday(y, m, d, hh + mm / 60.0) - offset / 1440.0
        jd_local = jd_ut + offset / 1440.0
        swe.set_sid_mode(swe.SIDM_LAHIRI)
        moon = swe.calc_ut(jd_ut, swe.MOON, swe.FLG_SWIEPH | swe.FLG_SIDEREAL)[0][0]
        place = drik.Place("p", lat, lon, offset / 60.0)
        dob, tob = drik.Date(y, m, d), (hh, mm, 0)

        def with_our_moon(*a, **k):
            pp = own_chart(*a, **k)
            pp[2] = [pp[2][0], (int(moon // 30), moon % 30)]
            return pp

        tara.charts.divisional_chart = with_our_moon
        with contextlib.redirect_stdout(io.StringIO()):
            pp = own_chart(jd_local, place)[: const._pp_count_upto_ketu]
            md = tara.get_dhasa_bhukthi(dob, tob, place, dhasa_level_index=1, round_duration=False)
            ad = tara.get_dhasa_bhukthi(dob, tob, place, dhasa_level_index=2, round_duration=False) if len(cases) < LEVEL2_BIRTHS else []
            ktype, kfrac, _, _ = kaala._dhasa_progression_and_periods(jd_local, place)
            _, kmd = kaala.get_dhasa_antardhasa(dob, tob, place, dhasa_level_index=1, round_duration=False)
        tara.charts.divisional_chart = own_chart
        part, frac = classical_part(swe, jd_ut, lat, lon)
        cases.append({
            "input": {"date": "%04d-%02d-%02d" % (y, m, d), "time": "%02d:%02d" % (hh, mm),
                      "tz": format_offset(offset), "lat": lat, "lon": lon},
            "jd_ut": rnd(jd_ut),
            "moon": rnd(moon),
            "tara": {
                "kendra_grahas": kendra_grahas(utils, pp),
                "classical_first_lord": classical_first_lord(utils, pp),
                "mahadasha": [[LORDS[l[0]], ut(swe, s, offset)] for l, s, _ in md],
                "antardasha": [[LORDS[l[0]], LORDS[l[1]], ut(swe, s, offset)] for l, s, _ in ad],
            },
            "kaala": {
                "pyjhora_part": PARTS[int(ktype)],
                "pyjhora_fraction": rnd(kfrac),
                "pyjhora_mahadasha": [[LORDS[l[0]], ut(swe, s, offset)] for l, s, _ in kmd],
                "part": part,
                "fraction": rnd(frac),
                "mahadasha": [[LORDS[k % 9], rnd(s)] for k, s in enumerate(kaala_starts(jd_ut, frac))],
            },
        })
    write_json(args.out, {
        "source": "PyJHora %s (jhora.horoscope.dhasa.graha.tara, kaala), Lahiri, mean nodes, 365.25-day years; "
        "pyswisseph %s Moon fed to Tara; classical Kaala part from pyswisseph rise_trans (disc centre, no refraction)"
        % (metadata.version("PyJHora"), metadata.version("pyswisseph")),
        "generated_by": "tools/gen_tara_kaala_pyjhora.py",
        "semantics": "all JDs are UT. tara.mahadasha = [lord, start]; tara.antardasha = [md, ad, start] (first 20 "
        "births); tara.kendra_grahas = grahas in the 1st, 4th, 7th and 10th signs (PyJHora's chart). "
        "kaala.pyjhora_* = PyJHora's part, fraction and 18 mahadashas; kaala.part/fraction/mahadasha = BPHS's "
        "seasonal-ghati sandhyas computed in this script (first cycle 120 f years, second 120 (1 - f)).",
        "cases": cases,
    })


def kendra_grahas(utils, pp):
    h_to_p = utils.get_house_planet_list_from_planet_positions(pp)
    asc = pp[0][1][0]
    out = []
    for h in (0, 3, 6, 9):
        cell = h_to_p[(asc + h) % 12]
        out += [LORDS[int(p)] for p in cell.split("/") if p not in ("", "L")]
    return sorted(out, key=LORDS.index)


EXALT = [0, 1, 9, 5, 3, 11, 6, 1, 7]  # exaltation signs, Sun ... Ketu (Rahu Taurus, Ketu Scorpio)
SIGN_LORDS = [2, 5, 3, 1, 0, 3, 5, 2, 4, 6, 6, 4]


def rasi_aspects(s):
    """Jaimini rasi drishti of sign s: movable -> fixed, fixed -> movable (not adjacent); dual -> dual."""
    out = []
    for t in range(12):
        adjacent = (t + 1) % 12 == s or (s + 1) % 12 == t
        if (s % 3, t % 3) in ((0, 1), (1, 0)) and not adjacent or (s % 3 == 2 and t % 3 == 2 and t != s):
            out.append(t)
    return out


def stronger(signs, degrees, a, b):
    """PVR's co-lord rules in order: (0) with a node, the one in the node's own sign (Rahu Aquarius,
    Ketu Scorpio) yields; (1) more grahas with it; (2) more of Jupiter, Mercury and its dispositor
    (not itself) with it or aspecting its sign; (3) exalted; (4) dual > fixed > movable; (5) degree."""
    own = {7: 10, 8: 7}.get(a, {7: 10, 8: 7}.get(b))
    if own is not None:
        if signs[a] == own and signs[b] != own:
            return b
        if signs[b] == own and signs[a] != own:
            return a

    def joined(g):
        return sum(1 for x in range(9) if x != g and signs[x] == signs[g])

    def helpers(g):
        s = signs[g]
        return sum(1 for h in (4, 3, SIGN_LORDS[s]) if h != g and (signs[h] == s or s in rasi_aspects(signs[h])))

    for f in (joined, helpers, lambda g: EXALT[g] == signs[g], lambda g: signs[g] % 3):
        if f(a) != f(b):
            return a if f(a) > f(b) else b
    return a if degrees[a] >= degrees[b] else b


def classical_first_lord(utils, pp):
    """The kendra with most grahas first (ties 1st, 4th, 7th, 10th), grahas in the order Sun ... Ketu;
    each next one against the winner so far."""
    asc = pp[0][1][0]
    signs = [pp[g + 1][1][0] for g in range(9)]
    degrees = [pp[g + 1][1][1] for g in range(9)]
    kendras = [[g for g in range(9) if signs[g] == (asc + h) % 12] for h in (0, 3, 6, 9)]
    order = [g for k in sorted(kendras, key=len, reverse=True) for g in k]
    if not order:
        return None
    best = order[0]
    for g in order[1:]:
        best = stronger(signs, degrees, g, best)
    return LORDS[best]


def rise_set(swe, jd, lat, lon, rise):
    flags = swe.BIT_DISC_CENTER | swe.BIT_NO_REFRACTION | (swe.CALC_RISE if rise else swe.CALC_SET)
    return swe.rise_trans(jd, swe.SUN, flags, (lon, lat, 0.0))[1][0]


def classical_part(swe, jd, lat, lon):
    """BPHS's four parts with seasonal ghatis: (part, elapsed fraction) of the moment."""
    rise = rise_set(swe, jd - 1.2, lat, lon, True)
    while True:
        nxt = rise_set(swe, rise + 1e-3, lat, lon, True)
        if nxt > jd:
            break
        rise = nxt
    sset = rise_set(swe, rise, lat, lon, False)
    day6, night6 = (sset - rise) / 6, (nxt - sset) / 6
    if jd < rise + day6:
        prev_set = rise_set(swe, rise - 1.0, lat, lon, False)
        a, b, part = rise - (rise - prev_set) / 6, rise + day6, "dawn"
    elif jd < sset - day6:
        a, b, part = rise + day6, sset - day6, "day"
    elif jd < sset + night6:
        a, b, part = sset - day6, sset + night6, "dusk"
    elif jd < nxt - night6:
        a, b, part = sset + night6, nxt - night6, "night"
    else:
        next_set = rise_set(swe, nxt, lat, lon, False)
        a, b, part = nxt - night6, nxt + (next_set - nxt) / 6, "dawn"
    return part, (jd - a) / (b - a)


def kaala_starts(jd, frac):
    out, start = [], jd
    for f in (frac, 1 - frac):
        for k in range(9):
            out.append(start)
            start += 120 * f * (k + 1) / 45 * YEAR
    return out


def ut(swe, start, offset):
    y, m, d, h = start
    return rnd(swe.julday(y, m, d, h) - offset / 1440.0)


if __name__ == "__main__":
    main()
