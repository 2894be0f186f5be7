//! The board's questions against the rules (wasm-bindgen-test, `make test-wasm`): every answer
//! it offers, built from a seat's view, is a legal action (or a legal sequence of them) in the
//! true game; the response window offers "Let it resolve" first.

use super::question::{ask, Pick};
use crate::core::{Game, GameRng, Viewer};
use crate::games::ioi::{Action, Ioi, IoiState};
use wasm_bindgen_test::*;

/// Applies a choice to a copy of the true state: every part must be accepted.
fn accepted(game: &Ioi, state: &IoiState, seat: usize, path: &[Action]) -> bool {
    let mut s = state.clone();
    path.iter().all(|a| game.apply(&mut s, seat, a).is_ok())
}

/// Checks every button and every tap the board offers to the acting seat.
fn check_position(game: &Ioi, state: &IoiState) -> usize {
    let names = |s: usize| yew::AttrValue::from(format!("Player {}", s + 1));
    let Some(&seat) = game.active_seats(state).first() else { return 0 };
    let view = game.view(state, Viewer::Seat(seat));
    let legal: Vec<(Action, String)> =
        game.legal_actions(state, seat).into_iter().map(|a| (a, game.describe_action(state, seat, &a))).collect();
    let Some(q) = ask(game, &view, seat, &[], &legal, None, &names) else {
        panic!("no question for seat {seat} with {} legal actions", legal.len())
    };
    let mut checked = 0;
    if state.table.window.is_some() && state.table.sub == crate::games::ioi::Sub::None {
        assert_eq!(q.options.first().map(|o| o.path.clone()), Some(vec![Action::Pass]), "let it resolve comes first");
    }
    for o in &q.options {
        assert!(accepted(game, state, seat, &o.path), "{} ({:?}) is refused", o.label, o.path);
        checked += 1;
    }
    for (_, _, path) in &q.pile_picks {
        assert!(accepted(game, state, seat, path), "pile tap {path:?} is refused");
        checked += 1;
    }
    for (card, label, pick) in &q.card_picks {
        match pick {
            Pick::Path(path) => assert!(accepted(game, state, seat, path), "tap on {label} ({path:?}) is refused"),
            Pick::Select => {
                let chosen = ask(game, &view, seat, &[], &legal, Some(*card), &names).expect("a question for a chosen card");
                for o in &chosen.options {
                    assert!(accepted(game, state, seat, &o.path), "{} ({:?}) is refused", o.label, o.path);
                }
            }
        }
        checked += 1;
    }
    // A choice half made: the next question's answers complete it legally.
    if let Some(first) = q.options.iter().find(|o| o.path.len() == 1) {
        if let Ok(then) = game.preview(&view, seat, &first.path) {
            if !then.is_complete() {
                let next = ask(game, &view, seat, &first.path, &legal, None, &names).expect("a next question");
                for o in &next.options {
                    let mut path = first.path.clone();
                    path.extend(o.path.iter().copied());
                    assert!(accepted(game, state, seat, &path), "{} after {:?} is refused", o.label, first.path);
                }
            }
        }
    }
    checked
}

#[wasm_bindgen_test]
fn every_answer_the_board_offers_is_legal_in_the_true_game() {
    let game = Ioi::standard().unwrap();
    let mut checked = 0;
    for (seats, seed) in [(3usize, 7u64), (5, 11), (2, 3)] {
        let mut state = game.new_game(&Default::default(), seats, seed).unwrap();
        let mut rng = GameRng::seeded(seed);
        for _ in 0..150 {
            if game.outcome(&state).is_some() {
                break;
            }
            checked += check_position(game, &state);
            let seat = game.active_seats(&state)[0];
            let legal = game.legal_actions(&state, seat);
            let action = *rng.pick(&legal).unwrap();
            game.apply(&mut state, seat, &action).unwrap();
        }
    }
    assert!(checked > 500, "only {checked} answers checked");
}
