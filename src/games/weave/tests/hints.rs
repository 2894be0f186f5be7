//! The hints' reasons (`Game::hint_reasons`): the roll an action leads to, in the rules' words.

use super::super::Action;
use super::support::game;
use crate::core::{Game, Viewer};

/// The hints' reasons, asked with the seat's view (as the worker asks).
fn reasons(s: &super::super::WeaveState, seat: usize, action: Action) -> Vec<String> {
    let g = game();
    g.hint_reasons(&g.view(s, Viewer::Seat(seat)), seat, &action)
}

#[test]
fn a_hint_says_how_many_dice_are_rolled_against_which_level() {
    // Weave rules: "PLAYING A CHALLENGE" — the level (1, or a same-suit card's number), "CREATE
    // THE DICE POOL" (three dice, one more in the focus suit) and "DETERMINE SUCCESS".
    use super::super::state::Suit;
    use super::support::{act, card, hero, scenario};
    let stones3 = card(Suit::Stones, 3);
    let mut s = scenario(vec![hero(1, "Wren", Suit::Gales)], vec![stones3]);
    assert_eq!(
        reasons(&s, 0, Action::IssueChallenge { character: 0, suit: Suit::Gales }),
        ["Wren would roll 4 dice in Gales (Gales is their focus)"]
    );
    assert_eq!(reasons(&s, 0, Action::IssueChallenge { character: 0, suit: Suit::Stones }), ["Wren would roll 3 dice in Stones"]);
    // "MAKING SKILL CHECKS — PERCEPTION CHECK": Gales, Wren's focus.
    let perception = Action::SkillCheck { check: super::super::state::Check::Perception };
    assert_eq!(reasons(&s, 0, perception), ["everyone rolls in Gales: Wren 4 dice"]);
    act(&mut s, Action::IssueChallenge { character: 0, suit: Suit::Stones });
    assert_eq!(
        reasons(&s, 0, Action::RaiseLevel { card: stones3 }),
        ["raises the level from 1 to 3", "then rolls 3 dice against level 3"]
    );
    act(&mut s, Action::SetPool);
    act(&mut s, Action::Agree);
    assert_eq!(reasons(&s, 1, Action::Roll), ["rolls 3 dice against level 1: each Stones or Weave is a success"]);
}

#[test]
fn a_hint_on_an_enticement_says_what_accepting_and_refusing_cost() {
    // Weave rules: "ENTICEMENTS" — "ACCEPTING AN ENTICEMENT" (the action fails, no wound) and
    // "REFUSING AN ENTICEMENT" (a roll against the card first); the card is the storyteller's.
    use super::super::state::Suit;
    use super::support::{act, card, hero, scenario};
    let gales2 = card(Suit::Gales, 2);
    let mut s = scenario(vec![hero(1, "Wren", Suit::Gales)], vec![gales2]);
    act(&mut s, Action::IssueChallenge { character: 0, suit: Suit::Stones });
    let entice = game()
        .legal_actions(&s, 0)
        .into_iter()
        .find(|a| matches!(a, Action::Entice { card, .. } if *card == gales2))
        .expect("an enticement with the Gales 2");
    assert_eq!(
        reasons(&s, 0, entice),
        ["if Wren accepts, the action fails but without a wound", "if they refuse, they roll 4 dice against Gales 2 first"]
    );
}
