"""Helpers shared by the reference-fixture generators in tools/.

These scripts are development tooling only: the product never imports Python.
They compute reference values with independent libraries (pyswisseph,
Skyfield) so the Rust/TypeScript code can be tested against them.
"""

import argparse
import json
import math
import os
import sys
from importlib import metadata

REPO_ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIXTURE_DIR = os.path.join(REPO_ROOT, "test", "fixtures")
DEFAULT_EPHE = os.path.join("node_modules", "@swisseph", "node", "ephemeris")
REQUIRED_EPHE_FILES = ("sepl_18.se1", "semo_18.se1", "seas_18.se1", "sefstars.txt")

# Number of decimals kept for every float written to a fixture.
DECIMALS = 10


def base_parser(description, default_out, default_seed):
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument(
        "--ephe",
        default=DEFAULT_EPHE,
        help="directory holding sepl_18.se1, semo_18.se1, seas_18.se1, sefstars.txt "
        "(default: %(default)s, resolved against the repository root)",
    )
    parser.add_argument(
        "--out",
        default=os.path.join(FIXTURE_DIR, default_out),
        help="output JSON file (default: %(default)s)",
    )
    parser.add_argument("--seed", type=int, default=default_seed, help="random seed (default: %(default)s)")
    return parser


def resolve_ephe(path):
    """Return an absolute ephemeris directory, failing loudly if files are missing."""
    if not os.path.isabs(path):
        candidates = [os.path.abspath(path), os.path.join(REPO_ROOT, path)]
    else:
        candidates = [path]
    for cand in candidates:
        if os.path.isdir(cand):
            missing = [f for f in REQUIRED_EPHE_FILES if not os.path.isfile(os.path.join(cand, f))]
            if missing:
                sys.exit("ERROR: ephemeris directory %s lacks %s" % (cand, ", ".join(missing)))
            return cand
    sys.exit("ERROR: ephemeris directory not found: %s (pass --ephe PATH)" % path)


def init_swisseph(ephe_arg):
    """Import pyswisseph, point it at the .se1 files and verify they are really used."""
    import swisseph as swe

    ephe = resolve_ephe(ephe_arg)
    swe.set_ephe_path(ephe)
    # Sanity probe: the Sun, the Moon and an asteroid must come from the files.
    for body in (swe.SUN, swe.MOON, swe.CHIRON):
        _, flags = swe.calc_ut(2451545.0, body, swe.FLG_SWIEPH | swe.FLG_SPEED)
        check_flags(swe, flags, "probe body %d" % body)
    return swe, ephe


def check_flags(swe, retflags, what):
    """Abort if Swiss Ephemeris silently fell back to the Moshier model."""
    if retflags & swe.FLG_MOSEPH:
        raise SystemExit(
            "ERROR: Swiss Ephemeris fell back to Moshier (returned flags %d) for %s; "
            "the .se1 files are not being used" % (retflags, what)
        )
    if not retflags & swe.FLG_SWIEPH:
        raise SystemExit("ERROR: returned flags %d for %s lack FLG_SWIEPH" % (retflags, what))


def pyswisseph_version():
    try:
        return metadata.version("pyswisseph")
    except metadata.PackageNotFoundError:
        return "unknown"


def rnd(x):
    """Round a float for storage; keeps ints and None unchanged."""
    if x is None or isinstance(x, (int, bool)):
        return x
    x = float(x)
    if not math.isfinite(x):
        raise ValueError("non-finite value in fixture: %r" % x)
    r = round(x, DECIMALS)
    return 0.0 if r == 0 else r


def rnd_all(seq):
    return [rnd(v) for v in seq]


def format_offset(minutes):
    sign = "+" if minutes >= 0 else "-"
    m = abs(minutes)
    return "%s%02d:%02d" % (sign, m // 60, m % 60)


def write_json(path, obj):
    """Write JSON with one array element per line: small diffs, modest size."""
    os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
    compact = dict(separators=(",", ":"), ensure_ascii=False, allow_nan=False)
    lines = ["{"]
    items = list(obj.items())
    for i, (key, value) in enumerate(items):
        tail = "," if i < len(items) - 1 else ""
        if isinstance(value, list) and value and isinstance(value[0], dict):
            lines.append("  %s: [" % json.dumps(key))
            for j, elem in enumerate(value):
                sep = "," if j < len(value) - 1 else ""
                lines.append("    " + json.dumps(elem, **compact) + sep)
            lines.append("  ]" + tail)
        else:
            lines.append("  %s: %s%s" % (json.dumps(key), json.dumps(value, ensure_ascii=False, allow_nan=False), tail))
    lines.append("}")
    with open(path, "w", encoding="utf-8") as fh:
        fh.write("\n".join(lines) + "\n")
    size = os.path.getsize(path)
    print("wrote %s (%.2f MB)" % (os.path.relpath(path, REPO_ROOT), size / 1e6))
    if size > 3.2e6:
        print("WARNING: %s is larger than ~3 MB" % path, file=sys.stderr)


def draw_births(swe, seed, n):
    """n random births 1900-2100 (|lat| <= 60, offset = round(lon / 15) hours, whole local
    minutes), drawn as gen_graha_dasha_pyjhora.py draws them (same seed, same births). Yields
    dicts: jd_ut, lat, lon, offset (minutes), y, m, d, hh, mm."""
    import random

    rng = random.Random(seed)
    count = 0
    while count < n:
        jd_ut = rng.uniform(swe.julday(1900, 1, 1, 0), swe.julday(2100, 12, 31, 0))
        lat = round(rng.uniform(-60, 60), 4)
        lon = round(rng.uniform(-180, 180), 4)
        offset = round(lon / 15) * 60
        y, m, d, h = swe.revjul(jd_ut + offset / 1440.0)
        hh = int(h)
        mm = int(round((h - hh) * 60))
        if mm == 60:
            continue
        jd_ut = swe.julday(y, m, d, hh + mm / 60.0) - offset / 1440.0
        count += 1
        yield {"jd_ut": jd_ut, "lat": lat, "lon": lon, "offset": offset, "y": y, "m": m, "d": d, "hh": hh, "mm": mm}


def birth_input(b):
    """The API query of a drawn birth."""
    return {"date": "%04d-%02d-%02d" % (b["y"], b["m"], b["d"]), "time": "%02d:%02d" % (b["hh"], b["mm"]),
            "tz": format_offset(b["offset"]), "lat": b["lat"], "lon": b["lon"]}


def pyjhora_setup():
    """Import PyJHora quietly and set it to the engine's defaults: Lahiri, mean nodes, no
    Western planets. Returns (const, utils, drik, charts)."""
    import contextlib
    import io

    with contextlib.redirect_stdout(io.StringIO()):
        from jhora import const, utils
        from jhora.panchanga import drik
        from jhora.horoscope.chart import charts
    drik.set_ayanamsa_mode("LAHIRI")
    const._use_true_nodes_for_rahu_ketu = False
    drik.set_planet_list(set_rahu_ketu_as_true_nodes=False, include_western_planets=False)
    return const, utils, drik, charts
