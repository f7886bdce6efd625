#!/usr/bin/env python3
"""Generate test/fixtures/porutham_pyjhora.json: PyJHora 4.8.7's ten South Indian poruthams.

For every pair of birth stars with pada (108 x 108 boy/girl pairs) this records what
jhora.horoscope.match.compatibility.Ashtakoota(..., method="South").compatibility_score() answers:
the ten porutham verdicts (dina, gana, mahendra, stree deergha, yoni, rasi, rasi adhipathi,
vasya, rajju, vedha), their count and the minimum-porutham verdict. No ephemeris is involved.

Each row is [boy_star, boy_pada, girl_star, girl_pada, bits, count, minimum], where bits is a
10-character string of 0/1 in the order above.

Usage: python tools/gen_porutham_pyjhora.py [--out FILE]
"""

import contextlib
import io
import os
from importlib import metadata

from fixture_common import FIXTURE_DIR, write_json

ORDER = ["dina", "gana", "mahendra", "stree_deergha", "yoni", "rasi", "rasi_adhipathi", "vasya", "rajju", "vedha"]


def main():
    import argparse

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=os.path.join(FIXTURE_DIR, "porutham_pyjhora.json"))
    args = parser.parse_args()
    with contextlib.redirect_stdout(io.StringIO()):
        from jhora.horoscope.match import compatibility as c
    rows = []
    for bn in range(1, 28):
        for bp in range(1, 5):
            for gn in range(1, 28):
                for gp in range(1, 5):
                    r = c.Ashtakoota(bn, bp, gn, gp, method="South").compatibility_score()
                    # [varna, vasiya, gana, dina, yoni, adhipathi, raasi, naadi, score, mahendra, vedha, rajju, sthree, minimum]
                    v = {"dina": r[3], "gana": r[2], "mahendra": r[9], "stree_deergha": r[12], "yoni": r[4],
                         "rasi": r[6], "rasi_adhipathi": r[5], "vasya": r[1], "rajju": r[11], "vedha": r[10]}
                    bits = "".join("1" if v[k] else "0" for k in ORDER)
                    rows.append([bn, bp, gn, gp, bits, int(r[8]), bool(r[13])])
    write_json(args.out, {
        "source": "PyJHora %s jhora.horoscope.match.compatibility, method South; tools/gen_porutham_pyjhora.py"
        % metadata.version("PyJHora"),
        "order": ORDER,
        "row": "[boy_star, boy_pada, girl_star, girl_pada, bits, count, minimum]",
        "pairs": rows,
    })


if __name__ == "__main__":
    main()
