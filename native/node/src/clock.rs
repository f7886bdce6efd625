//! Binding of the time group: one moment on every clock (`/v1/time/convert`).

use astrology_core::ephemeris::clock;

crate::bindings! {
    time_scales => clock::time_scales;
}
