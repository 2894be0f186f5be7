//! Shared test helpers: a set of test-only cards (embedded in scenarios, so tuning the built-in
//! cards never breaks a rules test), scenario builders and action shortcuts.

use super::super::*;
use crate::core::{state_hash, Game, Seat};

/// Test cards with exactly the properties the rules tests need.
pub const TEST_SET: &str = r#"(
    set: "Test Spells",
    kind: Spellbook,
    cards: [
        (name: "Quill", instant: (components: [Word]), steps: [(needs: Time)], duration: Temporary),
        (name: "Knife", instant: (components: [Blood]), steps: [(needs: Time)], duration: Temporary),
        (name: "Lens", instant: (components: [Focus]), steps: [(needs: Time)], duration: Temporary),
        (name: "Hand", instant: (components: [Gesture]), steps: [(needs: Time)], duration: Temporary),
        (name: "Vial", instant: (components: [Item]), steps: [(needs: Time)], duration: Temporary),
        (name: "Blank", steps: [(needs: Time), (needs: Time)], duration: Temporary),
        (name: "Two Step", steps: [(needs: Word), (needs: Blood)], delayed: [Damage(3)], duration: Temporary),
        (name: "Chain A", steps: [(needs: Word, residual: Some(Blood))], delayed: [Shield(1)], duration: Temporary),
        (name: "Chain B", steps: [(needs: Blood, residual: Some(Focus))], delayed: [Shield(1)], duration: Temporary),
        (name: "Chain C", steps: [(needs: Focus)], delayed: [Damage(1)], duration: Temporary),
        (name: "Hourglass", steps: [(needs: Time), (needs: Time)], delayed: [Damage(1)], duration: Temporary),
        (name: "Echo", steps: [(needs: Word)], delayed: [Damage(1)], duration: Repeatable),
        (name: "Jab", instant: (components: [Word], effect: [Damage(2), Sick(1)]), steps: [(needs: Word)], delayed: [Shield(2), Healing(1)], duration: Temporary),
        (name: "Flash", instant: (effect: [Damage(1)]), delayed: [Damage(2), Healing(1)], duration: Temporary),
        (name: "Salve", instant: (effect: [Healing(1)]), steps: [(needs: Time)], duration: Temporary),
        (name: "Big Salve", instant: (effect: [Healing(2)]), steps: [(needs: Time)], duration: Temporary),
        (name: "Hammer", instant: (effect: [Damage(3)]), steps: [(needs: Time)], duration: Temporary),
        (name: "Guard", instant: (effect: [Shield(2)]), steps: [(needs: Time)], duration: Temporary),
    ],
)"#;

/// More test cards: statuses, repeatables and long formulas.
pub const TEST_SET_2: &str = r#"(
    set: "Test Spells II",
    kind: Class,
    cards: [
        (name: "Twin Words", steps: [(needs: Word), (needs: Word)], delayed: [Damage(2)], duration: Temporary),
        (name: "Loop", instant: (components: [Word], effect: [Shield(1)]), steps: [(needs: Time)], delayed: [Damage(1)], duration: Repeatable),
        (name: "Sicken", instant: (effect: [Sick(1)]), steps: [(needs: Time)], duration: Temporary),
        (name: "Weaken", instant: (effect: [Weak(1)]), steps: [(needs: Time)], duration: Temporary),
        (name: "Daze", instant: (effect: [Dazed(1)]), steps: [(needs: Time)], duration: Temporary),
        (name: "Seal", instant: (effect: [Sealed(1)]), steps: [(needs: Time)], duration: Temporary),
        (name: "Hex", instant: (effect: [Cursed(2)]), steps: [(needs: Time)], duration: Temporary),
        (name: "Onslaught", instant: (effect: [Damage(5)]), steps: [(needs: Time)], duration: Temporary),
        (name: "Long Rite", steps: [(needs: Word), (needs: Gesture), (needs: Focus), (needs: Item), (needs: Blood)], delayed: [Damage(9)], duration: Temporary),
    ],
)"#;

pub fn game() -> &'static Weavers {
    Weavers::standard().expect("built-in cards load")
}

pub fn test_sets() -> Vec<schema::SetFile> {
    vec![
        content::parse_set("tests/test_spells.ron", TEST_SET).expect("test set parses"),
        content::parse_set("tests/test_spells_2.ron", TEST_SET_2).expect("test set II parses"),
    ]
}

pub fn names(cards: &[&str]) -> Vec<String> {
    cards.iter().map(|s| s.to_string()).collect()
}

pub fn seat(hand: &[&str], deck: &[&str]) -> ScenarioSeat {
    ScenarioSeat { hand: names(hand), deck: names(deck), ..ScenarioSeat::default() }
}

pub fn active(card: &str, progress: u8) -> ScenarioSpell {
    ScenarioSpell { card: card.to_string(), progress, played_round: None }
}

/// A scenario with the test cards, starting in the given phase of round 2.
pub fn scenario(phase: ScenarioPhase, a: ScenarioSeat, b: ScenarioSeat) -> Scenario {
    Scenario { extra_sets: test_sets(), round: 2, phase, seats: vec![a, b] }
}

pub fn start(sc: &Scenario) -> State {
    game().from_scenario(sc, 7).expect("scenario is valid")
}

/// A card id by name (built-in or extra).
pub fn id(s: &State, name: &str) -> CardId {
    let g = game();
    if let Some(i) = g.content.card_named(name) {
        return i;
    }
    let i = s.table.0.extra.card_named(name).unwrap_or_else(|| panic!("no card {name}"));
    (i as usize + g.content.cards.len()) as CardId
}

pub fn name(s: &State, card: CardId) -> String {
    game().card(&s.table.0, card).name.clone()
}

pub fn ids(s: &State, cards: &[CardId]) -> Vec<String> {
    cards.iter().map(|&c| name(s, c)).collect()
}

pub fn act(s: &mut State, seat: Seat, action: Action) -> Vec<crate::core::Event> {
    game().apply(s, seat, &action).unwrap_or_else(|e| panic!("{action:?} by {seat} refused: {e}"))
}

pub fn cast(s: &mut State, seat: Seat, card: &str, face_up: bool) -> Vec<crate::core::Event> {
    let c = id(s, card);
    act(s, seat, Action::Cast { card: c, face_up })
}

/// Both seats cast face up (seat 0 first).
pub fn cast_both(s: &mut State, a: &str, b: &str) -> Vec<crate::core::Event> {
    let mut ev = cast(s, 0, a, true);
    ev.extend(cast(s, 1, b, true));
    ev
}

pub fn finish_draw(s: &mut State) {
    act(s, 0, Action::FinishBurying);
    act(s, 1, Action::FinishBurying);
}

pub fn hand_names(s: &State, seat: Seat) -> Vec<String> {
    ids(s, &s.players[seat].hand)
}

pub fn discard_names(s: &State, seat: Seat) -> Vec<String> {
    s.players[seat].discard.iter().map(|d| name(s, d.card)).collect()
}

pub fn active_names(s: &State, seat: Seat) -> Vec<(String, u8)> {
    s.players[seat].active.iter().map(|a| (name(s, a.card), a.progress)).collect()
}

/// Asserts an action is refused citing `section`, and that the state did not change at all.
pub fn assert_refused(s: &mut State, seat: Seat, action: Action, section: &str) -> crate::core::RuleError {
    let before = state_hash(s);
    let copy = s.clone();
    let err = game().apply(s, seat, &action).expect_err("action must be refused");
    assert_eq!(err.rule.section, section, "{err}");
    assert_eq!(state_hash(s), before, "state changed by a refused action");
    assert_eq!(*s, copy);
    err
}
