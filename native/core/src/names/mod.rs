//! The name tables of native/core/data/names/ (grahas, signs, nakshatras … in the Indian and
//! European languages `lang=` offers) and the list of those languages. A low layer: the chart
//! images draw their labels from it, and the `lang` pass (the top layer) names answers with it.

pub mod languages;
pub mod tables;
