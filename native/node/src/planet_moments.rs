//! Bindings of the planet-moments group (`/v1/planet-moments/...`): speed, stations and the
//! retrograde window, sign ingresses, combustion windows.

use astrology_core::moments;

crate::bindings! {
    planet_speed => moments::speed::planet_speed;
    retrograde_window => moments::stations::retrograde_window;
    next_ingress => moments::ingress::next_ingress;
    combustion_window => moments::combustion_window::combustion_window;
}
