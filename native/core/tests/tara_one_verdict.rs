//! One tara table, one verdict: for every pair of birth and day nakshatras, the muhurta score's
//! tarabala value is the verdict `/v1/transit/tarabala` shows (favourable +1, unfavourable −1,
//! Janma "mixed" 0). Before, muhurta counted Janma as bad while the transit answer called it
//! mixed. The verdicts themselves are B.V. Raman's (*Muhurtha*, Tarabala): Sampat, Kshema,
//! Sadhaka, Mitra, Parama Mitra good; Vipat, Pratyari, Vadha bad; Janma neither.

use astrology_core::vedic::muhurta::tables::tarabala;
use astrology_core::vedic::tara::TaraQuality;
use astrology_core::vedic::transit::tara;

#[test]
fn muhurta_and_transit_agree_on_every_tara() {
    for natal in 0..27 {
        for day in 0..27 {
            let shown = tara(natal, day);
            let (number, value) = tarabala(natal, day);
            assert_eq!(number, shown.number);
            let expected = match shown.quality {
                TaraQuality::Favourable => 1.0,
                TaraQuality::Unfavourable => -1.0,
                TaraQuality::Mixed => 0.0,
            };
            assert_eq!(value, expected, "birth {natal}, day {day}: tara {} ({})", shown.number, shown.name);
        }
    }
    // Raman's good and bad taras, by number.
    let verdict = |n: usize| tara(0, n - 1).quality;
    for n in [2, 4, 6, 8, 9] {
        assert_eq!(verdict(n), TaraQuality::Favourable);
    }
    for n in [3, 5, 7] {
        assert_eq!(verdict(n), TaraQuality::Unfavourable);
    }
    assert_eq!(verdict(1), TaraQuality::Mixed);
}
