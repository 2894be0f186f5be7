//! "3. Spellweaving Phase": weave each spell from an earlier round whose next step is met by
//! this round's components (instant, Wild Magic, or residuals of steps completed this round).
//! Components are never consumed, so weaving is a fixpoint and the order does not matter.

use super::cards::Need;
use super::casting::{complete_spell, Played};
use super::citations::{DISCARD_WILD, REPEATABLE, RESIDUAL, TIME_STEP, UNWOVEN, WEAVE};
use super::content::Content;
use super::state::{seat_name, ActiveSpell, Discarded, State};
use crate::core::{Log, Seat};

/// Weaves each seat's spells with what it played this round.
pub fn spellweaving(content: &Content, s: &mut State, played: [Played; 2], log: &mut Log) {
    for (seat, play) in played.into_iter().enumerate() {
        weave_seat(content, s, seat, play, log);
    }
}

fn weave_seat(content: &Content, s: &mut State, seat: Seat, play: Played, log: &mut Log) {
    let table = s.table.0.clone();
    let round = s.round;
    let Some(p) = s.players.get_mut(seat) else { return };
    let mut available = play.components;
    // Rule 1: at most once per round; rule 2: never a spell played this round.
    let mut woven = vec![false; p.active.len()];
    let eligible = |since: u16| since < round;
    loop {
        let mut changed = false;
        for (i, a) in p.active.iter_mut().enumerate() {
            if woven.get(i).copied().unwrap_or(true) || !eligible(a.since) {
                continue;
            }
            let card = content.card(&table, a.card);
            let Some(step) = card.spell.steps.get(a.progress as usize) else { continue };
            if !step.needs.is_met_by(available) {
                continue;
            }
            if let Some(w) = woven.get_mut(i) {
                *w = true;
            }
            a.progress = a.progress.saturating_add(1);
            changed = true;
            let total = card.spell.steps.len();
            let done = a.progress;
            log.say(if step.needs == Need::Time { TIME_STEP } else { WEAVE }, Some(seat), || {
                format!(
                    "{} weaves {} with {} (step {done} of {total}).",
                    seat_name(seat),
                    card.name,
                    if step.needs == Need::Time { "time" } else { step.needs.name() }
                )
            });
            if let Some(r) = step.residual {
                if !available.has(r) {
                    available = available.with(r);
                }
                log.say(RESIDUAL, Some(seat), || {
                    format!("That step of {} leaves a residual {} component.", card.name, r.name())
                });
            }
        }
        if !changed {
            break;
        }
    }
    // Sort the spells: completed (b. Resolve Delayed Effects), unwoven from an earlier round
    // (c. discarded, rule 3), or still in progress.
    let mut completed = Vec::new();
    let mut unwoven = Vec::new();
    let mut kept = Vec::with_capacity(p.active.len());
    for (i, a) in p.active.drain(..).enumerate() {
        let was_woven = woven.get(i).copied().unwrap_or(false);
        if was_woven && a.progress as usize >= content.card(&table, a.card).spell.steps.len() {
            completed.push(a.card);
            if content.card(&table, a.card).spell.repeatable() {
                // Continues next round as though it had been played this round.
                kept.push(ActiveSpell { card: a.card, progress: 0, since: round });
            } else {
                p.discard.push(Discarded { card: a.card, face_down: false });
            }
        } else if eligible(a.since) && !was_woven {
            unwoven.push(a.card);
        } else {
            kept.push(a);
        }
    }
    p.active = kept;
    if let Some(recap) = &mut s.recap {
        if let Some(c) = recap.components.get_mut(seat) {
            *c = available;
        }
    }
    for card_id in completed {
        let card = content.card(&table, card_id);
        complete_spell(s, seat, card, log);
        if card.spell.repeatable() {
            log.say(REPEATABLE, Some(seat), || {
                format!("{} is Repeatable: it stays in play and starts again next round.", card.name)
            });
        }
    }
    let Some(p) = s.players.get_mut(seat) else { return };
    for card_id in unwoven {
        p.discard.push(Discarded { card: card_id, face_down: false });
        let name = &content.card(&table, card_id).name;
        log.say(UNWOVEN, Some(seat), || format!("{} could not weave {}, so it is discarded.", seat_name(seat), name));
    }
    if let Some(card) = play.wild {
        p.discard.push(Discarded { card, face_down: true });
        log.say(DISCARD_WILD, Some(seat), || format!("{} discards their Wild Magic face down.", seat_name(seat)));
    }
}
