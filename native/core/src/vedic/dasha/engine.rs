//! The one engine behind every nakshatra (graha) dasha: a system is a table (its ring of lords,
//! the years of each, how the Moon's nakshatra picks the first lord, how many cycles are listed)
//! and this module turns it into mahadasha spans; [`System`](super::System) nests them, finds the
//! running chain for `/current`, and the answer types serialise them.
//!
//! Three starting rules cover the systems served:
//! - [`StartRule::Cycle`]: counting from a seed nakshatra (forwards or backwards round the 27),
//!   the k-th nakshatra belongs to the k-th lord of the ring, the ring repeating (Vimshottari
//!   from Ashwini, Shodasottari from Pushya, Dwadasottari backwards from Revati ...);
//! - [`StartRule::Remainder`]: the lord is the nakshatra's number plus a constant, modulo the
//!   ring (Yogini: number + 3, counted from Mangala = 1);
//! - [`StartRule::Groups`]: runs of consecutive nakshatras from a seed, one run per lord in ring
//!   order (Ashtottari from Ardra, Shashtihayani from Ashwini);
//! - [`StartRule::StrongestInKendras`]: the first lord is not read from the nakshatra but from the
//!   chart, the strongest graha in the kendras from the lagna (Tara dasha, [`super::tara`]); the
//!   balance is still the part of the Moon's nakshatra still to cross.
//!
//! The balance at birth is the part of the Moon's nakshatra still to cross (or, where the table
//! says so, the part of the lord's whole run of nakshatras), times the first lord's years.

use super::{Birth, Ctx, Period, Span, System};
use crate::zodiac::Graha;

/// How the Moon's nakshatra at birth picks the first lord of the ring.
#[derive(Debug, Clone, Copy)]
pub enum StartRule {
    /// Counting from `seed` (1 = Ashwini ... 27 = Revati), forwards or `backward`, the k-th
    /// nakshatra (seed = 0th) belongs to lord k mod n of the ring.
    Cycle {
        /// Nakshatra number (1..27) of the ring's first lord.
        seed: u8,
        /// Count the nakshatras backwards (against the zodiac) from the seed.
        backward: bool,
    },
    /// Lord (0-based in the ring) = (nakshatra number + `add`) mod n.
    Remainder {
        /// Added to the nakshatra number (1..27) before taking the remainder.
        add: usize,
    },
    /// From `seed`, `counts[i]` consecutive nakshatras belong to lord i of the ring (the counts
    /// add up to 27).
    Groups {
        /// Nakshatra number (1..27) where the first lord's run begins.
        seed: u8,
        /// Number of nakshatras of each lord, in ring order.
        counts: &'static [u8],
        /// The balance is the part of the lord's whole run still to cross (true), or the part
        /// of the birth nakshatra alone (false).
        balance_over_group: bool,
    },
    /// The first lord is the strongest graha in the kendras from the lagna
    /// ([`super::tara::strongest_in_kendras`]); the balance is the part of the Moon's nakshatra still
    /// to cross. No graha in a kendra: no first lord.
    StrongestInKendras,
}

/// A nakshatra dasha system as data.
#[derive(Debug, Clone, Copy)]
pub struct Table {
    /// The ring of lords in dasha order.
    pub lords: &'static [Graha],
    /// Names of the periods where they have their own (the yoginis), in ring order.
    pub names: Option<&'static [&'static str]>,
    /// Years of each lord, in ring order.
    pub years: &'static [f64],
    /// Sum of `years`: the length of one cycle.
    pub total: f64,
    /// How the Moon's nakshatra picks the first lord.
    pub rule: StartRule,
}

impl Table {
    /// The ring as a [`System`] (sub-periods in proportion to the lords' years).
    pub(crate) const fn system(&self) -> System {
        System { lords: self.lords, names: self.names, years: self.years, total: self.total }
    }

    /// Index of the first lord in the ring and the fraction of its period already elapsed at
    /// birth, for a Moon in nakshatra `index` (1..27) having crossed `fraction` of it.
    pub fn first(&self, index: u8, fraction: f64) -> (usize, f64) {
        let n = self.lords.len();
        let nak = index as usize - 1;
        match self.rule {
            StartRule::Cycle { seed, backward } => {
                let seed = seed as usize - 1;
                let k = if backward { (seed + 27 - nak) % 27 } else { (nak + 27 - seed) % 27 };
                (k % n, fraction)
            }
            StartRule::Remainder { add } => ((index as usize + add) % n, fraction),
            // The chart, not the nakshatra, names this lord: see [`Table::start`].
            StartRule::StrongestInKendras => (0, fraction),
            StartRule::Groups { seed, counts, balance_over_group } => {
                let mut k = (nak + 27 - (seed as usize - 1)) % 27;
                for (lord, &count) in counts.iter().enumerate() {
                    let count = count as usize;
                    if k < count {
                        let elapsed = if balance_over_group { (k as f64 + fraction) / count as f64 } else { fraction };
                        return (lord, elapsed);
                    }
                    k -= count;
                }
                unreachable!("the runs of a Groups rule cover the 27 nakshatras")
            }
        }
    }

    /// Index of the first lord and the fraction of its period elapsed at birth, for a birth;
    /// `strongest` is the chart's strongest graha in the kendras, read by
    /// [`StartRule::StrongestInKendras`] only. `None` when the rule finds no first lord.
    pub fn start(&self, b: &Birth, strongest: Option<Graha>) -> Option<(usize, f64)> {
        let fraction = b.moon.nakshatra.fraction_traversed;
        match self.rule {
            StartRule::StrongestInKendras => {
                let lord = strongest?;
                self.lords.iter().position(|&l| l == lord).map(|i| (i, fraction))
            }
            _ => Some(self.first(b.moon.nakshatra.nakshatra_index, fraction)),
        }
    }

    /// The mahadashas from the start of the birth period: `cycles` times round the ring.
    pub fn mahadashas(&self, b: &Birth, year_days: f64, cycles: usize) -> Vec<Span> {
        self.mahadashas_from(self.start(b, None), b, year_days, cycles)
    }

    /// The mahadashas from a first lord and its elapsed fraction (none without a first lord).
    pub fn mahadashas_from(&self, start: Option<(usize, f64)>, b: &Birth, year_days: f64, cycles: usize) -> Vec<Span> {
        let Some((first, elapsed_fraction)) = start else { return Vec::new() };
        let n = self.lords.len();
        let elapsed = elapsed_fraction * self.years[first];
        let mut start = b.jd - elapsed * year_days;
        (0..n * cycles)
            .map(|k| {
                let lord = (first + k) % n;
                let span = Span { lord, start, years: self.years[lord] };
                start += self.years[lord] * year_days;
                span
            })
            .collect()
    }

    /// The chain of periods running at `at` (JD, UT), `levels` deep, for a birth.
    pub(crate) fn running_at(&self, b: &Birth, at: f64, levels: usize, year_days: f64) -> Vec<Period> {
        self.running_from(self.start(b, None), b, at, levels, year_days)
    }

    /// The same from a given first lord and elapsed fraction (no periods without one).
    pub(crate) fn running_from(
        &self,
        start: Option<(usize, f64)>,
        b: &Birth,
        at: f64,
        levels: usize,
        year_days: f64,
    ) -> Vec<Period> {
        let ctx = Ctx { year_days, offset: b.offset };
        // The cycle repeats; enough cycles to reach `at` (the first starts before birth).
        let cycles = 1 + ((at - b.jd) / (self.total * year_days)).ceil().max(0.0) as usize;
        let mds = self.mahadashas_from(start, b, year_days, cycles);
        self.system().running(&mds, at, levels, &ctx)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const RING: [Graha; 9] = crate::zodiac::nakshatra::NAKSHATRA_LORDS;

    #[test]
    fn vimshottari_as_a_cycle_from_ashwini_gives_the_classical_lords() {
        // Classical table: Ashwini, Magha, Mula -> Ketu; Revati -> Mercury; Rohini -> Moon.
        let t = Table {
            lords: &RING,
            names: None,
            years: &[1.0; 9],
            total: 9.0,
            rule: StartRule::Cycle { seed: 1, backward: false },
        };
        for (nak, lord) in
            [(1, Graha::Ketu), (10, Graha::Ketu), (19, Graha::Ketu), (27, Graha::Mercury), (4, Graha::Moon)]
        {
            assert_eq!(RING[t.first(nak, 0.5).0], lord);
        }
    }

    #[test]
    fn groups_cover_the_zodiac_and_measure_the_run() {
        let t = Table {
            lords: &RING[..3],
            names: None,
            years: &[1.0; 3],
            total: 3.0,
            rule: StartRule::Groups { seed: 26, counts: &[10, 9, 8], balance_over_group: true },
        };
        // 26, 27, 1..8 are the first run; half-way through its 2nd nakshatra is 0.15 of it.
        assert_eq!(t.first(27, 0.5), (0, 0.15));
        assert_eq!(t.first(8, 0.0).0, 0);
        assert_eq!(t.first(9, 0.0).0, 1);
        assert_eq!(t.first(25, 0.99).0, 2);
    }
}
