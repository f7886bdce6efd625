//! Planet moments: a planet's motion now and its next events.

pub mod combustion_window;
pub mod ingress;
pub mod speed;
pub mod stations;
