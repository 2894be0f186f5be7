//! Every spell card with the stable id records name it by (`loomhall cards`): its name's slug
//! (`gust`). The engine numbers spells by their place in the content; records convert at the
//! boundary (`Woven::action_to_json`).

use super::actions::Action;
use super::content::{Content, SpellId};
use crate::core::{action_from_ids, action_with_ids, card_id_text, slugify, CardInfo, CardPath};
use serde_json::Value;

/// Where Woven actions hold a spell card (`core::rewrite_cards`).
const ACTION_CARDS: &[CardPath] = &[
    &["Cast", "spell"],
    &["Recast", "spell"],
    &["Mundane", "cards"],
    &["AbandonCharge", "spell"],
    &["Take", "spell"],
    &["Bank", "spell"],
    &["Spend", "spell"],
];

pub fn cards(c: &Content) -> Vec<CardInfo> {
    c.spells
        .iter()
        .map(|spell| CardInfo {
            id: slugify(&spell.name),
            group: "Spell".into(),
            name: spell.name.clone(),
            facts: format!("{:?} · {} stars · pattern {}", spell.element, spell.stars, spell.pattern_text),
            text: spell.text.clone(),
        })
        .collect()
}

/// The spell a record names by its id (or its exact name, letter case aside).
pub fn spell_named(c: &Content, text: &str) -> Option<SpellId> {
    let at = c.spells.iter().position(|s| slugify(&s.name) == text || s.name.eq_ignore_ascii_case(text))?;
    SpellId::try_from(at).ok()
}

pub fn action_to_json(c: &Content, action: &Action) -> Value {
    action_with_ids(action, ACTION_CARDS, |n| {
        let spell = n.and_then(|n| c.spells.get(n));
        Value::String(spell.map_or_else(|| format!("unknown-{}", n.unwrap_or(usize::MAX)), |s| slugify(&s.name)))
    })
}

pub fn action_from_json(c: &Content, value: &Value) -> Result<Action, String> {
    action_from_ids(value, ACTION_CARDS, |v| {
        let text = card_id_text(v)?;
        spell_named(c, text).map(usize::from).ok_or_else(|| format!("no spell card has the id \"{text}\""))
    })
}
