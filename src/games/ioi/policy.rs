//! Placeholder policy (replaced below).
use super::actions::Action;
use super::content::Content;
use super::state::IoiState;
use crate::core::GameRng;

pub fn policy_action(c: &Content, s: &IoiState, seat: u8, rng: &mut GameRng) -> Option<Action> {
    let actions = super::legal::legal_actions(c, s, seat);
    rng.pick(&actions).copied()
}
pub fn greedy_action(c: &Content, s: &IoiState, seat: u8, rng: &mut GameRng) -> Option<Action> {
    policy_action(c, s, seat, rng)
}
pub fn evaluate(_c: &Content, s: &IoiState) -> Vec<f64> {
    vec![1.0 / s.seats() as f64; s.seats()]
}
