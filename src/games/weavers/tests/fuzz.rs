//! Random legal play across many seeds: no panic, every card always in exactly one place,
//! nothing negative, and every game ends. `LOOMHALL_FUZZ_ACTIONS` sets the number of actions
//! (default 200,000; CI's long run sets 1,000,000 or more).

use super::helpers::*;
use crate::core::{Game, GameRng};
use crate::games::weavers::*;

fn fuzz_budget() -> usize {
    std::env::var("LOOMHALL_FUZZ_ACTIONS").ok().and_then(|v| v.parse().ok()).unwrap_or(200_000)
}

/// Each seat's 36 cards are each in exactly one zone.
fn check_conservation(s: &State) {
    for (seat, p) in s.players.iter().enumerate() {
        let mut held: Vec<CardId> = p.all_cards().collect();
        held.sort_unstable();
        assert_eq!(held, s.table.0.roster(seat), "seat {seat} cards misplaced in round {}", s.round);
        assert!(p.known_bottom as usize <= p.deck.len());
        assert!(p.owed as usize >= p.discarding.len());
    }
}

#[test]
fn random_legal_play_keeps_every_card_in_one_place() {
    let g = game();
    let budget = fuzz_budget();
    let mut total = 0usize;
    let mut games = 0u64;
    let mut rng = GameRng::seeded(2024);
    while total < budget {
        games += 1;
        let mut s = g.new_game(&Options::default(), 2, games).expect("setup");
        assert_eq!(s.players[0].all_cards().count(), 36);
        check_conservation(&s);
        let mut steps = 0;
        while g.outcome(&s).is_none() {
            let seats = g.active_seats(&s);
            assert!(!seats.is_empty(), "game {games}: nobody to act but no outcome");
            let seat = *rng.pick(&seats).expect("a seat");
            let actions = g.legal_actions(&s, seat);
            assert!(!actions.is_empty(), "game {games}: active seat {seat} has no legal action");
            let action = *rng.pick(&actions).expect("an action");
            g.apply(&mut s, seat, &action).unwrap_or_else(|e| panic!("legal action refused: {e}"));
            check_conservation(&s);
            steps += 1;
            total += 1;
            assert!(steps < 5_000, "game {games} does not end");
        }
        assert!(g.active_seats(&s).is_empty());
        assert_eq!(s.phase, Phase::Over);
        // Acting after the end is refused and changes nothing ("Ending the Game").
        assert_refused(&mut s, 0, Action::FinishBurying, "Ending the Game");
    }
    eprintln!("fuzz: {total} actions over {games} games");
    assert!(games > 10);
}
