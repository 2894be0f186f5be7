//! Every card of every game has a stable id, unique within its game (docs/records.md, "Card
//! ids"), and `cards` lists them: built-in content here, a scenario's homebrew cards too.

use loomhall::core::{CardInfo, Game};
use loomhall::games::{self, GameVisitor};
use std::collections::BTreeSet;

struct Cards;

impl GameVisitor for Cards {
    type Output = Vec<CardInfo>;
    fn visit<G: Game>(self, game: &G) -> Vec<CardInfo> {
        game.cards()
    }
}

fn assert_ids(game: &str, cards: &[CardInfo]) {
    let mut seen = BTreeSet::new();
    for card in cards {
        let well_formed = !card.id.is_empty()
            && card.id.split('/').all(|part| {
                !part.is_empty()
                    && !part.starts_with('-')
                    && !part.ends_with('-')
                    && part.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
            });
        assert!(well_formed, "{game}: {:?} has the id {:?}: lowercase letters, digits and dashes", card.name, card.id);
        assert!(seen.insert(card.id.clone()), "{game}: two cards have the id {:?}", card.id);
    }
}

#[test]
fn every_card_of_every_game_has_a_unique_id() {
    for id in games::GAME_IDS {
        let cards = games::visit(id, Cards).unwrap();
        assert_ids(id, &cards);
        assert!(!cards.is_empty(), "{id} lists its cards");
    }
}

#[test]
fn homebrew_ids_are_prefixed_by_their_set_and_do_not_depend_on_the_built_in_count() {
    let weavers = games::weavers::Weavers::standard().unwrap();
    let scenario: games::weavers::Scenario = serde_json::from_value(serde_json::json!({
        "extra_sets": [{"set": "Puzzle Box", "kind": "Class", "cards": [
            {"name": "Tiny Spark", "instant": {"components": ["Gesture"], "effect": [{"Damage": 1}]}, "duration": "Temporary"},
            {"name": "Fire Ball", "duration": "Temporary"}]}],
        "seats": [{"hand": ["homebrew/puzzle-box/tiny-spark", "Fire Ball"]}, {"hand": ["smite"]}]
    }))
    .unwrap();
    let cards = weavers.scenario_cards(&scenario).unwrap();
    assert_ids("weavers", &cards);
    let ids: Vec<&str> = cards.iter().map(|c| c.id.as_str()).collect();
    assert!(ids.contains(&"homebrew/puzzle-box/tiny-spark") && ids.contains(&"homebrew/puzzle-box/fire-ball"));
    assert!(ids.contains(&"fireball"), "a built-in card's id is its name's slug");
    // Scenarios name cards by id or by printed name.
    weavers.from_scenario(&scenario, 1).expect("ids and names both set up");
}

#[test]
fn homebrew_cards_whose_ids_would_clash_are_refused() {
    let weavers = games::weavers::Weavers::standard().unwrap();
    let scenario: games::weavers::Scenario = serde_json::from_value(serde_json::json!({
        "extra_sets": [{"set": "Box", "kind": "Class", "cards": [
            {"name": "Tiny Spark", "duration": "Temporary"}, {"name": "Tiny-Spark", "duration": "Temporary"}]}],
        "seats": [{"hand": ["Tiny Spark"]}, {"hand": ["Smite"]}]
    }))
    .unwrap();
    let err = weavers.from_scenario(&scenario, 1).unwrap_err();
    assert!(err.0.contains("homebrew/box/tiny-spark"), "{err}");
    assert!(weavers.scenario_cards(&scenario).is_err());
}

#[test]
fn a_card_instance_named_with_another_cards_id_is_refused() {
    // Spellweaver's actions name card instances (a deck holds copies): a record pairs the
    // instance with its card's id, and a pair that does not match is refused.
    use loomhall::games::spellweaver::Spellweaver;
    let game = Spellweaver::standard().unwrap();
    let mut state = game.new_game(&Default::default(), 2, 5).unwrap();
    let mut rng = loomhall::core::GameRng::seeded(5);
    let (seat, action, written) = loop {
        let seat = game.active_seats(&state)[0];
        let action = game.policy_action(&state, seat, &mut rng).unwrap();
        let written = game.action_to_json(&state, &action);
        if written.to_string().contains("instance") {
            break (seat, action, written);
        }
        game.apply(&mut state, seat, &action).unwrap();
    };
    assert_eq!(game.action_from_json(&state, &written), Ok(action), "seat {seat}: {written}");
    let mut wrong = written.clone();
    let pair = first_instance(&mut wrong).expect("an instance pair");
    pair["card"] = "no-such-card".into();
    let err = game.action_from_json(&state, &wrong).unwrap_err();
    assert!(err.contains("is \"") && err.contains("not \"no-such-card\""), "{err}");
}

/// The first `{"card", "instance"}` pair in an action's JSON.
fn first_instance(value: &mut serde_json::Value) -> Option<&mut serde_json::Value> {
    if value.get("instance").is_some() {
        return Some(value);
    }
    value.as_object_mut()?.values_mut().find_map(first_instance)
}
