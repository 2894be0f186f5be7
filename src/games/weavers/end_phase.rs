//! "5. End Phase": shield decay, then the victory check ("Ending the Game"), the only moment
//! an empty hand matters.

use super::cards::Status;
use super::citations::{DAZED, ENDING, SHIELD_DECAY};
use super::state::{seat_name, GameResult, Phase, State};
use super::Weavers;
use crate::core::Log;

impl Weavers {
    pub(super) fn end_phase(&self, s: &mut State, log: &mut Log) {
        for (seat, p) in s.players.iter_mut().enumerate() {
            let dazed = p.has(Status::Dazed);
            let lost = if dazed { p.shields.div_ceil(2) } else { p.shields / 2 };
            if lost > 0 {
                p.shields -= lost;
                let left = p.shields;
                log.say(if dazed { DAZED } else { SHIELD_DECAY }, Some(seat), || {
                    let how = if dazed { " (Dazed: rounded up)" } else { "" };
                    let s = if lost == 1 { "" } else { "s" };
                    format!("{} loses {lost} shield{s} to decay{how}, keeping {left}.", seat_name(seat))
                });
            }
        }
        let empty: Vec<bool> = s.players.iter().map(|p| p.hand.is_empty()).collect();
        let round = s.round;
        match (empty.first().copied().unwrap_or(false), empty.get(1).copied().unwrap_or(false)) {
            (true, true) => {
                s.result = Some(GameResult::Tie);
                s.phase = Phase::Over;
                log.say(ENDING, None, || {
                    format!("Both hands are empty at the end of round {round}: the game is a tie.")
                });
            }
            (true, false) | (false, true) => {
                let loser = if empty.first().copied().unwrap_or(false) { 0 } else { 1 };
                let winner = 1 - loser;
                s.result = Some(GameResult::Winner(winner as u8));
                s.phase = Phase::Over;
                log.say(ENDING, Some(winner), || {
                    format!(
                        "{}'s hand is empty at the end of round {round}: {} wins.",
                        seat_name(loser),
                        seat_name(winner)
                    )
                });
            }
            (false, false) => self.start_round(s),
        }
    }

    /// A new round begins with the Draw phase; every seat may bury.
    pub(super) fn start_round(&self, s: &mut State) {
        s.round = s.round.saturating_add(1);
        s.phase = Phase::Draw;
        for p in &mut s.players {
            p.done = false;
        }
    }
}
