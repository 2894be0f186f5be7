//! Playing cards and skills ("Spells", "Heroes"), the stack and the instant windows. Every card
//! played (except shrines) and every skill used waits on the stack while the other player is
//! asked to answer; the engine always asks, so holding an instant is never revealed. When the
//! player asked passes, everything waiting resolves, last in first out.

use super::content::{Aim, Content, DefId, Keyword, Kind, Speed};
use super::effects::{can_pay, enter_creature, enter_permanent, goes_to_graveyard, pay, resolve, Ctx};
use super::state::{current, other, rule, Iid, Phase, Source, SpellweaverState, StackItem, Target};
use crate::core::Log;

/// Who may play an instant now without answering the stack: the seat holding the window.
pub fn window_holder(s: &SpellweaverState) -> Option<u8> {
    let t = &s.table;
    if t.priority.is_some() || t.confirm_shrine.is_some() || t.offering {
        return None;
    }
    match t.phase {
        Phase::Deploy | Phase::Reinforce | Phase::Attack | Phase::AfterBlocks => Some(t.active),
        Phase::Block | Phase::EndWindow => Some(t.defender()),
        Phase::Mulligan { .. } | Phase::Over => None,
    }
}

/// May `seat` play a card of this kind now ("Spells": instants in combat and the other
/// player's turn, everything else in one's own main phases with nothing waiting)?
pub fn timing_ok(s: &SpellweaverState, seat: u8, kind: Kind) -> bool {
    let t = &s.table;
    if kind == Kind::Shrine {
        return false;
    }
    if kind == Kind::Instant {
        return t.priority == Some(seat) || window_holder(s) == Some(seat);
    }
    window_holder(s) == Some(seat) && matches!(t.phase, Phase::Deploy | Phase::Reinforce) && t.stack.is_empty()
}

/// The targets an aim allows for `seat`. Protected creatures of the other player cannot be
/// aimed at (ruling "Protected").
pub fn targets(c: &Content, s: &SpellweaverState, seat: u8, aim: Aim, itself: Option<Iid>) -> Vec<Target> {
    let t = &s.table;
    let creature_ok = |cr: &super::state::Creature, enemy: Option<bool>| {
        let is_enemy = cr.owner != seat;
        if enemy.is_some_and(|e| e != is_enemy) {
            return false;
        }
        !(is_enemy && current(c, t, cr).has(Keyword::Protected))
    };
    let creatures = |enemy: Option<bool>| -> Vec<Target> {
        t.creatures.iter().filter(|cr| creature_ok(cr, enemy)).map(|cr| Target::Creature(cr.id)).collect()
    };
    match aim {
        Aim::AnyCreature => creatures(None),
        Aim::EnemyCreature => creatures(Some(true)),
        Aim::AllyCreature => creatures(Some(false)),
        Aim::Anything => {
            let mut v = creatures(None);
            v.push(Target::Hero(other(seat)));
            v.push(Target::Hero(seat));
            v
        }
        Aim::Spell => t
            .stack
            .iter()
            .filter_map(|i| match i.source {
                Source::Card { id, .. } if Some(id) != itself => Some(Target::Spell(id)),
                _ => None,
            })
            .collect(),
    }
}

/// Whether a target chosen earlier is still there and allowed.
fn target_valid(c: &Content, s: &SpellweaverState, seat: u8, aim: Option<Aim>, target: Option<Target>) -> bool {
    match (aim, target) {
        (None, None) => true,
        (Some(aim), Some(tg)) => targets(c, s, seat, aim, None).contains(&tg),
        _ => false,
    }
}

/// The cards `seat` can play now, each with every target it allows (one per definition: two
/// copies in hand are the same choice).
/// The hand is given sorted by id (`hand_by_id`): the legal listing sorts it once for its shrines
/// and offers too.
pub fn castable_from(c: &Content, s: &SpellweaverState, seat: u8, hand_by_id: &[Iid]) -> Vec<(Iid, Option<Target>)> {
    let mut out = Vec::new();
    let mut seen: Vec<DefId> = Vec::new();
    let levels = s.table.player(seat).levels;
    for &id in hand_by_id {
        let def = s.def(id);
        if seen.contains(&def) {
            continue;
        }
        seen.push(def);
        let Some(card) = c.card(def) else { continue };
        if !timing_ok(s, seat, card.kind) || !card.levels.met_by(&levels) || !can_pay(c, s, seat, card.cost) {
            continue;
        }
        match card.aim {
            None => out.push((id, None)),
            Some(aim) => out.extend(targets(c, s, seat, aim, Some(id)).into_iter().map(|tg| (id, Some(tg)))),
        }
    }
    out
}

/// The skills `seat` can use now (action speed: own main phase, nothing waiting).
pub fn usable_skills(c: &Content, s: &SpellweaverState, seat: u8) -> Vec<(u8, Option<Target>)> {
    let mut out = Vec::new();
    if !timing_ok(s, seat, Kind::Action) {
        return out;
    }
    let p = s.table.player(seat);
    for (slot, sk) in p.skills.iter().enumerate() {
        let Some(skill) = c.skills.get(sk.skill as usize) else { continue };
        if sk.cooldown > 0 || !skill.levels.met_by(&p.levels) || !can_pay(c, s, seat, skill.cost) {
            continue;
        }
        match skill.aim {
            None => out.push((slot as u8, None)),
            Some(aim) => out.extend(targets(c, s, seat, aim, None).into_iter().map(|tg| (slot as u8, Some(tg)))),
        }
    }
    out
}

/// The abilities `seat` can activate now, each with every target it allows: its creature's
/// controller, at the ability's speed, with its mana paid and, if it exhausts, a ready creature
/// (not frozen) — an attacker, exhausted by attacking, cannot also exhaust for an ability.
pub fn activatable(c: &Content, s: &SpellweaverState, seat: u8) -> Vec<(Iid, u8, Option<Target>)> {
    let mut out = Vec::new();
    for cr in s.table.creatures.iter().filter(|cr| cr.owner == seat) {
        let Some(card) = c.card(cr.def) else { continue };
        for (index, ability) in card.abilities.iter().enumerate() {
            let kind = match ability.speed {
                Speed::Instant => Kind::Instant,
                Speed::Action => Kind::Action,
            };
            if !timing_ok(s, seat, kind)
                || (ability.exhaust && (cr.exhausted || cr.frozen))
                || !can_pay(c, s, seat, ability.cost)
            {
                continue;
            }
            let index = index as u8;
            match ability.aim {
                None => out.push((cr.id, index, None)),
                Some(aim) => out.extend(targets(c, s, seat, aim, None).into_iter().map(|tg| (cr.id, index, Some(tg)))),
            }
        }
    }
    out
}

/// Pays an ability's costs (mana, exhausting its creature) and puts it on the stack; the other
/// player is asked next.
pub fn activate(
    c: &Content,
    s: &mut SpellweaverState,
    log: &mut Log,
    seat: u8,
    creature: Iid,
    index: u8,
    target: Option<Target>,
) {
    let def = s.def(creature);
    let Some(card) = c.card(def) else { return };
    let Some(ability) = card.abilities.get(index as usize) else { return };
    pay(c, s, seat, ability.cost);
    if ability.exhaust {
        if let Some(cr) = s.table.creature_mut(creature) {
            cr.exhausted = true;
        }
    }
    s.table.stack.push(StackItem { source: Source::Ability { creature, def, index }, controller: seat, target });
    s.table.priority = Some(other(seat));
    log.say(rule("Creatures", "Abilities"), Some(seat as usize), || {
        format!("Player {} activates {}'s ability", seat + 1, card.name)
    });
}

/// Puts a card from hand on the stack; the other player is asked next.
pub fn cast(c: &Content, s: &mut SpellweaverState, log: &mut Log, seat: u8, card: Iid, target: Option<Target>) {
    let def = s.def(card);
    let Some(k) = c.card(def) else { return };
    pay(c, s, seat, k.cost);
    s.hands[seat as usize & 1].retain(|&x| x != card);
    s.sync_counts();
    s.table.stack.push(StackItem { source: Source::Card { id: card, def }, controller: seat, target });
    s.table.priority = Some(other(seat));
    log.say(rule("Card Types", "Spells"), Some(seat as usize), || format!("Player {} plays {}", seat + 1, k.name));
}

pub fn use_skill(c: &Content, s: &mut SpellweaverState, log: &mut Log, seat: u8, slot: u8, target: Option<Target>) {
    let Some(sk) = s.table.player(seat).skills.get(slot as usize).copied() else { return };
    let Some(skill) = c.skills.get(sk.skill as usize) else { return };
    pay(c, s, seat, skill.cost);
    if let Some(x) = s.table.player_mut(seat).skills.get_mut(slot as usize) {
        x.cooldown = skill.cooldown;
    }
    s.table.stack.push(StackItem { source: Source::Skill { skill: sk.skill }, controller: seat, target });
    s.table.priority = Some(other(seat));
    log.say(rule("Heroes", ""), Some(seat as usize), || format!("Player {} uses the skill {}", seat + 1, skill.name));
}

/// The player asked passes: everything on the stack resolves, last in first out.
pub fn resolve_stack(c: &Content, s: &mut SpellweaverState, log: &mut Log) {
    s.table.priority = None;
    // Each round removes one item; effects never add to the stack, so this ends.
    while let Some(item) = s.table.stack.pop() {
        resolve_item(c, s, log, item);
    }
}

fn resolve_item(c: &Content, s: &mut SpellweaverState, log: &mut Log, item: StackItem) {
    let seat = item.controller;
    match item.source {
        Source::Skill { skill } => {
            let Some(sk) = c.skills.get(skill as usize) else { return };
            if target_valid(c, s, seat, sk.aim, item.target) {
                resolve(c, s, log, &Ctx { controller: seat, source: None, target: item.target }, &sk.effects);
            } else {
                log.say(rule("Heroes", ""), Some(seat as usize), || format!("{} has nothing left to aim at", sk.name));
            }
        }
        Source::Ability { creature, def, index } => {
            // It resolves even if its creature has left play (ruling "Activated abilities").
            let Some(card) = c.card(def) else { return };
            let Some(ability) = card.abilities.get(index as usize) else { return };
            if target_valid(c, s, seat, ability.aim, item.target) {
                let ctx = Ctx { controller: seat, source: Some(creature), target: item.target };
                resolve(c, s, log, &ctx, &ability.effects);
            } else {
                log.say(rule("Creatures", "Abilities"), Some(seat as usize), || {
                    format!("{}'s ability has nothing left to aim at", card.name)
                });
            }
        }
        Source::Card { id, def } => {
            let Some(card) = c.card(def) else { return };
            if !target_valid(c, s, seat, card.aim, item.target) {
                // Its target is gone: the card resolves to nothing and goes to the graveyard.
                s.table.player_mut(seat).graveyard.push(id);
                log.say(rule("Card Types", "Spells"), Some(seat as usize), || {
                    format!("{} has nothing left to aim at", card.name)
                });
                return;
            }
            match card.kind {
                Kind::Creature => enter_creature(c, s, log, id, seat, item.target),
                Kind::Blessing | Kind::Curse | Kind::Artifact => enter_permanent(c, s, log, id, seat, item.target),
                kind => {
                    resolve(c, s, log, &Ctx { controller: seat, source: Some(id), target: item.target }, &card.on_play);
                    if goes_to_graveyard(kind) {
                        let owner = s.table.owners.get(id as usize).copied().unwrap_or(seat);
                        s.table.player_mut(owner).graveyard.push(id);
                    }
                }
            }
        }
    }
}
