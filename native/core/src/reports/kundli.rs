//! The kundli reports (lite, detailed, brihad): one birth chart read through every engine view.

use super::chart_words::{house_from, list, ruled_houses};
use super::dasha_reading::{period_rows, vimshottari_chapter, DashaDepth};
use super::text::{fill, get, misc};
#[cfg(test)]
use super::GRAHAS;
use super::{at, birth, chart_block, dms, fact, fixed, label, ordinal, when, when_zoned, Draw, Report};
use super::{ReportRequest, Section};
use crate::ephemeris::time::Moment;
use crate::error::{Error, Result};
use crate::vedic::ashtakavarga::{ashtakavarga, AshtakavargaResult};
use crate::vedic::ashtakavarga::{PerContributor, PerPlanet, SignRow};
use crate::vedic::avakhada::{avakhada, Avakhada};
use crate::vedic::chart::GrahaPosition;
use crate::vedic::chart::{vedic_chart, ChartRequest, VedicChart};
use crate::vedic::combustion::{combustion, CombustionResult};
use crate::vedic::dasha::vimshottari::{vimshottari, vimshottari_current, Vimshottari, VimshottariCurrent};
use crate::vedic::dasha::yogini::{yogini, yogini_current, Yogini, YoginiCurrent};
use crate::vedic::dasha::DashaRequest;
use crate::vedic::dignity::PlanetDignity;
use crate::vedic::dignity::{dignity, DignityResult, Status};
use crate::vedic::dosha::{doshas, DoshaList, DoshaRequest};
use crate::vedic::drishti::{aspects, AspectsResult};
use crate::vedic::milan::dosha::{FromReference, PersonDosha};
use crate::vedic::milan::{milan, MilanAnswer, MilanRequest, Person};
use crate::vedic::panchang::summary::{summary, Summary};
use crate::vedic::panchang::{PanchangDay, PanchangRequest};
use crate::vedic::strength::{bhavabala, shadbala, BhavabalaResult, ShadbalaResult, StrengthRequest};
use crate::vedic::transit::{sade_sati, SadeSati, TransitRequest};
use crate::vedic::varga::chart::{divisional, DivisionalChart, DivisionalRequest};
use crate::vedic::yoga::{yogas, Yoga, YogaList};
use crate::zodiac::graha::names;
use crate::zodiac::Graha;
use crate::zodiac::SIGNS;
use serde::Serialize;

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Depth {
    Lite,
    Detailed,
    Brihad,
}

/// The engine answers behind a kundli, each as its endpoint returns it.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct KundliData {
    /// `/v1/chart/planets` etc. (the sidereal chart).
    pub chart: VedicChart,
    /// `/v1/panchang/summary` at the birth moment and place.
    pub panchang: Summary,
    /// `/v1/chart/avakhada`.
    pub avakhada: Avakhada,
    /// `/v1/chart/dignity`.
    pub dignity: DignityResult,
    /// `/v1/chart/aspects`.
    pub aspects: AspectsResult,
    /// `/v1/chart/combustion`.
    pub combustion: CombustionResult,
    /// `/v1/chart/divisional/{varga}` for each varga shown.
    pub vargas: Vec<DivisionalChart>,
    pub shadbala: ShadbalaResult,
    pub bhavabala: BhavabalaResult,
    pub ashtakavarga: AshtakavargaResult,
    /// `/v1/dasha/vimshottari` (levels 1 for lite, 2 otherwise) and `/current` at `at`.
    pub vimshottari: Vimshottari,
    pub vimshottari_current: VimshottariCurrent,
    pub yogini: Yogini,
    pub yogini_current: YoginiCurrent,
    /// The sidereal chart at `at` at the birth place (transits now).
    pub transits: VedicChart,
    /// `/v1/transit/sade-sati` at `at`.
    pub sade_sati: SadeSati,
    /// Mars dosha of this chart (the per-chart part of `/v1/milan/mangal-dosha`).
    pub mangal_dosha: PersonDosha,
    /// `/v1/yoga/list`.
    pub yogas: YogaList,
    /// `/v1/dosha/list` at `at`.
    pub doshas: DoshaList,
}

const LITE_VARGAS: [&str; 2] = ["D1", "D9"];
const DETAILED_VARGAS: [&str; 8] = ["D1", "D2", "D3", "D7", "D9", "D10", "D12", "D60"];
const SHODASHA: [&str; 16] =
    ["D1", "D2", "D3", "D4", "D7", "D9", "D10", "D12", "D16", "D20", "D24", "D27", "D30", "D40", "D45", "D60"];

/// Classical favourable transit houses from the Moon (Phaladeepika ch. 26, the gochara table).
pub(crate) fn favourable(graha: Graha, house: usize) -> bool {
    let good: &[usize] = match graha {
        Graha::Sun => &[3, 6, 10, 11],
        Graha::Moon => &[1, 3, 6, 7, 10, 11],
        Graha::Mars | Graha::Saturn | Graha::Rahu | Graha::Ketu => &[3, 6, 11],
        Graha::Mercury => &[2, 4, 6, 8, 10, 11],
        Graha::Jupiter => &[2, 5, 7, 9, 11],
        Graha::Venus => &[1, 2, 3, 4, 5, 8, 9, 11, 12],
    };
    good.contains(&house)
}

/// One reference of a Mangal dosha table: from, reference sign, house, dosha house, cancelled by
/// (the single Mangal dosha report adds whether a dosha remains).
pub(crate) fn mars_reference_row(r: &FromReference) -> Vec<String> {
    vec![
        label(r.from),
        r.reference_sign.to_string(),
        r.house.to_string(),
        if r.in_dosha_house { "Yes" } else { "No" }.to_string(),
        rule_names(&r.cancelled_by),
    ]
}

/// The mangal dosha cancellations by the engine's rule ids, in words.
pub(crate) fn rule_names(ids: &[&str]) -> String {
    let words: Vec<String> = ids
        .iter()
        .map(|id| {
            let t = misc(&format!("mangal_rule/{}", id.to_ascii_lowercase()));
            if t.is_empty() {
                id.to_string()
            } else {
                t.to_string()
            }
        })
        .collect();
    words.join("; ")
}

pub(crate) fn mangal_of(chart: &ChartRequest) -> Result<PersonDosha> {
    let person = Person { moment: chart.moment, place: chart.place };
    let req = MilanRequest {
        boy: person,
        girl: person,
        ayanamsa: chart.ayanamsa.clone(),
        node: chart.node,
        check: "mangal-dosha".into(),
        koota: None,
        at: None,
        years: None,
        year: Default::default(),
    };
    match milan(&req).map_err(unprefix)? {
        MilanAnswer::Dosha(d) => Ok(d.result.boy),
        _ => Err(Error::Ephemeris("mangal dosha: unexpected answer".into())),
    }
}

/// The milan checks name parameters `boy_…`; a single-chart report names them plainly.
fn unprefix(e: Error) -> Error {
    match e {
        Error::InvalidInput { param, message } => {
            Error::InvalidInput { param: param.trim_start_matches("boy_").to_string(), message }
        }
        other => other,
    }
}

pub(crate) fn dasha_request(chart: &ChartRequest, levels: u8, at: Option<f64>) -> DashaRequest {
    DashaRequest {
        moment: chart.moment,
        place: chart.place,
        ayanamsa: chart.ayanamsa.clone(),
        node: chart.node,
        year: Default::default(),
        levels: Some(levels),
        from: None,
        to: None,
        at,
    }
}

pub(crate) fn status_key(s: Option<Status>) -> &'static str {
    match s {
        Some(Status::Exalted) => "exalted",
        Some(Status::Moolatrikona) => "moolatrikona",
        Some(Status::OwnSign) => "own",
        Some(Status::GreatFriend) => "great_friend",
        Some(Status::Friend) => "friend",
        Some(Status::Neutral) | None => "neutral",
        Some(Status::Enemy) => "enemy",
        Some(Status::GreatEnemy) => "great_enemy",
        Some(Status::Debilitated) => "debilitated",
    }
}

fn status_label(s: Option<Status>) -> &'static str {
    match s {
        Some(Status::Exalted) => "Exalted",
        Some(Status::Moolatrikona) => "Moolatrikona",
        Some(Status::OwnSign) => "Own sign",
        Some(Status::GreatFriend) => "Great friend",
        Some(Status::Friend) => "Friend",
        Some(Status::Neutral) => "Neutral",
        None => "-",
        Some(Status::Enemy) => "Enemy",
        Some(Status::GreatEnemy) => "Great enemy",
        Some(Status::Debilitated) => "Debilitated",
    }
}

fn capitalise(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().collect::<String>() + c.as_str(),
        None => String::new(),
    }
}

fn lower_first(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_lowercase().collect::<String>() + c.as_str(),
        None => String::new(),
    }
}

pub fn kundli(req: &ReportRequest, depth: Depth) -> Result<Report<KundliData>> {
    let cr = birth(req)?;
    let now: Moment = at(req)?;
    let chart = vedic_chart(&cr)?;
    if now.jd_ut < cr.moment.jd_ut {
        return Err(Error::invalid("at", "must not be before the birth moment"));
    }
    let day = PanchangDay::new(&PanchangRequest {
        moment: cr.moment,
        place: cr.place,
        ayanamsa: cr.ayanamsa.clone(),
        sunrise: Default::default(),
    })?;
    let panchang = summary(&day)?;
    let sreq = StrengthRequest::with_defaults(&cr);
    let varga_list: &[&str] = match depth {
        Depth::Lite => &LITE_VARGAS,
        Depth::Detailed => &DETAILED_VARGAS,
        Depth::Brihad => &SHODASHA,
    };
    let vargas = varga_list
        .iter()
        .map(|v| divisional(&DivisionalRequest { chart: cr.clone(), varga: v.to_string(), method: None }))
        .collect::<Result<Vec<_>>>()?;
    let levels = match depth {
        Depth::Lite => 1,
        Depth::Detailed => 2,
        Depth::Brihad => 3,
    };
    let data = KundliData {
        panchang,
        avakhada: avakhada(&cr)?,
        dignity: dignity(&cr)?,
        aspects: aspects(&cr)?,
        combustion: combustion(&cr)?,
        vargas,
        shadbala: shadbala(&sreq)?,
        bhavabala: bhavabala(&sreq)?,
        ashtakavarga: ashtakavarga(&cr)?,
        vimshottari: vimshottari(&dasha_request(&cr, levels, None))?,
        vimshottari_current: vimshottari_current(&dasha_request(&cr, 5, Some(now.jd_ut)))?,
        yogini: yogini(&dasha_request(&cr, 1, None))?,
        yogini_current: yogini_current(&dasha_request(&cr, 2, Some(now.jd_ut)))?,
        transits: vedic_chart(&ChartRequest { moment: now, ..cr.clone() })?,
        sade_sati: sade_sati(&TransitRequest {
            moment: cr.moment,
            place: cr.place,
            ayanamsa: cr.ayanamsa.clone(),
            node: cr.node,
            at: now,
            from: None,
            to: None,
        })?,
        mangal_dosha: mangal_of(&cr)?,
        yogas: yogas(&cr)?,
        doshas: doshas(&DoshaRequest {
            moment: cr.moment,
            place: cr.place,
            ayanamsa: cr.ayanamsa.clone(),
            node: cr.node,
            at: now,
        })?,
        chart,
    };
    let mut sections = assemble(&cr, &data, depth, Draw::of(req))?;
    if depth == Depth::Lite {
        // The summary runs on: no part starts a page of its own.
        for s in &mut sections {
            s.new_page = false;
        }
    }
    let (kind, title) = kind_and_title(depth);
    let subtitle = subtitle_of(&cr, &data);
    Ok(Report {
        report: kind,
        title: title.into(),
        subtitle,
        prepared_for: None,
        sections,
        data,
        text_source: super::TEXT_SOURCE,
    })
}

/// The report's key and title at a depth.
fn kind_and_title(depth: Depth) -> (&'static str, &'static str) {
    let kind = match depth {
        Depth::Lite => "kundli/lite",
        Depth::Detailed => "kundli/detailed",
        Depth::Brihad => "kundli/brihad",
    };
    let title = match depth {
        Depth::Lite => "Kundli - Summary Horoscope",
        Depth::Detailed => "Kundli - Detailed Horoscope",
        Depth::Brihad => "Brihad Kundli - Complete Horoscope",
    };
    (kind, title)
}

/// The cover's lines under the title: the birth, the chart's keys, the reading moment (the
/// name and the worded place are added by `personal::cover`).
fn subtitle_of(cr: &ChartRequest, data: &KundliData) -> Vec<String> {
    let mut subtitle = vec![];
    subtitle.push(format!(
        "Born {} at latitude {:.4}, longitude {:.4}",
        when_zoned(&data.chart.moment),
        cr.place.lat,
        cr.place.lon
    ));
    subtitle.push(format!(
        "{} ascendant, Moon in {} ({}), {} ayanamsa",
        data.chart.ascendant.sign.sign,
        data.avakhada.moon_sign,
        data.avakhada.nakshatra,
        data.chart.conventions.ayanamsa_name
    ));
    subtitle.push(format!("Transits and running periods read at {}", when(&data.transits.moment)));
    subtitle
}

/// What every chapter reads: the request, the engine answers and the report's depth.
struct Kundli<'a> {
    cr: &'a ChartRequest,
    d: &'a KundliData,
    depth: Depth,
    draw: Draw<'a>,
}

impl Kundli<'_> {
    fn graha(&self, graha: Graha) -> &GrahaPosition {
        self.d.chart.planets.iter().find(|g| g.graha == graha).expect("a chart has the nine grahas")
    }
    fn moon(&self) -> &GrahaPosition {
        self.graha(Graha::Moon)
    }
    fn sun(&self) -> &GrahaPosition {
        self.graha(Graha::Sun)
    }
    fn dig(&self, graha: Graha) -> Option<&PlanetDignity> {
        self.d.dignity.planets.iter().find(|x| x.name == graha)
    }
    fn combust(&self, graha: Graha) -> bool {
        self.d.combustion.planets.iter().find(|x| x.name == graha).is_some_and(|x| x.is_combust)
    }
}

/// The report's sections, chapter by chapter.
fn assemble<'a>(cr: &'a ChartRequest, d: &'a KundliData, depth: Depth, draw: Draw<'a>) -> Result<Vec<Section>> {
    let k = Kundli { cr, d, depth, draw };
    let mut out = Vec::new();
    chapter_birth_details(&k, &mut out)?;
    chapter_panchang_at_birth(&k, &mut out)?;
    chapter_avakhada(&k, &mut out)?;
    chapter_charts(&k, &mut out)?;
    chapter_planets_and_houses(&k, &mut out)?;
    // The summary keeps to the chart, its readings and the timing: the aspect, strength and
    // ashtakavarga tables and the Yogini dasha are the detailed reports' (about 8 pages).
    if depth != Depth::Lite {
        chapter_aspects(&k, &mut out)?;
        chapter_strengths(&k, &mut out)?;
        chapter_ashtakavarga(&k, &mut out)?;
    }
    chapter_planet_readings(&k, &mut out)?;
    chapter_houses(&k, &mut out)?;
    chapter_yogas(&k, &mut out)?;
    chapter_doshas(&k, &mut out)?;
    chapter_vimshottari(&k, &mut out)?;
    if depth != Depth::Lite {
        chapter_yogini(&k, &mut out)?;
    }
    chapter_transits(&k, &mut out)?;
    chapter_remedies(&k, &mut out)?;
    Ok(out)
}

/// Birth details.
fn chapter_birth_details(k: &Kundli<'_>, out: &mut Vec<Section>) -> Result<()> {
    let cr = k.cr;
    let c = &k.d.chart;
    let moon = k.moon();
    let sun = k.sun();
    out.push(Section::chapter("Birth details").facts(vec![
        fact("Date and time", when(&c.moment)),
        fact("Julian day (UT)", fixed(c.moment.jd_ut, 5)),
        fact("Latitude, longitude", format!("{:.4}, {:.4}", cr.place.lat, cr.place.lon)),
        fact("Ayanamsa", format!("{} {}", c.conventions.ayanamsa_name, dms(c.conventions.ayanamsa_value))),
        fact("Ascendant (lagna)", format!("{} {}", c.ascendant.sign.sign, dms(c.ascendant.sign.degree))),
        fact("Lagna nakshatra", format!("{} pada {}", c.ascendant.nakshatra.nakshatra, c.ascendant.nakshatra.pada)),
        fact("Moon sign (rashi)", moon.sign.sign),
        fact("Birth star (nakshatra)", format!("{} pada {}", moon.nakshatra.nakshatra, moon.nakshatra.pada)),
        fact("Sun sign (sidereal)", sun.sign.sign),
        fact("Houses", "whole sign from the lagna"),
        fact(
            "Nodes",
            if matches!(c.conventions.node, crate::ephemeris::bodies::NodeType::Mean) { "mean" } else { "true" },
        ),
    ]));
    out.push(
        Section::sub("The ascendant")
            .text(get("misc", &format!("rashi/{}", c.ascendant.sign.sign.key())))
            .text(ascendant_lord(c)),
    );
    Ok(())
}

/// Where the ascendant's lord stands, in a sentence.
fn ascendant_lord(c: &VedicChart) -> String {
    let lord = c.ascendant.sign.sign.lord();
    let Some(l) = c.planets.iter().find(|g| g.graha == lord) else { return String::new() };
    format!(
        "The ascendant rises at {} {}; its lord {lord} sits in {} in the {} house, so {} shape the course of life.",
        dms(c.ascendant.sign.degree),
        c.ascendant.sign.sign,
        l.sign.sign,
        ordinal(l.house as usize),
        get("houses", &format!("topic/{}", l.house))
    )
}

/// Panchang at birth.
fn chapter_panchang_at_birth(k: &Kundli<'_>, out: &mut Vec<Section>) -> Result<()> {
    let p = &k.d.panchang;
    let mut facts = vec![
        fact("Vara (weekday)", format!("{} ({}), lord {}", p.vara.vara, p.vara.sanskrit, p.vara.lord)),
        fact("Tithi", format!("{} ({} paksha {})", p.tithi.element.current.name, p.tithi.paksha, p.tithi.paksha_tithi)),
        fact(
            "Nakshatra",
            format!("{} pada {}, lord {}", p.nakshatra.element.current.name, p.nakshatra.pada, p.nakshatra.lord),
        ),
        fact("Yoga", p.yoga.current.name),
        fact("Karana", p.karana.current.name),
    ];
    if let Some(t) = &p.sunrise_sunset.sunrise {
        facts.push(fact("Sunrise", when(t)));
    }
    if let Some(t) = &p.sunrise_sunset.sunset {
        facts.push(fact("Sunset", when(t)));
    }
    out.push(Section::chapter("Panchang at birth").text(misc("panchang/about")).facts(facts));
    Ok(())
}

/// Avakhada.
fn chapter_avakhada(k: &Kundli<'_>, out: &mut Vec<Section>) -> Result<()> {
    let d = k.d;
    let a = &d.avakhada;
    out.push(Section::chapter("Avakhada chakra").text(misc("avakhada/about")).facts(vec![
        fact("Varna", a.varna),
        fact("Vashya", a.vashya),
        fact("Yoni", &a.yoni),
        fact("Gana", a.gana),
        fact("Nadi", a.nadi),
        fact("Tatva", a.tatva),
        fact("Paya", a.paya),
        fact("Rajju", a.rajju),
        fact("Vedha", &a.vedha),
        fact("Name syllables", a.name_first_letter.join(", ")),
        fact("Nakshatra, pada", format!("{} {}", a.nakshatra, a.pada)),
        fact("Moon sign", a.moon_sign),
    ]));
    out.push(Section::sub("Birth star").text(get("nakshatras", a.nakshatra.key())));
    Ok(())
}

/// Charts.
fn chapter_charts(k: &Kundli<'_>, out: &mut Vec<Section>) -> Result<()> {
    let d = k.d;
    let cr = k.cr;
    let depth = k.depth;
    let about = if k.draw.style == Some("south") { "charts/south" } else { "charts/north" };
    out.push(Section::chapter("Charts").text(misc(about)));
    if depth == Depth::Lite {
        return lite_charts(k, out);
    }
    for (i, v) in d.vargas.iter().enumerate() {
        let title = format!("{} {}", v.chart.varga, v.chart.name);
        let rows = placement_rows(&v.chart);
        let mut s = Section::sub(title.clone());
        if depth != Depth::Lite && i > 0 {
            s = s.paged();
        }
        s = s.block(chart_block(cr, &v.chart.varga, &title, k.draw)?);
        if depth != Depth::Lite || i == 0 {
            s = s.table(Some(&format!("{title}: placements")), &["Point", "Sign", "Degree", "House"], rows);
        }
        if depth != Depth::Lite && i > 0 {
            s = s.text(varga_reading(&d.chart, &v.chart));
        }
        out.push(s);
    }
    Ok(())
}

/// The placements table of a divisional chart: the ascendant, then each planet.
fn placement_rows(v: &crate::vedic::varga::chart::VargaChart) -> Vec<Vec<String>> {
    std::iter::once(&v.ascendant)
        .chain(v.planets.iter())
        .map(|pl| vec![pl.name.to_string(), pl.sign.to_string(), dms(pl.degree), pl.house.to_string()])
        .collect()
}

/// The summary's charts: the rashi and navamsa drawn side by side (the PDF sets two chart
/// blocks in a row), then the rashi's placements.
fn lite_charts(k: &Kundli<'_>, out: &mut Vec<Section>) -> Result<()> {
    let titles: Vec<String> = k.d.vargas.iter().map(|v| format!("{} {}", v.chart.varga, v.chart.name)).collect();
    let mut s = Section::sub(titles.join(" and "));
    for (v, title) in k.d.vargas.iter().zip(&titles) {
        s = s.block(chart_block(k.cr, &v.chart.varga, title, k.draw)?);
    }
    if let (Some(v), Some(title)) = (k.d.vargas.first(), titles.first()) {
        let rows = placement_rows(&v.chart);
        s = s.table(Some(&format!("{title}: placements")), &["Point", "Sign", "Degree", "House"], rows);
    }
    out.push(s);
    Ok(())
}

/// What a divisional chart says of this birth: its ascendant and that sign's lord, and the
/// planets that keep their birth sign in it (vargottama, a classical mark of strength, BPHS ch. 7).
fn varga_reading(birth: &VedicChart, v: &crate::vedic::varga::chart::VargaChart) -> String {
    let same: Vec<String> = v
        .planets
        .iter()
        .filter(|p| birth.planets.iter().any(|b| Some(b.graha) == p.graha && b.sign.sign == p.sign))
        .map(|p| p.name.to_string())
        .collect();
    let lord = v.ascendant.sign_lord;
    let lord_house = v.planets.iter().find(|p| p.graha == Some(lord)).map(|p| ordinal(p.house as usize));
    let mut t = format!("In the {} the ascendant falls in {}, whose lord {lord}", v.varga, v.ascendant.sign);
    t.push_str(&match lord_house {
        Some(h) => format!(" stands in this chart's {h} house."),
        None => " rules it.".to_string(),
    });
    t.push_str(&match same.len() {
        0 => format!(" No planet keeps its birth sign in the {}.", v.varga),
        1 => format!(
            " {} keeps its birth sign here (vargottama in the {}), which steadies its results.",
            same[0], v.varga
        ),
        _ => format!(
            " {} keep their birth signs here (vargottama in the {}), which steadies their results.",
            list(&same),
            v.varga
        ),
    });
    t
}

/// Planets and houses.
fn chapter_planets_and_houses(k: &Kundli<'_>, out: &mut Vec<Section>) -> Result<()> {
    let d = k.d;
    let c = &k.d.chart;
    let dig = |graha: Graha| k.dig(graha);
    let comb = |graha: Graha| k.combust(graha);
    let rows = c
        .planets
        .iter()
        .map(|g| {
            vec![
                g.graha.to_string(),
                g.sign.sign.to_string(),
                dms(g.sign.degree),
                format!("{} {}", g.nakshatra.nakshatra, g.nakshatra.pada),
                g.house.to_string(),
                status_label(dig(g.graha).and_then(|x| x.dignity)).to_string(),
                format!("{}{}", if g.retrograde { "R" } else { "" }, if comb(g.graha) { " C" } else { "" }),
            ]
        })
        .collect();
    out.push(Section::chapter("Planets").table(
        Some("Sidereal positions (R retrograde, C combust)"),
        &["Planet", "Sign", "Degree", "Nakshatra", "House", "Dignity", ""],
        rows,
    ));
    let rows = c
        .houses
        .iter()
        .map(|h| {
            let occupants: Vec<&str> =
                c.planets.iter().filter(|g| g.house == h.number).map(|g| g.graha.name()).collect();
            let bb = &d.bhavabala.houses[h.number as usize - 1];
            vec![
                h.number.to_string(),
                h.sign.to_string(),
                h.lord.to_string(),
                occupants.join(", "),
                d.ashtakavarga.sarva[h.sign_index as usize - 1].to_string(),
                fixed(bb.total_rupas, 2),
            ]
        })
        .collect();
    out.push(Section::sub("Houses").table(
        None,
        &["House", "Sign", "Lord", "Occupants", "SAV points", "Bhavabala (rupas)"],
        rows,
    ));
    Ok(())
}

/// Aspects.
fn chapter_aspects(k: &Kundli<'_>, out: &mut Vec<Section>) -> Result<()> {
    let d = k.d;
    let rows = d
        .aspects
        .graha_drishti
        .iter()
        .map(|g| {
            let houses: Vec<String> = g.aspected_houses.iter().map(|h| h.to_string()).collect();
            vec![g.planet.to_string(), g.sign.to_string(), houses.join(", "), names(&g.aspected_planets)]
        })
        .collect();
    out.push(Section::chapter("Aspects").text(misc("aspects/about")).table(
        Some("Graha drishti (whole signs)"),
        &["Planet", "From", "Houses aspected", "Planets aspected"],
        rows,
    ));
    Ok(())
}

/// Strengths.
fn chapter_strengths(k: &Kundli<'_>, out: &mut Vec<Section>) -> Result<()> {
    let d = k.d;
    let depth = k.depth;
    let rows = d
        .shadbala
        .planets
        .iter()
        .map(|s| {
            vec![
                s.planet.to_string(),
                fixed(s.sthana.total, 1),
                fixed(s.dig, 1),
                fixed(s.kala.total, 1),
                fixed(s.cheshta, 1),
                fixed(s.naisargika, 1),
                fixed(s.drik, 1),
                fixed(s.total_rupas, 2),
                fixed(s.minimum_rupas, 1),
                if s.is_strong { "Strong" } else { "Weak" }.to_string(),
            ]
        })
        .collect();
    out.push(Section::chapter("Strengths").text(misc("strength/about")).table(
        Some("Shadbala (virupas; total in rupas)"),
        &["Planet", "Sthana", "Dig", "Kala", "Cheshta", "Naisarg.", "Drik", "Rupas", "Min", ""],
        rows,
    ));
    if depth != Depth::Lite {
        let rows = d
            .bhavabala
            .houses
            .iter()
            .map(|h| {
                vec![
                    h.house.to_string(),
                    h.sign.to_string(),
                    fixed(h.bhavadhipati, 1),
                    fixed(h.dig, 1),
                    fixed(h.drishti, 1),
                    fixed(h.total_rupas, 2),
                ]
            })
            .collect();
        out.push(Section::sub("Bhavabala").paged().table(
            Some("House strength (virupas; total in rupas)"),
            &["House", "Sign", "Lord's strength", "Dig", "Drishti", "Rupas"],
            rows,
        ));
    }
    Ok(())
}

/// Ashtakavarga.
fn chapter_ashtakavarga(k: &Kundli<'_>, out: &mut Vec<Section>) -> Result<()> {
    let d = k.d;
    let depth = k.depth;
    let av = &d.ashtakavarga;
    let mut rows: Vec<Vec<String>> = Vec::new();
    let bhinna = [
        (Graha::Sun, &av.bhinna.sun),
        (Graha::Moon, &av.bhinna.moon),
        (Graha::Mars, &av.bhinna.mars),
        (Graha::Mercury, &av.bhinna.mercury),
        (Graha::Jupiter, &av.bhinna.jupiter),
        (Graha::Venus, &av.bhinna.venus),
        (Graha::Saturn, &av.bhinna.saturn),
    ];
    if depth != Depth::Lite {
        for (name, r) in bhinna {
            let mut row = vec![name.to_string()];
            row.extend(r.iter().map(|x| x.to_string()));
            row.push(r.iter().map(|x| *x as u32).sum::<u32>().to_string());
            rows.push(row);
        }
    }
    let mut sav = vec!["Sarva".to_string()];
    sav.extend(av.sarva.iter().map(|x| x.to_string()));
    sav.push(av.sarva_total.to_string());
    rows.push(sav);
    let mut cols = vec!["".to_string()];
    cols.extend(SIGNS.iter().map(|s| s.name[..3].to_string()));
    cols.push("Total".into());
    let colrefs: Vec<&str> = cols.iter().map(|s| s.as_str()).collect();
    let strong_signs: Vec<String> =
        av.sarva.iter().enumerate().filter(|(_, x)| **x >= 28).map(|(i, _)| SIGNS[i].name.to_string()).collect();
    out.push(
        Section::sub("Ashtakavarga")
            .paged()
            .text(misc("ashtakavarga/about"))
            .table(Some("Bindus by sign"), &colrefs, rows)
            .text(format!(
                "Signs with 28 or more points in this chart: {}.",
                if strong_signs.is_empty() { "none".into() } else { list(&strong_signs) }
            )),
    );

    if depth == Depth::Brihad {
        prastara_tables(&av.prastara, &colrefs, out);
    }
    Ok(())
}

/// The brihad kundli's prastara tables: which contributor gives each planet a bindu in which sign.
fn prastara_tables(pr: &PerPlanet<PerContributor<SignRow>>, colrefs: &[&str], out: &mut Vec<Section>) {
    let tables = [
        (Graha::Sun, &pr.sun),
        (Graha::Moon, &pr.moon),
        (Graha::Mars, &pr.mars),
        (Graha::Mercury, &pr.mercury),
        (Graha::Jupiter, &pr.jupiter),
        (Graha::Venus, &pr.venus),
        (Graha::Saturn, &pr.saturn),
    ];
    for (i, (name, t)) in tables.into_iter().enumerate() {
        let contributors = [
            (Graha::Sun.name(), &t.planets.sun),
            (Graha::Moon.name(), &t.planets.moon),
            (Graha::Mars.name(), &t.planets.mars),
            (Graha::Mercury.name(), &t.planets.mercury),
            (Graha::Jupiter.name(), &t.planets.jupiter),
            (Graha::Venus.name(), &t.planets.venus),
            (Graha::Saturn.name(), &t.planets.saturn),
            ("Ascendant", &t.ascendant),
        ];
        let rows = contributors
            .iter()
            .map(|(c, r)| {
                let mut row = vec![c.to_string()];
                row.extend(r.iter().map(|x| if *x > 0 { "1".to_string() } else { ".".to_string() }));
                row.push(r.iter().map(|x| *x as u32).sum::<u32>().to_string());
                row
            })
            .collect();
        let mut sub = Section::sub(format!("Prastara ashtakavarga of {name}"));
        sub.new_page = i % 2 == 0;
        out.push(
            sub.text(format!(
                    "Which contributor gives {name} a bindu in which sign; the column sums are {name}'s bhinna ashtakavarga."
                ))
                .table(None, colrefs, rows),
        );
    }
}

/// Planet readings.
fn chapter_planet_readings(k: &Kundli<'_>, out: &mut Vec<Section>) -> Result<()> {
    let depth = k.depth;
    let c = &k.d.chart;
    out.push(
        Section::chapter("The planets in this chart").text(
            "Each planet is read by its sign, its house, its dignity and its strength, with the houses it rules.",
        ),
    );
    for (i, g) in c.planets.iter().enumerate() {
        let mut s = Section::sub(g.graha.name());
        if depth != Depth::Lite && i > 0 {
            s = s.paged();
        }
        s = s.text(get("planet_sign", &format!("{}/{}", g.graha.key(), g.sign.sign.key())));
        s = s.text(get("planet_house", &format!("{}/{}", g.graha.key(), g.house)));
        if depth == Depth::Lite {
            out.push(s);
            continue;
        }
        s = s.text(planet_notes(k, g));
        let rules = ruled_houses(c, g.graha);
        if !rules.is_empty() {
            let items: Vec<String> = rules
                .iter()
                .map(|h| format!("the {} ({})", ordinal(*h), get("houses", &format!("topic/{h}"))))
                .collect();
            s = s.text(format!("{} rules {}.", g.graha, list(&items)));
        }
        if depth == Depth::Brihad {
            s = planet_in_depth(k, g, s);
        }
        out.push(s);
    }
    Ok(())
}

/// Dignity, motion, combustion and shadbala of one planet, in a sentence or two.
fn planet_notes(k: &Kundli<'_>, g: &GrahaPosition) -> String {
    let d = k.d;
    let pd = k.dig(g.graha);
    let comb = |graha: Graha| k.combust(graha);
    let mut notes = String::new();
    let planet_vars = [("planet", g.graha.name()), ("sign", g.sign.sign.name())];
    if let Some(pd) = pd {
        notes.push_str(&fill("misc", &format!("dignity/{}", status_key(pd.dignity)), &planet_vars));
    }
    if g.retrograde && !g.graha.is_node() {
        notes.push(' ');
        notes.push_str(&fill("misc", "retro", &planet_vars));
    }
    if comb(g.graha) {
        notes.push(' ');
        notes.push_str(&fill("misc", "combust", &planet_vars));
    }
    if let Some(sb) = d.shadbala.planets.iter().find(|x| x.planet == g.graha) {
        let key = if sb.is_strong { "strong" } else { "weak" };
        notes.push(' ');
        notes.push_str(&fill(
            "misc",
            key,
            &[("rupas", &fixed(sb.total_rupas, 2)), ("min", &fixed(sb.minimum_rupas, 1))],
        ));
    }
    notes.trim().to_string()
}

/// The brihad reading of one planet: its nakshatra, its aspects and its places in the vargas.
fn planet_in_depth(k: &Kundli<'_>, g: &GrahaPosition, mut s: Section) -> Section {
    let d = k.d;
    // The Moon's nakshatra is read in the birth-star section; here it is only named.
    let star = if g.graha == Graha::Moon { "" } else { get("nakshatras", g.nakshatra.nakshatra.key()) };
    s = s.text(format!(
        "{} is in {} pada {}, whose lord is {}. {star}",
        g.graha, g.nakshatra.nakshatra, g.nakshatra.pada, g.nakshatra.nakshatra_lord,
    ));
    if let Some(gd) = d.aspects.graha_drishti.iter().find(|x| x.planet == g.graha) {
        let houses: Vec<String> = gd.aspected_houses.iter().map(|h| ordinal(*h as usize)).collect();
        s = s.text(format!(
            "It aspects the {} house{}{}.",
            list(&houses),
            if houses.len() > 1 { "s" } else { "" },
            if gd.aspected_planets.is_empty() {
                String::new()
            } else {
                format!(", and the planets {}", names(&gd.aspected_planets))
            }
        ));
    }
    let mut rows = vec![];
    for v in &d.vargas {
        if let Some(vp) = v.chart.planets.iter().find(|x| x.graha == Some(g.graha)) {
            rows.push(vec![v.chart.varga.clone(), vp.sign.to_string(), vp.house.to_string()]);
        }
    }
    s = s.table(Some(&format!("{} in the vargas", g.graha)), &["Varga", "Sign", "House"], rows);
    s
}

/// Houses.
fn chapter_houses(k: &Kundli<'_>, out: &mut Vec<Section>) -> Result<()> {
    let d = k.d;
    let depth = k.depth;
    let c = &k.d.chart;
    if depth != Depth::Lite {
        let mut chapter = Section::chapter("The twelve houses");
        chapter.blocks.clear();
        out.push(chapter.text(
            "Each house is read from its sign, the planets in it, and where its lord sits (whole-sign houses from the lagna).",
        ));
        for h in &c.houses {
            let n = h.number as usize;
            let mut s = Section::sub(format!("{} house: {}", ordinal(n), h.sign));
            if n % 2 == 1 {
                s = s.paged();
            }
            s = s.text(get("houses", &format!("about/{n}")));
            let occupants: Vec<String> =
                c.planets.iter().filter(|g| g.house == h.number).map(|g| g.graha.to_string()).collect();
            s = s.text(if occupants.is_empty() {
                format!("No planet occupies the {} house; its lord {} carries its results.", ordinal(n), h.lord)
            } else {
                format!("{} occupied by {}.", capitalise(&format!("the {} house is", ordinal(n))), list(&occupants))
            });
            if let Some(lord) = c.planets.iter().find(|g| g.graha == h.lord) {
                let topic = get("houses", &format!("topic/{n}"));
                let mut t = fill(
                    "houses",
                    &format!("lord/{}", lord.house),
                    &[("lord", lord.graha.name()), ("house", &n.to_string()), ("topic", topic)],
                );
                if lord.house as usize == n {
                    t.push(' ');
                    t.push_str(get("houses", "own/1"));
                }
                s = s.text(t);
            }
            if depth == Depth::Brihad {
                let bb = &d.bhavabala.houses[n - 1];
                let aspecting: Vec<String> = d
                    .aspects
                    .graha_drishti
                    .iter()
                    .filter(|g| g.aspected_houses.contains(&(n as u8)))
                    .map(|g| g.planet.to_string())
                    .collect();
                s = s.facts(vec![
                    fact("Sign and lord", format!("{} ({})", h.sign, h.lord)),
                    fact("Aspected by", if aspecting.is_empty() { "none".into() } else { list(&aspecting) }),
                    fact("Bhavabala", format!("{} rupas (rank {} of 12)", fixed(bb.total_rupas, 2), bb.rank)),
                    fact("Sarva ashtakavarga", d.ashtakavarga.sarva[h.sign_index as usize - 1]),
                ]);
                let sav = d.ashtakavarga.sarva[h.sign_index as usize - 1];
                s = s.text(format!(
                    "With {} rupas of bhavabala the {} house ranks {} of 12 in strength, and {} holds {sav} ashtakavarga points, {} the average of 28.",
                    fixed(bb.total_rupas, 2),
                    ordinal(n),
                    ordinal(bb.rank as usize),
                    h.sign,
                    if sav >= 28 { "at or above" } else { "below" }
                ));
            }
            out.push(s);
        }
    }
    Ok(())
}

/// Yogas: a table of every yoga found, then one reading per kind of yoga with the planets and
/// houses that form it here (several formations of one yoga share one reading).
fn chapter_yogas(k: &Kundli<'_>, out: &mut Vec<Section>) -> Result<()> {
    let d = k.d;
    let ys = &d.yogas.yogas;
    let s = Section::chapter("Yogas")
        .text(format!(
            "{} of the {} planetary combinations (yogas) checked are formed in this chart.",
            ys.len(),
            d.yogas.checked.len()
        ))
        .table(
            None,
            &["Yoga", "Family", "Planets", "Houses", ""],
            ys.iter()
                .map(|y| {
                    let houses: Vec<String> = y.houses.iter().map(|h| h.to_string()).collect();
                    vec![
                        y.name.clone(),
                        label(y.category),
                        names(&y.planets),
                        houses.join(", "),
                        if y.cancelled { "cancelled" } else { "" }.to_string(),
                    ]
                })
                .collect(),
        );
    let mut keys: Vec<&str> = ys.iter().map(|y| y.key).collect();
    keys.dedup();
    if k.depth == Depth::Lite {
        let mut s = s;
        for key in keys {
            s = s.text(yoga_reading(ys.iter().filter(|y| y.key == key).collect()));
        }
        out.push(s);
        return Ok(());
    }
    out.push(s);
    for (i, key) in keys.into_iter().enumerate() {
        let formed: Vec<&Yoga> = ys.iter().filter(|y| y.key == key).collect();
        let mut sub = Section::sub(formed[0].name.clone());
        if k.depth == Depth::Brihad && i > 0 && i.is_multiple_of(2) {
            sub = sub.paged();
        }
        sub = sub.text(yoga_reading(formed.clone())).text(format!(
            "The rule: {} (source: {}).",
            formed[0].definition,
            formed[0].source.replace("300IC", "B. V. Raman, Three Hundred Important Combinations,")
        ));
        let notes: Vec<String> = formed.iter().flat_map(|y| y.notes.iter().cloned()).collect();
        if !notes.is_empty() {
            sub = sub.text(format!("What modifies it here: {}.", notes.join("; ")));
        }
        out.push(sub);
    }
    Ok(())
}

/// The reading of one yoga (all its formations in this chart): the library text, then which
/// planets in which houses form it, and whether a cancellation applies.
fn yoga_reading(formed: Vec<&Yoga>) -> String {
    let y = formed[0];
    let ways: Vec<String> = formed
        .iter()
        .map(|y| {
            let mut hs: Vec<u8> = y.houses.clone();
            hs.dedup();
            let houses: Vec<String> = hs.iter().map(|h| ordinal(*h as usize)).collect();
            let places = match houses.len() {
                0 => String::new(),
                1 => format!(" in the {} house", houses[0]),
                _ => format!(" in the {} houses", list(&houses)),
            };
            format!("{}{places}", names(&y.planets))
        })
        .collect();
    let mut t = get("yogas", y.key).to_string();
    t.push_str(&match ways.len() {
        1 => format!(" Here it is formed by {}.", ways[0]),
        n => format!(" This chart forms it {n} ways: by {}.", ways.join("; by ")),
    });
    let cancelled = formed.iter().filter(|y| y.cancelled).count();
    if cancelled > 0 {
        t.push_str(&format!(
            " {} of these formations {} cancelled by a classical exception, which weakens the promise.",
            cancelled,
            if cancelled == 1 { "is" } else { "are" }
        ));
    }
    t
}

/// Doshas.
fn chapter_doshas(k: &Kundli<'_>, out: &mut Vec<Section>) -> Result<()> {
    let d = k.d;
    let md = &d.mangal_dosha;
    let refs: Vec<String> = md
        .references
        .iter()
        .filter(|r| r.in_dosha_house)
        .map(|r| format!("the {} ({} house)", label(r.from), ordinal(r.house as usize)))
        .collect();
    let rules: Vec<String> = md
        .references
        .iter()
        .flat_map(|r| r.cancelled_by.iter().map(|x| x.to_string()))
        .collect::<std::collections::BTreeSet<_>>()
        .into_iter()
        .collect();
    let mangal_text = if md.has_dosha {
        fill("misc", "mangal/yes", &[("refs", &list(&refs))])
    } else if md.in_dosha_house {
        let ids: Vec<&str> = rules.iter().map(String::as_str).collect();
        fill("misc", "mangal/cancelled", &[("refs", &list(&refs)), ("rules", &rule_names(&ids))])
    } else {
        misc("mangal/no").to_string()
    };
    let ss = &d.sade_sati;
    let ss_text = match ss.current_phase {
        Some(phase) if ss.active => fill("misc", "sadesati/active", &[("phase", phase)]),
        _ => misc("sadesati/inactive").to_string(),
    };
    out.push(
        Section::chapter("Doshas")
            .text(misc("mangal/about"))
            .table(
                Some("Mars from the three references"),
                &["From", "Reference sign", "House", "Dosha house", "Cancelled by"],
                md.references.iter().map(mars_reference_row).collect(),
            )
            .text(mangal_text),
    );
    out.push(Section::sub("Sade sati").text(misc("sadesati/about")).text(ss_text));
    let mut s = Section::sub("Other doshas").table(
        None,
        &["Dosha", "Present", "Planets", "Houses"],
        d.doshas
            .doshas
            .iter()
            .map(|x| {
                let houses: Vec<String> = x.houses.iter().map(|h| h.to_string()).collect();
                vec![
                    label(x.name),
                    if x.present && x.cancelled {
                        "cancelled"
                    } else if x.present {
                        "yes"
                    } else {
                        "no"
                    }
                    .to_string(),
                    names(&x.planets),
                    houses.join(", "),
                ]
            })
            .collect(),
    );
    for x in d.doshas.doshas.iter().filter(|x| x.present) {
        let details: Vec<&str> = x.details.iter().map(|d| d.trim_end_matches('.')).collect();
        let found = if details.is_empty() { String::new() } else { format!(" In this chart: {}.", details.join("; ")) };
        s = s.text(format!("{}{found}", get("yogas", &format!("dosha/{}", x.key))));
    }
    out.push(s);
    Ok(())
}

/// Vimshottari: past periods in a line, the running and the next mahadasha in depth.
fn chapter_vimshottari(k: &Kundli<'_>, out: &mut Vec<Section>) -> Result<()> {
    let depth = match k.depth {
        Depth::Lite => DashaDepth::Summary,
        Depth::Detailed => DashaDepth::Full,
        Depth::Brihad => DashaDepth::Complete,
    };
    vimshottari_chapter(&k.d.chart, &k.d.vimshottari, &k.d.vimshottari_current, depth, out);
    Ok(())
}

/// Yogini.
fn chapter_yogini(k: &Kundli<'_>, out: &mut Vec<Section>) -> Result<()> {
    let d = k.d;
    let depth = k.depth;
    let y = &d.yogini;
    let mut s = Section::chapter("Yogini dasha")
        .text("The Yogini dasha runs a 36-year cycle of eight yoginis, starting from the birth nakshatra.")
        .table(Some("Yogini periods"), &["Yogini", "Start", "End", "Years"], period_rows(&y.periods));
    if let Some(yc) = d.yogini_current.periods.first() {
        if let Some(name) = yc.yogini {
            s = s.text(format!(
                "Running at the reading date: {}",
                misc(&format!("yogini/{}", name.to_ascii_lowercase()))
            ));
        }
    }
    if depth != Depth::Lite {
        let mut seen = std::collections::BTreeSet::new();
        for p in &y.periods {
            if let Some(name) = p.yogini {
                if seen.insert(name) {
                    s = s.text(misc(&format!("yogini/{}", name.to_ascii_lowercase())));
                }
            }
        }
    }
    out.push(s);
    Ok(())
}

/// Transits.
fn chapter_transits(k: &Kundli<'_>, out: &mut Vec<Section>) -> Result<()> {
    let d = k.d;
    let depth = k.depth;
    let c = &k.d.chart;
    let moon = k.moon();
    let av = &k.d.ashtakavarga;
    let moon_sign = moon.sign.sign_index as usize - 1;
    let lagna_sign = c.ascendant.sign.sign_index as usize - 1;
    let mut rows = vec![];
    let mut readings = vec![];
    for g in &d.transits.planets {
        let sign = g.sign.sign_index as usize - 1;
        let hm = house_from(sign, moon_sign);
        rows.push(vec![
            g.graha.to_string(),
            g.sign.sign.to_string(),
            dms(g.sign.degree),
            if g.retrograde { "R" } else { "" }.to_string(),
            hm.to_string(),
            house_from(sign, lagna_sign).to_string(),
            if favourable(g.graha, hm) { "Favourable" } else { "Challenging" }.to_string(),
        ]);
        readings.push(get("transit", &format!("{}/{}", g.graha.key(), hm)).to_string());
    }
    let mut s = Section::chapter("Transits now").text(misc("transit/about")).table(
        Some(&format!("Planets at {}", when(&d.transits.moment))),
        &["Planet", "Sign", "Degree", "", "From Moon", "From lagna", "Classically"],
        rows,
    );
    if depth == Depth::Brihad {
        out.push(s);
        for (g, r) in d.transits.planets.iter().zip(readings) {
            let sign = g.sign.sign_index as usize - 1;
            let bindus = match g.graha {
                Graha::Sun => Some(av.bhinna.sun[sign]),
                Graha::Moon => Some(av.bhinna.moon[sign]),
                Graha::Mars => Some(av.bhinna.mars[sign]),
                Graha::Mercury => Some(av.bhinna.mercury[sign]),
                Graha::Jupiter => Some(av.bhinna.jupiter[sign]),
                Graha::Venus => Some(av.bhinna.venus[sign]),
                Graha::Saturn => Some(av.bhinna.saturn[sign]),
                _ => None,
            };
            let hm = house_from(sign, moon_sign);
            let mut facts = vec![
                fact(
                    "Sign now",
                    format!(
                        "{} {}{}",
                        g.sign.sign,
                        dms(g.sign.degree),
                        if g.retrograde { " (retrograde)" } else { "" }
                    ),
                ),
                fact("House from the Moon", hm),
                fact("House from the lagna", house_from(sign, lagna_sign)),
                fact("Classically", if favourable(g.graha, hm) { "Favourable" } else { "Challenging" }),
                fact("Sarva ashtakavarga of the sign", av.sarva[sign]),
            ];
            if let Some(b) = bindus {
                facts.push(fact(&format!("{}'s own bindus in the sign", g.graha), b));
            }
            s = Section::sub(format!("{} in transit", g.graha)).facts(facts).text(r).text(format!(
                "Counted from the lagna, {} passes through your {} house, the house of {}.",
                g.graha,
                ordinal(house_from(sign, lagna_sign)),
                get("houses", &format!("topic/{}", house_from(sign, lagna_sign)))
            ));
            out.push(s);
        }
        s = Section::sub("Reading the transits").text(
            "A transit through a sign with many bindus (4 or more of the planet's own, 28 or more in the sarva table) tends to give better results than the house alone suggests; few bindus weaken a favourable transit.",
        );
    } else {
        for r in readings {
            s = s.text(r);
        }
    }
    out.push(s);
    Ok(())
}

/// Remedies.
fn chapter_remedies(k: &Kundli<'_>, out: &mut Vec<Section>) -> Result<()> {
    let d = k.d;
    let c = &k.d.chart;
    let dig = |graha: Graha| k.dig(graha);
    let comb = |graha: Graha| k.combust(graha);
    let mut s = Section::chapter("Remedies");
    let mut any = false;
    for g in &c.planets {
        let pd = dig(g.graha);
        let weak = d.shadbala.planets.iter().find(|x| x.planet == g.graha).is_some_and(|x| !x.is_strong);
        let st = pd.and_then(|x| x.dignity);
        let afflicted = matches!(st, Some(Status::Debilitated | Status::Enemy | Status::GreatEnemy))
            || comb(g.graha)
            || weak
            || (g.graha.is_node() && [1, 7, 8].contains(&g.house));
        if afflicted {
            any = true;
            let mut why = vec![];
            if matches!(st, Some(Status::Debilitated)) {
                why.push("debilitated".to_string());
            }
            if matches!(st, Some(Status::Enemy | Status::GreatEnemy)) {
                why.push("in an enemy's sign".to_string());
            }
            if comb(g.graha) {
                why.push("combust".to_string());
            }
            if weak {
                why.push("below its shadbala minimum".to_string());
            }
            if why.is_empty() {
                why.push(format!("placed in the {} house", ordinal(g.house as usize)));
            }
            s = s.text(format!(
                "{} is {} in this chart; what supports it: {}",
                g.graha,
                list(&why),
                lower_first(misc(&format!("remedy/{}", g.graha.key())))
            ));
        }
    }
    if !any {
        s = s.text("No planet is marked as afflicted by the rules of this report (debilitation, an enemy's sign, combustion, shadbala below the minimum, or the nodes in the 1st, 7th or 8th).");
    }
    out.push(s.text(misc("remedy/general")));
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pair_keys() {
        use crate::reports::dasha_reading::pair_key;
        assert_eq!(pair_key(Graha::Sun, Graha::Sun), "same");
        assert_eq!(pair_key(Graha::Sun, Graha::Moon), "friend");
        assert_eq!(pair_key(Graha::Sun, Graha::Saturn), "enemy");
        assert_eq!(pair_key(Graha::Rahu, Graha::Sun), "neutral");
        assert_eq!(house_from(0, 11), 2);
    }
    #[test]
    fn grahas_have_texts() {
        for g in GRAHAS {
            assert!(!get("dasha", &format!("md/{}", g.key())).is_empty());
        }
    }
}
