//! Vedic transits (gochara) against a birth chart: sade sati, small panoti (dhaiya), tarabala,
//! vedha, the Jupiter-Saturn double transit, and the personal transit calendar (timeline).
//!
//! Every house here is a whole sign counted from the natal Moon's sign (or the ascendant's sign
//! for the double transit), sidereal with the request's ayanamsa. Saturn's periods are built from
//! its exact sidereal sign ingresses (`moments::ingress`, roots to 0.01 s), so a retrograde
//! exit and re-entry shows as its own boundary.

mod ashtakavarga;
mod double_transit;
mod panoti;
mod sade_sati;
mod tarabala;
mod timeline;
mod vedha;
pub mod view;

pub use ashtakavarga::*;
pub use double_transit::*;
pub use panoti::*;
pub use sade_sati::*;
pub use tarabala::*;
pub use timeline::*;
pub use vedha::*;

use crate::ephemeris::ayanamsa::LAHIRI;
use crate::ephemeris::bodies::NodeType;
use crate::ephemeris::bodies::Zodiac;
use crate::ephemeris::place::Place;
use crate::ephemeris::time::Interval;
use crate::ephemeris::time::{SUPPORTED_FIRST_JD, SUPPORTED_LAST_JD};
use crate::ephemeris::{Ayanamsa, Moment};
use crate::error::{Error, Result};
use crate::moments::ingress::{sign_changes, Mover};
use crate::vedic::chart::{vedic_chart, ChartRequest, Conventions, VedicChart};
use crate::zodiac::sign::sign_index;
use crate::zodiac::Graha;
use crate::zodiac::NAKSHATRAS;
use serde::{Deserialize, Serialize};

const YEAR: f64 = 365.25;
/// A sade sati or dhaiya interrupted by a retrograde exit shorter than this stays one period.
const MERGE_GAP_DAYS: f64 = 2.0 * YEAR;
/// Longest window a lifetime list may span.
const MAX_WINDOW_DAYS: f64 = 150.0 * YEAR;

/// A transit request: the birth chart and the transit moment.
#[derive(Debug, Clone, Deserialize)]
#[derive(schemars::JsonSchema)]
pub struct TransitRequest {
    /// Birth moment and place.
    pub moment: Moment,
    /// Birth place: latitude and longitude in degrees (north and east positive); also the place of the transit chart.
    pub place: Place,
    /// Ayanamsa slug for sidereal positions; Lahiri (Chitrapaksha) when absent.
    pub ayanamsa: Option<String>,
    /// Mean or true lunar node for Rahu and Ketu; mean by default.
    #[serde(default)]
    pub node: NodeType,
    /// The transit moment (the HTTP layer passes "now" when the client gives none).
    pub at: Moment,
    /// Optional window for the lifetime lists (UT Julian days); default birth to birth + 100 years.
    pub from: Option<f64>,
    /// End of the window for the lifetime lists (UT Julian day); default birth + 100 years, at
    /// most 150 years after `from`.
    pub to: Option<f64>,
}

struct Context {
    natal: VedicChart,
    ayanamsa: Ayanamsa,
    moon_sign: usize,
    moon_longitude: f64,
    at: Moment,
    offset: i32,
}

impl Context {
    fn new(req: &TransitRequest) -> Result<Context> {
        let natal = vedic_chart(&ChartRequest {
            moment: req.moment,
            place: req.place,
            ayanamsa: req.ayanamsa.clone(),
            node: req.node,
        })?;
        let ayanamsa = Ayanamsa::resolve(req.ayanamsa.as_deref(), LAHIRI)?;
        let moon = natal.planets.iter().find(|g| g.graha == Graha::Moon).expect("chart has the Moon").longitude;
        Ok(Context {
            ayanamsa,
            moon_sign: sign_index(moon),
            moon_longitude: moon,
            at: req.at,
            offset: req.at.offset_minutes,
            natal,
        })
    }

    fn transit_chart(&self, req: &TransitRequest) -> Result<VedicChart> {
        vedic_chart(&ChartRequest { moment: req.at, place: req.place, ayanamsa: req.ayanamsa.clone(), node: req.node })
    }

    fn saturn(&self) -> Mover {
        Mover::from_key("saturn", NodeType::Mean).expect("saturn")
    }

    fn conventions(&self) -> Conventions {
        self.natal.conventions.clone()
    }

    fn window(&self, req: &TransitRequest) -> Result<(f64, f64)> {
        let from = req.from.unwrap_or(req.moment.jd_ut);
        let to = req.to.unwrap_or(req.moment.jd_ut + 100.0 * YEAR).min(SUPPORTED_LAST_JD);
        if to <= from {
            return Err(Error::invalid("to", "must be after from"));
        }
        if to - from > MAX_WINDOW_DAYS {
            return Err(Error::invalid("to", "the window may span at most 150 years"));
        }
        Ok((from, to))
    }
}

/// House (1..12) of a sign counted from a reference sign.
pub fn house_from(sign: usize, reference: usize) -> usize {
    (sign + 12 - reference) % 12 + 1
}

/// Saturn's stay in one sidereal sign: [start, end).
#[derive(Debug, Clone, Copy)]
struct Stay {
    start: f64,
    end: f64,
    sign: usize,
}

/// Saturn's sign stays covering [from, to] (the first may begin before `from`).
fn saturn_stays(ctx: &Context, from: f64, to: f64) -> Result<Vec<Stay>> {
    let saturn = ctx.saturn();
    let zodiac = Zodiac::Sidereal(ctx.ayanamsa);
    let mut sign = sign_index(saturn.longitude(from, zodiac)?.0);
    let mut start = from;
    let mut out = Vec::new();
    for c in sign_changes(saturn, zodiac, from, to)? {
        out.push(Stay { start, end: c.jd, sign });
        start = c.jd;
        sign = c.to;
    }
    out.push(Stay { start, end: to, sign });
    Ok(out)
}

/// Runs of consecutive stays whose house from the Moon satisfies `keep`, merged across gaps
/// shorter than `MERGE_GAP_DAYS` when `same_run` says two stays belong together.
fn runs(
    stays: &[Stay],
    moon_sign: usize,
    keep: impl Fn(usize) -> bool,
    same_run: impl Fn(usize, usize) -> bool,
) -> Vec<Vec<Stay>> {
    let mut out: Vec<Vec<Stay>> = Vec::new();
    for s in stays.iter().filter(|s| keep(house_from(s.sign, moon_sign))) {
        let h = house_from(s.sign, moon_sign);
        if let Some(last) = out.last_mut() {
            let prev = *last.last().expect("runs are never empty");
            if s.start - prev.end < MERGE_GAP_DAYS && same_run(house_from(prev.sign, moon_sign), h) {
                last.push(*s);
                continue;
            }
        }
        out.push(vec![*s]);
    }
    out
}

/// The natal Moon, which the houses of the transits are counted from.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct NatalMoon {
    /// Sidereal longitude of the natal Moon in degrees, 0 <= x < 360.
    pub longitude: f64,
    /// English name of the natal Moon's sidereal sign, e.g. `Taurus`.
    pub sign: crate::zodiac::Sign,
    /// Sign number, 1 = Aries … 12 = Pisces.
    pub sign_index: u8,
    /// Name of the natal Moon's nakshatra, e.g. `Rohini`.
    pub nakshatra: &'static str,
    /// Nakshatra number, 1 = Ashwini … 27 = Revati.
    pub nakshatra_index: u8,
}

fn natal_moon(ctx: &Context) -> NatalMoon {
    let n = (ctx.moon_longitude / (360.0 / 27.0)) as usize;
    NatalMoon {
        longitude: ctx.moon_longitude,
        sign: crate::zodiac::Sign::from_index(ctx.moon_sign),
        sign_index: ctx.moon_sign as u8 + 1,
        nakshatra: NAKSHATRAS[n.min(26)],
        nakshatra_index: n.min(26) as u8 + 1,
    }
}

/// Saturn at the transit moment.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct SaturnNow {
    /// Saturn's sidereal longitude in degrees, 0 <= x < 360.
    pub longitude: f64,
    /// English name of Saturn's sidereal sign, e.g. `Aquarius`.
    pub sign: crate::zodiac::Sign,
    /// Sign number, 1 = Aries … 12 = Pisces.
    pub sign_index: u8,
    /// House (1..12, whole sign) of Saturn's sign counted from the natal Moon's sign.
    pub house_from_moon: usize,
    /// Whether Saturn is retrograde at the moment.
    pub retrograde: bool,
}

fn saturn_now(ctx: &Context) -> Result<SaturnNow> {
    let (lon, speed) = ctx.saturn().longitude(ctx.at.jd_ut, Zodiac::Sidereal(ctx.ayanamsa))?;
    let s = sign_index(lon);
    Ok(SaturnNow {
        longitude: lon,
        sign: crate::zodiac::Sign::from_index(s),
        sign_index: s as u8 + 1,
        house_from_moon: house_from(s, ctx.moon_sign),
        retrograde: speed < 0.0,
    })
}

/// The gaps inside a run of stays (Saturn out of the sign during a retrograde loop).
fn interruptions(run: &[Stay], offset: i32) -> Vec<Interval> {
    run.windows(2)
        .filter(|w| w[1].start - w[0].end > 1e-6)
        .map(|w| Interval::new(w[0].end, w[1].start, offset))
        .collect()
}

/// Scan margin around a window so periods overlapping its ends are complete (sade sati ≤ ~8.5 y).
const MARGIN_DAYS: f64 = 9.0 * YEAR;

fn scan_range(from: f64, to: f64) -> (f64, f64) {
    ((from - MARGIN_DAYS).max(SUPPORTED_FIRST_JD + 2.0), (to + MARGIN_DAYS).min(SUPPORTED_LAST_JD))
}
