//! Badhaka and maraka (`/v1/chart/badhaka-maraka`), with the 64th navamsa and the 22nd
//! drekkana.
//!
//! Rules, each with its source:
//! - badhaka sthana by the lagna's modality (Prasna Marga ch. 15, also in P.V.R. Narasimha
//!   Rao's text): a movable lagna's badhaka is the 11th house, a fixed lagna's the 9th, a dual
//!   lagna's the 7th; the badhaka lord is that sign's lord, with Rahu as co-lord of Aquarius and
//!   Ketu of Scorpio (BPHS ch. 3 gives them those signs);
//! - maraka (BPHS, maraka chapter): the 2nd and 7th houses kill (they are the 12th from the 3rd
//!   and 8th, the houses of life); their lords, the grahas in them and the grahas joined (in the
//!   same sign) with those lords are the marakas. BPHS adds that malefics among them act most
//!   strongly, so each maraka says whether it is a natural malefic;
//! - the 64th navamsa is the 4th sign from a point's navamsa sign and the 22nd drekkana the 8th
//!   sign from its drekkana sign (Parashara D9 and D3); classically read from the Moon and from
//!   the lagna respectively, both are given for both.

use super::{ToolConventions, ToolRequest};
use crate::ephemeris::time::EventTime;
use crate::error::Result;
use crate::vedic::chart::vedic_chart;
use crate::vedic::varga::{modality, varga_sign, Varga, VargaMethod};
use crate::zodiac::sign::sign_index;
use crate::zodiac::{Graha, SIGNS};
use serde::Serialize;

/// Badhaka house (counted from the lagna) for movable, fixed and dual lagnas.
pub const BADHAKA_HOUSE: [usize; 3] = [11, 9, 7];

/// The maraka houses.
pub const MARAKA_HOUSES: [usize; 2] = [2, 7];

/// Lords of a sign: its classical lord, and the node that co-rules Scorpio (Ketu) or Aquarius (Rahu).
pub fn sign_lords(sign: usize) -> Vec<Graha> {
    let mut lords = vec![SIGNS[sign].lord];
    match sign {
        7 => lords.push(Graha::Ketu),
        10 => lords.push(Graha::Rahu),
        _ => {}
    }
    lords
}

/// Sign (0 = Aries) of house `house` (1 … 12) from a lagna sign.
pub fn house_sign(lagna_sign: usize, house: usize) -> usize {
    (lagna_sign + house - 1) % 12
}

/// A house with its sign and lords.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct HouseLords {
    /// House counted from the lagna, 1 … 12.
    pub house: u8,
    /// Sign of the house.
    pub sign: &'static str,
    /// 1 = Aries … 12 = Pisces.
    pub sign_index: u8,
    /// The sign's lord (and its node co-lord for Scorpio and Aquarius).
    pub lords: Vec<Graha>,
}

fn house_lords(lagna_sign: usize, house: usize, with_node: bool) -> HouseLords {
    let s = house_sign(lagna_sign, house);
    let lords = if with_node { sign_lords(s) } else { vec![SIGNS[s].lord] };
    HouseLords { house: house as u8, sign: SIGNS[s].name, sign_index: s as u8 + 1, lords }
}

/// The badhaka house of a lagna sign, with its lords.
pub fn badhaka(lagna_sign: usize) -> HouseLords {
    house_lords(lagna_sign, BADHAKA_HOUSE[modality(lagna_sign)], true)
}

/// A maraka graha and why.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Maraka {
    /// The graha.
    pub name: Graha,
    /// Stable lower-case key of the graha (`sun` … `ketu`).
    pub key: &'static str,
    /// Why it is a maraka, e.g. `lord of the 7th`, `in the 2nd`, `with the lord of the 2nd`.
    pub reasons: Vec<String>,
    /// True for a natural malefic (Sun, Mars, Saturn, Rahu, Ketu), which BPHS says kills first.
    pub malefic: bool,
}

fn ordinal(n: usize) -> &'static str {
    if n == 2 {
        "2nd"
    } else {
        "7th"
    }
}

/// The marakas of a chart from the lagna sign and the nine grahas' signs (0 = Aries), Sun … Ketu.
pub fn marakas(lagna_sign: usize, signs: &[usize; 9]) -> Vec<Maraka> {
    let mut out: Vec<Maraka> = Vec::new();
    let mut add = |g: Graha, why: String| match out.iter_mut().find(|m| m.name == g) {
        Some(m) => m.reasons.push(why),
        None => out.push(Maraka {
            name: g,
            key: g.key(),
            reasons: vec![why],
            malefic: matches!(g, Graha::Sun | Graha::Mars | Graha::Saturn | Graha::Rahu | Graha::Ketu),
        }),
    };
    for h in MARAKA_HOUSES {
        let s = house_sign(lagna_sign, h);
        let lord = SIGNS[s].lord;
        add(lord, format!("lord of the {}", ordinal(h)));
        for g in Graha::ALL {
            if signs[g.index()] == s {
                add(g, format!("in the {}", ordinal(h)));
            }
            if g != lord && signs[g.index()] == signs[lord.index()] {
                add(g, format!("with the lord of the {}", ordinal(h)));
            }
        }
    }
    out.sort_by_key(|m| m.name);
    out
}

/// A sign counted from a point's varga sign, and its lord.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct CountedSign {
    /// The sign.
    pub sign: &'static str,
    /// 1 = Aries … 12 = Pisces.
    pub sign_index: u8,
    /// Its lord.
    pub lord: Graha,
}

fn counted(varga_sign: usize, count: usize) -> CountedSign {
    let s = (varga_sign + count - 1) % 12;
    CountedSign { sign: SIGNS[s].name, sign_index: s as u8 + 1, lord: SIGNS[s].lord }
}

/// The 64th navamsa of a longitude: the 4th sign from its navamsa sign.
pub fn navamsa_64th(longitude: f64) -> Result<CountedSign> {
    Ok(counted(varga_sign(longitude, Varga::D9, VargaMethod::Parashara)?.0, 4))
}

/// The 22nd drekkana of a longitude: the 8th sign from its drekkana sign.
pub fn drekkana_22nd(longitude: f64) -> Result<CountedSign> {
    Ok(counted(varga_sign(longitude, Varga::D3, VargaMethod::Parashara)?.0, 8))
}

/// The 64th navamsa and 22nd drekkana counted from one point.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct SensitiveLords {
    /// The 4th sign from the point's navamsa sign, and its lord.
    pub navamsa_64th: CountedSign,
    /// The 8th sign from the point's drekkana sign, and its lord.
    pub drekkana_22nd: CountedSign,
}

fn sensitive_lords(longitude: f64) -> Result<SensitiveLords> {
    Ok(SensitiveLords { navamsa_64th: navamsa_64th(longitude)?, drekkana_22nd: drekkana_22nd(longitude)? })
}

/// `/v1/chart/badhaka-maraka`.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct BadhakaMaraka {
    /// The moment of the chart.
    pub moment: EventTime,
    /// Sign of the lagna.
    pub lagna_sign: &'static str,
    /// `movable`, `fixed` or `dual`: it decides the badhaka house.
    pub lagna_modality: &'static str,
    /// The badhaka house, its sign and lords.
    pub badhaka: HouseLords,
    /// The 2nd and 7th houses with their lords.
    pub maraka_houses: Vec<HouseLords>,
    /// The maraka grahas, in chart order, each with its reasons.
    pub marakas: Vec<Maraka>,
    /// The 64th navamsa and 22nd drekkana from the lagna.
    pub from_lagna: SensitiveLords,
    /// The 64th navamsa and 22nd drekkana from the Moon.
    pub from_moon: SensitiveLords,
    /// Chart conventions and the rules used.
    pub conventions: ToolConventions,
}

/// The badhaka and maraka of a request's chart.
pub fn badhaka_maraka(req: &ToolRequest) -> Result<BadhakaMaraka> {
    let chart = vedic_chart(&req.chart)?;
    let lagna = sign_index(chart.ascendant.longitude);
    let signs: [usize; 9] = std::array::from_fn(|i| sign_index(chart.planets[i].longitude));
    let rules = vec![
        "badhaka (Prasna Marga): the 11th house for a movable lagna, the 9th for a fixed one, the 7th for a dual one; \
         Rahu co-rules Aquarius and Ketu Scorpio",
        "maraka (BPHS): the 2nd and 7th houses; their lords, the grahas in them and the grahas in the sign of those lords",
        "64th navamsa: 4th sign from the navamsa sign; 22nd drekkana: 8th sign from the drekkana sign (Parashara D9, D3)",
    ];
    Ok(BadhakaMaraka {
        moment: chart.moment,
        lagna_sign: SIGNS[lagna].name,
        lagna_modality: ["movable", "fixed", "dual"][modality(lagna)],
        badhaka: badhaka(lagna),
        maraka_houses: MARAKA_HOUSES.iter().map(|&h| house_lords(lagna, h, false)).collect(),
        marakas: marakas(lagna, &signs),
        from_lagna: sensitive_lords(chart.ascendant.longitude)?,
        from_moon: sensitive_lords(chart.planets[1].longitude)?,
        conventions: ToolConventions { chart: chart.conventions, method: "classical", rules },
    })
}
