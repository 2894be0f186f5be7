//! Why an action is refused: the section of rules/spellweaver.md whose condition failed, and
//! what failed, in words ("Gilded Lancer costs 2 mana; you have 0."). The conditions themselves
//! live with the rules they belong to (`casting`, `combat`, `turn`) and report a [`Fault`]; the
//! offered actions and these sentences both come from them, so a reason never drifts from what
//! is legal. A sentence naming the step an action belongs to stays only for an action of
//! another step ("Blocks are declared in the Block Declaration step of combat.").

use super::actions::Action;
use super::casting::{ability_fault, cast_fault, playable, skill_fault, target_fits, targets};
use super::combat::{attack_fault, block_fault};
use super::content::{Aim, Aspect, Card, Content, Levels};
use super::effects::channel_energy;
use super::state::{current, rule, AttackTarget, Iid, Phase, SpellweaverState, Target};
use super::turn::{main_phase, move_fault, offer_fault, shrine_fault, spark_fault};
use crate::core::wording::count;
use crate::core::{Rule, RuleError};
use std::borrow::Cow;

/// A condition of the rules that failed. Cheap to make (the search checks legality millions of
/// times); [`why_not`] and its helpers say it in words.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fault {
    // When something is played ("Spells", "Heroes", "Abilities").
    ShrineIsNotCast,
    NoInstantWindow,
    StackWaiting,
    OtherPlayersTurn,
    NotMainPhase,
    // What it costs ("Levels", "Mana").
    Levels,
    Mana,
    Cooldown,
    NotReadyToExhaust,
    // What is played.
    NotInHand,
    NoSuchSkill,
    NotAShrine,
    ShrineAlreadyPlayed,
    AlreadyOffered,
    DeckEmpty,
    NoSpark,
    // What it aims at.
    NeedsTarget,
    TakesNoTarget,
    NothingToAimAt,
    NotInPlay,
    NotAnEnemy,
    NotAnAlly,
    Protected,
    NotACreature,
    NotACreatureOrHero,
    NotASpell,
    NotOnStack,
    NoSuchHero,
    // Creatures attacking, blocking and moving.
    NotYours,
    CannotAttack,
    CannotBlock,
    Exhausted,
    AlreadyAttacking,
    RampageTargets,
    NotInCombatRow,
    ArrivedThisTurn,
    SpeedZero,
    TargetNotInPlay,
    OwnCreature,
    NeedsReach,
    FlyerAgainstFlyer,
    Slower,
    NotAttacking,
    AlreadyBlocking,
    IsAttacked,
    AlreadyMoved,
    SupportStays,
}

const ENDING: Rule = rule("Ending a Game", "");
const GAMEPLAY: Rule = rule("Gameplay", "");
const DEPLOY: Rule = rule("Gameplay", "Deploy - First Main Phase");
const REINFORCE: Rule = rule("Gameplay", "Reinforce - Second Main Phase");
const END_OF_TURN: Rule = rule("Gameplay", "End of Turn");
const MULLIGAN: Rule = rule("Starting Resources", "Cards");
const SPARK: Rule = rule("Starting Resources", "The Spark");
const SPELLS: Rule = rule("Card Types", "Spells");
const MANA: Rule = rule("Mana", "");
const LEVELS: Rule = rule("Levels", "");
const HEROES: Rule = rule("Heroes", "");
const ABILITIES: Rule = rule("Creatures", "Abilities");
const KEYWORDS: Rule = rule("Creatures", "Keywords");
const CONFLICTS: Rule = rule("Conflicting Rules", "");
const SHRINES: Rule = rule("Shrines", "");
const OFFERING: Rule = rule("Divine Offering", "");
const ATTACKS: Rule = rule("Combat", "Attack Declaration");
const BLOCKS: Rule = rule("Combat", "Block Declaration");
const AFTER_BLOCKS: Rule = rule("Combat", "Instant Effects");

fn no(rule: Rule, text: impl Into<Cow<'static, str>>) -> RuleError {
    RuleError::new(rule, text)
}

/// Why `seat` may not take `action` now; called only for an action `legal_actions` does not offer.
pub fn why_not(c: &Content, s: &SpellweaverState, seat: u8, action: &Action) -> RuleError {
    if let Some(e) = not_asked(s, seat, action) {
        return e;
    }
    let t = &s.table;
    match *action {
        Action::Keep | Action::Mulligan => no(MULLIGAN, "The starting hand is kept or replaced only before the first turn."),
        Action::ConfirmShrine | Action::CancelShrine => no(
            SHRINES,
            "Nothing waits for you to confirm: only a shrine played for mana while you have no level asks.",
        ),
        Action::TakeShrine { .. } | Action::TakeNothing => {
            no(OFFERING, "Nothing is on offer: a card is taken only during your Divine Offering.")
        }
        Action::Cast { card, target } => cast(c, s, seat, card, target),
        Action::UseSkill { slot, target } => skill(c, s, seat, slot, target),
        Action::Activate { creature, ability, target } => activate(c, s, seat, creature, ability, target),
        Action::PlayShrine { card, .. } => shrine(c, s, seat, card),
        Action::Offer { card } => offering(c, s, seat, card),
        Action::Move { creature } => move_words(c, s, seat, creature),
        Action::SacrificeSpark => spark(s, seat),
        _ if t.priority == Some(seat) => stack_first(),
        Action::Attack { attacker, target } => attack(c, s, attacker, target),
        Action::Block { blocker, attacker } => block(c, s, blocker, attacker),
        Action::EndAttacks => no(ATTACKS, "Attacks are declared, and ended, in the Attack Declaration step of combat."),
        Action::EndBlocks => no(BLOCKS, "Blocks are declared, and ended, in the Block Declaration step of combat."),
        Action::ToCombat => no(DEPLOY, "Combat begins when you end Deploy, your first main phase."),
        Action::EndTurn if t.active != seat => {
            no(END_OF_TURN, "It is the other player's turn: pass to let them go on, and it ends after Reinforce.")
        }
        Action::EndTurn => no(REINFORCE, "Your turn ends after Reinforce, your second main phase."),
        Action::Pass => no(phase_rule(t.phase), "Nothing waits for you to pass: end the step you are in instead."),
        Action::Resign => no(GAMEPLAY, "That is not one of your choices now."),
    }
}

/// The refusals that come before any action's own conditions: the game is over, another seat
/// is asked, or a choice (the mulligan, a shrine to confirm, a Divine Offering) is waiting.
fn not_asked(s: &SpellweaverState, seat: u8, action: &Action) -> Option<RuleError> {
    let t = &s.table;
    if t.over() {
        return Some(no(ENDING, "The game is over."));
    }
    if super::legal::active_seat(s) != Some(seat) {
        return Some(no(GAMEPLAY, "It is not your turn to act."));
    }
    if let Phase::Mulligan { .. } = t.phase {
        return Some(match action {
            Action::Mulligan => no(MULLIGAN, "You have already replaced your starting hand once."),
            _ => no(MULLIGAN, "Keep or replace your starting hand first: the first turn has not begun."),
        });
    }
    if t.confirm_shrine.is_some() {
        return Some(no(SHRINES, "Confirm or cancel the shrine you are playing for mana first."));
    }
    if t.offering {
        return Some(match action {
            Action::TakeShrine { .. } => no(OFFERING, "Only a shrine among the cards your Divine Offering shows can be taken."),
            _ => no(OFFERING, "Take a shrine from your Divine Offering, or none, first."),
        });
    }
    None
}

/// The section of the step the turn is in.
fn phase_rule(phase: Phase) -> Rule {
    match phase {
        Phase::Mulligan { .. } => MULLIGAN,
        Phase::Deploy => DEPLOY,
        Phase::Attack => ATTACKS,
        Phase::Block => BLOCKS,
        Phase::AfterBlocks => AFTER_BLOCKS,
        Phase::Reinforce => REINFORCE,
        Phase::EndWindow => END_OF_TURN,
        Phase::Over => ENDING,
    }
}

fn stack_first() -> RuleError {
    no(SPELLS, "Something is waiting on the stack: answer it with an instant, or pass.")
}

fn not_in_hand(rule: Rule) -> RuleError {
    no(rule, "That card is not in your hand.")
}

/// Copies of a card in hand are one choice, offered as the first copy (`hand_by_id`).
fn twin(rule: Rule, name: &str, verb: &str) -> RuleError {
    no(rule, format!("Your copies of {name} are one choice: {verb} the first one in your hand."))
}

/// What is played, for the sentences its faults share: its name, what doing it is called, its
/// costs, and the section it is played by.
struct Played {
    name: String,
    verb: &'static str,
    cost: u8,
    levels: Levels,
    rule: Rule,
}

impl Played {
    fn card(card: &Card) -> Played {
        Played { name: card.name.clone(), verb: "played", cost: card.cost, levels: card.levels, rule: SPELLS }
    }
}

/// The faults anything played shares: its timing, levels, mana and target.
fn played(c: &Content, s: &SpellweaverState, seat: u8, p: &Played, fault: Fault) -> RuleError {
    let name = &p.name;
    match fault {
        Fault::ShrineIsNotCast => {
            no(SHRINES, format!("{name} is a shrine: play it as a shrine, for a level or for mana."))
        }
        Fault::NoInstantWindow => no(
            p.rule.clone(),
            "Instants are played in combat, in the other player's turn and in your own main phases, when you are asked.",
        ),
        Fault::StackWaiting => no(
            p.rule.clone(),
            format!("Something is waiting on the stack: only an instant can answer it, so {name} waits until it resolves."),
        ),
        Fault::OtherPlayersTurn => no(
            p.rule.clone(),
            format!("It is the other player's turn: only instants are played in it, so {name} waits for your own main phase."),
        ),
        Fault::NotMainPhase => {
            no(p.rule.clone(), format!("{name} can be {} only in your own main phases, Deploy and Reinforce.", p.verb))
        }
        Fault::Levels => no(LEVELS, missing_levels(name, &p.levels, &s.table.player(seat).levels)),
        Fault::Mana => no(MANA, format!("{name} costs {} mana; you have {}.", p.cost, mana_words(c, s, seat))),
        _ => aim_words(c, s, p, fault, None),
    }
}

/// The first level requirement not met: an aspect's, else the total.
fn missing_levels(name: &str, need: &Levels, have: &[u8; 6]) -> String {
    for a in Aspect::ALL {
        let (want, got) = (need.aspects[a as usize], have[a as usize]);
        if got < want {
            let noun = format!("{a:?} level");
            return format!("{name} needs {}; you have {got}.", count(want, &noun, &format!("{noun}s")));
        }
    }
    let total: u16 = have.iter().map(|&x| x as u16).sum();
    format!("{name} needs {} in all; you have {total}.", count(need.total(), "level", "levels"))
}

/// The mana `seat` can pay with: mana, and Channeling energy when there is some.
fn mana_words(c: &Content, s: &SpellweaverState, seat: u8) -> String {
    let mana = s.table.player(seat).mana;
    match channel_energy(c, s, seat) {
        0 => mana.to_string(),
        energy => format!("{mana} mana and {energy} Channeling energy"),
    }
}

/// A target that does not fit what `p` aims at.
fn aim_words(c: &Content, s: &SpellweaverState, p: &Played, fault: Fault, target: Option<Target>) -> RuleError {
    let name = &p.name;
    let target_name = match target {
        Some(Target::Creature(id)) => c.name(s.def(id)).to_string(),
        _ => "That creature".to_string(),
    };
    let text = match fault {
        Fault::NeedsTarget => format!("{name} needs a target: choose what it aims at."),
        Fault::TakesNoTarget => format!("{name} aims at nothing: choose no target."),
        Fault::NothingToAimAt => format!("There is nothing {name} can aim at now."),
        Fault::NotInPlay => "That creature is not in play.".to_string(),
        Fault::NotAnEnemy => format!("{name} aims at an enemy creature, and {target_name} is yours."),
        Fault::NotAnAlly => format!("{name} aims at one of your creatures, and {target_name} is not yours."),
        Fault::Protected => {
            return no(KEYWORDS, format!("{target_name} is Protected: your cards and skills cannot aim at it."))
        }
        Fault::NotACreature if matches!(target, Some(Target::Hero(_))) => {
            format!("{name} aims at a creature, not a hero.")
        }
        Fault::NotACreature => format!("{name} aims at a creature, not a card on the stack."),
        Fault::NotACreatureOrHero => format!("{name} aims at a creature or a hero."),
        Fault::NotASpell => format!("{name} aims at a card waiting on the stack."),
        Fault::NotOnStack => "That card is not waiting on the stack.".to_string(),
        Fault::NoSuchHero => "There is no such hero.".to_string(),
        _ => format!("{name} cannot be {} now.", p.verb),
    };
    no(p.rule.clone(), text)
}

/// A target checked against what `p` aims at (`target_fits`), in words.
fn target_words(
    c: &Content,
    s: &SpellweaverState,
    seat: u8,
    p: &Played,
    aim: Option<Aim>,
    target: Option<Target>,
    itself: Option<Iid>,
) -> Option<RuleError> {
    let fault = target_fits(c, s, seat, aim, target, itself).err()?;
    let nothing = aim.is_some_and(|aim| targets(c, s, seat, aim, itself).is_empty());
    let fault = if fault == Fault::NeedsTarget && nothing { Fault::NothingToAimAt } else { fault };
    Some(aim_words(c, s, p, fault, target))
}

fn cast(c: &Content, s: &SpellweaverState, seat: u8, card: Iid, target: Option<Target>) -> RuleError {
    let in_hand = s.hands[seat as usize & 1].contains(&card);
    let Some(k) = c.card(s.def(card)).filter(|_| in_hand) else { return not_in_hand(SPELLS) };
    let p = Played::card(k);
    if let Err(f) = playable(c, s, seat, k) {
        return played(c, s, seat, &p, f);
    }
    target_words(c, s, seat, &p, k.aim, target, Some(card)).unwrap_or_else(|| twin(SPELLS, &k.name, "play"))
}

/// Why the card `card` in `seat`'s hand cannot be played now with any target.
pub fn why_not_cast(c: &Content, s: &SpellweaverState, seat: u8, card: Iid) -> Option<RuleError> {
    if let Some(e) = not_asked(s, seat, &Action::Cast { card, target: None }) {
        return Some(e);
    }
    let fault = cast_fault(c, s, seat, card).err()?;
    let Some(k) = c.card(s.def(card)).filter(|_| fault != Fault::NotInHand) else { return Some(not_in_hand(SPELLS)) };
    Some(played(c, s, seat, &Played::card(k), fault))
}

fn skill(c: &Content, s: &SpellweaverState, seat: u8, slot: u8, target: Option<Target>) -> RuleError {
    let slot_skill = s.table.player(seat).skills.get(slot as usize).copied();
    let Some((sk, skill)) = slot_skill.and_then(|sk| Some((sk, c.skills.get(sk.skill as usize)?))) else {
        return no(HEROES, "Your hero has no skill in that slot.");
    };
    let p = Played { name: skill.name.clone(), verb: "used", cost: skill.cost, levels: skill.levels, rule: HEROES };
    match skill_fault(c, s, seat, slot) {
        Err(Fault::Cooldown) => no(
            HEROES,
            format!("{} is cooling down: wait {} of your own.", skill.name, count(sk.cooldown, "more turn", "more turns")),
        ),
        Err(f) => played(c, s, seat, &p, f),
        Ok(_) => target_words(c, s, seat, &p, skill.aim, target, None)
            .unwrap_or_else(|| no(HEROES, format!("{} cannot be used now.", skill.name))),
    }
}

fn activate(c: &Content, s: &SpellweaverState, seat: u8, creature: Iid, index: u8, target: Option<Target>) -> RuleError {
    let Some(cr) = s.table.creature(creature) else { return no(ABILITIES, "That creature is not in play.") };
    let name = c.name(cr.def);
    if cr.owner != seat {
        return no(ABILITIES, format!("{name} is not yours: only its controller activates its abilities."));
    }
    let Some(ability) = c.card(cr.def).and_then(|k| k.abilities.get(index as usize)) else {
        return no(ABILITIES, format!("{name} has no such ability."));
    };
    let p = Played {
        name: format!("{name}'s ability"),
        verb: "activated",
        cost: ability.cost,
        levels: Levels::default(),
        rule: ABILITIES,
    };
    match ability_fault(c, s, seat, cr, ability) {
        Err(Fault::NotReadyToExhaust) => {
            let state = if cr.frozen { "frozen" } else { "exhausted" };
            no(ABILITIES, format!("{name} is {state}: its ability exhausts it, so it must be ready."))
        }
        Err(f) => played(c, s, seat, &p, f),
        Ok(()) => target_words(c, s, seat, &p, ability.aim, target, None)
            .unwrap_or_else(|| no(ABILITIES, format!("{name}'s ability cannot be activated now."))),
    }
}

fn shrine(c: &Content, s: &SpellweaverState, seat: u8, card: Iid) -> RuleError {
    if let Err(f) = main_phase(s, seat) {
        return main_phase_words(f, SHRINES, "Shrines are played in your own main phases.");
    }
    let in_hand = s.hands[seat as usize & 1].contains(&card);
    let Some(k) = c.card(s.def(card)).filter(|_| in_hand) else { return not_in_hand(SHRINES) };
    match shrine_fault(s, seat, k.kind) {
        Err(Fault::NotAShrine) => no(SHRINES, format!("{} is not a shrine: play it as a card.", k.name)),
        Err(_) => no(DEPLOY, "Only one shrine may be played per turn, and you have played one this turn."),
        Ok(()) => twin(SHRINES, &k.name, "play"),
    }
}

fn offering(c: &Content, s: &SpellweaverState, seat: u8, card: Iid) -> RuleError {
    match offer_fault(s, seat) {
        Err(Fault::AlreadyOffered) => {
            no(OFFERING, "You have already made a Divine Offering this turn: it is once per turn.")
        }
        Err(Fault::DeckEmpty) => no(OFFERING, "Your deck is empty: a Divine Offering needs cards to look at."),
        Err(f) => main_phase_words(f, OFFERING, "A Divine Offering is made in your own main phases."),
        Ok(()) if !s.hands[seat as usize & 1].contains(&card) => not_in_hand(OFFERING),
        Ok(()) => twin(OFFERING, c.name(s.def(card)), "offer"),
    }
}

/// A main-phase move tried while the stack waits or in another step.
fn main_phase_words(fault: Fault, rule: Rule, when: &'static str) -> RuleError {
    match fault {
        Fault::StackWaiting => stack_first(),
        _ => no(rule, when),
    }
}

fn move_words(c: &Content, s: &SpellweaverState, seat: u8, creature: Iid) -> RuleError {
    if let Err(f) = main_phase(s, seat) {
        return main_phase_words(f, DEPLOY, "Creatures move between your rows in your own main phases.");
    }
    let name = s.table.creature(creature).map_or("That creature", |cr| c.name(cr.def));
    let Err(fault) = move_fault(c, s, seat, creature) else { return no(DEPLOY, "That creature cannot move now.") };
    match fault {
        Fault::NotYours => no(DEPLOY, format!("{name} is not yours: you move only your own creatures.")),
        Fault::Exhausted => no(DEPLOY, format!("{name} is exhausted: only ready creatures move.")),
        Fault::AlreadyMoved => no(DEPLOY, format!("{name} has already moved this turn: each creature moves once per turn.")),
        Fault::SupportStays => no(KEYWORDS, format!("{name} has Support: it cannot move to the combat row.")),
        _ => no(DEPLOY, "That creature is not in play."),
    }
}

fn spark(s: &SpellweaverState, seat: u8) -> RuleError {
    match spark_fault(s, seat) {
        Err(Fault::NoSpark) if seat == s.table.starter => {
            no(SPARK, "You have no Spark: The Spark is the second player's, and you went first.")
        }
        Err(Fault::NoSpark) => no(SPARK, "You have no Spark left: you have already sacrificed it."),
        Err(Fault::StackWaiting) => no(SPARK, "Answer the stack or pass first: The Spark is sacrificed when nothing waits."),
        _ => no(SPARK, "The Spark is sacrificed in your own turn."),
    }
}

fn attack(c: &Content, s: &SpellweaverState, attacker: Iid, target: AttackTarget) -> RuleError {
    if s.table.phase != Phase::Attack {
        return no(ATTACKS, "Attacks are declared in the Attack Declaration step of combat.");
    }
    match attack_fault(c, s, attacker, target) {
        Err(f) => attack_words(c, s, attacker, target, f),
        Ok(()) => no(ATTACKS, "That attack is not one of your choices now."),
    }
}

fn attack_words(c: &Content, s: &SpellweaverState, attacker: Iid, target: AttackTarget, fault: Fault) -> RuleError {
    let name = |id: Iid| c.name(s.def(id)).to_string();
    let a = name(attacker);
    let d = match target {
        AttackTarget::Creature(id) => name(id),
        AttackTarget::Hero => "the enemy hero".to_string(),
    };
    let text = match fault {
        Fault::NotInPlay => "That creature is not in play.".to_string(),
        Fault::NotYours => format!("{a} is not yours: you attack with your own creatures."),
        Fault::CannotAttack => {
            return no(CONFLICTS, format!("{a} cannot attack: a card forbids it, and a prohibition wins."))
        }
        Fault::Exhausted => format!("{a} is exhausted: only a ready creature attacks."),
        Fault::AlreadyAttacking => format!("{a} is already attacking: a creature attacks once, unless it has Rampage."),
        Fault::RampageTargets => {
            return no(
                KEYWORDS,
                format!("With Rampage, {a} attacks more enemy creatures, each once, and never the hero besides them."),
            )
        }
        Fault::NotInCombatRow => format!("{a} is in the support row: only combat-row creatures (and flyers) attack."),
        Fault::ArrivedThisTurn => {
            format!("{a} arrived in the combat row this turn: only a Swift creature attacks the turn it arrives.")
        }
        Fault::SpeedZero => format!("{a} has speed 0: attacking the enemy hero needs speed 1 or more."),
        Fault::TargetNotInPlay => "The creature attacked is not in play.".to_string(),
        Fault::OwnCreature => format!("{d} is yours: attack an enemy creature or the enemy hero."),
        Fault::NeedsReach => {
            format!("{d} is in the support row: only creatures in the combat row can be attacked, except with Reach.")
        }
        Fault::FlyerAgainstFlyer => {
            return no(KEYWORDS, format!("{a} flies, so it cannot attack {d}, a flyer in the support row."))
        }
        Fault::Slower => {
            let y = match target {
                AttackTarget::Creature(id) => speed(c, s, id),
                AttackTarget::Hero => 0,
            };
            let x = speed(c, s, attacker);
            format!("{a} (speed {x}) is slower than {d} (speed {y}): an attacker needs at least the speed of what it attacks.")
        }
        _ => format!("{a} cannot attack {d} now."),
    };
    no(ATTACKS, text)
}

/// A creature's speed now (0 if it is not in play), as combat compares it.
fn speed(c: &Content, s: &SpellweaverState, id: Iid) -> u8 {
    s.table.creature(id).map_or(0, |cr| current(c, &s.table, cr).speed)
}

fn block(c: &Content, s: &SpellweaverState, blocker: Iid, attacker: Iid) -> RuleError {
    if s.table.phase != Phase::Block {
        return no(BLOCKS, "Blocks are declared in the Block Declaration step of combat.");
    }
    match block_fault(c, s, blocker, attacker) {
        Err(f) => block_words(c, s, blocker, attacker, f),
        Ok(()) => no(BLOCKS, "That block is not one of your choices now."),
    }
}

fn block_words(c: &Content, s: &SpellweaverState, blocker: Iid, attacker: Iid, fault: Fault) -> RuleError {
    let b = c.name(s.def(blocker));
    let a = c.name(s.def(attacker));
    let text = match fault {
        Fault::NotInPlay => "That creature is not in play.".to_string(),
        Fault::NotYours => format!("{b} is not yours: you block with your own creatures."),
        Fault::TargetNotInPlay => "The creature to block is not in play.".to_string(),
        Fault::NotAttacking => format!("{a} is not attacking: only attackers are blocked."),
        Fault::CannotBlock => return no(CONFLICTS, format!("{b} cannot block: a card forbids it, and a prohibition wins.")),
        Fault::AlreadyBlocking => format!("{b} is already blocking: a creature blocks one attacker."),
        Fault::Exhausted => format!("{b} is exhausted: only a ready creature blocks."),
        Fault::IsAttacked => format!("{b} is itself attacked, so it cannot block."),
        Fault::NotInCombatRow => format!("{b} is in the support row: only combat-row creatures (and flyers) block."),
        Fault::Slower => format!(
            "{b} (speed {}) is slower than {a} (speed {}): a blocker needs at least the attacker's speed.",
            speed(c, s, blocker),
            speed(c, s, attacker)
        ),
        _ => format!("{b} cannot block {a} now."),
    };
    no(BLOCKS, text)
}

/// Why `creature` cannot attack anything now (the hero first, else the first creature).
pub fn why_not_attack(c: &Content, s: &SpellweaverState, seat: u8, creature: Iid) -> Option<RuleError> {
    let t = &s.table;
    if let Some(e) = not_asked(s, seat, &Action::EndAttacks) {
        return Some(e);
    }
    if t.priority == Some(seat) {
        return Some(stack_first());
    }
    if t.phase != Phase::Attack {
        return Some(no(ATTACKS, "Attacks are declared in the Attack Declaration step of combat."));
    }
    let enemies = t.creatures.iter().filter(|d| d.owner != seat).map(|d| AttackTarget::Creature(d.id));
    let tried: Vec<(AttackTarget, Result<(), Fault>)> = std::iter::once(AttackTarget::Hero)
        .chain(enemies)
        .map(|tg| (tg, attack_fault(c, s, creature, tg)))
        .collect();
    if tried.iter().any(|(_, r)| r.is_ok()) {
        return None;
    }
    // Past the attacker's own conditions, the hero's speed-0 refusal says less than a creature's.
    let (target, fault) = tried
        .iter()
        .find_map(|&(tg, r)| r.err().filter(|&f| f != Fault::SpeedZero || tried.len() == 1).map(|f| (tg, f)))?;
    Some(attack_words(c, s, creature, target, fault))
}

/// Why `creature` cannot block any attacker now (the first attacker's reason).
pub fn why_not_block(c: &Content, s: &SpellweaverState, seat: u8, creature: Iid) -> Option<RuleError> {
    let t = &s.table;
    if let Some(e) = not_asked(s, seat, &Action::EndBlocks) {
        return Some(e);
    }
    if t.priority == Some(seat) {
        return Some(stack_first());
    }
    if t.phase != Phase::Block {
        return Some(no(BLOCKS, "Blocks are declared in the Block Declaration step of combat."));
    }
    let mut first = None;
    for d in &t.attacks {
        match block_fault(c, s, creature, d.attacker) {
            Ok(()) => return None,
            Err(f) => {
                first.get_or_insert((d.attacker, f));
            }
        }
    }
    first.map(|(attacker, f)| block_words(c, s, creature, attacker, f))
}
