//! Binding of the panchang group (`/v1/panchang/...`): one call per element, the day computed once.

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
    crate::answer_text(answer(&call))
}

/// The day of the request computed, and the element asked for written as JSON.
fn answer(call: &PanchangCall) -> astrology_core::Result<String> {
    element::answer_json(&PanchangDay::new(&call.request)?, &call.element)
}

/// `panchang` on the libuv pool, as the HTTP routes call it: a day's searches take milliseconds
/// (a summary ~1-2.5 ms), which would otherwise hold the event loop and every other request with
/// it. The answer comes as the UTF-8 bytes to send.
#[napi(catch_unwind, ts_return_type = "Promise<Buffer>")]
pub fn panchang_async(env: &Env, input: Unknown) -> Result<AsyncTask<BytesTask>> {
    let call: PanchangCall = env.from_js_value(input)?;
    Ok(AsyncTask::new(BytesTask::text(move || answer(&call))))
}

/// The schemas of `panchang` and `panchangAsync`: one answer per element.
pub(crate) fn schemas(g: &mut Generators, out: &mut Listed) {
    out.push(("panchang".into(), of_selector::<PanchangCall>(g, "element", element::answer_schemas)));
    out.push(("panchangAsync".into(), of_selector::<PanchangCall>(g, "element", element::answer_schemas)));
}
