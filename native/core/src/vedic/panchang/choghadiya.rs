//! Choghadiya (Chaughadia): daytime and night each in 8 equal periods of about four ghatis,
//! named after seven kinds, each ruled by a planet: Udveg (Sun), Amrit (Moon), Rog (Mars),
//! Labh (Mercury), Shubh (Jupiter), Char (Venus), Kaal (Saturn).
//!
//! Sequence: the first daytime period is the weekday lord's, and each next one belongs to the
//! lord of the next hora (Chaldean order: Sun, Venus, Mercury, Moon, Saturn, Jupiter, Mars), so
//! the 8th repeats the 1st. The night starts with the lord of the fifth weekday counted from the
//! day (Sunday night: Jupiter, Shubh) and steps five weekdays on each time. The tables below are
//! that rule written out; they agree with PyJHora 4.8.5 `const.gauri_choghadiya_day_table` /
//! `gauri_choghadiya_night_table` and drikpanchang.com's Choghadiya pages (e.g. Monday: day
//! Amrit, Kaal, Shubh, Rog, Udveg, Char, Labh, Amrit; night Char, Rog, Kaal, Labh, Udveg,
//! Shubh, Amrit, Char).
//!
//! Quality: Amrit, Shubh and Labh good; Char neutral (drikpanchang counts it among the good
//! ones for starting work, others call it middling); Udveg, Kaal and Rog bad.

use super::day::require_vedic_day;
use super::day::PanchangDay;
use crate::ephemeris::rise_set::VedicDay;
use crate::ephemeris::time::EventTime;
use crate::error::Result;
use crate::vedic::gulika::WEEKDAY_NAMES;
use crate::zodiac::Graha;
use serde::Serialize;

/// The seven kinds of choghadiya, each ruled by a planet.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// Udveg ("anxiety"), ruled by the Sun; bad.
    Udveg,
    /// Char ("moving"), ruled by Venus; neutral.
    Char,
    /// Labh ("gain"), ruled by Mercury; good.
    Labh,
    /// Amrit ("nectar"), ruled by the Moon; good.
    Amrit,
    /// Kaal ("death"), ruled by Saturn; bad.
    Kaal,
    /// Shubh ("auspicious"), ruled by Jupiter; good.
    Shubh,
    /// Rog ("disease"), ruled by Mars; bad.
    Rog,
}

use Kind::*;

impl Kind {
    /// Name of the kind as the API spells it, e.g. `Amrit`.
    pub fn name(&self) -> &'static str {
        match self {
            Udveg => "Udveg",
            Char => "Char",
            Labh => "Labh",
            Amrit => "Amrit",
            Kaal => "Kaal",
            Shubh => "Shubh",
            Rog => "Rog",
        }
    }

    /// `good`, `neutral` or `bad`.
    pub fn quality(&self) -> &'static str {
        match self {
            Amrit | Shubh | Labh => "good",
            Char => "neutral",
            Udveg | Kaal | Rog => "bad",
        }
    }

    /// Planet ruling the kind.
    pub fn lord(&self) -> Graha {
        match self {
            Udveg => Graha::Sun,
            Amrit => Graha::Moon,
            Rog => Graha::Mars,
            Labh => Graha::Mercury,
            Shubh => Graha::Jupiter,
            Char => Graha::Venus,
            Kaal => Graha::Saturn,
        }
    }
}

/// Daytime choghadiyas, Sunday..Saturday.
pub const DAY_SEQUENCE: [[Kind; 8]; 7] = [
    [Udveg, Char, Labh, Amrit, Kaal, Shubh, Rog, Udveg],
    [Amrit, Kaal, Shubh, Rog, Udveg, Char, Labh, Amrit],
    [Rog, Udveg, Char, Labh, Amrit, Kaal, Shubh, Rog],
    [Labh, Amrit, Kaal, Shubh, Rog, Udveg, Char, Labh],
    [Shubh, Rog, Udveg, Char, Labh, Amrit, Kaal, Shubh],
    [Char, Labh, Amrit, Kaal, Shubh, Rog, Udveg, Char],
    [Kaal, Shubh, Rog, Udveg, Char, Labh, Amrit, Kaal],
];

/// Night choghadiyas (sunset to next sunrise), Sunday..Saturday.
pub const NIGHT_SEQUENCE: [[Kind; 8]; 7] = [
    [Shubh, Amrit, Char, Rog, Kaal, Labh, Udveg, Shubh],
    [Char, Rog, Kaal, Labh, Udveg, Shubh, Amrit, Char],
    [Kaal, Labh, Udveg, Shubh, Amrit, Char, Rog, Kaal],
    [Udveg, Shubh, Amrit, Char, Rog, Kaal, Labh, Udveg],
    [Amrit, Char, Rog, Kaal, Labh, Udveg, Shubh, Amrit],
    [Rog, Kaal, Labh, Udveg, Shubh, Amrit, Char, Rog],
    [Labh, Udveg, Shubh, Amrit, Char, Rog, Kaal, Labh],
];

const CHOGHADIYA_DEFINITION: &str = "daytime (sunrise to sunset) and night (sunset to next sunrise) each in 8 equal \
     periods; sequence by weekday (first daytime period = weekday lord's, then hora order; night from the lord of \
     the 5th weekday)";

/// (start, end) of the 16 periods: 8 of daytime, then 8 of night.
pub fn choghadiya_spans(day: &VedicDay) -> [(f64, f64); 16] {
    std::array::from_fn(|i| {
        let (from, to, k) = if i < 8 { (day.sunrise, day.sunset, i) } else { (day.sunset, day.next_sunrise, i - 8) };
        let len = (to - from) / 8.0;
        let end = if k == 7 { to } else { from + (k + 1) as f64 * len };
        (from + k as f64 * len, end)
    })
}

/// One choghadiya period: an eighth of the daytime or of the night.
#[derive(Debug, Clone, Serialize, PartialEq)]
#[derive(schemars::JsonSchema)]
pub struct ChoghadiyaPeriod {
    /// 1..8 within daytime or night.
    pub number: u8,
    /// Name of the period's kind: Udveg, Char, Labh, Amrit, Kaal, Shubh or Rog.
    pub name: &'static str,
    /// `good` (Amrit, Shubh, Labh), `neutral` (Char) or `bad` (Udveg, Kaal, Rog).
    pub quality: &'static str,
    /// Planet ruling the period's kind.
    pub lord: Graha,
    /// `day` or `night`.
    pub part: &'static str,
    /// Start of the period, in the request's UTC offset.
    pub start: EventTime,
    /// End of the period, in the request's UTC offset.
    pub end: EventTime,
}

/// The choghadiya schedule of the Vedic day: 8 daytime and 8 night periods.
#[derive(Debug, Clone, Serialize, PartialEq)]
#[derive(schemars::JsonSchema)]
pub struct Choghadiya {
    /// Weekday of the Vedic day.
    pub weekday: &'static str,
    /// The 8 daytime periods, sunrise to sunset, in order.
    pub day: Vec<ChoghadiyaPeriod>,
    /// The 8 night periods, sunset to next sunrise, in order.
    pub night: Vec<ChoghadiyaPeriod>,
    /// The period containing the request's moment.
    pub current: ChoghadiyaPeriod,
    /// How the periods and their sequence are computed.
    pub definition: &'static str,
}

/// The day's choghadiyas and the one running at the request moment (needs a sunrise and sunset).
pub fn choghadiya(day: &PanchangDay) -> Result<Choghadiya> {
    let vd = require_vedic_day(day, "Choghadiya")?;
    let offset = day.moment.offset_minutes;
    let spans = choghadiya_spans(&vd);
    let period = |i: usize| {
        let (kind, part) =
            if i < 8 { (DAY_SEQUENCE[day.weekday][i], "day") } else { (NIGHT_SEQUENCE[day.weekday][i - 8], "night") };
        ChoghadiyaPeriod {
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
    Ok(Choghadiya {
        weekday: WEEKDAY_NAMES[day.weekday],
        day: (0..8).map(period).collect(),
        night: (8..16).map(period).collect(),
        current: period(current_index),
        definition: CHOGHADIYA_DEFINITION,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::vedic::gulika::WEEKDAY_LORDS;

    use crate::zodiac::Graha::{Jupiter, Mars, Mercury, Moon, Saturn, Sun, Venus};
    const HORA_ORDER: [crate::zodiac::Graha; 7] = [Sun, Venus, Mercury, Moon, Saturn, Jupiter, Mars];

    /// The tables are the lord rule written out.
    #[test]
    fn tables_follow_the_lord_rule() {
        for w in 0..7 {
            let first = HORA_ORDER.iter().position(|l| *l == WEEKDAY_LORDS[w]).unwrap();
            for (i, kind) in DAY_SEQUENCE[w].iter().enumerate() {
                assert_eq!(kind.lord(), HORA_ORDER[(first + i) % 7], "day {w} period {i}");
            }
            for (i, kind) in NIGHT_SEQUENCE[w].iter().enumerate() {
                assert_eq!(kind.lord(), WEEKDAY_LORDS[(w + 4 + 4 * i) % 7], "night {w} period {i}");
            }
        }
    }
}
