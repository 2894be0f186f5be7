//! Scenarios: every value checked before a position is built (a refusal names the seat, card and
//! field), and a position read back from the teacher's view rebuilds the same table. Spellweaver
//! rules (001_ff038117decaf434.txt), "Setup", "Ending a Game", "Creatures" and "Heroes".

use super::super::{scenario_of, Phase, Row, Scenario, ScenarioCreature, ScenarioPermanent, ScenarioSeat};
use super::support::{game, id, invariants, play, seat};
use super::super::Action;
use crate::core::{Game, Viewer};

fn refused(sc: &Scenario) -> String {
    match game().from_scenario(sc, 1) {
        Ok(_) => panic!("{sc:?} was accepted"),
        Err(e) => e.to_string(),
    }
}

fn two(a: ScenarioSeat, b: ScenarioSeat) -> Scenario {
    Scenario { seats: vec![a, b], ..Scenario::default() }
}

#[test]
fn out_of_range_values_are_refused_with_a_reason() {
    // "Ending a Game": a position below 1 or at 40 life would already be over.
    let mut a = seat(&[], &[]);
    a.life = Some(0);
    assert!(refused(&two(a.clone(), seat(&[], &[]))).contains("seat 1: life is 1 to 39"));
    a.life = Some(40);
    assert!(refused(&two(a, seat(&[], &[]))).contains("not 40"));
    let mut b = seat(&[], &[]);
    b.crystals = Some(200);
    assert!(refused(&two(seat(&[], &[]), b)).contains("seat 2: mana crystals are 0 to 20, not 200"));
    let mut b = seat(&[], &[]);
    b.levels = "3RR".into();
    assert!(refused(&two(seat(&[], &[]), b)).contains("must name an aspect"));
    let mut b = seat(&[], &[]);
    b.levels = "RX".into();
    assert!(refused(&two(seat(&[], &[]), b)).contains("unknown aspect letter 'X'"));
    let sc = Scenario { active: 2, ..Scenario::default() };
    assert!(refused(&sc).contains("the active seat is 0 or 1, not 2"));
    let sc = Scenario { turn: 0, ..Scenario::default() };
    assert!(refused(&sc).contains("the turn is 1 to 200, not 0"));
    let sc = Scenario { seats: vec![ScenarioSeat::default()], ..Scenario::default() };
    assert!(refused(&sc).contains("two seats, not 1"));
    let sc = Scenario { phase: Phase::Mulligan { seat: 5 }, ..Scenario::default() };
    assert!(refused(&sc).contains("mulligan is of seat 0 or 1"));
}

#[test]
fn a_scenario_starts_in_a_phase_it_can_hold() {
    // "Combat": blocks answer attacks, which a scenario does not hold.
    for phase in [Phase::Block, Phase::AfterBlocks, Phase::Over] {
        let sc = Scenario { phase, ..Scenario::default() };
        assert!(refused(&sc).contains("cannot start at"), "{phase:?}");
    }
    for phase in [Phase::Mulligan { seat: 1 }, Phase::Deploy, Phase::Attack, Phase::Reinforce, Phase::EndWindow] {
        let s = game().from_scenario(&Scenario { phase, ..Scenario::default() }, 1).expect("starts");
        invariants(game(), &s).expect("invariants");
    }
}

#[test]
fn unknown_names_and_wrong_card_types_are_refused() {
    let mut a = seat(&[], &["Dawn Sentry", "No Such Card"]);
    assert!(refused(&two(a.clone(), seat(&[], &[]))).contains("seat 1: unknown card 'No Such Card' in the hand"));
    a.hand.pop();
    a.hero = "Nobody".into();
    assert!(refused(&two(a.clone(), seat(&[], &[]))).contains("unknown hero 'Nobody'"));
    a.hero.clear();
    a.board = vec![ScenarioCreature { name: "Rallying Cry".into(), ..Default::default() }];
    assert!(refused(&two(a.clone(), seat(&[], &[]))).contains("creature 1 ('Rallying Cry'): not a creature"));
    a.board.clear();
    a.permanents = vec![ScenarioPermanent { name: "Dawn Sentry".into(), ..Default::default() }];
    assert!(refused(&two(a.clone(), seat(&[], &[]))).contains("not a blessing, curse or artifact"));
    a.permanents.clear();
    a.skills = vec!["Nope".into()];
    assert!(refused(&two(a, seat(&[], &[]))).contains("unknown skill 'Nope'"));
    // Unknown fields are refused too (a misspelt field would otherwise be ignored).
    let err = serde_json::from_str::<Scenario>(r#"{"seats":[{"lfe":3},{}]}"#).expect_err("unknown field");
    assert!(err.to_string().contains("unknown field `lfe`"));
}

#[test]
fn a_creature_keeps_its_rules_in_a_scenario() {
    // "Hitpoints": a creature below 1 hitpoint is not in play; "Keywords": Support stays back.
    let mut a = seat(&[], &[]);
    a.board = vec![ScenarioCreature { name: "Dawn Sentry".into(), damage: 2, ..Default::default() }];
    assert!(refused(&two(a.clone(), seat(&[], &[]))).contains("'Dawn Sentry' with 2 damage would already be dead"));
    a.board = vec![ScenarioCreature { name: "Lantern Acolyte".into(), row: Some(Row::Combat), ..Default::default() }];
    assert!(refused(&two(a.clone(), seat(&[], &[]))).contains("Support creature stays in the support row"));
    a.board = vec![ScenarioCreature { name: "Dawn Sentry".into(), might: 10, ..Default::default() }];
    assert!(refused(&two(a.clone(), seat(&[], &[]))).contains("Might emblems are 0 to 9, not 10"));
    // In range: damage 1 of 2 HP, exhausted, in the support row.
    a.board = vec![ScenarioCreature {
        name: "Dawn Sentry".into(),
        damage: 1,
        exhausted: true,
        row: Some(Row::Support),
        ..Default::default()
    }];
    let s = game().from_scenario(&two(a, seat(&[], &[])), 1).expect("starts");
    let c = &s.table.creatures[0];
    assert_eq!((c.damage, c.exhausted, c.row), (1, true, Row::Support));
}

#[test]
fn the_teachers_view_reads_back_as_the_same_position() {
    // "Setup": the position editor starts from the table as it stands.
    let mut a = seat(&["Gilded Lancer", "Chapel Medic"], &["Rallying Cry", "Dawn Sentry"]);
    a.levels = "OOWR".into();
    a.life = Some(17);
    a.mana = Some(3);
    a.board[0].damage = 1;
    a.board[1].exhausted = true;
    a.permanents = vec![];
    let mut b = seat(&["Chapel Guard"], &["Firebolt"]);
    b.deck = vec!["Dawn Sentry".into(), "Firebolt".into()];
    b.graveyard = vec!["Rot".into()];
    let sc = Scenario { seats: vec![a, b], active: 1, phase: Phase::Reinforce, turn: 6, ..Scenario::default() };
    let s = game().from_scenario(&sc, 3).expect("starts");
    let back = scenario_of(&game().content, &game().view(&s, Viewer::Teacher));
    // As a record or scenario file writes it: cards by id, read back the same.
    crate::core::assert_scenario_ids(game(), &back, super::super::card_list::SCENARIO_CARDS, 3);
    assert_eq!(back.active, 1);
    assert_eq!((back.phase, back.turn), (Phase::Reinforce, 6));
    assert_eq!(back.seats[0].levels, "OOWR");
    assert_eq!((back.seats[0].life, back.seats[0].mana, back.seats[0].crystals), (Some(17), Some(3), Some(8)));
    assert_eq!(back.seats[1].deck, sc.seats[1].deck);
    assert_eq!(back.seats[1].graveyard, vec!["Rot".to_string()]);
    let rebuilt = game().from_scenario(&back, 3).expect("rebuilds");
    assert_eq!(rebuilt.table.creatures.len(), 3);
    assert_eq!(rebuilt.table.creatures[0].damage, 1);
    assert!(rebuilt.table.creatures[1].exhausted);
    assert_eq!(rebuilt.table.players, s.table.players);
    let hand = |st: &crate::games::spellweaver::SpellweaverState, i: usize| {
        let mut h: Vec<_> = st.hands[i].iter().map(|&c| st.defs[c as usize]).collect();
        h.sort();
        h
    };
    assert_eq!(hand(&rebuilt, 0), hand(&s, 0));
}

#[test]
fn a_card_waiting_on_the_stack_goes_back_to_the_hand() {
    // "Spells": every card played waits on the stack; a scenario starts between actions.
    let mut a = seat(&[], &["Rallying Cry"]);
    a.mana = Some(8);
    let mut s = super::support::scenario(a, seat(&[], &[]), Phase::Deploy);
    let cry = id(&s, 0, "Rallying Cry");
    play(&mut s, 0, Action::Cast { card: cry, target: None });
    assert_eq!(s.table.stack.len(), 1);
    let back = scenario_of(&game().content, &game().view(&s, Viewer::Teacher));
    assert_eq!(back.seats[0].hand, vec!["Rallying Cry".to_string()]);
    game().from_scenario(&back, 1).expect("rebuilds");
}

/// A scenario with a first player: seat `first` went first, and it is `turn`, in `phase`.
fn first(first: u8, turn: u16, active: u8, phase: Phase) -> Scenario {
    let mut sc = two(seat(&[], &["Dawn Sentry", "Firebolt"]), seat(&[], &["Chapel Guard"]));
    sc.seats[1 - first as usize].spark = true;
    Scenario { first_player: Some(first), turn, active, phase, ..sc }
}

#[test]
fn the_first_player_takes_the_odd_turns_and_skips_the_first_draw() {
    // "Gameplay": "After every turn, the active player changes"; "Start of Turn": "The only
    // exception is the very first turn of the starting player"; "Starting Resources": the
    // mulligans come before the game begins, starting player first.
    let mut s = super::support::build(&first(1, 1, 1, Phase::Mulligan { seat: 1 }));
    assert_eq!((s.table.starter, s.table.turn), (1, 0), "turn 1 begins after the mulligans");
    play(&mut s, 1, Action::Keep);
    assert_eq!(s.table.phase, Phase::Mulligan { seat: 0 }, "the second player decides next");
    play(&mut s, 0, Action::Keep);
    assert_eq!((s.table.turn, s.table.active, s.table.phase), (1, 1, Phase::Deploy));
    assert_eq!(s.hands[1].len(), 1, "the first player draws no card on the very first turn");
    for (seat, a) in [(1, Action::ToCombat), (1, Action::EndAttacks), (1, Action::EndTurn), (0, Action::Pass)] {
        play(&mut s, seat, a);
    }
    assert_eq!((s.table.turn, s.table.active), (2, 0));
    assert_eq!(s.hands[0].len(), 3, "the second player draws");
    let turns: Vec<u16> = s.table.players.iter().map(|p| p.turns).collect();
    assert_eq!(turns, vec![1, 1]);
}

#[test]
fn a_scenario_starts_at_its_turn_with_each_seats_turns_counted() {
    // "Gameplay": turn 4 of a game seat 1 began is seat 0's second turn and seat 1 has had two;
    // the next turn, the fifth, is seat 1's third (ruling "The clock" counts own turns).
    let mut s = super::support::build(&first(1, 4, 0, Phase::Reinforce));
    let turns = |s: &crate::games::spellweaver::SpellweaverState| -> Vec<u16> {
        s.table.players.iter().map(|p| p.turns).collect()
    };
    assert_eq!((s.table.turn, s.table.active, s.table.starter, turns(&s)), (4, 0, 1, vec![2, 2]));
    for (seat, a) in [(0, Action::EndTurn), (1, Action::Pass)] {
        play(&mut s, seat, a);
    }
    assert_eq!((s.table.turn, s.table.active, turns(&s)), (5, 1, vec![2, 3]));
    assert_eq!(s.hands[1].len(), 2, "not the first turn: the first player draws");
    // Read back from the table, the same first player and turn.
    let back = scenario_of(&game().content, &game().view(&s, Viewer::Teacher));
    assert_eq!((back.first_player, back.turn, back.active), (Some(1), 5, 1));
    let again = game().from_scenario(&back, 1).expect("rebuilds");
    assert_eq!((again.table.starter, turns(&again)), (1, vec![2, 3]));
    // A dealt game reads back with its first player: seat 0 (seat 0 starts, setup).
    let mut dealt = game().new_game(&Default::default(), 2, 3).expect("deal");
    play(&mut dealt, 0, Action::Keep);
    play(&mut dealt, 1, Action::Keep);
    let back = scenario_of(&game().content, &game().view(&dealt, Viewer::Teacher));
    assert_eq!((back.first_player, back.turn, back.active), (Some(0), 1, 0));
    assert!(!back.seats[0].spark && back.seats[1].spark);
    game().from_scenario(&back, 1).expect("rebuilds");
}

#[test]
fn a_first_player_that_does_not_fit_the_position_is_refused() {
    // "Gameplay" (turns alternate), "Starting Resources" (the mulligans come first; The Spark
    // is the second player's): each refusal names the field.
    let sc = Scenario { first_player: Some(2), ..first(0, 3, 0, Phase::Deploy) };
    assert_eq!(refused(&sc), "scenario: first_player: the first player is seat 0 or 1, not 2");
    let e = refused(&first(1, 4, 1, Phase::Deploy));
    assert!(e.starts_with("scenario: active: turn 4 is the second player's (first_player 1), so active is 0, not 1"), "{e}");
    let e = refused(&first(0, 3, 0, Phase::Mulligan { seat: 0 }));
    assert!(e.starts_with("scenario: turn: the mulligans come before the first turn"), "{e}");
    let mut sc = first(0, 3, 0, Phase::Deploy);
    sc.seats[0].spark = true;
    assert!(refused(&sc).starts_with("scenario: seat 1: spark: The Spark is the second player's"));
    // The position editor's way to change the first player hands The Spark over.
    let mut sc = first(0, 3, 0, Phase::Deploy);
    sc.set_first_player(Some(1));
    sc.active = 1;
    assert_eq!((sc.seats[0].spark, sc.seats[1].spark), (true, false));
    game().from_scenario(&sc, 1).expect("seat 1 went first, seat 0 has The Spark");
    // Strict reading: a misspelt field is refused, naming it.
    let mut written = crate::core::scenario_json(game(), &first(0, 3, 0, Phase::Deploy));
    written["first_payer"] = serde_json::json!(1);
    let e = crate::core::read_scenario(game(), &written).expect_err("unknown field").to_string();
    assert!(e.contains("first_payer"), "{e}");
    // Without a first player (scenarios written before it), nothing is checked, as before.
    let old = Scenario { active: 1, turn: 3, ..Scenario::default() };
    let s = game().from_scenario(&old, 1).expect("as before");
    assert_eq!((s.table.starter, s.table.active, s.table.turn), (0, 1, 3));
    let back = scenario_of(&game().content, &game().view(&s, Viewer::Teacher));
    assert_eq!(back.first_player, None, "a position that fits no first player stays without one");
}
