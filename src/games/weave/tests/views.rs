//! Views hide the storyteller's hand, the decks and face-down cards; worlds built from a view
//! keep what it shows and never read what it hides.

use super::super::state::*;
use super::super::{Action, WeaveOptions};
use super::support::*;
use crate::core::{Game, GameRng, Viewer};

#[test]
fn a_player_world_samples_the_storytellers_hand_from_unseen_cards() {
    let mut s = game().new_game(&WeaveOptions::default(), 3, 21).unwrap();
    while let Stage::Creating(_) = &s.table.stage {
        let seat = s.table.active().unwrap() as usize;
        let a = game().legal_actions(&s, seat)[0].clone();
        play(&mut s, seat, a);
    }
    let view = game().view(&s, Viewer::Seat(1));
    assert!(view.table.story_deck.iter().all(|&c| c == HIDDEN));
    let mut rng = GameRng::seeded(1);
    let mut differs = false;
    for _ in 0..20 {
        let world = game().determinize(&view, 1, &mut rng);
        invariants(game(), &world).unwrap();
        assert_eq!(world.table.characters, s.table.characters);
        assert_eq!(world.table.foundation.cards[0], s.table.foundation.cards[0], "the theme is public");
        differs |= world.table.hand_challenges != s.table.hand_challenges;
    }
    assert!(differs, "the hand is sampled, not copied");
    // The teacher sees everything; a teacher's world is the state itself (up to the RNG).
    let teacher = game().view(&s, Viewer::Teacher);
    assert_eq!(game().determinize(&teacher, 0, &mut rng).table, s.table);
}

#[test]
fn the_storytellers_world_keeps_their_hand_and_the_foundation() {
    let mut s = scenario(vec![hero(1, "Wren", Suit::Gales)], vec![card(Suit::Stones, 3)]);
    act(&mut s, Action::IssueChallenge { character: 0, suit: Suit::Stones });
    act(&mut s, Action::Entice { quality: 2, card: card(Suit::Stones, 3) });
    let view = game().view(&s, Viewer::Seat(0));
    let world = game().determinize(&view, 0, &mut GameRng::seeded(3));
    assert_eq!(world.table.hand_challenges, s.table.hand_challenges);
    assert_eq!(world.table.foundation, s.table.foundation);
    assert_eq!(world.table.stage, s.table.stage);
    // The player's world samples the face-down enticement from cards the player cannot see.
    let view = game().view(&s, Viewer::Seat(1));
    let world = game().determinize(&view, 1, &mut GameRng::seeded(3));
    invariants(game(), &world).unwrap();
    assert!(matches!(&world.table.stage, Stage::Challenge(ch) if ch.enticement.is_some_and(|e| e.card != HIDDEN)));
}

#[test]
fn hash_view_hashes_what_the_view_shows_with_every_secret_masked() {
    // The search keys its tree by `hash_view` (src/core/game.rs) instead of building the view:
    // with a face-down enticement ("MAKING AN ENTICEMENT": the card is placed face down), a
    // face-down Story card ("PLAYING STORY CARDS") and the face-down Location and Boss ("LOCATION",
    // "BOSS"), it must hash exactly what each viewer's view holds.
    use std::hash::{DefaultHasher, Hash, Hasher};
    let g = game();
    let mut s = scenario(vec![hero(1, "Wren", Suit::Gales)], vec![card(Suit::Brooks, 3)]);
    let story = s.table.hand_stories[0];
    act(&mut s, Action::PlayFaceDown { card: story });
    act(&mut s, Action::IssueChallenge { character: 0, suit: Suit::Stones });
    act(&mut s, Action::Entice { quality: 2, card: card(Suit::Brooks, 3) });
    for viewer in [Viewer::Seat(0), Viewer::Seat(1), Viewer::Spectator, Viewer::Teacher] {
        let (mut direct, mut built) = (DefaultHasher::new(), DefaultHasher::new());
        g.hash_view(&s, viewer, &mut direct);
        g.view(&s, viewer).hash(&mut built);
        assert_eq!(direct.finish(), built.finish(), "{viewer:?}");
    }
    let (mut player, mut teller) = (DefaultHasher::new(), DefaultHasher::new());
    g.hash_view(&s, Viewer::Seat(1), &mut player);
    g.hash_view(&s, Viewer::Seat(0), &mut teller);
    assert_ne!(player.finish(), teller.finish(), "the storyteller sees the card");
}
