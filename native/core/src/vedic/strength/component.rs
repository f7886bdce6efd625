//! `/v1/chart/shadbala/{component}`: one of the six balas, or one part of sthana or kala bala,
//! for every graha, in virupas and rupas.

use super::shadbala::{Kala, PlanetShadbala, Sthana, TimeLords};
use super::{shadbala, StrengthConventions, StrengthRequest};
use crate::ephemeris::time::EventTime;
use crate::error::Result;
use crate::zodiac::Graha;
use serde::{Deserialize, Serialize};

/// A bala or a part of one, as named in the API path.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize)]
#[derive(schemars::JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum Component {
    /// Sthana (positional) bala, with its five parts.
    Sthana,
    /// Dig (directional) bala.
    Dig,
    /// Kala (temporal) bala, with its parts.
    Kala,
    /// Cheshta (motional) bala.
    Cheshta,
    /// Naisargika (natural) bala.
    Naisargika,
    /// Drik (aspectual) bala.
    Drik,
    /// Uchcha bala, part of sthana bala: distance from debilitation.
    Uchcha,
    /// Saptavargaja bala, part of sthana bala: dignity in seven vargas.
    Saptavargaja,
    /// Ojayugma bala, part of sthana bala: odd or even rasi and navamsa.
    Ojayugma,
    /// Kendradi bala, part of sthana bala: kendra, panaphara or apoklima house.
    Kendradi,
    /// Drekkana bala, part of sthana bala: decanate by gender.
    Drekkana,
    /// Nathonnatha bala, part of kala bala: day or night strength.
    Nathonnatha,
    /// Paksha bala, part of kala bala: lunar phase.
    Paksha,
    /// Tribhaga bala, part of kala bala: third of the day or night.
    Tribhaga,
    /// Abda bala, part of kala bala: lord of the year.
    Abda,
    /// Masa bala, part of kala bala: lord of the month.
    Masa,
    /// Vara bala, part of kala bala: lord of the weekday.
    Vara,
    /// Hora bala, part of kala bala: lord of the hour.
    Hora,
    /// Ayana bala, part of kala bala: declination.
    Ayana,
    /// Yuddha bala, part of kala bala: planetary war.
    Yuddha,
}

/// The bala a part belongs to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[derive(schemars::JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum Parent {
    /// A part of sthana bala.
    Sthana,
    /// A part of kala bala.
    Kala,
}

impl Component {
    fn parent(self) -> Option<Parent> {
        use Component::*;
        match self {
            Uchcha | Saptavargaja | Ojayugma | Kendradi | Drekkana => Some(Parent::Sthana),
            Nathonnatha | Paksha | Tribhaga | Abda | Masa | Vara | Hora | Ayana | Yuddha => Some(Parent::Kala),
            _ => None,
        }
    }

    /// The component's value for one graha, virupas.
    fn virupas(self, p: &PlanetShadbala) -> f64 {
        use Component::*;
        let (s, k) = (&p.sthana, &p.kala);
        match self {
            Sthana => s.total,
            Dig => p.dig,
            Kala => k.total,
            Cheshta => p.cheshta,
            Naisargika => p.naisargika,
            Drik => p.drik,
            Uchcha => s.uchcha,
            Saptavargaja => s.saptavargaja,
            Ojayugma => s.ojayugma,
            Kendradi => s.kendradi,
            Drekkana => s.drekkana,
            Nathonnatha => k.nathonnatha,
            Paksha => k.paksha,
            Tribhaga => k.tribhaga,
            Abda => k.abda,
            Masa => k.masa,
            Vara => k.vara,
            Hora => k.hora,
            Ayana => k.ayana,
            Yuddha => k.yuddha,
        }
    }

    /// The parts shown with a whole bala (sthana and kala only).
    fn parts(self, p: &PlanetShadbala) -> Option<Parts> {
        match self {
            Component::Sthana => Some(Parts::Sthana(p.sthana.clone())),
            Component::Kala => Some(Parts::Kala(p.kala.clone())),
            _ => None,
        }
    }

    /// Whether the year, month, weekday and hora lords explain the value.
    fn uses_time_lords(self) -> bool {
        matches!(self, Component::Kala | Component::Abda | Component::Masa | Component::Vara | Component::Hora)
    }
}

/// The parts of sthana or kala bala.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
#[serde(untagged)]
pub enum Parts {
    /// The five parts of sthana bala.
    Sthana(Sthana),
    /// The parts of kala bala.
    Kala(Kala),
}

/// One graha's value of the component.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct ComponentValue {
    /// The graha, Sun … Saturn.
    pub planet: Graha,
    /// Stable lower-case key of `planet` (`sun` … `ketu`).
    pub planet_key: &'static str,
    /// Value of the component, in virupas.
    pub virupas: f64,
    /// virupas / 60.
    pub rupas: f64,
    /// The parts of the bala (only when the component is sthana or kala).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub parts: Option<Parts>,
}

/// The component for the seven grahas.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct ComponentAnswer {
    /// The component asked for.
    pub component: Component,
    /// The bala this is a part of; none for the six balas themselves.
    pub part_of: Option<Parent>,
    /// The component's value for each graha, Sun … Saturn.
    pub planets: Vec<ComponentValue>,
    /// Year, month, weekday and hora lords (for kala, abda, masa, vara and hora only).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub time_lords: Option<TimeLords>,
    /// Birth moment (UT instant, also shown in the request's offset).
    pub moment: EventTime,
    /// Conventions used: chart, method options and each formula in words.
    pub conventions: StrengthConventions,
}

/// A strength request and the component asked for.
#[derive(Debug, Clone, Deserialize)]
#[derive(schemars::JsonSchema)]
pub struct ComponentRequest {
    /// The birth and the shadbala method options.
    #[serde(flatten)]
    pub strength: StrengthRequest,
    /// The bala or part asked for, e.g. `dig` or `saptavargaja`.
    pub component: Component,
}

/// One component of the shadbala of a request.
pub fn shadbala_component(req: &ComponentRequest) -> Result<ComponentAnswer> {
    let r = shadbala(&req.strength)?;
    let c = req.component;
    let planets = r
        .planets
        .iter()
        .map(|p| {
            let v = c.virupas(p);
            ComponentValue {
                planet: p.planet,
                planet_key: p.planet.key(),
                virupas: v,
                rupas: v / 60.0,
                parts: c.parts(p),
            }
        })
        .collect();
    Ok(ComponentAnswer {
        component: c,
        part_of: c.parent(),
        planets,
        time_lords: c.uses_time_lords().then_some(r.time_lords),
        moment: r.moment,
        conventions: r.conventions,
    })
}
