//! Bindings of the reports group. A report runs as an AsyncTask on the libuv pool (the brihad
//! kundli makes some forty engine calls), so the event loop stays free.

use crate::pool_task::JsonTask;
use crate::schemas::{of_selector, Generators, Listed};
use astrology_core::reports::{answer_schemas, report, ReportRequest};
use napi::bindgen_prelude::*;
use napi_derive::napi;

/// One composed report (`kind` as in the API path); resolves to the JSON document (runs on the pool).
#[napi(ts_return_type = "Promise<string>")]
pub fn report_async(env: &Env, input: Unknown) -> Result<AsyncTask<JsonTask>> {
    let request: ReportRequest = env.from_js_value(input)?;
    Ok(AsyncTask::new(JsonTask::new(request, report)))
}

/// The schemas of `reportAsync`: one answer per kind.
pub(crate) fn schemas(g: &mut Generators, out: &mut Listed) {
    out.push(("reportAsync".into(), of_selector::<ReportRequest>(g, "kind", answer_schemas)));
}
