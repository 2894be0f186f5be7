//! The Yew front end (wasm32 only).
pub fn start() {}
pub mod worker {
    pub fn start() {}
}
