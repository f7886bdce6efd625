//! The varshaphal report: the Tajika annual chart of one year of life (`/v1/varshaphal/chart`)
//! read section by section: the year and its chart, muntha, year lord, Tajika aspects and yogas,
//! sahams and the mudda dasha.

use super::chart_words::house_from;
use super::text::get;
use super::{birth, chart_block, day, dms, fact, fixed, ordinal, when, Report, ReportRequest, Section};
use crate::ephemeris::place::Place;
use crate::ephemeris::time::Moment;
use crate::error::{Error, Result};
use crate::vedic::chart::{vedic_chart, ChartRequest, VedicChart};
use crate::vedic::varshaphal::{varshaphal as varshaphal_answer, Varshaphal, VarshaphalRequest};
use serde::Serialize;

#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct VarshaphalData {
    /// `/v1/varshaphal/chart` for the same birth, age (or year) and annual place.
    pub varshaphal: Varshaphal,
    /// The birth chart (`/v1/chart/planets` etc.).
    pub chart: VedicChart,
}

/// The annual place, its errors named as the API names them.
fn annual_place(req: &ReportRequest) -> Result<Option<Place>> {
    match req.annual_place {
        None => Ok(None),
        Some(p) => Place::checked(p.lat, p.lon).map(Some).map_err(|e| match e {
            Error::InvalidInput { param, message } => Error::InvalidInput { param: format!("annual_{param}"), message },
            other => other,
        }),
    }
}

fn text(key: &str) -> &'static str {
    get("varshaphal", key)
}

/// What every chapter of the annual report reads.
struct Annual<'a> {
    req: &'a ReportRequest,
    cr: &'a ChartRequest,
    data: &'a VarshaphalData,
    /// The chart of the return moment at the annual place (drawn like the birth chart).
    annual_request: ChartRequest,
}

impl Annual<'_> {
    fn asc_sign(&self) -> usize {
        self.data.varshaphal.chart.ascendant.sign.sign_index as usize - 1
    }
}

pub fn varshaphal(req: &ReportRequest) -> Result<Report<VarshaphalData>> {
    let cr = birth(req)?;
    let answer = varshaphal_answer(&VarshaphalRequest {
        moment: cr.moment,
        place: cr.place,
        ayanamsa: cr.ayanamsa.clone(),
        node: cr.node,
        age: req.age,
        year: req.year,
        annual_place: annual_place(req)?,
    })?;
    let data = VarshaphalData { chart: vedic_chart(&cr)?, varshaphal: answer };
    let v = &data.varshaphal;
    // The annual chart drawn by the same renderer as the birth chart: the chart of the return
    // moment at the annual place.
    let annual_request = ChartRequest {
        moment: Moment { jd_ut: v.solar_return.jd_ut, offset_minutes: cr.moment.offset_minutes },
        place: v.annual_place,
        ayanamsa: cr.ayanamsa.clone(),
        node: cr.node,
    };
    let mut out = vec![];
    let k = Annual { req, cr: &cr, data: &data, annual_request };
    chapter_the_year_and_its_chart(&k, &mut out)?;
    chapter_muntha(&k, &mut out)?;
    chapter_lord_of_the_year(&k, &mut out)?;
    chapter_tajika_aspects(&k, &mut out)?;
    chapter_tajika_yogas(&k, &mut out)?;
    chapter_sahams(&k, &mut out)?;
    chapter_mudda_dasha(&k, &mut out)?;
    chapter_definitions(&k, &mut out)?;
    Ok(Report {
        report: "varshaphal",
        title: "Varshaphal Report".into(),
        subtitle: vec![
            format!("Born {}", when(&v.birth)),
            format!("Year {} of life: {} to {}", v.age + 1, day(&v.solar_return), day(&v.next_solar_return)),
            format!("Muntha in the {} house; year lord {}", ordinal(v.muntha.house as usize), v.year_lord.planet),
        ],
        sections: out,
        data,
        prepared_for: None,
        text_source: super::TEXT_SOURCE,
    })
}

/// The year and its chart.
fn chapter_the_year_and_its_chart(k: &Annual<'_>, out: &mut Vec<Section>) -> Result<()> {
    let v = &k.data.varshaphal;
    let c = &k.data.varshaphal.chart;
    let annual_request = &k.annual_request;
    let cr = k.cr;
    let req = k.req;
    let planet_rows = c
        .planets
        .iter()
        .map(|p| {
            vec![
                p.name.to_string(),
                p.sign.sign.to_string(),
                dms(p.sign.degree),
                format!("{} {}", p.nakshatra.nakshatra, p.nakshatra.pada),
                p.house.to_string(),
                if p.retrograde { "R" } else { "" }.to_string(),
            ]
        })
        .collect();
    out.push(
        Section::chapter("The year and its chart")
            .text(text("about/year"))
            .facts(vec![
                fact("Year of life", format!("{} (age {} completed)", ordinal(v.age as usize + 1), v.age)),
                fact("Solar return (varsha pravesha)", when(&v.solar_return)),
                fact("Next solar return", when(&v.next_solar_return)),
                fact(
                    "Annual chart place",
                    format!("{}, {}", fixed(v.annual_place.lat, 4), fixed(v.annual_place.lon, 4)),
                ),
                fact("Annual ascendant", format!("{} {}", c.ascendant.sign.sign, dms(c.ascendant.sign.degree))),
                fact("Birth ascendant", v.natal_ascendant_sign),
                fact("Return by", if c.daytime { "day" } else { "night" }),
            ])
            .block(chart_block(annual_request, "D1", "Annual chart (D1)", super::Draw::of(req))?)
            .table(
                Some("Planets of the annual chart"),
                &["Planet", "Sign", "Degree", "Nakshatra", "House", ""],
                planet_rows,
            ),
    );
    out.push(
        Section::sub("The birth chart")
            .text(format!(
                "For comparison, the birth chart (D1) of {}: the promise that the annual chart brings to life.",
                when(&v.birth)
            ))
            .block(chart_block(cr, "D1", "Birth chart (D1)", super::Draw::of(req))?),
    );
    Ok(())
}

/// Muntha.
fn chapter_muntha(k: &Annual<'_>, out: &mut Vec<Section>) -> Result<()> {
    let v = &k.data.varshaphal;
    let c = &k.data.varshaphal.chart;
    let m = &v.muntha;
    let lord_house = c.planets.iter().find(|p| p.name == m.lord).map(|p| p.house).unwrap_or(0);
    out.push(
        Section::chapter("Muntha")
            .text(text("about/muntha"))
            .facts(vec![
                fact("Muntha", format!("{}, {} house of the annual chart", m.sign, ordinal(m.house as usize))),
                fact("Muntha lord", format!("{}, in the {} house", m.lord, ordinal(lord_house as usize))),
            ])
            .text(text(&format!("muntha/{}", m.house))),
    );
    Ok(())
}

/// Lord of the year.
fn chapter_lord_of_the_year(k: &Annual<'_>, out: &mut Vec<Section>) -> Result<()> {
    let v = &k.data.varshaphal;
    let c = &k.data.varshaphal.chart;
    let y = &v.year_lord;
    let office_rows = y
        .candidates
        .iter()
        .map(|o| {
            vec![
                o.office.to_string(),
                o.planet.to_string(),
                if o.aspects_ascendant { "yes" } else { "no" }.to_string(),
                o.strength_rupas.map(|s| fixed(s, 2)).unwrap_or_else(|| "-".into()),
            ]
        })
        .collect();
    let yl = c.planets.iter().find(|p| p.name == y.planet);
    let mut s = Section::chapter("Lord of the year")
        .text(text("about/lord"))
        .table(
            Some("The five office-bearers"),
            &["Office", "Planet", "Aspects the annual ascendant", "Shadbala (rupas)"],
            office_rows,
        )
        .facts(vec![fact(
            "Year lord",
            match yl {
                Some(p) => {
                    format!("{}, {} {}, {} house", y.planet, p.sign.sign, dms(p.sign.degree), ordinal(p.house as usize))
                }
                None => y.planet.to_string(),
            },
        )])
        .text(text(&format!("lord/{}", y.planet.key())));
    s = s.text(format!("Rule: {}.", y.rule));
    out.push(s);
    Ok(())
}

/// Tajika aspects.
fn chapter_tajika_aspects(k: &Annual<'_>, out: &mut Vec<Section>) -> Result<()> {
    let v = &k.data.varshaphal;
    let aspect_rows = v
        .tajika_aspects
        .iter()
        .map(|a| {
            vec![
                a.from.to_string(),
                a.to.to_string(),
                a.distance.to_string(),
                match a.kind {
                    Some(k) => format!("{k} {}", a.nature),
                    None => "none".into(),
                },
                fixed(a.degree_gap, 2),
                fixed(a.orb, 1),
                if a.within_orb { "yes" } else { "" }.to_string(),
            ]
        })
        .collect();
    out.push(Section::chapter("Tajika aspects").text(text("about/aspects")).table(
        Some("The 21 pairs of the seven planets (from the faster)"),
        &["From", "To", "Distance", "Aspect", "Gap", "Orb", "Within orb"],
        aspect_rows,
    ));
    Ok(())
}

/// Tajika yogas.
fn chapter_tajika_yogas(k: &Annual<'_>, out: &mut Vec<Section>) -> Result<()> {
    let v = &k.data.varshaphal;
    let mut s = Section::chapter("Tajika yogas").text(text("about/yogas"));
    if v.tajika_yogas.is_empty() {
        s = s.text(text("yoga/none"));
    } else {
        s = s.table(
            None,
            &["Yoga", "Planets", "Note"],
            v.tajika_yogas
                .iter()
                .map(|t| {
                    vec![
                        t.name.to_string(),
                        t.planets.iter().map(|g| g.name()).collect::<Vec<_>>().join(", "),
                        t.note.clone(),
                    ]
                })
                .collect(),
        );
        let mut seen: Vec<&str> = vec![];
        for t in &v.tajika_yogas {
            if !seen.contains(&t.name) {
                seen.push(t.name);
                s = s.text(text(&format!("yoga/{}", t.key)));
            }
        }
    }
    out.push(s);
    Ok(())
}

/// Sahams.
fn chapter_sahams(k: &Annual<'_>, out: &mut Vec<Section>) -> Result<()> {
    let v = &k.data.varshaphal;
    let asc_sign = k.asc_sign();
    let saham_rows = v
        .sahams
        .iter()
        .map(|h| {
            vec![
                h.name.to_string(),
                h.meaning.to_string(),
                h.sign.sign.to_string(),
                dms(h.sign.degree),
                house_from(h.sign.sign_index as usize - 1, asc_sign).to_string(),
            ]
        })
        .collect();
    let mut s = Section::chapter("Sahams").text(text("about/sahams")).table(
        Some("The 36 sahams of the annual chart"),
        &["Saham", "Meaning", "Sign", "Degree", "House"],
        saham_rows,
    );
    for h in &v.sahams {
        s = s.text(format!(
            "{} It falls in {}, the {} house of the annual chart.",
            text(&format!("saham/{}", h.key)),
            h.sign.sign,
            ordinal(house_from(h.sign.sign_index as usize - 1, asc_sign))
        ));
    }
    out.push(s);
    Ok(())
}

/// Mudda dasha.
fn chapter_mudda_dasha(k: &Annual<'_>, out: &mut Vec<Section>) -> Result<()> {
    let v = &k.data.varshaphal;
    let mut s = Section::chapter("Mudda dasha").text(text("about/mudda")).table(
        Some("The nine periods of the year"),
        &["Lord", "Start", "End", "Days"],
        v.mudda_dasha
            .iter()
            .map(|p| vec![p.lord.to_string(), when(&p.start), when(&p.end), fixed(p.days, 2)])
            .collect(),
    );
    if let (Some(first), Some(last)) = (v.mudda_dasha.first(), v.mudda_dasha.last()) {
        if first.start.jd_ut < v.solar_return.jd_ut - 1.0 / 1440.0 {
            s = s.text(format!(
                "The first period, of {}, began on {}, before the solar return: as in the natal Vimshottari, the part \
                 of it already elapsed is counted from the birth Moon's nakshatra. The nine periods therefore end on \
                 {}, and the days left until the next return ({}) fall again under {}.",
                first.lord,
                day(&first.start),
                day(&last.end),
                day(&v.next_solar_return),
                first.lord
            ));
        }
    }
    for p in &v.mudda_dasha {
        s = s.text(format!("{} to {}: {}", day(&p.start), day(&p.end), text(&format!("mudda/{}", p.lord.key()))));
    }
    out.push(s);
    Ok(())
}

/// Definitions.
fn chapter_definitions(k: &Annual<'_>, out: &mut Vec<Section>) -> Result<()> {
    let v = &k.data.varshaphal;
    let d = &v.definitions;
    out.push(
        Section::chapter("Method")
            .text(format!("Solar return: {}.", d.solar_return))
            .text(format!("Day or night: {}.", d.daytime))
            .text(format!("Muntha: {}.", d.muntha))
            .text(format!("Sahams: {}.", d.sahams))
            .text(format!("Tajika aspects: {}.", d.tajika_aspects))
            .text(format!("Tajika yogas: {}.", d.tajika_yogas))
            .text(format!("Mudda dasha: {}.", d.mudda_dasha))
            .text(format!(
                "Zodiac: sidereal, ayanamsa {}, {} at the return, {} nodes, whole-sign houses from the annual ascendant.",
                v.conventions.ayanamsa_name,
                dms(v.conventions.ayanamsa_value),
                if v.conventions.node == crate::ephemeris::bodies::NodeType::True { "true" } else { "mean" }
            )),
    );
    Ok(())
}
