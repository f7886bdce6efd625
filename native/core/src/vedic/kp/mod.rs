//! Krishnamurti Paddhati: sign, star (nakshatra) and sub lords of the Placidus cusps and the
//! planets, with the sub-sub lord.
//!
//! K.S. Krishnamurti, KP Reader I (Casting the Horoscope): each nakshatra of 13°20′ is divided
//! into nine subs in Vimshottari order starting from the nakshatra's own lord, each sub's span
//! proportional to its lord's dasha years (Ketu 7, Venus 20, Sun 6, Moon 10, Mars 7, Rahu 18,
//! Jupiter 16, Saturn 19, Mercury 17; of 120), so a sub spans 13°20′ × years / 120. The
//! sub-sub lords divide each sub the same way, starting from the sub lord. Splitting the 243
//! subs (27 × 9) where a sign boundary falls inside one gives the 249 entries of the KP
//! sub-lord table.
//! Ayanamsa: Krishnamurti by default; cusps: Placidus (undefined inside the polar circles → 422).

pub mod answers;
pub mod ruling;
pub mod significators;

use crate::ephemeris::ayanamsa::KRISHNAMURTI;
use crate::ephemeris::bodies::Position;
use crate::ephemeris::bodies::Zodiac;
use crate::ephemeris::houses::{houses, PLACIDUS};
use crate::ephemeris::place::Place;
use crate::ephemeris::time::EventTime;
use crate::ephemeris::Ayanamsa;
use crate::error::Result;
use crate::vedic::chart::{sidereal_grahas, tropical_grahas, ChartRequest, Conventions, SiderealShift};
use crate::zodiac::nakshatra::{NAKSHATRA_LORDS, NAKSHATRA_SPAN};
use crate::zodiac::sign::{normalize, sign_index};
use crate::zodiac::Graha;
// Subs are proportional to the Vimshottari years (in `NAKSHATRA_LORDS` order): one table, the dasha's.
use crate::vedic::dasha::vimshottari::VIMSHOTTARI_YEARS as DASHA_YEARS;
use crate::zodiac::SIGNS;
use serde::Serialize;

/// Star, sub and sub-sub lords (indices into [`NAKSHATRA_LORDS`]) of a sidereal longitude.
pub fn lords(longitude: f64) -> (usize, usize, usize) {
    let lon = normalize(longitude);
    let n = ((lon / NAKSHATRA_SPAN) as usize).min(26);
    let star = n % 9;
    let within = lon - n as f64 * NAKSHATRA_SPAN;
    let (sub, start, span) = divide(star, within, NAKSHATRA_SPAN);
    let (sub_sub, _, _) = divide(sub, within - start, span);
    (star, sub, sub_sub)
}

/// Splits `span` degrees into nine parts in Vimshottari order from `first`; returns the lord of
/// the part containing `offset`, the part's start offset and its span.
fn divide(first: usize, offset: f64, span: f64) -> (usize, f64, f64) {
    let mut start = 0.0;
    for k in 0..9 {
        let lord = (first + k) % 9;
        let part = span * DASHA_YEARS[lord] / 120.0;
        if offset < start + part || k == 8 {
            return (lord, start, part);
        }
        start += part;
    }
    unreachable!()
}

/// One row of the KP sub-lord table.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct SubEntry {
    /// Row number, 1 … 249.
    pub number: u16,
    /// Start of the row, sidereal longitude in degrees.
    pub start: f64,
    /// End of the row (exclusive), sidereal longitude in degrees; the last row ends at 360.
    pub end: f64,
    /// The sign the row lies in.
    pub sign: &'static str,
    /// Lord of the sign.
    pub sign_lord: Graha,
    /// Lord of the nakshatra (star lord).
    pub star_lord: Graha,
    /// Lord of the sub.
    pub sub_lord: Graha,
}

/// The 249-row table: the 243 subs, split where a sign boundary falls inside one.
pub fn sub_table() -> Vec<SubEntry> {
    let mut out = Vec::with_capacity(249);
    for n in 0..27 {
        let star = n % 9;
        let mut start = n as f64 * NAKSHATRA_SPAN;
        for k in 0..9 {
            let lord = (star + k) % 9;
            let end = start + NAKSHATRA_SPAN * DASHA_YEARS[lord] / 120.0;
            // Sign boundaries strictly inside (1e-9° guards against boundaries equal to a sub edge).
            let mut a = start;
            let boundary = ((a / 30.0).floor() + 1.0) * 30.0;
            let pieces: Vec<(f64, f64)> = if boundary > a + 1e-9 && boundary < end - 1e-9 {
                vec![(a, boundary), (boundary, end)]
            } else {
                vec![(a, end)]
            };
            for (s, e) in pieces {
                let si = sign_index(s + 1e-9);
                out.push(SubEntry {
                    number: out.len() as u16 + 1,
                    start: s,
                    end: e,
                    sign: SIGNS[si].name,
                    sign_lord: SIGNS[si].lord,
                    star_lord: NAKSHATRA_LORDS[star],
                    sub_lord: NAKSHATRA_LORDS[lord],
                });
                a = e;
            }
            start = a;
        }
    }
    out
}

/// One Placidus house cusp with its KP lords.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct KpCusp {
    /// House number, 1 … 12 (cusp 1 is the ascendant).
    pub house: u8,
    /// Sidereal longitude of the cusp in degrees, 0 <= x < 360.
    pub longitude: f64,
    /// Sidereal sign of the cusp.
    pub sign: &'static str,
    /// Lord of the sign.
    pub sign_lord: Graha,
    /// Lord of the nakshatra (star lord).
    pub star_lord: Graha,
    /// Lord of the KP sub (the ninefold Vimshottari division of the nakshatra).
    pub sub_lord: Graha,
    /// Lord of the sub-sub (the same ninefold division of the sub).
    pub sub_sub_lord: Graha,
}

/// One graha with its KP lords.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct KpPlanet {
    /// The graha.
    pub name: Graha,
    /// Stable lower-case key of the graha (`sun` … `ketu`).
    pub key: &'static str,
    /// Sidereal longitude in degrees (KP ayanamsa), 0 <= x < 360.
    pub longitude: f64,
    /// Sidereal sign of the graha.
    pub sign: &'static str,
    /// Lord of the sign.
    pub sign_lord: Graha,
    /// Lord of the nakshatra (star lord).
    pub star_lord: Graha,
    /// Lord of the KP sub (the ninefold Vimshottari division of the nakshatra).
    pub sub_lord: Graha,
    /// Lord of the sub-sub (the same ninefold division of the sub).
    pub sub_sub_lord: Graha,
    /// True when the longitude speed is negative (moving backwards).
    pub retrograde: bool,
}

/// The conventions of a KP answer: the chart conventions with Placidus houses.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct KpConventions {
    /// Zodiac, ayanamsa (Krishnamurti by default), node and house system (`placidus`).
    #[serde(flatten)]
    pub base: Conventions,
    /// How the cusps and the sub and sub-sub lords were found.
    pub cusps: &'static str,
}

/// The `/v1/chart/kp-sublord` answer.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct KpResult {
    /// The twelve Placidus cusps, house 1 first.
    pub cusps: Vec<KpCusp>,
    /// The nine grahas, Sun … Saturn, Rahu, Ketu.
    pub planets: Vec<KpPlanet>,
    /// The moment of the chart.
    pub moment: EventTime,
    /// Zodiac, ayanamsa, node and house system used.
    pub conventions: KpConventions,
}

struct Lords {
    sign: &'static str,
    sign_lord: Graha,
    star_lord: Graha,
    sub_lord: Graha,
    sub_sub_lord: Graha,
}

fn lords_of(longitude: f64) -> Lords {
    let s = sign_index(longitude);
    let (star, sub, sub_sub) = lords(longitude);
    Lords {
        sign: SIGNS[s].name,
        sign_lord: SIGNS[s].lord,
        star_lord: NAKSHATRA_LORDS[star],
        sub_lord: NAKSHATRA_LORDS[sub],
        sub_sub_lord: NAKSHATRA_LORDS[sub_sub],
    }
}

fn kp_planet(name: Graha, longitude: f64, retrograde: bool) -> KpPlanet {
    let l = lords_of(longitude);
    KpPlanet {
        name,
        key: name.key(),
        longitude,
        sign: l.sign,
        sign_lord: l.sign_lord,
        star_lord: l.star_lord,
        sub_lord: l.sub_lord,
        sub_sub_lord: l.sub_sub_lord,
        retrograde,
    }
}

/// The answer from the KP grahas: adds the Placidus cusps made sidereal with `ayanamsa_value`.
fn kp_result(req: &ChartRequest, ayanamsa: Ayanamsa, ayanamsa_value: f64, planets: Vec<KpPlanet>) -> Result<KpResult> {
    let place = Place::checked(req.place.lat, req.place.lon)?;
    let jd = req.moment.jd_ut;
    let h = houses(jd, place.lat, place.lon, PLACIDUS, Zodiac::Tropical)?;
    let cusps = h
        .cusps
        .iter()
        .enumerate()
        .map(|(i, c)| {
            let lon = normalize(c - ayanamsa_value);
            let l = lords_of(lon);
            KpCusp {
                house: i as u8 + 1,
                longitude: lon,
                sign: l.sign,
                sign_lord: l.sign_lord,
                star_lord: l.star_lord,
                sub_lord: l.sub_lord,
                sub_sub_lord: l.sub_sub_lord,
            }
        })
        .collect();
    let mut base = Conventions::sidereal(ayanamsa, ayanamsa_value, req.node);
    base.house_system = "placidus";
    Ok(KpResult {
        cusps,
        planets,
        moment: EventTime::new(jd, req.moment.offset_minutes),
        conventions: KpConventions {
            base,
            cusps: "Placidus cusps (tropical, minus the ayanamsa); sub and sub-sub lords by Vimshottari proportions",
        },
    })
}

/// `/v1/chart/kp-sublord`.
pub fn kp_sublords(req: &ChartRequest) -> Result<KpResult> {
    Place::checked(req.place.lat, req.place.lon)?;
    Ayanamsa::resolve(req.ayanamsa.as_deref(), KRISHNAMURTI)?;
    kp_from_tropical(req, &tropical_grahas(req.moment.jd_ut, req.node)?)
}

/// The `/v1/chart/kp-sublord` answer for `req` from the moment's tropical grahas already found
/// ([`tropical_grahas`], e.g. for the vedic chart of the same request): the same values as
/// [`kp_sublords`] without asking the ephemeris for the grahas again.
pub fn kp_from_tropical(req: &ChartRequest, tropical: &[(Graha, Position); 8]) -> Result<KpResult> {
    Place::checked(req.place.lat, req.place.lon)?;
    let ayanamsa = Ayanamsa::resolve(req.ayanamsa.as_deref(), KRISHNAMURTI)?;
    let shift = SiderealShift::at(req.moment.jd_ut, ayanamsa)?;
    let planets = sidereal_grahas(tropical, shift)
        .into_iter()
        .map(|(name, p)| kp_planet(name, p.longitude, p.retrograde()))
        .collect();
    kp_result(req, ayanamsa, shift.value, planets)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_has_249_rows_tiling_the_zodiac() {
        let t = sub_table();
        assert_eq!(t.len(), 249);
        assert!(t[0].start == 0.0 && (t[248].end - 360.0).abs() < 1e-9);
        for w in t.windows(2) {
            assert!((w[0].end - w[1].start).abs() < 1e-12);
        }
        // KP table row 1: Aries, Mars, Ketu star, Ketu sub, 0°00′–0°46′40″.
        assert_eq!((t[0].sign_lord, t[0].star_lord, t[0].sub_lord), (Graha::Mars, Graha::Ketu, Graha::Ketu));
        assert!((t[0].end - (46.0 + 40.0 / 60.0) / 60.0).abs() < 1e-12);
    }
}
