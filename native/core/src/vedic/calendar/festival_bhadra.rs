//! The two Purnima festivals that must avoid bhadra (the Vishti karana, which holds the first
//! half of Purnima): Holika Dahan and Raksha Bandhan. The Dharma Sindhu's rules as the almanacs
//! apply them:
//! - the date whose part of the day (pradosh, aparahna) holds Purnima outside bhadra, the larger
//!   free share on two dates; the window is that free part;
//! - else (bhadra covers the part wherever Purnima holds it) the row's fallback on the next date:
//!   Holika Dahan in the next pradosh when Purnima lasts three prahars (3/4 of the daytime) of
//!   that date; Raksha Bandhan the next morning when Purnima lasts six ghatis (144 minutes)
//!   after sunrise (the window: sunrise to the end of Purnima);
//! - else on the first date after bhadra ends: Holika Dahan until the end of nishita (in pradosh
//!   when bhadra outlasts nishita), Raksha Bandhan until Purnima ends.

use super::days::CivilDate;
use super::festival_rules::{BhadraFallback, TithiRule};
use super::observance::{decide, DayPart};
use super::range::CheckedRange;
use crate::error::Result;
use crate::vedic::muhurta::tables::is_vishti;
use crate::vedic::panchang::angles::ElementKind;
use crate::vedic::panchang::elements::{spans_between, Span};

/// Six ghatis in days (144 minutes).
const SIX_GHATIS: f64 = 6.0 / 60.0;

/// A date chosen by a bhadra rule: index, the window observed and which branch decided.
#[derive(Debug, Clone, Copy)]
pub struct BhadraChoice {
    /// Index of the chosen date.
    pub index: usize,
    /// The window observed (start, end as Julian days UT).
    pub window: (f64, f64),
    /// The branch: `bhadra_free`, `next_pradosh_three_prahars`, `next_morning_six_ghatis`,
    /// `after_bhadra` or `pradosh_in_bhadra`.
    pub decided_by: &'static str,
}

/// The bhadra (Vishti karana) stretches inside a span, in order.
fn bhadra_in(span: &Span, r: &CheckedRange) -> Result<Vec<(f64, f64)>> {
    Ok(spans_between(ElementKind::Karana, span.start, span.end, r.ayanamsa)?
        .iter()
        .filter(|k| is_vishti(k.number))
        .map(|k| (k.start.max(span.start), k.end.min(span.end)))
        .filter(|(a, b)| b > a)
        .collect())
}

/// The part of `(a, b)` inside the span and outside bhadra (bhadra stretches cut from its ends).
fn free_part((a, b): (f64, f64), span: &Span, bhadra: &[(f64, f64)]) -> Option<(f64, f64)> {
    let (mut lo, mut hi) = (a.max(span.start), b.min(span.end));
    for &(x, y) in bhadra {
        if x <= lo && y > lo {
            lo = y;
        }
        if x < hi && y >= hi {
            hi = x;
        }
    }
    (hi > lo).then_some((lo, hi))
}

/// The date and window of a bhadra-free Purnima festival.
pub fn choose(
    rule: &TithiRule,
    fallback: BhadraFallback,
    span: &Span,
    dates: &[CivilDate],
    r: &CheckedRange,
) -> Result<BhadraChoice> {
    let bhadra = bhadra_in(span, r)?;
    let mut best: Option<(usize, (f64, f64))> = None;
    for (i, d) in dates.iter().enumerate() {
        if d.next_sunrise < span.start || d.sunrise > span.end {
            continue;
        }
        if let Some(w) = free_part(rule.part.window(d, r)?, span, &bhadra) {
            if best.is_none_or(|(_, b)| w.1 - w.0 > b.1 - b.0) {
                best = Some((i, w));
            }
        }
    }
    if let Some((index, window)) = best {
        return Ok(BhadraChoice { index, window, decided_by: "bhadra_free" });
    }
    let first = decide(span, dates, rule.part, r)?.index;
    if let Some(next) = dates.get(first + 1) {
        let held = span.end - next.sunrise;
        match fallback {
            BhadraFallback::NextPradoshAfterThreePrahars if held >= 0.75 * next.daytime() => {
                let window = DayPart::Pradosh.window(next, r)?;
                return Ok(BhadraChoice { index: first + 1, window, decided_by: "next_pradosh_three_prahars" });
            }
            BhadraFallback::NextMorningSixGhatis if held >= SIX_GHATIS => {
                let window = (next.sunrise, span.end);
                return Ok(BhadraChoice { index: first + 1, window, decided_by: "next_morning_six_ghatis" });
            }
            _ => {}
        }
    }
    let d = &dates[first];
    let bhadra_end = bhadra.last().map_or(span.start, |b| b.1);
    let end = match fallback {
        BhadraFallback::NextPradoshAfterThreePrahars => DayPart::Nishita.window(d, r)?.1.min(span.end),
        BhadraFallback::NextMorningSixGhatis => span.end,
    };
    if bhadra_end < end {
        return Ok(BhadraChoice { index: first, window: (bhadra_end, end), decided_by: "after_bhadra" });
    }
    Ok(BhadraChoice { index: first, window: rule.part.window(d, r)?, decided_by: "pradosh_in_bhadra" })
}
