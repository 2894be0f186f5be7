//! Weave rules (004_66827b56fd35684d.txt), "PLAYING A CHALLENGE": the dice pool, Weave re-rolls,
//! successes and verdicts.

use super::super::content::SignatureEffect;
use super::super::dice;
use super::super::state::*;
use super::super::Action;
use super::support::*;
use crate::core::GameRng;

fn prepared(focus: Suit, wounds: Vec<Suit>) -> WeaveState {
    let mut h = hero(1, "Wren", focus);
    h.wounds = wounds;
    scenario(vec![h], vec![])
}

#[test]
fn pool_starts_at_three_plus_focus_minus_wounds_plus_qualities_and_awesomeness() {
    // Weave rules (004_66827b56fd35684d.txt), "CREATE THE DICE POOL": 3 dice, +1 focus suit, −1 for a wound in the
    // suit (ruling: per wound); "APPLY QUALITIES": ±1 per agreed quality, +1 for awesomeness.
    let mut s = prepared(Suit::Stones, vec![Suit::Stones, Suit::Stones]);
    act(&mut s, Action::IssueChallenge { character: 0, suit: Suit::Stones });
    act(&mut s, Action::SetPool);
    act(&mut s, Action::Weigh { quality: 1, plus: true });
    act(&mut s, Action::Weigh { quality: 2, plus: false });
    act(&mut s, Action::Weigh { quality: 3, plus: true });
    act(&mut s, Action::Awesome);
    act(&mut s, Action::Agree);
    let parts = game().pool_breakdown(&s.table).expect("a pool");
    let reasons: Vec<(PoolReason, i8)> = parts.iter().map(|p| (p.reason.clone(), p.dice)).collect();
    assert_eq!(
        reasons,
        vec![
            (PoolReason::Base, 3),
            (PoolReason::Focus, 1),
            (PoolReason::Wound, -1),
            (PoolReason::Wound, -1),
            (PoolReason::Quality { index: 1 }, 1),
            (PoolReason::Quality { index: 2 }, -1),
            (PoolReason::Quality { index: 3 }, 1),
            (PoolReason::Awesome, 1),
        ]
    );
    assert_eq!(dice::pool_size(&parts), 4);
    // The roll uses exactly that many dice.
    act(&mut s, Action::Roll);
    let roll = s.table.last_roll.as_ref().expect("rolled");
    assert_eq!(roll.faces.len(), 4);
    assert_eq!(roll.pool, parts);
}

#[test]
fn a_wound_in_another_suit_and_an_unfocused_suit_leave_three_dice() {
    // Weave rules (004_66827b56fd35684d.txt), "CREATE THE DICE POOL": only a wound "in a corresponding challenge suit"
    // costs a die.
    let mut s = prepared(Suit::Flames, vec![Suit::Gales]);
    act(&mut s, Action::IssueChallenge { character: 0, suit: Suit::Stones });
    assert_eq!(dice::pool_size(&game().pool_breakdown(&s.table).unwrap()), 3);
}

#[test]
fn a_pool_never_drops_below_one_die() {
    // Weave rules (004_66827b56fd35684d.txt), ruling "A pool of 0 or fewer dice": the character always rolls at least
    // one die.
    let mut s = prepared(Suit::Flames, vec![Suit::Stones, Suit::Stones]);
    act(&mut s, Action::IssueChallenge { character: 0, suit: Suit::Stones });
    act(&mut s, Action::SetPool);
    act(&mut s, Action::Weigh { quality: 0, plus: false });
    act(&mut s, Action::Weigh { quality: 2, plus: false });
    act(&mut s, Action::Agree);
    let parts = game().pool_breakdown(&s.table).unwrap();
    assert_eq!(parts.last().map(|p| (&p.reason, p.dice)), Some((&PoolReason::Floor, 2)));
    assert_eq!(dice::pool_size(&parts), 1);
}

#[test]
fn weave_faces_are_rerolled_while_they_come_up_weave_and_each_counts() {
    // Weave rules (004_66827b56fd35684d.txt), "DETERMINE SUCCESS": a Weave counts as a success and is re-rolled; a
    // Weave on the re-roll counts again and is re-rolled again. Ruling: the re-roll is forced.
    let mut chained = false;
    for seed in 0..500 {
        let mut rng = GameRng::seeded(seed);
        let (faces, rerolls) = dice::roll(6, &mut rng);
        let weaves = |v: &[Face]| v.iter().filter(|&&f| f == Face::Weave).count();
        assert_eq!(rerolls.len(), weaves(&faces) + weaves(&rerolls), "one re-roll per Weave shown");
        let expect =
            faces.iter().chain(&rerolls).filter(|&&f| f == Face::Weave || f == Face::Suit(Suit::Gales)).count();
        assert_eq!(dice::successes(Suit::Gales, &faces, &rerolls) as usize, expect);
        chained |= weaves(&rerolls) > 0;
    }
    assert!(chained, "some roll re-rolled a Weave into another Weave");
}

#[test]
fn strikes_on_rerolls_do_not_count_for_wounds() {
    // Weave rules (004_66827b56fd35684d.txt), ruling "Weave re-rolls": a re-roll can only add successes; only the
    // first roll's Strikes count.
    let faces = [Face::Weave, Face::Suit(Suit::Brooks)];
    assert_eq!(dice::strikes(&faces), 0);
    assert_eq!(dice::strikes(&[Face::Strike, Face::Strike, Face::Weave]), 2);
    assert_eq!(dice::successes(Suit::Brooks, &faces, &[Face::Strike]), 2);
}

#[test]
fn verdicts_pass_at_the_level_and_are_epic_two_away() {
    // Weave rules (004_66827b56fd35684d.txt), "DETERMINE SUCCESS", "EPIC PASS" (2+ over), "EPIC FAIL" (level 2+ above
    // the successes).
    assert_eq!(dice::verdict(1, 1), Verdict::Pass);
    assert_eq!(dice::verdict(2, 1), Verdict::Pass);
    assert_eq!(dice::verdict(3, 1), Verdict::EpicPass);
    assert_eq!(dice::verdict(0, 1), Verdict::Fail);
    assert_eq!(dice::verdict(1, 3), Verdict::EpicFail);
    assert_eq!(dice::verdict(0, 2), Verdict::EpicFail);
    assert_eq!(dice::verdict(0, 0), Verdict::Pass);
}

#[test]
fn the_six_faces_are_equally_likely() {
    // Weave rules (004_66827b56fd35684d.txt), ruling "Dice faces": one face per suit, a Weave and a Strike.
    let mut rng = GameRng::seeded(11);
    let mut counts = [0usize; 6];
    for _ in 0..60_000 {
        let f = dice::roll_die(&mut rng);
        counts[Face::ALL.iter().position(|&x| x == f).unwrap()] += 1;
    }
    assert!(counts.iter().all(|&c| (9_000..11_000).contains(&c)), "{counts:?}");
}

#[test]
fn a_signature_move_adds_its_dice_to_the_pool() {
    // Weave rules (004_66827b56fd35684d.txt), "SIGNATURE MOVE": "allows players to add dice to a challenge".
    let h = hero(1, "Wren", Suit::Flames);
    let choices = PoolChoices { signature: true, ..Default::default() };
    let c = Character {
        owner: 1,
        name: h.name,
        focus: Suit::Flames,
        qualities: vec![],
        signature: 0,
        signature_used: true,
        wounds: vec![],
        removed: false,
        received: 0,
        kept: vec![],
        retired: false,
        joined: 1,
    };
    let parts = dice::challenge_pool(&c, Suit::Stones, &choices, SignatureEffect::ExtraDice(2));
    assert_eq!(dice::pool_size(&parts), 5);
    assert_eq!(parts.last().map(|p| &p.reason), Some(&PoolReason::Signature));
}

#[test]
fn the_agreed_pool_is_told_part_by_part() {
    // Weave rules (004_66827b56fd35684d.txt), "CREATE THE DICE POOL": the log explains the pool.
    let mut s = prepared(Suit::Stones, vec![Suit::Stones]);
    act(&mut s, Action::IssueChallenge { character: 0, suit: Suit::Stones });
    act(&mut s, Action::SetPool);
    act(&mut s, Action::Weigh { quality: 1, plus: true });
    let events = act(&mut s, Action::Agree);
    let text = &events.last().expect("an event").text;
    assert_eq!(text, "Pool: base 3, focus +1, wound -1, \"Steady Hands\" +1 = 4 dice");
}
