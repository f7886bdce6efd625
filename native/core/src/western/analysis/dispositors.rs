//! Dispositors and receptions (`/v1/western/natal/dispositors`), by sign rulership.
//!
//! - A planet's dispositor is the ruler of the sign it is in. Traditional scheme: the seven
//!   planets and their classical rulers; modern scheme: the ten planets, with Pluto ruling
//!   Scorpio, Uranus Aquarius and Neptune Pisces.
//! - A chain follows dispositor after dispositor until a planet repeats; it ends in a planet in
//!   its own sign (a self-loop) or in a loop of several planets (e.g. a mutual reception).
//! - Final dispositor: the one planet every chain ends at, when it rules its own sign; none
//!   when the chains end in two or more places or in a loop of several planets.
//! - Mutual reception (traditional scheme): by domicile (each in a sign the other rules), by
//!   exaltation (each in the other's sign of exaltation), or mixed (one by domicile, the other by
//!   exaltation). The modern scheme lists receptions by domicile with the modern rulers.

use super::super::dignities::{exaltation_sign, modern_ruler, ruler, CLASSICAL};
use crate::ephemeris::time::EventTime;
use crate::error::Result;
use crate::western::chart::{ChartConventions, NatalChart};
use crate::western::request::Birth;
use crate::zodiac::sign::sign_index;
use crate::zodiac::{Graha, SIGNS};
use serde::Serialize;

/// One planet and its chain of dispositors.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Disposition {
    /// The planet.
    pub planet: &'static str,
    /// Its sign.
    pub sign: &'static str,
    /// The ruler of its sign.
    pub dispositor: &'static str,
    /// The planet, its dispositor, that planet's dispositor … up to the first repeat.
    pub chain: Vec<&'static str>,
    /// The loop the chain ends in (one planet when it rules its own sign).
    pub ends_in: Vec<&'static str>,
}

/// A mutual reception between two planets.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Reception {
    /// First planet.
    pub p1: &'static str,
    /// Second planet.
    pub p2: &'static str,
    /// `domicile`, `exaltation` or `mixed`.
    pub kind: &'static str,
}

/// Dispositors of one rulership scheme.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Scheme {
    /// One entry per planet, in chart order.
    pub planets: Vec<Disposition>,
    /// The final dispositor, when there is one.
    pub final_dispositor: Option<&'static str>,
    /// Mutual receptions.
    pub mutual_receptions: Vec<Reception>,
}

/// Dispositors and receptions of a birth chart.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct DispositorsAnswer {
    /// The birth moment.
    pub moment: EventTime,
    /// The seven planets with the classical rulers.
    pub traditional: Scheme,
    /// The ten planets with the modern rulers of Scorpio, Aquarius and Pisces.
    pub modern: Scheme,
    /// How the dispositors were found.
    pub conventions: DispositorConventions,
}

/// How the dispositors were found.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct DispositorConventions {
    /// How the chart was computed.
    #[serde(flatten)]
    pub chart: ChartConventions,
    /// The rules used.
    pub rules: &'static str,
}

/// Dispositor chains of `planets` (name, sign index) under `rule` (sign index → ruler name).
pub fn scheme(planets: &[(&'static str, usize)], rule: impl Fn(usize) -> &'static str) -> Vec<Disposition> {
    let sign_of = |name: &str| planets.iter().find(|p| p.0 == name).map(|p| p.1).expect("ruler among the planets");
    planets
        .iter()
        .map(|&(planet, sign)| {
            let mut chain = vec![planet];
            let mut next = rule(sign);
            while !chain.contains(&next) {
                chain.push(next);
                next = rule(sign_of(next));
            }
            let start = chain.iter().position(|&p| p == next).expect("repeat in chain");
            let mut ends_in = chain[start..].to_vec();
            ends_in.sort_unstable();
            Disposition { planet, sign: SIGNS[sign].name, dispositor: rule(sign), chain, ends_in }
        })
        .collect()
}

/// The planet every chain ends at, when all end at the same single planet.
pub fn final_dispositor(d: &[Disposition]) -> Option<&'static str> {
    let first = &d.first()?.ends_in;
    (first.len() == 1 && d.iter().all(|x| &x.ends_in == first)).then(|| first[0])
}

fn traditional(c: &NatalChart) -> Scheme {
    let planets: Vec<(&'static str, usize)> =
        CLASSICAL.iter().map(|g| (g.name(), sign_index(c.lon(g.key())))).collect();
    let sign_of = |g: Graha| sign_index(c.lon(g.key()));
    let mut receptions = Vec::new();
    for (i, &a) in CLASSICAL.iter().enumerate() {
        for &b in &CLASSICAL[i + 1..] {
            let dom_ab = ruler(sign_of(a)) == b;
            let dom_ba = ruler(sign_of(b)) == a;
            let ex_ab = exaltation_sign(b) == Some(sign_of(a));
            let ex_ba = exaltation_sign(a) == Some(sign_of(b));
            let kind = if dom_ab && dom_ba {
                Some("domicile")
            } else if ex_ab && ex_ba {
                Some("exaltation")
            } else if (dom_ab && ex_ba) || (ex_ab && dom_ba) {
                Some("mixed")
            } else {
                None
            };
            if let Some(kind) = kind {
                receptions.push(Reception { p1: a.name(), p2: b.name(), kind });
            }
        }
    }
    let planets = scheme(&planets, |s| ruler(s).name());
    Scheme { final_dispositor: final_dispositor(&planets), planets, mutual_receptions: receptions }
}

fn modern(c: &NatalChart) -> Scheme {
    let planets: Vec<(&'static str, usize)> =
        c.points[..10].iter().map(|p| (p.name, sign_index(p.longitude))).collect();
    let mut receptions = Vec::new();
    for (i, &(a, sa)) in planets.iter().enumerate() {
        for &(b, sb) in &planets[i + 1..] {
            if modern_ruler(sa) == b && modern_ruler(sb) == a {
                receptions.push(Reception { p1: a, p2: b, kind: "domicile" });
            }
        }
    }
    let list = scheme(&planets, modern_ruler);
    Scheme { final_dispositor: final_dispositor(&list), planets: list, mutual_receptions: receptions }
}

/// `/v1/western/natal/dispositors`.
pub fn natal_dispositors(birth: &Birth) -> Result<DispositorsAnswer> {
    let c = birth.chart()?;
    Ok(DispositorsAnswer {
        moment: EventTime::new(c.moment.jd_ut, c.moment.offset_minutes),
        traditional: traditional(&c),
        modern: modern(&c),
        conventions: DispositorConventions {
            chart: c.chart_conventions(&Default::default()),
            rules: "dispositor = ruler of the planet's sign (traditional: seven planets; modern: Pluto rules \
                    Scorpio, Uranus Aquarius, Neptune Pisces); final dispositor = the single planet in its own \
                    sign where every chain ends; mutual reception by domicile, exaltation or mixed \
                    (traditional), by domicile (modern)",
        },
    })
}
