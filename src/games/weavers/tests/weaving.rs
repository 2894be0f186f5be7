//! "3. Spellweaving Phase", "Residual Components", "Time Steps", "Completing Spells".

use super::helpers::*;
use crate::games::weavers::*;

/// Seat 0 with `spells` on the table (played last round) casting `card` face up; seat 1 idles.
fn weave_with(spells: &[(&str, u8)], hand: &[&str], card: &str) -> (State, Vec<crate::core::Event>) {
    let mut a = seat(hand, &[]);
    a.active = spells.iter().map(|(n, p)| active(n, *p)).collect();
    let mut b = seat(&["Blank", "Quill", "Knife"], &[]);
    b.shields = 9;
    let mut s = start(&scenario(ScenarioPhase::Casting, a, b));
    let events = cast_both(&mut s, card, "Blank");
    (s, events)
}

#[test]
fn a_spell_is_woven_when_its_next_component_is_produced() {
    // 000_4395aa51c193285a.txt, "3. Spellweaving Phase": weave the next step if you produced it.
    let (s, events) = weave_with(&[("Two Step", 0)], &["Quill", "Knife"], "Quill");
    assert_eq!(active_names(&s, 0), [("Two Step".to_string(), 1), ("Quill".to_string(), 0)]);
    assert!(events.iter().any(|e| e.text == "Player 1 weaves Two Step with Word (step 1 of 2)."));
}

#[test]
fn rule_1_a_spell_is_woven_at_most_once_per_round() {
    // "3. Spellweaving Phase", rule 1: you cannot weave the same spell more than once per round.
    let (s, _) = weave_with(&[("Twin Words", 0)], &["Quill", "Knife"], "Quill");
    assert_eq!(active_names(&s, 0)[0], ("Twin Words".to_string(), 1));
}

#[test]
fn rule_2_a_spell_played_this_round_is_not_woven() {
    // "3. Spellweaving Phase", rule 2: you cannot weave a spell that you played this round,
    // even with its own instant component (Jab produces Word and needs Word).
    let mut b = seat(&["Blank", "Hand", "Lens"], &[]);
    b.shields = 9;
    let mut s = start(&scenario(ScenarioPhase::Casting, seat(&["Jab", "Quill", "Knife"], &[]), b));
    cast_both(&mut s, "Jab", "Blank");
    assert_eq!(active_names(&s, 0), [("Jab".to_string(), 0)], "not woven, and not discarded either");
    finish_draw(&mut s);
    cast_both(&mut s, "Quill", "Hand");
    assert!(discard_names(&s, 0).contains(&"Jab".to_string()), "woven and completed the next round");
}

#[test]
fn rule_3_a_spell_that_cannot_be_woven_is_discarded() {
    // "3. Spellweaving Phase", rule 3, and "c. Discard unwoven spells".
    let (s, events) = weave_with(&[("Twin Words", 0), ("Chain C", 0)], &["Quill", "Knife"], "Quill");
    assert_eq!(discard_names(&s, 0), ["Chain C"]);
    assert_eq!(active_names(&s, 0), [("Twin Words".to_string(), 1), ("Quill".to_string(), 0)]);
    assert!(events.iter().any(|e| e.text == "Player 1 could not weave Chain C, so it is discarded."));
    assert!(events.iter().any(|e| e.rule == crate::games::weavers::citations::UNWOVEN));
}

#[test]
fn residuals_chain_to_a_fixpoint_whatever_the_order() {
    // "Residual Components": a residual may weave other spells the same round; "Note that
    // Components are NOT consumed": the result does not depend on the order of weaving.
    let orders: [[&str; 3]; 6] = [
        ["Chain A", "Chain B", "Chain C"],
        ["Chain A", "Chain C", "Chain B"],
        ["Chain B", "Chain A", "Chain C"],
        ["Chain B", "Chain C", "Chain A"],
        ["Chain C", "Chain A", "Chain B"],
        ["Chain C", "Chain B", "Chain A"],
    ];
    for order in orders {
        let spells: Vec<(&str, u8)> = order.iter().map(|n| (*n, 0)).collect();
        let (s, _) = weave_with(&spells, &["Quill", "Knife"], "Quill");
        let mut done = discard_names(&s, 0);
        done.sort();
        assert_eq!(done, ["Chain A", "Chain B", "Chain C"], "order {order:?}");
        // Chain A and B gave a shield each (then decay), Chain C one damage into 9 shields.
        assert_eq!(s.players[0].shields, 1, "order {order:?}");
        assert_eq!(s.players[1].shields, 4, "order {order:?}");
    }
}

#[test]
fn a_residual_needs_its_step_completed() {
    // "Residual Components": produced when the step is completed; no Word, no chain.
    let (s, _) = weave_with(&[("Chain A", 0), ("Chain B", 0), ("Chain C", 0)], &["Lens", "Quill"], "Lens");
    // Lens gives Focus: only Chain C is woven; A and B are discarded.
    let mut gone = discard_names(&s, 0);
    gone.sort();
    assert_eq!(gone, ["Chain A", "Chain B", "Chain C"]);
    assert_eq!(s.players[1].shields, 4, "Chain C completed: one damage");
    assert_eq!(s.players[0].shields, 0, "A and B never completed");
}

#[test]
fn time_steps_need_no_component() {
    // "Time Steps": no component needed, but still one round per step.
    let (s, events) = weave_with(&[("Hourglass", 0)], &["Blank", "Quill"], "Blank");
    assert_eq!(active_names(&s, 0)[0], ("Hourglass".to_string(), 1));
    assert!(events.iter().any(|e| e.rule.section == "Time Steps"));
}

#[test]
fn completed_temporary_spells_resolve_delayed_effects_and_are_discarded() {
    // "Completing Spells": resolve delayed effects; a Temporary spell is discarded.
    let (s, events) = weave_with(&[("Two Step", 1)], &["Knife", "Quill"], "Knife");
    assert_eq!(discard_names(&s, 0), ["Two Step"]);
    assert!(events.iter().any(|e| e.text == "Player 1's Two Step is complete."));
    assert_eq!(s.players[1].shields, (9 - 3) / 2);
}

#[test]
fn repeatable_spells_restart_next_round_without_instant_effects() {
    // "Completing Spells": a Repeatable spell remains and may be woven again next round "as
    // though you had played it this round", without its instant components or effect again.
    let mut a = seat(&["Loop", "Blank", "Lens", "Hand"], &["Vial", "Knife", "Quill"]);
    a.active = vec![active("Two Step", 0)];
    let mut b = seat(&["Knife", "Quill", "Hand", "Lens"], &["Vial", "Knife", "Quill"]);
    b.shields = 9;
    let mut s = start(&scenario(ScenarioPhase::Casting, a, b));
    cast_both(&mut s, "Loop", "Knife"); // round 2: Loop played, gives 1 shield; Word weaves Two Step
    assert_eq!(s.players[0].shields, 1);
    assert_eq!(active_names(&s, 0), [("Two Step".to_string(), 1), ("Loop".to_string(), 0)]);
    finish_draw(&mut s);
    let before = s.players[1].shields;
    cast_both(&mut s, "Blank", "Quill"); // round 3: Loop woven (Time) and complete; no Word, no Blood
    assert_eq!(s.players[1].shields, (before - 1) - (before - 1) / 2, "Loop dealt 1 damage");
    assert_eq!(active_names(&s, 0), [("Loop".to_string(), 0), ("Blank".to_string(), 0)]);
    assert!(discard_names(&s, 0).contains(&"Two Step".to_string()), "Two Step needed Blood: discarded");
    assert_eq!(s.players[0].shields, 1, "no instant Shield again (a single shield does not decay)");
    finish_draw(&mut s);
    let before = s.players[1].shields;
    cast_both(&mut s, "Lens", "Hand"); // round 4: Loop completes again, Blank woven (Time)
    assert_eq!(active_names(&s, 0), [("Loop".to_string(), 0), ("Blank".to_string(), 1), ("Lens".to_string(), 0)]);
    assert!(s.players[1].shields < before);
}

#[test]
fn a_repeatable_spell_completed_this_round_is_not_woven_again_this_round() {
    // "Completing Spells" with rule 1: Echo completes with the Word of this round and restarts;
    // it is not woven a second time in the same round.
    let (s, _) = weave_with(&[("Echo", 0)], &["Quill", "Knife"], "Quill");
    assert_eq!(active_names(&s, 0)[0], ("Echo".to_string(), 0));
    let echo = s.players[0].active[0];
    assert_eq!(echo.since, 2, "continues next round as though played this round");
}

#[test]
fn unwoven_spells_and_wild_magic_are_discarded_at_the_end_of_the_phase() {
    // "Ending the Spellweaving Phase".
    let mut a = seat(&["Quill", "Knife"], &[]);
    a.active = vec![active("Long Rite", 0)];
    let mut s = start(&scenario(ScenarioPhase::Casting, a, seat(&["Blank", "Hand"], &[])));
    cast(&mut s, 0, "Quill", false);
    cast(&mut s, 1, "Blank", true);
    assert_eq!(active_names(&s, 0), [("Long Rite".to_string(), 1)]);
    assert_eq!(discard_names(&s, 0), ["Quill"]);
    assert!(s.players[0].discard[0].face_down);
}

#[test]
fn a_repeatable_spell_not_woven_the_next_round_is_discarded() {
    // "Completing Spells" with "3. Spellweaving Phase", rule 3 (ruling: a restarted Repeatable
    // spell is an ordinary spell from the previous round).
    let mut a = seat(&["Quill", "Knife", "Lens"], &[]);
    a.active = vec![active("Echo", 0)];
    let mut b = seat(&["Blank", "Hand", "Vial"], &[]);
    b.shields = 9;
    let mut s = start(&scenario(ScenarioPhase::Casting, a, b));
    cast_both(&mut s, "Quill", "Blank");
    assert_eq!(active_names(&s, 0)[0], ("Echo".to_string(), 0));
    finish_draw(&mut s);
    cast_both(&mut s, "Knife", "Hand");
    assert!(discard_names(&s, 0).contains(&"Echo".to_string()));
}
