//! Bindings of the sky group (`/v1/sky/...`): one-moment answers are synchronous; the scans of
//! a span (phases, void-of-course Moon, stations, ingresses, aspects) run as AsyncTasks on the
//! libuv pool, off the event loop.

use crate::pool_task::JsonTask;
use crate::schemas::{of_fn, Generators, Listed};
use astrology_core::sky::{aspects, ingresses, phases, stations, void_of_course};
use napi::bindgen_prelude::*;
use napi_derive::napi;

crate::bindings! {
    @also scan_schemas;
    sky_moon => astrology_core::sky::moon::moon;
    sky_planetary_hours => astrology_core::sky::hours::planetary_hours;
    sky_ephemeris => astrology_core::sky::ephemeris_table::ephemeris_table;
    sky_rise_set => astrology_core::sky::rise_set::rise_set;
}

/// Declares one scan binding: deserialise on the JS thread, compute on the pool.
macro_rules! scan {
    ($(#[$doc:meta])* $name:ident, $req:ty, $f:path) => {
        $(#[$doc])*
        #[napi(ts_return_type = "Promise<string>")]
        pub fn $name(env: &Env, input: Unknown) -> Result<AsyncTask<JsonTask>> {
            let request: $req = env.from_js_value(input)?;
            Ok(AsyncTask::new(JsonTask::new(request, $f)))
        }
    };
}

scan!(
    /// New, first-quarter, full and last-quarter Moons of a span; resolves to the JSON answer.
    sky_moon_phases, phases::MoonPhasesRequest, phases::moon_phases
);
scan!(
    /// Void-of-course Moon periods of a span; resolves to the JSON answer.
    sky_void_of_course, void_of_course::VoidOfCourseRequest, void_of_course::void_of_course
);
scan!(
    /// Stations and retrograde periods of Mercury … Pluto in a span; resolves to the JSON answer.
    sky_stations, stations::SkyStationsRequest, stations::sky_stations
);
scan!(
    /// Sign ingresses of Sun … Pluto and the nodes in a span; resolves to the JSON answer.
    sky_ingresses, ingresses::SkyIngressesRequest, ingresses::sky_ingresses
);
scan!(
    /// Exact Ptolemaic aspects between transiting planets in a span; resolves to the JSON answer.
    sky_aspects, aspects::SkyAspectsRequest, aspects::sky_aspects
);

/// The schemas of the scan bindings.
fn scan_schemas(g: &mut Generators, out: &mut Listed) {
    out.push(("skyMoonPhases".into(), of_fn(g, phases::moon_phases)));
    out.push(("skyVoidOfCourse".into(), of_fn(g, void_of_course::void_of_course)));
    out.push(("skyStations".into(), of_fn(g, stations::sky_stations)));
    out.push(("skyIngresses".into(), of_fn(g, ingresses::sky_ingresses)));
    out.push(("skyAspects".into(), of_fn(g, aspects::sky_aspects)));
}
