//! "5. End Phase": shield decay, then the victory check ("Ending the Game"), the only moment
//! an empty hand matters.

use super::cards::Status;
use super::citations::{DAZED, ENDING, SHIELD_DECAY};
use super::state::{seat_name, GameResult, Phase, State};
use crate::core::wording::count;
use crate::core::{Log, Outcome, Seat};

/// Shield decay for every seat, then the victory check; with no winner, the next round begins.
pub fn end_phase(s: &mut State, log: &mut Log) {
    for (seat, p) in s.players.iter_mut().enumerate() {
        let dazed = p.has(Status::Dazed);
        let lost = if dazed { p.shields.div_ceil(2) } else { p.shields / 2 };
        if lost > 0 {
            p.shields -= lost;
            let left = p.shields;
            log.say(if dazed { DAZED } else { SHIELD_DECAY }, Some(seat), || {
                let how = if dazed { " (Dazed: rounded up)" } else { "" };
                format!("{} loses {} to decay{how}, keeping {left}.", seat_name(seat), count(lost, "shield", "shields"))
            });
        } else if p.shields > 0 {
            // Said although nothing changes: "1 shield stays 1" is a rule a lesson shows.
            log.say(SHIELD_DECAY, Some(seat), || {
                format!("{} keeps their 1 shield: decay halves shields, rounding down.", seat_name(seat))
            });
        }
    }
    let empty: Vec<bool> = s.players.iter().map(|p| p.hand.is_empty()).collect();
    let round = s.round;
    match (empty.first().copied().unwrap_or(false), empty.get(1).copied().unwrap_or(false)) {
        (true, true) => {
            s.result = Some(GameResult::Tie);
            s.phase = Phase::Over;
            log.say(ENDING, None, || format!("Both hands are empty at the end of round {round}: the game is a tie."));
        }
        (true, false) | (false, true) => {
            let loser = if empty.first().copied().unwrap_or(false) { 0 } else { 1 };
            let winner = 1 - loser;
            s.result = Some(GameResult::Winner(winner as u8));
            s.phase = Phase::Over;
            log.say(ENDING, Some(winner), || {
                format!("{}'s hand is empty at the end of round {round}: {} wins.", seat_name(loser), seat_name(winner))
            });
        }
        (false, false) => start_round(s),
    }
}

/// A new round begins with the Draw phase; every seat may bury.
fn start_round(s: &mut State) {
    s.round = s.round.saturating_add(1);
    s.phase = Phase::Draw;
    for p in &mut s.players {
        p.done = false;
    }
}

/// "Ending the Game": who won, and why, once the End phase has found an empty hand.
pub fn outcome(s: &State) -> Option<Outcome> {
    match s.result? {
        GameResult::Winner(w) => {
            let loser = 1 - (w as Seat).min(1);
            let deck = s.players.get(loser).map(|p| p.deck.len()).unwrap_or(0);
            // A new player asks why a deck full of cards did not save them: say the rule.
            let still = match deck {
                0 => String::new(),
                n => format!(", however many cards are left in their deck ({} still there)", count(n as u64, "card", "cards")),
            };
            Some(Outcome {
                winners: vec![w as Seat],
                scores: Vec::new(),
                reason: format!(
                    "{}'s hand was empty at the end of round {}: a player with no cards in hand when a round ends loses{still}.",
                    seat_name(loser),
                    s.round
                ),
                rule: Some(ENDING),
            })
        }
        GameResult::Tie => Some(Outcome {
            winners: Vec::new(),
            scores: Vec::new(),
            reason: format!("Both hands were empty at the end of round {}: when neither player has a card in hand, the game is a tie.", s.round),
            rule: Some(ENDING),
        }),
    }
}
