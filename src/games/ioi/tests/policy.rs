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

/// Each seat's first turn played by `bot`: the actions it chose, in order.
fn first_round_choices(bot: &str, seats: usize, seed: u64) -> Vec<super::super::Action> {
    use crate::ai::{choose, Bot};
    use crate::core::Viewer;
    let g = game();
    let bot = Bot::parse(bot).unwrap();
    let mut s = g.new_game(&Default::default(), seats, seed).unwrap();
    let mut chosen = Vec::new();
    let mut n = 0u64;
    while s.table.round == 1 && g.outcome(&s).is_none() {
        let seat = g.active_seats(&s)[0];
        let view = g.view(&s, Viewer::Seat(seat));
        let action = choose(g, &view, seat, &bot, seed * 1000 + n).expect("a choice");
        g.apply(&mut s, seat, &action).unwrap();
        chosen.push(action);
        n += 1;
    }
    chosen
}

#[test]
fn the_computer_does_not_clear_the_noise_in_its_first_turn_for_nothing() {
    // "Clear the Noise" (once per game, reveals the Challenge card): with a full deck in the first
    // round it gains nothing, and the greedy and normal bots keep it for later.
    // (The search's budget makes it the slow part: it plays the smaller tables. At four seats
    // an ability war can fill the piles in the first round, and clearing is then a real choice.)
    let tables = [(2, 1), (2, 2), (3, 3), (3, 4), (4, 5)];
    for (bot, tables) in [("greedy", &tables[..]), ("ismcts:normal", &tables[..3])] {
        for &(seats, seed) in tables {
            let chosen = first_round_choices(bot, seats, seed);
            assert!(
                !chosen.contains(&super::super::Action::ClearTheNoise),
                "{bot}, {seats} seats, seed {seed}: {chosen:?}"
            );
        }
    }
}
