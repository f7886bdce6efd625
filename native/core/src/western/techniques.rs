//! Degree techniques and time lords: decans, Sabian degree numbers, firdaria and annual
//! profections.

use crate::ephemeris::time::{calendar_from_jd, julian_day, EventTime, Interval};
use crate::error::{Error, Result};
use crate::western::chart::{ChartConventions, WesternRequest};
use crate::western::dignities::{face_ruler, modern_ruler, ruler, CHALDEAN};
use crate::zodiac::sign::sign_index;
use crate::zodiac::Graha;
use crate::zodiac::SIGNS;
use chrono::{Datelike, NaiveDate, NaiveDateTime};
use serde::Serialize;

// ---------- decans ----------

#[derive(Debug, Clone, Serialize)]
pub struct Decan {
    pub name: &'static str,
    pub longitude: f64,
    pub sign: &'static str,
    pub degree: f64,
    /// 1, 2 or 3.
    pub decan: u8,
    /// Chaldean face ruler (Mars from 0° Aries, then Sun, Venus, Mercury, Moon, Saturn, Jupiter).
    pub face_ruler: Graha,
    /// Triplicity decans: the sign of the same element the decan belongs to (1st: the sign
    /// itself, 2nd: the next of its element, 3rd: the last), with its traditional and modern ruler.
    pub triplicity_sign: &'static str,
    pub triplicity_ruler: Graha,
    pub triplicity_modern_ruler: &'static str,
}

#[derive(Debug, Clone, Serialize)]
pub struct DecansAnswer {
    pub moment: EventTime,
    pub planets: Vec<Decan>,
    pub conventions: ChartConventions,
}

pub fn decan_of(name: &'static str, longitude: f64) -> Decan {
    let s = sign_index(longitude);
    let degree = longitude - 30.0 * s as f64;
    let d = ((degree / 10.0) as usize).min(2);
    let t = (s + 4 * d) % 12;
    Decan {
        name,
        longitude,
        sign: SIGNS[s].name,
        degree,
        decan: d as u8 + 1,
        face_ruler: face_ruler(longitude),
        triplicity_sign: SIGNS[t].name,
        triplicity_ruler: ruler(t),
        triplicity_modern_ruler: modern_ruler(t),
    }
}

pub fn decans(req: &WesternRequest) -> Result<DecansAnswer> {
    let c = req.natal()?;
    let mut planets: Vec<Decan> = c.points.iter().map(|p| decan_of(p.name, p.longitude)).collect();
    planets.push(decan_of("Ascendant", c.ascendant()));
    planets.push(decan_of("MC", c.mc()));
    Ok(DecansAnswer {
        moment: EventTime::new(c.moment.jd_ut, c.moment.offset_minutes),
        planets,
        conventions: c.chart_conventions(&Default::default()),
    })
}

// ---------- Sabian ----------

#[derive(Debug, Clone, Serialize)]
pub struct Sabian {
    pub name: &'static str,
    pub longitude: f64,
    /// 1..360: the zodiacal degree the point is in, counted from 0° Aries (any fraction of a
    /// degree rounds up: 0°00′01″ Aries is symbol 1, 15°30′ Taurus is symbol 46).
    pub symbol: u16,
    pub sign: &'static str,
    /// 1..30 within the sign ("Taurus 16").
    pub sign_degree: u8,
    /// A one-line keynote for the degree, written for this API (data/western/sabian.txt); not
    /// the traditional symbol text of Jones (1953) or Rudhyar.
    pub keynote: &'static str,
}

#[derive(Debug, Clone, Serialize)]
pub struct SabianAnswer {
    pub moment: EventTime,
    pub planets: Vec<Sabian>,
    pub note: &'static str,
    pub conventions: ChartConventions,
}

const SABIAN_DATA: &str = include_str!("../../data/western/sabian.txt");

/// The 360 keynotes, index 0 = symbol 1 (Aries 1). Each line of the data file is
/// `<Sign> <degree>: <keynote>`.
pub fn sabian_keynotes() -> &'static [&'static str; 360] {
    static K: std::sync::OnceLock<[&'static str; 360]> = std::sync::OnceLock::new();
    K.get_or_init(|| {
        let mut out = [""; 360];
        let mut n = 0;
        for line in SABIAN_DATA.lines().filter(|l| !l.trim().is_empty()) {
            let (label, text) = line.split_once(": ").expect("sabian.txt: `<Sign> <degree>: <keynote>`");
            let expected = format!("{} {}", SIGNS[n / 30].name, n % 30 + 1);
            assert_eq!(label, expected, "sabian.txt line {}", n + 1);
            out[n] = text.trim();
            n += 1;
        }
        assert_eq!(n, 360, "sabian.txt must have 360 lines");
        out
    })
}

pub fn sabian_of(name: &'static str, longitude: f64) -> Sabian {
    let n = (longitude.floor() as i64).rem_euclid(360) as u16 + 1;
    let s = ((n - 1) / 30) as usize;
    Sabian {
        name,
        longitude,
        symbol: n,
        sign: SIGNS[s].name,
        sign_degree: ((n - 1) % 30 + 1) as u8,
        keynote: sabian_keynotes()[n as usize - 1],
    }
}

pub fn sabian(req: &WesternRequest) -> Result<SabianAnswer> {
    let c = req.natal()?;
    let mut planets: Vec<Sabian> = c.points.iter().map(|p| sabian_of(p.name, p.longitude)).collect();
    planets.push(sabian_of("Ascendant", c.ascendant()));
    planets.push(sabian_of("MC", c.mc()));
    Ok(SabianAnswer {
        moment: EventTime::new(c.moment.jd_ut, c.moment.offset_minutes),
        planets,
        note: "keynotes are this API's own one-line readings of each degree; the traditional symbol texts \
               (Jones 1953, Rudhyar 1973) are not reproduced",
        conventions: c.chart_conventions(&Default::default()),
    })
}

// ---------- firdaria ----------

/// Length of a firdaria year in days (tropical year).
pub const YEAR_DAYS: f64 = 365.242_19;

/// A firdaria lord: one of the seven planets, or a lunar node.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FirdarLord {
    Planet(Graha),
    NorthNode,
    SouthNode,
}

impl FirdarLord {
    /// The display name every answer shows.
    pub fn name(self) -> &'static str {
        match self {
            FirdarLord::Planet(g) => g.name(),
            FirdarLord::NorthNode => "North Node",
            FirdarLord::SouthNode => "South Node",
        }
    }
}

impl Serialize for FirdarLord {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> std::result::Result<S::Ok, S::Error> {
        serializer.serialize_str(self.name())
    }
}

use FirdarLord::Planet as P;

const DAY_ORDER: [(FirdarLord, f64); 9] = [
    (P(Graha::Sun), 10.0),
    (P(Graha::Venus), 8.0),
    (P(Graha::Mercury), 13.0),
    (P(Graha::Moon), 9.0),
    (P(Graha::Saturn), 11.0),
    (P(Graha::Jupiter), 12.0),
    (P(Graha::Mars), 7.0),
    (FirdarLord::NorthNode, 3.0),
    (FirdarLord::SouthNode, 2.0),
];
const NIGHT_ORDER: [(FirdarLord, f64); 9] = [
    (P(Graha::Moon), 9.0),
    (P(Graha::Saturn), 11.0),
    (P(Graha::Jupiter), 12.0),
    (P(Graha::Mars), 7.0),
    (P(Graha::Sun), 10.0),
    (P(Graha::Venus), 8.0),
    (P(Graha::Mercury), 13.0),
    (FirdarLord::NorthNode, 3.0),
    (FirdarLord::SouthNode, 2.0),
];
/// Night order with the nodes right after Mars (Bonatti's variant).
const NIGHT_ORDER_AFTER_MARS: [(FirdarLord, f64); 9] = [
    (P(Graha::Moon), 9.0),
    (P(Graha::Saturn), 11.0),
    (P(Graha::Jupiter), 12.0),
    (P(Graha::Mars), 7.0),
    (FirdarLord::NorthNode, 3.0),
    (FirdarLord::SouthNode, 2.0),
    (P(Graha::Sun), 10.0),
    (P(Graha::Venus), 8.0),
    (P(Graha::Mercury), 13.0),
];

#[derive(Debug, Clone, Serialize)]
pub struct SubPeriod {
    pub lord: Graha,
    pub start: EventTime,
    pub end: EventTime,
}

#[derive(Debug, Clone, Serialize)]
pub struct Firdar {
    pub lord: FirdarLord,
    pub years: f64,
    pub start: EventTime,
    pub end: EventTime,
    /// Seven equal sub-periods from the lord in Chaldean order; none for the nodes.
    pub sub_periods: Vec<SubPeriod>,
}

#[derive(Debug, Clone, Serialize)]
pub struct FirdariaAnswer {
    pub moment: EventTime,
    pub day_chart: bool,
    pub node_placement: &'static str,
    pub periods: Vec<Firdar>,
    /// Period and sub-period in force at `at` (when given) or now is not assumed: only with `at`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub current: Option<CurrentFirdar>,
    pub conventions: FirdariaConventions,
}

#[derive(Debug, Clone, Serialize)]
pub struct CurrentFirdar {
    pub at: EventTime,
    pub lord: &'static str,
    pub sub_lord: Option<Graha>,
}

#[derive(Debug, Clone, Serialize)]
pub struct FirdariaConventions {
    #[serde(flatten)]
    pub chart: ChartConventions,
    pub sequence: &'static str,
    pub year: &'static str,
}

pub fn firdaria(req: &WesternRequest) -> Result<FirdariaAnswer> {
    let c = req.natal()?;
    let day = c.is_day();
    let (placement, order) = match (req.node_placement.as_deref(), day) {
        (None | Some("end"), true) => ("end", &DAY_ORDER),
        (None | Some("end"), false) => ("end", &NIGHT_ORDER),
        (Some("after-mars"), true) => ("after-mars", &DAY_ORDER),
        (Some("after-mars"), false) => ("after-mars", &NIGHT_ORDER_AFTER_MARS),
        _ => return Err(Error::invalid("node_placement", "must be one of: end, after-mars")),
    };
    let off = c.moment.offset_minutes;
    let mut t = c.moment.jd_ut;
    let mut periods = Vec::with_capacity(9);
    for &(lord, years) in order.iter() {
        let len = years * YEAR_DAYS;
        let mut sub_periods = Vec::new();
        if let Some(k) = CHALDEAN.iter().position(|&p| FirdarLord::Planet(p) == lord) {
            for i in 0..7 {
                let s = t + len * i as f64 / 7.0;
                sub_periods.push(SubPeriod {
                    lord: CHALDEAN[(k + i) % 7],
                    start: EventTime::new(s, off),
                    end: EventTime::new(s + len / 7.0, off),
                });
            }
        }
        periods.push(Firdar {
            lord,
            years,
            start: EventTime::new(t, off),
            end: EventTime::new(t + len, off),
            sub_periods,
        });
        t += len;
    }
    let current = req.at.map(|at| {
        let p = periods.iter().find(|p| at.jd_ut >= p.start.jd_ut && at.jd_ut < p.end.jd_ut);
        CurrentFirdar {
            at: EventTime::new(at.jd_ut, at.offset_minutes),
            lord: p.map_or("none (beyond 75 years)", |p| p.lord.name()),
            sub_lord: p.and_then(|p| {
                p.sub_periods.iter().find(|s| at.jd_ut >= s.start.jd_ut && at.jd_ut < s.end.jd_ut).map(|s| s.lord)
            }),
        }
    });
    Ok(FirdariaAnswer {
        moment: EventTime::new(c.moment.jd_ut, off),
        day_chart: day,
        node_placement: placement,
        periods,
        current,
        conventions: FirdariaConventions {
            chart: c.chart_conventions(&Default::default()),
            sequence: "day: Sun 10, Venus 8, Mercury 13, Moon 9, Saturn 11, Jupiter 12, Mars 7, North Node 3, \
                       South Node 2; night: from the Moon in the same order; node_placement=after-mars puts the \
                       nodes after Mars in night charts (Bonatti); sub-periods: 7 equal parts in Chaldean order",
            year: "tropical year of 365.24219 days from the birth moment",
        },
    })
}

// ---------- profection ----------

#[derive(Debug, Clone, Serialize)]
pub struct ProfectionAnswer {
    pub moment: EventTime,
    pub age: u32,
    /// The year of life this profection governs (birthday to birthday), when computable.
    pub period: Interval,
    /// 1..12, counted from the ascendant's sign (age 0 = 1st house).
    pub profected_house: u8,
    pub sign: &'static str,
    pub year_lord: Graha,
    pub modern_year_lord: &'static str,
    pub ascendant_sign: &'static str,
    /// Natal points in the profected sign.
    pub planets_in_sign: Vec<&'static str>,
    pub conventions: ProfectionConventions,
}

#[derive(Debug, Clone, Serialize)]
pub struct ProfectionConventions {
    #[serde(flatten)]
    pub chart: ChartConventions,
    pub method: &'static str,
}

fn birthday(birth_local: NaiveDateTime, year: i32) -> NaiveDateTime {
    let d = birth_local.date();
    let date = NaiveDate::from_ymd_opt(year, d.month(), d.day())
        .unwrap_or_else(|| NaiveDate::from_ymd_opt(year, 3, 1).expect("1 March exists"));
    NaiveDateTime::new(date, birth_local.time())
}

pub fn profection(req: &WesternRequest) -> Result<ProfectionAnswer> {
    let c = req.natal()?;
    let off = c.moment.offset_minutes;
    let birth_local = calendar_from_jd(c.moment.jd_ut + off as f64 / 1440.0);
    let age_at = |at: crate::ephemeris::Moment| -> Result<u32> {
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
