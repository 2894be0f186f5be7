//! Every card with the stable id records and scenarios name it by (`loomhall cards`): a
//! built-in card's id is its name's slug (`ember-dart`), a scenario's homebrew card's is
//! prefixed by its set (`homebrew/puzzle/slow-doom`), so no id shifts when the built-in card
//! count changes. The engine numbers cards (built-in first, then homebrew); the conversion
//! happens at the record's boundary (`Weavers::action_to_json`).

use super::actions::Action;
use super::cards::{Card, CardId, Need};
use super::content::Content;
use super::setup::Scenario;
use super::state::Table;
use crate::core::{
    action_from_ids, action_with_ids, card_id_text, scenario_with_ids, slugify, CardInfo, CardPath, SetupError,
};
use serde_json::Value;
use std::collections::BTreeSet;

/// Where Weavers actions hold a card (`core::rewrite_cards`).
const ACTION_CARDS: &[CardPath] = &[&["Bury"], &["Discard"], &["Cast", "card"]];

/// Where a Weavers scenario names a card.
pub(crate) const SCENARIO_CARDS: &[CardPath] = &[
    &["seats", "*", "hand"],
    &["seats", "*", "deck"],
    &["seats", "*", "active", "*", "card"],
    &["seats", "*", "discard"],
    &["seats", "*", "cast", "card"],
];

pub fn cards(c: &Content) -> Vec<CardInfo> {
    c.cards.iter().map(|card| info(c, builtin_id(card), card)).collect()
}

/// The built-in cards, then the scenario's homebrew cards in the order its `extra_sets` list
/// them (checked as card files are).
pub fn scenario_cards(c: &Content, sc: &Scenario) -> Result<Vec<CardInfo>, SetupError> {
    let reserved: Vec<&str> = c.cards.iter().map(|card| card.name.as_str()).collect();
    let probe =
        Table::new(sc.extra_sets.clone(), Default::default(), Default::default(), &reserved).map_err(SetupError)?;
    check_homebrew_ids(&probe.extra)?;
    let mut out = cards(c);
    let extra = &probe.extra;
    out.extend(extra.cards.iter().map(|card| info(extra, homebrew_id(extra, card), card)));
    Ok(out)
}

fn builtin_id(card: &Card) -> String {
    slugify(&card.name)
}

fn homebrew_id(extra: &Content, card: &Card) -> String {
    let set = extra.sets.get(card.set as usize).map(|s| s.name.as_str()).unwrap_or_default();
    format!("homebrew/{}/{}", slugify(set), slugify(&card.name))
}

/// The id of the engine's card `id` in a game whose homebrew cards are `table`'s.
pub fn card_id(c: &Content, table: &Table, id: CardId) -> String {
    match c.cards.get(id as usize) {
        Some(card) => builtin_id(card),
        None => table.extra_card((id as usize).wrapping_sub(c.cards.len())).map_or_else(
            // Only a corrupt state holds an unknown number; it is written as such, and refused on reading.
            || format!("unknown-{id}"),
            |card| homebrew_id(&table.extra, card),
        ),
    }
}

/// The engine's number of the card a scenario or record names: by id, or (scenarios written by
/// hand) by its exact printed name, letter case aside. `extra` is the game's homebrew content.
pub fn card_named(c: &Content, extra: &Content, text: &str) -> Option<CardId> {
    let builtin = || c.cards.iter().position(|card| builtin_id(card) == text).and_then(|i| CardId::try_from(i).ok());
    let homebrew = || {
        let by_name = extra.card_named(text).map(usize::from);
        let at = by_name.or_else(|| extra.cards.iter().position(|card| homebrew_id(extra, card) == text))?;
        CardId::try_from(c.cards.len() + at).ok()
    };
    c.card_named(text).or_else(builtin).or_else(homebrew)
}

/// Homebrew names are unique, but two could share a slug ("Tiny Spark", "tiny-spark"): such a
/// scenario is refused, since records could not tell its cards apart.
pub fn check_homebrew_ids(extra: &Content) -> Result<(), SetupError> {
    let mut seen = BTreeSet::new();
    for card in &extra.cards {
        let id = homebrew_id(extra, card);
        if id.ends_with('/') || id.contains("//") || !seen.insert(id.clone()) {
            return Err(SetupError(format!(
                "scenario extra_sets: the card \"{}\" would have the id \"{id}\", which another card has or which \
                 names no card (ids are the set's and the card's names in lowercase, letters and digits only)",
                card.name
            )));
        }
    }
    Ok(())
}

fn info(c: &Content, id: String, card: &Card) -> CardInfo {
    let set = c.sets.get(card.set as usize).map(|s| s.name.as_str()).unwrap_or_default();
    CardInfo {
        id,
        group: set.to_string(),
        name: card.name.clone(),
        facts: format!("{:?} · {:?}", card.kind, card.spell.duration),
        text: formula(card),
    }
}

/// "Gesture: 1 Damage. Steps: Word, Blood (leaves Gesture). Then: 3 Damage."
fn formula(card: &Card) -> String {
    let s = &card.spell;
    let components: Vec<&str> = s.components.iter().map(|c| c.name()).collect();
    let mut text = format!(
        "Gives {}; at once: {}.",
        if components.is_empty() { "no component".to_string() } else { components.join(", ") },
        s.instant.describe()
    );
    if !s.steps.is_empty() {
        let steps: Vec<String> = s
            .steps
            .iter()
            .map(|step| {
                let needs = match step.needs {
                    Need::Component(c) => c.name(),
                    Need::Time => "Time",
                };
                match step.residual {
                    Some(r) => format!("{needs} (leaves {})", r.name()),
                    None => needs.to_string(),
                }
            })
            .collect();
        text.push_str(&format!(" Steps: {}. Then: {}.", steps.join(", "), s.delayed.describe()));
    }
    if !card.flavour.is_empty() {
        text.push_str(&format!(" “{}”", card.flavour));
    }
    text
}

/// An action as a record writes it: each card by its id (`Game::action_to_json`).
pub fn action_to_json(c: &Content, table: &Table, action: &Action) -> Value {
    action_with_ids(action, ACTION_CARDS, |n| {
        let n = n.and_then(|n| CardId::try_from(n).ok()).unwrap_or(CardId::MAX);
        Value::String(card_id(c, table, n))
    })
}

/// Reads an action a record wrote (`Game::action_from_json`); an unknown card is refused.
pub fn action_from_json(c: &Content, table: &Table, value: &Value) -> Result<Action, String> {
    action_from_ids(value, ACTION_CARDS, |v| {
        let text = card_id_text(v)?;
        card_named(c, &table.extra, text).map(usize::from).ok_or_else(|| format!("no card has the id \"{text}\""))
    })
}

/// A scenario as records and scenario files write it: each card by its id, homebrew ones too
/// (`Game::scenario_to_json`). With homebrew sets that do not load, names stay as written (the
/// reading refuses the sets).
pub fn scenario_to_json(c: &Content, sc: &Scenario) -> Value {
    let reserved: Vec<&str> = c.cards.iter().map(|card| card.name.as_str()).collect();
    let table = Table::new(sc.extra_sets.clone(), Default::default(), Default::default(), &reserved).ok();
    scenario_with_ids(sc, SCENARIO_CARDS, |text| {
        let table = table.as_ref()?;
        card_named(c, &table.extra, text).map(|id| card_id(c, table, id))
    })
}
