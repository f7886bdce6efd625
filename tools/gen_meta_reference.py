#!/usr/bin/env python3
"""Generate test/fixtures/meta_reference.json: the ayanamsa values and the house-system
properties, from pyswisseph.

  * ayanamsas: for each Swiss sidereal mode the API offers and five dates, the true value
    (swe.get_ayanamsa_ex_ut with the default flags: with nutation) and the mean one
    (with FLG_NONUT), and swe.get_ayanamsa_name.
  * house_systems: for each Swiss letter, whether cusp 1 and cusp 10 equal the ascendant and
    the MC (Paris, 2000-01-01 12:00 UT), and whether swe.houses_ex raises or falls back (its
    returned cusps differ from the requested system's) at latitudes 70, 80, -75, 89 for 24
    moments across a year.

Usage: python tools/gen_meta_reference.py [--ephe DIR] [--out FILE]
"""

from fixture_common import base_parser, init_swisseph, pyswisseph_version, rnd, write_json

MODES = {
    "lahiri": "SIDM_LAHIRI", "krishnamurti": "SIDM_KRISHNAMURTI", "raman": "SIDM_RAMAN",
    "true_chitra": "SIDM_TRUE_CITRA", "yukteshwar": "SIDM_YUKTESHWAR", "fagan_bradley": "SIDM_FAGAN_BRADLEY",
    "true_revati": "SIDM_TRUE_REVATI", "true_pushya": "SIDM_TRUE_PUSHYA", "true_mula": "SIDM_TRUE_MULA",
    "ushashashi": "SIDM_USHASHASHI", "jn_bhasin": "SIDM_JN_BHASIN", "suryasiddhanta": "SIDM_SURYASIDDHANTA",
    "aryabhata": "SIDM_ARYABHATA", "deluce": "SIDM_DELUCE", "djwhal_khul": "SIDM_DJWHAL_KHUL",
    "lahiri_icrc": "SIDM_LAHIRI_ICRC", "galactic_center_0sag": "SIDM_GALCENT_0SAG",
}
DATES = ["1800-01-05", "1900-01-01", "1956-03-21", "2024-01-01", "2399-12-01"]
LETTERS = "PKORCADNWBMTXVHUYFSLQIJG"


def polar_ok(swe, letter):
    for lat in (70.0, 80.0, -75.0, 89.0):
        for step in range(24):
            jd = 2451545.0 + step * 15.2
            try:
                swe.houses_ex(jd, lat, 15.0, letter.encode())
            except swe.Error:
                return False
            # pyswisseph does not report Swiss Ephemeris's fallback to Porphyry: compare.
            if letter in "PKG":
                if swe.houses_ex(jd, lat, 15.0, letter.encode())[0][:12] == swe.houses_ex(jd, lat, 15.0, b"O")[0][:12]:
                    return False
    return True


def main():
    args = base_parser(__doc__.splitlines()[0], "meta_reference.json", 0).parse_args()
    swe, _ = init_swisseph(args.ephe)
    ayanamsas = []
    for slug, const in MODES.items():
        mode = getattr(swe, const)
        swe.set_sid_mode(mode)
        values = []
        for d in DATES:
            y, m, day = (int(x) for x in d.split("-"))
            jd = swe.julday(y, m, day, 0.0)
            true = swe.get_ayanamsa_ex_ut(jd, swe.FLG_SWIEPH)[1]
            mean = swe.get_ayanamsa_ex_ut(jd, swe.FLG_SWIEPH | swe.FLG_NONUT)[1]
            values.append({"date": d, "value": rnd(true), "mean_value": rnd(mean)})
        ayanamsas.append({"slug": slug, "swiss_mode": mode, "swiss_name": swe.get_ayanamsa_name(mode), "values": values})
    houses = []
    for letter in LETTERS:
        cusps, ascmc = swe.houses_ex(2451545.0, 48.85, 2.35, letter.encode())
        quadrant = len(cusps) == 12 and abs(cusps[0] - ascmc[0]) < 1e-6 and abs(cusps[9] - ascmc[1]) < 1e-6
        houses.append({"letter": letter, "quadrant": quadrant, "polar_computes": polar_ok(swe, letter)})
    write_json(args.out, {"generator": "tools/gen_meta_reference.py", "pyswisseph": pyswisseph_version(),
                          "ayanamsas": ayanamsas, "house_systems": houses})


if __name__ == "__main__":
    main()
