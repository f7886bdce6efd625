//! Disha shool (the direction not to travel in, by weekday) and the day's nivas (abodes): Shiva
//! vasa, Agni vasa and Yogini vasa, each from the tithi in force (numbered 1..30 from Shukla
//! Pratipada) and, for Agni vasa, the vara.
//!
//! Rules (as printed in the muhurta manuals after Muhurta Chintamani's yatra chapter):
//! - Disha shool: Sunday and Friday west, Monday and Saturday east, Tuesday and Wednesday north,
//!   Thursday south.
//! - Shiva vasa: (2 × tithi + 5) mod 7 gives 1 Kailasa, 2 with Gauri, 3 on Vrishabha (Nandi),
//!   4 in the assembly (sabha), 5 dining (bhojana), 6 at play (krida), 0 the cremation ground;
//!   the first three are favourable (for Rudrabhisheka and Shiva worship).
//! - Agni vasa: (tithi + 1 + weekday, Sunday = 1) mod 4 gives 0 or 3 earth (favourable for homa),
//!   1 sky, 2 netherworld (both unfavourable).
//! - Yogini vasa by tithi within the paksha: 1 and 9 east, 2 and 10 north, 3 and 11 south-east,
//!   4 and 12 south-west, 5 and 13 south, 6 and 14 west, 7 and Purnima north-west, 8 and Amavasya
//!   north-east.

use super::angles::ElementKind;
use super::day::PanchangDay;
use super::elements::span_at;
use crate::ephemeris::time::Interval;
use crate::error::Result;
use crate::vedic::gulika::WEEKDAY_NAMES;
use serde::Serialize;

/// Direction of disha shool, Sunday..Saturday.
pub const DISHA_SHOOL: [&str; 7] = ["west", "east", "north", "north", "south", "west", "east"];

/// Shiva vasa by (2 × tithi + 5) mod 7: (abode, favourable).
pub const SHIVA_VASA: [(&str, bool); 7] = [
    ("cremation ground (shmashana)", false),
    ("Kailasa", true),
    ("with Gauri", true),
    ("on Vrishabha (Nandi)", true),
    ("in the assembly (sabha)", false),
    ("dining (bhojana)", false),
    ("at play (krida)", false),
];

/// Agni vasa by (tithi + 1 + weekday) mod 4: (abode, favourable for homa).
pub const AGNI_VASA: [(&str, bool); 4] =
    [("earth (prithvi)", true), ("sky (akasha)", false), ("netherworld (patala)", false), ("earth (prithvi)", true)];

/// Yogini vasa by tithi within the paksha (1..15, Amavasya = 15 of Krishna paksha handled apart).
pub const YOGINI_VASA: [&str; 15] = [
    "east",
    "north",
    "south-east",
    "south-west",
    "south",
    "west",
    "north-west",
    "north-east",
    "east",
    "north",
    "south-east",
    "south-west",
    "south",
    "west",
    "north-west",
];

/// Direction of Yogini vasa for a tithi 1..30.
pub fn yogini_direction(tithi: usize) -> &'static str {
    if tithi == 30 {
        "north-east"
    } else {
        YOGINI_VASA[(tithi - 1) % 15]
    }
}

/// Index into [`SHIVA_VASA`] for a tithi 1..30.
pub fn shiva_index(tithi: usize) -> usize {
    (2 * tithi + 5) % 7
}

/// Index into [`AGNI_VASA`] for a tithi 1..30 and weekday 0 = Sunday.
pub fn agni_index(tithi: usize, weekday: usize) -> usize {
    (tithi + 1 + weekday + 1) % 4
}

/// Disha shool of the vara.
#[derive(Debug, Clone, Serialize, PartialEq)]
#[derive(schemars::JsonSchema)]
pub struct DishaShool {
    /// Weekday of the Vedic day.
    pub weekday: &'static str,
    /// Direction in which travel is avoided on this weekday.
    pub direction: &'static str,
    /// The rule applied.
    pub definition: &'static str,
}

/// The disha shool of the Vedic day's weekday.
pub fn disha_shool(day: &PanchangDay) -> Result<DishaShool> {
    Ok(DishaShool {
        weekday: WEEKDAY_NAMES[day.weekday],
        direction: DISHA_SHOOL[day.weekday],
        definition: "by weekday: Sunday and Friday west, Monday and Saturday east, Tuesday and Wednesday north, \
                     Thursday south",
    })
}

/// One abode with its verdict.
#[derive(Debug, Clone, Serialize, PartialEq)]
#[derive(schemars::JsonSchema)]
pub struct Vasa {
    /// Where the deity resides.
    pub abode: &'static str,
    /// Whether the abode is favourable for the rite it governs.
    pub favourable: bool,
}

/// The nivas in force at the moment, from its tithi (and vara).
#[derive(Debug, Clone, Serialize, PartialEq)]
#[derive(schemars::JsonSchema)]
pub struct Nivas {
    /// Weekday of the Vedic day.
    pub weekday: &'static str,
    /// Tithi in force, 1..30 counted from Shukla Pratipada.
    pub tithi: u8,
    /// When that tithi began and ends: the nivas below hold for this span.
    pub tithi_span: Interval,
    /// Shiva vasa: (2 × tithi + 5) mod 7.
    pub shiva_vasa: Vasa,
    /// Agni vasa (for homa): (tithi + 1 + weekday, Sunday = 1) mod 4.
    pub agni_vasa: Vasa,
    /// Direction of Yogini vasa (to be kept behind or to the left when setting out).
    pub yogini_vasa: &'static str,
    /// The rules applied.
    pub definition: &'static str,
}

/// Shiva, Agni and Yogini vasa at the request moment.
pub fn nivas(day: &PanchangDay) -> Result<Nivas> {
    let span = span_at(ElementKind::Tithi, day.moment.jd_ut, day.ayanamsa)?;
    let t = span.number;
    let (abode, favourable) = SHIVA_VASA[shiva_index(t)];
    let (agni, agni_ok) = AGNI_VASA[agni_index(t, day.weekday)];
    Ok(Nivas {
        weekday: WEEKDAY_NAMES[day.weekday],
        tithi: t as u8,
        tithi_span: Interval::new(span.start, span.end, day.moment.offset_minutes),
        shiva_vasa: Vasa { abode, favourable },
        agni_vasa: Vasa { abode: agni, favourable: agni_ok },
        yogini_vasa: yogini_direction(t),
        definition: "tithi numbered 1..30 from Shukla Pratipada. Shiva vasa (2t + 5) mod 7: 1 Kailasa, 2 Gauri, \
                     3 Vrishabha (favourable), 4 sabha, 5 bhojana, 6 krida, 0 shmashana. Agni vasa (t + 1 + weekday, \
                     Sunday = 1) mod 4: 0 or 3 earth (favourable), 1 sky, 2 netherworld. Yogini vasa by tithi of the \
                     paksha: 1, 9 E; 2, 10 N; 3, 11 SE; 4, 12 SW; 5, 13 S; 6, 14 W; 7, Purnima NW; 8, Amavasya NE",
    })
}
