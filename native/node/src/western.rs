//! Bindings of the western group (`/v1/western/...`): houses, natal chart, aspects, dignities,
//! lots, transits, returns, synastry, midpoints, astrocartography, fixed stars, Sabian degrees,
//! time lords, and the natal wheel image.

use astrology_core::render::natal_wheel;
use astrology_core::western::{
    self, astrocartography, chart, dignities, fixed_stars, lots, midpoints, relations, techniques, WesternRequest,
};
use napi::bindgen_prelude::*;
use napi_derive::napi;

#[napi(catch_unwind)]
pub fn natal_houses(env: &Env, input: Unknown) -> Result<String> {
    crate::call(env, input, western::houses::natal_houses)
}

macro_rules! western_fn {
    ($($name:ident => $f:path),* $(,)?) => {$(
        #[napi(catch_unwind)]
        pub fn $name(env: &Env, input: Unknown) -> Result<String> {
            crate::call(env, input, |r: &WesternRequest| $f(r))
        }
    )*};
}

western_fn! {
    western_natal_chart => chart::natal_chart,
    western_natal_aspects => chart::natal_aspects,
    western_natal_dignities => dignities::natal_dignities,
    western_natal_lots => lots::natal_lots,
    western_natal_asteroids => relations::natal_asteroids,
    western_transit_chart => relations::transit_chart,
    western_transit_aspects => relations::transit_aspects,
    western_solar_return => relations::solar_return,
    western_synastry_aspects => relations::synastry_aspects,
    western_composite => relations::composite,
    western_midpoints => midpoints::cosmobiology_midpoints,
    western_acg_lines => astrocartography::astrocartography_lines,
    western_acg_score => astrocartography::astrocartography_score,
    western_fixed_stars => fixed_stars::fixed_stars,
    western_decans => techniques::decans,
    western_sabian => techniques::sabian,
    western_firdaria => techniques::firdaria,
    western_profection => techniques::profection,
}

/// `{content_type, body}` with the SVG wheel as `body`.
#[napi(catch_unwind)]
pub fn western_natal_wheel(env: &Env, input: Unknown) -> Result<String> {
    crate::call(env, input, |r: &WesternRequest| natal_wheel(r))
}
