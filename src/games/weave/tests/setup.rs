//! Weave rules (004_66827b56fd35684d.txt), "SETUP": what a season may be created with.

use super::super::state::*;
use super::super::{Scenario, WeaveOptions};
use super::support::*;
use crate::core::Game;

#[test]
fn a_season_needs_one_to_five_seats_a_known_playset_and_one_to_fifty_episodes() {
    let g = game();
    let ok = WeaveOptions::default();
    assert!(g.new_game(&ok, 0, 1).is_err());
    assert!(g.new_game(&ok, 6, 1).is_err());
    assert!(g.new_game(&WeaveOptions { episodes: 0, ..ok.clone() }, 3, 1).is_err());
    assert!(g.new_game(&WeaveOptions { episodes: 51, ..ok.clone() }, 3, 1).is_err());
    let err = g.new_game(&WeaveOptions { playset: "Moonbase".into(), ..ok.clone() }, 3, 1).unwrap_err();
    assert!(err.0.contains("Hollowmere") && err.0.contains("Skyreach"), "{err}");
    let s = g.new_game(&WeaveOptions { playset: "skyreach".into(), ..ok }, 2, 1).unwrap();
    assert_eq!(s.table.playset, 1);
}

#[test]
fn with_a_storyteller_seat_zero_tells_and_the_others_play() {
    // "STARTING A NEW SEASON" and "CREATING A CHARACTER": the storyteller sets up; each player
    // makes a character; the foundation is drawn first.
    let s = game().new_game(&WeaveOptions::default(), 4, 2).unwrap();
    assert_eq!(s.table.storyteller, Some(0));
    assert_eq!(s.table.to_create, vec![2, 3], "seat 1 is making theirs");
    assert!(s.table.timeline.contains(&Moment::EpisodeBegan { episode: 1, theme: s.table.foundation.cards[0] }));
    assert_eq!(s.table.foundation.found, [true, false, false]);
}

#[test]
fn a_scenario_names_each_card_once() {
    let g = game();
    let twice = Scenario {
        seats: 2,
        characters: vec![hero(1, "Wren", Suit::Gales)],
        hand_challenges: vec![3, 3],
        ..Default::default()
    };
    assert!(g.from_scenario(&twice, 1).is_err());
    let storyteller_character =
        Scenario { seats: 2, characters: vec![hero(0, "Wren", Suit::Gales)], ..Default::default() };
    assert!(g.from_scenario(&storyteller_character, 1).is_err());
    let long_name =
        Scenario { seats: 2, characters: vec![hero(1, &"w".repeat(70), Suit::Gales)], ..Default::default() };
    assert!(g.from_scenario(&long_name, 1).is_err());
}

#[test]
fn a_state_survives_json() {
    let s = scenario(vec![hero(1, "Wren", Suit::Gales)], vec![card(Suit::Stones, 2)]);
    let json = serde_json::to_string(&s).unwrap();
    let back: WeaveState = serde_json::from_str(&json).unwrap();
    assert_eq!(back, s);
    assert!(json.len() < 8_000, "{} bytes", json.len());
}

#[test]
fn a_scenario_names_its_cards_by_id_and_still_reads_numbers() {
    // docs/records.md, "Card ids": a position reached in play is written with its playset's
    // Story and Challenge card ids and reads back as the same position.
    use super::super::card_list::{SCENARIO_CHALLENGES, SCENARIO_STORIES};
    use crate::core::{assert_scenario_ids, read_scenario, scenario_json, GameRng};
    let g = game();
    let mut s = g.new_game(&WeaveOptions::default(), 3, 4).unwrap();
    let mut rng = GameRng::seeded(4);
    while s.table.characters.len() < 2 || s.table.hand_challenges.is_empty() {
        let seat = g.active_seats(&s)[0];
        let action = g.policy_action(&s, seat, &mut rng).expect("a legal action");
        g.apply(&mut s, seat, &action).expect("legal");
    }
    // As the position editor reads it from the table.
    let sc = super::super::scenario_of(g, &g.view(&s, crate::core::Viewer::Teacher));
    assert_scenario_ids(g, &sc, SCENARIO_STORIES, 4);
    assert_scenario_ids(g, &sc, SCENARIO_CHALLENGES, 4);
    // Written before ids: numbers are still read, to the same scenario.
    let numbers = serde_json::to_value(&sc).unwrap();
    assert_eq!(read_scenario(g, &numbers).unwrap(), sc);
    // An unknown id is refused, naming the field.
    let mut wrong = scenario_json(g, &sc);
    wrong["characters"][1]["signature"] = "hollowmere/no-such-card".into();
    let err = read_scenario(g, &wrong).unwrap_err();
    assert_eq!(err.field, "characters.1.signature");
    assert!(err.message.contains("no-such-card"), "{err}");
}
