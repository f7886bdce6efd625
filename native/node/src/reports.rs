//! Bindings of the reports group. A report runs as an AsyncTask on the libuv pool (the brihad
//! kundli makes some forty engine calls), so the event loop stays free.

use crate::pool_task::JsonTask;
use crate::schemas::{of_fn, Generators, Listed};
use astrology_core::reports::{report, ReportRequest};
use napi::bindgen_prelude::*;
use napi_derive::napi;

/// One composed report (`kind` as in the API path); resolves to the JSON document (runs on the pool).
#[napi(ts_return_type = "Promise<string>")]
pub fn report_async(env: &Env, input: Unknown) -> Result<AsyncTask<JsonTask>> {
    let request: ReportRequest = env.from_js_value(input)?;
    Ok(AsyncTask::new(JsonTask::new(request, report)))
}

/// The schemas of `reportAsync`.
pub(crate) fn schemas(g: &mut Generators, out: &mut Listed) {
    out.push(("reportAsync".into(), of_fn(g, report)));
}
