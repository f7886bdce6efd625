//! Ishta and kashta phala of the seven grahas (`/v1/chart/ishta-kashta`), from their uchcha and
//! cheshta balas (BPHS, ishta-kashta chapter; B.V. Raman, Graha and Bhava Balas):
//! ishta = √(uchcha × cheshta), kashta = √((60 − uchcha) × (60 − cheshta)), both in virupas on a
//! 0–60 scale. The cheshta bala of the Sun is his ayana bala and the Moon's her paksha bala
//! (BPHS); shadbala doubles both for those two grahas, so here they are taken undoubled, on the
//! same 0–60 scale as the others.

use super::{ToolConventions, ToolRequest};
use crate::ephemeris::time::EventTime;
use crate::error::Result;
use crate::vedic::strength::{shadbala, StrengthRequest};
use crate::zodiac::Graha;
use serde::Serialize;

/// Ishta and kashta phala from uchcha and cheshta bala (virupas, each clamped to 0–60).
pub fn ishta_kashta_of(uchcha: f64, cheshta: f64) -> (f64, f64) {
    let (u, c) = (uchcha.clamp(0.0, 60.0), cheshta.clamp(0.0, 60.0));
    ((u * c).sqrt(), ((60.0 - u) * (60.0 - c)).sqrt())
}

/// One graha's ishta and kashta phala.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct IshtaKashta {
    /// The graha, Sun … Saturn.
    pub name: Graha,
    /// Stable lower-case key of the graha (`sun` … `ketu`).
    pub key: &'static str,
    /// Uchcha bala used, virupas (0–60).
    pub uchcha_bala: f64,
    /// Cheshta bala used, virupas (0–60): the Sun's ayana and the Moon's paksha bala, undoubled.
    pub cheshta_bala: f64,
    /// Ishta phala, virupas (0–60): the capacity to give good results.
    pub ishta: f64,
    /// Kashta phala, virupas (0–60): the capacity to give bad results.
    pub kashta: f64,
    /// ishta − kashta, shashtiamsas (0 … 60 scale): positive when the graha leans to good results.
    pub net: f64,
}

/// `/v1/chart/ishta-kashta`.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct IshtaKashtaAnswer {
    /// The moment of the chart.
    pub moment: EventTime,
    /// The seven grahas, Sun … Saturn.
    pub planets: Vec<IshtaKashta>,
    /// Chart conventions and the rule.
    pub conventions: ToolConventions,
}

/// Ishta and kashta phala of a request's chart (shadbala with its default options).
pub fn ishta_kashta(req: &ToolRequest) -> Result<IshtaKashtaAnswer> {
    let s = shadbala(&StrengthRequest::with_defaults(&req.chart))?;
    let planets = s
        .planets
        .iter()
        .map(|p| {
            let cheshta = match p.planet {
                Graha::Sun => p.kala.ayana / 2.0,
                Graha::Moon => p.kala.paksha / 2.0,
                _ => p.cheshta,
            };
            let uchcha = p.sthana.uchcha;
            let (ishta, kashta) = ishta_kashta_of(uchcha, cheshta);
            IshtaKashta {
                name: p.planet,
                key: p.planet.key(),
                uchcha_bala: uchcha,
                cheshta_bala: cheshta,
                ishta,
                kashta,
                net: ishta - kashta,
            }
        })
        .collect();
    let rules = vec![
        "BPHS (ishta-kashta): ishta = sqrt(uchcha x cheshta), kashta = sqrt((60 - uchcha) x (60 - cheshta)), virupas",
        "cheshta of the Sun = ayana bala, of the Moon = paksha bala (BPHS), both undoubled (0-60)",
        "uchcha and cheshta from shadbala with its default options (see /v1/chart/shadbala)",
    ];
    let conventions = ToolConventions { chart: s.conventions.chart, method: "bphs", rules };
    Ok(IshtaKashtaAnswer { moment: s.moment, planets, conventions })
}
