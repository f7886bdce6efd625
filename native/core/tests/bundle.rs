//! The chart bundle (vedic::bundle) computes the chart once and derives every part from it; each
//! part must be exactly (serde_json equality, every float bit for bit) what the part's own
//! endpoint function answers for the same request.

mod common;

use astrology_core::ephemeris::bodies::NodeType;
use astrology_core::ephemeris::place::Place;
use astrology_core::ephemeris::time::Moment;
use astrology_core::vedic::strength::StrengthRequest;
use astrology_core::vedic::varga::chart::{divisional, DivisionalRequest};
use astrology_core::vedic::varga::ALL_VARGAS;
use astrology_core::vedic::yuddha::{graha_yuddha, YuddhaRequest};
use astrology_core::vedic::{
    ashtakavarga, avakhada, bundle, combustion, dignity, drishti, kp, strength, vedic_chart, ChartRequest,
};
use astrology_core::Error;
use serde::Serialize;
use serde_json::Value;

fn json<T: Serialize>(x: &T) -> Value {
    serde_json::to_value(x).expect("serialisable")
}

fn request(
    jd_ut: f64,
    offset_minutes: i32,
    lat: f64,
    lon: f64,
    ayanamsa: Option<&str>,
    node: NodeType,
) -> ChartRequest {
    ChartRequest {
        moment: Moment { jd_ut, offset_minutes },
        place: Place { lat, lon },
        ayanamsa: ayanamsa.map(str::to_string),
        node,
    }
}

/// A few births: default options (KP then uses its own Krishnamurti chart), an explicit
/// Krishnamurti ayanamsa (KP shares the chart), true nodes with another ayanamsa, a southern
/// night birth, and the Jupiter–Saturn conjunction of 21 Dec 2020 (a graha yuddha: they were
/// 0.1° apart).
fn charts() -> Vec<ChartRequest> {
    vec![
        request(2_451_545.0, 330, 28.6139, 77.209, None, NodeType::Mean),
        request(2_447_893.27, -300, 40.7128, -74.006, Some("krishnamurti"), NodeType::Mean),
        request(2_433_282.9, 60, 51.5074, -0.1278, Some("raman"), NodeType::True),
        request(2_462_000.81, 600, -33.8688, 151.2093, None, NodeType::Mean),
        request(2_459_205.25, 0, 0.0, 0.0, None, NodeType::Mean),
    ]
}

#[test]
fn every_part_equals_its_own_endpoint() {
    common::init();
    for req in charts() {
        let b = bundle::chart_bundle(&req).expect("bundle");
        let what = format!("jd {} {:?} {:?}", req.moment.jd_ut, req.ayanamsa, req.node);
        assert_eq!(json(&b.chart), json(&vedic_chart(&req).unwrap()), "chart, {what}");
        assert_eq!(b.divisional.charts.len(), ALL_VARGAS.len());
        for (part, v) in b.divisional.charts.iter().zip(ALL_VARGAS) {
            let alone = divisional(&DivisionalRequest { chart: req.clone(), varga: v.code(), method: None }).unwrap();
            assert_eq!(json(part), json(&alone.chart), "{}, {what}", v.code());
            assert_eq!(json(&b.divisional.vimshopaka), json(&alone.vimshopaka), "{}, {what}", v.code());
            assert_eq!(json(&b.divisional.moment), json(&alone.moment));
            assert_eq!(json(&b.divisional.conventions), json(&alone.conventions));
        }
        assert_eq!(json(&b.dignity), json(&dignity::dignity(&req).unwrap()), "dignity, {what}");
        assert_eq!(json(&b.aspects), json(&drishti::aspects(&req).unwrap()), "aspects, {what}");
        let sreq = StrengthRequest::with_defaults(&req);
        assert_eq!(json(&b.shadbala), json(&strength::shadbala(&sreq).unwrap()), "shadbala, {what}");
        assert_eq!(json(&b.bhavabala), json(&strength::bhavabala(&sreq).unwrap()), "bhavabala, {what}");
        assert_eq!(json(&b.ashtakavarga), json(&ashtakavarga::ashtakavarga(&req).unwrap()), "ashtakavarga, {what}");
        assert_eq!(json(&b.avakhada), json(&avakhada::avakhada(&req).unwrap()), "avakhada, {what}");
        assert_eq!(json(&b.kp), json(&kp::kp_sublords(&req).unwrap()), "kp, {what}");
        assert_eq!(json(&b.combustion), json(&combustion::combustion(&req).unwrap()), "combustion, {what}");
        let war = graha_yuddha(&YuddhaRequest { chart: req.clone(), rule: None }).unwrap();
        assert_eq!(json(&b.graha_yuddha), json(&war), "graha yuddha, {what}");
    }
}

#[test]
fn the_parts_are_what_they_say() {
    common::init();
    let reqs = charts();
    // KP: Krishnamurti unless the request names an ayanamsa; the rest: Lahiri by default.
    let b = bundle::chart_bundle(&reqs[0]).unwrap();
    assert_eq!(b.chart.conventions.ayanamsa, "lahiri");
    assert_eq!(b.kp.conventions.base.ayanamsa, "krishnamurti");
    assert_eq!(b.kp.cusps.len(), 12);
    let b = bundle::chart_bundle(&reqs[1]).unwrap();
    assert_eq!((b.chart.conventions.ayanamsa, b.kp.conventions.base.ayanamsa), ("krishnamurti", "krishnamurti"));
    // D1 … D60 in order; ashtakavarga invariant (BPHS): 337 bindus in all.
    let codes: Vec<String> = b.divisional.charts.iter().map(|d| d.varga.clone()).collect();
    assert_eq!(codes, ALL_VARGAS.iter().map(|v| v.code()).collect::<Vec<_>>());
    assert_eq!(b.ashtakavarga.sarva_total, 337);
    // 21 Dec 2020: Jupiter and Saturn within 1°, at war.
    let b = bundle::chart_bundle(&reqs[4]).unwrap();
    assert!(b.graha_yuddha.wars.iter().any(|w| {
        let names = [w.planets[0].name, w.planets[1].name];
        names.contains(&common::graha("Jupiter")) && names.contains(&common::graha("Saturn"))
    }));
}

#[test]
fn a_bad_request_fails_like_the_endpoints() {
    common::init();
    let bad_lat = request(2_451_545.0, 0, 95.0, 0.0, None, NodeType::Mean);
    match bundle::chart_bundle(&bad_lat) {
        Err(Error::InvalidInput { param, .. }) => assert_eq!(param, "lat"),
        other => panic!("expected a 400 on lat, got {:?}", other.map(|_| ())),
    }
    let bad_ayanamsa = request(2_451_545.0, 0, 10.0, 0.0, Some("nope"), NodeType::Mean);
    assert!(matches!(bundle::chart_bundle(&bad_ayanamsa), Err(Error::InvalidInput { .. })));
    // 80° N in the polar night: no Placidus cusps and no sunrise; the bundle answers 422 like them.
    let polar = request(2_451_545.0, 0, 80.0, 0.0, None, NodeType::Mean);
    assert!(matches!(kp::kp_sublords(&polar), Err(Error::Unsupported(_))));
    assert!(matches!(bundle::chart_bundle(&polar), Err(Error::Unsupported(_))));
}
