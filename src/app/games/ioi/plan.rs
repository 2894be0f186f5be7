//! Choices in several parts (weave a card, then where; use a card, then which way, then on what,
//! then how much) are made on the board before anything is sent:
//! the parts chosen so far are applied to a world built from the seat's own view, so every
//! later question offers exactly the engine's legal answers, and "Back" costs nothing. The
//! whole choice then goes to the table at once. What the parts depend on (the public table and
//! the seat's own hand) is exactly what the view holds, so the world's other guesses (hidden
//! hands, deck order) never matter.

use crate::core::{Game, GameRng, Seat};
use crate::games::ioi::{Action, Ioi, IoiState, IoiView, Sub};

/// The acting seat's world after the parts of a choice made so far; `None` if one is refused.
pub fn simulate(game: &Ioi, view: &IoiView, seat: Seat, plan: &[Action]) -> Option<IoiState> {
    let mut state = game.determinize(view, seat, &mut GameRng::seeded(0x101));
    for action in plan {
        game.apply(&mut state, seat, action).ok()?;
    }
    Some(state)
}

/// The legal answers in that world, each with its words.
pub fn options(game: &Ioi, state: &IoiState, seat: Seat) -> Vec<(Action, String)> {
    game.legal_actions(state, seat)
        .into_iter()
        .map(|a| {
            let label = game.describe_action(state, seat, &a);
            (a, label)
        })
        .collect()
}

/// Whether a choice is complete (nothing half-made is left, or someone else acts now).
pub fn is_complete(state: &IoiState, seat: Seat) -> bool {
    state.table.sub == Sub::None || state.table.active().map(|s| s as Seat) != Some(seat)
}

/// The card an action is about, if any (to put hints and choices on that card).
pub fn card_of(action: &Action) -> Option<u8> {
    match *action {
        Action::Weave { card }
        | Action::Use { card }
        | Action::UseAbility { card, .. }
        | Action::Target { card }
        | Action::Discard { card, .. } => Some(card),
        _ => None,
    }
}
