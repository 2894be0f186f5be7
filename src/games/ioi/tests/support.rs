//! Helpers shared by the IOI tests: the built-in game, cards by name, scenarios, invariants.

use super::super::content::{Aspect, CardId, SPELL_COUNT};
use super::super::{Action, Ioi, IoiState, Scenario, ScenarioSeat};
use crate::core::{Event, Game};

pub fn game() -> &'static Ioi {
    Ioi::standard().expect("built-in IOI content loads")
}

/// A card id by its Target word.
pub fn id(name: &str) -> CardId {
    let g = game();
    g.content.spells.iter().position(|c| c.target == name).unwrap_or_else(|| panic!("no card {name}")) as CardId
}

/// The Target word of the `nth` card of this Aspect and value (in file order).
pub fn card(aspect: Aspect, value: u8, nth: usize) -> String {
    let g = game();
    g.content
        .spells
        .iter()
        .filter(|c| c.aspect == aspect && c.value == value)
        .nth(nth)
        .map(|c| c.target.clone())
        .unwrap_or_else(|| panic!("no {aspect} {value} #{nth}"))
}

pub fn names(list: &[&str]) -> Vec<String> {
    list.iter().map(|s| s.to_string()).collect()
}

pub fn seat(hand: &[&str], tableau: &[&[&str]]) -> ScenarioSeat {
    ScenarioSeat { hand: names(hand), tableau: tableau.iter().map(|sp| names(sp)).collect(), ..Default::default() }
}

/// A scenario starting at step 4 of `to_move`'s turn.
pub fn at_actions(seats: Vec<ScenarioSeat>, to_move: usize) -> IoiState {
    let sc = Scenario { seats, to_move, start: super::super::Start::Actions, ..Default::default() };
    game().from_scenario(&sc, 7).expect("scenario builds")
}

pub fn build(sc: &Scenario) -> IoiState {
    game().from_scenario(sc, 7).expect("scenario builds")
}

pub fn play(s: &mut IoiState, seat: usize, action: Action) -> Vec<Event> {
    let g = game();
    match g.apply(s, seat, &action) {
        Ok(events) => {
            check_invariants(s);
            events
        }
        Err(e) => panic!("{action:?} by seat {seat} refused: {e}\nlegal: {:?}", g.legal_actions(s, seat)),
    }
}

/// Plays a sequence, each by whoever is active.
pub fn play_all(s: &mut IoiState, actions: &[Action]) -> Vec<Event> {
    let mut all = Vec::new();
    for a in actions {
        let seat = s.table.active().expect("someone is active") as usize;
        all.extend(play(s, seat, *a));
    }
    all
}

/// Every seat passes until the window closes.
pub fn all_pass(s: &mut IoiState) -> Vec<Event> {
    let mut events = Vec::new();
    let mut guard = 0;
    while s.table.window.is_some() {
        let seat = s.table.active().expect("someone is asked") as usize;
        events.extend(play(s, seat, Action::Pass));
        guard += 1;
        assert!(guard < 50, "window never closes");
    }
    events
}

/// All 49 cards in exactly one place, and the public counts in step with the secrets.
pub fn check_invariants(s: &IoiState) {
    let mut all = s.all_card_places();
    all.sort_unstable();
    let expected: Vec<CardId> = (0..SPELL_COUNT as u8).collect();
    assert_eq!(all, expected, "every card exactly once");
    assert_eq!(s.table.deck_count as usize, s.deck.len());
    let counts: Vec<u8> = s.hands.iter().map(|h| h.len() as u8).collect();
    assert_eq!(s.table.hand_counts, counts);
    for spell in s.table.tableaus.iter().flatten() {
        assert_ne!(Some(spell.first), spell.second);
    }
}

pub fn texts(events: &[Event]) -> String {
    events.iter().map(|e| e.text.clone()).collect::<Vec<_>>().join("\n")
}
