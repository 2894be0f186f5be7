//! "2. Casting Phase" and "Assigning Tokens from Instant and Delayed Effects".

use super::helpers::*;
use crate::core::{Game, Viewer};
use crate::games::weavers::cards::Status;
use crate::games::weavers::*;

#[test]
fn face_up_card_becomes_an_active_spell_and_assigns_its_tokens() {
    // 000_4395aa51c193285a.txt, "2. Casting Phase": face up = active spell, instant effect at once;
    // "Assigning Tokens": damage and status to the opponent, shields and healing to the caster.
    let sc = scenario(
        ScenarioPhase::Casting,
        seat(&["Jab", "Quill"], &["Knife"]),
        seat(&["Guard", "Lens", "Hand", "Vial"], &["Knife", "Blank"]),
    );
    let mut s = start(&sc);
    let events = cast_both(&mut s, "Jab", "Guard");
    assert_eq!(active_names(&s, 0), [("Jab".to_string(), 0)]);
    assert_eq!(active_names(&s, 1), [("Guard".to_string(), 0)]);
    // Player 2 got 2 Damage and 1 Sick from Jab, and 2 Shields from their own Guard: both blocked.
    assert_eq!(s.players[1].status(Status::Sick), 1);
    assert_eq!(s.players[1].shields, 0);
    assert_eq!(s.players[1].hand.len(), 3, "all damage was blocked");
    assert_eq!(s.players[0].status(Status::Sick), 0);
    assert!(events.iter().any(|e| e.text == "Jab: Player 2 receives 2 Damage, 1 Sick token."), "{events:#?}");
    assert!(events.iter().any(|e| e.text == "Guard: Player 2 gains 2 Shields."));
    assert!(events.iter().any(|e| e.text == "Player 1 casts Jab face up, producing Word."));
    assert_eq!(s.round, 3);
    assert_eq!(s.phase, Phase::Draw);
}

#[test]
fn healing_goes_to_the_caster() {
    // "Assigning Tokens from Instant and Delayed Effects": keep Healing for yourself.
    let mut a = seat(&["Salve", "Quill"], &[]);
    a.statuses.weak = 1;
    let mut b = seat(&["Hand", "Quill"], &[]);
    b.statuses.weak = 1;
    let mut s = start(&scenario(ScenarioPhase::Casting, a, b));
    cast_both(&mut s, "Salve", "Hand");
    assert_eq!(s.players[0].status(Status::Weak), 0);
    assert_eq!(s.players[1].status(Status::Weak), 1);
}

#[test]
fn wild_magic_produces_all_five_components_and_is_discarded_face_down() {
    // "2. Casting Phase": face down = Wild Magic, each of the five components, no effects;
    // "Ending the Spellweaving Phase": discard Wild Magic.
    let mut a = seat(&["Jab", "Quill"], &[]);
    a.active = vec![active("Chain C", 0), active("Two Step", 1), active("Hourglass", 1), active("Echo", 0)];
    let mut b = seat(&["Lens", "Hand"], &[]);
    b.shields = 9;
    let mut s = start(&scenario(ScenarioPhase::Casting, a, b));
    let events = cast(&mut s, 0, "Jab", false);
    assert!(events.iter().all(|e| !e.text.contains("Jab")), "the choice stays secret");
    let events = cast(&mut s, 1, "Lens", true);
    assert!(events
        .iter()
        .any(|e| e.text == "Player 1 plays a card face down as Wild Magic, producing all five components."));
    assert!(events.iter().all(|e| !e.text.contains("Jab")), "Wild Magic is never named: {events:#?}");
    // Everything was woven: Chain C (Focus), Two Step (Blood), Hourglass (Time), Echo (Word).
    assert_eq!(discard_names(&s, 0), ["Chain C", "Two Step", "Hourglass", "Jab"]);
    let wild = s.players[0].discard.last().unwrap();
    assert!(wild.face_down);
    assert_eq!(active_names(&s, 0), [("Echo".to_string(), 0)], "Repeatable Echo restarts");
    // 1 + 3 + 1 + 1 damage, no Sick from Jab: a face-down card has no effects.
    assert_eq!(s.players[1].shields, (9 - 6) / 2 + 1);
    assert_eq!(s.players[1].status(Status::Sick), 0);
}

#[test]
fn sealed_players_cannot_play_wild_magic() {
    // "Status Token Effects", Sealed: you cannot play Wild Magic.
    let mut a = seat(&["Quill", "Knife"], &[]);
    a.statuses.sealed = 1;
    let mut s = start(&scenario(ScenarioPhase::Casting, a, seat(&["Quill"], &[])));
    let legal = game().legal_actions(&s, 0);
    assert_eq!(legal.len(), 2);
    assert!(legal.iter().all(|a| matches!(a, Action::Cast { face_up: true, .. })));
    let quill = id(&s, "Quill");
    let err = assert_refused(&mut s, 0, Action::Cast { card: quill, face_up: false }, "Status Token Effects");
    assert_eq!(err.rule.topic, "Sealed");
    // The other seat, not Sealed, may.
    assert!(game().legal_actions(&s, 1).contains(&Action::Cast { card: quill, face_up: false }));
}

#[test]
fn casts_are_secret_until_both_have_chosen() {
    // "2. Casting Phase": when your opponent has chosen, you both play simultaneously.
    let mut s = start(&scenario(ScenarioPhase::Casting, seat(&["Jab", "Quill"], &[]), seat(&["Lens", "Hand"], &[])));
    cast(&mut s, 0, "Jab", true);
    assert_eq!(game().active_seats(&s), vec![1]);
    let v1 = game().view(&s, Viewer::Seat(1));
    assert!(v1.seats[0].committed);
    assert!(v1.seats[0].secret.is_none());
    assert!(v1.seats[0].active.is_empty());
    assert_eq!(v1.seats[0].hand_count, 2);
    let v0 = game().view(&s, Viewer::Seat(0));
    assert_eq!(v0.seats[0].secret.as_ref().unwrap().cast, Some(state::Cast { card: id(&s, "Jab"), face_up: true }));
    // Seat 1's view does not depend on what seat 0 chose.
    let mut other =
        start(&scenario(ScenarioPhase::Casting, seat(&["Jab", "Quill"], &[]), seat(&["Lens", "Hand"], &[])));
    cast(&mut other, 0, "Quill", false);
    assert_eq!(game().view(&other, Viewer::Seat(1)), v1);
}

#[test]
fn a_spell_without_steps_completes_when_played() {
    // "Glossary", Complete: if a spell has no Steps, it is completed as soon as it is played.
    let mut a = seat(&["Flash", "Quill"], &[]);
    a.statuses.weak = 1;
    let mut s = start(&scenario(ScenarioPhase::Casting, a, seat(&["Lens", "Hand", "Vial", "Knife"], &[])));
    let events = cast_both(&mut s, "Flash", "Lens");
    assert!(events.iter().any(|e| e.text == "Flash has no steps, so it is complete at once."));
    assert_eq!(discard_names(&s, 0), ["Flash"]);
    assert!(s.players[0].active.is_empty());
    // Instant 1 damage + delayed 2 damage; the delayed Healing healed Player 1's Weak.
    assert_eq!(s.players[1].hand.len(), 0, "3 damage took the whole 3-card hand");
    assert_eq!(s.players[0].status(Status::Weak), 0);
}
