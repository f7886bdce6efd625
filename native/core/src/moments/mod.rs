//! Planet moments: a planet's motion now and (later) its next events.

pub mod speed;
