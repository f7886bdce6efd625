//! Small facts of a chart as the report texts phrase them: a sign counted as a house from
//! another, the houses a planet rules, and a list joined with "and". Shared by the kundli, the
//! dasha reading and the horoscopes.

use crate::vedic::chart::VedicChart;
use crate::zodiac::Graha;

/// The house of `sign` counted from `reference` (both 0-based signs; the reference is the 1st).
pub(crate) fn house_from(sign: usize, reference: usize) -> usize {
    (sign + 12 - reference) % 12 + 1
}

/// The houses a planet rules in this chart (whole signs from the lagna).
pub(crate) fn ruled_houses(chart: &VedicChart, graha: Graha) -> Vec<usize> {
    chart.houses.iter().filter(|h| h.lord == graha).map(|h| h.number as usize).collect()
}

/// "a, b and c".
pub(crate) fn list(items: &[String]) -> String {
    match items.len() {
        0 => String::new(),
        1 => items[0].clone(),
        n => format!("{} and {}", items[..n - 1].join(", "), items[n - 1]),
    }
}
