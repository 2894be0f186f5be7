//! The playsets load and validate; errors name the file, the card and the field.

use super::super::content::{Content, STORY_CARDS};
use super::super::state::Suit;
use super::support::game;

#[test]
fn both_playsets_have_22_story_cards_and_four_suits() {
    let c = &game().content;
    assert_eq!(c.playsets.len(), 2);
    for p in &c.playsets {
        assert_eq!(p.story.len(), STORY_CARDS);
        for suit in Suit::ALL {
            let levels: Vec<u8> = p.challenges.iter().filter(|k| k.suit == suit).map(|k| k.level).collect();
            assert_eq!(levels, vec![1, 1, 2, 2, 2, 3, 3, 4], "{} {suit:?}", p.name);
        }
    }
}

#[test]
fn errors_name_the_file_the_card_and_the_field() {
    let text = include_str!("../../../../cards/weave/hollowmere.ron");
    let broken =
        text.replacen("talents: [\"Steady Hands\", \"Night Eyes\", \"Firekeeper\"]", "talents: [\"Steady Hands\"]", 1);
    let err = Content::parse(&[("cards/weave/hollowmere.ron", &broken)]).unwrap_err();
    assert!(
        err.contains("cards/weave/hollowmere.ron") && err.contains("The Lamplighter") && err.contains("talents"),
        "{err}"
    );
    let broken = text.replacen("(suit: \"Gales\"", "(suit: \"Winds\"", 1);
    let err = Content::parse(&[("x.ron", &broken)]).unwrap_err();
    assert!(err.contains("unknown suit") && err.contains("Winds"), "{err}");
    let broken = text.replacen("ExtraDice(2)", "ExtraDice(5)", 1);
    assert!(Content::parse(&[("x.ron", &broken)]).unwrap_err().contains("signature.effect"));
    let err = Content::parse(&[("a.ron", text), ("b.ron", text)]).unwrap_err();
    assert!(err.contains("another playset"), "{err}");
}

/// Every section a Weave rules test cites (an all-capitals title in quotes) is a heading of the
/// rules reference the app shows, `rules/weave.md`, so a cited rule can be read in the app.
#[test]
fn every_section_a_rules_test_cites_is_a_heading_of_rules_weave_md() {
    let reference = crate::core::Reference::parse("weave", include_str!("../../../../rules/weave.md"));
    let sources = [
        include_str!("challenges.rs"),
        include_str!("checks.rs"),
        include_str!("content.rs"),
        include_str!("creation.rs"),
        include_str!("dice.rs"),
        include_str!("enticements.rs"),
        include_str!("oracle.rs"),
        include_str!("season.rs"),
        include_str!("setup.rs"),
        include_str!("table_scene.rs"),
        include_str!("views.rs"),
    ];
    let is_title = |t: &str| t.len() >= 4 && t.chars().all(|c| c.is_ascii_uppercase() || c == ' ' || c == '-');
    let mut cited = 0;
    for source in sources {
        for quoted in source.split('"').skip(1).step_by(2).filter(|t| is_title(t)) {
            cited += 1;
            assert!(
                reference.sections.iter().any(|s| s.title == quoted),
                "\"{quoted}\" is cited but is not a heading of rules/weave.md"
            );
        }
    }
    assert!(cited > 40, "the tests cite sections ({cited} found)");
}

#[test]
fn the_built_content_is_the_ron_files() {
    // build.rs writes the card files as JSON for every build (docs/performance.md, "Download"):
    // read back, they are the same playsets and the same content hash as the RON files.
    let ron = Content::parse(&super::super::content::BUILTIN_FILES).unwrap();
    assert_eq!(Content::builtin().unwrap(), ron);
}

/// Every talent, flaw and item a playset offers passes the text check when the playset is read,
/// so the legal listing asks only the sheet of them (`scene::quality_fits`, what
/// `scene::check_quality` asks beyond the text).
#[test]
fn every_offered_quality_is_checked_text() {
    for set in &game().content.playsets {
        for card in &set.story {
            for text in card.talents.iter().chain(&card.flaws).chain(&card.items) {
                assert_eq!(super::super::content::check_text(text), Ok(()), "{text:?}");
            }
        }
    }
}

#[test]
fn the_new_game_page_lists_every_playset_as_loaded() {
    // Rules 004, "Setup", "Starting a new season" (a Playset is selected): the new-game page offers each
    // playset by name and blurb from `PLAYSET_LISTINGS` (build.rs), without loading the cards;
    // they must be the playsets the season is then dealt from, in the same order.
    let c = &game().content;
    let loaded: Vec<(&str, &str)> = c.playsets.iter().map(|p| (p.name.as_str(), p.blurb.as_str())).collect();
    let listed: Vec<(&str, &str)> = super::super::PLAYSET_LISTINGS.iter().map(|p| (p.name, p.blurb)).collect();
    assert_eq!(listed, loaded);
}
