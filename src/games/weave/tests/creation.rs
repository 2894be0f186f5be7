//! Weave rules (004_66827b56fd35684d.txt), "CREATING A CHARACTER" and "FINISHING SETUP".

use super::super::state::*;
use super::super::{Action, WeaveOptions};
use super::support::*;
use crate::core::{Game, Viewer};

fn make_all(s: &mut WeaveState) {
    while let Stage::Creating(_) = &s.table.stage {
        let seat = s.table.active().unwrap() as usize;
        let first = game().legal_actions(s, seat).into_iter().last().unwrap();
        play(s, seat, first);
    }
}

#[test]
fn a_character_has_four_backstories_six_talents_two_flaws_a_signature_move_two_items_and_a_name() {
    // Weave rules (004_66827b56fd35684d.txt), "CREATING A CHARACTER" / "COMPLETING A CHARACTER"; "FOCUS SUIT": one
    // face-down card each.
    let mut s = game().new_game(&WeaveOptions::default(), 5, 3).unwrap();
    let Stage::Creating(d) = &s.table.stage else { panic!("creation first") };
    assert_eq!((d.seat, d.cards.len()), (1, 4), "the first player draws four Story cards");
    make_all(&mut s);
    assert_eq!(s.table.characters.len(), 4);
    for c in &s.table.characters {
        let count = |k: QualityKind| c.qualities.iter().filter(|q| q.kind == k).count();
        assert_eq!(count(QualityKind::Backstory), 4, "{}", c.name);
        assert_eq!(count(QualityKind::Talent), 6);
        assert_eq!(count(QualityKind::Flaw), 2);
        assert_eq!(count(QualityKind::Item), 2);
        assert!(!c.name.is_empty());
    }
    let mut focus: Vec<Suit> = s.table.characters.iter().map(|c| c.focus).collect();
    focus.sort_unstable();
    assert_eq!(focus, Suit::ALL.to_vec(), "four players take the four suits");
}

#[test]
fn talents_come_two_one_two_one_and_flaws_from_the_second_and_fourth_cards() {
    // Weave rules (004_66827b56fd35684d.txt), "TALENTS": 2 each from the first and third cards, 1 from the second and
    // fourth; "FLAWS": 1 each from the second and fourth.
    let mut s = game().new_game(&WeaveOptions::default(), 2, 9).unwrap();
    let Stage::Creating(d) = s.table.stage.clone() else { panic!() };
    let set = &game().content.playsets[0];
    let mut steps = Vec::new();
    while let Stage::Creating(d) = &s.table.stage {
        steps.push(d.step);
        let a = game().legal_actions(&s, 1)[0].clone();
        act(&mut s, a);
    }
    let talents =
        |p: usize| steps.iter().filter(|x| matches!(x, DraftStep::Talent { card, .. } if *card as usize == p)).count();
    assert_eq!([talents(0), talents(1), talents(2), talents(3)], [2, 1, 2, 1]);
    let flaws: Vec<u8> =
        steps.iter().filter_map(|x| if let DraftStep::Flaw { card } = x { Some(*card) } else { None }).collect();
    assert_eq!(flaws, vec![1, 3]);
    let c = &s.table.characters[0];
    let from = |p: usize| &set.story[d.cards[p] as usize];
    assert_eq!(c.qualities[0].text, from(0).backstories[0]);
    assert!(d.cards.contains(&c.signature), "the signature move is one of the four cards'");
}

#[test]
fn finishing_setup_gives_the_storyteller_four_challenge_and_two_story_cards_hidden_from_players() {
    // Weave rules (004_66827b56fd35684d.txt), "FINISHING SETUP": the storyteller's hand; creation cards return to the
    // decks.
    let mut s = game().new_game(&WeaveOptions::default(), 3, 4).unwrap();
    make_all(&mut s);
    let t = &s.table;
    assert_eq!((t.hand_challenges.len(), t.hand_stories.len()), (4, 2));
    assert_eq!(t.story_deck.len(), 22 - 3 - 2);
    assert_eq!(t.stage, Stage::Scene);
    let player = game().view(&s, Viewer::Seat(1));
    assert!(player.table.hand_challenges.iter().chain(&player.table.hand_stories).all(|&c| c == HIDDEN));
    let teller = game().view(&s, Viewer::Seat(0));
    assert_eq!(teller.table.hand_challenges, t.hand_challenges);
}

#[test]
fn names_are_offered_from_the_playset_and_typed_names_are_bounded() {
    // Weave rules (004_66827b56fd35684d.txt), "COMPLETING A CHARACTER". Ruling "Typed text": 1–60 characters, unique
    // in the season.
    let mut s = game().new_game(&WeaveOptions::default(), 2, 1).unwrap();
    while !matches!(&s.table.stage, Stage::Creating(d) if d.step == DraftStep::Name) {
        let a = game().legal_actions(&s, 1)[0].clone();
        act(&mut s, a);
    }
    let offered = game().legal_actions(&s, 1);
    assert!(offered.iter().all(|a| matches!(a, Action::Name { .. })) && !offered.is_empty());
    let before = s.clone();
    for bad in ["", "  Wren", &"n".repeat(61)] {
        assert!(game().apply(&mut s, 1, &Action::Name { name: bad.to_string() }).is_err());
        assert_eq!(s, before);
    }
    act(&mut s, Action::Name { name: "Dr. Healthbeard, the Dread Pirate Captain".into() });
    assert_eq!(s.table.characters[0].name, "Dr. Healthbeard, the Dread Pirate Captain");
}

#[test]
fn when_every_playset_name_is_worn_a_numbered_stranger_is_offered() {
    // Weave rules (004_66827b56fd35684d.txt), "COMPLETING A CHARACTER"; ruling "Typed text": the
    // offered names always pass the name checks, so random play can always name a character.
    let set = &game().content.playsets[0];
    let mut cast: Vec<_> = set.names.iter().map(|n| hero(1, n, Suit::Gales)).collect();
    cast.push(hero(1, "Stranger 1", Suit::Gales));
    let mut s = scenario(cast, vec![]);
    act(&mut s, Action::EndEpisode);
    act(&mut s, Action::Recast { character: 0 });
    while !matches!(&s.table.stage, Stage::Creating(d) if d.step == DraftStep::Name) {
        let a = game().legal_actions(&s, 1)[0].clone();
        act(&mut s, a);
    }
    assert_eq!(game().legal_actions(&s, 1), vec![Action::Name { name: "Stranger 2".into() }]);
    act(&mut s, Action::Name { name: "Stranger 2".into() });
}

/// Plays the current draft to its end (the last option each time) and returns its four cards.
fn make_one(s: &mut WeaveState) -> Vec<u8> {
    let Stage::Creating(d) = &s.table.stage else { panic!("not creating") };
    let (seat, cards) = (d.seat, d.cards.clone());
    while matches!(&s.table.stage, Stage::Creating(d) if d.seat == seat) {
        let last = game().legal_actions(s, seat as usize).into_iter().last().unwrap();
        play(s, seat as usize, last);
    }
    cards
}

#[test]
fn story_cards_drawn_for_characters_return_only_after_every_character_is_complete() {
    // Weave rules (004_66827b56fd35684d.txt), "FINISHING SETUP": "After players have completed their characters, all
    // Story and Challenge cards are returned to the Storyteller ... and shuffles all other Story cards together". A
    // later player never draws an earlier player's cards.
    let mut s = game().new_game(&WeaveOptions::default(), 5, 11).unwrap();
    let mut drawn: Vec<u8> = Vec::new();
    for _ in 0..4 {
        let Stage::Creating(d) = &s.table.stage else { panic!("four players make characters") };
        assert!(d.cards.iter().all(|c| !drawn.contains(c)), "{:?} drawn again from {drawn:?}", d.cards);
        drawn.extend(make_one(&mut s));
        if matches!(s.table.stage, Stage::Creating(_)) {
            assert_eq!(s.table.set_aside, drawn, "completed characters' cards wait beside the deck");
        }
    }
    assert_eq!(s.table.stage, Stage::Scene);
    assert!(s.table.set_aside.is_empty());
    assert_eq!(s.table.story_deck.len(), 22 - 3 - 2, "all came back before the storyteller drew a hand");
}

#[test]
fn a_deck_too_short_for_four_more_cards_takes_the_set_aside_cards_back_early() {
    // Weave rules (004_66827b56fd35684d.txt), "FINISHING SETUP"; ruling "Creation cards" (the text is silent on a
    // deck too short): five players without a storyteller need 20 cards and the deck holds 19 after the foundation.
    let options = WeaveOptions { oracle: true, ..Default::default() };
    let mut s = game().new_game(&options, 5, 2).unwrap();
    for _ in 0..5 {
        let Stage::Creating(d) = &s.table.stage else { panic!("five players make characters") };
        assert_eq!(d.cards.len(), 4, "each player draws four Story cards");
        make_one(&mut s);
    }
    assert_eq!(s.table.characters.len(), 5);
    assert!(s.table.set_aside.is_empty());
}

#[test]
fn before_issue_28_each_characters_cards_went_back_when_it_was_named() {
    // The rules before issue 28 (docs/records.md, "Weave rules"), kept for seasons made under them.
    let options = WeaveOptions { rules: RULES_BEFORE_28, ..Default::default() };
    let mut s = game().new_game(&options, 3, 11).unwrap();
    make_one(&mut s);
    assert!(s.table.set_aside.is_empty());
    assert_eq!(s.table.story_deck.len(), 22 - 3 - 4, "the first player's cards are back in the deck");
}
