//! Combat and the Citadel's defence: attack totals, Sentries, Watchers, Towers, the Citadel,
//! damage and defence.

use super::super::combat::attack;
use super::super::defence::{mage_moved, special_locations, watcher_step, watchers_act};
use super::super::state::{ActiveSpell, Phase, Source, Target, Trophy, Watcher};
use super::super::{Action, Task};
use super::support::{deal_sentry, game, scenario, spell_id};
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
    deal_sentry(&mut s, 0, strong);
    let mut s = scenario(&s);
    let me = seat as u8;
    attack(c, &mut s, me, sentry, 1, false, Source::Mundane, &mut quiet());
    assert_eq!(s.table.sentries.len(), 6, "1 is not enough for strength 2");
    assert!(s.table.sentries[0].revealed);
    attack(c, &mut s, me, sentry, 1, false, Source::Mundane, &mut quiet());
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
    attack(&g.content, &mut s, seat as u8, sentry, 1, false, Source::Mundane, &mut quiet());
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
    attack(c, &mut s, seat as u8, w, strength - 1, false, Source::Mundane, &mut quiet());
    assert_eq!(s.table.watchers[0].card, Some(top), "revealed and kept (ruling)");
    assert!(!s.table.watchers[0].fallen);
    attack(c, &mut s, seat as u8, w, 1, false, Source::Mundane, &mut quiet());
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
fn every_sentry_stops_a_walk_next_to_it() {
    // Woven rules (002_a1e1b91dea10bbe1.txt), "Citadel Defense", "Sentries": "Sentries detect if
    // you move into adjacent space" — every Sentry, even one whose card says Detect: no (ruling:
    // the Sentry strikes and the move ends).
    let g = game();
    let c = &g.content;
    let (mut s, seat) = with_t01();
    let idx = 0;
    let detecting = c.sentries.iter().position(|x| !x.detects && x.strength == 1).unwrap() as u8;
    deal_sentry(&mut s, idx, detecting);
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
    attack(c, &mut s, me, c.map.citadel, c.towers[top as usize].strength, false, Source::Mundane, &mut quiet());
    assert_eq!(s.table.towers.len(), towers - 1);
    assert!(s.table.mages[seat].treasure.contains(&Trophy::Tower(top)));
    assert_eq!(s.table.mages[seat].artifacts.len(), 1, "an Artifact from the rubble");
    s.table.towers.clear();
    attack(c, &mut s, me, c.map.citadel, c.citadel_strength - 1, false, Source::Mundane, &mut quiet());
    assert!(s.table.citadel_standing);
    attack(c, &mut s, me, c.map.citadel, 1, false, Source::Mundane, &mut quiet());
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
    let shield = spell_id("Shield");
    s.table.spell_deck.retain(|&k| k != shield);
    s.table.mages[rival].active.push(ActiveSpell { spell: shield, charges: 1 });
    s.table.mages[rival].pool -= 1;
    s.table.mages[rival].loc = at(2, 2);
    let mut s = scenario(&s);
    let hand = s.table.mages[rival].hand.len();
    attack(c, &mut s, seat as u8, at(2, 2), 1, false, Source::Mundane, &mut quiet());
    assert_eq!(s.table.mages[rival].hand.len(), hand, "the Charge cancels the damage");
    assert!(s.table.mages[rival].active.is_empty());
    assert_eq!(s.table.mages[rival].discard, vec![shield]);
    s.table.mages[rival].ward = 1;
    s.table.attack_totals.clear();
    attack(c, &mut s, seat as u8, at(2, 2), 2, false, Source::Mundane, &mut quiet());
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

/// A rival standing at (2,2) with Dodge and Deflect in hand and the t01 tapestry (A and E
/// symbols), attacked by the active mage.
fn rival_with_reactions() -> (super::super::WovenState, usize, usize) {
    let c = &game().content;
    let (mut s, seat) = with_t01();
    let rival = 1 - seat;
    for name in ["Dodge", "Deflect"] {
        let k = spell_id(name);
        s.table.spell_deck.retain(|&x| x != k);
        s.table.mages[rival].hand.push(k);
    }
    s.table.mages[rival].tapestry = super::super::tapestry::Tapestry::start(&c.tapestry[0].faces[0]);
    s.table.mages[rival].loc = at(2, 2);
    (scenario(&s), seat, rival)
}

#[test]
fn an_attacked_mage_may_react_before_the_blow() {
    // Woven rules (002), "Combat", "Defense" and the spells' "Reaction:" — ruling "Reactions":
    // a mage attacked by a rival may cast a reaction spell first (pattern and mana as usual).
    let g = game();
    let c = &g.content;
    let (mut s, seat, rival) = rival_with_reactions();
    attack(c, &mut s, seat as u8, at(2, 2), 2, false, Source::Mundane, &mut quiet());
    assert_eq!(g.active_seats(&s), vec![rival], "the victim answers now");
    assert!(g.legal_actions(&s, seat).is_empty());
    let deflect = spell_id("Deflect");
    let cast = g
        .legal_actions(&s, rival)
        .into_iter()
        .find(|a| matches!(a, Action::Cast { spell, .. } if *spell == deflect))
        .unwrap();
    let hand = s.table.mages[rival].hand.len();
    g.apply(&mut s, rival, &cast).unwrap();
    assert_eq!(g.active_seats(&s), vec![seat], "the blow fell; back to the attacker");
    assert_eq!(s.table.mages[rival].hand.len(), hand - 1 - 1, "Deflect played, then 2 - 1 damage knocks one card");
    assert_eq!(s.table.mages[rival].ward, 1);
}

#[test]
fn dodging_leaves_the_blow_behind() {
    // Spell fact: Dodge — "when attacked, cast to move into any valid adjacent location".
    let g = game();
    let c = &g.content;
    let (mut s, seat, rival) = rival_with_reactions();
    attack(c, &mut s, seat as u8, at(2, 2), 2, false, Source::Mundane, &mut quiet());
    let dodge = spell_id("Dodge");
    let cast = g
        .legal_actions(&s, rival)
        .into_iter()
        .find(|a| matches!(a, Action::Cast { spell, .. } if *spell == dodge))
        .unwrap();
    g.apply(&mut s, rival, &cast).unwrap();
    assert_eq!(g.active_seats(&s), vec![rival]);
    let hand = s.table.mages[rival].hand.len();
    g.apply(&mut s, rival, &Action::Go { to: at(1, 2) }).unwrap();
    assert_eq!(s.table.mages[rival].loc, at(1, 2));
    assert_eq!(s.table.mages[rival].hand.len(), hand, "not there when the blow fell");
    assert_eq!(g.active_seats(&s), vec![seat]);
}

#[test]
fn declining_to_react_takes_the_blow() {
    let g = game();
    let (mut s, seat, rival) = rival_with_reactions();
    attack(&g.content, &mut s, seat as u8, at(2, 2), 1, false, Source::Mundane, &mut quiet());
    let hand = s.table.mages[rival].hand.len();
    g.apply(&mut s, rival, &Action::Stop).unwrap();
    assert_eq!(s.table.mages[rival].hand.len(), hand - 1);
    assert_eq!(g.active_seats(&s), vec![seat]);
}

#[test]
fn every_step_of_a_watcher_is_an_event_with_where_from_and_to() {
    // rules/woven.md, "Citadel Defense", "Watchers": Watchers walk the shortest way to their
    // target, or to the mage they hunt. Each step is an event naming the Watcher, from and to,
    // citing that rule, and each is a step of the Citadel's turn on the board.
    let g = game();
    let c = &g.content;
    let (mut s, seat) = with_t01();
    let me = seat as u8;
    let patrol_from = at(6, 1);
    s.table.watchers[0] = Watcher { loc: at(2, 4), target: Target::Mage(me), next_point: 1, card: None, fallen: false };
    s.table.watchers[1] =
        Watcher { loc: patrol_from, target: Target::Point(0), next_point: 0, card: None, fallen: false };
    s.table.mages[seat].loc = at(2, 1);
    let mut log = Log::new(false);
    watchers_act(c, &mut s, &mut log);
    let moves: Vec<&crate::core::Event> = log
        .events
        .iter()
        .filter(|e| e.rule == crate::core::Rule::new("woven", "Citadel Defense", "Watchers") && e.text.contains(" moves from "))
        .collect();
    assert_eq!(moves.len(), 2, "one step each: {:?}", log.events);
    let hunt_to = s.table.watchers[0].loc;
    let expect_hunt = format!("Watcher 1 hunts {}: it moves from C5 to {}", super::super::state::seat_name(seat as u8), c.map.label(hunt_to));
    assert!(moves[0].text.starts_with(&expect_hunt), "{}", moves[0].text);
    assert_eq!(moves[0].seat, Some(seat));
    let patrol_to = s.table.watchers[1].loc;
    assert_eq!(c.map.distance(patrol_from, patrol_to), 1);
    let expect_patrol = format!("Watcher 2 patrols: it moves from G2 to {}", c.map.label(patrol_to));
    assert!(moves[1].text.starts_with(&expect_patrol), "{}", moves[1].text);
    assert!(moves[1].text.ends_with("its target at C5"), "{}", moves[1].text);
    let steps = g.citadel_steps(&log.events);
    assert!(moves.iter().all(|m| steps.iter().any(|step| step[0] == **m)), "each move is a step of the Citadel's turn");
}

#[test]
fn a_watcher_that_loses_its_mage_is_seen_returning() {
    // rules/woven.md, "Citadel Defense", "Watchers": it lets go of a mage in a Ruin and walks
    // back towards its normal target; the step says so.
    let c = &game().content;
    let (mut s, seat) = with_t01();
    let me = seat as u8;
    s.table.watchers[0] = Watcher { loc: at(2, 2), target: Target::Mage(me), next_point: 1, card: None, fallen: false };
    s.table.mages[seat].loc = at(0, 4);
    let mut log = Log::new(false);
    watchers_act(c, &mut s, &mut log);
    let texts: Vec<&str> = log.events.iter().map(|e| e.text.as_str()).collect();
    assert!(texts.iter().any(|t| t.starts_with("Watcher 1 loses track of")), "{texts:?}");
    let to = c.map.label(s.table.watchers[0].loc);
    assert!(
        texts.iter().any(|t| t.starts_with(&format!("Watcher 1 returns to its patrol: it moves from C3 to {to}"))),
        "{texts:?}"
    );
}

#[test]
fn entering_a_ruin_ends_the_hunt_at_once_even_passing_through() {
    // Woven rules (002_a1e1b91dea10bbe1.txt), "Citadel Defense", "Watchers": "the target will
    // follow you until: ... You enter a Ruin". The hunt ends at the step that enters the Ruin,
    // even when the walk goes on and out again (no longer only when the Watchers next act).
    let g = game();
    let c = &g.content;
    let (mut s, seat) = with_t01();
    let me = seat as u8;
    let ruin = at(0, 4);
    assert!(c.map.loc(ruin).is_some_and(|l| l.ruin));
    let (before, after) = (at(1, 4), at(0, 5));
    assert!(c.map.adjacent(before, ruin) && c.map.adjacent(ruin, after));
    s.table.watchers[0] = Watcher { loc: at(8, 4), target: Target::Mage(me), next_point: 1, card: None, fallen: false };
    s.table.watchers[1].loc = at(12, 8);
    s.table.mages[seat].loc = before;
    s.table.pending.push(Task::Walk { mp: 8 });
    let events = g.apply(&mut s, seat, &Action::Go { to: ruin }).unwrap();
    assert_eq!(s.table.watchers[0].target, Target::Point(1), "let go at the step into the Ruin");
    assert!(events.iter().any(|e| e.text.contains("loses track") && e.rule.topic == "Watchers"), "{events:?}");
    g.apply(&mut s, seat, &Action::Go { to: after }).unwrap();
    assert_eq!(s.table.mages[seat].loc, after);
    assert_eq!(s.table.watchers[0].target, Target::Point(1), "walking out again does not bring it back");
}

#[test]
fn every_watcher_detects_a_move_within_three_whatever_its_card() {
    // Woven rules (002_a1e1b91dea10bbe1.txt), "Citadel Defense", "Watchers": "Watchers detect if
    // you move (on your turn) into a space within 3" — every Watcher, even one whose revealed card
    // says Detect: no (until rules version 3 such a Watcher never detected).
    let c = &game().content;
    let (mut s, seat) = with_t01();
    let me = seat as u8;
    let blind = c.watchers.iter().position(|w| !w.detects).unwrap() as u8;
    s.table.watchers[0] =
        Watcher { loc: at(2, 4), target: Target::Point(1), next_point: 1, card: Some(blind), fallen: false };
    s.table.mages[seat].loc = at(2, 2);
    mage_moved(c, &mut s, me, &mut quiet());
    assert_eq!(s.table.watchers[0].target, Target::Mage(me));
    let (watched, _) = game().detection_ranges(&s.table);
    assert!(watched.contains(&at(2, 2)), "the board's overlay shows its sight too");
}

#[test]
fn watchers_detect_only_a_move_on_the_movers_own_turn() {
    // Woven rules (002_a1e1b91dea10bbe1.txt), "Citadel Defense", "Watchers": "Watchers detect if
    // you move (on your turn) into a space within 3". A Dodge in a rival's turn steps within 3
    // of a Watcher unseen (until rules version 3 the Watcher gave chase); the same step on the
    // mage's own turn is seen.
    let g = game();
    let c = &g.content;
    let (mut s, seat, rival) = rival_with_reactions();
    s.table.watchers[0] = Watcher { loc: at(2, 4), target: Target::Point(1), next_point: 1, card: None, fallen: false };
    attack(c, &mut s, seat as u8, at(2, 2), 2, false, Source::Mundane, &mut quiet());
    let dodge = spell_id("Dodge");
    let cast = g
        .legal_actions(&s, rival)
        .into_iter()
        .find(|a| matches!(a, Action::Cast { spell, .. } if *spell == dodge))
        .unwrap();
    g.apply(&mut s, rival, &cast).unwrap();
    g.apply(&mut s, rival, &Action::Go { to: at(1, 2) }).unwrap();
    assert!(c.map.distance(at(2, 4), at(1, 2)) <= 3);
    assert_eq!(s.table.watchers[0].target, Target::Point(1), "not seen in a rival's turn");
    s.table.turn = rival as u8;
    mage_moved(c, &mut s, rival as u8, &mut quiet());
    assert_eq!(s.table.watchers[0].target, Target::Mage(rival as u8), "seen on its own turn");
}
