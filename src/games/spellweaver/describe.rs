//! Labels a player reads: actions ("Play Ember Whelp") and the progress shown in save lists.

use super::actions::{Action, ShrineUse};
use super::content::Content;
use super::state::{AttackTarget, Iid, SpellweaverState, Target};

fn name(c: &Content, s: &SpellweaverState, id: Iid) -> String {
    c.name(s.def(id)).to_string()
}

fn target_label(c: &Content, s: &SpellweaverState, seat: u8, target: Option<Target>) -> String {
    match target {
        None => String::new(),
        Some(Target::Creature(id)) => format!(" on {}", name(c, s, id)),
        Some(Target::Spell(id)) => format!(" on {} (waiting)", name(c, s, id)),
        Some(Target::Hero(h)) if h == seat => " on your hero".to_string(),
        Some(Target::Hero(_)) => " on the enemy hero".to_string(),
    }
}

pub fn describe_action(c: &Content, s: &SpellweaverState, seat: u8, action: &Action) -> String {
    match *action {
        Action::Keep => "Keep this hand".into(),
        Action::Mulligan => "Mulligan: replace all seven cards".into(),
        Action::PlayShrine { card, use_: ShrineUse::Level } => format!("Play {} for a level", name(c, s, card)),
        Action::PlayShrine { card, use_: ShrineUse::Mana } => format!("Play {} for mana", name(c, s, card)),
        Action::ConfirmShrine => "Yes, play it for mana without any levels".into(),
        Action::CancelShrine => "No, keep the shrine".into(),
        Action::Cast { card, target } => format!("Play {}{}", name(c, s, card), target_label(c, s, seat, target)),
        Action::UseSkill { slot, target } => {
            let skill = s.table.player(seat).skills.get(slot as usize).and_then(|sk| c.skills.get(sk.skill as usize));
            format!("Use {}{}", skill.map(|k| k.name.as_str()).unwrap_or("a skill"), target_label(c, s, seat, target))
        }
        Action::Activate { creature, ability, target } => {
            let text = c.card(s.def(creature)).and_then(|k| k.abilities.get(ability as usize)).map(|a| {
                let cost = if a.cost > 0 { format!("{} mana", a.cost) } else { String::new() };
                let exhaust = if a.exhaust { "exhaust" } else { "" };
                [exhaust, cost.as_str()].iter().filter(|x| !x.is_empty()).copied().collect::<Vec<_>>().join(", ")
            });
            format!(
                "Activate {} ({}){}",
                name(c, s, creature),
                text.unwrap_or_default(),
                target_label(c, s, seat, target)
            )
        }
        Action::Move { creature } => format!("Move {} to the other row", name(c, s, creature)),
        Action::SacrificeSpark => "Sacrifice The Spark for 1 mana".into(),
        Action::Offer { card } => format!("Divine Offering: put {} under the deck", name(c, s, card)),
        Action::TakeShrine { card } => format!("Take {}", name(c, s, card)),
        Action::TakeNothing => "Take nothing".into(),
        Action::ToCombat => "Go to combat".into(),
        Action::Attack { attacker, target: AttackTarget::Hero } => {
            format!("{} attacks the enemy hero", name(c, s, attacker))
        }
        Action::Attack { attacker, target: AttackTarget::Creature(id) } => {
            format!("{} attacks {}", name(c, s, attacker), name(c, s, id))
        }
        Action::EndAttacks => "Done attacking".into(),
        Action::Block { blocker, attacker } => format!("{} blocks {}", name(c, s, blocker), name(c, s, attacker)),
        Action::EndBlocks => "Done blocking".into(),
        Action::Pass => "Pass".into(),
        Action::EndTurn => "End the turn".into(),
        Action::Resign => "Resign".into(),
    }
}

pub fn progress_label(s: &SpellweaverState) -> String {
    let t = &s.table;
    format!("Turn {} · {} / {} life", t.turn.max(1), t.players[0].life, t.players[1].life)
}

/// The log's group: the turn alone.
pub fn round_label(s: &SpellweaverState) -> String {
    format!("Turn {}", s.table.turn.max(1))
}
