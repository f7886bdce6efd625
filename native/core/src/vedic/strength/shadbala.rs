//! Shadbala, the six-fold strength of the seven grahas (BPHS ch. 27, worked as in B.V. Raman,
//! "Graha and Bhava Balas"). All values in virupas (60 virupas = 1 rupa).
//!
//! [`shadbala_from_input`] is the whole method on explicit inputs (sidereal longitudes, the
//! ascendant and MC, the Sun's hour angle, day/night fractions, weekday and year/month lords),
//! so a printed example can be fed in as printed; [`shadbala`] finds those inputs for a birth.
//!
//! Formula choices (each also stated in the answer's `conventions`):
//! - uchcha: arc from the deep debilitation point ÷ 3 (60 at deep exaltation);
//! - saptavargaja: D1 D2 D3 D7 D9 D12 D30 by the Parashari rules (vedic::varga); in each,
//!   moolatrikona 45 (rasi chart only; by BPHS degree range, or the whole sign with the
//!   `moolatrikona=sign` option: [`Moolatrikona`]), own sign 30, then by the five-fold
//!   compound relationship (vedic::dignity, rasi-chart temporary relation) with the lord of
//!   the varga sign: great friend 20, friend 15, neutral 10, enemy 4, great enemy 2 (BPHS
//!   27.6–9 as translated by Santhanam; the default), or Raman's scale great friend 22.5,
//!   friend 15, neutral 7.5, enemy 3.75, great enemy 1.875 (Graha and Bhava Balas, whose
//!   worked example uses it) — [`ShadbalaSchool`];
//! - ojayugma: 15 for the sign and 15 for the navamsa sign, odd for Sun Mars Mercury Jupiter
//!   Saturn, even for Moon and Venus;
//! - kendradi: whole-sign houses from the ascendant: kendra 60, panaphara 30, apoklima 15;
//! - drekkana: 15 to male grahas (Sun Mars Jupiter) in the 1st decanate, neuter (Mercury
//!   Saturn) in the 2nd, female (Moon Venus) in the 3rd;
//! - dig: arc from the powerless point ÷ 3; powerless points: IC for Sun and Mars (strong in
//!   the 10th), descendant for Jupiter and Mercury, MC for Moon and Venus, ascendant for Saturn
//!   (the actual MC/IC and ascendant degrees, i.e. the bhava madhyas of a quadrant system);
//! - nathonnatha: from the Sun's hour angle: Sun Jupiter Venus get (arc of the Sun from the
//!   lower meridian) ÷ 3, Moon Mars Saturn 60 minus that, Mercury always 60;
//! - paksha: elongation of the Moon from the Sun e (0–180°): benefics (Moon, Jupiter, Venus
//!   and Mercury when benefic) e/3, malefics (Sun, Mars, Saturn, Mercury when malefic)
//!   60 − e/3; the Moon's value doubled (Raman);
//! - Mercury's nature (paksha and drik): malefic when the malefics in its rasi (Sun, Mars,
//!   Saturn, the waning Moon) outnumber the benefics there (Jupiter, Venus, the waxing
//!   Moon), otherwise benefic (BPHS 3; Raman's worked example counts Mercury, joined with the
//!   Sun, as a malefic in both paksha and drik bala);
//! - tribhaga: day and night each in three equal parts (sunrise/sunset of the chart's sunrise
//!   definition): Mercury, Sun, Saturn rule the day thirds, Moon, Venus, Mars the night thirds;
//!   the ruler gets 60; Jupiter always 60;
//! - abda 15, masa 30, vara 45, hora 60 to the lord of the year, month, weekday and hour.
//!   Year and month lords from the Surya Siddhanta ahargana A, the days from creation counted
//!   to and including the Vedic day of birth (sunrise to sunrise); Raman (Graha and Bhava
//!   Balas, Examples 20–22) gives A = 714,404,130,045 for 16 Oct 1918, which fixes the count
//!   (his condensed epoch, Wednesday 2 May 1827, is day 1 of a 360-day year of that count).
//!   With E = A − 1 days elapsed (day 0 a Sunday): year lord = weekday lord of day
//!   E − E mod 360, month lord = weekday lord of day E − E mod 30, weekday lord = of day E.
//!   Hora: one-hour horas from sunrise, the first ruled by the weekday lord, then in
//!   Chaldean order (Raman);
//! - ayana: (24° + kranti) × 60/48 with kranti the declination of the tropical ecliptic point
//!   (latitude ignored) for an obliquity of 24° (Surya Siddhanta's parama kranti, as Raman
//!   computes it; the formula's 24 is that same value), counted positive north for Sun Mars Jupiter Venus,
//!   positive south for Moon and Saturn, |kranti| for Mercury; the Sun's value doubled;
//! - yuddha: when two of Mars Mercury Jupiter Venus Saturn are within 1° of longitude
//!   (vedic::yuddha), the winner is the one further north in latitude (the default, as
//!   `/v1/chart/graha-yuddha`) or the one with the larger sthana + dig + kala before yuddha
//!   ([`WarVictor`]); the difference of those sums divided by the difference of their disc
//!   diameters (Mars 9.4″, Mercury 6.6″, Jupiter 190.4″, Venus 16.6″, Saturn 158″) is added
//!   to the winner and taken from the loser (Raman);
//! - cheshta: Sun = its ayana bala, Moon = its paksha bala (BPHS; the `raman` school gives
//!   them no separate cheshta bala, as Raman's totals do); Mars to Saturn: the cheshta
//!   kendra is the arc between the seeghrochcha and the mean of the planet's mean and true
//!   longitudes, ÷ 3. Mean longitudes are modern mean elements (Meeus, Astronomical Algorithms
//!   table 31.A, mean equinox of date) by default, or Raman's tables ([`CheshtaMeans`],
//!   [`super::mean_tables`], sidereal, with the sidereal true longitude): for Mars, Jupiter
//!   and Saturn the mean planet is its heliocentric mean longitude and the seeghrochcha the
//!   mean Sun; for Mercury and Venus the mean planet is the mean Sun and the seeghrochcha the
//!   planet's heliocentric mean longitude; true = apparent geocentric tropical longitude;
//! - naisargika: 60, 51.43, 17.14, 25.70, 34.28, 42.85, 8.57 (Sun … Saturn: 60·k/7);
//! - drik: BPHS drishti in virupas by the arc from the aspecting to the aspected graha (0 to
//!   30°: 0; 30–60: (d−30)/2; 60–90: d−45; 90–120: 30+(120−d)/2; 120–150: 150−d; 150–180:
//!   2(d−150); 180–300: (300−d)/2; over 300: 0), with Raman's additions for the special aspects
//!   (Mars +15 in 90–120 and 210–240, Jupiter +30 in 120–150 and 240–270, Saturn +45 in 60–90
//!   and 270–300, each capped at 60); drik bala = ¼ (aspects of benefics − aspects of
//!   malefics); benefics Jupiter, Venus, the waxing Moon and Mercury when benefic (above),
//!   malefics Sun, Mars, Saturn, the waning Moon and Mercury when malefic.

use super::mean_tables;
use super::method::{CheshtaMeans, Moolatrikona, ShadbalaMethod, ShadbalaSchool, WarVictor};
use crate::vedic::dignity::{compound_from_signs, in_moolatrikona, moolatrikona, own_signs, sign_lord};
use crate::vedic::varga::{sign_in_varga, Varga};
use crate::vedic::yuddha::{wars_among, Combatant, WarRule};
use crate::zodiac::sign::sign_index;
use crate::zodiac::Graha;
use serde::{Deserialize, Serialize};

/// The seven grahas with a shadbala, Sun … Saturn; the index order of every array here.
pub const PLANETS: [Graha; 7] = Graha::SEVEN;
/// Deep exaltation points (sidereal longitude), Sun … Saturn (BPHS).
pub const DEEP_EXALTATION: [f64; 7] = [10.0, 33.0, 298.0, 165.0, 95.0, 357.0, 200.0];
/// BPHS minimum required shadbala in rupas.
pub const MINIMUM_RUPAS: [f64; 7] = [6.5, 6.0, 5.0, 7.0, 6.5, 5.5, 5.0];
/// Naisargika (natural) bala in virupas, Sun … Saturn: 60·k/7 from Saturn (k = 1) to the Sun (k = 7).
pub const NAISARGIKA: [f64; 7] =
    [60.0, 60.0 * 6.0 / 7.0, 60.0 * 2.0 / 7.0, 60.0 * 3.0 / 7.0, 60.0 * 4.0 / 7.0, 60.0 * 5.0 / 7.0, 60.0 / 7.0];
/// Disc diameters in arcseconds used for yuddha bala (Raman), Mars … Saturn at index 2 … 6.
const DIAMETER: [f64; 7] = [0.0, 0.0, 9.4, 6.6, 190.4, 16.6, 158.0];
const SAPTAVARGA: [Varga; 7] = [Varga::D1, Varga::D2, Varga::D3, Varga::D7, Varga::D9, Varga::D12, Varga::D30];
/// Chaldean order as indices into PLANETS: Saturn, Jupiter, Mars, Sun, Venus, Mercury, Moon.
const CHALDEAN: [usize; 7] = [6, 4, 2, 0, 5, 3, 1];
/// Surya Siddhanta ahargana (days from creation, counted to and including the day) of the
/// civil day with Julian Day Number [`AHARGANA_ANCHOR_JDN`]: 16 Oct 1918 (B.V. Raman, Graha
/// and Bhava Balas, Examples 20–22).
pub const AHARGANA_ANCHOR: i64 = 714_404_130_045;
/// Julian Day Number of the civil day 16 Oct 1918, the day of [`AHARGANA_ANCHOR`].
pub const AHARGANA_ANCHOR_JDN: i64 = 2_421_883;

/// Everything the method needs, in explicit form.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct ShadbalaInput {
    /// Sidereal longitudes, Sun … Saturn.
    pub longitudes: [f64; 7],
    /// Tropical longitudes, Sun … Saturn (for kranti and cheshta); sidereal + ayanamsa.
    pub tropical_longitudes: [f64; 7],
    /// Sidereal ascendant and MC, degrees of longitude.
    pub ascendant: f64,
    /// Sidereal MC (midheaven) in degrees, 0 <= x < 360.
    pub mc: f64,
    /// Hour angle of the Sun in degrees, 0 at upper culmination, increasing westward.
    pub sun_hour_angle: f64,
    /// Whether the birth is between sunrise and sunset, and the fraction (0–1) of the day or
    /// night elapsed.
    pub daytime: bool,
    /// Fraction (0–1) of the day (sunrise to sunset) or night (sunset to next sunrise) elapsed at birth.
    pub fraction_of_period: f64,
    /// Hours since the sunrise of the Vedic day.
    pub hours_since_sunrise: f64,
    /// Surya Siddhanta ahargana of the Vedic day of birth: days from creation, counted to and
    /// including that day (see [`AHARGANA_ANCHOR`]).
    pub ahargana: i64,
    /// Julian centuries (TT) from J2000, for the modern mean longitudes.
    pub centuries_tt: f64,
    /// The moment (Julian day, UT), for the mean longitudes of Raman's tables.
    pub jd_ut: f64,
    /// Ecliptic latitudes, Sun … Saturn (who wins a war by latitude).
    pub latitudes: [f64; 7],
    /// The readings of the method (see [`ShadbalaMethod`]).
    #[serde(flatten)]
    pub method: ShadbalaMethod,
}

/// Sthana (positional) bala and its five parts, in virupas.
#[derive(Debug, Clone, Default, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Sthana {
    /// Uchcha bala: arc from the deep debilitation point ÷ 3, 0–60.
    pub uchcha: f64,
    /// Saptavargaja bala, virupas: dignity in the seven vargas D1 D2 D3 D7 D9 D12 D30, summed.
    pub saptavargaja: f64,
    /// Ojayugma bala: 15 each for an odd/even rasi and navamsa sign as the graha prefers, 0–30.
    pub ojayugma: f64,
    /// Kendradi bala: 60 in a kendra, 30 in a panaphara, 15 in an apoklima house.
    pub kendradi: f64,
    /// Drekkana bala, virupas: 15 when in the decanate of its gender, else 0.
    pub drekkana: f64,
    /// Sum of the five parts.
    pub total: f64,
}

/// Kala (temporal) bala and its parts, in virupas.
#[derive(Debug, Clone, Default, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Kala {
    /// Nathonnatha (day/night) bala from the Sun's hour angle, 0–60 (Mercury always 60).
    pub nathonnatha: f64,
    /// Paksha (lunar phase) bala, 0–60 (the Moon's doubled, 0–120).
    pub paksha: f64,
    /// Tribhaga bala: 60 to the ruler of the third of the day or night, and always to Jupiter; else 0.
    pub tribhaga: f64,
    /// Abda bala: 15 to the lord of the year, else 0.
    pub abda: f64,
    /// Masa bala: 30 to the lord of the month, else 0.
    pub masa: f64,
    /// Vara bala: 45 to the lord of the weekday, else 0.
    pub vara: f64,
    /// Hora bala: 60 to the lord of the hour, else 0.
    pub hora: f64,
    /// Ayana bala from the declination (kranti), 0–60 (the Sun's doubled, 0–120).
    pub ayana: f64,
    /// Yuddha bala, virupas: gained by the winner, lost (negative) by the loser of a planetary war; 0 otherwise.
    pub yuddha: f64,
    /// Sum of the parts, yuddha included.
    pub total: f64,
}

/// The six balas of one graha, their total and its verdict against the BPHS minimum.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct PlanetShadbala {
    /// The graha, Sun … Saturn.
    pub planet: Graha,
    /// Stable lower-case key of `planet` (`sun` … `ketu`).
    pub planet_key: &'static str,
    /// Sthana (positional) bala with its parts, virupas.
    pub sthana: Sthana,
    /// Dig (directional) bala: arc from the graha's powerless point ÷ 3, 0–60 virupas.
    pub dig: f64,
    /// Kala (temporal) bala with its parts, virupas.
    pub kala: Kala,
    /// Cheshta (motional) bala, virupas (see `conventions.cheshta` for the Sun and the Moon).
    pub cheshta: f64,
    /// Naisargika (natural) bala, virupas: fixed per graha, 60 for the Sun to 8.57 for Saturn.
    pub naisargika: f64,
    /// Drik (aspectual) bala: ¼ of benefic minus malefic aspects received, virupas (may be negative).
    pub drik: f64,
    /// Sum of the six, virupas.
    pub total_virupas: f64,
    /// The total in rupas (total_virupas ÷ 60).
    pub total_rupas: f64,
    /// BPHS minimum total for this graha, in rupas.
    pub minimum_rupas: f64,
    /// total_rupas ÷ minimum_rupas; 1 or more = strong enough.
    pub ratio: f64,
    /// Whether total_rupas reaches minimum_rupas.
    pub is_strong: bool,
    /// 1 = strongest by ratio.
    pub rank: u8,
}

/// The lords of the birth's year, month, weekday and hour, as kala bala uses them.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct TimeLords {
    /// Lord of the Surya Siddhanta year (abda bala).
    pub year_lord: Graha,
    /// Lord of the Surya Siddhanta month (masa bala).
    pub month_lord: Graha,
    /// Lord of the weekday, the Vedic day running from sunrise (vara bala).
    pub weekday_lord: Graha,
    /// Lord of the hour (one-hour horas from sunrise, Chaldean order; hora bala).
    pub hora_lord: Graha,
    /// Surya Siddhanta ahargana of the Vedic day of birth: days from creation, counted to and including it.
    pub ahargana: i64,
}

fn arc(a: f64, b: f64) -> f64 {
    let d = (a - b).rem_euclid(360.0);
    if d > 180.0 {
        360.0 - d
    } else {
        d
    }
}

fn wrap180(x: f64) -> f64 {
    (x + 180.0).rem_euclid(360.0) - 180.0
}

/// Uchcha bala of graha `p` at sidereal longitude `lon` (degrees): arc from deep debilitation ÷ 3, 0–60 virupas.
pub fn uchcha(p: usize, lon: f64) -> f64 {
    arc(lon, DEEP_EXALTATION[p] + 180.0) / 3.0
}

/// Virupas for one varga placement.
fn varga_points(p: usize, varga: Varga, lon: f64, rasi_signs: &[usize; 7], method: ShadbalaMethod) -> f64 {
    let name = PLANETS[p];
    let in_mt = match method.moolatrikona {
        Moolatrikona::Degrees => in_moolatrikona(name, lon),
        Moolatrikona::Sign => moolatrikona(name).is_some_and(|(sign, _, _)| sign == sign_index(lon)),
    };
    if varga == Varga::D1 && in_mt {
        return 45.0;
    }
    let (vs, _) = sign_in_varga(lon, varga);
    if own_signs(name).contains(&vs) {
        return 30.0;
    }
    let lord = sign_lord(vs);
    let l = PLANETS.iter().position(|q| *q == lord).expect("sign lords are among the seven");
    use crate::vedic::dignity::Relation::*;
    let relation = compound_from_signs(name, lord, rasi_signs[p], rasi_signs[l]);
    let points = match method.school {
        ShadbalaSchool::Bphs => [20.0, 15.0, 10.0, 4.0, 2.0],
        ShadbalaSchool::Raman => [22.5, 15.0, 7.5, 3.75, 1.875],
    };
    match relation {
        Some(GreatFriend) => points[0],
        Some(Friend) => points[1],
        Some(Neutral) | None => points[2],
        Some(Enemy) => points[3],
        Some(GreatEnemy) => points[4],
    }
}

/// Saptavargaja bala of graha `p` at sidereal longitude `lon`, in virupas; `rasi_signs` are the
/// seven grahas' rasi signs (0 = Aries), for the compound relationships.
pub fn saptavargaja(p: usize, lon: f64, rasi_signs: &[usize; 7], method: ShadbalaMethod) -> f64 {
    SAPTAVARGA.iter().map(|&v| varga_points(p, v, lon, rasi_signs, method)).sum()
}

fn is_odd(sign: usize) -> bool {
    sign.is_multiple_of(2)
}

/// Ojayugma bala of graha `p` at sidereal longitude `lon`: 0, 15 or 30 virupas.
pub fn ojayugma(p: usize, lon: f64) -> f64 {
    let wants_odd = !(p == 1 || p == 5);
    let rasi = sign_index(lon);
    let (nav, _) = sign_in_varga(lon, Varga::D9);
    [rasi, nav].iter().filter(|&&s| is_odd(s) == wants_odd).count() as f64 * 15.0
}

/// Kendradi bala of a sidereal longitude for an ascendant (whole-sign houses): 60, 30 or 15 virupas.
pub fn kendradi(lon: f64, asc: f64) -> f64 {
    let house = (sign_index(lon) + 12 - sign_index(asc)) % 12; // 0 = 1st
    match house % 3 {
        0 => 60.0,
        1 => 30.0,
        _ => 15.0,
    }
}

/// Drekkana bala of graha `p` at sidereal longitude `lon`: 15 or 0 virupas.
pub fn drekkana(p: usize, lon: f64) -> f64 {
    let dec = ((lon.rem_euclid(30.0)) / 10.0) as usize;
    let wanted = match p {
        0 | 2 | 4 => 0,
        3 | 6 => 1,
        _ => 2,
    };
    if dec.min(2) == wanted {
        15.0
    } else {
        0.0
    }
}

/// Dig bala of graha `p` at sidereal longitude `lon` with the sidereal ascendant and MC: 0–60 virupas.
pub fn dig(p: usize, lon: f64, asc: f64, mc: f64) -> f64 {
    let weak = match p {
        0 | 2 => mc + 180.0,
        4 | 3 => asc + 180.0,
        1 | 5 => mc,
        _ => asc,
    };
    arc(lon, weak) / 3.0
}

/// BPHS drishti of an aspecting graha over an arc `d` (aspected − aspecting, 0–360), in virupas.
pub fn drishti(aspecting: usize, d: f64) -> f64 {
    let d = d.rem_euclid(360.0);
    let base = if d < 30.0 {
        0.0
    } else if d < 60.0 {
        (d - 30.0) / 2.0
    } else if d < 90.0 {
        d - 45.0
    } else if d < 120.0 {
        30.0 + (120.0 - d) / 2.0
    } else if d < 150.0 {
        150.0 - d
    } else if d < 180.0 {
        2.0 * (d - 150.0)
    } else if d < 300.0 {
        (300.0 - d) / 2.0
    } else {
        0.0
    };
    let extra = match aspecting {
        2 if (90.0..120.0).contains(&d) || (210.0..240.0).contains(&d) => 15.0,
        4 if (120.0..150.0).contains(&d) || (240.0..270.0).contains(&d) => 30.0,
        6 if (60.0..90.0).contains(&d) || (270.0..300.0).contains(&d) => 45.0,
        _ => 0.0,
    };
    (base + extra).min(60.0)
}

/// Heliocentric mean longitudes (tropical, mean equinox of date) of Mercury, Venus, Earth,
/// Mars, Jupiter, Saturn: Meeus, Astronomical Algorithms, table 31.A.
fn mean_longitude(body: usize, t: f64) -> f64 {
    let (a, b) = match body {
        3 => (252.250_906, 149_474.072_249_1),
        5 => (181.979_801, 58_519.213_030_2),
        2 => (355.433_000, 19_141.696_447_1),
        4 => (34.351_519, 3_036.302_774_8),
        6 => (50.077_444, 1_223.511_068_6),
        _ => (100.466_457, 36_000.769_827_8), // Earth
    };
    (a + b * t).rem_euclid(360.0)
}

/// Mean planet and seeghrochcha (tropical, mean equinox of date) of Mars … Saturn (p = 2 … 6).
pub fn mean_and_seeghrochcha(p: usize, t: f64) -> (f64, f64) {
    let mean_sun = (mean_longitude(99, t) + 180.0).rem_euclid(360.0);
    match p {
        3 | 5 => (mean_sun, mean_longitude(p, t)),
        _ => (mean_longitude(p, t), mean_sun),
    }
}

/// Cheshta kendra from the true and mean longitudes and the seeghrochcha (one frame, any
/// zodiac): the arc between the seeghrochcha and the mean of the mean and true longitudes.
pub fn cheshta_kendra_from(true_longitude: f64, mean: f64, seeghrochcha: f64) -> f64 {
    let average = mean + wrap180(true_longitude - mean) / 2.0;
    arc(seeghrochcha, average)
}

/// Cheshta kendra of Mars … Saturn (p = 2 … 6) with the modern mean elements.
pub fn cheshta_kendra(p: usize, true_tropical: f64, t: f64) -> f64 {
    let (mean, seeghrochcha) = mean_and_seeghrochcha(p, t);
    cheshta_kendra_from(true_tropical, mean, seeghrochcha)
}

/// Kranti of a tropical ecliptic longitude (latitude ignored) with the Surya Siddhanta's
/// greatest declination of 24°, the value the ayana formula's 24 stands for (Raman computes his
/// kranti the same way), so that ayana bala runs from exactly 0 to 60.
pub const PARAMA_KRANTI: f64 = 24.0;

fn kranti(tropical: f64, _t: f64) -> f64 {
    (PARAMA_KRANTI.to_radians().sin() * tropical.to_radians().sin()).asin().to_degrees()
}

/// Ayana bala of graha `p` at tropical longitude `tropical` (degrees), in virupas; `t` is unused.
pub fn ayana(p: usize, tropical: f64, t: f64) -> f64 {
    let k = kranti(tropical, t);
    let signed = match p {
        1 | 6 => -k,
        3 => k.abs(),
        _ => k,
    };
    let v = (24.0 + signed) * 60.0 / 48.0;
    if p == 0 {
        2.0 * v
    } else {
        v
    }
}

/// Surya Siddhanta ahargana (counted to and including the day) of a civil day by its Julian
/// Day Number.
pub fn ahargana_of_jdn(jdn: i64) -> i64 {
    jdn - AHARGANA_ANCHOR_JDN + AHARGANA_ANCHOR
}

/// The year, month, weekday and hora lords of the input's day and hour, as indices into [`PLANETS`].
pub fn time_lords(input: &ShadbalaInput) -> (usize, usize, usize, usize) {
    let elapsed = input.ahargana - 1;
    let weekday_of = |day: i64| day.rem_euclid(7) as usize; // creation day 0 a Sunday; 0 = Sunday
    let year = weekday_of(elapsed - elapsed.rem_euclid(360));
    let month = weekday_of(elapsed - elapsed.rem_euclid(30));
    let weekday = weekday_of(elapsed);
    // Weekday lords in weekday order are Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn = PLANETS.
    let first = CHALDEAN.iter().position(|&q| q == weekday).expect("weekday lord in Chaldean order");
    let hours = input.hours_since_sunrise.max(0.0).floor() as usize;
    let hora = CHALDEAN[(first + hours) % 7];
    (year, month, weekday, hora)
}

/// Which way the Moon and Mercury count (paksha and drik bala).
#[derive(Debug, Clone, Copy, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Natures {
    /// Whether the Moon is waxing (less than 180° ahead of the Sun).
    pub moon_waxing: bool,
    /// Whether Mercury counts as a benefic (see [`mercury_is_benefic`]).
    pub mercury_benefic: bool,
}

/// Mercury is benefic unless the malefics in its rasi (Sun, Mars, Saturn, the waning Moon)
/// outnumber the benefics there (Jupiter, Venus, the waxing Moon).
pub fn mercury_is_benefic(longitudes: &[f64; 7]) -> bool {
    let waxing = (longitudes[1] - longitudes[0]).rem_euclid(360.0) < 180.0;
    let sign = sign_index(longitudes[3]);
    let (mut malefics, mut benefics) = (0, 0);
    for (p, &lon) in longitudes.iter().enumerate() {
        if p == 3 || sign_index(lon) != sign {
            continue;
        }
        match p {
            4 | 5 => benefics += 1,
            1 if waxing => benefics += 1,
            _ => malefics += 1,
        }
    }
    malefics <= benefics
}

/// The result of [`shadbala_from_input`].
pub struct ShadbalaOutput {
    /// Shadbala of the seven grahas, Sun … Saturn, with their ranks.
    pub planets: Vec<PlanetShadbala>,
    /// The year, month, weekday and hora lords used.
    pub lords: TimeLords,
    /// The natures of the Moon and Mercury used.
    pub natures: Natures,
}

/// Shadbala of the seven grahas from explicit inputs: the whole method, without any ephemeris.
pub fn shadbala_from_input(input: &ShadbalaInput) -> ShadbalaOutput {
    let lon = &input.longitudes;
    let rasi_signs: [usize; 7] = lon.map(sign_index);
    let elongation = arc(lon[1], lon[0]);
    let waxing = (lon[1] - lon[0]).rem_euclid(360.0) < 180.0;
    let mercury_benefic = mercury_is_benefic(lon);
    let (year, month, weekday, hora) = time_lords(input);

    let sthana: Vec<Sthana> = (0..7).map(|p| sthana_of(p, input, &rasi_signs)).collect();
    let digs: [f64; 7] = std::array::from_fn(|p| dig(p, lon[p], input.ascendant, input.mc));
    let lords = [year, month, weekday, hora];
    let mut kala: Vec<Kala> = (0..7).map(|p| kala_of(p, input, lords, elongation, mercury_benefic)).collect();
    let yuddha = yuddha_balas(input, &sthana, &digs, &kala);
    for (k, y) in kala.iter_mut().zip(yuddha) {
        k.yuddha = y;
    }
    for k in kala.iter_mut() {
        k.total += k.yuddha;
    }

    let mut planets: Vec<PlanetShadbala> = (0..7)
        .map(|p| {
            let cheshta = cheshta_of(p, input, &kala);
            let drik = drik_of(p, lon, mercury_benefic, waxing);
            let total = sthana[p].total + digs[p] + kala[p].total + cheshta + NAISARGIKA[p] + drik;
            let rupas = total / 60.0;
            PlanetShadbala {
                planet: PLANETS[p],
                planet_key: PLANETS[p].key(),
                sthana: sthana[p].clone(),
                dig: digs[p],
                kala: kala[p].clone(),
                cheshta,
                naisargika: NAISARGIKA[p],
                drik,
                total_virupas: total,
                total_rupas: rupas,
                minimum_rupas: MINIMUM_RUPAS[p],
                ratio: rupas / MINIMUM_RUPAS[p],
                is_strong: rupas >= MINIMUM_RUPAS[p],
                rank: 0,
            }
        })
        .collect();
    let mut order: Vec<usize> = (0..7).collect();
    order.sort_by(|&a, &b| planets[b].ratio.total_cmp(&planets[a].ratio));
    for (r, &p) in order.iter().enumerate() {
        planets[p].rank = r as u8 + 1;
    }
    ShadbalaOutput {
        planets,
        lords: TimeLords {
            year_lord: PLANETS[year],
            month_lord: PLANETS[month],
            weekday_lord: PLANETS[weekday],
            hora_lord: PLANETS[hora],
            ahargana: input.ahargana,
        },
        natures: Natures { moon_waxing: waxing, mercury_benefic },
    }
}

/// Sthana bala of graha `p` (index into [`PLANETS`]).
fn sthana_of(p: usize, input: &ShadbalaInput, rasi_signs: &[usize; 7]) -> Sthana {
    let lon = input.longitudes[p];
    let mut s = Sthana {
        uchcha: uchcha(p, lon),
        saptavargaja: saptavargaja(p, lon, rasi_signs, input.method),
        ojayugma: ojayugma(p, lon),
        kendradi: kendradi(lon, input.ascendant),
        drekkana: drekkana(p, lon),
        total: 0.0,
    };
    s.total = s.uchcha + s.saptavargaja + s.ojayugma + s.kendradi + s.drekkana;
    s
}

/// Kala bala of graha `p` before the war's share; `lords` are the year, month, weekday and hora
/// lords (indices into [`PLANETS`]).
fn kala_of(p: usize, input: &ShadbalaInput, lords: [usize; 4], elongation: f64, mercury_benefic: bool) -> Kala {
    let [year, month, weekday, hora] = lords;
    // Arc of the Sun from the lower meridian: 0 at midnight, 180 at noon.
    let from_midnight = arc(input.sun_hour_angle, 180.0);
    let nathonnatha = match p {
        0 | 4 | 5 => from_midnight / 3.0,
        1 | 2 | 6 => 60.0 - from_midnight / 3.0,
        _ => 60.0,
    };
    let benefic = matches!(p, 1 | 4 | 5) || (p == 3 && mercury_benefic);
    let mut paksha = if benefic { elongation / 3.0 } else { 60.0 - elongation / 3.0 };
    if p == 1 {
        paksha *= 2.0;
    }
    let third = ((input.fraction_of_period * 3.0) as usize).min(2);
    let ruler = if input.daytime { [3, 0, 6][third] } else { [1, 5, 2][third] };
    let tribhaga = if p == 4 || p == ruler { 60.0 } else { 0.0 };
    let mut k = Kala {
        nathonnatha,
        paksha,
        tribhaga,
        abda: if p == year { 15.0 } else { 0.0 },
        masa: if p == month { 30.0 } else { 0.0 },
        vara: if p == weekday { 45.0 } else { 0.0 },
        hora: if p == hora { 60.0 } else { 0.0 },
        ayana: ayana(p, input.tropical_longitudes[p], input.centuries_tt),
        yuddha: 0.0,
        total: 0.0,
    };
    k.total = k.nathonnatha + k.paksha + k.tribhaga + k.abda + k.masa + k.vara + k.hora + k.ayana;
    k
}

/// Yuddha bala of the seven (zero outside a war).
fn yuddha_balas(input: &ShadbalaInput, sthana: &[Sthana], digs: &[f64; 7], kala: &[Kala]) -> [f64; 7] {
    let lon = &input.longitudes;
    // Graha yuddha among Mars … Saturn: the wars as vedic::yuddha finds them; the amount is
    // the difference of sthana + dig + kala (before yuddha) over that of the disc diameters.
    let score = |p: usize| sthana[p].total + digs[p] + kala[p].total;
    let fighters: Vec<Combatant> = (2..7)
        .map(|p| Combatant { name: PLANETS[p], key: PLANETS[p].key(), longitude: lon[p], latitude: input.latitudes[p] })
        .collect();
    let index = |g: Graha| PLANETS.iter().position(|q| *q == g).expect("a warrior is one of the seven");
    let mut yuddha = [0.0; 7];
    for war in wars_among(&fighters, WarRule::Latitude) {
        let (a, b) = (index(war.planets[0].name), index(war.planets[1].name));
        let winner = match input.method.war_victor {
            WarVictor::Latitude => war.winner.map(index),
            WarVictor::Strength => Some(if score(a) >= score(b) { a } else { b }),
        };
        if let Some(win) = winner {
            let lose = if win == a { b } else { a };
            let v = (score(a) - score(b)).abs() / (DIAMETER[a] - DIAMETER[b]).abs();
            yuddha[win] += v;
            yuddha[lose] -= v;
        }
    }
    yuddha
}

/// Cheshta bala of graha `p`; the Sun's and the Moon's follow the school (see [`ShadbalaSchool`]).
fn cheshta_of(p: usize, input: &ShadbalaInput, kala: &[Kala]) -> f64 {
    let (lon, t) = (&input.longitudes, input.centuries_tt);
    let raman = input.method.school == ShadbalaSchool::Raman;
    match p {
        0 | 1 if raman => 0.0,
        0 => kala[0].ayana,
        1 => kala[1].paksha,
        _ => match input.method.cheshta_means {
            CheshtaMeans::Modern => cheshta_kendra(p, input.tropical_longitudes[p], t) / 3.0,
            CheshtaMeans::RamanTables => {
                let (mean, seeghrochcha) = mean_tables::mean_and_seeghrochcha(p, input.jd_ut);
                cheshta_kendra_from(lon[p], mean, seeghrochcha) / 3.0
            }
        },
    }
}

/// Drik bala of graha `p`: a quarter of the benefic minus the malefic sphuta drishti on it.
fn drik_of(p: usize, lon: &[f64; 7], mercury_benefic: bool, waxing: bool) -> f64 {
    let mut aspects = 0.0;
    for q in 0..7 {
        if q == p {
            continue;
        }
        let v = drishti(q, lon[p] - lon[q]);
        let benefic = match q {
            4 | 5 => true,
            3 => mercury_benefic,
            1 => waxing,
            _ => false,
        };
        aspects += if benefic { v } else { -v };
    }
    aspects / 4.0
}
