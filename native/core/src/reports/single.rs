//! The shorter reports: match-making, sade-sati, mangal-dosha and numerology.

use super::kundli::{mangal_of, mars_reference_row};
use super::text::{fill, get, misc};
use super::{at, birth, chart_block, dms, fact, fixed, ordinal, when, Report, ReportRequest, Section};
use crate::error::{Error, Result};
use crate::numerology::{numerology as numerology_answer, NumberAnswer, NumerologyAnswer};
use crate::vedic::chart::{vedic_chart, ChartRequest, VedicChart};
use crate::vedic::milan::dosha::{CoupleDosha, NadiDosha, PersonDosha};
use crate::vedic::milan::{milan, Ashtakoota, MilanAnswer, MilanRequest, Person, WithPartners};
use crate::vedic::transit::{sade_sati as sade_sati_answer, SadeSati, SadeSatiPeriod, TransitRequest};
use crate::zodiac::Graha;
use serde::Serialize;

#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct MatchData {
    /// `/v1/milan/ashtakoota`.
    pub ashtakoota: Ashtakoota,
    /// `/v1/milan/mangal-dosha`.
    pub mangal_dosha: WithPartners<CoupleDosha>,
    /// `/v1/milan/nadi-dosha`.
    pub nadi_dosha: WithPartners<NadiDosha>,
    pub boy_chart: VedicChart,
    pub girl_chart: VedicChart,
}

fn milan_check(req: &ReportRequest, check: &str) -> Result<MilanAnswer> {
    let boy = req.boy.ok_or_else(|| Error::invalid("boy_date", "the boy's birth is required"))?;
    let girl = req.girl.ok_or_else(|| Error::invalid("girl_date", "the girl's birth is required"))?;
    milan(&MilanRequest {
        boy,
        girl,
        ayanamsa: req.ayanamsa.clone(),
        node: req.node,
        check: check.into(),
        koota: None,
        at: None,
        years: None,
        year: Default::default(),
    })
}

fn unexpected() -> Error {
    Error::Ephemeris("milan: unexpected answer".into())
}

fn chart_of(p: &Person, req: &ReportRequest) -> ChartRequest {
    ChartRequest { moment: p.moment, place: p.place, ayanamsa: req.ayanamsa.clone(), node: req.node }
}

fn person_rows(p: &PersonDosha) -> Vec<Vec<String>> {
    p.references
        .iter()
        .map(|r| {
            let mut row = mars_reference_row(r);
            row.push(if r.dosha { "Dosha" } else { "-" }.to_string());
            row
        })
        .collect()
}

fn mangal_reading(p: &PersonDosha) -> String {
    let refs: Vec<String> = p
        .references
        .iter()
        .filter(|r| r.in_dosha_house)
        .map(|r| format!("the {} ({} house)", super::label(r.from), ordinal(r.house as usize)))
        .collect();
    let mut rules: Vec<&str> = p.references.iter().flat_map(|r| r.cancelled_by.iter().copied()).collect();
    rules.sort_unstable();
    rules.dedup();
    if p.has_dosha {
        fill("misc", "mangal/yes", &[("refs", &refs.join(", "))])
    } else if p.in_dosha_house {
        fill("misc", "mangal/cancelled", &[("refs", &refs.join(", ")), ("rules", &super::kundli::rule_names(&rules))])
    } else {
        misc("mangal/no").to_string()
    }
}

const MANGAL_COLUMNS: [&str; 6] = ["From", "Reference sign", "Mars house", "Dosha house", "Cancelled by", "Result"];

/// The partners' names as the report prints them ("the boy"/"the girl" when none was given).
struct Names {
    boy: String,
    girl: String,
}

impl Names {
    fn of(req: &ReportRequest) -> Names {
        let pick = |n: &Option<String>, default: &str| {
            n.as_deref().map(str::trim).filter(|s| !s.is_empty()).unwrap_or(default).to_string()
        };
        Names { boy: pick(&req.boy_name, "the boy"), girl: pick(&req.girl_name, "the girl") }
    }
    fn boy_cap(&self) -> String {
        super::label(&self.boy)
    }
    fn girl_cap(&self) -> String {
        super::label(&self.girl)
    }
}

/// The ashtakoota chapter: the eight kootas' table and a reading of each from the partners' own
/// classes, stars, signs and sign lords.
fn ashtakoota_chapter(a: &Ashtakoota, who: &Names) -> Section {
    let k = &a.kootas;
    let pair = |what: &str, p: &crate::vedic::milan::koota::PairKoota| {
        format!("{}'s {what} is {} and {}'s is {}.", who.boy_cap(), p.boy, who.girl, p.girl)
    };
    let items: [(&str, &str, f64, u32, String); 8] = [
        ("Varna", "varna", k.varna.score, k.varna.max, pair("varna", &k.varna)),
        ("Vashya", "vashya", k.vashya.score, k.vashya.max, pair("vashya group", &k.vashya)),
        (
            "Tara",
            "tara",
            k.tara.score,
            k.tara.max,
            format!("Counted between the birth stars, the tara count is {}.", k.tara.tara_count),
        ),
        ("Yoni", "yoni", k.yoni.score, k.yoni.max, pair("yoni", &k.yoni)),
        (
            "Graha maitri",
            "graha_maitri",
            k.graha_maitri.score,
            k.graha_maitri.max,
            format!(
                "The Moon-sign lords are {} for {} and {} for {}.",
                k.graha_maitri.boy_lord, who.boy, k.graha_maitri.girl_lord, who.girl
            ),
        ),
        ("Gana", "gana", k.gana.score, k.gana.max, pair("gana", &k.gana)),
        (
            "Bhakoot",
            "bhakoot",
            k.bhakoot.score,
            k.bhakoot.max,
            format!(
                "The Moon signs are {} for {} and {} for {}.",
                k.bhakoot.boy_sign, who.boy, k.bhakoot.girl_sign, who.girl
            ),
        ),
        ("Nadi", "nadi", k.nadi.score, k.nadi.max, pair("nadi", &k.nadi)),
    ];
    let rows = items.iter().map(|(n, _, s, m, _)| vec![n.to_string(), fixed(*s, 1), m.to_string()]).collect();
    let mut s = Section::chapter("Ashtakoota")
        .table(Some("The eight kootas"), &["Koota", "Score", "Max"], rows)
        .text(fill("misc", "verdict", &[("total", &fixed(a.total, 1)), ("band", a.classical_band)]));
    for (_, key, score, max, facts) in items {
        let grade = if score >= max as f64 {
            "koota/full"
        } else if score > 0.0 {
            "koota/partial"
        } else {
            "koota/none"
        };
        s = s.block(super::Block::Paragraph {
            text: format!(
                "{} {facts} It scores {} of {max}. {}",
                misc(&format!("koota/{key}")),
                fixed(score, 1),
                misc(grade)
            ),
        });
    }
    s
}

/// The closing chapter: the score, the two doshas and what weighs most, in a few sentences.
fn match_conclusion(d: &MatchData, who: &Names) -> Section {
    let a = &d.ashtakoota;
    let m = &d.mangal_dosha.result;
    let n = &d.nadi_dosha.result;
    let mut s = Section::chapter("Conclusion").text(format!(
        "{} and {} score {} of 36 points, which the classical bands read as {}.",
        who.boy_cap(),
        who.girl,
        fixed(a.total, 1),
        a.classical_band
    ));
    let weak: Vec<&str> = [
        ("varna", a.kootas.varna.score, a.kootas.varna.max),
        ("vashya", a.kootas.vashya.score, a.kootas.vashya.max),
        ("tara", a.kootas.tara.score, a.kootas.tara.max),
        ("yoni", a.kootas.yoni.score, a.kootas.yoni.max),
        ("graha maitri", a.kootas.graha_maitri.score, a.kootas.graha_maitri.max),
        ("gana", a.kootas.gana.score, a.kootas.gana.max),
        ("bhakoot", a.kootas.bhakoot.score, a.kootas.bhakoot.max),
        ("nadi", a.kootas.nadi.score, a.kootas.nadi.max),
    ]
    .into_iter()
    .filter(|(_, sc, _)| *sc == 0.0)
    .map(|(k, _, _)| k)
    .collect();
    if !weak.is_empty() {
        s = s.text(format!(
            "The kootas that score nothing, {}, are where the two temperaments need the most understanding.",
            weak.join(", ")
        ));
    }
    s = s.text(format!("On Mars: {}.", m.verdict_label));
    s = s.text(if !n.present {
        "Nadi dosha is absent, so the heaviest single koota raises no objection.".to_string()
    } else if n.cancelled {
        "Nadi dosha is present but cancelled by a classical exception, so it does not weigh against the match."
            .to_string()
    } else {
        "Nadi dosha stands uncancelled; tradition asks for the whole charts to be compared before deciding.".to_string()
    });
    s.text(misc("match/closing"))
}

pub fn match_making(req: &ReportRequest) -> Result<Report<MatchData>> {
    let ashtakoota = match milan_check(req, "ashtakoota")? {
        MilanAnswer::Ashtakoota(a) => *a,
        _ => return Err(unexpected()),
    };
    let mangal_dosha = match milan_check(req, "mangal-dosha")? {
        MilanAnswer::Dosha(d) => *d,
        _ => return Err(unexpected()),
    };
    let nadi_dosha = match milan_check(req, "nadi-dosha")? {
        MilanAnswer::Nadi(d) => *d,
        _ => return Err(unexpected()),
    };
    let (boy, girl) = (req.boy.expect("checked"), req.girl.expect("checked"));
    let (bc, gc) = (chart_of(&boy, req), chart_of(&girl, req));
    let data =
        MatchData { boy_chart: vedic_chart(&bc)?, girl_chart: vedic_chart(&gc)?, ashtakoota, mangal_dosha, nadi_dosha };
    let a = &data.ashtakoota;
    let who = Names::of(req);
    let mut out = vec![];
    let moon_rows = [(who.boy_cap(), &a.boy), (who.girl_cap(), &a.girl)]
        .iter()
        .map(|(who, m)| {
            vec![
                who.to_string(),
                when(&m.birth),
                m.moon_sign.to_string(),
                format!("{} {}", m.nakshatra, m.pada),
                dms(m.moon_longitude),
            ]
        })
        .collect();
    out.push(
        Section::chapter("The partners")
            .table(None, &["", "Birth", "Moon sign", "Nakshatra", "Moon longitude"], moon_rows)
            .block(chart_block(&bc, "D1", &format!("Birth chart (D1) of {}", who.boy), super::Draw::of(req))?)
            .block(chart_block(&gc, "D1", &format!("Birth chart (D1) of {}", who.girl), super::Draw::of(req))?),
    );
    let k = &a.kootas;
    out.push(ashtakoota_chapter(a, &who));
    let m = &data.mangal_dosha.result;
    out.push(
        Section::chapter("Mangal dosha")
            .text(misc("mangal/about"))
            .table(Some(&who.boy_cap()), &MANGAL_COLUMNS, person_rows(&m.boy))
            .text(format!("For {}: {}", who.boy, mangal_reading(&m.boy)))
            .table(Some(&who.girl_cap()), &MANGAL_COLUMNS, person_rows(&m.girl))
            .text(format!("For {}: {}", who.girl, mangal_reading(&m.girl)))
            .text(format!("For the couple: {}.", m.verdict_label)),
    );
    let n = &data.nadi_dosha;
    out.push(
        Section::chapter("Nadi dosha")
            .text(format!(
                "Nadi koota: {} {}, {} {} ({} of 8 points). {}",
                who.boy_cap(),
                k.nadi.boy,
                who.girl,
                k.nadi.girl,
                fixed(k.nadi.score, 1),
                misc("koota/nadi")
            ))
            .text(nadi_text(n)),
    );
    out.push(match_conclusion(&data, &who));
    Ok(Report {
        report: "match-making",
        title: "Match-Making Report".into(),
        subtitle: vec![
            format!("{} born {}", who.boy_cap(), super::when_zoned(&a.boy.birth)),
            format!("{} born {}", who.girl_cap(), super::when_zoned(&a.girl.birth)),
            format!("Ashtakoota {} of 36: {}", fixed(a.total, 1), a.verdict_label),
        ],
        sections: out,
        data,
        prepared_for: None,
        text_source: super::TEXT_SOURCE,
    })
}

fn nadi_text(n: &WithPartners<NadiDosha>) -> String {
    let r = &n.result;
    let applied: Vec<&str> = r.exceptions.iter().filter(|x| x.applied).map(|x| x.rule).collect();
    if !r.present {
        format!("The Moons are in different nadis ({} and {}): no nadi dosha.", r.boy_nadi, r.girl_nadi)
    } else if r.cancelled {
        format!(
            "Both Moons are in the {} nadi, so the dosha is present, but an exception removes it: {}.",
            r.boy_nadi,
            applied.join("; ")
        )
    } else {
        format!(
            "Both Moons are in the {} nadi and no exception applies: nadi dosha is in effect. Traditionally it is weighed seriously and the whole charts should be studied.",
            r.boy_nadi
        )
    }
}

#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct SadeSatiData {
    /// `/v1/transit/sade-sati` at `at`.
    pub sade_sati: SadeSati,
    pub chart: VedicChart,
}

/// The sade sati chapter at the reading date: the Moon, Saturn, the status and its reading.
fn sade_sati_now(s: &SadeSati) -> Section {
    Section::chapter("Sade sati")
        .text(misc("sadesati/about"))
        .facts(vec![
            fact("Natal Moon", format!("{} {}", s.natal_moon.sign, dms(s.natal_moon.longitude % 30.0))),
            fact("Birth star", s.natal_moon.nakshatra),
            fact("Reading date", when(&s.at)),
            fact(
                "Saturn now",
                format!(
                    "{} {}{}, {} house from the Moon",
                    s.saturn.sign,
                    dms(s.saturn.longitude % 30.0),
                    if s.saturn.retrograde { " (retrograde)" } else { "" },
                    ordinal(s.saturn.house_from_moon)
                ),
            ),
            fact(
                "Status",
                if s.active {
                    format!("Active, {} phase", s.current_phase.unwrap_or("-"))
                } else {
                    "Not active".into()
                },
            ),
        ])
        .text(match s.current_phase {
            Some(phase) if s.active => fill("misc", "sadesati/active", &[("phase", phase)]),
            _ => misc("sadesati/inactive").to_string(),
        })
        .text(get("transit", &format!("saturn/{}", s.saturn.house_from_moon)))
}

/// One sade sati period of the life, with its phases and their readings.
fn sade_sati_period(i: usize, p: &SadeSatiPeriod) -> Section {
    let mut sec = Section::sub(format!("Period {}: {} to {}", i + 1, super::day(&p.start), super::day(&p.end)));
    sec = sec.table(
        None,
        &["Phase", "Sign", "House from Moon", "Start", "End"],
        p.phases
            .iter()
            .map(|ph| {
                vec![
                    super::label(ph.phase),
                    ph.sign.to_string(),
                    ph.house_from_moon.to_string(),
                    super::day(&ph.start),
                    super::day(&ph.end),
                ]
            })
            .collect(),
    );
    let mut seen = vec![];
    for ph in &p.phases {
        if !seen.contains(&ph.phase) {
            seen.push(ph.phase);
            sec = sec.text(misc(&format!("sadesati/{}", ph.phase)));
        }
    }
    sec
}

pub fn sade_sati(req: &ReportRequest) -> Result<Report<SadeSatiData>> {
    let cr = birth(req)?;
    let now = at(req)?;
    let ss = sade_sati_answer(&TransitRequest {
        moment: cr.moment,
        place: cr.place,
        ayanamsa: cr.ayanamsa.clone(),
        node: cr.node,
        at: now,
        from: None,
        to: None,
    })?;
    let data = SadeSatiData { chart: vedic_chart(&cr)?, sade_sati: ss };
    let s = &data.sade_sati;
    let mut out = vec![];
    out.push(sade_sati_now(s));
    let rows = s
        .periods
        .iter()
        .map(|p| {
            vec![
                super::day(&p.start),
                super::day(&p.end),
                fixed(p.duration_years, 2),
                if p.in_progress { "In progress" } else { "" }.to_string(),
            ]
        })
        .collect();
    out.push(Section::chapter("Sade sati periods of this life").table(
        Some(&format!("From {} to {}", super::day(&s.window.start), super::day(&s.window.end))),
        &["Start", "End", "Years", ""],
        rows,
    ));
    out.extend(s.periods.iter().enumerate().map(|(i, p)| sade_sati_period(i, p)));
    out.push(Section::chapter("Remedies").text(misc("remedy/saturn")).text(misc("remedy/general")));
    Ok(Report {
        report: "sade-sati",
        title: "Sade Sati Report".into(),
        subtitle: vec![format!("Born {}", when(&data.chart.moment)), format!("Read at {}", when(&s.at))],
        sections: out,
        data,
        prepared_for: None,
        text_source: super::TEXT_SOURCE,
    })
}

#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct MangalData {
    /// The chart's part of `/v1/milan/mangal-dosha` (the same rules, one chart).
    pub mangal_dosha: PersonDosha,
    pub chart: VedicChart,
}

pub fn mangal_dosha(req: &ReportRequest) -> Result<Report<MangalData>> {
    let cr = birth(req)?;
    let data = MangalData { mangal_dosha: mangal_of(&cr)?, chart: vedic_chart(&cr)? };
    let m = &data.mangal_dosha;
    let mars = data.chart.planets.iter().find(|g| g.graha == Graha::Mars).expect("Mars");
    let out = vec![
        Section::chapter("Mangal dosha")
            .text(misc("mangal/about"))
            .block(chart_block(&cr, "D1", "D1 Rashi", super::Draw::of(req))?)
            .facts(vec![
                fact("Mars", format!("{} {}, {} house", mars.sign.sign, dms(mars.sign.degree), ordinal(mars.house as usize))),
                fact("Result", if m.has_dosha { "mangal dosha present" } else if m.in_dosha_house { "cancelled" } else { "no mangal dosha" }),
            ])
            .table(Some("Mars from the lagna, the Moon and Venus"), &MANGAL_COLUMNS, person_rows(m))
            .text(mangal_reading(m)),
        Section::chapter("Cancellation rules").text(
            "R1: Mars in the 2nd in Gemini or Virgo, the 4th in Aries or Scorpio, the 7th in Capricorn or Cancer, the 8th in Sagittarius or Pisces, the 12th in Taurus or Libra. R2: Mars in Leo or Aquarius. R3: Mars in the same sign as Jupiter or the Moon. R4 (for a couple): the dosha in both charts balances out. Rules after B.V. Raman.",
        ).text(get("planet_sign", &format!("mars/{}", mars.sign.sign.key()))).text(get("planet_house", &format!("mars/{}", mars.house))),
        Section::chapter("Remedies").text(misc("remedy/mars")).text(misc("remedy/general")),
    ];
    Ok(Report {
        report: "mangal-dosha",
        title: "Mangal Dosha Report".into(),
        subtitle: vec![format!("Born {}", when(&data.chart.moment))],
        sections: out,
        data,
        prepared_for: None,
        text_source: super::TEXT_SOURCE,
    })
}

#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct NumerologyData {
    /// `/v1/numerology/full`.
    pub numerology: NumerologyAnswer,
}

fn number_section(title: &str, n: &NumberAnswer, what: &str) -> Section {
    let reduction: Vec<String> = n.reduction.iter().map(|x| x.to_string()).collect();
    Section::sub(format!("{title}: {}", n.number))
        .text(what.to_string())
        .facts(vec![
            fact("Number", n.number),
            fact("Reduction", reduction.join(" > ")),
            fact("Master number", if n.master { "yes" } else { "no" }),
            fact("Planet", n.planet),
            fact("Keywords", n.meaning.keywords.join(", ")),
        ])
        .text(n.meaning.text.clone())
}

pub fn numerology(req: &ReportRequest) -> Result<Report<NumerologyData>> {
    let nreq = req.numerology.clone().unwrap_or_default();
    let answer = numerology_answer(&nreq, "full")?;
    let data = NumerologyData { numerology: answer };
    let n = &data.numerology;
    let missing = || Error::Ephemeris("numerology: incomplete answer".into());
    let driver = n.driver.as_ref().ok_or_else(missing)?;
    let conductor = n.conductor.as_ref().ok_or_else(missing)?;
    let soul = &n.soul.as_ref().ok_or_else(missing)?.answer;
    let personality = &n.personality.as_ref().ok_or_else(missing)?.answer;
    let destiny = &n.destiny.as_ref().ok_or_else(missing)?.answer;
    let five = [
        (
            "Driver",
            driver,
            "The driver number is the day of birth reduced to one digit: how the person acts day to day.",
        ),
        (
            "Conductor",
            conductor,
            "The conductor number is the whole date of birth reduced: the direction life tends to take.",
        ),
        ("Soul urge", soul, "The soul urge is the sum of the vowels of the name: inner motives and wishes."),
        (
            "Personality",
            personality,
            "The personality number is the sum of the consonants: the impression given to others.",
        ),
        (
            "Destiny",
            destiny,
            "The destiny (expression) number is the sum of all the letters of the name: abilities and aims.",
        ),
    ];
    let mut out = vec![Section::chapter("The five numbers").text(misc("numerology/about")).table(
        None,
        &["Number", "Value", "Compound", "Planet"],
        five.iter()
            .map(|(l, a, _)| vec![l.to_string(), a.number.to_string(), a.compound.to_string(), a.planet.to_string()])
            .collect(),
    )];
    for (title, a, what) in five {
        out.push(number_section(title, a, what));
    }
    out.push(Section::chapter("Method").text(format!(
        "Letter values: {}. Y: {}. Reduction: {}.",
        n.conventions.letter_values, n.conventions.y_rule, n.conventions.reduction
    )));
    let mut subtitle = vec![];
    if let Some(name) = &n.name {
        subtitle.push(name.clone());
    }
    if let Some(date) = &n.date {
        subtitle.push(format!("Born {date}"));
    }
    Ok(Report {
        report: "numerology",
        title: "Numerology Report".into(),
        subtitle,
        sections: out,
        data,
        prepared_for: None,
        text_source: super::TEXT_SOURCE,
    })
}
