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

#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Lot {
    pub name: &'static str,
    pub longitude: f64,
    #[serde(flatten)]
    pub sign: SignPlacement,
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

#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct LotsAnswer {
    pub moment: EventTime,
    pub day_chart: bool,
    pub lots: Vec<Lot>,
    pub conventions: LotConventions,
}

#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct LotConventions {
    #[serde(flatten)]
    pub chart: ChartConventions,
    pub lots: &'static str,
    pub sect: &'static str,
}

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
