//! Raja yoga analysis: the raja-family yogas of the chart (kendra-trikona lord relations,
//! yogakaraka, viparita raja, neecha-bhanga raja, from the one rule engine of this module) and
//! dharma-karmadhipati (the 9th and 10th lords related, BPHS ch. 39), each with the lordships
//! of its grahas and the Vimshottari periods that activate it.
//!
//! Activation (BPHS ch. 39 and the dasha-phala chapters; Raman, 300IC introduction): a yoga
//! gives its results in the mahadashas of the grahas forming it, above all in the antardasha of
//! one of them within the mahadasha of another (or of itself). Listed over the first 120-year
//! cycle from birth, Julian dasha years (365.25 days), mean or true node as the chart.

use super::{yogas_of, Ctx, Yoga, YogaInput};
use crate::ephemeris::time::EventTime;
use crate::error::Result;
use crate::vedic::chart::{vedic_chart, ChartRequest, Conventions};
use crate::vedic::dasha::vimshottari::VIMSHOTTARI_TABLE;
use crate::vedic::dasha::{Birth, DashaMoon, Span};
use crate::zodiac::nakshatra::NAKSHATRA_LORDS;
use crate::zodiac::Graha;
use serde::Serialize;

/// The keys of [`super::CATALOG`] this analysis reports.
pub const RAJA_KEYS: [&str; 8] = [
    "raja_conjunction",
    "raja_aspect",
    "raja_exchange",
    "yogakaraka",
    "harsha",
    "sarala",
    "vimala",
    "neecha_bhanga_raja",
];

/// The houses a graha owns, counted from the lagna.
#[derive(Debug, Clone, Serialize, schemars::JsonSchema)]
pub struct Lordship {
    /// The graha.
    pub planet: Graha,
    /// The houses (1 … 12) whose signs it rules.
    pub lord_of: Vec<u8>,
    /// The house it occupies.
    pub house: u8,
}

/// A Vimshottari period that activates a yoga.
#[derive(Debug, Clone, Serialize, schemars::JsonSchema)]
pub struct Activation {
    /// Mahadasha lord (one of the yoga's grahas).
    pub mahadasha: Graha,
    /// Antardasha lord (one of the yoga's grahas), or absent for the whole mahadasha.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub antardasha: Option<Graha>,
    /// Start of the period.
    pub start: EventTime,
    /// End of the period.
    pub end: EventTime,
}

/// One raja yoga of the chart.
#[derive(Debug, Clone, Serialize, schemars::JsonSchema)]
pub struct RajaYoga {
    /// The yoga as `/v1/yoga/list` reports it (dharma-karmadhipati has key `dharma_karmadhipati`).
    #[serde(flatten)]
    pub yoga: Yoga,
    /// Lordships and houses of its grahas.
    pub lordships: Vec<Lordship>,
    /// Mahadashas of its grahas and, inside each, the antardashas of its grahas, from birth.
    pub dashas: Vec<Activation>,
}

/// The raja yoga answer.
#[derive(Debug, Clone, Serialize, schemars::JsonSchema)]
pub struct RajaAnalysis {
    /// Number of yogas found.
    pub count: usize,
    /// The raja yogas found, in catalogue order, dharma-karmadhipati after the kendra-trikona relations.
    pub yogas: Vec<RajaYoga>,
    /// Keys checked.
    pub checked: Vec<&'static str>,
    /// How periods were chosen.
    pub activation: &'static str,
    /// Zodiac, ayanamsa, node and house system of the chart.
    pub conventions: Conventions,
}

pub(super) const DHARMA_KARMA_DEF: &str =
    "the lords of the 9th and the 10th (two different grahas) in the same sign, in mutual \
                                aspect or in each other's signs";
pub(super) const DHARMA_KARMA_SRC: &str = "BPHS ch. 39";

/// Dharma-karmadhipati: the 9th and 10th lords related by conjunction, mutual aspect or exchange.
pub(super) fn dharma_karmadhipati(c: &Ctx) -> Option<Yoga> {
    const K: &str = "dharma_karmadhipati";
    let (l9, l10) = (c.lord(9), c.lord(10));
    if !c.cond(K, l9 != l10, &[l9, l10], || format!("the 9th lord ({l9}) and the 10th lord ({l10}) are two grahas")) {
        return None;
    }
    let exchange = c.s(l9) == c.sign_of_house(10) && c.s(l10) == c.sign_of_house(9);
    let kinds = [
        (c.s(l9) == c.s(l10), "conjunction"),
        (c.aspects(l9, l10) && c.aspects(l10, l9) && c.s(l9) != c.s(l10), "mutual aspect"),
        (exchange, "exchange"),
    ];
    let text = |kind: &str| format!("{l9} (lord of 9) and {l10} (lord of 10): {kind}");
    let notes: Vec<String> = kinds
        .iter()
        .filter(|(present, kind)| c.cond(K, *present, &[l9, l10], || format!("{} (one suffices)", text(kind))))
        .map(|(_, kind)| text(kind))
        .collect();
    (!notes.is_empty()).then(|| Yoga {
        key: "dharma_karmadhipati",
        name: "Dharma-Karmadhipati".into(),
        category: "raja",
        planets: vec![l9, l10],
        houses: vec![c.house(l9), c.house(l10)],
        definition: DHARMA_KARMA_DEF,
        source: DHARMA_KARMA_SRC,
        notes,
        cancelled: false,
    })
}

fn lordship(c: &Ctx, p: Graha) -> Lordship {
    Lordship { planet: p, lord_of: (1..=12).filter(|&h| c.lord(h) == p).collect(), house: c.house(p) }
}

/// The mahadashas of `planets` and their antardashas of `planets`, over one cycle from birth.
fn activations(b: &Birth, planets: &[Graha], year_days: f64) -> Vec<Activation> {
    let system = VIMSHOTTARI_TABLE.system();
    let at = |jd: f64| EventTime::new(jd, b.offset);
    let end = |s: &Span| s.start + s.years * year_days;
    let mut out = Vec::new();
    for md in VIMSHOTTARI_TABLE.mahadashas(b, year_days, 1) {
        let lord = NAKSHATRA_LORDS[md.lord];
        if !planets.contains(&lord) {
            continue;
        }
        out.push(Activation { mahadasha: lord, antardasha: None, start: at(md.start.max(b.jd)), end: at(end(&md)) });
        for ad in system.children(md, year_days) {
            let sub = NAKSHATRA_LORDS[ad.lord];
            if planets.contains(&sub) && end(&ad) > b.jd {
                out.push(Activation {
                    mahadasha: lord,
                    antardasha: Some(sub),
                    start: at(ad.start.max(b.jd)),
                    end: at(end(&ad)),
                });
            }
        }
    }
    out
}

/// The raja yogas of a chart from longitudes alone: the [`RAJA_KEYS`] rows of
/// [`yogas_of`] with dharma-karmadhipati after the kendra-trikona relations.
pub fn raja_yogas_of(input: &YogaInput) -> Vec<Yoga> {
    let c = Ctx::new(input);
    let mut found: Vec<Yoga> = yogas_of(input).into_iter().filter(|y| RAJA_KEYS.contains(&y.key)).collect();
    let after = found.iter().position(|y| !y.key.starts_with("raja_")).unwrap_or(found.len());
    if let Some(dk) = dharma_karmadhipati(&c) {
        found.insert(after, dk);
    }
    found
}

/// The raja yogas of a birth chart with their lordships and activating periods.
pub fn raja(req: &ChartRequest) -> Result<RajaAnalysis> {
    let chart = vedic_chart(req)?;
    let input = YogaInput::of_chart(&chart);
    let c = Ctx::new(&input);
    let found = raja_yogas_of(&input);
    let moon = chart.planets.iter().find(|p| p.graha == Graha::Moon).expect("chart has the Moon");
    let birth = Birth {
        jd: req.moment.jd_ut,
        offset: req.moment.offset_minutes,
        moon: DashaMoon { longitude: moon.longitude, sign: moon.sign.sign, nakshatra: moon.nakshatra.clone() },
        conventions: chart.conventions.clone(),
    };
    let yogas: Vec<RajaYoga> = found
        .into_iter()
        .map(|y| RajaYoga {
            lordships: y.planets.iter().map(|&p| lordship(&c, p)).collect(),
            dashas: activations(&birth, &y.planets, 365.25),
            yoga: y,
        })
        .collect();
    let mut checked = RAJA_KEYS.to_vec();
    checked.insert(3, "dharma_karmadhipati");
    Ok(RajaAnalysis {
        count: yogas.len(),
        yogas,
        checked,
        activation: "mahadashas of the yoga's grahas from birth over one 120-year Vimshottari cycle (Julian years), \
                     and inside each the antardashas of the yoga's grahas",
        conventions: chart.conventions,
    })
}
