//! Binding of the Vedic transit group (`/v1/transit/...`): one call per view.

use crate::pool_task::JsonTask;
use crate::schemas::{of_fn, of_selector, Generators, Listed};
use astrology_core::vedic::transit::{transit_timeline, view, TimelineRequest, TransitRequest};
use napi::bindgen_prelude::*;
use napi_derive::napi;

/// A transit request and the view it asks for.
#[derive(serde::Deserialize, schemars::JsonSchema)]
pub struct TransitCall {
    #[serde(flatten)]
    request: TransitRequest,
    /// Which answer, as in the API path (`transit::view::VIEWS`).
    view: String,
}

/// One Vedic transit answer for a birth chart and a transit moment.
#[napi(catch_unwind)]
pub fn vedic_transit(env: &Env, input: Unknown) -> Result<String> {
    let call: TransitCall = env.from_js_value(input)?;
    crate::answer_text(view::answer_json(&call.request, &call.view))
}

/// `vedicTransit` on the libuv pool: the windowed views (sade sati, panoti history) scan up to
/// 150 years, which must not hold the event loop.
#[napi(catch_unwind)]
pub fn vedic_transit_async(env: &Env, input: Unknown) -> Result<AsyncTask<JsonTask>> {
    let call: TransitCall = env.from_js_value(input)?;
    Ok(AsyncTask::new(JsonTask::text(move || view::answer_json(&call.request, &call.view))))
}

/// The personal transit calendar of a range (at most five years); resolves to the JSON answer
/// (runs on the pool: a five-year range takes a few hundred milliseconds).
#[napi(ts_return_type = "Promise<string>")]
pub fn transit_timeline_async(env: &Env, input: Unknown) -> Result<AsyncTask<JsonTask>> {
    let request: TimelineRequest = env.from_js_value(input)?;
    Ok(AsyncTask::new(JsonTask::new(request, transit_timeline)))
}

/// The schemas of `vedicTransit` (one answer per view) and `transitTimelineAsync`.
pub(crate) fn schemas(g: &mut Generators, out: &mut Listed) {
    out.push(("transitTimelineAsync".into(), of_fn(g, transit_timeline)));
    out.push(("vedicTransit".into(), of_selector::<TransitCall>(g, "view", view::answer_schemas)));
    out.push(("vedicTransitAsync".into(), of_selector::<TransitCall>(g, "view", view::answer_schemas)));
}
