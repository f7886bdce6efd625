//! Small panoti (dhaiya, kantaka shani): Saturn's transit of the 4th and 8th signs from the natal
//! Moon, the running one and the history over a window.

use crate::ephemeris::time::EventTime;
use crate::ephemeris::time::Interval;
use crate::error::Result;
use crate::vedic::chart::Conventions;
use serde::Serialize;

use super::{
    house_from, interruptions, natal_moon, runs, saturn_now, saturn_stays, scan_range, Context, NatalMoon, SaturnNow,
    Stay, TransitRequest, YEAR,
};

/// One small panoti: Saturn's stay in the 4th or 8th sign from the natal Moon.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct PanotiWindow {
    /// `kantaka` (Saturn 4th from the Moon, ardhashtama) or `ashtama` (8th).
    pub kind: &'static str,
    /// House of Saturn's sign from the natal Moon's sign: 4 or 8.
    pub house_from_moon: usize,
    /// English name of the sidereal sign Saturn transits, e.g. `Cancer`.
    pub sign: crate::zodiac::Sign,
    /// When Saturn enters the sign, in the transit moment's UTC offset.
    pub start: EventTime,
    /// When Saturn finally leaves the sign, in the transit moment's UTC offset.
    pub end: EventTime,
    /// From start to end, in years of 365.25 days (interruptions included).
    pub duration_years: f64,
    /// Each stay in the sign (more than one when a retrograde Saturn left and came back).
    pub stays: Vec<Interval>,
    /// Gaps between the stays, while a retrograde Saturn was back in the previous sign.
    pub interruptions: Vec<Interval>,
    /// Whether the transit moment falls between `start` and `end`.
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
                sign: crate::zodiac::Sign::from_index(run[0].sign),
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

/// The small panoti (dhaiya) at the transit moment: whether it is running, the current one and the next.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct SmallPanoti {
    /// The natal Moon the houses are counted from.
    pub natal_moon: NatalMoon,
    /// The transit moment, in its UTC offset.
    pub at: EventTime,
    /// Saturn at the transit moment.
    pub saturn: SaturnNow,
    /// Whether Saturn is in the 4th or 8th sign from the natal Moon at the moment.
    pub active: bool,
    /// `kantaka` (4th) or `ashtama` (8th) when active; null otherwise.
    pub kind: Option<&'static str>,
    /// The panoti window the moment falls in (it may be in a retrograde interruption); null if none.
    pub current: Option<PanotiWindow>,
    /// The next panoti window to begin after the moment.
    pub next: Option<PanotiWindow>,
    /// How the panoti is defined.
    pub definition: &'static str,
    /// The conventions the charts were computed with.
    pub conventions: Conventions,
}

/// Whether small panoti is running at `req.at`, with the current window and the next one.
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

/// Every small panoti within a window of the native's life.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct SmallPanotiHistory {
    /// The natal Moon the houses are counted from.
    pub natal_moon: NatalMoon,
    /// The window searched (by default birth to birth + 100 years).
    pub window: Interval,
    /// Every panoti window overlapping the searched window, in time order.
    pub windows: Vec<PanotiWindow>,
    /// How the panoti is defined.
    pub definition: &'static str,
    /// The conventions the charts were computed with.
    pub conventions: Conventions,
}

/// Every small panoti (dhaiya) from `req.from` to `req.to` (default: the first 100 years of life).
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
