//! The ten South Indian poruthams (Tamil marriage matching) of two birth stars: dina, gana,
//! mahendra, stree deergha, yoni, rasi, rasi adhipathi, vasya, rajju and vedha, each agreeing or
//! not, with the count and the minimum set that must agree.
//!
//! Stars are numbered 1..27 from Ashwini and signs 1..12 from Mesha; "count from A to B" is
//! inclusive (the same star counts 1). The rules are the Tamil panchangam rules as PyJHora 4.8.7
//! tabulates them (`jhora/horoscope/match/compatibility.py`, south mode), with three corrections,
//! each written in docs/porutham.md:
//! - gana: Pushya is Deva only (PyJHora also lists it as Manushya); the gana of each star is the
//!   classical table the ashtakoota uses (`koota::NAKSHATRA_GANA`);
//! - rajju: Rohini and Hasta are aaroha (ascending) stars of the neck rajju like Shravana
//!   (PyJHora's list reads `[413, 22]` for `[4, 13, 22]`);
//! - vedha: the thirteen classical vedha pairs (PyJHora's own commented table, with Mrigashira,
//!   Chitra and Dhanishta mutually vedha), not "the two star numbers add to 19, 28 or 37", which
//!   also catches pairs such as Ardra–Hasta that are not vedha.

use super::koota::{MoonKey, GANAS, NAKSHATRA_GANA, NAKSHATRA_YONI, YONIS};
use crate::zodiac::SIGNS;
use serde::Serialize;

/// Count from star `from` to star `to`, both 1..27, inclusive (1..27).
pub fn count_stars(from: usize, to: usize) -> usize {
    (to + 27 - from) % 27 + 1
}

/// Count from sign `from` to sign `to`, both 1..12, inclusive (1..12).
pub fn count_signs(from: usize, to: usize) -> usize {
    (to + 12 - from) % 12 + 1
}

/// Counts from the boy's star to the girl's that give dina porutham.
pub const DINA_COUNTS: [usize; 15] = [2, 4, 6, 8, 9, 11, 13, 15, 17, 18, 20, 21, 24, 25, 26];
/// Girl's star and padas that agree in dina whatever the count (Uttara Phalguni 2-4, Chitra 1-3, Vishakha 1, 2, 4).
pub const DINA_GIRL_PADAS: [(usize, [usize; 3]); 3] = [(12, [2, 3, 4]), (14, [1, 2, 3]), (16, [1, 2, 4])];
/// Stars for which the same star agrees when the girl's sign or pada comes first.
pub const DINA_SAME_STAR: [usize; 8] = [1, 3, 5, 10, 13, 15, 20, 23];
/// (boy, girl) star pairs that agree in dina although the girl is 22nd from the boy.
pub const DINA_22_EXCEPTIONS: [(usize, usize); 12] =
    [(4, 25), (7, 1), (8, 2), (10, 4), (12, 6), (13, 7), (14, 8), (17, 11), (21, 15), (25, 19), (26, 20), (27, 21)];
/// Counts from the girl's star to the boy's that give mahendra porutham.
pub const MAHENDRA_COUNTS: [usize; 8] = [4, 7, 10, 13, 16, 19, 22, 25];
/// Stree deergha agrees when the boy's star is more than this many from the girl's.
pub const STREE_DEERGHA_MIN: usize = 7;
/// Rasi porutham agrees when the boy's sign is more than this many from the girl's.
pub const RASI_MIN: usize = 6;
/// Girl's star above which two Rakshasa stars agree in gana.
pub const GANA_RAKSHASA_GIRL_AFTER: usize = 14;
/// Enemy yonis (indices into `koota::YONIS`): horse–buffalo, elephant–lion, sheep–monkey,
/// serpent–mongoose, serpent–rat, dog–deer, cat–rat, cow–tiger.
pub const YONI_ENEMIES: [(usize, usize); 8] = [(0, 8), (1, 13), (2, 11), (3, 12), (3, 6), (4, 10), (5, 6), (7, 9)];
/// Vasya: for each girl's sign (Mesha first, 0-based) the boy's signs that are vasya to it.
pub const VASYA: [&[usize]; 12] =
    [&[4, 7], &[3, 6], &[5], &[7, 8], &[6], &[2, 11], &[5, 9], &[3], &[11], &[0, 10], &[0], &[9]];
/// Sign lords in the order Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, for each sign (0-based).
pub const SIGN_LORD: [usize; 12] = [2, 5, 3, 1, 0, 3, 5, 2, 4, 6, 6, 4];
/// Rasi adhipathi: for each girl's sign lord (row), the boy's sign lords that agree (1).
pub const ADHIPATHI: [[u8; 7]; 7] = [
    [0, 0, 0, 0, 1, 0, 0],
    [0, 0, 0, 1, 1, 0, 0],
    [0, 0, 0, 1, 0, 1, 0],
    [0, 1, 1, 0, 1, 1, 1],
    [1, 1, 0, 1, 0, 1, 1],
    [0, 0, 1, 1, 1, 0, 1],
    [0, 0, 0, 1, 1, 1, 0],
];
/// Rajju (body part) of each star, 1-based stars: 0 foot, 1 waist, 2 stomach, 3 neck, 4 head.
pub const RAJJU_PARTS: [&str; 5] = ["foot", "waist", "stomach", "neck", "head"];
/// The stars of each rajju (foot, waist, stomach, neck, head).
pub const RAJJU: [&[usize]; 5] =
    [&[1, 9, 10, 18, 19, 27], &[2, 8, 11, 17, 20, 26], &[3, 7, 12, 16, 21, 25], &[4, 6, 13, 15, 22, 24], &[5, 14, 23]];
/// Aaroha (ascending) stars: the first of each rajju's groups, foot to neck.
pub const AAROHA: [usize; 12] = [1, 10, 19, 2, 11, 20, 3, 12, 21, 4, 13, 22];
/// The classical vedha pairs (stars that pierce each other).
pub const VEDHA: [(usize, usize); 15] = [
    (1, 18),
    (2, 17),
    (3, 16),
    (4, 15),
    (5, 23),
    (5, 14),
    (14, 23),
    (6, 22),
    (7, 21),
    (8, 20),
    (9, 19),
    (10, 27),
    (11, 26),
    (12, 25),
    (13, 24),
];
/// Names of the ten poruthams in the order they are answered.
pub const PORUTHAM_KEYS: [&str; 10] =
    ["dina", "gana", "mahendra", "stree_deergha", "yoni", "rasi", "rasi_adhipathi", "vasya", "rajju", "vedha"];

/// A birth star as the poruthams read it: star 1..27, pada 1..4, sign 1..12.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Star {
    /// Nakshatra, 1 = Ashwini … 27 = Revati.
    pub nakshatra: usize,
    /// Pada 1..4.
    pub pada: usize,
    /// Sign, 1 = Mesha … 12 = Meena (the sign of the pada).
    pub sign: usize,
}

impl Star {
    /// The star of a nakshatra (1..27) and pada (1..4); its sign follows (9 padas a sign).
    pub fn new(nakshatra: usize, pada: usize) -> Star {
        Star { nakshatra, pada, sign: ((nakshatra - 1) * 4 + pada - 1) / 9 + 1 }
    }

    /// The star of a Moon as the kootas read it.
    pub fn of(moon: MoonKey) -> Star {
        Star::new(moon.nakshatra + 1, moon.pada as usize)
    }
}

/// Dina (nakshatra) porutham.
pub fn dina(boy: Star, girl: Star) -> bool {
    if DINA_COUNTS.contains(&count_stars(boy.nakshatra, girl.nakshatra)) {
        return true;
    }
    if DINA_GIRL_PADAS.iter().any(|(n, padas)| girl.nakshatra == *n && padas.contains(&girl.pada)) {
        return true;
    }
    if girl.nakshatra == boy.nakshatra {
        if DINA_SAME_STAR.contains(&girl.nakshatra) && (girl.sign < boy.sign || girl.pada < boy.pada) {
            return true;
        }
        if boy.sign < girl.sign {
            return true;
        }
    }
    if girl.sign == boy.sign && boy.nakshatra < girl.nakshatra {
        return true;
    }
    DINA_22_EXCEPTIONS.contains(&(boy.nakshatra, girl.nakshatra))
}

/// Gana porutham: Deva or Manushya with each other, or two Rakshasas when the girl's star is after Chitra.
pub fn gana(boy: Star, girl: Star) -> bool {
    let (b, g) = (NAKSHATRA_GANA[boy.nakshatra - 1], NAKSHATRA_GANA[girl.nakshatra - 1]);
    (b < 2 && g < 2) || (b == 2 && g == 2 && girl.nakshatra > GANA_RAKSHASA_GIRL_AFTER)
}

/// Mahendra porutham: the boy's star 4th, 7th … 25th from the girl's.
pub fn mahendra(boy: Star, girl: Star) -> bool {
    MAHENDRA_COUNTS.contains(&count_stars(girl.nakshatra, boy.nakshatra))
}

/// Stree deergha porutham: the boy's star more than 7 from the girl's.
pub fn stree_deergha(boy: Star, girl: Star) -> bool {
    count_stars(girl.nakshatra, boy.nakshatra) > STREE_DEERGHA_MIN
}

/// Yoni porutham: the two yoni animals are not enemies.
pub fn yoni(boy: Star, girl: Star) -> bool {
    let (b, g) = (NAKSHATRA_YONI[boy.nakshatra - 1], NAKSHATRA_YONI[girl.nakshatra - 1]);
    !YONI_ENEMIES.iter().any(|&(x, y)| (x, y) == (g, b) || (y, x) == (g, b))
}

/// Rasi porutham: the boy's sign 7th or more from the girl's.
pub fn rasi(boy: Star, girl: Star) -> bool {
    count_signs(girl.sign, boy.sign) > RASI_MIN
}

/// Rasi adhipathi porutham: the boy's sign lord agrees with the girl's (Tamil friendship table).
pub fn rasi_adhipathi(boy: Star, girl: Star) -> bool {
    ADHIPATHI[SIGN_LORD[girl.sign - 1]][SIGN_LORD[boy.sign - 1]] == 1
}

/// Vasya porutham: the boy's sign is vasya to the girl's.
pub fn vasya(boy: Star, girl: Star) -> bool {
    VASYA[girl.sign - 1].contains(&(boy.sign - 1))
}

/// Rajju (body part, 0 foot … 4 head) of a star.
pub fn rajju_part(star: usize) -> usize {
    RAJJU.iter().position(|r| r.contains(&star)).expect("every star has a rajju")
}

/// Rajju porutham: different rajjus, or one star aaroha and the other not.
pub fn rajju(boy: Star, girl: Star) -> bool {
    let (b, g) = (AAROHA.contains(&boy.nakshatra), AAROHA.contains(&girl.nakshatra));
    b != g || rajju_part(boy.nakshatra) != rajju_part(girl.nakshatra)
}

/// Vedha porutham: the two stars are not a vedha pair.
pub fn vedha(boy: Star, girl: Star) -> bool {
    let (b, g) = (boy.nakshatra, girl.nakshatra);
    !VEDHA.iter().any(|&(x, y)| (x, y) == (b, g) || (y, x) == (b, g))
}

/// The ten verdicts in the order of [`PORUTHAM_KEYS`].
pub fn verdicts(boy: Star, girl: Star) -> [bool; 10] {
    [
        dina(boy, girl),
        gana(boy, girl),
        mahendra(boy, girl),
        stree_deergha(boy, girl),
        yoni(boy, girl),
        rasi(boy, girl),
        rasi_adhipathi(boy, girl),
        vasya(boy, girl),
        rajju(boy, girl),
        vedha(boy, girl),
    ]
}

/// Where the poruthams' rules come from (also named by /v1/milan/dashakoota).
pub const SOURCE: &str = "Tamil porutham rules as tabulated in PyJHora 4.8.7 (south mode), with the classical gana of \
     Pushya, the aaroha stars of the neck rajju and the classical vedha pairs (docs/porutham.md)";

/// The poruthams that must all agree for the match to be considered: rajju, dina, gana, rasi, yoni.
pub const MINIMUM: [&str; 5] = ["rajju", "dina", "gana", "rasi", "yoni"];

/// One porutham's verdict.
#[derive(Debug, Clone, Serialize, PartialEq)]
#[derive(schemars::JsonSchema)]
pub struct Porutham {
    /// Key, e.g. `dina` or `stree_deergha`.
    pub name: &'static str,
    /// Whether it agrees.
    pub agrees: bool,
    /// What was compared, in one sentence.
    pub reason: String,
}

/// The ten poruthams of a couple.
#[derive(Debug, Clone, Serialize, PartialEq)]
#[derive(schemars::JsonSchema)]
pub struct Poruthams {
    /// The ten, in the order dina, gana, mahendra, stree deergha, yoni, rasi, rasi adhipathi, vasya, rajju, vedha.
    pub poruthams: Vec<Porutham>,
    /// How many of the ten agree.
    pub count: u8,
    /// Out of 10.
    pub max: u8,
    /// Whether the minimum set (rajju, dina, gana, rasi and yoni) all agree.
    pub minimum_met: bool,
    /// The minimum set.
    pub minimum: [&'static str; 5],
    /// Where the rules come from.
    pub source: &'static str,
}

fn reasons(boy: Star, girl: Star) -> [String; 10] {
    let nb = crate::zodiac::NAKSHATRAS[boy.nakshatra - 1];
    let ng = crate::zodiac::NAKSHATRAS[girl.nakshatra - 1];
    let (sb, sg) = (SIGNS[boy.sign - 1].name, SIGNS[girl.sign - 1].name);
    let from_girl = count_stars(girl.nakshatra, boy.nakshatra);
    [
        format!("{ng} (pada {}) is {} from {nb}", girl.pada, count_stars(boy.nakshatra, girl.nakshatra)),
        format!(
            "boy {} ({nb}), girl {} ({ng})",
            GANAS[NAKSHATRA_GANA[boy.nakshatra - 1]],
            GANAS[NAKSHATRA_GANA[girl.nakshatra - 1]]
        ),
        format!("{nb} is {from_girl} from {ng}"),
        format!("{nb} is {from_girl} from {ng}"),
        format!("boy {}, girl {}", YONIS[NAKSHATRA_YONI[boy.nakshatra - 1]], YONIS[NAKSHATRA_YONI[girl.nakshatra - 1]]),
        format!("{sb} is {} from {sg}", count_signs(girl.sign, boy.sign)),
        format!("lords of {sb} and {sg}"),
        format!("{sb} for a girl of {sg}"),
        format!(
            "boy {} rajju{}, girl {} rajju{}",
            RAJJU_PARTS[rajju_part(boy.nakshatra)],
            if AAROHA.contains(&boy.nakshatra) { " (aaroha)" } else { "" },
            RAJJU_PARTS[rajju_part(girl.nakshatra)],
            if AAROHA.contains(&girl.nakshatra) { " (aaroha)" } else { "" }
        ),
        format!("{nb} and {ng}"),
    ]
}

/// The ten poruthams of two birth Moons (the boy's first).
pub fn poruthams(boy: MoonKey, girl: MoonKey) -> Poruthams {
    let (b, g) = (Star::of(boy), Star::of(girl));
    let v = verdicts(b, g);
    let r = reasons(b, g);
    let poruthams: Vec<Porutham> = PORUTHAM_KEYS
        .iter()
        .zip(v.iter().zip(r))
        .map(|(name, (agrees, reason))| Porutham { name, agrees: *agrees, reason })
        .collect();
    let ok = |k: &str| poruthams.iter().any(|p| p.name == k && p.agrees);
    Poruthams {
        count: v.iter().filter(|x| **x).count() as u8,
        max: 10,
        minimum_met: MINIMUM.iter().all(|k| ok(k)),
        minimum: MINIMUM,
        poruthams,
        source: SOURCE,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each of the 27 stars is in exactly one rajju, and vedha is symmetric.
    #[test]
    fn tables_cover_every_star() {
        let mut seen = [0; 28];
        for r in RAJJU {
            for s in r {
                seen[*s] += 1;
            }
        }
        assert!(seen[1..].iter().all(|n| *n == 1));
        for b in 1..=27 {
            for g in 1..=27 {
                assert_eq!(vedha(Star::new(b, 1), Star::new(g, 1)), vedha(Star::new(g, 1), Star::new(b, 1)));
            }
        }
        assert_eq!(Star::new(3, 2).sign, 2); // Krittika 2 is in Vrishabha
        assert_eq!(Star::new(27, 4).sign, 12);
    }
}
