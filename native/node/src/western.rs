//! Bindings of the western group (`/v1/western/...`): houses, natal chart, aspects, dignities,
//! lots, transits, returns, synastry, midpoints, astrocartography, fixed stars, Sabian degrees,
//! time lords, and the natal wheel image. Each deserialises the technique's own request type
//! (the type of the core function's argument).

use crate::pool_task::JsonTask;
use crate::schemas::{of_fn, Generators, Listed};
use astrology_core::render::{natal_wheel, synastry_wheel};
use astrology_core::sky::horary;
use astrology_core::western::predictive::{calendar, primary, progressions, relationship, returns, solar_arc};
use astrology_core::western::{
    asteroids, astrocartography, chart, composite, decans, dignities, firdaria, fixed_stars, houses, lots, midpoints,
    parans, profection, sabian, solar_return, synastry, transits,
};
use napi::bindgen_prelude::*;
use napi_derive::napi;

crate::bindings! {
    @also analysis::schemas;
    @also predictive_schemas;
    natal_houses => houses::natal_houses;
    western_natal_chart => chart::natal_chart;
    western_natal_aspects => chart::natal_aspects;
    western_natal_dignities => dignities::natal_dignities;
    western_natal_lots => lots::natal_lots;
    western_natal_asteroids => asteroids::natal_asteroids;
    western_transit_chart => transits::transit_chart;
    western_transit_aspects => transits::transit_aspects;
    western_solar_return => solar_return::solar_return;
    western_synastry_aspects => synastry::synastry_aspects;
    western_composite => composite::composite;
    western_midpoints => midpoints::cosmobiology_midpoints;
    western_acg_lines => astrocartography::astrocartography_lines;
    western_acg_score => astrocartography::astrocartography_score;
    western_acg_parans => parans::astrocartography_parans;
    western_fixed_stars => fixed_stars::fixed_stars;
    western_decans => decans::decans;
    western_sabian => sabian::sabian;
    western_firdaria => firdaria::firdaria;
    western_profection => profection::profection;
    /// `{content_type, body}` with the SVG wheel as `body`.
    western_natal_wheel => natal_wheel;
    /// `{content_type, body}`: the synastry bi-wheel, SVG text or PNG in base64.
    western_synastry_wheel => synastry_wheel;
    western_progressions => progressions::progressions;
    western_solar_arc => solar_arc::solar_arc;
    western_primary_directions => primary::primary_directions;
    western_planet_return => returns::planet_return;
    western_return_list => returns::return_list;
    western_davison => relationship::davison;
    western_house_overlays => relationship::house_overlays;
    western_synastry_score => relationship::synastry_score;
    western_horary => horary::horary;
}

/// Chart analysis (`/v1/western/natal/declinations` … `/time-lords/zodiacal-releasing`).
mod analysis {
    use astrology_core::western::analysis::{
        almuten, antiscia, balance, declinations, dispositors, frames, harmonic, local_space, patterns, releasing,
        uranian,
    };

    crate::bindings! {
        western_natal_declinations => declinations::natal_declinations;
        western_natal_antiscia => antiscia::natal_antiscia;
        western_natal_harmonic => harmonic::natal_harmonic;
        western_natal_heliocentric => frames::natal_heliocentric;
        western_natal_draconic => frames::natal_draconic;
        western_natal_sidereal => frames::natal_sidereal;
        western_natal_patterns => patterns::natal_patterns;
        western_natal_balance => balance::natal_balance;
        western_natal_dispositors => dispositors::natal_dispositors;
        western_natal_almuten => almuten::natal_almuten;
        western_natal_uranian => uranian::natal_uranian;
        western_zodiacal_releasing => releasing::zodiacal_releasing;
        western_local_space => local_space::local_space;
    }
}

/// The transit calendar of a span (a scan): deserialised on the JS thread, computed on the libuv
/// pool, off the event loop; resolves to the JSON answer.
#[napi(ts_return_type = "Promise<string>")]
pub fn western_transit_calendar(env: &Env, input: Unknown) -> Result<AsyncTask<JsonTask>> {
    let request: calendar::TransitCalendarRequest = env.from_js_value(input)?;
    Ok(AsyncTask::new(JsonTask::new(request, calendar::transit_calendar)))
}

/// The schemas of the scan binding.
fn predictive_schemas(g: &mut Generators, out: &mut Listed) {
    out.push(("westernTransitCalendar".into(), of_fn(g, calendar::transit_calendar)));
}
