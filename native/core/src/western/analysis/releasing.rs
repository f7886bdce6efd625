//! Zodiacal releasing (`/v1/western/time-lords/zodiacal-releasing`), after Vettius Valens
//! (*Anthology* IV) as set out by Chris Brennan (*Hellenistic Astrology*, 2017).
//!
//! - Releasing starts from the sign of the Lot of Spirit (default) or of Fortune (Paulus'
//!   formulas, as `natal/lots`) and runs through the signs in zodiacal order.
//! - Each sign's period is the minor years of its ruler: Aries 15, Taurus 8, Gemini 20,
//!   Cancer 25, Leo 19, Virgo 20, Libra 8, Scorpio 15, Sagittarius 12, Capricorn 27, Aquarius
//!   30, Pisces 12 (211 for the twelve signs).
//! - Level 1 counts that many years, level 2 that many months, level 3 that many times
//!   2.5 days, level 4 that many times 5 hours: with Valens' 360-day year (the default;
//!   `year=365.25` for a Julian year) a month is 30 days, and each level is the one above
//!   divided by 12.
//! - A sub-period sequence starts in its parent's sign. When it has gone through all twelve
//!   signs and the parent period is not over, it jumps to the sign opposite the one it would
//!   have resumed with: the loosing of the bond. The last sub-period is cut at the parent's end.
//! - Peaks: periods in signs angular to the Lot of Fortune's sign (1st, 4th, 7th, 10th from it);
//!   the 10th is the strongest.

use crate::ephemeris::time::EventTime;
use crate::ephemeris::Moment;
use crate::error::{Error, Result};
use crate::western::chart::ChartConventions;
use crate::western::dignities::ruler;
use crate::western::lots::lots;
use crate::western::request::Birth;
use crate::zodiac::sign::sign_index;
use crate::zodiac::{Graha, SIGNS};
use serde::{Deserialize, Serialize};

/// Period of each sign (Aries first) in years, months, 2.5-day or 5-hour units.
pub const SIGN_PERIODS: [f64; 12] = [15.0, 8.0, 20.0, 25.0, 19.0, 20.0, 8.0, 15.0, 12.0, 27.0, 30.0, 12.0];

/// Valens' year, days.
pub const VALENS_YEAR: f64 = 360.0;
/// Julian year, days.
pub const JULIAN_YEAR: f64 = 365.25;

/// Which lot releasing starts from.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Deserialize)]
#[derive(schemars::JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum ReleasingLot {
    /// The Lot of Spirit (action, career).
    #[default]
    Spirit,
    /// The Lot of Fortune (body, health).
    Fortune,
}

/// Length of the year the periods count.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Deserialize)]
#[derive(schemars::JsonSchema)]
pub enum YearLength {
    /// Valens' 360-day year (months of 30 days).
    #[default]
    #[serde(rename = "360")]
    Valens,
    /// The Julian year of 365.25 days.
    #[serde(rename = "365.25")]
    Julian,
}

/// A natal chart, the lot, the span and the date whose periods are current.
#[derive(Debug, Clone, Deserialize)]
#[derive(schemars::JsonSchema)]
pub struct ReleasingRequest {
    /// The natal chart.
    #[serde(flatten)]
    pub birth: Birth,
    /// Spirit (default) or Fortune.
    #[serde(default)]
    pub lot: ReleasingLot,
    /// Year of 360 days (default) or 365.25 days.
    #[serde(default)]
    pub year: YearLength,
    /// Years of life covered by levels 1 and 2 (1..120); 100 when absent.
    pub years: Option<u32>,
    /// A moment whose periods at the four levels are returned, with levels 3 and 4 around it.
    pub at: Option<Moment>,
}

/// One releasing period.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Period {
    /// 1 to 4.
    pub level: u8,
    /// The sign of the period.
    pub sign: &'static str,
    /// Its traditional ruler, the time lord.
    pub ruler: Graha,
    /// Start of the period.
    pub start: EventTime,
    /// End of the period (cut at the parent's end).
    pub end: EventTime,
    /// Length in days.
    pub days: f64,
    /// True for the first period after the loosing of the bond.
    pub loosing_of_bond: bool,
    /// House of the sign counted from the Lot of Fortune's sign (1 = the same sign).
    pub from_fortune: u8,
    /// True when the sign is angular to Fortune (1st, 4th, 7th or 10th from it).
    pub peak: bool,
}

/// Zodiacal releasing from a lot.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct ReleasingAnswer {
    /// The birth moment.
    pub moment: EventTime,
    /// `spirit` or `fortune`.
    pub lot: &'static str,
    /// The lot's longitude, degrees.
    pub lot_longitude: f64,
    /// The lot's sign, where level 1 starts.
    pub lot_sign: &'static str,
    /// The Lot of Fortune's sign, from which peaks are counted.
    pub fortune_sign: &'static str,
    /// Level-1 periods over the span.
    pub level1: Vec<Period>,
    /// Level-2 periods over the span.
    pub level2: Vec<Period>,
    /// With `at`: the level-3 periods of the level-2 period holding it.
    pub level3: Vec<Period>,
    /// With `at`: the level-4 periods of the level-3 period holding it.
    pub level4: Vec<Period>,
    /// With `at`: the periods holding it, level 1 first.
    pub current: Vec<Period>,
    /// How the periods were computed.
    pub conventions: ReleasingConventions,
}

/// How the periods were computed.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct ReleasingConventions {
    /// How the chart was computed.
    #[serde(flatten)]
    pub chart: ChartConventions,
    /// Days in a year of level 1.
    pub year_days: f64,
    /// The rules used.
    pub rules: &'static str,
}

/// The sub-periods of a period in `sign` from `start` to `end` (UT Julian days), at `level`
/// (1..4), with `year_days` days to the year and peaks counted from `fortune_sign`.
pub fn release(
    sign: usize,
    start: f64,
    end: f64,
    level: u8,
    year_days: f64,
    fortune_sign: usize,
    offset: i32,
) -> Vec<Period> {
    let unit = year_days / 12f64.powi(level as i32 - 1);
    let mut out = Vec::new();
    let (mut s, mut t, mut count, mut loosed) = (sign, start, 0, false);
    while t < end - 1e-9 {
        let stop = (t + SIGN_PERIODS[s] * unit).min(end);
        let from_fortune = ((s + 12 - fortune_sign) % 12) as u8 + 1;
        out.push(Period {
            level,
            sign: SIGNS[s].name,
            ruler: ruler(s),
            start: EventTime::new(t, offset),
            end: EventTime::new(stop, offset),
            days: stop - t,
            loosing_of_bond: loosed,
            from_fortune,
            peak: matches!(from_fortune, 1 | 4 | 7 | 10),
        });
        t = stop;
        count += 1;
        s = (s + 1) % 12;
        loosed = count % 12 == 0;
        if loosed {
            s = (s + 6) % 12;
        }
    }
    out
}

fn holding(periods: &[Period], jd: f64) -> Option<&Period> {
    periods.iter().find(|p| p.start.jd_ut <= jd && jd < p.end.jd_ut)
}

fn index_of(name: &str) -> usize {
    SIGNS.iter().position(|s| s.name == name).expect("sign")
}

/// `/v1/western/time-lords/zodiacal-releasing`.
pub fn zodiacal_releasing(req: &ReleasingRequest) -> Result<ReleasingAnswer> {
    let years = req.years.unwrap_or(100);
    if !(1..=120).contains(&years) {
        return Err(Error::invalid("years", "must be a whole number from 1 to 120"));
    }
    let year_days = match req.year {
        YearLength::Valens => VALENS_YEAR,
        YearLength::Julian => JULIAN_YEAR,
    };
    let c = req.birth.chart()?;
    let (birth, off) = (c.moment.jd_ut, c.moment.offset_minutes);
    let all = lots(&c);
    let (fortune, spirit) = (all[0].longitude, all[1].longitude);
    let lot = if req.lot == ReleasingLot::Spirit { spirit } else { fortune };
    let fsign = sign_index(fortune);
    let end = birth + years as f64 * year_days;
    let level1 = release(sign_index(lot), birth, end, 1, year_days, fsign, off);
    let level2: Vec<Period> = level1
        .iter()
        .flat_map(|p| release(index_of(p.sign), p.start.jd_ut, p.end.jd_ut, 2, year_days, fsign, off))
        .collect();
    let (mut level3, mut level4, mut current) = (vec![], vec![], vec![]);
    if let Some(at) = req.at {
        if at.jd_ut < birth || at.jd_ut >= end {
            return Err(Error::invalid("at", "must fall between the birth and the end of the span (years)"));
        }
        let p1 = holding(&level1, at.jd_ut).expect("level 1 covers the span").clone();
        let p2 = holding(&level2, at.jd_ut).expect("level 2 covers the span").clone();
        level3 = release(index_of(p2.sign), p2.start.jd_ut, p2.end.jd_ut, 3, year_days, fsign, off);
        let p3 = holding(&level3, at.jd_ut).expect("level 3 covers its parent").clone();
        level4 = release(index_of(p3.sign), p3.start.jd_ut, p3.end.jd_ut, 4, year_days, fsign, off);
        let p4 = holding(&level4, at.jd_ut).expect("level 4 covers its parent").clone();
        current = vec![p1, p2, p3, p4];
    }
    Ok(ReleasingAnswer {
        moment: EventTime::new(birth, off),
        lot: if req.lot == ReleasingLot::Spirit { "spirit" } else { "fortune" },
        lot_longitude: lot,
        lot_sign: SIGNS[sign_index(lot)].name,
        fortune_sign: SIGNS[fsign].name,
        level1,
        level2,
        level3,
        level4,
        current,
        conventions: ReleasingConventions {
            chart: c.chart_conventions(&Default::default()),
            year_days,
            rules: "Valens: from the lot's sign in zodiacal order; sign periods Aries 15, Taurus 8, Gemini 20, \
                    Cancer 25, Leo 19, Virgo 20, Libra 8, Scorpio 15, Sagittarius 12, Capricorn 27, Aquarius 30, \
                    Pisces 12 years (level 1), months (2), 2.5-day units (3), 5-hour units (4); after twelve \
                    sub-periods the sequence jumps to the opposite sign (loosing of the bond); peaks are signs \
                    angular to the Lot of Fortune",
        },
    })
}
