//! Scoring one constant state of the sky: every factor from its table, the classical
//! exclusions, and the composite score.

pub(crate) use super::observed::check;
pub use super::observed::{tithi_label, ExclusionCheck, Observed};
use super::rows::rules;
use super::rules::Exclusion;
use super::tables::*;
use super::Purpose;
use crate::vedic::panchang::month::MONTH_NAMES;
use crate::vedic::panchang::names::{karana_name, YOGA_NAMES};
use crate::zodiac::NAKSHATRAS;
use serde::Serialize;

/// A person's birth Moon: what tarabala and chandrabala count from.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Natal {
    /// How the person is named in explanations (`boy`, `girl`, `person` …).
    pub label: String,
    /// 1..27
    pub nakshatra_index: usize,
    /// Name of the birth nakshatra, e.g. `Rohini`.
    pub nakshatra: &'static str,
    /// 1..12
    pub sign_index: usize,
    /// English name of the birth Moon's sidereal sign, e.g. `Taurus`.
    pub sign: crate::zodiac::Sign,
}

/// One factor of the score: what was in force, its value, weight and points.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Factor {
    /// `tithi`, `nakshatra`, `vara`, `yoga`, `karana`, `lagna`, `tarabala`, `chandrabala`.
    pub factor: &'static str,
    /// What was in force (e.g. `Shukla Dwitiya`, `Rohini pada 2`, `Gemini`).
    pub element: String,
    /// Points: −1, 0 or +1 (tarabala and chandrabala: the mean over the persons given).
    pub value: f64,
    /// Weight of the factor in the composite score (nakshatra 3; tithi, lagna, tarabala,
    /// chandrabala 2; vara, yoga, karana 1).
    pub weight: f64,
    /// value × weight
    pub points: f64,
    /// Why the element has this value for the purpose, from the classical tables.
    pub explanation: String,
}

/// The assessment of one moment: composite score, verdict, factors and exclusions.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Assessment {
    /// 0–100: (points + max_points) / (2 × max_points) × 100, one decimal.
    pub score: f64,
    /// `prohibited` when any exclusion applies; else `auspicious` (≥ 75), `acceptable` (≥ 50)
    /// or `inauspicious`.
    pub verdict: &'static str,
    /// Whether any exclusion applies.
    pub excluded: bool,
    /// Sum of the factors' points (value × weight).
    pub points: f64,
    /// Sum of the weights of the factors present: 10 without persons, 14 with.
    pub max_points: f64,
    /// Every factor scored, with its value, weight and reason.
    pub factors: Vec<Factor>,
    /// Every exclusion checked for the purpose, whether it applies or not.
    pub exclusions: Vec<ExclusionCheck>,
}

fn factor(name: &'static str, element: String, (value, why): (f64, &str), weight: f64) -> Factor {
    Factor { factor: name, element, value, weight, points: value * weight, explanation: why.to_string() }
}

/// Whole-sign house of `sign` counted from `from` (1..12).
fn house_from(from: usize, sign: usize) -> usize {
    (sign + 12 - from) % 12 + 1
}

/// The lagna's value for the purpose, overridden by the Moon in the 6th, 8th or 12th from it,
/// one of the 21 great doshas [APR].
fn lagna_factor(purpose: Purpose, o: &Observed) -> Factor {
    let moon_house = house_from(o.lagna_sign, o.moon_sign);
    let (mut lv, why) = lagna_sign_value(purpose, o.lagna_sign);
    let mut lagna_why = why.to_string();
    if matches!(moon_house, 6 | 8 | 12) {
        lv = -1.0;
        lagna_why = format!("the Moon is in house {moon_house} from the lagna (a dosha for every muhurta); {why}");
    }
    Factor {
        factor: "lagna",
        element: crate::zodiac::Sign::from_index(o.lagna_sign).to_string(),
        value: lv,
        weight: W_LAGNA,
        points: lv * W_LAGNA,
        explanation: lagna_why,
    }
}

/// Tarabala and chandrabala: the mean over the persons given of each one's value.
fn natal_factors(o: &Observed, natal: &[Natal]) -> [Factor; 2] {
    let mut tv = 0.0;
    let mut cv = 0.0;
    let mut twhy = Vec::new();
    let mut cwhy = Vec::new();
    for n in natal {
        let (tara, t) = tarabala(n.nakshatra_index, o.nakshatra);
        let (pos, c) = chandrabala(n.sign_index - 1, o.moon_sign);
        tv += t;
        cv += c;
        twhy.push(format!(
            "{}: {} is tara {} ({}) from birth nakshatra {} ({})",
            n.label,
            NAKSHATRAS[o.nakshatra - 1],
            tara,
            crate::vedic::tara::name(tara),
            n.nakshatra,
            if t > 0.0 { "good" } else { "bad" }
        ));
        cwhy.push(format!(
            "{}: Moon in {} is {} from birth Moon sign {} ({})",
            n.label,
            crate::zodiac::Sign::from_index(o.moon_sign),
            pos,
            n.sign,
            match c {
                v if v > 0.0 => "good: 1, 3, 6, 7, 10, 11",
                0.0 => "neutral: 2, 5, 9",
                _ => "bad: 4, 8, 12",
            }
        ));
    }
    let k = natal.len() as f64;
    let (tv, cv) = (tv / k, cv / k);
    [
        Factor {
            factor: "tarabala",
            element: NAKSHATRAS[o.nakshatra - 1].to_string(),
            value: tv,
            weight: W_TARABALA,
            points: tv * W_TARABALA,
            explanation: twhy.join("; "),
        },
        Factor {
            factor: "chandrabala",
            element: crate::zodiac::Sign::from_index(o.moon_sign).to_string(),
            value: cv,
            weight: W_CHANDRABALA,
            points: cv * W_CHANDRABALA,
            explanation: cwhy.join("; "),
        },
    ]
}

/// Scores one constant state of the sky for a purpose, with the persons' birth Moons (may be none).
pub fn evaluate(purpose: Purpose, o: &Observed, natal: &[Natal]) -> Assessment {
    let mut factors = Vec::with_capacity(8);
    factors.push(factor(
        "nakshatra",
        format!("{} pada {}", NAKSHATRAS[o.nakshatra - 1], o.pada),
        nakshatra_value(purpose, o.nakshatra, o.pada),
        W_NAKSHATRA,
    ));
    factors.push(factor("tithi", tithi_label(o.tithi), tithi_value(purpose, o.tithi), W_TITHI));
    factors.push(lagna_factor(purpose, o));
    if !natal.is_empty() {
        factors.extend(natal_factors(o, natal));
    }
    factors.push(factor("vara", WEEKDAY_NAMES[o.weekday].to_string(), vara_value_for(purpose, o.weekday), W_VARA));
    factors.push(factor("yoga", YOGA_NAMES[o.yoga - 1].to_string(), yoga_value(o.yoga), W_YOGA));
    factors.push(factor("karana", karana_name(o.karana).to_string(), karana_value(o.karana), W_KARANA));

    let exclusions = exclusions(purpose, o);
    let excluded = exclusions.iter().any(|e| e.applies);
    let points: f64 = factors.iter().map(|f| f.points).sum();
    let max_points: f64 = factors.iter().map(|f| f.weight).sum();
    let score = ((points + max_points) / (2.0 * max_points) * 1000.0).round() / 10.0;
    let verdict = if excluded {
        "prohibited"
    } else if score >= 75.0 {
        "auspicious"
    } else if score >= 50.0 {
        "acceptable"
    } else {
        "inauspicious"
    };
    Assessment { score, verdict, excluded, points, max_points, factors, exclusions }
}

fn month_label(o: &Observed) -> String {
    let prefix = if o.adhika {
        "Adhika "
    } else if o.kshaya {
        "Kshaya "
    } else {
        ""
    };
    format!("{prefix}{} (amanta)", MONTH_NAMES[o.month])
}

/// Harishayana / Chaturmas: Ashadha Shukla Ekadashi up to (not including) Kartika Shukla
/// Ekadashi (Devshayani to Prabodhini Ekadashi) [Astrobix], in amanta months.
pub fn in_chaturmas(o: &Observed) -> bool {
    match o.month {
        3 => !o.adhika && o.tithi >= 11,
        4..=6 => true,
        7 => o.tithi <= 10,
        _ => false,
    }
}

fn combustion_check(o: &Observed) -> ExclusionCheck {
    let applies = o.jupiter_combust || o.venus_combust;
    let which = match (o.jupiter_combust, o.venus_combust) {
        (true, true) => "Jupiter and Venus are combust (Guru and Shukra asta)",
        (true, false) => "Jupiter is combust (Guru asta)",
        (false, true) => "Venus is combust (Shukra asta)",
        _ => "neither Jupiter nor Venus is combust",
    };
    check(
        "guru_shukra_asta",
        applies,
        format!("{which}; thresholds Jupiter 11°, Venus 10° (8° retrograde) from the Sun"),
    )
}

fn leap_month_check(o: &Observed) -> ExclusionCheck {
    check(
        "adhika_kshaya_masa",
        o.adhika || o.kshaya,
        format!("lunar month {}; no auspicious ceremonies in an Adhika or Kshaya month", month_label(o)),
    )
}

fn vishti_check(o: &Observed) -> ExclusionCheck {
    check(
        "vishti_karana",
        is_vishti(o.karana),
        format!("karana {}; Vishti (Bhadra) is excluded", karana_name(o.karana)),
    )
}

fn rikta_check(o: &Observed) -> ExclusionCheck {
    check(
        "rikta_amavasya",
        is_rikta(o.tithi) || o.tithi == AMAVASYA,
        format!("tithi {}; Rikta tithis (4, 9, 14) and Amavasya are excluded", tithi_label(o.tithi)),
    )
}

fn vyatipata_check(o: &Observed) -> ExclusionCheck {
    check(
        "vyatipata_vaidhriti",
        o.yoga == VYATIPATA || o.yoga == VAIDHRITI,
        format!("yoga {}; Vyatipata and Vaidhriti are excluded", YOGA_NAMES[o.yoga - 1]),
    )
}

/// The classical exclusions checked for a purpose, each with whether it applies.
pub fn exclusions(purpose: Purpose, o: &Observed) -> Vec<ExclusionCheck> {
    let mut checks = element_exclusions(purpose, o);
    checks.extend(period_exclusions(purpose, o));
    checks
}

/// The rules of the purpose on the elements, the month and the planets, from its rule row.
fn element_exclusions(purpose: Purpose, o: &Observed) -> Vec<ExclusionCheck> {
    rules(purpose).exclusions.iter().map(|e| exclusion_check(e, o)).collect()
}

/// One exclusion of a rule row, checked.
fn exclusion_check(e: &Exclusion, o: &Observed) -> ExclusionCheck {
    match *e {
        Exclusion::SolarMonth { rule, allowed, why } => check(
            rule,
            !allowed.contains(&o.sun_sign),
            format!("Sun in {}; {why}", crate::zodiac::Sign::from_index(o.sun_sign)),
        ),
        Exclusion::LunarMonth { allowed, why } => {
            check("lunar_month", !allowed.contains(&o.month), format!("{}; {why}", month_label(o)))
        }
        Exclusion::Chaturmas => check(
            "chaturmas",
            in_chaturmas(o),
            format!(
                "{} {}; no marriage from Devshayani (Ashadha Shukla 11) to Prabodhini Ekadashi (Kartika Shukla 11)",
                month_label(o),
                tithi_label(o.tithi)
            ),
        ),
        Exclusion::LeapMonth => leap_month_check(o),
        Exclusion::Combustion => combustion_check(o),
        Exclusion::Vishti => vishti_check(o),
        Exclusion::RiktaAmavasya => rikta_check(o),
        Exclusion::Amavasya { why } => {
            check("amavasya", o.tithi == AMAVASYA, format!("tithi {}; {why}", tithi_label(o.tithi)))
        }
        Exclusion::VyatipataVaidhriti => vyatipata_check(o),
        Exclusion::NakshatraPanchaka => super::exclusions::nakshatra_panchaka(o),
        Exclusion::LagnaPanchaka => super::exclusions::lagna_panchaka(o),
        Exclusion::DishaShool => super::exclusions::disha_shool(o),
        Exclusion::PanchakaSouth => super::exclusions::panchaka_south(o),
    }
}

/// The day's periods the purpose avoids (`rows::avoided`): a moment inside one is excluded.
fn period_exclusions(purpose: Purpose, o: &Observed) -> Vec<ExclusionCheck> {
    use super::periods::PERIODS;
    super::rows::avoided(purpose)
        .iter()
        .map(|&name| {
            let k = PERIODS.iter().position(|p| *p == name).expect("a listed period");
            check(name, o.periods[k], format!("inside {}; avoided for {}", name.replace('_', " "), purpose.slug()))
        })
        .collect()
}
