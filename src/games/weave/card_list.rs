//! Every card with the stable id records name it by (`loomhall cards`): each playset's Story
//! and Challenge cards, prefixed by the playset (`hollowmere/the-drowned-bell`, a Challenge
//! card by suit and level, `hollowmere/stones-3`, with `-2`, `-3` for further copies). The
//! engine numbers cards within the playset; records convert at the boundary
//! (`Weave::action_to_json`); the ids are made once, as the playset loads (`Playset::story_ids`).

use super::actions::Action;
use super::content::{Content, Playset};
use super::state::WeaveState;
use super::scenario::Scenario;
use crate::core::{
    action_from_ids, action_with_ids, card_id_text, ids_to_numbers, numbers_to_ids, CardInfo, CardPath,
};
use serde_json::Value;

/// Where Weave actions hold a Story card, and a Challenge card (`core::rewrite_cards`).
const STORY_CARDS: &[CardPath] = &[
    &["Reuse", "card"],
    &["PlayStory", "card"],
    &["GiveItem", "card"],
    &["PlayFaceDown", "card"],
    &["PickStory", "card"],
];
const CHALLENGE_CARDS: &[CardPath] = &[&["RaiseLevel", "card"], &["Entice", "card"], &["Redeem", "card"]];

/// Where a Weave scenario holds a Story card, and a Challenge card.
pub(crate) const SCENARIO_STORIES: &[CardPath] = &[&["characters", "*", "signature"], &["hand_stories"]];
pub(crate) const SCENARIO_CHALLENGES: &[CardPath] =
    &[&["characters", "*", "kept"], &["hand_challenges"], &["challenge_top"]];

pub fn cards(c: &Content) -> Vec<CardInfo> {
    let mut out = Vec::new();
    for set in &c.playsets {
        for (card, id) in set.story.iter().zip(set.story_ids.iter().cloned()) {
            out.push(CardInfo {
                id,
                group: format!("{} Story", set.name),
                name: card.title.clone(),
                facts: format!("Theme {} · Location {} · Character {}", card.theme, card.location, card.character),
                text: format!("Signature: {}", card.signature.name),
            });
        }
        for (card, id) in set.challenges.iter().zip(set.challenge_ids.iter().cloned()) {
            out.push(CardInfo {
                id,
                group: format!("{} Challenge", set.name),
                name: format!("{:?} {}", card.suit, card.level),
                facts: format!("{:?} · level {}", card.suit, card.level),
                text: String::new(),
            });
        }
    }
    out
}

fn playset<'a>(c: &'a Content, s: &WeaveState) -> Option<&'a Playset> {
    c.playsets.get(s.table.playset as usize)
}

/// Names each number by the id at that place in `ids`.
fn name_in(ids: &[String], n: Option<usize>) -> Value {
    let id = n.and_then(|n| ids.get(n));
    Value::String(id.cloned().unwrap_or_else(|| format!("unknown-{}", n.unwrap_or(usize::MAX))))
}

fn number_in(ids: &[String], v: &Value) -> Result<usize, String> {
    let text = card_id_text(v)?;
    ids.iter().position(|id| id == text).ok_or_else(|| format!("this game's playset has no card with the id \"{text}\""))
}

pub fn action_to_json(c: &Content, s: &WeaveState, action: &Action) -> Value {
    let Some(set) = playset(c, s) else { return serde_json::to_value(action).unwrap_or(Value::Null) };
    let (stories, challenges) = (&set.story_ids, &set.challenge_ids);
    let mut value = action_with_ids(action, STORY_CARDS, |n| name_in(stories, n));
    // Tagged by variant, so the two lists never meet in one action.
    let _ = crate::core::rewrite_cards(&mut value, CHALLENGE_CARDS, |n| Ok(name_in(challenges, crate::core::card_number(n))));
    value
}

pub fn action_from_json(c: &Content, s: &WeaveState, value: &Value) -> Result<Action, String> {
    let set = playset(c, s).ok_or("this game's playset is unknown")?;
    let (stories, challenges) = (&set.story_ids, &set.challenge_ids);
    let mut value = value.clone();
    crate::core::rewrite_cards(&mut value, CHALLENGE_CARDS, |v| number_in(challenges, v).map(Value::from))?;
    action_from_ids(&value, STORY_CARDS, |v| number_in(stories, v))
}

/// A scenario as records and scenario files write it: its cards by the ids of its playset
/// (`Game::scenario_to_json`); with an unknown playset the numbers stay (setup refuses it).
pub fn scenario_to_json(c: &Content, sc: &Scenario) -> Value {
    let mut value = serde_json::to_value(sc).unwrap_or(Value::Null);
    if let Some(set) = c.playset_index(&sc.options.playset).and_then(|i| c.playsets.get(i)) {
        numbers_to_ids(&mut value, SCENARIO_STORIES, &set.story_ids);
        numbers_to_ids(&mut value, SCENARIO_CHALLENGES, &set.challenge_ids);
    }
    value
}

/// Reads a scenario's cards named by id (or, as written before ids, by number) in the playset
/// its options name (`Game::scenario_from_json`).
pub fn scenario_from_json(c: &Content, value: &Value) -> Result<Value, String> {
    let named = value.get("options").and_then(|o| o.get("playset")).and_then(Value::as_str).unwrap_or_default();
    // An unknown playset is the setup's to refuse, with the known ones listed.
    let Some(set) = c.playset_index(named).and_then(|i| c.playsets.get(i)) else { return Ok(value.clone()) };
    let mut value = value.clone();
    ids_to_numbers(&mut value, SCENARIO_STORIES, &set.story_ids, "Story card of this playset")?;
    ids_to_numbers(&mut value, SCENARIO_CHALLENGES, &set.challenge_ids, "Challenge card of this playset")?;
    Ok(value)
}
