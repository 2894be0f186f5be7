//! The AI's heuristics: legal choices, games that end, evaluations in [0, 1].

use super::super::policy::{evaluate, heuristic};
use super::support::{check_invariants, game};
use crate::core::{Game, GameRng};

#[test]
fn the_heuristic_always_chooses_a_legal_action_and_games_end() {
    let g = game();
    let mut rng = GameRng::seeded(3);
    for seats in 2..=5 {
        for seed in 0..12u64 {
            let mut s = g.new_game(&Default::default(), seats, seed).unwrap();
            let mut n = 0;
            while g.outcome(&s).is_none() {
                let seat = g.active_seats(&s)[0];
                let choice = heuristic(&g.content, &s, seat as u8).expect("the active seat has a choice");
                assert!(g.legal_actions(&s, seat).contains(&choice), "{choice:?} not legal in {:?}", s.table);
                g.apply(&mut s, seat, &choice).unwrap();
                n += 1;
                assert!(n < 20_000, "greedy self-play did not end");
                if n % 50 == 0 {
                    check_invariants(&s);
                    let e = evaluate(&g.content, &s);
                    assert_eq!(e.len(), seats);
                    assert!(e.iter().all(|x| (0.0..=1.0).contains(x)));
                }
            }
            let _ = g.policy_action(&s, 0, &mut rng);
        }
    }
}
