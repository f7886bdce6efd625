//! What the rasi dasha tests against PyJHora share: the request of a fixture case and the check
//! that the engine's chart has PyJHora's signs (`pyjhora_chart`), so a birth with a longitude
//! within arcseconds of a sign boundary is skipped rather than compared.

use super::{local_input, num, text};
use astrology_core::ephemeris::bodies::NodeType;
use astrology_core::ephemeris::place::Place;
use astrology_core::ephemeris::time::Moment;
use astrology_core::vedic::chart::{vedic_chart, ChartRequest, VedicChart};
use astrology_core::vedic::dasha::rasi::RasiDashaRequest;
use astrology_core::vedic::dasha::{DashaRequest, YearLength};
use astrology_core::zodiac::Sign;
use serde_json::Value;

/// The rasi dasha request of a case's birth: Lahiri, mean nodes (the fixtures' settings).
pub fn rasi_request(case: &Value, year: YearLength, levels: u8, variant: Option<&str>) -> RasiDashaRequest {
    let m = Moment::from_local(&local_input(&case["input"])).expect("moment");
    RasiDashaRequest {
        dasha: DashaRequest {
            moment: m,
            place: Place { lat: num(&case["input"]["lat"]), lon: num(&case["input"]["lon"]) },
            ayanamsa: None,
            node: NodeType::Mean,
            year,
            levels: Some(levels),
            from: None,
            to: None,
            at: None,
        },
        variant: variant.map(str::to_string),
    }
}

/// The engine's birth chart of a request.
pub fn engine_chart(req: &RasiDashaRequest) -> VedicChart {
    let d = &req.dasha;
    vedic_chart(&ChartRequest { moment: d.moment, place: d.place, ayanamsa: d.ayanamsa.clone(), node: d.node })
        .expect("chart")
}

/// True when `chart` has the case's PyJHora signs for the lagna and the nine grahas.
pub fn same_signs(case: &Value, chart: &VedicChart) -> bool {
    let theirs = &case["pyjhora_chart"];
    Sign::of(chart.ascendant.longitude).key() == text(&theirs["lagna"])
        && chart.planets.iter().all(|p| Sign::of(p.longitude).key() == text(&theirs[p.graha.key()]))
}
