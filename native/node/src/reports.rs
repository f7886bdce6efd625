//! Bindings of the reports group. A report runs as an AsyncTask on the libuv pool (the brihad
//! kundli makes some forty engine calls), so the event loop stays free.

use crate::js_error;
use astrology_core::reports::{report, ReportRequest};
use napi::bindgen_prelude::*;
use napi::Task;
use napi_derive::napi;

/// The report request, deserialised on the JS thread; the work runs on a pool thread.
pub struct ReportTask(ReportRequest);

impl Task for ReportTask {
    type Output = String;
    type JsValue = String;

    fn compute(&mut self) -> Result<String> {
        let request = &self.0;
        let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| report(request))).map_err(|panic| {
            let text = panic
                .downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| panic.downcast_ref::<String>().cloned())
                .unwrap_or_else(|| "panic".into());
            Error::new(Status::GenericFailure, format!("report panicked: {text}"))
        })?;
        let result = outcome.map_err(js_error)?;
        serde_json::to_string(&result).map_err(|e| Error::new(Status::GenericFailure, e.to_string()))
    }

    fn resolve(&mut self, _env: Env, out: String) -> Result<String> {
        Ok(out)
    }
}

/// One composed report (`kind` as in the API path); resolves to the JSON document.
#[napi(ts_return_type = "Promise<string>")]
pub fn report_async(env: &Env, input: Unknown) -> Result<AsyncTask<ReportTask>> {
    let request: ReportRequest = env.from_js_value(input)?;
    Ok(AsyncTask::new(ReportTask(request)))
}
