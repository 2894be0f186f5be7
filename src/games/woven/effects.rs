//! Resolving spells, artifacts and mundane effects: each effect of the vocabulary becomes
//! either an immediate change or a choice (a `Task` waiting for the mage), and each choice is
//! offered and carried out here.

use super::actions::Action;
use super::combat::{attack, take_eye, threaten_eye};
use super::content::{AttackAt, ClearArea, Content, Effect, EyeSite, Sacrifice, Trigger};
use super::defence::mage_moved;
use super::map::Loc;
use super::state::{seat_name, ActiveSpell, EyeMove, EyeUse, Source, Table, Task, Threat, WovenState, HAND_SIZE};
use super::tapestry::Thread;
use crate::core::{Log, Rule};

const MOVEMENT: Rule = Rule::new("woven", "Movement", "");
const EYES: Rule = Rule::new("woven", "Mana", "Eyes");
const CHARGES: Rule = Rule::new("woven", "Mana", "Charges");
const SPELLS: Rule = Rule::new("woven", "Spells", "Casting Spells");
const PULL: Rule = Rule::new("woven", "Mundane Effects", "Pull Thread");
const TAPESTRY: Rule = Rule::new("woven", "Mundane Effects", "Draw Tapestry Card");
const RECOVER: Rule = Rule::new("woven", "Each turn", "Recover");
const REACTIONS: Rule = Rule::new("woven", "Combat", "Reactions");


/// Mages may not enter the Citadel or a location held by a Sentry (ruling "Movement").
pub fn enterable(c: &Content, t: &Table, l: Loc) -> bool {
    l != c.map.citadel && !t.sentries.iter().any(|s| s.loc == l)
}

pub(super) fn sure_footed(c: &Content, t: &Table, seat: u8) -> bool {
    t.mage(seat).is_some_and(|m| {
        m.active.iter().any(|a| c.spell(a.spell).and_then(|s| s.active) == Some(super::content::Passive::SureFooted))
    })
}

/// Locations a moving Eye may step into from `at`: any neighbour outside anchored zones.
fn eye_steps(c: &Content, t: &Table, at: Loc) -> Vec<Loc> {
    let zone = t.anchored_zone(&c.map);
    c.map.neighbours(at).iter().copied().filter(|n| zone.binary_search(n).is_err()).collect()
}

/// Locations of the mage's Eyes that fit a use.
fn eye_choices(c: &Content, t: &Table, seat: u8, purpose: EyeUse) -> Vec<Loc> {
    let Some(m) = t.mage(seat) else { return Vec::new() };
    let rivals_loose = |l: Loc| t.mages.iter().enumerate().any(|(i, o)| i != seat as usize && o.eyes_at(l).loose > 0);
    m.eyes
        .iter()
        .filter(|(&l, e)| match purpose {
            EyeUse::Move { .. } => e.loose > 0,
            EyeUse::Duplicate { .. } | EyeUse::Split => m.pool > 0,
            EyeUse::Anchor => e.loose > 0,
            EyeUse::Control { .. } | EyeUse::ControlAll { .. } => rivals_loose(l),
            EyeUse::Redirect { from } => l != from,
            _ => true,
        })
        .map(|(&l, _)| l)
        .filter(|&l| !matches!(purpose, EyeUse::Move { .. }) || !eye_steps(c, t, l).is_empty())
        .collect()
}

/// The choices a waiting task offers the mage (empty: the task fizzles).
pub fn task_options(c: &Content, t: &Table, seat: u8, task: &Task) -> Vec<Action> {
    let Some(m) = t.mage(seat) else { return Vec::new() };
    let go = |ls: Vec<Loc>| ls.into_iter().map(|to| Action::Go { to }).collect::<Vec<_>>();
    let with_stop = |mut v: Vec<Action>| {
        v.push(Action::Stop);
        v
    };
    match task {
        Task::Walk { mp } => {
            let sure = sure_footed(c, t, seat);
            with_stop(go(c
                .map
                .neighbours(m.loc)
                .iter()
                .copied()
                .filter(|&n| enterable(c, t, n) && c.map.step_cost(m.loc, n, sure).is_some_and(|k| k <= *mp))
                .collect()))
        }
        Task::Travel { options } => with_stop(go(options.iter().copied().filter(|&l| enterable(c, t, l)).collect())),
        Task::PlaceEye { options } if m.pool > 0 => go(options.clone()),
        Task::PlaceEye { .. } => Vec::new(),
        Task::PickEye { purpose, .. } => {
            eye_choices(c, t, seat, *purpose).into_iter().map(|at| Action::Eye { at }).collect()
        }
        // The Eye is gone (a Repel Charge burned it on the way): the walk is over.
        Task::EyeWalk { at, owner, herd: false, .. } if t.mage(*owner).is_none_or(|o| o.eyes_at(*at).loose == 0) => {
            Vec::new()
        }
        Task::EyeWalk { at, left, .. } if *left > 0 => with_stop(go(eye_steps(c, t, *at))),
        Task::EyeWalk { .. } => vec![Action::Stop],
        Task::Scatter { left } if *left > 0 => {
            let mut v = Vec::new();
            for (&from, e) in &m.eyes {
                if e.loose > 0 {
                    v.extend(eye_steps(c, t, from).into_iter().map(|to| Action::Shift { from, to }));
                }
            }
            with_stop(v)
        }
        Task::Scatter { .. } => Vec::new(),
        Task::AttackBeside { from, .. } => go(c.map.neighbours(*from).to_vec()),
        Task::PlaceCard { card } => match c.tapestry.get(*card as usize) {
            Some(tc) => {
                m.tapestry.card_placements(&tc.faces).into_iter().map(|placement| Action::Place { placement }).collect()
            }
            None => Vec::new(),
        },
        Task::PullThread { left } if *left > 0 && m.tapestry.threads() > 0 => with_stop(
            m.tapestry
                .cells
                .iter()
                .filter(|(_, cell)| cell.thread.is_some())
                .map(|(&at, _)| Action::Pull { at })
                .collect(),
        ),
        Task::PullThread { .. } => Vec::new(),
        Task::AcquireMana { .. } => vec![Action::TakeMana, Action::Stop],
        Task::AcquireSpell { drawn } => {
            let mut v: Vec<Action> = drawn.iter().map(|&spell| Action::Take { spell }).collect();
            v.sort();
            v.dedup();
            v
        }
        Task::Bank => {
            let mut hand = m.hand.clone();
            hand.sort_unstable();
            hand.dedup();
            with_stop(hand.into_iter().map(|spell| Action::Bank { spell }).collect())
        }
        Task::Recast { spell } => with_stop(recasts(c, t, seat, *spell)),
        // Once asked, a reaction question can always be declined: a world sampled for a rival
        // may not hold the spell that raised it (`turn::settle` skips it when nothing fits).
        Task::React { victim, threat } => with_stop(reaction_options(c, t, *victim, threat)),
        // Charges are public: with none to spend, nothing is asked.
        Task::Sacrifice { seat: who, threat } => match sacrifice_options(c, t, *who, threat) {
            v if v.is_empty() => v,
            v => with_stop(v),
        },
        Task::Effect { .. }
        | Task::MoveEach { .. }
        | Task::DrawSpells { .. }
        | Task::RecoverEnd
        | Task::ReactionEnd { .. }
        | Task::LoseEye { .. }
        | Task::EyeWalkEnd { .. }
        | Task::Strike { .. } => Vec::new(),
    }
}

/// Whether a waiting task offers the mage any choice (`task_options` is not empty), without
/// listing a drawn tapestry card's many placements: a card can always be laid.
pub fn has_options(c: &Content, t: &Table, seat: u8, task: &Task) -> bool {
    match task {
        Task::PlaceCard { card } => t.mage(seat).is_some() && c.tapestry.get(*card as usize).is_some(),
        _ => !task_options(c, t, seat, task).is_empty(),
    }
}

/// Whether a reaction spell's trigger is this moment, and its reaction could do something here
/// (ruling "Reactions"): Dense Passage only from dense forest with another one to jump to, Dodge
/// only with a location to step into, Redirect only with an Eye elsewhere; the Eye triggers only
/// while the Eye is still there.
fn reaction_fits(c: &Content, t: &Table, seat: u8, spell: &super::content::Spell, threat: &Threat) -> bool {
    let Some(m) = t.mage(seat) else { return false };
    match (spell.reaction, *threat) {
        (Some(Trigger::Attacked), Threat::Attack { at, .. }) => spell.react.iter().all(|e| match *e {
            Effect::Travel { way, spaces } => c.map.journey(m.loc, way, spaces).into_iter().any(|l| enterable(c, t, l)),
            Effect::Redirect => m.eyes.keys().any(|&l| l != at),
            _ => true,
        }),
        (Some(Trigger::EyeArrives), Threat::EyeArrives { owner, at }) => {
            m.loc == at && t.mage(owner).is_some_and(|o| o.eyes_at(at).total() > 0)
        }
        (Some(Trigger::EyeAttacked), Threat::EyeLost { at, attacked: true, .. }) => m.eyes_at(at).total() > 0,
        _ => false,
    }
}

/// The reaction spells `victim` could cast now against `threat`: hand spells whose reaction
/// fits the moment, on a pattern the pool can complete.
pub fn reaction_options(c: &Content, t: &Table, victim: u8, threat: &Threat) -> Vec<Action> {
    let Some(m) = t.mage(victim) else { return Vec::new() };
    let mut hand = m.hand.clone();
    hand.sort_unstable();
    hand.dedup();
    let mut out = Vec::new();
    for spell in hand {
        let Some(sp) = c.spell(spell).filter(|sp| !sp.react.is_empty()) else { continue };
        if !reaction_fits(c, t, victim, sp, threat) {
            continue;
        }
        for placement in m.tapestry.placements(&sp.pattern, sp.element, m.pool as usize) {
            out.push(Action::Cast { spell, placement });
        }
    }
    out
}

/// The Charges `seat` may spend against `threat` ("may" in each spell's text; ruling
/// "Reactions"): Repel's on a rival Eye arriving where the mage stands, Sacrificium's (lose the
/// Charge instead) or Switch's (give up another of your Eyes instead) on an Eye about to be lost.
pub fn sacrifice_options(c: &Content, t: &Table, seat: u8, threat: &Threat) -> Vec<Action> {
    let Some(m) = t.mage(seat) else { return Vec::new() };
    let mut out = Vec::new();
    for a in m.active.iter().filter(|a| a.charges > 0) {
        let kind = c.spell(a.spell).and_then(|sp| sp.charged);
        let spend = |eye| Action::Spend { spell: a.spell, eye };
        match (kind, *threat) {
            (Some(Sacrifice::BurnArrivingEye), Threat::EyeArrives { owner, at })
                if owner != seat && m.loc == at && t.mage(owner).is_some_and(|o| o.eyes_at(at).total() > 0) =>
            {
                out.push(spend(None))
            }
            (Some(Sacrifice::SaveEye), Threat::EyeLost { at, .. }) if m.eyes_at(at).total() > 0 => out.push(spend(None)),
            (Some(Sacrifice::SwapEye), Threat::EyeLost { at, .. }) if m.eyes_at(at).total() > 0 => {
                out.extend(m.eyes.keys().filter(|&&l| l != at).map(|&l| spend(Some(l))));
            }
            _ => {}
        }
    }
    out.sort();
    out.dedup();
    out
}

/// The questions an Eye's arrival at `at` raises (ruling "Reactions"): each rival mage standing
/// there (in seat order) may cast Traceback or Repel from hand, then spend a Repel Charge.
fn ask_arrival(c: &Content, s: &mut WovenState, owner: u8, at: Loc, log: &mut Log) {
    let threat = Threat::EyeArrives { owner, at };
    for guard in (0..s.table.seats() as u8).rev() {
        if guard == owner || s.table.mages[guard as usize].loc != at {
            continue;
        }
        let react = !reaction_options(c, &s.table, guard, &threat).is_empty();
        if !react && sacrifice_options(c, &s.table, guard, &threat).is_empty() {
            continue;
        }
        s.table.pending.push(Task::Sacrifice { seat: guard, threat });
        if react {
            s.table.pending.push(Task::React { victim: guard, threat });
        }
        log.say(REACTIONS, Some(guard as usize), || {
            format!("{}'s Eye comes to {} at {}, who may answer", seat_name(owner), seat_name(guard), c.map.label(at))
        });
    }
}


/// Casting the spell again (it is Active) on a new pattern, as far as the pool allows.
pub fn recasts(c: &Content, t: &Table, seat: u8, spell: u8) -> Vec<Action> {
    let (Some(m), Some(sp)) = (t.mage(seat), c.spell(spell)) else { return Vec::new() };
    m.tapestry
        .placements(&sp.pattern, sp.element, m.pool as usize)
        .into_iter()
        .map(|placement| Action::Recast { spell, placement })
        .collect()
}

/// Pushes a spell's (or artifact's) effects so the first resolves first.
pub fn push_effects(t: &mut Table, effects: &[Effect], source: Source) {
    for &effect in effects.iter().rev() {
        t.pending.push(Task::Effect { effect, source });
    }
}

/// Creates an Eye of `seat` at `at` from its pool; any anchored Eyes there become normal
/// ("Create Eye").
pub fn create_eye(s: &mut WovenState, seat: u8, at: Loc, anchored: bool) -> bool {
    let Some(m) = s.table.mages.get(seat as usize) else { return false };
    if m.pool == 0 {
        return false;
    }
    for o in s.table.mages.iter_mut() {
        if let Some(e) = o.eyes.get_mut(&at) {
            e.loose += e.anchored;
            e.anchored = 0;
        }
    }
    let m = &mut s.table.mages[seat as usize];
    m.pool -= 1;
    let e = m.eyes.entry(at).or_default();
    if anchored {
        e.anchored += 1;
    } else {
        e.loose += 1;
    }
    true
}

/// Moves one loose Eye of `owner` one space; rival mages standing where it arrives may answer
/// (`ask_arrival`). Returns false if there was no loose Eye to move. The caller stacks what
/// follows the step first, so those questions come before it.
fn shift_eye(c: &Content, s: &mut WovenState, owner: u8, from: Loc, to: Loc, log: &mut Log) -> bool {
    let Some(m) = s.table.mages.get_mut(owner as usize) else { return false };
    let Some(e) = m.eyes.get_mut(&from) else { return false };
    if e.loose == 0 {
        return false;
    }
    e.loose -= 1;
    if e.total() == 0 {
        m.eyes.remove(&from);
    }
    m.eyes.entry(to).or_default().loose += 1;
    ask_arrival(c, s, owner, to, log);
    true
}

/// Every Eye of the caster's rivals at `at` is to be removed (each may be saved by a Charge).
fn remove_all_eyes(c: &Content, s: &mut WovenState, caster: u8, at: Loc, log: &mut Log) {
    for owner in (0..s.table.seats() as u8).rev() {
        let n = s.table.mages[owner as usize].eyes_at(at).total();
        for _ in 0..n {
            if owner == caster {
                take_eye(s, owner, at);
            } else {
                threaten_eye(c, s, owner, at, caster, false, log);
            }
        }
    }
}

/// Resolves an effect that needs no choice, or turns it into the choice it needs.
pub fn expand(c: &Content, s: &mut WovenState, seat: u8, effect: Effect, source: Source, log: &mut Log) {
    let at = s.table.mages[seat as usize].loc;
    let t = &mut s.table;
    let pick = |purpose| Task::PickEye { purpose, source };
    match effect {
        Effect::Walk(mp) => t.pending.push(Task::Walk { mp }),
        Effect::Travel { way, spaces } => {
            let options = c.map.journey(at, way, spaces);
            if !options.is_empty() {
                t.pending.push(Task::Travel { options });
            }
        }
        Effect::ExtraAction => {
            t.actions_left = t.actions_left.saturating_add(1);
            log.say(SPELLS, Some(seat as usize), || format!("{} may take another action", seat_name(seat)));
        }
        Effect::CreateEye { anchored } => {
            if create_eye(s, seat, at, anchored) {
                log.say(EYES, Some(seat as usize), || format!("{} creates an Eye at {}", seat_name(seat), c.map.label(at)));
            }
        }
        Effect::PlaceEye(site) => {
            let options: Vec<Loc> = match site {
                EyeSite::AlongRiver(n) => c.map.riverside_within(at, n),
                EyeSite::ConnectedForest => c.map.journey(at, super::content::Way::Forest, 0),
                EyeSite::OtherMage => {
                    let mut v: Vec<Loc> = (0..t.seats())
                        .filter(|&o| o != seat as usize && t.mages[o].eyes_at(at).total() > 0)
                        .map(|o| t.mages[o].loc)
                        .collect();
                    v.sort_unstable();
                    v.dedup();
                    v
                }
            };
            t.pending.push(Task::PlaceEye { options });
        }
        Effect::DropEye(n) => {
            if create_eye(s, seat, at, false) {
                s.table.pending.push(Task::EyeWalk { at, owner: seat, herd: false, left: n, how: EyeMove::Plain });
            }
        }
        Effect::MoveEye(n) => t.pending.push(pick(EyeUse::Move { spaces: n, how: EyeMove::Plain })),
        Effect::SeekEye(n) => t.pending.push(pick(EyeUse::Move { spaces: n, how: EyeMove::Seek })),
        Effect::PushEye(n) => t.pending.push(pick(EyeUse::Move { spaces: n, how: EyeMove::Push })),
        Effect::ScorchEye(n) => t.pending.push(pick(EyeUse::Move { spaces: n, how: EyeMove::Scorch })),
        Effect::ScatterEyes(n) => t.pending.push(Task::Scatter { left: n }),
        Effect::MoveAllEyes(n) => {
            let eyes: Vec<Loc> = t.mages[seat as usize]
                .eyes
                .iter()
                .flat_map(|(&l, e)| std::iter::repeat_n(l, e.loose as usize))
                .collect();
            t.pending.push(Task::MoveEach { eyes, spaces: n });
        }
        Effect::DuplicateEye(n) => t.pending.push(pick(EyeUse::Duplicate { spaces: n })),
        Effect::SplitEyes => t.pending.push(pick(EyeUse::Split)),
        Effect::AnchorEye => t.pending.push(pick(EyeUse::Anchor)),
        Effect::ControlEye(n) => t.pending.push(pick(EyeUse::Control { spaces: n })),
        Effect::ControlAll(n) => t.pending.push(pick(EyeUse::ControlAll { spaces: n })),
        Effect::ClearEyes(ClearArea::AtConsumedEye) => t.pending.push(pick(EyeUse::ConsumeToClear { radius: 0 })),
        Effect::ClearEyes(ClearArea::NearConsumedEye(r)) => t.pending.push(pick(EyeUse::ConsumeToClear { radius: r })),
        Effect::ClearEyes(ClearArea::AroundMage) => {
            let mut area = vec![at];
            area.extend_from_slice(c.map.neighbours(at));
            for l in area {
                remove_all_eyes(c, s, seat, l, log);
            }
            log.say(EYES, Some(seat as usize), || format!("{} clears the Eyes around {}", seat_name(seat), c.map.label(at)));
        }
        Effect::Attack { power, at: AttackAt::ConsumedEye, .. } => {
            t.pending.push(pick(EyeUse::ConsumeToAttack { power }))
        }
        Effect::Attack { power, at: AttackAt::BesideConsumedEye, .. } => {
            t.pending.push(pick(EyeUse::ConsumeToAttackBeside { power }))
        }
        Effect::Attack { power, at: AttackAt::Eye, terrain_bonus } => {
            t.pending.push(pick(EyeUse::AttackAt { power, terrain_bonus }))
        }
        Effect::Charge => {
            let m = &mut t.mages[seat as usize];
            if let (Source::Spell(spell), true) = (source, m.pool > 0) {
                if let Some(a) = m.active.iter_mut().rev().find(|a| a.spell == spell) {
                    a.charges += 1;
                    m.pool -= 1;
                    log.say(CHARGES, Some(seat as usize), || format!("{} charges the spell", seat_name(seat)));
                }
            }
        }
        Effect::Ward(n) => {
            let m = &mut t.mages[seat as usize];
            m.ward = m.ward.saturating_add(n);
        }
        Effect::PullThread(n) => t.pending.push(Task::PullThread { left: n }),
        Effect::DrawSpell => {
            draw_spells(s, seat, 1);
        }
        Effect::Redirect => {
            let attacked = t.pending.iter().rev().find_map(|task| match task {
                Task::Strike { at, .. } => Some(*at),
                _ => None,
            });
            if let Some(from) = attacked {
                t.pending.push(pick(EyeUse::Redirect { from }));
            }
        }
    }
}

/// Draws from the mage's own deck, shuffling the discard into it when it runs out.
pub fn draw_spells(s: &mut WovenState, seat: u8, n: usize) {
    for _ in 0..n {
        let m = &mut s.table.mages[seat as usize];
        if m.deck.is_empty() {
            if m.discard.is_empty() {
                return;
            }
            m.deck.append(&mut m.discard);
            s.rng.shuffle(&mut s.table.mages[seat as usize].deck);
        }
        let m = &mut s.table.mages[seat as usize];
        if let Some(card) = m.deck.pop() {
            m.hand.push(card);
        }
    }
}

/// Resolves a task that needs no choice.
pub fn resolve_auto(c: &Content, s: &mut WovenState, seat: u8, task: Task, log: &mut Log) {
    match task {
        Task::Effect { effect, source } => expand(c, s, seat, effect, source, log),
        Task::MoveEach { mut eyes, spaces } => {
            if eyes.is_empty() {
                return;
            }
            let at = eyes.remove(0);
            s.table.pending.push(Task::MoveEach { eyes, spaces });
            if s.table.mages[seat as usize].eyes_at(at).loose > 0 {
                s.table.pending.push(Task::EyeWalk { at, owner: seat, herd: false, left: spaces, how: EyeMove::Plain });
            }
        }
        Task::DrawSpells { n } => {
            let t = &mut s.table;
            if n == 0 || t.spell_deck.is_empty() {
                if let Some(top) = t.spell_deck.pop() {
                    t.spell_discard.push(top);
                    log.say(RECOVER, Some(seat as usize), || "No spell acquired: the top spell is trashed".into());
                }
                return;
            }
            let k = (n as usize).min(t.spell_deck.len());
            let drawn = t.spell_deck.split_off(t.spell_deck.len() - k);
            t.pending.push(Task::AcquireSpell { drawn });
        }
        Task::Strike { attacker, at, power, terrain_bonus, source } => {
            super::combat::strike(c, s, attacker, at, power, terrain_bonus, source, log)
        }
        Task::LoseEye { owner, at } => lose_eye(c, s, owner, at, log),
        Task::EyeWalkEnd { at, owner, how } => finish_eye_walk(c, s, owner, at, how, log),
        Task::RecoverEnd => {
            let m = &mut s.table.mages[seat as usize];
            let mut kept = Vec::new();
            for a in std::mem::take(&mut m.active) {
                if a.charges > 0 {
                    kept.push(a);
                } else {
                    m.discard.push(a.spell);
                }
            }
            m.active = kept;
            for a in m.artifacts.iter_mut() {
                a.used = false;
            }
            let missing = HAND_SIZE.saturating_sub(m.hand.len());
            draw_spells(s, seat, missing);
            log.say(RECOVER, Some(seat as usize), || format!("{} resets Active spells and draws up", seat_name(seat)));
        }
        _ => {}
    }
}

/// The Eye no Charge saved goes back to its owner's pool.
fn lose_eye(c: &Content, s: &mut WovenState, owner: u8, at: Loc, log: &mut Log) {
    if take_eye(s, owner, at) {
        log.say(EYES, Some(owner as usize), || format!("{} loses an Eye at {}", seat_name(owner), c.map.label(at)));
    }
}

/// Ends an Eye's walk: Seek leaps, Disperse shoves, Scorch spends the Eye.
fn finish_eye_walk(c: &Content, s: &mut WovenState, seat: u8, at: Loc, how: EyeMove, log: &mut Log) {
    match how {
        EyeMove::Seek => {
            let t = &s.table;
            let rival =
                (1..t.seats()).map(|k| (seat as usize + k) % t.seats()).find(|&o| t.mages[o].eyes_at(at).total() > 0);
            if let Some(o) = rival {
                let to = t.mages[o].loc;
                // The leap obeys the anchored Eyes like any move of an Eye ("Mana", "Eyes"): Seek's
                // text says nothing otherwise.
                if to != at && t.anchored_zone(&c.map).binary_search(&to).is_ok() {
                    log.say(EYES, Some(seat as usize), || {
                        format!(
                            "{}'s Eye cannot leap to {}: no Eye may move into or next to an anchored Eye",
                            seat_name(seat),
                            seat_name(o as u8)
                        )
                    });
                } else if to != at && shift_eye(c, s, seat, at, to, log) {
                    log.say(EYES, Some(seat as usize), || format!("{}'s Eye leaps to {}", seat_name(seat), seat_name(o as u8)));
                }
            }
        }
        EyeMove::Push if s.table.mages[seat as usize].eyes_at(at).total() > 0 => {
            let zone = s.table.anchored_zone(&c.map);
            let Some(&to) = c.map.neighbours(at).iter().find(|n| zone.binary_search(n).is_err()) else { return };
            for o in 0..s.table.seats() as u8 {
                while o != seat && s.table.mages[o as usize].eyes_at(at).loose > 0 {
                    shift_eye(c, s, o, at, to, log);
                }
            }
        }
        EyeMove::Push => {}
        EyeMove::Scorch => {
            take_eye(s, seat, at);
        }
        EyeMove::Plain | EyeMove::Scatter => {}
    }
}

/// Carries out the mage's choice for the waiting task `task` (already taken off the stack).
pub fn resolve_choice(c: &Content, s: &mut WovenState, seat: u8, task: Task, action: &Action, log: &mut Log) {
    let at = s.table.mages[seat as usize].loc;
    match (task, action) {
        (Task::Walk { mp }, Action::Go { to }) => {
            let cost = c.map.step_cost(at, *to, sure_footed(c, &s.table, seat)).unwrap_or(mp);
            s.table.mages[seat as usize].loc = *to;
            log.say(MOVEMENT, Some(seat as usize), || format!("{} moves to {}", seat_name(seat), c.map.label(*to)));
            let stopped = mage_moved(c, s, seat, log);
            if !stopped && mp > cost {
                s.table.pending.push(Task::Walk { mp: mp - cost });
            }
        }
        (Task::Travel { .. }, Action::Go { to }) => {
            s.table.mages[seat as usize].loc = *to;
            log.say(MOVEMENT, Some(seat as usize), || format!("{} travels to {}", seat_name(seat), c.map.label(*to)));
            mage_moved(c, s, seat, log);
        }
        (Task::PlaceEye { .. }, Action::Go { to }) => {
            create_eye(s, seat, *to, false);
            log.say(EYES, Some(seat as usize), || format!("{} places an Eye at {}", seat_name(seat), c.map.label(*to)));
        }
        (Task::PickEye { purpose, source }, Action::Eye { at: eye }) => pick_eye(c, s, seat, purpose, source, *eye, log),
        (Task::EyeWalk { at: from, owner, herd, left, how }, Action::Go { to }) => {
            // What follows the step goes under the questions the step raises.
            s.table.pending.push(if left > 1 {
                Task::EyeWalk { at: *to, owner, herd, left: left - 1, how }
            } else {
                Task::EyeWalkEnd { at: *to, owner, how }
            });
            if herd {
                for o in 0..s.table.seats() as u8 {
                    while o != seat && s.table.mages[o as usize].eyes_at(from).loose > 0 {
                        shift_eye(c, s, o, from, *to, log);
                    }
                }
            } else {
                shift_eye(c, s, owner, from, *to, log);
            }
            if how == EyeMove::Scorch {
                let victim = (0..s.table.seats() as u8)
                    .find(|&o| o != seat && s.table.mages[o as usize].eyes_at(*to).total() > 0);
                if let Some(v) = victim {
                    threaten_eye(c, s, v, *to, seat, false, log);
                }
            }
        }
        (Task::EyeWalk { at: from, owner, how, .. }, Action::Stop) => finish_eye_walk(c, s, owner, from, how, log),
        (Task::Scatter { left }, Action::Shift { from, to }) => {
            if left > 1 {
                s.table.pending.push(Task::Scatter { left: left - 1 });
            }
            shift_eye(c, s, seat, *from, *to, log);
        }
        (Task::AttackBeside { power, source, .. }, Action::Go { to }) => {
            attack(c, s, seat, *to, power, false, source, log)
        }
        (Task::PlaceCard { card }, Action::Place { placement }) => {
            let Some(tc) = c.tapestry.get(card as usize) else { return };
            let m = &mut s.table.mages[seat as usize];
            let covered = m.tapestry.lay(&tc.faces, *placement);
            m.pool += covered;
            log.say(TAPESTRY, Some(seat as usize), || format!("{} adds a card to their tapestry", seat_name(seat)));
        }
        (Task::PullThread { left }, Action::Pull { at: sq }) => {
            let m = &mut s.table.mages[seat as usize];
            if let Some(cell) = m.tapestry.cells.get_mut(sq) {
                match cell.thread {
                    Some(Thread::Anchored) => cell.thread = Some(Thread::Loose),
                    Some(Thread::Loose) => {
                        cell.thread = None;
                        m.pool += 1;
                    }
                    None => {}
                }
            }
            log.say(PULL, Some(seat as usize), || format!("{} pulls a Thread", seat_name(seat)));
            if left > 1 {
                s.table.pending.push(Task::PullThread { left: left - 1 });
            }
        }
        (Task::AcquireMana { wells }, Action::TakeMana) => {
            let m = &mut s.table.mages[seat as usize];
            if m.supply > 0 {
                m.supply -= 1;
                m.pool += 1;
            }
            log.say(RECOVER, Some(seat as usize), || format!("{} gains a mana counter", seat_name(seat)));
            s.table.pending.push(Task::DrawSpells { n: wells.saturating_sub(1) });
        }
        (Task::AcquireMana { wells }, Action::Stop) => s.table.pending.push(Task::DrawSpells { n: wells }),
        (Task::AcquireSpell { mut drawn }, Action::Take { spell }) => {
            if let Some(i) = drawn.iter().position(|x| x == spell) {
                drawn.remove(i);
            }
            s.table.mages[seat as usize].discard.push(*spell);
            for rest in drawn {
                s.table.spell_deck.insert(0, rest);
            }
            log.say(RECOVER, Some(seat as usize), || {
                format!("{} acquires {}", seat_name(seat), c.spell(*spell).map_or("?", |x| &x.name))
            });
            s.table.pending.push(Task::Bank);
        }
        (Task::Bank, Action::Bank { spell }) => {
            let m = &mut s.table.mages[seat as usize];
            if let Some(i) = m.hand.iter().position(|x| x == spell) {
                m.hand.remove(i);
                m.treasure.push(super::state::Trophy::Spell(*spell));
            }
        }
        (Task::Recast { .. }, Action::Recast { spell, placement }) => cast(c, s, seat, *spell, placement, false, log),
        (Task::React { victim, .. }, Action::Cast { spell, placement }) => {
            let m = &mut s.table.mages[victim as usize];
            if let Some(i) = m.hand.iter().position(|x| x == spell) {
                m.hand.remove(i);
            }
            m.active.push(ActiveSpell { spell: *spell, charges: 0 });
            m.tapestry.weave(placement);
            m.pool = m.pool.saturating_sub(placement.new_threads.len() as u8);
            let Some(sp) = c.spell(*spell) else { return };
            log.say(Rule::new("woven", "Combat", "Reactions"), Some(victim as usize), || {
                format!("{} reacts with {}", seat_name(victim), sp.name)
            });
            s.table.pending.push(Task::ReactionEnd { victim });
            push_effects(&mut s.table, &sp.react, Source::Spell(*spell));
        }
        (Task::Sacrifice { seat: who, threat }, Action::Spend { spell, eye }) => {
            spend_sacrifice(c, s, who, threat, *spell, *eye, log)
        }
        _ => {}
    }
}

/// Spends one Charge of `spell` against `threat` (ruling "Reactions"): Repel destroys the
/// arriving Eye (as any rival's removal, which its owner's Charges may answer in turn);
/// Sacrificium keeps the Eye; Switch gives up the Eye at `eye` instead.
fn spend_sacrifice(
    c: &Content,
    s: &mut WovenState,
    who: u8,
    threat: Threat,
    spell: u8,
    eye: Option<Loc>,
    log: &mut Log,
) {
    let Some(sp) = c.spell(spell) else { return };
    let m = &mut s.table.mages[who as usize];
    let Some(i) = m.active.iter().position(|a| a.spell == spell && a.charges > 0) else { return };
    m.active[i].charges -= 1;
    m.pool += 1;
    if m.active[i].charges == 0 {
        m.active.remove(i);
        m.discard.push(spell);
    }
    match threat {
        Threat::EyeArrives { owner, at } => {
            log.say(CHARGES, Some(who as usize), || {
                format!("{} spends a Charge of {} to destroy {}'s Eye at {}", seat_name(who), sp.name, seat_name(owner), c.map.label(at))
            });
            threaten_eye(c, s, owner, at, who, false, log);
        }
        Threat::EyeLost { at, .. } => {
            // The Eye's loss was stacked right under this question: the Charge takes its place.
            if matches!(s.table.pending.last(), Some(Task::LoseEye { owner, at: l }) if *owner == who && *l == at) {
                s.table.pending.pop();
            }
            match eye {
                Some(other) => {
                    take_eye(s, who, other);
                    log.say(CHARGES, Some(who as usize), || {
                        format!(
                            "{} spends a Charge of {}: the Eye at {} is given up instead of the one at {}",
                            seat_name(who),
                            sp.name,
                            c.map.label(other),
                            c.map.label(at)
                        )
                    });
                }
                None => log.say(CHARGES, Some(who as usize), || {
                    format!("{} spends a Charge of {} and keeps the Eye at {}", seat_name(who), sp.name, c.map.label(at))
                }),
            }
        }
        Threat::Attack { .. } => {}
    }
}

/// Casting ("Cast a Spell", "Re-cast an Active Spell"): the spell goes to (or stays in) the
/// Active area, the new Threads are woven, its effects resolve, and then it may be cast again.
pub fn cast(
    c: &Content,
    s: &mut WovenState,
    seat: u8,
    spell: u8,
    placement: &super::tapestry::PatternPlacement,
    from_hand: bool,
    log: &mut Log,
) {
    let m = &mut s.table.mages[seat as usize];
    if from_hand {
        if let Some(i) = m.hand.iter().position(|&x| x == spell) {
            m.hand.remove(i);
        }
        m.active.push(ActiveSpell { spell, charges: 0 });
    }
    m.tapestry.weave(placement);
    m.pool = m.pool.saturating_sub(placement.new_threads.len() as u8);
    let Some(sp) = c.spell(spell) else { return };
    log.say(SPELLS, Some(seat as usize), || format!("{} casts {}", seat_name(seat), sp.name));
    s.table.pending.push(Task::Recast { spell });
    push_effects(&mut s.table, &sp.cast, Source::Spell(spell));
}

fn pick_eye(c: &Content, s: &mut WovenState, seat: u8, purpose: EyeUse, source: Source, eye: Loc, log: &mut Log) {
    let t = &mut s.table;
    match purpose {
        EyeUse::Move { spaces, how } => {
            t.pending.push(Task::EyeWalk { at: eye, owner: seat, herd: false, left: spaces, how });
        }
        EyeUse::Duplicate { spaces } => {
            let m = &mut t.mages[seat as usize];
            if m.pool > 0 {
                m.pool -= 1;
                m.eyes.entry(eye).or_default().loose += 1;
                t.pending.push(Task::EyeWalk { at: eye, owner: seat, herd: false, left: spaces, how: EyeMove::Plain });
            }
        }
        EyeUse::Split => {
            let m = &mut t.mages[seat as usize];
            let e = m.eyes_at(eye);
            let extra = e.total().min(m.pool);
            m.pool -= extra;
            m.eyes.entry(eye).or_default().loose += extra;
            log.say(EYES, Some(seat as usize), || format!("{}'s Eyes at {} split", seat_name(seat), c.map.label(eye)));
        }
        EyeUse::Anchor => {
            if let Some(e) = t.mages[seat as usize].eyes.get_mut(&eye) {
                if e.loose > 0 {
                    e.loose -= 1;
                    e.anchored += 1;
                }
            }
            log.say(EYES, Some(seat as usize), || format!("{} anchors an Eye at {}", seat_name(seat), c.map.label(eye)));
        }
        EyeUse::Control { spaces } => {
            let rival =
                (1..t.seats()).map(|k| (seat as usize + k) % t.seats()).find(|&o| t.mages[o].eyes_at(eye).loose > 0);
            if let Some(o) = rival {
                t.pending.push(Task::EyeWalk {
                    at: eye,
                    owner: o as u8,
                    herd: false,
                    left: spaces,
                    how: EyeMove::Plain,
                });
            }
        }
        EyeUse::ControlAll { spaces } => {
            t.pending.push(Task::EyeWalk { at: eye, owner: seat, herd: true, left: spaces, how: EyeMove::Plain });
        }
        EyeUse::ConsumeToAttack { power } => {
            take_eye(s, seat, eye);
            attack(c, s, seat, eye, power, false, source, log);
        }
        EyeUse::ConsumeToAttackBeside { power } => {
            take_eye(s, seat, eye);
            s.table.pending.push(Task::AttackBeside { from: eye, power, source });
        }
        EyeUse::ConsumeToClear { radius } => {
            take_eye(s, seat, eye);
            let area: Vec<Loc> = (0..c.map.len() as Loc).filter(|&l| c.map.distance(eye, l) <= radius).collect();
            for l in area {
                remove_all_eyes(c, s, seat, l, log);
                if radius > 0 {
                    for o in s.table.mages.iter_mut() {
                        if let Some(e) = o.eyes.get_mut(&l) {
                            e.loose += e.anchored;
                            e.anchored = 0;
                        }
                    }
                }
            }
            log.say(EYES, Some(seat as usize), || format!("{} dispels the Eyes at {}", seat_name(seat), c.map.label(eye)));
        }
        EyeUse::AttackAt { power, terrain_bonus } => attack(c, s, seat, eye, power, terrain_bonus, source, log),
        EyeUse::Redirect { from } => redirect(c, s, seat, from, eye, log),
    }
}

/// Redirect's reaction: the attack about to strike `from` (the nearest declared one) strikes
/// the location of the reacting mage's Eye at `to` instead; the other questions about the old
/// location are dropped, and whoever stands at the new one may answer it in turn.
fn redirect(c: &Content, s: &mut WovenState, seat: u8, from: Loc, to: Loc, log: &mut Log) {
    let t = &mut s.table;
    let Some(i) = t.pending.iter().rposition(|task| matches!(task, Task::Strike { at, .. } if *at == from)) else {
        return;
    };
    let mut above = t.pending.split_off(i);
    let Task::Strike { attacker, power, terrain_bonus, source, .. } = above.remove(0) else { return };
    above.retain(|task| !matches!(task, Task::React { threat: Threat::Attack { at, attacker: a, .. }, .. } if *at == from && *a == attacker));
    t.pending.extend(above);
    log.say(REACTIONS, Some(seat as usize), || {
        format!("{} turns {}'s attack from {} onto their Eye at {}", seat_name(seat), seat_name(attacker), c.map.label(from), c.map.label(to))
    });
    attack(c, s, attacker, to, power, terrain_bonus, source, log);
}
