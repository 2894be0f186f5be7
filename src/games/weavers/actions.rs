//! The actions a seat can take, which are legal now, and why an illegal one is refused. Every
//! choice of the game is simultaneous: each seat commits secretly, and the engine resolves the
//! phase (and every phase after it that needs no choice) when the last seat commits.

use super::cards::{CardId, Status};
use super::citations::{BURY, DRAW, ENDING, INFLICT_DAMAGE, PLAY, SEALED, SIMULTANEOUS};
use super::content::Content;
use super::state::{seat_name, Cast, Phase, State};
use crate::core::{Log, RuleError, Seat};
use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// "1. Draw Phase": put a card from hand on the bottom of the deck (below any buried before).
    Bury(CardId),
    /// "1. Draw Phase": stop burying; the seat draws when both have finished.
    FinishBurying,
    /// "2. Casting Phase": play a card face up (an active spell) or face down (Wild Magic).
    Cast { card: CardId, face_up: bool },
    /// "4. Effects Phase", Inflict Damage: discard a card of your choice for unblocked damage.
    Discard(CardId),
}

/// "Gameplay": each phase is resolved simultaneously, so every seat that has not yet committed
/// its choice for the phase is to act.
pub fn uncommitted_seats(s: &State) -> Vec<Seat> {
    if s.phase == Phase::Over {
        return Vec::new();
    }
    (0..s.players.len()).filter(|&i| s.players.get(i).is_some_and(|p| !p.done)).collect()
}

pub fn legal_actions(s: &State, seat: Seat) -> Vec<Action> {
    let Some(p) = s.player(seat) else { return Vec::new() };
    if s.phase == Phase::Over || p.done {
        return Vec::new();
    }
    match s.phase {
        Phase::Draw => {
            let mut v: Vec<Action> = p.hand.iter().map(|&c| Action::Bury(c)).collect();
            v.push(Action::FinishBurying);
            v
        }
        Phase::Casting => {
            let sealed = p.has(Status::Sealed);
            let mut v = Vec::with_capacity(p.hand.len() * 2);
            for &card in &p.hand {
                v.push(Action::Cast { card, face_up: true });
                if !sealed {
                    v.push(Action::Cast { card, face_up: false });
                }
            }
            v
        }
        Phase::Discarding => p.hand.iter().map(|&c| Action::Discard(c)).collect(),
        Phase::Over => Vec::new(),
    }
}

/// Checks an action against the rules without changing anything.
pub fn check(s: &State, seat: Seat, action: &Action) -> Result<(), RuleError> {
    if s.phase == Phase::Over {
        return Err(RuleError::new(ENDING, "The game has ended; no more actions can be taken."));
    }
    let Some(p) = s.player(seat) else {
        return Err(RuleError::new(SIMULTANEOUS, format!("There is no seat {seat} in a two-player game.")));
    };
    if p.done {
        return Err(RuleError::new(
            SIMULTANEOUS,
            "You have already made your choice for this phase; wait for your opponent.",
        ));
    }
    let in_hand = |card: CardId| p.hand.contains(&card);
    match (s.phase, action) {
        (Phase::Draw, Action::Bury(card)) if !in_hand(*card) => {
            Err(RuleError::new(BURY, "You can only bury a card from your hand."))
        }
        (Phase::Draw, Action::Bury(_) | Action::FinishBurying) => Ok(()),
        (Phase::Draw, _) => {
            Err(RuleError::new(BURY, "In the Draw phase you may only bury cards, then finish burying to draw."))
        }
        (Phase::Casting, Action::Cast { card, .. }) if !in_hand(*card) => {
            Err(RuleError::new(PLAY, "You can only play a card from your hand."))
        }
        (Phase::Casting, Action::Cast { face_up: false, .. }) if p.has(Status::Sealed) => {
            Err(RuleError::new(SEALED, "You are Sealed: you cannot play Wild Magic; spells must be played face up."))
        }
        (Phase::Casting, Action::Cast { .. }) => Ok(()),
        (Phase::Casting, _) => Err(RuleError::new(PLAY, "In the Casting phase you must play one card from your hand.")),
        (Phase::Discarding, Action::Discard(card)) if !in_hand(*card) => {
            Err(RuleError::new(INFLICT_DAMAGE, "You can only discard a card from your hand."))
        }
        (Phase::Discarding, Action::Discard(_)) => Ok(()),
        (Phase::Discarding, _) => Err(RuleError::new(
            INFLICT_DAMAGE,
            "You must discard a card from your hand for each unblocked damage before anything else.",
        )),
        (Phase::Over, _) => Err(RuleError::new(ENDING, "The game has ended.")),
    }
}

/// Records a checked action: the card leaves the hand for the seat's secret choice, and the seat
/// has committed once its choice for the phase is complete.
pub fn commit(s: &mut State, seat: Seat, action: &Action, log: &mut Log) {
    let Some(p) = s.players.get_mut(seat) else { return };
    let take = |hand: &mut Vec<CardId>, card: CardId| {
        if let Some(i) = hand.iter().position(|&c| c == card) {
            hand.remove(i);
        }
    };
    match *action {
        Action::Bury(card) => {
            take(&mut p.hand, card);
            p.buried.push(card);
            // No event: the log is shared, and even the number buried stays secret until
            // both seats have finished (it is told when the draws resolve).
        }
        Action::FinishBurying => {
            p.done = true;
            log.say(DRAW, Some(seat), || format!("{} has finished burying.", seat_name(seat)));
        }
        Action::Cast { card, face_up } => {
            take(&mut p.hand, card);
            p.cast = Some(Cast { card, face_up });
            p.done = true;
            log.say(PLAY, Some(seat), || format!("{} has chosen a card to play.", seat_name(seat)));
        }
        Action::Discard(card) => {
            take(&mut p.hand, card);
            p.discarding.push(card);
            if p.discarding.len() >= p.owed as usize {
                p.done = true;
                log.say(INFLICT_DAMAGE, Some(seat), || format!("{} has chosen their discards.", seat_name(seat)));
            }
        }
    }
}

pub fn describe_action(content: &Content, s: &State, action: &Action) -> String {
    let name = |c: CardId| content.card(&s.table.0, c).name.clone();
    match *action {
        Action::Bury(c) => format!("Bury {} at the bottom of your deck", name(c)),
        Action::FinishBurying => "Finish burying and draw up to your hand size".to_string(),
        Action::Cast { card, face_up: true } => format!("Cast {} face up", name(card)),
        Action::Cast { card, face_up: false } => format!("Play {} face down as Wild Magic", name(card)),
        Action::Discard(c) => format!("Discard {} for unblocked damage", name(c)),
    }
}
