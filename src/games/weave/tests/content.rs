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
