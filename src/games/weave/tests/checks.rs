//! Weave rules (004_66827b56fd35684d.txt), "MAKING SKILL CHECKS".

use super::super::checks::winners;
use super::super::dice::pool_size;
use super::super::state::*;
use super::super::Action;
use super::support::*;
use crate::core::Game;

#[test]
fn a_check_rolls_three_dice_plus_focus_for_everyone_in_the_scene_at_level_one() {
    // Weave rules (004_66827b56fd35684d.txt), "MAKING SKILL CHECKS": level 1, three dice, only the focus suit adds a
    // die; Perception is Gales (quick reference). Ruling: wounds do not apply to checks.
    let mut gales = hero(1, "Wren", Suit::Gales);
    gales.wounds = vec![Suit::Gales, Suit::Gales];
    let mut out = hero(3, "Hester", Suit::Gales);
    out.wounds = vec![Suit::Stones; 3];
    let mut s = scenario(vec![gales, hero(2, "Pip", Suit::Stones), out], vec![]);
    act(&mut s, Action::SkillCheck { check: Check::Perception });
    let records = &s.table.last_check;
    assert_eq!(records.iter().map(|r| r.character).collect::<Vec<_>>(), vec![0, 1], "the removed character sits out");
    assert_eq!(pool_size(&records[0].pool), 4, "focus Gales, wounds ignored");
    assert_eq!(pool_size(&records[1].pool), 3);
    assert!(records.iter().all(|r| r.level == 1 && r.suit == Suit::Gales && r.check == Some(Check::Perception)));
    assert!(
        s.table.characters[0].wounds.len() == 2 && s.table.characters[1].wounds.is_empty(),
        "no wounds from a check"
    );
}

fn record(character: u8, successes: u8) -> RollRecord {
    RollRecord {
        character,
        suit: Suit::Flames,
        level: 1,
        pool: vec![],
        faces: vec![],
        rerolls: vec![],
        successes,
        bonus: 0,
        strikes: 0,
        verdict: super::super::dice::verdict(successes, 1),
        check: Some(Check::Knowledge),
    }
}

#[test]
fn the_highest_result_wins_and_ties_share() {
    // Weave rules (004_66827b56fd35684d.txt), "MAKING SKILL CHECKS": "the highest result usually aids the winning
    // player". Ruling: ties share the win; with no success nobody wins.
    assert_eq!(winners(&[record(0, 2), record(1, 3), record(2, 1)]), vec![1]);
    assert_eq!(winners(&[record(0, 2), record(1, 2)]), vec![0, 1]);
    assert!(winners(&[record(0, 0), record(1, 0)]).is_empty());
}

#[test]
fn a_sole_knowledge_winner_picks_a_storyteller_story_card_to_play_as_a_location() {
    // Weave rules (004_66827b56fd35684d.txt), "KNOWLEDGE CHECK": the winner may select a Story card from the
    // storyteller's hand.
    let s = scenario(vec![hero(1, "Wren", Suit::Flames), hero(2, "Pip", Suit::Stones)], vec![]);
    let mut s = with_rng_where(
        &s,
        |w| {
            game().apply(w, 0, &Action::SkillCheck { check: Check::Knowledge }).unwrap();
        },
        |w| matches!(w.table.stage, Stage::StoryPick { character: 1, used_as: StoryUse::Location }),
    );
    assert_eq!(s.table.active(), Some(2), "Pip's player picks");
    let card = s.table.hand_stories[0];
    act(&mut s, Action::PickStory { card });
    assert_eq!(
        s.table.scene.stories.last(),
        Some(&PlayedStory { card, used_as: StoryUse::Location, face_down: false })
    );
    assert_eq!(s.table.hand_stories.len(), 2, "refilled");
    assert_eq!(s.table.stage, Stage::Scene);
}
