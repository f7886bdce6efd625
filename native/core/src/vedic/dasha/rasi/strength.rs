//! The stronger of two signs, by the sources of strength the Jaimini rasi dashas use (Sanjay
//! Rath, *Narayana Dasa*; P.V.R. Narasimha Rao, *Vedic Astrology: An Integrated Approach*,
//! "Strength of rasis"), tried in order until one decides:
//! 1. the sign holding more planets (Sun … Ketu);
//! 2. the sign joined or aspected (rasi drishti) by more of Jupiter, Mercury and its own lord
//!    (each planet counted once);
//! 3. the sign holding an exalted planet when the other holds none;
//! 4. the sign whose lord sits in a sign of the other gender (an odd sign's lord in an even sign
//!    or the reverse) when the other's lord does not;
//! 5. natural strength: dual over fixed over movable;
//! 6. the sign whose lord is further advanced in its own sign.
//!
//! The lord of Scorpio and Aquarius is the stronger co-lord ([`RasiChart::lord`]).

use super::signs::RasiChart;
use crate::vedic::dignity::exaltation;
use crate::vedic::drishti::rashi_drishti;
use crate::zodiac::{Graha, Sign};

/// The stronger of two signs, and the number (1 … 6) of the rule that decided.
pub fn stronger_sign(chart: &RasiChart, a: Sign, b: Sign) -> (Sign, u8) {
    let tests: [fn(&RasiChart, Sign) -> f64; 6] = [planets, helpers, exalted, other_gender, nature, lord_degree];
    for (i, test) in tests.iter().enumerate() {
        let (x, y) = (test(chart, a), test(chart, b));
        if x != y {
            return (if x > y { a } else { b }, i as u8 + 1);
        }
    }
    (a, 6)
}

fn planets(c: &RasiChart, s: Sign) -> f64 {
    c.in_sign(s).count() as f64
}

fn helpers(c: &RasiChart, s: Sign) -> f64 {
    let mut who = vec![Graha::Jupiter, Graha::Mercury, s.lord()];
    who.sort_by_key(|g| g.index());
    who.dedup();
    who.iter()
        .filter(|&&g| {
            let at = c.sign_of(g);
            at == s || rashi_drishti(at.index()).contains(&s.index())
        })
        .count() as f64
}

fn exalted(c: &RasiChart, s: Sign) -> f64 {
    (c.in_sign(s).any(|g| exaltation(g).0 == s.index())) as u8 as f64
}

fn other_gender(c: &RasiChart, s: Sign) -> f64 {
    let lord_at = c.sign_of(c.lord(s, false));
    (s.index() % 2 != lord_at.index() % 2) as u8 as f64
}

fn nature(_: &RasiChart, s: Sign) -> f64 {
    (s.index() % 3) as f64 // movable 0, fixed 1, dual 2
}

fn lord_degree(c: &RasiChart, s: Sign) -> f64 {
    let lord = c.lord(s, false);
    let lon = c.grahas.iter().find(|(g, _)| *g == lord).expect("nine").1;
    lon - 30.0 * Sign::of(lon).index() as f64
}
