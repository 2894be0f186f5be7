//! "Choosing a Class and Spellbook", "Setup" and "1. Draw Phase".

use super::helpers::*;
use crate::core::{Game, Viewer};
use crate::games::weavers::cards::Kind;
use crate::games::weavers::*;

fn choice(class: &str, book: &str) -> Option<DeckChoice> {
    Some(DeckChoice { class: class.into(), spellbook: book.into() })
}

#[test]
fn deck_is_one_class_and_one_spellbook_shuffled_with_six_in_hand() {
    // 000_4395aa51c193285a.txt, "Choosing a Class and Spellbook" and "Setup".
    let g = game();
    let options = Options { decks: vec![choice("Pyromancer", "Aegis Psalter"), choice("hexwright", "serpent herbal")] };
    let s = g.new_game(&options, 2, 11).expect("setup");
    let pyro = &g.content.sets[g.content.set_named("Pyromancer").unwrap()];
    let aegis = &g.content.sets[g.content.set_named("Aegis Psalter").unwrap()];
    let mut expected: Vec<CardId> = pyro.cards.iter().chain(&aegis.cards).copied().collect();
    expected.sort_unstable();
    let p = &s.players[0];
    assert_eq!(p.hand.len(), 6);
    assert_eq!(p.deck.len(), 30);
    let mut all: Vec<CardId> = p.all_cards().collect();
    all.sort_unstable();
    assert_eq!(all, expected);
    // Shuffled: not in set order.
    let dealt: Vec<CardId> = p.hand.iter().chain(&p.deck).copied().collect();
    assert_ne!(dealt, pyro.cards.iter().chain(&aegis.cards).copied().collect::<Vec<_>>());
    assert_eq!(s.table.0.decks[1].class, "Hexwright");
    assert_eq!(s.table.0.decks[1].spellbook, "Serpent Herbal");
    // "Do not choose a first player; play is simultaneous": both seats act in every phase.
    assert_eq!(g.active_seats(&s), vec![0, 1]);
    assert_eq!(s.phase, Phase::Draw);
    assert_eq!(g.progress_label(&s), "Round 1");
}

#[test]
fn missing_deck_choices_are_drawn_from_the_seed() {
    // "Choosing a Class and Spellbook": a seat without a choice gets a random Class and Spellbook.
    let g = game();
    let a = g.new_game(&Options::default(), 2, 5).unwrap();
    let b = g.new_game(&Options::default(), 2, 5).unwrap();
    assert_eq!(a, b, "same seed, same game");
    let kinds = |s: &State, seat: usize| {
        let d = &s.table.0.decks[seat];
        (
            g.content.sets[g.content.set_named(&d.class).unwrap()].kind,
            g.content.sets[g.content.set_named(&d.spellbook).unwrap()].kind,
        )
    };
    assert_eq!(kinds(&a, 0), (Kind::Class, Kind::Spellbook));
    let mut seen = std::collections::BTreeSet::new();
    for seed in 0..40 {
        let s = g.new_game(&Options::default(), 2, seed).unwrap();
        seen.insert(s.table.0.decks[0].class.clone());
    }
    assert_eq!(seen.len(), 5, "every Class can be drawn");
    // One seat chosen, the other random.
    let s = g.new_game(&Options { decks: vec![None, choice("Arcanist", "Clockwork Folio")] }, 2, 3).unwrap();
    assert_eq!(s.table.0.decks[1].class, "Arcanist");
}

#[test]
fn random_decks_never_share_a_set_with_the_other_seat() {
    // Ruling (docs/rulings.md, Weavers, "Random decks are distinct"): "Choosing a Class and
    // Spellbook" takes whole sets from a box that holds each once.
    let g = game();
    for seed in 0..200 {
        let s = g.new_game(&Options::default(), 2, seed).unwrap();
        let [a, b] = &s.table.0.decks;
        assert_ne!(a.class, b.class, "seed {seed}");
        assert_ne!(a.spellbook, b.spellbook, "seed {seed}");
        let one = Options { decks: vec![None, choice("Arcanist", "Clockwork Folio")] };
        let s = g.new_game(&one, 2, seed).unwrap();
        assert_ne!(s.table.0.decks[0].class, "Arcanist", "seed {seed}");
        assert_ne!(s.table.0.decks[0].spellbook, "Clockwork Folio", "seed {seed}");
    }
}

#[test]
fn deck_choices_are_public() {
    // Ruling (docs/rulings.md, Weavers): each seat's Class and Spellbook are public.
    let g = game();
    let s = g.new_game(&Options::default(), 2, 9).unwrap();
    let v = g.view(&s, Viewer::Seat(1));
    assert_eq!(v.table.0.decks[0], s.table.0.decks[0]);
    assert_eq!(v.table.0.roster(0), s.table.0.roster(0));
}

#[test]
fn bad_options_are_refused() {
    let g = game();
    assert!(g.new_game(&Options::default(), 3, 1).unwrap_err().0.contains("exactly 2"));
    let e = g.new_game(&Options { decks: vec![choice("Cinder Codex", "Aegis Psalter")] }, 2, 1).unwrap_err();
    assert!(e.0.contains("not a Class set"), "{e}");
    let e = g.new_game(&Options { decks: vec![choice("Necromancer", "Aegis Psalter")] }, 2, 1).unwrap_err();
    assert!(e.0.contains("Unknown Class set"), "{e}");
    let json = r#"{"decks":[{"class":"Pyromancer","spellbook":"Aegis Psalter"},null]}"#;
    let o: Options = serde_json::from_str(json).expect("options parse");
    assert!(g.new_game(&o, 2, 1).is_ok());
}

#[test]
fn buried_cards_go_to_the_bottom_in_order_then_draw_to_six() {
    // 000_4395aa51c193285a.txt, "1. Draw Phase": bury any number in any order, then draw up to 6.
    let sc = scenario(
        ScenarioPhase::Draw,
        seat(&["Quill", "Knife", "Lens", "Hand", "Vial"], &["Blank", "Two Step", "Chain A"]),
        seat(&["Quill"], &["Knife"]),
    );
    let mut s = start(&sc);
    let (lens, quill) = (id(&s, "Lens"), id(&s, "Quill"));
    act(&mut s, 0, Action::Bury(lens));
    act(&mut s, 0, Action::Bury(quill));
    act(&mut s, 0, Action::FinishBurying);
    act(&mut s, 1, Action::FinishBurying);
    // 3 in hand after burying two; draw 3 from the top: Blank, Two Step, Chain A.
    assert_eq!(hand_names(&s, 0), ["Knife", "Hand", "Vial", "Blank", "Two Step", "Chain A"]);
    assert_eq!(ids(&s, &s.players[0].deck), ["Lens", "Quill"]);
    assert_eq!(s.phase, Phase::Casting);
}

#[test]
fn burying_before_drawing_can_cycle_into_the_buried_cards() {
    // "1. Draw Phase": buried cards are part of the deck when drawing starts.
    let sc = scenario(ScenarioPhase::Draw, seat(&["Quill", "Knife"], &["Lens"]), seat(&["Quill"], &[]));
    let mut s = start(&sc);
    let quill = id(&s, "Quill");
    act(&mut s, 0, Action::Bury(quill));
    finish_draw(&mut s);
    assert_eq!(hand_names(&s, 0), ["Knife", "Lens", "Quill"]);
    assert!(s.players[0].deck.is_empty());
}

#[test]
fn weak_draws_only_up_to_five() {
    // "Status Token Effects", Weak: maximum hand size 5.
    let mut a = seat(&["Quill"], &["Knife", "Lens", "Hand", "Vial", "Blank", "Two Step"]);
    a.statuses.weak = 1;
    let mut s = start(&scenario(ScenarioPhase::Draw, a, seat(&["Quill"], &[])));
    finish_draw(&mut s);
    assert_eq!(s.players[0].hand.len(), 5);
    assert_eq!(s.players[0].deck.len(), 2);
}

#[test]
fn a_weak_player_with_six_cards_keeps_them() {
    // "1. Draw Phase": draw only if you have fewer cards than your maximum; nothing is discarded.
    let mut a = seat(&["Quill", "Knife", "Lens", "Hand", "Vial", "Blank"], &["Two Step"]);
    a.statuses.weak = 2;
    let mut s = start(&scenario(ScenarioPhase::Draw, a, seat(&["Quill"], &[])));
    finish_draw(&mut s);
    assert_eq!(s.players[0].hand.len(), 6);
    assert_eq!(s.players[0].deck.len(), 1);
}

#[test]
fn an_empty_deck_stops_the_draw() {
    // "1. Draw Phase": if you run out of cards in your deck, do not draw any more.
    let mut s = start(&scenario(ScenarioPhase::Draw, seat(&["Quill"], &["Knife"]), seat(&["Quill"], &[])));
    finish_draw(&mut s);
    assert_eq!(hand_names(&s, 0), ["Quill", "Knife"]);
    assert_eq!(hand_names(&s, 1), ["Quill"]);
    assert_eq!(s.phase, Phase::Casting);
}

#[test]
fn burying_is_secret_until_both_have_finished() {
    // "Gameplay": phases are simultaneous; the other seat learns only the number buried, after.
    let mut s = start(&scenario(ScenarioPhase::Draw, seat(&["Quill", "Knife"], &["Lens"]), seat(&["Quill"], &[])));
    let knife = id(&s, "Knife");
    let events = act(&mut s, 0, Action::Bury(knife));
    assert!(events.is_empty(), "a bury writes nothing in the shared log");
    let v = game().view(&s, crate::core::Viewer::Seat(1));
    assert_eq!(v.seats[0].hand_count, 2, "the opponent still counts the buried card in hand");
    assert!(v.seats[0].secret.is_none());
    act(&mut s, 0, Action::FinishBurying);
    let events = act(&mut s, 1, Action::FinishBurying);
    assert!(events.iter().any(|e| e.text == "Player 1 buries 1 card at the bottom of their deck."));
    assert!(events.iter().all(|e| !e.text.contains("Knife")));
}
