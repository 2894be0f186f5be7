//! Illegal actions are refused with the rule that forbids them, and leave the state unchanged.

use super::helpers::*;
use crate::core::Game;
use crate::games::weavers::*;

#[test]
fn wrong_seat_is_refused() {
    // "Gameplay": two players; and a seat that has committed waits for the other.
    let mut s = start(&scenario(ScenarioPhase::Casting, seat(&["Quill", "Knife"], &[]), seat(&["Lens", "Hand"], &[])));
    let quill = id(&s, "Quill");
    assert_refused(&mut s, 2, Action::Cast { card: quill, face_up: true }, "Gameplay");
    cast(&mut s, 0, "Quill", true);
    let knife = id(&s, "Knife");
    let err = assert_refused(&mut s, 0, Action::Cast { card: knife, face_up: true }, "Gameplay");
    assert!(err.message.contains("already made your choice"), "{err}");
}

#[test]
fn a_card_not_in_hand_is_refused() {
    // "2. Casting Phase": choose any spell card in your hand; "1. Draw Phase": bury from your hand.
    let mut s = start(&scenario(ScenarioPhase::Draw, seat(&["Quill"], &["Knife"]), seat(&["Lens"], &["Hand"])));
    let knife = id(&s, "Knife");
    let lens = id(&s, "Lens");
    assert_refused(&mut s, 0, Action::Bury(knife), "1. Draw Phase");
    assert_refused(&mut s, 0, Action::Bury(lens), "1. Draw Phase");
    finish_draw(&mut s);
    // Each seat drew its own deck's card; neither may play the other's.
    assert_refused(&mut s, 0, Action::Cast { card: lens, face_up: true }, "2. Casting Phase");
    assert_refused(&mut s, 1, Action::Cast { card: knife, face_up: false }, "2. Casting Phase");
    assert_refused(&mut s, 1, Action::Cast { card: CardId::MAX, face_up: true }, "2. Casting Phase");
}

#[test]
fn actions_of_another_phase_are_refused() {
    let mut s = start(&scenario(ScenarioPhase::Draw, seat(&["Quill"], &[]), seat(&["Lens"], &[])));
    let quill = id(&s, "Quill");
    assert_refused(&mut s, 0, Action::Cast { card: quill, face_up: true }, "1. Draw Phase");
    assert_refused(&mut s, 0, Action::Discard(quill), "1. Draw Phase");
    finish_draw(&mut s);
    assert_refused(&mut s, 0, Action::FinishBurying, "2. Casting Phase");
    assert_refused(&mut s, 0, Action::Bury(quill), "2. Casting Phase");
    assert_refused(&mut s, 0, Action::Discard(quill), "2. Casting Phase");
}

#[test]
fn discarding_requires_cards_from_hand_and_nothing_else() {
    // "4. Effects Phase", Inflict Damage.
    let mut s = start(&scenario(
        ScenarioPhase::Casting,
        seat(&["Hammer", "Quill"], &[]),
        seat(&["Blank", "Quill", "Knife", "Lens", "Hand"], &["Vial"]),
    ));
    cast_both(&mut s, "Hammer", "Blank");
    let (vial, quill) = (id(&s, "Vial"), id(&s, "Quill"));
    assert_refused(&mut s, 1, Action::Discard(vial), "4. Effects Phase");
    assert_refused(&mut s, 1, Action::Cast { card: quill, face_up: true }, "4. Effects Phase");
    assert_refused(&mut s, 0, Action::Discard(quill), "Gameplay");
}

#[test]
fn face_down_while_sealed_is_refused() {
    // "Status Token Effects", Sealed (also in casting.rs); checked here on a dealt game.
    let g = game();
    let mut s = g.new_game(&Options::default(), 2, 3).unwrap();
    s.players[1].statuses[cards::Status::Sealed as usize] = 1;
    g.apply(&mut s, 0, &Action::FinishBurying).unwrap();
    g.apply(&mut s, 1, &Action::FinishBurying).unwrap();
    let card = s.players[1].hand[0];
    assert_refused(&mut s, 1, Action::Cast { card, face_up: false }, "Status Token Effects");
}

#[test]
fn any_action_after_the_end_is_refused() {
    // "Ending the Game".
    let mut s = start(&scenario(ScenarioPhase::Casting, seat(&["Blank"], &[]), seat(&["Blank", "Quill"], &[])));
    cast_both(&mut s, "Blank", "Blank");
    assert!(game().outcome(&s).is_some());
    let quill = id(&s, "Quill");
    for action in [
        Action::FinishBurying,
        Action::Bury(quill),
        Action::Cast { card: quill, face_up: true },
        Action::Discard(quill),
    ] {
        for seat in 0..3 {
            assert_refused(&mut s, seat, action, "Ending the Game");
        }
    }
    assert!(game().legal_actions(&s, 1).is_empty());
}
