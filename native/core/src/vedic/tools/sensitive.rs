//! Sensitive degrees of the ascendant and the nine grahas (`/v1/chart/gandanta-pushkara`):
//! gandanta, pushkara navamsa, pushkara bhaga, mrityu bhaga and vargottama.
//!
//! Tables, each kept once here with its source:
//! - gandanta: the junctions of a water sign and the next fire sign (Pisces–Aries,
//!   Cancer–Leo, Scorpio–Sagittarius), i.e. the last pada of Revati, Ashlesha and Jyeshtha and
//!   the first pada of Ashwini, Magha and Moola (3°20' either side of the junction), as BPHS's
//!   gandanta chapter (on births in gandanta) and Muhurta Chintamani give the nakshatra form;
//! - pushkara navamsa: the two auspicious navamsas of each sign by element (Jataka Parijata):
//!   fire signs the 7th and 9th, earth the 3rd and 5th, air the 6th and 8th, water the 1st and
//!   3rd navamsa;
//! - pushkara bhaga: one degree per sign (Jataka Parijata): Aries 21, Taurus 14, Gemini 18,
//!   Cancer 8, Leo 19, Virgo 9, Libra 24, Scorpio 11, Sagittarius 23, Capricorn 14, Aquarius 19,
//!   Pisces 9;
//! - mrityu bhaga: one degree per sign for each graha and the lagna, the table commonly cited
//!   from Phaladeepika (the same numbers as PyJHora's table).
//!
//! A table degree N means the N-th degree of the sign, [N−1, N).

use super::{ToolConventions, ToolRequest};
use crate::ephemeris::time::EventTime;
use crate::error::Result;
use crate::vedic::chart::vedic_chart;
use crate::vedic::varga::{element, varga_sign, Varga, VargaMethod};
use crate::zodiac::sign::sign_index;
use crate::zodiac::{NAKSHATRAS, SIGNS};
use serde::Serialize;

/// Pushkara navamsas (1-based, within the sign) by element: fire, earth, air, water.
pub const PUSHKARA_NAVAMSAS: [[u8; 2]; 4] = [[7, 9], [3, 5], [6, 8], [1, 3]];

/// Pushkara bhaga (the N-th degree) of each sign, Aries first (Jataka Parijata).
pub const PUSHKARA_BHAGA: [u8; 12] = [21, 14, 18, 8, 19, 9, 24, 11, 23, 14, 19, 9];

/// Mrityu bhaga (the N-th degree) per sign, Aries first, for Sun … Saturn, Rahu, Ketu and then
/// the lagna (Phaladeepika's table as commonly reproduced).
pub const MRITYU_BHAGA: [[u8; 12]; 10] = [
    [20, 9, 12, 6, 8, 24, 16, 17, 22, 2, 3, 23],
    [26, 12, 13, 25, 24, 11, 26, 14, 13, 25, 5, 12],
    [19, 28, 25, 23, 29, 28, 14, 21, 2, 15, 11, 6],
    [15, 14, 13, 12, 8, 18, 20, 10, 21, 22, 7, 5],
    [19, 29, 12, 27, 6, 4, 13, 10, 17, 11, 15, 28],
    [28, 15, 11, 17, 10, 13, 4, 6, 27, 12, 29, 19],
    [10, 4, 7, 9, 12, 16, 3, 18, 28, 14, 13, 15],
    [14, 13, 12, 11, 24, 23, 22, 21, 10, 20, 18, 8],
    [8, 18, 20, 10, 21, 22, 23, 24, 11, 12, 13, 14],
    [1, 9, 22, 22, 25, 2, 4, 23, 18, 20, 24, 10],
];

/// Row of the lagna in [`MRITYU_BHAGA`].
pub const LAGNA_ROW: usize = 9;

/// Half-width of the gandanta zone either side of a water–fire junction: one pada.
pub const GANDANTA_SPAN: f64 = 10.0 / 3.0;

/// The gandanta zone a longitude is in, if any.
#[derive(Debug, Clone, Serialize, PartialEq)]
#[derive(schemars::JsonSchema)]
pub struct Gandanta {
    /// The junction, e.g. `Pisces-Aries`.
    pub junction: String,
    /// The two nakshatras meeting there, e.g. `Revati-Ashwini`.
    pub nakshatras: String,
    /// `water` (before the junction, the end of the water sign) or `fire` (after it).
    pub side: &'static str,
    /// Degrees from the junction (0 at the junction, up to 3°20').
    pub distance: f64,
}

/// The gandanta zone of a sidereal longitude, or None.
pub fn gandanta(longitude: f64) -> Option<Gandanta> {
    let lon = longitude.rem_euclid(360.0);
    let junction = (lon / 120.0).round() * 120.0;
    let d = lon - junction;
    if d.abs() >= GANDANTA_SPAN {
        return None;
    }
    let fire = (junction.rem_euclid(360.0) / 30.0) as usize;
    let water = (fire + 11) % 12;
    let nak = (fire * 9 / 4) % 27;
    Some(Gandanta {
        junction: format!("{}-{}", SIGNS[water].name, SIGNS[fire].name),
        nakshatras: format!("{}-{}", NAKSHATRAS[(nak + 26) % 27], NAKSHATRAS[nak]),
        side: if d < 0.0 { "water" } else { "fire" },
        distance: d.abs(),
    })
}

/// Navamsa (1 … 9) within the sign of a longitude.
pub fn navamsa_in_sign(longitude: f64) -> u8 {
    let deg = longitude.rem_euclid(360.0) % 30.0;
    ((deg * 9.0 / 30.0) as u8).min(8) + 1
}

/// True when a longitude is in one of its sign's pushkara navamsas.
pub fn in_pushkara_navamsa(longitude: f64) -> bool {
    PUSHKARA_NAVAMSAS[element(sign_index(longitude))].contains(&navamsa_in_sign(longitude))
}

/// A special degree of a sign and where a point stands from it.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct SpecialDegree {
    /// The table's degree N (the N-th degree of the sign, from N−1 to N).
    pub degree: u8,
    /// True when the point is inside that degree.
    pub within: bool,
    /// Degrees from the point to the middle of that degree, signed (negative: the point is before it).
    pub offset: f64,
}

/// Where a degree-in-sign stands from the N-th degree.
pub fn special_degree(degree_in_sign: f64, n: u8) -> SpecialDegree {
    let n_f = f64::from(n);
    SpecialDegree {
        degree: n,
        within: degree_in_sign >= n_f - 1.0 && degree_in_sign < n_f,
        offset: degree_in_sign - (n_f - 0.5),
    }
}

/// The sensitive degrees of one point.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct SensitivePoint {
    /// `Ascendant` or the graha's name.
    pub point: &'static str,
    /// Sidereal longitude, degrees.
    pub longitude: f64,
    /// Sign of the longitude.
    pub sign: &'static str,
    /// Degrees within the sign.
    pub degree_in_sign: f64,
    /// Navamsa (1 … 9) within the sign.
    pub navamsa: u8,
    /// Sign of the navamsa (D9, Parashara).
    pub navamsa_sign: &'static str,
    /// True when the rashi and navamsa signs are the same.
    pub vargottama: bool,
    /// True when the navamsa is one of the sign's two pushkara navamsas.
    pub pushkara_navamsa: bool,
    /// The sign's pushkara bhaga and where the point stands from it.
    pub pushkara_bhaga: SpecialDegree,
    /// The mrityu bhaga of this point in this sign and where the point stands from it.
    pub mrityu_bhaga: SpecialDegree,
    /// The gandanta zone, or null.
    pub gandanta: Option<Gandanta>,
}

/// The sensitive degrees of a point with its row in [`MRITYU_BHAGA`].
pub fn sensitive_point(point: &'static str, longitude: f64, mrityu_row: usize) -> Result<SensitivePoint> {
    let s = sign_index(longitude);
    let deg = longitude.rem_euclid(360.0) - 30.0 * s as f64;
    let (d9, _) = varga_sign(longitude, Varga::D9, VargaMethod::Parashara)?;
    Ok(SensitivePoint {
        point,
        longitude,
        sign: SIGNS[s].name,
        degree_in_sign: deg,
        navamsa: navamsa_in_sign(longitude),
        navamsa_sign: SIGNS[d9].name,
        vargottama: d9 == s,
        pushkara_navamsa: in_pushkara_navamsa(longitude),
        pushkara_bhaga: special_degree(deg, PUSHKARA_BHAGA[s]),
        mrityu_bhaga: special_degree(deg, MRITYU_BHAGA[mrityu_row][s]),
        gandanta: gandanta(longitude),
    })
}

/// `/v1/chart/gandanta-pushkara`.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct SensitiveDegrees {
    /// The moment of the chart.
    pub moment: EventTime,
    /// The ascendant first, then the nine grahas.
    pub points: Vec<SensitivePoint>,
    /// Chart conventions and the tables used.
    pub conventions: ToolConventions,
}

/// The sensitive degrees of the ascendant and the nine grahas of a request.
pub fn sensitive_degrees(req: &ToolRequest) -> Result<SensitiveDegrees> {
    let chart = vedic_chart(&req.chart)?;
    let mut points = vec![sensitive_point("Ascendant", chart.ascendant.longitude, LAGNA_ROW)?];
    for p in &chart.planets {
        points.push(sensitive_point(p.graha.name(), p.longitude, p.graha.index())?);
    }
    let rules = vec![
        "gandanta: within one pada (3°20') of a water-fire sign junction (Pisces-Aries, Cancer-Leo, Scorpio-Sagittarius)",
        "pushkara navamsa (Jataka Parijata): fire signs the 7th and 9th navamsa, earth the 3rd and 5th, air the 6th and \
         8th, water the 1st and 3rd",
        "pushkara bhaga (Jataka Parijata): Ar 21, Ta 14, Ge 18, Cn 8, Le 19, Vi 9, Li 24, Sc 11, Sg 23, Cp 14, Aq 19, Pi 9",
        "mrityu bhaga: Phaladeepika's table per graha, lagna and sign",
        "a table degree N is the N-th degree of the sign, from N-1 to N; offset is measured from its middle",
    ];
    let conventions = ToolConventions { chart: chart.conventions, method: "classical-tables", rules };
    Ok(SensitiveDegrees { moment: chart.moment, points, conventions })
}
