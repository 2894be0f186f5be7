//! Who acts, what they may do (the single source of truth), why anything else is refused, and
//! carrying out an action that is allowed.

use super::actions::{Action, ShrineUse};
use super::casting::{activatable, activate, cast, first_copy_before, for_each_castable, resolve_stack, usable_skills, use_skill, window_holder};
use super::combat::{can_attack, can_block, declare_attack, declare_block, resolve_combat};
use super::content::{Content, Kind};
use super::ending::check_end;
use super::setup::mulligan;
use super::state::{other, rule, AttackTarget, Iid, Phase, SpellweaverState, HAND_ON_STACK};
use super::refusals::why_not;
use super::turn::{
    begin_turn, can_move, close_turn, end_turn, finish_offering, main_phase, move_creature, offer, offer_fault,
    play_shrine, sacrifice_spark, shrine_fault, spark_fault,
};
use crate::core::{Log, RuleError};

/// The one seat asked to act now, if any.
pub fn active_seat(s: &SpellweaverState) -> Option<u8> {
    let t = &s.table;
    match t.phase {
        Phase::Over => None,
        Phase::Mulligan { seat } => Some(seat),
        _ => {
            t.priority.or_else(
                || {
                    if t.confirm_shrine.is_some() || t.offering {
                        Some(t.active)
                    } else {
                        window_holder(s)
                    }
                },
            )
        }
    }
}

pub fn legal_actions(c: &Content, s: &SpellweaverState, seat: u8) -> Vec<Action> {
    let mut out = Vec::with_capacity(32);
    legal_actions_of(c, s, seat, Kinds::ALL, &mut out);
    out
}

/// The kinds of action a listing is for: `legal_actions` lists them all; the playout policy
/// only those it picks from (`legal_actions_of`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Kinds {
    pub shrines: bool,
    pub offers: bool,
    pub moves: bool,
    pub skills: bool,
    pub spark: bool,
    pub casts: bool,
    pub abilities: bool,
    pub attacks: bool,
    pub blocks: bool,
}

impl Kinds {
    pub const ALL: Kinds = Kinds {
        shrines: true,
        offers: true,
        moves: true,
        skills: true,
        spark: true,
        casts: true,
        abilities: true,
        attacks: true,
        blocks: true,
    };
    pub const NONE: Kinds = Kinds {
        shrines: false,
        offers: false,
        moves: false,
        skills: false,
        spark: false,
        casts: false,
        abilities: false,
        attacks: false,
        blocks: false,
    };
}

/// `legal_actions` with only the wanted kinds of `PlayShrine`, `Offer`, `Move`, `UseSkill`,
/// `SacrificeSpark`, `Cast`, `Activate`, `Attack` and `Block`, in the same order (each kind comes
/// from one part of the listing); the rest (the step's own action, and the mulligan's, the
/// shrine confirmation's and the offering's choices) always. The conformance suite checks it
/// against `legal_actions` filtered.
pub fn legal_actions_of(c: &Content, s: &SpellweaverState, seat: u8, want: Kinds, out: &mut Vec<Action>) {
    out.clear();
    if active_seat(s) != Some(seat) {
        return;
    }
    let t = &s.table;
    if let Phase::Mulligan { .. } = t.phase {
        out.push(Action::Keep);
        if !t.player(seat).mulliganed {
            out.push(Action::Mulligan);
        }
        return;
    }
    if t.confirm_shrine.is_some() {
        out.extend([Action::ConfirmShrine, Action::CancelShrine]);
        return;
    }
    if t.offering {
        for &id in &s.offering {
            if c.card(s.def(id)).is_some_and(|k| k.kind == Kind::Shrine) {
                out.push(Action::TakeShrine { card: id });
            }
        }
        out.push(Action::TakeNothing);
        return;
    }
    let responding = t.priority == Some(seat);
    out.push(match (t.phase, responding) {
        (_, true) => Action::Pass,
        (Phase::Deploy, _) => Action::ToCombat,
        (Phase::Reinforce, _) => Action::EndTurn,
        (Phase::Attack, _) => Action::EndAttacks,
        (Phase::Block, _) => Action::EndBlocks,
        _ => Action::Pass,
    });
    let main = main_phase(s, seat).is_ok();
    // The hand in id order, sorted once for the shrines, the offers and the casts.
    let (mut hand_buf, mut hand_spill) = ([0; HAND_ON_STACK], Vec::new());
    let hand: &[Iid] = if (main && (want.shrines || want.offers)) || want.casts {
        s.hand_by_id(seat, &mut hand_buf, &mut hand_spill)
    } else {
        &[]
    };
    if main {
        for (i, &id) in hand.iter().enumerate().filter(|_| want.shrines) {
            let def = s.def(id);
            let Some(card) = c.card(def) else { continue };
            if first_copy_before(s, &hand[..i], def) {
                continue;
            }
            if shrine_fault(s, seat, card.kind).is_ok() {
                out.push(Action::PlayShrine { card: id, use_: ShrineUse::Level });
                out.push(Action::PlayShrine { card: id, use_: ShrineUse::Mana });
            }
        }
        if want.offers && offer_fault(s, seat).is_ok() {
            for (i, &id) in hand.iter().enumerate() {
                if !first_copy_before(s, &hand[..i], s.def(id)) {
                    out.push(Action::Offer { card: id });
                }
            }
        }
        for cr in t.creatures.iter().filter(|_| want.moves) {
            if can_move(c, s, seat, cr.id) {
                out.push(Action::Move { creature: cr.id });
            }
        }
        for (slot, target) in if want.skills { usable_skills(c, s, seat) } else { Vec::new() } {
            out.push(Action::UseSkill { slot, target });
        }
    }
    if want.spark && spark_fault(s, seat).is_ok() {
        out.push(Action::SacrificeSpark);
    }
    if want.casts {
        for_each_castable(c, s, seat, hand, |card, target| out.push(Action::Cast { card, target }));
    }
    for (creature, ability, target) in if want.abilities { activatable(c, s, seat) } else { Vec::new() } {
        out.push(Action::Activate { creature, ability, target });
    }
    if want.attacks && !responding && t.phase == Phase::Attack {
        for cr in t.creatures.iter().filter(|cr| cr.owner == seat) {
            for target in std::iter::once(AttackTarget::Hero)
                .chain(t.creatures.iter().filter(|d| d.owner != seat).map(|d| AttackTarget::Creature(d.id)))
            {
                if can_attack(c, s, cr.id, target) {
                    out.push(Action::Attack { attacker: cr.id, target });
                }
            }
        }
    }
    if want.blocks && !responding && t.phase == Phase::Block {
        let mut attackers: Vec<u16> = t.attacks.iter().map(|d| d.attacker).collect();
        attackers.dedup();
        for b in t.creatures.iter().filter(|cr| cr.owner == seat) {
            for &a in &attackers {
                if can_block(c, s, b.id, a) {
                    out.push(Action::Block { blocker: b.id, attacker: a });
                }
            }
        }
    }
}

/// Why `action` is refused (or Ok). The sentence names the rule.
pub fn check(c: &Content, s: &SpellweaverState, seat: u8, action: &Action) -> Result<(), RuleError> {
    if *action == Action::Resign {
        return if s.table.over() || seat > 1 {
            Err(RuleError::new(rule("Ending a Game", ""), "The game is over."))
        } else {
            Ok(())
        };
    }
    if legal_actions(c, s, seat).contains(action) {
        return Ok(());
    }
    Err(why_not(c, s, seat, action))
}

/// Carries out an allowed action, then checks whether the game has ended.
pub fn execute(c: &Content, s: &mut SpellweaverState, seat: u8, action: &Action, log: &mut Log) {
    s.table.actions = s.table.actions.saturating_add(1);
    match *action {
        Action::Resign => {
            s.table.player_mut(seat).resigned = true;
            log.say(rule("Ending a Game", "Ways of Losing"), Some(seat as usize), || {
                format!("Player {} resigns", seat + 1)
            });
            // A resignation ends the game even during the mulligans.
            if matches!(s.table.phase, Phase::Mulligan { .. }) {
                s.table.phase = Phase::Deploy;
            }
        }
        Action::Keep | Action::Mulligan => {
            if *action == Action::Mulligan {
                mulligan(s, seat);
                log.say(rule("Starting Resources", "Cards"), Some(seat as usize), || {
                    format!("Player {} replaces the starting hand", seat + 1)
                });
            } else {
                log.say(rule("Starting Resources", "Cards"), Some(seat as usize), || {
                    format!("Player {} keeps the hand", seat + 1)
                });
            }
            if seat == s.table.starter {
                s.table.phase = Phase::Mulligan { seat: other(seat) };
            } else {
                let starter = s.table.starter;
                begin_turn(c, s, log, starter);
            }
        }
        Action::PlayShrine { card, use_ } => {
            if use_ == ShrineUse::Mana && s.table.player(seat).levels.iter().all(|&l| l == 0) {
                s.table.confirm_shrine = Some(card);
            } else {
                play_shrine(c, s, log, seat, card, use_);
            }
        }
        Action::ConfirmShrine => {
            if let Some(card) = s.table.confirm_shrine.take() {
                play_shrine(c, s, log, seat, card, ShrineUse::Mana);
            }
        }
        Action::CancelShrine => s.table.confirm_shrine = None,
        Action::Cast { card, target } => cast(c, s, log, seat, card, target),
        Action::UseSkill { slot, target } => use_skill(c, s, log, seat, slot, target),
        Action::Activate { creature, ability, target } => activate(c, s, log, seat, creature, ability, target),
        Action::Move { creature } => move_creature(c, s, log, creature),
        Action::SacrificeSpark => sacrifice_spark(s, log, seat),
        Action::Offer { card } => offer(s, log, seat, card),
        Action::TakeShrine { card } => finish_offering(c, s, log, seat, Some(card)),
        Action::TakeNothing => finish_offering(c, s, log, seat, None),
        Action::ToCombat => {
            s.table.phase = Phase::Attack;
            log.say(rule("Combat", "Attack Declaration"), Some(seat as usize), || "Combat begins".to_string());
        }
        Action::Attack { attacker, target } => declare_attack(c, s, log, attacker, target),
        Action::EndAttacks => {
            // Ruling "No attack": with nothing declared, combat is over at once.
            s.table.phase = if s.table.attacks.is_empty() { Phase::Reinforce } else { Phase::Block };
        }
        Action::Block { blocker, attacker } => declare_block(c, s, log, blocker, attacker),
        Action::EndBlocks => s.table.phase = Phase::AfterBlocks,
        Action::Pass => {
            if s.table.priority.is_some() {
                resolve_stack(c, s, log);
            } else {
                match s.table.phase {
                    Phase::AfterBlocks => resolve_combat(c, s, log),
                    Phase::EndWindow => close_turn(c, s, log),
                    _ => {}
                }
            }
        }
        Action::EndTurn => end_turn(c, s, log),
    }
    // A combat whose attacks were all removed by instants has nothing left to resolve.
    if matches!(s.table.phase, Phase::Block | Phase::AfterBlocks)
        && s.table.attacks.is_empty()
        && s.table.stack.is_empty()
    {
        s.table.blocks.clear();
        s.table.phase = Phase::Reinforce;
    }
    check_end(s, log);
}
