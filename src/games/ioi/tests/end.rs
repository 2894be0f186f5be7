//! 003_b6ed41d3f4849d4b.txt, "END OF THE GAME".

use super::super::actions::{Action, Place};
use super::super::state::{EndReason, Step};
use super::super::{Rest, Scenario, Start};
use super::support::{build, game, id, names, play, seat, texts, to_actions_of};
use crate::core::Game;

fn empty_deck(cleared: [bool; 2]) -> Scenario {
    let mut sc = Scenario {
        seats: vec![seat(&["Nail"], &[]), seat(&["Ember"], &[])],
        piles: vec![names(&["Coin"]), names(&["Bell"])],
        rest: Rest::Pile(2),
        to_move: 1,
        ..Default::default()
    };
    sc.seats[0].cleared_noise = cleared[0];
    sc.seats[1].cleared_noise = cleared[1];
    sc
}

fn finish_turn(s: &mut super::super::IoiState) -> Vec<crate::core::Event> {
    let g = game();
    let turn = s.table.turn;
    let mut events = Vec::new();
    while s.table.turn == turn && s.table.step != Step::Over {
        let seat = s.table.active().unwrap() as usize;
        let legal = g.legal_actions(s, seat);
        let a = [Action::Pass, Action::Focus, Action::EndActions, Action::KeepHand, Action::EndTurn]
            .into_iter()
            .find(|a| legal.contains(a))
            .unwrap_or(legal[0]);
        events.extend(play(s, seat, a));
    }
    events
}

// "END OF THE GAME": "The Draw deck remains empty for an entire round of turns".
#[test]
fn the_game_ends_after_a_whole_round_with_an_empty_deck() {
    let g = game();
    let mut s = build(&empty_deck([true, true]));
    assert!(s.deck.is_empty());
    finish_turn(&mut s);
    assert_eq!(s.table.empty_deck_turns, 1);
    assert!(g.outcome(&s).is_none());
    let events = finish_turn(&mut s);
    assert_eq!(s.table.step, Step::Over);
    assert_eq!(s.table.ended, Some(EndReason::DeckRanOut));
    assert!(texts(&events).contains("whole round"));
    let outcome = g.outcome(&s).unwrap();
    assert_eq!(outcome.scores.len(), 2);
    assert!(outcome.reason.contains("deck stayed empty"));
}

// "END OF THE GAME": with an empty deck at the end of the turn, an apprentice who has not
// yet done so may Clear the Noise; play continues and the end is postponed.
#[test]
fn clear_the_noise_at_the_end_of_a_turn_postpones_the_end() {
    let g = game();
    let mut s = build(&empty_deck([false, true]));
    finish_turn(&mut s);
    assert_eq!(s.table.empty_deck_turns, 1);
    to_actions_of(&mut s, 0);
    play(&mut s, 0, Action::EndActions);
    play(&mut s, 0, Action::KeepHand);
    assert_eq!(s.table.step, Step::TurnEnd);
    assert_eq!(g.legal_actions(&s, 0), vec![Action::EndTurn, Action::ClearTheNoise]);
    play(&mut s, 0, Action::ClearTheNoise);
    assert!(g.outcome(&s).is_none());
    assert_eq!(s.table.empty_deck_turns, 0);
    assert!(!s.deck.is_empty());
    assert_eq!(s.table.pile_count(), 4, "Say That Again? refills the piles after clearing (ruling)");
    assert_eq!(s.table.turn, 1);
}

// "END OF THE GAME": declining to Clear the Noise lets the end come.
#[test]
fn declining_to_clear_the_noise_ends_the_game() {
    let g = game();
    let mut s = build(&empty_deck([false, true]));
    finish_turn(&mut s);
    to_actions_of(&mut s, 0);
    play(&mut s, 0, Action::EndActions);
    play(&mut s, 0, Action::KeepHand);
    play(&mut s, 0, Action::EndTurn);
    assert!(g.outcome(&s).is_some());
}

fn all_but_one_three() -> Scenario {
    Scenario {
        seats: vec![
            seat(&["Nail"], &[&["Prism", "Sunrise"], &["Spring", "Ocean"], &["Zephyr", "Tempest"]]),
            seat(&["Starfield", "Omen"], &[&["Comet", "Riddle"]]),
            seat(&["Coin"], &[&["Boulder", "Mountain"], &["Blaze", "Inferno"], &["Blade", "Gate"]]),
        ],
        to_move: 1,
        start: Start::Actions,
        ..Default::default()
    }
}

// "END OF THE GAME": "If all fourteen three-Aspect cards have been placed in any Apprentice's
// tableau, each Apprentice after the one that placed the last card gets one more turn".
#[test]
fn all_fourteen_threes_give_everyone_after_one_more_turn() {
    let g = game();
    let mut s = build(&all_but_one_three());
    play(&mut s, 1, Action::Weave { card: id("Starfield") });
    let events = play(&mut s, 1, Action::WeaveInto { place: Place::Replace { card: id("Riddle") } });
    assert!(texts(&events).contains("one more turn"));
    assert_eq!(s.table.final_turns, Some(3));
    finish_turn(&mut s);
    assert_eq!(s.table.turn, 2);
    finish_turn(&mut s);
    assert_eq!(s.table.turn, 0);
    assert!(g.outcome(&s).is_none());
    finish_turn(&mut s);
    assert_eq!(s.table.ended, Some(EndReason::AllThrees));
    assert!(g.outcome(&s).is_some());
}

// "END OF THE GAME": "An Apprentice who chooses to Clear the Noise does not cancel this
// trigger." Ruling: nor does a value-3 card leaving a tableau afterwards.
#[test]
fn the_fourteen_trigger_stands() {
    let g = game();
    let mut s = build(&all_but_one_three());
    play(&mut s, 1, Action::Weave { card: id("Starfield") });
    play(&mut s, 1, Action::WeaveInto { place: Place::Replace { card: id("Riddle") } });
    // A value-3 card leaves a tableau (Comet is replaced in its spell).
    play(&mut s, 1, Action::Weave { card: id("Omen") });
    play(&mut s, 1, Action::WeaveInto { place: Place::Replace { card: id("Comet") } });
    assert!(s.table.threes_in_tableaus(&game().content) < 14);
    finish_turn(&mut s);
    // Seat 2 clears the noise during its last turn.
    to_actions_of(&mut s, 2);
    if g.legal_actions(&s, 2).contains(&Action::ClearTheNoise) {
        play(&mut s, 2, Action::ClearTheNoise);
    }
    finish_turn(&mut s);
    finish_turn(&mut s);
    assert_eq!(s.table.ended, Some(EndReason::AllThrees));
}
