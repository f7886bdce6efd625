//! Binding of the lalkitab group (`/v1/lalkitab/...`).

use astrology_core::vedic::lalkitab;

crate::bindings! {
    /// The Lal Kitab house chart of a birth, with each planet's and house's status.
    lalkitab_chart => lalkitab::lalkitab_chart;
    /// The Lal Kitab debts (rins) of a birth whose triggers the renderings agree on.
    lalkitab_debts => lalkitab::debts::lalkitab_debts;
    /// The Lal Kitab annual chart (varshphal) of one year of life.
    lalkitab_varshphal => lalkitab::varshphal::lalkitab_varshphal;
}
