//! The AI's helpers: greedy choices are legal and seasons end under them; evaluation is flat
//! (nobody wins); a searching bot decides from a view.

use super::super::{Action, Stage, WeaveOptions};
use super::support::{game, invariants};
use crate::ai::{choose, Bot};
use crate::core::{Game, GameRng, Viewer};

#[test]
fn greedy_play_ends_every_season_from_one_to_five_seats() {
    let g = game();
    let mut rng = GameRng::seeded(3);
    for seats in 1..=5 {
        for (seed, oracle) in [(0u64, false), (1, true), (2, false)] {
            let options = WeaveOptions { oracle, ..Default::default() };
            let mut s = g.new_game(&options, seats, seed).unwrap();
            let mut n = 0;
            while g.outcome(&s).is_none() {
                let seat = g.active_seats(&s)[0];
                let choice = g.greedy_action(&s, seat, &mut rng).expect("the active seat has a choice");
                assert!(g.legal_actions(&s, seat).contains(&choice), "{choice:?} in {:?}", s.table.stage);
                g.apply(&mut s, seat, &choice).unwrap();
                n += 1;
                assert!(n < 5_000, "greedy play did not end");
            }
            invariants(g, &s).unwrap();
            assert_eq!(g.evaluate(&s), Some(vec![1.0 / seats as f64; seats]));
        }
    }
}

#[test]
fn greedy_players_use_their_signature_move_before_rolling() {
    let g = game();
    let mut s = g.new_game(&WeaveOptions::default(), 2, 4).unwrap();
    let mut rng = GameRng::seeded(1);
    while let Stage::Creating(_) = &s.table.stage {
        let a = g.legal_actions(&s, 1)[0].clone();
        g.apply(&mut s, 1, &a).unwrap();
    }
    for a in [Action::IssueChallenge { character: 0, suit: super::super::Suit::Stones }, Action::SetPool, Action::Agree]
    {
        let seat = g.active_seats(&s)[0];
        g.apply(&mut s, seat, &a).unwrap();
    }
    assert_eq!(g.greedy_action(&s, 1, &mut rng), Some(Action::UseSignature));
}

#[test]
fn a_searching_bot_picks_a_legal_action_from_its_view() {
    let g = game();
    let mut s = g.new_game(&WeaveOptions::default(), 3, 6).unwrap();
    let mut rng = GameRng::seeded(2);
    for step in 0..40u64 {
        if g.outcome(&s).is_some() {
            break;
        }
        let seat = g.active_seats(&s)[0];
        let view = g.view(&s, Viewer::Seat(seat));
        let action = choose(g, &view, seat, &Bot::Iterations(40), step).expect("a choice");
        assert!(g.legal_actions(&s, seat).contains(&action), "{action:?}");
        g.apply(&mut s, seat, &action).unwrap();
        let _ = rng.next_u64();
    }
}
