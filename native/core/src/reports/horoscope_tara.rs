//! Tara bala of a day for a whole rashi. A person's tara counts the day's nakshatra from the
//! birth nakshatra (1 janma, 2 sampat, 3 vipat, 4 kshema, 5 pratyak, 6 sadhana, 7 naidhana,
//! 8 mitra, 9 parama mitra, then again; Muhurta Chintamani ch. 1). A rashi horoscope has no
//! birth nakshatra, so our documented rule counts the day's nakshatra from EACH nakshatra that
//! has at least one pada in the sign (three for every sign) and calls the day favourable for the
//! sign when most of those taras are favourable (2, 4, 6, 8, 9), adverse when most are
//! adverse (3, 5, 7); janma (1) counts as neither.

use crate::zodiac::nakshatra::{NAKSHATRAS, PADA_SPAN};
use serde::Serialize;

/// Names of the nine taras, from the first (janma) to the ninth.
pub const TARAS: [&str; 9] =
    ["Janma", "Sampat", "Vipat", "Kshema", "Pratyak", "Sadhana", "Naidhana", "Mitra", "Parama Mitra"];

/// The tara of the day's nakshatra counted from one nakshatra of the sign.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct TaraFrom {
    /// The sign's nakshatra the count starts from.
    pub from: &'static str,
    /// The tara's number counted from `from`, 1 (janma) to 9 (parama mitra).
    pub tara: u8,
    pub name: &'static str,
    /// Sampat, kshema, sadhana, mitra and parama mitra are favourable.
    pub favourable: bool,
}

/// The 0-based nakshatras with at least one pada inside the sign `sign` (0-based): each sign
/// holds nine padas, so two whole or partial nakshatras plus one more.
pub fn sign_nakshatras(sign: usize) -> Vec<usize> {
    let first_pada = sign * 9;
    let mut out: Vec<usize> = (first_pada..first_pada + 9).map(|p| p / 4).collect();
    out.dedup();
    debug_assert!((30.0 / PADA_SPAN - 9.0).abs() < 1e-9);
    out
}

/// The tara (1..9) of nakshatra `day` counted from nakshatra `from` (both 0-based).
pub fn tara(from: usize, day: usize) -> u8 {
    ((day + 27 - from) % 27 % 9 + 1) as u8
}

/// The taras of the day's nakshatra (0-based) from each nakshatra of the sign.
pub fn taras_for_sign(sign: usize, day: usize) -> Vec<TaraFrom> {
    sign_nakshatras(sign)
        .into_iter()
        .map(|n| {
            let t = tara(n, day);
            TaraFrom {
                from: NAKSHATRAS[n],
                tara: t,
                name: TARAS[t as usize - 1],
                favourable: matches!(t, 2 | 4 | 6 | 8 | 9),
            }
        })
        .collect()
}

/// The verdict key of a set of taras: `favourable`, `adverse` or `mixed` by the majority rule.
pub fn verdict(taras: &[TaraFrom]) -> &'static str {
    let good = taras.iter().filter(|t| t.favourable).count();
    let bad = taras.iter().filter(|t| matches!(t.tara, 3 | 5 | 7)).count();
    if good * 2 > taras.len() {
        "favourable"
    } else if bad * 2 > taras.len() {
        "adverse"
    } else {
        "mixed"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_sign_has_three_nakshatras_and_taras_cycle_by_nine() {
        for s in 0..12 {
            assert_eq!(sign_nakshatras(s).len(), 3);
        }
        // Aries holds Ashwini, Bharani and the first pada of Krittika (classical table).
        assert_eq!(sign_nakshatras(0), vec![0, 1, 2]);
        assert_eq!(tara(0, 0), 1);
        assert_eq!(tara(0, 9), 1);
        assert_eq!(tara(26, 0), 2);
    }
}
