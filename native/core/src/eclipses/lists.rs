//! The global eclipse lists of a span (`/v1/eclipses/solar`, `/v1/eclipses/lunar`) and the
//! eclipses of a stretch of days, read from the eclipse table ([`super::table`]), whose rows the
//! live search in [`super::global`] defines. Kept apart from `global` so that the table (which
//! reads rows into `global`'s types) and the search do not import each other.

use crate::eclipses::conventions;
use crate::eclipses::global::{LunarEclipse, LunarEclipses, SolarEclipse, SolarEclipses};
use crate::eclipses::range::Span;
use crate::eclipses::table;
use crate::error::Result;

/// Every solar eclipse with its maximum in [a, b) of the supported range, times in UTC, read
/// from the eclipse table (the same eclipses `search_solar` finds, without the search).
pub fn solar_between(a: f64, b: f64) -> Result<Vec<SolarEclipse>> {
    table::solar_between(a, b)
}

/// Every lunar eclipse with its maximum in [a, b) of the supported range, times in UTC, read
/// from the eclipse table.
pub fn lunar_between(a: f64, b: f64) -> Result<Vec<LunarEclipse>> {
    table::lunar_between(a, b)
}

const SOLAR_DEFINITIONS: &str = "greatest eclipse = shadow axis closest to the Earth's centre; magnitude as NASA \
    (fraction of the Sun's diameter covered, or the Moon/Sun diameter ratio when central); gamma in Earth \
    equatorial radii from true-of-date geocentric positions; central duration = second to third contact at the \
    place of greatest eclipse; first/last contact = penumbra touches/leaves the Earth";
const LUNAR_DEFINITIONS: &str = "greatest eclipse = Moon closest to the shadow axis; magnitude = umbral magnitude; \
    P1/P4 penumbral, U1/U4 umbral, U2/U3 total contacts; gamma in Earth equatorial radii";

/// Every solar eclipse whose greatest eclipse falls in the span (at most 50 years).
pub fn solar_eclipses(span: &Span) -> Result<SolarEclipses> {
    let (a, b) = span.checked()?;
    let eclipses = solar_between(a, b)?.iter().map(|e| e.in_offset(span.offset())).collect();
    Ok(SolarEclipses {
        eclipses,
        conventions: conventions(
            "swe_sol_eclipse_when_glob, swe_sol_eclipse_where, swe_sol_eclipse_when_loc",
            SOLAR_DEFINITIONS,
        ),
    })
}

/// Every lunar eclipse whose greatest eclipse falls in the span (at most 50 years).
pub fn lunar_eclipses(span: &Span) -> Result<LunarEclipses> {
    let (a, b) = span.checked()?;
    let eclipses = lunar_between(a, b)?.iter().map(|e| e.in_offset(span.offset())).collect();
    Ok(LunarEclipses {
        eclipses,
        conventions: conventions("swe_lun_eclipse_when, swe_lun_eclipse_how", LUNAR_DEFINITIONS),
    })
}
