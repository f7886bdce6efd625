#!/usr/bin/env python3
"""Generate test/fixtures/prashna_number_pyjhora.json: the prashna lagna of every number of the
two number-prashna schemes, as PyJHora 4.8.7 gives it (jhora.utils, the functions behind its
PrasnaDialog 108 and nadi options):

- navamsa scheme, 1 ... 108: utils.get_prasna_lagna_108_for_rasi_chart (rasi, 0 = Aries) and
  utils.get_prasna_lagna_108_for_navamsa (navamsa sign, 0 = Aries);
- nadi-amsa scheme, 1 ... 1800: utils.get_prasna_lagna_nadi_for_rasi_chart (rasi, 0 = Aries).

PyJHora computes the rasi as number // 9 (number // 150), so its rasi for the last number of
each sign (9, 18 ... 108; 150, 300 ... 1800) is the next sign (and 12 for 108 and 1800): the
fixture keeps its values as they are; the test asserts that difference (docs/chart-tools.md).

Usage: /tmp/venv/bin/python tools/gen_prashna_number_pyjhora.py [--out FILE]
"""

import argparse
import contextlib
import io
import os
from importlib import metadata

from fixture_common import FIXTURE_DIR, write_json


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=os.path.join(FIXTURE_DIR, "prashna_number_pyjhora.json"))
    args = parser.parse_args()
    with contextlib.redirect_stdout(io.StringIO()):
        from jhora import utils
    navamsa = [
        {
            "number": n,
            "rasi": utils.get_prasna_lagna_108_for_rasi_chart(n),
            "navamsa": utils.get_prasna_lagna_108_for_navamsa(n),
        }
        for n in range(1, 109)
    ]
    nadi = [utils.get_prasna_lagna_nadi_for_rasi_chart(n) for n in range(1, 1801)]
    write_json(
        args.out,
        {
            "source": "PyJHora %s jhora.utils get_prasna_lagna_108_for_rasi_chart, "
            "get_prasna_lagna_108_for_navamsa, get_prasna_lagna_nadi_for_rasi_chart" % metadata.version("PyJHora"),
            "generator": "tools/gen_prashna_number_pyjhora.py",
            "signs": "0 = Aries ... 11 = Pisces (12 = PyJHora's value past Pisces for the last number)",
            "navamsa": navamsa,
            "nadi_rasi": nadi,
        },
    )


if __name__ == "__main__":
    main()
