//! Binding of the yoga group (`/v1/yoga/...`).

use astrology_core::vedic::yoga;
use napi::bindgen_prelude::*;
use napi_derive::napi;

/// Every yoga of `vedic::yoga` present in a birth chart.
#[napi(catch_unwind)]
pub fn yogas(env: &Env, input: Unknown) -> Result<String> {
    crate::call(env, input, yoga::yogas)
}
