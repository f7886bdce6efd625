//! Transits weighed by the natal ashtakavarga: kakshas and a transit score.
//!
//! Kaksha: every sign is split into eight kakshas of 3°45′ whose lords are, from 0°, Saturn,
//! Jupiter, Mars, Sun, Venus, Mercury, Moon and the ascendant (BPHS, Phaladeepika 23). A planet
//! transiting a kaksha gives its results when that kaksha's lord contributed a bindu to the
//! transiting planet's natal bhinna table in that sign (the prastara cell).
//!
//! Transit score (this API's definition, stated in every answer): for each of the seven planets
//! the bindus of its own natal bhinna table in the sign it transits (0–8; 4 is the classical
//! neutral point, more is favourable, less unfavourable). `score` = 100 × the sum over the seven
//! planets ÷ 56, so 50 means every planet on 4 bindus and 100 means all on 8. The sarva bindus
//! of each transited sign (28 ≈ 337 ÷ 12 is the average) and the kaksha bindus are reported
//! beside it, not mixed into the score.

use super::{natal_chart, signs_of, tables_from_signs, KAKSHA_LORDS, PLANETS};
use crate::ephemeris::ayanamsa::LAHIRI;
use crate::ephemeris::time::{EventTime, Moment};
use crate::ephemeris::Ayanamsa;
use crate::error::{Error, Result};
use crate::vedic::chart::{graha_positions, ChartRequest, SiderealShift};
use crate::zodiac::sign::sign_index;
use crate::zodiac::Graha;
use serde::{Deserialize, Serialize};

/// Width of one kaksha in degrees: 3.75 (3°45′), an eighth of a sign.
pub const KAKSHA_SPAN: f64 = 30.0 / 8.0;

/// A birth chart and a transit moment, for kakshas and the transit score.
#[derive(Debug, Clone, Deserialize)]
#[derive(schemars::JsonSchema)]
#[schemars(rename = "AshtakavargaTransitRequest")]
pub struct TransitRequest {
    /// The birth chart.
    #[serde(flatten)]
    pub natal: ChartRequest,
    /// The moment of the transits.
    pub transit: Moment,
}

/// A range of degrees within a sign, from `start` to `end`.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Span {
    /// Start, in degrees from 0° of the sign.
    pub start: f64,
    /// End, in degrees from 0° of the sign (exclusive).
    pub end: f64,
}

/// Where a transiting planet stands among the kakshas and what the natal tables give it there.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct KakshaPlacement {
    /// Transiting planet, Sun … Saturn.
    pub planet: Graha,
    /// Stable lower-case key of `planet` (`sun` … `ketu`).
    pub planet_key: &'static str,
    /// Sidereal longitude at the transit moment (same ayanamsa as the natal chart).
    pub longitude: f64,
    /// Sidereal sign it transits.
    pub sign: crate::zodiac::Sign,
    /// Number of that sign, 1 = Aries … 12 = Pisces.
    pub sign_index: u8,
    /// Degrees within the sign.
    pub degree: f64,
    /// Whether the planet is retrograde at the transit moment.
    pub retrograde: bool,
    /// 1 … 8 within the sign.
    pub kaksha: u8,
    /// Lord of the kaksha (a planet Sun … Saturn, or `Ascendant`).
    pub kaksha_lord: &'static str,
    /// The kaksha's extent in degrees within the sign.
    pub kaksha_span: Span,
    /// Whether the kaksha lord gave this planet a bindu in this sign in the natal chart.
    pub kaksha_bindu: bool,
    /// Bindus of the planet's own natal bhinna table in the transited sign (0–8).
    pub bhinna_bindus: u8,
    /// Natal sarva bindus of the transited sign (0–56).
    pub sarva_bindus: u8,
}

/// A transiting planet with the verdict of its bhinna bindus.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct TransitPlanet {
    /// Where the planet stands and what the natal tables give it there.
    #[serde(flatten)]
    pub placement: KakshaPlacement,
    /// favourable (5–8 bindus), neutral (4), unfavourable (0–3).
    pub rating: &'static str,
}

/// The transit score: how well the natal bhinna tables support the seven planets where they now transit.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct TransitScore {
    /// 100 × total_bhinna_bindus / 56.
    pub score: f64,
    /// Sum of `bhinna_bindus` over the seven planets (0–56).
    pub total_bhinna_bindus: u32,
    /// Mean natal sarva bindus of the seven transited signs (28 is the chart-wide average).
    pub mean_sarva_bindus: f64,
    /// How many of the seven planets transit a kaksha whose lord gave a bindu.
    pub kaksha_bindus: u32,
    /// How many of the seven planets are rated favourable (5–8 bhinna bindus).
    pub favourable: u32,
    /// How many of the seven planets are rated neutral (exactly 4 bhinna bindus).
    pub neutral: u32,
    /// How many of the seven planets are rated unfavourable (0–3 bhinna bindus).
    pub unfavourable: u32,
    /// The score's definition in words (see `SCORE_DEFINITION`).
    pub definition: &'static str,
}

/// Transits of Sun … Saturn weighed by the natal ashtakavarga, with a transit score.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct TransitResult {
    /// Transit moment (UT instant, also shown in the request's offset).
    pub transit_moment: EventTime,
    /// Birth moment (UT instant, also shown in the request's offset).
    pub birth_moment: EventTime,
    /// The seven transiting planets, Sun … Saturn, with their kaksha and bindus.
    pub planets: Vec<TransitPlanet>,
    /// The transit score and its counts.
    pub score: TransitScore,
    /// Conventions used: natal chart and tables, transit ayanamsa and kaksha rule.
    pub conventions: TransitConventions,
}

/// Conventions of a transit answer: the natal ones, plus the transit-moment ayanamsa and kaksha rule.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct TransitConventions {
    /// Conventions of the natal chart and its bindu tables.
    #[serde(flatten)]
    pub natal: super::AshtakavargaConventions,
    /// Ayanamsa value at the transit moment, degrees.
    pub transit_ayanamsa_value: f64,
    /// The kaksha division and bindu rule used (see `KAKSHA_RULE`).
    pub kaksha: &'static str,
}

/// Definition of the transit score, as reported in every transit-score answer.
pub const SCORE_DEFINITION: &str =
    "score = 100 x (sum over Sun..Saturn of the bindus of the planet's own natal bhinna \
     ashtakavarga in the sign it transits) / 56; 50 = every planet on the neutral 4 bindus";
/// The kaksha division and lords, as reported in the answer's conventions.
pub const KAKSHA_RULE: &str =
    "8 kakshas of 3deg45' per sign, lords from 0deg: Saturn, Jupiter, Mars, Sun, Venus, Mercury, \
     Moon, Ascendant; kaksha_bindu = that lord gave the planet a bindu in that sign (prastara)";

fn rating(bindus: u8) -> &'static str {
    match bindus {
        0..=3 => "unfavourable",
        4 => "neutral",
        _ => "favourable",
    }
}

/// Kaksha (0 … 7) of a sidereal longitude.
pub fn kaksha_of(longitude: f64) -> usize {
    let deg = longitude.rem_euclid(360.0) % 30.0;
    ((deg / KAKSHA_SPAN) as usize).min(7)
}

/// Kakshas, bhinna bindus and the transit score of Sun … Saturn at the transit moment, against the
/// natal ashtakavarga (both sidereal, in the request's ayanamsa).
pub fn transit(req: &TransitRequest) -> Result<TransitResult> {
    let natal = natal_chart(&req.natal)?;
    let tables = tables_from_signs(signs_of(&natal.longitudes));
    crate::ephemeris::time::check_supported(req.transit.jd_ut).map_err(|e| match e {
        Error::InvalidInput { message, .. } => Error::invalid("transit_date", message),
        other => other,
    })?;
    let ayanamsa = Ayanamsa::resolve(req.natal.ayanamsa.as_deref(), LAHIRI)?;
    let shift = SiderealShift::at(req.transit.jd_ut, ayanamsa)?;
    let now = graha_positions(req.transit.jd_ut, shift, req.natal.node)?;
    let mut planets = Vec::with_capacity(7);
    for (p, (_, pos)) in now.iter().take(7).enumerate() {
        let s = sign_index(pos.longitude);
        let k = kaksha_of(pos.longitude);
        let bhinna = tables.bhinna[p][s];
        let placement = KakshaPlacement {
            planet: PLANETS[p],
            planet_key: PLANETS[p].key(),
            longitude: pos.longitude,
            sign: crate::zodiac::Sign::from_index(s),
            sign_index: s as u8 + 1,
            degree: pos.longitude - 30.0 * s as f64,
            retrograde: pos.retrograde(),
            kaksha: k as u8 + 1,
            kaksha_lord: KAKSHA_LORDS[k],
            kaksha_span: Span { start: k as f64 * KAKSHA_SPAN, end: (k + 1) as f64 * KAKSHA_SPAN },
            kaksha_bindu: tables.prastara[p][contributor_of_kaksha(k)][s] == 1,
            bhinna_bindus: bhinna,
            sarva_bindus: tables.sarva[s],
        };
        planets.push(TransitPlanet { placement, rating: rating(bhinna) });
    }
    let total: u32 = planets.iter().map(|p| p.placement.bhinna_bindus as u32).sum();
    let count = |r: &str| planets.iter().filter(|p| p.rating == r).count() as u32;
    let score = TransitScore {
        score: (1000.0 * total as f64 / 56.0).round() / 10.0,
        total_bhinna_bindus: total,
        mean_sarva_bindus: planets.iter().map(|p| p.placement.sarva_bindus as f64).sum::<f64>() / 7.0,
        kaksha_bindus: planets.iter().filter(|p| p.placement.kaksha_bindu).count() as u32,
        favourable: count("favourable"),
        neutral: count("neutral"),
        unfavourable: count("unfavourable"),
        definition: SCORE_DEFINITION,
    };
    Ok(TransitResult {
        transit_moment: EventTime::new(req.transit.jd_ut, req.transit.offset_minutes),
        birth_moment: natal.moment,
        planets,
        score,
        conventions: TransitConventions {
            natal: super::AshtakavargaConventions {
                chart: natal.conventions,
                bindu_tables: super::BINDU_TABLES,
                sarva: super::SARVA_RULE,
            },
            transit_ayanamsa_value: shift.value,
            kaksha: KAKSHA_RULE,
        },
    })
}

/// The contributor index (0 = Sun … 6 = Saturn, 7 = ascendant) that lords kaksha `k`.
pub fn contributor_of_kaksha(k: usize) -> usize {
    super::CONTRIBUTORS.iter().position(|c| *c == KAKSHA_LORDS[k]).expect("every kaksha lord is a contributor")
}
