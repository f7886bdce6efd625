//! Sthira dasa against PyJHora 4.8.7 on the 100 random births of
//! test/fixtures/pyjhora_sthira_dasha.json (made by tools/gen_sthira_dasha_pyjhora.py, years of
//! 365.25 days): Brahma, every mahadasha sign, years and start (within a minute), and the
//! antardashas of the first mahadasha (first 20 births).
//!
//! Every other Brahma is traced (docs/dasha-rasi.md): the fixture also records what PyJHora's
//! house.brahma read (the stronger of the lagna and the 7th, which PyJHora's reading of the
//! strength rules must reproduce in every birth, and the lords of the 6th, 8th and 12th). A
//! birth where a candidate sits where PyJHora's dignity table and BPHS 3's natural friendships
//! disagree (the Sun in Cancer, Jupiter in Virgo, Venus in Sagittarius) may get another Brahma
//! (difference 11); another co-lord, or another of the same two candidates, comes from
//! PyJHora's stronger-planet test (difference 3), stated here with its two departures from
//! PVR's co-lord rules, and the test asserts which departure decides each. Such births have
//! their schedules checked for the rule (forward, 7/8/9 years) only. A birth whose PyJHora chart
//! has a sign other than the engine's is counted and skipped.

mod common;

use astrology_core::vedic::dasha::rasi::rasi_dasha;
use astrology_core::vedic::dasha::rasi::signs::RasiChart;
use astrology_core::vedic::dasha::rasi::sthira::{brahma, brahma_candidates};
use astrology_core::vedic::dasha::YearLength;
use astrology_core::vedic::dignity::exaltation;
use astrology_core::vedic::drishti::rashi_drishti;
use astrology_core::zodiac::{Graha, Sign};
use common::rasi_dasha::{engine_chart, rasi_request, same_signs, trace_stronger, Traced};
use common::{cases, fixture, init, num, text, Spread};
use serde_json::Value;

const MINUTE: f64 = 1.0 / 1440.0;

/// The places where PyJHora's dignity table and BPHS 3's natural friendships disagree on "own,
/// exalted or friend": the Sun in Cancer, Jupiter in Virgo, Venus in Sagittarius.
const DIGNITY_DIFFERS: [(Graha, Sign); 3] =
    [(Graha::Sun, Sign::Cancer), (Graha::Jupiter, Sign::Virgo), (Graha::Venus, Sign::Sagittarius)];

/// PyJHora 4.8.7's stronger of two grahas (`house._stronger_planet_new` and
/// `stronger_planet_from_planet_positions`, traced with tools/trace_rasi_strength_pyjhora.py),
/// with its two departures from PVR's co-lord rules (§15.5.1) switchable: `lagna_joins`, the
/// lagna counted among the planets joining a graha (rule 1), and `self_helps`, Mercury or
/// Jupiter counted as joining itself (rule 2). Otherwise: the co-lord in the sign yields
/// (`own_sign`, the basic rule); rule 2 counts Mercury and Jupiter in the graha's sign and
/// Mercury, Jupiter and the dispositor aspecting it; rule 3 only ever lets the first graha win
/// (PyJHora compares the second's dignity with itself); rule 4 dual > fixed > movable; then the
/// further advanced, a tie to the second.
fn pyjhora_stronger(
    c: &RasiChart,
    own_sign: Option<Sign>,
    a: Graha,
    b: Graha,
    lagna_joins: bool,
    self_helps: bool,
) -> Graha {
    let (sa, sb) = (c.sign_of(a), c.sign_of(b));
    if let Some(own) = own_sign.filter(|_| a.is_node() || b.is_node()) {
        if sa == own && sb != own {
            return b;
        }
        if sb == own && sa != own {
            return a;
        }
    }
    let joined = |g: Graha, s: Sign| c.in_sign(s).filter(|&x| x != g).count() + (lagna_joins && c.lagna == s) as usize;
    let aspects = |h: Graha, s: Sign| rashi_drishti(c.sign_of(h).index()).contains(&s.index());
    let helpers = |g: Graha, s: Sign| {
        let joins =
            [Graha::Mercury, Graha::Jupiter].iter().filter(|&&h| c.sign_of(h) == s && (self_helps || h != g)).count();
        joins + [Graha::Mercury, Graha::Jupiter, s.lord()].iter().filter(|&&h| aspects(h, s)).count()
    };
    let exalted = |g: Graha, s: Sign| g != Graha::Mercury && exaltation(g).0 == s.index();
    if joined(a, sa) != joined(b, sb) {
        return if joined(a, sa) > joined(b, sb) { a } else { b };
    }
    if helpers(a, sa) != helpers(b, sb) {
        return if helpers(a, sa) > helpers(b, sb) { a } else { b };
    }
    if exalted(a, sa) && !exalted(b, sb) {
        return a;
    }
    if sa.index() % 3 != sb.index() % 3 {
        return if sa.index() % 3 > sb.index() % 3 { a } else { b };
    }
    let degrees = |g: Graha| {
        let lon = c.grahas.iter().find(|(x, _)| *x == g).expect("nine").1;
        lon - 30.0 * Sign::of(lon).index() as f64
    };
    if degrees(a) > degrees(b) {
        a
    } else {
        b
    }
}

/// Which of PyJHora's two departures makes it choose `theirs` where PVR's rules choose `ours`:
/// PyJHora's reading (both departures) must give `theirs`; the departure named is the one that,
/// left out alone, gives `ours`.
fn departure(c: &RasiChart, own: Option<Sign>, pair: (Graha, Graha), theirs: &str, ours: Graha) -> &'static str {
    let pick = |lagna, me| pyjhora_stronger(c, own, pair.0, pair.1, lagna, me);
    assert_eq!(pick(true, true).key(), theirs, "PyJHora's reading gives its choice");
    match (pick(false, true) == ours, pick(true, false) == ours) {
        (true, _) => "the lagna counted as a planet joining a graha",
        (_, true) => "Mercury or Jupiter counted as joining itself",
        _ => panic!("neither departure alone explains {theirs} for {ours}"),
    }
}

/// The births whose Brahma differs from PyJHora's, by the traced cause.
#[derive(Default)]
struct Others {
    /// A candidate where PyJHora's dignity table and BPHS 3 differ (difference 11).
    dignity: usize,
    /// The same two candidates, the other chosen: PyJHora's departure that decides.
    strength: Vec<&'static str>,
    /// Another co-lord among the lords of the 6th, 8th and 12th: the departure that decides.
    co_lord: Vec<&'static str>,
    /// Counted from another sign, by the strength rule where the readings part (index 0 … 5).
    other_from: [usize; 6],
}

impl Others {
    fn count(&self) -> usize {
        self.dignity + self.strength.len() + self.co_lord.len() + self.other_from.iter().sum::<usize>()
    }

    /// Traces one birth whose Brahma differs: `tr` is the stronger of the lagna and the 7th on
    /// both readings, `refs` what PyJHora's house.brahma read.
    fn trace(&mut self, chart: &RasiChart, tr: &Traced, refs: &Value, date: &str) {
        let lords: Vec<&str> = [5, 7, 11].iter().map(|&h| chart.lord(tr.ours.0.plus(h), false).key()).collect();
        let their_lords: Vec<&str> = refs["brahma_lords"].as_array().unwrap().iter().map(text).collect();
        let theirs = text(&refs["brahma"]);
        if let Some(rule) = tr.parted_at {
            // Another stronger of the lagna and the 7th: the rule where the readings part.
            println!("{date}: Brahma counted from {} v PyJHora {} (parting at rule {rule})", tr.ours.0, tr.theirs.0);
            self.other_from[rule as usize - 1] += 1;
        } else if lords != their_lords {
            // Same sign, another co-lord of Scorpio or Aquarius among the 6th, 8th and 12th
            // (PyJHora's co-lord test, difference 3), traced to the departure that decides.
            let k = lords.iter().zip(&their_lords).position(|(x, y)| x != y).expect("a lord differs");
            let sign = tr.ours.0.plus([5, 7, 11][k]);
            let pair = if sign == Sign::Scorpio { (Graha::Mars, Graha::Ketu) } else { (Graha::Saturn, Graha::Rahu) };
            let why = departure(chart, Some(sign), pair, their_lords[k], chart.lord(sign, false));
            println!(
                "{date}: lord of {sign} {} v PyJHora {}: {why}; Brahma {} v PyJHora {theirs}",
                lords[k],
                their_lords[k],
                brahma(chart)
            );
            self.co_lord.push(why);
        } else if DIGNITY_DIFFERS.iter().any(|&(g, s)| chart.sign_of(g) == s) {
            self.dignity += 1;
        } else {
            // Same two candidates, the stronger chosen otherwise (difference 3), traced.
            let c = brahma_candidates(chart);
            let why = departure(chart, None, (c[0], c[1]), theirs, brahma(chart));
            println!("{date}: Brahma {} v PyJHora {theirs} of the same two: {why}", brahma(chart));
            self.strength.push(why);
        }
    }
}

#[test]
fn sthira_against_pyjhora() {
    init();
    let doc = fixture("pyjhora_sthira_dasha.json");
    let (mut births, mut skipped, mut ad_births) = (0, 0, 0);
    let mut others = Others::default();
    let (mut md, mut ad) = (Spread::default(), Spread::default());
    for case in cases(&doc, "cases") {
        let req = rasi_request(case, YearLength::Julian, 2, None);
        let vc = engine_chart(&req);
        if !same_signs(case, &vc) {
            skipped += 1;
            continue;
        }
        births += 1;
        let chart = RasiChart::of(&vc);
        let ours = rasi_dasha(&req, "sthira").expect("sthira");
        let refs = &case["sthira"];
        // Every schedule: forward from Brahma's sign, 7/8/9 years by the sign's nature.
        assert_eq!(ours.periods[0].sign, chart.sign_of(brahma(&chart)));
        for (k, p) in ours.periods.iter().enumerate() {
            assert_eq!(p.sign, ours.periods[0].sign.plus(k as i64));
            assert_eq!(p.years, [7.0, 8.0, 9.0][p.sign.index() % 3]);
        }
        // What PyJHora's house.brahma read (the fixture): the stronger of the lagna and the 7th,
        // which PyJHora's reading of the strength rules must reproduce, and the three lords.
        let tr = trace_stronger(&chart, chart.lagna, chart.lagna.plus(6));
        assert_eq!(
            tr.theirs.0.key(),
            text(&refs["brahma_from"]),
            "{}: PyJHora's reading gives its sign",
            case["input"]
        );
        if brahma(&chart).key() != text(&refs["brahma"]) {
            others.trace(&chart, &tr, refs, text(&case["input"]["date"]));
            continue;
        }
        let rows = refs["mahadasha"].as_array().unwrap();
        assert_eq!(ours.periods.len(), rows.len());
        for (p, r) in ours.periods.iter().zip(rows) {
            assert_eq!((p.sign.key(), p.years), (text(&r[0]), num(&r[2])), "mahadasha");
            let diff = p.start.jd_ut - num(&r[1]);
            md.add(diff);
            assert!(diff.abs() < MINUTE, "{} starts {diff} d off", p.sign);
        }
        let Some(ads) = refs.get("antardasha") else { continue };
        ad_births += 1;
        for (a, r) in ours.periods[0].periods.iter().zip(ads.as_array().unwrap()) {
            assert_eq!((ours.periods[0].sign.key(), a.sign.key()), (text(&r[0]), text(&r[1])), "antardasha");
            let diff = a.start.jd_ut - num(&r[2]);
            ad.add(diff);
            assert!(diff.abs() < MINUTE, "antardasha starts {diff} d off");
        }
    }
    println!(
        "sthira: births compared {births} (skipped, chart signs differ: {skipped}); other Brahma by the dignity \
         table {}, by the stronger of the two candidates {:?}, by another co-lord {:?}, counted from another sign \
         (by the strength rule where the readings part) {:?}; mahadashas equal in {} \
         births, starts n={} max {:.2e} s; antardashas of the first mahadasha equal in {ad_births} births, starts \
         n={} max {:.2e} s",
        others.dignity,
        others.strength,
        others.co_lord,
        others.other_from,
        births - others.count(),
        md.n,
        md.max * 86400.0,
        ad.n,
        ad.max * 86400.0
    );
    assert!(births >= 95, "too many births skipped");
    assert!(births - others.count() >= 85, "Brahma equal in at least 85 births (87 measured)");
    let Others { dignity, strength, co_lord, other_from } = others;
    // Every other Brahma traced (tools/trace_rasi_strength_pyjhora.py, docs/dasha-rasi.md): 4 by
    // the dignity table (difference 11); 2 by another co-lord and 4 of the same two candidates
    // where PyJHora counts the lagna as a planet, 3 where it counts Jupiter as joining itself
    // (difference 3). None is counted from another sign: where the stronger of the lagna and the
    // 7th differs (2001-08-10, difference 4), both sides still choose Venus.
    assert_eq!(dignity, 4);
    assert_eq!(other_from, [0; 6]);
    let lagna = "the lagna counted as a planet joining a graha";
    assert!(co_lord.len() == 2 && co_lord.iter().all(|w| *w == lagna), "{co_lord:?}");
    assert_eq!(strength.iter().filter(|w| **w == lagna).count(), 4, "{strength:?}");
    assert_eq!(strength.len(), 7, "{strength:?}");
}
