//! `/v1/western/profection`: the annual profection of a year of life and its year lord.

use crate::ephemeris::time::{calendar_from_jd, julian_day, EventTime, Interval};
use crate::ephemeris::Moment;
use crate::error::{Error, Result};
use crate::western::chart::ChartConventions;
use crate::western::dignities::{modern_ruler, ruler};
use crate::western::request::Birth;
use crate::zodiac::sign::sign_index;
use crate::zodiac::{Graha, SIGNS};
use chrono::{Datelike, NaiveDate, NaiveDateTime};
use serde::{Deserialize, Serialize};

/// A natal chart and the year asked for: an age, a target moment, or both if they agree.
#[derive(Debug, Clone, Deserialize)]
#[derive(schemars::JsonSchema)]
pub struct ProfectionRequest {
    /// The natal chart.
    #[serde(flatten)]
    pub birth: Birth,
    /// Age in completed years.
    pub age: Option<u32>,
    /// A moment in the year of life wanted.
    pub at: Option<Moment>,
}

/// The annual profection of one year of life.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct ProfectionAnswer {
    /// The birth moment.
    pub moment: EventTime,
    /// Age in completed years whose year is profected.
    pub age: u32,
    /// The year of life this profection governs (birthday to birthday), when computable.
    pub period: Interval,
    /// 1..12, counted from the ascendant's sign (age 0 = 1st house).
    pub profected_house: u8,
    /// The profected sign (Aries … Pisces).
    pub sign: &'static str,
    /// Traditional (seven-planet) ruler of the profected sign: the lord of the year.
    pub year_lord: Graha,
    /// Modern ruler of the profected sign by English name (Pluto, Uranus or Neptune for Scorpio,
    /// Aquarius and Pisces).
    pub modern_year_lord: &'static str,
    /// Tropical sign of the natal ascendant, where age 0 starts.
    pub ascendant_sign: &'static str,
    /// Natal points in the profected sign.
    pub planets_in_sign: Vec<&'static str>,
    /// How the profection was computed.
    pub conventions: ProfectionConventions,
}

/// How a profection was computed.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct ProfectionConventions {
    /// How the natal chart was computed.
    #[serde(flatten)]
    pub chart: ChartConventions,
    /// The profection rule: one whole sign per year from the ascendant's sign.
    pub method: &'static str,
}

fn birthday(birth_local: NaiveDateTime, year: i32) -> NaiveDateTime {
    let d = birth_local.date();
    let date = NaiveDate::from_ymd_opt(year, d.month(), d.day())
        .unwrap_or_else(|| NaiveDate::from_ymd_opt(year, 3, 1).expect("1 March exists"));
    NaiveDateTime::new(date, birth_local.time())
}

/// The annual profection for an age or a target moment; a 400 when neither is given or they
/// disagree.
pub fn profection(req: &ProfectionRequest) -> Result<ProfectionAnswer> {
    let c = req.birth.chart()?;
    let off = c.moment.offset_minutes;
    let birth_local = calendar_from_jd(c.moment.jd_ut + off as f64 / 1440.0);
    let age_at = |at: Moment| -> Result<u32> {
        if at.jd_ut < c.moment.jd_ut {
            return Err(Error::invalid("target_date", "is before the birth"));
        }
        // Completed years: birthdays (same local clock time, in the birth offset) passed.
        let at_local = calendar_from_jd(at.jd_ut + off as f64 / 1440.0);
        let mut a = at_local.year() - birth_local.year();
        if at_local < birthday(birth_local, at_local.year()) {
            a -= 1;
        }
        Ok(a.max(0) as u32)
    };
    let age = match (req.age, req.at) {
        (Some(a), None) if a > 150 => return Err(Error::invalid("age", "must be from 0 to 150")),
        (Some(a), None) => a,
        (None, Some(at)) => age_at(at)?,
        (Some(a), Some(at)) => {
            let b = age_at(at)?;
            if a != b {
                return Err(Error::invalid("age", format!("is {a} but target_date gives age {b}; give one of them")));
            }
            a
        }
        (None, None) => return Err(Error::invalid("age", "is required (or give target_date)")),
    };
    let jd_of = |y: i32| julian_day(birthday(birth_local, y)) - off as f64 / 1440.0;
    let y0 = birth_local.year() + age as i32;
    let start = if age == 0 { c.moment.jd_ut } else { jd_of(y0) };
    let asc_sign = sign_index(c.ascendant());
    let s = (asc_sign + age as usize) % 12;
    Ok(ProfectionAnswer {
        moment: EventTime::new(c.moment.jd_ut, off),
        age,
        period: Interval { start: EventTime::new(start, off), end: EventTime::new(jd_of(y0 + 1), off) },
        profected_house: (age % 12) as u8 + 1,
        sign: SIGNS[s].name,
        year_lord: ruler(s),
        modern_year_lord: modern_ruler(s),
        ascendant_sign: SIGNS[asc_sign].name,
        planets_in_sign: c.points.iter().filter(|p| sign_index(p.longitude) == s).map(|p| p.name).collect(),
        conventions: ProfectionConventions {
            chart: c.chart_conventions(&Default::default()),
            method: "annual profection: one whole sign per completed year of age from the ascendant's sign; \
                     year lord = traditional ruler of that sign; birthdays at the birth clock time and offset",
        },
    })
}
