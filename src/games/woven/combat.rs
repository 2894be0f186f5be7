//! Combat ("Combat", "Attacking a Watcher", "Sentries", the Citadel): attacks hit everything
//! in a location; a turn's attacks at a location add up; damage, defence and Charges.

use super::content::{Content, Sacrifice};
use super::map::{Elevation, Loc, Terrain};
use super::state::{seat_name, Phase, Source, Task, Threat, Trophy, WovenState};
use crate::core::{Log, Rule};

const COMBAT: Rule = Rule::new("woven", "Combat", "");
const ATTACK: Rule = Rule::new("woven", "Combat", "Attack");
const DEFENSE: Rule = Rule::new("woven", "Combat", "Defense");
const WATCHERS: Rule = Rule::new("woven", "Citadel Defense", "Attacking a Watcher");
const SENTRIES: Rule = Rule::new("woven", "Citadel Defense", "Sentries");
const CITADEL: Rule = Rule::new("woven", "Citadel Defense", "The Citadel");
const CHARGES: Rule = Rule::new("woven", "Mana", "Charges");
const REACTIONS: Rule = Rule::new("woven", "Combat", "Reactions");

/// Strength of an unrevealed Watcher when the Watcher deck is empty.
pub const EMPTY_DECK_WATCHER_STRENGTH: u8 = 3;


/// Draws Treasure cards into a mage's pile; an empty Treasure deck starts the last round.
pub fn gain_treasure(s: &mut WovenState, seat: u8, n: u8, log: &mut Log) {
    for _ in 0..n {
        let Some(card) = s.table.treasure_deck.pop() else { break };
        if let Some(m) = s.table.mages.get_mut(seat as usize) {
            m.treasure.push(Trophy::Treasure(card));
        }
        log.say(Rule::new("woven", "Citadel Defense", ""), Some(seat as usize), || {
            format!("{} takes a Treasure card", seat_name(seat))
        });
    }
    if s.table.treasure_deck.is_empty() && !s.table.treasure_ran_out {
        s.table.treasure_ran_out = true;
        log.say(Rule::new("woven", "Scoring", "Game end"), None, || {
            "The Treasure deck is empty: this is the last round".into()
        });
    }
}

/// Removes up to `n` Charges of the given kind; a card losing its last Charge goes to the
/// discard at once ("Charges"). Returns how many were spent.
pub fn spend_charges(c: &Content, s: &mut WovenState, seat: u8, kind: Sacrifice, n: u8) -> u8 {
    let Some(m) = s.table.mages.get_mut(seat as usize) else { return 0 };
    let mut spent = 0;
    for a in m.active.iter_mut() {
        if c.spell(a.spell).and_then(|sp| sp.charged) == Some(kind) {
            while spent < n && a.charges > 0 {
                a.charges -= 1;
                spent += 1;
                m.pool += 1;
            }
        }
    }
    let emptied: Vec<_> = m
        .active
        .iter()
        .filter(|a| a.charges == 0 && c.spell(a.spell).and_then(|sp| sp.charged) == Some(kind))
        .map(|a| a.spell)
        .collect();
    // A charged spell with no Charge left returns to the discard; one never charged stays Active.
    if spent > 0 {
        for spell in emptied {
            if let Some(i) = m.active.iter().position(|a| a.spell == spell && a.charges == 0) {
                m.active.remove(i);
                m.discard.push(spell);
            }
        }
    }
    spent
}

pub fn charges_of(c: &Content, s: &WovenState, seat: u8, kind: Sacrifice) -> u8 {
    s.table.mage(seat).map_or(0, |m| {
        m.active.iter().filter(|a| c.spell(a.spell).and_then(|sp| sp.charged) == Some(kind)).map(|a| a.charges).sum()
    })
}

/// Damage to a mage: Ward, Reflect and Shield first; each point left knocks a random card
/// from the mage's hand to their discard (ruling "Damage to a mage").
pub fn hurt_mage(c: &Content, s: &mut WovenState, victim: u8, damage: u8, attacker: Option<u8>, log: &mut Log) {
    let Some(m) = s.table.mage(victim) else { return };
    let mut damage = damage.saturating_sub(m.ward);
    if damage > 0 && attacker.is_some() && spend_charges(c, s, victim, Sacrifice::HalveAndReflect, 1) == 1 {
        log.say(CHARGES, Some(victim as usize), || format!("{} reflects the blow", seat_name(victim)));
        if let Some(a) = attacker {
            hurt_mage(c, s, a, damage, None, log);
        }
        damage /= 2;
    }
    let cancelled = spend_charges(c, s, victim, Sacrifice::CancelDamage, damage);
    damage -= cancelled;
    if damage == 0 {
        log.say(DEFENSE, Some(victim as usize), || format!("{} takes no damage", seat_name(victim)));
        return;
    }
    for _ in 0..damage {
        let Some(hand_len) = s.table.mage(victim).map(|m| m.hand.len()).filter(|&n| n > 0) else { break };
        let i = s.rng.below(hand_len);
        let m = &mut s.table.mages[victim as usize];
        let card = m.hand.remove(i);
        m.discard.push(card);
    }
    log.say(COMBAT, Some(victim as usize), || {
        format!("{} takes {damage} damage and loses cards from hand", seat_name(victim))
    });
}

/// One of `owner`'s Eyes at `at` is to be removed by rival `by` (an attack when `attacked`).
/// If the owner could answer (ruling "Reactions": Sacrificium or Switch cast from hand when
/// the Eye is attacked, or a Sacrificium or Switch Charge to spend), the loss waits under those
/// questions; otherwise the Eye goes back to its owner's pool at once.
pub fn threaten_eye(c: &Content, s: &mut WovenState, owner: u8, at: Loc, by: u8, attacked: bool, log: &mut Log) {
    if s.table.mage(owner).is_none_or(|m| m.eyes_at(at).total() == 0) {
        return;
    }
    let threat = Threat::EyeLost { by, at, attacked };
    let react = !super::effects::reaction_options(c, &s.table, owner, &threat).is_empty();
    if !react && super::effects::sacrifice_options(c, &s.table, owner, &threat).is_empty() {
        take_eye(s, owner, at);
        return;
    }
    s.table.pending.push(Task::LoseEye { owner, at });
    s.table.pending.push(Task::Sacrifice { seat: owner, threat });
    if react {
        s.table.pending.push(Task::React { victim: owner, threat });
    }
    log.say(REACTIONS, Some(owner as usize), || {
        format!("{} is about to remove {}'s Eye at {}, who may answer", seat_name(by), seat_name(owner), c.map.label(at))
    });
}

/// What an effect came from, as the questions and the log name it.
pub fn source_name(c: &Content, source: Source) -> String {
    match source {
        Source::Spell(k) => c.spell(k).map_or("spell".into(), |sp| sp.name.clone()),
        Source::Artifact(k) => c.artifacts.get(k as usize).map_or("Artifact".into(), |a| a.name.clone()),
        Source::Mundane => "attack".into(),
    }
}

/// Takes one Eye (a loose one first) back into its owner's pool.
pub fn take_eye(s: &mut WovenState, owner: u8, at: Loc) -> bool {
    let Some(m) = s.table.mages.get_mut(owner as usize) else { return false };
    let Some(e) = m.eyes.get_mut(&at) else { return false };
    if e.loose > 0 {
        e.loose -= 1;
    } else if e.anchored > 0 {
        e.anchored -= 1;
    } else {
        return false;
    }
    if e.total() == 0 {
        m.eyes.remove(&at);
    }
    m.pool += 1;
    true
}

/// Spends Boost Charges when they turn a failing total into a win.
fn boosted(c: &Content, s: &mut WovenState, attacker: u8, total: u8, strength: u8) -> u8 {
    if total >= strength {
        return total;
    }
    let need = strength - total;
    if charges_of(c, s, attacker, Sacrifice::BoostAttack) >= need {
        spend_charges(c, s, attacker, Sacrifice::BoostAttack, need);
        return strength;
    }
    total
}

/// An attack of `power` at `at` by `source` ("Combat"). A rival mage there holding a reaction
/// spell it can cast is asked first, in seat order (ruling "Reactions"): the blow is then
/// struck after the answers.
#[allow(clippy::too_many_arguments)]
pub fn attack(
    c: &Content,
    s: &mut WovenState,
    attacker: u8,
    at: Loc,
    power: u8,
    terrain_bonus: bool,
    source: Source,
    log: &mut Log,
) {
    let threat = Threat::Attack { attacker, at, power, source };
    let victims: Vec<u8> = (0..s.table.seats() as u8)
        .filter(|&v| v != attacker && s.table.mages[v as usize].loc == at)
        .filter(|&v| !super::effects::reaction_options(c, &s.table, v, &threat).is_empty())
        .collect();
    if victims.is_empty() {
        strike(c, s, attacker, at, power, terrain_bonus, source, log);
        return;
    }
    s.table.pending.push(Task::Strike { attacker, at, power, terrain_bonus, source });
    for &v in victims.iter().rev() {
        s.table.pending.push(Task::React { victim: v, threat });
        log.say(REACTIONS, Some(v as usize), || {
            format!(
                "{} may react to {}'s {} (attack {power}) at {}",
                seat_name(v),
                seat_name(attacker),
                source_name(c, source),
                c.map.label(at)
            )
        });
    }
}

/// The blow itself: it hits every rival mage and Eye at `at` and every guardian; against
/// guardians this turn's attacks at the location add up.
#[allow(clippy::too_many_arguments)]
pub fn strike(
    c: &Content,
    s: &mut WovenState,
    attacker: u8,
    at: Loc,
    power: u8,
    terrain_bonus: bool,
    _source: Source,
    log: &mut Log,
) {
    let Some(place) = c.map.loc(at) else { return };
    let power = if terrain_bonus && (place.terrain == Terrain::Rough || place.elevation == Elevation::High) {
        power + 1
    } else {
        power
    };
    let t = &mut s.table;
    let total = match t.attack_totals.iter_mut().find(|(l, _)| *l == at) {
        Some(entry) => {
            entry.1 = entry.1.saturating_add(power);
            entry.1
        }
        None => {
            t.attack_totals.push((at, power));
            power
        }
    };
    let label = c.map.label(at);
    log.say(ATTACK, Some(attacker as usize), || {
        format!("{} attacks {label} with {power} (total {total} this turn)", seat_name(attacker))
    });
    for victim in 0..s.table.seats() as u8 {
        if victim != attacker && s.table.mages[victim as usize].loc == at {
            hurt_mage(c, s, victim, power, Some(attacker), log);
        }
    }
    // Each rival Eye here is lost (its owner may answer; the first in seat order is asked first).
    for victim in (0..s.table.seats() as u8).rev().filter(|&v| v != attacker) {
        for _ in 0..s.table.mages[victim as usize].eyes_at(at).total() {
            threaten_eye(c, s, victim, at, attacker, true, log);
        }
    }
    let total = strike_sentries(c, s, attacker, at, total, log);
    let total = strike_watchers(c, s, attacker, at, total, log);
    strike_citadel(c, s, attacker, at, total, log);
}

fn set_total(s: &mut WovenState, at: Loc, total: u8) {
    if let Some(entry) = s.table.attack_totals.iter_mut().find(|(l, _)| *l == at) {
        entry.1 = total;
    }
}

fn strike_sentries(c: &Content, s: &mut WovenState, attacker: u8, at: Loc, mut total: u8, log: &mut Log) -> u8 {
    while let Some(i) = s.table.sentries.iter().position(|x| x.loc == at) {
        let card = s.table.sentries[i].card;
        let Some(info) = c.sentries.get(card as usize) else { break };
        s.table.sentries[i].revealed = true;
        total = boosted(c, s, attacker, total, info.strength);
        set_total(s, at, total);
        if total < info.strength {
            log.say(SENTRIES, Some(attacker as usize), || {
                format!("The Sentry (strength {}) withstands the attack", info.strength)
            });
            break;
        }
        s.table.mages[attacker as usize].treasure.push(Trophy::Sentry(card));
        log.say(SENTRIES, Some(attacker as usize), || format!("{} defeats a Sentry", seat_name(attacker)));
        if info.respawns {
            if let Some(next) = s.table.sentry_deck.pop() {
                s.table.sentries[i].card = next;
                s.table.sentries[i].revealed = false;
                gain_treasure(s, attacker, 1, log);
                log.say(SENTRIES, None, || "Another Sentry takes its post".into());
                break;
            }
        }
        s.table.sentries.remove(i);
        gain_treasure(s, attacker, 1, log);
    }
    total
}

fn strike_watchers(c: &Content, s: &mut WovenState, attacker: u8, at: Loc, mut total: u8, log: &mut Log) -> u8 {
    for i in 0..s.table.watchers.len() {
        let w = &s.table.watchers[i];
        if w.loc != at || w.fallen {
            continue;
        }
        if w.card.is_none() {
            let drawn = s.table.watcher_deck.pop();
            s.table.watchers[i].card = drawn;
        }
        let card = s.table.watchers[i].card;
        let strength =
            card.and_then(|k| c.watchers.get(k as usize)).map_or(EMPTY_DECK_WATCHER_STRENGTH, |w| w.strength);
        total = boosted(c, s, attacker, total, strength);
        set_total(s, at, total);
        if total < strength {
            log.say(WATCHERS, Some(attacker as usize), || {
                format!("The Watcher (strength {strength}) withstands the attack")
            });
            continue;
        }
        s.table.watchers[i].fallen = true;
        if let Some(k) = card {
            s.table.mages[attacker as usize].treasure.push(Trophy::Watcher(k));
        }
        log.say(WATCHERS, Some(attacker as usize), || format!("{} brings down a Watcher", seat_name(attacker)));
        gain_treasure(s, attacker, 1, log);
    }
    total
}

/// The Citadel (ruling "The Citadel and its Towers"): its standing Towers fall one at a time,
/// each to a turn's total at least its strength (the total then starts again); with no Tower
/// left, a total of the Citadel's strength destroys it and wins the game.
fn strike_citadel(c: &Content, s: &mut WovenState, attacker: u8, at: Loc, total: u8, log: &mut Log) {
    if at != c.map.citadel || !s.table.citadel_standing {
        return;
    }
    if let Some(&top) = s.table.towers.last() {
        let Some(tower) = c.towers.get(top as usize) else { return };
        let total = boosted(c, s, attacker, total, tower.strength);
        if total < tower.strength {
            set_total(s, at, total);
            log.say(CITADEL, Some(attacker as usize), || format!("{} (strength {}) holds", tower.name, tower.strength));
            return;
        }
        s.table.towers.pop();
        set_total(s, at, 0);
        s.table.mages[attacker as usize].treasure.push(Trophy::Tower(top));
        log.say(CITADEL, Some(attacker as usize), || format!("{} topples the {}", seat_name(attacker), tower.name));
        if let Some(a) = s.table.artifact_deck.pop() {
            s.table.mages[attacker as usize].artifacts.push(super::state::HeldArtifact { artifact: a, used: false });
            log.say(CITADEL, Some(attacker as usize), || format!("{} finds an Artifact in the rubble", seat_name(attacker)));
        }
        return;
    }
    let total = boosted(c, s, attacker, total, c.citadel_strength);
    set_total(s, at, total);
    if total >= c.citadel_strength {
        s.table.citadel_standing = false;
        s.table.citadel_destroyed_by = Some(attacker);
        s.table.phase = Phase::Over;
        s.table.pending.clear();
        log.say(CITADEL, Some(attacker as usize), || format!("{} destroys the Citadel and wins!", seat_name(attacker)));
    } else {
        log.say(CITADEL, Some(attacker as usize), || format!("The Citadel (strength {}) holds", c.citadel_strength));
    }
}
