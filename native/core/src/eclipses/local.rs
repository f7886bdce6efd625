//! Eclipses as seen from a place: contacts, magnitude, obscuration, the body's altitude at each
//! contact, and whether (and how much of) the eclipse is above the horizon.

use crate::eclipses::global::phase;
use crate::eclipses::range::Span;
use crate::eclipses::{conventions, EclipseConventions, LunarType, Saros, SolarType};
use crate::ephemeris::eclipse::{self, flags, LocalEclipse};
use crate::ephemeris::place::Place;
use crate::ephemeris::range::{date_of, SUPPORTED_LAST_JD, SUPPORTED_RANGE_TEXT};
use crate::ephemeris::time::EventTime;
use crate::ephemeris::Moment;
use crate::error::{Error, Result};
use serde::{Deserialize, Serialize};

/// One contact (or the maximum) at the place, with the body's altitude then.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct LocalContact {
    /// Contact name: `C1`…`C4` and `max` (solar); `P1`, `U1`, `U2`, `max`, `U3`, `U4`, `P4` (lunar).
    pub name: &'static str,
    /// When it happens.
    pub time: EventTime,
    /// Apparent altitude of the Sun's (solar) or Moon's (lunar) centre then, in degrees, with
    /// standard refraction; negative below the horizon.
    pub altitude: f64,
    /// True when the body's centre is above the horizon then.
    pub above_horizon: bool,
}

/// Whether the eclipse is seen at the place, and the rising or setting that cuts it.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Visibility {
    /// True when some part of the eclipse happens with the body above the horizon.
    pub visible: bool,
    /// True when the maximum is above the horizon.
    pub maximum_visible: bool,
    /// The body rises during the eclipse (the eclipse is seen from then on).
    pub rises_during: Option<EventTime>,
    /// The body sets during the eclipse (the eclipse is seen until then).
    pub sets_during: Option<EventTime>,
}

/// A solar eclipse as seen from the place.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct LocalSolarEclipse {
    /// What is seen here: total, annular or partial.
    #[serde(rename = "type")]
    pub kind: SolarType,
    /// First contact (C1): the partial eclipse begins here.
    pub first_contact: EventTime,
    /// Second contact (C2): totality or annularity begins; only when it is central here.
    pub second_contact: Option<EventTime>,
    /// Local maximum.
    pub maximum: EventTime,
    /// Third contact (C3): totality or annularity ends; only when it is central here.
    pub third_contact: Option<EventTime>,
    /// Last contact (C4): the eclipse ends here.
    pub last_contact: EventTime,
    /// Magnitude at the local maximum (NASA's definition, as for the global magnitude).
    pub magnitude: f64,
    /// Obscuration: fraction of the Sun's disc area covered at the local maximum, 0 to 1.
    pub obscuration: f64,
    /// Saros series and member of the eclipse.
    pub saros: Option<Saros>,
    /// Each contact and the maximum, with the Sun's altitude.
    pub contacts: Vec<LocalContact>,
    /// Whether it is seen, and a sunrise or sunset during it.
    pub visibility: Visibility,
}

/// A lunar eclipse as seen from the place.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct LocalLunarEclipse {
    /// Total, partial or penumbral (the same everywhere).
    #[serde(rename = "type")]
    pub kind: LunarType,
    /// First contact: P1, the Moon enters the penumbra.
    pub first_contact: EventTime,
    /// Second contact: U2, totality begins; only for a total eclipse.
    pub second_contact: Option<EventTime>,
    /// Greatest eclipse.
    pub maximum: EventTime,
    /// Third contact: U3, totality ends; only for a total eclipse.
    pub third_contact: Option<EventTime>,
    /// Last contact: P4, the Moon leaves the penumbra.
    pub last_contact: EventTime,
    /// The greatest phase seen from the place: the maximum when the Moon is up then, otherwise
    /// the moonrise or moonset nearest it.
    pub greatest_seen: EventTime,
    /// Umbral magnitude at greatest eclipse.
    pub magnitude: f64,
    /// Penumbral magnitude at greatest eclipse.
    pub penumbral_magnitude: f64,
    /// Saros series and member.
    pub saros: Option<Saros>,
    /// Each contact and the maximum, with the Moon's altitude.
    pub contacts: Vec<LocalContact>,
    /// Whether it is seen, and a moonrise or moonset during it.
    pub visibility: Visibility,
}

/// A place and a span: the eclipses seen there.
#[derive(Debug, Clone, Copy, Deserialize)]
#[derive(schemars::JsonSchema)]
pub struct LocalSpan {
    /// The span searched.
    #[serde(flatten)]
    pub span: Span,
    /// The place.
    pub place: Place,
}

/// The solar eclipses seen at a place in a span.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct LocalSolarEclipses {
    /// The place.
    pub place: Place,
    /// Eclipses with some part above the horizon there, in time order.
    pub eclipses: Vec<LocalSolarEclipse>,
    /// What produced the answer.
    pub conventions: EclipseConventions,
}

/// The lunar eclipses seen at a place in a span.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct LocalLunarEclipses {
    /// The place.
    pub place: Place,
    /// Eclipses with some part above the horizon there, in time order.
    pub eclipses: Vec<LocalLunarEclipse>,
    /// What produced the answer.
    pub conventions: EclipseConventions,
}

/// The contacts that happen, with the body's altitude from `how` at each.
fn contacts(
    named: &[(&'static str, f64)],
    place: Place,
    offset: i32,
    how: fn(f64, Place) -> Result<LocalEclipse>,
) -> Result<Vec<LocalContact>> {
    let mut out = Vec::new();
    for &(name, jd) in named.iter().filter(|(_, jd)| *jd > 0.0) {
        let altitude = how(jd, place)?.attr[6];
        out.push(LocalContact { name, time: EventTime::new(jd, offset), altitude, above_horizon: altitude > 0.0 });
    }
    Ok(out)
}

/// A rising or setting Swiss Ephemeris reports inside the eclipse (0 or outside: none).
fn within(jd: f64, first: f64, last: f64, offset: i32) -> Option<EventTime> {
    (jd > first && jd < last).then(|| EventTime::new(jd, offset))
}

/// Describes a solar eclipse found by the local search.
pub fn describe_local_solar(e: &LocalEclipse, place: Place, offset: i32) -> Result<LocalSolarEclipse> {
    let t = e.times;
    let named = [("C1", t[1]), ("C2", t[2]), ("max", t[0]), ("C3", t[3]), ("C4", t[4])];
    // The hybrid bit is global; what a place sees is total, annular or partial.
    let kind = SolarType::from_flags(e.flags & !flags::HYBRID);
    Ok(LocalSolarEclipse {
        kind,
        first_contact: EventTime::new(t[1], offset),
        second_contact: phase(t[2], offset),
        maximum: EventTime::new(t[0], offset),
        third_contact: phase(t[3], offset),
        last_contact: EventTime::new(t[4], offset),
        magnitude: e.attr[8],
        obscuration: e.attr[2],
        saros: Saros::from_attr(&e.attr),
        contacts: contacts(&named, place, offset, eclipse::solar_how)?,
        visibility: Visibility {
            visible: e.flags & flags::VISIBLE != 0,
            maximum_visible: e.flags & flags::MAX_VISIBLE != 0,
            rises_during: within(t[5], t[1], t[4], offset),
            sets_during: within(t[6], t[1], t[4], offset),
        },
    })
}

/// Describes a lunar eclipse found by the local search. Swiss Ephemeris's local search leaves
/// out the contacts that happen before moonrise or after moonset and moves its maximum to the
/// rising or setting; the contacts are the same instants everywhere, so they are taken from the
/// global search, each with the Moon's altitude here, and the local maximum is `greatest_seen`.
pub fn describe_local_lunar(e: &LocalEclipse, place: Place, offset: i32) -> Result<LocalLunarEclipse> {
    let g = eclipse::lunar_when(e.times[0] - 0.5, false)?;
    let t = g.times;
    let named = [("P1", t[6]), ("U1", t[2]), ("U2", t[4]), ("max", t[0]), ("U3", t[5]), ("U4", t[3]), ("P4", t[7])];
    let contacts = contacts(&named, place, offset, eclipse::lunar_how)?;
    let maximum_visible = contacts.iter().any(|c| c.name == "max" && c.above_horizon);
    let how = eclipse::lunar_how(t[0], place)?;
    Ok(LocalLunarEclipse {
        kind: LunarType::from_flags(g.flags),
        first_contact: EventTime::new(t[6], offset),
        second_contact: phase(t[4], offset),
        maximum: EventTime::new(t[0], offset),
        third_contact: phase(t[5], offset),
        last_contact: EventTime::new(t[7], offset),
        greatest_seen: EventTime::new(e.times[0], offset),
        magnitude: how.attr[0],
        penumbral_magnitude: how.attr[1],
        saros: Saros::from_attr(&how.attr),
        contacts,
        visibility: Visibility {
            visible: e.flags & flags::VISIBLE != 0,
            maximum_visible,
            rises_during: within(e.times[8], t[6], t[7], offset),
            sets_during: within(e.times[9], t[6], t[7], offset),
        },
    })
}

/// The locally visible eclipses of one kind whose maximum falls in [a, b).
fn seen_between(
    a: f64,
    b: f64,
    place: Place,
    next: fn(f64, Place) -> Result<LocalEclipse>,
) -> Result<Vec<LocalEclipse>> {
    let mut out = Vec::new();
    let mut t = a;
    loop {
        let e = next(t, place)?;
        if e.times[0] >= b {
            return Ok(out);
        }
        t = e.times[0] + 1.0;
        out.push(e);
    }
}

const SOLAR_LOCAL: &str = "C1-C4 = contacts of the Moon's and Sun's limbs seen from the place (topocentric); \
    magnitude as NASA; obscuration = fraction of the Sun's area covered; altitude = apparent altitude of the \
    Sun's centre; visible when some part of the eclipse happens with the Sun above the horizon";
const LUNAR_LOCAL: &str = "P1/P4 penumbral, U1/U4 umbral, U2/U3 total contacts (the same instants everywhere); \
    altitude = apparent altitude of the Moon's centre at the place; visible when some part of the eclipse \
    happens with the Moon above the horizon";

/// The solar eclipses seen at the place in the span.
pub fn solar_local(req: &LocalSpan) -> Result<LocalSolarEclipses> {
    let (a, b) = req.span.checked()?;
    let found = seen_between(a, b, req.place, eclipse::solar_when_loc)?;
    let eclipses =
        found.iter().map(|e| describe_local_solar(e, req.place, req.span.offset())).collect::<Result<_>>()?;
    Ok(LocalSolarEclipses {
        place: req.place,
        eclipses,
        conventions: conventions("swe_sol_eclipse_when_loc, swe_sol_eclipse_how", SOLAR_LOCAL),
    })
}

/// The lunar eclipses seen at the place in the span.
pub fn lunar_local(req: &LocalSpan) -> Result<LocalLunarEclipses> {
    let (a, b) = req.span.checked()?;
    let found = seen_between(a, b, req.place, eclipse::lunar_when_loc)?;
    let eclipses =
        found.iter().map(|e| describe_local_lunar(e, req.place, req.span.offset())).collect::<Result<_>>()?;
    Ok(LocalLunarEclipses {
        place: req.place,
        eclipses,
        conventions: conventions("swe_lun_eclipse_when_loc, swe_lun_eclipse_how", LUNAR_LOCAL),
    })
}

/// A moment and a place.
#[derive(Debug, Clone, Copy, Deserialize)]
#[derive(schemars::JsonSchema)]
pub struct MomentPlace {
    /// The moment searched from; its offset is the answer's offset.
    pub moment: Moment,
    /// The place.
    pub place: Place,
}

/// The next solar and the next lunar eclipse seen at a place.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct NextEclipses {
    /// The moment searched from.
    pub moment: EventTime,
    /// The place.
    pub place: Place,
    /// The next solar eclipse with some part above the horizon there.
    pub solar: LocalSolarEclipse,
    /// The next lunar eclipse with some part above the horizon there.
    pub lunar: LocalLunarEclipse,
    /// What produced the answer.
    pub conventions: EclipseConventions,
}

/// A 400 naming `date` when the eclipse found ends after the supported range: the search ran
/// into the last days of the ephemeris files, past what the API serves.
pub(crate) fn inside_range(last_jd: f64) -> Result<()> {
    if last_jd > SUPPORTED_LAST_JD + 1.0 {
        return Err(Error::invalid(
            "date",
            format!(
                "the next eclipse seen there falls on {}, after the supported range {SUPPORTED_RANGE_TEXT}",
                date_of(last_jd)
            ),
        ));
    }
    Ok(())
}

/// The next solar and lunar eclipses seen at the place after the moment.
pub fn next_eclipses(req: &MomentPlace) -> Result<NextEclipses> {
    let (jd, offset, place) = (req.moment.jd_ut, req.moment.offset_minutes, req.place);
    let solar = describe_local_solar(&eclipse::solar_when_loc(jd, place)?, place, offset)?;
    let lunar = describe_local_lunar(&eclipse::lunar_when_loc(jd, place)?, place, offset)?;
    inside_range(solar.last_contact.jd_ut.max(lunar.last_contact.jd_ut))?;
    Ok(NextEclipses {
        moment: EventTime::new(jd, offset),
        place,
        solar,
        lunar,
        conventions: conventions(
            "swe_sol_eclipse_when_loc, swe_lun_eclipse_when_loc and their _how",
            "as /v1/eclipses/solar/local and /v1/eclipses/lunar/local; each is the first \
             eclipse seen there whose maximum comes after the moment",
        ),
    })
}
