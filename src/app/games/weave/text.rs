//! Words and symbols of the Weave board: every suit and face has a glyph and a name, so nothing
//! is told by colour alone.

use crate::games::weave::{Face, Playset, PoolPart, PoolReason, Quality, Suit, HIDDEN};

pub fn suit_glyph(suit: Suit) -> &'static str {
    match suit {
        Suit::Stones => "◆",
        Suit::Flames => "▲",
        Suit::Brooks => "≈",
        Suit::Gales => "➶",
    }
}

pub fn suit_class(suit: Suit) -> &'static str {
    match suit {
        Suit::Stones => "suit-stones",
        Suit::Flames => "suit-flames",
        Suit::Brooks => "suit-brooks",
        Suit::Gales => "suit-gales",
    }
}

pub fn face_glyph(face: Face) -> &'static str {
    match face {
        Face::Suit(s) => suit_glyph(s),
        Face::Weave => "✺",
        Face::Strike => "✕",
    }
}

pub fn face_class(face: Face) -> &'static str {
    match face {
        Face::Suit(s) => suit_class(s),
        Face::Weave => "face-weave",
        Face::Strike => "face-strike",
    }
}

/// "Stones 3", or "a face-down card" for a card this viewer may not see.
pub fn challenge_name(set: &Playset, card: u8) -> String {
    if card == HIDDEN {
        return "a face-down Challenge card".to_string();
    }
    set.challenges.get(card as usize).map(|k| format!("{} {}", k.suit.name(), k.level)).unwrap_or_default()
}

/// The piece a lesson marks for a Challenge card: `card:<set>/<suit>-<level>`, the record's id
/// without the number that tells equal cards apart (a mark names every card of that face).
pub fn challenge_piece(set: &Playset, card: u8) -> String {
    let face = set.challenges.get(card as usize).filter(|_| card != HIDDEN);
    let face = face.map(|k| format!("{}-{}", crate::core::slugify(k.suit.name()), k.level)).unwrap_or_default();
    format!("card:{}/{face}", crate::core::slugify(&set.name))
}

pub fn story_title(set: &Playset, card: u8) -> String {
    if card == HIDDEN {
        return "a face-down Story card".to_string();
    }
    set.story.get(card as usize).map(|c| c.title.clone()).unwrap_or_default()
}

/// Why a part of the dice pool is there, as the table reads it.
pub fn pool_reason(part: &PoolPart, qualities: &[Quality]) -> String {
    match &part.reason {
        PoolReason::Base => "Base".to_string(),
        PoolReason::Focus => "Focus suit".to_string(),
        PoolReason::Wound => "Wound in the suit".to_string(),
        PoolReason::Quality { index } => qualities
            .get(*index as usize)
            .map(|q| format!("{}: {}", q.kind.name(), q.text))
            .unwrap_or_else(|| "Quality".to_string()),
        PoolReason::Awesome => "Awesomeness".to_string(),
        PoolReason::Redeemed => "Redeemed card".to_string(),
        PoolReason::Signature => "Signature move".to_string(),
        PoolReason::Floor => "At least one die".to_string(),
    }
}

pub fn signed(n: i8) -> String {
    if n >= 0 {
        format!("+{n}")
    } else {
        format!("−{}", -(n as i32))
    }
}
