//! 003_b6ed41d3f4849d4b.txt, "CONTENTS": the card files load, and bad files are refused with
//! errors naming the file, the card and the field.

use super::super::content::{Aspect, Content};
use super::super::Ioi;
use super::support::game;

const SPELLS: &str = include_str!("../../../../cards/ioi/spells.ron");
const CHALLENGES: &str = include_str!("../../../../cards/ioi/challenges.ron");

// "CONTENTS": 49 Spell cards in seven Aspects, three of value 1 and two each of 2 and 3.
#[test]
fn forty_nine_spells_in_seven_aspects() {
    let c = &game().content;
    assert_eq!(c.spells.len(), 49);
    for aspect in Aspect::ALL {
        let mut values: Vec<u8> = c.spells.iter().filter(|s| s.aspect == aspect).map(|s| s.value).collect();
        values.sort_unstable();
        assert_eq!(values, vec![1, 1, 1, 2, 2, 3, 3], "{aspect}");
    }
    assert_eq!(c.spells.iter().filter(|s| s.value == 3).count(), 14, "the fourteen three-Aspect cards");
    assert_eq!(c.threes(), 14, "the count the \"all threes\" end trigger reads");
}

// "CONTENTS": 5 Challenge cards with three different Aspects each.
#[test]
fn five_challenges_of_three_different_aspects() {
    let c = &game().content;
    assert_eq!(c.challenges.len(), 5);
    for ch in &c.challenges {
        let [a, b, d] = ch.aspects;
        assert!(a != b && a != d && b != d);
    }
    // Every Aspect is on at least two Challenge cards, so none is left out.
    for aspect in Aspect::ALL {
        assert!(c.challenges.iter().filter(|ch| ch.aspects.contains(&aspect)).count() >= 2);
    }
}

#[test]
fn the_content_hash_follows_the_files() {
    let a = Content::parse(SPELLS, CHALLENGES).unwrap();
    let b = Content::parse(&format!("{SPELLS}\n// edited"), CHALLENGES).unwrap();
    assert_ne!(a.hash, b.hash);
    assert_eq!(a.hash, game().content.hash);
}

fn err(spells: &str, challenges: &str) -> String {
    Ioi::from_sources(spells, challenges).unwrap_err()
}

#[test]
fn an_unknown_aspect_names_file_card_and_field() {
    let bad = SPELLS.replacen("aspect: \"Light\"", "aspect: \"Lite\"", 1);
    let e = err(&bad, CHALLENGES);
    assert!(
        e.contains("cards/ioi/spells.ron") && e.contains("card 0") && e.contains("`aspect`") && e.contains("Lite"),
        "{e}"
    );
}

#[test]
fn wrong_counts_are_refused() {
    // One Light 1 becomes a Light 2: Light then has two 1s and three 2s.
    let bad = SPELLS.replacen("value: 1, target: \"Lantern\"", "value: 2, target: \"Lantern\"", 1);
    let e = err(&bad, CHALLENGES);
    assert!(e.contains("Light has 2 cards of Aspect value 1"), "{e}");
    let e = err("[]", CHALLENGES);
    assert!(e.contains("0 spell cards"), "{e}");
}

#[test]
fn duplicate_words_and_bad_values_are_refused() {
    let bad = SPELLS.replacen("target: \"Dawn\"", "target: \"Lantern\"", 1);
    let e = err(&bad, CHALLENGES);
    assert!(e.contains("card 1") && e.contains("`target`"), "{e}");
    let bad = SPELLS.replacen("ability: 3", "ability: 0", 1);
    let e = err(&bad, CHALLENGES);
    assert!(e.contains("`ability`"), "{e}");
    let bad = SPELLS.replacen("points: 1", "points: 12", 1);
    assert!(err(&bad, CHALLENGES).contains("`points`"));
}

#[test]
fn bad_challenges_are_refused() {
    let bad = CHALLENGES.replacen("[\"Light\", \"Water\", \"Air\"]", "[\"Light\", \"Light\", \"Air\"]", 1);
    let e = err(SPELLS, &bad);
    assert!(e.contains("cards/ioi/challenges.ron") && e.contains("challenge 0") && e.contains("different"), "{e}");
    let bad = CHALLENGES.replacen("\"Water\"", "\"Wind\"", 1);
    assert!(err(SPELLS, &bad).contains("unknown Aspect \"Wind\""));
    let e = err(SPELLS, "[(name: \"Only\", aspects: [\"Light\", \"Water\", \"Air\"])]");
    assert!(e.contains("exactly 5"), "{e}");
}

#[test]
fn malformed_ron_names_the_file() {
    let e = err("[ (aspect: ", CHALLENGES);
    assert!(e.starts_with("cards/ioi/spells.ron"), "{e}");
    let e = err(SPELLS, "[(name: \"x\", aspects: [], extra: 1)]");
    assert!(e.starts_with("cards/ioi/challenges.ron"), "{e}");
}

#[test]
fn the_built_content_is_the_ron_files() {
    // build.rs writes the card files as JSON for every build (docs/performance.md, "Download"):
    // read back, they are the same cards and the same content hash as the RON files.
    assert_eq!(Content::builtin().unwrap(), Content::parse(SPELLS, CHALLENGES).unwrap());
}

// "CARD LAYOUT KEY": the accessors the rules and the AI read give each card's printed numbers,
// and a blank card for an id no card has.
#[test]
fn the_accessors_read_the_printed_card() {
    let c = &game().content;
    for id in 0..=255u8 {
        let card = c.card(id);
        assert_eq!(c.aspect(id), card.map_or(Aspect::Light, |x| x.aspect), "card {id}");
        assert_eq!(c.value(id), card.map_or(0, |x| x.value), "card {id}");
        assert_eq!(c.points(id), card.map_or(0, |x| x.points), "card {id}");
        assert_eq!(c.ability_value(id), card.map_or(0, |x| x.ability), "card {id}");
    }
}
