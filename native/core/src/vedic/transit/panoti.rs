//! Small panoti (dhaiya, kantaka shani): Saturn's transit of the 4th and 8th signs from the natal
//! Moon, the running one and the history over a window.

use crate::ephemeris::time::EventTime;
use crate::ephemeris::time::Interval;
use crate::error::Result;
use crate::vedic::chart::Conventions;
use crate::zodiac::SIGNS;
use serde::Serialize;

use super::{
    house_from, interruptions, natal_moon, runs, saturn_now, saturn_stays, scan_range, Context, NatalMoon, SaturnNow,
    Stay, TransitRequest, YEAR,
};

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
