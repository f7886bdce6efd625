//! Fixed stars of the Swiss Ephemeris catalogue (`sefstars.txt`): apparent tropical ecliptic
//! position (true equinox of date, with proper motion, precession, nutation and aberration, as
//! `swe_fixstar2_ut` computes them) and visual magnitude.

use crate::ephemeris::swe;
use crate::error::{Error, Result};
use serde::Serialize;
use std::collections::{HashMap, HashSet};
use std::path::Path;
use std::sync::{Arc, Mutex};

/// A fixed star's apparent tropical ecliptic position of date and its brightness.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct Star {
    /// Traditional name (the catalogue's, or ours for the default set), or the nomenclature when
    /// the catalogue gives none.
    pub name: String,
    /// Bayer/Flamsteed nomenclature as the catalogue spells it ("alTau").
    pub nomenclature: String,
    /// Tropical ecliptic longitude and latitude in degrees.
    pub longitude: f64,
    /// Tropical ecliptic latitude in degrees, positive north.
    pub latitude: f64,
    /// Visual magnitude (smaller is brighter; negative for the brightest stars).
    pub magnitude: f64,
}

/// The default star set: the four royal stars, then the stars astrologers usually read, each as
/// (name we show, catalogue nomenclature it is looked up by).
pub const DEFAULT_STARS: [(&str, &str); 36] = [
    ("Aldebaran", "alTau"),
    ("Regulus", "alLeo"),
    ("Antares", "alSco"),
    ("Fomalhaut", "alPsA"),
    ("Algol", "bePer"),
    ("Alcyone", "etTau"),
    ("Hamal", "alAri"),
    ("Menkar", "alCet"),
    ("Mirach", "beAnd"),
    ("Alpheratz", "alAnd"),
    ("Capella", "alAur"),
    ("Rigel", "beOri"),
    ("Bellatrix", "gaOri"),
    ("Betelgeuse", "alOri"),
    ("Sirius", "alCMa"),
    ("Canopus", "alCar"),
    ("Castor", "alGem"),
    ("Pollux", "beGem"),
    ("Procyon", "alCMi"),
    ("Algorab", "deCrv"),
    ("Vindemiatrix", "epVir"),
    ("Spica", "alVir"),
    ("Arcturus", "alBoo"),
    ("Zuben Elgenubi", "al-2Lib"),
    ("Zuben Eschamali", "beLib"),
    ("Alphecca", "alCrB"),
    ("Ras Alhague", "alOph"),
    ("Facies", "M22"),
    ("Vega", "alLyr"),
    ("Altair", "alAql"),
    ("Deneb Algedi", "deCap"),
    ("Deneb", "alCyg"),
    ("Scheat", "bePeg"),
    ("Markab", "alPeg"),
    ("Achernar", "alEri"),
    ("Polaris", "alUMi"),
];

fn split(found: &str) -> (String, String) {
    match found.split_once(',') {
        Some((n, nom)) => (n.trim().to_string(), nom.trim().to_string()),
        None => (found.trim().to_string(), String::new()),
    }
}

/// One star by the name Swiss Ephemeris searches (traditional name, `,nomenclature` or the
/// sequential number); `None` when the catalogue has no such star.
pub fn lookup(search: &str, jd_ut: f64) -> Result<Option<Star>> {
    Ok(swe::fixstar2_ut(search, jd_ut, 0)?.map(|(found, xx, magnitude)| {
        let (name, nomenclature) = split(&found);
        let name = if name.is_empty() { nomenclature.clone() } else { name };
        Star { name, nomenclature, longitude: xx[0], latitude: xx[1], magnitude }
    }))
}

/// The default set at a moment, under the names of [`DEFAULT_STARS`].
pub fn default_stars(jd_ut: f64) -> Result<Vec<Star>> {
    DEFAULT_STARS
        .iter()
        .map(|&(name, nom)| {
            let mut s = lookup(&format!(",{nom}"), jd_ut)?
                .ok_or_else(|| Error::Ephemeris(format!("star {name} ({nom}) missing from sefstars.txt")))?;
            s.name = name.to_string();
            Ok(s)
        })
        .collect()
}

/// The names `sefstars.txt` (in the configured ephemeris directory) gives: every traditional
/// name, then every nomenclature as `,alTau`, each once, in file order. Read once per directory.
fn catalogue_keys() -> Result<Arc<Vec<String>>> {
    static CACHE: Mutex<Option<(String, Arc<Vec<String>>)>> = Mutex::new(None);
    let dir = swe::ephemeris_path().ok_or_else(|| Error::Ephemeris("no ephemeris path configured".into()))?;
    let mut guard = CACHE.lock().unwrap_or_else(|e| e.into_inner());
    if let Some((d, keys)) = guard.as_ref() {
        if *d == dir {
            return Ok(keys.clone());
        }
    }
    let path = Path::new(&dir).join("sefstars.txt");
    let bytes = std::fs::read(&path).map_err(|e| Error::Ephemeris(format!("{}: {e}", path.display())))?;
    let text = String::from_utf8_lossy(&bytes);
    let (mut names, mut noms): (Vec<String>, Vec<String>) = (Vec::new(), Vec::new());
    let mut seen: HashSet<String> = HashSet::new();
    for line in text.lines().filter(|l| !l.starts_with('#')) {
        let mut fields = line.split(',');
        let (Some(name), Some(nom)) = (fields.next(), fields.next()) else { continue };
        let (name, nom) = (name.trim(), nom.trim());
        if !name.is_empty() && seen.insert(name.to_string()) {
            names.push(name.to_string());
        }
        let key = format!(",{nom}");
        if !nom.is_empty() && seen.insert(key.clone()) {
            noms.push(key);
        }
    }
    names.extend(noms);
    let keys = Arc::new(names);
    *guard = Some((dir, keys.clone()));
    Ok(keys)
}

/// Every star of the catalogue at a moment, once each: every traditional name and every
/// nomenclature of `sefstars.txt` is looked up with `swe_fixstar2_ut`, and the answers that are
/// the same star (same nomenclature and position, e.g. Aldebaran and Rohini for alTau) are one
/// star, under the first name found, with the other names in the second element. A few
/// component stars that Swiss Ephemeris cannot address by name (",zePscA" finds zePsc) are
/// therefore not separate entries.
pub fn all_stars(jd_ut: f64) -> Result<Vec<(Star, Vec<String>)>> {
    let keys = catalogue_keys()?;
    let mut out: Vec<(Star, Vec<String>)> = Vec::with_capacity(keys.len());
    let mut index: HashMap<(String, u64, u64), usize> = HashMap::new();
    for key in keys.iter() {
        let s = lookup(key, jd_ut)?.ok_or_else(|| Error::Ephemeris(format!("star {key} not found in sefstars.txt")))?;
        match index.get(&(s.nomenclature.clone(), s.longitude.to_bits(), s.latitude.to_bits())) {
            Some(&i) => {
                let (first, aliases) = &mut out[i];
                if first.name != s.name && !aliases.contains(&s.name) {
                    aliases.push(s.name);
                }
            }
            None => {
                index.insert((s.nomenclature.clone(), s.longitude.to_bits(), s.latitude.to_bits()), out.len());
                out.push((s, Vec::new()));
            }
        }
    }
    if out.is_empty() {
        return Err(Error::Ephemeris("sefstars.txt has no star".into()));
    }
    Ok(out)
}
