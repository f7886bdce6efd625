//! Vedic transits (gochara) against a birth chart: sade sati, small panoti (dhaiya), tarabala,
//! vedha and the Jupiter-Saturn double transit.
//!
//! Every house here is a whole sign counted from the natal Moon's sign (or the ascendant's sign
//! for the double transit), sidereal with the request's ayanamsa. Saturn's periods are built from
//! its exact sidereal sign ingresses (`moments::ingress`, roots to 0.01 s), so a retrograde
//! exit and re-entry shows as its own boundary.

pub mod view;

use crate::ephemeris::ayanamsa::LAHIRI;
use crate::ephemeris::bodies::NodeType;
use crate::ephemeris::bodies::Zodiac;
use crate::ephemeris::place::Place;
use crate::ephemeris::time::Interval;
use crate::ephemeris::time::{EventTime, SUPPORTED_FIRST_JD, SUPPORTED_LAST_JD};
use crate::ephemeris::{Ayanamsa, Moment};
use crate::error::{Error, Result};
use crate::moments::ingress::{next_sign_change, sign_changes, Mover};
use crate::vedic::chart::{vedic_chart, ChartRequest, Conventions, VedicChart};
use crate::vedic::panchang::elements::span_at;
use crate::vedic::panchang::ElementKind;
use crate::vedic::tara::{TaraQuality, TARAS};
use crate::zodiac::sign::sign_index;
use crate::zodiac::Graha;
use crate::zodiac::{NAKSHATRAS, SIGNS};
use serde::{Deserialize, Serialize};

const YEAR: f64 = 365.25;
/// A sade sati or dhaiya interrupted by a retrograde exit shorter than this stays one period.
const MERGE_GAP_DAYS: f64 = 2.0 * YEAR;
/// Longest window a lifetime list may span.
const MAX_WINDOW_DAYS: f64 = 150.0 * YEAR;

#[derive(Debug, Clone, Deserialize)]
#[derive(schemars::JsonSchema)]
pub struct TransitRequest {
    /// Birth moment and place.
    pub moment: Moment,
    pub place: Place,
    pub ayanamsa: Option<String>,
    #[serde(default)]
    pub node: NodeType,
    /// The transit moment (the HTTP layer passes "now" when the client gives none).
    pub at: Moment,
    /// Optional window for the lifetime lists (UT Julian days); default birth to birth + 100 years.
    pub from: Option<f64>,
    pub to: Option<f64>,
}

struct Context {
    natal: VedicChart,
    ayanamsa: Ayanamsa,
    moon_sign: usize,
    moon_longitude: f64,
    at: Moment,
    offset: i32,
}

impl Context {
    fn new(req: &TransitRequest) -> Result<Context> {
        let natal = vedic_chart(&ChartRequest {
            moment: req.moment,
            place: req.place,
            ayanamsa: req.ayanamsa.clone(),
            node: req.node,
        })?;
        let ayanamsa = Ayanamsa::resolve(req.ayanamsa.as_deref(), LAHIRI)?;
        let moon = natal.planets.iter().find(|g| g.graha == Graha::Moon).expect("chart has the Moon").longitude;
        Ok(Context {
            ayanamsa,
            moon_sign: sign_index(moon),
            moon_longitude: moon,
            at: req.at,
            offset: req.at.offset_minutes,
            natal,
        })
    }

    fn transit_chart(&self, req: &TransitRequest) -> Result<VedicChart> {
        vedic_chart(&ChartRequest { moment: req.at, place: req.place, ayanamsa: req.ayanamsa.clone(), node: req.node })
    }

    fn saturn(&self) -> Mover {
        Mover::from_key("saturn", NodeType::Mean).expect("saturn")
    }

    fn conventions(&self) -> Conventions {
        self.natal.conventions.clone()
    }

    fn window(&self, req: &TransitRequest) -> Result<(f64, f64)> {
        let from = req.from.unwrap_or(req.moment.jd_ut);
        let to = req.to.unwrap_or(req.moment.jd_ut + 100.0 * YEAR).min(SUPPORTED_LAST_JD);
        if to <= from {
            return Err(Error::invalid("to", "must be after from"));
        }
        if to - from > MAX_WINDOW_DAYS {
            return Err(Error::invalid("to", "the window may span at most 150 years"));
        }
        Ok((from, to))
    }
}

/// House (1..12) of a sign counted from a reference sign.
pub fn house_from(sign: usize, reference: usize) -> usize {
    (sign + 12 - reference) % 12 + 1
}

/// Saturn's stay in one sidereal sign: [start, end).
#[derive(Debug, Clone, Copy)]
struct Stay {
    start: f64,
    end: f64,
    sign: usize,
}

/// Saturn's sign stays covering [from, to] (the first may begin before `from`).
fn saturn_stays(ctx: &Context, from: f64, to: f64) -> Result<Vec<Stay>> {
    let saturn = ctx.saturn();
    let zodiac = Zodiac::Sidereal(ctx.ayanamsa);
    let mut sign = sign_index(saturn.longitude(from, zodiac)?.0);
    let mut start = from;
    let mut out = Vec::new();
    for c in sign_changes(saturn, zodiac, from, to)? {
        out.push(Stay { start, end: c.jd, sign });
        start = c.jd;
        sign = c.to;
    }
    out.push(Stay { start, end: to, sign });
    Ok(out)
}

/// Runs of consecutive stays whose house from the Moon satisfies `keep`, merged across gaps
/// shorter than `MERGE_GAP_DAYS` when `same_run` says two stays belong together.
fn runs(
    stays: &[Stay],
    moon_sign: usize,
    keep: impl Fn(usize) -> bool,
    same_run: impl Fn(usize, usize) -> bool,
) -> Vec<Vec<Stay>> {
    let mut out: Vec<Vec<Stay>> = Vec::new();
    for s in stays.iter().filter(|s| keep(house_from(s.sign, moon_sign))) {
        let h = house_from(s.sign, moon_sign);
        if let Some(last) = out.last_mut() {
            let prev = *last.last().expect("runs are never empty");
            if s.start - prev.end < MERGE_GAP_DAYS && same_run(house_from(prev.sign, moon_sign), h) {
                last.push(*s);
                continue;
            }
        }
        out.push(vec![*s]);
    }
    out
}

#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct NatalMoon {
    pub longitude: f64,
    pub sign: &'static str,
    pub sign_index: u8,
    pub nakshatra: &'static str,
    pub nakshatra_index: u8,
}

fn natal_moon(ctx: &Context) -> NatalMoon {
    let n = (ctx.moon_longitude / (360.0 / 27.0)) as usize;
    NatalMoon {
        longitude: ctx.moon_longitude,
        sign: SIGNS[ctx.moon_sign].name,
        sign_index: ctx.moon_sign as u8 + 1,
        nakshatra: NAKSHATRAS[n.min(26)],
        nakshatra_index: n.min(26) as u8 + 1,
    }
}

#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct SaturnNow {
    pub longitude: f64,
    pub sign: &'static str,
    pub sign_index: u8,
    pub house_from_moon: usize,
    pub retrograde: bool,
}

fn saturn_now(ctx: &Context) -> Result<SaturnNow> {
    let (lon, speed) = ctx.saturn().longitude(ctx.at.jd_ut, Zodiac::Sidereal(ctx.ayanamsa))?;
    let s = sign_index(lon);
    Ok(SaturnNow {
        longitude: lon,
        sign: SIGNS[s].name,
        sign_index: s as u8 + 1,
        house_from_moon: house_from(s, ctx.moon_sign),
        retrograde: speed < 0.0,
    })
}

#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Phase {
    /// `rising` (12th from the Moon), `peak` (over the Moon), `setting` (2nd).
    pub phase: &'static str,
    pub house_from_moon: usize,
    pub sign: &'static str,
    pub start: EventTime,
    pub end: EventTime,
}

#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct SadeSatiPeriod {
    pub start: EventTime,
    pub end: EventTime,
    pub duration_years: f64,
    /// Every stay of Saturn in the 12th, 1st and 2nd from the Moon, in order (a phase appears
    /// again when Saturn re-enters a sign by retrograde motion).
    pub phases: Vec<Phase>,
    /// Spans inside the period when a retrograde Saturn stepped out of the three signs.
    pub interruptions: Vec<Interval>,
    pub in_progress: bool,
}

#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct SadeSati {
    pub natal_moon: NatalMoon,
    pub at: EventTime,
    pub saturn: SaturnNow,
    pub active: bool,
    /// `rising`, `peak` or `setting` when active.
    pub current_phase: Option<&'static str>,
    pub window: Interval,
    pub periods: Vec<SadeSatiPeriod>,
    pub definition: &'static str,
    pub conventions: Conventions,
}

fn phase_name(house: usize) -> &'static str {
    match house {
        12 => "rising",
        1 => "peak",
        _ => "setting",
    }
}

fn interruptions(run: &[Stay], offset: i32) -> Vec<Interval> {
    run.windows(2)
        .filter(|w| w[1].start - w[0].end > 1e-6)
        .map(|w| Interval::new(w[0].end, w[1].start, offset))
        .collect()
}

/// Scan margin around a window so periods overlapping its ends are complete (sade sati ≤ ~8.5 y).
const MARGIN_DAYS: f64 = 9.0 * YEAR;

fn scan_range(from: f64, to: f64) -> (f64, f64) {
    ((from - MARGIN_DAYS).max(SUPPORTED_FIRST_JD + 2.0), (to + MARGIN_DAYS).min(SUPPORTED_LAST_JD))
}

pub fn sade_sati(req: &TransitRequest) -> Result<SadeSati> {
    let ctx = Context::new(req)?;
    let (from, to) = ctx.window(req)?;
    let (scan_from, scan_to) = scan_range(from.min(ctx.at.jd_ut), to.max(ctx.at.jd_ut));
    let stays = saturn_stays(&ctx, scan_from, scan_to)?;
    let now = ctx.at.jd_ut;
    let o = ctx.offset;
    let mut periods = Vec::new();
    for run in runs(&stays, ctx.moon_sign, |h| h == 12 || h == 1 || h == 2, |_, _| true) {
        let (start, end) = (run[0].start, run[run.len() - 1].end);
        // Periods cut by the scan's ends are incomplete; they only occur outside the window.
        if end < from || start > to || start <= scan_from || end >= scan_to {
            continue;
        }
        periods.push(SadeSatiPeriod {
            start: EventTime::new(start, o),
            end: EventTime::new(end, o),
            duration_years: (end - start) / YEAR,
            phases: run
                .iter()
                .map(|s| {
                    let h = house_from(s.sign, ctx.moon_sign);
                    Phase {
                        phase: phase_name(h),
                        house_from_moon: h,
                        sign: SIGNS[s.sign].name,
                        start: EventTime::new(s.start, o),
                        end: EventTime::new(s.end, o),
                    }
                })
                .collect(),
            interruptions: interruptions(&run, o),
            in_progress: start <= now && now < end,
        });
    }
    let saturn = saturn_now(&ctx)?;
    let h = saturn.house_from_moon;
    let active = h == 12 || h == 1 || h == 2;
    Ok(SadeSati {
        natal_moon: natal_moon(&ctx),
        at: EventTime::new(now, o),
        saturn,
        active,
        current_phase: active.then(|| phase_name(h)),
        window: Interval::new(from, to, o),
        periods,
        definition: "Saturn (sidereal, whole signs) in the 12th, 1st or 2nd sign from the natal Moon's sign; \
                     one period runs from the first entry into the 12th to the final exit from the 2nd, \
                     retrograde exits shorter than two years included as interruptions",
        conventions: ctx.conventions(),
    })
}

#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct PanotiWindow {
    /// `kantaka` (Saturn 4th from the Moon, ardhashtama) or `ashtama` (8th).
    pub kind: &'static str,
    pub house_from_moon: usize,
    pub sign: &'static str,
    pub start: EventTime,
    pub end: EventTime,
    pub duration_years: f64,
    /// Each stay in the sign (more than one when a retrograde Saturn left and came back).
    pub stays: Vec<Interval>,
    pub interruptions: Vec<Interval>,
    pub in_progress: bool,
}

fn panoti_windows(ctx: &Context, stays: &[Stay], from: f64, to: f64, scan: (f64, f64)) -> Vec<PanotiWindow> {
    let o = ctx.offset;
    let now = ctx.at.jd_ut;
    runs(stays, ctx.moon_sign, |h| h == 4 || h == 8, |a, b| a == b)
        .into_iter()
        .filter_map(|run| {
            let (start, end) = (run[0].start, run[run.len() - 1].end);
            if end < from || start > to || start <= scan.0 || end >= scan.1 {
                return None;
            }
            let h = house_from(run[0].sign, ctx.moon_sign);
            Some(PanotiWindow {
                kind: if h == 4 { "kantaka" } else { "ashtama" },
                house_from_moon: h,
                sign: SIGNS[run[0].sign].name,
                start: EventTime::new(start, o),
                end: EventTime::new(end, o),
                duration_years: (end - start) / YEAR,
                stays: run.iter().map(|s| Interval::new(s.start, s.end, o)).collect(),
                interruptions: interruptions(&run, o),
                in_progress: start <= now && now < end,
            })
        })
        .collect()
}

const PANOTI_DEFINITION: &str = "small panoti (dhaiya): Saturn (sidereal, whole signs) in the 4th (kantaka / \
     ardhashtama shani) or 8th (ashtama shani) sign from the natal Moon's sign, about 2.5 years each; a \
     retrograde exit and re-entry within two years stays one window";

#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct SmallPanoti {
    pub natal_moon: NatalMoon,
    pub at: EventTime,
    pub saturn: SaturnNow,
    pub active: bool,
    pub kind: Option<&'static str>,
    pub current: Option<PanotiWindow>,
    pub next: Option<PanotiWindow>,
    pub definition: &'static str,
    pub conventions: Conventions,
}

pub fn small_panoti(req: &TransitRequest) -> Result<SmallPanoti> {
    let ctx = Context::new(req)?;
    let now = ctx.at.jd_ut;
    // The next 4th/8th stay begins within one Saturn cycle (29.5 years).
    let scan = scan_range(now, now + 31.0 * YEAR);
    let stays = saturn_stays(&ctx, scan.0, scan.1)?;
    let windows = panoti_windows(&ctx, &stays, scan.0, scan.1, scan);
    let current = windows.iter().find(|w| w.in_progress).cloned();
    let next = windows.iter().find(|w| w.start.jd_ut > now).cloned();
    let saturn = saturn_now(&ctx)?;
    let h = saturn.house_from_moon;
    let active = h == 4 || h == 8;
    Ok(SmallPanoti {
        natal_moon: natal_moon(&ctx),
        at: EventTime::new(now, ctx.offset),
        saturn,
        active,
        kind: active.then_some(if h == 4 { "kantaka" } else { "ashtama" }),
        current,
        next,
        definition: PANOTI_DEFINITION,
        conventions: ctx.conventions(),
    })
}

#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct SmallPanotiHistory {
    pub natal_moon: NatalMoon,
    pub window: Interval,
    pub windows: Vec<PanotiWindow>,
    pub definition: &'static str,
    pub conventions: Conventions,
}

pub fn small_panoti_history(req: &TransitRequest) -> Result<SmallPanotiHistory> {
    let ctx = Context::new(req)?;
    let (from, to) = ctx.window(req)?;
    let scan = scan_range(from, to);
    let stays = saturn_stays(&ctx, scan.0, scan.1)?;
    Ok(SmallPanotiHistory {
        natal_moon: natal_moon(&ctx),
        window: Interval::new(from, to, ctx.offset),
        windows: panoti_windows(&ctx, &stays, from, to, scan),
        definition: PANOTI_DEFINITION,
        conventions: ctx.conventions(),
    })
}

#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Tara {
    /// 1..9
    pub number: usize,
    pub name: &'static str,
    pub meaning: &'static str,
    /// `favourable`, `unfavourable` or `mixed` (Janma).
    pub quality: TaraQuality,
    /// Count of the transit nakshatra from the natal one, 1..27 (inclusive counting).
    pub count: usize,
    /// 1..3: which round of nine the count falls in.
    pub cycle: usize,
}

/// Tarabala of nakshatra `transit` (0-based) for a native born in nakshatra `natal` (0-based).
pub fn tara(natal: usize, transit: usize) -> Tara {
    let count = crate::vedic::tara::count(natal, transit);
    let i = crate::vedic::tara::of_count(count) - 1;
    let (name, meaning, quality) = TARAS[i];
    Tara { number: i + 1, name, meaning, quality, count, cycle: (count - 1) / 9 + 1 }
}

#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct TransitNakshatra {
    pub name: &'static str,
    pub index: usize,
    pub start: EventTime,
    pub end: EventTime,
}

#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Tarabala {
    pub natal_moon: NatalMoon,
    pub at: EventTime,
    pub transit_moon_longitude: f64,
    pub transit_nakshatra: TransitNakshatra,
    pub tara: Tara,
    /// All nine taras with their three nakshatras for this native.
    pub table: Vec<TaraRow>,
    pub definition: &'static str,
    pub conventions: Conventions,
}

#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct TaraRow {
    pub number: usize,
    pub name: &'static str,
    pub quality: TaraQuality,
    pub nakshatras: [&'static str; 3],
}

pub fn tarabala(req: &TransitRequest) -> Result<Tarabala> {
    let ctx = Context::new(req)?;
    let moon = natal_moon(&ctx);
    let natal = moon.nakshatra_index as usize - 1;
    let span = span_at(ElementKind::Nakshatra, ctx.at.jd_ut, ctx.ayanamsa)?;
    let (lon, _) = Mover::from_key("moon", NodeType::Mean)?.longitude(ctx.at.jd_ut, Zodiac::Sidereal(ctx.ayanamsa))?;
    let o = ctx.offset;
    let table = (0..9)
        .map(|i| TaraRow {
            number: i + 1,
            name: TARAS[i].0,
            quality: TARAS[i].2,
            nakshatras: [0, 9, 18].map(|k| NAKSHATRAS[(natal + i + k) % 27]),
        })
        .collect();
    Ok(Tarabala {
        natal_moon: moon,
        at: EventTime::new(ctx.at.jd_ut, o),
        transit_moon_longitude: lon,
        transit_nakshatra: TransitNakshatra {
            name: NAKSHATRAS[span.number - 1],
            index: span.number,
            start: EventTime::new(span.start, o),
            end: EventTime::new(span.end, o),
        },
        tara: tara(natal, span.number - 1),
        table,
        definition: "count from the natal Moon's nakshatra to the transit Moon's, inclusive; the remainder \
                     by 9 names the tara (1 Janma, 2 Sampat, 3 Vipat, 4 Kshema, 5 Pratyari, 6 Sadhaka, \
                     7 Vadha, 8 Mitra, 9 Parama Mitra); 3, 5, 7 unfavourable, 1 mixed (Muhurta Chintamani; \
                     B.V. Raman, Muhurtha)",
        conventions: ctx.conventions(),
    })
}

/// Gochara vedha (Phaladeepika ch. 26; B.V. Raman, A Manual of Hindu Astrology): for each planet,
/// its favourable houses from the natal Moon, each with the house whose occupant obstructs it.
pub const VEDHA: [(Graha, &[(usize, usize)]); 9] = [
    (Graha::Sun, &[(3, 9), (6, 12), (10, 4), (11, 5)]),
    (Graha::Moon, &[(1, 5), (3, 9), (6, 12), (7, 2), (10, 4), (11, 8)]),
    (Graha::Mars, &[(3, 12), (6, 9), (11, 5)]),
    (Graha::Mercury, &[(2, 5), (4, 3), (6, 9), (8, 1), (10, 8), (11, 12)]),
    (Graha::Jupiter, &[(2, 12), (5, 4), (7, 3), (9, 10), (11, 8)]),
    (Graha::Venus, &[(1, 8), (2, 7), (3, 1), (4, 10), (5, 9), (8, 5), (9, 11), (11, 6), (12, 3)]),
    (Graha::Saturn, &[(3, 12), (6, 9), (11, 5)]),
    (Graha::Rahu, &[(3, 12), (6, 9), (11, 5)]),
    (Graha::Ketu, &[(3, 12), (6, 9), (11, 5)]),
];

/// No vedha between father and son: the Sun and Saturn, the Moon and Mercury.
fn exempt(a: Graha, b: Graha) -> bool {
    use Graha::{Mercury, Moon, Saturn, Sun};
    matches!((a, b), (Sun, Saturn) | (Saturn, Sun) | (Moon, Mercury) | (Mercury, Moon))
}

#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct VedhaRow {
    pub planet: Graha,
    pub sign: &'static str,
    pub house_from_moon: usize,
    pub favourable_houses: Vec<usize>,
    /// Whether the house is one of the planet's favourable houses.
    pub favourable_house: bool,
    /// For a favourable house: its vedha house; for an unfavourable one that is a vedha point,
    /// the favourable house that would cancel the evil (vipareeta vedha).
    pub vedha_house: Option<usize>,
    /// Planets in the vedha house (father-son pairs excepted).
    pub obstructed_by: Vec<Graha>,
    /// `favourable`, `favourable_obstructed`, `unfavourable`, `unfavourable_obstructed`.
    pub result: &'static str,
    pub vedha_points: Vec<VedhaPoint>,
}

#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct VedhaPoint {
    pub favourable_house: usize,
    pub vedha_house: usize,
}

#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct VedhaAnswer {
    pub natal_moon: NatalMoon,
    pub at: EventTime,
    pub planets: Vec<VedhaRow>,
    pub definition: &'static str,
    pub conventions: Conventions,
}

pub fn vedha(req: &TransitRequest) -> Result<VedhaAnswer> {
    let ctx = Context::new(req)?;
    let transit = ctx.transit_chart(req)?;
    let house_of = |graha: Graha| -> usize {
        let g = transit.planets.iter().find(|g| g.graha == graha).expect("graha");
        house_from(sign_index(g.longitude), ctx.moon_sign)
    };
    let occupants = |house: usize, me: Graha| -> Vec<Graha> {
        transit
            .planets
            .iter()
            .filter(|g| g.graha != me && house_from(sign_index(g.longitude), ctx.moon_sign) == house)
            .filter(|g| !exempt(me, g.graha))
            .map(|g| g.graha)
            .collect()
    };
    let planets = VEDHA
        .iter()
        .map(|&(name, table)| {
            let g = transit.planets.iter().find(|g| g.graha == name).expect("graha");
            let h = house_of(name);
            let good = table.iter().find(|(f, _)| *f == h).map(|(_, v)| *v);
            let reverse = table.iter().find(|(_, v)| *v == h).map(|(f, _)| *f);
            let (vedha_house, favourable) = match (good, reverse) {
                (Some(v), _) => (Some(v), true),
                (None, Some(f)) => (Some(f), false),
                (None, None) => (None, false),
            };
            let obstructed_by = vedha_house.map(|v| occupants(v, name)).unwrap_or_default();
            let result = match (favourable, obstructed_by.is_empty()) {
                (true, true) => "favourable",
                (true, false) => "favourable_obstructed",
                (false, true) => "unfavourable",
                (false, false) => "unfavourable_obstructed",
            };
            VedhaRow {
                planet: g.graha,
                sign: g.sign.sign,
                house_from_moon: h,
                favourable_houses: table.iter().map(|(f, _)| *f).collect(),
                favourable_house: favourable,
                vedha_house,
                obstructed_by,
                result,
                vedha_points: table.iter().map(|&(f, v)| VedhaPoint { favourable_house: f, vedha_house: v }).collect(),
            }
        })
        .collect();
    Ok(VedhaAnswer {
        natal_moon: natal_moon(&ctx),
        at: EventTime::new(ctx.at.jd_ut, ctx.offset),
        planets,
        definition: "gochara from the natal Moon's sign (Phaladeepika ch. 26): a planet in a favourable house \
                     gives its good result unless another planet transits the matching vedha house; in an \
                     unfavourable house that is a vedha point, a planet in the matching favourable house \
                     obstructs the evil (vipareeta vedha); the Sun and Saturn, and the Moon and Mercury, \
                     cause no vedha to each other",
        conventions: ctx.conventions(),
    })
}

/// Houses (counted from the planet's sign, 1 = its own) that Jupiter and Saturn influence:
/// occupation plus their full aspects (Jupiter 5, 7, 9; Saturn 3, 7, 10; BPHS ch. 26).
const JUPITER_REACH: [usize; 4] = [1, 5, 7, 9];
const SATURN_REACH: [usize; 4] = [1, 3, 7, 10];

fn influence(planet_sign: usize, target_sign: usize, reach: &[usize]) -> Option<&'static str> {
    let d = house_from(target_sign, planet_sign);
    reach.contains(&d).then_some(match d {
        1 => "occupies",
        3 => "aspects (3rd)",
        5 => "aspects (5th)",
        7 => "aspects (7th)",
        9 => "aspects (9th)",
        _ => "aspects (10th)",
    })
}

#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct DoubleTransitHouse {
    pub house: usize,
    pub sign: &'static str,
    pub jupiter: Option<&'static str>,
    pub saturn: Option<&'static str>,
    /// Both Jupiter and Saturn influence the house.
    pub activated: bool,
    pub lord: Graha,
    pub lord_sign: &'static str,
    /// Both influence the sign the house lord occupies in the natal chart.
    pub lord_activated: bool,
}

#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct DoubleTransitFrame {
    pub reference: &'static str,
    pub reference_sign: &'static str,
    pub houses: Vec<DoubleTransitHouse>,
    pub activated_houses: Vec<usize>,
}

#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct DoubleTransit {
    pub at: EventTime,
    pub jupiter_sign: &'static str,
    pub saturn_sign: &'static str,
    pub from_ascendant: DoubleTransitFrame,
    pub from_moon: DoubleTransitFrame,
    /// Until the next sidereal sign change of Jupiter or Saturn (the table holds until then).
    pub valid_until: EventTime,
    pub definition: &'static str,
    pub conventions: Conventions,
}

pub fn double_transit(req: &TransitRequest) -> Result<DoubleTransit> {
    let ctx = Context::new(req)?;
    let zodiac = Zodiac::Sidereal(ctx.ayanamsa);
    let jupiter = Mover::from_key("jupiter", NodeType::Mean)?;
    let saturn = ctx.saturn();
    let now = ctx.at.jd_ut;
    let j = sign_index(jupiter.longitude(now, zodiac)?.0);
    let s = sign_index(saturn.longitude(now, zodiac)?.0);
    let natal_sign = |graha: Graha| -> usize {
        sign_index(ctx.natal.planets.iter().find(|g| g.graha == graha).expect("graha").longitude)
    };
    let frame = |reference: &'static str, first: usize| -> DoubleTransitFrame {
        let houses: Vec<DoubleTransitHouse> = (0..12)
            .map(|k| {
                let sign = (first + k) % 12;
                let lord = SIGNS[sign].lord;
                let lord_sign = natal_sign(lord);
                let (ji, si) = (influence(j, sign, &JUPITER_REACH), influence(s, sign, &SATURN_REACH));
                DoubleTransitHouse {
                    house: k + 1,
                    sign: SIGNS[sign].name,
                    jupiter: ji,
                    saturn: si,
                    activated: ji.is_some() && si.is_some(),
                    lord,
                    lord_sign: SIGNS[lord_sign].name,
                    lord_activated: influence(j, lord_sign, &JUPITER_REACH).is_some()
                        && influence(s, lord_sign, &SATURN_REACH).is_some(),
                }
            })
            .collect();
        let activated_houses = houses.iter().filter(|h| h.activated).map(|h| h.house).collect();
        DoubleTransitFrame { reference, reference_sign: SIGNS[first].name, houses, activated_houses }
    };
    let asc = sign_index(ctx.natal.ascendant.longitude);
    let next = |m: Mover| -> Result<f64> {
        Ok(next_sign_change(m, zodiac, now, now + m.horizon())?.map_or(now + m.horizon(), |c| c.jd))
    };
    let until = next(jupiter)?.min(next(saturn)?);
    Ok(DoubleTransit {
        at: EventTime::new(now, ctx.offset),
        jupiter_sign: SIGNS[j].name,
        saturn_sign: SIGNS[s].name,
        from_ascendant: frame("ascendant", asc),
        from_moon: frame("moon", ctx.moon_sign),
        valid_until: EventTime::new(until, ctx.offset),
        definition: "K.N. Rao's double transit: a house is activated when transiting Jupiter and Saturn both \
                     occupy or aspect it (whole signs; Jupiter's aspects 5, 7, 9, Saturn's 3, 7, 10), counted \
                     from the natal ascendant and from the natal Moon; the same test on the sign of the \
                     house lord is given as lord_activated",
        conventions: ctx.conventions(),
    })
}

/// The natal ashtakavarga (Parashari bindus, from `vedic::ashtakavarga`) with the transits of
/// the moment laid over it: for each of Sun … Saturn the sign it transits, its own bhinna bindus
/// and the sarva bindus there, its kaksha, and the ashtakavarga transit score.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct AshtakavargaOverlay {
    pub at: EventTime,
    pub sarva: crate::vedic::ashtakavarga::SignRow,
    pub sarva_total: u32,
    pub bhinna: crate::vedic::ashtakavarga::PerPlanet<crate::vedic::ashtakavarga::SignRow>,
    pub transits: Vec<crate::vedic::ashtakavarga::transit::TransitPlanet>,
    pub score: crate::vedic::ashtakavarga::transit::TransitScore,
    pub conventions: crate::vedic::ashtakavarga::transit::TransitConventions,
}

pub fn ashtakavarga_overlay(req: &TransitRequest) -> Result<AshtakavargaOverlay> {
    use crate::vedic::ashtakavarga as av;
    let natal = ChartRequest { moment: req.moment, place: req.place, ayanamsa: req.ayanamsa.clone(), node: req.node };
    let tables = av::ashtakavarga(&natal)?;
    let t = av::transit::transit(&av::transit::TransitRequest { natal, transit: req.at })?;
    Ok(AshtakavargaOverlay {
        at: EventTime::new(req.at.jd_ut, req.at.offset_minutes),
        sarva: tables.sarva,
        sarva_total: tables.sarva_total,
        bhinna: tables.bhinna,
        transits: t.planets,
        score: t.score,
        conventions: t.conventions,
    })
}
