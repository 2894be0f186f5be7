//! Playing cards and skills ("Spells", "Heroes"), the stack and the instant windows. Every card
//! played (except shrines) and every skill used waits on the stack while the other player is
//! asked to answer; the engine always asks, so holding an instant is never revealed. When the
//! player asked passes, everything waiting resolves, last in first out.

use super::content::{Ability, Aim, Card, Content, DefId, Keyword, Kind, Skill, Speed};
use super::effects::{can_pay, enter_creature, enter_permanent, goes_to_graveyard, pay, resolve, Ctx};
use super::refusals::Fault;
use super::state::{current, other, rule, Creature, Iid, Phase, Source, SpellweaverState, StackItem, Table, Target};
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
    timing(s, seat, kind).is_ok()
}

/// The timing condition of `timing_ok`, with what failed.
pub fn timing(s: &SpellweaverState, seat: u8, kind: Kind) -> Result<(), Fault> {
    let t = &s.table;
    match kind {
        Kind::Shrine => Err(Fault::ShrineIsNotCast),
        Kind::Instant if t.priority == Some(seat) || window_holder(s) == Some(seat) => Ok(()),
        Kind::Instant => Err(Fault::NoInstantWindow),
        _ if t.priority == Some(seat) || !t.stack.is_empty() => Err(Fault::StackWaiting),
        _ if t.active != seat => Err(Fault::OtherPlayersTurn),
        _ if window_holder(s) != Some(seat) || !matches!(t.phase, Phase::Deploy | Phase::Reinforce) => {
            Err(Fault::NotMainPhase)
        }
        _ => Ok(()),
    }
}

/// The targets an aim allows for `seat`. Protected creatures of the other player cannot be
/// aimed at (ruling "Protected").
pub fn targets(c: &Content, s: &SpellweaverState, seat: u8, aim: Aim, itself: Option<Iid>) -> Vec<Target> {
    let t = &s.table;
    let creatures =
        || t.creatures.iter().filter(|cr| creature_aimable(c, t, seat, aim, cr).is_ok()).map(|cr| Target::Creature(cr.id));
    match aim {
        Aim::AnyCreature | Aim::EnemyCreature | Aim::AllyCreature => creatures().collect(),
        Aim::Anything => creatures().chain([Target::Hero(other(seat)), Target::Hero(seat)]).collect(),
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

/// May a creature aim at `cr` (the creature conditions of `targets`)?
fn creature_aimable(c: &Content, t: &Table, seat: u8, aim: Aim, cr: &Creature) -> Result<(), Fault> {
    let is_enemy = cr.owner != seat;
    match aim {
        Aim::Spell => return Err(Fault::NotASpell),
        Aim::EnemyCreature if !is_enemy => return Err(Fault::NotAnEnemy),
        Aim::AllyCreature if is_enemy => return Err(Fault::NotAnAlly),
        _ => {}
    }
    if is_enemy && current(c, t, cr).has(Keyword::Protected) {
        return Err(Fault::Protected);
    }
    Ok(())
}

/// Does `aim` allow `target` (one of `targets`, or what is wrong with it)?
pub fn aim_allows(
    c: &Content,
    s: &SpellweaverState,
    seat: u8,
    aim: Aim,
    target: Target,
    itself: Option<Iid>,
) -> Result<(), Fault> {
    let t = &s.table;
    match (aim, target) {
        (Aim::Spell, Target::Spell(id)) => {
            let waiting = t.stack.iter().any(|i| matches!(i.source, Source::Card { id: w, .. } if w == id));
            if waiting && Some(id) != itself {
                Ok(())
            } else {
                Err(Fault::NotOnStack)
            }
        }
        (Aim::Spell, _) => Err(Fault::NotASpell),
        (_, Target::Creature(id)) => {
            let cr = t.creature(id).ok_or(Fault::NotInPlay)?;
            creature_aimable(c, t, seat, aim, cr)
        }
        (Aim::Anything, Target::Hero(h)) if h < 2 => Ok(()),
        (Aim::Anything, Target::Hero(_)) => Err(Fault::NoSuchHero),
        (Aim::Anything, Target::Spell(_)) => Err(Fault::NotACreatureOrHero),
        (_, _) => Err(Fault::NotACreature),
    }
}

/// Does a chosen target fit what the card, skill or ability aims at?
pub fn target_fits(
    c: &Content,
    s: &SpellweaverState,
    seat: u8,
    aim: Option<Aim>,
    target: Option<Target>,
    itself: Option<Iid>,
) -> Result<(), Fault> {
    match (aim, target) {
        (None, None) => Ok(()),
        (None, Some(_)) => Err(Fault::TakesNoTarget),
        (Some(_), None) => Err(Fault::NeedsTarget),
        (Some(aim), Some(tg)) => aim_allows(c, s, seat, aim, tg, itself),
    }
}

/// Whether a target chosen earlier is still there and allowed.
fn target_valid(c: &Content, s: &SpellweaverState, seat: u8, aim: Option<Aim>, target: Option<Target>) -> bool {
    target_fits(c, s, seat, aim, target, None).is_ok()
}

/// Whether a card (already known to be in hand) can be played now, bar its target: timing,
/// levels ("Levels") and mana ("Mana").
pub fn playable(c: &Content, s: &SpellweaverState, seat: u8, card: &Card) -> Result<(), Fault> {
    timing(s, seat, card.kind)?;
    if !card.levels.met_by(&s.table.player(seat).levels) {
        return Err(Fault::Levels);
    }
    if !can_pay(c, s, seat, card.cost) {
        return Err(Fault::Mana);
    }
    Ok(())
}

/// Why the card `id` cannot be played now with any target, if it cannot: the conditions of
/// `castable` for one card.
pub fn cast_fault(c: &Content, s: &SpellweaverState, seat: u8, id: Iid) -> Result<(), Fault> {
    if !s.hands[seat as usize & 1].contains(&id) {
        return Err(Fault::NotInHand);
    }
    let card = c.card(s.def(id)).ok_or(Fault::NotInHand)?;
    playable(c, s, seat, card)?;
    match card.aim {
        Some(aim) if targets(c, s, seat, aim, Some(id)).is_empty() => Err(Fault::NothingToAimAt),
        _ => Ok(()),
    }
}

/// The cards `seat` can play now, each with every target it allows, given to `each` in the
/// hand's order (one per definition: two copies in hand are the same choice, offered as the
/// first). The hand is given sorted by id (`hand_by_id`): the legal listing sorts it once for
/// its shrines and offers too. Nothing is collected, since a playout asks at every step.
pub fn for_each_castable(
    c: &Content,
    s: &SpellweaverState,
    seat: u8,
    hand_by_id: &[Iid],
    mut each: impl FnMut(Iid, Option<Target>),
) {
    // When a card may be played depends on its kind alone: instants, shrines (never cast) and
    // the rest. Most asks come while only instants, or nothing, may be played.
    let (instants, others) = (timing_ok(s, seat, Kind::Instant), timing_ok(s, seat, Kind::Creature));
    if !instants && !others {
        return;
    }
    for (i, &id) in hand_by_id.iter().enumerate() {
        let def = s.def(id);
        let Some(card) = c.card(def) else { continue };
        let in_time = match card.kind {
            Kind::Instant => instants,
            Kind::Shrine => false,
            _ => others,
        };
        if !in_time || first_copy_before(s, &hand_by_id[..i], def) {
            continue;
        }
        if playable(c, s, seat, card).is_err() {
            continue;
        }
        match card.aim {
            None => each(id, None),
            Some(aim) => targets(c, s, seat, aim, Some(id)).into_iter().for_each(|tg| each(id, Some(tg))),
        }
    }
}

/// Whether a copy of `def` comes earlier in `cards` (hands are short: a scan costs less than
/// keeping a list of the definitions seen).
pub fn first_copy_before(s: &SpellweaverState, cards: &[Iid], def: DefId) -> bool {
    cards.iter().any(|&x| s.def(x) == def)
}

/// Why the skill in `slot` cannot be used now, bar its target: action speed, cooldown, levels
/// and mana ("Heroes").
pub fn skill_fault<'c>(c: &'c Content, s: &SpellweaverState, seat: u8, slot: u8) -> Result<&'c Skill, Fault> {
    let p = s.table.player(seat);
    let sk = p.skills.get(slot as usize).ok_or(Fault::NoSuchSkill)?;
    let skill = c.skills.get(sk.skill as usize).ok_or(Fault::NoSuchSkill)?;
    timing(s, seat, Kind::Action)?;
    if sk.cooldown > 0 {
        return Err(Fault::Cooldown);
    }
    if !skill.levels.met_by(&p.levels) {
        return Err(Fault::Levels);
    }
    if !can_pay(c, s, seat, skill.cost) {
        return Err(Fault::Mana);
    }
    Ok(skill)
}

/// The skills `seat` can use now (action speed: own main phase, nothing waiting).
pub fn usable_skills(c: &Content, s: &SpellweaverState, seat: u8) -> Vec<(u8, Option<Target>)> {
    let mut out = Vec::new();
    if !timing_ok(s, seat, Kind::Action) {
        return out;
    }
    for slot in 0..s.table.player(seat).skills.len() as u8 {
        let Ok(skill) = skill_fault(c, s, seat, slot) else { continue };
        match skill.aim {
            None => out.push((slot, None)),
            Some(aim) => out.extend(targets(c, s, seat, aim, None).into_iter().map(|tg| (slot, Some(tg)))),
        }
    }
    out
}

/// Why `cr`'s ability cannot be activated now, bar its target: its speed, a ready creature if
/// it exhausts (not frozen), and its mana ("Abilities").
pub fn ability_fault(c: &Content, s: &SpellweaverState, seat: u8, cr: &Creature, ability: &Ability) -> Result<(), Fault> {
    let kind = match ability.speed {
        Speed::Instant => Kind::Instant,
        Speed::Action => Kind::Action,
    };
    timing(s, seat, kind)?;
    if ability.exhaust && (cr.exhausted || cr.frozen) {
        return Err(Fault::NotReadyToExhaust);
    }
    if !can_pay(c, s, seat, ability.cost) {
        return Err(Fault::Mana);
    }
    Ok(())
}

/// The abilities `seat` can activate now, each with every target it allows: its creature's
/// controller, at the ability's speed, with its mana paid and, if it exhausts, a ready creature
/// (not frozen) — an attacker, exhausted by attacking, cannot also exhaust for an ability.
pub fn activatable(c: &Content, s: &SpellweaverState, seat: u8) -> Vec<(Iid, u8, Option<Target>)> {
    let mut out = Vec::new();
    for cr in s.table.creatures.iter().filter(|cr| cr.owner == seat) {
        let Some(card) = c.card(cr.def) else { continue };
        for (index, ability) in card.abilities.iter().enumerate() {
            if ability_fault(c, s, seat, cr, ability).is_err() {
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
