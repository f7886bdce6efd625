//! Binding of the lalkitab group (`/v1/lalkitab/...`).

use astrology_core::vedic::lalkitab;

crate::bindings! {
    /// The Lal Kitab house chart of a birth, with each planet's and house's status.
    lalkitab_chart => lalkitab::lalkitab_chart;
}
