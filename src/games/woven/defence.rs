//! The Citadel's defence ("Citadel Defense") and the special locations: Sentries strike mages
//! who walk up to them, Watchers patrol between their targets and hunt the mages they detect,
//! and at the end of a turn Ruins and a fallen Watcher's remains give Treasure.

use super::combat::{gain_treasure, hurt_mage};
use super::content::{Content, TargetOrder};
use super::map::Loc;
use super::state::{seat_name, Target, WovenState};
use crate::core::{Log, Rule};

const WATCHERS: Rule = Rule::new("woven", "Citadel Defense", "Watchers");
const SENTRIES: Rule = Rule::new("woven", "Citadel Defense", "Sentries");
const SPECIAL: Rule = Rule::new("woven", "Each turn", "Special Locations");

/// A mage moving into a space within this many of a Watcher is detected.
pub const WATCHER_SIGHT: u8 = 3;
/// A hunted mage further than this from every normal target is lost.
pub const WATCHER_LEASH: u8 = 5;
/// Damage a Watcher does when it catches the mage it hunts.
pub const WATCHER_STRIKE: u8 = 1;


fn within_leash(c: &Content, at: Loc) -> bool {
    c.map.watcher_targets.iter().any(|&t| c.map.distance(at, t) <= WATCHER_LEASH)
}

/// After each step or jump of a mage: entering a Ruin ends every hunt for it, Watchers within
/// sight turn to hunt it if it moves on its own turn, and every Sentry next to it strikes with
/// its strength. Returns true when a Sentry stopped the move.
pub fn mage_moved(c: &Content, s: &mut WovenState, seat: u8, log: &mut Log) -> bool {
    let Some(at) = s.table.mage(seat).map(|m| m.loc) else { return false };
    let in_ruin = c.map.loc(at).is_some_and(|l| l.ruin);
    if in_ruin {
        enter_ruin(c, s, seat, log);
    }
    // "Watchers detect if you move (on your turn) into a space within 3": every standing Watcher,
    // whatever its card's Detect field (which may add to the rule, never take from it), and only
    // the move of the mage whose turn it is (a Dodge in a rival's turn is not seen).
    let own_turn = seat == s.table.turn;
    for i in 0..s.table.watchers.len() {
        let w = &s.table.watchers[i];
        if !w.fallen
            && own_turn
            && !in_ruin
            && c.map.distance(w.loc, at) <= WATCHER_SIGHT
            && within_leash(c, at)
        {
            if w.target != Target::Mage(seat) {
                log.say(WATCHERS, Some(seat as usize), || format!("{} detects {} and gives chase", watcher_name(c, s, i), seat_name(seat)));
            }
            s.table.watchers[i].target = Target::Mage(seat);
        }
    }
    let mut stopped = false;
    for i in 0..s.table.sentries.len() {
        let sentry = &s.table.sentries[i];
        // "Sentries detect if you move into adjacent space": every Sentry, whatever its card's
        // Detect field (which may add to the rule, never take from it).
        let Some(card) = c.sentries.get(sentry.card as usize) else { continue };
        if !c.map.adjacent(sentry.loc, at) {
            continue;
        }
        s.table.sentries[i].revealed = true;
        log.say(SENTRIES, Some(seat as usize), || {
            format!("A Sentry spots {} and strikes ({})", seat_name(seat), card.strength)
        });
        hurt_mage(c, s, seat, card.strength, None, log);
        stopped = true;
    }
    stopped
}

/// "The target will follow you until: ... You enter a Ruin" (Citadel Defense, Watchers): each
/// Watcher hunting the mage lets go at once, at the step that enters the Ruin, even when the
/// move goes on and out again; it returns to its normal target.
fn enter_ruin(c: &Content, s: &mut WovenState, seat: u8, log: &mut Log) {
    for i in 0..s.table.watchers.len() {
        if s.table.watchers[i].target != Target::Mage(seat) {
            continue;
        }
        let w = &mut s.table.watchers[i];
        w.target = Target::Point(w.next_point);
        log.say(WATCHERS, Some(seat as usize), || {
            format!("{} enters a Ruin: {} loses track of them", seat_name(seat), watcher_name(c, s, i))
        });
    }
}

/// The next normal target after `point` for a Watcher card's order.
fn next_point(c: &Content, card: Option<u8>, point: u8) -> u8 {
    let k = c.map.watcher_targets.len() as u8;
    let order = card.and_then(|x| c.watchers.get(x as usize)).map_or(TargetOrder::Next, |w| w.order);
    match order {
        TargetOrder::Next => (point + 1) % k,
        TargetOrder::Reverse => (point + k - 1) % k,
        // Skipping one target: with only two targets this is the same as the next one.
        TargetOrder::Skip if k > 2 => (point + 2) % k,
        TargetOrder::Skip => (point + 1) % k,
    }
}

/// One step along a shortest path to `goal`; among equal steps the one furthest from the
/// Citadel, then the lowest location.
pub fn watcher_step(c: &Content, from: Loc, goal: Loc) -> Loc {
    let d = c.map.distance(from, goal);
    if d == 0 {
        return from;
    }
    c.map
        .neighbours(from)
        .iter()
        .copied()
        .filter(|&n| c.map.distance(n, goal) < d)
        .max_by_key(|&n| (c.map.distance(n, c.map.citadel), std::cmp::Reverse(n)))
        .unwrap_or(from)
}

/// The Watchers act at the end of each round: an Eye in a Watcher's location draws it to that
/// Eye's mage (if the mage is within reach of a target; the first such mage in seat order),
/// hunted mages who got away or hid in a Ruin are let go, then each Watcher moves its pursuit
/// in spaces, striking a hunted mage it reaches.
pub fn watchers_act(c: &Content, s: &mut WovenState, log: &mut Log) {
    for i in 0..s.table.watchers.len() {
        if s.table.watchers[i].fallen {
            continue;
        }
        let w_loc = s.table.watchers[i].loc;
        let mut returning = false;
        let sensed = (0..s.table.seats() as u8).find(|&m| {
            let mage = &s.table.mages[m as usize];
            mage.eyes_at(w_loc).total() > 0 && within_leash(c, mage.loc)
        });
        if let Some(seat) = sensed {
            if s.table.watchers[i].target != Target::Mage(seat) {
                s.table.watchers[i].target = Target::Mage(seat);
                log.say(WATCHERS, Some(seat as usize), || format!("{} senses {}'s Eye and turns on them", watcher_name(c, s, i), seat_name(seat)));
            }
        }
        if let Target::Mage(m) = s.table.watchers[i].target {
            let at = s.table.mage(m).map_or(w_loc, |x| x.loc);
            if c.map.loc(at).is_some_and(|l| l.ruin) || !within_leash(c, at) {
                let w = &mut s.table.watchers[i];
                w.target = Target::Point(w.next_point);
                returning = true;
                log.say(WATCHERS, Some(m as usize), || format!("{} loses track of {}", watcher_name(c, s, i), seat_name(m)));
            }
        }
        let card = s.table.watchers[i].card;
        let pursuit = card.and_then(|k| c.watchers.get(k as usize)).map_or(1, |w| w.pursuit);
        for _ in 0..pursuit {
            let w = &s.table.watchers[i];
            let goal = match w.target {
                Target::Point(p) => c.map.watcher_targets.get(p as usize).copied().unwrap_or(w.loc),
                Target::Mage(m) => s.table.mage(m).map_or(w.loc, |x| x.loc),
            };
            let (from, target) = (w.loc, w.target);
            let next = watcher_step(c, from, goal);
            s.table.watchers[i].loc = next;
            if next != from {
                log_step(c, s, i, target, returning, from, next, log);
            }
            match s.table.watchers[i].target {
                Target::Mage(m) if next == goal => {
                    log.say(WATCHERS, Some(m as usize), || format!("{} catches {} and strikes", watcher_name(c, s, i), seat_name(m)));
                    hurt_mage(c, s, m, WATCHER_STRIKE, None, log);
                    let w = &mut s.table.watchers[i];
                    w.target = Target::Point(w.next_point);
                    break;
                }
                Target::Point(p) if next == goal => {
                    let np = next_point(c, card, p);
                    let w = &mut s.table.watchers[i];
                    w.next_point = np;
                    w.target = Target::Point(np);
                }
                _ => {}
            }
        }
    }
}

/// How the board and the log name a Watcher: its number (in the order the Watchers stand on
/// the table) and, once its card is revealed, the card's name.
pub fn watcher_name(c: &Content, s: &WovenState, i: usize) -> String {
    let card = s.table.watchers.get(i).and_then(|w| w.card).and_then(|k| c.watchers.get(k as usize));
    match card {
        Some(card) => format!("Watcher {} ({})", i + 1, card.name),
        None => format!("Watcher {}", i + 1),
    }
}

/// One step of a Watcher, as an event naming it, where it came from and went, and why
/// ("Citadel Defense", "Watchers": the shortest way to its target, or to the mage it hunts).
#[allow(clippy::too_many_arguments)]
fn log_step(
    c: &Content,
    s: &WovenState,
    i: usize,
    target: Target,
    returning: bool,
    from: Loc,
    to: Loc,
    log: &mut Log,
) {
    let way = || format!("it moves from {} to {}", c.map.label(from), c.map.label(to));
    match target {
        Target::Mage(m) => log.say(WATCHERS, Some(m as usize), || {
            format!("{} hunts {}: {}, the shortest way to the mage", watcher_name(c, s, i), seat_name(m), way())
        }),
        Target::Point(p) => log.say(WATCHERS, None, || {
            let goal = c.map.watcher_targets.get(p as usize).map_or("?".into(), |&g| c.map.label(g));
            let how = if returning { "returns to its patrol" } else { "patrols" };
            format!("{} {how}: {}, the shortest way to its target at {goal}", watcher_name(c, s, i), way())
        }),
    }
}

/// Special locations after the actions ("Each turn"): a Ruin the mage has not explored yet
/// gives 1 Treasure; a fallen Watcher's remains here are ransacked for 2.
pub fn special_locations(c: &Content, s: &mut WovenState, seat: u8, log: &mut Log) {
    let Some(at) = s.table.mage(seat).map(|m| m.loc) else { return };
    if c.map.loc(at).is_some_and(|l| l.ruin) && !s.table.mages[seat as usize].explored.contains(&at) {
        s.table.mages[seat as usize].explored.push(at);
        log.say(SPECIAL, Some(seat as usize), || format!("{} explores the Ruin", seat_name(seat)));
        gain_treasure(s, seat, 1, log);
    }
    while let Some(i) = s.table.watchers.iter().position(|w| w.fallen && w.loc == at) {
        s.table.watchers.remove(i);
        log.say(SPECIAL, Some(seat as usize), || format!("{} ransacks the Watcher's remains", seat_name(seat)));
        gain_treasure(s, seat, 2, log);
    }
}
