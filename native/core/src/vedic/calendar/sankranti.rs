//! The sankrantis of a range (the sidereal Sun's sign ingresses, from `panchang::sankranti`)
//! with their punya kaal: the daytime hours around the ingress that are holy for bathing and gifts.
//!
//! Punya kaal, in ghatis (24 minutes) around the ingress (the table of the Dharmasindhu as
//! almanacs apply it): Mesha and Tula (equinoctial) 15 before and 15 after; Vrishabha, Simha,
//! Vrishchika, Kumbha (vishnupadi) 16 before; Mithuna, Kanya, Dhanu, Meena (shadashiti-mukha)
//! 16 after; Karka 30 before; Makara 40 after. Only daytime counts: the window is cut to the
//! daytime of the day the ingress falls in. An ingress at night moves the window to daylight:
//! Makara always to the next morning, Karka always to the afternoon before; the others to the
//! afternoon before when the ingress is before the middle of the night, else to the next
//! morning; the moved window keeps its length, cut to that daytime.

use super::days::{civil_dates, CivilDate};
use super::range::{CalendarConventions, CalendarRequest, CheckedRange, MAX_RANGE_DAYS};
use crate::ephemeris::time::{EventTime, Interval};
use crate::error::{Error, Result};
use crate::vedic::panchang::sankranti::{sankrantis_between, Ingress, SignRef};
use serde::Serialize;

/// One ghati in days (24 minutes).
const GHATI: f64 = 1.0 / 60.0;

/// Punya kaal (ghatis before, ghatis after) by the sign entered, 0 = Mesha.
pub const PUNYA_GHATIS: [(f64, f64); 12] = [
    (15.0, 15.0),
    (16.0, 0.0),
    (0.0, 16.0),
    (30.0, 0.0),
    (16.0, 0.0),
    (0.0, 16.0),
    (15.0, 15.0),
    (16.0, 0.0),
    (0.0, 16.0),
    (0.0, 40.0),
    (16.0, 0.0),
    (0.0, 16.0),
];

const MAKARA: usize = 9;
const KARKA: usize = 3;

const RULE: &str = "punya kaal in ghatis around the ingress: Mesha/Tula 15 before and after; Vrishabha, Simha, \
Vrishchika, Kumbha 16 before; Mithuna, Kanya, Dhanu, Meena 16 after; Karka 30 before; Makara 40 after; cut to the \
daytime of the ingress; a night ingress moves it (same length) to the afternoon before (Karka, or before the middle of \
the night) or to the next morning (Makara, or after the middle of the night)";

/// One sankranti with its punya kaal.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct SankrantiDay {
    /// Name, e.g. `Makara Sankranti`.
    pub name: &'static str,
    /// The sidereal sign the Sun enters.
    pub sign: SignRef,
    /// The ingress, to the second.
    pub time: EventTime,
    /// Local civil date of the punya kaal, `YYYY-MM-DD`.
    pub date: String,
    /// The punya kaal window.
    pub punya_kaal: Interval,
    /// Length of the window in minutes.
    pub punya_kaal_minutes: f64,
    /// True when the ingress is at night and the window was moved to daylight.
    pub night_ingress: bool,
}

/// Every sankranti in the range.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct SankrantiList {
    /// The ingresses in the range, in order.
    pub sankrantis: Vec<SankrantiDay>,
    /// How the punya kaal was decided.
    pub conventions: CalendarConventions,
}

fn outside() -> Error {
    Error::Ephemeris("a sankranti of the range falls outside its calendar days".into())
}

/// The punya kaal window (start, end), the index of the date it falls on, and whether the
/// ingress was at night (the window moved to daylight).
pub fn punya_kaal(ingress: &Ingress, dates: &[CivilDate]) -> Result<(f64, f64, usize, bool)> {
    let t = ingress.jd_ut;
    let i = dates.iter().position(|d| d.sunrise <= t && t < d.next_sunrise).ok_or_else(outside)?;
    let d = &dates[i];
    let (before, after) = PUNYA_GHATIS[ingress.sign];
    if t < d.sunset {
        return Ok(((t - before * GHATI).max(d.sunrise), (t + after * GHATI).min(d.sunset), i, false));
    }
    let length = (before + after) * GHATI;
    let midnight = (d.sunset + d.next_sunrise) / 2.0;
    let to_next = ingress.sign == MAKARA || (ingress.sign != KARKA && t >= midnight);
    if to_next {
        let n = dates.get(i + 1).ok_or_else(outside)?;
        Ok((n.sunrise, (n.sunrise + length).min(n.sunset), i + 1, true))
    } else {
        Ok(((d.sunset - length).max(d.sunrise), d.sunset, i, true))
    }
}

fn day(ingress: &Ingress, dates: &[CivilDate], r: &CheckedRange) -> Result<SankrantiDay> {
    let (start, end, i, night) = punya_kaal(ingress, dates)?;
    let view = ingress.view(r.offset_minutes);
    Ok(SankrantiDay {
        name: view.name,
        sign: view.sign,
        time: view.time,
        date: dates[i].date.clone(),
        punya_kaal: Interval::new(start, end, r.offset_minutes),
        punya_kaal_minutes: ((end - start) * 1440.0 * 10.0).round() / 10.0,
        night_ingress: night,
    })
}

/// Every sankranti whose ingress falls in the request's range, with its punya kaal.
pub fn sankranti(req: &CalendarRequest) -> Result<SankrantiList> {
    let r = req.checked(MAX_RANGE_DAYS)?;
    let dates = civil_dates(&r)?;
    let list =
        sankrantis_between(r.from, r.to, r.ayanamsa)?.iter().map(|s| day(s, &dates, &r)).collect::<Result<Vec<_>>>()?;
    Ok(SankrantiList { sankrantis: list, conventions: r.conventions(RULE) })
}
