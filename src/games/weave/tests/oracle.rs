//! Oracle mode (rules/weave.md "ORACLE MODE"): no storyteller seat; the engine plays the
//! storyteller's cards by a fixed rule.

use super::super::state::*;
use super::super::{Action, Scenario, WeaveOptions};
use super::support::*;
use crate::core::Game;

fn solo(top: Vec<u8>) -> WeaveState {
    let sc = Scenario {
        options: WeaveOptions { oracle: true, ..Default::default() },
        seats: 1,
        characters: vec![hero(0, "Wren", Suit::Gales)],
        challenge_top: top,
        ..Default::default()
    };
    game().from_scenario(&sc, 5).unwrap()
}

#[test]
fn one_seat_plays_alone_with_the_oracle() {
    // Weave rules (004_66827b56fd35684d.txt), ruling "Oracle mode": one seat has no storyteller; the player frames and
    // plays.
    let s = game().new_game(&WeaveOptions::default(), 1, 8).unwrap();
    assert!(s.table.oracle());
    assert_eq!(s.table.active(), Some(0));
    let s = solo(vec![]);
    assert!(s.table.hand_challenges.is_empty() && s.table.hand_stories.is_empty());
    let legal = game().legal_actions(&s, 0);
    assert!(legal.iter().any(|a| matches!(a, Action::ConsultOracle { .. })));
    assert!(!legal.iter().any(|a| matches!(a, Action::PlayStory { .. })));
}

#[test]
fn the_oracle_sets_the_level_with_a_same_suit_card() {
    let stones3 = card(Suit::Stones, 3);
    let mut s = solo(vec![stones3]);
    act(&mut s, Action::IssueChallenge { character: 0, suit: Suit::Stones });
    let ch = challenge(&s);
    assert_eq!((ch.level, ch.step), (3, ChallengeStep::Weighing));
    assert_eq!(s.table.active(), Some(0), "the player weighs their own qualities");
}

#[test]
fn the_oracle_entices_with_a_high_card_of_another_suit_and_wounds_in_the_rolls_suit() {
    let flames4 = card(Suit::Flames, 4);
    let mut s = solo(vec![flames4]);
    act(&mut s, Action::IssueChallenge { character: 0, suit: Suit::Stones });
    let ch = challenge(&s);
    assert_eq!(ch.step, ChallengeStep::Enticed);
    assert_eq!(ch.enticement.map(|e| e.quality), Some(2), "through the flaw");
    act(&mut s, Action::Refuse);
    act(&mut s, Action::Agree);
    let s = with_rng_where(
        &s,
        |w| {
            game().apply(w, 0, &Action::Roll).unwrap();
        },
        |w| w.table.last_roll.as_ref().is_some_and(|r| r.verdict == Verdict::EpicFail && r.strikes > 0),
    );
    let c = &s.table.characters[0];
    assert_eq!(c.wounds, vec![Suit::Flames], "the wound is in the roll's suit");
    assert_eq!(c.qualities.last().map(|q| q.kind), Some(QualityKind::Consequence));
    assert_eq!(s.table.stage, Stage::Scene);
}

#[test]
fn the_oracle_turns_up_story_cards_and_items() {
    let mut s = solo(vec![]);
    let top = *s.table.story_deck.last().unwrap();
    act(&mut s, Action::ConsultOracle { used_as: StoryUse::Npc });
    assert_eq!(
        s.table.scene.stories.last(),
        Some(&PlayedStory { card: top, used_as: StoryUse::Npc, face_down: false })
    );
    let top = *s.table.story_deck.last().unwrap();
    act(&mut s, Action::OracleItem { character: 0 });
    let item = &game().content.playsets[0].story[top as usize].items[0];
    assert_eq!(s.table.characters[0].qualities.last().map(|q| &q.text), Some(item));
}
