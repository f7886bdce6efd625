//! `/v1/western/solar-return`: the moment the Sun comes back to its natal longitude in a year,
//! and the chart cast there.

use crate::ephemeris::bodies::{self, position, Zodiac};
use crate::ephemeris::place::Place;
use crate::ephemeris::root::next_angle_crossing;
use crate::ephemeris::time::{calendar_from_jd, check_supported, EventTime};
use crate::error::{Error, Result};
use crate::western::chart::{natal_points, ChartAnswer, ChartConventions};
use crate::western::request::{AspectChoice, Birth};
use serde::{Deserialize, Serialize};

/// A natal chart, the year of the return and, optionally, where the return is spent.
#[derive(Debug, Clone, Deserialize)]
#[derive(schemars::JsonSchema)]
pub struct SolarReturnRequest {
    /// The natal chart.
    #[serde(flatten)]
    pub birth: Birth,
    /// Which aspects, with which orbs.
    #[serde(flatten)]
    pub aspects: AspectChoice,
    /// Calendar year of the return.
    pub year: i32,
    /// Place of the return chart; the birth place when absent.
    pub return_place: Option<Place>,
}

/// A solar return: when the Sun comes back to its natal longitude in a year, and the chart then.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct SolarReturnAnswer {
    /// Calendar year of the return.
    pub year: i32,
    /// Tropical longitude of the natal Sun in degrees, 0 <= x < 360.
    pub natal_sun: f64,
    /// The moment the apparent Sun is back at its natal longitude.
    pub return_moment: EventTime,
    /// Place the return chart is cast for: `return_place`, else the birth place.
    pub place: Place,
    /// The chart cast at the return moment and place, with its aspects.
    pub chart: ChartAnswer,
    /// How the return chart was computed.
    pub conventions: ChartConventions,
}

/// Sun at its natal longitude within the requested year (root finder, converged to 0.01 s),
/// chart cast there at the birth place or `return_place`.
pub fn solar_return(req: &SolarReturnRequest) -> Result<SolarReturnAnswer> {
    let opts = req.aspects.options()?;
    let moment = req.birth.moment;
    let birth_place = req.birth.checked_place()?;
    let year = req.year;
    let natal_sun = position(moment.jd_ut, bodies::SUN, Zodiac::Tropical)?.longitude;
    let birth_year = calendar_from_jd(moment.jd_ut + moment.offset_minutes as f64 / 1440.0)
        .format("%Y")
        .to_string()
        .parse::<i32>()
        .unwrap_or(2000);
    // Near the birthday of that year; the Sun moves ~1°/day, so ±5 days brackets it.
    let guess = moment.jd_ut + (year - birth_year) as f64 * 365.242_19;
    let sun = |t: f64| -> Result<(f64, f64)> {
        let p = position(t, bodies::SUN, Zodiac::Tropical)?;
        Ok((p.longitude, p.speed_longitude))
    };
    let (start, end) = (guess - 5.0, guess + 5.0);
    check_supported(start)
        .and_then(|_| check_supported(end))
        .map_err(|_| Error::invalid("year", "puts the return outside the supported range"))?;
    let jd = next_angle_crossing(sun, natal_sun, start, end, 1.0)?
        .ok_or_else(|| Error::Ephemeris("solar return not bracketed".into()))?;
    let place = match req.return_place {
        Some(p) => Place::checked(p.lat, p.lon).map_err(|e| match e {
            Error::InvalidInput { message, param } => Error::InvalidInput { param: format!("return_{param}"), message },
            other => other,
        })?,
        None => birth_place,
    };
    let at = crate::ephemeris::Moment { jd_ut: jd, offset_minutes: moment.offset_minutes };
    let c = natal_points(at, place, req.birth.house_system, req.birth.lilith.body())?;
    Ok(SolarReturnAnswer {
        year,
        natal_sun,
        return_moment: EventTime::new(jd, moment.offset_minutes),
        place,
        chart: c.answer(&opts),
        conventions: c.chart_conventions(&opts),
    })
}
