//! Planetary and house strength: shadbala (six-fold strength of the seven grahas) and bhava
//! bala (strength of the twelve houses). The methods and every formula choice are documented
//! in [`shadbala`] and [`bhava`].

pub mod bhava;
pub mod component;
pub mod mean_tables;
pub mod method;
pub mod shadbala;

use crate::ephemeris::bodies::NodeType;
use crate::ephemeris::bodies::Zodiac;
use crate::ephemeris::houses::{houses, WHOLE_SIGN};
use crate::ephemeris::place::Place;
use crate::ephemeris::rise_set::{day_part, SunriseDefinition};
use crate::ephemeris::time::{EventTime, Moment};
use crate::error::{Error, Result};
use crate::vedic::chart::{vedic_chart, ChartRequest, Conventions, VedicChart};
pub use bhava::{bhavabala_from_input, BhavaInput, BhavaStrength};
pub use method::{CheshtaMeans, Moolatrikona, ShadbalaMethod, ShadbalaSchool, WarVictor};
use serde::{Deserialize, Serialize};
pub use shadbala::{shadbala_from_input, Natures, PlanetShadbala, ShadbalaInput, ShadbalaOutput, TimeLords};

/// A birth and the options of a shadbala or bhava bala answer.
#[derive(Debug, Clone, Deserialize)]
#[derive(schemars::JsonSchema)]
pub struct StrengthRequest {
    /// Birth moment: Julian day (UT) and the UTC offset in minutes used for output times.
    pub moment: Moment,
    /// Birth place: latitude and longitude in degrees (north and east positive).
    pub place: Place,
    /// Ayanamsa slug for the sidereal chart; Lahiri when absent.
    pub ayanamsa: Option<String>,
    /// Lunar node model for Rahu and Ketu: `mean` (default) or `true`.
    #[serde(default)]
    pub node: NodeType,
    /// Sunrise definition for the day and night parts: `upper-limb` (default) or `disc-center`.
    #[serde(default)]
    pub sunrise: SunriseDefinition,
    /// The shadbala method options (school, moolatrikona, cheshta means, war victor).
    #[serde(flatten)]
    pub method: ShadbalaMethod,
}

/// The conventions of a strength answer: the chart's, the method options, and each bala's formula in words.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct StrengthConventions {
    /// Zodiac, ayanamsa, node model and ephemeris of the birth chart.
    #[serde(flatten)]
    pub chart: Conventions,
    /// Sunrise definition used (`upper-limb` or `disc-center`).
    pub sunrise: &'static str,
    /// Units of the values: virupas (60 virupas = 1 rupa).
    pub units: &'static str,
    /// The method followed (BPHS ch. 27 as worked by B.V. Raman).
    pub method: &'static str,
    /// School option used (`bphs` or `raman`).
    pub school: &'static str,
    /// Moolatrikona option used (`degrees` or `sign`).
    pub moolatrikona: &'static str,
    /// Cheshta means option used (`modern` or `raman-tables`).
    pub cheshta_means: &'static str,
    /// War victor option used (`latitude` or `strength`).
    pub war_victor: &'static str,
    /// Saptavargaja rule: the seven vargas and the virupas per dignity.
    pub saptavargaja: &'static str,
    /// How Mercury's benefic or malefic nature is decided.
    pub mercury: &'static str,
    /// Dig bala rule: the powerless point of each graha.
    pub dig: &'static str,
    /// Kala bala rules: nathonnatha, paksha, tribhaga, and the year, month, weekday and hora lords.
    pub kala: &'static str,
    /// Ayana bala rule: the kranti formula and its sign per graha.
    pub ayana: &'static str,
    /// Cheshta bala rule for the Sun and the Moon.
    pub cheshta: &'static str,
    /// Cheshta bala rule for Mars to Saturn, with the source of the mean longitudes.
    pub cheshta_others: &'static str,
    /// Yuddha bala rule: who is at war, who wins, and the amount.
    pub yuddha: &'static str,
    /// Drik bala rule: aspect strengths and how benefic and malefic aspects combine.
    pub drik: &'static str,
    /// Minimum shadbala each graha needs, in rupas, and how `ratio` is formed.
    pub minimum: &'static str,
}

/// The shadbala of a birth: the six balas of the seven grahas, with the inputs used.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct ShadbalaResult {
    /// Birth moment (UT instant, also shown in the request's offset).
    pub moment: EventTime,
    /// Shadbala of each graha, Sun … Saturn, in virupas and rupas.
    pub planets: Vec<PlanetShadbala>,
    /// Year, month, weekday and hora lords of the birth (for kala bala).
    pub time_lords: TimeLords,
    /// Whether the Moon is waxing and Mercury benefic (for paksha and drik bala).
    pub natures: Natures,
    /// The explicit inputs the method used (so the numbers can be re-worked by hand).
    pub inputs: ShadbalaInput,
    /// Conventions used: chart, method options and each formula in words.
    pub conventions: StrengthConventions,
}

fn conventions(chart: Conventions, sunrise: SunriseDefinition, method: ShadbalaMethod) -> StrengthConventions {
    let school = method.school;
    StrengthConventions {
        chart,
        sunrise: sunrise.slug(),
        units: "virupas (60 virupas = 1 rupa); totals also in rupas",
        method: "BPHS ch. 27 as worked in B.V. Raman, Graha and Bhava Balas",
        school: school.slug(),
        moolatrikona: method.moolatrikona.slug(),
        cheshta_means: method.cheshta_means.slug(),
        war_victor: method.war_victor.slug(),
        saptavargaja: match school {
            ShadbalaSchool::Bphs => {
                "D1 D2 D3 D7 D9 D12 D30 (Parashari); moolatrikona 45 in the rasi chart only (see moolatrikona), own 30, \
                 great friend 20, friend 15, neutral 10, enemy 4, great enemy 2 by the five-fold compound relationship \
                 with the varga sign's lord (BPHS 27, Santhanam)"
            }
            ShadbalaSchool::Raman => {
                "D1 D2 D3 D7 D9 D12 D30 (Parashari); moolatrikona 45 in the rasi chart only (see moolatrikona), own 30, \
                 great friend 22.5, friend 15, neutral 7.5, enemy 3.75, great enemy 1.875 by the five-fold compound \
                 relationship with the varga sign's lord (Raman, Graha and Bhava Balas)"
            }
        },
        mercury: "benefic unless the malefics in its rasi (Sun, Mars, Saturn, waning Moon) outnumber the benefics there \
             (Jupiter, Venus, waxing Moon); applies to paksha and drik bala",
        dig: "arc from the powerless point / 3: IC for Sun and Mars, descendant for Jupiter and Mercury, MC for Moon and \
             Venus, ascendant for Saturn (actual MC and ascendant degrees)",
        kala: "nathonnatha from the Sun's hour angle; paksha from the Moon-Sun elongation (Moon doubled); tribhaga from \
             sunrise/sunset; abda 15, masa 30, vara 45, hora 60: year and month lords from the Surya Siddhanta \
             ahargana from creation (714,404,130,045 on 16 Oct 1918, Raman; 360-day years and 30-day months; day = \
             sunrise to sunrise), hora = one hour from sunrise, Chaldean order",
        ayana: "(24 + kranti) x 60/48, kranti = declination of the tropical ecliptic point (latitude ignored) for an \
             obliquity of 24 degrees (Surya Siddhanta's parama kranti, as Raman), north \
             positive for Sun Mars Jupiter Venus, south positive for Moon Saturn, absolute for Mercury; Sun doubled",
        cheshta: match school {
            ShadbalaSchool::Bphs => "Sun = ayana bala, Moon = paksha bala (BPHS, counted again in the total)",
            ShadbalaSchool::Raman => "Sun and Moon 0 (Raman: their ayana and paksha balas stand in kala bala only)",
        },
        cheshta_others: match method.cheshta_means {
            CheshtaMeans::Modern => {
                "Mars to Saturn: arc between seeghrochcha and the mean of the mean and true longitudes / 3; mean \
                 longitudes from Meeus table 31.A (modern mean elements, tropical) with the true tropical longitude"
            }
            CheshtaMeans::RamanTables => {
                "Mars to Saturn: arc between seeghrochcha and the mean of the mean and true longitudes / 3; mean \
                 longitudes from the mean-motion tables of Raman's Graha and Bhava Balas (sidereal, epoch 1 Jan 1900 \
                 Ujjain mean midnight, with the book's yearly corrections) with the true sidereal longitude"
            }
        },
        yuddha: match method.war_victor {
            WarVictor::Latitude => {
                "two of Mars to Saturn within 1 degree of longitude are at war; the one further north in ecliptic \
                 latitude wins (Surya Siddhanta ch. 7, as /v1/chart/graha-yuddha); the difference of their sthana + dig \
                 + kala (before yuddha) divided by the difference of their disc diameters (Mars 9.4, Mercury 6.6, \
                 Jupiter 190.4, Venus 16.6, Saturn 158 arc-seconds) is added to the winner's kala bala and taken from \
                 the loser's"
            }
            WarVictor::Strength => {
                "two of Mars to Saturn within 1 degree of longitude are at war; the one with the larger sthana + dig + \
                 kala (before yuddha) wins (Raman); the difference divided by the difference of their disc diameters \
                 (Mars 9.4, Mercury 6.6, Jupiter 190.4, Venus 16.6, Saturn 158 arc-seconds) is added to the winner's \
                 kala bala and taken from the loser's"
            }
        },
        drik: "BPHS drishti by arc with Raman's special-aspect additions (Mars +15, Jupiter +30, Saturn +45, capped at 60); \
             drik = (benefic aspects - malefic aspects) / 4; Moon benefic when waxing, Mercury by its nature (above)",
        minimum: "BPHS minimum in rupas: Sun 6.5, Moon 6, Mars 5, Mercury 7, Jupiter 6.5, Venus 5.5, Saturn 5; ratio = \
             total / minimum",
    }
}

impl StrengthRequest {
    /// The strength request of a chart request with every strength option at its default
    /// (upper-limb sunrise, the default shadbala method).
    pub fn with_defaults(chart: &ChartRequest) -> StrengthRequest {
        StrengthRequest {
            moment: chart.moment,
            place: chart.place,
            ayanamsa: chart.ayanamsa.clone(),
            node: chart.node,
            sunrise: Default::default(),
            method: Default::default(),
        }
    }

    /// The chart part of the request.
    pub fn chart_request(&self) -> ChartRequest {
        ChartRequest { moment: self.moment, place: self.place, ayanamsa: self.ayanamsa.clone(), node: self.node }
    }
}

/// The explicit shadbala inputs of a birth (see [`ShadbalaInput`]).
pub fn shadbala_input(req: &StrengthRequest) -> Result<(ShadbalaInput, Conventions)> {
    let chart = vedic_chart(&req.chart_request())?;
    Ok((shadbala_input_from_chart(&chart, req)?, chart.conventions))
}

/// The shadbala inputs of `req` when its vedic chart (`vedic_chart(&req.chart_request())`) is
/// already computed: the grahas and the ayanamsa come from the chart; the MC, the Sun's hour
/// angle and the day's sunrise and sunset are found here.
pub fn shadbala_input_from_chart(chart: &VedicChart, req: &StrengthRequest) -> Result<ShadbalaInput> {
    let place = Place::checked(req.place.lat, req.place.lon)?;
    let jd = req.moment.jd_ut;
    let shift = chart.conventions.ayanamsa_value;
    let h = houses(jd, place.lat, place.lon, WHOLE_SIGN, Zodiac::Tropical)?;
    let longitudes: [f64; 7] = std::array::from_fn(|i| chart.planets[i].longitude);
    let tropical_longitudes = longitudes.map(|l| (l + shift).rem_euclid(360.0));
    let t = (req.moment.jd_tt()? - 2_451_545.0) / 36_525.0;
    // Right ascension of the Sun from its tropical longitude (latitude < 1.2″, ignored).
    let eps = (23.439_291 - 0.013_004_2 * t).to_radians();
    let ls = tropical_longitudes[0].to_radians();
    let ra = (eps.cos() * ls.sin()).atan2(ls.cos()).to_degrees();
    let sun_hour_angle = (h.armc - ra).rem_euclid(360.0);
    let day = day_part(jd, place.lat, place.lon, req.sunrise)?.ok_or_else(|| {
        Error::Unsupported(format!(
            "shadbala needs sunrise and sunset (tribhaga, hora, weekday); the Sun does not rise or set on this day at \
             latitude {}",
            place.lat
        ))
    })?;
    let daytime = day.next_sunrise.is_none();
    let fraction_of_period = match day.next_sunrise {
        None => (jd - day.sunrise) / (day.sunset - day.sunrise),
        Some(next_sunrise) => (jd - day.sunset) / (next_sunrise - day.sunset),
    };
    // Civil day (Julian Day Number at local mean time) of the Vedic day's sunrise.
    let day_number = (day.sunrise + place.lon / 360.0 + 0.5).floor() as i64;
    let ahargana = shadbala::ahargana_of_jdn(day_number);
    let input = ShadbalaInput {
        longitudes,
        tropical_longitudes,
        ascendant: (h.ascendant - shift).rem_euclid(360.0),
        mc: (h.mc - shift).rem_euclid(360.0),
        sun_hour_angle,
        daytime,
        fraction_of_period,
        hours_since_sunrise: (jd - day.sunrise) * 24.0,
        ahargana,
        centuries_tt: t,
        jd_ut: jd,
        latitudes: std::array::from_fn(|i| chart.planets[i].latitude),
        method: req.method,
    };
    Ok(input)
}

/// The shadbala answer from its inputs and their result ([`shadbala_from_input`]).
pub fn shadbala_result(
    req: &StrengthRequest,
    input: ShadbalaInput,
    out: ShadbalaOutput,
    chart: Conventions,
) -> ShadbalaResult {
    ShadbalaResult {
        moment: EventTime::new(req.moment.jd_ut, req.moment.offset_minutes),
        planets: out.planets,
        time_lords: out.lords,
        natures: out.natures,
        inputs: input,
        conventions: conventions(chart, req.sunrise, req.method),
    }
}

/// The shadbala of a birth (BPHS ch. 27 as worked by B.V. Raman), in virupas and rupas.
pub fn shadbala(req: &StrengthRequest) -> Result<ShadbalaResult> {
    let (input, chart) = shadbala_input(req)?;
    let out = shadbala_from_input(&input);
    Ok(shadbala_result(req, input, out, chart))
}

/// The conventions of a bhava bala answer: those of shadbala, plus the house and bhava bala rules.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct BhavaConventions {
    /// Conventions of the shadbala whose totals feed bhavadhipati bala.
    #[serde(flatten)]
    pub shadbala: StrengthConventions,
    /// How the bhava madhyas and their starts are found (Sripati).
    pub houses: &'static str,
    /// Bhavadhipati bala rule: the shadbala of the madhya sign's lord.
    pub bhavadhipati: &'static str,
    /// Bhava dig bala rule: the sign class of the madhya and where it is strong.
    pub bhava_dig: &'static str,
    /// Bhava drishti bala rule: aspects on the madhya and their signs.
    pub bhava_drishti: &'static str,
}

/// The bhava bala of a birth: the strength of the twelve houses.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct BhavabalaResult {
    /// Birth moment (UT instant, also shown in the request's offset).
    pub moment: EventTime,
    /// The twelve bhavas, 1st … 12th, with their balas and rank.
    pub houses: Vec<BhavaStrength>,
    /// Sidereal ascendant and MC the madhyas were built from, degrees of longitude.
    pub ascendant: f64,
    /// Sidereal MC (midheaven) in degrees, 0 <= x < 360.
    pub mc: f64,
    /// The shadbala totals used for bhavadhipati bala, Sun … Saturn.
    pub shadbala_virupas: [f64; 7],
    /// Conventions used: shadbala method, house division and bhava bala rules.
    pub conventions: BhavaConventions,
}

/// The bhava bala of a birth (BPHS ch. 27 as worked by B.V. Raman, ch. IX), in virupas and rupas.
pub fn bhavabala(req: &StrengthRequest) -> Result<BhavabalaResult> {
    let (input, chart) = shadbala_input(req)?;
    let out = shadbala_from_input(&input);
    Ok(bhavabala_result(req, &input, &out, chart))
}

/// The bhava bala answer from the shadbala inputs and their result ([`shadbala_from_input`]).
pub fn bhavabala_result(
    req: &StrengthRequest,
    input: &ShadbalaInput,
    out: &ShadbalaOutput,
    chart: Conventions,
) -> BhavabalaResult {
    let totals: [f64; 7] = std::array::from_fn(|i| out.planets[i].total_virupas);
    let bhava_input = BhavaInput {
        longitudes: input.longitudes,
        madhyas: bhava::sripati_madhyas(input.ascendant, input.mc),
        shadbala_virupas: totals,
    };
    BhavabalaResult {
        moment: EventTime::new(req.moment.jd_ut, req.moment.offset_minutes),
        houses: bhavabala_from_input(&bhava_input),
        ascendant: input.ascendant,
        mc: input.mc,
        shadbala_virupas: totals,
        conventions: BhavaConventions {
            shadbala: conventions(chart, req.sunrise, req.method),
            houses: "Sripati bhava madhyas (Raman's method): 1st = ascendant, 10th = MC, 4th and 7th opposite; each \
                 quadrant trisected; a bhava starts midway between its madhya and the previous one",
            bhavadhipati: "shadbala total (virupas) of the lord of the sign holding the bhava madhya",
            bhava_dig: "sign class of the madhya: nara (Gemini, Virgo, Libra, Aquarius, Sagittarius 0-15) strong in the \
                 1st, jalachara (Cancer, Pisces, Capricorn 15-30) in the 4th, chatushpada (Aries, Taurus, Leo, \
                 Sagittarius 15-30, Capricorn 0-15) in the 10th, keeta (Scorpio) in the 7th; 60 there, 10 less per bhava away (Raman, Graha and Bhava Balas, ch. IX)",
            bhava_drishti: "BPHS drishti of each graha on the madhya (drik bala rule with the special aspects); a quarter \
                 for Sun, Moon, Mars, Venus, Saturn, in full for Jupiter and Mercury; + benefics (Jupiter, Venus, \
                 Mercury always, waxing Moon), - malefics (Sun, Mars, Saturn, waning Moon)",
        },
    }
}
