//! Loomhall: spell-weaving tabletop games with complete rules, an AI that never peeks, and a
//! browser app. The engine (`core`, `games`, `ai`, `storage`) is plain Rust, tested natively;
//! `app` is the Yew front end and only exists on wasm32.
#![forbid(unsafe_code)]

pub mod ai;
pub mod core;
pub mod games;
pub mod lessons;
pub mod linked;
pub mod storage;
pub mod think;

#[cfg(test)]
mod testing;

#[cfg(target_arch = "wasm32")]
pub mod app;
