//! Every card definition with its number (`loomhall cards`). Actions name card instances of a
//! game (dealt after shuffling), not these numbers; scenarios and decks name cards by name.

use super::content::Content;
use crate::core::CardInfo;

pub fn cards(c: &Content) -> Vec<CardInfo> {
    c.cards
        .iter()
        .enumerate()
        .map(|(id, card)| {
            let mut facts = format!("{:?} {:?} · cost {}", card.aspect, card.kind, card.cost);
            if let Some(s) = &card.stats {
                facts.push_str(&format!(" · speed {} attack {} HP {}", s.speed, s.attack, s.hp));
            }
            CardInfo { id: id as u32, group: "Card".into(), name: card.name.clone(), facts, text: card.text.clone() }
        })
        .collect()
}
