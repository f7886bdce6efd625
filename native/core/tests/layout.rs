//! The crate's import graph keeps its shape: no two files import each other through any loop,
//! and every import points down the layers (a technique never reaches into a higher one, and
//! Vedic and Western never into each other).
//!
//! Read from the source itself: every `crate::…`, `super::…` and `self::…` path in
//! native/core/src (comments and strings removed) is resolved to the file of the longest module
//! prefix it names. That is an import edge between files.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// Top-level modules, lowest layer first. A file may import from its own top-level module or
/// from a lower layer; modules on the same layer are independent of each other.
const LAYERS: [&[&str]; 9] = [
    &["error"],
    &["ephemeris", "answer", "names"],
    &["zodiac"],
    &["moments", "numerology"],
    &["vedic", "western", "eclipses"],
    &["sky"],
    &["render"],
    &["reports"],
    &["lang"],
];

fn layer_of(top: &str) -> usize {
    LAYERS.iter().position(|l| l.contains(&top)).unwrap_or_else(|| panic!("module `{top}` has no layer in LAYERS"))
}

/// Module path of a source file: `vedic/panchang/day.rs` → [vedic, panchang, day];
/// `vedic/panchang/mod.rs` → [vedic, panchang].
fn module_of(rel: &Path) -> Vec<String> {
    let mut parts: Vec<String> = rel.iter().map(|p| p.to_string_lossy().into_owned()).collect();
    let file = parts.pop().unwrap();
    let stem = file.trim_end_matches(".rs");
    if stem != "mod" && stem != "lib" {
        parts.push(stem.to_string());
    }
    parts
}

fn source_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            source_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The code without comments, string and char literals (so prose never counts as an import).
fn code_only(text: &str) -> String {
    let b = text.as_bytes();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'/' && b.get(i + 1) == Some(&b'/') {
            while i < b.len() && b[i] != b'\n' {
                i += 1;
            }
        } else if b[i] == b'/' && b.get(i + 1) == Some(&b'*') {
            i += 2;
            while i + 1 < b.len() && !(b[i] == b'*' && b[i + 1] == b'/') {
                i += 1;
            }
            i += 2;
        } else if b[i] == b'"' {
            i += 1;
            while i < b.len() && b[i] != b'"' {
                i += if b[i] == b'\\' { 2 } else { 1 };
            }
            i += 1;
            out.push_str("\"\"");
        } else {
            out.push(b[i] as char);
            i += 1;
        }
    }
    out
}

/// Every module path the code names, as segments from the crate root, braces expanded.
fn named_paths(code: &str, module: &[String], is_mod_file: bool) -> Vec<Vec<String>> {
    let mut out = Vec::new();
    let ident = |c: char| c.is_ascii_alphanumeric() || c == '_';
    let chars: Vec<char> = code.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        let starts_word = i == 0 || !(ident(chars[i - 1]) || chars[i - 1] == ':');
        let rest: String = chars[i..chars.len().min(i + 7)].iter().collect();
        let prefix = ["crate::", "super::", "self::"].into_iter().find(|p| rest.starts_with(p));
        if let (true, Some(p)) = (starts_word, prefix) {
            // The module this path is relative to.
            let mut base: Vec<String> = match p {
                "crate::" => Vec::new(),
                _ => module.to_vec(),
            };
            let mut j = i + p.len();
            if p == "super::" {
                // In `a/b.rs` (module a::b) super is `a`; in `a/b/mod.rs` (module a::b) super is `a` too.
                base.pop();
            }
            let _ = is_mod_file;
            let mut seg = String::new();
            let mut segs = base.clone();
            loop {
                while j < chars.len() && ident(chars[j]) {
                    seg.push(chars[j]);
                    j += 1;
                }
                if seg == "super" {
                    segs.pop();
                } else if !seg.is_empty() {
                    segs.push(std::mem::take(&mut seg));
                }
                seg.clear();
                if j + 1 < chars.len() && chars[j] == ':' && chars[j + 1] == ':' {
                    j += 2;
                    if j < chars.len() && chars[j] == '{' {
                        // Expand one brace level: `a::{b, c::d}`.
                        let close = (j..chars.len()).find(|&k| chars[k] == '}').unwrap_or(chars.len());
                        let inner: String = chars[j + 1..close].iter().collect();
                        for item in inner.split(',') {
                            let mut full = segs.clone();
                            full.extend(
                                item.trim().split("::").map(|s| s.trim().split(' ').next().unwrap_or("").to_string()),
                            );
                            out.push(full);
                        }
                        j = close;
                        break;
                    }
                    continue;
                }
                out.push(segs.clone());
                break;
            }
            i = j.max(i + 1);
        } else {
            i += 1;
        }
    }
    out
}

#[test]
fn imports_point_down_the_layers_and_never_loop() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    source_files(&src, &mut files);
    let modules: BTreeMap<Vec<String>, String> = files
        .iter()
        .map(|f| {
            let rel = f.strip_prefix(&src).unwrap();
            (module_of(rel), rel.to_string_lossy().into_owned())
        })
        .collect();
    let mut edges: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let mut violations = Vec::new();
    for file in &files {
        let rel = file.strip_prefix(&src).unwrap();
        let from = rel.to_string_lossy().into_owned();
        if from == "lib.rs" {
            continue;
        }
        let module = module_of(rel);
        let code = code_only(&std::fs::read_to_string(file).unwrap());
        for path in named_paths(&code, &module, from.ends_with("mod.rs")) {
            // The longest prefix of the path that is a module of ours is the file imported.
            let Some(target) = (1..=path.len()).rev().find_map(|n| modules.get(&path[..n])) else { continue };
            if *target == from || target == "lib.rs" {
                continue;
            }
            let (top_from, top_to) = (module[0].as_str(), target.split('/').next().unwrap().trim_end_matches(".rs"));
            if top_from != top_to && layer_of(top_to) >= layer_of(top_from) {
                violations.push(format!("{from} imports {target} ({})", path.join("::")));
            }
            edges.entry(from.clone()).or_default().insert(target.clone());
        }
    }
    assert!(violations.is_empty(), "imports that do not point down the layers:\n{}", violations.join("\n"));
    let cycles = strongly_connected(&edges);
    assert!(cycles.is_empty(), "files that import each other in a loop: {cycles:#?}");
    // The graph is not empty: the reader found the imports (a broken reader must not pass).
    assert!(edges.values().map(BTreeSet::len).sum::<usize>() > 300, "too few imports read");
}

/// Tarjan's algorithm: the groups of two or more files that reach each other.
fn strongly_connected(edges: &BTreeMap<String, BTreeSet<String>>) -> Vec<Vec<String>> {
    struct State<'a> {
        edges: &'a BTreeMap<String, BTreeSet<String>>,
        index: BTreeMap<&'a str, usize>,
        low: BTreeMap<&'a str, usize>,
        stack: Vec<&'a str>,
        on_stack: BTreeSet<&'a str>,
        groups: Vec<Vec<String>>,
    }
    fn visit<'a>(s: &mut State<'a>, v: &'a str) {
        let n = s.index.len();
        s.index.insert(v, n);
        s.low.insert(v, n);
        s.stack.push(v);
        s.on_stack.insert(v);
        if let Some(next) = s.edges.get(v) {
            for w in next {
                if !s.index.contains_key(w.as_str()) {
                    visit(s, w);
                    let lw = s.low[w.as_str()];
                    let lv = s.low.get_mut(v).unwrap();
                    *lv = (*lv).min(lw);
                } else if s.on_stack.contains(w.as_str()) {
                    let iw = s.index[w.as_str()];
                    let lv = s.low.get_mut(v).unwrap();
                    *lv = (*lv).min(iw);
                }
            }
        }
        if s.low[v] == s.index[v] {
            let mut group = Vec::new();
            while let Some(w) = s.stack.pop() {
                s.on_stack.remove(w);
                group.push(w.to_string());
                if w == v {
                    break;
                }
            }
            if group.len() > 1 {
                s.groups.push(group);
            }
        }
    }
    let mut s = State {
        edges,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        on_stack: BTreeSet::new(),
        groups: Vec::new(),
    };
    for v in edges.keys() {
        if !s.index.contains_key(v.as_str()) {
            visit(&mut s, v);
        }
    }
    s.groups
}

/// Planets, signs and nakshatras are typed identities in the core (`zodiac::Graha`, sign and
/// nakshatra indices, `Body`): no code compares or matches them against their display names.
#[test]
fn no_identity_is_compared_by_its_display_name() {
    let names = [
        "Sun",
        "Moon",
        "Mars",
        "Mercury",
        "Jupiter",
        "Venus",
        "Saturn",
        "Rahu",
        "Ketu",
        "Uranus",
        "Neptune",
        "Pluto",
        "Aries",
        "Taurus",
        "Gemini",
        "Cancer",
        "Leo",
        "Virgo",
        "Libra",
        "Scorpio",
        "Sagittarius",
        "Capricorn",
        "Aquarius",
        "Pisces",
        "Ashwini",
        "Bharani",
        "Krittika",
        "Rohini",
        "Magha",
        "Revati",
    ];
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    source_files(&src, &mut files);
    let mut found = Vec::new();
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap();
        // Unit tests may spell expected values out; the code above them may not.
        let code = text.split("#[cfg(test)]").next().unwrap();
        for (n, line) in code.lines().enumerate() {
            for name in names {
                let quoted = format!("\"{name}\"");
                let compared =
                    [format!("== {quoted}"), format!("!= {quoted}"), format!("{quoted} =="), format!("{quoted} |")]
                        .iter()
                        .any(|p| line.contains(p.as_str()))
                        || (line.trim_start().starts_with(&quoted) && line.contains("=>"));
                if compared {
                    found.push(format!("{}:{}: {}", file.display(), n + 1, line.trim()));
                }
            }
        }
    }
    assert!(found.is_empty(), "display names used as identities:\n{}", found.join("\n"));
}
