//! Sudarshana chakra (`/v1/chart/sudarshana-chakra`): the birth chart read three times, with
//! the lagna, the Moon and the Sun each as the 1st house (three concentric rings), and the
//! sudarshana dasha of one year of life.
//!
//! Rule (BPHS, Sudarshana chakra chapter; P.V.R. Narasimha Rao, Vedic Astrology: An Integrated
//! Approach, ch. 31): the n-th year of life (n = 1 from birth) is ruled by the n-th house counted
//! from each of the three references, the count restarting every 12 years; each year splits into
//! twelve equal months, the m-th month ruled by the m-th house from the year's house. Years run
//! from the birth moment and have the dasha engine's year length (365.25 days by default).

use super::ToolConventions;
use crate::ephemeris::time::EventTime;
use crate::error::{Error, Result};
use crate::vedic::chart::{vedic_chart, ChartRequest};
use crate::vedic::dasha::YearLength;
use crate::zodiac::sign::sign_index;
use crate::zodiac::{Graha, SIGNS};
use serde::{Deserialize, Serialize};

/// A chart request with the year of life to open.
#[derive(Debug, Clone, Deserialize)]
#[derive(schemars::JsonSchema)]
pub struct SudarshanaRequest {
    /// The birth moment, place and sidereal settings.
    #[serde(flatten)]
    pub chart: ChartRequest,
    /// Year of life, 1 … 120 (1 = the year from birth to the first birthday).
    pub year: u32,
    /// Length of the dasha year: `julian` (365.25 days, default) or `sidereal`.
    #[serde(default)]
    pub year_length: YearLength,
}

/// The house `count` (1-based) from a sign, as a sign index 0 = Aries.
pub fn counted_sign(from_sign: usize, count: usize) -> usize {
    (from_sign + count - 1) % 12
}

/// The house (1 … 12) ruling year `year` (1-based) of life.
pub fn year_house(year: u32) -> usize {
    ((year - 1) % 12) as usize + 1
}

/// One house of a ring.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct RingHouse {
    /// House counted from the ring's reference, 1 … 12.
    pub house: u8,
    /// Sign of the house.
    pub sign: &'static str,
    /// Grahas in the sign, in chart order (the lagna's sign also holds `Ascendant` in `lagna_here`).
    pub planets: Vec<Graha>,
    /// True when the ascendant is in this sign.
    pub lagna_here: bool,
}

/// One of the three rings.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Ring {
    /// `lagna` (inner), `moon` (middle) or `sun` (outer).
    pub reference: &'static str,
    /// The twelve houses from the reference's sign.
    pub houses: Vec<RingHouse>,
}

/// The signs a period activates, one per ring.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Activated {
    /// House number counted from each reference (the same in the three rings).
    pub house: u8,
    /// Sign of that house from the lagna.
    pub lagna_sign: &'static str,
    /// Sign of that house from the Moon.
    pub moon_sign: &'static str,
    /// Sign of that house from the Sun.
    pub sun_sign: &'static str,
}

/// A year or month of the sudarshana dasha.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct SudarshanaPeriod {
    /// Start of the period.
    pub start: EventTime,
    /// End of the period.
    pub end: EventTime,
    /// The house and the three signs it activates.
    #[serde(flatten)]
    pub activated: Activated,
}

/// The sudarshana dasha of one year of life.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct SudarshanaYear {
    /// Year of life asked for.
    pub year: u32,
    /// The year as a whole.
    #[serde(flatten)]
    pub period: SudarshanaPeriod,
    /// The twelve months, each a twelfth of the year.
    pub months: Vec<SudarshanaPeriod>,
}

/// `/v1/chart/sudarshana-chakra`.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct SudarshanaChakra {
    /// The birth moment.
    pub moment: EventTime,
    /// Lagna, Moon and Sun rings, inner to outer.
    pub rings: Vec<Ring>,
    /// The dasha of the year asked for.
    pub dasha: SudarshanaYear,
    /// Chart conventions and the rule.
    pub conventions: ToolConventions,
}

fn activated(refs: [usize; 3], house: usize) -> Activated {
    let s = |r: usize| SIGNS[counted_sign(r, house)].name;
    Activated { house: house as u8, lagna_sign: s(refs[0]), moon_sign: s(refs[1]), sun_sign: s(refs[2]) }
}

/// The three rings and the dasha of `req.year`.
pub fn sudarshana_chakra(req: &SudarshanaRequest) -> Result<SudarshanaChakra> {
    if !(1..=120).contains(&req.year) {
        return Err(Error::invalid("year", "must be a year of life from 1 to 120"));
    }
    let chart = vedic_chart(&req.chart)?;
    let lagna = sign_index(chart.ascendant.longitude);
    let refs = [lagna, sign_index(chart.planets[1].longitude), sign_index(chart.planets[0].longitude)];
    let rings = ["lagna", "moon", "sun"]
        .iter()
        .zip(refs)
        .map(|(reference, from)| Ring {
            reference,
            houses: (1..=12)
                .map(|h| {
                    let s = counted_sign(from, h);
                    RingHouse {
                        house: h as u8,
                        sign: SIGNS[s].name,
                        planets: chart
                            .planets
                            .iter()
                            .filter(|p| sign_index(p.longitude) == s)
                            .map(|p| p.graha)
                            .collect(),
                        lagna_here: s == lagna,
                    }
                })
                .collect(),
        })
        .collect();
    let (days, offset) = (req.year_length.days(), req.chart.moment.offset_minutes);
    let start = chart.moment.jd_ut + f64::from(req.year - 1) * days;
    let first = year_house(req.year);
    let period = |from: f64, len: f64, house: usize| SudarshanaPeriod {
        start: EventTime::new(from, offset),
        end: EventTime::new(from + len, offset),
        activated: activated(refs, house),
    };
    let months =
        (0..12).map(|m| period(start + m as f64 * days / 12.0, days / 12.0, (first - 1 + m) % 12 + 1)).collect();
    let dasha = SudarshanaYear { year: req.year, period: period(start, days, first), months };
    let rules = vec![
        "rings: the rasi chart counted from the lagna, the Moon and the Sun (BPHS; PVR ch. 31)",
        "year n of life: the n-th house from each reference, restarting every 12 years; 12 equal months from the year's house",
        req.year_length.describe(),
    ];
    let conventions = ToolConventions { chart: chart.conventions, method: "bphs", rules };
    Ok(SudarshanaChakra { moment: chart.moment, rings, dasha, conventions })
}
