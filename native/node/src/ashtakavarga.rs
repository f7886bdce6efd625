//! Bindings of the ashtakavarga group (`/v1/ashtakavarga/...`, and `/v1/chart/ashtakvarga`):
//! the natal tables and transits over them.

use astrology_core::vedic::ashtakavarga;

crate::bindings! {
    /// The natal ashtakavarga: sarva, bhinna, prastara, totals and conventions.
    ashtakavarga => ashtakavarga::ashtakavarga;
    /// Transits over the natal ashtakavarga: kakshas and the transit score.
    ashtakavarga_transit => ashtakavarga::transit::transit;
    /// The sarva table by sign.
    ashtakavarga_sarva => ashtakavarga::view::sarva;
    /// One planet's bhinna table and its contributors.
    ashtakavarga_bhinna => ashtakavarga::view::bhinna;
    /// The kakshas of the transiting planets.
    ashtakavarga_kakshas => ashtakavarga::view::kakshas;
}
