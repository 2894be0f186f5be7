//! "4. Effects Phase", "5. End Phase", "Ending the Game" and the status tokens.

use super::helpers::*;
use crate::core::{Game, Viewer};
use crate::games::weavers::cards::Status;
use crate::games::weavers::*;

#[test]
fn each_damage_removes_a_shield_first() {
    // 000_4395aa51c193285a.txt, "4. Effects Phase", Inflict Damage: discard one shield per damage.
    let mut b = seat(&["Blank", "Quill", "Knife"], &[]);
    b.shields = 4;
    let mut s = start(&scenario(ScenarioPhase::Casting, seat(&["Hammer", "Quill"], &[]), b));
    let events = cast_both(&mut s, "Hammer", "Blank");
    assert_eq!(s.players[1].hand.len(), 2, "3 damage, 3 blocked");
    assert_eq!(s.players[1].shields, 1, "4 - 3 = 1, which does not decay");
    assert!(events.iter().any(|e| e.text == "Player 2 blocks all 3 damage with shields."));
}

#[test]
fn unblocked_damage_is_discarded_from_hand_by_the_players_own_choice() {
    // "4. Effects Phase", Inflict Damage: discard a card of your choice for each unblocked damage.
    let mut b = seat(&["Blank", "Quill", "Knife", "Lens", "Hand"], &[]);
    b.shields = 1;
    let mut s = start(&scenario(ScenarioPhase::Casting, seat(&["Hammer", "Quill"], &[]), b));
    cast_both(&mut s, "Hammer", "Blank");
    assert_eq!(s.phase, Phase::Discarding);
    assert_eq!(game().active_seats(&s), vec![1]);
    assert_eq!(s.players[1].owed, 2);
    let legal = game().legal_actions(&s, 1);
    assert_eq!(legal.len(), 4);
    assert!(legal.iter().all(|a| matches!(a, Action::Discard(_))));
    let (lens, knife) = (id(&s, "Lens"), id(&s, "Knife"));
    act(&mut s, 1, Action::Discard(lens));
    assert_eq!(s.phase, Phase::Discarding, "one more to go");
    let events = act(&mut s, 1, Action::Discard(knife));
    assert!(events.iter().any(|e| e.text == "Player 2 discards Lens, Knife."), "{events:#?}");
    assert_eq!(hand_names(&s, 1), ["Quill", "Hand"]);
    assert_eq!(s.phase, Phase::Draw);
}

#[test]
fn damage_beyond_the_hand_takes_the_whole_hand_without_a_choice() {
    // "4. Effects Phase": nothing to choose when every card must go.
    let mut s = start(&scenario(
        ScenarioPhase::Casting,
        seat(&["Hammer", "Quill"], &[]),
        seat(&["Blank", "Quill"], &["Knife"]),
    ));
    cast_both(&mut s, "Hammer", "Blank");
    assert!(s.players[1].hand.is_empty());
    assert_eq!(discard_names(&s, 1), ["Quill"]);
    // "Ending the Game": Player 2's hand is empty at the end of the round.
    assert_eq!(game().outcome(&s).unwrap().winners, vec![0]);
}

#[test]
fn both_seats_discard_simultaneously_and_secretly() {
    // Ruling (docs/rulings.md): when both must discard, each chooses in secret; the choices are
    // revealed together, like the casts.
    let a = seat(&["Hammer", "Quill", "Knife", "Lens", "Hand"], &[]);
    let b = seat(&["Hammer", "Quill", "Knife", "Lens", "Hand"], &[]);
    let mut s = start(&scenario(ScenarioPhase::Casting, a, b));
    cast_both(&mut s, "Hammer", "Hammer");
    assert_eq!(game().active_seats(&s), vec![0, 1]);
    let quill = id(&s, "Quill");
    let events = act(&mut s, 0, Action::Discard(quill));
    assert!(events.is_empty());
    let v1 = game().view(&s, Viewer::Seat(1));
    assert_eq!(v1.seats[0].hand_count, 4, "the pending discard still counts as in hand");
    assert!(v1.seats[0].discard.is_empty());
    assert!(v1.seats[0].secret.is_none());
    assert_eq!(v1.seats[0].owed, 3);
    for name in ["Knife", "Lens"] {
        let c = id(&s, name);
        act(&mut s, 0, Action::Discard(c));
    }
    assert!(game().view(&s, Viewer::Seat(1)).seats[0].committed);
    assert!(s.players[0].discard.is_empty(), "not revealed before both have chosen");
    for name in ["Hand", "Knife", "Lens"] {
        let c = id(&s, name);
        act(&mut s, 1, Action::Discard(c));
    }
    assert_eq!(discard_names(&s, 0), ["Quill", "Knife", "Lens"]);
    assert_eq!(discard_names(&s, 1), ["Hand", "Knife", "Lens"]);
}

#[test]
fn sick_discards_the_top_of_the_deck_once_per_round_on_unblocked_damage() {
    // "Status Token Effects", Sick: at most once per round, in addition to the hand discards.
    let mut b = seat(&["Blank", "Quill", "Knife", "Lens", "Hand"], &["Vial", "Two Step"]);
    b.statuses.sick = 2;
    // Player 1 completes Two Step (3 damage) with the Blood of Knife.
    let mut a = seat(&["Hammer", "Knife"], &[]);
    a.active = vec![active("Two Step", 1)];
    let mut s = start(&scenario(ScenarioPhase::Casting, a, b));
    let events = cast_both(&mut s, "Knife", "Blank"); // Two Step completes: 3 damage
    assert!(
        events.iter().any(|e| e.text == "Player 2 is Sick and discards the top card of their deck: Vial."),
        "{events:#?}"
    );
    assert_eq!(ids(&s, &s.players[1].deck), ["Two Step"]);
    for name in ["Quill", "Knife", "Lens"] {
        let c = id(&s, name);
        act(&mut s, 1, Action::Discard(c));
    }
    assert_eq!(discard_names(&s, 1), ["Vial", "Quill", "Knife", "Lens"], "one deck card only, though Sick twice");
}

#[test]
fn sick_does_not_trigger_when_all_damage_is_blocked() {
    // "Status Token Effects", Sick: only on unblocked damage.
    let mut b = seat(&["Blank", "Quill", "Knife"], &["Vial"]);
    b.statuses.sick = 1;
    b.shields = 3;
    let mut s = start(&scenario(ScenarioPhase::Casting, seat(&["Hammer", "Quill"], &[]), b));
    cast_both(&mut s, "Hammer", "Blank");
    assert_eq!(ids(&s, &s.players[1].deck), ["Vial"]);
}

#[test]
fn sick_triggers_even_when_healed_the_same_round() {
    // "Most Common Rules Mistakes", 3: healing happens after damage, so Sick still triggers.
    let mut b = seat(&["Big Salve", "Quill", "Knife"], &["Vial", "Lens"]);
    b.statuses.sick = 1;
    let mut s = start(&scenario(ScenarioPhase::Casting, seat(&["Onslaught", "Quill"], &[]), b));
    cast_both(&mut s, "Onslaught", "Big Salve");
    assert_eq!(discard_names(&s, 1)[0], "Vial");
    assert_eq!(s.players[1].status(Status::Sick), 0, "and then healed");
}

#[test]
fn one_healing_token_removes_one_of_each_status_type() {
    // "4. Effects Phase", Heal Status Effects; "Most Common Rules Mistakes", 1.
    let mut a = seat(&["Salve", "Quill"], &[]);
    a.statuses = StatusCounts { sick: 2, weak: 1, dazed: 1, sealed: 3, cursed: 0 };
    let mut s = start(&scenario(ScenarioPhase::Casting, a, seat(&["Blank", "Quill"], &[])));
    let events = cast_both(&mut s, "Salve", "Blank");
    assert_eq!(s.players[0].statuses, [1, 0, 0, 2, 0]);
    assert!(events
        .iter()
        .any(|e| e.text == "Player 1 uses 1 healing token to remove 1 Sick token, 1 Weak token, 1 Dazed token, 1 Sealed token."));
    assert_eq!(s.players[0].healing, 0, "healing tokens vanish");
}

#[test]
fn cursed_must_be_healed_first_one_per_token() {
    // "Status Token Effects", Cursed: remove one Curse per Healing Token until none remain.
    let mut a = seat(&["Big Salve", "Quill"], &[]);
    a.statuses = StatusCounts { weak: 1, cursed: 2, ..StatusCounts::default() };
    let mut s = start(&scenario(ScenarioPhase::Casting, a.clone(), seat(&["Blank", "Quill"], &[])));
    cast_both(&mut s, "Big Salve", "Blank");
    assert_eq!(s.players[0].status(Status::Cursed), 0);
    assert_eq!(s.players[0].status(Status::Weak), 1, "both tokens went to the curses");
    // With one curse, the second token heals the rest.
    a.statuses.cursed = 1;
    let mut s = start(&scenario(ScenarioPhase::Casting, a, seat(&["Blank", "Quill"], &[])));
    cast_both(&mut s, "Big Salve", "Blank");
    assert_eq!(s.players[0].statuses, [0; 5]);
}

#[test]
fn damage_and_healing_do_not_carry_over() {
    // "4. Effects Phase": discard all Damage and Healing tokens after the healing stage.
    let mut b = seat(&["Salve", "Quill", "Knife"], &[]);
    b.shields = 5;
    let mut s = start(&scenario(ScenarioPhase::Casting, seat(&["Hammer", "Quill"], &[]), b));
    cast_both(&mut s, "Hammer", "Salve");
    assert_eq!((s.players[1].damage, s.players[1].healing), (0, 0));
}

#[test]
fn shield_decay_discards_half_rounded_down() {
    // "5. End Phase": 5 shields lose 2.
    let mut a = seat(&["Blank", "Quill"], &[]);
    a.shields = 5;
    let mut s = start(&scenario(ScenarioPhase::Casting, a, seat(&["Blank", "Quill"], &[])));
    let events = cast_both(&mut s, "Blank", "Blank");
    assert_eq!(s.players[0].shields, 3);
    assert!(events.iter().any(|e| e.text == "Player 1 loses 2 shields to decay, keeping 3."));
}

#[test]
fn one_shield_stays_one_and_the_log_says_so() {
    // "5. End Phase": half of 1, rounded down, is 0: the shield stays (an event tells it, since
    // a lesson shows exactly this).
    let mut a = seat(&["Blank", "Quill"], &[]);
    a.shields = 1;
    let mut s = start(&scenario(ScenarioPhase::Casting, a, seat(&["Blank", "Quill"], &[])));
    let events = cast_both(&mut s, "Blank", "Blank");
    assert_eq!(s.players[0].shields, 1);
    let kept = events.iter().find(|e| e.text.contains("keeps their 1 shield")).expect("an event");
    assert_eq!(kept.seat, Some(0));
}

#[test]
fn dazed_rounds_shield_decay_up() {
    // "Status Token Effects", Dazed: 5 shields lose 3.
    let mut a = seat(&["Blank", "Quill"], &[]);
    a.shields = 5;
    a.statuses.dazed = 1;
    let mut s = start(&scenario(ScenarioPhase::Casting, a, seat(&["Blank", "Quill"], &[])));
    cast_both(&mut s, "Blank", "Blank");
    assert_eq!(s.players[0].shields, 2);
    // A single shield is lost entirely while Dazed.
    s.players[0].shields = 1;
    finish_draw(&mut s);
    cast_both(&mut s, "Quill", "Quill");
    assert_eq!(s.players[0].shields, 0);
}

#[test]
fn a_player_with_an_empty_hand_at_the_end_of_the_round_loses() {
    // "Ending the Game": only one player has no cards in hand: that player loses.
    let mut s = start(&scenario(ScenarioPhase::Casting, seat(&["Blank"], &["Quill"]), seat(&["Blank", "Quill"], &[])));
    cast(&mut s, 0, "Blank", true);
    // "The victory condition is only checked at the end of each round."
    assert!(game().outcome(&s).is_none());
    assert_eq!(game().active_seats(&s), vec![1]);
    let events = cast(&mut s, 1, "Blank", true);
    let outcome = game().outcome(&s).expect("game over");
    assert_eq!(outcome.winners, vec![1]);
    assert_eq!(s.phase, Phase::Over);
    assert!(game().active_seats(&s).is_empty());
    assert!(events.iter().any(|e| e.rule.section == "Ending the Game"));
}

#[test]
fn two_empty_hands_tie() {
    // "Ending the Game": if neither player has cards in hand, both tie and no player wins.
    let mut s = start(&scenario(ScenarioPhase::Casting, seat(&["Blank"], &[]), seat(&["Blank"], &[])));
    cast_both(&mut s, "Blank", "Blank");
    let outcome = game().outcome(&s).expect("over");
    assert!(outcome.winners.is_empty());
    assert_eq!(outcome.rewards(2), vec![0.5, 0.5]);
}

#[test]
fn a_hand_emptied_by_damage_loses_even_with_cards_in_the_deck() {
    // "Ending the Game": the deck does not matter, only the hand at the end of the round.
    let mut s = start(&scenario(
        ScenarioPhase::Casting,
        seat(&["Onslaught", "Quill"], &[]),
        seat(&["Blank", "Quill"], &["Knife", "Lens"]),
    ));
    cast_both(&mut s, "Onslaught", "Blank");
    assert_eq!(game().outcome(&s).unwrap().winners, vec![0]);
}

#[test]
fn weak_from_this_round_limits_the_next_draw() {
    // "Status Token Effects", Weak: a Weak token received now limits the next Draw phase.
    let mut b = seat(&["Blank", "Quill"], &["Knife", "Lens", "Hand", "Vial", "Two Step", "Chain A"]);
    b.shields = 3;
    let mut s = start(&scenario(ScenarioPhase::Casting, seat(&["Weaken", "Quill"], &[]), b));
    cast_both(&mut s, "Weaken", "Blank");
    finish_draw(&mut s);
    assert_eq!(s.players[1].hand.len(), 5);
}

#[test]
fn dazed_received_this_round_applies_to_this_rounds_decay() {
    // Ruling: a status takes effect as soon as it is received ("Status Token Effects": "for as
    // long as they have that token"), so Dazed cast this round rounds this End phase's decay up.
    let mut b = seat(&["Blank", "Quill"], &[]);
    b.shields = 3;
    let mut s = start(&scenario(ScenarioPhase::Casting, seat(&["Daze", "Quill"], &[]), b));
    cast_both(&mut s, "Daze", "Blank");
    assert_eq!(s.players[1].shields, 1, "3 shields lose 2 while Dazed");
}

#[test]
fn shields_gained_this_round_block_this_rounds_damage() {
    // Ruling: instant and delayed shields arrive before "4. Effects Phase" and block at once.
    let mut s = start(&scenario(
        ScenarioPhase::Casting,
        seat(&["Hammer", "Quill"], &[]),
        seat(&["Guard", "Quill", "Knife"], &[]),
    ));
    cast_both(&mut s, "Hammer", "Guard");
    assert_eq!(s.players[1].owed, 1, "2 of 3 damage blocked by Guard's fresh shields");
    assert_eq!(s.players[1].shields, 0);
}

#[test]
fn token_supply_is_unlimited() {
    // "Game Contents": effect tokens are not limited; counts go past the 15 shields in the box.
    let mut a = seat(&["Guard", "Quill"], &[]);
    a.shields = 20;
    let mut s = start(&scenario(ScenarioPhase::Casting, a, seat(&["Blank", "Quill"], &[])));
    cast_both(&mut s, "Guard", "Blank");
    assert_eq!(s.players[0].shields, 11);
}

#[test]
fn a_seat_with_an_empty_hand_in_the_casting_phase_plays_nothing() {
    // Ruling: only a scenario can start a Casting phase with an empty hand; that seat has no
    // choice to make, and loses at the end of the round ("Ending the Game").
    let mut s = start(&scenario(ScenarioPhase::Casting, seat(&[], &["Quill"]), seat(&["Blank", "Quill"], &[])));
    assert_eq!(game().active_seats(&s), vec![1]);
    cast(&mut s, 1, "Blank", true);
    assert_eq!(game().outcome(&s).unwrap().winners, vec![1]);
}
