//! Longevity (`/v1/chart/longevity`): the three classical span estimates of BPHS ch. 43 (ayurdaya,
//! Santhanam's numbering) — pindayu, nisargayu and amsayu — each planet's contribution with its
//! reductions (haranas) and, for amsayu, its increase (bharana), the lagna's share, the totals,
//! and which of the three the text applies. These are classical estimates, not predictions.
//!
//! Rules followed (BPHS ch. 43 as translated by R. Santhanam):
//! - base years: pindayu Sun 19, Moon 25, Mars 15, Mercury 12, Jupiter 15, Venus 21, Saturn 20;
//!   nisargayu Sun 20, Moon 1, Mars 2, Mercury 9, Jupiter 18, Venus 20, Saturn 50. A planet gives
//!   the full years at its deep exaltation and half at its deep debilitation, in proportion to
//!   the arc between (arc from deep exaltation a: years = full × (1 − a/360) for a ≤ 180, else
//!   full × a/360);
//! - amsayu: a planet gives as many years as the navamsas it has traversed from Aries, modulo 12
//!   (longitude in minutes / 200);
//! - the lagna gives, in pindayu and nisargayu, as many years as signs (with the fraction) it has
//!   traversed from Aries; in amsayu as a planet does;
//! - astangata harana: a combust planet, other than Venus and Saturn, loses half;
//! - shatru-kshetra harana: a planet in the sign of its natural enemy loses a third, unless
//!   retrograde; where both these apply only the larger (astangata) is taken;
//! - chakrapata (vyayadi) harana: in the visible half, houses 12, 11, 10, 9, 8, 7 from the lagna, a
//!   malefic (Sun, Mars, Saturn) loses all, 1/2, 1/3, 1/4, 1/5, 1/6; a benefic (Moon, Mercury,
//!   Jupiter, Venus: the Moon is ever a benefic here, Mercury even when joined by malefics) half
//!   of that;
//! - krurodaya harana (pindayu and nisargayu only): a malefic in the lagna's sign loses its years
//!   × (ascendant's longitude / 360°), half of that when a benefic aspects it;
//! - bharana (amsayu only): ×3 when retrograde, exalted or in its own sign; else ×2 when
//!   vargottama, in its own navamsa or own drekkana;
//! - which applies: amsayu when the lagna is the strongest of the lagna, Sun and Moon, pindayu
//!   when the Sun is, nisargayu when the Moon is; strength = shadbala of the Sun and Moon against
//!   the bhava bala of the 1st house (both BPHS ch. 27, in virupas).

use super::ToolConventions;
use crate::ephemeris::time::EventTime;
use crate::error::Result;
use crate::vedic::chart::{vedic_chart, GrahaPosition, VedicChart};
use crate::vedic::combustion::{separation, threshold};
use crate::vedic::dignity::{exaltation, natural_relationship, own_signs, sign_lord};
use crate::vedic::drishti::aspected_houses;
use crate::vedic::strength::{bhavabala, StrengthRequest};
use crate::zodiac::Graha;
use serde::Serialize;

/// Full years of pindayu, Sun … Saturn.
pub const PINDAYU_YEARS: [f64; 7] = [19.0, 25.0, 15.0, 12.0, 15.0, 21.0, 20.0];
/// Full years of nisargayu, Sun … Saturn.
pub const NISARGAYU_YEARS: [f64; 7] = [20.0, 1.0, 2.0, 9.0, 18.0, 20.0, 50.0];
/// Malefics for chakrapata and krurodaya harana.
pub const KRURA: [Graha; 3] = [Graha::Sun, Graha::Mars, Graha::Saturn];
/// Benefics whose aspect halves krurodaya harana.
pub const SAUMYA: [Graha; 4] = [Graha::Moon, Graha::Mercury, Graha::Jupiter, Graha::Venus];

/// Years of a planet at `longitude` whose full years are `full`: full at deep exaltation, half at
/// deep debilitation, in proportion between.
pub fn proportional_years(graha: Graha, longitude: f64, full: f64) -> f64 {
    let (sign, degree) = exaltation(graha);
    let deep = sign as f64 * 30.0 + degree.unwrap_or(0.0);
    let arc = (longitude - deep).rem_euclid(360.0);
    if arc <= 180.0 {
        full * (1.0 - arc / 360.0)
    } else {
        full * arc / 360.0
    }
}

/// Amsayu base years of a longitude: navamsas traversed from Aries, modulo 12.
pub fn amsayu_years(longitude: f64) -> f64 {
    (longitude.rem_euclid(360.0) * 60.0 / 200.0).rem_euclid(12.0)
}

/// Fraction of its years a planet keeps by chakrapata harana in house `house` (whole-sign from
/// the lagna): 1 outside the visible half.
pub fn chakrapata_kept(graha: Graha, house: u8) -> f64 {
    let lost = match house {
        12 => 1.0,
        11 => 1.0 / 2.0,
        10 => 1.0 / 3.0,
        9 => 1.0 / 4.0,
        8 => 1.0 / 5.0,
        7 => 1.0 / 6.0,
        _ => 0.0,
    };
    let share = if KRURA.contains(&graha) { 1.0 } else { 0.5 };
    1.0 - lost * share
}

/// Whether a planet is in the sign of a natural enemy.
pub fn in_enemy_sign(graha: Graha, longitude: f64) -> bool {
    let lord = sign_lord((longitude.rem_euclid(360.0) / 30.0) as usize);
    natural_relationship(graha, lord).is_some_and(|r| r.score() < 0)
}

/// One reduction or increase applied to a planet's years.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Adjustment {
    /// `astangata`, `shatru_kshetra`, `chakrapata`, `krurodaya` or `bharana`.
    pub kind: &'static str,
    /// The factor the years are multiplied by (below 1 a harana, above 1 a bharana).
    pub factor: f64,
    /// Why it applies, with the chart's facts.
    pub reason: String,
}

/// One span method's share of a planet.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Share {
    /// Years before the adjustments.
    pub base_years: f64,
    /// The adjustments applied, in order.
    pub adjustments: Vec<Adjustment>,
    /// Years after them.
    pub years: f64,
}

fn share(base_years: f64, adjustments: Vec<Adjustment>) -> Share {
    let years = adjustments.iter().fold(base_years, |y, a| y * a.factor);
    Share { base_years, adjustments, years }
}

/// A planet's three shares.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct PlanetLongevity {
    /// The planet.
    pub name: Graha,
    /// Stable lower-case key of the planet.
    pub key: &'static str,
    /// Sidereal longitude, degrees.
    pub longitude: f64,
    /// Whole-sign house from the lagna.
    pub house: u8,
    /// Pindayu share.
    pub pindayu: Share,
    /// Nisargayu share.
    pub nisargayu: Share,
    /// Amsayu share.
    pub amsayu: Share,
}

/// The lagna's share in each method.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct LagnaLongevity {
    /// Sidereal longitude of the ascendant, degrees.
    pub longitude: f64,
    /// Years in pindayu and nisargayu: signs traversed from Aries.
    pub pindayu_years: f64,
    /// The same years in nisargayu.
    pub nisargayu_years: f64,
    /// Years in amsayu: navamsas traversed from Aries, modulo 12.
    pub amsayu_years: f64,
}

/// The three totals.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Totals {
    /// Pindayu, years.
    pub pindayu: f64,
    /// Nisargayu, years.
    pub nisargayu: f64,
    /// Amsayu, years.
    pub amsayu: f64,
}

/// Which method applies and why.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Applies {
    /// `pindayu`, `nisargayu` or `amsayu`.
    pub method: &'static str,
    /// Its total, years: the classical estimate of the span.
    pub years: f64,
    /// `lagna`, `sun` or `moon`: the strongest of the three.
    pub strongest: &'static str,
    /// Strengths compared, in virupas: bhava bala of the 1st house, shadbala of the Sun and Moon.
    pub lagna_virupas: f64,
    /// Shadbala of the Sun, virupas.
    pub sun_virupas: f64,
    /// Shadbala of the Moon, virupas.
    pub moon_virupas: f64,
}

/// The `/v1/chart/longevity` answer.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Longevity {
    /// Sun … Saturn.
    pub planets: Vec<PlanetLongevity>,
    /// The lagna's share.
    pub lagna: LagnaLongevity,
    /// The three totals (planets and lagna).
    pub totals: Totals,
    /// The method the text applies, and its total.
    pub applies: Applies,
    /// What these numbers are.
    pub note: &'static str,
    /// The moment of the chart.
    pub moment: EventTime,
    /// The chart's settings and the rules applied.
    pub conventions: ToolConventions,
}

const NOTE: &str = "classical span estimates of BPHS ch. 43, for study; not a prediction of anyone's life span";

const RULES: [&str; 8] = [
    "base (BPHS 43): pindayu Sun 19, Moon 25, Mars 15, Mercury 12, Jupiter 15, Venus 21, Saturn 20; nisargayu Sun 20, \
     Moon 1, Mars 2, Mercury 9, Jupiter 18, Venus 20, Saturn 50; full at deep exaltation, half at deep debilitation, \
     in proportion to the arc between",
    "amsayu: navamsas traversed from Aries modulo 12 (longitude in minutes / 200); lagna in pindayu and nisargayu: \
     signs traversed from Aries",
    "astangata harana: combust (as /v1/chart/combustion), Venus and Saturn excepted: loses 1/2",
    "shatru-kshetra harana: in a natural enemy's sign, not retrograde: loses 1/3; with astangata only the larger",
    "chakrapata harana: houses 12, 11, 10, 9, 8, 7 (whole sign) lose all, 1/2, 1/3, 1/4, 1/5, 1/6 for Sun, Mars, \
     Saturn; half of that for Moon, Mercury, Jupiter, Venus",
    "krurodaya harana (pindayu, nisargayu): Sun, Mars or Saturn in the lagna's sign loses years × ascendant / 360°, \
     half when a benefic (Moon, Mercury, Jupiter, Venus) aspects it by graha drishti",
    "bharana (amsayu): ×3 retrograde, exalted or own sign; else ×2 vargottama, own navamsa or own drekkana",
    "applies: amsayu if the lagna is strongest, pindayu if the Sun, nisargayu if the Moon (1st-house bhava bala vs \
     shadbala of Sun and Moon, virupas)",
];

fn sign_of(lon: f64) -> usize {
    (lon.rem_euclid(360.0) / 30.0) as usize % 12
}

fn navamsa_sign(lon: f64) -> usize {
    (lon.rem_euclid(360.0) * 9.0 / 30.0) as usize % 12
}

fn drekkana_sign(lon: f64) -> usize {
    let s = sign_of(lon);
    let part = (lon.rem_euclid(30.0) / 10.0) as usize;
    (s + 4 * part.min(2)) % 12
}

/// Astangata or shatru-kshetra, whichever takes more (BPHS: only the larger of the two).
fn first_harana(p: &GrahaPosition, sun: f64) -> Option<Adjustment> {
    let combust = !matches!(p.graha, Graha::Venus | Graha::Saturn | Graha::Sun)
        && threshold(p.graha, p.retrograde).is_some_and(|limit| separation(p.longitude, sun) < limit);
    if combust {
        let reason = format!("combust, {:.2}° from the Sun", separation(p.longitude, sun));
        return Some(Adjustment { kind: "astangata", factor: 0.5, reason });
    }
    if in_enemy_sign(p.graha, p.longitude) && !p.retrograde {
        let lord = sign_lord(sign_of(p.longitude));
        let reason = format!("in the sign of its natural enemy {}", lord.key());
        return Some(Adjustment { kind: "shatru_kshetra", factor: 2.0 / 3.0, reason });
    }
    None
}

fn chakrapata(p: &GrahaPosition) -> Option<Adjustment> {
    let kept = chakrapata_kept(p.graha, p.house);
    (kept < 1.0).then(|| Adjustment {
        kind: "chakrapata",
        factor: kept,
        reason: format!("in house {} of the visible half", p.house),
    })
}

fn krurodaya(p: &GrahaPosition, chart: &VedicChart) -> Option<Adjustment> {
    let asc = chart.ascendant.longitude;
    if !KRURA.contains(&p.graha) || sign_of(p.longitude) != sign_of(asc) {
        return None;
    }
    let seen_by: Vec<&str> = chart
        .planets
        .iter()
        .filter(|o| SAUMYA.contains(&o.graha))
        .filter(|o| {
            aspected_houses(o.graha).contains(&(((sign_of(p.longitude) + 12 - sign_of(o.longitude)) % 12) as u8 + 1))
        })
        .map(|o| o.key)
        .collect();
    let lost = asc / 360.0 * if seen_by.is_empty() { 1.0 } else { 0.5 };
    let reason = if seen_by.is_empty() {
        format!("a malefic rising in the lagna's sign; ascendant {asc:.2}° of 360°")
    } else {
        format!("a malefic rising in the lagna's sign, aspected by {} (halved)", seen_by.join(", "))
    };
    Some(Adjustment { kind: "krurodaya", factor: 1.0 - lost, reason })
}

fn bharana(p: &GrahaPosition) -> Option<Adjustment> {
    let (exalt_sign, _) = exaltation(p.graha);
    let own = own_signs(p.graha);
    let sign = sign_of(p.longitude);
    if p.retrograde || sign == exalt_sign || own.contains(&sign) {
        let reason = if p.retrograde {
            "retrograde"
        } else if sign == exalt_sign {
            "exalted"
        } else {
            "in its own sign"
        };
        return Some(Adjustment { kind: "bharana", factor: 3.0, reason: reason.into() });
    }
    let nav = navamsa_sign(p.longitude);
    if nav == sign || own.contains(&nav) || own.contains(&drekkana_sign(p.longitude)) {
        let reason = if nav == sign {
            "vargottama"
        } else if own.contains(&nav) {
            "in its own navamsa"
        } else {
            "in its own drekkana"
        };
        return Some(Adjustment { kind: "bharana", factor: 2.0, reason: reason.into() });
    }
    None
}

/// The three shares of each of the seven planets of a chart.
pub fn planet_shares(chart: &VedicChart) -> Vec<PlanetLongevity> {
    let sun = chart.planets.iter().find(|p| p.graha == Graha::Sun).expect("the Sun").longitude;
    chart
        .planets
        .iter()
        .filter(|p| !p.graha.is_node())
        .map(|p| {
            let i = p.graha.index();
            let common: Vec<Adjustment> = first_harana(p, sun).into_iter().chain(chakrapata(p)).collect();
            let with_krura: Vec<Adjustment> = common.iter().cloned().chain(krurodaya(p, chart)).collect();
            let amsa: Vec<Adjustment> = bharana(p).into_iter().chain(common).collect();
            PlanetLongevity {
                name: p.graha,
                key: p.key,
                longitude: p.longitude,
                house: p.house,
                pindayu: share(proportional_years(p.graha, p.longitude, PINDAYU_YEARS[i]), with_krura.clone()),
                nisargayu: share(proportional_years(p.graha, p.longitude, NISARGAYU_YEARS[i]), with_krura),
                amsayu: share(amsayu_years(p.longitude), amsa),
            }
        })
        .collect()
}

/// `/v1/chart/longevity`.
pub fn longevity(req: &super::ToolRequest) -> Result<Longevity> {
    let chart = vedic_chart(&req.chart)?;
    let strength = bhavabala(&StrengthRequest::with_defaults(&req.chart))?;
    let planets = planet_shares(&chart);
    let asc = chart.ascendant.longitude;
    let lagna = LagnaLongevity {
        longitude: asc,
        pindayu_years: asc / 30.0,
        nisargayu_years: asc / 30.0,
        amsayu_years: amsayu_years(asc),
    };
    let sum = |f: fn(&PlanetLongevity) -> f64| planets.iter().map(f).sum::<f64>();
    let totals = Totals {
        pindayu: sum(|p| p.pindayu.years) + lagna.pindayu_years,
        nisargayu: sum(|p| p.nisargayu.years) + lagna.nisargayu_years,
        amsayu: sum(|p| p.amsayu.years) + lagna.amsayu_years,
    };
    let (l, s, m) = (strength.houses[0].total_virupas, strength.shadbala_virupas[0], strength.shadbala_virupas[1]);
    let (strongest, method, years) = if l >= s && l >= m {
        ("lagna", "amsayu", totals.amsayu)
    } else if s >= m {
        ("sun", "pindayu", totals.pindayu)
    } else {
        ("moon", "nisargayu", totals.nisargayu)
    };
    Ok(Longevity {
        planets,
        lagna,
        applies: Applies { method, years, strongest, lagna_virupas: l, sun_virupas: s, moon_virupas: m },
        totals,
        note: NOTE,
        moment: chart.moment.clone(),
        conventions: ToolConventions { chart: chart.conventions.clone(), method: "bphs", rules: RULES.to_vec() },
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// BPHS 43: full years at deep exaltation, half at deep debilitation (Sun exalted at Aries 10°).
    #[test]
    fn full_at_exaltation_half_at_debilitation() {
        assert!((proportional_years(Graha::Sun, 10.0, 19.0) - 19.0).abs() < 1e-12);
        assert!((proportional_years(Graha::Sun, 190.0, 19.0) - 9.5).abs() < 1e-12);
        assert!((proportional_years(Graha::Sun, 100.0, 19.0) - 14.25).abs() < 1e-12);
        assert!((proportional_years(Graha::Sun, 280.0, 19.0) - 14.25).abs() < 1e-12);
    }

    /// Amsayu: one year per navamsa (3°20'), modulo 12.
    #[test]
    fn amsayu_counts_navamsas() {
        assert!((amsayu_years(10.0) - 3.0).abs() < 1e-12);
        assert!((amsayu_years(40.0) - 0.0).abs() < 1e-12); // 12 navamsas = 0 mod 12
        assert!((amsayu_years(359.0) - 107.7f64.rem_euclid(12.0)).abs() < 1e-9);
    }

    /// Chakrapata: 12th house takes all from a malefic, half from a benefic; 7th a sixth / a twelfth.
    #[test]
    fn chakrapata_table() {
        assert_eq!(chakrapata_kept(Graha::Saturn, 12), 0.0);
        assert_eq!(chakrapata_kept(Graha::Jupiter, 12), 0.5);
        assert!((chakrapata_kept(Graha::Mars, 7) - 5.0 / 6.0).abs() < 1e-12);
        assert!((chakrapata_kept(Graha::Moon, 7) - 11.0 / 12.0).abs() < 1e-12);
        assert_eq!(chakrapata_kept(Graha::Sun, 6), 1.0);
    }
}
