//! Every card with the number actions name it by (`loomhall cards`): spell cards (scenarios
//! also accept `#N`) and Challenge cards, each counted from 0.

use super::content::Content;
use crate::core::CardInfo;

pub fn cards(c: &Content) -> Vec<CardInfo> {
    let spells = c.spells.iter().enumerate().map(|(id, card)| CardInfo {
        id: id as u32,
        group: "Spell".into(),
        name: format!("{} · {}", card.target, card.action),
        facts: format!("{} {} · {} {}", card.aspect, card.value, card.points, if card.points == 1 { "point" } else { "points" }),
        text: format!("{} {}", card.aspect.ability(), card.ability),
    });
    let challenges = c.challenges.iter().enumerate().map(|(id, card)| CardInfo {
        id: id as u32,
        group: "Challenge".into(),
        name: card.name.clone(),
        facts: format!("{}, {}, {}", card.aspects[0], card.aspects[1], card.aspects[2]),
        text: String::new(),
    });
    spells.chain(challenges).collect()
}
