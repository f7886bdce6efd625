#!/usr/bin/env python3
"""Generate test/fixtures/panchang_extras_pyjhora.json: PyJHora 4.8.7's panchang extras.

For 300 random days and places (fixed seed, 1950-2049, |lat| <= 50) this records what
PyJHora (jhora.panchanga.drik) answers for:
- the 30 named muhurtas (drik.muhurthas), Vijaya (drik.vijaya_muhurtha), Godhuli
  (drik.godhuli_muhurtha), Nishita (drik.nishita_muhurtha) and the three Sandhyas
  (drik.sandhya_periods), for the Vedic day that begins at the civil date's sunrise
  (requested at local noon of that date);
- disha shool (drik.disha_shool), Shiva vasa (drik.shiva_vaasa, method 2), Agni vasa
  (drik.agni_vaasa), Yogini vasa (drik.yogini_vaasa) and the Anandadi yoga
  (drik.anandhaadhi_yoga) at a random moment of that day, with the tithi, nakshatra and vara
  PyJHora used;
- chandrashtama (drik.chandrashtama: the janma rashi whose 8th the Moon is in, and when the Moon
  leaves that sign), at the same moment;
- the udaya lagna table (drik.next_ascendant_entry_date, the function drik.udhaya_lagna_muhurtha
  loops over; called here directly so that the entry times are kept as Julian days rather than
  clock hours): the sign rising at the moment and the next 12 sign entries
  from the moment.

PyJHora's functions take the LOCAL civil date and time as a Julian day; every time recorded
here is converted to a UT Julian day (local jd - tz/24, or the civil date's 0h UT + (hours -
tz)/24 for PyJHora's clock hours). PyJHora re-points Swiss Ephemeris at its own data folder when
imported; this script re-points it at --ephe and sets LAHIRI before any call. Its sunrise is the
disc centre without refraction (BIT_HINDU_RISING).

Usage: python tools/gen_panchang_extras_pyjhora.py [--ephe DIR] [--out FILE] [--seed N]
"""

import contextlib
import datetime as dt
import io
import random
from importlib import metadata

from fixture_common import base_parser, format_offset, pyswisseph_version, rnd, write_json

SEED = 20261126
N_CASES = 300
DATE_MIN = dt.date(1950, 1, 1)
DATE_MAX = dt.date(2049, 12, 31)


def load_pyjhora(ephe_arg):
    with contextlib.redirect_stdout(io.StringIO()):  # PyJHora prints on import
        from jhora import const, utils
        from jhora.panchanga import drik
    from fixture_common import init_swisseph

    swe, ephe = init_swisseph(ephe_arg)  # after the import: PyJHora set its own path
    drik.set_ayanamsa_mode("LAHIRI")
    const.set_node_mode(False)
    utils.set_language("en")
    return swe, drik, const, utils


def main():
    parser = base_parser(__doc__.splitlines()[0], "panchang_extras_pyjhora.json", SEED)
    args = parser.parse_args()
    swe, drik, const, utils = load_pyjhora(args.ephe)
    rng = random.Random(args.seed)
    span = (DATE_MAX - DATE_MIN).days
    cases = []
    for _ in range(N_CASES):
        date = DATE_MIN + dt.timedelta(days=rng.randint(0, span))
        lat = round(rng.uniform(-50.0, 50.0), 4)
        lon = round(rng.uniform(-180.0, 180.0), 4)
        tz_min = max(-12 * 60, min(14 * 60, int(round(lon / 7.5)) * 30))
        tz = tz_min / 60.0
        place = drik.Place("fixture", lat, lon, tz, elevation=0.0)
        day0_ut = swe.julday(date.year, date.month, date.day, 0.0, swe.GREG_CAL)

        def ut(hours):
            """PyJHora's local clock hours of the civil date as a UT Julian day."""
            return rnd(day0_ut + (hours - tz) / 24.0)

        noon = utils.julian_day_number((date.year, date.month, date.day), (12, 0, 0))
        rise = drik.sunrise(noon, place)
        sset = drik.sunset(noon, place)
        rise_next = drik.sunrise(noon + 1, place)
        muhurtas = [[name, good, ut(a), ut(b)] for name, good, (a, b) in drik.muhurthas(noon, place)]
        vd, vn = drik.vijaya_muhurtha(noon, place)
        god = drik.godhuli_muhurtha(noon, place)
        nis = drik.nishita_muhurtha(noon, place)
        ps, ms, ss = drik.sandhya_periods(noon, place)

        # A moment inside this Vedic day (sunrise to next sunrise), to the second.
        frac = rng.random()
        start_local = day0_ut + rise[0] / 24.0
        end_local = day0_ut + 1.0 + rise_next[0] / 24.0
        moment_local = start_local + frac * (end_local - start_local)
        whole = round((moment_local - day0_ut) * 86400.0)
        mday = date + dt.timedelta(days=whole // 86400)
        sec = whole % 86400
        hh, rem = divmod(sec, 3600)
        mm, s = divmod(rem, 60)
        jd_local = utils.julian_day_number((mday.year, mday.month, mday.day), (hh, mm, s))
        jd_ut = jd_local - tz / 24.0
        tit = drik.tithi(jd_local, place)
        nak = drik.nakshatra(jd_local, place)
        vaara = drik.vaara(jd_local, place)
        shiva, shiva_end = drik.shiva_vaasa(jd_local, place, method=2)
        agni, _ = drik.agni_vaasa(jd_local, place)
        yogini = drik.yogini_vaasa(jd_local, place)
        ananda, _ = drik.anandhaadhi_yoga(jd_local, place)
        c8_rasi, c8_next = drik.chandrashtama(jd_local, place)
        # The lagna table: the sign rising now and the 12 entries from its start.
        asc_now = drik.ascendant(jd_local, place)[0]
        # udhaya_lagna_muhurtha starts from a backward search (precision 0.01°, one-minute
        # steps) that can step over the boundary and run on for days; kept apart, and the
        # forward chain starts from the moment itself (the current sign's exit).
        previous = drik.next_ascendant_entry_date(jd_local, place, direction=-1)[0]
        entries = []
        probe = jd_local
        for _ in range(12):
            nxt = drik.next_ascendant_entry_date(probe, place, precision=1.0)[0]
            entries.append(nxt)
            probe = nxt + const.conjunction_increment

        cases.append({
            "input": {
                "date": mday.isoformat(),
                "time": "%02d:%02d:%02d" % (hh, mm, s),
                "tz": format_offset(tz_min),
                "lat": lat,
                "lon": lon,
            },
            "vedic_date": date.isoformat(),
            "jd_ut": rnd(jd_ut),
            "sunrise_jd_ut": ut(rise[0]),
            "sunset_jd_ut": ut(sset[0]),
            "next_sunrise_jd_ut": rnd(day0_ut + 1.0 + (rise_next[0] - tz) / 24.0),
            "muhurtas": muhurtas,
            "vijaya_day": [ut(vd[0]), ut(vd[1])],
            "vijaya_night": [ut(vn[0]), ut(vn[1])],
            "godhuli": [ut(god[0]), ut(god[1])],
            "nishita": [ut(nis[0]), ut(nis[1])],
            "sandhya": [[ut(a), ut(b)] for a, b in (ps, ms, ss)],
            "at_moment": {
                "tithi": int(tit[0]),
                "nakshatra": int(nak[0]),
                "vara": int(vaara),
                "disha_shool": int(drik.disha_shool(jd_local, place)),
                "shiva_vaasa": int(shiva),
                "agni_vaasa": int(agni),
                "yogini_vaasa": int(yogini),
                "anandadi_index": int(ananda),
                "chandrashtama_rasi": int(c8_rasi),
                "moon_leaves_sign_jd_ut": rnd(c8_next - tz / 24.0),
            },
            "lagna": {
                "rising_sign": int(asc_now) + 1,
                "pyjhora_previous_entry_jd_ut": rnd(previous - tz / 24.0),
                "next_entries_jd_ut": [rnd(e - tz / 24.0) for e in entries],
            },
        })
    write_json(args.out, {
        "source": "PyJHora %s (jhora.panchanga.drik), pyswisseph %s, Lahiri; tools/gen_panchang_extras_pyjhora.py"
        % (metadata.version("PyJHora"), pyswisseph_version()),
        "seed": args.seed,
        "sunrise": "PyJHora: disc centre, no refraction (BIT_HINDU_RISING), whole-second local clock",
        "indices": {
            "disha_shool": "0 East, 1 South, 2 West, 3 North (const.disha_shool_map)",
            "shiva_vaasa": "1 cemetery, 2 with Gauri, 3 assembly, 4 play, 5 Kailasa, 6 on Nandi, 7 dining",
            "agni_vaasa": "1 Prithvi, 2 Akasha, 3 Patala",
            "yogini_vaasa": "0 E, 1 S, 2 W, 3 N, 4 SW, 5 NW, 6 NE, 7 SE",
            "anandadi_index": "0..27 into const.anandhaadhi_yoga_names",
            "chandrashtama_rasi": "1..12",
        },
        "cases": cases,
    })


if __name__ == "__main__":
    main()
