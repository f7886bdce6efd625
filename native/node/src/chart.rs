//! Bindings of the chart group (`/v1/chart/...`): the sidereal chart, its depth (vargas,
//! dignity, aspects, avakhada, KP, combustion, graha yuddha), strength (shadbala, bhavabala), the
//! chart image, and the whole group of one birth in one call (`chartBundle`, no endpoint).

use crate::fast_input::Props;
use crate::pool_task::BytesTask;
use crate::schemas::{of_selector, Generators, Listed};
use astrology_core::ephemeris::bodies::NodeType;
use astrology_core::ephemeris::{place::Place, Moment};
use astrology_core::render::chart_image as indian;
use astrology_core::vedic::chart::ChartRequest;
use astrology_core::vedic::chart_view::{self, ChartViewRequest};
use astrology_core::vedic::{self, avakhada, bundle, combustion, dignity, drishti, kp, strength, varga, yuddha};
use napi::bindgen_prelude::*;
use napi_derive::napi;

/// One view of the chart (`planets`, `houses` … as in the API path; `chart_view::CHART_VIEWS`).
#[napi(catch_unwind)]
pub fn chart_view(env: &Env, input: Unknown) -> Result<String> {
    crate::answer_text(chart_view::chart_view(&chart_view_request(env, input)?))
}

/// [`chart_view`] on the libuv pool, as the HTTP routes call it: the request is read here, the
/// chart (Swiss Ephemeris' planets, ~40-80 µs) is computed on a pool thread, so that the event
/// loop goes on with other requests meanwhile and a second core can share the work; the answer
/// comes as the UTF-8 bytes to send.
#[napi(catch_unwind, ts_return_type = "Promise<Buffer>")]
pub fn chart_view_async(env: &Env, input: Unknown) -> Result<AsyncTask<BytesTask>> {
    let req = chart_view_request(env, input)?;
    Ok(AsyncTask::new(BytesTask::text(move || chart_view::chart_view(&req))))
}

/// The request of a chart view: read field by field when it has the plain shape, else by serde.
fn chart_view_request(env: &Env, input: Unknown) -> Result<ChartViewRequest> {
    match read_chart_view(env, &input) {
        Some(req) => Ok(req),
        None => env.from_js_value(input),
    }
}

/// The request of [`chart_view`] read field by field (crate::fast_input), when it has the
/// plain shape.
fn read_chart_view(env: &Env, input: &Unknown) -> Option<ChartViewRequest> {
    let o = Props::of(env.raw(), input.raw())?;
    let moment = o.object(c"moment")?;
    let place = o.object(c"place")?;
    let node = if o.is_absent(c"node")? {
        NodeType::Mean
    } else {
        match o.string(c"node")?.as_str() {
            "mean" => NodeType::Mean,
            "true" => NodeType::True,
            _ => return None,
        }
    };
    Some(ChartViewRequest {
        chart: ChartRequest {
            moment: Moment { jd_ut: moment.f64(c"jd_ut")?, offset_minutes: moment.i32(c"offset_minutes")? },
            place: Place { lat: place.f64(c"lat")?, lon: place.f64(c"lon")? },
            ayanamsa: o.optional_string(c"ayanamsa")?,
            node,
        },
        view: o.string(c"view")?,
    })
}

fn selected_schemas(g: &mut Generators, out: &mut Listed) {
    out.push(("chartView".into(), of_selector::<ChartViewRequest>(g, "view", chart_view::chart_view_schemas)));
    out.push(("chartViewAsync".into(), of_selector::<ChartViewRequest>(g, "view", chart_view::chart_view_schemas)));
}

crate::bindings! {
    @also selected_schemas;
    vedic_chart => vedic::vedic_chart;
    divisional_chart => varga::chart::divisional;
    chart_dignity => dignity::dignity;
    chart_aspects => drishti::aspects;
    chart_avakhada => avakhada::avakhada;
    kp_sublords => kp::kp_sublords;
    chart_combustion => combustion::combustion;
    graha_yuddha => yuddha::graha_yuddha;
    /// Every part of the chart-in-depth group of one birth (vedic::bundle), for in-process users
    /// and the benchmark; not an HTTP endpoint.
    chart_bundle => bundle::chart_bundle;
    /// One graha of the chart (`/v1/chart/planet/{name}`).
    chart_planet => chart_view::planet_detail;
    /// The sidereal positions at a moment, without houses (`/v1/transit/positions`).
    sky_positions => chart_view::sky_positions;
    /// Shadbala of the seven grahas, every component, with the explicit inputs used.
    shadbala => strength::shadbala;
    /// Bhava bala of the twelve houses (Sripati madhyas), with the shadbala totals it uses.
    bhavabala => strength::bhavabala;
    /// One bala, or one part of sthana or kala bala, for every graha.
    shadbala_component => strength::component::shadbala_component;
    /// `{content_type, body}` with the SVG document as `body`.
    chart_image => indian;
    // Chart tools (vedic::tools): bhava chalit, sensitive degrees, badhaka/maraka, ishta/kashta.
    /// Bhava chalit: the bhavas (Sripati, equal or Placidus) and each graha's bhava.
    chart_bhava_chalit => vedic::tools::bhava_chalit::bhava_chalit;
    /// Gandanta, pushkara navamsa and bhaga, mrityu bhaga of the ascendant and the nine grahas.
    chart_sensitive_degrees => vedic::tools::sensitive::sensitive_degrees;
    /// Badhaka and maraka, the 64th navamsa and 22nd drekkana.
    chart_badhaka_maraka => vedic::tools::badhaka_maraka::badhaka_maraka;
    /// Ishta and kashta phala of the seven grahas.
    chart_ishta_kashta => vedic::tools::ishta_kashta::ishta_kashta;
    /// Sudarshana chakra: lagna, Moon and Sun rings and the dasha of one year of life.
    chart_sudarshana_chakra => vedic::tools::sudarshana::sudarshana_chakra;
    /// Baladi, jagradadi, deeptadi and lajjitadi avasthas of the seven grahas.
    chart_avasthas => vedic::tools::avasthas::avasthas;
    /// Pancha pakshi: the birth bird and its activity in the yamas of one day.
    chart_pancha_pakshi => vedic::tools::pancha_pakshi::pancha_pakshi;
    /// Pindayu, nisargayu and amsayu (BPHS ch. 43) with their haranas, and which applies.
    chart_longevity => vedic::tools::longevity::longevity;
    /// Sarvatobhadra chakra: the grid with natal and transit planets and the transit vedhas.
    chart_sarvatobhadra => vedic::tools::sarvatobhadra::sarvatobhadra;
}
