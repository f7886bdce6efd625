#!/usr/bin/env python3
"""Generate test/fixtures/festivals_pyjhora.json: PyJHora's festival days for New Delhi, 2023-2026.

PyJHora 4.8.7 (jhora.panchanga.vratha.get_festivals_between_the_dates with its own festival
table, data/hindu_festivals_multilingual_unicode_bom.csv) marks every civil date whose Vedic
day holds the festival's tithi at sunrise or begins it before the next sunrise, in the month of
the row's calendar (Tamil solar, amanta or purnimanta lunar). It applies no part-of-day rule, so
a festival may get two consecutive dates. This script records, for the festivals of ours whose
PyJHora row names the same tithi, every date PyJHora marks. The Rust test
native/core/tests/festivals_vs_pyjhora.rs checks that our date is one of them; the counts are
written in docs/festivals.md. PyJHora's other rows (its Diwali is the Tamil Naraka Chaturdashi,
its Durga Ashtami every month's) are different observances and are not compared.

Usage: python tools/gen_festivals_pyjhora.py [--ephe DIR] [--out FILE]
"""

import contextlib
import io
from importlib import metadata

from fixture_common import base_parser, init_swisseph, write_json

LAT, LON, TZ = 28.6139, 77.2090, 5.5
YEARS = (2023, 2024, 2025, 2026)
# Our key -> PyJHora's Festival_en (rows with the same tithi as our rule).
SAME = {
    "vasant-panchami": "Vasant Panchami",
    "maha-shivaratri": "Maha Shivaratri",
    "holika-dahan": "Holi",  # PyJHora's Holi row is Phalguna Purnima: the Holika Dahan tithi
    "ugadi": "Ugadi",
    "ram-navami": "Rama Navami",
    "hanuman-jayanti": "Hanuman Jayanti",
    "akshaya-tritiya": "Akshaya Tritiyai/Akha Teej",
    "nag-panchami": "Nag Panchami",
    "raksha-bandhan": "Raksha Bandhan",
    "krishna-janmashtami": "Gokulashtami/Krishna Jayanthi/Janmashtami",
    "ganesh-chaturthi": "Ganesh Chathurthi",
    "navaratri-ghatasthapana": "Navaratri Begins",
    "dussehra": "Vijayadashami/Ayutha Puja",
    "govardhan-puja": "Govardhan Puja",
    "bhai-dooj": "Bhai Dooj / Yama Dwitiya",
    "chhath-puja": "Chhath Puja",
}


def main():
    args = base_parser(__doc__, "festivals_pyjhora.json", 0).parse_args()
    with contextlib.redirect_stdout(io.StringIO()):  # PyJHora prints on import
        from jhora import const, utils
        from jhora.panchanga import drik, vratha
    _swe, ephe = init_swisseph(args.ephe)
    drik.set_ayanamsa_mode("LAHIRI")
    const.set_node_mode(False)
    utils.set_language("en")
    # drik.vedic_date also names the samvatsara, whose sankranti search asks Swiss Ephemeris for
    # a date that needs the file seplm48.se1 (not shipped). The year is not one of the festival
    # table's criteria (month, tithi, nakshatra, day, weekday, adhika), so it is stubbed out.
    drik.samvatsara = lambda *_args, **_kwargs: 0
    # The Hijri calendar needs pyIslam (not installed) and none of the compared rows uses it.
    vedic_date = drik.vedic_date

    def no_hijri(jd, place, calendar_type=None, *rest, **kw):
        if calendar_type == const.CALENDAR_TYPE.HIJRI_ISLAMIC:
            return 0, 0, 0, False, False
        return vedic_date(jd, place, calendar_type, *rest, **kw)

    drik.vedic_date = no_hijri
    place = drik.Place("New Delhi", LAT, LON, TZ)
    wanted = {v: k for k, v in SAME.items()}
    cases = []
    for year in YEARS:
        days = vratha.get_festivals_between_the_dates(drik.Date(year, 1, 1), drik.Date(year, 12, 31), place)
        for (y, m, d, _), rows in days:
            for row in rows:
                key = wanted.get(row["Festival_en"])
                if key is not None:
                    cases.append({"key": key, "year": year, "date": "%04d-%02d-%02d" % (y, m, d),
                                  "pyjhora_row": {k: row[k] for k in ("Tithi", "month", "calendar_type")}})
    write_json(args.out, {
        "source": "PyJHora %s (jhora.panchanga.vratha.get_festivals_between_the_dates, festival table "
                  "hindu_festivals_multilingual_unicode_bom.csv), Lahiri, pyswisseph %s, ephemeris %s"
                  % (metadata.version("PyJHora"), metadata.version("pyswisseph"), ephe),
        "generator": "tools/gen_festivals_pyjhora.py",
        "place": {"lat": LAT, "lon": LON, "offset_minutes": int(TZ * 60)},
        "same_rows": SAME,
        "cases": cases,
    })


if __name__ == "__main__":
    main()
