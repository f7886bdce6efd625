//! Ashtakoota (guna milan): the eight kootas from the two Moons, 36 points in all.
//!
//! Tables (facts, with their sources):
//! - varna by the element of the Moon sign (the convention this API states): water Brahmin, fire Kshatriya, earth
//!   Vaishya, air Shudra; 1 point when the boy's varna is at least the girl's.
//! - vashya groups: Aries, Taurus, Sagittarius 15-30, Capricorn 0-15 quadruped (chatushpada);
//!   Gemini, Virgo, Libra, Aquarius, Sagittarius 0-15 human (manava); Cancer, Pisces,
//!   Capricorn 15-30 water (jalachara); Leo wild (vanachara); Scorpio insect (keeta) (Future
//!   Point, "Horoscope Matching" ch. 5). Points: the bride x groom table of Maitreya
//!   (saravali.de, koota pages).
//! - tara: count from each partner's nakshatra to the other's, remainder by 9; 3, 5, 7 (Vipat,
//!   Pratyari, Vadha) are inauspicious; 1.5 points per auspicious direction (Future Point,
//!   "Horoscope Matching", Tara koota).
//! - yoni: the 14 animals of the nakshatras and Maitreya's bride x groom table (saravali.de,
//!   koota_yoni).
//! - graha maitri: Parashari natural friendships (BPHS ch. 3) of the Moon-sign lords: 5 both
//!   friends (or one lord), 4 friend + neutral, 3 both neutral, 1 friend + enemy, 0.5 neutral +
//!   enemy, 0 both enemies.
//! - gana: Deva / Manushya / Rakshasa nakshatras; bride x groom table (saravali.de).
//! - bhakoot: sign distance; 2/12, 5/9 and 6/8 score 0, the rest 7.
//! - nadi: Adi / Madhya / Antya in the zig-zag order of the nakshatras; same nadi 0, else 8.

use super::maitri::{naisargika, Maitri};
use crate::zodiac::Graha;
use crate::zodiac::{NAKSHATRAS, SIGNS};
use serde::Serialize;

/// Koota keys in ashtakoota order, as used in the answers' `kootas` object.
pub const KOOTA_KEYS: [&str; 8] = ["varna", "vashya", "tara", "yoni", "graha_maitri", "gana", "bhakoot", "nadi"];
/// Maximum points of each koota, in the order of `KOOTA_KEYS` (36 in all).
pub const KOOTA_MAX: [u32; 8] = [1, 2, 3, 4, 5, 6, 7, 8];

/// Varna names by rank, highest first (index 0 = Brahmin).
pub const VARNAS: [&str; 4] = ["Brahmin", "Kshatriya", "Vaishya", "Shudra"];

/// Varna rank (0 = Brahmin) of a sign by its element: fire, earth, air, water repeat from Aries.
pub fn varna(sign: usize) -> usize {
    match sign % 4 {
        0 => 1, // fire: Kshatriya
        1 => 2, // earth: Vaishya
        2 => 3, // air: Shudra
        _ => 0, // water: Brahmin
    }
}

/// Vashya group names; `vashya` returns an index into this list.
pub const VASHYAS: [&str; 5] = ["Chatushpada", "Manava", "Jalachara", "Vanachara", "Keeta"];

/// Vashya group of a sidereal Moon longitude (Sagittarius and Capricorn split at 15°).
pub fn vashya(longitude: f64) -> usize {
    let sign = crate::zodiac::sign::sign_index(longitude);
    let second_half = longitude.rem_euclid(30.0) >= 15.0;
    match sign {
        0 | 1 => 0,
        2 | 5 | 6 | 10 => 1,
        3 | 11 => 2,
        4 => 3,
        7 => 4,
        8 => {
            if second_half {
                0
            } else {
                1
            }
        }
        _ => {
            if second_half {
                2
            } else {
                0
            }
        }
    }
}

/// Maitreya's vashya points, bride (row) x groom (column), groups in `VASHYAS` order.
pub const VASHYA_POINTS: [[f64; 5]; 5] = [
    [2.0, 0.5, 1.0, 0.0, 2.0],
    [0.5, 2.0, 0.0, 0.0, 0.0],
    [1.0, 0.0, 2.0, 2.0, 2.0],
    [0.0, 0.0, 2.0, 2.0, 0.0],
    [1.0, 0.0, 1.0, 0.0, 2.0],
];

pub use crate::vedic::tara::{count, of_count as tara};

/// Whether a tara (1..9) is auspicious for the match: all except Vipat (3), Pratyari (5) and Vadha (7).
pub fn tara_auspicious(t: usize) -> bool {
    !crate::vedic::tara::unfavourable(t)
}

/// The 14 yoni animals; `NAKSHATRA_YONI` indexes into this list.
pub const YONIS: [&str; 14] = [
    "Horse", "Elephant", "Sheep", "Serpent", "Dog", "Cat", "Rat", "Cow", "Buffalo", "Tiger", "Deer", "Monkey",
    "Mongoose", "Lion",
];

/// Yoni (index into `YONIS`) of each nakshatra, Ashwini first.
pub const NAKSHATRA_YONI: [usize; 27] =
    [0, 1, 2, 3, 3, 4, 5, 2, 5, 6, 6, 7, 8, 9, 8, 9, 10, 10, 4, 11, 12, 11, 13, 0, 13, 7, 1];

/// Maitreya's yoni points, bride (row) x groom (column) (saravali.de/astrology/koota_yoni.html).
pub const YONI_POINTS: [[u8; 14]; 14] = [
    [4, 2, 2, 3, 2, 2, 2, 1, 0, 1, 3, 3, 2, 1],
    [2, 4, 3, 3, 2, 2, 2, 2, 3, 1, 2, 3, 2, 0],
    [2, 3, 4, 2, 1, 2, 1, 3, 3, 1, 2, 0, 3, 1],
    [3, 3, 2, 4, 2, 1, 1, 1, 1, 2, 2, 2, 0, 2],
    [2, 2, 1, 2, 4, 2, 1, 2, 2, 1, 0, 2, 1, 1],
    [2, 2, 2, 1, 2, 4, 0, 2, 2, 1, 3, 3, 2, 1],
    [2, 2, 1, 1, 1, 0, 4, 2, 2, 2, 2, 2, 1, 2],
    [1, 2, 3, 1, 2, 2, 2, 4, 3, 0, 3, 2, 2, 1],
    [0, 3, 3, 1, 2, 2, 2, 3, 4, 1, 2, 2, 2, 1],
    [1, 1, 1, 2, 1, 1, 2, 0, 1, 4, 1, 1, 2, 1],
    [1, 2, 2, 2, 0, 3, 2, 3, 2, 1, 4, 2, 2, 1],
    [3, 3, 0, 2, 2, 3, 2, 2, 2, 1, 2, 4, 3, 2],
    [2, 2, 3, 0, 1, 2, 1, 2, 2, 2, 2, 3, 4, 2],
    [1, 0, 1, 2, 1, 1, 2, 1, 2, 1, 1, 2, 2, 4],
];

/// Gana names; `NAKSHATRA_GANA` indexes into this list.
pub const GANAS: [&str; 3] = ["Deva", "Manushya", "Rakshasa"];

/// Gana of each nakshatra, Ashwini first (0 Deva, 1 Manushya, 2 Rakshasa).
pub const NAKSHATRA_GANA: [usize; 27] =
    [0, 1, 2, 1, 0, 1, 0, 0, 2, 2, 1, 1, 0, 2, 0, 2, 0, 2, 2, 1, 1, 0, 2, 2, 1, 1, 0];

/// Gana points, bride (row) x groom (column).
pub const GANA_POINTS: [[u8; 3]; 3] = [[6, 6, 0], [5, 6, 0], [1, 0, 6]];

/// Nadi names, Aadi (index 0), Madhya, Antya.
pub const NADIS: [&str; 3] = ["Aadi", "Madhya", "Antya"];

/// Nadi of a nakshatra: Aadi, Madhya, Antya, Antya, Madhya, Aadi, repeating from Ashwini.
pub fn nadi(nakshatra: usize) -> usize {
    [0, 1, 2, 2, 1, 0][nakshatra % 6]
}

/// Bhakoot points from the sign count girl -> boy (1..12).
pub fn bhakoot_points(count: usize) -> u8 {
    match count {
        2 | 12 | 5 | 9 | 6 | 8 => 0,
        _ => 7,
    }
}

/// Graha maitri points of two sign lords.
pub fn maitri_points(boy_lord: Graha, girl_lord: Graha) -> f64 {
    if boy_lord == girl_lord {
        return 5.0;
    }
    let a = naisargika(boy_lord, girl_lord);
    let b = naisargika(girl_lord, boy_lord);
    use Maitri::*;
    match (a, b) {
        (Friend, Friend) => 5.0,
        (Friend, Neutral) | (Neutral, Friend) => 4.0,
        (Neutral, Neutral) => 3.0,
        (Friend, Enemy) | (Enemy, Friend) => 1.0,
        (Neutral, Enemy) | (Enemy, Neutral) => 0.5,
        (Enemy, Enemy) => 0.0,
    }
}

/// A partner's Moon as the kootas read it.
#[derive(Debug, Clone, Copy)]
pub struct MoonKey {
    /// Sidereal longitude of the Moon in degrees, 0 <= x < 360.
    pub longitude: f64,
    /// 0-based.
    pub nakshatra: usize,
    /// Pada of the nakshatra, 1..4.
    pub pada: u8,
    /// 0-based.
    pub sign: usize,
}

impl MoonKey {
    /// The key of a Moon at a sidereal longitude (degrees).
    pub fn of(longitude: f64) -> MoonKey {
        let p = crate::zodiac::NakshatraPlacement::of(longitude);
        MoonKey {
            longitude,
            nakshatra: p.nakshatra_index as usize - 1,
            pada: p.pada,
            sign: crate::zodiac::sign::sign_index(longitude),
        }
    }
}

/// A koota that compares one class of each partner (varna, vashya, yoni, gana, nadi).
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct PairKoota {
    /// Points earned.
    pub score: f64,
    /// Maximum points of this koota.
    pub max: u32,
    /// How the points were reached, in one sentence.
    pub description: String,
    /// The boy's class for this koota (e.g. his varna or yoni animal).
    pub boy: &'static str,
    /// The girl's class for this koota.
    pub girl: &'static str,
}

/// Tara (birth-star) koota.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct TaraKoota {
    /// Points earned: 1.5 for each direction whose tara is auspicious, 0..3.
    pub score: f64,
    /// Maximum points, 3.
    pub max: u32,
    /// The taras of both directions and why they score, in one sentence.
    pub description: String,
    /// Nakshatras counted from the girl's to the boy's, inclusive (1..27).
    pub tara_count: u32,
}

/// Graha maitri koota: natural friendship of the two Moon-sign lords.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct MaitriKoota {
    /// Points earned, 0..5 (half points possible).
    pub score: f64,
    /// Maximum points, 5.
    pub max: u32,
    /// How each lord regards the other, in one sentence.
    pub description: String,
    /// Lord of the boy's Moon sign.
    pub boy_lord: Graha,
    /// Lord of the girl's Moon sign.
    pub girl_lord: Graha,
}

/// Bhakoot koota: the distance between the two Moon signs.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct BhakootKoota {
    /// Points earned: 0 for 2/12, 5/9 or 6/8 sign distances, else 7.
    pub score: f64,
    /// Maximum points, 7.
    pub max: u32,
    /// The sign distance and its verdict, in one sentence.
    pub description: String,
    /// The boy's sidereal Moon sign.
    pub boy_sign: &'static str,
    /// The girl's sidereal Moon sign.
    pub girl_sign: &'static str,
}

/// The eight kootas of ashtakoota matching.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Kootas {
    /// Varna: 1 point when the boy's varna is at least the girl's.
    pub varna: PairKoota,
    /// Vashya: 0..2 points from the bride x groom vashya table.
    pub vashya: PairKoota,
    /// Tara: 1.5 points per auspicious direction, 0..3.
    pub tara: TaraKoota,
    /// Yoni: 0..4 points from the bride x groom yoni table.
    pub yoni: PairKoota,
    /// Graha maitri: 0..5 points from the Moon-sign lords' natural friendship.
    pub graha_maitri: MaitriKoota,
    /// Gana: 0..6 points from the bride x groom gana table.
    pub gana: PairKoota,
    /// Bhakoot: 0 or 7 points from the Moon signs' distance.
    pub bhakoot: BhakootKoota,
    /// Nadi: 8 points for different nadis, 0 for the same.
    pub nadi: PairKoota,
}

impl Kootas {
    /// The eight scores in the order of `KOOTA_KEYS`.
    pub fn scores(&self) -> [f64; 8] {
        [
            self.varna.score,
            self.vashya.score,
            self.tara.score,
            self.yoni.score,
            self.graha_maitri.score,
            self.gana.score,
            self.bhakoot.score,
            self.nadi.score,
        ]
    }
}

fn relation_name(count: usize) -> String {
    let other = (14 - count) % 12;
    let other = if other == 0 { 12 } else { other };
    format!("{count}/{other}")
}

/// The eight kootas of two Moons, the boy's first.
pub fn kootas(boy: MoonKey, girl: MoonKey) -> Kootas {
    Kootas {
        varna: varna_koota(boy, girl),
        vashya: vashya_koota(boy, girl),
        tara: tara_koota(boy, girl),
        yoni: yoni_koota(boy, girl),
        graha_maitri: maitri_koota(boy, girl),
        gana: gana_koota(boy, girl),
        bhakoot: bhakoot_koota(boy, girl),
        nadi: nadi_koota(boy, girl),
    }
}

fn varna_koota(boy: MoonKey, girl: MoonKey) -> PairKoota {
    let (bv, gv) = (varna(boy.sign), varna(girl.sign));
    PairKoota {
        score: if bv <= gv { 1.0 } else { 0.0 },
        max: 1,
        description: format!(
            "Varna (by the Moon sign's element): boy {}, girl {}; the point is earned when the boy's varna is at least the girl's.",
            VARNAS[bv], VARNAS[gv]
        ),
        boy: VARNAS[bv],
        girl: VARNAS[gv],
    }
}

fn vashya_koota(boy: MoonKey, girl: MoonKey) -> PairKoota {
    let (bw, gw) = (vashya(boy.longitude), vashya(girl.longitude));
    PairKoota {
        score: VASHYA_POINTS[gw][bw],
        max: 2,
        description: format!(
            "Vashya (sign groups): boy {}, girl {}; points from the bride x groom vashya table.",
            VASHYAS[bw], VASHYAS[gw]
        ),
        boy: VASHYAS[bw],
        girl: VASHYAS[gw],
    }
}

fn tara_koota(boy: MoonKey, girl: MoonKey) -> TaraKoota {
    let to_boy = count(girl.nakshatra, boy.nakshatra);
    let to_girl = count(boy.nakshatra, girl.nakshatra);
    let (t_boy, t_girl) = (tara(to_boy), tara(to_girl));
    TaraKoota {
        score: 1.5 * (tara_auspicious(t_boy) as u8 + tara_auspicious(t_girl) as u8) as f64,
        max: 3,
        description: format!(
            "Tara: the boy's nakshatra is {to_boy} from the girl's ({} tara), the girl's is {to_girl} from the boy's ({} tara); 1.5 points for each direction that is not Vipat, Pratyari or Vadha.",
            crate::vedic::tara::name(t_boy),
            crate::vedic::tara::name(t_girl)
        ),
        tara_count: to_boy as u32,
    }
}

fn yoni_koota(boy: MoonKey, girl: MoonKey) -> PairKoota {
    let (by, gy) = (NAKSHATRA_YONI[boy.nakshatra], NAKSHATRA_YONI[girl.nakshatra]);
    PairKoota {
        score: YONI_POINTS[gy][by] as f64,
        max: 4,
        description: format!(
            "Yoni: boy {} ({}), girl {} ({}); 4 same animal, 0 sworn enemies.",
            YONIS[by], NAKSHATRAS[boy.nakshatra], YONIS[gy], NAKSHATRAS[girl.nakshatra]
        ),
        boy: YONIS[by],
        girl: YONIS[gy],
    }
}

fn maitri_koota(boy: MoonKey, girl: MoonKey) -> MaitriKoota {
    let (bl, gl) = (SIGNS[boy.sign].lord, SIGNS[girl.sign].lord);
    MaitriKoota {
        score: maitri_points(bl, gl),
        max: 5,
        description: format!(
            "Graha maitri: Moon-sign lords {bl} (boy) and {gl} (girl); {bl} holds {gl} {}, {gl} holds {bl} {} (natural friendship).",
            naisargika(bl, gl).name(),
            naisargika(gl, bl).name()
        ),
        boy_lord: bl,
        girl_lord: gl,
    }
}

fn gana_koota(boy: MoonKey, girl: MoonKey) -> PairKoota {
    let (bg, gg) = (NAKSHATRA_GANA[boy.nakshatra], NAKSHATRA_GANA[girl.nakshatra]);
    PairKoota {
        score: GANA_POINTS[gg][bg] as f64,
        max: 6,
        description: format!("Gana: boy {}, girl {}.", GANAS[bg], GANAS[gg]),
        boy: GANAS[bg],
        girl: GANAS[gg],
    }
}

fn bhakoot_koota(boy: MoonKey, girl: MoonKey) -> BhakootKoota {
    let sign_count = (boy.sign + 12 - girl.sign) % 12 + 1;
    BhakootKoota {
        score: bhakoot_points(sign_count) as f64,
        max: 7,
        description: format!(
            "Bhakoot: the boy's Moon sign is {} from the girl's ({}); 2/12, 5/9 and 6/8 score 0.",
            sign_count,
            relation_name(sign_count)
        ),
        boy_sign: SIGNS[boy.sign].name,
        girl_sign: SIGNS[girl.sign].name,
    }
}

fn nadi_koota(boy: MoonKey, girl: MoonKey) -> PairKoota {
    let (bn, gn) = (nadi(boy.nakshatra), nadi(girl.nakshatra));
    PairKoota {
        score: if bn == gn { 0.0 } else { 8.0 },
        max: 8,
        description: if bn == gn {
            format!("Nadi: both {} nadi, 0 of 8 (nadi dosha; see /v1/milan/nadi-dosha for its exceptions).", NADIS[bn])
        } else {
            format!("Nadi: boy {}, girl {}; different nadis earn 8.", NADIS[bn], NADIS[gn])
        },
        boy: NADIS[bn],
        girl: NADIS[gn],
    }
}

/// The six verdict values and the classical band each falls in. Bands are half-open on the
/// total: [0, 18) very poor, [18, 25) acceptable, [25, 33) good, [33, 36] excellent. The very
/// poor band is split at 12 into very_poor and poor, the good band at 29 into good and very_good.
pub fn verdict(total: f64) -> (&'static str, &'static str, &'static str) {
    if total < 12.0 {
        ("very_poor", "Very poor", "0-17 very poor")
    } else if total < 18.0 {
        ("poor", "Poor", "0-17 very poor")
    } else if total < 25.0 {
        ("acceptable", "Acceptable", "18-24 acceptable")
    } else if total < 29.0 {
        ("good", "Good", "25-32 good")
    } else if total < 33.0 {
        ("very_good", "Very good", "25-32 good")
    } else {
        ("excellent", "Excellent", "33-36 excellent")
    }
}
