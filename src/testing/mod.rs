//! Test-only games for the crate's own unit tests (storage, the AI worker's job), so those are
//! tested whatever real games are registered.

pub mod tally;
