//! "Combat": attack declaration, block declaration and combat resolution (ranged damage first,
//! damage divided among opposing creatures in declaration order, exactly what kills each,
//! Unstoppable overflow, simultaneous deaths). Instant windows around it are in casting.rs.

use super::content::{Content, Keyword};
use super::effects::{check_deaths, damage_creature, damage_hero, freeze};
use super::state::{
    current, remaining_hp, rule, AttackDecl, AttackTarget, BlockDecl, Iid, Phase, Row, SpellweaverState,
};
use super::refusals::Fault;
use crate::core::Log;

/// "Attack Declaration": may `attacker` (of the active player) attack `target` now?
pub fn can_attack(c: &Content, s: &SpellweaverState, attacker: Iid, target: AttackTarget) -> bool {
    attack_fault(c, s, attacker, target).is_ok()
}

/// The conditions of `can_attack`, with the first that fails.
pub fn attack_fault(c: &Content, s: &SpellweaverState, attacker: Iid, target: AttackTarget) -> Result<(), Fault> {
    let t = &s.table;
    let a = t.creature(attacker).ok_or(Fault::NotInPlay)?;
    if a.owner != t.active {
        return Err(Fault::NotYours);
    }
    let cur = current(c, t, a);
    // Prohibitions beat permissions ("Conflicting Rules").
    if cur.cannot_attack {
        return Err(Fault::CannotAttack);
    }
    let earlier: Vec<&AttackDecl> = t.attacks.iter().filter(|d| d.attacker == attacker).collect();
    if earlier.is_empty() {
        if a.exhausted {
            return Err(Fault::Exhausted);
        }
    } else if !cur.has(Keyword::Rampage) {
        return Err(Fault::AlreadyAttacking);
    } else {
        // Ruling "Rampage": more creature targets, never the hero besides creatures, each once.
        let more_ok = matches!(target, AttackTarget::Creature(_))
            && earlier.iter().all(|d| d.target != target && d.target != AttackTarget::Hero);
        if !more_ok {
            return Err(Fault::RampageTargets);
        }
    }
    let flying = cur.has(Keyword::Flying);
    if a.row != Row::Combat && !flying {
        return Err(Fault::NotInCombatRow);
    }
    if a.arrived >= t.turn && !cur.has(Keyword::Swift) {
        return Err(Fault::ArrivedThisTurn);
    }
    match target {
        AttackTarget::Hero if cur.speed >= 1 => Ok(()),
        AttackTarget::Hero => Err(Fault::SpeedZero),
        AttackTarget::Creature(id) => {
            let d = t.creature(id).ok_or(Fault::TargetNotInPlay)?;
            if d.owner == a.owner {
                return Err(Fault::OwnCreature);
            }
            let dcur = current(c, t, d);
            if d.row != Row::Combat && !cur.has(Keyword::Reach) {
                return Err(Fault::NeedsReach);
            }
            if d.row != Row::Combat && flying && dcur.has(Keyword::Flying) {
                return Err(Fault::FlyerAgainstFlyer);
            }
            if cur.speed < dcur.speed {
                return Err(Fault::Slower);
            }
            Ok(())
        }
    }
}

/// Declares an attack; the attacker is exhausted. Shock (ruling): 1 damage to the defending hero.
pub fn declare_attack(c: &Content, s: &mut SpellweaverState, log: &mut Log, attacker: Iid, target: AttackTarget) {
    let first = !s.table.attacks.iter().any(|d| d.attacker == attacker);
    s.table.attacks.push(AttackDecl { attacker, target });
    let defender = s.table.defender();
    let shock = s.table.creature(attacker).is_some_and(|a| current(c, &s.table, a).has(Keyword::Shock));
    if let Some(a) = s.table.creature_mut(attacker) {
        a.exhausted = true;
    }
    log.say(rule("Combat", "Attack Declaration"), Some(s.table.active as usize), || {
        let what = match target {
            AttackTarget::Hero => "the enemy hero".to_string(),
            AttackTarget::Creature(id) => c.name(s.def(id)).to_string(),
        };
        format!("{} attacks {what}", c.name(s.def(attacker)))
    });
    if first && shock {
        damage_hero(s, defender, 1);
        log.say(rule("Combat", "Attack Declaration"), Some(defender as usize), || {
            format!("Shock: {} deals 1 damage to Player {}", c.name(s.def(attacker)), defender + 1)
        });
    }
}

/// "Block Declaration": may `blocker` (of the defending player) block `attacker`?
pub fn can_block(c: &Content, s: &SpellweaverState, blocker: Iid, attacker: Iid) -> bool {
    block_fault(c, s, blocker, attacker).is_ok()
}

/// The conditions of `can_block`, with the first that fails.
pub fn block_fault(c: &Content, s: &SpellweaverState, blocker: Iid, attacker: Iid) -> Result<(), Fault> {
    let t = &s.table;
    let b = t.creature(blocker).ok_or(Fault::NotInPlay)?;
    if b.owner != t.defender() {
        return Err(Fault::NotYours);
    }
    let a = t.creature(attacker).ok_or(Fault::TargetNotInPlay)?;
    if !t.attacks.iter().any(|d| d.attacker == attacker) {
        return Err(Fault::NotAttacking);
    }
    let bcur = current(c, t, b);
    if bcur.cannot_block {
        return Err(Fault::CannotBlock);
    }
    if t.blocks.iter().any(|d| d.blocker == blocker) {
        return Err(Fault::AlreadyBlocking);
    }
    if b.exhausted {
        return Err(Fault::Exhausted);
    }
    if t.attacks.iter().any(|d| d.target == AttackTarget::Creature(blocker)) {
        return Err(Fault::IsAttacked);
    }
    if b.row != Row::Combat && !bcur.has(Keyword::Flying) {
        return Err(Fault::NotInCombatRow);
    }
    if bcur.speed < current(c, t, a).speed {
        return Err(Fault::Slower);
    }
    Ok(())
}

pub fn declare_block(c: &Content, s: &mut SpellweaverState, log: &mut Log, blocker: Iid, attacker: Iid) {
    s.table.blocks.push(BlockDecl { blocker, attacker });
    log.say(rule("Combat", "Block Declaration"), Some(s.table.defender() as usize), || {
        format!("{} blocks {}", c.name(s.def(blocker)), c.name(s.def(attacker)))
    });
}

/// Who a creature deals its damage to, in order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Opp {
    Creature(Iid),
    Hero(u8),
}

#[derive(Clone, Debug)]
struct Fighter {
    id: Iid,
    opps: Vec<Opp>,
    /// Attacking and Unstoppable: leftover damage goes to the defending hero.
    overflow: bool,
}

/// The combats as declared: each attacker against its blockers (if blocked) or its targets,
/// each blocker against its attacker, each attacked creature against its attackers in order.
fn fighters(c: &Content, s: &SpellweaverState) -> Vec<Fighter> {
    let t = &s.table;
    let defender = t.defender();
    let mut out: Vec<Fighter> = Vec::new();
    let mut attackers: Vec<Iid> = Vec::new();
    for d in &t.attacks {
        if !attackers.contains(&d.attacker) {
            attackers.push(d.attacker);
        }
    }
    let mut defended: Vec<(Iid, Vec<Opp>)> = Vec::new();
    for &a in &attackers {
        let Some(cr) = t.creature(a) else { continue };
        let blocks: Vec<&BlockDecl> = t.blocks.iter().filter(|b| b.attacker == a).collect();
        let unstoppable = current(c, t, cr).has(Keyword::Unstoppable);
        if !blocks.is_empty() {
            // A blocker that left play, or left for the support row without wings, does not fight.
            let fights =
                |b: Iid| t.creature(b).is_some_and(|x| x.row == Row::Combat || current(c, t, x).has(Keyword::Flying));
            let blockers: Vec<Iid> = blocks.iter().map(|b| b.blocker).filter(|&b| fights(b)).collect();
            // Ruling "Unstoppable": every blocker removed before damage cancels the attack.
            if blockers.is_empty() {
                continue;
            }
            out.push(Fighter {
                id: a,
                opps: blockers.iter().map(|&b| Opp::Creature(b)).collect(),
                overflow: unstoppable,
            });
            for b in blockers {
                out.push(Fighter { id: b, opps: vec![Opp::Creature(a)], overflow: false });
            }
        } else {
            let mut opps = Vec::new();
            for d in t.attacks.iter().filter(|d| d.attacker == a) {
                match d.target {
                    AttackTarget::Hero => opps.push(Opp::Hero(defender)),
                    AttackTarget::Creature(id) => {
                        opps.push(Opp::Creature(id));
                        match defended.iter_mut().find(|(x, _)| *x == id) {
                            Some((_, list)) => list.push(Opp::Creature(a)),
                            None => defended.push((id, vec![Opp::Creature(a)])),
                        }
                    }
                }
            }
            out.push(Fighter { id: a, opps, overflow: unstoppable });
        }
    }
    for (id, opps) in defended {
        out.push(Fighter { id, opps, overflow: false });
    }
    out
}

/// "Combat Resolution": ranged creatures deal their damage first, then every other creature
/// still in play; within a stage all damage is dealt at once.
pub fn resolve_combat(c: &Content, s: &mut SpellweaverState, log: &mut Log) {
    let list = fighters(c, s);
    for ranged in [true, false] {
        damage_stage(c, s, log, &list, ranged);
    }
    s.table.attacks.clear();
    s.table.blocks.clear();
    s.table.phase = Phase::Reinforce;
}

fn damage_stage(c: &Content, s: &mut SpellweaverState, log: &mut Log, list: &[Fighter], ranged: bool) {
    let defender = s.table.defender();
    // (dealer, recipient, amount)
    let mut hits: Vec<(Iid, Opp, u8)> = Vec::new();
    for f in list {
        let t = &s.table;
        let Some(cr) = t.creature(f.id) else { continue };
        let cur = current(c, t, cr);
        if cur.has(Keyword::Ranged) != ranged {
            continue;
        }
        let deadly = cur.has(Keyword::Deadly);
        let mut left = cur.attack;
        for &o in &f.opps {
            if left == 0 {
                break;
            }
            match o {
                Opp::Hero(seat) => {
                    hits.push((f.id, Opp::Hero(seat), left));
                    left = 0;
                }
                Opp::Creature(id) => {
                    let Some(target) = t.creature(id) else { continue };
                    // Exactly what kills it: 1 for Deadly damage or a frozen creature.
                    let need = if deadly || target.frozen { 1 } else { remaining_hp(c, t, target).clamp(1, 255) as u8 };
                    let give = left.min(need);
                    hits.push((f.id, o, give));
                    left -= give;
                }
            }
        }
        if left > 0 && f.overflow {
            hits.push((f.id, Opp::Hero(defender), left));
        }
    }
    for &(dealer, to, amount) in &hits {
        let deadly = s.table.creature(dealer).is_some_and(|d| current(c, &s.table, d).has(Keyword::Deadly));
        let dealt = match to {
            Opp::Creature(id) => damage_creature(c, s, id, amount, deadly),
            Opp::Hero(seat) => damage_hero(s, seat, amount),
        };
        log.say(rule("Combat", "Combat Resolution"), None, || {
            let who = match to {
                Opp::Creature(id) => c.name(s.def(id)).to_string(),
                Opp::Hero(seat) => format!("Player {}'s hero", seat + 1),
            };
            format!("{} deals {dealt} damage to {who}", c.name(s.def(dealer)))
        });
        let Some(dcr) = s.table.creature(dealer) else { continue };
        let dcur = current(c, &s.table, dcr);
        let owner = dcr.owner;
        if dcur.has(Keyword::Lifebound) && dealt > 0 {
            let p = s.table.player_mut(owner);
            p.life = p.life.saturating_add(dealt as i16);
            log.say(rule("Combat", "Combat Resolution"), Some(owner as usize), || {
                format!("Lifebound: Player {} heals {dealt}", owner + 1)
            });
        }
        if let Opp::Creature(id) = to {
            if dcur.has(Keyword::Freeze) && dealt > 0 {
                freeze(s, id);
            }
        }
    }
    check_deaths(c, s, log);
}
