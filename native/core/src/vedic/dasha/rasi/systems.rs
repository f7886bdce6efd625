//! The rasi dasha systems served, by the name the API path uses, each with its variants: a
//! variant is the function that works the schedule out for a chart and the rules in words.

use super::signs::RasiChart;
use super::{brahma, chara, drig, kendradi, mandooka, narayana, shoola, sthira, sudasa, trikona, varnada, Built};
use crate::error::{Error, Result};
use crate::zodiac::Graha;
use serde::Serialize;

/// One reading of a system.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Variant {
    /// The `variant` option's value, e.g. `rao`.
    pub key: &'static str,
    /// Whose reading it is.
    pub name: &'static str,
    /// How the first sign, the direction and the years are found.
    pub starting_rule: &'static str,
    /// How a period is divided.
    pub sub_periods: &'static str,
    /// Works the schedule out: chart, birth (JD, UT), days in a dasha year.
    #[serde(skip)]
    #[schemars(skip)]
    pub build: fn(&RasiChart, f64, f64) -> Built,
    /// The graha whose sign starts the dasha, when one does (Brahma for sthira and brahma).
    #[serde(skip)]
    #[schemars(skip)]
    pub seed_graha: Option<fn(&RasiChart) -> Graha>,
    /// True when the schedule reads the hora lagna (varnada), which needs the sunrise: the chart
    /// is given it first, and a birth where the Sun does not rise is refused (422).
    #[serde(skip)]
    #[schemars(skip)]
    pub needs_hora_lagna: bool,
}

/// A rasi dasha system and its variants (the first is the default).
#[derive(Debug, Clone)]
pub struct RasiSystem {
    /// Path name, e.g. `chara`.
    pub slug: &'static str,
    /// Name of its `/current` answer, e.g. `chara-current`.
    pub current: &'static str,
    /// Display name.
    pub name: &'static str,
    /// Its readings, the default first.
    pub variants: &'static [Variant],
}

impl RasiSystem {
    /// The variant of a `variant` option (the default when absent).
    pub fn variant(&self, key: Option<&str>) -> Result<&'static Variant> {
        match key {
            None => Ok(&self.variants[0]),
            Some(k) => self.variants.iter().find(|v| v.key == k).ok_or_else(|| {
                let keys: Vec<&str> = self.variants.iter().map(|v| v.key).collect();
                Error::invalid("variant", format!("{k} is not one of: {}", keys.join(", ")))
            }),
        }
    }
}

const CHARA_SUB_RAO: &str = "twelve equal parts; the antardashas of a sign start from the next sign in the direction \
                             the sign would give as a lagna (forward when its 9th is odd-footed) and end with the sign \
                             itself (K.N. Rao); the same rule at every level";
const CHARA_SUB_IRANGANTI: &str = "twelve equal parts in padakrama from the dasha sign itself: movable signs one by \
                                   one, fixed signs every 6th, dual signs trine by trine, forward from an odd sign and \
                                   backward from an even one (Iranganti Rangacharya); the same rule at every level";

const NARAYANA_SUB: &str =
    "twelve equal parts one by one from the stronger of the signs holding the dasha sign's lord \
                            and the 7th sign's lord, forward from an odd sign and backward from an even one (forward \
                            with Saturn there, reversed with Ketu in the dasha sign), as Jagannatha Hora; the same \
                            rule at every level";
/// The kendradi rule after the seed (shared by both seeds).
macro_rules! kendradi_years {
    () => {
        "forward from an odd seed, backward from an even one (Saturn in the seed forward, then Ketu \
                              in it reverses); the kendras from the seed, then the panapharas, then the apoklimas; \
                              years = signs counted to the lord (stronger co-lord) less one, 12 in own sign, +1 exalted \
                              (not Mercury), -1 debilitated; second cycle 12 minus the first"
    };
}
const KENDRADI_SUB: &str = "twelve equal parts one by one from the dasha sign, forward from an odd sign and backward \
                            from an even one (Saturn in the sign forward, then Ketu in it reverses); the same rule at \
                            every level";

/// The rasi dashas served, in the order the API lists them.
pub const RASI_SYSTEMS: [RasiSystem; 11] = [
    RasiSystem {
    slug: "chara",
    current: "chara-current",
    name: "Chara",
    variants: &[
        Variant {
            key: "rao",
            name: "Jaimini Sutras as taught by K.N. Rao and Sanjay Rath",
            starting_rule: "from the lagna, forward when the 9th from it is odd-footed (Ar, Ta, Ge, Li, Sc, Sg), \
                            backward otherwise; years = signs counted from the dasha sign to its lord (the stronger \
                            co-lord of Scorpio and Aquarius), forward from an odd-footed sign and backward from an \
                            even-footed one, less one; 12 when the lord is in the sign; +1 exalted, -1 debilitated; \
                            second cycle 12 minus the first",
            sub_periods: CHARA_SUB_RAO,
            build: chara::rao,
            seed_graha: None,
            needs_hora_lagna: false,
        },
        Variant {
            key: "iranganti",
            name: "Iranganti Rangacharya",
            starting_rule: "from the lagna, forward when the 9th from it is odd-footed, backward otherwise; years = \
                            signs counted from the dasha sign to its lord (Mars for Scorpio, Saturn for Aquarius), \
                            forward from an odd-footed sign and backward from an even-footed one, less one; 12 when \
                            the lord is in the sign; otherwise +1 exalted, -1 debilitated (none left: 12); second \
                            cycle 12 minus the first",
            sub_periods: CHARA_SUB_IRANGANTI,
            build: chara::iranganti,
            seed_graha: None,
            needs_hora_lagna: false,
        },
    ],
    },
    RasiSystem {
        slug: "narayana",
        current: "narayana-current",
        name: "Narayana",
        variants: &[Variant {
            key: "pvr",
            name: "P.V.R. Narasimha Rao and Sanjay Rath (rasi chart)",
            starting_rule: "from the stronger of the lagna and the 7th; in the direction of the 9th from it (odd-footed \
                            forward); movable seed one by one, fixed every 6th, dual trine by trine; Ketu in the seed \
                            reverses, else Saturn in it makes the order one by one forward; years = signs counted to the \
                            lord (stronger co-lord) less one, 12 in own sign, +1 exalted (not Mercury), -1 debilitated; \
                            second cycle 12 minus the first",
            sub_periods: NARAYANA_SUB,
            build: narayana::narayana,
            seed_graha: None,
            needs_hora_lagna: false,
        }],
    },
    RasiSystem {
        slug: "shoola",
        current: "shoola-current",
        name: "Shoola",
        variants: &[Variant {
            key: "pvr",
            name: "P.V.R. Narasimha Rao",
            starting_rule: "from the stronger of the lagna and the 7th, always forward, 9 years each (108 years)",
            sub_periods: "twelve equal parts forward from the stronger of the sign and the 7th from it; the same rule \
                          at every level",
            build: shoola::shoola,
            seed_graha: None,
            needs_hora_lagna: false,
        },
        Variant {
            key: "niryana",
            name: "Niryana shoola dasa (P.V.R. Narasimha Rao)",
            starting_rule: "from the stronger of the 2nd and the 8th, forward from an odd sign and backward from an even \
                            one; movable signs 7 years, fixed 8, dual 9 (96 years); a second cycle of 12 minus the first, as \
                            Jagannatha Hora",
            sub_periods: NARAYANA_SUB,
            build: shoola::niryana,
            seed_graha: None,
            needs_hora_lagna: false,
        }],
    },
    RasiSystem {
        slug: "trikona",
        current: "trikona-current",
        name: "Trikona",
        variants: &[Variant {
            key: "jhora",
            name: "Jaimini Sutras as Jagannatha Hora computes them",
            starting_rule: "from the strongest of the lagna's trines (1st v 5th, then v 9th), one by one, forward from an \
                            odd sign and backward from an even one; years = signs counted to the lord (stronger \
                            co-lord) less one, 12 in own sign, +1 exalted, -1 debilitated; one cycle",
            sub_periods: "twelve equal parts one by one from the sign itself, forward from an odd sign and backward \
                          from an even one; the same rule at every level",
            build: trikona::trikona,
            seed_graha: None,
            needs_hora_lagna: false,
        }],
    },
    RasiSystem {
        slug: "drig",
        current: "drig-current",
        name: "Drig",
        variants: &[Variant {
            key: "pvr",
            name: "P.V.R. Narasimha Rao (Jaimini Sutras 2.4)",
            starting_rule: "the 9th from the lagna and the three signs it aspects (rasi drishti; counted forward from an \
                            odd-footed sign, backward from an even-footed one), then the 10th and the signs it aspects, \
                            then the 11th and its; years = signs counted to the lord (stronger co-lord) less one, 12 in \
                            own sign, +1 exalted (not Mercury), -1 debilitated; second cycle 12 minus the first",
            sub_periods: "twelve equal parts from the stronger of the dasha sign and its 7th, forward from an odd dasha \
                          sign and backward from an even one: one by one (movable), every 6th sign (fixed), kendras, \
                          panapharas then apoklimas (dual), as Jagannatha Hora; the same rule at every level",
            build: drig::drig,
            seed_graha: None,
            needs_hora_lagna: false,
        }],
    },
    RasiSystem {
        slug: "lagna-kendradi",
        current: "lagna-kendradi-current",
        name: "Lagna kendradi rasi",
        variants: &[
            Variant {
                key: "lagna",
                name: "Lagna kendradi (P.V.R. Narasimha Rao)",
                starting_rule: concat!("from the stronger of the lagna and the 7th, ", kendradi_years!()),
                sub_periods: KENDRADI_SUB,
                build: kendradi::lagna,
                seed_graha: None,
                needs_hora_lagna: false,
            },
            Variant {
                key: "karaka",
                name: "Karaka kendradi (P.V.R. Narasimha Rao)",
                starting_rule: concat!(
                    "from the stronger of the atmakaraka's sign (eight karakas, Rahu counted backward) and the 7th \
                     from it, ",
                    kendradi_years!()
                ),
                sub_periods: KENDRADI_SUB,
                build: kendradi::karaka,
                seed_graha: None,
                needs_hora_lagna: false,
            },
        ],
    },
    RasiSystem {
        slug: "sudasa",
        current: "sudasa-current",
        name: "Sudasa",
        variants: &[Variant {
            key: "pvr",
            name: "P.V.R. Narasimha Rao (from the Sree lagna)",
            starting_rule: "from the Sree lagna's sign, forward from an odd sign and backward from an even one (Saturn \
                            there forward, then Ketu there reverses): the kendras, then the panapharas, then the \
                            apoklimas; years = signs counted to the lord (stronger co-lord) less one, 12 in own sign, \
                            +1 exalted (not Mercury), -1 debilitated; the first dasha only for the part of its sign \
                            the Sree lagna has still to cross (the balance); second cycle 12 minus the full first",
            sub_periods: "twelve equal parts one by one from the stronger of the dasha sign and its 7th, forward from \
                          an even sign and backward from an odd one, as Jagannatha Hora; the same rule at every level",
            build: sudasa::sudasa,
            seed_graha: None,
            needs_hora_lagna: false,
        }],
    },
    RasiSystem {
        slug: "mandooka",
        current: "mandooka-current",
        name: "Mandooka",
        variants: &[Variant {
            key: "rao",
            name: "K.N. Rao's reading (the order as PyJHora lists it)",
            starting_rule: "from the stronger of the lagna and the 7th, forward from an odd sign and backward from an \
                            even one, leaping by kendras: the four signs of the seed's nature (movable, fixed, dual), \
                            then the four of the next nature (movable to dual to fixed) from its first sign (Aries, \
                            Taurus or Gemini); years = signs counted to the lord (stronger co-lord) less one, as in \
                            chara dasha, 12 in own sign, +1 exalted (not Mercury), -1 debilitated; one cycle",
            sub_periods: "twelve equal parts through the mahadashas' order, starting from the dasha sign; the same rule \
                          at every level",
            build: mandooka::mandooka,
            seed_graha: None,
            needs_hora_lagna: false,
        }],
    },
    RasiSystem {
        slug: "sthira",
        current: "sthira-current",
        name: "Sthira",
        variants: &[Variant {
            key: "pvr",
            name: "P.V.R. Narasimha Rao (Jaimini Sutras 2.4), as Jagannatha Hora",
            starting_rule: "from the sign of Brahma, always forward; movable signs 7 years, fixed 8, dual 9 (96 years, \
                            one cycle). Brahma: of the lords of the 6th, 8th and 12th from the stronger of the lagna and \
                            the 7th (not the nodes), the two with most of three marks (own, exalted or natural friend's \
                            sign and not debilitated; an odd sign; the first seven houses from that stronger sign), ties \
                            in house order, then the stronger graha by the co-lord rules",
            sub_periods: "twelve equal parts forward from the dasha sign itself; the same rule at every level",
            build: sthira::sthira,
            seed_graha: Some(sthira::brahma),
            needs_hora_lagna: false,
        }],
    },
    RasiSystem {
        slug: "brahma",
        current: "brahma-current",
        name: "Brahma",
        variants: &[Variant {
            key: "pvr",
            name: "P.V.R. Narasimha Rao (Jaimini Sutras 2.4), the order as PyJHora lists it",
            starting_rule: "from the sign of Brahma (found as for Sthira dasa): forward from it when it is odd, \
                            backward from the 7th sign from it when it is even; years = signs counted to the lord of \
                            the 6th from the dasha sign (stronger co-lord), forward from an odd sign and backward \
                            from an even one, less one, 12 when that lord is in the sign, +1 exalted \
                            (not Mercury), -1 debilitated; one cycle",
            sub_periods: "twelve equal parts forward from the dasha sign itself; the same rule at every level",
            build: brahma::brahma,
            seed_graha: Some(sthira::brahma),
            needs_hora_lagna: false,
        }],
    },
    RasiSystem {
        slug: "varnada",
        current: "varnada-current",
        name: "Varnada",
        variants: &[Variant {
            key: "bphs",
            name: "BPHS (special lagnas), the order and years as PyJHora lists them",
            starting_rule: "from the stronger of the lagna and the hora lagna (BPHS; the strength of signs of the \
                            Narayana seed), one by one, forward from an odd sign and backward from an even one; \
                            years = signs counted forward from the varnada lagna (B.V. Raman's rule, as \
                            /v1/jaimini/special-lagnas) to the dasha sign, less one, 12 for the varnada lagna's own \
                            sign; one cycle (78 years). Hora lagna from the sunrise that began the Vedic day (disc \
                            centre, no refraction)",
            sub_periods: "twelve equal parts forward from the dasha sign itself; the same rule at every level",
            build: varnada::varnada,
            seed_graha: None,
            needs_hora_lagna: true,
        }],
    },
];

/// The system of a path name.
pub fn rasi_system(slug: &str) -> Option<&'static RasiSystem> {
    RASI_SYSTEMS.iter().find(|s| s.slug == slug)
}
