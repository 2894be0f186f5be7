//! Weave rules (004_66827b56fd35684d.txt), "PLAYING A CHALLENGE": the level, strikes and wounds,
//! removal after three wounds, healing at the scene's end, epic pass and fail, auto-pass.

use super::super::state::*;
use super::super::{Action, Scenario, WeaveOptions};
use super::support::*;
use crate::core::Game;

/// A challenge of `suit` for character 0, agreed and ready to roll.
fn ready(mut s: WeaveState, suit: Suit) -> WeaveState {
    act(&mut s, Action::IssueChallenge { character: 0, suit });
    act(&mut s, Action::SetPool);
    act(&mut s, Action::Agree);
    s
}

fn roll_until(s: &WeaveState, want: impl Fn(&RollRecord) -> bool) -> WeaveState {
    with_rng_where(
        s,
        |w| {
            game().apply(w, w.table.active().unwrap() as usize, &Action::Roll).expect("roll");
        },
        |w| w.table.last_roll.as_ref().is_some_and(&want),
    )
}

#[test]
fn a_same_suit_card_from_the_hand_sets_the_level_a_lower_or_other_suit_cannot() {
    // Weave rules (004_66827b56fd35684d.txt), "PLAYING A CHALLENGE" and the quick reference: challenges start at 1;
    // the storyteller may play a same-suit card and its number becomes the level. Ruling: one card, only higher.
    let (stones2, stones3, flames4) = (card(Suit::Stones, 2), card(Suit::Stones, 3), card(Suit::Flames, 4));
    let stones1 = card(Suit::Stones, 1);
    let mut s = scenario(vec![hero(1, "Wren", Suit::Gales)], vec![stones2, stones3, flames4, stones1]);
    act(&mut s, Action::IssueChallenge { character: 0, suit: Suit::Stones });
    assert_eq!(challenge(&s).level, 1);
    let legal = game().legal_actions(&s, 0);
    assert!(legal.contains(&Action::RaiseLevel { card: stones2 }));
    assert!(!legal.contains(&Action::RaiseLevel { card: flames4 }), "another suit");
    assert!(!legal.contains(&Action::RaiseLevel { card: stones1 }), "not higher than 1");
    act(&mut s, Action::RaiseLevel { card: stones3 });
    assert_eq!(challenge(&s).level, 3);
    assert!(s.table.scene.challenges.contains(&stones3), "the card joins the spread");
    assert_eq!(s.table.hand_challenges.len(), 4, "the hand is refilled after a play");
    assert!(
        !game().legal_actions(&s, 0).iter().any(|a| matches!(a, Action::RaiseLevel { .. })),
        "one card per challenge"
    );
}

#[test]
fn a_failed_roll_with_a_strike_gives_a_wound_in_the_suit_the_storyteller_names() {
    // Weave rules (004_66827b56fd35684d.txt), "RECEIVING WOUNDS": one or more Strikes on a failed challenge give one
    // wound, applied by the storyteller to a suit.
    let s = ready(scenario(vec![hero(1, "Wren", Suit::Gales)], vec![]), Suit::Stones);
    let mut s = roll_until(&s, |r| !r.verdict.passed() && r.strikes >= 2);
    assert_eq!(challenge(&s).step, ChallengeStep::Wound);
    assert_eq!(s.table.active(), Some(0), "the storyteller names the suit");
    act(&mut s, Action::Wound { suit: Suit::Brooks });
    assert_eq!(s.table.characters[0].wounds, vec![Suit::Brooks], "one wound however many strikes");
}

#[test]
fn a_passed_roll_gives_no_wound_whatever_the_strikes() {
    // Weave rules (004_66827b56fd35684d.txt), "RECEIVING WOUNDS": wounds come only "when the player fails a Challenge".
    let s = ready(scenario(vec![hero(1, "Wren", Suit::Gales)], vec![]), Suit::Stones);
    let s = roll_until(&s, |r| r.verdict.passed() && r.strikes > 0);
    assert_eq!(s.table.stage, Stage::Scene);
    assert!(s.table.characters[0].wounds.is_empty());
}

#[test]
fn three_wounds_remove_the_character_until_the_next_scene_where_all_wounds_heal() {
    // Weave rules (004_66827b56fd35684d.txt), "RECEIVING WOUNDS": three wounds in a scene remove the character, who
    // comes back in a later scene; all wounds are removed after the scene. "PLAYING A SCENE": played cards go back.
    let mut h = hero(1, "Wren", Suit::Gales);
    h.wounds = vec![Suit::Stones, Suit::Flames];
    let s = ready(scenario(vec![h, hero(2, "Pip", Suit::Flames)], vec![]), Suit::Brooks);
    let mut s = roll_until(&s, |r| !r.verdict.passed() && r.strikes > 0 && r.verdict != Verdict::EpicFail);
    act(&mut s, Action::Wound { suit: Suit::Brooks });
    let wren = &s.table.characters[0];
    assert!(wren.removed && wren.wounds.len() == 3);
    let legal = game().legal_actions(&s, 0);
    assert!(!legal.iter().any(|a| matches!(a, Action::IssueChallenge { character: 0, .. })), "out of the scene");
    assert!(legal.iter().any(|a| matches!(a, Action::IssueChallenge { character: 1, .. })));
    act(&mut s, Action::EndScene);
    let wren = &s.table.characters[0];
    assert!(!wren.removed && wren.wounds.is_empty(), "back and healed");
    assert!(s.table.scene.challenges.is_empty() && s.table.scene.stories.is_empty(), "the spread is cleared");
    assert_eq!(s.table.scene.number, 2);
}

#[test]
fn an_epic_pass_refreshes_a_used_signature_move() {
    // Weave rules (004_66827b56fd35684d.txt), "EPIC PASS": two or more successes over the level; a used signature move
    // is ready again.
    let mut h = hero(1, "Wren", Suit::Stones);
    h.signature_used = true;
    let s = ready(scenario(vec![h], vec![]), Suit::Stones);
    assert!(!game().legal_actions(&s, 1).contains(&Action::UseSignature), "once per episode");
    let s = roll_until(&s, |r| r.verdict == Verdict::EpicPass);
    assert!(!s.table.characters[0].signature_used);
    assert_eq!(s.table.stage, Stage::Scene);
}

#[test]
fn an_epic_fail_lets_the_storyteller_add_a_consequence_after_the_wound() {
    // Weave rules (004_66827b56fd35684d.txt), "EPIC FAIL": the level two or more above the successes; besides any
    // wound, a flaw or consequence may be added (the storyteller's choice, ruling: none is allowed).
    let stones4 = card(Suit::Stones, 4);
    let mut s = scenario(vec![hero(1, "Wren", Suit::Gales)], vec![stones4]);
    act(&mut s, Action::IssueChallenge { character: 0, suit: Suit::Stones });
    act(&mut s, Action::RaiseLevel { card: stones4 });
    act(&mut s, Action::SetPool);
    act(&mut s, Action::Agree);
    let mut s = roll_until(&s, |r| r.verdict == Verdict::EpicFail && r.strikes > 0);
    act(&mut s, Action::Wound { suit: Suit::Stones });
    assert_eq!(challenge(&s).step, ChallengeStep::Consequence);
    let legal = game().legal_actions(&s, 0);
    assert!(legal.contains(&Action::NoConsequence));
    act(&mut s, Action::Consequence { text: "Broken Leg".into() });
    let q = s.table.characters[0].qualities.last().unwrap();
    assert_eq!((q.kind, q.text.as_str()), (QualityKind::Consequence, "Broken Leg"));
    assert_eq!(s.table.stage, Stage::Scene);
}

#[test]
fn a_typed_consequence_is_bounded() {
    // Weave rules (004_66827b56fd35684d.txt), ruling "Typed text": 1 to 60 characters, no control characters; refused
    // with no change.
    let stones4 = card(Suit::Stones, 4);
    let mut s = scenario(vec![hero(1, "Wren", Suit::Gales)], vec![stones4]);
    act(&mut s, Action::IssueChallenge { character: 0, suit: Suit::Stones });
    act(&mut s, Action::RaiseLevel { card: stones4 });
    act(&mut s, Action::SetPool);
    act(&mut s, Action::Agree);
    let mut s = roll_until(&s, |r| r.verdict == Verdict::EpicFail && r.strikes == 0);
    let before = s.clone();
    for bad in ["", " Limp", &"x".repeat(61), "two\nlines"] {
        assert!(game().apply(&mut s, 0, &Action::Consequence { text: bad.to_string() }).is_err());
        assert_eq!(s, before);
    }
}

#[test]
fn auto_pass_passes_and_lets_the_storyteller_redraw_any_challenge_cards() {
    // Weave rules (004_66827b56fd35684d.txt), "AUTO-PASS": the challenge passes; the storyteller may discard and
    // redraw any to all Challenge cards in hand.
    let hand = vec![card(Suit::Stones, 1), card(Suit::Flames, 1), card(Suit::Brooks, 1), card(Suit::Gales, 1)];
    let mut s = scenario(vec![hero(1, "Wren", Suit::Gales)], hand.clone());
    act(&mut s, Action::IssueChallenge { character: 0, suit: Suit::Stones });
    act(&mut s, Action::AutoPass);
    assert_eq!(s.table.stage, Stage::Redraw);
    assert_eq!(game().legal_actions(&s, 0).len(), 16, "any subset of four cards");
    act(&mut s, Action::Redraw { mask: 0b0101 });
    assert_eq!(s.table.hand_challenges.len(), 4);
    assert!(s.table.hand_challenges.contains(&hand[1]) && s.table.hand_challenges.contains(&hand[3]));
    assert!(s.table.scene.challenges.contains(&hand[0]) && s.table.scene.challenges.contains(&hand[2]));
    assert!(s.table.characters[0].wounds.is_empty());
}

#[test]
fn a_third_wound_received_in_the_scene_removes_the_character_even_after_a_heal() {
    // Weave rules (004_66827b56fd35684d.txt), "RECEIVING WOUNDS": "If a character receives 3 Wounds during a scene,
    // the Storyteller removes the character from the scene": wounds received count, not wounds held. Wounded twice,
    // healed once and wounded again is out.
    let mut h = hero(1, "Wren", Suit::Gales);
    h.wounds = vec![Suit::Stones, Suit::Flames];
    h.kept = vec![card(Suit::Brooks, 2)];
    let mut s = scenario(vec![h, hero(2, "Pip", Suit::Flames)], vec![]);
    assert_eq!(s.table.characters[0].received, 2, "a scenario's wounds were received in this scene");
    act(&mut s, Action::IssueChallenge { character: 0, suit: Suit::Brooks });
    act(&mut s, Action::SetPool);
    act(&mut s, Action::Agree);
    act(&mut s, Action::Redeem { card: card(Suit::Brooks, 2), used_for: Redemption::Heal(Suit::Stones) });
    let mut s = roll_until(&s, |r| !r.verdict.passed() && r.strikes > 0 && r.verdict != Verdict::EpicFail);
    let events = act(&mut s, Action::Wound { suit: Suit::Gales });
    let wren = &s.table.characters[0];
    assert_eq!(wren.wounds, vec![Suit::Flames, Suit::Gales], "two held");
    assert!(wren.removed, "three received this scene");
    assert!(events.iter().any(|e| e.text.contains("3 received this scene")), "{events:?}");
    act(&mut s, Action::EndScene);
    let wren = &s.table.characters[0];
    assert!(!wren.removed && wren.received == 0 && wren.wounds.is_empty(), "the next scene starts afresh");
}

#[test]
fn before_issue_28_a_healed_wound_kept_a_character_in_the_scene() {
    // The rules before issue 28 (docs/records.md, "Weave rules"), kept for seasons made under them: three wounds held.
    let mut h = hero(1, "Wren", Suit::Gales);
    h.wounds = vec![Suit::Stones, Suit::Flames];
    h.kept = vec![card(Suit::Brooks, 2)];
    let sc = Scenario {
        options: WeaveOptions { rules: RULES_BEFORE_28, ..Default::default() },
        seats: 2,
        characters: vec![h],
        hand_challenges: vec![],
        hand_stories: vec![0, 1],
        challenge_top: vec![],
    };
    let mut s = game().from_scenario(&sc, 7).unwrap();
    act(&mut s, Action::IssueChallenge { character: 0, suit: Suit::Brooks });
    act(&mut s, Action::SetPool);
    act(&mut s, Action::Agree);
    act(&mut s, Action::Redeem { card: card(Suit::Brooks, 2), used_for: Redemption::Heal(Suit::Stones) });
    let mut s = roll_until(&s, |r| !r.verdict.passed() && r.strikes > 0 && r.verdict != Verdict::EpicFail);
    act(&mut s, Action::Wound { suit: Suit::Gales });
    let wren = &s.table.characters[0];
    assert_eq!(wren.wounds, vec![Suit::Flames, Suit::Gales]);
    assert!(!wren.removed && wren.received == 0);
}

#[test]
fn signature_moves_can_ignore_strikes_or_add_successes() {
    // Weave rules (004_66827b56fd35684d.txt), "SIGNATURE MOVE": "add dice to a challenge, ignore
    // strikes, or otherwise modify the rules of the game". Card 2 (The Ferryman) ignores strikes,
    // card 1 (The Widow) adds a success.
    let mut h = hero(1, "Wren", Suit::Gales);
    h.signature = 2;
    let mut s = ready(scenario(vec![h], vec![]), Suit::Stones);
    act(&mut s, Action::UseSignature);
    let s = roll_until(&s, |r| !r.verdict.passed() && r.strikes > 0 && r.verdict != Verdict::EpicFail);
    assert_eq!(s.table.stage, Stage::Scene, "no wound to name");
    assert!(s.table.characters[0].wounds.is_empty(), "strikes ignored");
    assert!(s.table.characters[0].signature_used);

    let mut h = hero(1, "Wren", Suit::Gales);
    h.signature = 1;
    let mut s = ready(scenario(vec![h], vec![]), Suit::Stones);
    act(&mut s, Action::UseSignature);
    let s = roll_until(&s, |r| r.successes == 0);
    let r = s.table.last_roll.as_ref().unwrap();
    assert_eq!((r.bonus, r.verdict), (1, Verdict::Pass), "one success from the move meets level 1");
}
