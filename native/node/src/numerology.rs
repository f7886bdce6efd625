//! Numerology: one call for the whole group; `number` picks the endpoint's answer.

use astrology_core::numerology::compatibility::compatibility;
use astrology_core::numerology::cycles::personal_cycles;
use astrology_core::numerology::lo_shu::{lo_shu_grid, LoShuGrid};
use astrology_core::numerology::name_correction::name_correction;
use astrology_core::numerology::{numerology as compute, NumerologyRequest};

/// A numerology request and the number the endpoint answers.
#[derive(serde::Deserialize, schemars::JsonSchema)]
pub struct NumerologyCall {
    #[serde(flatten)]
    request: NumerologyRequest,
    /// `driver`, `conductor`, `soul`, `personality`, `destiny` or `full`.
    number: String,
}

fn numerology_answer(c: &NumerologyCall) -> astrology_core::Result<astrology_core::numerology::NumerologyAnswer> {
    compute(&c.request, &c.number)
}

/// The query of `/v1/numerology/lo-shu-grid`.
#[derive(serde::Deserialize, schemars::JsonSchema)]
pub struct LoShuCall {
    /// Date of birth, YYYY-MM-DD (Gregorian).
    date: String,
}

fn lo_shu_answer(c: &LoShuCall) -> astrology_core::Result<LoShuGrid> {
    lo_shu_grid(&c.date)
}

crate::bindings! {
    numerology => numerology_answer;
    /// The Lo Shu grid of a date of birth.
    numerology_lo_shu => lo_shu_answer;
    /// Personal year, month and day at a date, pinnacles and challenges.
    numerology_cycles => personal_cycles;
    /// Spellings of a name that reach a target destiny number.
    numerology_name_correction => name_correction;
    /// Life path, destiny and soul urge compatibility of two people.
    numerology_compatibility => compatibility;
}
