//! Bhava arudha padas A1 … A12 (BPHS ch. 29; Jaimini Upadesa Sutras 1.3; P.V.R. Narasimha Rao,
//! Vedic Astrology: An Integrated Approach, ch. 9).
//!
//! The pada of a house: count the signs from the house to its lord, and as many again from the
//! lord. If that lands on the house itself, the pada is the 10th from the house; if on the 7th
//! from the house, the 4th from it. A1 is the arudha lagna (AL), A7 the darapada, A12 the
//! upapada (UL).
//!
//! Scorpio and Aquarius have two lords (Mars and Ketu, Saturn and Rahu); the stronger is used,
//! by the rules PVR gives for co-lords, in order:
//! 0. if one lord occupies the sign and the other does not, the other one;
//! 1. the one conjoined with more planets (Sun … Ketu);
//! 2. the one conjoined with or aspected by rasi drishti by more of Jupiter, Mercury and the lord
//!    of the sign it occupies (other than itself);
//! 3. the exalted one, if only one is exalted;
//! 4. the one in a dual sign over a fixed sign over a movable sign;
//! 5. the one further advanced in its sign.

use crate::vedic::drishti::rashi_drishti;
use crate::zodiac::sign::sign_index;
use crate::zodiac::{Graha, SIGNS};

/// Sign (0 … 11) a longitude falls in, for the nine grahas in `Graha::ALL` order.
pub struct Placement<'a> {
    /// (graha, sidereal longitude) of the nine.
    pub grahas: &'a [(Graha, f64)],
}

impl Placement<'_> {
    fn sign(&self, g: Graha) -> usize {
        sign_index(self.lon(g))
    }
    fn lon(&self, g: Graha) -> f64 {
        self.grahas.iter().find(|(x, _)| *x == g).expect("nine grahas").1
    }
}

/// Exaltation sign of a graha (Rahu Taurus, Ketu Scorpio, as PVR).
fn exaltation(g: Graha) -> usize {
    match g {
        Graha::Sun => 0,
        Graha::Moon => 1,
        Graha::Mars => 9,
        Graha::Mercury => 5,
        Graha::Jupiter => 3,
        Graha::Venus => 11,
        Graha::Saturn => 6,
        Graha::Rahu => 1,
        Graha::Ketu => 7,
    }
}

/// The stronger of two co-lords of `sign`, and the number of the rule that decided.
pub fn stronger_co_lord(p: &Placement, sign: usize, a: Graha, b: Graha) -> (Graha, u8) {
    stronger(p, Some(sign), a, b)
}

/// The stronger of two grahas by the co-lord rules 1-5 above, and the number of the rule that
/// decided; rule 0 (the one in `own_sign` yields to the other) only when `own_sign` is given.
pub fn stronger(p: &Placement, own_sign: Option<usize>, a: Graha, b: Graha) -> (Graha, u8) {
    let (sa, sb) = (p.sign(a), p.sign(b));
    if let Some(sign) = own_sign {
        if sa == sign && sb != sign {
            return (b, 0);
        }
        if sb == sign && sa != sign {
            return (a, 0);
        }
    }
    let conjoined = |g: Graha, s: usize| p.grahas.iter().filter(|(x, _)| *x != g && sign_index(p.lon(*x)) == s).count();
    // The lord itself is not its own helper (a planet in its own sign is not "joined by its dispositor").
    let helpers = |g: Graha, s: usize| {
        [Graha::Jupiter, Graha::Mercury, SIGNS[s].lord]
            .iter()
            .filter(|&&h| h != g)
            .filter(|&&h| {
                let hs = p.sign(h);
                hs == s || rashi_drishti(hs).contains(&s)
            })
            .count()
    };
    let modality_rank = |s: usize| [0, 1, 2][s % 3]; // movable 0 < fixed 1 < dual 2
    let degree = |g: Graha| p.lon(g) - 30.0 * p.sign(g) as f64;
    let tests: [(f64, f64); 4] = [
        (conjoined(a, sa) as f64, conjoined(b, sb) as f64),
        (helpers(a, sa) as f64, helpers(b, sb) as f64),
        ((exaltation(a) == sa) as u8 as f64, (exaltation(b) == sb) as u8 as f64),
        (modality_rank(sa) as f64, modality_rank(sb) as f64),
    ];
    for (i, (x, y)) in tests.into_iter().enumerate() {
        if x != y {
            return (if x > y { a } else { b }, i as u8 + 1);
        }
    }
    (if degree(a) >= degree(b) { a } else { b }, 5)
}

/// The lord of a sign for arudhas: its one lord, or the stronger co-lord of Scorpio and Aquarius.
pub fn arudha_lord(p: &Placement, sign: usize) -> (Graha, Option<u8>) {
    match sign {
        7 => {
            let (g, r) = stronger_co_lord(p, sign, Graha::Mars, Graha::Ketu);
            (g, Some(r))
        }
        10 => {
            let (g, r) = stronger_co_lord(p, sign, Graha::Saturn, Graha::Rahu);
            (g, Some(r))
        }
        _ => (SIGNS[sign].lord, None),
    }
}

/// The pada (sign 0 … 11) of `sign` whose lord is in `lord_sign`, with the 1st/7th exceptions;
/// and whether an exception moved it.
pub fn pada(sign: usize, lord_sign: usize) -> (usize, bool) {
    let n = (lord_sign + 12 - sign) % 12; // signs from the house to the lord, less one
    let raw = (lord_sign + n) % 12;
    match (raw + 12 - sign) % 12 {
        0 => ((sign + 9) % 12, true),
        6 => ((sign + 3) % 12, true),
        _ => (raw, false),
    }
}

#[cfg(test)]
mod tests {
    use super::pada;

    #[test]
    fn pada_counts_twice_and_moves_off_the_1st_and_7th() {
        // Lord in the 4th from Aries (Cancer): 4th from Cancer is Libra, the 7th → 4th from Aries.
        assert_eq!(pada(0, 3), (3, true));
        // Lord in the house itself → the 10th.
        assert_eq!(pada(0, 0), (9, true));
        // Lord in the 2nd (Taurus) → Gemini.
        assert_eq!(pada(0, 1), (2, false));
        // Lord in the 7th → 7th from the 7th is the house → 10th.
        assert_eq!(pada(0, 6), (9, true));
    }
}
