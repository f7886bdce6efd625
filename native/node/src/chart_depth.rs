//! Bindings of the chart group's depth endpoints: vargas, dignity, aspects, avakhada, KP,
//! combustion and graha yuddha; and the whole group of one birth in one call (`chartBundle`, no endpoint).

use crate::call;
use astrology_core::vedic::{avakhada, bundle, combustion, dignity, drishti, kp, varga, yuddha};
use napi::bindgen_prelude::*;
use napi_derive::napi;

#[napi(catch_unwind)]
pub fn divisional_chart(env: &Env, input: Unknown) -> Result<String> {
    call(env, input, varga::chart::divisional)
}

#[napi(catch_unwind)]
pub fn chart_dignity(env: &Env, input: Unknown) -> Result<String> {
    call(env, input, dignity::dignity)
}

#[napi(catch_unwind)]
pub fn chart_aspects(env: &Env, input: Unknown) -> Result<String> {
    call(env, input, drishti::aspects)
}

#[napi(catch_unwind)]
pub fn chart_avakhada(env: &Env, input: Unknown) -> Result<String> {
    call(env, input, avakhada::avakhada)
}

#[napi(catch_unwind)]
pub fn kp_sublords(env: &Env, input: Unknown) -> Result<String> {
    call(env, input, kp::kp_sublords)
}

#[napi(catch_unwind)]
pub fn chart_combustion(env: &Env, input: Unknown) -> Result<String> {
    call(env, input, combustion::combustion)
}

#[napi(catch_unwind)]
pub fn graha_yuddha(env: &Env, input: Unknown) -> Result<String> {
    call(env, input, yuddha::graha_yuddha)
}

/// Every part of the chart-in-depth group of one birth (vedic::bundle), for in-process users
/// and the benchmark; not an HTTP endpoint.
#[napi(catch_unwind)]
pub fn chart_bundle(env: &Env, input: Unknown) -> Result<String> {
    call(env, input, bundle::chart_bundle)
}
