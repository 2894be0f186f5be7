//! Every card definition with the stable id records and scenarios name it by (`loomhall
//! cards`): its name's slug (`ember-sprite`); a scenario's homebrew card's is prefixed,
//! `homebrew/<slug>`, so no id depends on how many cards are built in. The engine's actions name card *instances* of a
//! game (a deck holds copies); a record names each by `{"card": id, "instance": n}`, and a
//! record whose id does not match the instance's card is refused (`Spellweaver::action_from_json`).

use super::actions::Action;
use super::content::Content;
use super::state::{Iid, SpellweaverState};
use super::scenario::Scenario;
use crate::core::{action_from_ids, action_with_ids, card_id_text, card_number, scenario_with_ids, CardInfo, CardPath};
use serde_json::{json, Value};

/// Where Spellweaver actions hold a card instance (`core::rewrite_cards`).
const ACTION_CARDS: &[CardPath] = &[
    &["PlayShrine", "card"],
    &["Cast", "card"],
    &["Cast", "target", "Creature"],
    &["Cast", "target", "Spell"],
    &["UseSkill", "target", "Creature"],
    &["UseSkill", "target", "Spell"],
    &["Activate", "creature"],
    &["Activate", "target", "Creature"],
    &["Activate", "target", "Spell"],
    &["Move", "creature"],
    &["Offer", "card"],
    &["TakeShrine", "card"],
    &["Attack", "attacker"],
    &["Attack", "target", "Creature"],
    &["Block", "blocker"],
    &["Block", "attacker"],
];

/// Where a Spellweaver scenario names a card (heroes and skills are not cards: they keep their names).
pub(crate) const SCENARIO_CARDS: &[CardPath] = &[
    &["seats", "*", "hand"],
    &["seats", "*", "deck"],
    &["seats", "*", "board", "*", "name"],
    &["seats", "*", "permanents", "*", "name"],
    &["seats", "*", "graveyard"],
];

pub fn cards(c: &Content) -> Vec<CardInfo> {
    c.cards
        .iter()
        .enumerate()
        .map(|(def, card)| {
            let mut facts = format!("{:?} {:?} · cost {}", card.aspect, card.kind, card.cost);
            if let Some(s) = &card.stats {
                facts.push_str(&format!(" · speed {} attack {} HP {}", s.speed, s.attack, s.hp));
            }
            let def = u16::try_from(def).unwrap_or(u16::MAX);
            let group = if c.is_homebrew(def) { "Homebrew" } else { "Card" };
            CardInfo { id: c.card_id(def), group: group.into(), name: card.name.clone(), facts, text: card.text.clone() }
        })
        .collect()
}

pub fn action_to_json(c: &Content, s: &SpellweaverState, action: &Action) -> Value {
    action_with_ids(action, ACTION_CARDS, |n| {
        let instance = n.and_then(|n| Iid::try_from(n).ok()).unwrap_or(Iid::MAX);
        json!({ "card": c.card_id(s.def(instance)), "instance": instance })
    })
}

/// Reads `{"card": id, "instance": n}`: the instance must exist and be that card.
pub fn action_from_json(c: &Content, s: &SpellweaverState, value: &Value) -> Result<Action, String> {
    action_from_ids(value, ACTION_CARDS, |v| {
        let (Some(card), Some(instance)) = (v.get("card"), v.get("instance").and_then(card_number)) else {
            return Err(format!("a card is named as {{\"card\": id, \"instance\": n}}, not {v}"));
        };
        let card = card_id_text(card)?;
        let def = s.defs.get(instance).ok_or_else(|| format!("this game has no card instance {instance}"))?;
        let actual = c.card_id(*def);
        if actual != card {
            return Err(format!("card instance {instance} is \"{actual}\", not \"{card}\""));
        }
        Ok(instance)
    })
}

/// A scenario as records and scenario files write it: each card by its id, homebrew ones too
/// (`Game::scenario_to_json`). With homebrew cards that do not validate, their names stay as
/// written (the reading refuses them).
pub fn scenario_to_json(base: &Content, sc: &Scenario) -> Value {
    let content = super::scenario::content_for(base, sc).unwrap_or(std::borrow::Cow::Borrowed(base));
    let c: &Content = &content;
    scenario_with_ids(sc, SCENARIO_CARDS, |text| c.card_named(text).map(|def| c.card_id(def)))
}
