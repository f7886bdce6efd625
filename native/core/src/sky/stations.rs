//! Every station of Mercury … Pluto in a span, and the retrograde periods they belong to with
//! their shadows: the moments engine (`moments::stations`) run over every planet that stations.

use crate::ephemeris::bodies::position;
use crate::ephemeris::time::{EventTime, Interval};
use crate::ephemeris::Moment;
use crate::error::Result;
use crate::moments::stations::{
    retrograde_window, stations_between, MomentsConventions, RetrogradeRequest, STATION_BODIES,
};
use crate::sky::span::{Span, ZodiacChoice, MAX_EVENT_DAYS};
use crate::zodiac::SignPlacement;
use serde::{Deserialize, Serialize};

/// Request for the stations of a span.
#[derive(Debug, Clone, Deserialize)]
#[derive(schemars::JsonSchema)]
pub struct SkyStationsRequest {
    /// The span scanned (at most 366 days).
    #[serde(flatten)]
    pub span: Span,
    /// Zodiac of the longitudes and signs shown (stations themselves are zodiac-free).
    #[serde(flatten)]
    pub zodiac: ZodiacChoice,
}

/// One station.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct SkyStation {
    /// Planet key, e.g. `mercury`.
    pub planet: &'static str,
    /// Display name, e.g. `Mercury`.
    pub name: &'static str,
    /// `retrograde` (the planet turns backwards) or `direct`.
    pub direction: &'static str,
    /// When the speed in longitude is zero.
    pub time: EventTime,
    /// Longitude there, degrees in the answer's zodiac, 0 <= x < 360.
    pub longitude: f64,
    /// Sign there, in the answer's zodiac.
    pub sign: SignPlacement,
}

/// A retrograde period with its shadows.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct SkyRetrograde {
    /// Planet key, e.g. `mercury`.
    pub planet: &'static str,
    /// Display name, e.g. `Mercury`.
    pub name: &'static str,
    /// Station retrograde to station direct.
    pub retrograde: Interval,
    /// From the first arrival at the station-direct longitude to the station retrograde.
    pub pre_shadow: Interval,
    /// From the station direct until the planet regains the station-retrograde longitude.
    pub post_shadow: Interval,
    /// Longitudes of the shadow arc in the answer's zodiac: station direct, then station retrograde.
    pub shadow_arc: [f64; 2],
}

/// The stations and retrograde periods of a span.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct SkyStationsAnswer {
    /// Start of the span.
    pub from: EventTime,
    /// End of the span.
    pub to: EventTime,
    /// Zodiac of the longitudes and signs: `sidereal` or `tropical`.
    pub zodiac: &'static str,
    /// Every station in the span, in time order.
    pub stations: Vec<SkyStation>,
    /// Every retrograde period with a station in the span, by planet then time.
    pub retrograde_periods: Vec<SkyRetrograde>,
    /// How the stations and shadows were computed.
    pub conventions: MomentsConventions,
}

/// Every station of Mercury … Pluto in the span, and the retrograde periods they belong to.
pub fn sky_stations(req: &SkyStationsRequest) -> Result<SkyStationsAnswer> {
    let (from, to) = req.span.checked(MAX_EVENT_DAYS)?;
    let z = req.zodiac.resolve()?;
    let offset = req.span.offset();
    let mut stations = Vec::new();
    let mut periods: Vec<SkyRetrograde> = Vec::new();
    for body in STATION_BODIES {
        for s in stations_between(body, from, to)? {
            let lon = position(s.jd, body, z.zodiac)?.longitude;
            stations.push(SkyStation {
                planet: body.key,
                name: body.name,
                direction: if s.retrograde { "retrograde" } else { "direct" },
                time: EventTime::new(s.jd, offset),
                longitude: lon,
                sign: SignPlacement::of(lon),
            });
            // The window this station opens or closes: searched from just before it.
            let moment = Moment { jd_ut: s.jd - 1e-3, offset_minutes: offset };
            let w = retrograde_window(&RetrogradeRequest { moment, planet: body.key.into(), ayanamsa: None })?;
            if periods.last().is_some_and(|p| p.planet == body.key && p.retrograde == w.retrograde) {
                continue;
            }
            let sd = position(w.station_direct.time.jd_ut, body, z.zodiac)?.longitude;
            let sr = position(w.station_retrograde.time.jd_ut, body, z.zodiac)?.longitude;
            periods.push(SkyRetrograde {
                planet: body.key,
                name: body.name,
                retrograde: w.retrograde,
                pre_shadow: w.pre_shadow,
                post_shadow: w.post_shadow,
                shadow_arc: [sd, sr],
            });
        }
    }
    stations.sort_by(|a, b| a.time.jd_ut.total_cmp(&b.time.jd_ut));
    Ok(SkyStationsAnswer {
        from: EventTime::new(from, offset),
        to: EventTime::new(to, offset),
        zodiac: z.name,
        stations,
        retrograde_periods: periods,
        conventions: z.conventions(
            "stations: roots of the apparent geocentric speed in tropical longitude; shadow: the arc between the \
             two station longitudes, entered before the station retrograde and left after the station direct",
        ),
    })
}
