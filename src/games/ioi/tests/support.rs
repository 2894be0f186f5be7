//! Helpers shared by the IOI tests: the built-in game, cards by name, scenarios, invariants.

use super::super::content::{CardId, SPELL_COUNT};
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
    if let Err(e) = invariants(s) {
        panic!("{e}");
    }
}

/// [`check_invariants`] as a result, for the conformance suite's hook.
pub fn invariants(s: &IoiState) -> Result<(), String> {
    let mut all = s.all_card_places();
    all.sort_unstable();
    let expected: Vec<CardId> = (0..SPELL_COUNT as u8).collect();
    if all != expected {
        return Err(format!("every card exactly once: {all:?}"));
    }
    if s.table.deck_count as usize != s.deck.len() {
        return Err(format!("deck count {} but {} cards in the deck", s.table.deck_count, s.deck.len()));
    }
    let counts: Vec<u8> = s.hands.iter().map(|h| h.len() as u8).collect();
    if s.table.hand_counts != counts {
        return Err(format!("hand counts {:?} but hands of {counts:?}", s.table.hand_counts));
    }
    match s.table.tableaus.iter().flatten().find(|spell| Some(spell.first) == spell.second) {
        Some(spell) => Err(format!("a spell holds the same card twice: {spell:?}")),
        None => Ok(()),
    }
}

pub fn texts(events: &[Event]) -> String {
    events.iter().map(|e| e.text.clone()).collect::<Vec<_>>().join("\n")
}

/// The plain move of whoever is to act (pass, Focus, end the actions, keep the hand, end the
/// turn, else the first legal move), or `None` once the game is over.
pub fn plain_move(s: &IoiState) -> Option<(usize, Action)> {
    let who = s.table.active()? as usize;
    let legal = game().legal_actions(s, who);
    let pick = |a: Action| legal.contains(&a).then_some(a);
    let action = pick(Action::Pass)
        .or(pick(Action::Focus))
        .or(pick(Action::EndActions))
        .or(pick(Action::KeepHand))
        .or(pick(Action::EndTurn))
        .or(legal.first().copied())?;
    Some((who, action))
}

/// Plays plain moves ([`plain_move`]) until `seat` is at step 4 of its own turn.
pub fn to_actions_of(s: &mut IoiState, seat: usize) {
    use super::super::Step;
    for _ in 0..200 {
        if s.table.turn as usize == seat && s.table.step == Step::Actions && s.table.window.is_none() {
            return;
        }
        let (who, action) = plain_move(s).expect("game on");
        play(s, who, action);
    }
    panic!("never reached seat {seat}'s actions");
}

/// Uses a card's ability in the given way: `Use`, then `UseAbility` when the card can be used
/// in several ways (checking that the declaration is the one asked for).
pub fn use_ability(
    s: &mut IoiState,
    seat: usize,
    card: &str,
    ability: super::super::content::Ability,
    via: super::super::state::Via,
) -> Vec<Event> {
    use super::super::Sub;
    let mut events = play(s, seat, Action::Use { card: id(card) });
    if let Sub::Choosing { .. } = s.table.sub {
        events.extend(play(s, seat, Action::UseAbility { card: id(card), ability, via }));
    }
    match s.table.sub {
        Sub::Declaring(d) => assert_eq!((d.card, d.ability, d.via), (id(card), ability, via)),
        other => panic!("not declaring: {other:?}"),
    }
    events
}

/// The ways a card may be used, as offered once it is chosen.
pub fn ways_to_use(
    s: &IoiState,
    seat: usize,
    card: &str,
) -> Vec<(super::super::content::Ability, super::super::state::Via)> {
    let g = game();
    let mut t = s.clone();
    if g.apply(&mut t, seat, &Action::Use { card: id(card) }).is_err() {
        return Vec::new();
    }
    match t.table.sub {
        super::super::Sub::Declaring(d) => vec![(d.ability, d.via)],
        _ => g
            .legal_actions(&t, seat)
            .into_iter()
            .filter_map(|a| match a {
                Action::UseAbility { ability, via, .. } => Some((ability, via)),
                _ => None,
            })
            .collect(),
    }
}
