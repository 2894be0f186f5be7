//! Test-only helpers shared by the integration tests (not shipped in the app).
pub mod duel;
