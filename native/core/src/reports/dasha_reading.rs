//! Reading the Vimshottari periods of one chart: what a sub-period brings given where its lord
//! and the main lord stand in this chart, and the kundli's dasha chapter, which summarises the
//! periods already lived in a line and reads the running and the next period in depth.

use super::chart_words::{house_from, list, ruled_houses};
use super::text::{fill, get, misc};
use super::{day, fact, fixed, ordinal, when, Section};
use crate::vedic::chart::{GrahaPosition, VedicChart};
use crate::vedic::dasha::vimshottari::{Vimshottari, VimshottariCurrent};
use crate::vedic::dasha::Period;
use crate::vedic::dignity::{natural_relationship, Relation};
use crate::zodiac::Graha;

/// How the antardasha lord stands to the mahadasha lord by natural friendship (BPHS ch. 3);
/// the nodes have none, so pairs with them read as neutral.
pub(crate) fn pair_key(md: Graha, ad: Graha) -> &'static str {
    if md == ad {
        return "same";
    }
    match natural_relationship(ad, md) {
        Some(Relation::Friend | Relation::GreatFriend) => "friend",
        Some(Relation::Enemy | Relation::GreatEnemy) => "enemy",
        _ => "neutral",
    }
}

fn capitalise(s: &str) -> String {
    super::label(s)
}

fn position(chart: &VedicChart, graha: Graha) -> Option<&GrahaPosition> {
    chart.planets.iter().find(|g| g.graha == graha)
}

/// The houses a planet occupies and rules, as "the 5th house (…) and rules the 2nd (…)".
pub(crate) fn houses_of(chart: &VedicChart, graha: Graha) -> String {
    let Some(g) = position(chart, graha) else { return String::new() };
    let topic = |h: usize| get("houses", &format!("topic/{h}"));
    let mut s = format!("the {} house ({})", ordinal(g.house as usize), topic(g.house as usize));
    let rules: Vec<String> =
        ruled_houses(chart, graha).into_iter().map(|h| format!("the {} ({})", ordinal(h), topic(h))).collect();
    if !rules.is_empty() {
        s.push_str(&format!(" and rules {}", list(&rules)));
    }
    s
}

/// The houses a planet occupies and rules, briefly: "the 6th house and rules the 10th".
pub(crate) fn houses_brief(chart: &VedicChart, graha: Graha) -> String {
    let Some(g) = position(chart, graha) else { return String::new() };
    let mut s = format!("the {} house", ordinal(g.house as usize));
    let rules: Vec<String> = ruled_houses(chart, graha).into_iter().map(ordinal).collect();
    if !rules.is_empty() {
        s.push_str(&format!(" and rules the {}", list(&rules)));
    }
    s
}

/// A reading of a mahadasha–antardasha pair for this chart: what the sub-lord brings, its natural
/// relation to the main lord, where it stands from the main lord here, and the houses it moves.
pub(crate) fn pair_reading(chart: &VedicChart, md: Graha, ad: Graha) -> String {
    let vars = [("md", md.name()), ("ad", ad.name())];
    let mut parts = vec![format!("{}.", capitalise(get("dasha", &format!("ad/{}", ad.key()))))];
    parts.push(fill("dasha", &format!("pair/{}", pair_key(md, ad)), &vars));
    if let (Some(m), Some(a)) = (position(chart, md), position(chart, ad)) {
        if md != ad {
            let n = house_from(a.sign.sign_index as usize - 1, m.sign.sign_index as usize - 1);
            parts.push(fill("dasha", &format!("pos/{n}"), &vars));
        }
    }
    let houses = houses_of(chart, ad);
    if !houses.is_empty() {
        parts.push(format!("{ad} occupies {houses}: these are the matters it brings into {md}'s period."));
    }
    parts.join(" ")
}

pub(crate) fn period_rows(periods: &[Period]) -> Vec<Vec<String>> {
    periods
        .iter()
        .map(|p| {
            vec![
                p.yogini.map_or_else(|| p.lord.to_string(), |y| format!("{y} ({})", p.lord)),
                when(&p.start),
                when(&p.end),
                fixed(p.years, 2),
            ]
        })
        .collect()
}

/// How much of the dasha chapter a kundli carries.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum DashaDepth {
    /// The running period and the next mahadasha's theme.
    Summary,
    /// Every sub-period of the running and the next mahadasha read.
    Full,
    /// As full, with the pratyantardasha tables of those sub-periods.
    Complete,
}

/// Age in whole years at a Julian day.
fn age(birth_jd: f64, jd: f64) -> i64 {
    ((jd - birth_jd) / 365.2425).floor() as i64
}

/// "Mars (1996 to 2003)", one per period, for the one-line summaries.
fn spans(periods: &[&Period]) -> String {
    let items: Vec<String> =
        periods.iter().map(|p| format!("{} ({} to {})", p.lord, &day(&p.start)[..4], &day(&p.end)[..4])).collect();
    list(&items)
}

/// The kundli's Vimshottari chapter.
pub(crate) fn vimshottari_chapter(
    c: &VedicChart,
    v: &Vimshottari,
    current: &VimshottariCurrent,
    depth: DashaDepth,
    out: &mut Vec<Section>,
) {
    let cur = &current.periods;
    let now = current.at.jd_ut;
    let running: Vec<String> = cur.iter().map(|p| format!("{} ({})", p.lord, p.level)).collect();
    let mut s = Section::chapter("Vimshottari dasha").text(misc("dasha/about")).facts(vec![
        fact("Birth nakshatra lord", v.balance.lord),
        fact(
            "Balance at birth",
            format!("{} years {} months {} days", v.balance.ymd.years, v.balance.ymd.months, v.balance.ymd.days),
        ),
        fact("Running at the reading date", running.join(" > ")),
    ]);
    s = s.table(Some("Mahadashas"), &["Lord", "Start", "End", "Years"], period_rows(&v.periods));
    let past: Vec<&Period> = v.periods.iter().filter(|p| p.end.jd_ut <= now).collect();
    if !past.is_empty() {
        s = s.text(fill("dasha", "past", &[("list", &spans(&past))]));
    }
    let running = v.periods.iter().position(|p| p.start.jd_ut <= now && now < p.end.jd_ut);
    // The periods after the next are named in a line under the table.
    let later: Vec<&Period> = running.map_or(vec![], |i| v.periods.iter().skip(i + 2).collect());
    if !later.is_empty() {
        s = s.text(format!(
            "Further ahead come the periods of {}; their themes are read in the same way when they draw near.",
            spans(&later)
        ));
    }
    out.push(s);
    let Some(i) = running else { return };
    read_mahadasha(c, &v.periods[i], now, v.birth.jd_ut, depth, true, out);
    if let (true, Some(m), Some(a)) = (v.periods[i].periods.is_empty(), cur.first(), cur.get(1)) {
        // A summary kundli lists mahadashas only: the running sub-period comes from `current`.
        out.push(
            Section::sub(format!("Now: {} - {} ({} to {})", m.lord, a.lord, day(&a.start), day(&a.end)))
                .text(pair_reading(c, m.lord, a.lord)),
        );
    }
    if let Some(next) = v.periods.get(i + 1) {
        read_mahadasha(c, next, now, v.birth.jd_ut, depth, false, out);
    }
}

/// One mahadasha read for this chart: its theme, its lord's houses, its sub-periods (past ones in
/// a line, the running one and those to come in full).
fn read_mahadasha(
    c: &VedicChart,
    m: &Period,
    now: f64,
    birth: f64,
    depth: DashaDepth,
    running: bool,
    out: &mut Vec<Section>,
) {
    let when_ = if running { "Running now" } else { "Next" };
    let mut s = Section::sub(format!("{when_}: {} mahadasha, {} to {}", m.lord, day(&m.start), day(&m.end)))
        .text(get("dasha", &format!("md/{}", m.lord.key())))
        .text(format!(
            "It covers the ages {} to {}. In this chart {} occupies {}, so these matters lead the period.",
            age(birth, m.start.jd_ut).max(0),
            age(birth, m.end.jd_ut),
            m.lord,
            houses_of(c, m.lord)
        ));
    if depth != DashaDepth::Summary {
        s = s.paged().table(None, &["Antardasha", "Start", "End", "Years"], period_rows(&m.periods));
    }
    let done: Vec<&Period> = m.periods.iter().filter(|a| a.end.jd_ut <= now).collect();
    if !done.is_empty() {
        s = s.text(format!("Sub-periods already lived in it: {}.", spans(&done)));
    }
    out.push(s);
    for a in m.periods.iter().filter(|a| a.end.jd_ut > now) {
        let is_now = a.start.jd_ut <= now;
        if depth == DashaDepth::Summary && !is_now {
            continue;
        }
        let mut sub = Section::sub(format!(
            "{}{} - {} ({} to {})",
            if is_now { "Now: " } else { "" },
            m.lord,
            a.lord,
            day(&a.start),
            day(&a.end)
        ))
        .text(pair_reading(c, m.lord, a.lord));
        if depth == DashaDepth::Complete && !a.periods.is_empty() {
            // The complete depth gives each sub-period its page: the table of its
            // pratyantardashas, those lived in a line, the running and coming ones read.
            sub = sub.paged().table(None, &["Pratyantardasha", "Start", "End", "Years"], period_rows(&a.periods));
            sub = pratyantar_readings(c, a, now, sub);
        }
        out.push(sub);
    }
}

/// The pratyantardashas of sub-period `a`: those already over in a line, each running or coming
/// one read by its lord's place from the sub-period lord and its houses in this chart.
fn pratyantar_readings(c: &VedicChart, a: &Period, now: f64, mut sub: Section) -> Section {
    let done: Vec<&Period> = a.periods.iter().filter(|p| p.end.jd_ut <= now).collect();
    if !done.is_empty() {
        let items: Vec<String> = done.iter().map(|p| format!("{} (to {})", p.lord, day(&p.end))).collect();
        sub = sub.text(fill("forecast", "pd/past", &[("list", &list(&items))]));
    }
    for p in a.periods.iter().filter(|p| p.end.jd_ut > now) {
        let (Some(pp), Some(ap)) = (position(c, p.lord), position(c, a.lord)) else { continue };
        let n = house_from(pp.sign.sign_index as usize - 1, ap.sign.sign_index as usize - 1);
        let rel = get("forecast", &format!("rel/{}", pair_key(a.lord, p.lord)));
        sub = sub.text(fill(
            "forecast",
            "pd/reading",
            &[
                ("pd", p.lord.name()),
                ("ad", a.lord.name()),
                ("start", &day(&p.start)),
                ("end", &day(&p.end)),
                ("n", &ordinal(n)),
                ("pos", get("forecast", &format!("pdpos/{n}"))),
                ("houses", &houses_brief(c, p.lord)),
                ("rel", rel),
            ],
        ));
    }
    sub
}
