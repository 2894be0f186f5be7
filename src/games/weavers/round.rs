//! "Gameplay": a round is five phases in order. Only the Draw, Casting and (when damage gets
//! through) Inflict Damage stages wait for the seats' choices; everything between runs here, as
//! soon as every seat has committed.

use super::content::Content;
use super::state::{Phase, State};
use super::{casting, draw, effects, end_phase, weaving};
use crate::core::Log;

/// Resolves phases while every seat has committed: the automatic phases run here.
pub fn resolve_committed_phases(content: &Content, s: &mut State, log: &mut Log) {
    while s.phase != Phase::Over && s.players.iter().all(|p| p.done) {
        match s.phase {
            Phase::Draw => draw::bury_and_draw(s, log),
            Phase::Casting => {
                let played = casting::reveal_casts(content, s, log);
                weaving::spellweaving(content, s, played, log);
                effects::inflict_damage(content, s, log);
            }
            Phase::Discarding => {
                effects::reveal_discards(content, s, log);
                effects::heal(s, log);
                end_phase::end_phase(s, log);
            }
            Phase::Over => break,
        }
    }
}
