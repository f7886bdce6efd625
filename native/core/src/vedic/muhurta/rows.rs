//! The rule rows: one [`Rules`] per purpose, read by the one evaluator and the one scan. Numbers
//! as in `tables.rs`: tithi 1..30 (16–30 Krishna, 30 Amavasya), nakshatra 1..27, weekday 0..6
//! (Sunday first), sign 0..11 (Aries first). Each row's sources are listed in the row; the
//! nakshatra classes are those of Muhurta Chintamani's nakshatra prakarana (fixed: Rohini and
//! the three Uttaras; movable: Punarvasu, Swati, Shravana, Dhanishta, Shatabhisha; gentle:
//! Mrigashira, Chitra, Anuradha, Revati; light: Ashwini, Pushya, Hasta; sharp: Ardra, Ashlesha,
//! Jyeshtha, Mula; fierce: Bharani, Magha and the three Purvas; mixed: Krittika, Vishakha).
//! docs/muhurta.md gives every row with its sources.

use super::periods::PERIODS;
use super::rules::{Exclusion, PadaMarks, Rule, Rules, Table};
use super::Purpose;

const fn rule(keys: &'static [usize], value: f64, why: &'static str) -> Rule {
    Rule { keys, value, why }
}

/// Rikta tithis (4, 9, 14) of both pakshas.
const RIKTA: &[usize] = &[4, 9, 14, 19, 24, 29];
/// Tithis 2, 3, 5, 7, 10, 11, 13 of both pakshas.
const TITHIS_2_3_5_7_10_11_13: &[usize] = &[2, 3, 5, 7, 10, 11, 13, 17, 18, 20, 22, 25, 26, 28];
/// Fierce and sharp nakshatras: Bharani, Ardra, Ashlesha, Magha, Purva Phalguni, Jyeshtha, Mula,
/// Purva Ashadha, Purva Bhadrapada.
const FIERCE_SHARP: &[usize] = &[2, 6, 9, 10, 11, 18, 19, 20, 25];
/// Fixed, movable, gentle and light nakshatras (the sixteen "good for most works").
const FIXED_MOVABLE_GENTLE_LIGHT: &[usize] = &[4, 12, 21, 26, 7, 15, 22, 23, 24, 5, 14, 17, 27, 1, 8, 13];
/// Fixed (sthira) signs: Taurus, Leo, Scorpio, Aquarius.
const FIXED_SIGNS: &[usize] = &[1, 4, 7, 10];

/// Monday, Wednesday, Thursday, Friday good; Tuesday, Saturday bad; Sunday neither [APR].
pub const COMMON_VARA: Table = Table {
    rules: &[
        rule(&[1, 3, 4, 5], 1.0, "Monday, Wednesday, Thursday and Friday are the auspicious weekdays"),
        rule(&[2, 6], -1.0, "Tuesday and Saturday (days of Mars and Saturn) are avoided"),
    ],
    otherwise: (0.0, "Sunday: accepted by some lists, rejected by others"),
};

const fn neutral(why: &'static str) -> Table {
    Table { rules: &[], otherwise: (0.0, why) }
}

const COMMON_EXCLUSIONS: &[Exclusion] = &[Exclusion::Vishti, Exclusion::RiktaAmavasya];

const VIVAH: Rules = Rules {
    purpose: Purpose::Vivah,
    slug: "vivah",
    tithi: Table {
        rules: &[
            rule(&[30], -1.0, "Amavasya is forbidden for marriage"),
            rule(&[15], -1.0, "Purnima is listed as inauspicious for marriage"),
            rule(RIKTA, -1.0, "a Rikta tithi (4th, 9th, 14th) is forbidden for marriage"),
            rule(TITHIS_2_3_5_7_10_11_13, 1.0, "one of the tithis listed for marriage (2, 3, 5, 7, 10, 11, 13)"),
        ],
        otherwise: (0.0, "neither listed for marriage nor forbidden"),
    },
    nakshatra: Table {
        rules: &[
            rule(&[4, 5, 10, 12, 13, 15, 17, 19, 21, 26, 27], 1.0, "one of the eleven marriage nakshatras of Muhurta Chintamani"),
            rule(&[2, 3, 6, 9, 11, 16, 18, 20, 25], -1.0, "a nakshatra in which marriages are not held"),
        ],
        otherwise: (0.0, "a nakshatra of medium result for marriage"),
    },
    padas: &[
        (10, 1, -1.0, "first pada of Magha or Mula: excluded for marriage by Muhurta Chintamani"),
        (19, 1, -1.0, "first pada of Magha or Mula: excluded for marriage by Muhurta Chintamani"),
        (27, 4, -1.0, "last pada of Revati: excluded for marriage by Muhurta Chintamani"),
    ],
    vara: COMMON_VARA,
    lagna: Table {
        rules: &[rule(&[2, 5, 6], 1.0, "Gemini, Virgo and Libra are the marriage lagnas of Kalaprakashika")],
        otherwise: (0.0, "not one of the preferred marriage lagnas"),
    },
    exclusions: &[
        Exclusion::SolarMonth {
            rule: "solar_month",
            allowed: &VIVAH_SUN_SIGNS,
            why: "Muhurta Chintamani allows marriage only while the Sun is in Aries, Taurus, Gemini, Scorpio, Capricorn \
                  or Aquarius (no marriage in Kharmas: Sun in Sagittarius or Pisces)",
        },
        Exclusion::Chaturmas,
        Exclusion::LeapMonth,
        Exclusion::Combustion,
        Exclusion::Vishti,
        Exclusion::RiktaAmavasya,
        Exclusion::VyatipataVaidhriti,
    ],
    periods: &PERIODS,
    pada_marks: PadaMarks::Ruled,
    sources: &[
        "Muhurta Chintamani ch. 6 (Vivaha prakarana) as presented by drikpanchang.com 'Vivah Muhurat' (solar months, Adhika/Kshaya masa, Chaturmas)",
        "Muhurta Chintamani vivaha nakshatra verse (rohini-dvaya-pitrya-arka-svati-nairrita-pushanah), with the pada exclusions of Magha, Mula, Revati",
        "vedic-astrology.in 'Muhurtha for marriage' and astrobix.com 'Auspicious Muhurat for Vivah Sanskar' (tithis, karanas, Jupiter/Venus combustion, Harishayana)",
        "Kalaprakashika/Narada Samhita as quoted in Ceylon Today 2020-08-01 (Gemini, Virgo, Libra lagna)",
        "A.P. Rao, 'How to choose Muhurtam' (weekdays, yogas, karanas, Moon in 6/8/12 from lagna)",
        "B.V. Raman, Muhurtha (tarabala); sarastrology 2018 (chandrabala)",
    ],
};

const GRAHA_PRAVESH: Rules = Rules {
    purpose: Purpose::GrahaPravesh,
    slug: "graha-pravesh",
    tithi: Table {
        rules: &[
            rule(&[30], -1.0, "Amavasya is inauspicious for entering a house"),
            rule(RIKTA, -1.0, "a Rikta tithi (4th, 9th, 14th) is inauspicious for entering a house"),
            rule(
                &[2, 3, 5, 6, 7, 10, 11, 13],
                1.0,
                "a Shukla tithi listed for griha pravesh (2, 3, 5, 6, 7, 10, 11, 13)",
            ),
        ],
        otherwise: (0.0, "not among the Shukla tithis listed for griha pravesh, not forbidden"),
    },
    nakshatra: Table {
        rules: &[
            rule(
                &[12, 21, 26, 4, 5, 14, 17, 27],
                1.0,
                "one of the fixed or gentle nakshatras listed for griha pravesh",
            ),
            rule(&[8, 23, 24], 0.0, "accepted for griha pravesh by some lists only"),
        ],
        otherwise: (-1.0, "not a nakshatra for entering a new house"),
    },
    padas: &[],
    vara: COMMON_VARA,
    lagna: Table {
        rules: &[
            rule(FIXED_SIGNS, 1.0, "a fixed sign, as griha pravesh requires"),
            rule(&[2, 5, 8, 11], 0.0, "a dual sign: neither preferred nor forbidden"),
        ],
        otherwise: (-1.0, "a movable sign: unsuitable for settling into a house"),
    },
    exclusions: &[
        Exclusion::LunarMonth {
            allowed: &GP_MONTHS,
            why: "griha pravesh in Vaishakha, Jyeshtha, Magha, Phalguna (best), Kartika or Margashirsha",
        },
        Exclusion::LeapMonth,
        Exclusion::Combustion,
        Exclusion::Vishti,
        Exclusion::RiktaAmavasya,
    ],
    periods: &PERIODS,
    pada_marks: PadaMarks::None,
    sources: &[
        "Pt. Pravin Dwivedi via livetoday.online (nakshatras, Shukla tithis, weekdays, fixed lagnas for griha pravesh)",
        "gurumantraa.com 'Griha Pravesh Muhurata' (lunar months, fixed lagna)",
        "hindu-blog.com 2018/12 (Pushya, Dhanishta, Shatabhisha as further nakshatras)",
        "A.P. Rao, 'How to choose Muhurtam' (weekdays, yogas, karanas, Moon in 6/8/12 from lagna)",
        "B.V. Raman, Muhurtha (tarabala); sarastrology 2018 (chandrabala)",
    ],
};

const NAAMKARAN: Rules = Rules {
    purpose: Purpose::Naamkaran,
    slug: "naamkaran",
    tithi: Table {
        rules: &[
            rule(&[30], -1.0, "Amavasya is to be avoided for naming"),
            rule(RIKTA, -1.0, "a Rikta tithi (4th, 9th, 14th) is unfavourable for naming"),
            rule(
                &[1, 2, 3, 5, 7, 10, 11, 12, 13, 16, 17, 18, 20, 22, 25, 26, 27, 28],
                1.0,
                "one of the tithis listed for namakarana (1, 2, 3, 5, 7, 10, 11, 12, 13)",
            ),
        ],
        otherwise: (0.0, "neither listed for namakarana nor forbidden"),
    },
    nakshatra: Table {
        rules: &[rule(
            FIXED_MOVABLE_GENTLE_LIGHT,
            1.0,
            "a fixed, movable, gentle or short nakshatra, listed for namakarana",
        )],
        otherwise: (-1.0, "not among the nakshatras listed for namakarana (fierce, sharp or mixed)"),
    },
    padas: &[],
    vara: COMMON_VARA,
    lagna: Table {
        rules: &[rule(&[0, 3, 6, 9], -1.0, "a movable lagna, to be avoided for namakarana")],
        otherwise: (1.0, "a fixed or dual lagna"),
    },
    exclusions: &[Exclusion::Amavasya { why: "no naming on Amavasya" }, Exclusion::VyatipataVaidhriti],
    periods: &PERIODS,
    pada_marks: PadaMarks::Every,
    sources: &[
        "drikpanchang.com 'Namakarana Muhurat' (nakshatras, tithis, weekdays, movable lagnas avoided)",
        "astroyogi.com (Rikta tithis unfavourable); marathi-unlimited.in (Amavasya, Vyatipata, Vaidhriti avoided)",
        "A.P. Rao, 'How to choose Muhurtam' (yogas, karanas, Moon in 6/8/12 from lagna)",
        "B.V. Raman, Muhurtha (tarabala); sarastrology 2018 (chandrabala)",
    ],
};

const VEHICLE: Rules = Rules {
    purpose: Purpose::Vehicle,
    slug: "vehicle",
    tithi: Table {
        rules: &[
            rule(&[30], -1.0, "Amavasya is avoided for buying a vehicle"),
            rule(&[15], -1.0, "Purnima is avoided for buying a vehicle"),
            rule(RIKTA, -1.0, "a Rikta tithi (4th, 9th, 14th) is avoided for buying a vehicle"),
            rule(TITHIS_2_3_5_7_10_11_13, 1.0, "one of the tithis listed for a vehicle purchase (2, 3, 5, 7, 10, 11, 13)"),
        ],
        otherwise: (0.0, "neither listed nor forbidden for a vehicle purchase"),
    },
    nakshatra: Table {
        rules: &[
            rule(
                &[1, 5, 7, 8, 13, 14, 15, 22, 23, 24, 27],
                1.0,
                "one of the movable, light or gentle nakshatras listed for buying a vehicle",
            ),
            rule(FIERCE_SHARP, -1.0, "a fierce or sharp nakshatra, not for buying a vehicle"),
        ],
        otherwise: (0.0, "neither listed nor forbidden for a vehicle purchase"),
    },
    padas: &[],
    vara: Table {
        rules: &[
            rule(&[0, 1, 3, 4, 5], 1.0, "Sunday, Monday, Wednesday, Thursday and Friday are listed for buying a vehicle"),
            rule(&[2, 6], -1.0, "Tuesday and Saturday (Mars and Saturn, iron) are avoided for buying a vehicle"),
        ],
        otherwise: (0.0, "not listed"),
    },
    lagna: Table {
        rules: &[rule(
            &[1, 2, 3, 6, 8, 11],
            1.0,
            "Taurus, Gemini, Cancer, Libra, Sagittarius and Pisces are the lagnas praised for a vehicle purchase",
        )],
        otherwise: (0.0, "not one of the lagnas praised for a vehicle purchase"),
    },
    exclusions: COMMON_EXCLUSIONS,
    periods: &PERIODS,
    pada_marks: PadaMarks::None,
    sources: &[
        "dastaktimes.org/?p=424561 'वाहन खरीदते समय शुभ मुहूर्त' (nakshatras Ashwini, Mrigashira, Punarvasu, Pushya, Hasta, Chitra, Swati, Shravana, Dhanishta, Shatabhisha, Revati; lagnas Taurus, Gemini, Cancer, Libra, Sagittarius, Pisces)",
        "panchang.org 'Vehicle Purchase Muhurat 2025' (tithis 2, 3, 5, 7, 10, 11, 13; Amavasya, Chaturdashi, Purnima and Rahu Kaal avoided)",
        "astrolipi.com 'Which Nakshatra Is Good For Vehicle Purchase' (Sunday to Friday but Tuesday; Tuesday and Saturday avoided)",
        "Muhurta Chintamani, nakshatra prakarana (fierce and sharp nakshatras for cruel deeds only); A.P. Rao (yogas, karanas, Moon in 6/8/12 from lagna)",
    ],
};

const PROPERTY: Rules = Rules {
    purpose: Purpose::Property,
    slug: "property",
    tithi: Table {
        rules: &[
            rule(&[30], -1.0, "Amavasya is avoided for buying property"),
            rule(RIKTA, -1.0, "a Rikta tithi (4th, 9th, 14th) is avoided for buying property"),
            rule(
                &[2, 3, 5, 7, 10, 11, 13, 15, 17, 18, 20, 22, 25, 26, 28],
                1.0,
                "one of the tithis listed for property (2, 3, 5, 7, 10, 11, 13, Purnima)",
            ),
        ],
        otherwise: (0.0, "neither listed nor forbidden for buying property"),
    },
    nakshatra: Table {
        rules: &[rule(
            &[1, 4, 5, 7, 8, 12, 13, 14, 15, 21, 26, 27],
            1.0,
            "a nakshatra listed for buying land or a house (fixed, light, gentle, Punarvasu, Swati)",
        )],
        otherwise: (0.0, "neither listed nor forbidden for buying property"),
    },
    padas: &[],
    vara: Table {
        rules: &[
            rule(&[0, 1, 4, 5], 1.0, "Sunday, Monday, Thursday and Friday are listed for buying land"),
            rule(&[6], -1.0, "Saturday is avoided for buying property"),
        ],
        otherwise: (0.0, "Tuesday and Wednesday: the lists differ"),
    },
    lagna: neutral("no lagna is prescribed for buying property by the sources used; only the Moon-from-lagna dosha is read"),
    exclusions: COMMON_EXCLUSIONS,
    periods: &PERIODS,
    pada_marks: PadaMarks::None,
    sources: &[
        "K.C. Sharma, tapnewsindia.com 2020/02 'भूमि क्रय-विक्रय करने का मुहूर्त' (Ashwini, Mrigashira, Punarvasu, Pushya, Hasta, Chitra, Swati, Revati)",
        "news18.com, June 2021 property muhurat (Rohini and the three Uttaras; Saturday inauspicious)",
        "vastutapeshwar.com 'भूमि अधिग्रहण या खरीद का मुहूर्त' (Sunday, Monday, Thursday, Friday; Rikta tithis and Amavasya avoided)",
        "astrobix.com 'Importance of Muhurat in property Distribution' (tithis 2, 3, 5, 7, 10, 11, 13, Purnima)",
    ],
};

const BHOOMI_PUJA: Rules = Rules {
    purpose: Purpose::BhoomiPuja,
    slug: "bhoomi-puja",
    tithi: Table {
        rules: &[
            rule(&[30], -1.0, "Amavasya is avoided for starting construction"),
            rule(RIKTA, -1.0, "a Rikta tithi (4th, 9th, 14th) is avoided for starting construction"),
            rule(&[8, 23], -1.0, "Ashtami is avoided for starting construction"),
            rule(
                &[3, 5, 7, 10, 11, 13, 18, 20, 22, 25, 26],
                1.0,
                "one of the tithis listed for bhoomi puja (3, 5, 7, 10, 11 and Shukla Trayodashi)",
            ),
        ],
        otherwise: (0.0, "neither listed nor forbidden for starting construction"),
    },
    nakshatra: Table {
        rules: &[
            rule(
                &[4, 12, 21, 26, 5, 14, 17, 27, 8, 13, 15, 23, 24],
                1.0,
                "a fixed or gentle nakshatra, or Pushya, Hasta, Swati, Dhanishta, Shatabhisha: listed for a foundation",
            ),
            rule(&[2, 3, 6, 9, 11, 16, 18, 20, 25], -1.0, "a nakshatra avoided for bhoomi puja"),
        ],
        otherwise: (0.0, "neither listed nor forbidden for starting construction"),
    },
    padas: &[],
    vara: Table {
        rules: &[
            rule(&[1, 3, 4, 5], 1.0, "Monday, Wednesday, Thursday and Friday are listed for starting construction"),
            rule(&[0, 2], -1.0, "Sunday and Tuesday (fiery days) are avoided for starting construction"),
        ],
        otherwise: (0.0, "Saturday: neither listed nor forbidden"),
    },
    lagna: Table {
        rules: &[
            rule(&[0, 6, 9], -1.0, "Aries, Libra and Capricorn lagnas are avoided for a foundation"),
            rule(FIXED_SIGNS, 1.0, "a fixed lagna, for a building that lasts"),
        ],
        otherwise: (0.0, "neither preferred nor forbidden for a foundation"),
    },
    exclusions: &[
        Exclusion::SolarMonth {
            rule: "solar_month",
            allowed: &[0, 1, 4, 6, 7, 9, 10],
            why: "construction is not begun while the Sun is in Gemini, Cancer, Virgo, Sagittarius or Pisces",
        },
        Exclusion::Combustion,
        Exclusion::Vishti,
        Exclusion::RiktaAmavasya,
    ],
    periods: &PERIODS,
    pada_marks: PadaMarks::None,
    sources: &[
        "reliableastrology.com 'Bhoomi Poojan' rules tables (avoided nakshatras, Sunday and Tuesday, Rikta, Ashtami, Amavasya; solar months Mithuna, Karka, Kanya, Dhanu, Meena; lagnas Aries, Libra, Capricorn)",
        "gruhapravesam.blogspot.com 2012 'What is Bhoomi Pooja' (tithis 5, 7, 10, 11, Shukla 13; Guru and Shukra moudhya avoided)",
        "kannada.webdunia.com 2019 bhoomi pooja muhurta (Thursday, Friday; tithis 3, 5, 7, 10)",
        "globalastrohub.com 'Vastu for Griha Arambha' (fixed and gentle nakshatras for digging); gurumantraa.com (fixed lagna for a house)",
    ],
};

const BUSINESS: Rules = Rules {
    purpose: Purpose::Business,
    slug: "business",
    tithi: Table {
        rules: &[
            rule(RIKTA, -1.0, "a Rikta tithi (4th, 9th, 14th) is avoided for opening a shop"),
            rule(&[30], -1.0, "Amavasya is avoided for opening a shop"),
        ],
        otherwise: (1.0, "every tithi but the Rikta ones and Amavasya suits a business opening"),
    },
    nakshatra: Table {
        rules: &[rule(
            &[4, 12, 21, 26, 5, 14, 17, 27, 1, 8, 13],
            1.0,
            "a fixed, gentle or light nakshatra, listed for opening a shop",
        )],
        otherwise: (0.0, "not listed for opening a shop"),
    },
    padas: &[],
    vara: Table {
        rules: &[rule(&[2], -1.0, "Tuesday is avoided for opening a shop")],
        otherwise: (1.0, "any weekday but Tuesday suits a business opening"),
    },
    lagna: Table {
        rules: &[rule(FIXED_SIGNS, 1.0, "a fixed lagna, for a lasting business")],
        otherwise: (0.0, "not a fixed lagna"),
    },
    exclusions: COMMON_EXCLUSIONS,
    periods: &PERIODS,
    pada_marks: PadaMarks::None,
    sources: &[
        "cafejyotish.com 'Muhurtha for the Opening Ceremony of Shop' (fixed, gentle and light nakshatras; all tithis but Rikta; any day but Tuesday)",
        "clickastro.com 'Auspicious time for opening a shop' (Tuesday avoided)",
        "vastutapeshwar.com 'नई दुकान खोलने का मुहूर्त' (fixed lagna; Vishti avoided; Amavasya not among the tithis)",
    ],
};

const TRAVEL: Rules = Rules {
    purpose: Purpose::Travel,
    slug: "travel",
    tithi: Table {
        rules: &[rule(
            &[2, 3, 5, 7, 10, 11, 13, 16, 17, 18, 20, 22, 25, 26, 28],
            1.0,
            "one of the tithis listed for setting out (2, 3, 5, 7, 10, 11, 13 and Krishna Pratipada)",
        )],
        otherwise: (0.0, "not listed for travel"),
    },
    nakshatra: Table {
        rules: &[
            rule(&[1, 5, 8, 13, 17, 22, 23, 27], 1.0, "one of the eight nakshatras listed for travel"),
            rule(&[4, 11, 12, 18, 20, 21, 24, 25, 26], 0.0, "a nakshatra of medium result for travel"),
        ],
        otherwise: (-1.0, "not a nakshatra for setting out"),
    },
    padas: &[],
    vara: COMMON_VARA,
    lagna: neutral("no lagna is prescribed for travel by the source used; only the Moon-from-lagna dosha is read"),
    exclusions: &[Exclusion::Vishti, Exclusion::DishaShool, Exclusion::PanchakaSouth],
    periods: &PERIODS,
    pada_marks: PadaMarks::None,
    sources: &[
        "K.N. Tiwari, kntiwari.com 'यात्रा मुहूर्त विचार' (tithis, good and medium nakshatras; disha shool, bhadra, chandra to be weighed)",
        "Disha shool by weekday as in Muhurta Chintamani's yatra chapter (vedic::panchang::nivas, /v1/panchang/disha-shool)",
        "Panchaka: no journey southward while the Moon is in Aquarius or Pisces (vedic::panchang::panchaka sources)",
        "B.V. Raman, Muhurtha (tarabala from the traveller's birth star); sarastrology 2018 (chandrabala)",
    ],
};

const ANNAPRASHAN: Rules = Rules {
    purpose: Purpose::Annaprashan,
    slug: "annaprashan",
    tithi: Table {
        rules: &[
            rule(&[30], -1.0, "Amavasya is avoided for annaprashan"),
            rule(RIKTA, -1.0, "a Rikta tithi (4th, 9th, 14th) is avoided for annaprashan"),
            rule(
                &[1, 6, 8, 11, 12, 21, 23, 26, 27],
                -1.0,
                "Pratipada, Shashthi, Ashtami, Ekadashi and Dwadashi are avoided for annaprashan",
            ),
            rule(&[2, 3, 5, 7, 10, 13, 17, 18, 20, 22, 25, 28], 1.0, "one of the tithis listed for annaprashan (2, 3, 5, 7, 10, 13)"),
        ],
        otherwise: (0.0, "the sources differ (Purnima, Krishna Pratipada)"),
    },
    nakshatra: Table {
        rules: &[rule(FIXED_MOVABLE_GENTLE_LIGHT, 1.0, "a fixed, movable, gentle or light nakshatra, listed for annaprashan")],
        otherwise: (-1.0, "a fierce, sharp or mixed nakshatra, avoided for annaprashan"),
    },
    padas: &[],
    vara: Table {
        rules: &[rule(&[1, 3, 4, 5], 1.0, "Monday, Wednesday, Thursday and Friday are listed for annaprashan")],
        otherwise: (-1.0, "Sunday, Tuesday and Saturday are avoided for annaprashan"),
    },
    lagna: Table {
        rules: &[
            rule(&[0, 7, 11], -1.0, "Aries, Scorpio and Pisces lagnas are avoided for annaprashan"),
            rule(&[1, 2, 3, 4, 5, 6, 8, 10], 1.0, "a lagna listed for annaprashan"),
        ],
        otherwise: (0.0, "Capricorn: neither listed nor forbidden"),
    },
    exclusions: COMMON_EXCLUSIONS,
    periods: &PERIODS,
    pada_marks: PadaMarks::None,
    sources: &[
        "reliableastrology.com 'Anna Prasanam' rules tables (nakshatras good and avoided; lagnas 2-7, 9, 11 good, Aries, Scorpio, Pisces avoided; tithis 2, 3, 5, 7, 10, 13; Rikta, Ashtami, Dwadashi, Amavasya avoided)",
        "indianastrology.com 'Annaprashan' (Rikta, Pratipada, Shashthi, Ekadashi, Ashtami, Dwadashi, Amavasya; Saturday, Sunday, Tuesday avoided)",
        "astrobix.com 'Anna Prashan Muhurta' (Monday, Wednesday, Thursday, Friday)",
        "B.V. Raman, Muhurtha (tarabala); sarastrology 2018 (chandrabala)",
    ],
};

const MUNDAN: Rules = Rules {
    purpose: Purpose::Mundan,
    slug: "mundan",
    tithi: Table {
        rules: &[
            rule(&[30], -1.0, "Amavasya is avoided for mundan"),
            rule(RIKTA, -1.0, "a Rikta tithi (4th, 9th, 14th) is avoided for mundan"),
            rule(&[1, 12, 15, 16, 27], -1.0, "Pratipada, Dwadashi and Purnima are avoided for mundan"),
            rule(TITHIS_2_3_5_7_10_11_13, 1.0, "one of the tithis listed for mundan (2, 3, 5, 7, 10, 11, 13)"),
        ],
        otherwise: (0.0, "neither listed nor forbidden for mundan"),
    },
    nakshatra: Table {
        rules: &[
            rule(&[17], -1.0, "Anuradha is expressly avoided for the first haircut"),
            rule(
                &[1, 5, 7, 8, 13, 14, 15, 18, 22, 23, 24, 27],
                1.0,
                "a movable, light or gentle nakshatra, or Jyeshtha: listed for mundan",
            ),
        ],
        otherwise: (0.0, "neither listed nor forbidden for mundan"),
    },
    padas: &[],
    vara: COMMON_VARA,
    lagna: Table {
        rules: &[rule(&[1, 2, 3, 5, 6, 8, 11], 1.0, "a lagna ruled by the Moon, Mercury, Venus or Jupiter, as chudakarana requires")],
        otherwise: (0.0, "a lagna of the Sun, Mars or Saturn: not preferred"),
    },
    exclusions: &[
        Exclusion::SolarMonth {
            rule: "solar_month",
            allowed: &[9, 10, 0, 1, 2],
            why: "chudakarana while the Sun is in Capricorn, Aquarius, Aries, Taurus or Gemini",
        },
        Exclusion::Vishti,
        Exclusion::RiktaAmavasya,
    ],
    periods: &PERIODS,
    pada_marks: PadaMarks::None,
    sources: &[
        "vedastrology.blogspot.com 2011/05 'Choulam / Mundhana' (solar months Makara, Kumbha, Mesha, Vrishabha, Mithuna; movable, light nakshatras, Mrigashira, Revati, Chitra, Jyeshtha; tithis 2, 3, 5, 7, 10, 11, 13; Monday, Wednesday, Thursday, Friday)",
        "indianastrology.com 'Mundan (Chura Karan)' 2022 (Dwadashi, Rikta, Pratipada, Purnima, Amavasya avoided; Anuradha avoided; lagnas of Mercury, Moon, Venus, Jupiter)",
        "B.V. Raman, Muhurtha (tarabala); sarastrology 2018 (chandrabala)",
    ],
};

const UPANAYANA: Rules = Rules {
    purpose: Purpose::Upanayana,
    slug: "upanayana",
    tithi: Table {
        rules: &[
            rule(&[30], -1.0, "Amavasya is avoided for upanayana"),
            rule(RIKTA, -1.0, "a Rikta tithi (4th, 9th, 14th) is avoided for upanayana"),
            rule(&[1, 8, 15, 23], -1.0, "Shukla Pratipada, Ashtami and Purnima are avoided for upanayana"),
            rule(&[2, 3, 5, 7, 10, 11, 12, 13], 1.0, "a Shukla tithi listed for upanayana"),
        ],
        otherwise: (0.0, "a Krishna tithi: upanayana is preferred in the bright half"),
    },
    nakshatra: Table {
        rules: &[
            rule(
                &[1, 4, 5, 8, 12, 13, 14, 15, 17, 21, 22, 23, 24, 26, 27],
                1.0,
                "one of the nakshatras listed for upanayana",
            ),
            rule(&[7], 0.0, "Punarvasu: listed by some, rejected by others"),
        ],
        otherwise: (-1.0, "a fierce, sharp or mixed nakshatra, avoided for upanayana"),
    },
    padas: &[],
    vara: COMMON_VARA,
    lagna: neutral("no lagna is prescribed for upanayana by the sources used; only the Moon-from-lagna dosha is read"),
    exclusions: &[
        Exclusion::SolarMonth {
            rule: "uttarayana",
            allowed: &[9, 10, 11, 0, 1, 2],
            why: "upanayana in Uttarayana: the Sun in Capricorn, Aquarius, Pisces, Aries, Taurus or Gemini",
        },
        Exclusion::LeapMonth,
        Exclusion::Combustion,
        Exclusion::Vishti,
        Exclusion::RiktaAmavasya,
    ],
    periods: &PERIODS,
    pada_marks: PadaMarks::None,
    sources: &[
        "astrobix.com 'Auspicious Muhurtha to Perform Upanayan Samskara' (Sun in Capricorn to Gemini; nakshatras; Punarvasu disputed)",
        "reliableastrology.com 'Upanayanam' rules tables (avoided nakshatras, Saturday and Tuesday, Rikta, Ashtami, Amavasya, Shukla Pratipada, Purnima; Krishna paksha; no upanayana mid-July to mid-January)",
        "kvbhariharan.blogspot.com 2021/08 (Uttarayana; Guru and Shukra asta avoided; Shukla paksha best)",
        "B.V. Raman, Muhurtha (tarabala); sarastrology 2018 (chandrabala)",
    ],
};

const GOLD: Rules = Rules {
    purpose: Purpose::Gold,
    slug: "gold",
    tithi: Table {
        rules: &[
            rule(&[30], -1.0, "Amavasya is avoided for buying gold"),
            rule(RIKTA, -1.0, "a Rikta tithi (4th, 9th, 14th) is avoided for buying gold"),
            rule(TITHIS_2_3_5_7_10_11_13, 1.0, "one of the auspicious tithis (2, 3, 5, 7, 10, 11, 13)"),
        ],
        otherwise: (0.0, "neither listed nor forbidden"),
    },
    nakshatra: Table {
        rules: &[
            rule(&[8], 1.0, "Pushya, the nakshatra for buying gold (Guru-Pushya on a Thursday, Ravi-Pushya on a Sunday)"),
            rule(FIXED_MOVABLE_GENTLE_LIGHT, 1.0, "a fixed, movable, gentle or light nakshatra: auspicious for acquisitions"),
        ],
        otherwise: (-1.0, "a fierce, sharp or mixed nakshatra"),
    },
    padas: &[],
    vara: Table {
        rules: &[
            rule(&[0, 1, 3, 4, 5], 1.0, "Sunday and Thursday (Ravi- and Guru-Pushya) and the benefic weekdays"),
            rule(&[2, 6], -1.0, "Tuesday and Saturday are avoided for buying gold"),
        ],
        otherwise: (0.0, "not listed"),
    },
    lagna: Table {
        rules: &[rule(FIXED_SIGNS, 1.0, "a fixed lagna: wealth that stays")],
        otherwise: (0.0, "not a fixed lagna"),
    },
    exclusions: COMMON_EXCLUSIONS,
    periods: &PERIODS,
    pada_marks: PadaMarks::None,
    sources: &[
        "Muhurta Chintamani, nakshatra prakarana (classes: fixed, movable, gentle and light for auspicious works) as summarised by bigumbrella.co.in 'Good Muhurtas for Auspicious Ceremony' (Pushya for any work but marriage)",
        "B.V. Raman, Muhurtha (Electional Astrology) ch. VI, special yogas (weekday with nakshatra)",
        "vastutapeshwar.com (fixed lagna for wealth that stays); A.P. Rao (weekdays, yogas, karanas)",
    ],
};

const PANCHAKA_RAHITA: Rules = Rules {
    purpose: Purpose::PanchakaRahita,
    slug: "panchaka-rahita",
    tithi: neutral("read only through the lagna panchaka count"),
    nakshatra: neutral("read through the nakshatra panchaka and the lagna panchaka count"),
    padas: &[],
    vara: neutral("read only through the lagna panchaka count"),
    lagna: neutral("read through the lagna panchaka count and the Moon-from-lagna dosha"),
    exclusions: &[Exclusion::NakshatraPanchaka, Exclusion::LagnaPanchaka],
    periods: &[],
    pada_marks: PadaMarks::None,
    sources: &[
        "Panchaka rahita muhurta: (tithi + weekday + nakshatra + lagna) mod 9, remainder 1 Mrityu, 2 Agni, 4 Raja, 6 Chora, 8 Roga panchaka, 0, 3, 5, 7 free (Muhurta Chintamani as used by drikpanchang.com 'Panchaka Rahita Muhurta'; PyJHora 4.8.7 drik.panchaka_rahitha)",
        "Nakshatra panchaka: the Moon from Dhanishta 3rd pada to Revati, i.e. sidereal Aquarius and Pisces (vedic::panchang::panchaka sources)",
    ],
};

/// Every purpose's rule row.
pub const ROWS: [Rules; 13] = [
    VIVAH,
    GRAHA_PRAVESH,
    NAAMKARAN,
    VEHICLE,
    PROPERTY,
    BHOOMI_PUJA,
    BUSINESS,
    TRAVEL,
    ANNAPRASHAN,
    MUNDAN,
    UPANAYANA,
    GOLD,
    PANCHAKA_RAHITA,
];

/// [MC] via drikpanchang: marriages only while the Sun is in these sidereal signs.
pub const VIVAH_SUN_SIGNS: [usize; 6] = [0, 1, 2, 7, 9, 10];

/// [GP-month]: amanta months (0 = Chaitra) in which griha pravesh is done.
pub const GP_MONTHS: [usize; 6] = [1, 2, 10, 11, 7, 8];

/// The rule row of a purpose.
pub fn rules(purpose: Purpose) -> &'static Rules {
    ROWS.iter().find(|r| r.purpose == purpose).expect("every purpose has a row")
}

/// The periods a purpose avoids, from its rule row: all five for every purpose but
/// panchaka-rahita, which answers panchaka alone.
pub fn avoided(purpose: Purpose) -> &'static [&'static str] {
    rules(purpose).periods
}
