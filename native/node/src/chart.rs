//! Bindings of the chart group (`/v1/chart/...`): the sidereal chart, its depth (vargas,
//! dignity, aspects, avakhada, KP, combustion, graha yuddha), strength (shadbala, bhavabala), the
//! chart image, and the whole group of one birth in one call (`chartBundle`, no endpoint).

use crate::call;
use astrology_core::render::{chart_image as indian, ChartImageRequest};
use astrology_core::vedic::{self, avakhada, bundle, combustion, dignity, drishti, kp, varga, yuddha};
use napi::bindgen_prelude::*;
use napi_derive::napi;

#[napi(catch_unwind)]
pub fn vedic_chart(env: &Env, input: Unknown) -> Result<String> {
    call(env, input, vedic::vedic_chart)
}

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

/// Shadbala of the seven grahas, every component, with the explicit inputs used.
#[napi(catch_unwind)]
pub fn shadbala(env: &Env, input: Unknown) -> Result<String> {
    crate::call(env, input, astrology_core::vedic::strength::shadbala)
}

/// Bhava bala of the twelve houses (Sripati madhyas), with the shadbala totals it uses.
#[napi(catch_unwind)]
pub fn bhavabala(env: &Env, input: Unknown) -> Result<String> {
    crate::call(env, input, astrology_core::vedic::strength::bhavabala)
}

/// `{content_type, body}` with the SVG document as `body`.
#[napi(catch_unwind)]
pub fn chart_image(env: &Env, input: Unknown) -> Result<String> {
    crate::call(env, input, |r: &ChartImageRequest| indian(r))
}
