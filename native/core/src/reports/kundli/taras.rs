//! The brihad kundli's taras of the planets: each planet's nakshatra counted from the birth star
//! in rounds of nine (the tara table of `vedic::tara`), read for the periods that planet rules.

use super::*;
use crate::vedic::tara::{count, of_count, quality, TaraQuality, TARAS};

pub(super) fn planet_taras(k: &Kundli<'_>, out: &mut Vec<Section>) {
    let c = &k.d.chart;
    let birth = k.moon().nakshatra.nakshatra.index();
    let mut rows = vec![];
    let mut readings = vec![];
    for g in &c.planets {
        let n = count(birth, g.nakshatra.nakshatra.index());
        let t = of_count(n);
        let (name, meaning, q) = TARAS[t - 1];
        rows.push(vec![
            g.graha.to_string(),
            format!("{} {}", g.nakshatra.nakshatra, g.nakshatra.pada),
            n.to_string(),
            name.to_string(),
            match q {
                TaraQuality::Favourable => "Favourable",
                TaraQuality::Unfavourable => "Unfavourable",
                TaraQuality::Mixed => "Mixed",
            }
            .to_string(),
        ]);
        let key = match quality(t) {
            TaraQuality::Favourable => "tara/favourable",
            TaraQuality::Unfavourable => "tara/unfavourable",
            TaraQuality::Mixed => "tara/mixed",
        };
        let houses = houses_brief(c, g.graha).trim_start_matches("the ").replace(" and rules the ", " and the ");
        readings.push(fill(
            "chapters",
            key,
            &[
                ("planet", g.graha.name()),
                ("star", g.nakshatra.nakshatra.name()),
                ("pada", &g.nakshatra.pada.to_string()),
                ("count", &ordinal(n)),
                ("tara", name),
                ("meaning", meaning.split(" (").next().unwrap_or(meaning)),
                ("houses", &houses),
            ],
        ));
    }
    let mut s = Section::sub("The taras of the planets").paged().text(get("chapters", "tara/about")).table(
        Some("Each planet's nakshatra counted from the birth star"),
        &["Planet", "Nakshatra and pada", "Count", "Tara", "Verdict"],
        rows,
    );
    for r in readings {
        s = s.text(r);
    }
    out.push(s);
}
