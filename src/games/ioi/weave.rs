//! "WEAVING CARDS": placing cards from hand or from another spell into the tableau.

use super::actions::Place;
use super::content::{CardId, Content};
use super::state::{apprentice, rule, IoiState, Spell, Table};
use crate::core::{Event, Log, Rule, RuleError};
use std::borrow::Cow;

pub const WEAVING: Rule = rule("WEAVING CARDS", "");

fn err(msg: impl Into<Cow<'static, str>>) -> RuleError {
    RuleError::new(WEAVING, msg)
}

/// May `seat` pick up `card` to weave it? It must be theirs (hand or tableau) and fit somewhere.
pub fn check_card(c: &Content, s: &IoiState, seat: u8, card: CardId) -> Result<(), RuleError> {
    match card_fault(c, s, seat, card) {
        None => Ok(()),
        Some(CardFault::NotYours) => {
            Err(err("You can only weave cards from your hand or from another spell in your tableau."))
        }
        Some(CardFault::Used) => {
            Err(err(format!("{} has already been woven or used this turn: once per turn.", c.label(card))))
        }
        Some(CardFault::FitsNowhere) => Err(err(format!(
            "{} fits nowhere: a new spell needs an Aspect value 1 card, and a value {} card needs a spell with at least {} matching {} value.",
            c.label(card),
            c.value(card),
            c.value(card),
            c.aspect(card)
        ))),
    }
}

/// `check_card` without the sentence, for listing legal actions, for one of the seat's own cards
/// (`abilities::own_cards`, which lists cards in its hand or tableau): only whether the card was
/// used this turn and whether it fits somewhere are left to ask. The IOI fuzz test compares it
/// with `check_card` for every own card in every position it reaches.
pub fn can_weave_own(c: &Content, s: &IoiState, seat: u8, card: CardId) -> bool {
    !s.table.used(card) && fits_somewhere(c, &s.table, seat, card)
}

enum CardFault {
    NotYours,
    Used,
    FitsNowhere,
}

fn card_fault(c: &Content, s: &IoiState, seat: u8, card: CardId) -> Option<CardFault> {
    let in_hand = s.hand(seat).contains(&card);
    let in_own_tableau = matches!(s.table.in_tableau(card), Some((owner, _, _)) if owner == seat);
    if !in_hand && !in_own_tableau {
        return Some(CardFault::NotYours);
    }
    if s.table.used(card) {
        return Some(CardFault::Used);
    }
    (!fits_somewhere(c, &s.table, seat, card)).then_some(CardFault::FitsNowhere)
}

/// Every place the card may go, in a fixed order (new spell, partial spells, complete spells).
pub fn places(c: &Content, t: &Table, seat: u8, card: CardId) -> Vec<Place> {
    let mut out = Vec::new();
    for_each_place(c, t, seat, card, |place| {
        out.push(place);
        true
    });
    out
}

fn fits_somewhere(c: &Content, t: &Table, seat: u8, card: CardId) -> bool {
    let mut fits = false;
    for_each_place(c, t, seat, card, |_| {
        fits = true;
        false
    });
    fits
}

/// Visits the places the card may go, in `places`' order, while `visit` returns true. The
/// same rule as `place_fault`, applied spell by spell without looking the spells up again
/// (this runs for every card in every step of the AI's playouts).
pub fn for_each_place(c: &Content, t: &Table, seat: u8, card: CardId, mut visit: impl FnMut(Place) -> bool) {
    let from = t.in_tableau(card).filter(|&(owner, _, _)| owner == seat).map(|(_, i, _)| i);
    let tableau = t.tableau(seat);
    let alone = from.is_some_and(|i| tableau.get(i).is_some_and(|s| !s.complete()));
    if c.value(card) == 1 && !alone && !visit(Place::NewSpell) {
        return;
    }
    for (i, spell) in tableau.iter().enumerate() {
        if from == Some(i) || spell_fault(c, t, card, spell).is_some() {
            continue;
        }
        let place = match spell.second {
            None => Place::Complete { with: spell.first },
            Some(_) => Place::Replace { card: spell.first },
        };
        if !visit(place) {
            return;
        }
        if let Some(second) = spell.second {
            if !visit(Place::Replace { card: second }) {
                return;
            }
        }
    }
}

/// The Aspect-total part of the placing rule for weaving `card` into `spell`.
fn spell_fault(c: &Content, t: &Table, card: CardId, spell: &Spell) -> Option<PlaceFault> {
    let value = c.value(card);
    if value < 2 {
        return None;
    }
    let aspect = c.aspect(card);
    let bound = spell.is_bound(c);
    let total: u32 = spell
        .cards()
        .filter(|&x| c.aspect(x) == aspect)
        .map(|x| if bound { c.value(x) as u32 } else { t.aspect_value_unbound(c, x) as u32 })
        .sum();
    (total < value as u32).then_some(PlaceFault::TotalTooLow(total))
}

/// The placing rule ("WEAVING CARDS"): spells start with value 1 cards; a value 2 or 3 card
/// needs the spell's matching Aspect total (current values, before any replacement) to be at
/// least its value. A card moved from another spell follows the same rule.
pub fn check_place(c: &Content, t: &Table, seat: u8, card: CardId, place: Place) -> Result<(), RuleError> {
    let Some(fault) = place_fault(c, t, seat, card, place) else { return Ok(()) };
    let value = c.value(card);
    let message: Cow<'static, str> = match fault {
        PlaceFault::NotOwnSpell => "You can only weave into spells in your own tableau.".into(),
        PlaceFault::StartNotOne => {
            format!("Spells must start with a card of Aspect value 1; {} has value {value}.", c.label(card)).into()
        }
        PlaceFault::AlreadyAlone => "That card is already a spell on its own.".into(),
        PlaceFault::AlreadyComplete => "That spell is already complete: replace one of its cards instead.".into(),
        PlaceFault::OwnSpell => "A card cannot complete its own spell.".into(),
        PlaceFault::NotComplete => {
            "Only a complete spell has a card to replace: complete the partial spell instead.".into()
        }
        PlaceFault::ReplaceOwnSpell => "A card cannot replace a card of its own spell.".into(),
        PlaceFault::TotalTooLow(total) => {
            let aspect = c.aspect(card);
            format!(
                "A value {value} card needs a spell whose {aspect} Aspect value totals at least {value}; this one has {total}."
            )
            .into()
        }
    };
    Err(err(message))
}

/// Why a place is refused; the sentence is written only when someone reads it (the AI tries
/// every place of every card).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum PlaceFault {
    NotOwnSpell,
    StartNotOne,
    AlreadyAlone,
    AlreadyComplete,
    OwnSpell,
    NotComplete,
    ReplaceOwnSpell,
    TotalTooLow(u32),
}

fn place_fault(c: &Content, t: &Table, seat: u8, card: CardId, place: Place) -> Option<PlaceFault> {
    let from = t.in_tableau(card).map(|(_, i, _)| i);
    let value = c.value(card);
    let target_spell = |other: CardId| -> Option<(usize, &Spell)> {
        match t.in_tableau(other) {
            Some((owner, i, _)) if owner == seat => t.tableau(seat).get(i).map(|s| (i, s)),
            _ => None,
        }
    };
    let spell = match place {
        Place::NewSpell => {
            if value != 1 {
                return Some(PlaceFault::StartNotOne);
            }
            let alone = from.is_some_and(|i| t.tableau(seat).get(i).is_some_and(|s| !s.complete()));
            return alone.then_some(PlaceFault::AlreadyAlone);
        }
        Place::Complete { with } => {
            let Some((i, spell)) = target_spell(with) else { return Some(PlaceFault::NotOwnSpell) };
            if spell.complete() {
                return Some(PlaceFault::AlreadyComplete);
            }
            if from == Some(i) {
                return Some(PlaceFault::OwnSpell);
            }
            spell
        }
        Place::Replace { card: old } => {
            let Some((i, spell)) = target_spell(old) else { return Some(PlaceFault::NotOwnSpell) };
            if !spell.complete() {
                return Some(PlaceFault::NotComplete);
            }
            if from == Some(i) {
                return Some(PlaceFault::ReplaceOwnSpell);
            }
            spell
        }
    };
    spell_fault(c, t, card, spell)
}

/// Weaves the card (already checked). Returns the replaced card, if any, which is unraveled.
pub fn weave(c: &Content, s: &mut IoiState, seat: u8, card: CardId, place: Place, log: &mut Log) {
    let from_hand = s.remove_from_hand(seat, card);
    if !from_hand {
        s.table.remove_from_tableau(card);
    }
    // A card that moves leaves its Conceal/Strengthen/Empower/Block behind (rulings).
    s.table.clear_modifier(card);
    s.table.mark_used(card);
    let who = || apprentice(seat);
    let origin = if from_hand { "from hand" } else { "from another spell" };
    match place {
        Place::NewSpell => {
            if let Some(t) = s.table.tableaus.get_mut(seat as usize) {
                t.push(Spell::single(card));
            }
            log.push(|| {
                Event::new(WEAVING, format!("{} starts a new spell with {} ({origin}).", who(), c.label(card)))
                    .about(seat as usize)
            });
        }
        Place::Complete { with } => {
            if let Some((_, i, _)) = s.table.in_tableau(with) {
                if let Some(spell) = s.table.tableaus.get_mut(seat as usize).and_then(|t| t.get_mut(i)) {
                    spell.second = Some(card);
                }
            }
            log.push(|| {
                Event::new(
                    WEAVING,
                    format!("{} completes a spell: {} with {} ({origin}).", who(), c.label(with), c.label(card)),
                )
                .about(seat as usize)
            });
        }
        Place::Replace { card: old } => {
            if let Some((_, i, second)) = s.table.in_tableau(old) {
                if let Some(spell) = s.table.tableaus.get_mut(seat as usize).and_then(|t| t.get_mut(i)) {
                    if second {
                        spell.second = Some(card);
                    } else {
                        spell.first = card;
                    }
                }
            }
            s.unravel(seat, old);
            log.push(|| {
                Event::new(
                    WEAVING,
                    format!("{} weaves {} in place of {}, which is unraveled.", who(), c.label(card), c.label(old)),
                )
                .about(seat as usize)
            });
        }
    }
    s.table.clear_bound_modifiers(c);
    if let Some(spell) = s.table.spell_of(card) {
        if spell.is_bound(c) {
            log.push(|| {
                Event::new(
                    rule("BOUND SPELLS", ""),
                    format!("{}'s {} spell is Bound: no other card's ability can affect it.", who(), c.aspect(card)),
                )
                .about(seat as usize)
            });
        }
    }
}
