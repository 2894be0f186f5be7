//! Every card with the number actions name it by (`loomhall cards`): each playset's Story and
//! Challenge cards, counted from 0 within the playset.

use super::content::Content;
use crate::core::CardInfo;

pub fn cards(c: &Content) -> Vec<CardInfo> {
    let mut out = Vec::new();
    for set in &c.playsets {
        for (id, card) in set.story.iter().enumerate() {
            out.push(CardInfo {
                id: id as u32,
                group: format!("{} Story", set.name),
                name: card.title.clone(),
                facts: format!("Theme {} · Location {} · Character {}", card.theme, card.location, card.character),
                text: format!("Signature: {}", card.signature.name),
            });
        }
        for (id, card) in set.challenges.iter().enumerate() {
            out.push(CardInfo {
                id: id as u32,
                group: format!("{} Challenge", set.name),
                name: format!("{:?} {}", card.suit, card.level),
                facts: format!("{:?} · level {}", card.suit, card.level),
                text: String::new(),
            });
        }
    }
    out
}
