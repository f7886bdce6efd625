//! Bindings of the calendar group (`/v1/calendar/...`): the month calendar and the range scans
//! (observances, festivals, sankrantis, tithi and nakshatra dates), each an AsyncTask on the libuv pool
//! because a year of sunrises and tithis takes a noticeable fraction of a second.

use crate::pool_task::JsonTask;
use crate::schemas::{of_fn, Generators, Listed};
use astrology_core::vedic::calendar::element_dates::{self, ElementDatesRequest};
use astrology_core::vedic::calendar::range::CalendarRequest;
use astrology_core::vedic::calendar::{ekadashi, festivals, month, sankranti, vrats};
use napi::bindgen_prelude::*;
use napi_derive::napi;

/// Month calendar day by day; resolves to the JSON answer (runs on the pool).
#[napi(ts_return_type = "Promise<string>")]
pub fn calendar_month(env: &Env, input: Unknown) -> Result<AsyncTask<JsonTask>> {
    let request: CalendarRequest = env.from_js_value(input)?;
    Ok(AsyncTask::new(JsonTask::new(request, month::month_calendar)))
}

/// Every Ekadashi of a range with Smarta and Vaishnava dates and parana (runs on the pool).
#[napi(ts_return_type = "Promise<string>")]
pub fn calendar_ekadashi(env: &Env, input: Unknown) -> Result<AsyncTask<JsonTask>> {
    let request: CalendarRequest = env.from_js_value(input)?;
    Ok(AsyncTask::new(JsonTask::new(request, ekadashi::ekadashi)))
}

/// Purnima and Amavasya dates of a range (runs on the pool).
#[napi(ts_return_type = "Promise<string>")]
pub fn calendar_purnima_amavasya(env: &Env, input: Unknown) -> Result<AsyncTask<JsonTask>> {
    let request: CalendarRequest = env.from_js_value(input)?;
    Ok(AsyncTask::new(JsonTask::new(request, vrats::purnima_amavasya)))
}

/// Pradosh Vrat dates of a range (runs on the pool).
#[napi(ts_return_type = "Promise<string>")]
pub fn calendar_pradosh(env: &Env, input: Unknown) -> Result<AsyncTask<JsonTask>> {
    let request: CalendarRequest = env.from_js_value(input)?;
    Ok(AsyncTask::new(JsonTask::new(request, vrats::pradosh)))
}

/// Sankashti Chaturthi dates of a range with the moonrise (runs on the pool).
#[napi(ts_return_type = "Promise<string>")]
pub fn calendar_sankashti_chaturthi(env: &Env, input: Unknown) -> Result<AsyncTask<JsonTask>> {
    let request: CalendarRequest = env.from_js_value(input)?;
    Ok(AsyncTask::new(JsonTask::new(request, vrats::sankashti_chaturthi)))
}

/// Masik Shivaratri dates of a range (runs on the pool).
#[napi(ts_return_type = "Promise<string>")]
pub fn calendar_masik_shivaratri(env: &Env, input: Unknown) -> Result<AsyncTask<JsonTask>> {
    let request: CalendarRequest = env.from_js_value(input)?;
    Ok(AsyncTask::new(JsonTask::new(request, vrats::masik_shivaratri)))
}

/// The sankrantis of a range with punya kaal (runs on the pool).
#[napi(ts_return_type = "Promise<string>")]
pub fn calendar_sankranti(env: &Env, input: Unknown) -> Result<AsyncTask<JsonTask>> {
    let request: CalendarRequest = env.from_js_value(input)?;
    Ok(AsyncTask::new(JsonTask::new(request, sankranti::sankranti)))
}

/// The major Hindu festivals of a range with the rule that decided each (runs on the pool).
#[napi(ts_return_type = "Promise<string>")]
pub fn calendar_festivals(env: &Env, input: Unknown) -> Result<AsyncTask<JsonTask>> {
    let request: CalendarRequest = env.from_js_value(input)?;
    Ok(AsyncTask::new(JsonTask::new(request, festivals::festivals)))
}

/// Every span of one tithi in a range with the date it is kept on (runs on the pool).
#[napi(ts_return_type = "Promise<string>")]
pub fn calendar_tithi_dates(env: &Env, input: Unknown) -> Result<AsyncTask<JsonTask>> {
    let request: ElementDatesRequest = env.from_js_value(input)?;
    Ok(AsyncTask::new(JsonTask::new(request, element_dates::tithi_dates)))
}

/// Every span of one nakshatra in a range with the date it is kept on (runs on the pool).
#[napi(ts_return_type = "Promise<string>")]
pub fn calendar_nakshatra_dates(env: &Env, input: Unknown) -> Result<AsyncTask<JsonTask>> {
    let request: ElementDatesRequest = env.from_js_value(input)?;
    Ok(AsyncTask::new(JsonTask::new(request, element_dates::nakshatra_dates)))
}

/// The schemas of the calendar bindings.
pub(crate) fn schemas(g: &mut Generators, out: &mut Listed) {
    out.push(("calendarMonth".into(), of_fn(g, month::month_calendar)));
    out.push(("calendarEkadashi".into(), of_fn(g, ekadashi::ekadashi)));
    out.push(("calendarPurnimaAmavasya".into(), of_fn(g, vrats::purnima_amavasya)));
    out.push(("calendarPradosh".into(), of_fn(g, vrats::pradosh)));
    out.push(("calendarSankashtiChaturthi".into(), of_fn(g, vrats::sankashti_chaturthi)));
    out.push(("calendarMasikShivaratri".into(), of_fn(g, vrats::masik_shivaratri)));
    out.push(("calendarSankranti".into(), of_fn(g, sankranti::sankranti)));
    out.push(("calendarFestivals".into(), of_fn(g, festivals::festivals)));
    out.push(("calendarTithiDates".into(), of_fn(g, element_dates::tithi_dates)));
    out.push(("calendarNakshatraDates".into(), of_fn(g, element_dates::nakshatra_dates)));
}
