//! Facts the board shows that only the rules know (a board never runs rules): what a step
//! really costs the mage, with the Active spells that waive terrain costs counted.

use super::effects;
use super::{Loc, Table, Woven};

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
}
