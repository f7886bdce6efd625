//! Bindings of the strength group: ashtakavarga (natal tables, transits) and shadbala/bhavabala.
//! One coarse call per computation; the HTTP layer picks the views.

use astrology_core::vedic::{ashtakavarga, chart::ChartRequest};
use napi::bindgen_prelude::*;
use napi_derive::napi;

/// The natal ashtakavarga: sarva, bhinna, prastara, totals and conventions.
#[napi(catch_unwind)]
pub fn ashtakavarga(env: &Env, input: Unknown) -> Result<String> {
    crate::call(env, input, |req: &ChartRequest| ashtakavarga::ashtakavarga(req))
}

/// Transits over the natal ashtakavarga: kakshas and the transit score.
#[napi(catch_unwind)]
pub fn ashtakavarga_transit(env: &Env, input: Unknown) -> Result<String> {
    crate::call(env, input, ashtakavarga::transit::transit)
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
