//! Sade sati: Saturn's transit of the 12th, 1st and 2nd signs from the natal Moon, as periods
//! with their phases and retrograde interruptions.

use crate::ephemeris::time::EventTime;
use crate::ephemeris::time::Interval;
use crate::error::Result;
use crate::vedic::chart::Conventions;
use serde::Serialize;

use super::{
    house_from, interruptions, natal_moon, runs, saturn_now, saturn_stays, scan_range, Context, NatalMoon, SaturnNow,
    TransitRequest, YEAR,
};

/// One phase of a sade sati: a stay of Saturn in the 12th, 1st or 2nd sign from the natal Moon.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Phase {
    /// `rising` (12th from the Moon), `peak` (over the Moon), `setting` (2nd).
    pub phase: &'static str,
    /// House of Saturn's sign from the natal Moon's sign: 12, 1 or 2.
    pub house_from_moon: usize,
    /// English name of the sidereal sign Saturn transits, e.g. `Aquarius`.
    pub sign: crate::zodiac::Sign,
    /// When Saturn enters the sign, in the transit moment's UTC offset.
    pub start: EventTime,
    /// When Saturn leaves the sign, in the transit moment's UTC offset.
    pub end: EventTime,
}

/// One sade sati: from Saturn's first entry into the 12th sign from the natal Moon to its final exit from the 2nd.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct SadeSatiPeriod {
    /// First entry of Saturn into the 12th sign from the natal Moon, in the transit moment's UTC offset.
    pub start: EventTime,
    /// Final exit of Saturn from the 2nd sign from the natal Moon, in the transit moment's UTC offset.
    pub end: EventTime,
    /// From start to end, in years of 365.25 days (interruptions included).
    pub duration_years: f64,
    /// Every stay of Saturn in the 12th, 1st and 2nd from the Moon, in order (a phase appears
    /// again when Saturn re-enters a sign by retrograde motion).
    pub phases: Vec<Phase>,
    /// Spans inside the period when a retrograde Saturn stepped out of the three signs.
    pub interruptions: Vec<Interval>,
    /// Whether the transit moment falls between `start` and `end`.
    pub in_progress: bool,
}

/// Sade sati for a native: whether it is running at the transit moment, and every period in the window.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct SadeSati {
    /// The natal Moon the houses are counted from.
    pub natal_moon: NatalMoon,
    /// The transit moment, in its UTC offset.
    pub at: EventTime,
    /// Saturn at the transit moment.
    pub saturn: SaturnNow,
    /// Whether Saturn is in the 12th, 1st or 2nd sign from the natal Moon at the moment.
    pub active: bool,
    /// `rising`, `peak` or `setting` when active.
    pub current_phase: Option<&'static str>,
    /// The window the periods are listed for (by default birth to birth + 100 years).
    pub window: Interval,
    /// Every sade sati period overlapping the window, in time order.
    pub periods: Vec<SadeSatiPeriod>,
    /// How the sade sati and its periods are defined.
    pub definition: &'static str,
    /// The conventions the charts were computed with.
    pub conventions: Conventions,
}

fn phase_name(house: usize) -> &'static str {
    match house {
        12 => "rising",
        1 => "peak",
        _ => "setting",
    }
}

/// Sade sati at `req.at` and every period from `req.from` to `req.to` (default: the first 100 years of life).
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
                        sign: crate::zodiac::Sign::from_index(s.sign),
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
