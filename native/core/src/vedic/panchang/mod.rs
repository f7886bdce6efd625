//! The panchang: the five limbs of the Vedic day (tithi, vara, nakshatra, yoga, karana) and the
//! timings built on sunrise and sunset. Everything for one request is computed from one
//! `PanchangDay`, so sunrise, sunset and each transition are searched for once.

pub mod anandadi;
pub mod angles;
pub mod chandrabala;
pub mod choghadiya;
pub mod day;
pub mod element;
pub mod elements;
pub mod gowri;
pub mod hora;
pub mod kaal;
pub mod lagna_table;
pub mod limbs;
pub mod memo;
pub mod month;
pub mod muhurtas;
pub mod names;
pub mod newton;
pub mod nivas;
pub mod panchaka;
pub mod sankranti;
pub mod siddha_yoga;
pub mod summary;
pub mod sun_events;
pub mod sun_moon;
pub mod vara_at;
pub mod varjyam;

pub use angles::ElementKind;
pub use day::{PanchangDay, PanchangRequest};
