//! Hellenistic lots after Paulus Alexandrinus (Introduction, ch. 23): each is the ascendant plus
//! the arc from one point to another, the arc reversed for night charts.
//!
//! | lot | day | night |
//! |---|---|---|
//! | Fortune | Asc + Moon − Sun | Asc + Sun − Moon |
//! | Spirit | Asc + Sun − Moon | Asc + Moon − Sun |
//! | Eros | Asc + Venus − Spirit | Asc + Spirit − Venus |
//! | Necessity | Asc + Fortune − Mercury | Asc + Mercury − Fortune |
//! | Courage | Asc + Fortune − Mars | Asc + Mars − Fortune |
//! | Victory | Asc + Jupiter − Spirit | Asc + Spirit − Jupiter |
//! | Nemesis | Asc + Fortune − Saturn | Asc + Saturn − Fortune |

use crate::ephemeris::time::EventTime;
use crate::error::Result;
use crate::western::chart::{house_of, ChartConventions, NatalChart};
use crate::western::request::Birth;
use crate::zodiac::sign::normalize;
use crate::zodiac::SignPlacement;
use serde::Serialize;

/// One Hellenistic lot (Arabic part).
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Lot {
    /// Name of the lot, e.g. `Fortune`, `Spirit`.
    pub name: &'static str,
    /// Tropical ecliptic longitude of the lot in degrees, 0 <= x < 360.
    pub longitude: f64,
    /// Tropical sign of the lot, with its classical ruler.
    #[serde(flatten)]
    pub sign: SignPlacement,
    /// House (1-based) of the lot among the natal cusps.
    pub house: u8,
    /// The formula used for this chart's sect.
    pub formula: &'static str,
}

/// The seven lots, in the order of the table above.
pub fn lots(c: &NatalChart) -> Vec<Lot> {
    let day = c.is_day();
    let asc = c.ascendant();
    // Day: Asc + a − b; night: Asc + b − a.
    let lot = |a: f64, b: f64| if day { normalize(asc + a - b) } else { normalize(asc + b - a) };
    let (sun, moon) = (c.lon("sun"), c.lon("moon"));
    let fortune = lot(moon, sun);
    let spirit = lot(sun, moon);
    let eros = lot(c.lon("venus"), spirit);
    let necessity = lot(fortune, c.lon("mercury"));
    let courage = lot(fortune, c.lon("mars"));
    let victory = lot(c.lon("jupiter"), spirit);
    let nemesis = lot(fortune, c.lon("saturn"));
    let rows: [(&str, f64, &str, &str); 7] = [
        ("Fortune", fortune, "Asc + Moon − Sun", "Asc + Sun − Moon"),
        ("Spirit", spirit, "Asc + Sun − Moon", "Asc + Moon − Sun"),
        ("Eros", eros, "Asc + Venus − Spirit", "Asc + Spirit − Venus"),
        ("Necessity", necessity, "Asc + Fortune − Mercury", "Asc + Mercury − Fortune"),
        ("Courage", courage, "Asc + Fortune − Mars", "Asc + Mars − Fortune"),
        ("Victory", victory, "Asc + Jupiter − Spirit", "Asc + Spirit − Jupiter"),
        ("Nemesis", nemesis, "Asc + Fortune − Saturn", "Asc + Saturn − Fortune"),
    ];
    rows.iter()
        .map(|&(name, lon, d, n)| Lot {
            name,
            longitude: lon,
            sign: SignPlacement::of(lon),
            house: house_of(lon, &c.houses.cusps),
            formula: if day { d } else { n },
        })
        .collect()
}

/// The seven Hellenistic lots of a birth chart.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct LotsAnswer {
    /// The birth moment.
    pub moment: EventTime,
    /// True for a day birth (the Sun above the horizon); night charts reverse each arc.
    pub day_chart: bool,
    /// Fortune, Spirit, Eros, Necessity, Courage, Victory and Nemesis, in that order.
    pub lots: Vec<Lot>,
    /// Which formulas and sect rule were used.
    pub conventions: LotConventions,
}

/// How the lots were computed.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct LotConventions {
    /// How the natal chart was computed.
    #[serde(flatten)]
    pub chart: ChartConventions,
    /// Source of the lot formulas (Paulus Alexandrinus).
    pub lots: &'static str,
    /// How day and night charts are told apart.
    pub sect: &'static str,
}

/// The seven lots of a birth chart, by Paulus Alexandrinus.
pub fn natal_lots(birth: &Birth) -> Result<LotsAnswer> {
    let c = birth.chart()?;
    Ok(LotsAnswer {
        moment: EventTime::new(c.moment.jd_ut, c.moment.offset_minutes),
        day_chart: c.is_day(),
        lots: lots(&c),
        conventions: LotConventions {
            chart: c.chart_conventions(&Default::default()),
            lots: "Paulus Alexandrinus; the arc is reversed for night charts",
            sect: "day when the Sun is above the ascendant–descendant axis (houses 7–12)",
        },
    })
}
