//! Sade sati: Saturn's transit of the 12th, 1st and 2nd signs from the natal Moon, as periods
//! with their phases and retrograde interruptions.

use crate::ephemeris::time::EventTime;
use crate::ephemeris::time::Interval;
use crate::error::Result;
use crate::vedic::chart::Conventions;
use crate::zodiac::SIGNS;
use serde::Serialize;

use super::{
    house_from, interruptions, natal_moon, runs, saturn_now, saturn_stays, scan_range, Context, NatalMoon, SaturnNow,
    TransitRequest, YEAR,
};

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
