//! Every spell card with the stable id records name it by (`loomhall cards`): its name's slug
//! (`gust`). The engine numbers spells by their place in the content; records convert at the
//! boundary (`Woven::action_to_json`).

use super::actions::Action;
use super::content::{Content, SpellId};
use super::scenario::Scenario;
use crate::core::{
    action_from_ids, action_with_ids, card_id_text, ids_to_numbers, numbers_to_ids, slugify, unique_ids, CardInfo, CardPath,
};
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

/// Where a Woven scenario (a whole table) holds each kind of card.
pub(crate) const SCENARIO_SPELLS: &[CardPath] = &[
    &["table", "mages", "*", "hand"],
    &["table", "mages", "*", "deck"],
    &["table", "mages", "*", "discard"],
    &["table", "mages", "*", "active", "*", "spell"],
    &["table", "mages", "*", "treasure", "*", "Spell"],
    &["table", "spell_deck"],
    &["table", "spell_discard"],
];
pub(crate) const SCENARIO_TAPESTRY: &[CardPath] = &[&["table", "tapestry_deck"], &["table", "dealt"]];
pub(crate) const SCENARIO_TREASURES: &[CardPath] =
    &[&["table", "treasure_deck"], &["table", "mages", "*", "treasure", "*", "Treasure"]];
pub(crate) const SCENARIO_WATCHERS: &[CardPath] = &[
    &["table", "watcher_deck"],
    &["table", "watchers", "*", "card"],
    &["table", "mages", "*", "treasure", "*", "Watcher"],
];
pub(crate) const SCENARIO_SENTRIES: &[CardPath] = &[
    &["table", "sentry_deck"],
    &["table", "sentries", "*", "card"],
    &["table", "mages", "*", "treasure", "*", "Sentry"],
];
pub(crate) const SCENARIO_ARTIFACTS: &[CardPath] =
    &[&["table", "artifact_deck"], &["table", "mages", "*", "artifacts", "*", "artifact"]];
pub(crate) const SCENARIO_TOWERS: &[CardPath] = &[&["table", "towers"], &["table", "mages", "*", "treasure", "*", "Tower"]];

/// Every kind of card with its ids (in the content's order, so an id's place is the engine's
/// number), the scenario fields holding it, and its name in a refusal. Spells keep their bare
/// names' slugs; the other kinds are prefixed by kind, so no two cards share an id. Sentries
/// have no name: they are named by their stars and strength.
#[allow(clippy::type_complexity)]
fn kinds(c: &Content) -> [(&'static str, &'static [CardPath], Vec<String>, Vec<String>); 7] {
    let prefixed = |kind: &str, names: Vec<String>| unique_ids(names.iter().map(|n| format!("{kind}/{}", slugify(n))));
    let sentry_names: Vec<String> = c.sentries.iter().map(|s| format!("Sentry {} stars, strength {}", s.stars, s.strength)).collect();
    let spells: Vec<String> = c.spells.iter().map(|s| s.name.clone()).collect();
    let tapestry: Vec<String> = c.tapestry.iter().map(|t| format!("Tapestry {}", t.id)).collect();
    let treasures: Vec<String> = c.treasures.iter().map(|t| t.name.clone()).collect();
    let watchers: Vec<String> = c.watchers.iter().map(|w| w.name.clone()).collect();
    let artifacts: Vec<String> = c.artifacts.iter().map(|a| a.name.clone()).collect();
    let towers: Vec<String> = c.towers.iter().map(|t| t.name.clone()).collect();
    [
        ("spell", SCENARIO_SPELLS, spells.iter().map(|n| slugify(n)).collect(), spells),
        ("tapestry card", SCENARIO_TAPESTRY, c.tapestry.iter().map(|t| format!("tapestry/{}", slugify(&t.id))).collect(), tapestry),
        ("treasure", SCENARIO_TREASURES, prefixed("treasure", treasures.clone()), treasures),
        ("Watcher", SCENARIO_WATCHERS, prefixed("watcher", watchers.clone()), watchers),
        (
            "Sentry",
            SCENARIO_SENTRIES,
            unique_ids(c.sentries.iter().map(|s| format!("sentry/stars-{}-strength-{}", s.stars, s.strength))),
            sentry_names,
        ),
        ("artifact", SCENARIO_ARTIFACTS, prefixed("artifact", artifacts.clone()), artifacts),
        ("tower", SCENARIO_TOWERS, prefixed("tower", towers.clone()), towers),
    ]
}

pub fn cards(c: &Content) -> Vec<CardInfo> {
    let facts = |i: usize| -> (String, String) {
        match c.spells.get(i) {
            Some(spell) => (
                format!("{:?} · {} stars · pattern {}", spell.element, spell.stars, spell.pattern_text),
                spell.text.clone(),
            ),
            None => (String::new(), String::new()),
        }
    };
    let mut out = Vec::new();
    for (kind, _, ids, names) in kinds(c) {
        for (i, (id, name)) in ids.into_iter().zip(names).enumerate() {
            let (facts, text) = if kind == "spell" { facts(i) } else { (String::new(), String::new()) };
            let group = if kind == "spell" { "Spell".to_string() } else { kind[..1].to_uppercase() + &kind[1..] };
            out.push(CardInfo { id, group, name, facts, text });
        }
    }
    out
}

/// A scenario as records and scenario files write it: every card of the table by its kind's id
/// (`Game::scenario_to_json`).
pub fn scenario_to_json(c: &Content, sc: &Scenario) -> Value {
    let mut value = serde_json::to_value(sc).unwrap_or(Value::Null);
    for (_, paths, ids, _) in kinds(c) {
        numbers_to_ids(&mut value, paths, &ids);
    }
    value
}

/// Reads a scenario's cards named by their kind's ids, or (written before ids) by number
/// (`Game::scenario_from_json`).
pub fn scenario_from_json(c: &Content, value: &Value) -> Result<Value, String> {
    let mut value = value.clone();
    for (kind, paths, ids, _) in kinds(c) {
        ids_to_numbers(&mut value, paths, &ids, kind)?;
    }
    Ok(value)
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
