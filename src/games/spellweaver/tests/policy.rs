//! The AI's helpers: the playout policy and the greedy bot choose legal actions, and the
//! evaluation is a reward per seat.

use super::super::{Action, Phase, SpellweaverOptions};
use super::support::{game, id, scenario, seat};
use crate::core::{Game, GameRng};

#[test]
fn policy_and_greedy_choose_legal_actions() {
    let g = game();
    let mut rng = GameRng::seeded(4);
    let mut s = g.new_game(&SpellweaverOptions::default(), 2, 4).unwrap();
    for _ in 0..400 {
        let Some(&seat) = g.active_seats(&s).first() else { break };
        let legal = g.legal_actions(&s, seat);
        let p = g.policy_action(&s, seat, &mut rng).expect("policy answers");
        let gr = g.greedy_action(&s, seat, &mut rng).expect("greedy answers");
        assert!(legal.contains(&p) && legal.contains(&gr));
        let e = g.evaluate(&s).expect("estimate");
        assert!(e.iter().all(|v| (0.0..=1.0).contains(v)) && (e[0] + e[1] - 1.0).abs() < 1e-9);
        g.apply(&mut s, seat, &gr).unwrap();
    }
}

#[test]
fn greedy_plays_a_creature_it_can_afford_and_aims_harm_at_the_enemy() {
    let g = game();
    let mut rng = GameRng::seeded(1);
    let mut a = seat(&[], &["Oakheart Bear"]);
    a.mana = Some(3);
    let s = scenario(a, seat(&[], &[]), Phase::Deploy);
    let bear = id(&s, 0, "Oakheart Bear");
    assert_eq!(g.greedy_action(&s, 0, &mut rng), Some(Action::Cast { card: bear, target: None }));

    let mut a = seat(&[], &["Firebolt"]);
    a.mana = Some(1);
    let s = scenario(a, seat(&["Ember Imp"], &[]), Phase::Deploy);
    let Some(Action::Cast { target: Some(t), .. }) = g.greedy_action(&s, 0, &mut rng) else { panic!("casts") };
    assert_ne!(t, super::super::Target::Hero(0), "never at its own hero");
}

/// The hints' reasons, asked of the game with the seat's view (as the worker asks).
fn reasons(s: &super::super::SpellweaverState, seat: usize, action: Action) -> Vec<String> {
    let g = game();
    g.hint_reasons(&g.view(s, crate::core::Viewer::Seat(seat)), seat, &action)
}

#[test]
fn a_hint_says_what_a_spell_does_to_the_table_and_the_mana_it_leaves() {
    // Spellweaver rules: "Mana" and "Spells" — Firebolt: "2 damage to a creature or hero".
    let mut a = seat(&[], &["Firebolt", "Oakheart Bear"]);
    a.mana = Some(4);
    let s = scenario(a, seat(&["Ember Imp"], &[]), Phase::Deploy);
    let bolt = id(&s, 0, "Firebolt");
    let at_hero = Action::Cast { card: bolt, target: Some(super::super::Target::Hero(1)) };
    assert_eq!(reasons(&s, 0, at_hero), ["deals 2 damage to the enemy hero", "leaves 3 mana"]);
    let imp = id(&s, 1, "Ember Imp");
    let at_imp = Action::Cast { card: bolt, target: Some(super::super::Target::Creature(imp)) };
    assert_eq!(reasons(&s, 0, at_imp), ["removes Ember Imp from the table", "leaves 3 mana"]);
    let bear = Action::Cast { card: id(&s, 0, "Oakheart Bear"), target: None };
    assert_eq!(
        reasons(&s, 0, bear),
        ["puts Oakheart Bear (3 attack, 4 hitpoints) on the table", "leaves 1 mana"]
    );
}

#[test]
fn a_hint_on_an_attack_or_a_block_says_how_the_fight_ends() {
    // Spellweaver rules: "Combat" — "Attack Declaration", "Block Declaration", "Combat Resolution".
    let s = scenario(seat(&["Oakheart Bear"], &[]), seat(&["Ember Imp"], &[]), Phase::Attack);
    let (bear, imp) = (id(&s, 0, "Oakheart Bear"), id(&s, 1, "Ember Imp"));
    let at_hero = Action::Attack { attacker: bear, target: super::super::AttackTarget::Hero };
    assert_eq!(reasons(&s, 0, at_hero), ["Oakheart Bear deals 3 damage to the enemy hero unless it is blocked"]);
    let at_imp = Action::Attack { attacker: bear, target: super::super::AttackTarget::Creature(imp) };
    assert_eq!(reasons(&s, 0, at_imp), ["Oakheart Bear destroys Ember Imp and survives"]);

    let mut s = s;
    super::support::play(&mut s, 0, at_hero);
    super::support::play(&mut s, 0, Action::EndAttacks);
    super::support::resolve(&mut s);
    let block = Action::Block { blocker: imp, attacker: bear };
    assert!(game().legal_actions(&s, 1).contains(&block), "{:?}", game().legal_actions(&s, 1));
    assert_eq!(
        reasons(&s, 1, block),
        ["stops the 3 damage Oakheart Bear would deal to your hero", "Oakheart Bear survives and destroys Ember Imp"]
    );
}

#[test]
fn a_hint_on_a_turn_step_says_what_it_opens() {
    // Spellweaver rules: "Battlefield" (rows), "Divine Offering", "Attack Declaration".
    let mut a = seat(&["Oakheart Bear"], &["Firebolt"]);
    a.mana = Some(2);
    let s = scenario(a, seat(&[], &[]), Phase::Deploy);
    assert_eq!(reasons(&s, 0, Action::ToCombat), ["Oakheart Bear can attack (3 attack in all)"]);
    let bear = id(&s, 0, "Oakheart Bear");
    assert_eq!(
        reasons(&s, 0, Action::Move { creature: bear }),
        ["Oakheart Bear goes to the support row, where it cannot be attacked"]
    );
    let bolt = id(&s, 0, "Firebolt");
    assert!(game().legal_actions(&s, 0).contains(&Action::Offer { card: bolt }));
    assert_eq!(
        reasons(&s, 0, Action::Offer { card: bolt }),
        ["puts Firebolt under your deck to look at the top four cards for a shrine"]
    );
}
