//! Chart tools of the Vedic chart group (`/v1/chart/...`): bhava chalit, the sensitive degrees
//! (gandanta, pushkara, mrityu bhaga), badhaka and maraka, ishta and kashta phala, avasthas,
//! longevity, pancha pakshi, the sarvatobhadra chakra. Each tool is a
//! pure function of the chart's longitudes (tested against reference tables and PyJHora) and a
//! thin wrapper that casts the chart of a request.

pub mod avasthas;
pub mod badhaka_maraka;
pub mod bhava_chalit;
pub mod ishta_kashta;
pub mod longevity;
pub mod pancha_pakshi;
pub mod sarvatobhadra;
pub mod sarvatobhadra_grid;
pub mod sensitive;
pub mod shayanadi;
pub mod sudarshana;

use crate::vedic::chart::{ChartRequest, Conventions};
use serde::{Deserialize, Serialize};

/// A chart request with an optional method slug (the tools that offer a choice).
#[derive(Debug, Clone, Deserialize)]
#[derive(schemars::JsonSchema)]
pub struct ToolRequest {
    /// The birth moment, place and sidereal settings.
    #[serde(flatten)]
    pub chart: ChartRequest,
    /// The method slug of the tool, where it offers one; its default when absent.
    #[serde(default)]
    pub method: Option<String>,
}

/// The chart's conventions and the rules the tool followed, in words.
#[derive(Debug, Clone, Serialize)]
#[derive(schemars::JsonSchema)]
pub struct ToolConventions {
    /// Zodiac, ayanamsa, node and ephemeris of the chart.
    #[serde(flatten)]
    pub chart: Conventions,
    /// The method slug used (the default when none was asked for).
    pub method: &'static str,
    /// Each rule the answer applied, with its classical source.
    pub rules: Vec<&'static str>,
}
