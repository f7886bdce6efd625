#!/usr/bin/env python3
"""Generate test/fixtures/pancha_pakshi_reference.json: the Pancha Pakshi tables as PyJHora 4.8.7
keeps them, for /v1/chart/pancha-pakshi.

- birds: PyJHora panchanga/pancha_paksha.py `pancha_pakshi_stars_birds_paksha`, the bird of each
  birth star (1..27) in the bright and in the dark fortnight;
- yamas: PyJHora data/pancha_pakshi_db.csv (its Pancha Pakshi Shastra database), the main
  activity of each of the five day yamas (sunrise to sunset) and five night yamas (sunset to
  next sunrise) for each bird, weekday (Sunday first) and paksha; the sub-periods are left out;
- births (60 drawn births): the birth bird by PyJHora's `_get_birth_bird_from_nakshathra`, fed with
  the Moon's nakshatra and the paksha (Moon-Sun elongation < 180 = bright) at the birth moment from
  pyswisseph (Lahiri).

Names: birds vulture, owl, crow, cock, peacock; activities rule, eat, walk, sleep, die (PyJHora's
order ruling, eating, walking, sleeping, dying).

Usage: /tmp/venv-extras/bin/python tools/gen_pancha_pakshi_pyjhora.py [--ephe DIR] [--out FILE]
"""

import contextlib
import csv
import io
import os
from importlib import metadata

from fixture_common import base_parser, birth_input, check_flags, draw_births, init_swisseph, write_json

SEED = 20261127
N_BIRTHS = 60
BIRDS = ["vulture", "owl", "crow", "cock", "peacock"]
ACTIVITIES = ["rule", "eat", "walk", "sleep", "die"]


def main():
    parser = base_parser(__doc__.splitlines()[0], "pancha_pakshi_reference.json", SEED)
    args = parser.parse_args()
    with contextlib.redirect_stdout(io.StringIO()):
        from jhora import const
        from jhora.panchanga import pancha_paksha
    # After PyJHora's import, which sets its own ephemeris path.
    swe, _ = init_swisseph(args.ephe)
    db = os.path.join(const.ROOT_DIR, "data", "pancha_pakshi_db.csv")
    table = {}
    with open(db, encoding="utf-8-sig", newline="") as fh:
        for row in list(csv.reader(fh))[1:]:
            wd, pk, dn, bird, act = (int(row[i]) for i in range(5))
            table.setdefault((bird, wd, pk, dn), []).append(ACTIVITIES[act])
    yamas = []
    for bird in range(5):
        for wd in range(7):
            for pk in range(2):
                # 25 rows per day or night: five yamas of five sub-periods; the main activity repeats.
                day = table[(bird, wd, pk, 0)][::5]
                night = table[(bird, wd, pk, 1)][::5]
                yamas.append({"bird": BIRDS[bird], "weekday": wd, "paksha": ["shukla", "krishna"][pk],
                              "day": day, "night": night})
    birds = [{"star": s + 1, "shukla": BIRDS[b[0] - 1], "krishna": BIRDS[b[1] - 1]}
             for s, b in enumerate(pancha_paksha.pancha_pakshi_stars_birds_paksha)]
    births = []
    swe.set_sid_mode(swe.SIDM_LAHIRI)
    for b in draw_births(swe, args.seed, N_BIRTHS):
        moon, ret = swe.calc_ut(b["jd_ut"], swe.MOON, swe.FLG_SWIEPH | swe.FLG_SIDEREAL)
        check_flags(swe, ret, "moon")
        sun, _ = swe.calc_ut(b["jd_ut"], swe.SUN, swe.FLG_SWIEPH | swe.FLG_SIDEREAL)
        star = int(moon[0] // (360 / 27)) + 1
        paksha = 1 if (moon[0] - sun[0]) % 360 < 180 else 2
        bird = pancha_paksha._get_birth_bird_from_nakshathra(star, paksha)
        births.append({"input": birth_input(b), "star": star, "paksha": ["shukla", "krishna"][paksha - 1],
                       "bird": BIRDS[bird - 1]})
    write_json(args.out, {
        "source": "PyJHora %s panchanga/pancha_paksha.py (pancha_pakshi_stars_birds_paksha, "
                  "_get_birth_bird_from_nakshathra) and data/pancha_pakshi_db.csv; births from pyswisseph %s "
                  "(Lahiri)" % (metadata.version("PyJHora"), metadata.version("pyswisseph")),
        "generator": "tools/gen_pancha_pakshi_pyjhora.py",
        "seed": args.seed,
        "birds": birds,
        "yamas": yamas,
        "births": births,
    })


if __name__ == "__main__":
    main()
