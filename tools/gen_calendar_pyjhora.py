#!/usr/bin/env python3
"""Generate test/fixtures/pyjhora_calendar.json: PyJHora's vrat dates for New Delhi, 2023-2026.

PyJHora 4.8.7 (jhora.panchanga.vratha) lists, for a tithi, the first civil date whose Vedic day
(sunrise to next sunrise, PyJHora's own sunrise) holds that tithi at any time: the tithi in force
at sunrise, or the one that begins before the next sunrise. It records the tithi's start and
end in local hours from that date's midnight (negative: the day before; above 24: the day after).
This script records, for the observance tithis of the calendar group (Ekadashi 11/26, Purnima 15,
Amavasya 30, Trayodashi 13/28 for Pradosh, Krishna Chaturthi 19, Krishna Chaturdashi 29), each
such date with the start and end as UT Julian days, 
its nakshatra dates for one nakshatra, and the Sun's sidereal ingresses (sankrantis) by
bisection on pyswisseph. The Rust test native/core/tests/calendar_vs_pyjhora.rs
compares the spans and the dates (times also against a pyswisseph bisection recorded beside
PyJHora's interpolated ones); the differences of rule are explained in docs/calendar.md.

Usage: python tools/gen_calendar_pyjhora.py [--ephe DIR] [--out FILE]
"""

import contextlib
import io
from importlib import metadata

from fixture_common import base_parser, write_json

LAT, LON, TZ = 28.6139, 77.2090, 5.5
YEARS = (2023, 2024, 2025, 2026)
TITHIS = {"ekadashi": [11, 26], "purnima": [15], "amavasya": [30], "trayodashi": [13, 28],
          "krishna_chaturthi": [19], "krishna_chaturdashi": [29]}
NAKSHATRA = 8  # Pushya


def load(ephe_arg):
    with contextlib.redirect_stdout(io.StringIO()):  # PyJHora prints on import
        from jhora import const, utils
        from jhora.panchanga import drik, vratha
    from fixture_common import init_swisseph

    swe, ephe = init_swisseph(ephe_arg)
    drik.set_ayanamsa_mode("LAHIRI")
    const.set_node_mode(False)
    # PyJHora's default (const.use_planet_speed_for_panchangam_end_timings) extrapolates a
    # tithi's end linearly from the daily speeds, minutes off the true instant: the bisection
    # beside it is the oracle for the times, PyJHora's the oracle for the dates.
    utils.set_language("en")
    return swe, drik, vratha, ephe


def tithi_boundary(swe, target, guess):
    """The instant near `guess` (within 0.4 day) at which the Moon's elongation from the Sun
    (apparent, pyswisseph) reaches `target` degrees, by bisection: an oracle for the times
    independent of PyJHora's interpolation."""
    def past(jd):
        f = swe.FLG_SWIEPH
        e = (swe.calc_ut(jd, swe.MOON, f)[0][0] - swe.calc_ut(jd, swe.SUN, f)[0][0]) % 360.0
        return (e - target) % 360.0 < 180.0

    a, b = guess - 0.4, guess + 0.4
    for _ in range(50):
        m = (a + b) / 2
        if past(m):
            b = m
        else:
            a = m
    return round(b, 8)


def sankranti_crossings(swe):
    """Sidereal (Lahiri) ingresses of the Sun by bisection on pyswisseph: PyJHora's own
    sankranti_dates needs the Moshier-era file seplm48.se1 for its date conversion, so the
    ingress times come straight from pyswisseph instead."""
    swe.set_sid_mode(swe.SIDM_LAHIRI, 0, 0)
    flags = swe.FLG_SWIEPH | swe.FLG_SIDEREAL

    def lon(jd):
        return swe.calc_ut(jd, swe.SUN, flags)[0][0]

    out = []
    jd, end = swe.julday(YEARS[0], 1, 1, 0.0), swe.julday(YEARS[-1] + 1, 1, 1, 0.0)
    while jd < end:
        a, b = jd, jd + 1.0
        if int(lon(a) // 30) != int(lon(b) // 30):
            for _ in range(60):
                m = (a + b) / 2
                if int(lon(m) // 30) == int(lon(a) // 30):
                    a = m
                else:
                    b = m
            out.append({"sign": int(lon(b) // 30), "jd_ut": round(b, 8)})
        jd += 1.0
    return out


def main():
    args = base_parser(__doc__, "pyjhora_calendar.json", 0).parse_args()
    swe, drik, vratha, ephe = load(args.ephe)
    place = drik.Place("New Delhi", LAT, LON, TZ)

    def ut(date, hours):
        return round(swe.julday(date[0], date[1], date[2], 0.0) + (hours - TZ) / 24.0, 8)

    tithis = []
    for name, numbers in TITHIS.items():
        for number in numbers:
            for year in YEARS:
                start, end = drik.Date(year, 1, 1), drik.Date(year + 1, 1, 1)
                for date, s, e, _tag in vratha.tithi_dates(place, start, end, [number]):
                    start_ut, end_ut = ut(date, s), ut(date, e)
                    tithis.append({"observance": name, "tithi": number, "date": "%04d-%02d-%02d" % tuple(date),
                                   "start_jd_ut": start_ut, "end_jd_ut": end_ut,
                                   "bisect_start_jd_ut": tithi_boundary(swe, (number - 1) * 12.0, start_ut),
                                   "bisect_end_jd_ut": tithi_boundary(swe, (number * 12.0) % 360.0, end_ut)})
    sankrantis = sankranti_crossings(swe)
    nakshatras = []
    for year in YEARS:
        # vratha.nakshathra_dates reads drik.nakshatra's [number, pada, start, end] as if it were
        # [number, start, end]: its "start" is the pada and its "end" the nakshatra's start.
        for date, _pada, start, _tag in vratha.nakshathra_dates(place, drik.Date(year, 1, 1), drik.Date(year + 1, 1, 1), [NAKSHATRA]):
            nakshatras.append({"nakshatra": NAKSHATRA, "date": "%04d-%02d-%02d" % tuple(date), "start_jd_ut": ut(date, start)})
    write_json(args.out, {
        "source": "PyJHora %s (jhora.panchanga.vratha tithi_dates, sankranti_dates, nakshathra_dates), Lahiri, "
                  "pyswisseph %s, ephemeris %s" % (metadata.version("PyJHora"), metadata.version("pyswisseph"), ephe),
        "generator": "tools/gen_calendar_pyjhora.py",
        "place": {"lat": LAT, "lon": LON, "offset_minutes": int(TZ * 60)},
        "tithis": tithis,
        "sankrantis": sankrantis,
        "nakshatras": nakshatras,
    })


if __name__ == "__main__":
    main()
