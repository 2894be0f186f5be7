//! Helpers shared by the Woven tests, and the invariants the conformance suite's hook calls.

use super::super::state::{Phase, Task, Trophy, WovenState, MANA_COUNTERS};
use super::super::{Action, Scenario, Woven};
use crate::core::Game;

pub fn game() -> &'static Woven {
    Woven::standard().expect("built-in Woven content loads")
}

/// A fresh deal with every mage's first tapestry face chosen (front), ready for the first turn.
pub fn started(seats: usize, seed: u64) -> WovenState {
    let g = game();
    let mut s = g.new_game(&Default::default(), seats, seed).expect("deal");
    while let Phase::Setup { seat } = s.table.phase {
        g.apply(&mut s, seat as usize, &Action::ChooseSide { side: 0 }).expect("choose side");
    }
    s
}

/// Puts Sentry card `card` (taken from the Sentry deck) under Sentry `i`, its card going back to
/// the deck: a test picks the strength or Detect it needs.
pub fn deal_sentry(s: &mut WovenState, i: usize, card: u8) {
    s.table.sentry_deck.retain(|&k| k != card);
    let old = std::mem::replace(&mut s.table.sentries[i].card, card);
    s.table.sentry_deck.push(old);
}

/// A built-in spell's id, by its name.
pub fn spell_id(name: &str) -> u8 {
    game().content.spells.iter().position(|s| s.name == name).unwrap() as u8
}

/// A state built from an explicit table through the scenario path (which validates it).
pub fn scenario(s: &WovenState) -> WovenState {
    game().from_scenario(&Scenario { table: s.table.clone() }, 7).expect("scenario")
}

/// The game's invariants: every mana counter somewhere, every spell and Treasure card in
/// exactly one place, an active seat always has a legal action, the round within its limit.
pub fn invariants(g: &Woven, s: &WovenState) -> Result<(), String> {
    let c = &g.content;
    let t = &s.table;
    for (i, m) in t.mages.iter().enumerate() {
        if m.mana_total() != MANA_COUNTERS as usize {
            return Err(format!("mage {i} has {} mana counters", m.mana_total()));
        }
    }
    let mut spells = vec![0usize; c.spells.len()];
    let mut count = |k: u8| {
        if let Some(x) = spells.get_mut(k as usize) {
            *x += 1;
        }
    };
    t.spell_deck.iter().chain(&t.spell_discard).for_each(|&k| count(k));
    for m in &t.mages {
        m.spells().for_each(&mut count);
        m.treasure.iter().for_each(|tr| {
            if let Trophy::Spell(k) = tr {
                count(*k)
            }
        });
    }
    for task in &t.pending {
        if let Task::AcquireSpell { drawn } = task {
            drawn.iter().for_each(|&k| count(k));
        }
    }
    for (k, n) in spells.iter().enumerate() {
        let want = if c.spells[k].starter { t.seats() } else { 1 };
        if *n != want {
            return Err(format!("spell {} is in {n} places, {want} expected", c.spells[k].name));
        }
    }
    let treasures = t.treasure_deck.len()
        + t.mages.iter().flat_map(|m| &m.treasure).filter(|x| matches!(x, Trophy::Treasure(_))).count();
    if treasures != c.treasures.len() {
        return Err(format!("{treasures} Treasure cards in play, {} expected", c.treasures.len()));
    }
    if t.round > c.round_limit {
        return Err(format!("round {} beyond the limit", t.round));
    }
    if let Some(seat) = t.active_seat() {
        if g.legal_actions(s, seat).is_empty() {
            return Err(format!("seat {seat} must act but has no legal action"));
        }
    }
    Ok(())
}
