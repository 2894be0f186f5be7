//! Views hide hands, deck order, face-down cards and uncommitted choices; determinize samples
//! only what a seat cannot see.

use super::helpers::*;
use crate::core::{Game, GameRng, Seat, Viewer};
use crate::games::weavers::*;

fn mixed_decks() -> Options {
    // Different sets for the two seats, so a card id names one seat's card only.
    Options {
        decks: vec![
            Some(DeckChoice { class: "Pyromancer".into(), spellbook: "Hollow Litany".into() }),
            Some(DeckChoice { class: "Lightwarden".into(), spellbook: "Clockwork Folio".into() }),
        ],
    }
}

/// The card ids `seat` holds that `viewer` may not see.
fn hidden_from(s: &State, owner: Seat) -> Vec<CardId> {
    let p = &s.players[owner];
    let mut v: Vec<CardId> = p.hand.iter().chain(&p.deck).chain(&p.buried).chain(&p.discarding).copied().collect();
    v.extend(p.cast.map(|c| c.card));
    v.extend(p.discard.iter().filter(|d| d.face_down).map(|d| d.card));
    v
}

/// Every card id a JSON view mentions: values under "card" keys and in id lists.
fn ids_in(json: &serde_json::Value, out: &mut Vec<u64>) {
    match json {
        serde_json::Value::Object(map) => {
            for (k, v) in map {
                match (k.as_str(), v) {
                    ("card", serde_json::Value::Number(n)) => out.extend(n.as_u64()),
                    (
                        "hand" | "deck" | "known_bottom" | "buried" | "discarding" | "rosters",
                        serde_json::Value::Array(a),
                    ) => {
                        if k != "rosters" {
                            out.extend(a.iter().filter_map(|x| x.as_u64()));
                        }
                    }
                    _ => ids_in(v, out),
                }
            }
        }
        serde_json::Value::Array(a) => a.iter().for_each(|x| ids_in(x, out)),
        _ => {}
    }
}

#[test]
fn opponent_view_never_contains_hidden_cards() {
    // Hidden information: hands ("Setup": hidden information, never shown to your opponent),
    // deck order, face-down cards, and choices before both have committed.
    let g = game();
    let mut rng = GameRng::seeded(4);
    for seed in 0..40 {
        let mut s = g.new_game(&mixed_decks(), 2, seed).unwrap();
        while g.outcome(&s).is_none() {
            for viewer in [0usize, 1] {
                let foe = 1 - viewer;
                let json = serde_json::to_value(g.view(&s, Viewer::Seat(viewer))).unwrap();
                let mut seen = Vec::new();
                ids_in(&json["seats"][foe], &mut seen);
                for hidden in hidden_from(&s, foe) {
                    assert!(!seen.contains(&(hidden as u64)), "seed {seed}: card {hidden} leaked to seat {viewer}");
                }
                assert!(json["seats"][foe]["hand"].is_null() && json["seats"][foe]["secret"].is_null());
                // Spectators see no hand at all.
                let spectator = g.view(&s, Viewer::Spectator);
                assert!(spectator.seats.iter().all(|sv| sv.hand.is_none() && sv.deck.is_none() && sv.secret.is_none()));
            }
            let seats = g.active_seats(&s);
            let seat = *rng.pick(&seats).unwrap();
            let action = g.policy_action(&s, seat, &mut rng).unwrap();
            g.apply(&mut s, seat, &action).unwrap();
        }
    }
}

#[test]
fn a_seat_view_does_not_depend_on_the_opponents_hidden_cards() {
    // Same public history, different hidden hands: identical views (and hashes) for seat 1.
    let g = game();
    let s = g.new_game(&mixed_decks(), 2, 8).unwrap();
    let mut other = s.clone();
    let p = &mut other.players[0];
    let (a, b) = (p.hand[0], p.deck[5]);
    p.hand[0] = b;
    p.deck[5] = a;
    assert_ne!(s, other);
    let (v, w) = (g.view(&s, Viewer::Seat(1)), g.view(&other, Viewer::Seat(1)));
    assert_eq!(v, w);
    let hash = |v: &View| {
        use std::hash::{Hash, Hasher};
        let mut h = crate::core::Fnv64::default();
        v.hash(&mut h);
        h.finish()
    };
    assert_eq!(hash(&v), hash(&w));
    assert_ne!(g.view(&s, Viewer::Seat(0)), g.view(&other, Viewer::Seat(0)));
}

#[test]
fn the_teacher_sees_everything() {
    let g = game();
    let mut s = g.new_game(&mixed_decks(), 2, 2).unwrap();
    let c = s.players[0].hand[0];
    g.apply(&mut s, 0, &Action::Bury(c)).unwrap();
    let v = g.view(&s, Viewer::Teacher);
    for (seat, sv) in v.seats.iter().enumerate() {
        assert_eq!(sv.hand.as_ref(), Some(&s.players[seat].hand));
        assert_eq!(sv.deck.as_ref(), Some(&s.players[seat].deck));
    }
    assert_eq!(v.seats[0].secret.as_ref().unwrap().buried, vec![c]);
}

#[test]
fn wild_magic_stays_hidden_in_the_discard_pile_but_its_owner_may_look() {
    // Rulings (docs/rulings.md): Wild Magic is discarded face down and never revealed; a player
    // may look through their own discard pile, face-down cards included.
    let mut s = start(&scenario(ScenarioPhase::Casting, seat(&["Jab", "Quill"], &[]), seat(&["Lens", "Hand"], &[])));
    cast(&mut s, 0, "Jab", false);
    cast(&mut s, 1, "Lens", true);
    let jab = id(&s, "Jab");
    let theirs = game().view(&s, Viewer::Seat(1));
    assert_eq!(theirs.seats[0].discard, vec![DiscardView { card: None, face_down: true }]);
    let mine = game().view(&s, Viewer::Seat(0));
    assert_eq!(mine.seats[0].discard, vec![DiscardView { card: Some(jab), face_down: true }]);
    assert!(game().view(&s, Viewer::Spectator).seats[0].discard[0].card.is_none());
}

#[test]
fn face_up_discards_are_public() {
    // Ruling: discarded cards (unwoven, completed, discarded for damage, Sick) lie face up.
    let mut s = start(&scenario(
        ScenarioPhase::Casting,
        seat(&["Hammer", "Quill"], &[]),
        seat(&["Blank", "Quill"], &["Knife"]),
    ));
    cast_both(&mut s, "Hammer", "Blank");
    let v = game().view(&s, Viewer::Seat(0));
    assert_eq!(v.seats[1].discard, vec![DiscardView { card: Some(id(&s, "Quill")), face_down: false }]);
}

#[test]
fn a_seat_knows_the_cards_it_buried_at_the_bottom_of_its_deck() {
    // "1. Draw Phase": the player chose the order; the view keeps it for them alone.
    let mut s = start(&scenario(
        ScenarioPhase::Draw,
        seat(&["Quill", "Knife", "Lens", "Hand", "Vial", "Blank"], &["Two Step", "Chain A", "Chain B"]),
        seat(&["Blank"], &[]),
    ));
    let (knife, quill) = (id(&s, "Knife"), id(&s, "Quill"));
    act(&mut s, 0, Action::Bury(knife));
    act(&mut s, 0, Action::Bury(quill));
    finish_draw(&mut s);
    assert_eq!(ids(&s, &s.players[0].deck), ["Chain B", "Knife", "Quill"]);
    let mine = game().view(&s, Viewer::Seat(0));
    assert_eq!(mine.seats[0].known_bottom, vec![knife, quill]);
    assert!(mine.seats[0].deck.is_none(), "the rest of the order is unknown even to its owner");
    assert!(game().view(&s, Viewer::Seat(1)).seats[0].known_bottom.is_empty());
    // Determinized for seat 0: the buried cards stay at the bottom in order; the rest varies.
    let mut tops = std::collections::BTreeSet::new();
    for i in 0..20 {
        let w = game().determinize(&mine, 0, &mut GameRng::seeded(i));
        assert_eq!(w.players[0].deck[1..], [knife, quill]);
        tops.insert(w.players[0].deck[0]);
        assert_eq!(w.players[0].known_bottom, 2);
    }
    assert_eq!(tops.len(), 1, "only Chain B is left above them");
}

#[test]
fn determinize_agrees_with_what_is_visible_and_varies_what_is_hidden() {
    // The AI samples the opponent's hand and deck from the cards its seat has not seen.
    let g = game();
    let mut rng = GameRng::seeded(10);
    let mut s = g.new_game(&mixed_decks(), 2, 21).unwrap();
    // Play a few rounds to get spells, discards and buried cards on the table.
    while s.round < 6 && g.outcome(&s).is_none() {
        let seat = g.active_seats(&s)[0];
        let a = g.policy_action(&s, seat, &mut rng).unwrap();
        g.apply(&mut s, seat, &a).unwrap();
    }
    assert!(g.outcome(&s).is_none());
    let seat = 1;
    let view = g.view(&s, Viewer::Seat(seat));
    let mut differs = 0;
    for i in 0..50 {
        let mut r = GameRng::seeded(i);
        let w = g.determinize(&view, seat, &mut r);
        // What seat 1 sees is unchanged: its whole view is reproduced.
        assert_eq!(g.view(&w, Viewer::Seat(seat)), view, "sample {i}");
        // The sample is a real position: every card in one place, same public counts.
        for (k, p) in w.players.iter().enumerate() {
            let mut all: Vec<CardId> = p.all_cards().collect();
            all.sort_unstable();
            assert_eq!(all, s.table.0.roster(k));
        }
        assert_eq!(w.players[seat].hand, s.players[seat].hand);
        assert_eq!(w.players[0].active, s.players[0].active);
        if w.players[0].hand != s.players[0].hand || w.players[0].deck != s.players[0].deck {
            differs += 1;
        }
        // Seat 1's own deck: same cards, order unknown above the cards it buried.
        let mut mine = w.players[seat].deck.clone();
        let mut truth = s.players[seat].deck.clone();
        mine.sort_unstable();
        truth.sort_unstable();
        assert_eq!(mine, truth);
        let known = s.players[seat].known_bottom as usize;
        let n = s.players[seat].deck.len();
        assert_eq!(w.players[seat].deck[n - known..], s.players[seat].deck[n - known..]);
    }
    assert!(differs >= 45, "hidden cards should be resampled ({differs}/50)");
}

#[test]
fn determinize_undoes_the_opponents_secret_commitment() {
    // Simultaneous choices: the search must not know the other seat's commitment.
    let g = game();
    let mut s =
        start(&scenario(ScenarioPhase::Casting, seat(&["Jab", "Quill"], &["Knife"]), seat(&["Lens", "Hand"], &[])));
    cast(&mut s, 0, "Jab", false);
    let view = g.view(&s, Viewer::Seat(1));
    let w = g.determinize(&view, 1, &mut GameRng::seeded(3));
    assert_eq!(g.active_seats(&w), vec![0, 1]);
    assert!(w.players[0].cast.is_none());
    assert_eq!(w.players[0].hand.len(), 2);
    // Seat 0's own commitment survives its own determinization.
    let own = g.determinize(&g.view(&s, Viewer::Seat(0)), 0, &mut GameRng::seeded(3));
    assert_eq!(own.players[0].cast, s.players[0].cast);
    assert_eq!(g.active_seats(&own), vec![1]);
}

#[test]
fn determinized_worlds_play_to_the_end() {
    let g = game();
    let mut rng = GameRng::seeded(5);
    for seed in 0..20 {
        let mut s = g.new_game(&Options::default(), 2, seed).unwrap();
        while g.outcome(&s).is_none() {
            let seats = g.active_seats(&s);
            let seat = *rng.pick(&seats).unwrap();
            let mut w = g.determinize(&g.view(&s, Viewer::Seat(seat)), seat, &mut rng);
            assert!(g.legal_actions(&w, seat).iter().all(|a| g.legal_actions(&s, seat).contains(a)));
            let mut steps = 0;
            while g.outcome(&w).is_none() && steps < 40 {
                let ws = g.active_seats(&w);
                let ss = *rng.pick(&ws).unwrap();
                let a = g.policy_action(&w, ss, &mut rng).unwrap();
                assert!(g.apply(&mut w, ss, &a).unwrap().is_empty(), "search worlds write no events");
                steps += 1;
            }
            let a = *rng.pick(&g.legal_actions(&s, seat)).unwrap();
            g.apply(&mut s, seat, &a).unwrap();
        }
    }
}
