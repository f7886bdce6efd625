//! Gowri panchangam (Gowri nalla neram), the Tamil sibling of choghadiya: daytime and night
//! each in the same 8 equal parts (the slot machinery is choghadiya's), named by eight kinds:
//! seven from the planets of the weekday circle (Uthi the Sun's, Amirdha the Moon's, Rogam
//! Mars', Laabam Mercury's, Dhanam Jupiter's, Sugam Venus', Soram Saturn's) and Visham, the
//! part of Rahu.
//!
//! Daytime rule: the seven weekday lords in weekday order from the day's own lord, with Visham
//! put in at Rahu's part of the day, which is the Rahu kaal part (`kaal::RAHU_KAAL_PART`). The
//! daytime table below is that rule written out (a unit test checks it). Night: the printed
//! table, whose rows start from the lord of the fifth weekday counted from the day (as
//! choghadiya's night) and carry Visham where the almanacs put it. Both tables are the Tamil
//! Gowri panchangam as printed in Tamil almanacs (Pambu panchangam and the calendars that copy
//! it; e.g. Sunday day Uthi, Amirdha, Rogam, Laabam, Dhanam, Sugam, Soram, Visham; Monday night
//! Sugam, Soram, Uthi, Amirdha, Visham, Rogam, Laabam, Dhanam).
//!
//! Quality: Amirdha, Uthi, Laabam, Dhanam and Sugam are good (the "nalla neram"); Rogam,
//! Soram and Visham bad.

use super::choghadiya::choghadiya_spans;
use super::day::{require_vedic_day, PanchangDay};
use crate::ephemeris::time::EventTime;
use crate::error::Result;
use crate::vedic::gulika::WEEKDAY_NAMES;
use crate::zodiac::Graha;
use serde::Serialize;

/// The eight kinds of Gowri period.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Gowri {
    /// Amirdha (Amritha, "nectar"), the Moon's part; good.
    Amirdha,
    /// Uthi (also called Siddha or Udyogam, "rise"), the Sun's part; good.
    Uthi,
    /// Rogam ("disease"), Mars' part; bad.
    Rogam,
    /// Laabam (Labha, "gain"), Mercury's part; good.
    Laabam,
    /// Dhanam (Dhana, "wealth"), Jupiter's part; good.
    Dhanam,
    /// Sugam ("comfort"), Venus' part; good.
    Sugam,
    /// Soram ("theft"), Saturn's part; bad.
    Soram,
    /// Visham ("poison"), Rahu's part; bad.
    Visham,
}

use Gowri::*;

impl Gowri {
    /// Name as the API spells it, e.g. `Amirdha`.
    pub fn name(&self) -> &'static str {
        match self {
            Amirdha => "Amirdha",
            Uthi => "Uthi",
            Rogam => "Rogam",
            Laabam => "Laabam",
            Dhanam => "Dhanam",
            Sugam => "Sugam",
            Soram => "Soram",
            Visham => "Visham",
        }
    }

    /// `good` or `bad`.
    pub fn quality(&self) -> &'static str {
        match self {
            Amirdha | Uthi | Laabam | Dhanam | Sugam => "good",
            Rogam | Soram | Visham => "bad",
        }
    }

    /// The planet whose part it is (Rahu for Visham).
    pub fn lord(&self) -> Graha {
        match self {
            Uthi => Graha::Sun,
            Amirdha => Graha::Moon,
            Rogam => Graha::Mars,
            Laabam => Graha::Mercury,
            Dhanam => Graha::Jupiter,
            Sugam => Graha::Venus,
            Soram => Graha::Saturn,
            Visham => Graha::Rahu,
        }
    }
}

/// Daytime Gowri periods, Sunday..Saturday (Tamil almanac table; the rule in the module docs).
pub const GOWRI_DAY: [[Gowri; 8]; 7] = [
    [Uthi, Amirdha, Rogam, Laabam, Dhanam, Sugam, Soram, Visham],
    [Amirdha, Visham, Rogam, Laabam, Dhanam, Sugam, Soram, Uthi],
    [Rogam, Laabam, Dhanam, Sugam, Soram, Uthi, Visham, Amirdha],
    [Laabam, Dhanam, Sugam, Soram, Visham, Uthi, Amirdha, Rogam],
    [Dhanam, Sugam, Soram, Uthi, Amirdha, Visham, Rogam, Laabam],
    [Sugam, Soram, Uthi, Visham, Amirdha, Rogam, Laabam, Dhanam],
    [Soram, Uthi, Visham, Amirdha, Rogam, Laabam, Dhanam, Sugam],
];

/// Night Gowri periods (sunset to next sunrise), Sunday..Saturday (Tamil almanac table).
pub const GOWRI_NIGHT: [[Gowri; 8]; 7] = [
    [Dhanam, Sugam, Soram, Visham, Uthi, Amirdha, Rogam, Laabam],
    [Sugam, Soram, Uthi, Amirdha, Visham, Rogam, Laabam, Dhanam],
    [Soram, Uthi, Visham, Amirdha, Rogam, Laabam, Dhanam, Sugam],
    [Uthi, Amirdha, Rogam, Laabam, Dhanam, Sugam, Soram, Visham],
    [Amirdha, Visham, Rogam, Laabam, Dhanam, Sugam, Soram, Uthi],
    [Rogam, Laabam, Dhanam, Sugam, Soram, Uthi, Visham, Amirdha],
    [Laabam, Dhanam, Sugam, Soram, Uthi, Visham, Amirdha, Rogam],
];

const GOWRI_DEFINITION: &str = "daytime (sunrise to sunset) and night (sunset to next sunrise) each in 8 equal \
     periods (the choghadiya slots); names from the Tamil Gowri panchangam weekday tables (daytime: the weekday \
     lords from the day's lord, Visham at the Rahu kaal part)";

/// One Gowri period: an eighth of the daytime or of the night.
#[derive(Debug, Clone, Serialize, PartialEq)]
#[derive(schemars::JsonSchema)]
pub struct GowriPeriod {
    /// 1..8 within daytime or night.
    pub number: u8,
    /// Amirdha, Uthi, Rogam, Laabam, Dhanam, Sugam, Soram or Visham.
    pub name: &'static str,
    /// `good` (Amirdha, Uthi, Laabam, Dhanam, Sugam) or `bad` (Rogam, Soram, Visham).
    pub quality: &'static str,
    /// Planet whose part it is (Rahu for Visham).
    pub lord: Graha,
    /// `day` or `night`.
    pub part: &'static str,
    /// Start of the period, in the request's UTC offset.
    pub start: EventTime,
    /// End of the period, in the request's UTC offset.
    pub end: EventTime,
}

/// The Gowri panchangam of the Vedic day: 8 daytime and 8 night periods.
#[derive(Debug, Clone, Serialize, PartialEq)]
#[derive(schemars::JsonSchema)]
pub struct GowriPanchangam {
    /// Weekday of the Vedic day.
    pub weekday: &'static str,
    /// The 8 daytime periods, sunrise to sunset, in order.
    pub day: Vec<GowriPeriod>,
    /// The 8 night periods, sunset to next sunrise, in order.
    pub night: Vec<GowriPeriod>,
    /// The period containing the request's moment.
    pub current: GowriPeriod,
    /// How the periods and their names are found.
    pub definition: &'static str,
}

/// The day's Gowri periods and the one running at the request moment (needs a sunrise and
/// sunset; a 422 otherwise, as choghadiya).
pub fn gowri(day: &PanchangDay) -> Result<GowriPanchangam> {
    let vd = require_vedic_day(day, "Gowri panchangam")?;
    let offset = day.moment.offset_minutes;
    let spans = choghadiya_spans(&vd);
    let period = |i: usize| {
        let (kind, part) =
            if i < 8 { (GOWRI_DAY[day.weekday][i], "day") } else { (GOWRI_NIGHT[day.weekday][i - 8], "night") };
        GowriPeriod {
            number: (i % 8 + 1) as u8,
            name: kind.name(),
            quality: kind.quality(),
            lord: kind.lord(),
            part,
            start: EventTime::new(spans[i].0, offset),
            end: EventTime::new(spans[i].1, offset),
        }
    };
    let current_index = spans.iter().position(|&(_, end)| day.moment.jd_ut < end).unwrap_or(15);
    Ok(GowriPanchangam {
        weekday: WEEKDAY_NAMES[day.weekday],
        day: (0..8).map(period).collect(),
        night: (8..16).map(period).collect(),
        current: period(current_index),
        definition: GOWRI_DEFINITION,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::vedic::gulika::WEEKDAY_LORDS;
    use crate::vedic::panchang::kaal::RAHU_KAAL_PART;

    /// Daytime: weekday lords in weekday order from the day's lord, Visham inserted at the
    /// Rahu kaal part (the engine's own Rahu kaal table).
    #[test]
    fn day_table_is_the_weekday_circle_with_visham_at_rahu_kaal() {
        for w in 0..7 {
            let mut lords: Vec<Graha> = (0..7).map(|k| WEEKDAY_LORDS[(w + k) % 7]).collect();
            lords.insert(RAHU_KAAL_PART[w] as usize - 1, Graha::Rahu);
            let table: Vec<Graha> = GOWRI_DAY[w].iter().map(Gowri::lord).collect();
            assert_eq!(table, lords, "weekday {w}");
        }
    }

    /// Night rows start from the lord of the fifth weekday and hold each kind once.
    #[test]
    fn night_rows_start_from_the_fifth_weekday_and_hold_each_kind_once() {
        for (w, row) in GOWRI_NIGHT.iter().enumerate() {
            assert_eq!(row[0].lord(), WEEKDAY_LORDS[(w + 4) % 7], "weekday {w}");
            for g in [Amirdha, Uthi, Rogam, Laabam, Dhanam, Sugam, Soram, Visham] {
                assert_eq!(row.iter().filter(|k| **k == g).count(), 1, "weekday {w} {}", g.name());
            }
            let lords: Vec<Graha> = row.iter().map(Gowri::lord).filter(|l| *l != Graha::Rahu).collect();
            let circle: Vec<Graha> = (0..7).map(|k| WEEKDAY_LORDS[(w + 4 + k) % 7]).collect();
            assert_eq!(lords, circle, "night {w}: the seven lords in weekday order");
        }
    }
}
