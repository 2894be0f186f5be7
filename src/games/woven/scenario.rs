//! An explicit starting position: a whole table, checked before play starts from it.

use super::content::Content;
use super::state::{Phase, Table, WovenState, MANA_COUNTERS};
use crate::core::{GameRng, SetupError};
use serde::{Deserialize, Serialize};

/// The table is a state type, which cannot refuse unknown fields itself: scenarios are read
/// through `core::strict`, which refuses any field it would ignore.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Scenario {
    pub table: Table,
}

pub fn build(c: &Content, scenario: &Scenario, seed: u64) -> Result<WovenState, SetupError> {
    let t = &scenario.table;
    let err = |why: String| Err(SetupError(format!("Woven scenario: {why}")));
    if !(1..=4).contains(&t.seats()) {
        return err(format!("{} mages (1 to 4)", t.seats()));
    }
    if t.turn as usize >= t.seats() || t.first as usize >= t.seats() {
        return err("turn and first must be seats".into());
    }
    if let Phase::Setup { seat } = t.phase {
        if seat as usize >= t.seats() || t.dealt.len() != t.seats() {
            return err("setup needs a dealt card per mage".into());
        }
    }
    let spell_ok = |k: &u8| (*k as usize) < c.spells.len();
    for (i, m) in t.mages.iter().enumerate() {
        if m.loc as usize >= c.map.len() || m.eyes.keys().any(|&l| l as usize >= c.map.len()) {
            return err(format!("mage {i} or an Eye is off the map"));
        }
        if m.mana_total() != MANA_COUNTERS as usize {
            return err(format!("mage {i} has {} mana counters, {MANA_COUNTERS} expected", m.mana_total()));
        }
        if !m.hand.iter().chain(&m.deck).chain(&m.discard).all(spell_ok) || !m.active.iter().all(|a| spell_ok(&a.spell))
        {
            return err(format!("mage {i} holds an unknown spell"));
        }
        if m.artifacts.iter().any(|a| a.artifact as usize >= c.artifacts.len()) {
            return err(format!("mage {i} holds an unknown artifact"));
        }
    }
    let decks_ok = t.spell_deck.iter().all(spell_ok)
        && t.tapestry_deck.iter().chain(&t.dealt).all(|&k| (k as usize) < c.tapestry.len())
        && t.treasure_deck.iter().all(|&k| (k as usize) < c.treasures.len())
        && t.watcher_deck.iter().all(|&k| (k as usize) < c.watchers.len())
        && t.sentry_deck.iter().chain(t.sentries.iter().map(|s| &s.card)).all(|&k| (k as usize) < c.sentries.len())
        && t.artifact_deck.iter().all(|&k| (k as usize) < c.artifacts.len())
        && t.towers.iter().all(|&k| (k as usize) < c.towers.len())
        && t.watchers
            .iter()
            .all(|w| (w.loc as usize) < c.map.len() && w.card.is_none_or(|k| (k as usize) < c.watchers.len()));
    if !decks_ok {
        return err("a deck, Watcher or Sentry names an unknown card or location".into());
    }
    if !t.pending.is_empty() {
        return err("a scenario starts between actions (no pending choice)".into());
    }
    Ok(WovenState { table: t.clone(), rng: GameRng::seeded(seed), quiet: false, baseline: None })
}
