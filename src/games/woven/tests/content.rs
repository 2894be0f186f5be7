//! The built-in content loads and matches the component facts; broken files are reported with
//! the file, card and field.

use super::super::content::{Content, Effect, Element, Mundane};
use super::support::game;

const SPELLS: &str = include_str!("../../../../cards/woven/spells.ron");
const TAPESTRY: &str = include_str!("../../../../cards/woven/tapestry.ron");
const CITADEL: &str = include_str!("../../../../cards/woven/citadel.ron");
const MAP: &str = include_str!("../../../../cards/woven/map.ron");

#[test]
fn the_components_are_all_there() {
    // Woven rules (002_a1e1b91dea10bbe1.txt), "Components".
    let c = &game().content;
    assert_eq!(c.spells.len(), 40);
    assert_eq!(c.starters(), vec![0, 1, 2, 3]);
    assert_eq!(c.deck_spells().len(), 36);
    assert_eq!(c.tapestry.len(), 33);
    assert_eq!((c.watchers.len(), c.sentries.len(), c.artifacts.len()), (12, 12, 12));
    assert_eq!((c.treasures.len(), c.towers.len()), (24, 15));
    let with = |n: u8| c.treasures.iter().filter(|t| t.stars == n).count();
    assert_eq!((with(1), with(2), with(3)), (10, 9, 5), "ruling: Treasure values");
    for e in Element::ALL {
        assert_eq!(c.spells.iter().filter(|s| !s.starter && s.element == e).count(), 9);
    }
    assert_eq!(c.map.sentries.len(), 6, "6 Sentry tokens");
    assert_eq!((c.map.watchers.len(), c.map.watcher_targets.len()), (2, 2), "2 Watchers, 2 targets");
}

#[test]
fn spells_keep_their_printed_facts() {
    // Facts: Haste `A X` 0 stars, Create Eye; Geyser `W . . . / . . . . / . . . X`.
    let c = &game().content;
    let haste = &c.spells[0];
    assert_eq!((haste.name.as_str(), haste.stars, haste.mundane.as_slice()), ("Haste", 0, &[Mundane::Eye][..]));
    assert_eq!(haste.cast, vec![Effect::Walk(4)]);
    let geyser = c.spells.iter().find(|s| s.name == "Geyser").unwrap();
    assert_eq!(geyser.pattern.element, (0, 0));
    assert_eq!(geyser.pattern.threads, vec![(3, 2)]);
    for s in &c.spells {
        assert_eq!(s.cast.contains(&Effect::Charge), s.charged.is_some(), "{}", s.name);
        assert!(!s.starter || s.stars == 0);
    }
    let tapestry_symbols: usize = c.tapestry.iter().flat_map(|t| t.faces.iter()).flatten().flatten().flatten().count();
    assert_eq!(tapestry_symbols, 33 * 4);
}

fn refused(result: Result<Content, String>) -> String {
    match result {
        Ok(_) => panic!("the broken file was accepted"),
        Err(e) => e,
    }
}

#[test]
fn errors_name_the_file_card_and_field() {
    let bad = SPELLS.replacen("pattern: \"A X\"", "pattern: \"A A\"", 1);
    let e = refused(Content::parse(&bad, TAPESTRY, CITADEL, MAP));
    assert!(e.contains("cards/woven/spells.ron") && e.contains("Haste") && e.contains("pattern"), "{e}");
    let bad = TAPESTRY.replacen("A # # / # F E", "A # # / # F", 1);
    let e = refused(Content::parse(SPELLS, &bad, CITADEL, MAP));
    assert!(e.contains("tapestry.ron") && e.contains("t01") && e.contains("front"), "{e}");
    let bad = CITADEL.replacen("strength: 2, stars: 1", "strength: 0, stars: 1", 1);
    let e = refused(Content::parse(SPELLS, TAPESTRY, &bad, MAP));
    assert!(e.contains("citadel.ron") && e.contains("Gate Tower") && e.contains("strength"), "{e}");
    let bad = MAP.replacen("bridges: [((8, 1), (8, 0))", "bridges: [((1, 1), (1, 2))", 1);
    let e = refused(Content::parse(SPELLS, TAPESTRY, CITADEL, &bad));
    assert!(e.contains("map.ron") && e.contains("bridges"), "{e}");
}

#[test]
fn the_built_content_is_the_ron_files() {
    // build.rs writes the card files as JSON for every build (docs/performance.md, "Download"):
    // read back, they are the same cards and the same content hash as the RON files.
    assert_eq!(Content::builtin().unwrap(), Content::parse(SPELLS, TAPESTRY, CITADEL, MAP).unwrap());
}
