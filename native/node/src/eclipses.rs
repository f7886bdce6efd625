//! Bindings of the eclipses group (`/v1/eclipses/...`). Lists over years and the searches for
//! the next eclipse seen at a place run as AsyncTasks on the libuv pool (a 50-year list is tens
//! of milliseconds); each resolves to the JSON answer.

use crate::pool_task::JsonTask;
use crate::schemas::{of_fn, Generators, Listed};
use astrology_core::eclipses::lists::{lunar_eclipses, solar_eclipses};
use astrology_core::eclipses::local::{lunar_local, next_eclipses, solar_local, LocalSpan, MomentPlace};
use astrology_core::eclipses::natal::{natal_eclipses, NatalRequest};
use astrology_core::eclipses::range::Span;
use astrology_core::eclipses::sutak::sutak;
use napi::bindgen_prelude::*;
use napi_derive::napi;

/// Every solar eclipse of a span (global circumstances); resolves to the JSON answer.
#[napi(ts_return_type = "Promise<string>")]
pub fn solar_eclipses_async(env: &Env, input: Unknown) -> Result<AsyncTask<JsonTask>> {
    let request: Span = env.from_js_value(input)?;
    Ok(AsyncTask::new(JsonTask::new(request, solar_eclipses)))
}

/// Every lunar eclipse of a span; resolves to the JSON answer.
#[napi(ts_return_type = "Promise<string>")]
pub fn lunar_eclipses_async(env: &Env, input: Unknown) -> Result<AsyncTask<JsonTask>> {
    let request: Span = env.from_js_value(input)?;
    Ok(AsyncTask::new(JsonTask::new(request, lunar_eclipses)))
}

/// The solar eclipses seen at a place in a span; resolves to the JSON answer.
#[napi(ts_return_type = "Promise<string>")]
pub fn solar_eclipses_local_async(env: &Env, input: Unknown) -> Result<AsyncTask<JsonTask>> {
    let request: LocalSpan = env.from_js_value(input)?;
    Ok(AsyncTask::new(JsonTask::new(request, solar_local)))
}

/// The lunar eclipses seen at a place in a span; resolves to the JSON answer.
#[napi(ts_return_type = "Promise<string>")]
pub fn lunar_eclipses_local_async(env: &Env, input: Unknown) -> Result<AsyncTask<JsonTask>> {
    let request: LocalSpan = env.from_js_value(input)?;
    Ok(AsyncTask::new(JsonTask::new(request, lunar_local)))
}

/// The next solar and lunar eclipses seen at a place; resolves to the JSON answer.
#[napi(ts_return_type = "Promise<string>")]
pub fn next_eclipses_async(env: &Env, input: Unknown) -> Result<AsyncTask<JsonTask>> {
    let request: MomentPlace = env.from_js_value(input)?;
    Ok(AsyncTask::new(JsonTask::new(request, next_eclipses)))
}

/// The sutak of the next eclipse seen at a place; resolves to the JSON answer.
#[napi(ts_return_type = "Promise<string>")]
pub fn eclipse_sutak_async(env: &Env, input: Unknown) -> Result<AsyncTask<JsonTask>> {
    let request: MomentPlace = env.from_js_value(input)?;
    Ok(AsyncTask::new(JsonTask::new(request, sutak)))
}

/// The eclipses of a span that fall on a natal chart; resolves to the JSON answer.
#[napi(ts_return_type = "Promise<string>")]
pub fn natal_eclipses_async(env: &Env, input: Unknown) -> Result<AsyncTask<JsonTask>> {
    let request: NatalRequest = env.from_js_value(input)?;
    Ok(AsyncTask::new(JsonTask::new(request, natal_eclipses)))
}

/// The schemas of the group's bindings.
pub(crate) fn schemas(g: &mut Generators, out: &mut Listed) {
    out.push(("solarEclipsesAsync".into(), of_fn(g, solar_eclipses)));
    out.push(("lunarEclipsesAsync".into(), of_fn(g, lunar_eclipses)));
    out.push(("solarEclipsesLocalAsync".into(), of_fn(g, solar_local)));
    out.push(("lunarEclipsesLocalAsync".into(), of_fn(g, lunar_local)));
    out.push(("nextEclipsesAsync".into(), of_fn(g, next_eclipses)));
    out.push(("eclipseSutakAsync".into(), of_fn(g, sutak)));
    out.push(("natalEclipsesAsync".into(), of_fn(g, natal_eclipses)));
}
