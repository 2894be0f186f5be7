//! The recap of the last reveal and the running totals the table shows: public facts only
//! (a face-down card stays hidden from the other seat, as in rulings 2 and 6).

use super::helpers::*;
use crate::core::{Game, GameRng, Viewer};
use crate::games::weavers::cards::{Component, Components};
use crate::games::weavers::*;

#[test]
fn the_recap_shows_both_casts_and_the_components_produced_with_residuals() {
    // 000_4395aa51c193285a.txt, "2. Casting Phase" (both cards played simultaneously) and
    // "Residual Components" (a completed step's residual is produced that round).
    let mut a = seat(&["Quill", "Lens"], &["Knife"]);
    a.active = vec![active("Chain A", 0), active("Chain B", 0)];
    let b = seat(&["Guard", "Hand"], &["Knife"]);
    let mut s = start(&scenario(ScenarioPhase::Casting, a, b));
    assert_eq!(s.recap, None);
    cast(&mut s, 0, "Quill", true);
    cast(&mut s, 1, "Guard", false);
    let recap = s.recap.expect("a recap after the reveal");
    assert_eq!(recap.round, 2);
    assert_eq!(recap.casts[0], Some(state::Cast { card: id(&s, "Quill"), face_up: true }));
    assert_eq!(recap.casts[1], Some(state::Cast { card: id(&s, "Guard"), face_up: false }));
    // Quill's Word wove Chain A, whose residual Blood wove Chain B, whose residual is Focus.
    let expected = Components::NONE.with(Component::Word).with(Component::Blood).with(Component::Focus);
    assert_eq!(recap.components[0], expected);
    assert_eq!(recap.components[1], Components::ALL);
    // The round has ended and a new one begun: the recap stays for the table to show.
    assert_eq!((s.round, s.phase), (3, Phase::Draw));
}

#[test]
fn the_recap_hides_a_face_down_card_from_the_other_seat_only() {
    // "2. Casting Phase", Wild Magic; docs/rulings.md, Weavers ruling 2.
    let sc = scenario(ScenarioPhase::Casting, seat(&["Quill", "Lens"], &[]), seat(&["Guard", "Hand"], &[]));
    let mut s = start(&sc);
    cast(&mut s, 0, "Quill", false);
    cast(&mut s, 1, "Guard", true);
    let g = game();
    let theirs = g.view(&s, Viewer::Seat(1)).recap.unwrap();
    assert_eq!(theirs.casts[0], Some(CastView { card: None, face_up: false }));
    assert_eq!(theirs.casts[1], Some(CastView { card: Some(id(&s, "Guard")), face_up: true }));
    let own = g.view(&s, Viewer::Seat(0)).recap.unwrap();
    assert_eq!(own.casts[0], Some(CastView { card: Some(id(&s, "Quill")), face_up: false }));
    assert_eq!(g.view(&s, Viewer::Spectator).recap.unwrap().casts[0].unwrap().card, None);
    assert_eq!(g.view(&s, Viewer::Teacher).recap.unwrap().casts[0].unwrap().card, Some(id(&s, "Quill")));
}

#[test]
fn determinized_worlds_keep_the_recap_and_totals_the_seat_can_see() {
    let sc =
        scenario(ScenarioPhase::Casting, seat(&["Quill", "Lens"], &["Vial"]), seat(&["Hammer", "Hand"], &["Vial"]));
    let mut s = start(&sc);
    cast(&mut s, 0, "Quill", true);
    cast(&mut s, 1, "Hammer", false);
    let g = game();
    for seat in [0, 1] {
        let view = g.view(&s, Viewer::Seat(seat));
        let world = g.determinize(&view, seat, &mut GameRng::seeded(9));
        assert_eq!(g.view(&world, Viewer::Seat(seat)).recap, view.recap, "seat {seat}");
        assert_eq!(world.stats, s.stats);
    }
}

#[test]
fn totals_count_damage_dealt_and_blocked_and_spells_completed() {
    // "Assigning Tokens" (damage goes to the opponent), "4. Effects Phase" Inflict Damage
    // (shields block one each) and "Completing Spells".
    let mut a = seat(&["Jab", "Quill"], &["Vial"]);
    a.active = vec![active("Two Step", 1)];
    let mut b = seat(&["Guard", "Hand", "Lens", "Vial"], &["Knife"]);
    b.shields = 1;
    let mut s = start(&scenario(ScenarioPhase::Casting, a, b));
    cast(&mut s, 0, "Jab", true);
    cast(&mut s, 1, "Hand", true);
    // Jab deals 2, Two Step is not woven (no Blood): it is discarded, not completed.
    assert_eq!(s.stats[0], Stats { damage_dealt: 2, damage_blocked: 0, spells_completed: 0 });
    assert_eq!(s.stats[1].damage_blocked, 1);
    let mut a = seat(&["Knife", "Quill"], &["Vial"]);
    a.active = vec![active("Two Step", 1)];
    let mut s = start(&scenario(ScenarioPhase::Casting, a, seat(&["Hand", "Lens"], &["Vial"])));
    cast(&mut s, 0, "Knife", true);
    cast(&mut s, 1, "Hand", true);
    assert_eq!(s.stats[0], Stats { damage_dealt: 3, damage_blocked: 0, spells_completed: 1 });
    assert_eq!(game().view(&s, Viewer::Seat(1)).seats[0].stats, s.stats[0]);
}
