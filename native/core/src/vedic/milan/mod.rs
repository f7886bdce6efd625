//! Matchmaking (milan) of two births, `boy` and `girl`: ashtakoota, poruthams and the ten kootas
//! beside the ashtakoota, doshas, navamsa and dasha compatibility. One call computes both charts and answers one check.

pub mod compat;
pub mod dashakoota;
pub mod dosha;
pub mod koota;
pub mod maitri;
pub mod porutham;

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

/// One partner's birth: moment and place.
#[derive(Debug, Clone, Copy, Deserialize)]
#[derive(schemars::JsonSchema)]
pub struct Person {
    /// Birth moment: Julian day (UT) and the UTC offset in minutes used for output times.
    pub moment: Moment,
    /// Birth place: latitude and longitude in degrees (north and east positive).
    pub place: Place,
}

/// Two births and the matchmaking check to run on them.
#[derive(Debug, Clone, Deserialize)]
#[derive(schemars::JsonSchema)]
pub struct MilanRequest {
    /// The boy's (groom's) birth.
    pub boy: Person,
    /// The girl's (bride's) birth.
    pub girl: Person,
    /// Ayanamsa slug for both sidereal charts; Lahiri when absent.
    pub ayanamsa: Option<String>,
    /// Lunar node model for Rahu and Ketu: `mean` (default) or `true`.
    #[serde(default)]
    pub node: NodeType,
    /// ashtakoota, koota, mangal-dosha, nadi-dosha, shani-dosha, navamsa-compat, dasha-sync, porutham, dashakoota.
    pub check: String,
    /// For `check = koota`: varna, vashya, tara, yoni, graha-maitri, gana, bhakoot, nadi.
    pub koota: Option<String>,
    /// dasha-sync: start (JD UT; required) and span in years (default 10, 1..50).
    pub at: Option<f64>,
    /// dasha-sync: span to compare, in years from `at` (default 10, 1..50).
    pub years: Option<u32>,
    /// dasha-sync: length of the dasha year, `julian` (365.25 days, default) or `sidereal`.
    #[serde(default)]
    pub year: YearLength,
}

/// What the checks need of one chart.
pub struct Natal {
    /// The Moon as the kootas read it (sidereal longitude, 0-based nakshatra and sign, pada).
    pub moon: MoonKey,
    /// Sign of the ascendant, 0 = Aries … 11 = Pisces.
    pub ascendant_sign: usize,
    /// Sidereal longitude of the ascendant in degrees, 0 <= x < 360.
    pub ascendant_longitude: f64,
    /// Each graha with its sidereal sign, 0 = Aries … 11 = Pisces.
    pub signs: Vec<(Graha, usize)>,
    /// Birth moment, Moon and chart conventions, as the dasha checks need them.
    pub birth: Birth,
}

impl Natal {
    /// Sign (0 = Aries … 11 = Pisces) of one of the nine grahas in this chart.
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

/// One partner's birth Moon, shown beside every milan answer.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct PartnerMoon {
    /// Birth moment (UT instant, also shown in the request's offset).
    pub birth: EventTime,
    /// Sidereal longitude of the Moon in degrees, 0 <= x < 360.
    pub moon_longitude: f64,
    /// Sidereal sign of the Moon.
    pub moon_sign: &'static str,
    /// Nakshatra of the Moon.
    pub nakshatra: &'static str,
    /// Pada (quarter) of the nakshatra, 1..4.
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
    /// Sum of the eight koota scores, 0..36 (half points possible).
    pub total: f64,
    /// Maximum total, 36.
    pub max: u32,
    /// Verdict key: very_poor (<12), poor (<18), acceptable (<25), good (<29), very_good (<33) or excellent.
    pub verdict: &'static str,
    /// The verdict in words, e.g. "Very good".
    pub verdict_label: &'static str,
    /// Minimum total classically required for a match, 18.
    pub min_required: u32,
    /// The classical band the total falls in (0-17 very poor, 18-24 acceptable, 25-32 good, 33-36 excellent).
    pub classical_band: &'static str,
    /// The eight kootas, each with its score, maximum and reasoning.
    pub kootas: Kootas,
    /// The boy's birth Moon.
    pub boy: PartnerMoon,
    /// The girl's birth Moon.
    pub girl: PartnerMoon,
    /// Conventions of the charts (the boy's chart; both use the same ayanamsa and node model).
    pub conventions: Conventions,
}

/// One koota of a match, with the partners' Moons.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct OneKoota {
    /// Key of the koota: varna, vashya, tara, yoni, graha_maitri, gana, bhakoot or nadi.
    pub koota: &'static str,
    /// Score, maximum and reasoning of that koota.
    #[serde(flatten)]
    pub detail: serde_value::KootaDetail,
    /// The boy's birth Moon.
    pub boy_moon: PartnerMoon,
    /// The girl's birth Moon.
    pub girl_moon: PartnerMoon,
    /// Conventions of the charts (the boy's chart; both use the same ayanamsa and node model).
    pub conventions: Conventions,
}

/// One koota entry by key (kept as its own struct so the single-koota answer has the same fields).
pub mod serde_value {
    use super::koota::*;
    use serde::Serialize;

    /// The details of one koota, whichever shape it has.
    #[derive(Debug, Clone, Serialize)]
    #[derive(schemars::JsonSchema)]
    #[serde(untagged)]
    pub enum KootaDetail {
        /// A koota that names each partner's class (varna, vashya, yoni, gana, nadi).
        Pair(PairKoota),
        /// Tara koota, with the nakshatra count.
        Tara(TaraKoota),
        /// Graha maitri koota, with the two Moon-sign lords.
        Maitri(MaitriKoota),
        /// Bhakoot koota, with the two Moon signs.
        Bhakoot(BhakootKoota),
    }
}

/// A check's result with the partners' Moons and the chart conventions beside it.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
#[schemars(rename = "WithPartners_{T}")]
pub struct WithPartners<T: Serialize> {
    /// The check's own result, its fields inlined.
    #[serde(flatten)]
    pub result: T,
    /// The boy's birth Moon.
    pub boy_moon: PartnerMoon,
    /// The girl's birth Moon.
    pub girl_moon: PartnerMoon,
    /// Conventions of the charts (the boy's chart; both use the same ayanamsa and node model).
    pub conventions: Conventions,
}

/// The ten kootas beside the ashtakoota, with the partners' Moons and the rules of both systems.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct DashakootaAnswer {
    /// The ten kootas, their counterparts, the tally and the conflicts, inlined.
    #[serde(flatten)]
    pub result: dashakoota::Dashakoota,
    /// The boy's birth Moon (his birth star, pada and sign).
    pub boy_moon: PartnerMoon,
    /// The girl's birth Moon (her birth star, pada and sign).
    pub girl_moon: PartnerMoon,
    /// The charts' conventions and the sources of both systems' rules.
    pub conventions: dashakoota::DashakootaConventions,
}

/// The answer of any milan check; which variant depends on `check`.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
#[serde(untagged)]
pub enum MilanAnswer {
    /// `ashtakoota`: all eight kootas and the total out of 36.
    Ashtakoota(Box<Ashtakoota>),
    /// `koota`: one koota, named by the request's `koota`.
    Koota(Box<OneKoota>),
    /// `mangal-dosha` or `shani-dosha`: the dosha in each chart and the couple's verdict.
    Dosha(Box<WithPartners<dosha::CoupleDosha>>),
    /// `nadi-dosha`: same nadi or not, and its exceptions.
    Nadi(Box<WithPartners<dosha::NadiDosha>>),
    /// `navamsa-compat`: D9 lagna and Moon compared across the couple.
    Navamsa(Box<WithPartners<compat::NavamsaCompat>>),
    /// `dasha-sync`: the partners' running Vimshottari lords compared over time.
    Sync(Box<WithPartners<compat::DashaSync>>),
    /// `porutham`: the ten South Indian poruthams, their count and the minimum set.
    Porutham(Box<WithPartners<porutham::Poruthams>>),
    /// `dashakoota`: the ten kootas beside their ashtakoota counterparts and where they conflict.
    Dashakoota(Box<DashakootaAnswer>),
}

/// Koota names as the request's `koota` accepts them, in ashtakoota order.
pub const KOOTA_SLUGS: [&str; 8] = ["varna", "vashya", "tara", "yoni", "graha-maitri", "gana", "bhakoot", "nadi"];

/// The eight kootas of two Moons (boy, girl) and their total points out of 36.
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
        ("porutham", g.subschema_for::<WithPartners<porutham::Poruthams>>()),
        ("dashakoota", g.subschema_for::<DashakootaAnswer>()),
    ]
}

/// Computes both sidereal charts and answers the request's `check`.
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
        "porutham" => MilanAnswer::Porutham(Box::new(WithPartners {
            result: porutham::poruthams(boy.moon, girl.moon),
            boy_moon: wrap(&boy),
            girl_moon: wrap(&girl),
            conventions,
        })),
        "dashakoota" => MilanAnswer::Dashakoota(Box::new(DashakootaAnswer {
            result: dashakoota::dashakoota(boy.moon, girl.moon),
            boy_moon: wrap(&boy),
            girl_moon: wrap(&girl),
            conventions: dashakoota::DashakootaConventions::of(conventions),
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
