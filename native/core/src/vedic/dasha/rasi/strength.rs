//! The stronger of two signs, by the sources of strength the Jaimini rasi dashas use (Sanjay
//! Rath, *Narayana Dasa*; P.V.R. Narasimha Rao, *Vedic Astrology: An Integrated Approach*,
//! §15.5.2 "Stronger rasi"), tried in order until one decides:
//! 1. the sign holding more planets (Sun … Ketu);
//! 2. the sign occupied or aspected (rasi drishti) by more of Jupiter, Mercury and its lord
//!    (a lord in the sign itself counts; a planet that is both Mercury or Jupiter and the lord
//!    counts twice, as PVR counts Mercury as Mercury and as dispositor in the co-lord rule,
//!    §15.5.1: "his dispositor (who is Mercury again). His count is 2"). The lord of Scorpio and
//!    Aquarius counts when either co-lord is there:
//!    PVR's answer to his Exercise 26 counts Rahu's aspect on Aquarius "though Saturn is the
//!    primary/stronger lord";
//! 3. the sign holding an exalted planet when the other holds none;
//! 4. the sign whose lord sits in a sign of the other gender (an odd sign's lord in an even sign
//!    or the reverse) when the other's lord does not;
//! 5. natural strength: dual over fixed over movable;
//! 6. the sign whose lord is further advanced in its sign, Rahu and Ketu measured from the end
//!    of their sign (they move backward; PVR's note to rule 6: Rahu at 9°34' Scorpio has
//!    advanced 20°26').
//!
//! In rules 4 and 6 the lord of Scorpio and Aquarius is the stronger co-lord
//! ([`RasiChart::lord`]; PVR's note to rule 6, "in the case of Aq and Sc, we use the stronger
//! lord"; §15.5.1 makes the stronger co-lord act as the sign's lord).

use super::signs::RasiChart;
use crate::vedic::dignity::exaltation;
use crate::vedic::drishti::rashi_drishti;
use crate::zodiac::{Graha, Sign};

/// The stronger of two signs, and the number (1 … 6) of the rule that decided.
pub fn stronger_sign(chart: &RasiChart, a: Sign, b: Sign) -> (Sign, u8) {
    let (x, y) = (rule_values(chart, a), rule_values(chart, b));
    for (i, (x, y)) in x.iter().zip(&y).enumerate() {
        if x != y {
            return (if x > y { a } else { b }, i as u8 + 1);
        }
    }
    (a, 6)
}

/// What each of the six rules reads for a sign (the larger value is the stronger), so a
/// comparison can be traced rule by rule.
pub fn rule_values(chart: &RasiChart, s: Sign) -> [f64; 6] {
    let tests: [fn(&RasiChart, Sign) -> f64; 6] = [planets, helpers, exalted, other_gender, nature, lord_advance];
    tests.map(|test| test(chart, s))
}

fn planets(c: &RasiChart, s: Sign) -> f64 {
    c.in_sign(s).count() as f64
}

/// Both lords of Scorpio and Aquarius, the one lord of any other sign.
fn lords(s: Sign) -> Vec<Graha> {
    match s {
        Sign::Scorpio => vec![Graha::Mars, Graha::Ketu],
        Sign::Aquarius => vec![Graha::Saturn, Graha::Rahu],
        _ => vec![s.lord()],
    }
}

/// Rule 2 counts three helpers, Jupiter, Mercury and the sign's lord, each occupying or
/// aspecting the sign: a planet that is both (Mercury for Gemini and Virgo, Jupiter for
/// Sagittarius and Pisces) counts for both, as PVR counts Mercury as Mercury and as dispositor
/// ("His count is 2", §15.5.1); the lord of Scorpio or Aquarius is there when either co-lord is.
fn helpers(c: &RasiChart, s: Sign) -> f64 {
    let there = |g: Graha| {
        let at = c.sign_of(g);
        at == s || rashi_drishti(at.index()).contains(&s.index())
    };
    (there(Graha::Jupiter) as u8 + there(Graha::Mercury) as u8 + lords(s).into_iter().any(there) as u8) as f64
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

fn lord_advance(c: &RasiChart, s: Sign) -> f64 {
    let lord = c.lord(s, false);
    let lon = c.grahas.iter().find(|(g, _)| *g == lord).expect("nine").1;
    let degrees = lon - 30.0 * Sign::of(lon).index() as f64;
    if lord.is_node() {
        30.0 - degrees
    } else {
        degrees
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use Sign::*;

    /// A chart of whole signs: each graha at 15° of its sign unless `degrees` says otherwise.
    fn chart(lagna: Sign, signs: [Sign; 9], degrees: &[(Graha, f64)]) -> RasiChart {
        let grahas = Graha::ALL
            .iter()
            .zip(signs)
            .map(|(&g, s)| {
                let d = degrees.iter().find(|(x, _)| *x == g).map_or(15.0, |(_, d)| *d);
                (g, 30.0 * s.index() as f64 + d)
            })
            .collect();
        RasiChart { lagna, grahas, atmakaraka: Graha::Sun, sree_lagna: 0.0, hora_lagna: None }
    }

    #[test]
    fn pvr_exercise_26_chart_12() {
        // P.V.R. Narasimha Rao, *Vedic Astrology: An Integrated Approach* (2000), Chart 12 as the
        // answers to Exercises 25 and 26 (§15.6) place it: Ketu in Aries, Venus in Taurus, Rahu in
        // Libra, Mars and Jupiter in Scorpio, the Sun and Mercury in Sagittarius, the Moon in
        // Capricorn, Saturn in Pisces; lagna Virgo. Order: Sun, Moon, Mars, Mercury, Jupiter,
        // Venus, Saturn, Rahu, Ketu.
        let c =
            chart(Virgo, [Sagittarius, Capricorn, Scorpio, Sagittarius, Scorpio, Taurus, Pisces, Libra, Aries], &[]);
        // Exercise 25: Saturn is the stronger lord of Aquarius (dual sign), Ketu of Scorpio (Mars in it).
        assert_eq!(c.lord(Aquarius, false), Graha::Saturn);
        assert_eq!(c.lord(Scorpio, false), Graha::Ketu);
        // Exercise 26, the stronger of each pair and the rule PVR gives: (1) Ar by rule 2 (Jupiter
        // and Mars aspect it, only Venus Libra); (2)-(4), (6) by rule 1; (5) Aq by rule 2, aspected
        // by the co-lord Rahu "though Saturn is the primary/stronger lord".
        assert_eq!(stronger_sign(&c, Aries, Libra), (Aries, 2));
        assert_eq!(stronger_sign(&c, Taurus, Scorpio), (Scorpio, 1));
        assert_eq!(stronger_sign(&c, Gemini, Sagittarius), (Sagittarius, 1));
        assert_eq!(stronger_sign(&c, Cancer, Capricorn), (Capricorn, 1));
        assert_eq!(stronger_sign(&c, Leo, Aquarius), (Aquarius, 2));
        assert_eq!(stronger_sign(&c, Virgo, Pisces), (Pisces, 1));
    }

    #[test]
    fn pvr_rule_6_measures_the_nodes_from_the_end_of_their_sign() {
        // PVR §15.5.2, note to rule 6: "For Rahu and Ketu, advancement in rasi is measured from
        // the end of the rasi. If Rahu is at 9Sc34, his advancement in Sc is 30° – 9°34' = 20°26'."
        // Leo and Aquarius empty and unaspected by Jupiter, Mercury and their lords, both lords in
        // even signs: a tie up to rule 5. Rahu (with the Moon, so the stronger co-lord of
        // Aquarius) at 9°34' Scorpio has advanced 20°26', the Sun 15° in Virgo: Aquarius.
        let c = chart(
            Aries,
            [Virgo, Scorpio, Sagittarius, Pisces, Pisces, Sagittarius, Gemini, Scorpio, Taurus],
            &[(Graha::Rahu, 9.0 + 34.0 / 60.0), (Graha::Ketu, 9.0 + 34.0 / 60.0)],
        );
        assert_eq!(c.lord(Aquarius, false), Graha::Rahu);
        assert!((rule_values(&c, Aquarius)[5] - (20.0 + 26.0 / 60.0)).abs() < 1e-9);
        assert_eq!(stronger_sign(&c, Leo, Aquarius), (Aquarius, 6));
        // PVR's example for the other planets: Mars at 23°17' Gemini beats Venus at 19°51' Leo.
        let c = chart(
            Aries,
            [Virgo, Scorpio, Gemini, Pisces, Pisces, Leo, Sagittarius, Scorpio, Taurus],
            &[(Graha::Mars, 23.0 + 17.0 / 60.0), (Graha::Venus, 19.0 + 51.0 / 60.0)],
        );
        assert!((rule_values(&c, Aries)[5] - (23.0 + 17.0 / 60.0)).abs() < 1e-9);
        assert!((rule_values(&c, Libra)[5] - (19.0 + 51.0 / 60.0)).abs() < 1e-9);
    }
}
