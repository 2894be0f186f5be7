//! Winning and losing. Spellweaver rules (001_ff038117decaf434.txt), "Ending a Game".

use super::super::ending::check_end;
use super::super::{Action, AttackTarget, Phase, ScenarioCreature};
use super::support::{fight, game, id, play, resolve, scenario, seat};
use crate::core::{Game, Log};

#[test]
fn below_one_life_loses() {
    // "Ways of Losing": less than one life.
    let mut b = seat(&[], &[]);
    b.life = Some(2);
    let mut s = scenario(seat(&["Oakheart Bear"], &[]), b, Phase::Attack);
    let bear = id(&s, 0, "Oakheart Bear");
    fight(&mut s, &[(bear, AttackTarget::Hero)], &[]);
    let o = game().outcome(&s).expect("over");
    assert_eq!(o.winners, vec![0]);
    assert!(game().active_seats(&s).is_empty());
}

#[test]
fn an_empty_deck_loses_by_decay_or_draw() {
    // "Decks": depleted by drawing or decaying the last card.
    let mut a = seat(&[], &["Rot"]);
    a.mana = Some(3);
    let mut b = seat(&[], &[]);
    b.deck = vec!["Dawn Sentry".into(), "Dawn Sentry".into(), "Dawn Sentry".into()];
    let mut s = scenario(a, b, Phase::Deploy);
    let rot = id(&s, 0, "Rot");
    play(&mut s, 0, Action::Cast { card: rot, target: None });
    resolve(&mut s);
    assert_eq!(game().outcome(&s).map(|o| o.winners), Some(vec![0]));

    let mut b = seat(&[], &[]);
    b.deck = vec!["Dawn Sentry".into()];
    let mut s = scenario(seat(&[], &[]), b, Phase::Reinforce);
    play(&mut s, 0, Action::EndTurn);
    play(&mut s, 1, Action::Pass);
    assert_eq!(game().outcome(&s).map(|o| o.winners), Some(vec![0]), "drew the last card");
}

#[test]
fn forty_life_wins() {
    // "Ways of Winning": 40 or more life.
    let mut a = seat(&["Radiant Halberdier"], &[]);
    a.life = Some(38);
    let mut s = scenario(a, seat(&[], &[]), Phase::Attack);
    let h = id(&s, 0, "Radiant Halberdier");
    fight(&mut s, &[(h, AttackTarget::Hero)], &[]);
    let o = game().outcome(&s).expect("41 life");
    assert_eq!(o.winners, vec![0]);
    assert!(o.reason.contains("40"));
}

#[test]
fn both_losing_at_once_gives_the_active_player_the_game() {
    // "Draws" and ruling "Simultaneous ends": both heroes fall in one combat.
    let mut a = seat(&["Ashen Juggernaut"], &[]);
    a.life = Some(2);
    let mut b = seat(&[], &[]);
    b.board.push(ScenarioCreature { name: "Bone Golem".into(), ..Default::default() });
    b.life = Some(1);
    // The Golem is speed 1; give it the speed to block the speed-2 Juggernaut.
    let mut s = scenario(a, b, Phase::Attack);
    let golem = id(&s, 1, "Bone Golem");
    s.table.creature_mut(golem).unwrap().buff_speed = 1;
    let j = id(&s, 0, "Ashen Juggernaut");
    fight(&mut s, &[(j, AttackTarget::Hero)], &[(golem, j)]);
    assert!(s.table.players[0].life < 1 && s.table.players[1].life < 1);
    assert_eq!(game().outcome(&s).map(|o| o.winners), Some(vec![0]));
}

#[test]
fn agreeing_conditions_are_not_a_tie() {
    // Ruling "Simultaneous ends": the active player at 0 and the other at 40 — the other wins.
    // (A scenario refuses a position that is already over, so the lives are set afterwards.)
    let mut s = scenario(seat(&[], &[]), seat(&[], &[]), Phase::Deploy);
    s.table.players[0].life = 0;
    s.table.players[1].life = 40;
    let mut log = Log::new(false);
    check_end(&mut s, &mut log);
    assert_eq!(game().outcome(&s).map(|o| o.winners), Some(vec![1]));
}

#[test]
fn resigning_ends_the_game_at_any_time() {
    // "Ways of Losing": the player resigns. Not one of the listed choices, accepted any time.
    let mut s = scenario(seat(&[], &[]), seat(&[], &[]), Phase::Deploy);
    assert!(!game().legal_actions(&s, 0).contains(&Action::Resign));
    play(&mut s, 1, Action::Resign);
    assert_eq!(game().outcome(&s).map(|o| o.winners), Some(vec![0]));
    assert!(game().apply(&mut s, 0, &Action::Resign).is_err(), "the game is over");
}

#[test]
fn the_clock_runs_out() {
    // "Ways of Losing" (no time left) and ruling "The clock": 100 own turns.
    let mut s = scenario(seat(&[], &[]), seat(&[], &[]), Phase::Reinforce);
    s.table.players[1].turns = 100;
    play(&mut s, 0, Action::EndTurn);
    play(&mut s, 1, Action::Pass);
    assert_eq!(game().outcome(&s).map(|o| o.winners), Some(vec![0]));
}

#[test]
fn the_reasons_name_players_the_way_the_table_replaces() {
    // "Ending a Game": the table puts the players' names for "Player 1", "Player 2".
    let mut s = scenario(seat(&[], &[]), seat(&[], &[]), Phase::Deploy);
    s.table.players[0].life = 0;
    s.table.players[1].life = 0;
    let mut log = Log::new(false);
    check_end(&mut s, &mut log);
    let o = game().outcome(&s).expect("over");
    assert_eq!(o.reason, "Both players reached an end at once; Player 1 is active and wins");
    assert!(log.events.iter().all(|e| !e.text.contains("player ")), "{:?}", log.events);
}
