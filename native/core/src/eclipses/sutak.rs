//! Sutak (grahan sutak): the inauspicious window before and during an eclipse in Hindu
//! practice. Rule applied: it begins 4 prahars (12 hours) before a solar eclipse's first contact
//! at the place, or 3 prahars (9 hours) before a lunar eclipse's first umbral contact (U1; the
//! penumbral phase is not a grahan), and ends with the last contact (C4, or U4). For children,
//! the elderly and the sick the restriction is one prahar (3 hours). A sutak is observed only
//! where the eclipse itself is seen.

use crate::eclipses::local::{describe_local_lunar, describe_local_solar, inside_range, MomentPlace};
use crate::eclipses::{conventions, EclipseConventions, LunarType};
use crate::ephemeris::eclipse::{self, flags};
use crate::ephemeris::place::Place;
use crate::ephemeris::time::{EventTime, Interval};
use crate::error::Result;
use serde::Serialize;

/// Hours in one prahar (a quarter of the day or of the night, taken as 3 equal hours).
pub const PRAHAR_HOURS: f64 = 3.0;
/// Prahars before a solar eclipse.
pub const SOLAR_PRAHARS: u8 = 4;
/// Prahars before a lunar eclipse.
pub const LUNAR_PRAHARS: u8 = 3;
/// Prahars of the shorter window for children, the elderly and the sick.
pub const SHORT_PRAHARS: u8 = 1;

/// The eclipse the sutak belongs to.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct SutakEclipse {
    /// `solar` or `lunar`.
    pub kind: &'static str,
    /// Its type (total, annular, partial; for lunar total, partial, penumbral).
    #[serde(rename = "type")]
    pub eclipse_type: &'static str,
    /// The grahan begins (sparsha): C1 at the place, or U1.
    pub first_contact: EventTime,
    /// Greatest eclipse.
    pub maximum: EventTime,
    /// The grahan ends (moksha): C4 at the place, or U4.
    pub last_contact: EventTime,
}

/// The sutak windows.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Sutak {
    /// From 12 h (solar) or 9 h (lunar) before the first contact to the last contact.
    pub window: Interval,
    /// Number of prahars (of 3 hours) before the first contact (4 solar, 3 lunar).
    pub prahars: u8,
    /// Hours before the first contact (3 per prahar).
    pub hours_before: f64,
    /// The shorter window for children, the elderly and the sick: 1 prahar (3 h) before the
    /// first contact to the last contact.
    pub children_elderly_sick: Interval,
    /// The rule applied, in words.
    pub rule: &'static str,
}

/// The sutak of the next eclipse seen at a place.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct SutakAnswer {
    /// The place.
    pub place: Place,
    /// The first eclipse (solar or lunar) after local midnight of `date` with some part above the
    /// horizon at the place.
    pub eclipse: SutakEclipse,
    /// True when the grahan itself (a solar eclipse, or a lunar eclipse's umbral phase) is seen.
    pub grahan_visible: bool,
    /// The sutak windows; none when the grahan is not seen there.
    pub sutak: Option<Sutak>,
    /// Why there is or is not a sutak.
    pub note: String,
    /// What produced the answer.
    pub conventions: EclipseConventions,
}

const RULE: &str = "sutak begins 4 prahars (12 h) before a solar eclipse's first contact at the place, 3 prahars \
    (9 h) before a lunar eclipse's first umbral contact (U1), and ends with the last contact (C4, U4); for \
    children, the elderly and the sick, 1 prahar (3 h) before the first contact; observed only where the eclipse \
    is seen (fixed 3-hour prahars; almanacs that divide the actual day and night into prahars differ by up to \
    about an hour)";

fn sutak_of(first: f64, last: f64, prahars: u8, offset: i32) -> Sutak {
    let hours = f64::from(prahars) * PRAHAR_HOURS;
    let short = f64::from(SHORT_PRAHARS) * PRAHAR_HOURS;
    Sutak {
        window: Interval::new(first - hours / 24.0, last, offset),
        prahars,
        hours_before: hours,
        children_elderly_sick: Interval::new(first - short / 24.0, last, offset),
        rule: RULE,
    }
}

/// The next solar eclipse seen at the place: its grahan and whether it is seen (always, since
/// the local search keeps only eclipses seen).
fn solar_candidate(req: &MomentPlace) -> Result<(SutakEclipse, bool, u8, (f64, f64))> {
    let offset = req.moment.offset_minutes;
    let e = eclipse::solar_when_loc(req.moment.jd_ut, req.place)?;
    let d = describe_local_solar(&e, req.place, offset)?;
    let (first, last) = (e.times[1], e.times[4]);
    let seen = e.flags & flags::VISIBLE != 0;
    let ecl = SutakEclipse {
        kind: "solar",
        eclipse_type: d.kind.name(),
        first_contact: d.first_contact,
        maximum: d.maximum,
        last_contact: d.last_contact,
    };
    Ok((ecl, seen, SOLAR_PRAHARS, (first, last)))
}

/// The next lunar eclipse seen at the place; its grahan is the umbral phase, seen when the Moon
/// is up at some moment of it.
fn lunar_candidate(req: &MomentPlace) -> Result<(SutakEclipse, bool, u8, (f64, f64))> {
    let offset = req.moment.offset_minutes;
    let e = eclipse::lunar_when_loc(req.moment.jd_ut, req.place)?;
    let d = describe_local_lunar(&e, req.place, offset)?;
    let at = |name: &str| d.contacts.iter().find(|c| c.name == name).map(|c| c.time.jd_ut);
    let umbral = d.kind != LunarType::Penumbral;
    let (first, last) = match (at("U1"), at("U4")) {
        (Some(u1), Some(u4)) if umbral => (u1, u4),
        _ => (d.first_contact.jd_ut, d.last_contact.jd_ut),
    };
    // The grahan is seen when the Moon is up at some moment of the umbral phase: at a contact
    // or the maximum, or rising or setting inside it.
    let up_in_umbra = d.contacts.iter().any(|c| matches!(c.name, "U1" | "U2" | "max" | "U3" | "U4") && c.above_horizon)
        || [e.times[8], e.times[9]].iter().any(|&x| x > first && x < last);
    let ecl = SutakEclipse {
        kind: "lunar",
        eclipse_type: d.kind.name(),
        first_contact: EventTime::new(first, offset),
        maximum: d.maximum,
        last_contact: EventTime::new(last, offset),
    };
    Ok((ecl, umbral && up_in_umbra, LUNAR_PRAHARS, (first, last)))
}

/// The sutak of the first eclipse seen at the place after the moment (local midnight of the date).
pub fn sutak(req: &MomentPlace) -> Result<SutakAnswer> {
    let solar = solar_candidate(req)?;
    let lunar = lunar_candidate(req)?;
    let (ecl, seen, prahars, (first, last)) =
        if solar.0.maximum.jd_ut <= lunar.0.maximum.jd_ut { solar } else { lunar };
    inside_range(last)?;
    let sutak = seen.then(|| sutak_of(first, last, prahars, req.moment.offset_minutes));
    let note = match (&sutak, ecl.kind, ecl.eclipse_type) {
        (Some(_), _, _) => format!("the {} eclipse is seen here: sutak is observed", ecl.kind),
        (None, "lunar", "penumbral") => {
            "a penumbral lunar eclipse is not a grahan: no sutak (only the faint penumbral shading happens)".into()
        }
        (None, _, _) => format!(
            "only the penumbral phase of the {} eclipse is above the horizon here; the grahan itself is not seen, so \
             no sutak is observed",
            ecl.kind
        ),
    };
    Ok(SutakAnswer {
        place: req.place,
        eclipse: ecl,
        grahan_visible: seen,
        sutak,
        note,
        conventions: conventions("swe_sol_eclipse_when_loc, swe_lun_eclipse_when_loc and their _how", RULE),
    })
}
