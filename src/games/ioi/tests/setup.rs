//! 003_b6ed41d3f4849d4b.txt, "SETUP".

use super::super::turn::setup_discards;
use super::super::Step;
use super::support::{check_invariants, game, id};
use crate::core::{Game, Viewer};

// "SETUP", 2: one Challenge card each, kept face down; those not dealt are out of the game.
#[test]
fn setup_2_challenge_cards_dealt_secretly_unused_out_of_the_game() {
    let g = game();
    for seats in 2..=5 {
        let s = g.new_game(&Default::default(), seats, 11).unwrap();
        assert_eq!(s.challenges.len(), seats);
        assert_eq!(s.unused_challenges.len(), 5 - seats);
        let mut all: Vec<u8> = s.challenges.iter().chain(&s.unused_challenges).copied().collect();
        all.sort_unstable();
        assert_eq!(all, vec![0, 1, 2, 3, 4]);
        let v = g.view(&s, Viewer::Seat(0));
        assert_eq!(v.challenges[0], Some(s.challenges[0]));
        assert!(v.challenges[1..].iter().all(|c| c.is_none()));
        assert!(v.unused_challenges.is_empty());
    }
}

// "SETUP", 3 and 4: seven cards each; the two highest are discarded, leaving five in hand.
#[test]
fn setup_3_seven_cards_each_then_two_discarded() {
    let g = game();
    for seats in 2..=5 {
        let s = g.new_game(&Default::default(), seats, 5).unwrap();
        check_invariants(&s);
        assert!(s.hands.iter().all(|h| h.len() == 5));
        assert_eq!(s.table.pile_cards(), 2 * seats);
        assert_eq!(s.deck.len(), 49 - 7 * seats);
        assert_eq!(s.table.step, Step::ListenIn, "Focus (nothing to draw with five in hand), then Listen In");
    }
}

// "SETUP", 4: the two cards with the highest Aspect value. Ruling on ties: the apprentice keeps
// the cards worth more points, then the higher ability value, then the lower card id.
#[test]
fn setup_4_discards_the_two_highest_and_breaks_ties_by_the_ruling() {
    let g = game();
    let c = &g.content;
    // Values 3, 2, 2, 1, 1, 1, 1: the 3 and one 2.
    let hand = [id("Lantern"), id("Halo"), id("Beacon"), id("Prism"), id("Dawn"), id("Tide"), id("Ember")];
    let out = setup_discards(c, &hand);
    assert_eq!(out.len(), 2);
    assert!(out.contains(&id("Prism")));
    // Halo (3 points, ability 2) and Beacon (3 points, ability 1) tie: Beacon goes, lower ability.
    assert!(out.contains(&id("Beacon")));
    // Two 3s and a tie among them: Spring (5 points) and Sunrise (4 points) and Blaze (5): keep the 5s?
    let hand = [id("Sunrise"), id("Spring"), id("Blaze"), id("Nail"), id("Coin"), id("Bell"), id("Dream")];
    let out = setup_discards(c, &hand);
    assert!(out.contains(&id("Sunrise")), "the 4-point three goes first");
    // Spring and Blaze tie on points and ability: the higher card id goes.
    let higher = id("Spring").max(id("Blaze"));
    assert!(out.contains(&higher));
}

// "SETUP", 4: the discards are dealt face up into four piles, as even as possible.
#[test]
fn setup_4_four_face_up_piles_as_even_as_possible() {
    let g = game();
    for seats in 2..=5 {
        let s = g.new_game(&Default::default(), seats, 99).unwrap();
        let sizes: Vec<usize> = s.table.piles.iter().map(|p| p.len()).collect();
        let (lo, hi) = (sizes.iter().min().unwrap(), sizes.iter().max().unwrap());
        assert!(hi - lo <= 1, "{sizes:?}");
        assert_eq!(sizes.iter().sum::<usize>(), 2 * seats);
        // Face up: every viewer sees them.
        assert_eq!(g.view(&s, Viewer::Spectator).table.piles, s.table.piles);
    }
}

// "SETUP", 5: the apprentice left of the Head Apprentice (seat 0) starts; play goes left.
// Ruling: "left" is the next seat number, so with two apprentices seat 1 starts too.
#[test]
fn setup_5_the_seat_left_of_the_head_apprentice_starts() {
    let g = game();
    for seats in 2..=5 {
        let s = g.new_game(&Default::default(), seats, 3).unwrap();
        assert_eq!(g.active_seats(&s), vec![1]);
        assert_eq!(s.table.turn, 1);
        assert_eq!(s.table.next(seats as u8 - 1), 0);
    }
}

// "2 - 5 Apprentices".
#[test]
fn two_to_five_apprentices_only() {
    let g = game();
    assert!(g.new_game(&Default::default(), 1, 1).is_err());
    assert!(g.new_game(&Default::default(), 6, 1).is_err());
    assert_eq!((g.min_seats(), g.max_seats()), (2, 5));
}

#[test]
fn same_seed_same_deal() {
    let g = game();
    let a = g.new_game(&Default::default(), 4, 42).unwrap();
    let b = g.new_game(&Default::default(), 4, 42).unwrap();
    assert_eq!(a, b);
    assert_ne!(a, g.new_game(&Default::default(), 4, 43).unwrap());
}
