//! Names in the user's language (`lang=`): the tables of native/core/data/names/ and the pass
//! that adds `*_localized` members beside the English names of a finished answer. The API's
//! keys, numbers and member names never change; with `lang=en` the answer is untouched.
//!
//! The top layer of the crate: it reads answers, whatever module wrote them.

pub mod localize;
pub mod tree;

pub use crate::names::languages::{is_supported, LANGUAGES};
pub use localize::localize;
