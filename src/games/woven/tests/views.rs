//! Views hide what a viewer may not see; determinized worlds agree with the view.

use super::super::state::HIDDEN;
use super::super::WovenState;
use super::support::{game, invariants, started};
use crate::core::{Game, GameRng, Viewer};

fn midgame() -> WovenState {
    let g = game();
    let mut s = started(3, 21);
    let mut rng = GameRng::seeded(3);
    for _ in 0..40 {
        let seat = g.active_seats(&s)[0];
        let a = g.policy_action(&s, seat, &mut rng).unwrap();
        g.apply(&mut s, seat, &a).unwrap();
    }
    s
}

#[test]
fn hands_and_decks_are_hidden_from_others() {
    let g = game();
    let s = midgame();
    let v = g.view(&s, Viewer::Seat(0));
    assert_eq!(v.table.mages[0].hand, s.table.mages[0].hand);
    for i in 1..3 {
        assert_eq!(v.table.mages[i].hand.len(), s.table.mages[i].hand.len());
        assert!(v.table.mages[i].hand.iter().all(|&k| k == HIDDEN));
    }
    assert!(v.table.spell_deck.iter().all(|&k| k == HIDDEN));
    assert!(v.table.treasure_deck.iter().all(|&k| k == HIDDEN));
    assert!(v.table.sentries.iter().filter(|x| !x.revealed).all(|x| x.card == HIDDEN));
    let spectator = g.view(&s, Viewer::Spectator);
    assert!(spectator.table.mages.iter().all(|m| m.hand.iter().all(|&k| k == HIDDEN)));
    assert_eq!(g.view(&s, Viewer::Teacher).table, s.table);
    let hidden =
        v.table.mages.iter().skip(1).map(|m| m.hand.len() + m.deck.len()).sum::<usize>() + v.table.spell_deck.len();
    assert_eq!(v.unseen_spells.len(), hidden);
}

#[test]
fn determinized_worlds_match_the_view() {
    let g = game();
    let s = midgame();
    let mut rng = GameRng::seeded(9);
    for seat in 0..3 {
        let v = g.view(&s, Viewer::Seat(seat));
        let w = g.determinize(&v, seat, &mut rng);
        assert_eq!(g.view(&w, Viewer::Seat(seat)), v, "the sampled world looks the same to the seat");
        invariants(g, &w).unwrap();
        assert!(w.quiet);
        // The world plays on legally.
        let mut w = w;
        for _ in 0..30 {
            let Some(&who) = g.active_seats(&w).first() else { break };
            let a = g.policy_action(&w, who, &mut rng).unwrap();
            g.apply(&mut w, who, &a).unwrap();
        }
    }
}

#[test]
fn a_midgame_state_and_its_views_round_trip_through_json() {
    // Saves keep the state as JSON (docs/architecture.md, "Saves"): the tapestry's squares are
    // written as pairs, since JSON map keys must be strings.
    let g = game();
    let s = midgame();
    let text = serde_json::to_string(&s).expect("the state serializes");
    let back: WovenState = serde_json::from_str(&text).expect("and reads back");
    assert_eq!(back, s);
    let view = g.view(&s, Viewer::Seat(0));
    let text = serde_json::to_string(&view).expect("the view serializes");
    assert_eq!(serde_json::from_str::<super::super::WovenView>(&text).expect("and reads back"), view);
}
