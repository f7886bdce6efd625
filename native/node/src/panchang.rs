//! Binding of the panchang group (`/v1/panchang/...`): one call per element, the day computed once.

use crate::js_error;
use crate::pool_task::BytesTask;
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

/// `panchang` on the libuv pool, as the HTTP routes call it: a day's searches take milliseconds
/// (a summary ~1-2.5 ms), which would otherwise hold the event loop and every other request with
/// it. The answer comes as the UTF-8 bytes to send.
#[napi(catch_unwind, ts_return_type = "Promise<Buffer>")]
pub fn panchang_async(env: &Env, input: Unknown) -> Result<AsyncTask<BytesTask>> {
    let call: PanchangCall = env.from_js_value(input)?;
    Ok(AsyncTask::new(BytesTask::text(move || {
        let day = PanchangDay::new(&call.request)?;
        element::answer_json(&day, &call.element)
    })))
}

/// The schemas of `panchang` and `panchangAsync`: one answer per element.
pub(crate) fn schemas(g: &mut Generators, out: &mut Listed) {
    out.push(("panchang".into(), of_selector::<PanchangCall>(g, "element", element::answer_schemas)));
    out.push(("panchangAsync".into(), of_selector::<PanchangCall>(g, "element", element::answer_schemas)));
}
