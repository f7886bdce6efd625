//! Binding of the panchang group (`/v1/panchang/...`): one call per element, the day computed once.

use crate::js_error;
use crate::schemas::{of_selector, Generators, Listed};
use astrology_core::vedic::panchang::{element, PanchangDay, PanchangRequest};
use napi::bindgen_prelude::*;
use napi_derive::napi;

/// A panchang request and the element it asks for.
#[derive(serde::Deserialize, schemars::JsonSchema)]
pub struct PanchangCall {
    #[serde(flatten)]
    request: PanchangRequest,
    /// Which answer: an element key as in the API path (`tithi`, `rahu-kaal`, `summary` ...).
    element: String,
}

/// One panchang answer for a day and place; the day (sunrise, sunset) is computed once per call.
#[napi(catch_unwind)]
pub fn panchang(env: &Env, input: Unknown) -> Result<String> {
    let call: PanchangCall = env.from_js_value(input)?;
    let day = PanchangDay::new(&call.request).map_err(js_error)?;
    crate::answer_text(element::answer_json(&day, &call.element))
}

/// The schemas of `panchang`: one answer per element.
pub(crate) fn schemas(g: &mut Generators, out: &mut Listed) {
    out.push(("panchang".into(), of_selector::<PanchangCall>(g, "element", element::answer_schemas)));
}
