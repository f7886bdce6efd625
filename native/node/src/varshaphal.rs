//! Binding of the varshaphal group (`/v1/varshaphal/...`).

use astrology_core::vedic::varshaphal;
use napi::bindgen_prelude::*;
use napi_derive::napi;

/// The Tajika annual chart of one year of life (solar return, muntha, year lord, sahams,
/// Tajika aspects and yogas, mudda dasha).
#[napi(catch_unwind)]
pub fn varshaphal(env: &Env, input: Unknown) -> Result<String> {
    crate::call(env, input, varshaphal::varshaphal)
}
