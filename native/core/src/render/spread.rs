//! Where labels go around a circle so that none overlaps another and none sits on a barrier
//! (the angle lines of a wheel).
//!
//! The barriers cut the circle into arcs; a label stays in the arc of its own longitude, so its
//! leader never crosses a barrier, and labels keep their order inside an arc, so leaders never
//! cross each other. Inside an arc the display angles are the least-squares closest to the
//! wanted ones under "neighbours at least `sep` apart, the ends `sep / 2` from the barriers":
//! with φᵢ = θᵢ − i·sep that is an isotonic regression (pool adjacent violators) clipped to
//! the arc, which is exact for this problem. An arc too full for `sep` gets a smaller one, and
//! the answer says by how much the fullest arc had to shrink so the caller can shrink the labels.

/// Display angles (same order as `wanted`) and the scale (≤ 1) applied to `sep` in the fullest arc.
#[derive(Debug, Clone, PartialEq)]
pub struct Spread {
    /// Display angle of each label, degrees in [0, 360).
    pub angles: Vec<f64>,
    /// Separation actually kept, as a fraction of the requested one.
    pub scale: f64,
}

fn norm(x: f64) -> f64 {
    x.rem_euclid(360.0)
}

/// Signed shortest turn from `from` to `to`, degrees in [-180, 180).
pub fn delta(from: f64, to: f64) -> f64 {
    norm(to - from + 180.0) - 180.0
}

/// Pool adjacent violators: the non-decreasing sequence closest (least squares) to `t`.
fn isotonic(t: &[f64]) -> Vec<f64> {
    // Blocks of (mean, count).
    let mut blocks: Vec<(f64, usize)> = Vec::with_capacity(t.len());
    for &v in t {
        blocks.push((v, 1));
        while blocks.len() > 1 {
            let (m2, c2) = blocks[blocks.len() - 1];
            let (m1, c1) = blocks[blocks.len() - 2];
            if m1 <= m2 {
                break;
            }
            blocks.pop();
            let c = c1 + c2;
            *blocks.last_mut().expect("two blocks") = ((m1 * c1 as f64 + m2 * c2 as f64) / c as f64, c);
        }
    }
    blocks.into_iter().flat_map(|(m, c)| std::iter::repeat_n(m, c)).collect()
}

/// Places labels wanted at `wanted` (unwrapped, sorted, inside [start, start + len]) in that arc.
fn place_in_arc(wanted: &[f64], start: f64, len: f64, sep: f64) -> Vec<f64> {
    let n = wanted.len();
    let t: Vec<f64> = wanted.iter().enumerate().map(|(i, &w)| w - i as f64 * sep).collect();
    let lo = start + sep / 2.0;
    let hi = start + len - sep / 2.0 - (n as f64 - 1.0) * sep;
    isotonic(&t).into_iter().enumerate().map(|(i, phi)| phi.clamp(lo, hi.max(lo)) + i as f64 * sep).collect()
}

/// Barriers for a set without any: one in the middle of the widest gap between the labels.
fn cut_at_widest_gap(wanted: &[f64]) -> f64 {
    let mut sorted: Vec<f64> = wanted.iter().map(|&w| norm(w)).collect();
    sorted.sort_by(f64::total_cmp);
    let n = sorted.len();
    let mut best = (sorted[0] - 180.0, 0.0);
    for i in 0..n {
        let next = if i + 1 < n { sorted[i + 1] } else { sorted[0] + 360.0 };
        if next - sorted[i] > best.1 {
            best = ((sorted[i] + next) / 2.0, next - sorted[i]);
        }
    }
    norm(best.0)
}

/// Spreads labels wanted at `wanted` (degrees) at least `sep` apart, `sep / 2` clear of every
/// barrier in `barriers`, each in the arc between barriers where its wanted angle lies.
pub fn spread(wanted: &[f64], barriers: &[f64], sep: f64) -> Spread {
    if wanted.is_empty() {
        return Spread { angles: Vec::new(), scale: 1.0 };
    }
    let mut cuts: Vec<f64> = barriers.iter().map(|&b| norm(b)).collect();
    if cuts.is_empty() {
        cuts.push(cut_at_widest_gap(wanted));
    }
    cuts.sort_by(f64::total_cmp);
    cuts.dedup_by(|a, b| (*a - *b).abs() < 1e-9);
    // Arc k runs from cuts[k] to the next cut (the last one wraps to the first).
    let arcs: Vec<(f64, f64)> = (0..cuts.len())
        .map(|k| {
            let end = if k + 1 < cuts.len() { cuts[k + 1] } else { cuts[0] + 360.0 };
            (cuts[k], end - cuts[k])
        })
        .collect();
    let mut members: Vec<Vec<(f64, usize)>> = vec![Vec::new(); arcs.len()];
    for (i, &w) in wanted.iter().enumerate() {
        let k = arcs.iter().position(|&(s, l)| norm(w - s) < l).unwrap_or(arcs.len() - 1);
        members[k].push((arcs[k].0 + norm(w - arcs[k].0), i));
    }
    let scale = arcs
        .iter()
        .zip(&members)
        .filter(|(_, m)| !m.is_empty())
        .map(|(&(_, len), m)| (len / (m.len() as f64 * sep)).min(1.0))
        .fold(1.0, f64::min);
    let mut angles = vec![0.0; wanted.len()];
    for (&(start, len), m) in arcs.iter().zip(members.iter_mut()) {
        m.sort_by(|a, b| a.0.total_cmp(&b.0));
        let want: Vec<f64> = m.iter().map(|p| p.0).collect();
        let local_sep = sep.min(len / m.len().max(1) as f64);
        for (&(_, i), a) in m.iter().zip(place_in_arc(&want, start, len, local_sep)) {
            angles[i] = norm(a);
        }
    }
    Spread { angles, scale }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn gap(a: f64, b: f64) -> f64 {
        let d = norm(a - b);
        d.min(360.0 - d)
    }

    #[test]
    fn lone_labels_stay_where_they_are() {
        let s = spread(&[10.0, 100.0, 250.0], &[0.0, 90.0, 180.0, 270.0], 7.0);
        assert_eq!(s.scale, 1.0);
        for (a, w) in s.angles.iter().zip([10.0, 100.0, 250.0]) {
            assert!((a - w).abs() < 1e-9);
        }
    }

    #[test]
    fn a_stellium_is_spread_in_order_and_clear_of_the_barrier() {
        // Five labels within 6° next to a barrier at 50°.
        let wanted = [44.0, 45.0, 46.5, 48.0, 49.5];
        let s = spread(&wanted, &[50.0, 140.0, 230.0, 320.0], 7.0);
        for w in s.angles.windows(2) {
            assert!(w[1] - w[0] >= 7.0 - 1e-9, "{:?}", s.angles);
        }
        assert!(s.angles[4] <= 50.0 - 3.5 + 1e-9);
        assert!(s.angles.iter().all(|&a| a > 320.0 - 360.0 + 3.5));
    }

    #[test]
    fn without_barriers_the_circle_is_cut_at_the_widest_gap() {
        let wanted = [358.0, 359.0, 0.5, 1.0];
        let s = spread(&wanted, &[], 7.0);
        for i in 0..4 {
            for j in i + 1..4 {
                assert!(gap(s.angles[i], s.angles[j]) >= 7.0 - 1e-9, "{:?}", s.angles);
            }
        }
    }

    #[test]
    fn a_full_arc_reports_the_shrink() {
        let wanted = [1.0, 2.0, 3.0, 4.0];
        let s = spread(&wanted, &[0.0, 14.0], 7.0);
        assert!((s.scale - 14.0 / 28.0).abs() < 1e-9);
        for w in s.angles.windows(2) {
            assert!(w[1] - w[0] >= 3.5 - 1e-9);
        }
    }
}
