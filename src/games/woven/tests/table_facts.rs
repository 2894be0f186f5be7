//! The facts the board shows agree with what the rules do.

use super::super::state::{ActiveSpell, Task};
use super::super::Action;
use super::support::{game, started};
use crate::core::Game;

#[test]
fn walk_costs_count_a_sure_footed_spell_as_the_rules_do() {
    // Woven rules (002_a1e1b91dea10bbe1.txt), "Movement": +1 MP changing elevation, +1 into rough
    // ground; Endurance's Active effect waives both. The board's costs are the ones the engine charges.
    let g = game();
    let c = &g.content;
    let endurance = c.spells.iter().position(|s| s.name == "Endurance").expect("Endurance") as u8;
    let enterable = |l| l != c.map.citadel && !started(1, 1).table.sentries.iter().any(|s| s.loc == l);
    let (from, to) = (0..c.map.len() as u8)
        .flat_map(|a| c.map.neighbours(a).iter().map(move |&b| (a, b)))
        .find(|&(a, b)| enterable(a) && enterable(b) && c.map.step_cost(a, b, false) > c.map.step_cost(a, b, true))
        .expect("a step that sure-footedness makes cheaper");
    let (full, waived) = (c.map.step_cost(from, to, false).unwrap(), c.map.step_cost(from, to, true).unwrap());

    let mut s = started(1, 1);
    s.table.mages[0].loc = from;
    s.table.pending.push(Task::Walk { mp: waived });
    let cost_of = |s: &super::super::WovenState| g.walk_costs(&s.table, 0).into_iter().find(|&(l, _)| l == to);
    assert_eq!(cost_of(&s), Some((to, full)));
    assert!(!g.legal_actions(&s, 0).contains(&Action::Go { to }), "{waived} MP is not enough without the spell");

    s.table.mages[0].active.push(ActiveSpell { spell: endurance, charges: 1 });
    assert_eq!(cost_of(&s), Some((to, waived)), "the board shows the waived cost");
    assert!(g.legal_actions(&s, 0).contains(&Action::Go { to }), "and the rules let the mage pay it");
    g.apply(&mut s, 0, &Action::Go { to }).unwrap();
    assert_eq!(s.table.mages[0].loc, to);
    assert!(!s.table.pending.iter().any(|t| matches!(t, Task::Walk { .. })), "all {waived} MP spent");
}
