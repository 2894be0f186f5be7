//! Decks and the start of the game. Spellweaver rules (001_ff038117decaf434.txt), "Decks",
//! "Starting Resources", "Start of Turn".

use super::super::{
    validate_deck_list, Action, DeckChoice, DeckError, Phase, SpellweaverOptions, MAX_COPIES, MIN_DECK,
};
use super::support::{game, invariants, play};
use crate::core::Game;

fn fresh(seed: u64) -> super::super::SpellweaverState {
    game().new_game(&SpellweaverOptions::default(), 2, seed).expect("deal")
}

#[test]
fn starting_resources() {
    // "Starting Resources": seven cards, one crystal, no levels, 20 life, one skill; The Spark
    // for the second player.
    let s = fresh(1);
    assert_eq!(s.table.phase, Phase::Mulligan { seat: 0 });
    for seat in 0..2 {
        let p = &s.table.players[seat];
        assert_eq!((s.hands[seat].len(), p.crystals, p.levels, p.life), (7, 1, [0; 6], 20));
        assert_eq!(p.skills.len(), 1);
        assert_eq!(s.decks[seat].len(), 53);
    }
    assert!(!s.table.players[0].spark && s.table.players[1].spark);
}

#[test]
fn one_all_or_nothing_mulligan_each_then_the_starter_skips_the_first_draw() {
    // "Starting Resources" (Cards) and ruling "Mulligan"; "Start of Turn": no first draw.
    let mut s = fresh(2);
    let before: Vec<u16> = s.hands[0].clone();
    let mut all: Vec<u16> = s.hands[0].iter().chain(&s.decks[0]).copied().collect();
    all.sort_unstable();
    play(&mut s, 0, Action::Mulligan);
    assert_ne!(s.hands[0], before, "seven new cards");
    let mut after: Vec<u16> = s.hands[0].iter().chain(&s.decks[0]).copied().collect();
    after.sort_unstable();
    assert_eq!(after, all, "the old hand went back into the deck");
    assert_eq!(s.table.phase, Phase::Mulligan { seat: 1 }, "only once");
    assert_eq!(game().legal_actions(&s, 1), vec![Action::Keep, Action::Mulligan]);
    play(&mut s, 1, Action::Keep);
    assert_eq!((s.table.phase, s.table.active, s.hands[0].len()), (Phase::Deploy, 0, 7));
    for (seat, a) in [(0, Action::ToCombat), (0, Action::EndAttacks), (0, Action::EndTurn), (1, Action::Pass)] {
        play(&mut s, seat, a);
    }
    assert_eq!(s.hands[1].len(), 8, "the second player draws");
}

#[test]
fn deck_rules_have_typed_errors() {
    // "Decks": 60 to 100 cards, at most four copies except basic shrines.
    let c = &game().content;
    let hero = "Korrag Emberfist";
    let line = |n: u8, name: &str| (n, name.to_string());
    let short = vec![line(50, "Shrine of Embers")];
    assert_eq!(validate_deck_list(c, hero, &short), Err(DeckError::TooFewCards { count: 50 }));
    let long = vec![line(101, "Shrine of Embers")];
    assert!(matches!(validate_deck_list(c, hero, &long), Err(DeckError::TooManyCards { .. })));
    let copies = vec![line(55, "Shrine of Embers"), line(5, "Ember Imp")];
    assert_eq!(
        validate_deck_list(c, hero, &copies),
        Err(DeckError::TooManyCopies { card: "Ember Imp".into(), count: 5 })
    );
    let skill_shrines = vec![line(55, "Shrine of Embers"), line(5, "Forge of Fury")];
    assert!(matches!(validate_deck_list(c, hero, &skill_shrines), Err(DeckError::TooManyCopies { .. })));
    let ok = vec![line(56, "Shrine of Embers"), line(MAX_COPIES as u8, "Ember Imp")];
    assert_eq!(validate_deck_list(c, hero, &ok).map(|d| d.cards.len()), Ok(MIN_DECK));
    assert!(matches!(validate_deck_list(c, hero, &[line(60, "Nope")]), Err(DeckError::UnknownCard { .. })));
    assert!(matches!(validate_deck_list(c, "Nobody", &ok), Err(DeckError::UnknownHero { .. })));
    let text = DeckError::TooManyCopies { card: "Ember Imp".into(), count: 5 }.to_string();
    assert!(text.contains("basic shrine") && text.contains("(Decks)"));
}

#[test]
fn options_take_a_preconstructed_or_a_custom_deck() {
    // "Decks": a custom list is checked by the deck rules before the game starts.
    let g = game();
    let custom = DeckChoice::Custom {
        hero: "Korrag Emberfist".into(),
        cards: vec![(56, "Shrine of Embers".into()), (4, "Ember Imp".into())],
    };
    let options = SpellweaverOptions { decks: vec![custom, DeckChoice::Preconstructed("Hollow Covenant".into())] };
    let s = g.new_game(&options, 2, 3).expect("valid decks");
    invariants(g, &s).unwrap();
    assert_eq!(s.decklists[0].len(), 60);
    let bad = SpellweaverOptions {
        decks: vec![
            DeckChoice::Custom { hero: "Korrag Emberfist".into(), cards: vec![(59, "Shrine of Embers".into())] },
            DeckChoice::Preconstructed("Hollow Covenant".into()),
        ],
    };
    let err = g.new_game(&bad, 2, 3).expect_err("too few cards");
    assert!(err.0.contains("at least 60"), "{err}");
    assert!(g.new_game(&SpellweaverOptions::default(), 3, 3).is_err(), "two players");
}
