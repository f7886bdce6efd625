#!/usr/bin/env python3
"""Generate test/fixtures/pyjhora_panchang.json with PyJHora's panchang (Lahiri, mean nodes).

For random moments and places 1900-2100 this records what PyJHora 4.8.7 (jhora.panchanga.drik)
reports: tithi, nakshatra and pada, yoga, karana, vara, the hora lord and the Gauri choghadiya
in force, the amanta lunar month with its adhika flag, and its sunrise and sunset, with a note per
field on what PyJHora actually computes (at the moment or at sunrise, numbering, names), so
that a comparison can be made like for like.

PyJHora functions take a "jd" that is the LOCAL civil date and time as a Julian day
(utils.julian_day_number(dob, tob) = swe.julday(local date, local hours)), not UT; each
case records it as pyjhora_jd_local. PyJHora re-points Swiss Ephemeris at its own data folder
when imported and defaults to the True Pushya ayanamsa; this script re-points the ephemeris at
--ephe and sets LAHIRI and mean nodes before any call.

Next to PyJHora's values, each case has `margin_s`: seconds from the moment to the nearest
boundary of the element (tithi/karana/nakshatra/yoga by bisection on pyswisseph apparent
positions, Lahiri; hora/choghadiya from PyJHora's own period boundaries), so a comparison can
skip moments where a few seconds of convention difference flip the element.

Usage: python tools/gen_pyjhora_panchang.py [--ephe DIR] [--out FILE] [--seed N]
"""

import contextlib
import datetime as dt
import io
import random
from importlib import metadata

from fixture_common import base_parser, check_flags, format_offset, rnd, write_json

SEED = 20250302
N_CASES = 300
DATE_MIN = dt.date(1900, 1, 1)
DATE_MAX = dt.date(2100, 12, 31)
SECOND = 1.0 / 86400.0
# PyJHora planet indices used by its hora table.
PLANETS = ["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn"]
CHOGHADIYA_KEYS = ["gc_udvega_str", "gc_chara_str", "gc_laabha_str", "gc_amrit_str", "gc_kaala_str", "gc_shubha_str", "gc_roga_str"]
# Our reading of the 7 types, in PyJHora's index order (const.gauri_choghadiya_types).
CHOGHADIYA_STANDARD = ["Udveg", "Char", "Labh", "Amrit", "Kaal", "Shubh", "Rog"]
MONTHS = ["Chaitra", "Vaishakha", "Jyeshtha", "Ashadha", "Shravana", "Bhadrapada", "Ashwin", "Kartika",
          "Margashirsha", "Pausha", "Magha", "Phalguna"]


def load_pyjhora(ephe_arg):
    with contextlib.redirect_stdout(io.StringIO()):  # PyJHora prints on import
        from jhora import const, utils
        from jhora.panchanga import drik
    from fixture_common import init_swisseph

    swe, ephe = init_swisseph(ephe_arg)  # after the import: PyJHora set its own path
    drik.set_ayanamsa_mode("LAHIRI")
    const.set_node_mode(False)  # mean nodes (irrelevant to these fields, set for the record)
    utils.set_language("en")
    return swe, drik, const, utils, ephe


class Apparent:
    """Element boundaries on pyswisseph apparent positions (the core's convention), for margins."""

    KINDS = {"tithi": 30, "karana": 60, "nakshatra": 27, "yoga": 27}

    def __init__(self, swe):
        self.swe = swe

    def angle(self, kind, jd):
        swe = self.swe
        swe.set_sid_mode(swe.SIDM_LAHIRI, 0, 0)
        if kind in ("tithi", "karana"):
            f = swe.FLG_SWIEPH | swe.FLG_SPEED
            return (swe.calc_ut(jd, swe.MOON, f)[0][0] - swe.calc_ut(jd, swe.SUN, f)[0][0]) % 360.0
        f = swe.FLG_SWIEPH | swe.FLG_SPEED | swe.FLG_SIDEREAL
        moon = swe.calc_ut(jd, swe.MOON, f)[0][0]
        if kind == "nakshatra":
            return moon % 360.0
        return (moon + swe.calc_ut(jd, swe.SUN, f)[0][0]) % 360.0

    def number(self, kind, jd):
        n = self.KINDS[kind]
        return min(int(self.angle(kind, jd) / (360.0 / n)), n - 1) + 1

    def margin_s(self, kind, jd):
        """Seconds from jd to the nearest start/end of the element in force (to ~0.1 s)."""
        n0 = self.number(kind, jd)
        best = None
        for direction in (-1, 1):
            inside, step = jd, 1.0 / 24.0
            while True:
                probe = inside + direction * step
                if self.number(kind, probe) != n0:
                    break
                inside = probe
            outside = probe
            while abs(outside - inside) > 0.1 * SECOND:
                mid = 0.5 * (inside + outside)
                if self.number(kind, mid) == n0:
                    inside = mid
                else:
                    outside = mid
            d = abs(0.5 * (inside + outside) - jd) / SECOND
            best = d if best is None else min(best, d)
        return round(best, 1)


def periods(drik, jd_table, place, parts):
    """PyJHora's own period list (shubha_hora / gauri_choghadiya) with the boundaries as local jd.

    The boundaries repeat PyJHora's arithmetic exactly: srise[2] + i*day_dur/parts and
    sset[2] + i*night_dur/parts, where srise[2]/sset[2] are its whole-second local-clock JDs.
    """
    srise = drik.sunrise(jd_table, place)
    sset = drik.sunset(jd_table, place)
    srise_next = drik.sunrise(jd_table + 1, place)
    day_dur = (sset[0] - srise[0]) / 24
    night_dur = (24 + srise_next[0] - sset[0]) / 24
    bounds = [srise[2] + i * day_dur / parts for i in range(parts + 1)]
    bounds += [sset[2] + i * night_dur / parts for i in range(1, parts + 1)]
    return bounds, srise, sset, srise_next


def find_period(bounds, jd_local):
    """Index (0-based) of the period holding jd_local between consecutive bounds, or None."""
    for i in range(len(bounds) - 1):
        if bounds[i] <= jd_local < bounds[i + 1]:
            return i
    return None


def main():
    parser = base_parser(__doc__.splitlines()[0], "pyjhora_panchang.json", SEED)
    args = parser.parse_args()
    swe, drik, const, utils, _ = load_pyjhora(args.ephe)
    apparent = Apparent(swe)
    rng = random.Random(args.seed)
    span = (DATE_MAX - DATE_MIN).days
    res = utils.resource_strings
    gc_names = [res[k] for k in CHOGHADIYA_KEYS]

    cases = []
    for _ in range(N_CASES):
        date = DATE_MIN + dt.timedelta(days=rng.randint(0, span))
        second_of_day = rng.randint(0, 86399)
        lat = round(rng.uniform(-60.0, 60.0), 4)
        lon = round(rng.uniform(-180.0, 180.0), 4)
        tz_min = int(round(lon / 7.5)) * 30 + rng.choice((-30, 0, 30))
        tz_min = max(-12 * 60, min(14 * 60, tz_min))
        tz = tz_min / 60.0
        hh, rem = divmod(second_of_day, 3600)
        mm, ss = divmod(rem, 60)
        place = drik.Place("fixture", lat, lon, tz, elevation=0.0)

        jd_local = utils.julian_day_number((date.year, date.month, date.day), (hh, mm, ss))
        jd_ut = jd_local - tz / 24.0
        _, flags = swe.calc_ut(jd_ut, swe.SUN, drik.PLANET_FLAGS)
        check_flags(swe, flags, "sun at jd %.6f" % jd_ut)

        def local_hours_to_ut(hours, day=date):
            """PyJHora's unrounded local-clock hours of civil date `day` as a UT Julian day."""
            return rnd(swe.julday(day.year, day.month, day.day, 0.0, swe.GREG_CAL) + (hours - tz) / 24.0)

        # --- sunrise / sunset of the civil date (first rise after local midnight) ---
        rise = drik.sunrise(jd_local, place)
        sset = drik.sunset(jd_local, place)
        before_sunrise = jd_local < rise[2]

        # --- the five limbs, all evaluated at the moment ---
        t = drik.tithi(jd_local, place)
        n = drik.nakshatra(jd_local, place)
        y = drik.yogam(jd_local, place)
        k = drik.karana(jd_local, place)
        vaara = drik.vaara(jd_local, place)
        # The same at PyJHora's sunrise of the civil date.
        ts = drik.tithi(rise[2], place)
        ns = drik.nakshatra(rise[2], place)
        ys = drik.yogam(rise[2], place)
        ks = drik.karana(rise[2], place)

        # --- lunar month ---
        lmd = drik.lunar_month_date(jd_local, place)  # [month 1..12, lunar day, year, adhika, nija] at sunrise
        lm = drik.lunar_month(jd_local, place)  # [month (0 = Phalguna!), adhika, nija], tithi at the moment

        # --- hora and choghadiya: PyJHora's tables for the Vedic day holding the moment ---
        # PyJHora's shubha_hora(jd)/gauri_choghadiya(jd) span sunrise(date of jd) .. next sunrise but
        # take the weekday from vaara(jd), which is the previous weekday when jd is before sunrise.
        # So the table is requested at local noon of the Vedic day's civil date.
        vedic_date = date - dt.timedelta(days=1) if before_sunrise else date
        jd_table = utils.julian_day_number((vedic_date.year, vedic_date.month, vedic_date.day), (12, 0, 0))
        hora_list = drik.shubha_hora(jd_table, place)
        gc_list = drik.gauri_choghadiya(jd_table, place)
        table_vaara = drik.vaara(jd_table, place)
        hb, _, _, _ = periods(drik, jd_table, place, 12)
        cb, trise, tset, tnext = periods(drik, jd_table, place, 8)
        hi = find_period(hb, jd_local)
        ci = find_period(cb, jd_local)
        if hi is None or ci is None:
            raise RuntimeError("moment %s %s outside PyJHora's hora/choghadiya tables" % (date, jd_local))
        hora_lord, hora_start, hora_end = hora_list[hi]
        gc_type, gc_start, gc_end = gc_list[ci]
        hora_margin = min(jd_local - hb[hi], hb[hi + 1] - jd_local) / SECOND
        gc_margin = min(jd_local - cb[ci], cb[ci + 1] - jd_local) / SECOND

        nak_pada = (int(n[0]), int(n[1]))
        case = {
            "input": {
                "date": date.isoformat(),
                "time": "%02d:%02d:%02d" % (hh, mm, ss),
                "tz": format_offset(tz_min),
                "lat": lat,
                "lon": lon,
            },
            "jd_ut": rnd(jd_ut),
            "pyjhora_jd_local": rnd(jd_local),
            "before_sunrise": before_sunrise,
            "sunrise": {
                "local_hours": rnd(rise[0]),
                "local": rise[1],
                "jd_ut": local_hours_to_ut(rise[0]),
                "pyjhora_jd_local_rounded": rnd(rise[2]),
            },
            "sunset": {
                "local_hours": rnd(sset[0]),
                "local": sset[1],
                "jd_ut": local_hours_to_ut(sset[0]),
                "pyjhora_jd_local_rounded": rnd(sset[2]),
            },
            "tithi": {
                "number": int(t[0]),
                "name": utils.TITHI_LIST[int(t[0]) - 1],
                "paksha": "shukla" if t[0] <= 15 else "krishna",
                "pyjhora_start_local_hours": rnd(t[1]),
                "pyjhora_end_local_hours": rnd(t[2]),
            },
            "nakshatra": {
                "number": nak_pada[0],
                "pada": nak_pada[1],
                "name": utils.NAKSHATRA_LIST[nak_pada[0] - 1],
                "pyjhora_end_local_hours": rnd(n[3]),
            },
            "yoga": {
                "number": int(y[0]),
                "name": utils.YOGAM_LIST[int(y[0]) - 1],
                "pyjhora_start_local_hours": rnd(y[1]),
                "pyjhora_end_local_hours": rnd(y[2]),
            },
            "karana": {
                "number": int(k[0]),
                "name": utils.KARANA_LIST[int(k[0]) - 1],
                "pyjhora_start_local_hours": rnd(k[1]),
                "pyjhora_end_local_hours": rnd(k[2]),
            },
            "vara": {"number": int(vaara), "name": utils.DAYS_LIST[int(vaara)]},
            "hora": {
                "lord": PLANETS[hora_lord],
                "pyjhora_planet_index": int(hora_lord),
                "index": hi + 1,
                "start_local": hora_start,
                "end_local": hora_end,
                "start_jd_ut": rnd(hb[hi] - tz / 24.0),
                "end_jd_ut": rnd(hb[hi + 1] - tz / 24.0),
            },
            "choghadiya": {
                "type": int(gc_type),
                "name": gc_names[gc_type],
                "standard_name": CHOGHADIYA_STANDARD[gc_type],
                "index": ci + 1,
                "start_local": gc_start,
                "end_local": gc_end,
                "start_jd_ut": rnd(cb[ci] - tz / 24.0),
                "end_jd_ut": rnd(cb[ci + 1] - tz / 24.0),
            },
            "vedic_day": {
                "civil_date": vedic_date.isoformat(),
                "vara": int(table_vaara),
                "sunrise_jd_ut": local_hours_to_ut(trise[0], vedic_date),
                "sunset_jd_ut": local_hours_to_ut(tset[0], vedic_date),
                "next_sunrise_jd_ut": local_hours_to_ut(tnext[0], vedic_date + dt.timedelta(days=1)),
            },
            "lunar_month": {
                "number": int(lmd[0]),
                "name": MONTHS[int(lmd[0]) - 1],
                "pyjhora_name": utils.MONTH_LIST[int(lmd[0]) - 1],
                "adhika": bool(lmd[3]),
                "nija": bool(lmd[4]),
                "lunar_day": int(lmd[1]),
            },
            "lunar_month_at_moment": {
                "raw": int(lm[0]),
                "number": int(lm[0]) if lm[0] != 0 else 12,
                "adhika": bool(lm[1]),
            },
            "at_sunrise": {
                "pyjhora_jd_local": rnd(rise[2]),
                "jd_ut": rnd(rise[2] - tz / 24.0),
                "tithi": int(ts[0]),
                "nakshatra": int(ns[0]),
                "pada": int(ns[1]),
                "yoga": int(ys[0]),
                "karana": int(ks[0]),
            },
            "margin_s": {
                "tithi": apparent.margin_s("tithi", jd_ut),
                "karana": apparent.margin_s("karana", jd_ut),
                "nakshatra": apparent.margin_s("nakshatra", jd_ut),
                "yoga": apparent.margin_s("yoga", jd_ut),
                "hora": round(hora_margin, 1),
                "choghadiya": round(gc_margin, 1),
            },
        }
        cases.append(case)

    n_before = sum(c["before_sunrise"] for c in cases)
    n_adhika = sum(c["lunar_month"]["adhika"] for c in cases)
    n_month_diff = sum(c["lunar_month"]["number"] != c["lunar_month_at_moment"]["number"] for c in cases)
    print("cases: %d, before sunrise: %d, adhika: %d, month at sunrise != at moment: %d" % (len(cases), n_before, n_adhika, n_month_diff))

    doc = {
        "source": "PyJHora %s (jhora.panchanga.drik) on pyswisseph %s with sepl_18/semo_18/seas_18 .se1 files; "
        "margins from pyswisseph in this script" % (metadata.version("PyJHora"), swe.version),
        "generated_by": "tools/gen_pyjhora_panchang.py",
        "seed": args.seed,
        "pyjhora_settings": {
            "ayanamsa": "drik.set_ayanamsa_mode('LAHIRI') -> swe.set_sid_mode(SIDM_LAHIRI) (PyJHora's default is TRUE_PUSHYA)",
            "nodes": "const.set_node_mode(False): mean nodes (not used by these fields)",
            "planet_flags": "drik.PLANET_FLAGS = %d = FLG_SWIEPH|FLG_SIDEREAL|FLG_TRUEPOS|FLG_SPEED: TRUE geometric "
            "positions (no light time, no aberration), nutation included. All panchang angles use these sidereal "
            "longitudes (tithi = Moon - Sun sidereal = tropical elongation). Against apparent positions (the Sun's "
            "aberration is ~20.5\") PyJHora's boundaries fall 33-45 s LATER for tithi and karana, 31-40 s EARLIER "
            "for yoga and 1.2-1.4 s EARLIER for nakshatra (measured 1900-2100)" % drik.PLANET_FLAGS,
            "sunrise": "drik.sunrise/sunset: swe.rise_trans(jd0_ut - tz/24, SUN, (lon, lat, 0 m), rsmi=RISE_FLAGS=%d "
            "/ SET_FLAGS=%d = CALC_RISE/CALC_SET|BIT_HINDU_RISING|BIT_NO_REFRACTION|BIT_DISC_CENTER, flags=PLANET_FLAGS), "
            "i.e. disc centre on the geometric horizon, no refraction, geocentric and ecliptic latitude ignored "
            "(BIT_HINDU_RISING includes BIT_GEOCTR_NO_ECL_LAT), true positions; the first event after local civil "
            "midnight of the date. local_hours is unrounded; PyJHora's own jd (index 2) is the same time rounded "
            "to whole seconds, and all its hora/choghadiya boundaries start from that rounded value"
            % (drik.RISE_FLAGS, drik.SET_FLAGS),
            "language": "utils.set_language('en'): names from jhora/lang/list_values_en.txt (Tamil-flavoured English spellings)",
        },
        "conventions": {
            "input": "random local civil date/time 1900-2100, tz = half hour nearest the longitude's mean time shifted by "
            "-30/0/+30 min (within -12:00..+14:00), lat in [-60, 60], lon in [-180, 180], elevation 0 m",
            "jd_ut": "UT Julian day of the moment = pyjhora_jd_local - tz/24",
            "pyjhora_jd_local": "the jd handed to every PyJHora call: swe.julday(local date, local clock hours) "
            "(PyJHora's convention: local clock time as if it were UT)",
            "local_hours": "PyJHora's time values: hours on the local clock counted from local midnight of the input "
            "date (may be < 0 or >= 24)",
            "floats": "rounded to 10 decimals",
        },
        "pyjhora_semantics": {
            "sunrise / sunset": "of the input's CIVIL date (first rise/set after local midnight), not of the Vedic day: "
            "for before_sunrise moments it is the sunrise that FOLLOWS the moment. jd_ut = jd0_ut + (local_hours - tz)/24, "
            "unrounded",
            "tithi": "AT THE MOMENT: drik.tithi(jd) with const.use_planet_speed_for_panchangam_end_timings=True -> "
            "tithi_using_planet_speed: number = ceil(((Moon - Sun) mod 360) / 12) at jd_ut, 1..30 (1-15 Shukla "
            "Pratipada..Purnima, 16-29 Krishna Pratipada..Chaturdashi, 30 Amavasya). Start/end hours are a linear "
            "extrapolation with the daily speeds at the moment (minutes off; informative only)",
            "nakshatra": "AT THE MOMENT: drik.nakshatra(jd): number = floor(Moon sidereal / 13deg20') + 1 (1 = Ashwini .. "
            "27 = Revati), pada = floor((Moon mod 13deg20') / 3deg20') + 1 (1..4), both at jd_ut. The end hours come "
            "from an inverse-Lagrange fit from sunrise (informative only)",
            "yoga": "AT THE MOMENT: drik.yogam(jd) (planet-speed variant): number = ceil(((Sun + Moon) sidereal mod 360) / "
            "13deg20') at jd_ut, 1..27 (1 = Vishkambha .. 27 = Vaidhriti); start/end by linear extrapolation",
            "karana": "AT THE MOMENT: drik.karana(jd) = 2*tithi - 1, +1 when the moment is past the time-midpoint of "
            "PyJHora's linear tithi start/end; with the linear model this is exactly 'elongation past the tithi's "
            "middle 6 deg', i.e. number = floor(elongation / 6) + 1, 1..60: 1 = Kimstughna, 2..57 = Bava, Balava, "
            "Kaulava, Taitila, Gara, Vanija, Vishti repeating, 58 = Shakuni ('Sakuna'), 59 = Chatushpada, 60 = Naga",
            "vara": "AT THE MOMENT, sunrise to sunrise: drik.vaara(jd) = civil weekday, minus one when the local clock "
            "hour is before that civil date's sunrise; 0 = Sunday .. 6 = Saturday",
            "hora": "drik.shubha_hora(jd_table): 12 equal parts of sunrise..sunset then 12 of sunset..next sunrise, lords "
            "in Chaldean order (Saturn, Jupiter, Mars, Sun, Venus, Mercury, Moon) from the weekday lord at sunrise. "
            "PyJHora takes the table's weekday from vaara(jd) but its times from the civil date's sunrise, which is "
            "wrong for a jd before sunrise; this script therefore calls it at local NOON of the Vedic day's civil "
            "date (vedic_day.civil_date = previous date when before_sunrise) and picks the entry holding the moment. "
            "index 1..24 (1-12 day, 13-24 night); lord is PyJHora's planet index 0..6 = Sun..Saturn",
            "choghadiya": "drik.gauri_choghadiya(jd_table), same table choice as hora: 8 equal parts of the day and of the "
            "night; type 0..6 = const.gauri_choghadiya_types order Udveg, Chara, Laabha, Amrit, Kaala, Shubha, Roga "
            "(name = PyJHora's English string, standard_name = common spelling); day sequence from the weekday's "
            "row of const.gauri_choghadiya_day_table, night from gauri_choghadiya_night_table; index 1..16",
            "lunar_month": "AT THE SUNRISE of the input's CIVIL date: drik.lunar_month_date(jd) takes the tithi at "
            "sunrise(jd), finds the new moons before and after that sunrise, month = Sun's sidereal sign at the previous "
            "new moon + 2 (1 = Chaitra when the Sun is in Meena .. 12 = Phalguna; amanta), adhika = the Sun is in the "
            "same sign at both new moons, nija = the month after an adhika month of the same name. name = our standard "
            "spelling for the number; pyjhora_name = PyJHora's MONTH_LIST entry (Tamil SOLAR month names, which PyJHora "
            "also uses for lunar months). lunar_day = tithi at that sunrise, 1..30",
            "lunar_month_at_moment": "drik.lunar_month(jd): same rule but the tithi at the moment selects the new moons "
            "(the search still starts from the civil date's sunrise); raw value uses 0 for Phalguna (a PyJHora quirk), "
            "number maps 0 -> 12",
            "at_sunrise": "tithi/nakshatra/pada/yoga/karana evaluated by the same PyJHora functions at PyJHora's "
            "(whole-second) sunrise of the civil date, jd_ut given",
            "margin_s": "seconds from the moment to the nearest boundary: tithi/karana/nakshatra/yoga by bisection on "
            "pyswisseph APPARENT positions with Lahiri (the core's convention), hora/choghadiya from PyJHora's own "
            "boundaries. PyJHora's true-position convention moves element boundaries by up to ~1 min, and its "
            "sunrise differs from other conventions by seconds to minutes: skip comparisons with small margins",
        },
        "cases": cases,
    }
    write_json(args.out, doc)


if __name__ == "__main__":
    main()
