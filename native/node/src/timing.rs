//! Bindings of the planet-moment events (stations, ingresses, combustion windows) and the
//! Vedic transit views.

use crate::call;
use astrology_core::moments;
use napi::bindgen_prelude::*;
use napi_derive::napi;

#[napi(catch_unwind)]
pub fn retrograde_window(env: &Env, input: Unknown) -> Result<String> {
    call(env, input, moments::stations::retrograde_window)
}

#[napi(catch_unwind)]
pub fn next_ingress(env: &Env, input: Unknown) -> Result<String> {
    call(env, input, moments::ingress::next_ingress)
}

#[napi(catch_unwind)]
pub fn combustion_window(env: &Env, input: Unknown) -> Result<String> {
    call(env, input, moments::combustion_window::combustion_window)
}

#[derive(serde::Deserialize)]
struct TransitCall {
    #[serde(flatten)]
    request: astrology_core::vedic::transit::TransitRequest,
    /// Which answer, as in the API path: `sade-sati`, `small-panoti`, `small-panoti/history`,
    /// `tarabala`, `vedha`, `double-transit`, `ashtakavarga`.
    view: String,
}

/// One Vedic transit answer for a birth chart and a transit moment.
#[napi(catch_unwind)]
pub fn vedic_transit(env: &Env, input: Unknown) -> Result<String> {
    use astrology_core::vedic::transit as t;
    let call: TransitCall = env.from_js_value(input)?;
    let r = &call.request;
    let answer = match call.view.as_str() {
        "sade-sati" => crate::json(t::sade_sati(r)),
        "small-panoti" => crate::json(t::small_panoti(r)),
        "small-panoti/history" => crate::json(t::small_panoti_history(r)),
        "tarabala" => crate::json(t::tarabala(r)),
        "vedha" => crate::json(t::vedha(r)),
        "double-transit" => crate::json(t::double_transit(r)),
        "ashtakavarga" => crate::json(t::ashtakavarga_overlay(r)),
        other => Err(astrology_core::Error::invalid("view", format!("unknown transit view {other}"))),
    };
    answer.map_err(crate::js_error)
}
