//! The current year's summary: the varshaphal (`/v1/varshaphal`) of the year of life running at
//! the reading date, in a page: its span, ascendant, muntha, year lord and the Mudda period now.

use super::*;
use crate::vedic::varshaphal::{Varshaphal, VarshaphalRequest};

/// Completed years of life at `now` (the solar return decides; the caller checks it).
pub(super) fn age_at(birth_jd: f64, now_jd: f64) -> i32 {
    ((now_jd - birth_jd) / 365.256_363).floor().max(0.0) as i32
}

/// The varshaphal of the year of life running at `now`: the return at the completed age, one
/// earlier when that return still lies ahead of `now`.
pub(super) fn current_year(cr: &ChartRequest, now: &Moment) -> Result<Varshaphal> {
    let ask = |age: i32| {
        crate::vedic::varshaphal::varshaphal(&VarshaphalRequest {
            moment: cr.moment,
            place: cr.place,
            ayanamsa: cr.ayanamsa.clone(),
            node: cr.node,
            age: Some(age),
            year: None,
            annual_place: None,
        })
    };
    let age = age_at(cr.moment.jd_ut, now.jd_ut);
    let v = ask(age)?;
    if v.solar_return.jd_ut > now.jd_ut && age > 0 {
        return ask(age - 1);
    }
    if v.next_solar_return.jd_ut <= now.jd_ut {
        return ask(age + 1);
    }
    Ok(v)
}

pub(super) fn chapter_year(k: &Kundli<'_>, out: &mut Vec<Section>) -> Result<()> {
    let Some(v) = &k.d.varshaphal else { return Ok(()) };
    let c = &v.chart;
    let house_of = |g: Graha| c.planets.iter().find(|p| p.name == g).map_or(1, |p| p.house as usize);
    let mut s = Section::chapter("The current year (varshaphal)").text(get("chapters", "year/about")).text(fill(
        "chapters",
        "year/facts",
        &[
            ("start", &day(&v.solar_return)),
            ("end", &day(&v.next_solar_return)),
            ("age", &ordinal(v.age as usize + 1)),
            ("asc", c.ascendant.sign.sign.name()),
            ("muntha", v.muntha.sign.name()),
            ("mhouse", &ordinal(v.muntha.house as usize)),
            ("lord", v.year_lord.planet.name()),
        ],
    ));
    s = s.text(get("varshaphal", &format!("muntha/{}", v.muntha.house)));
    s = s.text(get("varshaphal", &format!("lord/{}", v.year_lord.planet.key())));
    let rows = c
        .planets
        .iter()
        .map(|p| vec![p.name.to_string(), p.sign.sign.to_string(), dms(p.sign.degree), p.house.to_string()])
        .collect();
    s = s.table(Some("The annual chart"), &["Planet", "Sign", "Degree", "House"], rows);
    let now = k.now.jd_ut;
    if let Some(p) = v.mudda_dasha.iter().find(|p| p.start.jd_ut <= now && now < p.end.jd_ut) {
        s = s.text(fill(
            "chapters",
            "year/mudda",
            &[
                ("lord", p.lord.name()),
                ("start", &day(&p.start)),
                ("end", &day(&p.end)),
                ("house", &ordinal(house_of(p.lord))),
            ],
        ));
        s = s.text(get("varshaphal", &format!("mudda/{}", p.lord.key())));
    }
    out.push(s);
    Ok(())
}
