"""Reference fixture for /v1/western/directions/primary, computed with pyswisseph.

Writes test/fixtures/western_primary.json: for 50 random births (1900-2100, latitudes within 60 deg)
the Placidus semi-arc arcs of direction of a random sample of 30 direct and 30 converse
directions with arcs under 99 deg (promissor, significator, aspect offset, method), each computed here from the
textbook formulas (no code of the API is used):

- positions: swe.calc_ut (apparent, Sun..Pluto, with latitude); ascendant, MC and RAMC from
  swe.houses_ex(..., b"P"); true obliquity from swe.ECL_NUT; RA and declination of every point and
  of every ecliptic aspect point by swe.cotrans (ecliptic -> equatorial, with latitude);
- ascensional difference AD = asin(tan(phi) tan(dec)), DSA = 90 + AD, NSA = 90 - AD;
- the significator's place as a proportion of its semi-arc: meridian distance MD from the upper
  meridian above the horizon (|MD| <= DSA), else from the lower; f = MD / SA, east or west;
  the ascendant is f = 1 east of the upper meridian, the MC f = 0;
- a promissor (or, converse, the significator) reaches that place at the hour angle
  H' = +-f * DSA (upper, west positive) or 180 -+ f * NSA (lower); arc = (H' - H) mod 360, with
  H = RAMC - RA;
- mundane aspects: the place d degrees of proportional distance away (d/30 Placidus houses),
  the sinister aspect of a point at m lying at m - d in the direction of the diurnal motion;
- zodiacal: the ecliptic point lambda_P + d, without latitude, or with latitude (beta for the
  conjunction, -beta for the opposition).

Usage: /tmp/venv/bin/python tools/gen_western_primary.py   (pyswisseph 2.10.3.2)
"""

import math
import random

from fixture_common import base_parser, init_swisseph, pyswisseph_version, rnd, write_json

PLANETS = ["sun", "moon", "mercury", "venus", "mars", "jupiter", "saturn", "uranus", "neptune", "pluto"]
OFFSETS = [0, 60, -60, 90, -90, 120, -120, 180]
METHODS = ["mundane", "zodiacal", "zodiacal_with_latitude"]
swe = None


class Point:
    def __init__(self, lon, lat, eps, phi, ramc, fixed=None):
        ra, dec, _ = swe.cotrans((lon, lat, 1.0), -eps)
        self.lon, self.lat, self.ra, self.dec = lon, lat, ra, dec
        x = math.tan(math.radians(phi)) * math.tan(math.radians(dec))
        if abs(x) >= 1:
            raise ValueError("circumpolar")
        ad = math.degrees(math.asin(x))
        self.dsa, self.nsa = 90 + ad, 90 - ad
        self.h = (ramc - ra) % 360
        self.place = fixed if fixed is not None else self.proportional_place()

    def proportional_place(self):
        """(f, meridian, side) from the meridian distance."""
        md = (self.h + 180) % 360 - 180  # west positive
        side = "west" if md >= 0 else "east"
        if abs(md) <= self.dsa:
            return (abs(md) / self.dsa, "upper", side)
        return ((180 - abs(md)) / self.nsa, "lower", side)

    def hour_angle_for(self, place):
        f, meridian, side = place
        if meridian == "upper":
            h = f * self.dsa if side == "west" else -f * self.dsa
        else:
            h = 180 - f * self.nsa if side == "west" else 180 + f * self.nsa
        return h % 360

    def arc_to(self, place):
        return (self.hour_angle_for(place) - self.h) % 360


def as_scale(place):
    """Proportional place on a 0-360 scale (0 MC, 90 DSC, 180 IC, 270 ASC), to add mundane aspects."""
    f, meridian, side = place
    if meridian == "upper":
        return 90 * f if side == "west" else (360 - 90 * f) % 360
    return 180 - 90 * f if side == "west" else 180 + 90 * f


def from_scale(m):
    m %= 360
    if m < 90:
        return (m / 90, "upper", "west")
    if m < 180:
        return ((180 - m) / 90, "lower", "west")
    if m < 270:
        return ((m - 180) / 90, "lower", "east")
    return ((360 - m) / 90, "upper", "east")


def arc(p, s, d, method, converse, ctx):
    eps, phi, ramc = ctx
    if method == "mundane":
        if converse:
            return s.arc_to(from_scale(as_scale(p.place) - d))
        return p.arc_to(from_scale(as_scale(s.place) + d))
    lat = 0.0
    if method == "zodiacal_with_latitude":
        lat = p.lat if d == 0 else -p.lat
    pt = Point((p.lon + d) % 360, lat, eps, phi, ramc)
    if converse:
        return s.arc_to(pt.place)
    return pt.arc_to(s.place)


def chart(rng):
    while True:
        jd = rng.uniform(2415020.5, 2488069.5)
        phi = rng.uniform(-60, 60)
        lon = rng.uniform(-180, 180)
        eps = swe.calc_ut(jd, swe.ECL_NUT, 0)[0][0]
        _, ascmc = swe.houses_ex(jd, phi, lon, b"P")
        ramc = ascmc[2]
        ctx = (eps, phi, ramc)
        try:
            pts = {}
            for i, k in enumerate(PLANETS):
                xx, _ = swe.calc_ut(jd, i, swe.FLG_SWIEPH)
                pts[k] = Point(xx[0], xx[1], eps, phi, ramc)
            pts["ascendant"] = Point(ascmc[0], 0.0, eps, phi, ramc, fixed=(1.0, "upper", "east"))
            pts["mc"] = Point(ascmc[1], 0.0, eps, phi, ramc, fixed=(0.0, "upper", "west"))
            return jd, phi, lon, pts, ctx
        except ValueError:
            continue


def case(rng):
    jd, phi, lon, pts, ctx = chart(rng)
    out = []
    for converse in (False, True):
        n = 0
        while n < 30:
            p = rng.choice(PLANETS)
            s = rng.choice(PLANETS + ["ascendant", "mc"])
            d = rng.choice(OFFSETS)
            method = rng.choice(METHODS)
            if s == p or (method == "zodiacal_with_latitude" and d not in (0, 180)):
                continue
            try:
                a = arc(pts[p], pts[s], d, method, converse, ctx)
            except ValueError:
                continue
            if a >= 99.0:  # the API lists directions up to 100 years of life (Ptolemy's key: 99 deg)
                continue
            out.append([p, s, d, method, converse, rnd(a)])
            n += 1
    return {"jd": rnd(jd), "lat": rnd(phi), "lon": rnd(lon), "directions": out}


def main():
    global swe
    args = base_parser(__doc__, "western_primary.json", 14).parse_args()
    swe, _ = init_swisseph(args.ephe)
    rng = random.Random(args.seed)
    cases = [case(rng) for _ in range(50)]
    write_json(args.out, {
        "source": "tools/gen_western_primary.py, pyswisseph %s: Placidus semi-arc arcs from the textbook "
                  "MD/SA proportion, swe.cotrans and swe.houses_ex" % pyswisseph_version(),
        "cases": cases,
    })


if __name__ == "__main__":
    main()
