//! What may be done now, why not, and doing it. `legal_actions` lists candidates and keeps
//! those `check` accepts, so the list and the errors can never disagree; `execute` runs only
//! after `check`, so a refused action leaves the state untouched.

use super::abilities::{self, COMBINING};
use super::actions::Action;
use super::content::{CardId, Content, SPELL_COUNT};
use super::state::{apprentice, Declaration, IoiState, Step, Sub, Via, PILES};
use super::turn::{self, can_clear_noise, ACTIONS, CLEAR_MIND, CLEAR_NOISE, END, FOCUS, LISTEN_IN, RELEASE};
use super::weave::{self, WEAVING};
use crate::core::{Log, Rule, RuleError};

fn refuse<T>(rule: Rule, msg: impl Into<std::borrow::Cow<'static, str>>) -> Result<T, RuleError> {
    Err(RuleError::new(rule, msg))
}

/// The rule of the current step, for "not now" errors.
fn step_rule(step: Step) -> Rule {
    match step {
        Step::TurnStart => FOCUS,
        Step::ListenIn => LISTEN_IN,
        Step::Actions => ACTIONS,
        Step::Release => RELEASE,
        Step::ClearMind => CLEAR_MIND,
        Step::TurnEnd => END,
        Step::Over => END,
    }
}

fn step_name(step: Step) -> &'static str {
    match step {
        Step::TurnStart => "the start of the turn (Focus)",
        Step::ListenIn => "Listen In",
        Step::Actions => "the actions of step 4",
        Step::Release => "Release",
        Step::ClearMind => "Clear Your Mind",
        Step::TurnEnd => "the end of the turn",
        Step::Over => "the end of the game",
    }
}

/// Why `seat` may not take `action` now, or `Ok(())` if it may.
pub fn check(c: &Content, s: &IoiState, seat: u8, action: &Action) -> Result<(), RuleError> {
    let t = &s.table;
    if t.step == Step::Over {
        return refuse(END, "The game is over.");
    }
    let active = t.active();
    if active != Some(seat) {
        let who = active.map(apprentice).unwrap_or_default();
        return if t.window.is_some() {
            refuse(COMBINING, format!("It is {who}'s turn to answer the abilities waiting to resolve."))
        } else {
            refuse(rule_for_turn(), format!("It is {who}'s turn."))
        };
    }
    match t.sub {
        Sub::Weaving { card } => match *action {
            Action::WeaveInto { place } => weave::check_place(c, t, seat, card, place),
            _ => refuse(WEAVING, format!("First choose where {} goes.", c.label(card))),
        },
        Sub::Choosing { owner, card } => match *action {
            Action::UseAbility { card: used, ability, via } if used == card => {
                abilities::check_use(c, s, owner, card, ability, via)
            }
            _ => refuse(abilities::ABILITIES, format!("First choose how {} is used.", c.label(card))),
        },
        Sub::Declaring(d) => check_declaring(c, s, d, action),
        Sub::None if t.window.is_some() => match *action {
            Action::Pass => Ok(()),
            Action::Use { card } => check_use_card(c, s, seat, card),
            _ => refuse(COMBINING, "While abilities wait to resolve you may only answer with an ability, or pass."),
        },
        Sub::None => check_step_action(c, s, seat, action),
    }
}

fn rule_for_turn() -> Rule {
    super::state::rule("SETUP", "5. Play of turns")
}

fn check_declaring(c: &Content, s: &IoiState, d: Declaration, action: &Action) -> Result<(), RuleError> {
    let value = s.table.ability_value(c, d.card);
    match (d.target, *action) {
        (None, Action::Target { card }) => {
            if (card as usize) >= SPELL_COUNT {
                return refuse(abilities::ability_rule(d.ability), "There is no such card.");
            }
            abilities::check_declared_target(c, s, d.aim(value), card)
        }
        (None, _) => refuse(abilities::ability_rule(d.ability), format!("Choose what the {} is used on.", d.ability)),
        (Some(_), Action::Amount { value: v }) => {
            if v == 0 || v > value {
                return refuse(
                    abilities::ABILITIES,
                    format!("The value used may be anything from 1 up to the card's ability value, {value}."),
                );
            }
            Ok(())
        }
        (Some(_), _) => refuse(abilities::ABILITIES, format!("Choose the value to use, from 1 to {value}.")),
    }
}

fn check_pile(s: &IoiState, pile: u8) -> Result<(), RuleError> {
    let t = &s.table;
    let r = step_rule(t.step);
    let Some(p) = t.piles.get(pile as usize) else {
        return refuse(r, format!("There are only {PILES} discard piles."));
    };
    // Empty slots are all alike: the first one stands for "start a new pile".
    if p.is_empty() && t.piles.iter().position(|p| p.is_empty()) != Some(pile as usize) {
        return refuse(r, "Start a new pile in the first free place.");
    }
    Ok(())
}

fn check_step_action(c: &Content, s: &IoiState, seat: u8, action: &Action) -> Result<(), RuleError> {
    let t = &s.table;
    let step = t.step;
    let wrong_step = || refuse(step_rule(step), format!("That cannot be done during {}.", step_name(step)));
    match *action {
        Action::ClearTheNoise => {
            if !matches!(step, Step::TurnStart | Step::ListenIn | Step::Actions | Step::ClearMind | Step::TurnEnd) {
                return refuse(CLEAR_NOISE, "Clear the Noise between actions, not in the middle of Release.");
            }
            if t.cleared_noise.get(seat as usize) == Some(&true) {
                return refuse(
                    CLEAR_NOISE,
                    "You have already cleared the noise this game: your Challenge card is face up.",
                );
            }
            if t.pile_cards() == 0 {
                return refuse(CLEAR_NOISE, "There are no discarded cards to shuffle into the deck.");
            }
            Ok(())
        }
        Action::Focus if step == Step::TurnStart => Ok(()),
        Action::ListenIn { pile } if step == Step::ListenIn => {
            if t.piles.get(pile as usize).is_none_or(|p| p.is_empty()) {
                return refuse(LISTEN_IN, "Listen in on a discard pile that has cards.");
            }
            Ok(())
        }
        Action::EndActions if step == Step::Actions => Ok(()),
        Action::Weave { card } if step == Step::Actions => weave::check_card(c, s, seat, card),
        Action::Use { card } if step == Step::Actions => check_use_card(c, s, seat, card),
        Action::Discard { card, pile } if step == Step::Release => {
            if !t.unraveled.get(seat as usize).is_some_and(|u| u.contains(&card)) {
                return refuse(RELEASE, "Release discards your unraveled cards only.");
            }
            check_pile(s, pile)
        }
        Action::Discard { card, pile } if step == Step::ClearMind => {
            if !s.hand(seat).contains(&card) {
                return refuse(CLEAR_MIND, "Discard a card from your hand.");
            }
            check_pile(s, pile)
        }
        Action::KeepHand if step == Step::ClearMind => Ok(()),
        Action::EndTurn if step == Step::TurnEnd => Ok(()),
        Action::Pass => refuse(COMBINING, "There is nothing waiting to resolve."),
        Action::WeaveInto { .. } => refuse(WEAVING, "Choose a card to weave first."),
        Action::Target { .. } | Action::Amount { .. } => {
            refuse(abilities::ABILITIES, "Choose an ability to use first.")
        }
        _ => wrong_step(),
    }
}

/// May `seat` use `card`'s ability in some way now?
fn check_use_card(c: &Content, s: &IoiState, seat: u8, card: CardId) -> Result<(), RuleError> {
    // The usual answer, yes, without writing the refusals of the ways that do not work (nor
    // listing the ways).
    if !abilities::for_each_use(c, s, seat, card, |_, _| false) {
        return Ok(());
    }
    let mut first_err = None;
    for (_, ability, via) in abilities::candidate_uses(c, s, seat, Some(card)) {
        match abilities::check_use(c, s, seat, card, ability, via) {
            Ok(()) => return Ok(()),
            Err(e) => {
                first_err.get_or_insert(e);
            }
        }
    }
    if let Some(e) = first_err {
        return Err(e);
    }
    // No candidate at all: say why with the card's own ability.
    let ability = c.aspect(card).ability();
    abilities::check_use(c, s, seat, card, ability, Via::Natural)
        .and_then(|_| refuse(abilities::ABILITIES, format!("{} cannot be used now.", c.label(card))))
}

/// Every action `seat` may take now.
pub fn legal_actions(c: &Content, s: &IoiState, seat: u8) -> Vec<Action> {
    let t = &s.table;
    if t.active() != Some(seat) {
        return Vec::new();
    }
    // Room for the usual list at once: the search asks for one at every node it walks through.
    let mut out: Vec<Action> = Vec::with_capacity(16);
    match t.sub {
        Sub::Weaving { card } => {
            out.extend(weave::places(c, t, seat, card).into_iter().map(|place| Action::WeaveInto { place }));
            return out;
        }
        Sub::Choosing { owner, card } => {
            abilities::for_each_use(c, s, owner, card, |ability, via| {
                out.push(Action::UseAbility { card, ability, via });
                true
            });
            return out;
        }
        Sub::Declaring(d) => {
            let value = t.ability_value(c, d.card);
            match d.target {
                None => {
                    for target in t.targetable() {
                        if abilities::declared_target_ok(c, s, d.aim(value), target) {
                            out.push(Action::Target { card: target });
                        }
                    }
                }
                // The full value first: it is nearly always the one wanted.
                Some(_) => out.extend((1..=value).rev().map(|value| Action::Amount { value })),
            }
            return out;
        }
        Sub::None => {}
    }
    if t.window.is_some() {
        out.push(Action::Pass);
        push_uses(c, s, seat, &mut out);
        return out;
    }
    let noise = can_clear_noise(t, seat);
    match t.step {
        Step::TurnStart => {
            out.push(Action::Focus);
            if noise {
                out.push(Action::ClearTheNoise);
            }
        }
        Step::ListenIn => {
            out.extend(
                (0..PILES as u8)
                    .filter(|&p| t.piles.get(p as usize).is_some_and(|p| !p.is_empty()))
                    .map(|pile| Action::ListenIn { pile }),
            );
            if noise {
                out.push(Action::ClearTheNoise);
            }
        }
        Step::Actions => {
            out.push(Action::EndActions);
            for card in abilities::own_cards(s, seat) {
                if weave::can_weave_own(c, s, seat, card) {
                    out.push(Action::Weave { card });
                }
            }
            push_uses(c, s, seat, &mut out);
            if noise {
                out.push(Action::ClearTheNoise);
            }
        }
        Step::Release => {
            if let Some(u) = t.unraveled.get(seat as usize) {
                push_discards(s, u, &mut out);
            }
        }
        Step::ClearMind => {
            out.push(Action::KeepHand);
            push_discards(s, s.hand(seat), &mut out);
            if noise {
                out.push(Action::ClearTheNoise);
            }
        }
        Step::TurnEnd => {
            out.push(Action::EndTurn);
            if noise {
                out.push(Action::ClearTheNoise);
            }
        }
        Step::Over => {}
    }
    out
}

fn push_discards(s: &IoiState, cards: &[CardId], out: &mut Vec<Action>) {
    // The piles a card may go on, in order, without a list (this runs at two steps of every turn).
    let mut piles = [0u8; PILES];
    let mut n = 0;
    for p in 0..PILES as u8 {
        if check_pile(s, p).is_ok() {
            if let Some(slot) = piles.get_mut(n) {
                *slot = p;
                n += 1;
            }
        }
    }
    let piles = piles.get(..n).unwrap_or(&[]);
    out.reserve(cards.len() * piles.len());
    for &card in cards {
        out.extend(piles.iter().map(|&pile| Action::Discard { card, pile }));
    }
}

fn push_uses(c: &Content, s: &IoiState, seat: u8, out: &mut Vec<Action>) {
    let mut last = None;
    let targets = abilities::Targets::new(c, &s.table);
    abilities::for_each_candidate(c, s, seat, None, |card, ability, _| {
        if last != Some(card) && abilities::candidate_ok(&targets, c, s, seat, card, ability) {
            out.push(Action::Use { card });
            last = Some(card);
        }
        true
    });
}

/// Applies a checked action; `check` must have accepted it.
pub fn execute(c: &Content, s: &mut IoiState, seat: u8, action: &Action, log: &mut Log) {
    let t = &mut s.table;
    t.actions = t.actions.saturating_add(1);
    match *action {
        Action::Focus => {
            turn::focus(s, log);
            s.table.step = Step::ListenIn;
        }
        Action::ClearTheNoise => turn::clear_the_noise(c, s, seat, log),
        Action::ListenIn { pile } => turn::listen_in(c, s, pile, log),
        Action::Weave { card } => t.sub = Sub::Weaving { card },
        Action::WeaveInto { place } => {
            if let Sub::Weaving { card } = t.sub {
                t.sub = Sub::None;
                weave::weave(c, s, seat, card, place, log);
                turn::check_all_threes(c, s, log);
            }
        }
        Action::Use { card } => {
            // One way declares it at once; more (or none) ask how. Counted up to two, not listed.
            let (mut ways, mut way) = (0, None);
            abilities::for_each_use(c, s, seat, card, |ability, via| {
                ways += 1;
                way.get_or_insert((ability, via));
                ways < 2
            });
            s.table.sub = match way {
                Some((ability, via)) if ways == 1 => {
                    Sub::Declaring(Declaration { owner: seat, card, ability, via, target: None })
                }
                _ => Sub::Choosing { owner: seat, card },
            };
        }
        Action::UseAbility { card, ability, via } => {
            t.sub = Sub::Declaring(Declaration { owner: seat, card, ability, via, target: None });
        }
        Action::Target { card: target } => {
            if let Sub::Declaring(mut d) = t.sub {
                let value = t.ability_value(c, d.card);
                if d.ability.has_amount() && value > 1 {
                    d.target = Some(target);
                    t.sub = Sub::Declaring(d);
                } else {
                    abilities::push(c, s, d, target, value, log);
                }
            }
        }
        Action::Amount { value } => {
            if let Sub::Declaring(d) = t.sub {
                if let Some(target) = d.target {
                    abilities::push(c, s, d, target, value, log);
                }
            }
        }
        Action::Pass => {
            abilities::pass(c, s, log);
            if s.table.window.is_none() {
                turn::check_all_threes(c, s, log);
            }
        }
        Action::EndActions => t.step = Step::Release,
        Action::Discard { card, pile } => turn::discard_onto(c, s, card, pile, log),
        Action::KeepHand => turn::finish_clear_mind(c, s, log),
        Action::EndTurn => turn::end_turn(c, s, log),
    }
    turn::advance(c, s, log);
}
