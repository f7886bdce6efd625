//! Bindings of the ashtakavarga group (`/v1/ashtakavarga/...`, and `/v1/chart/ashtakvarga`):
//! the natal tables and transits over them.

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
