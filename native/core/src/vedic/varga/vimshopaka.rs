//! Vimshopaka bala (BPHS ch. 7): a 20-point strength from a planet's dignity in each varga of a
//! scheme, weighted per varga.
//!
//! Points in one varga (BPHS): own sign 20, great friend 18, friend 15, neutral 10, enemy 7,
//! great enemy 5, the relationship being the compound (five-fold) one of the planet towards the
//! lord of the sign it occupies in that varga, with the temporary part taken from the rashi
//! chart. Exaltation earns no separate points in BPHS's list; a planet exalted in another's sign
//! scores by its relationship with that sign's lord. The nodes, which have no natural
//! relationships, get no vimshopaka.
//!
//! Weights (BPHS ch. 7; each scheme sums to 20):
//! - shadvarga: D1 6, D2 2, D3 4, D9 5, D12 2, D30 1
//! - saptavarga: D1 5, D2 2, D3 3, D7 2.5, D9 4.5, D12 2, D30 1
//! - dashavarga: D1 3, D2 1.5, D3 1.5, D7 1.5, D9 1.5, D10 1.5, D12 1.5, D16 1.5, D30 1.5, D60 5
//! - shodashavarga: D1 3.5, D2 1, D3 1, D4 0.5, D7 0.5, D9 3, D10 0.5, D12 0.5, D16 2, D20 0.5,
//!   D24 0.5, D27 0.5, D30 1, D40 0.5, D45 0.5, D60 4

use super::{sign_in_varga, Varga};
use crate::vedic::dignity::{compound_from_signs, sign_lord, Relation};
use crate::zodiac::Graha;
use serde::Serialize;

/// Shadvarga scheme: six vargas and their weights (sum 20).
pub const SHADVARGA: [(Varga, f64); 6] =
    [(Varga::D1, 6.0), (Varga::D2, 2.0), (Varga::D3, 4.0), (Varga::D9, 5.0), (Varga::D12, 2.0), (Varga::D30, 1.0)];
/// Saptavarga scheme: seven vargas and their weights (sum 20).
pub const SAPTAVARGA: [(Varga, f64); 7] = [
    (Varga::D1, 5.0),
    (Varga::D2, 2.0),
    (Varga::D3, 3.0),
    (Varga::D7, 2.5),
    (Varga::D9, 4.5),
    (Varga::D12, 2.0),
    (Varga::D30, 1.0),
];
/// Dashavarga scheme: ten vargas and their weights (sum 20).
pub const DASHAVARGA: [(Varga, f64); 10] = [
    (Varga::D1, 3.0),
    (Varga::D2, 1.5),
    (Varga::D3, 1.5),
    (Varga::D7, 1.5),
    (Varga::D9, 1.5),
    (Varga::D10, 1.5),
    (Varga::D12, 1.5),
    (Varga::D16, 1.5),
    (Varga::D30, 1.5),
    (Varga::D60, 5.0),
];
/// Shodashavarga scheme: sixteen vargas and their weights (sum 20).
pub const SHODASHAVARGA: [(Varga, f64); 16] = [
    (Varga::D1, 3.5),
    (Varga::D2, 1.0),
    (Varga::D3, 1.0),
    (Varga::D4, 0.5),
    (Varga::D7, 0.5),
    (Varga::D9, 3.0),
    (Varga::D10, 0.5),
    (Varga::D12, 0.5),
    (Varga::D16, 2.0),
    (Varga::D20, 0.5),
    (Varga::D24, 0.5),
    (Varga::D27, 0.5),
    (Varga::D30, 1.0),
    (Varga::D40, 0.5),
    (Varga::D45, 0.5),
    (Varga::D60, 4.0),
];

/// Points (of 20) for a planet in a varga sign, given the D1 signs of the seven.
pub fn varga_points(planet: usize, varga_sign: usize, d1_signs: &[usize; 7]) -> f64 {
    let lord = sign_lord(varga_sign);
    if lord == Graha::SEVEN[planet] {
        return 20.0;
    }
    let l = Graha::SEVEN.iter().position(|p| *p == lord).expect("sign lords are among the seven");
    match compound_from_signs(Graha::SEVEN[planet], lord, d1_signs[planet], d1_signs[l]).expect("seven") {
        Relation::GreatFriend => 18.0,
        Relation::Friend => 15.0,
        Relation::Neutral => 10.0,
        Relation::Enemy => 7.0,
        Relation::GreatEnemy => 5.0,
    }
}

/// Vimshopaka of one planet (index in [`Graha::SEVEN`]) in a scheme, 0 … 20.
pub fn scheme_score(planet: usize, longitude: f64, d1_signs: &[usize; 7], scheme: &[(Varga, f64)]) -> f64 {
    scheme.iter().map(|&(v, w)| w * varga_points(planet, sign_in_varga(longitude, v).0, d1_signs) / 20.0).sum()
}

/// Vimshopaka bala of one graha in the four schemes, each in points out of 20.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Vimshopaka {
    /// The graha (one of the seven, Sun … Saturn).
    pub name: Graha,
    /// Stable lower-case key of the graha (`sun` … `ketu`).
    pub key: &'static str,
    /// Strength over the six vargas D1, D2, D3, D9, D12, D30; 0 … 20.
    pub shadvarga: f64,
    /// Strength over the seven vargas (shadvarga plus D7); 0 … 20.
    pub saptavarga: f64,
    /// Strength over the ten vargas (saptavarga plus D10, D16, D60); 0 … 20.
    pub dashavarga: f64,
    /// Strength over all sixteen classical vargas; 0 … 20.
    pub shodashavarga: f64,
}

/// Vimshopaka of the seven grahas from their sidereal longitudes (in [`Graha::SEVEN`] order).
pub fn vimshopaka(longitudes: &[f64; 7]) -> Vec<Vimshopaka> {
    let signs: [usize; 7] = std::array::from_fn(|i| crate::zodiac::sign::sign_index(longitudes[i]));
    (0..7)
        .map(|p| Vimshopaka {
            name: Graha::SEVEN[p],
            key: (Graha::SEVEN[p]).key(),
            shadvarga: scheme_score(p, longitudes[p], &signs, &SHADVARGA),
            saptavarga: scheme_score(p, longitudes[p], &signs, &SAPTAVARGA),
            dashavarga: scheme_score(p, longitudes[p], &signs, &DASHAVARGA),
            shodashavarga: scheme_score(p, longitudes[p], &signs, &SHODASHAVARGA),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn weights_sum_to_twenty() {
        for scheme in [&SHADVARGA[..], &SAPTAVARGA[..], &DASHAVARGA[..], &SHODASHAVARGA[..]] {
            assert!((scheme.iter().map(|x| x.1).sum::<f64>() - 20.0).abs() < 1e-12);
        }
    }
}
