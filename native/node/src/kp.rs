//! Binding of the KP group (`/v1/kp/...`).

use astrology_core::vedic::kp::answers;

crate::bindings! {
    kp_planets => answers::kp_planets;
    kp_cusps => answers::kp_cusps;
    kp_significators => answers::kp_significators;
    kp_ruling_planets => answers::kp_ruling_planets;
    kp_horary => answers::kp_horary;
    kp_cuspal_interlinks => answers::kp_cuspal_interlinks;
}
