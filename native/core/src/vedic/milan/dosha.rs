//! Doshas of a match: Mangal (Kuja), Nadi and Shani.
//!
//! Mangal dosha: Mars in the 1st, 2nd, 4th, 7th, 8th or 12th house (whole signs) from the lagna,
//! the Moon or Venus. Cancellations of B.V. Raman ("Hindu Predictive Astrology" and "Muhurtha",
//! as summarised by dranuradharai.com/2018/01/25/mangal-dosha-kuja-dosha and
//! jyothishi-pandit.blogspot.com, "Kuja Dosham" part 7):
//!   R1 Mars in the 2nd in Gemini or Virgo, in the 4th in Aries or Scorpio, in the 7th in
//!      Capricorn or Cancer, in the 8th in Sagittarius or Pisces, in the 12th in Taurus or Libra;
//!   R2 Mars in Leo or Aquarius (any house);
//!   R3 Mars conjoined (same sign) with Jupiter or the Moon;
//!   R4 the dosha present in both charts cancels for the couple.
//! Raman counts the 2nd, 4th, 7th, 8th and 12th; the 1st is the northern addition, where only
//! R2-R4 can cancel.
//!
//! Nadi dosha: both Moons in the same nadi. Exceptions (S.P. Gaur, "Nadi Dosha and Married
//! Life", after Muhurta Chintamani): N1 same Moon sign, different nakshatras; N2 same nakshatra,
//! different Moon signs; N3 same nakshatra, different padas; N4 different Moon signs with the
//! same lord (agastyanadiastro.com, kundali matching).
//!
//! Shani dosha (our definition, documented in the README): Saturn in the 1st, 2nd, 4th, 7th,
//! 8th or 12th from the lagna, the Moon or Venus — the houses of Raman's dosha-samya count,
//! applied to Saturn — not counted where Saturn is in its own sign or exaltation (Capricorn,
//! Aquarius, Libra); balanced for the couple when both have it.

use super::Natal;
use crate::zodiac::Graha;
use crate::zodiac::SIGNS;
use serde::Serialize;

/// Houses (whole signs, counted from lagna, Moon or Venus) that give Mangal or Shani dosha.
pub const DOSHA_HOUSES: [u8; 6] = [1, 2, 4, 7, 8, 12];

/// The planet's house from one reference point and whether it makes a dosha.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct FromReference {
    /// lagna, moon or venus.
    pub from: &'static str,
    /// Sidereal sign of the reference point.
    pub reference_sign: &'static str,
    /// Whole-sign house of the planet counted from the reference.
    pub house: u8,
    /// Whether that house is one of the dosha houses 1, 2, 4, 7, 8, 12.
    pub in_dosha_house: bool,
    /// Cancellation rules that apply to this placement (R1, R2, R3 / S1).
    pub cancelled_by: Vec<&'static str>,
    /// In a dosha house and not cancelled.
    pub dosha: bool,
}

/// One partner's Mars (Mangal dosha) or Saturn (Shani dosha) and the dosha it makes.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct PersonDosha {
    /// The planet checked: Mars or Saturn.
    pub planet: Graha,
    /// Stable lower-case key of `planet` (`sun` … `ketu`).
    pub planet_key: &'static str,
    /// Its sidereal sign.
    pub sign: &'static str,
    /// Its house from the lagna, the Moon and Venus, each with the dosha verdict.
    pub references: Vec<FromReference>,
    /// A dosha house from at least one reference.
    pub in_dosha_house: bool,
    /// Left after the individual cancellations.
    pub has_dosha: bool,
}

/// One rule (cancellation or exception) and whether it applied to this couple.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Rule {
    /// Short id of the rule (R1-R4 Mangal, S1-S2 Shani, N1-N4 Nadi).
    pub id: &'static str,
    /// The rule in words.
    pub rule: &'static str,
    /// Whether the rule applied to either partner.
    pub applied: bool,
}

/// A dosha checked in both charts, with the verdict for the couple.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct CoupleDosha {
    /// The dosha in the boy's chart.
    pub boy: PersonDosha,
    /// The dosha in the girl's chart.
    pub girl: PersonDosha,
    /// no_dosha, cancelled, balanced (both have it), or dosha (one partner only).
    pub verdict: &'static str,
    /// The verdict in one sentence.
    pub verdict_label: &'static str,
    /// Every cancellation rule of this dosha and whether it applied.
    pub rules: Vec<Rule>,
    /// Where the definition and cancellations come from.
    pub source: &'static str,
}

fn house_from(sign: usize, reference: usize) -> u8 {
    ((sign + 12 - reference) % 12) as u8 + 1
}

fn person(n: &Natal, planet: Graha, cancel: impl Fn(&Natal, u8) -> Vec<&'static str>) -> PersonDosha {
    let sign = n.sign_of(planet);
    let refs = [("lagna", n.ascendant_sign), ("moon", n.sign_of(Graha::Moon)), ("venus", n.sign_of(Graha::Venus))];
    let references: Vec<FromReference> = refs
        .iter()
        .map(|&(from, r)| {
            let house = house_from(sign, r);
            let in_house = DOSHA_HOUSES.contains(&house);
            let cancelled_by = if in_house { cancel(n, house) } else { Vec::new() };
            FromReference {
                from,
                reference_sign: SIGNS[r].name,
                house,
                in_dosha_house: in_house,
                dosha: in_house && cancelled_by.is_empty(),
                cancelled_by,
            }
        })
        .collect();
    PersonDosha {
        planet,
        planet_key: planet.key(),
        sign: SIGNS[sign].name,
        in_dosha_house: references.iter().any(|r| r.in_dosha_house),
        has_dosha: references.iter().any(|r| r.dosha),
        references,
    }
}

/// Raman's individual cancellations R1-R3 for Mars in `house`.
fn raman_cancellations(n: &Natal, house: u8) -> Vec<&'static str> {
    let mars = n.sign_of(Graha::Mars);
    let mut out = Vec::new();
    let r1 = match house {
        2 => [2, 5].contains(&mars),
        4 => [0, 7].contains(&mars),
        7 => [9, 3].contains(&mars),
        8 => [8, 11].contains(&mars),
        12 => [1, 6].contains(&mars),
        _ => false,
    };
    if r1 {
        out.push("R1");
    }
    if mars == 4 || mars == 10 {
        out.push("R2");
    }
    if n.sign_of(Graha::Jupiter) == mars || n.sign_of(Graha::Moon) == mars {
        out.push("R3");
    }
    out
}

fn couple(boy: PersonDosha, girl: PersonDosha, rules: Vec<Rule>, source: &'static str) -> CoupleDosha {
    let (verdict, verdict_label) = match (boy.has_dosha, girl.has_dosha) {
        (true, true) => ("balanced", "Both partners have the dosha: it cancels for the couple"),
        (true, false) | (false, true) => ("dosha", "One partner has the dosha and no rule cancels it"),
        (false, false) if boy.in_dosha_house || girl.in_dosha_house => {
            ("cancelled", "The placement exists but a cancellation rule removes it")
        }
        _ => ("no_dosha", "No dosha in either chart"),
    };
    CoupleDosha { boy, girl, verdict, verdict_label, rules, source }
}

/// Mangal (Kuja) dosha of a couple: Mars from lagna, Moon and Venus, with Raman's cancellations R1-R4.
pub fn mangal(boy: &Natal, girl: &Natal) -> CoupleDosha {
    let b = person(boy, Graha::Mars, raman_cancellations);
    let g = person(girl, Graha::Mars, raman_cancellations);
    let applied = |id: &str| [&b, &g].iter().any(|p| p.references.iter().any(|r| r.cancelled_by.contains(&id)));
    let rules = vec![
        Rule {
            id: "R1",
            rule: "Mars in the 2nd in Gemini/Virgo, 4th in Aries/Scorpio, 7th in Capricorn/Cancer, 8th in Sagittarius/Pisces, 12th in Taurus/Libra",
            applied: applied("R1"),
        },
        Rule { id: "R2", rule: "Mars in Leo or Aquarius", applied: applied("R2") },
        Rule { id: "R3", rule: "Mars in the same sign as Jupiter or the Moon", applied: applied("R3") },
        Rule { id: "R4", rule: "the dosha in both charts cancels for the couple", applied: b.has_dosha && g.has_dosha },
    ];
    couple(
        b,
        g,
        rules,
        "B.V. Raman, Hindu Predictive Astrology / Muhurtha: houses 2, 4, 7, 8, 12 (plus the 1st) from lagna, Moon and Venus; cancellations R1-R4",
    )
}

fn shani_cancellations(n: &Natal, _house: u8) -> Vec<&'static str> {
    if [9, 10, 6].contains(&n.sign_of(Graha::Saturn)) {
        vec!["S1"]
    } else {
        Vec::new()
    }
}

/// Shani dosha of a couple (this API's definition): Saturn from lagna, Moon and Venus, with S1-S2.
pub fn shani(boy: &Natal, girl: &Natal) -> CoupleDosha {
    let b = person(boy, Graha::Saturn, shani_cancellations);
    let g = person(girl, Graha::Saturn, shani_cancellations);
    let s1 = [&b, &g].iter().any(|p| p.references.iter().any(|r| !r.cancelled_by.is_empty()));
    let rules = vec![
        Rule { id: "S1", rule: "Saturn in its own sign (Capricorn, Aquarius) or exaltation (Libra)", applied: s1 },
        Rule {
            id: "S2",
            rule: "the dosha in both charts balances for the couple",
            applied: b.has_dosha && g.has_dosha,
        },
    ];
    couple(
        b,
        g,
        rules,
        "definition of this API: Saturn in houses 1, 2, 4, 7, 8, 12 from lagna, Moon and Venus (Raman's dosha-samya houses applied to Saturn)",
    )
}

/// Nadi dosha of a couple: both Moons in the same nadi, and its exceptions.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct NadiDosha {
    /// Nadi of the boy's Moon nakshatra (Aadi, Madhya or Antya).
    pub boy_nadi: &'static str,
    /// Nadi of the girl's Moon nakshatra (Aadi, Madhya or Antya).
    pub girl_nadi: &'static str,
    /// Same nadi (the nadi koota scores 0).
    pub present: bool,
    /// Exceptions N1-N4 and whether each applied.
    pub exceptions: Vec<Rule>,
    /// Present and removed by at least one exception.
    pub cancelled: bool,
    /// Present and not cancelled.
    pub effective: bool,
    /// The boy's Moon: sign, sign lord, nakshatra and pada.
    pub boy: MoonPlace,
    /// The girl's Moon: sign, sign lord, nakshatra and pada.
    pub girl: MoonPlace,
    /// Where the exceptions come from.
    pub source: &'static str,
}

/// A partner's Moon as the nadi exceptions read it.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct MoonPlace {
    /// Sidereal sign of the Moon.
    pub sign: &'static str,
    /// Lord of that sign.
    pub sign_lord: Graha,
    /// Nakshatra of the Moon.
    pub nakshatra: &'static str,
    /// Pada (quarter) of the nakshatra, 1..4.
    pub pada: u8,
}

/// Nadi dosha of two births from their Moons' nakshatras, with exceptions N1-N4.
pub fn nadi(boy: &Natal, girl: &Natal) -> NadiDosha {
    use super::koota::{nadi as nadi_of, NADIS};
    let (b, g) = (boy.moon, girl.moon);
    let (bn, gn) = (nadi_of(b.nakshatra), nadi_of(g.nakshatra));
    let present = bn == gn;
    let same_sign = b.sign == g.sign;
    let same_nak = b.nakshatra == g.nakshatra;
    let exceptions = vec![
        Rule { id: "N1", rule: "same Moon sign, different nakshatras", applied: present && same_sign && !same_nak },
        Rule { id: "N2", rule: "same nakshatra, different Moon signs", applied: present && same_nak && !same_sign },
        Rule { id: "N3", rule: "same nakshatra, different padas", applied: present && same_nak && b.pada != g.pada },
        Rule {
            id: "N4",
            rule: "different Moon signs ruled by the same planet",
            applied: present && !same_sign && SIGNS[b.sign].lord == SIGNS[g.sign].lord,
        },
    ];
    let cancelled = present && exceptions.iter().any(|e| e.applied);
    let place = |m: super::koota::MoonKey| MoonPlace {
        sign: SIGNS[m.sign].name,
        sign_lord: SIGNS[m.sign].lord,
        nakshatra: crate::zodiac::NAKSHATRAS[m.nakshatra],
        pada: m.pada,
    };
    NadiDosha {
        boy_nadi: NADIS[bn],
        girl_nadi: NADIS[gn],
        present,
        exceptions,
        cancelled,
        effective: present && !cancelled,
        boy: place(b),
        girl: place(g),
        source: "N1-N3: S.P. Gaur, 'Nadi Dosha and Married Life' (after Muhurta Chintamani); N4: common exception (same sign lord)",
    }
}
