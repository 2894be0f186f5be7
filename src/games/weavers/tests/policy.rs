//! The AI heuristics: always legal, evaluations in [0, 1], and sensible on clear positions.

use super::helpers::*;
use crate::core::{Game, GameRng};
use crate::games::weavers::*;

#[test]
fn heuristics_choose_legal_actions_and_evaluate_within_bounds() {
    let g = game();
    let mut rng = GameRng::seeded(12);
    for seed in 0..40 {
        let mut s = g.new_game(&Options::default(), 2, seed).unwrap();
        while g.outcome(&s).is_none() {
            let e = g.evaluate(&s).expect("Weavers evaluates positions");
            assert_eq!(e.len(), 2);
            assert!(e.iter().all(|x| (0.0..=1.0).contains(x)), "{e:?}");
            assert!((e[0] + e[1] - 1.0).abs() < 1e-9);
            for seat in 0..2 {
                let legal = g.legal_actions(&s, seat);
                let p = g.policy_action(&s, seat, &mut rng);
                let q = g.greedy_action(&s, seat, &mut rng);
                if legal.is_empty() {
                    assert!(p.is_none() && q.is_none());
                } else {
                    assert!(legal.contains(&p.unwrap()) && legal.contains(&q.unwrap()));
                }
            }
            let seat = g.active_seats(&s)[0];
            let a =
                if seed % 2 == 0 { g.greedy_action(&s, seat, &mut rng) } else { g.policy_action(&s, seat, &mut rng) };
            g.apply(&mut s, seat, &a.unwrap()).unwrap();
        }
        let e = g.evaluate(&s).unwrap();
        assert_eq!(e, g.outcome(&s).unwrap().rewards(2));
    }
}

#[test]
fn greedy_plays_wild_magic_to_save_spells_and_keeps_them_otherwise() {
    // With three spells waiting on three different components, Wild Magic saves them all.
    let mut a = seat(&["Blank", "Quill"], &[]);
    a.active = vec![active("Two Step", 1), active("Chain C", 0), active("Long Rite", 2)];
    let s = start(&scenario(ScenarioPhase::Casting, a, seat(&["Blank", "Quill"], &[])));
    let choice = game().greedy_action(&s, 0, &mut GameRng::seeded(1)).unwrap();
    assert!(matches!(choice, Action::Cast { face_up: false, .. }), "{choice:?}");
    // With nothing on the table, a spell is cast face up.
    let s = start(&scenario(ScenarioPhase::Casting, seat(&["Two Step", "Quill"], &[]), seat(&["Blank"], &[])));
    let choice = game().greedy_action(&s, 0, &mut GameRng::seeded(1)).unwrap();
    assert!(matches!(choice, Action::Cast { face_up: true, .. }), "{choice:?}");
}

#[test]
fn evaluation_favours_the_seat_with_more_cards_and_shields() {
    let mut a = seat(&["Blank", "Quill", "Knife", "Lens"], &["Hand", "Vial", "Two Step"]);
    a.shields = 4;
    let s = start(&scenario(ScenarioPhase::Draw, a, seat(&["Blank"], &["Quill"])));
    let e = game().evaluate(&s).unwrap();
    assert!(e[0] > 0.8, "{e:?}");
}

#[test]
fn token_values_add_up_to_the_bit_as_listed() {
    // "Assigning Tokens from Instant and Delayed Effects": the heuristics value a card's tokens
    // (docs/balance/weavers.md) in every playout, through a table; the sum must be the one the
    // listed kinds give, to the bit, so the AI answers as it did before the table.
    for card in &game().content.cards {
        for tokens in [card.spell.instant, card.spell.delayed] {
            let listed: f64 = tokens.iter().map(|(k, n)| k.value() * n as f64).sum();
            assert_eq!(tokens.value().to_bits(), listed.to_bits(), "{}", card.name);
        }
    }
    let mut every = Tokens::default();
    for (i, kind) in TokenKind::ALL.into_iter().enumerate() {
        assert_eq!(kind.index(), i);
        every.add(kind, i as u8 + 1);
    }
    let listed: f64 = every.iter().map(|(k, n)| k.value() * n as f64).sum();
    assert_eq!(every.value().to_bits(), listed.to_bits());
}

/// The hints' reasons, asked with the seat's view (as the worker asks).
fn reasons(s: &State, seat: usize, action: Action) -> Vec<String> {
    let g = game();
    g.hint_reasons(&g.view(s, crate::core::Viewer::Seat(seat)), seat, &action)
}

#[test]
fn a_hint_names_the_spells_a_cast_weaves_and_what_wild_magic_gives_up() {
    // Weavers rules: "3. Spellweaving Phase" and "Completing Spells"; "2. Casting Phase — Wild Magic".
    let mut a = seat(&["Knife", "Quill"], &[]);
    a.active = vec![active("Two Step", 1)];
    let s = start(&scenario(ScenarioPhase::Casting, a, seat(&["Blank"], &[])));
    let knife = id(&s, "Knife");
    assert_eq!(reasons(&s, 0, Action::Cast { card: knife, face_up: true }), ["completes Two Step (3 Damage)"]);
    assert_eq!(
        reasons(&s, 0, Action::Cast { card: id(&s, "Quill"), face_up: false }),
        ["Wild Magic gives every component: completes Two Step (3 Damage)", "gives up Quill (1 step to weave)"]
    );
}

#[test]
fn a_hint_on_shields_counts_the_damage_the_opponent_s_spells_can_deal() {
    // Weavers rules: "4. Effects Phase — Inflict Damage": each damage token removes one shield.
    let mut b = seat(&["Blank"], &[]);
    b.active = vec![active("Two Step", 1)];
    let s = start(&scenario(ScenarioPhase::Casting, seat(&["Guard", "Hammer"], &[]), b));
    assert_eq!(
        reasons(&s, 0, Action::Cast { card: id(&s, "Guard"), face_up: true }),
        ["its instant effect: 2 Shields", "blocks 2 of the 3 Damage the opponent's spells can deal"]
    );
    assert_eq!(reasons(&s, 0, Action::Cast { card: id(&s, "Hammer"), face_up: true }), ["its instant effect: 3 Damage"]);
}
