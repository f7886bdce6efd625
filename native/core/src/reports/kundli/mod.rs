//! The kundli reports (lite, detailed, brihad): one birth chart read through every engine view.

mod bindus;
mod birth;
mod charts;
mod conclusion;
mod forecast;
mod helpers;
mod houses;
mod jaimini;
mod kp;
mod planets;
mod remedies;
mod tables;
mod taras;
mod timing;
mod vimshopaka;
mod year;
mod yogas;

use bindus::*;
use birth::*;
use charts::*;
use conclusion::*;
use forecast::*;
use helpers::*;
pub(crate) use helpers::{dasha_request, favourable, mangal_of, mars_reference_row, rule_names};
use houses::*;
use jaimini::*;
use kp::*;
use planets::*;
use remedies::*;
use tables::*;
use taras::*;
use timing::*;
use vimshopaka::*;
use year::*;
use yogas::*;

use super::chart_words::{house_from, list, ruled_houses};
use super::dasha_reading::{houses_brief, period_rows, vimshottari_chapter, DashaDepth};
use super::text::{fill, get, misc};
#[cfg(test)]
use super::GRAHAS;
use super::{at, chart_block, day, dms, fact, fixed, label, ordinal, when, when_zoned, Draw, Report};
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
use crate::vedic::jaimini::{
    jaimini_arudha_padas, jaimini_karakamsa, jaimini_karakas, ArudhaAnswer, JaiminiRequest, KarakamsaAnswer,
    KarakasAnswer,
};
use crate::vedic::kp::answers::KpSignificatorsAnswer;
use crate::vedic::kp::answers::{kp_cusps, kp_planets, kp_significators, KpCuspsAnswer, KpPlanetsAnswer, KpRequest};
use crate::vedic::milan::dosha::{FromReference, PersonDosha};
use crate::vedic::milan::{milan, MilanAnswer, MilanRequest, Person};
use crate::vedic::panchang::summary::{summary, Summary};
use crate::vedic::panchang::{PanchangDay, PanchangRequest};
use crate::vedic::strength::{bhavabala, shadbala, BhavabalaResult, ShadbalaResult, StrengthRequest};
use crate::vedic::transit::{sade_sati, transit_timeline, SadeSati, TimelineRequest, TransitRequest, TransitTimeline};
use crate::vedic::varga::chart::{divisional, DivisionalChart, DivisionalRequest};
use crate::vedic::varshaphal::Varshaphal;
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
    /// Detailed and brihad: `/v1/jaimini/karakas` (seven karakas).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub jaimini_karakas: Option<KarakasAnswer>,
    /// Detailed and brihad: `/v1/jaimini/karakamsa`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub karakamsa: Option<KarakamsaAnswer>,
    /// Detailed and brihad: `/v1/jaimini/arudha-padas`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub arudha_padas: Option<ArudhaAnswer>,
    /// Detailed and brihad: `/v1/kp/cusps` (Placidus, the Krishnamurti ayanamsa unless `ayanamsa` is given).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub kp_cusps: Option<KpCuspsAnswer>,
    /// Detailed and brihad: `/v1/kp/planets`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub kp_planets: Option<KpPlanetsAnswer>,
    /// Detailed and brihad: `/v1/kp/significators`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub kp_significators: Option<KpSignificatorsAnswer>,
    /// Detailed and brihad: `/v1/varshaphal` of the year of life running at `at`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub varshaphal: Option<Varshaphal>,
    /// Brihad: `/v1/transit/timeline` (with Mars) from the first day of the month of `at` over
    /// the 24 months of the forecast.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub transit_timeline: Option<TransitTimeline>,
}

/// The answers only the deeper kundlis read: Jaimini, KP and the current year (detailed and
/// brihad), the transit calendar (brihad).
#[derive(Default)]
struct Deeper {
    jaimini_karakas: Option<KarakasAnswer>,
    karakamsa: Option<KarakamsaAnswer>,
    arudha_padas: Option<ArudhaAnswer>,
    kp_cusps: Option<KpCuspsAnswer>,
    kp_planets: Option<KpPlanetsAnswer>,
    kp_significators: Option<KpSignificatorsAnswer>,
    varshaphal: Option<Varshaphal>,
    transit_timeline: Option<TransitTimeline>,
}

fn deeper(cr: &ChartRequest, now: &Moment, at: &crate::ephemeris::time::EventTime, depth: Depth) -> Result<Deeper> {
    let mut x = Deeper::default();
    if depth == Depth::Lite {
        return Ok(x);
    }
    let jr = JaiminiRequest { chart: cr.clone(), karakas: None };
    x.jaimini_karakas = Some(jaimini_karakas(&jr)?);
    x.karakamsa = Some(jaimini_karakamsa(&jr)?);
    x.arudha_padas = Some(jaimini_arudha_padas(cr)?);
    let kr = KpRequest { chart: cr.clone(), house_system: None, sunrise: None };
    x.kp_cusps = Some(kp_cusps(&kr)?);
    x.kp_planets = Some(kp_planets(&kr)?);
    x.kp_significators = Some(kp_significators(&kr)?);
    x.varshaphal = Some(current_year(cr, now)?);
    if depth != Depth::Brihad {
        return Ok(x);
    }
    let months = month_starts(at, now.offset_minutes)?;
    x.transit_timeline = Some(transit_timeline(&TimelineRequest {
        moment: cr.moment,
        place: cr.place,
        ayanamsa: cr.ayanamsa.clone(),
        node: cr.node,
        from: months[0],
        to: months[MONTHS],
        include_mars: true,
    })?);
    Ok(x)
}

const LITE_VARGAS: [&str; 2] = ["D1", "D9"];
const DETAILED_VARGAS: [&str; 8] = ["D1", "D2", "D3", "D7", "D9", "D10", "D12", "D60"];
const SHODASHA: [&str; 16] =
    ["D1", "D2", "D3", "D4", "D7", "D9", "D10", "D12", "D16", "D20", "D24", "D27", "D30", "D40", "D45", "D60"];

pub fn kundli(req: &ReportRequest, depth: Depth) -> Result<Report<KundliData>> {
    let cr = super::birth(req)?;
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
    let vargas = vargas_of(&cr, depth)?;
    let levels = match depth {
        Depth::Lite => 1,
        Depth::Detailed => 2,
        Depth::Brihad => 3,
    };
    let transits = vedic_chart(&ChartRequest { moment: now, ..cr.clone() })?;
    let x = deeper(&cr, &now, &transits.moment, depth)?;
    let (sade_sati, dosha_list) = at_the_reading(&cr, now)?;
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
        transits,
        sade_sati,
        mangal_dosha: mangal_of(&cr)?,
        yogas: yogas(&cr)?,
        doshas: dosha_list,
        chart,
        jaimini_karakas: x.jaimini_karakas,
        karakamsa: x.karakamsa,
        arudha_padas: x.arudha_padas,
        kp_cusps: x.kp_cusps,
        kp_planets: x.kp_planets,
        kp_significators: x.kp_significators,
        varshaphal: x.varshaphal,
        transit_timeline: x.transit_timeline,
    };
    let mut sections = assemble(&cr, &data, depth, Draw::of(req), now)?;
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

/// The sade sati status and the dosha list at the reading moment.
fn at_the_reading(cr: &ChartRequest, now: Moment) -> Result<(SadeSati, DoshaList)> {
    let ss = sade_sati(&TransitRequest {
        moment: cr.moment,
        place: cr.place,
        ayanamsa: cr.ayanamsa.clone(),
        node: cr.node,
        at: now,
        from: None,
        to: None,
    })?;
    let list = doshas(&DoshaRequest {
        moment: cr.moment,
        place: cr.place,
        ayanamsa: cr.ayanamsa.clone(),
        node: cr.node,
        at: now,
    })?;
    Ok((ss, list))
}

/// The divisional charts a kundli of `depth` shows.
fn vargas_of(cr: &ChartRequest, depth: Depth) -> Result<Vec<DivisionalChart>> {
    let varga_list: &[&str] = match depth {
        Depth::Lite => &LITE_VARGAS,
        Depth::Detailed => &DETAILED_VARGAS,
        Depth::Brihad => &SHODASHA,
    };
    varga_list
        .iter()
        .map(|v| divisional(&DivisionalRequest { chart: cr.clone(), varga: v.to_string(), method: None }))
        .collect()
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
    /// The reading moment.
    now: Moment,
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
fn assemble<'a>(
    cr: &'a ChartRequest,
    d: &'a KundliData,
    depth: Depth,
    draw: Draw<'a>,
    now: Moment,
) -> Result<Vec<Section>> {
    let k = Kundli { cr, d, depth, draw, now };
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
    chapter_jaimini(&k, &mut out)?;
    chapter_kp(&k, &mut out)?;
    chapter_vimshottari(&k, &mut out)?;
    if depth != Depth::Lite {
        chapter_yogini(&k, &mut out)?;
    }
    chapter_transits(&k, &mut out)?;
    chapter_forecast(&k, &mut out)?;
    chapter_year(&k, &mut out)?;
    chapter_conclusion(&k, &mut out)?;
    chapter_remedies(&k, &mut out)?;
    Ok(out)
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
