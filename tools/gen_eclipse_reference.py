"""Reference eclipses by pyswisseph (2.10.3.2, the Swiss Ephemeris 2.10.03 C library behind a
different binding): every solar and every lunar eclipse 2000-2040, and the eclipses seen from
three places in the same years, for native/core/tests/eclipses_vs_pyswisseph.rs.

Output: test/fixtures/eclipse_reference.json
  solar: each global solar eclipse: maximum, first/last contact (JD UT), type, saros series and
         member, NASA magnitude, place of greatest eclipse, and the second-to-third contact
         duration seen from that place (seconds; null when partial).
  lunar: each lunar eclipse: maximum, P1, U1, U2, U3, U4, P4 (null when absent), type, saros,
         umbral and penumbral magnitudes.
  solar_local / lunar_local: per place, each eclipse seen there: its local contacts, magnitude,
         obscuration (solar) and the visibility flags.
Usage: python tools/gen_eclipse_reference.py [--ephe DIR] [--out FILE]
"""

from fixture_common import base_parser, init_swisseph, pyswisseph_version, rnd, write_json

START = (2000, 1, 1)
END = (2041, 1, 1)
PLACES = [
    {"name": "New Delhi", "lat": 28.6139, "lon": 77.209},
    {"name": "Dallas", "lat": 32.7767, "lon": -96.797},
    {"name": "Sydney", "lat": -33.8688, "lon": 151.2093},
]


def solar_type(swe, flags):
    if flags & swe.ECL_ANNULAR_TOTAL:
        return "hybrid"
    if flags & swe.ECL_TOTAL:
        return "total"
    if flags & swe.ECL_ANNULAR:
        return "annular"
    return "partial"


def lunar_type(swe, flags):
    if flags & swe.ECL_TOTAL:
        return "total"
    if flags & swe.ECL_PARTIAL:
        return "partial"
    return "penumbral"


def opt(x):
    return rnd(x) if x > 0 else None


def solar_global(swe, a, b):
    out, t = [], a
    while True:
        flags, tret = swe.sol_eclipse_when_glob(t, swe.FLG_SWIEPH)
        if tret[0] >= b:
            return out
        geo, attr = swe.sol_eclipse_where(tret[0], swe.FLG_SWIEPH)[1:]
        kind = solar_type(swe, flags)
        duration = None
        if kind != "partial":
            # Second to third contact seen from the place of greatest eclipse.
            _, lt, _ = swe.sol_eclipse_when_loc(tret[2] - 0.01, (geo[0], geo[1], 0), swe.FLG_SWIEPH)
            if lt[2] > 0 and lt[3] > 0:
                duration = rnd((lt[3] - lt[2]) * 86400)
        out.append({
            "maximum": rnd(tret[0]), "first_contact": rnd(tret[2]), "last_contact": rnd(tret[3]),
            "type": kind, "saros": int(attr[9]), "member": int(attr[10]), "magnitude": rnd(attr[8]),
            "lat": rnd(geo[1]), "lon": rnd(geo[0]), "central_duration_seconds": duration,
        })
        t = tret[0] + 1


def lunar_global(swe, a, b):
    out, t = [], a
    while True:
        flags, tret = swe.lun_eclipse_when(t, swe.FLG_SWIEPH)
        if tret[0] >= b:
            return out
        attr = swe.lun_eclipse_how(tret[0], (0, 0, 0), swe.FLG_SWIEPH)[1]
        out.append({
            "maximum": rnd(tret[0]), "p1": rnd(tret[6]), "u1": opt(tret[2]), "u2": opt(tret[4]),
            "u3": opt(tret[5]), "u4": opt(tret[3]), "p4": rnd(tret[7]), "type": lunar_type(swe, flags),
            "saros": int(attr[9]), "member": int(attr[10]), "magnitude": rnd(attr[0]),
            "penumbral_magnitude": rnd(attr[1]),
        })
        t = tret[0] + 1


def local(swe, a, b, place, solar):
    out, t = [], a
    geo = (place["lon"], place["lat"], 0)
    while True:
        if solar:
            flags, tret, attr = swe.sol_eclipse_when_loc(t, geo, swe.FLG_SWIEPH)
        else:
            flags, tret, attr = swe.lun_eclipse_when_loc(t, geo, swe.FLG_SWIEPH)
        if tret[0] >= b:
            return out
        row = {"place": place["name"], "lat": place["lat"], "lon": place["lon"], "maximum": rnd(tret[0]),
               "visible": bool(flags & swe.ECL_VISIBLE), "max_visible": bool(flags & swe.ECL_MAX_VISIBLE)}
        if solar:
            row.update({"c1": rnd(tret[1]), "c2": opt(tret[2]), "c3": opt(tret[3]), "c4": rnd(tret[4]),
                        "magnitude": rnd(attr[8]), "obscuration": rnd(attr[2])})
        else:
            row.update({"p1": rnd(tret[6]), "u2": opt(tret[4]), "u3": opt(tret[5]), "p4": rnd(tret[7]),
                        "magnitude": rnd(attr[0])})
        out.append(row)
        t = tret[0] + 1


def main():
    args = base_parser(__doc__, "eclipse_reference.json", 0).parse_args()
    swe, _ = init_swisseph(args.ephe)
    a, b = swe.julday(*START, 0.0), swe.julday(*END, 0.0)
    doc = {
        "source": "pyswisseph %s (Swiss Ephemeris %s) by tools/gen_eclipse_reference.py" % (pyswisseph_version(), swe.version),
        "from_jd": a,
        "to_jd": b,
        "solar": solar_global(swe, a, b),
        "lunar": lunar_global(swe, a, b),
        "solar_local": [r for p in PLACES for r in local(swe, a, b, p, True)],
        "lunar_local": [r for p in PLACES for r in local(swe, a, b, p, False)],
    }
    write_json(args.out, doc)


if __name__ == "__main__":
    main()
