"""Jagannatha Hora event times recorded in PyJHora 4.8.7's test suite
(jhora/tests/pvr_tests.py: planet_transit_tests, the 'per JHora' times, and
stationary_planets_tests, the jhora_lahiri table), transcribed into a fixture.

Chart: 1996-12-07 10:34 IST, Chennai (13.0878 N, 80.2785 E), Lahiri, mean nodes.
Times are IST (+05:30). No computation happens here: the values are JH's own.
Usage: python tools/gen_moments_jhora.py [--out FILE]
"""

from fixture_common import base_parser, write_json

# planet, JH time of the next sign ingress after the chart moment, boundary entered (deg), sign index (1-based)
NEXT = [
    ("sun", "1996-12-15T17:38:10+05:30", 240, 9),
    ("moon", "1996-12-09T03:46:39+05:30", 210, 8),
    ("mars", "1996-12-17T17:37:27+05:30", 150, 6),
    ("mercury", "1997-02-05T01:17:26+05:30", 270, 10),
    ("jupiter", "1996-12-26T07:08:12+05:30", 270, 10),
    ("venus", "1996-12-12T11:44:44+05:30", 210, 8),
    ("saturn", "1998-04-17T11:39:41+05:30", 0, 1),
    ("rahu", "1997-06-24T14:22:40+05:30", 150, 5),
    ("ketu", "1997-06-24T14:22:40+05:30", 330, 11),
]
# the previous ingress before the chart moment (JH), used as "next ingress" from a day earlier
PREVIOUS = [
    ("sun", "1996-11-16T03:02:33+05:30", 210, 8),
    ("moon", "1996-12-06T21:39:25+05:30", 180, 7),
    ("mars", "1996-10-19T13:41:17+05:30", 120, 5),
    ("mercury", "1996-11-30T13:41:07+05:30", 240, 9),
    ("jupiter", "1995-12-07T06:04:22+05:30", 240, 9),
    ("venus", "1996-11-18T06:18:37+05:30", 180, 7),
    ("saturn", "1996-02-16T16:52:43+05:30", 330, 12),
    ("rahu", "1995-12-06T11:25:31+05:30", 180, 6),
    ("ketu", "1995-12-06T11:25:31+05:30", 0, 12),
]
# JH (Lahiri) stations before the chart moment; all are stations direct
STATIONS = [
    ("mars", "1995-03-24T22:49:17+05:30"),
    ("mercury", "1996-09-26T22:38:06+05:30"),
    ("jupiter", "1996-09-03T20:04:33+05:30"),
    ("venus", "1996-07-02T12:22:17+05:30"),
    ("saturn", "1996-12-03T17:57:45+05:30"),
]


def main():
    args = base_parser(__doc__, "moments_jhora.json", 0).parse_args()
    write_json(args.out, {
        "source": "Jagannatha Hora times recorded in PyJHora 4.8.7 jhora/tests/pvr_tests.py "
                  "(planet_transit_tests 'per JHora', stationary_planets_tests jhora_lahiri)",
        "generated_by": "tools/gen_moments_jhora.py",
        "chart": {"date": "1996-12-07", "time": "10:34", "tz": "+05:30", "lat": 13.0878, "lon": 80.2785},
        "next_ingress": [dict(planet=p, time=t, boundary=b, to_sign=s) for p, t, b, s in NEXT],
        "previous_ingress": [dict(planet=p, time=t, boundary=b, to_sign=s) for p, t, b, s in PREVIOUS],
        "stations_direct": [dict(planet=p, time=t) for p, t in STATIONS],
    })


if __name__ == "__main__":
    main()
