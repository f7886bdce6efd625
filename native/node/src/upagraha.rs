//! Binding of the upagraha positions (Sun-based and time-based sub-planets).

use astrology_core::vedic::upagraha;

crate::bindings! {
    upagraha_positions => upagraha::upagraha_positions;
}
