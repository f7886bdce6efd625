//! Udaya lagna table: the sidereal sign rising at the place, with when each rises and sets,
//! through the Vedic day. Each boundary is the root of the sidereal ascendant reaching a multiple
//! of 30° (the same root finder the muhurta scanner uses for its lagna changes).

use super::day::PanchangDay;
use crate::ephemeris::time::Interval;
use crate::error::Result;
use crate::vedic::muhurta::scan::lagna_crossings;
use crate::vedic::muhurta::sidereal_ascendant;
use crate::zodiac::SIGNS;
use serde::Serialize;

/// How far before the day's start the entry of the first sign is looked for (days). A sign takes
/// at most a few hours to rise below the polar circles; half a day covers it with margin.
const LOOK_BACK: f64 = 0.5;

/// One rising sign.
#[derive(Debug, Clone, Serialize, PartialEq)]
#[derive(schemars::JsonSchema)]
pub struct RisingSign {
    /// Sidereal sign, e.g. `Aries`.
    pub sign: &'static str,
    /// 1 = Aries … 12 = Pisces.
    pub number: u8,
    /// From the ascendant's entry into the sign to its entry into the next (the first may begin
    /// before sunrise and the last end after the next sunrise).
    pub window: Interval,
    /// Minutes the sign takes to rise.
    pub minutes: f64,
}

/// The lagna table of the Vedic day.
#[derive(Debug, Clone, Serialize, PartialEq)]
#[derive(schemars::JsonSchema)]
pub struct LagnaTable {
    /// The sign rising at the request's moment.
    pub current: RisingSign,
    /// Every sign rising during the day (sunrise to next sunrise), in order.
    pub signs: Vec<RisingSign>,
    /// How the table is computed.
    pub definition: &'static str,
}

/// Latitude beyond which the ecliptic can lie on the horizon (90° less the obliquity), so that
/// signs no longer rise one after another.
pub const POLAR_LATITUDE: f64 = 66.0;

/// The rising signs through the day, each with its entry and exit.
pub fn lagna_table(day: &PanchangDay) -> Result<LagnaTable> {
    if day.place.lat.abs() > POLAR_LATITUDE {
        return Err(crate::error::Error::Unsupported(format!(
            "the lagna table needs the signs to rise in turn, which they do not beyond latitude {POLAR_LATITUDE}° \
             (the ecliptic can lie on the horizon there); latitude {:.4} was given",
            day.place.lat
        )));
    }
    let b = day.bounds();
    let off = day.moment.offset_minutes;
    let from = b.start.min(day.moment.jd_ut) - LOOK_BACK;
    let to = b.end.max(day.moment.jd_ut) + LOOK_BACK;
    let cuts = lagna_crossings(from, to, day.place, day.ayanamsa)?;
    let mut all = Vec::with_capacity(cuts.len());
    for w in cuts.windows(2) {
        // The sign risen just after the entry.
        let asc = sidereal_ascendant(w[0] + 1e-5, day.place, day.ayanamsa)?;
        let s = ((asc / 30.0) as usize).min(11);
        all.push(RisingSign {
            sign: SIGNS[s].name,
            number: s as u8 + 1,
            window: Interval::new(w[0], w[1], off),
            minutes: (w[1] - w[0]) * 1440.0,
        });
    }
    let jd = day.moment.jd_ut;
    let current = all
        .iter()
        .find(|r| r.window.start.jd_ut <= jd && jd < r.window.end.jd_ut)
        .cloned()
        .ok_or_else(|| crate::error::Error::Ephemeris("no rising sign found around the moment".into()))?;
    let signs = all.into_iter().filter(|r| r.window.end.jd_ut > b.start && r.window.start.jd_ut < b.end).collect();
    Ok(LagnaTable {
        current,
        signs,
        definition: "each sidereal sign from the ascendant's entry into it (30° multiple of the sidereal \
                     ascendant) to its entry into the next, for the signs rising between sunrise and the next sunrise",
    })
}
