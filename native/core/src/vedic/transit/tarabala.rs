//! Tarabala: the transiting Moon's nakshatra counted from the birth nakshatra (one tara table,
//! `vedic::tara`).

use crate::ephemeris::bodies::NodeType;
use crate::ephemeris::bodies::Zodiac;
use crate::ephemeris::time::EventTime;
use crate::error::Result;
use crate::moments::ingress::Mover;
use crate::vedic::chart::Conventions;
use crate::vedic::panchang::elements::span_at;
use crate::vedic::panchang::ElementKind;
use crate::vedic::tara::{TaraQuality, TARAS};
use crate::zodiac::NAKSHATRAS;
use serde::Serialize;

use super::{natal_moon, Context, NatalMoon, TransitRequest};

#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Tara {
    /// 1..9
    pub number: usize,
    pub name: &'static str,
    pub meaning: &'static str,
    /// `favourable`, `unfavourable` or `mixed` (Janma).
    pub quality: TaraQuality,
    /// Count of the transit nakshatra from the natal one, 1..27 (inclusive counting).
    pub count: usize,
    /// 1..3: which round of nine the count falls in.
    pub cycle: usize,
}

/// Tarabala of nakshatra `transit` (0-based) for a native born in nakshatra `natal` (0-based).
pub fn tara(natal: usize, transit: usize) -> Tara {
    let count = crate::vedic::tara::count(natal, transit);
    let i = crate::vedic::tara::of_count(count) - 1;
    let (name, meaning, quality) = TARAS[i];
    Tara { number: i + 1, name, meaning, quality, count, cycle: (count - 1) / 9 + 1 }
}

#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct TransitNakshatra {
    pub name: &'static str,
    pub index: usize,
    pub start: EventTime,
    pub end: EventTime,
}

#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Tarabala {
    pub natal_moon: NatalMoon,
    pub at: EventTime,
    pub transit_moon_longitude: f64,
    pub transit_nakshatra: TransitNakshatra,
    pub tara: Tara,
    /// All nine taras with their three nakshatras for this native.
    pub table: Vec<TaraRow>,
    pub definition: &'static str,
    pub conventions: Conventions,
}

#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct TaraRow {
    pub number: usize,
    pub name: &'static str,
    pub quality: TaraQuality,
    pub nakshatras: [&'static str; 3],
}

pub fn tarabala(req: &TransitRequest) -> Result<Tarabala> {
    let ctx = Context::new(req)?;
    let moon = natal_moon(&ctx);
    let natal = moon.nakshatra_index as usize - 1;
    let span = span_at(ElementKind::Nakshatra, ctx.at.jd_ut, ctx.ayanamsa)?;
    let (lon, _) = Mover::from_key("moon", NodeType::Mean)?.longitude(ctx.at.jd_ut, Zodiac::Sidereal(ctx.ayanamsa))?;
    let o = ctx.offset;
    let table = (0..9)
        .map(|i| TaraRow {
            number: i + 1,
            name: TARAS[i].0,
            quality: TARAS[i].2,
            nakshatras: [0, 9, 18].map(|k| NAKSHATRAS[(natal + i + k) % 27]),
        })
        .collect();
    Ok(Tarabala {
        natal_moon: moon,
        at: EventTime::new(ctx.at.jd_ut, o),
        transit_moon_longitude: lon,
        transit_nakshatra: TransitNakshatra {
            name: NAKSHATRAS[span.number - 1],
            index: span.number,
            start: EventTime::new(span.start, o),
            end: EventTime::new(span.end, o),
        },
        tara: tara(natal, span.number - 1),
        table,
        definition: "count from the natal Moon's nakshatra to the transit Moon's, inclusive; the remainder \
                     by 9 names the tara (1 Janma, 2 Sampat, 3 Vipat, 4 Kshema, 5 Pratyari, 6 Sadhaka, \
                     7 Vadha, 8 Mitra, 9 Parama Mitra); 3, 5, 7 unfavourable, 1 mixed (Muhurta Chintamani; \
                     B.V. Raman, Muhurtha)",
        conventions: ctx.conventions(),
    })
}
