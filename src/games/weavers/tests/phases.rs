//! Scenarios at every phase of the round (000_4395aa51c193285a.txt, "Gameplay": Draw, Casting,
//! Spellweaving, Effects, End): each starts where the phase begins and play goes on by the rules;
//! combinations the rules cannot reach are refused with the field named; a position reached in
//! play reads back (`scenario_of`) as the same position.

use super::helpers::*;
use crate::core::{Game, GameRng, Viewer};
use crate::games::weavers::*;

fn refused(sc: &Scenario) -> String {
    game().from_scenario(sc, 1).expect_err("the scenario must be refused").0
}

#[test]
fn pending_damage_against_one_shield_makes_the_seat_discard_two() {
    // "4. Effects Phase", Inflict Damage: each damage removes a shield; each unblocked damage is
    // a card of the player's choice.
    let mut b = seat(&["Blank", "Quill", "Knife", "Lens"], &["Hand"]);
    b.shields = 1;
    b.damage = 3;
    let mut s = start(&scenario(ScenarioPhase::Effects, seat(&["Quill"], &["Vial"]), b));
    assert_eq!(s.phase, Phase::Discarding);
    assert_eq!(game().active_seats(&s), vec![1]);
    assert_eq!((s.players[1].shields, s.players[1].owed), (0, 2));
    let card = id(&s, "Knife");
    act(&mut s, 1, Action::Discard(card));
    let card = id(&s, "Lens");
    act(&mut s, 1, Action::Discard(card));
    // Then healing, the End phase and the next round's Draw phase.
    assert_eq!(discard_names(&s, 1), ["Knife", "Lens"]);
    assert_eq!((s.round, s.phase), (3, Phase::Draw));
    assert_eq!((s.players[1].damage, s.players[1].healing), (0, 0), "tokens do not carry over");
}

#[test]
fn pending_healing_resolves_after_damage_in_the_effects_phase() {
    // "4. Effects Phase", Heal Status Effects: one token removes one of each status type.
    let mut a = seat(&["Quill", "Knife"], &[]);
    a.healing = 1;
    a.statuses = StatusCounts { sick: 1, weak: 2, ..StatusCounts::default() };
    let s = start(&scenario(ScenarioPhase::Effects, a, seat(&["Blank"], &[])));
    assert_eq!((s.round, s.phase), (3, Phase::Draw));
    assert_eq!(s.players[0].statuses[cards::Status::Sick as usize], 0);
    assert_eq!(s.players[0].statuses[cards::Status::Weak as usize], 1);
}

#[test]
fn owed_cards_place_the_position_inside_inflict_damage() {
    // "4. Effects Phase", Inflict Damage: shields already spent; Player 1 is choosing.
    let mut a = seat(&["Quill", "Knife", "Lens"], &[]);
    a.damage = 2;
    a.owed = 1;
    let mut b = seat(&["Blank"], &[]);
    b.damage = 1;
    b.shields = 0;
    let mut s = start(&scenario(ScenarioPhase::Effects, a, b));
    assert_eq!(s.phase, Phase::Discarding);
    assert_eq!(game().active_seats(&s), vec![0], "Player 2's damage has resolved already");
    assert_eq!(s.players[1].hand.len(), 1, "it is not applied again");
    let card = id(&s, "Lens");
    act(&mut s, 0, Action::Discard(card));
    assert_eq!(hand_names(&s, 0), ["Quill", "Knife"]);
    assert_eq!(s.round, 3);
}

#[test]
fn the_end_phase_decays_shields_before_the_next_round() {
    // "5. End Phase": discard half the shields, rounded down: 1 shield stays 1, 5 become 3;
    // "Status Token Effects", Dazed: rounded up, so 1 becomes 0.
    let mut a = seat(&["Quill"], &["Knife"]);
    a.shields = 1;
    let mut b = seat(&["Blank"], &["Lens"]);
    b.shields = 5;
    let s = start(&scenario(ScenarioPhase::End, a.clone(), b));
    assert_eq!((s.players[0].shields, s.players[1].shields), (1, 3));
    assert_eq!((s.round, s.phase), (3, Phase::Draw));
    assert!(s.players.iter().all(|p| !p.done), "both seats may bury");
    a.statuses.dazed = 1;
    let s = start(&scenario(ScenarioPhase::End, a, seat(&["Blank"], &[])));
    assert_eq!(s.players[0].shields, 0);
}

#[test]
fn the_end_phase_checks_for_an_empty_hand() {
    // "Ending the Game": checked only at the end of the round.
    let s = start(&scenario(ScenarioPhase::End, seat(&[], &["Quill"]), seat(&["Blank"], &[])));
    assert_eq!(s.phase, Phase::Over);
    assert_eq!(game().outcome(&s).expect("over").winners, vec![1]);
}

#[test]
fn the_spellweaving_phase_weaves_with_this_rounds_cast() {
    // "3. Spellweaving Phase": Two Step (Word, then Blood) woven once already; Knife played face
    // up this round produces Blood, so Two Step completes and its 3 damage reaches the Effects
    // phase with Jab's instant 2 damage already given.
    let mut a = seat(&["Quill"], &[]);
    a.active = vec![active("Two Step", 1)];
    a.cast = Some(ScenarioCast { card: "Knife".into(), face_up: true });
    let mut b = seat(&["Blank", "Quill", "Lens", "Hand", "Vial", "Salve", "Guard"], &[]);
    b.cast = Some(ScenarioCast { card: "Jab".into(), face_up: false });
    b.active = vec![active("Hourglass", 0)];
    b.damage = 2;
    let mut s = start(&scenario(ScenarioPhase::Spellweaving, a, b));
    assert_eq!(active_names(&s, 0), [("Knife".to_string(), 0)], "this round's cast waits a round");
    assert_eq!(discard_names(&s, 0), ["Two Step"]);
    assert_eq!(active_names(&s, 1), [("Hourglass".to_string(), 1)], "Wild Magic wove the Time step");
    assert_eq!(s.players[1].discard.first().map(|d| d.face_down), Some(true), "Wild Magic discarded face down");
    assert_eq!((s.phase, s.players[1].owed), (Phase::Discarding, 5));
    let recap = s.recap.expect("the casts are shown");
    assert_eq!(recap.casts[0].map(|c| c.face_up), Some(true));
    // Play goes on: Player 2 discards five.
    for card in ["Blank", "Quill", "Lens", "Hand", "Vial"] {
        let card = id(&s, card);
    act(&mut s, 1, Action::Discard(card));
    }
    assert_eq!(hand_names(&s, 1), ["Salve", "Guard"]);
    assert_eq!((s.round, s.phase), (3, Phase::Draw));
}

#[test]
fn a_spell_not_woven_in_the_spellweaving_phase_is_discarded() {
    // "3. Spellweaving Phase", rule 3: Two Step needs Blood; Quill gives Word only.
    let mut a = seat(&["Lens"], &[]);
    a.active = vec![active("Two Step", 1)];
    a.cast = Some(ScenarioCast { card: "Quill".into(), face_up: true });
    let mut b = seat(&[], &[]);
    b.cast = None;
    let s = start(&scenario(ScenarioPhase::Spellweaving, a, b));
    assert_eq!(discard_names(&s, 0), ["Two Step"]);
    assert_eq!(s.phase, Phase::Over, "Player 2's hand was empty at the end of the round");
}

#[test]
fn positions_the_rules_cannot_reach_are_refused_naming_the_field() {
    // "4. Effects Phase": shields block first; the whole hand goes without a choice.
    let mut b = seat(&["Blank", "Quill"], &[]);
    b.damage = 3;
    b.owed = 1;
    b.shields = 1;
    let err = refused(&scenario(ScenarioPhase::Effects, seat(&["Quill"], &[]), b.clone()));
    assert!(err.starts_with("scenario seats[1].owed:") && err.contains("shields block damage first"), "{err}");
    b.shields = 0;
    b.owed = 2;
    let err = refused(&scenario(ScenarioPhase::Effects, seat(&["Quill"], &[]), b.clone()));
    assert!(err.contains("seats[1].owed") && err.contains("whole hand"), "{err}");
    b.owed = 1;
    let err = refused(&scenario(ScenarioPhase::Draw, seat(&["Quill"], &[]), b.clone()));
    assert!(err.contains("seats[1].damage") && err.contains("1. Draw Phase"), "{err}");
    // "3. Spellweaving Phase": the cast belongs to that phase; a seat with cards played one.
    let mut a = seat(&["Quill"], &[]);
    a.cast = Some(ScenarioCast { card: "Knife".into(), face_up: true });
    let err = refused(&scenario(ScenarioPhase::Casting, a, seat(&["Blank"], &[])));
    assert!(err.contains("seats[0].cast"), "{err}");
    let err = refused(&scenario(ScenarioPhase::Spellweaving, seat(&["Quill"], &[]), seat(&[], &[])));
    assert!(err.contains("seats[0].cast") && err.contains("played one"), "{err}");
    // Rule 3: after the weaving a spell from an earlier round has progress.
    let mut a = seat(&["Quill"], &[]);
    a.active = vec![active("Two Step", 0)];
    let err = refused(&scenario(ScenarioPhase::End, a, seat(&["Blank"], &[])));
    assert!(err.contains("seats[0].active[0]") && err.contains("at least 1"), "{err}");
    // Indices are range-checked.
    let mut a = seat(&["Quill"], &["Knife"]);
    a.face_down = vec![0];
    let err = refused(&scenario(ScenarioPhase::Draw, a.clone(), seat(&["Blank"], &[])));
    assert!(err.contains("seats[0].face_down"), "{err}");
    a.face_down = vec![];
    a.known_bottom = 2;
    let err = refused(&scenario(ScenarioPhase::Draw, a, seat(&["Blank"], &[])));
    assert!(err.contains("seats[0].known_bottom"), "{err}");
}

#[test]
fn spells_mid_formula_keep_their_progress_at_every_phase() {
    // "3. Spellweaving Phase": the next step is the first not covered by a cube.
    for phase in ScenarioPhase::ALL {
        let mut a = seat(&["Quill", "Knife"], &["Lens", "Hand"]);
        a.active = vec![active("Long Rite", 2)];
        if phase == ScenarioPhase::Spellweaving {
            a.cast = Some(ScenarioCast { card: "Vial".into(), face_up: true });
        }
        let mut b = seat(&["Blank", "Quill"], &["Hand"]);
        if phase == ScenarioPhase::Spellweaving {
            b.cast = Some(ScenarioCast { card: "Lens".into(), face_up: true });
        }
        let s = start(&scenario(phase, a, b));
        let long = s.players[0].active.iter().find(|a| name(&s, a.card) == "Long Rite");
        // Long Rite's third step needs Focus: the Vial (Item) does not weave it, so it is discarded.
        let want = if phase == ScenarioPhase::Spellweaving { None } else { Some(2) };
        assert_eq!(long.map(|a| a.progress), want, "{phase:?}");
    }
}

/// The teacher's view without what a position does not hold: the last round's recap and the
/// game's running totals are history.
fn position(s: &State) -> View {
    let mut v = game().view(s, Viewer::Teacher);
    v.recap = None;
    for seat in &mut v.seats {
        seat.stats = Stats::default();
    }
    v
}

#[test]
fn a_position_reached_in_play_reads_back_as_the_same_position_at_every_phase() {
    // The position editor starts from `scenario_of` the teacher's view: Draw, Casting and the
    // Effects phase's discards (the phases at which play waits) round-trip exactly.
    let g = game();
    let mut seen = std::collections::BTreeSet::new();
    for seed in 0..12u64 {
        let mut s = g.new_game(&Options::default(), 2, seed).expect("deals");
        let mut rng = GameRng::seeded(seed);
        let mut last = None;
        for _ in 0..400 {
            if g.outcome(&s).is_some() {
                break;
            }
            let fresh = s.players.iter().all(|p| p.buried.is_empty() && p.cast.is_none() && p.discarding.is_empty());
            if fresh && last != Some((s.round, s.phase)) {
                last = Some((s.round, s.phase));
                seen.insert(format!("{:?}", s.phase));
                let sc = scenario_of(&g.content, &g.view(&s, Viewer::Teacher));
                let back = g.from_scenario(&sc, seed).unwrap_or_else(|e| panic!("seed {seed}, {:?}: {e}", s.phase));
                assert_eq!(position(&back), position(&s), "seed {seed}, round {}, {:?}", s.round, s.phase);
                // As a record or scenario file writes it: cards by id, read back the same.
                crate::core::assert_scenario_ids(g, &sc, super::super::card_list::SCENARIO_CARDS, seed);
            }
            let seat = g.active_seats(&s)[0];
            let action = g.policy_action(&s, seat, &mut rng).expect("a legal action");
            g.apply(&mut s, seat, &action).expect("legal");
        }
    }
    assert_eq!(seen.into_iter().collect::<Vec<_>>(), ["Casting", "Discarding", "Draw"]);
}

#[test]
fn moving_a_position_to_another_phase_drops_what_that_phase_cannot_hold() {
    // "Gameplay": pending tokens live in the Spellweaving and Effects phases only, the cast in
    // the Spellweaving phase, cards owed in the Effects phase (the editor's phase choice).
    let mut a = seat(&["Quill", "Knife"], &[]);
    (a.damage, a.owed) = (2, 1);
    let mut sc = scenario(ScenarioPhase::Effects, a, seat(&["Blank"], &[]));
    start(&sc);
    sc.set_phase(ScenarioPhase::Spellweaving);
    assert_eq!((sc.seats[0].damage, sc.seats[0].owed), (2, 0));
    sc.seats[0].cast = Some(ScenarioCast { card: "Lens".into(), face_up: true });
    sc.seats[1].cast = Some(ScenarioCast { card: "Hand".into(), face_up: true });
    start(&sc);
    sc.set_phase(ScenarioPhase::End);
    assert_eq!((sc.seats[0].damage, sc.seats[0].cast.clone()), (0, None));
    start(&sc);
}
