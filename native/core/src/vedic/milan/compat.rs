//! Navamsa compatibility and dasha synchronisation (definitions of this API, in the README).
//!
//! Navamsa: the D9 sign of a longitude comes from `vedic::varga` (the Parashari navamsa, which is
//! floor(longitude / 3°20′) mod 12 counted from Aries). Four pairs are compared: boy's D9 lagna with girl's D9
//! lagna, D9 Moon with D9 Moon, and the two crossings. A pair is favourable when the signs are
//! 1/1, 3/11, 4/10, 5/9 or 7/7 from each other (not 2/12 or 6/8); each pair also carries the
//! graha maitri points (0-5) of the two sign lords. Score = favourable pairs (0-4).
//!
//! Dasha sync: over the next `years` (default 10) from `at`, the partners' running Vimshottari
//! mahadasha and antardasha lords are compared at every change of either. Each stretch scores
//! 100 x (0.6 x maitri(MD lords) + 0.4 x maitri(AD lords)) / 5, with maitri the graha maitri
//! points of natural friendship; the overall score is the time-weighted mean. Mahadasha changes
//! of both partners within 12 months of each other (simultaneous dasha sandhi, a classical
//! caution) are listed.

use super::koota::maitri_points;
use super::Natal;
use crate::ephemeris::time::EventTime;
use crate::vedic::dasha::vimshottari::{mahadashas, running_lords};
use crate::zodiac::nakshatra::NAKSHATRA_LORDS;
use crate::zodiac::Graha;
use crate::zodiac::SIGNS;
use serde::Serialize;

/// D9 sign (0 = Aries) from the shared varga module (Parashari navamsa, BPHS ch. 6).
pub fn navamsa_sign(longitude: f64) -> usize {
    crate::vedic::varga::sign_in_varga(longitude, crate::vedic::varga::Varga::D9).0
}

/// One partner's navamsa (D9) lagna and Moon signs with their lords.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct D9Person {
    /// D9 sign of the ascendant.
    pub lagna_sign: &'static str,
    /// Lord of the D9 lagna sign.
    pub lagna_lord: Graha,
    /// D9 sign of the Moon.
    pub moon_sign: &'static str,
    /// Lord of the D9 Moon sign.
    pub moon_lord: Graha,
}

/// One compared pair of D9 signs, the boy's and the girl's.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct D9Pair {
    /// Which points are compared: lagna-lagna, moon-moon, lagna-moon or moon-lagna (boy's first).
    pub pair: &'static str,
    /// The boy's D9 sign in this pair.
    pub boy_sign: &'static str,
    /// The girl's D9 sign in this pair.
    pub girl_sign: &'static str,
    /// Boy's sign counted from the girl's / girl's from the boy's.
    pub relation: String,
    /// True unless the signs are 2/12 or 6/8 from each other.
    pub favourable: bool,
    /// Lord of the boy's sign.
    pub boy_lord: Graha,
    /// Lord of the girl's sign.
    pub girl_lord: Graha,
    /// Graha maitri points of the two lords, 0-5.
    pub lord_maitri: f64,
}

/// Navamsa (D9) compatibility of a couple (this API's definition).
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct NavamsaCompat {
    /// The boy's D9 lagna and Moon.
    pub boy: D9Person,
    /// The girl's D9 lagna and Moon.
    pub girl: D9Person,
    /// The four compared pairs.
    pub pairs: Vec<D9Pair>,
    /// Number of favourable pairs, 0..4.
    pub score: u32,
    /// Maximum score, 4.
    pub max: u32,
    /// Sum of the four pairs' lord maitri points, 0..20.
    pub maitri_total: f64,
    /// Maximum maitri total, 20.
    pub maitri_max: f64,
    /// excellent (4 favourable pairs), good (3), mixed (2) or weak (0-1).
    pub verdict: &'static str,
    /// The definition of the score in words.
    pub definition: &'static str,
}

fn relation(boy: usize, girl: usize) -> (String, bool) {
    let a = (boy + 12 - girl) % 12 + 1;
    let b = (girl + 12 - boy) % 12 + 1;
    (format!("{a}/{b}"), !matches!(a, 2 | 12 | 6 | 8))
}

fn d9(n: &Natal) -> (usize, usize) {
    (navamsa_sign(n.ascendant_longitude), navamsa_sign(n.moon.longitude))
}

/// Navamsa compatibility of two births: D9 lagnas and Moons compared in four pairs.
pub fn navamsa(boy: &Natal, girl: &Natal) -> NavamsaCompat {
    let (bl, bm) = d9(boy);
    let (gl, gm) = d9(girl);
    let person = |l: usize, m: usize| D9Person {
        lagna_sign: SIGNS[l].name,
        lagna_lord: SIGNS[l].lord,
        moon_sign: SIGNS[m].name,
        moon_lord: SIGNS[m].lord,
    };
    let pairs: Vec<D9Pair> =
        [("lagna-lagna", bl, gl), ("moon-moon", bm, gm), ("lagna-moon", bl, gm), ("moon-lagna", bm, gl)]
            .into_iter()
            .map(|(pair, b, g)| {
                let (relation, favourable) = relation(b, g);
                D9Pair {
                    pair,
                    boy_sign: SIGNS[b].name,
                    girl_sign: SIGNS[g].name,
                    relation,
                    favourable,
                    boy_lord: SIGNS[b].lord,
                    girl_lord: SIGNS[g].lord,
                    lord_maitri: maitri_points(SIGNS[b].lord, SIGNS[g].lord),
                }
            })
            .collect();
    let score = pairs.iter().filter(|p| p.favourable).count() as u32;
    let maitri_total = pairs.iter().map(|p| p.lord_maitri).sum();
    NavamsaCompat {
        boy: person(bl, bm),
        girl: person(gl, gm),
        score,
        max: 4,
        maitri_total,
        maitri_max: 20.0,
        verdict: match score {
            4 => "excellent",
            3 => "good",
            2 => "mixed",
            _ => "weak",
        },
        pairs,
        definition: "D9 sign = floor(longitude / 3deg20') mod 12 from Aries; pairs lagna-lagna, moon-moon, boy lagna-girl moon, boy moon-girl lagna; favourable unless 2/12 or 6/8; score = favourable pairs",
    }
}

/// One partner's running Vimshottari lords.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Running {
    /// Mahadasha lord.
    pub mahadasha: Graha,
    /// Antardasha lord.
    pub antardasha: Graha,
}

/// A stretch of time during which neither partner's mahadasha or antardasha changes.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct SyncStretch {
    /// Start of the stretch (UT instant, shown in the boy's offset).
    pub start: EventTime,
    /// End of the stretch (UT instant, shown in the boy's offset).
    pub end: EventTime,
    /// The boy's running lords.
    pub boy: Running,
    /// The girl's running lords.
    pub girl: Running,
    /// Graha maitri points of the two mahadasha lords, 0..5.
    pub mahadasha_maitri: f64,
    /// Graha maitri points of the two antardasha lords, 0..5.
    pub antardasha_maitri: f64,
    /// 100 x (0.6 x mahadasha_maitri + 0.4 x antardasha_maitri) / 5, 0..100.
    pub score: f64,
}

/// A mahadasha change of each partner, within 365 days of each other (simultaneous dasha sandhi).
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct SandhiPair {
    /// Start of the boy's new mahadasha.
    pub boy_change: EventTime,
    /// Start of the girl's new mahadasha.
    pub girl_change: EventTime,
    /// Days between the two changes, 0..365.
    pub days_apart: f64,
}

/// Dasha synchronisation of a couple over a span of years (this API's definition).
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct DashaSync {
    /// Start of the compared span (the request's `at`).
    pub start: EventTime,
    /// End of the compared span, `years` dasha years after the start.
    pub end: EventTime,
    /// Length of the compared span in dasha years.
    pub years: u32,
    /// Time-weighted mean of the stretch scores, 0-100.
    pub score: f64,
    /// Consecutive stretches covering the span, split at every MD or AD change of either partner.
    pub stretches: Vec<SyncStretch>,
    /// Mahadasha changes of both partners within 365 days of each other.
    pub simultaneous_sandhi: Vec<SandhiPair>,
    /// The definition of the score in words.
    pub definition: &'static str,
}

/// Dasha sync of two births from `at` (Julian day, UT) over `years` years of `year_days` days;
/// times are shown at `offset` minutes east of UTC.
pub fn dasha_sync(boy: &Natal, girl: &Natal, at: f64, years: u32, year_days: f64, offset: i32) -> DashaSync {
    let end = at + years as f64 * year_days;
    let cycles = |n: &Natal| 2 + ((end - n.birth.jd) / (120.0 * year_days)).max(0.0) as usize;
    let bm = mahadashas(&boy.birth, year_days, cycles(boy));
    let gm = mahadashas(&girl.birth, year_days, cycles(girl));
    let mut stretches = Vec::new();
    let mut t = at;
    let (mut weighted, mut total) = (0.0, 0.0);
    while t < end {
        let (b_md, b_ad, _, b_next) = running_lords(&bm, t, year_days);
        let (g_md, g_ad, _, g_next) = running_lords(&gm, t, year_days);
        let stop = b_next.min(g_next).min(end);
        let (bmd, bad, gmd, gad) =
            (NAKSHATRA_LORDS[b_md], NAKSHATRA_LORDS[b_ad], NAKSHATRA_LORDS[g_md], NAKSHATRA_LORDS[g_ad]);
        let md_m = maitri_points(bmd, gmd);
        let ad_m = maitri_points(bad, gad);
        let score = 100.0 * (0.6 * md_m + 0.4 * ad_m) / 5.0;
        weighted += score * (stop - t);
        total += stop - t;
        stretches.push(SyncStretch {
            start: EventTime::new(t, offset),
            end: EventTime::new(stop, offset),
            boy: Running { mahadasha: bmd, antardasha: bad },
            girl: Running { mahadasha: gmd, antardasha: gad },
            mahadasha_maitri: md_m,
            antardasha_maitri: ad_m,
            score,
        });
        // Step just past the boundary (1e-7 d ≈ 9 ms) so the next lookup lands in the next period.
        t = stop + 1e-7;
    }
    let changes = |mds: &[crate::vedic::dasha::Span]| -> Vec<f64> {
        mds.iter().map(|s| s.start).filter(|&s| s >= at && s < end).collect()
    };
    let (bc, gc) = (changes(&bm), changes(&gm));
    let mut sandhi = Vec::new();
    for &b in &bc {
        for &g in &gc {
            if (b - g).abs() <= 365.0 {
                sandhi.push(SandhiPair {
                    boy_change: EventTime::new(b, offset),
                    girl_change: EventTime::new(g, offset),
                    days_apart: (b - g).abs(),
                });
            }
        }
    }
    DashaSync {
        start: EventTime::new(at, offset),
        end: EventTime::new(end, offset),
        years,
        score: if total > 0.0 { weighted / total } else { 0.0 },
        stretches,
        simultaneous_sandhi: sandhi,
        definition: "running Vimshottari MD and AD lords of both partners at every change; stretch score = 100 x (0.6 x maitri(MD lords) + 0.4 x maitri(AD lords)) / 5, maitri = graha maitri points (natural friendship; Rahu/Ketu by convention); score = time-weighted mean; MD changes of both within 365 days listed as simultaneous sandhi",
    }
}
