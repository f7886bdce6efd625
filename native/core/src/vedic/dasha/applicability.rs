//! The classical conditions under which the conditional nakshatra dashas apply (BPHS, the
//! chapter on the nakshatra dashas), checked on the birth chart. Every system is computed for
//! every chart; the answer says whether its condition holds and shows the facts checked.
//!
//! Houses are whole signs from the lagna; a sign's lord is its classical (seven-planet) ruler.
//! The hora of the lagna is Parashara's: in an odd sign the first 15° are the Sun's hora, in an
//! even sign the Moon's. Shukla paksha: the Moon less than 180° ahead of the Sun. Day: the Sun in
//! the half of the zodiac above the horizon, i.e. 180° to 360° ahead of the ascendant.

use crate::vedic::chart::VedicChart;
use crate::vedic::varga::{sign_in_varga, Varga};
use crate::zodiac::sign::{normalize, sign_index, SIGNS};
use crate::zodiac::Graha;
use serde::Serialize;

/// Whether a conditional dasha's classical condition holds for this chart.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Applicability {
    /// The condition, in words.
    pub condition: &'static str,
    /// True when the chart meets it (the dasha is computed either way).
    pub holds: bool,
    /// The chart facts the decision rests on.
    pub evidence: String,
}

/// The condition a system is checked against.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Condition {
    /// Rahu in a kendra or trikona from the lagna lord, and not in the lagna (Ashtottari).
    RahuFromLagnaLord,
    /// Lagna in the Sun's hora in shukla paksha, or in the Moon's hora in krishna paksha (Shodasottari).
    HoraAndPaksha,
    /// Lagna in a Taurus or Libra navamsa (Dwadasottari).
    VenusNavamsa,
    /// Lagna in a Cancer dwadasamsa (Panchottari).
    CancerDwadasamsa,
    /// Lagna vargottama: the same sign in rasi and navamsa (Shatabdika).
    Vargottama,
    /// The 10th lord in the 10th house (Chaturaseeti-sama).
    TenthLordInTenth,
    /// The lagna lord in the 7th house or the 7th lord in the lagna (Dwisaptati-sama).
    LagnaSeventhExchange,
    /// The Sun in the lagna (Shashtihayani).
    SunInLagna,
    /// Born by day with the lagna in the Sun's hora, or by night with it in the Moon's (Shattrimsa-sama).
    HoraAndDaytime,
    /// A graha in each of the four kendras from the lagna (Tara).
    AllKendrasOccupied,
}

struct Facts {
    asc: f64,
    lagna: usize,
    lon: [f64; 9],
}

impl Facts {
    fn of(chart: &VedicChart) -> Facts {
        let mut lon = [0.0; 9];
        for p in &chart.planets {
            lon[p.graha.index()] = p.longitude;
        }
        Facts { asc: chart.ascendant.longitude, lagna: sign_index(chart.ascendant.longitude), lon }
    }
    fn sign(&self, g: Graha) -> usize {
        sign_index(self.lon[g.index()])
    }
    /// Whole-sign house (1..12) of a planet from the lagna.
    fn house(&self, g: Graha) -> usize {
        (self.sign(g) + 12 - self.lagna) % 12 + 1
    }
    /// Lord of the `h`-th house (1..12).
    fn lord(&self, h: usize) -> Graha {
        SIGNS[(self.lagna + h - 1) % 12].lord
    }
    /// The Sun's hora (true) or the Moon's (false) of the lagna.
    fn lagna_in_sun_hora(&self) -> bool {
        let first_half = (self.asc - 30.0 * self.lagna as f64) < 15.0;
        first_half == self.lagna.is_multiple_of(2)
    }
    fn hora_name(&self) -> &'static str {
        if self.lagna_in_sun_hora() {
            "the Sun's hora"
        } else {
            "the Moon's hora"
        }
    }
}

fn ordinal(n: usize) -> String {
    let suffix = match n {
        1 => "st",
        2 => "nd",
        3 => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

impl Condition {
    /// The condition in words.
    pub fn text(self) -> &'static str {
        match self {
            Condition::RahuFromLagnaLord => "Rahu in a kendra or trikona from the lagna lord, and not in the lagna",
            Condition::HoraAndPaksha => {
                "lagna in the Sun's hora in shukla paksha, or in the Moon's hora in krishna paksha"
            }
            Condition::VenusNavamsa => "lagna in a Taurus or Libra navamsa",
            Condition::CancerDwadasamsa => "lagna in a Cancer dwadasamsa",
            Condition::Vargottama => "lagna in the same sign in the rasi and the navamsa (vargottama)",
            Condition::TenthLordInTenth => "the lord of the 10th house in the 10th house",
            Condition::LagnaSeventhExchange => "the lagna lord in the 7th house, or the 7th lord in the lagna",
            Condition::SunInLagna => "the Sun in the lagna",
            Condition::HoraAndDaytime => {
                "born by day with the lagna in the Sun's hora, or by night with the lagna in the Moon's hora"
            }
            Condition::AllKendrasOccupied => "a graha in each of the four kendras (1st, 4th, 7th and 10th houses)",
        }
    }

    /// Checks the condition on a birth chart.
    pub fn check(self, chart: &VedicChart) -> Applicability {
        let f = Facts::of(chart);
        let (holds, evidence) = self.decide(&f);
        Applicability { condition: self.text(), holds, evidence }
    }

    fn decide(self, f: &Facts) -> (bool, String) {
        let lagna = SIGNS[f.lagna].name;
        match self {
            Condition::RahuFromLagnaLord => {
                let ll = f.lord(1);
                let from = (f.sign(Graha::Rahu) + 12 - f.sign(ll)) % 12 + 1;
                let placed = [1, 4, 5, 7, 9, 10].contains(&from);
                let in_lagna = f.house(Graha::Rahu) == 1;
                (
                    placed && !in_lagna,
                    format!(
                        "lagna lord {} in {}; Rahu in {}, {} from it and in the {} house",
                        ll.name(),
                        SIGNS[f.sign(ll)].name,
                        SIGNS[f.sign(Graha::Rahu)].name,
                        ordinal(from),
                        ordinal(f.house(Graha::Rahu))
                    ),
                )
            }
            Condition::HoraAndPaksha => {
                let shukla = normalize(f.lon[Graha::Moon.index()] - f.lon[Graha::Sun.index()]) < 180.0;
                let holds = f.lagna_in_sun_hora() == shukla;
                let paksha = if shukla { "shukla" } else { "krishna" };
                (holds, format!("lagna {lagna} in {}; {paksha} paksha", f.hora_name()))
            }
            Condition::VenusNavamsa => {
                let d9 = sign_in_varga(f.asc, Varga::D9).0;
                ([1, 6].contains(&d9), format!("lagna in {lagna}, navamsa {}", SIGNS[d9].name))
            }
            Condition::CancerDwadasamsa => {
                let d12 = sign_in_varga(f.asc, Varga::D12).0;
                (d12 == 3, format!("lagna in {lagna}, dwadasamsa {}", SIGNS[d12].name))
            }
            Condition::Vargottama => {
                let d9 = sign_in_varga(f.asc, Varga::D9).0;
                (d9 == f.lagna, format!("lagna in {lagna}, navamsa {}", SIGNS[d9].name))
            }
            Condition::TenthLordInTenth => {
                let l10 = f.lord(10);
                (f.house(l10) == 10, format!("10th lord {} in the {} house", l10.name(), ordinal(f.house(l10))))
            }
            Condition::LagnaSeventhExchange => {
                let (l1, l7) = (f.lord(1), f.lord(7));
                (
                    f.house(l1) == 7 || f.house(l7) == 1,
                    format!(
                        "lagna lord {} in the {} house; 7th lord {} in the {} house",
                        l1.name(),
                        ordinal(f.house(l1)),
                        l7.name(),
                        ordinal(f.house(l7))
                    ),
                )
            }
            Condition::SunInLagna => {
                let h = f.house(Graha::Sun);
                (h == 1, format!("lagna {lagna}; the Sun in the {} house", ordinal(h)))
            }
            Condition::HoraAndDaytime => {
                let day = normalize(f.lon[Graha::Sun.index()] - f.asc) >= 180.0;
                let holds = f.lagna_in_sun_hora() == day;
                let when =
                    if day { "by day (the Sun above the horizon)" } else { "by night (the Sun below the horizon)" };
                (holds, format!("lagna {lagna} in {}; born {when}", f.hora_name()))
            }
            Condition::AllKendrasOccupied => {
                let occupied: Vec<String> = [1, 4, 7, 10]
                    .iter()
                    .filter(|&&h| Graha::ALL.iter().any(|&g| f.house(g) == h))
                    .map(|&h| ordinal(h))
                    .collect();
                let list = if occupied.is_empty() { "none".to_string() } else { occupied.join(", ") };
                (occupied.len() == 4, format!("lagna {lagna}; occupied kendras: {list}"))
            }
        }
    }
}
