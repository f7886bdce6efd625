//! Lal Kitab (Pt. Roop Chand Joshi, 1952 edition): the house chart with each planet's status.
//!
//! Public API:
//! - [`chart::lalkitab_chart`]`(&ChartRequest) -> Result<LalKitabChart>`: `/v1/lalkitab/chart`.
//! - [`tables`]: pakka ghar, exaltation and debilitation houses, the house-aspect table.
//! - [`debts::lalkitab_debts`]`(&ChartRequest) -> Result<Debts>`: `/v1/lalkitab/debts`.
//! - [`varshphal::lalkitab_varshphal`]`(&VarshphalRequest) -> Result<Varshphal>`:
//!   `/v1/lalkitab/varshphal`, with the 120-year table in [`varshphal_table`].
//!
//! The Lal Kitab reads houses, not signs: the sidereal birth chart's whole-sign houses from the
//! lagna are kept, and house n is given the fixed sign n (house 1 = Aries … 12 = Pisces)
//! whatever the lagna. Every table is one school's (stated as such in the answer).

pub mod chart;
pub mod debts;
pub mod tables;
pub mod varshphal;
pub mod varshphal_table;

pub use chart::{lalkitab_chart, LalKitabChart};
