//! Views and determinization: the other hand, deck order and a Divine Offering stay hidden.
// Spellweaver rules (001_ff038117decaf434.txt), "Graveyards" (open) and "Divine Offering".

use super::super::{Action, Phase, SpellweaverOptions};
use super::support::{game, id, invariants, play, scenario, seat};
use crate::core::{Game, GameRng, Viewer};

#[test]
fn a_seat_sees_its_hand_but_not_the_others_or_any_deck_order() {
    let g = game();
    let s = g.new_game(&SpellweaverOptions::default(), 2, 9).unwrap();
    let v = g.view(&s, Viewer::Seat(0));
    assert_eq!(v.hands[0].len(), 7);
    assert!(v.hands[1].is_empty() && v.decks.iter().all(Vec::is_empty));
    for &id in &s.hands[1] {
        assert_eq!(v.cards[id as usize], None);
    }
    for &id in &s.hands[0] {
        assert_eq!(v.cards[id as usize], Some(s.defs[id as usize]));
    }
    let spectator = g.view(&s, Viewer::Spectator);
    assert!(spectator.cards.iter().all(Option::is_none));
    let teacher = g.view(&s, Viewer::Teacher);
    assert!(teacher.cards.iter().all(Option::is_some));
}

#[test]
fn the_offering_is_seen_by_its_player_only() {
    let mut a = seat(&[], &["Dawn Sentry"]);
    a.deck = vec!["Iron Enforcer".into(); 6];
    let mut s = scenario(a, seat(&[], &[]), Phase::Deploy);
    let card = id(&s, 0, "Dawn Sentry");
    play(&mut s, 0, Action::Offer { card });
    assert_eq!(game().view(&s, Viewer::Seat(0)).offering.len(), 4);
    assert!(game().view(&s, Viewer::Seat(1)).offering.is_empty());
    let world = game().determinize(&game().view(&s, Viewer::Seat(1)), 1, &mut GameRng::seeded(3));
    invariants(game(), &world).unwrap();
    assert_eq!(world.offering.len(), 4);
}

#[test]
fn worlds_keep_what_the_seat_knows_and_resample_the_rest() {
    let g = game();
    let s = g.new_game(&SpellweaverOptions::default(), 2, 11).unwrap();
    let view = g.view(&s, Viewer::Seat(1));
    let mut differs = false;
    for seed in 0..8 {
        let w = g.determinize(&view, 1, &mut GameRng::seeded(seed));
        invariants(g, &w).unwrap();
        assert_eq!(w.hands[1], view.hands[1]);
        assert_eq!(g.view(&w, Viewer::Seat(1)), view, "the same information set");
        let mut their: Vec<u16> = w.hands[0].iter().map(|&i| w.defs[i as usize]).collect();
        their.sort_unstable();
        let mut real: Vec<u16> = s.hands[0].iter().map(|&i| s.defs[i as usize]).collect();
        real.sort_unstable();
        differs |= their != real;
    }
    assert!(differs, "the other hand is sampled, not copied");
}

#[test]
fn states_views_and_actions_survive_json_and_every_choice_has_a_label() {
    // Saves and the AI worker carry states, views and actions as JSON.
    let g = game();
    let mut rng = GameRng::seeded(8);
    let mut s = g.new_game(&SpellweaverOptions::default(), 2, 8).unwrap();
    for step in 0..300 {
        let Some(&seat) = g.active_seats(&s).first() else { break };
        if step % 25 == 0 {
            let json = serde_json::to_string(&s).unwrap();
            let back: super::super::SpellweaverState = serde_json::from_str(&json).unwrap();
            assert_eq!(back, s);
            let v = g.view(&s, Viewer::Seat(seat));
            let back: super::super::SpellweaverView =
                serde_json::from_str(&serde_json::to_string(&v).unwrap()).unwrap();
            assert_eq!(back, v);
        }
        for a in g.legal_actions(&s, seat) {
            assert!(!g.describe_action(&s, seat, &a).is_empty());
            let back: Action = serde_json::from_str(&serde_json::to_string(&a).unwrap()).unwrap();
            assert_eq!(back, a);
        }
        let a = g.policy_action(&s, seat, &mut rng).unwrap();
        g.apply(&mut s, seat, &a).unwrap();
    }
    assert!(g.progress_label(&s).starts_with("Turn"));
}
