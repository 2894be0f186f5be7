//! Test-only games for the crate's own unit tests (storage, the AI worker's job), so those are
//! tested whatever real games are registered, and a flawed Tally the conformance suite must reject.

pub mod flawed;
pub mod refusals;
pub mod tally;
