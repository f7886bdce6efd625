//! The sky: what the planets do in a span of time, for everyone (no birth chart): Moon phases,
//! the Moon now, void-of-course Moon, stations, ingresses, aspects between transiting planets,
//! planetary hours, a daily ephemeris and rise/set of any body.
//!
//! Every scan reuses an engine below it: the root finder (`ephemeris::root`), stations and
//! ingresses (`moments`), the hora day (`vedic::panchang::hora`) and the aspect table
//! (`western::aspects`). Times are roots to 0.01 s, answered to the second.

pub mod aspects;
pub mod ephemeris_table;
pub mod horary;
pub mod hours;
pub mod ingresses;
pub mod moon;
pub mod phases;
pub mod rise_set;
pub mod span;
pub mod stations;
pub mod void_of_course;
