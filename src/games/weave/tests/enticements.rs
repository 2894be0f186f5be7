//! Weave rules (004_66827b56fd35684d.txt), "ENTICEMENTS": making, accepting, refusing and
//! redeeming an enticement.

use super::super::state::*;
use super::super::{Action, Viewer};
use super::support::*;
use crate::core::Game;

fn enticed(card_id: u8) -> WeaveState {
    let mut s = scenario(vec![hero(1, "Wren", Suit::Gales)], vec![card_id]);
    act(&mut s, Action::IssueChallenge { character: 0, suit: Suit::Stones });
    // Quality 2 is the flaw "Afraid of the Dark".
    act(&mut s, Action::Entice { quality: 2, card: card_id });
    s
}

#[test]
fn an_enticement_names_a_flaw_or_backstory_and_is_face_down() {
    // Weave rules (004_66827b56fd35684d.txt), "MAKING AN ENTICEMENT": a flaw (or a backstory), a Challenge card of any
    // suit face down.
    let brooks3 = card(Suit::Brooks, 3);
    let mut s = scenario(vec![hero(1, "Wren", Suit::Gales)], vec![brooks3]);
    act(&mut s, Action::IssueChallenge { character: 0, suit: Suit::Stones });
    let legal = game().legal_actions(&s, 0);
    assert!(legal.contains(&Action::Entice { quality: 0, card: brooks3 }), "backstory");
    assert!(legal.contains(&Action::Entice { quality: 2, card: brooks3 }), "flaw");
    assert!(!legal.contains(&Action::Entice { quality: 1, card: brooks3 }), "not a talent");
    act(&mut s, Action::Entice { quality: 2, card: brooks3 });
    assert_eq!(s.table.active(), Some(1), "the player decides");
    let player_view = game().view(&s, Viewer::Seat(1));
    let Stage::Challenge(ch) = &player_view.table.stage else { panic!() };
    assert_eq!(ch.enticement.unwrap().card, HIDDEN, "face down to the player");
    let teller_view = game().view(&s, Viewer::Seat(0));
    let Stage::Challenge(ch) = &teller_view.table.stage else { panic!() };
    assert_eq!(ch.enticement.unwrap().card, brooks3);
}

#[test]
fn accepting_fails_the_action_without_a_wound_and_keeps_the_card() {
    // Weave rules (004_66827b56fd35684d.txt), "ACCEPTING AN ENTICEMENT": the challenge fails with no wound or
    // consequence; the character holds the card to redeem later.
    let brooks3 = card(Suit::Brooks, 3);
    let mut s = enticed(brooks3);
    let events = act(&mut s, Action::Accept);
    assert!(events.iter().any(|e| e.rule.topic == "ACCEPTING AN ENTICEMENT"));
    assert_eq!(s.table.stage, Stage::Scene);
    let wren = &s.table.characters[0];
    assert_eq!(wren.kept, vec![brooks3]);
    assert!(wren.wounds.is_empty());
    assert!(s.table.last_roll.is_none(), "nothing was rolled");
}

#[test]
fn refusing_rolls_against_the_enticement_first_then_the_original() {
    // Weave rules (004_66827b56fd35684d.txt), "REFUSING AN ENTICEMENT": the card is turned up; the character must beat
    // it first, then immediately rolls against the original challenge.
    let brooks2 = card(Suit::Brooks, 2);
    let mut s = enticed(brooks2);
    act(&mut s, Action::Refuse);
    assert!(challenge(&s).against_enticement);
    let view = game().view(&s, Viewer::Seat(1));
    let Stage::Challenge(ch) = &view.table.stage else { panic!() };
    assert_eq!(ch.enticement.unwrap().card, brooks2, "turned up for everyone");
    act(&mut s, Action::Agree);
    assert_eq!(game().pool_breakdown(&s.table).map(|p| p.len()), Some(1), "Brooks: base only");
    let s = with_rng_where(
        &s,
        |w| {
            game().apply(w, 1, &Action::Roll).unwrap();
        },
        |w| w.table.last_roll.as_ref().is_some_and(|r| r.verdict.passed()),
    );
    let r = s.table.last_roll.as_ref().unwrap();
    assert_eq!((r.suit, r.level), (Suit::Brooks, 2), "the first roll was against the enticement card");
    assert_eq!(challenge(&s).step, ChallengeStep::Weighing, "now the original challenge");
    assert!(!challenge(&s).against_enticement);
    assert!(s.table.scene.challenges.contains(&brooks2), "ruling: the refused card joins the spread");
    let mut s = s;
    act(&mut s, Action::Agree);
    act(&mut s, Action::Roll);
    let r = s.table.last_roll.as_ref().unwrap();
    assert_eq!((r.suit, r.level), (Suit::Stones, 1));
}

#[test]
fn failing_the_enticement_roll_fails_the_action_with_its_wound() {
    // Weave rules (004_66827b56fd35684d.txt), ruling "Failing the enticement roll": a failed challenge like any other
    // (wound on a strike, consequence on an epic fail) and the original is not rolled.
    let brooks4 = card(Suit::Brooks, 4);
    let mut s = enticed(brooks4);
    act(&mut s, Action::Refuse);
    act(&mut s, Action::Agree);
    let mut s = with_rng_where(
        &s,
        |w| {
            game().apply(w, 1, &Action::Roll).unwrap();
        },
        |w| w.table.last_roll.as_ref().is_some_and(|r| r.verdict == Verdict::EpicFail && r.strikes > 0),
    );
    act(&mut s, Action::Wound { suit: Suit::Brooks });
    act(&mut s, Action::NoConsequence);
    assert_eq!(s.table.stage, Stage::Scene, "the original challenge is not rolled");
    assert_eq!(s.table.characters[0].wounds, vec![Suit::Brooks]);
}

fn holding(kept: Vec<u8>, wounds: Vec<Suit>) -> WeaveState {
    let mut h = hero(1, "Wren", Suit::Gales);
    h.kept = kept;
    h.wounds = wounds;
    scenario(vec![h], vec![card(Suit::Stones, 3)])
}

#[test]
fn a_kept_card_heals_a_wound_or_adds_a_die_or_reduces_a_same_suit_challenge() {
    // Weave rules (004_66827b56fd35684d.txt), "REDEEMING AN ENTICEMENT": heal a wound, add a die, or reduce a
    // challenge of the same suit by the amount shown. Ruling: one effect per card; the card goes to the spread.
    let (stones2, flames2, gales1) = (card(Suit::Stones, 2), card(Suit::Flames, 2), card(Suit::Gales, 1));
    let mut s = holding(vec![stones2, flames2, gales1], vec![Suit::Stones]);
    act(&mut s, Action::IssueChallenge { character: 0, suit: Suit::Stones });
    act(&mut s, Action::RaiseLevel { card: card(Suit::Stones, 3) });
    act(&mut s, Action::SetPool);
    act(&mut s, Action::Agree);
    let legal = game().legal_actions(&s, 1);
    use Redemption::*;
    assert!(legal.contains(&Action::Redeem { card: stones2, used_for: Reduce }));
    assert!(!legal.contains(&Action::Redeem { card: flames2, used_for: Reduce }), "only the same suit reduces");
    assert!(legal.contains(&Action::Redeem { card: flames2, used_for: Heal(Suit::Stones) }));
    assert_eq!(dice::size(&s), 2, "3 dice, −1 for the Stones wound");
    act(&mut s, Action::Redeem { card: flames2, used_for: Heal(Suit::Stones) });
    assert!(s.table.characters[0].wounds.is_empty());
    assert_eq!(dice::size(&s), 3, "healed: the wound's die is back");
    act(&mut s, Action::Redeem { card: gales1, used_for: Die });
    assert_eq!(dice::size(&s), 4);
    act(&mut s, Action::Redeem { card: stones2, used_for: Reduce });
    assert_eq!(challenge(&s).pool.reduced_by, 2);
    assert!(s.table.characters[0].kept.is_empty());
    for k in [stones2, flames2, gales1] {
        assert!(s.table.scene.challenges.contains(&k));
    }
    act(&mut s, Action::Roll);
    assert_eq!(s.table.last_roll.as_ref().unwrap().level, 1, "level 3 reduced by 2");
}

#[test]
fn a_reduction_stops_at_level_zero() {
    // Weave rules (004_66827b56fd35684d.txt), ruling "Redemption": a level cannot go below 0; a card is not offered to
    // cut a level already at 0.
    let stones1 = nth_card(Suit::Stones, 1, 1);
    let mut s = holding(vec![stones1, card(Suit::Stones, 4)], vec![]);
    act(&mut s, Action::IssueChallenge { character: 0, suit: Suit::Stones });
    act(&mut s, Action::SetPool);
    act(&mut s, Action::Agree);
    act(&mut s, Action::Redeem { card: card(Suit::Stones, 4), used_for: Redemption::Reduce });
    assert!(!game().legal_actions(&s, 1).contains(&Action::Redeem { card: stones1, used_for: Redemption::Reduce }));
    act(&mut s, Action::Roll);
    let r = s.table.last_roll.as_ref().unwrap();
    assert_eq!(r.level, 0);
    assert!(r.verdict.passed());
}

mod dice {
    use super::super::super::dice::pool_size;
    use super::*;
    pub fn size(s: &WeaveState) -> i32 {
        pool_size(&game().pool_breakdown(&s.table).unwrap())
    }
}

#[test]
fn a_kept_card_heals_a_wound_on_any_action_not_only_before_a_roll() {
    // Weave rules (004_66827b56fd35684d.txt), "REDEEMING AN ENTICEMENT": "On any action, a player may redeem an
    // enticement by handing the card back to the storyteller to ... Heal a Wound from their character". Ruling
    // "Redemption": outside a challenge the framing seat enters it; in a challenge or a story pick, the player.
    let flames2 = card(Suit::Flames, 2);
    let heal = Action::Redeem { card: flames2, used_for: Redemption::Heal(Suit::Stones) };
    // In the scene, no challenge under way.
    let mut s = holding(vec![flames2], vec![Suit::Stones]);
    assert_eq!(s.table.stage, Stage::Scene);
    assert!(game().legal_actions(&s, 0).contains(&heal));
    assert!(!game().legal_actions(&s, 0).iter().any(|a| matches!(
        a,
        Action::Redeem { used_for: Redemption::Die | Redemption::Reduce, .. }
    )), "a die or a reduction needs a roll");
    let beats = s.table.scene.beats;
    let events = play(&mut s, 0, heal.clone());
    assert!(s.table.characters[0].wounds.is_empty() && s.table.characters[0].kept.is_empty());
    assert!(s.table.scene.challenges.contains(&flames2), "the card joins the spread");
    assert_eq!(s.table.scene.beats, beats, "handing a card back is not a beat of the story");
    assert!(events.iter().any(|e| e.rule.topic == "REDEEMING AN ENTICEMENT" && e.text.contains("heals")));
    // While answering an enticement.
    let mut h = hero(1, "Wren", Suit::Gales);
    (h.kept, h.wounds) = (vec![flames2], vec![Suit::Stones]);
    let mut s = scenario(vec![h], vec![card(Suit::Brooks, 3)]);
    act(&mut s, Action::IssueChallenge { character: 0, suit: Suit::Stones });
    act(&mut s, Action::Entice { quality: 2, card: card(Suit::Brooks, 3) });
    assert_eq!(challenge(&s).step, ChallengeStep::Enticed);
    play(&mut s, 1, heal.clone());
    assert!(s.table.characters[0].wounds.is_empty());
    assert_eq!(challenge(&s).step, ChallengeStep::Enticed, "the player still answers the enticement");
}

#[test]
fn before_issue_28_a_kept_card_was_redeemed_only_before_a_roll() {
    // The rules before issue 28 (docs/records.md, "Weave rules"), kept for seasons made under them.
    let flames2 = card(Suit::Flames, 2);
    let mut h = hero(1, "Wren", Suit::Gales);
    (h.kept, h.wounds) = (vec![flames2], vec![Suit::Stones]);
    let sc = super::super::Scenario {
        options: super::super::WeaveOptions { rules: RULES_BEFORE_28, ..Default::default() },
        seats: 2,
        characters: vec![h],
        hand_challenges: vec![],
        hand_stories: vec![0, 1],
        challenge_top: vec![],
    };
    let s = game().from_scenario(&sc, 7).unwrap();
    assert!(!game().legal_actions(&s, 0).iter().any(|a| matches!(a, Action::Redeem { .. })));
}
