//! Yoga rules read against the classical definitions, on 20,000 random charts (the rules depend
//! only on the signs, so random longitudes exercise every arrangement):
//! - Sunapha, Anapha, Durudhara are alternatives (BPHS ch. 37-38; B.V. Raman, *Three Hundred
//!   Important Combinations* nos. 2-4): a tara-graha in the 2nd from the Moon only is Sunapha, in
//!   the 12th only Anapha, on both sides Durudhara (and then neither of the one-sided yogas).
//!   Likewise Vesi, Vosi, Ubhayachari from the Sun (BPHS ch. 38; 300IC nos. 16-18).
//! - Neecha Bhanga Raja (Phaladeepika 7.26-27): the canceller (the lord of the debilitation or of
//!   the exaltation sign, or the graha exalted in the debilitation sign) stands in a kendra from
//!   the lagna or from the Moon. The Moon is in the 1st from itself, so "a kendra from the Moon"
//!   cannot make the Moon a canceller: the Moon cancels only from a kendra from the lagna.

use astrology_core::vedic::yoga::{yogas_of, Yoga, YogaInput};

const TARA: [usize; 5] = [2, 3, 4, 5, 6]; // Mars … Saturn in the chart's graha order
const KENDRA: [usize; 4] = [0, 3, 6, 9]; // signs counted from a reference, 0 = the same sign

/// Deterministic xorshift, so a failure names a reproducible chart.
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> f64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 >> 11) as f64 / (1u64 << 53) as f64
    }
}

fn charts(n: usize) -> Vec<YogaInput> {
    let mut r = Rng(0x9e37_79b9_7f4a_7c15);
    (0..n)
        .map(|_| {
            let mut longitudes: [f64; 9] = std::array::from_fn(|_| r.next() * 360.0);
            longitudes[8] = (longitudes[7] + 180.0) % 360.0; // Ketu opposite Rahu
            YogaInput { ascendant: r.next() * 360.0, longitudes }
        })
        .collect()
}

fn sign(lon: f64) -> usize {
    (lon / 30.0) as usize % 12
}

fn has(ys: &[Yoga], key: &str) -> bool {
    ys.iter().any(|y| y.key == key)
}

/// Tara-grahas in the `offset`-th sign from the sign of graha `from`.
fn flank(c: &YogaInput, from: usize, offset: usize) -> bool {
    let s = (sign(c.longitudes[from]) + offset) % 12;
    TARA.iter().any(|&p| p != from && sign(c.longitudes[p]) == s)
}

#[test]
fn one_sided_and_two_sided_flanking_yogas_are_alternatives() {
    for (i, c) in charts(20_000).iter().enumerate() {
        let ys = yogas_of(c);
        for (from, one, other, both) in [(1, "sunapha", "anapha", "durudhara"), (0, "vesi", "vosi", "ubhayachari")] {
            let (second, twelfth) = (flank(c, from, 1), flank(c, from, 11));
            assert_eq!(has(&ys, one), second && !twelfth, "chart {i}: {one}");
            assert_eq!(has(&ys, other), twelfth && !second, "chart {i}: {other}");
            assert_eq!(has(&ys, both), second && twelfth, "chart {i}: {both}");
        }
    }
}

#[test]
fn the_moon_cancels_a_debilitation_only_from_a_kendra_from_the_lagna() {
    // Debilitation and exaltation signs (0 = Aries) of Sun … Saturn, and the sign lords.
    const DEB: [usize; 7] = [6, 7, 3, 11, 9, 5, 0];
    const EX: [usize; 7] = [0, 1, 9, 5, 3, 11, 6];
    const LORD: [usize; 12] = [2, 5, 3, 1, 0, 3, 5, 2, 4, 6, 6, 4];
    let mut fired = 0;
    for (i, c) in charts(20_000).iter().enumerate() {
        let ys = yogas_of(c);
        let lagna = sign(c.ascendant);
        let moon = sign(c.longitudes[1]);
        let in_kendra = |q: usize| {
            let s = sign(c.longitudes[q]);
            KENDRA.contains(&((s + 12 - lagna) % 12)) || (q != 1 && KENDRA.contains(&((s + 12 - moon) % 12)))
        };
        for p in 0..7 {
            let deb = DEB[p];
            if sign(c.longitudes[p]) != deb {
                continue;
            }
            let exalted_there = (0..7).filter(|&q| EX[q] == deb);
            let cancelled = in_kendra(LORD[deb]) || in_kendra(LORD[EX[p]]) || exalted_there.into_iter().any(in_kendra);
            let listed = ys.iter().any(|y| y.key == "neecha_bhanga_raja" && y.planets[0].index() == p);
            assert_eq!(listed, cancelled, "chart {i}: graha {p} debilitated");
            fired += cancelled as usize;
        }
    }
    assert!(fired > 1000, "the rule was exercised ({fired} cancellations)");
}
