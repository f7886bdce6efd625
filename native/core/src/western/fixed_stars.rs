//! Fixed-star conjunctions: natal planets, points and angles within an orb of a catalogue star,
//! measured in ecliptic longitude (the star's latitude is given, not used: the usual practice
//! of conjunction "by longitude", as astro.com and Solar Fire list them).

use crate::ephemeris::fixed_stars::{self, Star, DEFAULT_STARS};
use crate::ephemeris::time::EventTime;
use crate::error::{Error, Result};
use crate::western::chart::ChartConventions;
use crate::western::request::Birth;
use crate::zodiac::sign::normalize;
use crate::zodiac::SignPlacement;
use serde::Deserialize;
use serde::Serialize;

/// Default orb in degrees of longitude.
pub const DEFAULT_ORB: f64 = 1.0;
/// Largest orb accepted: beyond it a "conjunction" is no longer one.
pub const MAX_ORB: f64 = 10.0;

/// A fixed star's position at the birth moment.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct StarEntry {
    /// Traditional name of the star (ours for the default set), else its nomenclature.
    pub name: String,
    /// Bayer/Flamsteed nomenclature as the catalogue spells it, e.g. `alTau`.
    pub nomenclature: String,
    /// Apparent tropical ecliptic longitude of date in degrees, 0 <= x < 360.
    pub longitude: f64,
    /// Ecliptic latitude in degrees, positive north.
    pub latitude: f64,
    /// Visual magnitude (smaller is brighter).
    pub magnitude: f64,
    /// Tropical sign of the star, with its classical ruler.
    #[serde(flatten)]
    pub sign: SignPlacement,
    /// Other names the catalogue lists for the same star (`stars=all` only).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub aliases: Vec<String>,
}

/// A natal planet, point or angle conjunct a fixed star by longitude.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct StarConjunction {
    /// Natal planet, point or angle.
    pub point: &'static str,
    /// Tropical ecliptic longitude of the point in degrees, 0 <= x < 360.
    pub point_longitude: f64,
    /// Name of the star.
    pub star: String,
    /// Bayer/Flamsteed nomenclature of the star, e.g. `alTau`.
    pub nomenclature: String,
    /// Tropical ecliptic longitude of the star in degrees, 0 <= x < 360.
    pub star_longitude: f64,
    /// Ecliptic latitude of the star in degrees (not used for the orb).
    pub star_latitude: f64,
    /// Visual magnitude of the star (smaller is brighter).
    pub magnitude: f64,
    /// |point − star| in ecliptic longitude, degrees.
    pub orb: f64,
    /// True when the point is ahead of the star in the zodiac (star longitude < point longitude).
    pub point_after_star: bool,
}

/// Fixed stars conjunct the natal planets, points and angles.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct FixedStarsAnswer {
    /// The birth moment.
    pub moment: EventTime,
    /// Conjunction orb used, degrees of ecliptic longitude.
    pub orb: f64,
    /// `default` or `all`.
    pub star_set: &'static str,
    /// Number of stars compared with the chart.
    pub stars_checked: usize,
    /// Conjunctions, closest first.
    pub conjunctions: Vec<StarConjunction>,
    /// Positions of the default set's stars; with `stars=all`, of the stars in a conjunction.
    pub stars: Vec<StarEntry>,
    /// Catalogue and conjunction rule used.
    pub conventions: FixedStarConventions,
}

/// How the star positions and conjunctions were computed.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct FixedStarConventions {
    /// How the natal chart was computed.
    #[serde(flatten)]
    pub chart: ChartConventions,
    /// Star catalogue and how its positions are computed.
    pub star_catalogue: &'static str,
    /// What counts as a conjunction, and which points are checked.
    pub conjunction: &'static str,
}

fn entry(s: Star, aliases: Vec<String>) -> StarEntry {
    StarEntry {
        sign: SignPlacement::of(s.longitude),
        name: s.name,
        nomenclature: s.nomenclature,
        longitude: s.longitude,
        latitude: s.latitude,
        magnitude: s.magnitude,
        aliases,
    }
}

/// Which stars are checked.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Deserialize)]
#[derive(schemars::JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum StarSet {
    /// The four royal stars and the usual ones of astrological practice (`DEFAULT_STARS`).
    #[default]
    Default,
    /// Every star of the Swiss Ephemeris catalogue (sefstars.txt).
    All,
}

/// A natal chart, the conjunction orb and the star set.
#[derive(Debug, Clone, Deserialize)]
#[derive(schemars::JsonSchema)]
pub struct FixedStarsRequest {
    /// The natal chart.
    #[serde(flatten)]
    pub birth: Birth,
    /// Conjunction orb in degrees; the default when absent.
    pub orb: Option<f64>,
    /// The stars checked.
    #[serde(default)]
    pub stars: StarSet,
}

/// `/v1/western/fixed-stars`: stars conjunct a natal point or angle within the orb.
pub fn fixed_stars(req: &FixedStarsRequest) -> Result<FixedStarsAnswer> {
    let orb = req.orb.unwrap_or(DEFAULT_ORB);
    if !(0.0..=MAX_ORB).contains(&orb) || !orb.is_finite() {
        return Err(Error::invalid("orb", format!("must be from 0 to {MAX_ORB} degrees")));
    }
    let all = req.stars == StarSet::All;
    let c = req.birth.chart()?;
    let jd = c.moment.jd_ut;
    let stars: Vec<(Star, Vec<String>)> = if all {
        fixed_stars::all_stars(jd)?
    } else {
        fixed_stars::default_stars(jd)?.into_iter().map(|s| (s, Vec::new())).collect()
    };
    let mut points: Vec<(&'static str, f64)> = c.points.iter().map(|p| (p.name, p.longitude)).collect();
    points.push(("Ascendant", c.ascendant()));
    points.push(("MC", c.mc()));
    points.push(("Descendant", normalize(c.ascendant() + 180.0)));
    points.push(("IC", normalize(c.mc() + 180.0)));
    let mut conjunctions = Vec::new();
    let mut used = vec![false; stars.len()];
    for (i, (s, _)) in stars.iter().enumerate() {
        for &(point, lon) in &points {
            let d = normalize(lon - s.longitude + 180.0) - 180.0;
            if d.abs() <= orb {
                used[i] = true;
                conjunctions.push(StarConjunction {
                    point,
                    point_longitude: lon,
                    star: s.name.clone(),
                    nomenclature: s.nomenclature.clone(),
                    star_longitude: s.longitude,
                    star_latitude: s.latitude,
                    magnitude: s.magnitude,
                    orb: d.abs(),
                    point_after_star: d > 0.0,
                });
            }
        }
    }
    conjunctions.sort_by(|a, b| a.orb.total_cmp(&b.orb));
    let checked = stars.len();
    let listed: Vec<StarEntry> =
        stars.into_iter().zip(used).filter(|(_, u)| !all || *u).map(|((s, aliases), _)| entry(s, aliases)).collect();
    Ok(FixedStarsAnswer {
        moment: EventTime::new(jd, c.moment.offset_minutes),
        orb,
        star_set: if all { "all" } else { "default" },
        stars_checked: checked,
        conjunctions,
        stars: listed,
        conventions: FixedStarConventions {
            chart: c.chart_conventions(&Default::default()),
            star_catalogue: "Swiss Ephemeris sefstars.txt (swe_fixstar2_ut: proper motion, precession, nutation, \
                             annual aberration, light deflection; tropical, true equinox of date)",
            conjunction: "difference in ecliptic longitude within the orb, star latitude ignored; points: Sun to \
                          Pluto, true node, Chiron, Lilith, ascendant, MC, descendant, IC",
        },
    })
}

/// Names of the default set, for documentation.
pub fn default_star_names() -> Vec<&'static str> {
    DEFAULT_STARS.iter().map(|s| s.0).collect()
}
