#!/usr/bin/env python3
"""Generate test/fixtures/month_reference.json: sankrantis and new moons by plain bisection.

For random moments 1900-2100 (UT) this script finds, with pyswisseph and nothing
but bisection on sign changes (no Newton steps, no code shared with the Rust
core):
  - the last and the next sidereal solar ingress (sankranti), Lahiri ayanamsa
    (SE_SIDM_LAHIRI), apparent geocentric Sun;
  - the new moons before and after the moment (tropical elongation = 0);
  - the Sun's sidereal sign at those new moons, and from them the amanta month
    index by the rule "sign at the opening new moon + 1" (0 = Chaitra) and the
    adhika flag (same sign at both new moons).
The month name is the same rule as the core's, re-implemented here, so that part
checks the code, not the convention; the conventions are checked in
native/core/tests/panchang_month.rs against published almanac dates.

Usage: python tools/gen_month_fixtures.py [--ephe DIR] [--out FILE] [--seed N]
"""

import random

from fixture_common import base_parser, check_flags, init_swisseph, pyswisseph_version, rnd, write_json

SEED = 20240415
N_CASES = 300
JD_MIN = 2415020.5  # 1900-01-01 0h UT
JD_MAX = 2488069.5  # 2100-01-01 0h UT
TOL = 1e-4 / 86400.0  # bisection to 0.1 ms


def sun_sidereal(swe, jd):
    x, flags = swe.calc_ut(jd, swe.SUN, swe.FLG_SWIEPH | swe.FLG_SIDEREAL)
    check_flags(swe, flags, "Sun at %r" % jd)
    return x[0]


def elongation(swe, jd):
    s, f1 = swe.calc_ut(jd, swe.SUN, swe.FLG_SWIEPH)
    m, f2 = swe.calc_ut(jd, swe.MOON, swe.FLG_SWIEPH)
    check_flags(swe, f1, "Sun at %r" % jd)
    check_flags(swe, f2, "Moon at %r" % jd)
    return (m[0] - s[0]) % 360.0


def signed(angle, target):
    """angle - target mapped to [-180, 180)."""
    return (angle - target + 180.0) % 360.0 - 180.0


def bisect(f, a, b):
    """Root of f in [a, b] where f(a) < 0 <= f(b)."""
    fa = f(a)
    assert fa < 0 <= f(b), (a, b)
    while b - a > TOL:
        m = 0.5 * (a + b)
        if f(m) < 0:
            a = m
        else:
            b = m
    return 0.5 * (a + b)


def scan(f, start, step, direction):
    """Walk from start in `step`-day steps until f changes sign from - to + (in time order)."""
    t = start
    for _ in range(1000):
        u = t + direction * step
        a, b = (t, u) if direction > 0 else (u, t)
        fa, fb = f(a), f(b)
        if fa < 0 <= fb and fb - fa < 180:
            return bisect(f, a, b)
        t = u
    raise RuntimeError("no crossing found from %r" % start)


def sankranti(swe, jd, direction):
    lon = sun_sidereal(swe, jd)
    sign = int(lon // 30) % 12
    target_sign = sign if direction < 0 else (sign + 1) % 12
    target = 30.0 * target_sign
    root = scan(lambda t: signed(sun_sidereal(swe, t), target), jd, 1.0, direction)
    return root, target_sign


def new_moon(swe, jd, direction):
    return scan(lambda t: signed(elongation(swe, t), 0.0), jd, 0.5, direction)


def main():
    parser = base_parser(__doc__.splitlines()[1], "month_reference.json", SEED)
    args = parser.parse_args()
    swe, _ = init_swisseph(args.ephe)
    swe.set_sid_mode(swe.SIDM_LAHIRI, 0, 0)
    rng = random.Random(args.seed)
    cases = []
    for _ in range(N_CASES):
        jd = rng.uniform(JD_MIN, JD_MAX)
        last, last_sign = sankranti(swe, jd, -1)
        nxt, next_sign = sankranti(swe, jd, +1)
        nm_before = new_moon(swe, jd, -1)
        nm_after = new_moon(swe, jd, +1)
        s0 = int(sun_sidereal(swe, nm_before) // 30) % 12
        s1 = int(sun_sidereal(swe, nm_after) // 30) % 12
        cases.append(
            {
                "jd_ut": rnd(jd),
                "last_sankranti_jd": rnd(last),
                "last_sankranti_sign": last_sign + 1,
                "next_sankranti_jd": rnd(nxt),
                "next_sankranti_sign": next_sign + 1,
                "new_moon_before_jd": rnd(nm_before),
                "new_moon_after_jd": rnd(nm_after),
                "sun_sign_at_new_moon_before": s0 + 1,
                "sun_sign_at_new_moon_after": s1 + 1,
                "amanta_month": (s0 + 1) % 12 + 1,
                "is_adhika": s0 == s1,
            }
        )
    write_json(
        args.out,
        {
            "source": "pyswisseph %s (Swiss Ephemeris .se1 files), Lahiri (SE_SIDM_LAHIRI); plain bisection "
            "to 0.1 ms on sign changes of the Sun's sidereal longitude minus 30k deg and of the "
            "Moon-Sun elongation" % pyswisseph_version(),
            "generated_by": "tools/gen_month_fixtures.py --seed %d" % args.seed,
            "cases": cases,
        },
    )


if __name__ == "__main__":
    main()
