//! Binding of the yoga group (`/v1/yoga/...`).

use astrology_core::vedic::yoga;

crate::bindings! {
    /// Every yoga of `vedic::yoga` present in a birth chart.
    yogas => yoga::yogas;
    /// Every yoga the engine evaluates, with family, rule, source and cancellations.
    yoga_catalog => yoga::catalog::yoga_catalog;
    /// One catalogued yoga evaluated in a birth chart with its clause-by-clause trace.
    yoga_detail => yoga::detail::yoga_detail;
    /// The 32 nabhasa yogas present in a birth chart, with the precedence rules applied.
    yoga_nabhasa => yoga::nabhasa::nabhasa;
    /// The raja yogas of a birth chart with lordships and the dashas that activate them.
    yoga_raja => yoga::raja::raja;
}
