//! Every card with the stable id records and scenarios name it by (`loomhall cards`): a spell
//! card's id is the slug of its two words (`anchor-bind`), a Challenge card's the slug of its
//! name. The engine numbers cards by their place in the content; records convert at the
//! boundary (`Ioi::action_to_json`).

use super::actions::Action;
use super::content::{CardId, ChallengeCard, Content, SpellCard};
use super::scenario::{find_card, Scenario};
use crate::core::{action_from_ids, action_with_ids, card_id_text, rewrite_cards, scenario_with_ids, slugify, CardInfo, CardPath};
use serde_json::Value;

/// Where IOI actions hold a spell card (`core::rewrite_cards`).
const ACTION_CARDS: &[CardPath] = &[
    &["Weave", "card"],
    &["WeaveInto", "place", "Complete", "with"],
    &["WeaveInto", "place", "Replace", "card"],
    &["Use", "card"],
    &["UseAbility", "card"],
    &["Target", "card"],
    &["Discard", "card"],
];

/// Where an IOI scenario names a spell card.
pub(crate) const SCENARIO_SPELLS: &[CardPath] = &[
    &["seats", "*", "hand"],
    &["seats", "*", "tableau", "*"],
    &["seats", "*", "unraveled"],
    &["seats", "*", "known_in_hand"],
    &["deck"],
    &["piles", "*"],
    &["modifiers", "*", "card"],
    &["waiting", "*", "card"],
    &["waiting", "*", "target"],
    &["waiting", "*", "via", "Binding"],
    &["used_this_turn"],
];

/// Where an IOI scenario names a Challenge card.
pub(crate) const SCENARIO_CHALLENGES: &[CardPath] = &[&["seats", "*", "challenge"]];

pub fn spell_id(card: &SpellCard) -> String {
    slugify(&format!("{} {}", card.target, card.action))
}

pub fn challenge_id(card: &ChallengeCard) -> String {
    slugify(&card.name)
}

pub fn cards(c: &Content) -> Vec<CardInfo> {
    let spells = c.spells.iter().map(|card| CardInfo {
        id: spell_id(card),
        group: "Spell".into(),
        name: format!("{} · {}", card.target, card.action),
        facts: format!("{} {} · {} {}", card.aspect, card.value, card.points, if card.points == 1 { "point" } else { "points" }),
        text: format!("{} {}", card.aspect.ability(), card.ability),
    });
    let challenges = c.challenges.iter().map(|card| CardInfo {
        id: challenge_id(card),
        group: "Challenge".into(),
        name: card.name.clone(),
        facts: format!("{}, {}, {}", card.aspects[0], card.aspects[1], card.aspects[2]),
        text: String::new(),
    });
    spells.chain(challenges).collect()
}

/// The spell card a scenario or record names: by id, or by its Target word or its printed name
/// ("Anchor · Bind"), letter case aside.
pub fn spell_named(c: &Content, text: &str) -> Option<CardId> {
    let at = c.spells.iter().position(|card| {
        spell_id(card) == text
            || card.target.eq_ignore_ascii_case(text)
            || format!("{} · {}", card.target, card.action).eq_ignore_ascii_case(text)
    })?;
    CardId::try_from(at).ok()
}

/// The Challenge card a scenario names: by id or by its printed name, letter case aside.
pub fn challenge_named(c: &Content, text: &str) -> Option<usize> {
    c.challenges.iter().position(|card| challenge_id(card) == text || card.name.eq_ignore_ascii_case(text))
}

pub fn action_to_json(c: &Content, action: &Action) -> Value {
    action_with_ids(action, ACTION_CARDS, |n| {
        let card = n.and_then(|n| c.spells.get(n));
        Value::String(card.map_or_else(|| format!("unknown-{}", n.unwrap_or(usize::MAX)), spell_id))
    })
}

pub fn action_from_json(c: &Content, value: &Value) -> Result<Action, String> {
    action_from_ids(value, ACTION_CARDS, |v| {
        let text = card_id_text(v)?;
        spell_named(c, text).map(usize::from).ok_or_else(|| format!("no spell card has the id \"{text}\""))
    })
}

/// A scenario as records and scenario files write it: each spell card and Challenge card by its
/// id, the scenario's own Challenge cards by their names' slugs (`Game::scenario_to_json`). An
/// empty challenge (deal one) stays empty.
pub fn scenario_to_json(c: &Content, sc: &Scenario) -> Value {
    let spell = |text: &str| find_card(c, text).ok().and_then(|id| c.spells.get(usize::from(id))).map(spell_id);
    let mut value = scenario_with_ids(sc, SCENARIO_SPELLS, spell);
    let challenge = |text: &str| {
        let text = text.trim();
        let builtin = challenge_named(c, text).and_then(|i| c.challenges.get(i)).map(challenge_id);
        let own = || {
            sc.challenge_cards
                .iter()
                .find(|spec| slugify(&spec.name) == text || spec.name.eq_ignore_ascii_case(text))
                .map(|spec| slugify(&spec.name))
        };
        builtin.or_else(own)
    };
    // Naming never fails, so neither does the rewriting.
    let _ = rewrite_cards(&mut value, SCENARIO_CHALLENGES, |v| {
        Ok(v.as_str().and_then(challenge).map_or_else(|| v.clone(), Value::String))
    });
    value
}
