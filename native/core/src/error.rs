//! The three ways a calculation can fail; the HTTP layer maps them to 400, 422 and 500.

use std::fmt;

/// Result of any calculation in this crate.
pub type Result<T> = std::result::Result<T, Error>;

/// Why a calculation failed.
#[derive(Debug, Clone, PartialEq)]
pub enum Error {
    /// The caller's input is wrong; `param` names the offending query parameter.
    InvalidInput {
        /// Name of the offending query parameter.
        param: String,
        /// What is wrong with the value, for the caller to read.
        message: String,
    },
    /// The input is valid but this method cannot serve it (e.g. Placidus inside the polar circle).
    Unsupported(String),
    /// The ephemeris itself failed (missing data files, library error). Never the caller's fault.
    Ephemeris(String),
}

impl Error {
    /// An invalid-input error naming the query parameter `param`.
    pub fn invalid(param: &str, message: impl Into<String>) -> Self {
        Error::InvalidInput { param: param.to_string(), message: message.into() }
    }

    /// Stable machine code, shared with the HTTP error envelope.
    pub fn code(&self) -> &'static str {
        match self {
            Error::InvalidInput { .. } => "invalid_request",
            Error::Unsupported(_) => "unsupported",
            Error::Ephemeris(_) => "internal_error",
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::InvalidInput { param, message } => write!(f, "{param}: {message}"),
            Error::Unsupported(m) => write!(f, "{m}"),
            Error::Ephemeris(m) => write!(f, "ephemeris error: {m}"),
        }
    }
}

impl std::error::Error for Error {}
