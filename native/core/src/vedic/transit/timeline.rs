//! A personal Vedic transit calendar (gochara, Phaladeepika ch. 26) for a range of at most five
//! years, composed from the engines that already answer each part:
//! - sign ingresses of Jupiter, Saturn, Rahu, Ketu (and Mars on request): `moments::ingress`
//!   (the `/v1/sky/ingresses` engine), with the house of the sign entered from the natal Moon and
//!   from the lagna, and the bindus of that sign in the planet's own (bhinna) ashtakavarga and in
//!   the sarva table (`vedic::ashtakavarga`);
//! - the Moon entering the janma, anujanma (10th) and trijanma (19th) nakshatras: the panchang's
//!   nakshatra spans (`panchang::elements`);
//! - chandrashtama: the Moon in the 8th sign from the natal Moon (`panchang::chandrabala`'s Moon
//!   sign spans, as `/v1/panchang/chandrashtama`);
//! - sade sati phase starts and dhaiya starts: the `/v1/transit/sade-sati` and
//!   `/v1/transit/small-panoti/history` engines;
//! - Jupiter and Saturn exactly over a natal planet or the lagna (every pass, retrograde ones too).

use std::collections::BTreeMap;

use crate::ephemeris::bodies::{NodeType, Zodiac};
use crate::ephemeris::place::Place;
use crate::ephemeris::root::next_angle_crossing;
use crate::ephemeris::time::{EventTime, Interval};
use crate::ephemeris::Moment;
use crate::error::{Error, Result};
use crate::moments::ingress::{sign_changes, Mover};
use crate::vedic::ashtakavarga::{signs_of, tables_from_signs, Tables};
use crate::vedic::chart::Conventions;
use crate::vedic::panchang::chandrabala::moon_signs_between;
use crate::vedic::panchang::elements::spans_between;
use crate::vedic::panchang::ElementKind;
use crate::zodiac::sign::sign_index;
use crate::zodiac::{Graha, Sign, NAKSHATRAS};
use serde::{Deserialize, Serialize};

use super::{house_from, natal_moon, sade_sati, small_panoti_history, Context, NatalMoon, TransitRequest, YEAR};

/// Longest range, in days (five years and a leap-day margin).
pub const TIMELINE_MAX_DAYS: f64 = 5.0 * YEAR + 1.0;
/// Step of the conjunction search: Jupiter and Saturn turn at most once in five days.
const CONJUNCTION_STEP: f64 = 5.0;

/// A request for the transit calendar of a native over a range.
#[derive(Debug, Clone, Deserialize)]
#[derive(schemars::JsonSchema)]
pub struct TimelineRequest {
    /// Birth moment.
    pub moment: Moment,
    /// Birth place: latitude and longitude in degrees (north and east positive).
    pub place: Place,
    /// Ayanamsa slug for sidereal positions; Lahiri (Chitrapaksha) when absent.
    pub ayanamsa: Option<String>,
    /// Mean or true lunar node for Rahu and Ketu; mean by default.
    #[serde(default)]
    pub node: NodeType,
    /// Start of the range; its UTC offset is the answer's.
    pub from: Moment,
    /// End of the range, at most five years after `from`.
    pub to: Moment,
    /// Also list Mars's sign ingresses.
    #[serde(default)]
    pub include_mars: bool,
}

/// One event of the calendar.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct TimelineEvent {
    /// When it happens (or begins), in the UTC offset of `from`.
    pub time: EventTime,
    /// When it ends, for windows (nakshatra transits, chandrashtama); `None` for moments.
    pub end: Option<EventTime>,
    /// `ingress`, `nakshatra_transit`, `chandrashtama`, `sade_sati_phase`, `dhaiya` or `conjunction`.
    pub kind: &'static str,
    /// Key of the transiting planet, e.g. `saturn`.
    pub planet: &'static str,
    /// What happened, in words.
    pub label: String,
    /// The sign entered or transited.
    pub sign: Sign,
    /// Key of that sign, e.g. `aquarius`.
    pub sign_key: &'static str,
    /// Whole-sign house of that sign from the natal Moon's sign (1..12).
    pub house_from_moon: usize,
    /// Whole-sign house of that sign from the lagna's sign (1..12).
    pub house_from_lagna: usize,
    /// Whether the planet moves retrograde at the moment (ingresses and conjunctions).
    pub retrograde: Option<bool>,
    /// Ingresses of Sun … Saturn: the planet's own (bhinna) ashtakavarga bindus in the sign entered (0..8).
    pub bindus: Option<u8>,
    /// Ingresses: the sarva ashtakavarga bindus of the sign entered.
    pub sarva_bindus: Option<u8>,
    /// Nakshatra transits: the nakshatra (name); conjunctions: the natal point's key.
    pub key: Option<&'static str>,
}

/// The calendar: every event in the range, in time order.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct TransitTimeline {
    /// The natal Moon the houses, taras and chandrashtama count from.
    pub natal_moon: NatalMoon,
    /// The natal lagna's sign.
    pub lagna_sign: Sign,
    /// Key of the natal lagna's sign.
    pub lagna_sign_key: &'static str,
    /// The range, in the UTC offset of `from`.
    pub range: Interval,
    /// Every event, sorted by time.
    pub events: Vec<TimelineEvent>,
    /// Number of events of each kind.
    pub counts: BTreeMap<&'static str, usize>,
    /// How each kind of event is defined.
    pub definition: &'static str,
    /// The conventions of the natal chart and the transits.
    pub conventions: Conventions,
}

/// The natal points, their houses and ashtakavarga, shared by every part.
struct Natal {
    ctx: Context,
    lagna_sign: usize,
    tables: Tables,
    points: Vec<(&'static str, f64)>,
    zodiac: Zodiac,
    node: NodeType,
    from: f64,
    to: f64,
}

impl Natal {
    fn event(&self, time: f64, kind: &'static str, planet: &'static str, label: String, sign: usize) -> TimelineEvent {
        let s = Sign::from_index(sign);
        TimelineEvent {
            time: EventTime::new(time, self.ctx.offset),
            end: None,
            kind,
            planet,
            label,
            sign: s,
            sign_key: s.key(),
            house_from_moon: house_from(sign, self.ctx.moon_sign),
            house_from_lagna: house_from(sign, self.lagna_sign),
            retrograde: None,
            bindus: None,
            sarva_bindus: None,
            key: None,
        }
    }
}

fn checked(req: &TimelineRequest) -> Result<Natal> {
    let (from, to) = (req.from.jd_ut, req.to.jd_ut);
    crate::ephemeris::time::check_supported(from)?;
    crate::ephemeris::time::check_supported(to)?;
    if to.is_nan() || from.is_nan() || to <= from {
        return Err(Error::invalid("to", "must be after from"));
    }
    if to - from > TIMELINE_MAX_DAYS {
        return Err(Error::invalid("to", "the range may span at most five years"));
    }
    let ctx = Context::new(&transit_request(req))?;
    let mut longitudes = [0.0; 8];
    for (i, p) in ctx.natal.planets.iter().take(7).enumerate() {
        longitudes[i] = p.longitude;
    }
    longitudes[7] = ctx.natal.ascendant.longitude;
    let mut points: Vec<(&'static str, f64)> = ctx.natal.planets.iter().map(|p| (p.key, p.longitude)).collect();
    points.push(("lagna", ctx.natal.ascendant.longitude));
    Ok(Natal {
        lagna_sign: sign_index(ctx.natal.ascendant.longitude),
        tables: tables_from_signs(signs_of(&longitudes)),
        points,
        zodiac: Zodiac::Sidereal(ctx.ayanamsa),
        node: req.node,
        from,
        to,
        ctx,
    })
}

fn transit_request(req: &TimelineRequest) -> TransitRequest {
    TransitRequest {
        moment: req.moment,
        place: req.place,
        ayanamsa: req.ayanamsa.clone(),
        node: req.node,
        at: req.from,
        from: Some(req.from.jd_ut),
        to: Some(req.to.jd_ut),
    }
}

/// Sign ingresses of the slow planets (and Mars), with houses and bindus.
fn ingresses(n: &Natal, include_mars: bool) -> Result<Vec<TimelineEvent>> {
    let mut grahas = vec![Graha::Jupiter, Graha::Saturn, Graha::Rahu, Graha::Ketu];
    if include_mars {
        grahas.insert(0, Graha::Mars);
    }
    let mut out = Vec::new();
    for g in grahas {
        let mover = Mover::from_key(g.key(), n.node)?;
        for c in sign_changes(mover, n.zodiac, n.from, n.to)? {
            let label = format!("{} enters {}", mover.name, Sign::from_index(c.to));
            let mut e = n.event(c.jd, "ingress", mover.key, label, c.to);
            e.retrograde = Some(c.retrograde);
            e.bindus = (g.index() < 7).then(|| n.tables.bhinna[g.index()][c.to]);
            e.sarva_bindus = Some(n.tables.sarva[c.to]);
            out.push(e);
        }
    }
    Ok(out)
}

/// The Moon entering the janma, anujanma and trijanma nakshatras, with when it leaves.
fn nakshatra_transits(n: &Natal) -> Result<Vec<TimelineEvent>> {
    let janma = (n.ctx.moon_longitude / (360.0 / 27.0)) as usize % 27;
    let names = [(janma, "janma"), ((janma + 9) % 27, "anujanma"), ((janma + 18) % 27, "trijanma")];
    let mut out = Vec::new();
    for s in spans_between(ElementKind::Nakshatra, n.from, n.to, n.ctx.ayanamsa)? {
        let Some(&(k, which)) = names.iter().find(|(k, _)| *k == s.number - 1) else { continue };
        if s.start < n.from || s.start >= n.to {
            continue;
        }
        let mid = 0.5 * (s.start + s.end);
        let sign = sign_index(Mover::from_key("moon", n.node)?.longitude(mid, n.zodiac)?.0);
        let mut e =
            n.event(s.start, "nakshatra_transit", "moon", format!("Moon in {which} nakshatra {}", NAKSHATRAS[k]), sign);
        e.end = Some(EventTime::new(s.end, n.ctx.offset));
        e.key = Some(which);
        out.push(e);
    }
    Ok(out)
}

/// The Moon in the 8th sign from the natal Moon.
fn chandrashtama(n: &Natal) -> Result<Vec<TimelineEvent>> {
    let eighth = (n.ctx.moon_sign + 7) % 12;
    let mut out = Vec::new();
    for m in moon_signs_between(n.from, n.to, n.ctx.ayanamsa)? {
        if m.sign != eighth || m.start < n.from || m.start >= n.to {
            continue;
        }
        let mut e = n.event(
            m.start,
            "chandrashtama",
            "moon",
            format!("chandrashtama: Moon in {}", Sign::from_index(m.sign)),
            m.sign,
        );
        e.end = Some(EventTime::new(m.end, n.ctx.offset));
        out.push(e);
    }
    Ok(out)
}

/// Sade sati phase starts and dhaiya starts, from the engines of their own endpoints.
fn saturn_periods(n: &Natal, req: &TimelineRequest) -> Result<Vec<TimelineEvent>> {
    let treq = transit_request(req);
    let mut out = Vec::new();
    for p in sade_sati(&treq)?.periods {
        for ph in p.phases.iter().filter(|ph| ph.start.jd_ut >= n.from && ph.start.jd_ut < n.to) {
            let label =
                format!("sade sati {} phase: Saturn in {} ({} from the Moon)", ph.phase, ph.sign, ph.house_from_moon);
            out.push(n.event(ph.start.jd_ut, "sade_sati_phase", "saturn", label, ph.sign.index()));
        }
    }
    for w in small_panoti_history(&treq)?.windows {
        if w.start.jd_ut >= n.from && w.start.jd_ut < n.to {
            let label = format!("dhaiya ({}): Saturn in {} ({} from the Moon)", w.kind, w.sign, w.house_from_moon);
            out.push(n.event(w.start.jd_ut, "dhaiya", "saturn", label, w.sign.index()));
        }
    }
    Ok(out)
}

/// Every pass of Jupiter and Saturn over a natal planet or the lagna.
fn conjunctions(n: &Natal) -> Result<Vec<TimelineEvent>> {
    let mut out = Vec::new();
    for g in [Graha::Jupiter, Graha::Saturn] {
        let mover = Mover::from_key(g.key(), n.node)?;
        for &(point, lon) in &n.points {
            let mut t = n.from;
            while let Some(c) = next_angle_crossing(|x| mover.longitude(x, n.zodiac), lon, t, n.to, CONJUNCTION_STEP)? {
                if c >= n.to {
                    break;
                }
                let (_, speed) = mover.longitude(c, n.zodiac)?;
                let label = format!("{} over natal {point}", mover.name);
                let mut e = n.event(c, "conjunction", mover.key, label, sign_index(lon));
                e.retrograde = Some(speed < 0.0);
                e.key = Some(point);
                out.push(e);
                t = c + 1.0;
            }
        }
    }
    Ok(out)
}

/// The transit calendar of a native over a range of at most five years, sorted by time.
pub fn transit_timeline(req: &TimelineRequest) -> Result<TransitTimeline> {
    let n = checked(req)?;
    let mut events = ingresses(&n, req.include_mars)?;
    events.extend(nakshatra_transits(&n)?);
    events.extend(chandrashtama(&n)?);
    events.extend(saturn_periods(&n, req)?);
    events.extend(conjunctions(&n)?);
    events.sort_by(|a, b| a.time.jd_ut.total_cmp(&b.time.jd_ut).then(a.kind.cmp(b.kind)));
    let mut counts = BTreeMap::new();
    for e in &events {
        *counts.entry(e.kind).or_default() += 1;
    }
    let lagna = Sign::from_index(n.lagna_sign);
    Ok(TransitTimeline {
        natal_moon: natal_moon(&n.ctx),
        lagna_sign: lagna,
        lagna_sign_key: lagna.key(),
        range: Interval::new(n.from, n.to, n.ctx.offset),
        events,
        counts,
        definition: "sidereal whole signs; houses counted from the natal Moon's and the lagna's signs; ingress = \
                     the planet's longitude crosses a multiple of 30° (either way); janma, anujanma, trijanma = the \
                     Moon entering the birth nakshatra, the 10th and the 19th from it; chandrashtama = the Moon in \
                     the 8th sign from the natal Moon; sade sati phases and dhaiya as /v1/transit/sade-sati and \
                     /v1/transit/small-panoti/history; conjunction = Jupiter or Saturn at the natal longitude \
                     (every pass); bindus from the natal ashtakavarga (Parashari)",
        conventions: n.ctx.conventions(),
    })
}
