"""How much a planet's station time depends on the definition of "station" (pyswisseph only).

A station is where the planet's longitude speed is zero. We define it on the apparent geocentric
TROPICAL speed; other programs use the sidereal speed (which differs by the ayanamsa's rate) or
true instead of apparent positions. Near a station the speed changes slowly, so these small
differences in speed move the root by a lot. For 12 stations per planet from 2000 on, this prints
the largest shift in minutes; docs/vedic.md and the API's stated precision quote the result.
Usage: python tools/measure_station_definitions.py [--ephe DIR]
"""

from fixture_common import base_parser, init_swisseph


def main():
    args = base_parser(__doc__, "unused.json", 0).parse_args()
    swe, _ = init_swisseph(args.ephe)
    swe.set_sid_mode(swe.SIDM_LAHIRI, 0, 0)

    def station(body, flags, t0):
        speed = lambda t: swe.calc_ut(t, body, swe.FLG_SWIEPH | swe.FLG_SPEED | flags)[0][3]
        a, va = t0, speed(t0)
        while True:
            b = a + 0.5
            if (speed(b) < 0) != (va < 0):
                break
            a = b
        while b - a > 1e-8:
            m = 0.5 * (a + b)
            if (speed(m) < 0) == (va < 0):
                a = m
            else:
                b = m
        return a

    planets = [("mercury", swe.MERCURY), ("venus", swe.VENUS), ("mars", swe.MARS), ("jupiter", swe.JUPITER),
               ("saturn", swe.SATURN), ("uranus", swe.URANUS), ("neptune", swe.NEPTUNE), ("pluto", swe.PLUTO)]
    for name, body in planets:
        sidereal = true_pos = 0.0
        for k in range(12):
            t0 = 2451545.0 + k * 97.3
            base = station(body, 0, t0)
            sidereal = max(sidereal, abs(station(body, swe.FLG_SIDEREAL, t0) - base) * 1440)
            true_pos = max(true_pos, abs(station(body, swe.FLG_TRUEPOS, t0) - base) * 1440)
        print("%-8s sidereal speed: %7.1f min   true positions: %7.1f min" % (name, sidereal, true_pos))


if __name__ == "__main__":
    main()
