//! The classical tables each muhurta factor is scored from, with their sources: the shared ones
//! (weights, yoga, karana, tarabala, chandrabala) and the lookups into the purposes' rule rows
//! (`rows.rs`; the sources below are those of vivah, graha pravesh and naamkaran, the later
//! purposes cite theirs in their rows).
//!
//! Every factor takes the value +1 (listed as auspicious for the purpose), 0 (neither listed as
//! auspicious nor forbidden: "madhyama") or −1 (listed as inauspicious or forbidden). Numbers
//! are 1-based as in the panchang: tithi 1..30 (1–15 Shukla, 16–29 Krishna Pratipada to
//! Chaturdashi, 30 Amavasya), nakshatra 1..27 (Ashwini..Revati), yoga 1..27, karana 1..60,
//! weekday 0..6 (Sunday first), sign 0..11 (Aries first).
//!
//! Sources (facts only; the code is ours):
//! - [MC] Muhurta Chintamani (Daivajna Rama, 1600), ch. 6 (Vivaha prakarana), as presented by
//!   drikpanchang.com, "Vivah Muhurat" notes (solar months: marriage only while the Sun is in
//!   Mesha, Vrishabha, Mithuna, Vrischika, Makara, Kumbha; none in Adhika/Kshaya masa or
//!   Chaturmas) and verse 6.13 (mithuna-kumbha-mṛga-ali-vṛṣa-aje …).
//! - [MC-nak] the vivaha nakshatra verse "rohiṇī-dvaya-pitrya-arka-svātī-nairṛta-pūṣaṇaḥ /
//!   uttarā maitram ity ete tārāḥ śastāḥ kara-grahe" (Rohini, Mrigashira, Magha, Hasta, Swati,
//!   Mula, Revati, the three Uttaras, Anuradha) with the rider that the first pada of Magha and
//!   of Mula and the last pada of Revati are to be avoided ("prāṇa-nāśadaḥ"), quoted e.g. at
//!   puthuparambtemple.blogspot.com/2015/05; the same eleven at vedic-astrology.in
//!   ("Muhurtha for marriage") and astrobix.com ("Auspicious Muhurat for Vivah Sanskar").
//! - [Tamil] astrosiva.in (திருமணம்): marriages are not held in Bharani, Krittika, Ardra,
//!   Ashlesha, Purva Phalguni, Vishakha, Jyeshtha, Purva Ashadha, Purva Bhadrapada; the rest give
//!   "medium" results.
//! - [VA] vedic-astrology.in, "Muhurtha for marriage": tithis 2, 3, 5, 7, 10, 11, 13 auspicious;
//!   Amavasya, Purnima, Chaturthi, Navami, Chaturdashi inauspicious (also astrobix.com).
//! - [APR] Dr. A.P. Rao, "How to choose Muhurtam" (summary of the classical works): bad weekdays
//!   Tuesday and Saturday; bad yogas Vishkambha, Atiganda, Shula, Ganda, Vyaghata, Vajra,
//!   Vyatipata, Parigha, Vaidhriti; bad karanas Vishti, Shakuni, Chatushpada, Naga, Kimstughna;
//!   Moon in 6, 8 or 12 from the muhurta lagna is one of the 21 great doshas.
//! - [Astrobix] astrobix.com: the fixed karanas Shakuni, Chatushpada, Naga, Kimstughna and
//!   Vishti (Bhadra) are to be avoided for marriage; no marriage while Jupiter or Venus is
//!   combust, nor in Harishayana (Ashadha Shukla 11 to Kartika Shukla 11).
//! - [KP-lagna] Kalaprakashika / Narada Samhita as quoted by "Vishwamitra", Ceylon Today,
//!   1 Aug 2020, "Muhurthas for marriage": Gemini, Virgo or Libra ascendant for marriage.
//! - [GP] Pt. Pravin Dwivedi (Ujjain) as reported by livetoday.online / garjahindustan.in
//!   ("गृह प्रवेश के लिए शुभ नक्षत्र, तिथि, वार और लग्न"): nakshatras Uttara Phalguni, Uttara
//!   Ashadha, Uttara Bhadrapada, Rohini, Mrigashira, Chitra, Anuradha, Revati; Shukla tithis 2, 3,
//!   5, 6, 7, 10, 11, 13; Monday, Wednesday, Thursday, Friday; fixed lagnas Taurus, Leo,
//!   Scorpio, Aquarius. hindu-blog.com (2018/12) adds Pushya, Dhanishta, Shatabhisha.
//! - [GP-month] gurumantraa.com, "Griha Pravesh Muhurata": lunar months Vaishakha, Jyeshtha,
//!   Magha, Phalguna best, Kartika and Margashirsha acceptable; lagna a fixed sign.
//! - [NK] drikpanchang.com, "Namakarana Muhurat" notes: nakshatras Rohini, Uttara Phalguni,
//!   Uttara Ashadha, Uttara Bhadrapada (fixed), Punarvasu, Swati, Shravana, Dhanishta,
//!   Shatabhisha (movable), Mrigashira, Chitra, Anuradha, Revati (gentle), Ashwini, Pushya, Hasta
//!   (short); tithis 1, 2, 3, 5, 7, 10, 11, 12, 13 of both pakshas; Monday, Wednesday, Thursday,
//!   Friday; avoid the movable lagnas Aries, Cancer, Libra, Capricorn. Rikta tithis (4, 9, 14)
//!   unfavourable (astroyogi.com); Amavasya, Vyatipata and Vaidhriti to be avoided
//!   (marathi-unlimited.in, "जातकर्म व नामकरण").
//! - [Tara] B.V. Raman, *Muhurtha*, as quoted by astro9s.com and decisioncare.org: count from
//!   the birth nakshatra to the day's, inclusive, remainder mod 9: 1 Janma (danger to body),
//!   2 Sampat, 3 Vipat, 4 Kshema, 5 Pratyak, 6 Sadhana, 7 Naidhana, 8 Mitra, 9 Parama Mitra;
//!   2, 4, 6, 8, 9 good, 1, 3, 5, 7 bad (mypanchang.com, "What is Tarabalam").
//! - [Chandra] Chandrabala: the Moon's sign counted from the natal Moon sign; 1, 3, 6, 7, 10, 11
//!   good; 2, 5, 9 "possible, not strong"; 4, 8, 12 no Chandrabala (sarastrology.blogspot.com,
//!   "Chandra Suddhi – a bench mark for muhurta", 2018; teluguone.com "చంద్రబలం").

use super::rows::rules;
use super::Purpose;

/// Weekdays 0 = Sunday.
pub const WEEKDAY_NAMES: [&str; 7] = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/// Weights of the factors in the composite score (see `mod.rs`, "Scoring").
pub const W_NAKSHATRA: f64 = 3.0;
/// Weight of the tithi factor.
pub const W_TITHI: f64 = 2.0;
/// Weight of the lagna factor.
pub const W_LAGNA: f64 = 2.0;
/// Weight of the tarabala factor (only when persons are given).
pub const W_TARABALA: f64 = 2.0;
/// Weight of the chandrabala factor (only when persons are given).
pub const W_CHANDRABALA: f64 = 2.0;
/// Weight of the vara (weekday) factor.
pub const W_VARA: f64 = 1.0;
/// Weight of the yoga factor.
pub const W_YOGA: f64 = 1.0;
/// Weight of the karana factor.
pub const W_KARANA: f64 = 1.0;

/// Day of the paksha, 1..15 (15 = Purnima in Shukla, Amavasya in Krishna).
pub fn paksha_day(tithi: usize) -> usize {
    (tithi - 1) % 15 + 1
}

/// True for a Shukla (waxing) tithi, 1..15.
pub fn is_shukla(tithi: usize) -> bool {
    tithi <= 15
}

/// Rikta ("empty") tithis: Chaturthi, Navami, Chaturdashi of either paksha.
pub fn is_rikta(tithi: usize) -> bool {
    matches!(paksha_day(tithi), 4 | 9 | 14)
}

/// Tithi number of Amavasya (new moon day).
pub const AMAVASYA: usize = 30;
/// Tithi number of Purnima (full moon day).
pub const PURNIMA: usize = 15;

/// Value of a tithi for a purpose, with the reason (the purpose's rule row).
pub fn tithi_value(purpose: Purpose, tithi: usize) -> (f64, &'static str) {
    rules(purpose).tithi.value(tithi)
}

/// Value of the Moon's nakshatra (and, for marriage, its pada) for a purpose.
pub fn nakshatra_value(purpose: Purpose, nakshatra: usize, pada: usize) -> (f64, &'static str) {
    rules(purpose).nakshatra_value(nakshatra, pada)
}

/// [APR], [NK], [GP]: Monday, Wednesday, Thursday, Friday good; Tuesday, Saturday bad; Sunday
/// neither (some lists reject it for marriage, drikpanchang's lists include Sundays). The
/// weekday table of marriage, house entry and naming; other purposes have their own.
pub fn vara_value(weekday: usize) -> (f64, &'static str) {
    super::rows::COMMON_VARA.value(weekday)
}

/// Value of a weekday (0 = Sunday) for a purpose.
pub fn vara_value_for(purpose: Purpose, weekday: usize) -> (f64, &'static str) {
    rules(purpose).vara.value(weekday)
}

/// [APR]: the nine inauspicious yogas.
pub const BAD_YOGAS: [usize; 9] = [1, 6, 9, 10, 13, 15, 17, 19, 27];
/// Yoga number of Vyatipata.
pub const VYATIPATA: usize = 17;
/// Yoga number of Vaidhriti.
pub const VAIDHRITI: usize = 27;

/// Value of a yoga: −1 for the nine inauspicious ones, +1 otherwise, with the reason.
pub fn yoga_value(yoga: usize) -> (f64, &'static str) {
    if BAD_YOGAS.contains(&yoga) {
        (-1.0, "one of the nine inauspicious yogas (Vishkambha, Atiganda, Shula, Ganda, Vyaghata, Vajra, Vyatipata, Parigha, Vaidhriti)")
    } else {
        (1.0, "not one of the nine inauspicious yogas")
    }
}

/// True for the Vishti (Bhadra) karana: the 7th movable karana, numbers 8, 15, … 57.
pub fn is_vishti(karana: usize) -> bool {
    (2..=57).contains(&karana) && (karana - 2) % 7 == 6
}

/// [APR], [Astrobix]: Vishti and the four fixed karanas are avoided; the six other movable
/// karanas (Bava, Balava, Kaulava, Taitila, Gara, Vanija) are good.
pub fn karana_value(karana: usize) -> (f64, &'static str) {
    if is_vishti(karana) {
        (-1.0, "Vishti (Bhadra) karana is avoided for auspicious work")
    } else if !(2..=57).contains(&karana) {
        (-1.0, "a fixed karana (Shakuni, Chatushpada, Naga, Kimstughna) is avoided")
    } else {
        (1.0, "a movable karana other than Vishti")
    }
}

/// Sign modality: 0 movable (chara), 1 fixed (sthira), 2 dual (dvisvabhava).
pub fn modality(sign: usize) -> usize {
    sign % 3
}

/// Value of the lagna sign for a purpose (before the Moon-from-lagna check).
pub fn lagna_sign_value(purpose: Purpose, sign: usize) -> (f64, &'static str) {
    rules(purpose).lagna.value(sign)
}

/// Tarabala: (tara number 1..9, value). [Tara]
pub fn tarabala(birth_nakshatra: usize, day_nakshatra: usize) -> (usize, f64) {
    let tara = crate::vedic::tara::of_count(crate::vedic::tara::count(birth_nakshatra, day_nakshatra));
    // The one tara verdict (vedic::tara): favourable +1, unfavourable −1, Janma (mixed) 0.
    (tara, crate::vedic::tara::quality(tara).value())
}

/// Chandrabala: (position 1..12 of the Moon's sign from the natal Moon sign, value). [Chandra]
pub fn chandrabala(birth_sign: usize, moon_sign: usize) -> (usize, f64) {
    let position = (moon_sign + 12 - birth_sign) % 12 + 1;
    let value = match position {
        1 | 3 | 6 | 7 | 10 | 11 => 1.0,
        2 | 5 | 9 => 0.0,
        _ => -1.0,
    };
    (position, value)
}

/// The sources of a purpose's tables, as the answer lists them.
pub fn sources(purpose: Purpose) -> &'static [&'static str] {
    rules(purpose).sources
}
