//! A month's ephemeris: every body the API computes at 00:00 UT of each day, with longitude,
//! speed, latitude and declination: the printed ephemeris astrologers look things up in.

use crate::ephemeris::bodies::{equatorial, position, ALL_BODIES};
use crate::ephemeris::time::{check_supported, julian_day, EventTime};
use crate::error::{Error, Result};
use crate::moments::stations::MomentsConventions;
use crate::sky::span::ZodiacChoice;
use chrono::NaiveDate;
use serde::{Deserialize, Serialize};

/// Request for a month's ephemeris.
#[derive(Debug, Clone, Deserialize)]
#[derive(schemars::JsonSchema)]
pub struct EphemerisTableRequest {
    /// Year, e.g. 2025 (the supported range is 1800-01-03 to 2399-12-31).
    pub year: i32,
    /// Month, 1 to 12.
    pub month: u32,
    /// Zodiac of the longitudes.
    #[serde(flatten)]
    pub zodiac: ZodiacChoice,
}

/// One body on one day.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct TableEntry {
    /// Body key, e.g. `mercury`, `mean_node`.
    pub body: &'static str,
    /// Longitude, degrees in the answer's zodiac, 0 <= x < 360.
    pub longitude: f64,
    /// Speed in longitude, degrees per day (negative when retrograde).
    pub speed: f64,
    /// Ecliptic latitude, degrees, positive north.
    pub latitude: f64,
    /// Declination (equator of date), degrees, positive north.
    pub declination: f64,
    /// True when the speed in longitude is negative.
    pub retrograde: bool,
}

/// One day of the table.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct TableDay {
    /// The date, YYYY-MM-DD (00:00 UT).
    pub date: String,
    /// 00:00 UT of the date.
    pub time: EventTime,
    /// Every body, in the order of the API's body list.
    pub bodies: Vec<TableEntry>,
}

/// A month's ephemeris.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct EphemerisTableAnswer {
    /// The year.
    pub year: i32,
    /// The month, 1 to 12.
    pub month: u32,
    /// Zodiac of the longitudes: `sidereal` or `tropical`.
    pub zodiac: &'static str,
    /// One row per day of the month.
    pub days: Vec<TableDay>,
    /// How the table was computed.
    pub conventions: MomentsConventions,
}

/// The daily table of a month at 00:00 UT.
pub fn ephemeris_table(req: &EphemerisTableRequest) -> Result<EphemerisTableAnswer> {
    let z = req.zodiac.resolve()?;
    if !(1..=12).contains(&req.month) {
        return Err(Error::invalid("month", "must be from 1 to 12"));
    }
    let first =
        NaiveDate::from_ymd_opt(req.year, req.month, 1).ok_or_else(|| Error::invalid("year", "is out of range"))?;
    let mut days = Vec::new();
    let mut d = first;
    while d.month0() == first.month0() {
        let jd = julian_day(d.and_hms_opt(0, 0, 0).expect("midnight exists"));
        check_supported(jd)
            .map_err(|_| Error::invalid("year", "the month is outside the supported range 1800-01-03 to 2399-12-31"))?;
        let bodies = ALL_BODIES
            .iter()
            .map(|&b| {
                let p = position(jd, b, z.zodiac)?;
                Ok(TableEntry {
                    body: b.key,
                    longitude: p.longitude,
                    speed: p.speed_longitude,
                    latitude: p.latitude,
                    declination: equatorial(jd, b)?.1,
                    retrograde: p.retrograde(),
                })
            })
            .collect::<Result<Vec<_>>>()?;
        days.push(TableDay { date: d.format("%Y-%m-%d").to_string(), time: EventTime::new(jd, 0), bodies });
        d = d.succ_opt().expect("dates inside the range have a successor");
    }
    Ok(EphemerisTableAnswer {
        year: req.year,
        month: req.month,
        zodiac: z.name,
        days,
        conventions: z.conventions(
            "apparent geocentric positions at 00:00 UT of each day; longitude, latitude and speed on the ecliptic \
             of date, declination on the equator of date",
        ),
    })
}

use chrono::Datelike as _;
