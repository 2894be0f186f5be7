//! Scenarios (explicit positions with embedded cards), records and bad data. Replays and JSON
//! round trips of every state, view and action are the conformance suite's (`fuzz.rs`).

use super::helpers::*;
use crate::core::{Game, GameRng, Match, Viewer};
use crate::games::weavers::*;

#[test]
fn a_corrupt_snapshot_with_unknown_cards_does_not_panic() {
    // The engine never panics on bad data: unknown ids read as blank cards.
    let g = game();
    let mut s = g.new_game(&Options::default(), 2, 1).unwrap();
    s.players[0].hand[0] = 9999;
    s.players[0].active.push(state::ActiveSpell { card: 9998, progress: 3, since: 0 });
    let _ = g.view(&s, Viewer::Seat(1));
    let _ = g.evaluate(&s);
    let mut rng = GameRng::seeded(1);
    for _ in 0..200 {
        let Some(&seat) = g.active_seats(&s).first() else { break };
        let a = g.policy_action(&s, seat, &mut rng).unwrap();
        let _ = g.describe_action(&s, seat, &a);
        g.apply(&mut s, seat, &a).unwrap();
    }
}

#[test]
fn scenarios_embed_homebrew_cards_in_the_card_schema() {
    // A scenario may add cards in the same schema as the card files (homebrew, puzzles).
    let json = r#"{
        "extra_sets": [{"set": "Puzzle", "kind": "Spellbook", "cards": [
            {"name": "Slow Doom", "steps": [{"needs": "Time"}, {"needs": "Time"}], "delayed": [{"Damage": 4}], "duration": "Temporary"},
            {"name": "Whisper", "instant": {"components": ["Word"]}, "steps": [{"needs": "Word", "residual": "Blood"}], "duration": "Repeatable"}
        ]}],
        "round": 3,
        "phase": "Casting",
        "seats": [
            {"hand": ["Whisper", "Fireball"], "deck": ["Ember Dart"], "active": [{"card": "Slow Doom", "progress": 1}], "shields": 2},
            {"deck_name": {"class": "Lightwarden", "spellbook": "Aegis Psalter"}, "hand": ["Shield of Dawn", "Smite", "Halo", "Sunflare", "Dawnstrike"], "statuses": {"weak": 1}}
        ]
    }"#;
    let sc: Scenario = serde_json::from_str(json).unwrap();
    let g = game();
    let mut s = g.from_scenario(&sc, 1).unwrap();
    assert_eq!(s.round, 3);
    assert_eq!(s.phase, Phase::Casting);
    assert_eq!(s.players[1].status(cards::Status::Weak), 1);
    assert_eq!(s.table.0.decks[1].class, "Lightwarden");
    assert_eq!(s.table.0.decks[0].class, "Custom");
    cast(&mut s, 0, "Fireball", true);
    cast(&mut s, 1, "Shield of Dawn", true);
    // Slow Doom's second Time step completes it: 4 damage against 1 shield.
    assert_eq!(s.phase, Phase::Discarding);
    assert_eq!(s.players[1].owed, 3, "{:?}", s.players[1]);
    // The whole thing replays from a record carrying the scenario.
    let m = Match::from_scenario(g, &sc, 1).unwrap();
    let (again, _) = Match::replay(g, &m.record).unwrap();
    assert_eq!(again.state, g.from_scenario(&sc, 1).unwrap());
}

#[test]
fn bad_scenarios_are_refused_with_the_field_at_fault() {
    let g = game();
    let mut sc = scenario(ScenarioPhase::Draw, seat(&["Quill", "Nonsense"], &[]), seat(&["Lens"], &[]));
    let e = g.from_scenario(&sc, 1).unwrap_err();
    assert!(e.0.contains("seats[0].hand") && e.0.contains("Nonsense"), "{e}");
    sc.seats[0] = seat(&["Quill"], &[]);
    sc.seats[0].active = vec![active("Two Step", 2)];
    let e = g.from_scenario(&sc, 1).unwrap_err();
    assert!(e.0.contains("seats[0].active[0]") && e.0.contains("progress"), "{e}");
    sc.seats[0].active = vec![ScenarioSpell { card: "Two Step".into(), progress: 0, played_round: Some(2) }];
    let e = g.from_scenario(&sc, 1).unwrap_err();
    assert!(e.0.contains("earlier round"), "{e}");
    sc.seats[0].active.clear();
    // An extra card may not reuse a built-in name, and is validated like a card file.
    let mut clash = test_sets();
    clash[0].cards[0].name = "Fireball".into();
    let e = g.from_scenario(&Scenario { extra_sets: clash, ..sc.clone() }, 1).unwrap_err();
    assert!(e.0.contains("already a card named \"Fireball\""), "{e}");
    let mut bad = test_sets();
    bad[0].cards[0].steps = vec![schema::StepDef { needs: schema::NameDef("Smoke".into()), residual: None }];
    let e = g.from_scenario(&Scenario { extra_sets: bad, ..sc.clone() }, 1).unwrap_err();
    assert!(e.0.contains("scenario extra_sets[0], card \"Quill\", field steps[0].needs"), "{e}");
    sc.seats.pop();
    assert!(g.from_scenario(&sc, 1).unwrap_err().0.contains("exactly 2 seats"));
}

#[test]
fn events_cite_sections_of_the_rules_text() {
    // Every event names a section heading as printed in 000_4395aa51c193285a.txt.
    let headings = [
        "Choosing a Class and Spellbook",
        "Setup",
        "Gameplay",
        "1. Draw Phase",
        "2. Casting Phase",
        "Assigning Tokens from Instant and Delayed Effects",
        "3. Spellweaving Phase",
        "Residual Components",
        "Time Steps",
        "Completing Spells",
        "Ending the Spellweaving Phase",
        "4. Effects Phase",
        "5. End Phase",
        "Ending the Game",
        "Status Token Effects",
        "Glossary",
    ];
    let g = game();
    let mut rng = GameRng::seeded(6);
    let mut sections = std::collections::BTreeSet::new();
    for seed in 0..30 {
        let mut s = g.new_game(&Options::default(), 2, seed).unwrap();
        while g.outcome(&s).is_none() {
            let seat = g.active_seats(&s)[0];
            let a = g.policy_action(&s, seat, &mut rng).unwrap();
            assert!(!g.describe_action(&s, seat, &a).is_empty());
            for e in g.apply(&mut s, seat, &a).unwrap() {
                assert_eq!(e.rule.game, "weavers");
                assert!(headings.contains(&&*e.rule.section), "unknown section {}", e.rule.section);
                assert!(e.text.ends_with('.') && !e.text.is_empty(), "{}", e.text);
                sections.insert(e.rule.section.to_string());
            }
        }
    }
    assert!(sections.len() >= 10, "{sections:?}");
}

#[test]
fn descriptions_and_labels_read_as_sentences() {
    let s = start(&scenario(ScenarioPhase::Casting, seat(&["Quill"], &[]), seat(&["Lens"], &[])));
    let g = game();
    let q = id(&s, "Quill");
    assert_eq!(g.describe_action(&s, 0, &Action::Cast { card: q, face_up: true }), "Cast Quill face up");
    assert_eq!(
        g.describe_action(&s, 0, &Action::Cast { card: q, face_up: false }),
        "Play Quill face down as Wild Magic"
    );
    assert_eq!(g.describe_action(&s, 0, &Action::Bury(q)), "Bury Quill at the bottom of your deck");
    assert_eq!(g.progress_label(&s), "Round 2");
}

#[test]
fn the_registry_knows_weavers() {
    assert!(crate::games::GAME_IDS.contains(&"weavers"));
    let info = crate::games::library();
    assert!(info.iter().any(|i| i.id == "weavers" && i.min_seats == 2 && i.max_seats == 2));
}

#[test]
fn every_weavers_ruling_names_a_test_that_exists() {
    let rulings = include_str!("../../../../docs/rulings.md");
    let start = rulings.find("## Weavers").expect("Weavers section");
    let section = &rulings[start..];
    let section = &section[..section[3..].find("\n## ").map(|i| i + 3).unwrap_or(section.len())];
    let sources = [
        include_str!("casting.rs"),
        include_str!("content.rs"),
        include_str!("effects_end.rs"),
        include_str!("phases.rs"),
        include_str!("setup_draw.rs"),
        include_str!("views.rs"),
        include_str!("weaving.rs"),
    ];
    let mut named = 0;
    for chunk in section.split('`').skip(1).step_by(2) {
        if let Some((_, test)) = chunk.split_once("::") {
            named += 1;
            assert!(
                sources.iter().any(|s| s.contains(&format!("fn {test}()"))),
                "docs/rulings.md names a missing test: {chunk}"
            );
        }
    }
    assert!(named >= 15, "{named}");
}

#[test]
fn the_readme_examples_load() {
    // cards/weavers/README.md: the homebrew set and the scenario shown there are valid.
    let readme = include_str!("../../../../cards/weavers/README.md");
    let blocks: Vec<&str> = readme.split("```json\n").skip(1).map(|b| b.split("```").next().unwrap_or("")).collect();
    assert_eq!(blocks.len(), 2);
    let set: schema::SetFile = serde_json::from_str(blocks[0]).expect("homebrew set parses");
    let sc: Scenario = serde_json::from_str(blocks[1]).expect("scenario parses");
    let s = game().from_scenario(&Scenario { extra_sets: vec![set], ..sc }, 1).expect("scenario loads");
    assert_eq!(s.phase, Phase::Casting);
    assert_eq!(s.players[1].status(cards::Status::Cursed), 2);
}
