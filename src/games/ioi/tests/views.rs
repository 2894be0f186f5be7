//! Views hide what the rules keep secret (hands, the deck's order, face-down Challenge cards);
//! determinization samples only what the seat cannot see.

use super::super::actions::Action;
use super::super::content::CardId;
use super::super::{IoiState, Scenario, Start};
use super::support::{build, check_invariants, game, id, names, play, seat, texts};
use crate::core::{Fnv64, Game, GameRng, Viewer};
use std::hash::{Hash, Hasher};

fn hash_of<T: Hash>(v: &T) -> u64 {
    let mut h = Fnv64::default();
    v.hash(&mut h);
    h.finish()
}

fn mid_game(seed: u64) -> IoiState {
    let g = game();
    let mut s = g.new_game(&Default::default(), 4, seed).unwrap();
    let mut rng = GameRng::seeded(seed);
    for _ in 0..60 {
        let seat = g.active_seats(&s)[0];
        let a = g.policy_action(&s, seat, &mut rng).unwrap();
        g.apply(&mut s, seat, &a).unwrap();
    }
    s
}

// "SETUP" 2-3: hands and Challenge cards are secret; the deck is face down.
#[test]
fn a_seat_sees_its_own_hand_and_challenge_only() {
    let g = game();
    let s = mid_game(1);
    let v = g.view(&s, Viewer::Seat(2));
    let mut own = s.hands[2].clone();
    own.sort_unstable();
    assert_eq!(v.hands[2], own);
    for other in [0usize, 1, 3] {
        assert!(v.hands[other].iter().all(|&c| s.table.is_known(c) && s.hands[other].contains(&c)));
        assert_eq!(v.table.hand_counts[other] as usize, s.hands[other].len());
        if !s.table.cleared_noise[other] {
            assert_eq!(v.challenges[other], None);
        }
    }
    assert_eq!(v.challenges[2], Some(s.challenges[2]));
    assert!(v.deck.is_empty() && v.unused_challenges.is_empty());
    assert_eq!(v.table.deck_count as usize, s.deck.len());
    // Nothing secret in the serialized view: no other hand's unknown card appears anywhere.
    let spectator = g.view(&s, Viewer::Spectator);
    assert!(spectator.hands.iter().flatten().all(|&c| s.table.is_known(c)));
    assert!(spectator.challenges.iter().enumerate().all(|(i, c)| c.is_none() || s.table.cleared_noise[i]));
}

#[test]
fn the_teacher_sees_everything() {
    let g = game();
    let s = mid_game(2);
    let v = g.view(&s, Viewer::Teacher);
    for seat in 0..4 {
        let mut h = s.hands[seat].clone();
        h.sort_unstable();
        assert_eq!(v.hands[seat], h);
        assert_eq!(v.challenges[seat], Some(s.challenges[seat]));
    }
    assert_eq!(v.deck, s.deck);
    assert_eq!(v.unused_challenges, s.unused_challenges);
    // A teacher's view determinizes to the very same cards.
    let w = g.determinize(&v, 0, &mut GameRng::seeded(5));
    assert_eq!(w.deck, s.deck);
    assert_eq!(w.challenges, s.challenges);
}

// Two worlds that differ only in what seat 0 cannot see look the same to seat 0 (the AI keys
// its search by this view's hash).
#[test]
fn hidden_differences_do_not_show_in_a_view() {
    let g = game();
    let s = mid_game(3);
    let mut t = s.clone();
    // Swap a card of seat 1's hand that nobody saw with the deck's top card.
    let hidden = t.hands[1].iter().position(|&c| !t.table.is_known(c));
    if let (Some(i), Some(top)) = (hidden, t.deck.len().checked_sub(1)) {
        let (a, b) = (t.hands[1][i], t.deck[top]);
        t.hands[1][i] = b;
        t.deck[top] = a;
        let (va, vb) = (g.view(&s, Viewer::Seat(0)), g.view(&t, Viewer::Seat(0)));
        assert_eq!(va, vb);
        assert_eq!(hash_of(&va), hash_of(&vb));
        assert_ne!(g.view(&s, Viewer::Seat(1)), g.view(&t, Viewer::Seat(1)));
    }
}

// "ON YOUR TURN", 2. Focus: the log never names a drawn card.
#[test]
fn the_log_does_not_name_drawn_cards() {
    let sc = Scenario {
        seats: vec![seat(&[], &[]), seat(&["Ember"], &[])],
        deck: names(&["Tide", "Brook"]),
        piles: vec![names(&["Coin"])],
        rest: super::super::Rest::Pile(1),
        to_move: 1,
        ..Default::default()
    };
    let mut s = build(&sc);
    let events = play(&mut s, 1, Action::Focus);
    assert!(texts(&events).contains("draws 2 cards"));
    assert!(!texts(&events).contains("Tide") && !texts(&events).contains("Brook"));
}

// determinize: cards the seat saw stay where it saw them; the rest is shuffled; counts match.
#[test]
fn determinize_keeps_what_the_seat_knows_and_samples_the_rest() {
    let g = game();
    let s = mid_game(4);
    let seat = 0usize;
    let v = g.view(&s, Viewer::Seat(seat));
    let mut differs = false;
    let mut rng = GameRng::seeded(77);
    for _ in 0..20 {
        let w = g.determinize(&v, seat, &mut rng);
        check_invariants(&w);
        assert_eq!(w.table, s.table, "the table is public");
        let sorted = |h: &Vec<CardId>| {
            let mut h = h.clone();
            h.sort_unstable();
            h
        };
        assert_eq!(sorted(&w.hands[seat]), sorted(&s.hands[seat]), "a hand is a set: its order is not kept");
        assert_eq!(w.challenges[seat], s.challenges[seat]);
        for other in 1..4 {
            assert_eq!(w.hands[other].len(), s.hands[other].len());
            for c in s.hands[other].iter().filter(|&&c| s.table.is_known(c)) {
                assert!(w.hands[other].contains(c), "a card everyone saw taken stays in that hand");
            }
            if s.table.cleared_noise[other] {
                assert_eq!(w.challenges[other], s.challenges[other]);
            }
        }
        assert_eq!(w.deck.len(), s.deck.len());
        assert_eq!(g.view(&w, Viewer::Seat(seat)), v, "the sample is consistent with the view");
        assert_eq!(
            g.legal_actions(&w, g.active_seats(&s)[0]).is_empty(),
            g.legal_actions(&s, g.active_seats(&s)[0]).is_empty()
        );
        let hidden_truth: Vec<&Vec<CardId>> = s.hands.iter().skip(1).collect();
        let hidden_sample: Vec<&Vec<CardId>> = w.hands.iter().skip(1).collect();
        if hidden_truth != hidden_sample || w.deck != s.deck || w.challenges != s.challenges {
            differs = true;
        }
    }
    assert!(differs, "samples differ from the truth where it is hidden");
}

// The unseen Challenge cards are sampled from those the seat cannot account for.
#[test]
fn determinize_samples_unseen_challenges() {
    let g = game();
    let sc = Scenario {
        seats: vec![seat(&[], &[]), seat(&[], &[]), seat(&[], &[])],
        start: Start::Actions,
        ..Default::default()
    };
    let s = build(&sc);
    let v = g.view(&s, Viewer::Seat(0));
    let mut seen = std::collections::BTreeSet::new();
    let mut rng = GameRng::seeded(1);
    for _ in 0..40 {
        let w = g.determinize(&v, 0, &mut rng);
        assert_eq!(w.challenges[0], s.challenges[0]);
        assert!(!w.challenges[1..].contains(&s.challenges[0]));
        seen.insert(w.challenges[1]);
    }
    assert!(seen.len() >= 3, "seat 1's Challenge is any of the four unseen");
    let _ = id("Ember");
}
