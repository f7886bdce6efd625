#!/usr/bin/env python3
"""Generate test/fixtures/panchang_transitions.json: panchang element spans by plain bisection.

For random moments 1900-2100 this script finds, for tithi, karana, nakshatra and yoga, the
element in force, the exact moment it began and ends, and the end of the element after it.
The search is deliberately naive and independent of the Rust code: step through time in
fixed steps until the element number changes, then halve the bracket until it is shorter
than 0.01 s. Positions come straight from pyswisseph (swe.calc_ut, FLG_SWIEPH|FLG_SPEED, plus
FLG_SIDEREAL with SIDM_LAHIRI for nakshatra and yoga).

Usage: python tools/gen_panchang_transitions.py [--ephe DIR] [--out FILE] [--seed N]
"""

import datetime as dt
import math
import random

from fixture_common import base_parser, check_flags, format_offset, init_swisseph, pyswisseph_version, rnd, write_json

SEED = 20250301
N_CASES = 300
DATE_MIN = dt.date(1900, 1, 1)
DATE_MAX = dt.date(2100, 12, 31)
# Bracketing step (days). The fastest element, a karana (6 deg of elongation at <= ~15.5
# deg/day), lasts more than 0.38 days, so a 1-hour step never jumps over a whole element.
STEP = 1.0 / 24.0
# Bisection stops when the bracket is shorter than this (days): 0.01 s.
TOLERANCE = 0.01 / 86400.0
# Give up when no change is found this far from the start (days); no element lasts > 1.3 d.
MAX_REACH = 3.0

KINDS = {
    # name: (number of elements in 360 deg, sidereal?)
    "tithi": (30, False),
    "karana": (60, False),
    "nakshatra": (27, True),
    "yoga": (27, True),
}


class Angles:
    """The four panchang angles from pyswisseph, with a small cache per Julian day."""

    def __init__(self, swe):
        self.swe = swe
        swe.set_sid_mode(swe.SIDM_LAHIRI, 0, 0)
        self.trop = swe.FLG_SWIEPH | swe.FLG_SPEED
        self.sid = swe.FLG_SWIEPH | swe.FLG_SPEED | swe.FLG_SIDEREAL

    def _lon(self, jd, body, flags):
        xx, ret = self.swe.calc_ut(jd, body, flags)
        check_flags(self.swe, ret, "body %d at jd %.6f" % (body, jd))
        return xx[0]

    def angle(self, kind, jd):
        swe = self.swe
        if kind in ("tithi", "karana"):
            return (self._lon(jd, swe.MOON, self.trop) - self._lon(jd, swe.SUN, self.trop)) % 360.0
        if kind == "nakshatra":
            return self._lon(jd, swe.MOON, self.sid) % 360.0
        return (self._lon(jd, swe.SUN, self.sid) + self._lon(jd, swe.MOON, self.sid)) % 360.0

    def number(self, kind, jd):
        """1-based element number at jd: floor(angle / span) + 1."""
        count = KINDS[kind][0]
        return min(int(self.angle(kind, jd) / (360.0 / count)), count - 1) + 1


def bisect_change(angles, kind, inside, outside, number):
    """Boundary between `inside` (element == number) and `outside` (element != number)."""
    while abs(outside - inside) > TOLERANCE:
        mid = 0.5 * (inside + outside)
        if angles.number(kind, mid) == number:
            inside = mid
        else:
            outside = mid
    return 0.5 * (inside + outside)


def boundary(angles, kind, jd, number, direction):
    """Start (direction -1) or end (+1) of element `number`, which holds at jd."""
    inside = jd
    while True:
        probe = inside + direction * STEP
        if abs(probe - jd) > MAX_REACH:
            raise RuntimeError("no %s boundary within %s days of %.6f" % (kind, MAX_REACH, jd))
        if angles.number(kind, probe) != number:
            return bisect_change(angles, kind, inside, probe, number)
        inside = probe


def spans(angles, kind, jd):
    count = KINDS[kind][0]
    number = angles.number(kind, jd)
    start = boundary(angles, kind, jd, number, -1)
    end = boundary(angles, kind, jd, number, +1)
    # The next element: probe just past the end (0.05 s, well beyond the 0.01 s precision).
    after = end + 0.05 / 86400.0
    next_number = angles.number(kind, after)
    expected_next = number % count + 1
    if next_number != expected_next:
        raise RuntimeError("%s after %d is %d, expected %d" % (kind, number, next_number, expected_next))
    next_end = boundary(angles, kind, after, next_number, +1)
    if not start < jd < end < next_end:
        raise RuntimeError("inconsistent %s span at %.6f" % (kind, jd))
    return {
        "number": number,
        "start_jd_ut": rnd(start),
        "end_jd_ut": rnd(end),
        "next_number": next_number,
        "next_end_jd_ut": rnd(next_end),
        "angle_deg": rnd(angles.angle(kind, jd)),
    }


def main():
    parser = base_parser(__doc__.splitlines()[0], "panchang_transitions.json", SEED)
    args = parser.parse_args()
    swe, _ = init_swisseph(args.ephe)
    angles = Angles(swe)
    rng = random.Random(args.seed)
    span_days = (DATE_MAX - DATE_MIN).days

    cases = []
    max_len = {k: 0.0 for k in KINDS}
    min_len = {k: math.inf for k in KINDS}
    for _ in range(N_CASES):
        date = DATE_MIN + dt.timedelta(days=rng.randint(0, span_days))
        second_of_day = rng.randint(0, 86399)
        lat = round(rng.uniform(-60.0, 60.0), 4)
        lon = round(rng.uniform(-180.0, 180.0), 4)
        # Civil offset: the half hour nearest the local mean time, shifted by -30/0/+30 min,
        # kept inside the real range -12:00..+14:00.
        tz_min = int(round(lon / 7.5)) * 30 + rng.choice((-30, 0, 30))
        tz_min = max(-12 * 60, min(14 * 60, tz_min))
        hh, rem = divmod(second_of_day, 3600)
        mm, ss = divmod(rem, 60)
        jd_ut = swe.julday(date.year, date.month, date.day, 0.0, swe.GREG_CAL) + (second_of_day / 3600.0 - tz_min / 60.0) / 24.0
        elements = {kind: spans(angles, kind, jd_ut) for kind in KINDS}
        for kind, e in elements.items():
            length = e["end_jd_ut"] - e["start_jd_ut"]
            max_len[kind] = max(max_len[kind], length)
            min_len[kind] = min(min_len[kind], length)
        cases.append(
            {
                "input": {
                    "date": date.isoformat(),
                    "time": "%02d:%02d:%02d" % (hh, mm, ss),
                    "tz": format_offset(tz_min),
                    "lat": lat,
                    "lon": lon,
                },
                "jd_ut": rnd(jd_ut),
                **elements,
            }
        )

    for kind in KINDS:
        print("%-9s span length %.3f .. %.3f days" % (kind, min_len[kind], max_len[kind]))

    doc = {
        "source": "pyswisseph %s (swe.calc_ut, Swiss Ephemeris %s) with sepl_18/semo_18/seas_18 .se1 files; "
        "boundaries by plain stepping + bisection in this script" % (pyswisseph_version(), swe.version),
        "generated_by": "tools/gen_panchang_transitions.py",
        "seed": args.seed,
        "conventions": {
            "input": "random local civil date/time 1900-2100; tz = the half hour nearest the longitude's local mean "
            "time shifted by -30/0/+30 min; lat in [-60, 60], lon in [-180, 180]. Place does not affect these "
            "elements; it is there so the cases can be replayed through the API.",
            "jd_ut": "swe.julday(date, 0h) + (local time - tz) / 24, the UT moment",
            "angles": "tithi/karana: (Moon - Sun) tropical geocentric apparent longitudes, swe.calc_ut flags "
            "FLG_SWIEPH|FLG_SPEED, mod 360; nakshatra: Moon sidereal longitude; yoga: (Sun + Moon) sidereal "
            "longitudes mod 360; sidereal = FLG_SWIEPH|FLG_SPEED|FLG_SIDEREAL after swe.set_sid_mode(SIDM_LAHIRI, 0, 0)",
            "number": "1-based element in force at jd_ut: floor(angle / span) + 1 with span 12 deg (tithi 1..30), "
            "6 deg (karana 1..60, 1 = Kimstughna), 13 deg 20' (nakshatra 1..27, yoga 1..27)",
            "start_jd_ut / end_jd_ut": "UT Julian days when the element in force began / ends",
            "next_number / next_end_jd_ut": "the following element and when it ends (it begins at end_jd_ut)",
            "angle_deg": "the angle at jd_ut, for diagnosis",
            "search": "step 1 h away from the moment until the element number changes, then bisect on the element "
            "number until the bracket is < 0.01 s; the midpoint of the final bracket is stored",
            "floats": "rounded to 10 decimals (~9 microseconds of a Julian day)",
        },
        "cases": cases,
    }
    write_json(args.out, doc)


if __name__ == "__main__":
    main()
