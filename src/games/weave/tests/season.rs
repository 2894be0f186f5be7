//! Weave rules (004_66827b56fd35684d.txt), "STARTING A NEW SEASON", "PLAYING A SCENE" and the
//! season's rhythm ("SEASONS AND EPISODES" in rules/weave.md): foundations, scenes, episodes,
//! the end of the season, encounters and story cards.

use super::super::setup::past_cards;
use super::super::state::*;
use super::super::{Action, WeaveOptions};
use super::support::*;
use crate::core::{Game, Viewer};

#[test]
fn the_foundation_shows_the_theme_and_hides_location_and_boss_until_discovered() {
    // Weave rules (004_66827b56fd35684d.txt), "THEME", "LOCATION", "BOSS": Location and Boss face down in the
    // foundation until found.
    let mut s = scenario(vec![hero(1, "Wren", Suit::Gales)], vec![]);
    let f = s.table.foundation;
    let player = game().view(&s, Viewer::Seat(1)).table.foundation;
    assert_eq!(player.cards, [f.cards[0], HIDDEN, HIDDEN]);
    assert_eq!(game().view(&s, Viewer::Seat(0)).table.foundation.cards, f.cards, "the storyteller knows");
    act(&mut s, Action::Discover { slot: Slot::Boss });
    let player = game().view(&s, Viewer::Seat(1)).table.foundation;
    assert_eq!(player.cards, [f.cards[0], HIDDEN, f.cards[2]]);
    assert!(s.table.timeline.contains(&Moment::Discovered { episode: 1, slot: Slot::Boss, card: f.cards[2] }));
}

fn end_episode(s: &mut WeaveState) {
    act(s, Action::EndEpisode);
}

#[test]
fn each_episode_draws_a_new_foundation_avoiding_past_ones_unless_chosen() {
    // Weave rules (004_66827b56fd35684d.txt), "STARTING A NEW SEASON": avoid reusing past Themes, Locations and Bosses
    // unless the story calls for it ("return to the evil lair").
    let mut s = scenario(vec![hero(1, "Wren", Suit::Gales)], vec![]);
    let first = s.table.foundation.cards;
    end_episode(&mut s);
    assert_eq!(s.table.stage, Stage::EpisodeStart);
    assert_eq!(s.table.episode, 2);
    for slot in Slot::ALL {
        assert_ne!(s.table.foundation.cards[slot.index()], first[slot.index()], "{slot:?} not repeated");
        assert_eq!(past_cards(&s.table, slot), vec![first[slot.index()]]);
    }
    // The lair again: the past Location may be chosen back.
    let lair = first[Slot::Location.index()];
    let legal = game().legal_actions(&s, 0);
    if legal.contains(&Action::Reuse { slot: Slot::Location, card: lair }) {
        act(&mut s, Action::Reuse { slot: Slot::Location, card: lair });
        assert_eq!(s.table.foundation.cards[Slot::Location.index()], lair);
        assert!(!game().legal_actions(&s, 0).iter().any(|a| matches!(a, Action::Reuse { slot: Slot::Location, .. })));
    } else {
        assert!(s.table.hand_stories.contains(&lair), "only a card in the storyteller's hand is not offered");
    }
    act(&mut s, Action::BeginEpisode);
    assert_eq!((s.table.stage.clone(), s.table.scene.number), (Stage::Scene, 1));
}

#[test]
fn the_season_ends_after_its_episodes_with_no_winner() {
    // Weave rules (004_66827b56fd35684d.txt), ruling "The end of a season": the season runs the episodes set in its
    // options; nobody wins.
    let sc = super::super::Scenario {
        options: WeaveOptions { episodes: 2, ..Default::default() },
        seats: 2,
        characters: vec![hero(1, "Wren", Suit::Gales)],
        hand_stories: vec![0, 1],
        ..Default::default()
    };
    let mut s = game().from_scenario(&sc, 1).unwrap();
    end_episode(&mut s);
    act(&mut s, Action::BeginEpisode);
    assert!(game().outcome(&s).is_none());
    end_episode(&mut s);
    let outcome = game().outcome(&s).expect("over");
    assert!(outcome.winners.is_empty());
    assert!(game().active_seats(&s).is_empty());
    assert!(game().apply(&mut s, 0, &Action::EndScene).is_err());
}

#[test]
fn a_scene_has_at_most_twelve_beats_and_an_episode_six_scenes() {
    // Weave rules (004_66827b56fd35684d.txt), rulings "Bounds": after twelve beats only ending the scene or episode is
    // offered; ending a sixth scene ends the episode.
    let mut s = scenario(vec![hero(1, "Wren", Suit::Gales)], vec![]);
    for _ in 0..MAX_BEATS {
        let a = if s.table.scene.encounter.is_some() {
            Action::NonPlayerAction
        } else {
            Action::StartEncounter { first: 0 }
        };
        act(&mut s, a);
    }
    assert_eq!(game().legal_actions(&s, 0), vec![Action::EndScene, Action::EndEpisode]);
    let err = game().apply(&mut s, 0, &Action::Discover { slot: Slot::Boss }).unwrap_err();
    assert_eq!(err.rule.topic, "ENDING A SCENE");
    for n in 1..MAX_SCENES {
        assert_eq!(s.table.scene.number, n);
        act(&mut s, Action::EndScene);
    }
    assert_eq!(s.table.scene.number, MAX_SCENES);
    act(&mut s, Action::EndScene);
    assert_eq!((s.table.episode, s.table.stage.clone()), (2, Stage::EpisodeStart));
}

/// Starts an encounter (Pip, character 1, started it) under each seed until `want` holds of the
/// successes rolled by characters 0, 1, 2; returns the state and the events.
fn encounter_where(want: impl Fn(&[u32]) -> bool) -> (WeaveState, Vec<crate::core::Event>) {
    let base = scenario(
        vec![hero(1, "Wren", Suit::Gales), hero(2, "Pip", Suit::Stones), hero(3, "Nell", Suit::Flames)],
        vec![],
    );
    for seed in 0..10_000 {
        let mut s = base.clone();
        s.rng = crate::core::GameRng::seeded(seed);
        let events = play(&mut s, 0, Action::StartEncounter { first: 1 });
        let rolled: Vec<u32> = events
            .iter()
            .filter(|e| e.rule.topic == "PLAYING AN ENCOUNTER")
            .filter_map(|e| e.text.rsplit("— ").next()?.split(' ').next()?.parse().ok())
            .collect();
        assert_eq!(rolled.len(), 3, "every character in the scene rolls: {events:?}");
        // The rolls are told in seat order from the starter: Pip, Nell, Wren.
        let by_character = [rolled[2], rolled[0], rolled[1]];
        if want(&by_character) {
            return (s, events);
        }
    }
    panic!("no seed gives the wanted rolls");
}

#[test]
fn an_encounter_begins_with_a_roll_the_highest_goes_first_then_clockwise_in_ten_second_turns() {
    // Weave rules (004_66827b56fd35684d.txt), "PLAYING AN ENCOUNTER": "each player roll to see who goes first before
    // taking turns in a clockwise fashion"; "TAKING AN ACTION": ten seconds of story each; "ENDING AN ENCOUNTER".
    let (mut s, events) = encounter_where(|r| r[2] > r[0] && r[2] > r[1]);
    let e = s.table.scene.encounter.clone().unwrap();
    assert_eq!((e.order.clone(), e.current()), (vec![2, 0, 1], Some(2)), "Nell rolled highest");
    let told = events.iter().find(|e| e.rule.topic == "DECIDING WHO GOES FIRST").unwrap();
    assert!(told.text.contains("Nell rolled highest and goes first, then Wren, Pip"), "{}", told.text);
    act(&mut s, Action::NextTurn);
    act(&mut s, Action::NonPlayerAction);
    act(&mut s, Action::NextTurn);
    let e = s.table.scene.encounter.clone().unwrap();
    assert_eq!((e.current(), e.seconds), (Some(1), 20));
    act(&mut s, Action::EndEncounter);
    assert!(s.table.scene.encounter.is_none());
}

#[test]
fn a_tie_for_the_highest_roll_goes_to_who_started_the_encounter() {
    // Weave rules (004_66827b56fd35684d.txt), "DECIDING WHO GOES FIRST": "The character that caused or started the
    // encounter goes first"; ruling "Encounters": it breaks a tie for the highest roll.
    let (s, _) = encounter_where(|r| r[1] == r[2] && r[1] > r[0]);
    assert_eq!(s.table.scene.encounter.unwrap().order, vec![1, 2, 0]);
    // Pip out of the tie: the nearest tied character after Pip in seat order.
    let (s, _) = encounter_where(|r| r[0] == r[2] && r[0] > r[1]);
    assert_eq!(s.table.scene.encounter.unwrap().order, vec![2, 0, 1]);
}

#[test]
fn before_issue_28_the_character_who_started_the_encounter_went_first_without_a_roll() {
    // The rules before issue 28 (docs/records.md, "Weave rules"), kept for seasons made under them.
    let sc = super::super::Scenario {
        options: WeaveOptions { rules: RULES_BEFORE_28, ..Default::default() },
        seats: 4,
        characters: vec![hero(1, "Wren", Suit::Gales), hero(2, "Pip", Suit::Stones), hero(3, "Nell", Suit::Flames)],
        hand_challenges: vec![],
        hand_stories: vec![0, 1],
        challenge_top: vec![],
    };
    let mut s = game().from_scenario(&sc, 7).unwrap();
    let rng = s.rng.clone();
    act(&mut s, Action::StartEncounter { first: 1 });
    assert_eq!(s.table.scene.encounter.clone().unwrap().order, vec![1, 2, 0]);
    assert_eq!(s.rng, rng, "no die rolled");
}

#[test]
fn story_cards_go_to_the_spread_and_return_to_the_deck_at_the_scene_end() {
    // Weave rules (004_66827b56fd35684d.txt), "PLAYING STORY CARDS" (LOCATION, NPC, ENEMY, PLOT TWIST, ITEM) and
    // "PLAYING A SCENE".
    let mut s = scenario(vec![hero(1, "Wren", Suit::Gales)], vec![]);
    let (a, b) = (s.table.hand_stories[0], s.table.hand_stories[1]);
    act(&mut s, Action::PlayStory { card: a, used_as: StoryUse::Enemy });
    act(&mut s, Action::GiveItem { card: b, item: 1, character: 0 });
    let set = &game().content.playsets[0];
    let item = &set.story[b as usize].items[1];
    assert_eq!(s.table.characters[0].qualities.last().map(|q| &q.text), Some(item));
    assert_eq!(s.table.scene.stories.len(), 2);
    assert_eq!(s.table.hand_stories.len(), 2, "refilled after each play");
    let deck = s.table.story_deck.len();
    act(&mut s, Action::EndScene);
    assert_eq!(s.table.story_deck.len(), deck + 2);
    // A quality from a played card can be added, and an item removed ("add or remove qualities").
    let mut s = scenario(vec![hero(1, "Wren", Suit::Gales)], vec![]);
    let c = s.table.hand_stories[0];
    act(&mut s, Action::PlayStory { card: c, used_as: StoryUse::Npc });
    let flaw = set.story[c as usize].flaws[1].clone();
    act(&mut s, Action::AddQuality { character: 0, kind: QualityKind::Flaw, text: flaw.clone() });
    assert!(s.table.characters[0].qualities.iter().any(|q| q.text == flaw));
    act(&mut s, Action::RemoveQuality { character: 0, index: 3 });
    assert!(!s.table.characters[0].qualities.iter().any(|q| q.text == "Tin of Matches"));
}

#[test]
fn signature_moves_are_once_per_episode() {
    // Weave rules (004_66827b56fd35684d.txt), "SIGNATURE MOVE": once per episode; a new episode makes it ready again.
    let mut h = hero(1, "Wren", Suit::Gales);
    h.signature_used = true;
    let mut s = scenario(vec![h], vec![]);
    act(&mut s, Action::EndScene);
    assert!(s.table.characters[0].signature_used, "not per scene");
    act(&mut s, Action::EndEpisode);
    assert!(!s.table.characters[0].signature_used);
}

#[test]
fn a_player_may_bring_a_new_character_between_episodes() {
    // Weave rules (004_66827b56fd35684d.txt), "INVITING PLAYERS" / several characters a season. Ruling "Recast":
    // between episodes.
    let mut s = scenario(vec![hero(1, "Wren", Suit::Gales)], vec![]);
    act(&mut s, Action::EndEpisode);
    act(&mut s, Action::Recast { character: 0 });
    assert!(s.table.characters[0].retired);
    assert!(matches!(&s.table.stage, Stage::Creating(d) if d.seat == 1));
    while let Stage::Creating(_) = &s.table.stage {
        let a = game().legal_actions(&s, 1)[0].clone();
        act(&mut s, a);
    }
    assert_eq!(s.table.stage, Stage::EpisodeStart);
    assert_eq!(s.table.characters.len(), 2);
    assert_eq!(s.table.characters[1].joined, 2);
    assert!(!game().legal_actions(&s, 0).iter().any(|a| matches!(a, Action::Recast { .. })), "not the newcomer");
}

#[test]
fn a_story_card_played_face_down_is_hidden_until_turned_up() {
    // Weave rules (004_66827b56fd35684d.txt), "PLAYING STORY CARDS": a card may be played face down, to play at the
    // right moment.
    let mut s = scenario(vec![hero(1, "Wren", Suit::Gales)], vec![]);
    let card = s.table.hand_stories[0];
    let qualities = |s: &WeaveState| -> Vec<Action> {
        game().legal_actions(s, 0).into_iter().filter(|a| matches!(a, Action::AddQuality { .. })).collect()
    };
    let before = qualities(&s);
    act(&mut s, Action::PlayFaceDown { card });
    assert_eq!(game().view(&s, Viewer::Seat(1)).table.scene.stories[0].card, HIDDEN);
    assert_eq!(game().view(&s, Viewer::Seat(0)).table.scene.stories[0].card, card);
    // Ruling "Typed qualities": a quality may be added at any time; the face-down card suggests none yet.
    assert_eq!(qualities(&s), before, "nothing drawn from the face-down card yet");
    act(&mut s, Action::Reveal { index: 0, used_as: StoryUse::Location });
    let shown = game().view(&s, Viewer::Seat(1)).table.scene.stories[0];
    assert_eq!(shown, PlayedStory { card, used_as: StoryUse::Location, face_down: false });
}

#[test]
fn a_player_may_choose_which_story_card_is_played() {
    // Weave rules (004_66827b56fd35684d.txt), "PLAYING STORY CARDS": let one of the players choose one of the two
    // Story cards (e.g. the one that gives them an item).
    let mut s = scenario(vec![hero(1, "Wren", Suit::Gales), hero(2, "Pip", Suit::Stones)], vec![]);
    act(&mut s, Action::OfferStory { character: 1, used_as: StoryUse::Item });
    assert_eq!(s.table.active(), Some(2));
    let card = s.table.hand_stories[1];
    act(&mut s, Action::PickStory { card });
    let item = &game().content.playsets[0].story[card as usize].items[0];
    assert_eq!(s.table.characters[1].qualities.last().map(|q| &q.text), Some(item));
    assert_eq!(s.table.stage, Stage::Scene);
}

#[test]
fn talents_flaws_items_and_consequences_can_be_removed_but_not_backstories() {
    // Weave rules (004_66827b56fd35684d.txt), "INVITING PLAYERS": add or remove Talents, Flaws and
    // Items as characters develop; ruling "Changing qualities": backstories stay.
    let s = scenario(vec![hero(1, "Wren", Suit::Gales)], vec![]);
    let removable: Vec<u8> = game()
        .legal_actions(&s, 0)
        .into_iter()
        .filter_map(|a| match a {
            Action::RemoveQuality { index, .. } => Some(index),
            _ => None,
        })
        .collect();
    assert_eq!(removable, vec![1, 2, 3], "talent, flaw and item; not the backstory at 0");
}

#[test]
fn an_item_may_be_added_like_a_talent_or_a_flaw() {
    // Weave rules (004_66827b56fd35684d.txt), "INVITING PLAYERS" (Invite by username): "you can
    // even add or remove Talents, Flaws, and Items as character's develop"; "ITEM": "You can give
    // a character a new item at any time". Before, only a talent or a flaw could be added (an item only with a Story
    // card played as an Item).
    let mut s = scenario(vec![hero(1, "Wren", Suit::Gales)], vec![]);
    let items = |s: &WeaveState| -> Vec<Action> {
        game()
            .legal_actions(s, 0)
            .into_iter()
            .filter(|a| matches!(a, Action::AddQuality { kind: QualityKind::Item, .. }))
            .collect()
    };
    assert_eq!(items(&s).len(), 1, "one item stands for what a person types: {:?}", items(&s));
    let c = s.table.hand_stories[0];
    act(&mut s, Action::PlayStory { card: c, used_as: StoryUse::Npc });
    let set = &game().content.playsets[0];
    let item = set.story[c as usize].items[0].clone();
    assert!(items(&s).contains(&Action::AddQuality { character: 0, kind: QualityKind::Item, text: item.clone() }));
    act(&mut s, Action::AddQuality { character: 0, kind: QualityKind::Item, text: item.clone() });
    let q = s.table.characters[0].qualities.last().unwrap();
    assert_eq!((q.kind, &q.text), (QualityKind::Item, &item));
    // A typed item is bounded like any typed quality.
    act(&mut s, Action::AddQuality { character: 0, kind: QualityKind::Item, text: "A lantern".into() });
    let e = game()
        .apply(&mut s.clone(), 0, &Action::AddQuality { character: 0, kind: QualityKind::Item, text: " x".into() })
        .unwrap_err();
    assert_eq!(e.rule.topic, "CHANGING QUALITIES", "{e:?}");
}
