//! The brihad kundli's reading of each planet's own (bhinna) ashtakavarga: its strongest and
//! weakest signs as houses from the lagna, its natal footing and the sign it transits now, a page
//! per planet with the table of its bindus (BPHS ch. 66 to 72: transits through a sign with 5 or
//! more of the planet's own bindus give good results, 3 or fewer strain).

use super::forecast::own_bindus;
use super::*;

const SEVEN: [Graha; 7] =
    [Graha::Sun, Graha::Moon, Graha::Mars, Graha::Mercury, Graha::Jupiter, Graha::Venus, Graha::Saturn];

pub(super) fn bhinna_readings(k: &Kundli<'_>, out: &mut Vec<Section>) {
    out.push(Section::sub("Reading the bindus of each planet").paged().text(get("chapters", "av/about")));
    for (i, g) in SEVEN.into_iter().enumerate() {
        let mut s = planet_bindus(k, g);
        // The Sun's table runs on under the introduction.
        s.new_page = i > 0;
        out.push(s);
    }
}

fn planet_bindus(k: &Kundli<'_>, g: Graha) -> Section {
    let c = &k.d.chart;
    let av = &k.d.ashtakavarga;
    let lagna = c.ascendant.sign.sign_index as usize - 1;
    let moon = k.moon().sign.sign_index as usize - 1;
    let bindus: Vec<u8> = (0..12).map(|s| own_bindus(av, g, s).unwrap_or(0)).collect();
    let rows = (0..12)
        .map(|s| {
            vec![
                SIGNS[s].name.to_string(),
                bindus[s].to_string(),
                house_from(s, lagna).to_string(),
                house_from(s, moon).to_string(),
                av.sarva[s].to_string(),
            ]
        })
        .collect();
    let mut s = Section::sub(format!("{} in its own ashtakavarga", g.name())).paged().table(
        None,
        &["Sign", &format!("{} bindus", g.name()), "House from lagna", "House from Moon", "Sarva"],
        rows,
    );
    let name = g.name();
    let pick = |keep: &dyn Fn(u8) -> bool| -> (Vec<String>, Vec<usize>) {
        let signs: Vec<usize> = (0..12).filter(|s| keep(bindus[*s])).collect();
        (signs.iter().map(|s| format!("{} ({})", SIGNS[*s].name, bindus[*s])).collect(), signs)
    };
    let (best, best_signs) = pick(&|b| b >= 5);
    if !best.is_empty() {
        let houses: Vec<String> = best_signs.iter().map(|s| ordinal(house_from(*s, lagna))).collect();
        let topics: Vec<String> = best_signs
            .iter()
            .take(3)
            .map(|s| get("houses", &format!("topic/{}", house_from(*s, lagna))).to_string())
            .collect();
        s = s.text(fill(
            "chapters",
            "av/best",
            &[("list", &list(&best)), ("houses", &list(&houses)), ("planet", name), ("topics", &topics.join("; "))],
        ));
    }
    let (worst, worst_signs) = pick(&|b| b <= 2);
    if !worst.is_empty() {
        let houses: Vec<String> = worst_signs.iter().map(|s| ordinal(house_from(*s, lagna))).collect();
        s = s.text(fill(
            "chapters",
            "av/worst",
            &[("list", &list(&worst)), ("houses", &list(&houses)), ("planet", name)],
        ));
    }
    let natal = k.graha(g).sign.sign_index as usize - 1;
    let verdict = match bindus[natal] {
        5.. => "av/natal/strong",
        4 => "av/natal/middling",
        _ => "av/natal/weak",
    };
    s = s.text(fill(
        "chapters",
        "av/natal",
        &[
            ("planet", name),
            ("sign", SIGNS[natal].name),
            ("bindus", &bindus[natal].to_string()),
            ("verdict", get("chapters", verdict)),
        ],
    ));
    if let Some(t) = k.d.transits.planets.iter().find(|p| p.graha == g) {
        let sign = t.sign.sign_index as usize - 1;
        s = s.text(fill(
            "chapters",
            "av/now",
            &[
                ("planet", name),
                ("sign", SIGNS[sign].name),
                ("house", &ordinal(house_from(sign, moon))),
                ("bindus", &bindus[sign].to_string()),
            ],
        ));
    }
    s
}
