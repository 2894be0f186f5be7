//! What a tap selects and where an action points: the board groups the engine's legal actions
//! by the thing they move (a hand card, a creature, a skill) and by what they aim at, so
//! "tap an attacker, then what it attacks" picks exactly one legal action.

use crate::games::spellweaver::{Action, AttackTarget, Iid, Target};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pick {
    Card(Iid),
    Creature(Iid),
    Skill(u8),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Aimed {
    Creature(Iid),
    Hero(u8),
}

/// The thing an action moves; `None` for actions of the whole turn (pass, go to combat...).
pub fn subject(a: &Action) -> Option<Pick> {
    match *a {
        Action::Cast { card, .. } | Action::PlayShrine { card, .. } | Action::Offer { card } => Some(Pick::Card(card)),
        Action::UseSkill { slot, .. } => Some(Pick::Skill(slot)),
        Action::Move { creature } | Action::Activate { creature, .. } => Some(Pick::Creature(creature)),
        Action::Attack { attacker, .. } => Some(Pick::Creature(attacker)),
        Action::Block { blocker, .. } => Some(Pick::Creature(blocker)),
        _ => None,
    }
}

/// Where an action points on the table (a creature or a hero), if anywhere.
pub fn aimed(a: &Action, defender: u8) -> Option<Aimed> {
    let of_target = |t: Option<Target>| match t {
        Some(Target::Creature(id)) => Some(Aimed::Creature(id)),
        Some(Target::Hero(h)) => Some(Aimed::Hero(h)),
        _ => None,
    };
    match *a {
        Action::Cast { target, .. } | Action::UseSkill { target, .. } | Action::Activate { target, .. } => {
            of_target(target)
        }
        Action::Attack { target: AttackTarget::Creature(id), .. } => Some(Aimed::Creature(id)),
        Action::Attack { target: AttackTarget::Hero, .. } => Some(Aimed::Hero(defender)),
        Action::Block { attacker, .. } => Some(Aimed::Creature(attacker)),
        _ => None,
    }
}

/// The computer's suggestions put on the things they move: (what, "☆ Computer's choice 1:
/// Play Firebolt on Ember Whelp · 62% wins"). Suggestions of the whole turn (pass...) have no
/// thing and stay in the question bar.
pub fn hint_marks(hints: &[(Action, String, f64)]) -> Vec<(Pick, String)> {
    hints
        .iter()
        .enumerate()
        .filter_map(|(k, (a, label, rate))| {
            subject(a).map(|p| (p, format!("☆ Computer's choice {}: {label} · {:.0}% wins", k + 1, rate * 100.0)))
        })
        .collect()
}
