//! A position as a scenario: what the position editor starts from, and how a moment of play
//! becomes a shareable file. Secret choices of the phase go back to the hand (the seat chooses
//! again); everything else the teacher sees is kept, so the same position sets up again.

use super::cards::Status;
use super::content::Content;
use super::setup::{DeckChoice, Scenario, ScenarioPhase, ScenarioSeat, ScenarioSpell, StatusCounts};
use super::state::{Phase, Table};
use super::view::{SeatView, View};

/// The position in `view` (a teacher's: every card open) as a scenario. A game in the Effects
/// phase's discards keeps its pending tokens and the cards owed; a game that is over starts
/// again from the Draw phase of its last round.
pub fn scenario_of(content: &Content, view: &View) -> Scenario {
    let table = &view.table.0;
    let phase = match view.phase {
        Phase::Draw | Phase::Over => ScenarioPhase::Draw,
        Phase::Casting => ScenarioPhase::Casting,
        Phase::Discarding => ScenarioPhase::Effects,
    };
    let seats = view.seats.iter().enumerate().map(|(i, sv)| seat_of(content, table, view.round, phase, i, sv)).collect();
    Scenario { extra_sets: table.extra_sets.clone(), round: view.round.max(1), phase, seats }
}

fn seat_of(content: &Content, table: &Table, round: u16, phase: ScenarioPhase, i: usize, sv: &SeatView) -> ScenarioSeat {
    let name = |c| content.card(table, c).name.clone();
    let secret = sv.secret.clone().unwrap_or_default();
    let mut hand = sv.hand.clone().unwrap_or_default();
    hand.extend(secret.buried.iter().chain(&secret.discarding).copied());
    hand.extend(secret.cast.map(|c| c.card));
    let mut statuses = StatusCounts::default();
    for s in Status::ALL {
        *statuses.count_mut(s) = sv.statuses.get(s as usize).copied().unwrap_or(0);
    }
    let effects = phase == ScenarioPhase::Effects;
    // Before the weaving every spell is from an earlier round (a finished game restarts its round).
    let latest = if phase.after_weaving() { round } else { round.saturating_sub(1) };
    ScenarioSeat {
        deck_name: table.decks.get(i).map(|d| DeckChoice { class: d.class.clone(), spellbook: d.spellbook.clone() }),
        hand: hand.into_iter().map(name).collect(),
        deck: sv.deck.clone().unwrap_or_default().into_iter().map(name).collect(),
        active: sv
            .active
            .iter()
            .map(|a| ScenarioSpell { card: name(a.card), progress: a.progress, played_round: Some(a.since.min(latest)) })
            .collect(),
        discard: sv.discard.iter().filter_map(|d| d.card).map(name).collect(),
        face_down: sv.discard.iter().filter(|d| d.card.is_some()).enumerate().filter(|(_, d)| d.face_down).map(|(i, _)| i).collect(),
        known_bottom: sv.known_bottom.len().min(255) as u8,
        shields: sv.shields,
        statuses,
        cast: None,
        damage: if effects { sv.damage } else { 0 },
        healing: if effects { sv.healing } else { 0 },
        owed: if effects { sv.owed } else { 0 },
    }
}
