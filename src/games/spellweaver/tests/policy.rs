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
