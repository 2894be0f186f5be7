//! The AI's heuristics: legal choices, games that end, evaluations in [0, 1].

use super::super::abilities::own_cards;
use super::super::actions::Place;
use super::super::content::{Aspect, CardId};
use super::super::policy::{evaluate, heuristic, tableau_value, Placing};
use super::super::state::Spell;
use super::super::weave::for_each_place;
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

/// The tableau after weaving `card` at `place`, the plain way: a copy, the card taken out of its
/// own spell (a spell left empty goes), then put at its place.
fn woven_copy(spells: &[Spell], card: CardId, place: Place) -> Vec<Spell> {
    let mut t = spells.to_vec();
    if let Some(i) = t.iter().position(|sp| sp.contains(card)) {
        match t[i].second {
            Some(b) if b == card => t[i].second = None,
            Some(b) => t[i] = Spell { first: b, second: None, ..t[i] },
            None => {
                t.remove(i);
            }
        }
    }
    match place {
        Place::NewSpell => t.push(Spell::single(card)),
        Place::Complete { with } => {
            if let Some(sp) = t.iter_mut().find(|sp| sp.first == with) {
                sp.second = Some(card);
            }
        }
        Place::Replace { card: old } => {
            if let Some(sp) = t.iter_mut().find(|sp| sp.contains(old)) {
                if sp.first == old {
                    sp.first = card;
                } else {
                    sp.second = Some(card);
                }
            }
        }
    }
    t
}

#[test]
fn a_place_is_valued_from_spell_terms_to_the_bit_as_on_a_copied_tableau() {
    let g = game();
    let c = &g.content;
    let mut places = 0;
    for seats in 2..=4 {
        for seed in 0..4u64 {
            let mut s = g.new_game(&Default::default(), seats, seed).unwrap();
            while g.outcome(&s).is_none() {
                for seat in 0..seats as u8 {
                    let spells = s.table.tableau(seat);
                    let placing = Placing::new(c, spells);
                    for (challenge, time) in [(None, 1.0), (Some([Aspect::Air, Aspect::Fire, Aspect::Water]), 0.37)] {
                        let now = tableau_value(c, spells, challenge, time);
                        assert_eq!(placing.now(challenge, time).to_bits(), now.to_bits());
                        for card in own_cards(&s, seat) {
                            for_each_place(c, &s.table, seat, card, |place| {
                                let plain = tableau_value(c, &woven_copy(spells, card, place), challenge, time);
                                let quick = placing.after(c, card, place, challenge, time);
                                assert_eq!(quick.to_bits(), plain.to_bits(), "{card} at {place:?} in {spells:?}");
                                places += 1;
                                true
                            });
                        }
                    }
                }
                let seat = g.active_seats(&s)[0];
                let choice = heuristic(c, &s, seat as u8).expect("the active seat has a choice");
                g.apply(&mut s, seat, &choice).unwrap();
            }
        }
    }
    assert!(places > 1000, "only {places} places tried");
}

/// The hints' reasons, asked with the seat's view (as the worker asks).
fn reasons(s: &super::super::IoiState, seat: usize, action: super::super::Action) -> Vec<String> {
    let g = game();
    g.hint_reasons(&g.view(s, crate::core::Viewer::Seat(seat)), seat, &action)
}

#[test]
fn a_hint_names_the_spell_a_weave_completes_and_its_points() {
    // IOI rules: "WEAVING CARDS" (completing a partial spell) and "SCORING": a complete spell
    // scores the points of its two cards.
    use super::super::Action;
    use super::support::{at_actions, id, seat};
    let s = at_actions(vec![seat(&[], &[]), seat(&["Ember"], &[&["Nail"]])], 1);
    let c = &game().content;
    let worth = c.points(id("Nail")) as u32 + c.points(id("Ember")) as u32;
    let r = reasons(&s, 1, Action::Weave { card: id("Ember") });
    assert_eq!(r[0], format!("completes a spell worth {worth} (Nail + Ember)"), "{r:?}");
    assert!(r.last().unwrap().starts_with("your score goes from 0 to "), "{r:?}");
    let start = at_actions(vec![seat(&[], &[]), seat(&["Nail"], &[])], 1);
    assert_eq!(reasons(&start, 1, Action::Weave { card: id("Nail") }), ["starts a new spell with Nail"]);
}

#[test]
fn a_hint_on_an_air_card_names_the_card_its_trade_would_take() {
    // IOI rules: "AIR: TRADE" — swap the Air card for a card in another apprentice's tableau
    // whose Aspect value is at most the ability value.
    use super::super::Action;
    use super::support::{at_actions, id, seat};
    let s = at_actions(vec![seat(&[], &[&["Chain", "Coin"]]), seat(&["Feather"], &[])], 1);
    // Chain (Aspect 2, within Feather's ability 2) is worth more to the trader than Coin.
    assert_eq!(
        reasons(&s, 1, Action::Use { card: id("Feather") }),
        ["can Trade it for Chain from another apprentice's tableau"]
    );
}
