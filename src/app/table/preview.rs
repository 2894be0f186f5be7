//! A position drawn read-only by its game's board, as the teacher sees it (every card open):
//! what a scenario link shows before the person chooses to save it.

use super::board::{Board, BoardContext};
use crate::core::{Game, Match, Viewer};
use crate::storage::Started;
use std::rc::Rc;
use yew::prelude::*;

/// Draws the position of a game just started (the match it was set up as, not its save's
/// snapshot read back) with board `B`: no seat acts, nothing can be played.
pub fn preview<B: Board>(started: &Started) -> Result<Html, String> {
    let game = B::game()?;
    let save = &started.save;
    let state = &started
        .played
        .downcast_ref::<Match<B::Game>>()
        .ok_or_else(|| format!("the position is not one of {}", game.id()))?
        .state;
    let seat_names = (0..game.seat_count(state))
        .map(|s| save.meta.seats.get(s).map(|i| i.name.clone()).unwrap_or_else(|| format!("Seat {}", s + 1)).into())
        .collect();
    Ok(B::render(BoardContext {
        game,
        view: game.view(state, Viewer::Teacher),
        viewer: Viewer::Teacher,
        seat: None,
        to_act: false,
        legal: vec![],
        on_action: Callback::noop(),
        on_actions: Callback::noop(),
        hints: vec![],
        seat_names,
        computer_seats: vec![],
        thinking: None,
        reduced_motion: true,
        teaching: true,
        recent: Rc::new(vec![]),
        narrating: None,
    }))
}
