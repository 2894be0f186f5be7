//! What a scenario sets beyond where the cards lie ("ASPECTS AND ABILITIES", "COMBINING
//! ABILITIES", "BOUND SPELLS"): values already changed by Conceal, Strengthen, Empower and
//! Block; abilities waiting on the stack for answers, and whose answer is asked; the cards
//! already woven or used this turn and the cards everyone knows to be in a hand. Each is checked
//! as the rules would have checked it in play, and refused with the field named.

use super::abilities::{self, Aim};
use super::content::{Ability, Aspect, CardId, Content};
use super::scenario::{find_card, Scenario, Start};
use super::state::{IoiState, Pending, Via, Window};
use crate::core::SetupError;
use serde::{Deserialize, Serialize};

/// The most a scenario may change one value by (a 5 is the highest printed ability value).
pub const MAX_MODIFIER: i8 = 20;

/// A lasting change to a card's values, as the engine keeps it: what Conceal (-) or
/// Strengthen (+) did to its Aspect value, and Block (-) or Empower (+) to its ability value.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ScenarioModifier {
    pub card: String,
    #[serde(default)]
    pub aspect: i8,
    #[serde(default)]
    pub ability: i8,
}

/// How a waiting ability is used: the card's own, an Aether card's Morph, or through one of the
/// owner's Bound spells (named by one of its cards).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum ScenarioVia {
    #[default]
    Natural,
    Morph,
    Binding(String),
}

/// An ability waiting on the stack to resolve (the list is bottom first: the first was used by
/// the apprentice whose turn it is, each later one answers).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ScenarioWaiting {
    pub owner: usize,
    pub card: String,
    pub ability: Ability,
    #[serde(default)]
    pub via: ScenarioVia,
    pub target: String,
    /// The value chosen for Conceal, Empower, Block or Strengthen (1 up to the card's ability
    /// value, which is the default). Trade, Recall and Morph's copies of them use the whole value.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub amount: Option<u8>,
}

fn refuse<T>(field: String, why: String) -> Result<T, SetupError> {
    Err(SetupError(format!("scenario: {field}: {why}")))
}

/// Applies the fields above to a state whose cards are all placed (`stack` holds the waiting
/// cards' ids, in order, taken out of every other place).
pub fn apply(c: &Content, s: &mut IoiState, sc: &Scenario, stack: &[CardId]) -> Result<(), SetupError> {
    if !sc.used_this_turn.is_empty() && sc.start == Start::TurnStart {
        return refuse("used_this_turn".into(), "a turn starts with no card used: set start to Actions.".into());
    }
    for name in &sc.used_this_turn {
        s.table.mark_used(find_card(c, name)?);
    }
    for (seat, ss) in sc.seats.iter().enumerate() {
        for name in &ss.known_in_hand {
            let card = find_card(c, name)?;
            if !s.hand(seat as u8).contains(&card) {
                return refuse(format!("seats[{seat}].known_in_hand"), format!("{} is not in that hand.", c.label(card)));
            }
            s.table.set_known(card, true);
        }
    }
    modifiers(c, s, sc, stack)?;
    waiting(c, s, sc, stack)
}

fn modifiers(c: &Content, s: &mut IoiState, sc: &Scenario, stack: &[CardId]) -> Result<(), SetupError> {
    let mut seen: Vec<CardId> = Vec::new();
    for (i, m) in sc.modifiers.iter().enumerate() {
        let field = format!("modifiers[{i}]");
        let card = find_card(c, &m.card)?;
        if seen.contains(&card) {
            return refuse(field, format!("{} is listed twice: give its total change once.", c.label(card)));
        }
        seen.push(card);
        if s.table.in_tableau(card).is_none() && !stack.contains(&card) {
            return refuse(
                field,
                format!(
                    "{} is in no tableau and not waiting on the stack: a changed value ends when the card moves.",
                    c.label(card)
                ),
            );
        }
        if s.table.in_bound_spell(c, card) {
            return refuse(field, format!("{} is in a Bound spell, which abilities cannot affect.", c.label(card)));
        }
        for (what, n) in [("aspect", m.aspect), ("ability", m.ability)] {
            if !(-MAX_MODIFIER..=MAX_MODIFIER).contains(&n) {
                return refuse(format!("{field}.{what}"), format!("{n} is not between -{MAX_MODIFIER} and {MAX_MODIFIER}."));
            }
        }
        if m.aspect == 0 && m.ability == 0 {
            return refuse(field, "changes neither value: leave it out.".into());
        }
        s.table.add_modifier(card, m.aspect, m.ability);
    }
    Ok(())
}

fn waiting(c: &Content, s: &mut IoiState, sc: &Scenario, stack: &[CardId]) -> Result<(), SetupError> {
    let seats = s.table.seats;
    let Some(top) = sc.waiting.last() else {
        if sc.asked.is_some() {
            return refuse("asked".into(), "no ability is waiting, so nobody is asked to answer.".into());
        }
        return Ok(());
    };
    let mut bindings: Vec<CardId> = Vec::new();
    for (i, (w, &card)) in sc.waiting.iter().zip(stack).enumerate() {
        let at = |f: &str| format!("waiting[{i}].{f}");
        let owner = match u8::try_from(w.owner) {
            Ok(o) if o < seats => o,
            _ => return refuse(at("owner"), format!("there is no seat {} (seats are counted from 0).", w.owner)),
        };
        if i == 0 && w.owner != sc.to_move {
            return refuse(
                at("owner"),
                format!(
                    "the first ability is used by the apprentice whose turn it is (to_move {}); the others answer it.",
                    sc.to_move
                ),
            );
        }
        let via = via(c, s, w, owner, card, &mut bindings).map_err(|why| SetupError(format!("scenario: {}: {why}", at("via"))))?;
        let value = s.table.ability_value(c, card);
        if value == 0 {
            return refuse(at("card"), format!("{} has an ability value of 0: it cannot be used.", c.label(card)));
        }
        let amount = match (w.ability.has_amount(), w.amount) {
            (true, None) => value,
            (true, Some(a)) if (1..=value).contains(&a) => a,
            (true, Some(a)) => return refuse(at("amount"), format!("{a} is not from 1 to the card's ability value, {value}.")),
            (false, None) => value,
            (false, Some(_)) => {
                return refuse(at("amount"), format!("{} uses the card's whole ability value: leave amount out.", w.ability))
            }
        };
        if w.ability == Ability::Trade && s.table.stack.iter().any(|p| p.ability == Ability::Trade) {
            return refuse(at("ability"), "only one Trade may be active at a time (AIR: TRADE).".into());
        }
        let target = find_card(c, &w.target)?;
        // An answer must be aimed at what waits (ruling in docs/rulings.md): the window is open.
        s.table.window = (i > 0).then_some(Window { asked: owner, last: owner, passes: 0 });
        let aim = Aim { owner, source: card, ability: w.ability, value };
        abilities::check_declared_target(c, s, aim, target)
            .map_err(|e| SetupError(format!("scenario: {}: {}", at("target"), e.message)))?;
        s.table.stack.push(Pending { owner, card, ability: w.ability, via, target, amount });
        s.table.mark_used(card);
    }
    let last = u8::try_from(top.owner).unwrap_or(0);
    let asked = sc.asked.unwrap_or(s.table.next(last) as usize);
    let asked = match u8::try_from(asked) {
        Ok(a) if a < seats => a,
        _ => return refuse("asked".into(), format!("there is no seat {asked} (seats are counted from 0).")),
    };
    // Every seat from the one after the last to add an ability up to the asked one has passed.
    let passes = if asked == last { 0 } else { (asked + seats - s.table.next(last)) % seats };
    s.table.window = Some(Window { asked, last, passes });
    Ok(())
}

/// The way a waiting ability is used, checked as `abilities::check_use` checks it in play.
fn via(c: &Content, s: &mut IoiState, w: &ScenarioWaiting, owner: u8, card: CardId, bindings: &mut Vec<CardId>) -> Result<Via, String> {
    let aspect = c.aspect(card);
    let lends = |lender: Aspect, s: &IoiState| -> Result<(), String> {
        if lender != Aspect::Aether {
            return match w.ability == lender.ability() {
                true => Ok(()),
                false => Err(format!("{} card's ability is {}, not {}.", crate::core::wording::with_article(&lender.to_string()), lender.ability(), w.ability)),
            };
        }
        match w.ability != Ability::Morph && abilities::copyable(c, s, card).any(|a| a == w.ability) {
            true => Ok(()),
            false => Err(format!("Morph copies the ability of another card in a tableau, and none there has {}.", w.ability)),
        }
    };
    match &w.via {
        ScenarioVia::Natural if aspect == Aspect::Aether => {
            Err("an Aether card Morphs: set via to Morph.".into())
        }
        ScenarioVia::Natural => lends(aspect, s).map(|()| Via::Natural),
        ScenarioVia::Morph if aspect != Aspect::Aether => Err("only an Aether card can Morph.".into()),
        ScenarioVia::Morph => lends(Aspect::Aether, s).map(|()| Via::Morph),
        ScenarioVia::Binding(name) => {
            let named = find_card(c, name).map_err(|e| e.0)?;
            let spell = match s.table.in_tableau(named) {
                Some((seat, i, _)) if seat == owner => s.table.tableau(seat).get(i).copied(),
                _ => None,
            };
            let Some(spell) = spell.filter(|sp| sp.is_bound(c)) else {
                return Err(format!("{} is not in a Bound spell in that apprentice's tableau.", c.label(named)));
            };
            if bindings.contains(&spell.first) {
                return Err("a Bound spell lends its ability once per round.".into());
            }
            bindings.push(spell.first);
            lends(c.aspect(spell.first), s)?;
            if let Some((seat, i, _)) = s.table.in_tableau(spell.first) {
                if let Some(sp) = s.table.tableaus.get_mut(seat as usize).and_then(|t| t.get_mut(i)) {
                    // Casting the Binding turned the spell.
                    sp.turned = true;
                }
            }
            Ok(Via::Binding { spell: spell.first })
        }
    }
}

/// The abilities that could be added to the stack of this position, each with a legal target
/// (for the position editor): by the apprentice whose turn it is, or, with abilities already
/// waiting, by the one asked to answer. The position must start at step 4 (Actions).
pub fn options(c: &Content, sc: &Scenario) -> Result<Vec<ScenarioWaiting>, SetupError> {
    let sc = Scenario { start: Start::Actions, ..sc.clone() };
    let s = super::scenario::build(c, &sc, 1)?;
    let Some(seat) = s.table.active() else { return Ok(Vec::new()) };
    let word = |id: CardId| c.card(id).map(|card| card.target.clone()).unwrap_or_default();
    let mut out = Vec::new();
    for (card, ability, via) in abilities::candidate_uses(c, &s, seat, None) {
        if !abilities::use_ok(c, &s, seat, card, ability, via) {
            continue;
        }
        let aim = Aim { owner: seat, source: card, ability, value: s.table.ability_value(c, card) };
        for target in s.table.targetable().filter(|&t| abilities::declared_target_ok(c, &s, aim, t)) {
            out.push(ScenarioWaiting {
                owner: seat as usize,
                card: word(card),
                ability,
                via: match via {
                    Via::Natural => ScenarioVia::Natural,
                    Via::Morph => ScenarioVia::Morph,
                    Via::Binding { spell } => ScenarioVia::Binding(word(spell)),
                },
                target: word(target),
                amount: None,
            });
        }
    }
    Ok(out)
}
