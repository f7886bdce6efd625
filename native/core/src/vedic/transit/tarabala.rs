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

/// A tara: the count of one nakshatra from the birth nakshatra, in nine kinds.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Tara {
    /// 1..9
    pub number: usize,
    /// Name of the tara, e.g. `Sampat`.
    pub name: &'static str,
    /// What the name means, e.g. `wealth`.
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

/// The nakshatra the transiting Moon occupies at the moment.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct TransitNakshatra {
    /// Name of the nakshatra, e.g. `Rohini`.
    pub name: &'static str,
    /// Nakshatra number, 1 = Ashwini … 27 = Revati.
    pub index: usize,
    /// When the Moon entered the nakshatra, in the transit moment's UTC offset.
    pub start: EventTime,
    /// When the Moon leaves the nakshatra, in the transit moment's UTC offset.
    pub end: EventTime,
}

/// Tarabala at the transit moment: the Moon's nakshatra counted from the birth nakshatra.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Tarabala {
    /// The natal Moon, whose nakshatra the count starts from.
    pub natal_moon: NatalMoon,
    /// The transit moment, in its UTC offset.
    pub at: EventTime,
    /// Sidereal longitude of the transiting Moon in degrees, 0 <= x < 360.
    pub transit_moon_longitude: f64,
    /// The nakshatra the transiting Moon occupies, with its start and end.
    pub transit_nakshatra: TransitNakshatra,
    /// The tara of the transit nakshatra for this native.
    pub tara: Tara,
    /// All nine taras with their three nakshatras for this native.
    pub table: Vec<TaraRow>,
    /// How the tara is counted and judged.
    pub definition: &'static str,
    /// The conventions the charts were computed with.
    pub conventions: Conventions,
}

/// One of the nine taras with the three nakshatras that give it to this native.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct TaraRow {
    /// Tara number, 1..9.
    pub number: usize,
    /// Name of the tara, e.g. `Kshema`.
    pub name: &'static str,
    /// `favourable`, `unfavourable` or `mixed` (Janma).
    pub quality: TaraQuality,
    /// The three nakshatras at counts n, n + 9 and n + 18 from the birth nakshatra.
    pub nakshatras: [&'static str; 3],
}

/// Tarabala of the transiting Moon at `req.at` for the native of the birth chart.
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
