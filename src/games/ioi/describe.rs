//! Player-facing words for actions and progress.

use super::actions::{Action, Place};
use super::content::Content;
use super::state::{IoiState, Step, Sub, Via};

pub fn progress_label(s: &IoiState) -> String {
    if s.table.step == Step::Over {
        return format!("Game over · Round {}", s.table.round);
    }
    format!("Deck {} · Round {}", s.deck.len(), s.table.round)
}

/// The log's group: the round alone.
pub fn round_label(s: &IoiState) -> String {
    format!("Round {}", s.table.round)
}

pub fn describe_action(c: &Content, s: &IoiState, action: &Action) -> String {
    let l = |id| c.label(id);
    match *action {
        Action::Focus => "Focus: draw up to five cards".to_string(),
        Action::ClearTheNoise => {
            "Clear the Noise: shuffle the discard piles into the deck and turn your Challenge card face up".to_string()
        }
        Action::ListenIn { pile } => match s.table.piles.get(pile as usize).and_then(|p| p.last()) {
            Some(&top) => format!("Listen In: take {} from pile {}", l(top), pile + 1),
            None => format!("Listen In on pile {}", pile + 1),
        },
        Action::Weave { card } => format!("Weave {}", l(card)),
        Action::WeaveInto { place } => {
            let card = match s.table.sub {
                Sub::Weaving { card } => l(card),
                _ => "the card".to_string(),
            };
            match place {
                Place::NewSpell => format!("Start a new spell with {card}"),
                Place::Complete { with } => format!("Complete the spell of {} with {card}", l(with)),
                Place::Replace { card: old } => format!("Weave {card} in place of {} (which is unraveled)", l(old)),
            }
        }
        Action::Use { card } => format!("Use the ability of {}", l(card)),
        Action::UseAbility { card, ability, via } => match via {
            Via::Natural => format!("Use {} to {ability}", l(card)),
            Via::Morph => format!("Morph {} into {ability}", l(card)),
            Via::Binding { spell } => {
                format!("Cast a Binding: use {} as {ability} through your Bound {} spell", l(card), c.aspect(spell))
            }
        },
        Action::Target { card } => match s.table.sub {
            Sub::Declaring(d) => format!("{} {}", d.ability, l(card)),
            _ => format!("Target {}", l(card)),
        },
        Action::Amount { value } => format!("Use the value {value}"),
        Action::Pass => "Let it resolve".to_string(),
        Action::EndActions => "End your actions: go on to Release".to_string(),
        Action::Discard { card, pile } => {
            let verb = if s.table.step == Step::Release { "Release" } else { "Discard" };
            if s.table.piles.get(pile as usize).is_some_and(|p| p.is_empty()) {
                format!("{verb} {}, starting a new pile", l(card))
            } else {
                format!("{verb} {} onto pile {}", l(card), pile + 1)
            }
        }
        Action::KeepHand => "Keep the rest of your hand".to_string(),
        Action::EndTurn => "End your turn".to_string(),
    }
}
