//! Why an action is refused: the section of rules/woven.md whose condition failed, and what
//! failed, in words ("A river can be crossed only by a bridge."). Called only once the action is
//! known not to be legal (`turn::check`); it reads the state and changes nothing.
//! "Finish the choice your action is waiting for first" stays for an action of another moment of
//! the turn (a new action while a choice waits).

use super::actions::Action;
use super::content::{Content, Mundane, SpellId};
use super::effects::{enterable, sure_footed};
use super::map::Loc;
use super::state::{EyeUse, Mage, Table, Task, WovenState};
use super::tapestry::PatternPlacement;
use crate::core::Rule;
use std::borrow::Cow;

const EACH_TURN: Rule = Rule::new("woven", "Each turn", "");
const CAST: Rule = Rule::new("woven", "Each turn", "Cast a Spell");
const MUNDANE: Rule = Rule::new("woven", "Each turn", "Mundane Effect");
const RECAST: Rule = Rule::new("woven", "Each turn", "Re-cast an Active Spell");
const RECOVER: Rule = Rule::new("woven", "Each turn", "Recover");
const FREE: Rule = Rule::new("woven", "Each turn", "Free actions");
const MAGIC: Rule = Rule::new("woven", "Magic", "");
const THREADS: Rule = Rule::new("woven", "Mana", "Threads");
const EYES: Rule = Rule::new("woven", "Mana", "Eyes");
const SPELLS: Rule = Rule::new("woven", "Spells", "Casting Spells");
const TAPESTRY: Rule = Rule::new("woven", "Mundane Effects", "Draw Tapestry Card");
const CREATE_EYE: Rule = Rule::new("woven", "Mundane Effects", "Create Eye");
const PULL: Rule = Rule::new("woven", "Mundane Effects", "Pull Thread");
const MOVEMENT: Rule = Rule::new("woven", "Movement", "");
const STEP_COSTS: Rule = Rule::new("woven", "Movement", "Step Costs");
const RIVERS: Rule = Rule::new("woven", "Movement", "Rivers");
const CLOSED: Rule = Rule::new("woven", "Movement", "Closed Locations");
const ATTACK: Rule = Rule::new("woven", "Combat", "Attack");

type Why = (Rule, Cow<'static, str>);

fn why(rule: Rule, text: impl Into<Cow<'static, str>>) -> Why {
    (rule, text.into())
}

/// Why `seat`, the mage to act, may not take `action` now (a reaction question, the game's end
/// and whose turn it is are answered by `turn::check` before).
pub fn why_not(c: &Content, s: &WovenState, seat: u8, action: &Action) -> Why {
    let t = &s.table;
    let Some(m) = t.mage(seat) else { return why(EACH_TURN, "It is not your turn.") };
    if action.is_free() {
        return free(c, t, seat, m, action);
    }
    match (t.pending.last(), action) {
        (Some(_), Action::EndTurn) => why(EACH_TURN, "Finish the choice your action is waiting for first."),
        (None, Action::EndTurn) => {
            why(EACH_TURN, "Take your turn's action first: cast a spell, a mundane effect, a re-cast or Recover.")
        }
        (Some(task), _) => choice(c, t, seat, m, task, action),
        (None, _) if t.actions_left == 0 => {
            why(EACH_TURN, "You have taken your turn's action: take a free action, or end your turn.")
        }
        (None, _) => turn_action(c, t, m, action),
    }
}

/// A free action that cannot be taken ("Each turn", Free actions).
fn free(c: &Content, t: &Table, seat: u8, m: &Mage, action: &Action) -> Why {
    if t.turn != seat {
        return why(FREE, "Free actions are taken during your own turn, not while answering another mage's.");
    }
    if t.pending.iter().any(|k| k.asks().is_some() || matches!(k, Task::Strike { .. })) {
        return why(FREE, "Free actions wait until the declared attack has struck.");
    }
    match action {
        Action::AbandonEye { at } => why(FREE, format!("You have no Eye at {} to abandon.", c.map.label(*at))),
        Action::AbandonCharge { .. } => why(FREE, "That spell holds none of your Charges."),
        Action::UnanchorEye { .. } if m.unanchored_this_turn => {
            why(FREE, "You have already un-anchored an Eye this turn: it is once a turn.")
        }
        Action::UnanchorEye { at } => why(FREE, format!("You have no anchored Eye at {}.", c.map.label(*at))),
        _ => why(FREE, "That is not a free action."),
    }
}

/// One of the four actions of a turn, refused ("Each turn" and the section of each action).
fn turn_action(c: &Content, t: &Table, m: &Mage, action: &Action) -> Why {
    match action {
        Action::Cast { spell, placement } => {
            if !m.hand.contains(spell) {
                return why(CAST, "That spell is not in your hand.");
            }
            pattern(c, m, CAST, *spell, placement)
        }
        Action::Recast { spell, placement } => {
            if !m.active.iter().any(|a| a.spell == *spell) {
                return why(RECAST, "Only a spell in your Active area can be re-cast.");
            }
            pattern(c, m, RECAST, *spell, placement)
        }
        Action::Mundane { op, cards } => mundane(c, t, m, *op, cards),
        Action::UseArtifact { artifact } => match m.artifacts.iter().find(|a| a.artifact == *artifact) {
            None => why(MAGIC, "You hold no such Artifact."),
            Some(_) => why(MAGIC, "An Artifact is used once between two of your Recovers: this one is spent."),
        },
        _ => why(EACH_TURN, "Nothing is waiting for that choice: choose your turn's action."),
    }
}

/// A cast whose placement does not complete the spell's pattern ("Cast a Spell").
fn pattern(c: &Content, m: &Mage, rule: Rule, spell: SpellId, placement: &PatternPlacement) -> Why {
    if c.spell(spell).is_none() {
        return why(rule, "There is no such spell.");
    }
    if placement.new_threads.is_empty() {
        if let Some(sp) = c.spell(spell).filter(|sp| m.tapestry.placements(&sp.pattern, sp.element, usize::MAX).is_empty()) {
            return why(
                SPELLS,
                format!(
                    "{}'s pattern fits nowhere on your tapestry yet: its element square needs a {} symbol with \
                     each of its Thread squares on the tapestry, turned or mirrored as you like. Draw a tapestry \
                     card (a mundane effect) to make room.",
                    sp.name,
                    sp.element.name()
                ),
            );
        }
        return why(rule, "You must add at least one new Thread to cast a spell.");
    }
    if placement.new_threads.len() > m.pool as usize {
        return why(
            THREADS,
            format!(
                "Each new Thread is mana from your pool: this pattern needs {}, your pool holds {}.",
                placement.new_threads.len(),
                m.pool
            ),
        );
    }
    why(
        rule,
        "That does not complete the spell's pattern: the element square must lie on a matching symbol and every \
         Thread square must be threaded, with at least one new Thread from your pool.",
    )
}

/// A mundane play refused ("Mundane Effect", and the effect's own section when it cannot be done).
fn mundane(c: &Content, t: &Table, m: &Mage, op: Mundane, cards: &[SpellId]) -> Why {
    if cards.is_empty() {
        return why(MUNDANE, "Discard at least one card for a mundane effect.");
    }
    let mut hand = m.hand.clone();
    for card in cards {
        match hand.iter().position(|x| x == card) {
            Some(i) => {
                hand.remove(i);
            }
            None => return why(MUNDANE, "Those cards are not all in your hand."),
        }
    }
    if !cards.iter().all(|&k| c.spell(k).is_some_and(|sp| sp.mundane.contains(&op))) {
        return why(MUNDANE, "Every card discarded together must offer that mundane effect.");
    }
    match op {
        Mundane::Tapestry if t.tapestry_deck.is_empty() => why(TAPESTRY, "The tapestry deck is empty."),
        Mundane::Eye if (m.pool as usize) < cards.len() => why(
            CREATE_EYE,
            format!(
                "Each Eye is mana from your pool: {} {} {}, your pool holds {}.",
                crate::core::wording::count(cards.len() as u64, "Eye", "Eyes"),
                if cards.len() == 1 { "needs" } else { "need" },
                cards.len(),
                m.pool
            ),
        ),
        Mundane::Thread if m.tapestry.threads() == 0 => why(PULL, "You have no Thread on your tapestry to pull."),
        _ => why(MUNDANE, "That many cards cannot be discarded together."),
    }
}

/// A choice the turn is waiting for, answered with something it does not offer.
fn choice(c: &Content, t: &Table, seat: u8, m: &Mage, task: &Task, action: &Action) -> Why {
    let map = &c.map;
    let zone = || t.anchored_zone(map);
    let eye_step = |from: Loc, to: Loc| -> Why {
        if !map.adjacent(from, to) {
            why(EYES, "An Eye moves one space at a time, to a neighbouring location.")
        } else if zone().binary_search(&to).is_ok() {
            why(EYES, "No Eye may move into an anchored Eye's location or next to it.")
        } else {
            why(EYES, "The Eye cannot move there.")
        }
    };
    match (task, action) {
        (Task::Walk { mp }, Action::Go { to }) => {
            let at = m.loc;
            if !map.adjacent(at, *to) {
                why(MOVEMENT, "A step goes to a neighbouring location.")
            } else if map.blocked_by_river(at, *to) {
                why(RIVERS, "A river can be crossed only by a bridge.")
            } else if !enterable(c, t, *to) {
                why(CLOSED, "Mages cannot enter the Citadel or a Sentry's location.")
            } else {
                let cost = map.step_cost(at, *to, sure_footed(c, t, seat)).unwrap_or(u8::MAX);
                why(
                    STEP_COSTS,
                    format!(
                        "That step costs {cost} movement and you have {mp} left (1, +1 changing elevation, +1 into \
                         dense forest, +1 into rough ground)."
                    ),
                )
            }
        }
        (Task::Travel { .. }, Action::Go { to }) if !enterable(c, t, *to) => {
            why(CLOSED, "Mages cannot enter the Citadel or a Sentry's location.")
        }
        (Task::Travel { .. }, Action::Go { .. }) => why(MOVEMENT, "That is not a place this journey can reach."),
        (Task::EyeWalk { left: 0, .. }, Action::Go { .. }) => {
            why(EYES, "The Eye has no spaces left to move: finish its move (Done).")
        }
        (Task::EyeWalk { at, .. }, Action::Go { to }) => eye_step(*at, *to),
        (Task::Scatter { .. }, Action::Shift { from, .. }) if m.eyes_at(*from).loose == 0 => {
            why(EYES, format!("You have no Eye at {} that can move (an anchored Eye cannot).", map.label(*from)))
        }
        (Task::Scatter { .. }, Action::Shift { from, to }) => eye_step(*from, *to),
        (Task::PickEye { purpose, .. }, Action::Eye { at }) => pick_eye(c, m, *purpose, *at),
        (Task::PlaceEye { .. }, Action::Go { .. }) => {
            why(SPELLS, "The Eye goes to one of the locations the spell offers.")
        }
        (Task::AttackBeside { .. }, Action::Go { .. }) => {
            why(ATTACK, "The attack strikes a location next to the spent Eye.")
        }
        (Task::PlaceCard { card }, Action::Place { placement }) => {
            if placement.side > 1 || placement.rotation > 3 {
                return why(TAPESTRY, "A card has two faces (0 and 1) and is turned a quarter at a time (0 to 3).");
            }
            match c.tapestry.get(*card as usize) {
                Some(tc) if !m.tapestry.is_legal_card(&tc.faces, *placement) => {
                    why(TAPESTRY, "A tapestry card must overlap at least one square of your tapestry.")
                }
                _ => why(TAPESTRY, "That turn lays the card as another one offered does: choose the one offered."),
            }
        }
        (Task::PullThread { .. }, Action::Pull { .. }) => why(PULL, "There is no Thread on that square."),
        (Task::AcquireMana { .. }, _) => why(RECOVER, "Take one more mana from your reserve, or not (Done)."),
        (Task::AcquireSpell { .. }, _) => why(RECOVER, "Keep one of the spells you drew."),
        (Task::Bank, Action::Bank { .. }) => why(RECOVER, "Only a spell from your hand can go to your Treasure pile."),
        (Task::Recast { spell: just }, Action::Recast { spell, .. }) if spell != just => {
            why(CAST, "Only the spell just cast may be cast again now.")
        }
        (Task::Recast { .. }, Action::Recast { spell, placement }) => pattern(c, m, CAST, *spell, placement),
        _ => why(EACH_TURN, "Finish the choice your action is waiting for first."),
    }
}

/// An Eye picked for a spell's use that cannot serve it.
fn pick_eye(c: &Content, m: &Mage, purpose: EyeUse, at: Loc) -> Why {
    let e = m.eyes_at(at);
    if e.total() == 0 {
        return why(SPELLS, format!("You have no Eye at {}.", c.map.label(at)));
    }
    match purpose {
        EyeUse::Move { .. } if e.loose == 0 => why(EYES, "An anchored Eye cannot move."),
        EyeUse::Move { .. } => why(EYES, "That Eye has nowhere to go: every neighbour is at or next to an anchored Eye."),
        EyeUse::Anchor => why(EYES, "That Eye is anchored already."),
        EyeUse::Duplicate { .. } | EyeUse::Split => why(EYES, "A new Eye is mana from your pool, and your pool is empty."),
        EyeUse::Control { .. } | EyeUse::ControlAll { .. } => {
            why(SPELLS, "Choose one of your Eyes sharing its location with a rival's loose Eye.")
        }
        EyeUse::Redirect { .. } => why(SPELLS, "Turn the attack onto one of your Eyes elsewhere."),
        _ => why(SPELLS, "That Eye cannot serve this spell."),
    }
}
