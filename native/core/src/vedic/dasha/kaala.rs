//! Kaala dasha (BPHS ch. 46, the Kaala dasha verses): the nine grahas Sun … Ketu in their
//! natural order, the k-th having k units, from the birth moment's place in its part of the day.
//!
//! BPHS divides the day and night into four parts: the dawn sandhya (Khanda) of 5 ghatis before
//! and 5 after sunrise, the day (Mugdha) up to 5 ghatis before sunset, the dusk sandhya (Sudha)
//! of 5 ghatis either side of sunset and the night (Poorna) up to 5 ghatis before the next
//! sunrise. A ghati here is a seasonal one: 1/30 of the day (sunrise to sunset) for the ghatis
//! after sunrise and before sunset, 1/30 of the night for those after sunset and before sunrise,
//! so the day and night parts are always 20 ghatis and the sandhyas 10.
//!
//! The part's elapsed fraction f (past ghatis x 2/15 in Mugdha and Poorna, x 4/15 in a sandhya:
//! the unit of years, 45 units making 120 years at the end of the part) sets a first cycle of
//! 120 x f years, the k-th graha (Sun = 1) running k/45 of it, starting at birth; a second cycle
//! of the remaining 120 x (1 - f) years follows in the same proportions (JHora's convention,
//! as PyJHora gives it). Sub-periods are the engine's proportional ones (k/45 of the parent,
//! starting with the parent's lord).
//!
//! Sunrise and sunset: the centre of the Sun's disc on the geometric horizon, without
//! refraction (the traditional Hindu definition).

use super::applicability::Applicability;
use super::graha::{checked_window, conventions, GrahaDasha, GrahaDashaCurrent};
use super::vimshottari::Balance;
use super::{at, birth, levels, Birth, Ctx, DashaRequest, Period, Span, System};
use crate::ephemeris::rise_set::{next_sunset, vedic_day, SunriseDefinition};
use crate::ephemeris::time::{EventTime, Interval};
use crate::error::{Error, Result};
use crate::zodiac::Graha;

/// Years of the whole Kaala dasha (two cycles together).
pub const KAALA_YEARS: f64 = 120.0;

/// The nine grahas with their 1 … 9 units (45 in all) as an engine system.
const KAALA_SYSTEM: System =
    System { lords: &Graha::ALL, names: None, years: &[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0], total: 45.0 };

const STARTING_RULE: &str = "the birth moment's part of the day (dawn sandhya, day, dusk sandhya or night; the \
                             sandhyas 5 seasonal ghatis either side of sunrise and sunset, disc centre without \
                             refraction) gives the elapsed fraction f: a first cycle of 120 x f years from birth, \
                             then one of 120 x (1 - f) years, each graha Sun ... Ketu running k/45 of a cycle";

/// Which of the four parts of the day the birth falls in, and how far through it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct KaalaPart {
    /// `dawn`, `day`, `dusk` or `night`.
    pub part: &'static str,
    /// BPHS's name: Khanda (dawn), Mugdha (day), Sudha (dusk), Poorna (night).
    pub name: &'static str,
    /// Start of the part, Julian day (UT).
    pub start: f64,
    /// End of the part, Julian day (UT).
    pub end: f64,
    /// Fraction of the part elapsed at the moment, 0 … 1.
    pub fraction: f64,
}

/// The part of the day holding `jd` (UT) at a place; unsupported where the Sun does not rise and set.
pub fn part_of_day(jd: f64, lat: f64, lon: f64) -> Result<KaalaPart> {
    let def = SunriseDefinition::DiscCenter;
    let polar = || Error::Unsupported("Kaala dasha needs a sunrise and a sunset at the birth place".into());
    let vd = vedic_day(jd, lat, lon, def)?.ok_or_else(polar)?;
    let (rise, set, next_rise) = (vd.sunrise, vd.sunset, vd.next_sunrise);
    let (day_g5, night_g5) = ((set - rise) / 6.0, (next_rise - set) / 6.0);
    let part =
        |part, name, start: f64, end: f64| KaalaPart { part, name, start, end, fraction: (jd - start) / (end - start) };
    Ok(if jd < rise + day_g5 {
        let prev_set = next_sunset(rise - 1.0, lat, lon, def)?.filter(|&s| s < rise).ok_or_else(polar)?;
        part("dawn", "Khanda", rise - (rise - prev_set) / 6.0, rise + day_g5)
    } else if jd < set - day_g5 {
        part("day", "Mugdha", rise + day_g5, set - day_g5)
    } else if jd < set + night_g5 {
        part("dusk", "Sudha", set - day_g5, set + night_g5)
    } else if jd < next_rise - night_g5 {
        part("night", "Poorna", set + night_g5, next_rise - night_g5)
    } else {
        let next_set = next_sunset(next_rise, lat, lon, def)?.ok_or_else(polar)?;
        part("dawn", "Khanda", next_rise - night_g5, next_rise + (next_set - next_rise) / 6.0)
    })
}

/// The 18 mahadashas (two cycles of Sun … Ketu) from a birth at `jd` whose part of the day is
/// `fraction` elapsed.
pub fn kaala_mahadashas(jd: f64, fraction: f64, year_days: f64) -> Vec<Span> {
    let mut start = jd;
    [fraction, 1.0 - fraction]
        .iter()
        .flat_map(|f| (0..9).map(move |k| (k, KAALA_YEARS * f * (k as f64 + 1.0) / 45.0)))
        .map(|(lord, years)| {
            let span = Span { lord, start, years };
            start += years * year_days;
            span
        })
        .collect()
}

/// The mahadashas that last (a birth at the very start of its part has an empty first cycle).
fn running_spans(jd: f64, fraction: f64, year_days: f64) -> Vec<Span> {
    kaala_mahadashas(jd, fraction, year_days).into_iter().filter(|s| s.years > 0.0).collect()
}

fn applicability(p: &KaalaPart, offset: i32) -> Applicability {
    let i = Interval::new(p.start, p.end, offset);
    Applicability {
        condition: "none: Kaala dasha is computed for every birth",
        holds: true,
        evidence: format!(
            "born in the {} ({}) from {} to {}, {:.6} of it elapsed",
            p.part, p.name, i.start.iso, i.end.iso, p.fraction
        ),
    }
}

fn setup(req: &DashaRequest) -> Result<(Birth, KaalaPart)> {
    let b = birth(req)?;
    let p = part_of_day(b.jd, req.place.lat, req.place.lon)?;
    Ok((b, p))
}

/// The Kaala dasha of a birth over the request's window (levels 1 … 5, default 3).
pub fn kaala(req: &DashaRequest) -> Result<GrahaDasha> {
    let levels = levels(req, 5, 3)?;
    let (b, p) = setup(req)?;
    let year_days = req.year.days();
    let end = b.jd + KAALA_YEARS * year_days;
    let win = checked_window(req, b.jd, end, levels)?;
    let mds = running_spans(b.jd, p.fraction, year_days);
    let ctx = Ctx { year_days, offset: b.offset };
    let first = mds[0];
    let first_end = first.start + first.years * year_days;
    Ok(GrahaDasha {
        system: "kaala",
        name: "Kaala",
        birth: EventTime::new(b.jd, b.offset),
        applicable: applicability(&p, b.offset),
        starting_rule: STARTING_RULE,
        balance: Balance {
            elapsed_fraction: 0.0,
            ..Balance::at_birth(&b, Graha::ALL[first.lord], first_end, year_days)
        },
        cycle_years: KAALA_YEARS,
        cycles: 1,
        schedule: Interval::new(b.jd, end, b.offset),
        levels,
        window: Interval::new(win.0, win.1, b.offset),
        periods: KAALA_SYSTEM.tree(&mds, 0, levels, win, &ctx),
        conventions: conventions(&b, req, STARTING_RULE),
        moon: b.moon,
    })
}

/// The Kaala periods running at `at`, `levels` deep, for the overview (none where the Sun does
/// not rise and set).
pub(crate) fn kaala_running(b: &Birth, req: &DashaRequest, at: f64, levels: usize, year_days: f64) -> Vec<Period> {
    let Ok(p) = part_of_day(b.jd, req.place.lat, req.place.lon) else { return Vec::new() };
    let ctx = Ctx { year_days, offset: b.offset };
    let mds = running_spans(b.jd, p.fraction, year_days);
    KAALA_SYSTEM.running(&mds, at, levels, &ctx)
}

/// The five Kaala dasha periods running at the request's `at` moment.
pub fn kaala_current(req: &DashaRequest) -> Result<GrahaDashaCurrent> {
    let (b, p) = setup(req)?;
    let at = at(req, b.jd)?;
    let year_days = req.year.days();
    let mds = running_spans(b.jd, p.fraction, year_days);
    let ctx = Ctx { year_days, offset: b.offset };
    Ok(GrahaDashaCurrent {
        system: "kaala",
        name: "Kaala",
        at: EventTime::new(at, b.offset),
        birth: EventTime::new(b.jd, b.offset),
        applicable: applicability(&p, b.offset),
        periods: KAALA_SYSTEM.running(&mds, at, 5, &ctx),
        conventions: conventions(&b, req, STARTING_RULE),
        moon: b.moon,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn two_cycles_share_the_120_years_in_ninths_of_45() {
        let mds = kaala_mahadashas(0.0, 0.25, 1.0);
        assert_eq!(mds.len(), 18);
        assert!((mds[0].years - 30.0 / 45.0).abs() < 1e-12);
        assert!((mds[9].years - 90.0 / 45.0).abs() < 1e-12);
        let total: f64 = mds.iter().map(|s| s.years).sum();
        assert!((total - 120.0).abs() < 1e-9);
    }
}
