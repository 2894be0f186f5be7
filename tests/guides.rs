//! Every game's guided first game (`cards/<id>/guide.json`, `games::guide`) parses, sets up its
//! scenario, and plays its scripted actions to the game's end, each legal when its step asks
//! for it; every rule it cites has its section in the rules reference. Malformed guides are
//! refused with a typed error.

use loomhall::core::{Game, Outcome};
use loomhall::games::guide::{self, parse_guide, Guide, GuideError};
use loomhall::games::{self, GameVisitor};

struct Check(Guide);

impl GameVisitor for Check {
    type Output = Result<Outcome, GuideError>;
    fn visit<G: Game>(self, game: &G) -> Self::Output {
        guide::check(game, &self.0)
    }
}

#[test]
fn every_guide_plays_to_the_end() {
    // Every game has a guided first game (issue 14).
    let guided: Vec<&str> = games::GAME_IDS.iter().copied().filter(|id| guide::guide_text(id).is_some()).collect();
    assert_eq!(guided, ["weavers", "ioi", "weave", "woven", "spellweaver"]);
    for id in guided {
        let guide = guide::guide_for(id).unwrap().unwrap_or_else(|e| panic!("{id}: {e}"));
        assert_eq!(guide.game, id);
        let outcome = games::visit(id, Check(guide.clone())).unwrap().unwrap_or_else(|e| panic!("{id}: {e}"));
        // The end screen cites the rule that ended the game.
        assert!(outcome.rule.is_some(), "{id}: the guide's game ends without a rule to cite");
        let reference = games::rules_reference(id).unwrap();
        for (i, step) in guide.steps.iter().enumerate() {
            if let Some(rule) = &step.rule {
                assert!(
                    reference.anchor_for(rule).is_some(),
                    "{id} step {i}: no section in rules/{id}.md for \"{rule}\""
                );
            }
        }
        // A few minutes of play: a handful of your own choices.
        let yours = guide.steps.iter().filter(|s| s.kind() == guide::StepKind::Yours).count();
        assert!((1..=12).contains(&yours), "{id}: {yours} steps of yours");
    }
}

#[test]
fn a_guide_s_opening_is_what_its_table_first_shows() {
    // The home module's loading page reads only a guide's title and steps (`guide::opening`);
    // it must say what the full reading, and so the table's guide panel, says.
    for id in games::GAME_IDS {
        let guide = guide::guide_for(id).unwrap().unwrap();
        let opening = guide::opening(id).unwrap();
        assert_eq!(opening.title, guide.title, "{id}");
        assert_eq!(opening.first_text, guide.steps[0].text, "{id}");
        assert!(!opening.first_text.is_empty(), "{id}: the guide opens with words to read");
        assert_eq!(opening.steps, guide.steps.len(), "{id}");
    }
    assert_eq!(guide::opening("chess"), None);
}

#[test]
fn malformed_guides_are_refused_with_a_reason() {
    let text = guide::guide_text("weavers").unwrap();
    for bad in ["", "{", "[]", "{\"game\": \"weavers\"}"] {
        assert!(parse_guide(bad).is_err(), "{bad:?} was read");
    }
    let mut value: serde_json::Value = serde_json::from_str(text).unwrap();
    value["extra"] = serde_json::json!(1);
    let e = parse_guide(&value.to_string()).unwrap_err();
    assert!(e.message.contains("unknown field"), "{e}");

    // A step both yours and the opponent's.
    let mut value: serde_json::Value = serde_json::from_str(text).unwrap();
    value["steps"][2]["opponent"] = serde_json::json!(["FinishBurying"]);
    assert_eq!(parse_guide(&value.to_string()).unwrap_err().step, Some(2));

    // An action that is not legal when asked is named by its step.
    let mut value: serde_json::Value = serde_json::from_str(text).unwrap();
    value["steps"][2]["actions"] = serde_json::json!([{"Cast": {"card": "burning-blood", "face_up": true}}]);
    let guide = parse_guide(&value.to_string()).unwrap();
    let e = games::visit("weavers", Check(guide)).unwrap().unwrap_err();
    assert_eq!(e.step, Some(2), "{e}");

    // An unknown card, an impossible scenario, a guide that stops before the end.
    let mut value: serde_json::Value = serde_json::from_str(text).unwrap();
    value["steps"][2]["actions"] = serde_json::json!([{"Bury": "no-such-card"}]);
    let e = games::visit("weavers", Check(parse_guide(&value.to_string()).unwrap())).unwrap().unwrap_err();
    assert!(e.message.contains("no-such-card"), "{e}");
    let mut value: serde_json::Value = serde_json::from_str(text).unwrap();
    value["scenario"]["seats"][0]["shields"] = serde_json::json!(-3);
    assert!(games::visit("weavers", Check(parse_guide(&value.to_string()).unwrap())).unwrap().is_err());
    let mut value: serde_json::Value = serde_json::from_str(text).unwrap();
    value["steps"].as_array_mut().unwrap().truncate(3);
    let e = games::visit("weavers", Check(parse_guide(&value.to_string()).unwrap())).unwrap().unwrap_err();
    assert!(e.message.contains("not over"), "{e}");
    // Read for another game.
    let guide = parse_guide(text).unwrap();
    assert!(games::visit("ioi", Check(guide)).unwrap().is_err());
}

#[test]
fn progress_follows_the_record_and_the_reading() {
    let guide = guide::guide_for("weavers").unwrap().unwrap();
    // Steps 0 and 1 are reading, 2 is yours (1 action), 3 the opponent's, 4 and 5 reading.
    assert_eq!(guide::progress(&guide, 0, 0), (Some(0), 0));
    assert_eq!(guide::progress(&guide, 0, 1), (Some(1), 0));
    assert_eq!(guide::progress(&guide, 0, 2), (Some(2), 0));
    assert_eq!(guide::progress(&guide, 1, 0), (Some(3), 0));
    assert_eq!(guide::progress(&guide, 2, 0), (Some(4), 0));
    assert_eq!(guide::progress(&guide, 4, 0), (None, 0));
}
