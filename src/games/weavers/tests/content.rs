//! The built-in cards and the card loader: every kind of bad file is reported with its path,
//! card and field.

use super::helpers::*;
use crate::games::weavers::cards::Kind;
use crate::games::weavers::content::{load_files, parse_set, ContentError, BUILTIN_FILES};
use crate::games::weavers::*;

#[test]
fn builtin_content_is_ten_sets_of_eighteen() {
    // "Choosing a Class and Spellbook": 180 cards in 10 sets of 18, five Class and five Spellbook.
    let g = game();
    assert_eq!(g.content.sets.len(), 10);
    assert_eq!(g.content.cards.len(), 180);
    assert!(g.content.sets.iter().all(|s| s.cards.len() == 18));
    assert_eq!(g.content.sets_of(Kind::Class).len(), 5);
    assert_eq!(g.content.sets_of(Kind::Spellbook).len(), 5);
    for c in &g.content.cards {
        assert!(!c.flavour.is_empty(), "{} has no flavour", c.name);
        assert!(c.spell.steps.len() <= 5, "Glossary, Step: 0-5 steps ({})", c.name);
    }
}

#[test]
fn class_cards_are_easier_and_weaker_than_spellbook_cards() {
    // "Choosing a Class and Spellbook": Class cards tend to be easier to complete but less powerful.
    let g = game();
    let (class_steps, class_value) = balance::kind_averages(&g.content, Kind::Class);
    let (book_steps, book_value) = balance::kind_averages(&g.content, Kind::Spellbook);
    assert!(class_steps < book_steps, "{class_steps} vs {book_steps}");
    assert!(class_value < book_value, "{class_value} vs {book_value}");
}

#[test]
fn balance_doc_shows_the_generated_averages() {
    // docs/balance/weavers.md carries the table made from the data; LOOMHALL_BLESS=1 rewrites it.
    let report = balance::content_report(&game().content);
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/docs/balance/weavers.md");
    let doc = std::fs::read_to_string(path).unwrap_or_default();
    const START: &str = "<!-- content-report:start -->\n";
    const END: &str = "<!-- content-report:end -->";
    if std::env::var("LOOMHALL_BLESS").is_ok() {
        let (Some(a), Some(b)) = (doc.find(START), doc.find(END)) else { panic!("markers missing in {path}") };
        let updated = format!("{}{START}{report}{}", &doc[..a], &doc[b..]);
        std::fs::write(path, updated).expect("write balance doc");
        return;
    }
    assert!(
        doc.contains(&format!("{START}{report}{END}")),
        "docs/balance/weavers.md is out of date: run `LOOMHALL_BLESS=1 cargo test --release balance_doc`"
    );
}

#[test]
fn content_hash_is_stable_and_sensitive() {
    let a = load_files(BUILTIN_FILES).expect("loads");
    assert_eq!(a.hash, game().content.hash);
    let mut files: Vec<(&str, String)> = BUILTIN_FILES.iter().map(|(p, t)| (*p, t.to_string())).collect();
    files[0].1 = files[0].1.replace("Two fingers snap", "Three fingers snap");
    let refs: Vec<(&str, &str)> = files.iter().map(|(p, t)| (*p, t.as_str())).collect();
    assert_ne!(load_files(&refs).expect("still valid").hash, a.hash);
}

/// Loads the built-in files with the first file's text edited by `edit`.
fn load_edited(edit: impl Fn(&str) -> String) -> ContentError {
    let mut files: Vec<(&str, String)> = BUILTIN_FILES.iter().map(|(p, t)| (*p, t.to_string())).collect();
    let edited = edit(&files[0].1);
    assert_ne!(edited, files[0].1, "the edit must change the file");
    files[0].1 = edited;
    let refs: Vec<(&str, &str)> = files.iter().map(|(p, t)| (*p, t.as_str())).collect();
    load_files(&refs).expect_err("the edited file must be refused")
}

const EMBER: &str = r#"name: "Ember Dart",
            instant: (components: [Gesture], effect: []),
            steps: [(needs: Gesture)],
            delayed: [Damage(2)],"#;

fn ember(replacement: &str) -> impl Fn(&str) -> String + '_ {
    move |t: &str| t.replacen(EMBER, replacement, 1)
}

fn assert_error(e: &ContentError, card: Option<&str>, field: &str, words: &str) {
    assert!(e.path.starts_with("cards/weavers/pyromancer.ron"), "{e}");
    assert_eq!(e.card.as_deref(), card, "{e}");
    assert_eq!(e.field, field, "{e}");
    assert!(e.message.contains(words), "{e}");
}

#[test]
fn unknown_component_is_reported_with_card_and_field() {
    let e = load_edited(ember(&EMBER.replace("components: [Gesture]", "components: [Gesture, Fire]")));
    assert_error(&e, Some("Ember Dart"), "instant.components[1]", "unknown component `Fire`");
}

#[test]
fn unknown_step_is_reported() {
    let e = load_edited(ember(&EMBER.replace("(needs: Gesture)", "(needs: Smoke)")));
    assert_error(&e, Some("Ember Dart"), "steps[0].needs", "unknown step `Smoke`");
}

#[test]
fn time_is_not_a_residual_component() {
    // "Residual Components" are components; Time is a kind of step, not a component.
    let e = load_edited(ember(&EMBER.replace("(needs: Gesture)", "(needs: Gesture, residual: Some(Time))")));
    assert_error(&e, Some("Ember Dart"), "steps[0].residual", "unknown component `Time`");
}

#[test]
fn more_than_five_steps_is_refused() {
    // "Glossary", Step: each Formula Bar comprises 0-5 Steps.
    let six = "steps: [(needs: Gesture), (needs: Word), (needs: Time), (needs: Blood), (needs: Item), (needs: Focus)],";
    let e = load_edited(ember(&EMBER.replace("steps: [(needs: Gesture)],", six)));
    assert_error(&e, Some("Ember Dart"), "steps", "0 to 5 steps");
}

#[test]
fn unknown_token_and_bad_counts_are_refused() {
    let e = load_edited(ember(&EMBER.replace("delayed: [Damage(2)]", "delayed: [Frost(2)]")));
    assert_error(&e, Some("Ember Dart"), "delayed[0]", "unknown token `Frost`");
    let e = load_edited(ember(&EMBER.replace("delayed: [Damage(2)]", "delayed: [Damage(0)]")));
    assert_error(&e, Some("Ember Dart"), "delayed[0]", "count must be 1 to 9");
    let e = load_edited(ember(&EMBER.replace("effect: []", "effect: [Shield(1), Shield(2)]")));
    assert_error(&e, Some("Ember Dart"), "instant.effect[1]", "listed twice");
}

#[test]
fn repeatable_spell_needs_a_step() {
    // "Completing Spells": a Repeatable spell with no steps would complete without end.
    let e = load_edited(|t| {
        t.replacen(
            "            steps: [],\n            delayed: [],\n            duration: Temporary,",
            "            steps: [],\n            delayed: [],\n            duration: Repeatable,",
            1,
        )
    });
    assert_error(&e, Some("Spark Flick"), "duration", "at least one step");
}

#[test]
fn duplicate_names_and_wrong_set_size_are_refused() {
    let e = load_edited(|t| t.replacen("name: \"Ember Dart\"", "name: \"Spark Flick\"", 1));
    assert_error(&e, Some("Spark Flick"), "name", "already a card named");
    // A name used in another file clashes too.
    let e = load_edited(|t| t.replacen("name: \"Ember Dart\"", "name: \"Fireball\"", 1));
    assert_eq!(e.field, "name");
    let e = load_edited(|t| {
        let start = t.find("        (\n            name: \"Ember Dart\"").expect("card");
        let end = t[start..].find("        ),\n").expect("end") + start + "        ),\n".len();
        format!("{}{}", &t[..start], &t[end..])
    });
    assert_error(&e, None, "cards", "exactly 18 cards");
}

#[test]
fn syntax_and_shape_errors_give_position_card_and_field() {
    let e = load_edited(ember(&EMBER.replace("delayed: [Damage(2)],", "delayed: [Damage(2)], colour: \"red\",")));
    assert!(e.path.starts_with("cards/weavers/pyromancer.ron:"), "{e}");
    assert_eq!(e.card.as_deref(), Some("Ember Dart"));
    assert_eq!(e.field, "colour");
    let e = load_edited(|t| t.replacen("            duration: Temporary,\n", "", 2));
    assert_eq!(e.field, "duration", "{e}");
    let e = load_edited(ember(&EMBER.replace("steps: [(needs: Gesture)],", "steps: [(needs: Gesture)")));
    assert!(e.path.starts_with("cards/weavers/pyromancer.ron:"), "{e}");
    assert_eq!(e.card.as_deref(), Some("Ember Dart"));
    let e = load_edited(|t| t.replacen("kind: Class", "kind: Warrior", 1));
    assert_eq!(e.field, "kind", "{e}");
}

#[test]
fn readme_documents_every_schema_field() {
    let readme = include_str!("../../../../cards/weavers/README.md");
    for field in [
        "set",
        "kind",
        "theme",
        "cards",
        "name",
        "instant",
        "components",
        "effect",
        "steps",
        "needs",
        "residual",
        "delayed",
        "duration",
        "flavour",
    ] {
        assert!(readme.contains(&format!("`{field}`")), "README does not document `{field}`");
    }
}

#[test]
fn parse_set_accepts_the_test_set() {
    let set = parse_set("tests/test_spells.ron", TEST_SET).expect("parses");
    assert_eq!(set.cards.len(), 18);
}

#[test]
fn the_built_content_is_the_ron_files() {
    // build.rs writes the card files as JSON for every build (docs/performance.md, "Download"):
    // read back, they are the same sets and the same content hash as the RON files.
    let built = crate::games::weavers::content::load_builtin().unwrap();
    assert_eq!(built, load_files(BUILTIN_FILES).unwrap());
}

#[test]
fn the_new_game_page_lists_every_built_in_set_as_loaded() {
    // "Choosing a Class and Spellbook": the new-game page offers each set by name and theme
    // from `SET_LISTINGS` (build.rs), without loading the cards; it must be the sets the game
    // then deals from, in the same order.
    let g = game();
    let loaded: Vec<(Kind, &str, &str)> =
        g.content.sets.iter().map(|s| (s.kind, s.name.as_str(), s.theme.as_str())).collect();
    let listed: Vec<(Kind, &str, &str)> = SET_LISTINGS.iter().map(|s| (s.kind, s.name, s.theme)).collect();
    assert_eq!(listed, loaded);
}
