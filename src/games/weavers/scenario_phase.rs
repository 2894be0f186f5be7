//! Scenarios at any phase of the round ("Gameplay": Draw, Casting, Spellweaving, Effects, End):
//! what a seat may hold at each phase, refused with the field named when the rules cannot reach
//! it, and how play resumes from there. The engine stores only moments when a seat chooses, so
//! a position at the Spellweaving, Effects or End phase resolves at once up to the next choice.

use super::cards::{CardId, Components};
use super::casting::Played;
use super::content::Content;
use super::round::resolve_committed_phases;
use super::setup::{Scenario, ScenarioPhase, ScenarioSeat};
use super::state::{ActiveSpell, Cast, Discarded, Phase, Player, Recap, State, Table, SEATS};
use super::{effects, end_phase, weaving};
use crate::core::{Log, SetupError};

fn refuse<T>(field: &str, why: String) -> Result<T, SetupError> {
    Err(SetupError(format!("scenario {field}: {why}")))
}

/// An active spell's round and progress against the phase: before the weaving, every spell
/// on the table was played in an earlier round; after it ("3. Spellweaving Phase", rules 2
/// and 3), a spell from an earlier round has been woven (or discarded), and one played this
/// round (or a Repeatable spell completed this round) has no progress yet.
pub fn check_spell(sc: &Scenario, field: &str, since: u16, progress: u8) -> Result<(), SetupError> {
    let round = sc.round;
    let phase = sc.phase.name();
    if !sc.phase.after_weaving() {
        if since >= round {
            return refuse(
                field,
                format!("a spell on the table at the {phase} of round {round} was played in an earlier round."),
            );
        }
        return Ok(());
    }
    if since > round {
        return refuse(field, format!("played_round {since} is after the scenario's round {round}."));
    }
    if since == round && progress > 0 {
        return refuse(
            field,
            format!("a spell played (or completed and restarted) in round {round} cannot be woven in that round."),
        );
    }
    if since < round && progress == 0 {
        return refuse(
            field,
            format!(
                "at the {phase} a spell from an earlier round has been woven this round or discarded (rule 3), \
                 so its progress is at least 1."
            ),
        );
    }
    Ok(())
}

/// The fields of one seat that only some phases hold.
pub fn check_seat(sc: &Scenario, seat: usize, ss: &ScenarioSeat, p: &Player) -> Result<(), SetupError> {
    let at = |f: &str| format!("seats[{seat}].{f}");
    let phase = sc.phase;
    let tokens_pending = matches!(phase, ScenarioPhase::Spellweaving | ScenarioPhase::Effects);
    for (field, n) in [("damage", ss.damage), ("healing", ss.healing)] {
        if n > 0 && !tokens_pending {
            return refuse(
                &at(field),
                format!(
                    "damage and healing tokens are received in the Casting and Spellweaving phases and vanish in \
                     the Effects phase, so a position at the {} holds none.",
                    phase.name()
                ),
            );
        }
    }
    if ss.owed > 0 {
        if phase != ScenarioPhase::Effects {
            return refuse(&at("owed"), "cards are owed for unblocked damage only in the 4. Effects Phase.".into());
        }
        if ss.owed > ss.damage {
            return refuse(
                &at("owed"),
                format!("{} cards owed for {} damage: each unblocked damage costs one card.", ss.owed, ss.damage),
            );
        }
        if ss.shields > 0 {
            return refuse(
                &at("owed"),
                "shields block damage first (Inflict Damage), so a seat owes cards only once it has no shields left."
                    .into(),
            );
        }
        if ss.owed as usize >= p.hand.len() {
            return refuse(
                &at("owed"),
                format!(
                    "{} cards owed with {} in hand: damage that takes the whole hand discards it at once, with no \
                     choice left to make.",
                    ss.owed,
                    p.hand.len()
                ),
            );
        }
    }
    match (&ss.cast, phase) {
        (Some(_), ScenarioPhase::Spellweaving) => {}
        (Some(_), _) => {
            return refuse(
                &at("cast"),
                format!(
                    "the card played this round is set only at the 3. Spellweaving Phase; at the {} it is an \
                     active spell, or discarded.",
                    phase.name()
                ),
            );
        }
        (None, ScenarioPhase::Spellweaving) if !p.hand.is_empty() => {
            return refuse(
                &at("cast"),
                "a seat with cards in hand played one in the Casting phase: name it (face_up false for Wild Magic)."
                    .into(),
            );
        }
        (None, _) => {}
    }
    if ss.known_bottom as usize > ss.deck.len() {
        return refuse(
            &at("known_bottom"),
            format!("{} known cards at the bottom of a deck of {}.", ss.known_bottom, ss.deck.len()),
        );
    }
    Ok(())
}

/// "2. Casting Phase": a card played face up this round is an active spell from this round (a
/// spell without steps was completed at once and discarded, "Glossary", Complete). A face-down
/// card stays out of every zone until the end of the Spellweaving phase.
pub fn place_cast(content: &Content, table: &Table, round: u16, cast: Option<Cast>, p: &mut Player) {
    let Some(Cast { card, face_up: true }) = cast else { return };
    if content.card(table, card).spell.steps.is_empty() {
        p.discard.push(Discarded { card, face_down: false });
    } else {
        p.active.push(ActiveSpell { card, progress: 0, since: round });
    }
}

/// Play resumes at the scenario's phase and runs on until a seat has a choice to make.
pub fn resume(content: &Content, s: &mut State, phase: ScenarioPhase, casts: [Option<Cast>; SEATS], log: &mut Log) {
    match phase {
        ScenarioPhase::Draw => {}
        ScenarioPhase::Casting => {
            s.phase = Phase::Casting;
            for p in &mut s.players {
                // A seat with nothing in hand has nothing to cast.
                p.done = p.hand.is_empty();
            }
        }
        ScenarioPhase::Spellweaving => {
            let table = s.table.0.clone();
            let components = casts.map(|c| match c {
                Some(Cast { face_up: false, .. }) => Components::ALL,
                Some(Cast { card, face_up: true }) => content.card(&table, card).spell.components,
                None => Components::NONE,
            });
            s.recap = Some(Recap { round: s.round, casts, components });
            let mut played = [Played::default(); SEATS];
            for ((slot, cast), components) in played.iter_mut().zip(casts).zip(components) {
                let wild: Option<CardId> = cast.filter(|c| !c.face_up).map(|c| c.card);
                *slot = Played { components, wild };
            }
            weaving::spellweaving(content, s, played, log);
            effects::inflict_damage(content, s, log);
        }
        ScenarioPhase::Effects => {
            if s.players.iter().any(|p| p.owed > 0) {
                // Inside Inflict Damage: the shields have blocked; the seats owing cards choose.
                s.phase = Phase::Discarding;
                for p in &mut s.players {
                    p.done = p.owed == 0;
                }
            } else {
                effects::inflict_damage(content, s, log);
            }
        }
        ScenarioPhase::End => end_phase::end_phase(s, log),
    }
    resolve_committed_phases(content, s, log);
}
