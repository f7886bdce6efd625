//! Bindings of the yoga, dosha and varshaphal groups: one coarse call each.

use astrology_core::vedic::{dosha, varshaphal, yoga};
use napi::bindgen_prelude::*;
use napi_derive::napi;

/// Every yoga of `vedic::yoga` present in a birth chart.
#[napi(catch_unwind)]
pub fn yogas(env: &Env, input: Unknown) -> Result<String> {
    crate::call(env, input, yoga::yogas)
}

/// The doshas of one birth chart (with sade sati at `at`).
#[napi(catch_unwind)]
pub fn doshas(env: &Env, input: Unknown) -> Result<String> {
    crate::call(env, input, dosha::doshas)
}

/// The Tajika annual chart of one year of life (solar return, muntha, year lord, sahams,
/// Tajika aspects and yogas, mudda dasha).
#[napi(catch_unwind)]
pub fn varshaphal(env: &Env, input: Unknown) -> Result<String> {
    crate::call(env, input, varshaphal::varshaphal)
}
