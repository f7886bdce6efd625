//! The major Hindu festivals of a range at a place, by one resolver over the rule table
//! (`festival_rules::FESTIVALS`): each festival is a row (lunar month, tithi, part of the day,
//! fallback) and every date is decided by the calendar machinery the monthly vrats use (the
//! civil dates and tithi chain of `days`, the part-of-day windows and the resolver of
//! `observance`, the punya kaal of `sankranti`). The rules are written out in docs/festivals.md.

use super::days::{civil_dates, Chain, CivilDate};
use super::festival_bhadra;
use super::festival_rules::{FestivalKind, FestivalRule, TithiRule, FESTIVALS};
use super::observance::{decide, month_names, DayPart, MonthNames, TithiOccurrence};
use super::range::{CalendarConventions, CalendarRequest, CheckedRange, MAX_RANGE_DAYS};
use super::sankranti::punya_kaal;
use crate::ephemeris::time::Interval;
use crate::error::Result;
use crate::vedic::gulika::{local_weekday, WEEKDAY_NAMES};
use crate::vedic::panchang::angles::ElementKind;
use crate::vedic::panchang::elements::Span;
use crate::vedic::panchang::month::{LunarMonth, MONTH_NAMES};
use crate::vedic::panchang::sankranti::sankrantis_between;
use crate::zodiac::Sign;
use serde::Serialize;

const RULE: &str = "each festival is a rule row (amanta lunar month, tithi, part of the day, fallback; see `rule` \
in each item and docs/festivals.md): the date whose part of the day the tithi covers most (the earlier on a tie); \
when it touches that part on no date (kshaya), the date whose Vedic day holds its middle; tithis of an adhika month \
are skipped; Holika Dahan and Raksha Bandhan avoid bhadra (Vishti karana); Makar Sankranti is the date of its punya \
kaal";

/// The rule that decided one festival's date.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct AppliedRule {
    /// The rule in words, with the text it follows.
    pub text: &'static str,
    /// The rule's amanta lunar month, e.g. `Ashwin`; null for a solar (sankranti) festival.
    pub lunar_month: Option<&'static str>,
    /// The tithi that decided it, with its start and end; null for a solar festival.
    pub tithi: Option<TithiOccurrence>,
    /// Lunar month names (amanta and purnimanta) at the tithi's middle; null for a solar festival.
    pub month: Option<MonthNames>,
    /// The part of the day the rule looks at: `sunrise`, `pratahkala`, `purvahna`, `madhyahna`,
    /// `aparahna`, `pradosh`, `moonrise`, `nishita`, `punya_kaal` or `day_after`.
    pub part_of_day: &'static str,
    /// That part of the day on the chosen date (instants have start = end); null for `day_after`.
    pub checked: Option<Interval>,
    /// Which branch decided: `prevails` (one date holds the part), `larger_share` (two dates
    /// hold part of it; the larger share, the earlier on a tie), `earlier_under_three_muhurtas`
    /// (a morning part held on two dates, the tithi lasting under three muhurtas after the later
    /// sunrise: the earlier date), `kshaya_middle` (no date holds
    /// it: the date holding the tithi's middle), `bhadra_free`, `next_pradosh_three_prahars`,
    /// `next_morning_six_ghatis`, `after_bhadra`, `pradosh_in_bhadra`, `punya_kaal`,
    /// `punya_kaal_next_morning` or `day_after`.
    pub decided_by: &'static str,
}

/// One festival on its date.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct FestivalDay {
    /// Stable key, e.g. `diwali`.
    pub key: &'static str,
    /// Display name, e.g. `Diwali (Lakshmi Puja)`.
    pub name: &'static str,
    /// Local civil date, `YYYY-MM-DD`.
    pub date: String,
    /// Weekday of that date, e.g. `Sunday`.
    pub weekday: &'static str,
    /// The rule applied.
    pub rule: AppliedRule,
    /// The window the observance is kept in, where one is: the rule's part of the day while the
    /// tithi holds it (bhadra-free for Holika Dahan and Raksha Bandhan), the punya kaal of Makar
    /// Sankranti, the moonrise of Karva Chauth (start = end); null for sunrise rules and fallbacks.
    pub muhurta: Option<Interval>,
}

/// The festivals of a range.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct FestivalList {
    /// Every festival whose date falls in the range, in date order.
    pub festivals: Vec<FestivalDay>,
    /// How the dates were decided.
    pub conventions: CalendarConventions,
}

/// One festival found, before it becomes an answer item.
struct Found {
    rule: &'static FestivalRule,
    index: usize,
    span: Option<Span>,
    part: &'static str,
    checked: Option<(f64, f64)>,
    decided_by: &'static str,
    window: Option<(f64, f64)>,
}

/// The amanta months met so far, so each is found once per scan.
struct Months(Vec<LunarMonth>);

impl Months {
    fn at(&mut self, jd_ut: f64, r: &CheckedRange) -> Result<LunarMonth> {
        if let Some(m) = self.0.iter().find(|m| m.start <= jd_ut && jd_ut < m.end) {
            return Ok(*m);
        }
        let m = LunarMonth::at(jd_ut, r.ayanamsa)?;
        self.0.push(m);
        Ok(m)
    }
}

/// The spans of the rule's tithi in the rule's (nija) amanta month.
fn spans_of(t: &TithiRule, chain: &Chain, months: &mut Months, r: &CheckedRange) -> Result<Vec<Span>> {
    let mut out = Vec::new();
    for span in chain.spans.iter().filter(|s| s.number == t.tithi) {
        let m = months.at((span.start + span.end) / 2.0, r)?;
        if m.index() == t.month && !m.is_adhika() {
            out.push(*span);
        }
    }
    Ok(out)
}

/// Three muhurtas (six ghatis, 144 minutes) in days: the least a tithi must hold after sunrise
/// to count for a morning rite on that date.
const THREE_MUHURTAS: f64 = 6.0 / 60.0;

/// The date and branch for a tithi row: the shared decision of `observance`, and for a morning
/// part (pratahkala, purvahna) held on two dates, the earlier date when the tithi lasts less
/// than three muhurtas after the later date's sunrise (Dharma Sindhu: a tithi of under three
/// muhurtas at sunrise does not make the forenoon its own).
fn date_for(t: &TithiRule, span: &Span, dates: &[CivilDate], r: &CheckedRange) -> Result<(usize, &'static str)> {
    let d = decide(span, dates, t.part, r)?;
    let morning = matches!(t.part, DayPart::Pratahkala | DayPart::Purvahna);
    if morning && d.candidates >= 2 && d.index > 0 && span.end - dates[d.index].sunrise < THREE_MUHURTAS {
        return Ok((d.index - 1, "earlier_under_three_muhurtas"));
    }
    let decided_by = match d.candidates {
        0 => "kshaya_middle",
        1 => "prevails",
        _ => "larger_share",
    };
    Ok((d.index, decided_by))
}

fn by_tithi(
    rule: &'static FestivalRule,
    t: &TithiRule,
    span: &Span,
    dates: &[CivilDate],
    r: &CheckedRange,
) -> Result<Found> {
    let (index, decided_by) = date_for(t, span, dates, r)?;
    let checked = t.part.window(&dates[index], r)?;
    let held = (checked.0.max(span.start), checked.1.min(span.end));
    let window = (decided_by != "kshaya_middle" && t.part != DayPart::Sunrise && held.1 >= held.0).then_some(held);
    Ok(Found { rule, index, span: Some(*span), part: t.part.slug(), checked: Some(checked), decided_by, window })
}

fn by_sankranti(rule: &'static FestivalRule, sign: Sign, dates: &[CivilDate], r: &CheckedRange) -> Result<Vec<Found>> {
    let (first, last) = (dates[0].sunrise, dates[dates.len() - 1].sunrise);
    let mut out = Vec::new();
    for ingress in sankrantis_between(first, last, r.ayanamsa)?.iter().filter(|s| s.sign == sign.index()) {
        let (a, b, index, night) = punya_kaal(ingress, dates)?;
        let decided_by = if night { "punya_kaal_next_morning" } else { "punya_kaal" };
        out.push(Found {
            rule,
            index,
            span: None,
            part: "punya_kaal",
            checked: Some((a, b)),
            decided_by,
            window: Some((a, b)),
        });
    }
    Ok(out)
}

/// Every festival of the table over the scanned dates (margin dates included).
fn find_all(dates: &[CivilDate], chain: &Chain, r: &CheckedRange) -> Result<Vec<Found>> {
    let mut months = Months(Vec::new());
    let mut found: Vec<Found> = Vec::new();
    for rule in FESTIVALS {
        match &rule.kind {
            FestivalKind::Tithi(t) => {
                for span in spans_of(t, chain, &mut months, r)? {
                    found.push(by_tithi(rule, t, &span, dates, r)?);
                }
            }
            FestivalKind::BhadraFree(t, fallback) => {
                for span in spans_of(t, chain, &mut months, r)? {
                    let c = festival_bhadra::choose(t, *fallback, &span, dates, r)?;
                    let checked = Some(t.part.window(&dates[c.index], r)?);
                    let (part, decided_by, window) = (t.part.slug(), c.decided_by, Some(c.window));
                    found.push(Found { rule, index: c.index, span: Some(span), part, checked, decided_by, window });
                }
            }
            FestivalKind::Sankranti(sign) => found.extend(by_sankranti(rule, *sign, dates, r)?),
            FestivalKind::DayAfter(key) => {
                let after: Vec<usize> = found.iter().filter(|f| f.rule.key == *key).map(|f| f.index + 1).collect();
                for index in after.into_iter().filter(|i| *i < dates.len()) {
                    let (part, decided_by) = ("day_after", "day_after");
                    found.push(Found { rule, index, span: None, part, checked: None, decided_by, window: None });
                }
            }
        }
    }
    Ok(found)
}

fn item(f: &Found, dates: &[CivilDate], r: &CheckedRange) -> Result<FestivalDay> {
    let off = r.offset_minutes;
    let d = &dates[f.index];
    let (lunar_month, tithi, month) = match (&f.rule.kind, &f.span) {
        (FestivalKind::Tithi(t) | FestivalKind::BhadraFree(t, _), Some(span)) => (
            Some(MONTH_NAMES[t.month]),
            Some(TithiOccurrence::of(span, off)),
            Some(month_names((span.start + span.end) / 2.0, r)?.1),
        ),
        _ => (None, None, None),
    };
    Ok(FestivalDay {
        key: f.rule.key,
        name: f.rule.name,
        date: d.date.clone(),
        weekday: WEEKDAY_NAMES[local_weekday(d.sunrise, off)],
        rule: AppliedRule {
            text: f.rule.rule,
            lunar_month,
            tithi,
            month,
            part_of_day: f.part,
            checked: f.checked.map(|(a, b)| Interval::new(a, b, off)),
            decided_by: f.decided_by,
        },
        muhurta: f.window.map(|(a, b)| Interval::new(a, b, off)),
    })
}

/// Every festival of the table whose date falls in the request's range, in date order.
pub fn festivals(req: &CalendarRequest) -> Result<FestivalList> {
    let r = req.checked(MAX_RANGE_DAYS)?;
    let dates = civil_dates(&r)?;
    let chain = Chain::over(ElementKind::Tithi, &dates, &r)?;
    let mut found = find_all(&dates, &chain, &r)?;
    found.retain(|f| dates[f.index].in_range);
    found.sort_by_key(|f| f.index);
    let festivals = found.iter().map(|f| item(f, &dates, &r)).collect::<Result<Vec<_>>>()?;
    Ok(FestivalList { festivals, conventions: r.conventions(RULE) })
}
