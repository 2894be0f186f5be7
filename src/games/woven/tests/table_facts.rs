//! The facts the board shows agree with what the rules do.

use super::super::state::{ActiveSpell, Task};
use super::super::Action;
use super::support::{game, spell_id, started};
use crate::core::{Event, Game, GameRng, Rule};

#[test]
fn walk_costs_count_a_sure_footed_spell_as_the_rules_do() {
    // Woven rules (002_a1e1b91dea10bbe1.txt), "Movement": +1 MP changing elevation, +1 into rough
    // ground; Endurance's Active effect waives both. The board's costs are the ones the engine charges.
    let g = game();
    let c = &g.content;
    let endurance = spell_id("Endurance");
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

#[test]
fn the_citadels_turn_is_its_own_events_with_what_follows_from_them() {
    // Woven rules (002), "Citadel Defense" (Watchers) and "Each turn" (special locations act
    // after the actions): their events, each with the wounds or Treasure that follow from it.
    let g = game();
    let e = |section: &'static str, topic: &'static str, text: &str| Event::new(Rule::new("woven", section, topic), text);
    let events = vec![
        e("Movement", "", "Red moves to C3"),
        e("Combat", "", "Red loses 1 mana"),
        e("Each turn", "Special Locations", "Red explores the Ruin"),
        e("Citadel Defense", "", "Red takes a Treasure card"),
        e("Citadel Defense", "Watchers", "A Watcher catches Blue"),
        e("Combat", "", "Blue loses 2 mana"),
        e("Each turn", "", "Blue's turn"),
        e("Combat", "", "not the Citadel's"),
    ];
    let steps = g.citadel_steps(&events);
    let texts: Vec<Vec<&str>> = steps.iter().map(|s| s.iter().map(|e| e.text.as_str()).collect()).collect();
    assert_eq!(
        texts,
        vec![vec!["Red explores the Ruin", "Red takes a Treasure card"], vec!["A Watcher catches Blue", "Blue loses 2 mana"]]
    );

    // In real play, every Watcher event the engine logs starts a step of the Citadel's turn.
    let mut s = started(2, 5);
    let mut rng = GameRng::seeded(5);
    let mut seen = 0;
    for _ in 0..600 {
        let Some(&seat) = g.active_seats(&s).first() else { break };
        let a = g.policy_action(&s, seat, &mut rng).unwrap();
        let events = g.apply(&mut s, seat, &a).unwrap();
        let watchers = events.iter().filter(|e| e.rule.topic == "Watchers").count();
        let steps = g.citadel_steps(&events);
        assert!(steps.iter().flatten().filter(|e| e.rule.topic == "Watchers").count() == watchers);
        assert!(steps.iter().all(|step| citadel_first(&step[0])));
        seen += watchers;
    }
    assert!(seen > 0, "the sample game shows the Watchers acting");
}

fn citadel_first(e: &Event) -> bool {
    e.rule.topic == "Watchers" || e.rule.topic == "Special Locations"
}
