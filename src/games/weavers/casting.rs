//! "2. Casting Phase": both seats reveal the card they chose. Face up it becomes an active spell
//! (instant effect and instant components); face down it is Wild Magic (all five components).

use super::cards::{Card, CardId, Components, TokenKind, Tokens};
use super::citations::{ASSIGN_TOKENS, COMPLETE, NO_STEPS, PLAY, WILD_MAGIC};
use super::content::Content;
use super::state::{opponent, seat_name, ActiveSpell, Cast, Discarded, Recap, State};
use crate::core::{Log, Seat};

/// What each seat brings to its Spellweaving phase this round.
#[derive(Clone, Copy, Debug, Default)]
pub struct Played {
    pub components: Components,
    /// A card played face down, discarded at the end of the Spellweaving phase.
    pub wild: Option<CardId>,
}

/// Reveals both casts together and resolves their instant effects.
pub fn reveal_casts(content: &Content, s: &mut State, log: &mut Log) -> [Played; 2] {
    let table = s.table.0.clone();
    let mut played = [Played::default(); 2];
    // Both casts are revealed together; the recap keeps them in view until the next reveal.
    let casts = [0, 1].map(|seat| s.players.get(seat).and_then(|p| p.cast));
    let components = casts.map(|c| match c {
        Some(Cast { face_up: false, .. }) => Components::ALL,
        Some(Cast { card, face_up: true }) => content.card(&table, card).spell.components,
        None => Components::NONE,
    });
    s.recap = Some(Recap { round: s.round, casts, components });
    for seat in 0..s.players.len() {
        let Some(cast) = s.players.get_mut(seat).and_then(|p| p.cast.take()) else { continue };
        let card = content.card(&table, cast.card);
        let slot = &mut played[seat.min(1)];
        if !cast.face_up {
            slot.components = Components::ALL;
            slot.wild = Some(cast.card);
            log.say(WILD_MAGIC, Some(seat), || {
                format!("{} plays a card face down as Wild Magic, producing all five components.", seat_name(seat))
            });
            continue;
        }
        slot.components = card.spell.components;
        log.say(PLAY, Some(seat), || {
            format!(
                "{} casts {} face up, producing {}.",
                seat_name(seat),
                card.name,
                components_text(card.spell.components)
            )
        });
        if !card.spell.instant.is_empty() {
            assign_tokens(s, seat, &card.spell.instant, log, card);
        }
        let Some(p) = s.players.get_mut(seat) else { continue };
        if card.spell.steps.is_empty() {
            // "Glossary", Complete: a spell with no steps is complete as soon as it is played
            // (and, having no steps, cannot be Repeatable: the loader refuses that).
            log.say(NO_STEPS, Some(seat), || format!("{} has no steps, so it is complete at once.", card.name));
            p.discard.push(Discarded { card: cast.card, face_down: false });
            complete_spell(s, seat, card, log);
        } else {
            p.active.push(ActiveSpell { card: cast.card, progress: 0, since: s.round });
        }
    }
    played
}

/// "Completing Spells": the delayed effect of a completed spell generates its tokens.
pub fn complete_spell(s: &mut State, seat: Seat, card: &Card, log: &mut Log) {
    if let Some(stats) = s.stats_mut(seat) {
        stats.spells_completed = stats.spells_completed.saturating_add(1);
    }
    log.say(COMPLETE, Some(seat), || {
        let none = if card.spell.delayed.is_empty() { ": it has no delayed effect" } else { "" };
        format!("{}'s {} is complete{none}.", seat_name(seat), card.name)
    });
    assign_tokens(s, seat, &card.spell.delayed, log, card);
}

/// "Assigning Tokens from Instant and Delayed Effects": damage and status tokens go to the
/// opponent, healing and shield tokens stay with the caster.
fn assign_tokens(s: &mut State, caster: Seat, tokens: &Tokens, log: &mut Log, card: &Card) {
    let foe = opponent(caster);
    if let Some(stats) = s.stats_mut(caster) {
        stats.damage_dealt = stats.damage_dealt.saturating_add(tokens.get(TokenKind::Damage) as u16);
    }
    for (kind, n) in tokens.iter() {
        let target = if kind.goes_to_opponent() { foe } else { caster };
        let Some(p) = s.players.get_mut(target) else { continue };
        match kind {
            TokenKind::Damage => p.damage = p.damage.saturating_add(n),
            TokenKind::Shield => p.shields = p.shields.saturating_add(n),
            TokenKind::Healing => p.healing = p.healing.saturating_add(n),
            TokenKind::Status(st) => {
                if let Some(c) = p.status_mut(st) {
                    *c = c.saturating_add(n);
                }
            }
        }
    }
    if tokens.is_empty() {
        // Nothing to assign (the completion line already says the card has no delayed effect).
        return;
    }
    log.say(ASSIGN_TOKENS, Some(caster), || {
        let mut to_foe = Tokens::default();
        let mut to_self = Tokens::default();
        for (kind, n) in tokens.iter() {
            if kind.goes_to_opponent() {
                to_foe.add(kind, n)
            } else {
                to_self.add(kind, n)
            }
        }
        let mut parts = Vec::new();
        if !to_foe.is_empty() {
            parts.push(format!("{} receives {}", seat_name(foe), to_foe.describe()));
        }
        if !to_self.is_empty() {
            parts.push(format!("{} gains {}", seat_name(caster), to_self.describe()));
        }
        format!("{}: {}.", card.name, parts.join("; "))
    });
}

fn components_text(c: Components) -> String {
    let names: Vec<&str> = c.iter().map(|c| c.name()).collect();
    if names.is_empty() {
        "no components".to_string()
    } else {
        names.join(" and ")
    }
}
