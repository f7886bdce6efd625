//! The monthly vrats decided by one tithi at one part of the day: each is a row of data (its
//! tithis, its part of the day, its rule in words) for the one resolver in `observance`.

use super::days::{civil_dates, Chain};
use super::observance::{resolve, DayPart, ObservanceDay};
use super::range::{CalendarConventions, CalendarRequest, MAX_RANGE_DAYS};
use crate::error::Result;
use crate::vedic::panchang::angles::ElementKind;
use serde::Serialize;

/// One monthly vrat: which tithis, at which part of the day.
#[derive(Debug, Clone, Copy)]
pub struct VratRule {
    /// Name of the observance, e.g. `Pradosh Vrat`.
    pub name: &'static str,
    /// The tithis (1..30) that hold it.
    pub tithis: &'static [usize],
    /// The part of the day the tithi must hold.
    pub part: DayPart,
    /// The rule in words (also in docs/calendar.md).
    pub rule: &'static str,
}

/// Purnima (tithi 15) and Amavasya (tithi 30): the date on whose sunrise the tithi prevails.
pub const PURNIMA_AMAVASYA: VratRule = VratRule {
    name: "Purnima / Amavasya",
    tithis: &[15, 30],
    part: DayPart::Sunrise,
    rule: "Purnima (tithi 15) and Amavasya (tithi 30): the date on whose sunrise the tithi prevails (udaya tithi); \
           when it touches no sunrise, the date whose Vedic day holds its middle",
};

/// Pradosh: Trayodashi (13 and 28) at Pradosh Kaal.
pub const PRADOSH: VratRule = VratRule {
    name: "Pradosh Vrat",
    tithis: &[13, 28],
    part: DayPart::Pradosh,
    rule: "Trayodashi of either paksha (tithis 13 and 28): the date whose Pradosh Kaal (sunset to sunset + 1/5 of the \
           night) the tithi covers most; fallback the date whose Vedic day holds its middle",
};

/// Sankashti Chaturthi: Krishna Chaturthi (19) at moonrise.
pub const SANKASHTI: VratRule = VratRule {
    name: "Sankashti Chaturthi",
    tithis: &[19],
    part: DayPart::Moonrise,
    rule: "Krishna Chaturthi (tithi 19): the date on whose evening moonrise the tithi prevails (the fast ends at \
           moonrise); fallback the date whose Vedic day holds its middle",
};

/// Masik Shivaratri: Krishna Chaturdashi (29) at nishita.
pub const MASIK_SHIVARATRI: VratRule = VratRule {
    name: "Masik Shivaratri",
    tithis: &[29],
    part: DayPart::Nishita,
    rule: "Krishna Chaturdashi (tithi 29): the date whose Nishita (the 8th of the 15 muhurtas of the night) the tithi \
           covers most; fallback the date whose Vedic day holds its middle. The one in amanta Magha is Maha Shivaratri",
};

/// The dates of one monthly vrat over a range.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct VratDates {
    /// Name of the observance.
    pub observance: &'static str,
    /// Every date in the range, in order.
    pub days: Vec<ObservanceDay>,
    /// How the dates were decided.
    pub conventions: CalendarConventions,
}

/// Every date of a vrat in the request's range.
pub fn vrat_dates(req: &CalendarRequest, rule: &VratRule) -> Result<VratDates> {
    let r = req.checked(MAX_RANGE_DAYS)?;
    let dates = civil_dates(&r)?;
    let chain = Chain::over(ElementKind::Tithi, &dates, &r)?;
    Ok(VratDates {
        observance: rule.name,
        days: resolve(rule.tithis, rule.part, &dates, &chain, &r)?,
        conventions: r.conventions(rule.rule),
    })
}

/// Purnima and Amavasya dates in the range.
pub fn purnima_amavasya(req: &CalendarRequest) -> Result<VratDates> {
    vrat_dates(req, &PURNIMA_AMAVASYA)
}

/// Pradosh Vrat dates in the range.
pub fn pradosh(req: &CalendarRequest) -> Result<VratDates> {
    vrat_dates(req, &PRADOSH)
}

/// Sankashti Chaturthi dates in the range, with the moonrise that ends the fast.
pub fn sankashti_chaturthi(req: &CalendarRequest) -> Result<VratDates> {
    vrat_dates(req, &SANKASHTI)
}

/// Masik Shivaratri dates in the range.
pub fn masik_shivaratri(req: &CalendarRequest) -> Result<VratDates> {
    vrat_dates(req, &MASIK_SHIVARATRI)
}
