//! Facts the board shows that only the rules know (a board never runs rules): what a step
//! really costs the mage, with the Active spells that waive terrain costs counted; which of
//! the last action's events were the Citadel's turn.

use super::effects;
use super::{Loc, Table, Woven};
use crate::core::Event;

/// Whether the Citadel acts in this event: a Watcher ("Citadel Defense", "Watchers") or a
/// special location at the end of a turn ("Each turn", "Special Locations").
fn citadel_acts(e: &Event) -> bool {
    matches!((&*e.rule.section, &*e.rule.topic), ("Citadel Defense", "Watchers") | ("Each turn", "Special Locations"))
}

/// Whether an event follows from the one before it: wounds and reactions ("Combat"), Treasure
/// taken ("Citadel Defense"), the Treasure deck running out ("Scoring").
fn follows_on(e: &Event) -> bool {
    matches!(
        (&*e.rule.section, &*e.rule.topic),
        ("Combat", _) | ("Citadel Defense", "") | ("Scoring", "Game end")
    )
}

impl Woven {
    /// The movement points each location next to `seat`'s mage would cost to walk into, as the
    /// rules count them ("Movement"; an Active "sure-footed" spell such as Endurance waives the
    /// elevation and rough-ground costs). Neighbours a river blocks are left out; whether the
    /// mage may enter a location at all is the legal moves' business.
    pub fn walk_costs(&self, table: &Table, seat: u8) -> Vec<(Loc, u8)> {
        let Some(m) = table.mage(seat) else { return Vec::new() };
        let sure = effects::sure_footed(&self.content, table, seat);
        let map = &self.content.map;
        map.neighbours(m.loc).iter().filter_map(|&n| map.step_cost(m.loc, n, sure).map(|k| (n, k))).collect()
    }

    /// The Citadel's turn within `events` (an action's events, in order): each step is an event
    /// in which a Watcher or a special location acts, followed by the events that follow on from
    /// it (a caught mage's wounds, Treasure taken). The board shows them one step at a time.
    pub fn citadel_steps(&self, events: &[Event]) -> Vec<Vec<Event>> {
        let mut steps: Vec<Vec<Event>> = Vec::new();
        let mut open = false;
        for e in events {
            if citadel_acts(e) {
                steps.push(vec![e.clone()]);
                open = true;
            } else if let (true, true, Some(step)) = (open, follows_on(e), steps.last_mut()) {
                step.push(e.clone());
            } else {
                open = false;
            }
        }
        steps
    }
}
