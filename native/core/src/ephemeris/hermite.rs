//! Hermite interpolation of a body's track from samples of its position and speed.
//!
//! A scan samples a body on a grid (position and speed at each node) before it looks for the
//! moments the body crosses given longitudes. Through k nodes, the Hermite polynomial matching
//! the k values and k slopes has degree 2k − 1; its error shrinks with the step to the power 2k.
//! Two neighbouring nodes give the cubic a crossing search starts from; four nodes (the piece's
//! two and one on each side) give a degree-7 polynomial that is far closer, and the difference
//! of the two at the piece's middle measures how far the cubic strays there, without asking the
//! ephemeris again.

/// A sample: (time, value, slope). Values must already be continuous (angles unwrapped).
pub type Node = (f64, f64, f64);

/// The Hermite interpolant through up to four nodes, in Newton form over the doubled nodes.
#[derive(Debug, Clone, Copy)]
pub struct Hermite {
    /// The doubled nodes z0 = z1 = t0, z2 = z3 = t1, …
    z: [f64; 8],
    /// Divided-difference coefficients f[z0], f[z0,z1], …
    c: [f64; 8],
    /// How many of the eight entries are used (twice the number of nodes).
    n: usize,
}

impl Hermite {
    /// The interpolant through `nodes` (one to four, distinct times).
    pub fn through(nodes: &[Node]) -> Hermite {
        let n = 2 * nodes.len().min(4);
        let mut z = [0.0; 8];
        let mut table = [0.0; 8];
        for (i, &(t, v, _)) in nodes.iter().take(4).enumerate() {
            z[2 * i] = t;
            z[2 * i + 1] = t;
            table[2 * i] = v;
            table[2 * i + 1] = v;
        }
        let mut c = [0.0; 8];
        c[0] = table[0];
        // Column by column, the divided differences over ever wider spans; over a doubled node
        // the first difference is that node's slope.
        for span in 1..n {
            for i in (span..n).rev() {
                let dz = z[i] - z[i - span];
                table[i] = if dz == 0.0 { nodes[i / 2].2 } else { (table[i] - table[i - 1]) / dz };
            }
            c[span] = table[span];
        }
        Hermite { z, c, n }
    }

    /// Value and slope at `t` (Horner's scheme, carrying the derivative along).
    pub fn at(&self, t: f64) -> (f64, f64) {
        let mut value = self.c[self.n - 1];
        let mut slope = 0.0;
        for i in (0..self.n - 1).rev() {
            slope = slope * (t - self.z[i]) + value;
            value = value * (t - self.z[i]) + self.c[i];
        }
        (value, slope)
    }

    /// The time in `[lo, hi]` the interpolant takes `x`, by Newton steps from `guess` (kept in
    /// the bracket); `None` unless a step from inside the bracket is below 1e-9 day (so a root
    /// outside the bracket, where a clamped step would stall, is never returned).
    pub fn solve(&self, x: f64, guess: f64, lo: f64, hi: f64) -> Option<f64> {
        let mut t = guess;
        for _ in 0..8 {
            let (v, d) = self.at(t);
            if d == 0.0 {
                return None;
            }
            let step = (v - x) / d;
            if step.abs() < 1e-9 {
                return Some(t);
            }
            t = (t - step).clamp(lo, hi);
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A polynomial of degree ≤ 2k − 1 is reproduced exactly by k nodes (the defining property).
    #[test]
    fn reproduces_polynomials_of_its_degree() {
        let f = |t: f64| 3.0 - 2.0 * t + 0.5 * t.powi(3) - 0.01 * t.powi(7);
        let d = |t: f64| -2.0 + 1.5 * t * t - 0.07 * t.powi(6);
        let nodes: Vec<Node> = [-1.0, 0.5, 2.0, 3.0].iter().map(|&t| (t, f(t), d(t))).collect();
        let h = Hermite::through(&nodes);
        for t in [-0.7, 0.0, 1.1, 2.6] {
            let (v, s) = h.at(t);
            assert!((v - f(t)).abs() < 1e-10, "value at {t}");
            assert!((s - d(t)).abs() < 1e-9, "slope at {t}");
        }
        let cubic = Hermite::through(&nodes[1..3]);
        let g = |t: f64| 1.0 + t - t * t + 0.25 * t.powi(3);
        let dg = |t: f64| 1.0 - 2.0 * t + 0.75 * t * t;
        let exact = Hermite::through(&[(0.5, g(0.5), dg(0.5)), (2.0, g(2.0), dg(2.0))]);
        assert!((exact.at(1.3).0 - g(1.3)).abs() < 1e-12);
        assert!((cubic.at(0.5).0 - f(0.5)).abs() < 1e-12, "a cubic still passes through its nodes");
    }

    /// The sine, sampled every 0.2 rad: four nodes are within 1e-9 where two are within 1e-5
    /// (the error bounds h^2k max|f^(2k)| / (2k)! · ∏ … of the textbooks).
    #[test]
    fn four_nodes_are_far_closer_than_two() {
        let nodes: Vec<Node> = [0.8, 1.0, 1.2, 1.4].iter().map(|&t: &f64| (t, t.sin(), t.cos())).collect();
        let wide = Hermite::through(&nodes);
        let narrow = Hermite::through(&nodes[1..3]);
        let t: f64 = 1.1;
        assert!((wide.at(t).0 - t.sin()).abs() < 1e-9);
        assert!((narrow.at(t).0 - t.sin()).abs() < 1e-5);
        let x = 1.1f64.sin();
        let root = wide.solve(x, 1.0, 1.0, 1.2).unwrap();
        assert!((root - 1.1).abs() < 1e-8);
    }
}
