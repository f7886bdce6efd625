//! The whole chart-in-depth group of one birth from one call, for in-process users (the Node
//! addon's `chartBundle`) and the benchmark; no HTTP endpoint serves it.
//!
//! The sidereal chart is computed once and every part is derived from it; each part is exactly
//! the answer of its own endpoint for the same request (tests/bundle.rs checks this):
//!
//! | field | same as |
//! |---|---|
//! | `chart` | `vedic_chart` (`/v1/chart/planets` …) |
//! | `divisional` | `/v1/chart/divisional/{varga}` for D1 … D60, Parashari method: what the twenty answers share (vimshopaka, moment, conventions) once, and each varga's placements in `charts` |
//! | `dignity` | `/v1/chart/dignity` |
//! | `aspects` | `/v1/chart/aspects` |
//! | `shadbala` | `/v1/chart/shadbala` (sunrise `upper-limb`, school `bphs` and the other method defaults) |
//! | `bhavabala` | `/v1/chart/bhavabala` (same defaults) |
//! | `ashtakavarga` | `/v1/chart/ashtakvarga` (sarva, bhinna and prastara) |
//! | `avakhada` | `/v1/chart/avakhada` |
//! | `kp` | `/v1/chart/kp-sublord` (Krishnamurti ayanamsa unless the request names one; Placidus) |
//! | `combustion` | `/v1/chart/combustion` |
//! | `graha_yuddha` | `/v1/chart/graha-yuddha` (rule `latitude`, the default) |
//!
//! What is not shared: KP needs Placidus cusps and its own ayanamsa (Krishnamurti when the
//! request names none; the tropical grahas are found once for the chart and KP); shadbala needs
//! the MC and the day's sunrise and sunset (found once for shadbala and bhava bala together). A failure of any part (a polar latitude where Placidus or
//! sunrise does not exist) fails the bundle with that part's error.

use crate::ephemeris::place::Place;
use crate::ephemeris::time::EventTime;
use crate::error::Result;
use crate::vedic::ashtakavarga::{ashtakavarga_from_chart, AshtakavargaResult};
use crate::vedic::avakhada::{avakhada_of_chart, Avakhada};
use crate::vedic::chart::Conventions;
use crate::vedic::chart::{tropical_grahas, vedic_chart_from, ChartRequest, VedicChart};
use crate::vedic::combustion::{combustion_from_chart, CombustionResult};
use crate::vedic::dignity::{dignity_from_chart, DignityResult};
use crate::vedic::drishti::{aspects_from_chart, AspectsResult};
use crate::vedic::kp::{kp_from_tropical, KpResult};
use crate::vedic::strength::{
    bhavabala_result, shadbala_from_input, shadbala_input_from_chart, shadbala_result, BhavabalaResult, ShadbalaResult,
    StrengthRequest,
};
use crate::vedic::varga::chart::{varga_chart, vimshopaka_of_chart, VargaChart};
use crate::vedic::varga::vimshopaka::Vimshopaka;
use crate::vedic::varga::{VargaMethod, ALL_VARGAS};
use crate::vedic::yuddha::{graha_yuddha_from_chart, WarRule, YuddhaResult};
use serde::Serialize;

/// Every part of the chart-in-depth group for one birth (see the module documentation).
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct ChartBundle {
    /// The sidereal chart (grahas, ascendant, whole-sign houses).
    pub chart: VedicChart,
    /// The twenty divisional charts D1 … D60 (Parashari method) and vimshopaka.
    pub divisional: Divisional,
    /// Dignity of each graha, as `/v1/chart/dignity`.
    pub dignity: DignityResult,
    /// Graha, sphuta and rashi drishti, as `/v1/chart/aspects`.
    pub aspects: AspectsResult,
    /// Shadbala with the default methods, as `/v1/chart/shadbala`.
    pub shadbala: ShadbalaResult,
    /// Bhava bala with the default methods, as `/v1/chart/bhavabala`.
    pub bhavabala: BhavabalaResult,
    /// Sarva, bhinna and prastara ashtakavarga, as `/v1/chart/ashtakvarga`.
    pub ashtakavarga: AshtakavargaResult,
    /// Avakhada chakra, as `/v1/chart/avakhada`.
    pub avakhada: Avakhada,
    /// KP sign, star and sub lords with Placidus cusps, as `/v1/chart/kp-sublord`.
    pub kp: KpResult,
    /// Combustion of each graha, as `/v1/chart/combustion`.
    pub combustion: CombustionResult,
    /// Planetary wars (latitude rule), as `/v1/chart/graha-yuddha`.
    pub graha_yuddha: YuddhaResult,
}

/// The twenty divisional answers of a chart, their shared fields written once.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Divisional {
    /// D1, D2, D3 … D60 in that order.
    pub charts: Vec<VargaChart>,
    /// Vimshopaka strength of the seven grahas (out of 20).
    pub vimshopaka: Vec<Vimshopaka>,
    /// The birth moment.
    pub moment: EventTime,
    /// Zodiac, ayanamsa, node and house system of the birth chart.
    pub conventions: Conventions,
}

/// The chart bundle of one birth (every option at its endpoint's default).
pub fn chart_bundle(req: &ChartRequest) -> Result<ChartBundle> {
    Place::checked(req.place.lat, req.place.lon)?;
    let tropical = tropical_grahas(req.moment.jd_ut, req.node)?;
    let chart = vedic_chart_from(req, &tropical)?;
    let divisional = Divisional {
        charts: ALL_VARGAS.iter().map(|&v| varga_chart(&chart, v, VargaMethod::Parashara)).collect::<Result<_>>()?,
        vimshopaka: vimshopaka_of_chart(&chart),
        moment: chart.moment.clone(),
        conventions: chart.conventions.clone(),
    };
    let strength_req = StrengthRequest::with_defaults(req);
    let input = shadbala_input_from_chart(&chart, &strength_req)?;
    let out = shadbala_from_input(&input);
    let bhavabala = bhavabala_result(&strength_req, &input, &out, chart.conventions.clone());
    let shadbala = shadbala_result(&strength_req, input, out, chart.conventions.clone());
    Ok(ChartBundle {
        divisional,
        dignity: dignity_from_chart(&chart),
        aspects: aspects_from_chart(&chart),
        shadbala,
        bhavabala,
        ashtakavarga: ashtakavarga_from_chart(&chart),
        avakhada: avakhada_of_chart(&chart),
        kp: kp_from_tropical(req, &tropical)?,
        combustion: combustion_from_chart(&chart),
        graha_yuddha: graha_yuddha_from_chart(&chart, WarRule::Latitude),
        chart,
    })
}
