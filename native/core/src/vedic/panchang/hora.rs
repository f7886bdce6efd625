//! Horas: the Vedic day in 24 planetary hours, 12 equal ones from sunrise to sunset and 12
//! from sunset to the next sunrise, ruled in Chaldean order (Saturn, Jupiter, Mars, Sun,
//! Venus, Mercury, Moon, by decreasing period) starting from the weekday's lord at sunrise.
//! That order is where the weekday names come from: 24 horas later the 25th hora, the next
//! day's first, falls to the lord three steps on, which is the next weekday's lord.

use super::day::require_vedic_day;
use super::day::PanchangDay;
use crate::ephemeris::rise_set::VedicDay;
use crate::ephemeris::time::EventTime;
use crate::error::Result;
use crate::vedic::gulika::{WEEKDAY_LORDS, WEEKDAY_NAMES};
use crate::zodiac::Graha;
use serde::Serialize;

/// The seven planets by decreasing orbital period (Saturn first): the order horas follow.
pub const CHALDEAN_ORDER: [Graha; 7] =
    [Graha::Saturn, Graha::Jupiter, Graha::Mars, Graha::Sun, Graha::Venus, Graha::Mercury, Graha::Moon];

const HORA_DEFINITION: &str = "daytime (sunrise to sunset) / 12 and night (sunset to next sunrise) / 12; lords in \
     Chaldean order (Saturn, Jupiter, Mars, Sun, Venus, Mercury, Moon) from the weekday lord at sunrise";

/// Lords of the 24 horas of a Vedic day of the given weekday (0 = Sunday).
pub fn hora_lords(weekday: usize) -> [Graha; 24] {
    let first = CHALDEAN_ORDER.iter().position(|l| *l == WEEKDAY_LORDS[weekday]).expect("weekday lords are planets");
    std::array::from_fn(|i| CHALDEAN_ORDER[(first + i) % 7])
}

/// (start, end) of the 24 horas: 12 of daytime, then 12 of night.
pub fn hora_spans(day: &VedicDay) -> [(f64, f64); 24] {
    std::array::from_fn(|i| {
        let (from, to, k) = if i < 12 { (day.sunrise, day.sunset, i) } else { (day.sunset, day.next_sunrise, i - 12) };
        let len = (to - from) / 12.0;
        // Ends at the exact sunset / next sunrise so that consecutive horas share boundaries.
        let end = if k == 11 { to } else { from + (k + 1) as f64 * len };
        (from + k as f64 * len, end)
    })
}

/// Index (0..23) of the hora containing `jd_ut`, clamped to the Vedic day.
pub fn hora_index(spans: &[(f64, f64); 24], jd_ut: f64) -> usize {
    spans.iter().position(|&(_, end)| jd_ut < end).unwrap_or(23)
}

/// One hora: a twelfth of the daytime or of the night.
#[derive(Debug, Clone, Serialize, PartialEq)]
#[derive(schemars::JsonSchema)]
pub struct HoraEntry {
    /// 1..24 from sunrise.
    pub number: u8,
    /// Planet ruling the hora.
    pub lord: Graha,
    /// `day` or `night`.
    pub part: &'static str,
    /// Start of the hora, in the request's UTC offset.
    pub start: EventTime,
    /// End of the hora, in the request's UTC offset.
    pub end: EventTime,
}

/// The hora running at the request moment.
#[derive(Debug, Clone, Serialize, PartialEq)]
#[derive(schemars::JsonSchema)]
pub struct CurrentHora {
    /// 0-based index into `horas`.
    pub index: usize,
    /// 1..24, as in `horas`.
    pub number: u8,
    /// Planet ruling the hora.
    pub lord: Graha,
    /// `day` or `night`.
    pub part: &'static str,
    /// Start of the hora, in the request's UTC offset.
    pub start: EventTime,
    /// End of the hora, in the request's UTC offset.
    pub end: EventTime,
}

/// The 24 horas of the Vedic day and the one running at the request moment.
#[derive(Debug, Clone, Serialize, PartialEq)]
#[derive(schemars::JsonSchema)]
pub struct Hora {
    /// Weekday of the Vedic day and its lord, which rules the first hora.
    pub weekday: &'static str,
    /// Planet ruling the weekday and so the first hora after sunrise.
    pub weekday_lord: Graha,
    /// The hora running at the request moment.
    pub current: CurrentHora,
    /// All 24 horas from sunrise to next sunrise, in order.
    pub horas: Vec<HoraEntry>,
    /// How the horas and their lords are computed.
    pub definition: &'static str,
}

/// The day's horas and the current one (needs a sunrise and sunset).
pub fn hora(day: &PanchangDay) -> Result<Hora> {
    let vd = require_vedic_day(day, "Hora")?;
    let offset = day.moment.offset_minutes;
    let lords = hora_lords(day.weekday);
    let spans = hora_spans(&vd);
    let horas: Vec<HoraEntry> = (0..24)
        .map(|i| HoraEntry {
            number: (i + 1) as u8,
            lord: lords[i],
            part: if i < 12 { "day" } else { "night" },
            start: EventTime::new(spans[i].0, offset),
            end: EventTime::new(spans[i].1, offset),
        })
        .collect();
    let index = hora_index(&spans, day.moment.jd_ut);
    let h = &horas[index];
    let current =
        CurrentHora { index, number: h.number, lord: h.lord, part: h.part, start: h.start.clone(), end: h.end.clone() };
    Ok(Hora {
        weekday: WEEKDAY_NAMES[day.weekday],
        weekday_lord: WEEKDAY_LORDS[day.weekday],
        current,
        horas,
        definition: HORA_DEFINITION,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_25th_hora_is_the_next_weekdays_lord() {
        for w in 0..7 {
            let lords = hora_lords(w);
            assert_eq!(lords[0], WEEKDAY_LORDS[w]);
            let next = CHALDEAN_ORDER.iter().position(|l| *l == lords[23]).unwrap();
            assert_eq!(CHALDEAN_ORDER[(next + 1) % 7], WEEKDAY_LORDS[(w + 1) % 7]);
        }
    }
}
