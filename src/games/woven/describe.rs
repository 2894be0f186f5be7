//! Labels for actions and progress, as the player sees them.

use super::actions::Action;
use super::content::Content;
use super::state::{Phase, WovenState};
use crate::core::wording::count;

pub fn progress_label(c: &Content, s: &WovenState) -> String {
    match s.table.phase {
        Phase::Setup { .. } => "Setup".into(),
        Phase::Play => format!("Round {} of {}", s.table.round, c.round_limit),
        Phase::Over => "Game over".into(),
    }
}

pub fn describe_action(c: &Content, action: &Action) -> String {
    let spell = |k: u8| c.spell(k).map_or("?".to_string(), |s| s.name.clone());
    let at = |l: u8| c.map.label(l);
    match action {
        Action::ChooseSide { side } => {
            format!("Start your tapestry with the {} face", if *side == 0 { "front" } else { "back" })
        }
        Action::Cast { spell: k, placement } => {
            format!("Cast {} ({})", spell(*k), count(placement.new_threads.len() as u64, "new Thread", "new Threads"))
        }
        Action::Recast { spell: k, placement } => {
            format!("Cast {} again ({})", spell(*k), count(placement.new_threads.len() as u64, "new Thread", "new Threads"))
        }
        Action::Mundane { op, cards } => {
            let names: Vec<String> = cards.iter().map(|&k| spell(k)).collect();
            format!("Discard {} for {op:?}", names.join(" + "))
        }
        Action::UseArtifact { artifact } => {
            format!("Use the {}", c.artifacts.get(*artifact as usize).map_or("?", |a| &a.name))
        }
        Action::Recover => "Recover".into(),
        Action::AbandonEye { at: l } => format!("Abandon your Eye at {}", at(*l)),
        Action::AbandonCharge { spell: k } => format!("Abandon a Charge on {}", spell(*k)),
        Action::UnanchorEye { at: l } => format!("Un-anchor your Eye at {}", at(*l)),
        Action::Go { to } => format!("Go to {}", at(*to)),
        Action::Eye { at: l } => format!("The Eye at {}", at(*l)),
        Action::Shift { from, to } => format!("Move an Eye from {} to {}", at(*from), at(*to)),
        Action::Place { placement } => format!(
            "Lay the card ({} face, turned {}) at {:?}",
            if placement.side == 0 { "front" } else { "back" },
            placement.rotation,
            placement.at
        ),
        Action::Pull { at: sq } => format!("Pull the Thread at {sq:?}"),
        Action::TakeMana => "Take one more mana".into(),
        Action::Take { spell: k } => format!("Acquire {}", spell(*k)),
        Action::Bank { spell: k } => format!("Put {} in your Treasure", spell(*k)),
        Action::Spend { spell: k, eye: None } => format!("Spend a Charge of {}", spell(*k)),
        Action::Spend { spell: k, eye: Some(l) } => {
            format!("Spend a Charge of {}: give up your Eye at {} instead", spell(*k), at(*l))
        }
        Action::Stop => "Done".into(),
        Action::EndTurn => "End your turn".into(),
    }
}
