//! Combat and the Citadel's defence: attack totals, Sentries, Watchers, Towers, the Citadel,
//! damage and defence.

use super::super::combat::attack;
use super::super::defence::{mage_moved, special_locations, watcher_step, watchers_act};
use super::super::state::{ActiveSpell, Phase, Target, Trophy, Watcher};
use super::super::{Action, Task};
use super::support::{game, scenario};
use super::turn::{at, with_t01};
use crate::core::{Game, Log};

fn quiet() -> Log {
    Log::new(true)
}

#[test]
fn a_turns_attacks_add_up_against_a_sentry() {
    // Woven rules (002_a1e1b91dea10bbe1.txt), "Combat", "Attack": the attacks of one turn add
    // up; "Sentries": a defeated Sentry gives 1 Treasure (and its card, ruling).
    let c = &game().content;
    let (mut s, seat) = with_t01();
    let sentry = s.table.sentries[0].loc;
    let strong = c.sentries.iter().position(|x| x.strength == 2 && !x.respawns).unwrap() as u8;
    s.table.sentry_deck.retain(|&k| k != strong);
    let old = std::mem::replace(&mut s.table.sentries[0].card, strong);
    s.table.sentry_deck.push(old);
    let mut s = scenario(&s);
    let me = seat as u8;
    attack(c, &mut s, me, sentry, 1, false, &mut quiet());
    assert_eq!(s.table.sentries.len(), 6, "1 is not enough for strength 2");
    assert!(s.table.sentries[0].revealed);
    attack(c, &mut s, me, sentry, 1, false, &mut quiet());
    assert_eq!(s.table.sentries.len(), 5, "1 + 1 this turn defeats it");
    let m = &s.table.mages[seat];
    assert!(m.treasure.contains(&Trophy::Sentry(strong)));
    assert_eq!(m.treasure.iter().filter(|t| matches!(t, Trophy::Treasure(_))).count(), 1);
}

#[test]
fn attack_totals_reset_when_the_turn_ends() {
    // Woven rules (002), "Attack": damage not enough to defeat a monster this turn is lost.
    let g = game();
    let (mut s, seat) = with_t01();
    let sentry = s.table.sentries[0].loc;
    attack(&g.content, &mut s, seat as u8, sentry, 1, false, &mut quiet());
    assert!(!s.table.attack_totals.is_empty());
    g.apply(&mut s, seat, &Action::Recover).unwrap();
    assert!(s.table.attack_totals.is_empty());
}

#[test]
fn a_defeated_watcher_gives_its_card_and_treasure_and_its_remains_two_more() {
    // Woven rules (002), "Attacking a Watcher": reveal the next Watcher card for its strength;
    // the victor takes the card and 1 Treasure; ransacking the remains gives 2.
    let c = &game().content;
    let (mut s, seat) = with_t01();
    let w = s.table.watchers[0].loc;
    let top = *s.table.watcher_deck.last().unwrap();
    let strength = c.watchers[top as usize].strength;
    attack(c, &mut s, seat as u8, w, strength - 1, false, &mut quiet());
    assert_eq!(s.table.watchers[0].card, Some(top), "revealed and kept (ruling)");
    assert!(!s.table.watchers[0].fallen);
    attack(c, &mut s, seat as u8, w, 1, false, &mut quiet());
    assert!(s.table.watchers[0].fallen);
    let treasure = |s: &super::super::WovenState| {
        s.table.mages[seat].treasure.iter().filter(|t| matches!(t, Trophy::Treasure(_))).count()
    };
    assert!(s.table.mages[seat].treasure.contains(&Trophy::Watcher(top)));
    assert_eq!(treasure(&s), 1);
    s.table.mages[seat].loc = w;
    special_locations(c, &mut s, seat as u8, &mut quiet());
    assert_eq!(treasure(&s), 3);
    assert_eq!(s.table.watchers.len(), 1, "the remains are gone");
}

#[test]
fn watchers_take_the_shortest_path_away_from_the_citadel() {
    // Woven rules (002), "Watchers": shortest path to the target; among equal paths the one
    // furthest from the Citadel.
    let c = &game().content;
    let from = at(4, 1);
    let goal = at(1, 3);
    let step = watcher_step(c, from, goal);
    assert_eq!(c.map.distance(step, goal) + 1, c.map.distance(from, goal));
    let equal: Vec<u8> = c
        .map
        .neighbours(from)
        .iter()
        .copied()
        .filter(|&n| c.map.distance(n, goal) + 1 == c.map.distance(from, goal))
        .collect();
    let far = equal.iter().map(|&n| c.map.distance(n, c.map.citadel)).max().unwrap();
    assert_eq!(c.map.distance(step, c.map.citadel), far);
}

#[test]
fn watchers_hunt_a_mage_who_comes_within_three_until_it_hides_in_a_ruin() {
    // Woven rules (002), "Watchers": moving within 3 is detected; the Watcher follows until
    // the mage is more than 5 from the normal targets or enters a Ruin.
    let c = &game().content;
    let (mut s, seat) = with_t01();
    let me = seat as u8;
    s.table.watchers[0] = Watcher { loc: at(2, 4), target: Target::Point(1), next_point: 1, card: None, fallen: false };
    s.table.mages[seat].loc = at(2, 2);
    mage_moved(c, &mut s, me, &mut quiet());
    assert_eq!(s.table.watchers[0].target, Target::Mage(me));
    watchers_act(c, &mut s, &mut quiet());
    assert_eq!(s.table.watchers[0].loc, at(1, 3), "one step towards the mage, the one further from the Citadel");
    s.table.mages[seat].loc = at(0, 4);
    watchers_act(c, &mut s, &mut quiet());
    assert_eq!(s.table.watchers[0].target, Target::Point(1), "the Ruin hides the mage");
}

#[test]
fn a_watcher_that_catches_its_mage_strikes() {
    // Ruling "Watchers": a hunting Watcher reaching its mage strikes for 1 damage.
    let c = &game().content;
    let (mut s, seat) = with_t01();
    let me = seat as u8;
    s.table.watchers[0] = Watcher { loc: at(2, 2), target: Target::Mage(me), next_point: 0, card: None, fallen: false };
    s.table.mages[seat].loc = at(2, 1);
    let hand = s.table.mages[seat].hand.len();
    watchers_act(c, &mut s, &mut quiet());
    assert_eq!(s.table.mages[seat].hand.len(), hand - 1, "one card knocked from hand");
    assert_eq!(s.table.watchers[0].target, Target::Point(0));
}

#[test]
fn a_detecting_sentry_stops_a_walk() {
    // Woven rules (002), "Sentries": they detect a mage moving next to them (ruling: a
    // detecting Sentry strikes and the move ends).
    let g = game();
    let c = &g.content;
    let (mut s, seat) = with_t01();
    let idx = 0;
    let detecting = c.sentries.iter().position(|x| x.detects && x.strength == 1).unwrap() as u8;
    s.table.sentry_deck.retain(|&k| k != detecting);
    let old = std::mem::replace(&mut s.table.sentries[idx].card, detecting);
    s.table.sentry_deck.push(old);
    let target = s.table.sentries[idx].loc;
    let held = |n: u8| n == c.map.citadel || s.table.sentries.iter().any(|x| x.loc == n);
    let (start, near) = (0..c.map.len() as u8)
        .flat_map(|a| c.map.neighbours(a).iter().map(move |&b| (a, b)))
        .find(|&(a, b)| {
            c.map.adjacent(b, target)
                && s.table.sentries.iter().filter(|x| c.map.adjacent(b, x.loc)).count() == 1
                && !held(b)
                && s.table.sentries.iter().all(|x| c.map.distance(a, x.loc) >= 2)
                && c.map.step_cost(a, b, false).is_some_and(|k| k <= 2)
        })
        .unwrap();
    s.table.mages[seat].loc = start;
    let mut s = scenario(&s);
    g.apply(&mut s, seat, &Action::Mundane { op: super::super::Mundane::Move, cards: vec![3] }).unwrap();
    let hand = s.table.mages[seat].hand.len();
    g.apply(&mut s, seat, &Action::Go { to: near }).unwrap();
    assert!(s.table.sentries[idx].revealed);
    assert_eq!(s.table.mages[seat].hand.len(), hand - 1);
    assert!(!matches!(s.table.pending.last(), Some(Task::Walk { .. })), "the walk is over");
}

#[test]
fn towers_fall_one_at_a_time_then_the_citadel_falls_and_wins() {
    // Ruling "The Citadel and its Towers"; Woven rules (002), "Object of Game": destroying the
    // Citadel wins outright.
    let g = game();
    let c = &g.content;
    let (mut s, seat) = with_t01();
    let me = seat as u8;
    let towers = s.table.towers.len();
    let top = *s.table.towers.last().unwrap();
    attack(c, &mut s, me, c.map.citadel, c.towers[top as usize].strength, false, &mut quiet());
    assert_eq!(s.table.towers.len(), towers - 1);
    assert!(s.table.mages[seat].treasure.contains(&Trophy::Tower(top)));
    assert_eq!(s.table.mages[seat].artifacts.len(), 1, "an Artifact from the rubble");
    s.table.towers.clear();
    attack(c, &mut s, me, c.map.citadel, c.citadel_strength - 1, false, &mut quiet());
    assert!(s.table.citadel_standing);
    attack(c, &mut s, me, c.map.citadel, 1, false, &mut quiet());
    assert_eq!(s.table.phase, Phase::Over);
    let o = g.outcome(&s).unwrap();
    assert_eq!(o.winners, vec![seat]);
}

#[test]
fn shields_ward_and_reflect_soften_blows() {
    // Spell facts: Shield cancels 1 damage per Charge; Deflect/Lamp ward; Reflect halves and
    // returns the full damage. Woven rules (002), "Charges": the last Charge off sends the card
    // to the discard.
    let c = &game().content;
    let (mut s, seat) = with_t01();
    let rival = 1 - seat;
    let shield = c.spells.iter().position(|x| x.name == "Shield").unwrap() as u8;
    s.table.spell_deck.retain(|&k| k != shield);
    s.table.mages[rival].active.push(ActiveSpell { spell: shield, charges: 1 });
    s.table.mages[rival].pool -= 1;
    s.table.mages[rival].loc = at(2, 2);
    let mut s = scenario(&s);
    let hand = s.table.mages[rival].hand.len();
    attack(c, &mut s, seat as u8, at(2, 2), 1, false, &mut quiet());
    assert_eq!(s.table.mages[rival].hand.len(), hand, "the Charge cancels the damage");
    assert!(s.table.mages[rival].active.is_empty());
    assert_eq!(s.table.mages[rival].discard, vec![shield]);
    s.table.mages[rival].ward = 1;
    s.table.attack_totals.clear();
    attack(c, &mut s, seat as u8, at(2, 2), 2, false, &mut quiet());
    assert_eq!(s.table.mages[rival].hand.len(), hand - 1, "2 less a ward of 1");
}

#[test]
fn an_eye_in_a_watchers_location_draws_it() {
    // Woven rules (002), "Watchers": sensitive to magic — an Eye in their location is detected
    // (ruling: when the mage is within 5 of a Watcher target).
    let c = &game().content;
    let (mut s, seat) = with_t01();
    let me = seat as u8;
    s.table.watchers[0] = Watcher { loc: at(2, 3), target: Target::Point(1), next_point: 1, card: None, fallen: false };
    s.table.mages[seat].pool -= 1;
    s.table.mages[seat].eyes.insert(at(2, 3), super::super::state::Eyes { loose: 1, anchored: 0 });
    s.table.mages[seat].loc = at(1, 2);
    let mut s = scenario(&s);
    watchers_act(c, &mut s, &mut quiet());
    assert_eq!(s.table.watchers[0].target, Target::Mage(me));
}
