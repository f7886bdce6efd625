//! Sun and Moon positions that one panchang answer asks for more than once, computed once.
//!
//! The parts of a summary search independently and meet at the same instants: every element
//! starts from the day's sunrise (tithi and karana both at the elongation there, nakshatra and
//! yoga both at the sidereal Moon), the month, sankranti and panchaka all look at the moment.
//! Swiss Ephemeris keeps only the last position of each body, so ~20 of a summary's ~170
//! positions were computed a second time. Inside a [`Scope`] each (instant, body, zodiac) is
//! asked of the ephemeris once and the value it gave is handed out again, so every answer is
//! unchanged. The store is per thread (the addon answers on a thread pool) and lives only as
//! long as the scope; outside one, positions go straight to the ephemeris.

use crate::ephemeris::bodies::{self, Body, Position, Zodiac};
use crate::error::Result;
use std::cell::RefCell;
use std::collections::HashMap;

/// (instant as bits, Swiss Ephemeris body, -1 for tropical or the sidereal mode).
type Key = (u64, i32, i32);

/// A summary makes ~170 position calls; far more would mean a runaway search, not reuse.
const MAX_ENTRIES: usize = 4096;

thread_local! {
    static STORE: RefCell<Option<HashMap<Key, Position>>> = const { RefCell::new(None) };
}

/// While alive, positions asked through [`position`] on this thread are kept and reused.
/// Nested scopes share the outermost one's store.
pub struct Scope {
    owner: bool,
}

impl Scope {
    /// Opens a scope (or joins the one already open on this thread).
    pub fn enter() -> Scope {
        STORE.with(|s| {
            let mut s = s.borrow_mut();
            if s.is_some() {
                Scope { owner: false }
            } else {
                *s = Some(HashMap::with_capacity(256));
                Scope { owner: true }
            }
        })
    }
}

impl Drop for Scope {
    fn drop(&mut self) {
        if self.owner {
            STORE.with(|s| *s.borrow_mut() = None);
        }
    }
}

/// `bodies::position`, answered from the open scope's store when it holds the same request.
pub fn position(jd_ut: f64, body: Body, zodiac: Zodiac) -> Result<Position> {
    let mode = match zodiac {
        Zodiac::Tropical => -1,
        Zodiac::Sidereal(a) => a.swe_mode,
    };
    let key = (jd_ut.to_bits(), body.swe_id, mode);
    if let Some(p) = STORE.with(|s| s.borrow().as_ref().and_then(|m| m.get(&key).copied())) {
        return Ok(p);
    }
    let p = bodies::position(jd_ut, body, zodiac)?;
    STORE.with(|s| {
        if let Some(m) = s.borrow_mut().as_mut().filter(|m| m.len() < MAX_ENTRIES) {
            m.insert(key, p);
        }
    });
    Ok(p)
}
