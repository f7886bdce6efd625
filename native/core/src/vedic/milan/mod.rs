//! Matchmaking (milan) of two births, `boy` and `girl`: ashtakoota, doshas, navamsa and dasha
//! compatibility. One call computes both charts and answers one check.

pub mod compat;
pub mod dosha;
pub mod koota;
pub mod maitri;

use crate::ephemeris::bodies::NodeType;
use crate::ephemeris::place::Place;
use crate::ephemeris::time::EventTime;
use crate::ephemeris::Moment;
use crate::error::{Error, Result};
use crate::vedic::chart::{vedic_chart, ChartRequest, Conventions};
use crate::vedic::dasha::{Birth, DashaMoon, YearLength};
use crate::zodiac::sign::sign_index;
use crate::zodiac::Graha;
use koota::{kootas, verdict, Kootas, MoonKey, KOOTA_KEYS, KOOTA_MAX};
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Copy, Deserialize)]
#[derive(schemars::JsonSchema)]
pub struct Person {
    pub moment: Moment,
    pub place: Place,
}

#[derive(Debug, Clone, Deserialize)]
#[derive(schemars::JsonSchema)]
pub struct MilanRequest {
    pub boy: Person,
    pub girl: Person,
    pub ayanamsa: Option<String>,
    #[serde(default)]
    pub node: NodeType,
    /// ashtakoota, koota, mangal-dosha, nadi-dosha, shani-dosha, navamsa-compat, dasha-sync.
    pub check: String,
    /// For `check = koota`: varna, vashya, tara, yoni, graha-maitri, gana, bhakoot, nadi.
    pub koota: Option<String>,
    /// dasha-sync: start (JD UT; required) and span in years (default 10, 1..50).
    pub at: Option<f64>,
    pub years: Option<u32>,
    #[serde(default)]
    pub year: YearLength,
}

/// What the checks need of one chart.
pub struct Natal {
    pub moon: MoonKey,
    pub ascendant_sign: usize,
    pub ascendant_longitude: f64,
    pub signs: Vec<(Graha, usize)>,
    pub birth: Birth,
}

impl Natal {
    pub fn sign_of(&self, planet: Graha) -> usize {
        self.signs.iter().find(|(g, _)| *g == planet).map(|(_, s)| *s).expect("a graha of the chart")
    }
}

fn natal(p: &Person, req: &MilanRequest, who: &str) -> Result<Natal> {
    let chart =
        vedic_chart(&ChartRequest { moment: p.moment, place: p.place, ayanamsa: req.ayanamsa.clone(), node: req.node })
            .map_err(|e| match e {
                Error::InvalidInput { param, message } => {
                    Error::InvalidInput { param: format!("{who}_{param}"), message }
                }
                other => other,
            })?;
    let moon = chart.planets.iter().find(|g| g.graha == Graha::Moon).expect("the Moon");
    Ok(Natal {
        moon: MoonKey::of(moon.longitude),
        ascendant_sign: sign_index(chart.ascendant.longitude),
        ascendant_longitude: chart.ascendant.longitude,
        signs: chart.planets.iter().map(|g| (g.graha, sign_index(g.longitude))).collect(),
        birth: Birth {
            jd: p.moment.jd_ut,
            offset: p.moment.offset_minutes,
            moon: DashaMoon { longitude: moon.longitude, sign: moon.sign.sign, nakshatra: moon.nakshatra.clone() },
            conventions: chart.conventions,
        },
    })
}

#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct PartnerMoon {
    pub birth: EventTime,
    pub moon_longitude: f64,
    pub moon_sign: &'static str,
    pub nakshatra: &'static str,
    pub pada: u8,
}

fn partner(n: &Natal) -> PartnerMoon {
    PartnerMoon {
        birth: EventTime::new(n.birth.jd, n.birth.offset),
        moon_longitude: n.moon.longitude,
        moon_sign: crate::zodiac::SIGNS[n.moon.sign].name,
        nakshatra: crate::zodiac::NAKSHATRAS[n.moon.nakshatra],
        pada: n.moon.pada,
    }
}

/// The spec's Ashtakoota result, plus the partners' Moons and the conventions.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Ashtakoota {
    pub total: f64,
    pub max: u32,
    pub verdict: &'static str,
    pub verdict_label: &'static str,
    pub min_required: u32,
    /// The classical band the total falls in (0-17 very poor, 18-24 acceptable, 25-32 good, 33-36 excellent).
    pub classical_band: &'static str,
    pub kootas: Kootas,
    pub boy: PartnerMoon,
    pub girl: PartnerMoon,
    pub conventions: Conventions,
}

#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct OneKoota {
    pub koota: &'static str,
    #[serde(flatten)]
    pub detail: serde_value::KootaDetail,
    pub boy_moon: PartnerMoon,
    pub girl_moon: PartnerMoon,
    pub conventions: Conventions,
}

/// One koota entry by key (kept as its own struct so the single-koota answer has the same fields).
pub mod serde_value {
    use super::koota::*;
    use serde::Serialize;

    #[derive(Debug, Clone, Serialize)]
    #[derive(schemars::JsonSchema)]
    #[serde(untagged)]
    pub enum KootaDetail {
        Pair(PairKoota),
        Tara(TaraKoota),
        Maitri(MaitriKoota),
        Bhakoot(BhakootKoota),
    }
}

#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
#[schemars(rename = "WithPartners_{T}")]
pub struct WithPartners<T: Serialize> {
    #[serde(flatten)]
    pub result: T,
    pub boy_moon: PartnerMoon,
    pub girl_moon: PartnerMoon,
    pub conventions: Conventions,
}

#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
#[serde(untagged)]
pub enum MilanAnswer {
    Ashtakoota(Box<Ashtakoota>),
    Koota(Box<OneKoota>),
    Dosha(Box<WithPartners<dosha::CoupleDosha>>),
    Nadi(Box<WithPartners<dosha::NadiDosha>>),
    Navamsa(Box<WithPartners<compat::NavamsaCompat>>),
    Sync(Box<WithPartners<compat::DashaSync>>),
}

pub const KOOTA_SLUGS: [&str; 8] = ["varna", "vashya", "tara", "yoni", "graha-maitri", "gana", "bhakoot", "nadi"];

pub fn ashtakoota(boy: MoonKey, girl: MoonKey) -> (Kootas, f64) {
    let k = kootas(boy, girl);
    let total = k.scores().iter().sum();
    (k, total)
}

/// The full ashtakoota of two births.
fn ashtakoota_answer(boy: &Natal, girl: &Natal, conventions: Conventions) -> MilanAnswer {
    let wrap = |n: &Natal| partner(n);
    let (k, total) = ashtakoota(boy.moon, girl.moon);
    debug_assert_eq!(KOOTA_MAX.iter().sum::<u32>(), 36);
    let (v, label, band) = verdict(total);
    MilanAnswer::Ashtakoota(Box::new(Ashtakoota {
        total,
        max: 36,
        verdict: v,
        verdict_label: label,
        min_required: 18,
        classical_band: band,
        kootas: k,
        boy: wrap(boy),
        girl: wrap(girl),
        conventions,
    }))
}

/// One koota of two births, named by `req.koota`.
fn one_koota(req: &MilanRequest, boy: &Natal, girl: &Natal, conventions: Conventions) -> Result<MilanAnswer> {
    let wrap = |n: &Natal| partner(n);
    let slug = req.koota.as_deref().unwrap_or("");
    let i = KOOTA_SLUGS
        .iter()
        .position(|s| *s == slug)
        .ok_or_else(|| Error::invalid("koota", format!("must be one of {}", KOOTA_SLUGS.join(", "))))?;
    let k = kootas(boy.moon, girl.moon);
    use serde_value::KootaDetail as D;
    let detail = match i {
        0 => D::Pair(k.varna),
        1 => D::Pair(k.vashya),
        2 => D::Tara(k.tara),
        3 => D::Pair(k.yoni),
        4 => D::Maitri(k.graha_maitri),
        5 => D::Pair(k.gana),
        6 => D::Bhakoot(k.bhakoot),
        _ => D::Pair(k.nadi),
    };
    Ok(MilanAnswer::Koota(Box::new(OneKoota {
        koota: KOOTA_KEYS[i],
        detail,
        boy_moon: wrap(boy),
        girl_moon: wrap(girl),
        conventions,
    })))
}

/// The answer schema of each check: the variant of [`MilanAnswer`] that [`milan`] gives for it.
pub fn answer_schemas(g: &mut schemars::SchemaGenerator) -> Vec<(&'static str, schemars::Schema)> {
    let couple = g.subschema_for::<WithPartners<dosha::CoupleDosha>>();
    vec![
        ("ashtakoota", g.subschema_for::<Ashtakoota>()),
        ("koota", g.subschema_for::<OneKoota>()),
        ("mangal-dosha", couple.clone()),
        ("shani-dosha", couple),
        ("nadi-dosha", g.subschema_for::<WithPartners<dosha::NadiDosha>>()),
        ("navamsa-compat", g.subschema_for::<WithPartners<compat::NavamsaCompat>>()),
        ("dasha-sync", g.subschema_for::<WithPartners<compat::DashaSync>>()),
    ]
}

pub fn milan(req: &MilanRequest) -> Result<MilanAnswer> {
    let boy = natal(&req.boy, req, "boy")?;
    let girl = natal(&req.girl, req, "girl")?;
    let conventions = boy.birth.conventions.clone();
    let wrap = |n: &Natal| partner(n);
    Ok(match req.check.as_str() {
        "ashtakoota" => ashtakoota_answer(&boy, &girl, conventions),
        "koota" => one_koota(req, &boy, &girl, conventions)?,
        "mangal-dosha" | "shani-dosha" => {
            let result =
                if req.check == "mangal-dosha" { dosha::mangal(&boy, &girl) } else { dosha::shani(&boy, &girl) };
            MilanAnswer::Dosha(Box::new(WithPartners {
                result,
                boy_moon: wrap(&boy),
                girl_moon: wrap(&girl),
                conventions,
            }))
        }
        "nadi-dosha" => MilanAnswer::Nadi(Box::new(WithPartners {
            result: dosha::nadi(&boy, &girl),
            boy_moon: wrap(&boy),
            girl_moon: wrap(&girl),
            conventions,
        })),
        "navamsa-compat" => MilanAnswer::Navamsa(Box::new(WithPartners {
            result: compat::navamsa(&boy, &girl),
            boy_moon: wrap(&boy),
            girl_moon: wrap(&girl),
            conventions,
        })),
        "dasha-sync" => {
            let at = req.at.ok_or_else(|| Error::invalid("at", "is required"))?;
            if !at.is_finite() {
                return Err(Error::invalid("at", "must be a moment"));
            }
            let years = req.years.unwrap_or(10);
            if !(1..=50).contains(&years) {
                return Err(Error::invalid("years", "must be an integer from 1 to 50"));
            }
            MilanAnswer::Sync(Box::new(WithPartners {
                result: compat::dasha_sync(&boy, &girl, at, years, req.year.days(), req.boy.moment.offset_minutes),
                boy_moon: wrap(&boy),
                girl_moon: wrap(&girl),
                conventions,
            }))
        }
        other => return Err(Error::invalid("check", format!("unknown milan check {other}"))),
    })
}
