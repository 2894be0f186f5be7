//! Every spell card with the number actions and scenarios name it by (`loomhall cards`).

use super::content::Content;
use crate::core::CardInfo;

pub fn cards(c: &Content) -> Vec<CardInfo> {
    c.spells
        .iter()
        .enumerate()
        .map(|(id, spell)| CardInfo {
            id: id as u32,
            group: "Spell".into(),
            name: spell.name.clone(),
            facts: format!("{:?} · {} stars · pattern {}", spell.element, spell.stars, spell.pattern_text),
            text: spell.text.clone(),
        })
        .collect()
}
