//! What every Western technique is asked, typed: the birth chart (`Birth`) and the aspect
//! choices (`AspectChoice`) that several techniques share. Each technique's own request type
//! lives beside the technique and adds only the options it reads, so a missing moment or an
//! unknown option value is a deserialisation error, not a check at run time. Plain data: the
//! chart a `Birth` stands for is cast in `chart` (`Birth::chart`).

use crate::ephemeris::houses::{HouseSystem, PLACIDUS};
use crate::ephemeris::place::Place;
use crate::ephemeris::Moment;
use crate::error::Result;
use crate::western::aspects::{AspectOptions, AspectSet};
use serde::Deserialize;

/// Which lunar apogee is drawn as Lilith (the black moon).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Deserialize)]
#[derive(schemars::JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum Lilith {
    /// The mean lunar apogee: the usual Lilith of astrological software.
    #[default]
    Mean,
    /// The osculating ("true") apogee, which swings up to ±30° around the mean one.
    True,
}

/// The natal chart a technique starts from: moment, place, house system and Lilith.
#[derive(Debug, Clone, Copy, Deserialize)]
#[derive(schemars::JsonSchema)]
pub struct Birth {
    /// The birth moment (UT Julian day and the offset answers are written in).
    pub moment: Moment,
    /// The birth place; latitude and longitude are checked when the chart is cast.
    pub place: Place,
    /// House system by slug; Placidus when absent.
    #[serde(default = "placidus")]
    #[schemars(extend("default" = "placidus"))]
    pub house_system: HouseSystem,
    /// Mean (default) or true lunar apogee.
    #[serde(default)]
    pub lilith: Lilith,
}

fn placidus() -> HouseSystem {
    PLACIDUS
}

impl Birth {
    /// Birth data for a moment and place with the default house system (Placidus) and Lilith.
    pub fn new(moment: Moment, place: Place) -> Birth {
        Birth { moment, place, house_system: PLACIDUS, lilith: Lilith::Mean }
    }

    /// The place, checked once: the only validation of latitude and longitude in the group.
    pub fn checked_place(&self) -> Result<Place> {
        Place::checked(self.place.lat, self.place.lon)
    }

    /// The chart of someone else (a synastry partner) cast with this request's house system
    /// and Lilith, so both charts follow the same conventions.
    pub fn other(&self, moment: Moment, place: Place) -> Birth {
        Birth { moment, place, ..*self }
    }
}

/// The second person of a two-chart technique (synastry, composite).
#[derive(Debug, Clone, Copy, Deserialize)]
#[derive(schemars::JsonSchema)]
#[schemars(rename = "WesternPartner")]
pub struct Person {
    /// Their birth moment.
    pub moment: Moment,
    /// Their birth place.
    pub place: Place,
}

/// Aspect choices: which aspects, and orb overrides.
#[derive(Debug, Clone, Default, Deserialize)]
#[derive(schemars::JsonSchema)]
pub struct AspectChoice {
    /// Orb overrides in degrees, `conjunction:8,trine:6` (names from the aspect table).
    pub orbs: Option<String>,
    /// All aspects (default) or the major ones only.
    #[serde(default)]
    pub aspects: AspectSet,
}

impl AspectChoice {
    /// The aspect table with the overrides applied; a malformed `orbs` is a 400 naming it.
    pub fn options(&self) -> Result<AspectOptions> {
        AspectOptions::parse(self.orbs.as_deref(), self.aspects)
    }
}

/// A natal chart with its aspects: the natal chart, the aspect table and the wheel.
#[derive(Debug, Clone, Deserialize)]
#[derive(schemars::JsonSchema)]
pub struct NatalRequest {
    /// The birth chart.
    #[serde(flatten)]
    pub birth: Birth,
    /// Which aspects, with which orbs.
    #[serde(flatten)]
    pub aspects: AspectChoice,
}

impl NatalRequest {
    /// A chart request with the default options.
    pub fn new(birth: Birth) -> NatalRequest {
        NatalRequest { birth, aspects: AspectChoice::default() }
    }
}
