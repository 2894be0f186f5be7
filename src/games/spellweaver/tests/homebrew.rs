//! A scenario's homebrew cards: validated by the same function as `cards.ron` (a refusal names
//! `homebrew`, the card and the field), named anywhere a built-in card is (hands, decks, in
//! play), by ids of their own that no built-in card can have, and played by the same rules.
//! Spellweaver rules (001_ff038117decaf434.txt), "Card Types" and "Spells".

use super::super::{
    card_list::SCENARIO_CARDS, scenario_of, Action, CardDef, Content, Phase, Scenario, ScenarioCreature, Target,
    MAX_HOMEBREW_CARDS,
};
use super::support::{build, game, id, life, play, resolve, seat};
use crate::core::{assert_scenario_ids, read_scenario, scenario_json, Game, Viewer};
use serde_json::{json, Value};

const CARDS: &str = include_str!("../../../../cards/spellweaver/cards.ron");
const HEROES: &str = include_str!("../../../../cards/spellweaver/heroes.ron");
const DECKS: &str = include_str!("../../../../cards/spellweaver/decks.ron");

fn wisp() -> Value {
    json!({"name": "Cinder Wisp", "aspect": "Rage", "kind": "Creature", "cost": 1, "levels": "R",
        "stats": {"speed": 2, "attack": 2, "hp": 1}, "keywords": ["Swift"], "on_play": [{"Damage": [1, "Foe"]}],
        "text": "Swift. When it enters, 1 damage to the enemy hero."})
}

fn sparkfall() -> Value {
    json!({"name": "Sparkfall", "aspect": "Rage", "kind": "Instant", "cost": 1, "aim": "Anything",
        "on_play": [{"Damage": [3, "Target"]}], "text": "3 damage to a creature or hero."})
}

fn defs(cards: &[Value]) -> Vec<CardDef> {
    serde_json::from_value(Value::Array(cards.to_vec())).expect("homebrew cards parse")
}

/// Seat 0 holds Sparkfall (by name) and Cinder Wisp (by id), with another Wisp on top of the
/// deck; seat 1 has a Wisp in play.
fn with_homebrew() -> Scenario {
    let mut a = seat(&[], &["Sparkfall", "homebrew/cinder-wisp"]);
    a.deck = vec!["Shrine of Embers".into(), "Cinder Wisp".into()];
    let mut b = seat(&[], &[]);
    b.board = vec![ScenarioCreature { name: "Cinder Wisp".into(), ..Default::default() }];
    Scenario { homebrew: defs(&[wisp(), sparkfall()]), seats: vec![a, b], ..Scenario::default() }
}

fn refused(sc: &Scenario) -> String {
    match game().from_scenario(sc, 1) {
        Ok(_) => panic!("{sc:?} was accepted"),
        Err(e) => e.to_string(),
    }
}

#[test]
fn homebrew_cards_are_played_as_built_in_ones_are() {
    // "Spells": a card is paid for, waits on the stack and resolves; "Creatures": a creature
    // enters play. The homebrew cards follow the same rules as the built-in ones.
    let mut s = build(&with_homebrew());
    let c = game().content_of(&s.table).clone();
    let wisp_def = c.card_named("Cinder Wisp").expect("homebrew card");
    assert!(c.is_homebrew(wisp_def) && !c.is_homebrew(c.card_named("Firebolt").expect("built in")));
    assert_eq!(s.table.creatures[0].def, wisp_def, "in play");
    assert_eq!(s.decks[0].last().map(|&i| s.def(i)), Some(wisp_def), "on top of the deck");
    let spark = id(&s, 0, "Sparkfall");
    let cast = Action::Cast { card: spark, target: Some(Target::Hero(1)) };
    // A record names it by its id, and reads it back.
    let written = game().action_to_json(&s, &cast);
    assert_eq!(written["Cast"]["card"], json!({"card": "homebrew/sparkfall", "instance": spark}));
    assert_eq!(game().action_from_json(&s, &written), Ok(cast));
    play(&mut s, 0, cast);
    resolve(&mut s);
    assert_eq!(life(&s, 1), 17, "3 damage to the enemy hero");
    let wisp = id(&s, 0, "Cinder Wisp");
    play(&mut s, 0, Action::Cast { card: wisp, target: None });
    resolve(&mut s);
    assert_eq!(life(&s, 1), 16, "it entered and dealt 1 damage");
    assert!(s.table.creature(wisp).is_some_and(|cr| cr.def == wisp_def));
    // Seen by the other seat and sampled back by the AI, the cards keep their definitions.
    let view = game().view(&s, Viewer::Seat(1));
    assert_eq!(view.table.homebrew.defs().len(), 2);
    let world = game().determinize(&view, 1, &mut crate::core::GameRng::seeded(3));
    assert_eq!(game().content_of(&world.table).card_named("Sparkfall"), c.card_named("Sparkfall"));
}

#[test]
fn homebrew_cards_are_refused_as_the_card_files_refuse_them() {
    // The same definition in `cards.ron` and in a scenario is refused with the same words:
    // one validation, naming the card and the field.
    let broken = json!({"name": "Broken", "aspect": "Rage", "kind": "Creature", "cost": 1});
    let in_file = CARDS.trim_end().strip_suffix(']').expect("a list").to_string()
        + "    (name: \"Broken\", aspect: Rage, kind: Creature, cost: 1),\n]\n";
    let file_error = Content::parse(&in_file, HEROES, DECKS).expect_err("refused in the file");
    let why = "card 'Broken', stats: a creature needs speed, attack and hp";
    assert!(file_error.ends_with(why), "{file_error}");
    let sc = Scenario { homebrew: defs(&[broken]), ..with_homebrew() };
    assert_eq!(refused(&sc), format!("scenario: homebrew: {why}"));
    // More of the card files' rules, each naming its field.
    let refusals = [
        (json!({"name": "Bad Shrine", "aspect": "Order", "kind": "Shrine", "cost": 2}), "card 'Bad Shrine', cost:"),
        (
            json!({"name": "Aimless", "aspect": "Rage", "kind": "Instant", "on_play": [{"Damage": [2, "Target"]}]}),
            "card 'Aimless', on_play:",
        ),
        (json!({"name": "Odd", "aspect": "Rage", "kind": "Action", "levels": "2X"}), "card 'Odd', levels: unknown aspect"),
        // A built-in card's name, or a name whose id would be a built-in card's.
        (json!({"name": "firebolt", "aspect": "Rage", "kind": "Action"}), "card 'firebolt', name: used twice"),
        (json!({"name": "Cinder-Goblin", "aspect": "Rage", "kind": "Action"}), "name: would have the id 'cinder-goblin'"),
        (json!({"name": "!!", "aspect": "Rage", "kind": "Action"}), "card '!!', name: needs a letter or a digit"),
    ];
    for (card, words) in refusals {
        let sc = Scenario { homebrew: defs(&[card]), ..Scenario::default() };
        let e = refused(&sc);
        assert!(e.starts_with("scenario: homebrew: ") && e.contains(words), "{e}");
    }
    // Two homebrew cards with one name.
    let sc = Scenario { homebrew: defs(&[sparkfall(), sparkfall()]), ..Scenario::default() };
    assert!(refused(&sc).contains("card 'Sparkfall', name: used twice"));
    let many: Vec<Value> = (0..=MAX_HOMEBREW_CARDS)
        .map(|i| json!({"name": format!("Spark {i}"), "aspect": "Rage", "kind": "Action"}))
        .collect();
    let sc = Scenario { homebrew: defs(&many), ..Scenario::default() };
    assert_eq!(refused(&sc), "scenario: homebrew: a scenario defines at most 40 cards, not 41");
    // Strict reading: an unknown field of a card, or an unknown effect, names the field.
    let mut written = scenario_json(game(), &with_homebrew());
    written["homebrew"][1]["colour"] = json!("red");
    let e = read_scenario(game(), &written).expect_err("unknown field").to_string();
    assert!(e.contains("homebrew") && e.contains("colour"), "{e}");
    let mut written = scenario_json(game(), &with_homebrew());
    written["homebrew"][1]["on_play"] = json!([{"Burn": 3}]);
    let e = read_scenario(game(), &written).expect_err("unknown effect").to_string();
    assert!(e.contains("homebrew") && e.contains("Burn"), "{e}");
}

#[test]
fn homebrew_ids_are_prefixed_and_built_in_ids_do_not_move() {
    // docs/records.md, "Card ids": a homebrew card's id is `homebrew/<name>`, after every
    // built-in card, so adding cards to a scenario shifts no id.
    let builtin = game().cards();
    let listed = game().scenario_cards(&with_homebrew()).expect("valid");
    assert_eq!(&listed[..builtin.len()], &builtin[..]);
    let extra: Vec<(&str, &str)> =
        listed[builtin.len()..].iter().map(|c| (c.id.as_str(), c.group.as_str())).collect();
    assert_eq!(extra, vec![("homebrew/cinder-wisp", "Homebrew"), ("homebrew/sparkfall", "Homebrew")]);
    // Written, every card is its id; read back, the same position.
    let written = scenario_json(game(), &with_homebrew());
    assert_eq!(written["seats"][0]["hand"], json!(["homebrew/sparkfall", "homebrew/cinder-wisp"]));
    assert_eq!(written["seats"][1]["board"][0]["name"], json!("homebrew/cinder-wisp"));
    assert_eq!(written["homebrew"][0]["name"], json!("Cinder Wisp"));
    assert_scenario_ids(game(), &with_homebrew(), SCENARIO_CARDS, 4);
}

#[test]
fn a_position_with_homebrew_cards_reads_back_from_the_table() {
    // The position editor starts from the teacher's view: the homebrew cards come along.
    let mut sc = with_homebrew();
    sc.first_player = Some(0);
    sc.phase = Phase::Reinforce;
    let s = build(&sc);
    let back = scenario_of(&game().content, &game().view(&s, Viewer::Teacher));
    assert_eq!(back.homebrew, sc.homebrew);
    assert_eq!((back.first_player, back.turn, back.active, back.phase), (Some(0), 3, 0, Phase::Reinforce));
    assert_eq!(back.seats[1].board[0].name, "Cinder Wisp");
    let mut hand = back.seats[0].hand.clone();
    hand.sort();
    assert_eq!(hand, vec!["Cinder Wisp".to_string(), "Sparkfall".to_string()]);
    assert_scenario_ids(game(), &back, SCENARIO_CARDS, 4);
    let rebuilt = game().from_scenario(&back, 7).expect("rebuilds");
    assert_eq!(rebuilt.table.homebrew, s.table.homebrew);
    assert_eq!(rebuilt.table.players, s.table.players);
    // A saved game keeps them: the state read back from JSON plays with the same cards.
    let saved: super::super::SpellweaverState =
        serde_json::from_value(serde_json::to_value(&s).expect("writes")).expect("reads");
    assert_eq!(saved, s);
    assert_eq!(game().legal_actions(&saved, 0), game().legal_actions(&s, 0));
}

#[test]
fn the_readmes_homebrew_example_is_valid() {
    // cards/spellweaver/README.md, "Homebrew cards": the scenario shown there sets up.
    let readme = include_str!("../../../../cards/spellweaver/README.md");
    let block = readme.split("```json").nth(1).and_then(|b| b.split("```").next()).expect("a JSON example");
    let value: Value = serde_json::from_str(block).expect("the example is JSON");
    let sc = read_scenario(game(), &value).expect("the example reads");
    assert_eq!(sc.homebrew, defs(&[wisp(), sparkfall()]));
    build(&sc);
}
