//! The brihad kundli's month-by-month forecast for the next 24 months: on each month's first day
//! the Sun, Mars, Jupiter, Saturn, Rahu and Ketu as houses from the Moon and the lagna with the
//! natal ashtakavarga bindus of their signs (Phaladeepika ch. 26), Saturn's sade sati or dhaiya
//! count, the running Vimshottari periods to the third level, and the month's events from the
//! transit calendar engine (`/v1/transit/timeline`): ingresses, Jupiter and Saturn over natal
//! points, chandrashtama and the Moon's returns to the birth star.

use super::*;
use crate::ephemeris::time::LocalInput;
use crate::vedic::dasha::Period;
use crate::vedic::transit::TimelineEvent;

/// How many months the forecast reads.
pub(super) const MONTHS: usize = 24;
/// The planets of each month's table: the Sun and Mars mark the month, the slow ones its ground.
const READ: [Graha; 6] = [Graha::Sun, Graha::Mars, Graha::Jupiter, Graha::Saturn, Graha::Rahu, Graha::Ketu];
const MONTH_NAMES: [&str; 12] = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
];

fn text(key: &str) -> &'static str {
    get("forecast", key)
}

/// The first day (local midnight, in the reading moment's offset) of the month of `at` and of
/// the `MONTHS` months after it: MONTHS + 1 moments, so the last month has an end.
pub(super) fn month_starts(at: &crate::ephemeris::time::EventTime, offset_minutes: i32) -> Result<Vec<Moment>> {
    let year: i32 = at.iso.get(..4).and_then(|y| y.parse().ok()).ok_or_else(|| Error::invalid("at", "bad date"))?;
    let month: i32 = at.iso.get(5..7).and_then(|m| m.parse().ok()).ok_or_else(|| Error::invalid("at", "bad date"))?;
    let sign = if offset_minutes < 0 { '-' } else { '+' };
    let tz = format!("{sign}{:02}:{:02}", offset_minutes.abs() / 60, offset_minutes.abs() % 60);
    (0..=MONTHS as i32)
        .map(|i| {
            let m = month - 1 + i;
            let date = format!("{}-{:02}-01", year + m.div_euclid(12), m.rem_euclid(12) + 1);
            Moment::from_local(&LocalInput { date, time: "00:00".into(), tz: Some(tz.clone()), timezone: None })
        })
        .collect()
}

/// "March 2025" of a month start.
fn month_name(m: &crate::ephemeris::time::EventTime) -> String {
    let month: usize = m.iso.get(5..7).and_then(|x| x.parse().ok()).unwrap_or(1);
    format!("{} {}", MONTH_NAMES[(month + 11) % 12], &m.iso[..4])
}

/// The Vimshottari periods (main, sub, sub-sub) running at `jd`.
pub(super) fn running_at(periods: &[Period], jd: f64) -> Vec<&Period> {
    let mut out = vec![];
    let mut level = periods;
    while let Some(p) = level.iter().find(|p| p.start.jd_ut <= jd && jd < p.end.jd_ut) {
        out.push(p);
        level = &p.periods;
    }
    out
}

/// "Jupiter-Saturn-Mercury".
fn chain(ps: &[&Period]) -> String {
    ps.iter().map(|p| p.lord.name()).collect::<Vec<_>>().join("-")
}

/// A planet's own bindus in `sign` (none for the nodes).
pub(super) fn own_bindus(av: &AshtakavargaResult, graha: Graha, sign: usize) -> Option<u8> {
    let row = match graha {
        Graha::Sun => &av.bhinna.sun,
        Graha::Moon => &av.bhinna.moon,
        Graha::Mars => &av.bhinna.mars,
        Graha::Mercury => &av.bhinna.mercury,
        Graha::Jupiter => &av.bhinna.jupiter,
        Graha::Venus => &av.bhinna.venus,
        Graha::Saturn => &av.bhinna.saturn,
        _ => return None,
    };
    Some(row[sign])
}

/// The forecast chapter: an introduction, then one page per month.
pub(super) fn chapter_forecast(k: &Kundli<'_>, out: &mut Vec<Section>) -> Result<()> {
    let Some(timeline) = &k.d.transit_timeline else { return Ok(()) };
    let starts = month_starts(&k.d.transits.moment, k.now.offset_minutes)?;
    out.push(Section::chapter("The next 24 months").text(text("about")));
    for w in starts.windows(2) {
        let chart = vedic_chart(&ChartRequest { moment: w[0], ..k.cr.clone() })?;
        out.push(month_section(k, &chart, w[1].jd_ut, timeline));
    }
    Ok(())
}

/// A month's table rows, how many of the six stand in favourable houses from the Moon, the own
/// bindus of Jupiter's, Saturn's and Mars's signs together, and Jupiter's and Saturn's houses
/// from the lagna.
struct MonthSky {
    rows: Vec<Vec<String>>,
    good: usize,
    bindus: u32,
    jupiter: usize,
    saturn: usize,
}

fn month_sky(k: &Kundli<'_>, sky: &VedicChart) -> MonthSky {
    let moon_sign = k.moon().sign.sign_index as usize - 1;
    let lagna = k.d.chart.ascendant.sign.sign_index as usize - 1;
    let av = &k.d.ashtakavarga;
    let mut m = MonthSky { rows: vec![], good: 0, bindus: 0, jupiter: 1, saturn: 1 };
    for g in READ {
        let Some(p) = sky.planets.iter().find(|p| p.graha == g) else { continue };
        let sign = p.sign.sign_index as usize - 1;
        let hm = house_from(sign, moon_sign);
        let hl = house_from(sign, lagna);
        match g {
            Graha::Jupiter => m.jupiter = hl,
            Graha::Saturn => m.saturn = hl,
            _ => {}
        }
        let fav = favourable(g, hm);
        m.good += usize::from(fav);
        let own = own_bindus(av, g, sign);
        if matches!(g, Graha::Jupiter | Graha::Saturn | Graha::Mars) {
            m.bindus += u32::from(own.unwrap_or(0));
        }
        m.rows.push(vec![
            format!("{}{}", g, if p.retrograde && !g.is_node() { " (R)" } else { "" }),
            p.sign.sign.to_string(),
            hm.to_string(),
            hl.to_string(),
            own.map_or_else(|| "-".into(), |b| b.to_string()),
            av.sarva[sign].to_string(),
            if fav { "Favourable" } else { "Difficult" }.to_string(),
        ]);
    }
    m
}

/// One month: its table, the periods running, Saturn's count, the events, and its weight.
fn month_section(k: &Kundli<'_>, sky: &VedicChart, end: f64, timeline: &TransitTimeline) -> Section {
    let start = sky.moment.jd_ut;
    let month = month_name(&sky.moment);
    let moon_sign = k.moon().sign.sign_index as usize - 1;
    let m = month_sky(k, sky);
    let mut s = Section::sub(month.clone()).paged().table(
        Some(&format!("On {}: houses from the Moon and the lagna, bindus of the sign", day(&sky.moment))),
        &["Planet", "Sign", "From Moon", "From lagna", "Own bindus", "Sarva", "Classically"],
        m.rows,
    );
    s = s.text(dasha_lines(k, start, end, &month));
    s = s.text(saturn_count(sky, moon_sign, &month));
    for e in timeline.events.iter().filter(|e| e.time.jd_ut >= start && e.time.jd_ut < end) {
        s = s.text(event_sentence(e));
    }
    let tone = match (m.good, m.bindus) {
        (g, b) if g >= 4 && b >= 12 => "good",
        (g, b) if g <= 2 && b < 12 => "hard",
        _ => "mixed",
    };
    let (good, bindus) = (m.good.to_string(), m.bindus.to_string());
    s = s.text(fill("forecast", &format!("weigh/{tone}"), &[("month", &month), ("good", &good), ("bindus", &bindus)]));
    let topic = |h: usize| get("houses", &format!("topic/{h}"));
    let (jh, sh) = (ordinal(m.jupiter), ordinal(m.saturn));
    s.text(fill(
        "forecast",
        "focus",
        &[("month", &month), ("jh", &jh), ("jt", topic(m.jupiter)), ("sh", &sh), ("st", topic(m.saturn))],
    ))
}

/// The Vimshottari periods of the month: a period beginning in it is read; otherwise the one
/// running is named with its span.
fn dasha_lines(k: &Kundli<'_>, start: f64, end: f64, month: &str) -> String {
    let v = &k.d.vimshottari.periods;
    let now = running_at(v, start);
    let mut parts = vec![];
    if let Some(pd) = now.last() {
        if now.len() == 3 {
            parts.push(fill(
                "forecast",
                "dasha/continues",
                &[
                    ("month", month),
                    ("chain", &chain(&now[..2])),
                    ("pd", pd.lord.name()),
                    ("start", &day(&pd.start)),
                    ("end", &day(&pd.end)),
                    ("houses", &houses_brief(&k.d.chart, pd.lord)),
                ],
            ));
        }
    }
    // Each sub-sub-period that begins inside the month.
    let mut jd = now.last().map_or(end, |p| p.end.jd_ut);
    while jd < end {
        let next = running_at(v, jd + 1e-6);
        let (Some(pd), Some(ad)) = (next.last(), next.get(next.len().saturating_sub(2))) else { break };
        let n = house_of_from(&k.d.chart, pd.lord, ad.lord);
        parts.push(fill(
            "forecast",
            "dasha/begins",
            &[
                ("date", &day(&pd.start)),
                ("chain", &chain(&next)),
                ("end", &day(&pd.end)),
                ("pd", pd.lord.name()),
                ("ad", ad.lord.name()),
                ("n", &ordinal(n)),
                ("pos", text(&format!("pdpos/{n}"))),
                ("houses", &houses_brief(&k.d.chart, pd.lord)),
            ],
        ));
        jd = pd.end.jd_ut;
    }
    parts.join(" ")
}

/// The house of `graha`'s sign counted from `from`'s sign in the birth chart.
pub(super) fn house_of_from(c: &VedicChart, graha: Graha, from: Graha) -> usize {
    let sign = |g: Graha| c.planets.iter().find(|p| p.graha == g).map_or(0, |p| p.sign.sign_index as usize - 1);
    house_from(sign(graha), sign(from))
}

/// Saturn counted from the Moon on the month's first day: sade sati phase, dhaiya or neither.
fn saturn_count(sky: &VedicChart, moon_sign: usize, month: &str) -> String {
    let Some(sat) = sky.planets.iter().find(|p| p.graha == Graha::Saturn) else { return String::new() };
    let h = house_from(sat.sign.sign_index as usize - 1, moon_sign);
    let sign = sat.sign.sign.name();
    let hs = ordinal(h);
    let vars = [("month", month), ("sign", sign), ("house", hs.as_str())];
    match h {
        12 => fill("forecast", "sadesati/phase", &[vars[0], vars[1], vars[2], ("phase", "rising")]),
        1 => fill("forecast", "sadesati/phase", &[vars[0], vars[1], vars[2], ("phase", "peak")]),
        2 => fill("forecast", "sadesati/phase", &[vars[0], vars[1], vars[2], ("phase", "setting")]),
        4 | 8 => fill("forecast", "sadesati/dhaiya", &vars),
        _ => fill("forecast", "sadesati/none", &vars),
    }
}

/// One event of the transit calendar in a sentence (sade sati and dhaiya starts are covered by
/// each month's Saturn count, so they add nothing here).
fn event_sentence(e: &TimelineEvent) -> String {
    let date = day(&e.time);
    let planet = label(e.planet);
    let retro = if e.retrograde == Some(true) { " (retrograde)" } else { "" };
    match e.kind {
        "ingress" => {
            let g = Graha::ALL.iter().copied().find(|g| g.key() == e.planet);
            let fav = g.is_some_and(|g| favourable(g, e.house_from_moon));
            let sav = e.sarva_bindus.unwrap_or(0);
            let strong = e.bindus.map_or(sav >= 28, |b| b >= 4);
            let verdict = text(if strong { "verdict/strong" } else { "verdict/weak" });
            let bindus = match e.bindus {
                Some(b) => fill(
                    "forecast",
                    "bindus/own",
                    &[("own", &b.to_string()), ("planet", &planet), ("sav", &sav.to_string()), ("verdict", verdict)],
                ),
                None => fill("forecast", "bindus/sav", &[("sav", &sav.to_string()), ("verdict", verdict)]),
            };
            let mut t = fill(
                "forecast",
                if fav { "ingress/good" } else { "ingress/hard" },
                &[
                    ("planet", &planet),
                    ("sign", e.sign.name()),
                    ("date", &date),
                    ("retro", retro),
                    ("hm", &ordinal(e.house_from_moon)),
                    ("hl", &ordinal(e.house_from_lagna)),
                    ("bindus", &bindus),
                ],
            );
            if let Some(g) = g {
                t.push(' ');
                t.push_str(get("transit", &format!("{}/{}", g.key(), e.house_from_moon)));
            }
            t
        }
        "conjunction" => {
            let point = e.key.map_or_else(String::new, |p| if p == "lagna" { "lagna".into() } else { label(p) });
            fill(
                "forecast",
                "conjunction",
                &[
                    ("date", &date),
                    ("planet", &planet),
                    ("retro", retro),
                    ("point", &point),
                    ("nature", text(&format!("conjunction/{}", e.planet))),
                ],
            )
        }
        "chandrashtama" => fill(
            "forecast",
            "chandrashtama",
            &[
                ("start", &when(&e.time)),
                ("end", &e.end.as_ref().map_or_else(String::new, when)),
                ("sign", e.sign.name()),
            ],
        ),
        "nakshatra_transit" => {
            let which = ["janma", "anujanma", "trijanma"].into_iter().find(|w| e.label.contains(&format!(" {w} ")));
            // The label ends with the nakshatra's name ("Moon in janma nakshatra Rohini").
            let star = e.label.split_once(" nakshatra ").map_or("", |(_, n)| n);
            which.map_or_else(String::new, |w| fill("forecast", w, &[("date", &date), ("star", star)]))
        }
        _ => String::new(),
    }
}
