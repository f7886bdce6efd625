//! Bindings of the meta group's reference tables: the ayanamsas with their values at a date, and
//! the house systems with their computed properties.

use astrology_core::ephemeris::reference;

/// The house-system table ignores its input; the binding takes none.
#[derive(serde::Deserialize, schemars::JsonSchema)]
pub struct NoInput {}

fn house_systems(_: &NoInput) -> astrology_core::Result<reference::HouseSystemTable> {
    reference::house_system_table()
}

crate::bindings! {
    ayanamsa_table => reference::ayanamsa_table;
    house_system_table => house_systems;
}
