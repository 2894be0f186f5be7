//! What the acting seat is asked now, in words, and which buttons and which taps on cards or
//! piles answer it. Every answer is one of the engine's legal actions (or a choice in parts
//! whose every part is), so nothing illegal is ever offered.

use super::choice_bar::Opt;
use super::text::{ability_meaning, card_name, STEPS};
use crate::core::{Game, Seat};
use crate::games::ioi::{Action, CardId, Ioi, IoiView, Pending, Place, Step, Sub, Via};
use yew::prelude::*;

/// The card an action is about, if any (to put hints and choices on that card).
pub fn card_of(action: &Action) -> Option<u8> {
    match *action {
        Action::Weave { card }
        | Action::Use { card }
        | Action::UseAbility { card, .. }
        | Action::Target { card }
        | Action::Discard { card, .. } => Some(card),
        _ => None,
    }
}

/// What tapping a card does.
#[derive(Clone, Debug, PartialEq)]
pub enum Pick {
    /// Sends these actions (as one choice).
    Path(Vec<Action>),
    /// Chooses the card, to see what can be done with it.
    Select,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Question {
    /// The parts of a choice made so far (emptied if they no longer fit).
    pub plan: Vec<Action>,
    pub prompt: AttrValue,
    pub detail: Option<AttrValue>,
    pub options: Vec<Opt>,
    pub card_picks: Vec<(CardId, AttrValue, Pick)>,
    pub pile_picks: Vec<(u8, AttrValue, Vec<Action>)>,
    /// Weaving the chosen card as a new spell, answered by a tap on the tableau's empty place.
    pub new_spell: Option<Vec<Action>>,
    pub can_cancel: bool,
    /// The first answer takes the focus (a response window, or a choice half made).
    pub focus: bool,
}

fn opt(action: Action, label: impl Into<AttrValue>, primary: bool) -> Opt {
    Opt { label: label.into(), path: vec![action], primary }
}

const NOISE_LABEL: &str = "Clear the Noise";

/// Short words for one way of weaving or using a chosen card (the prompt names the card).
fn short_label(game: &Ioi, action: &Action) -> Option<String> {
    let name = |id: CardId| card_name(game, id);
    Some(match *action {
        Action::WeaveInto { place: Place::NewSpell } => "Start a new spell".into(),
        Action::WeaveInto { place: Place::Complete { with } } => format!("Complete the spell of {}", name(with)),
        Action::WeaveInto { place: Place::Replace { card } } => {
            format!("Put it in place of {} (unraveled)", name(card))
        }
        Action::UseAbility { ability, via, .. } => match via {
            Via::Natural => format!("Use it to {ability}"),
            Via::Morph => format!("Morph it into {ability}"),
            Via::Binding { spell } => {
                format!("Cast a Binding: use it as {ability} (Bound {} spell)", game.content.aspect(spell))
            }
        },
        _ => return None,
    })
}

/// What can be done with one card (from the top level of step 4 or of a response window):
/// weaving it is offered place by place and using it way by way, so one button says it all.
fn card_choices(game: &Ioi, view: &IoiView, seat: Seat, options: &[(Action, String)], card: CardId) -> Vec<Opt> {
    let mut out = Vec::new();
    for (a, label) in options.iter().filter(|(a, _)| card_of(a) == Some(card)) {
        let Ok(then) = game.preview(view, seat, &[*a]) else { continue };
        let short = |b: &Action, long: String| short_label(game, b).unwrap_or(long);
        match (a, then.view.table.sub) {
            // Weaving place by place; using way by way when there are several (Morph, a Binding).
            (Action::Weave { .. }, _) | (Action::Use { .. }, Sub::Choosing { .. }) => {
                for (b, l) in then.next.iter().cloned() {
                    out.push(Opt { label: short(&b, l).into(), path: vec![*a, b], primary: false });
                }
            }
            // One way: say which.
            (Action::Use { .. }, Sub::Declaring(d)) => {
                let way = Action::UseAbility { card, ability: d.ability, via: d.via };
                out.push(opt(*a, short(&way, label.clone()), false));
            }
            _ => out.push(opt(*a, label.clone(), false)),
        }
    }
    out
}

/// The piles a chosen card may be discarded onto (Release, Clear Your Mind): buttons and taps.
fn pile_choice(q: &mut Question, options: &[(Action, String)], card: CardId, view: &IoiView) {
    for (a, _) in options {
        if let Action::Discard { card: c, pile } = *a {
            if c != card {
                continue;
            }
            let new_pile = view.table.piles.get(pile as usize).is_some_and(|p| p.is_empty());
            let label = if new_pile {
                format!("Start a new pile (pile {})", pile + 1)
            } else {
                format!("Onto pile {}", pile + 1)
            };
            q.options.push(opt(*a, label, false));
            q.pile_picks.push((
                pile,
                (if new_pile { "Start a new pile here" } else { "Put it here" }).into(),
                vec![*a],
            ));
        }
    }
}

/// The places a weave of `card` may go that are a tap on a card of the tableau.
fn place_picks(game: &Ioi, view: &IoiView, seat: Seat, card: CardId) -> Vec<(CardId, AttrValue, Pick)> {
    let weave = Action::Weave { card };
    let Ok(then) = game.preview(view, seat, &[weave]) else { return vec![] };
    then.next
        .into_iter()
        .filter_map(|(a, label)| match a {
            Action::WeaveInto { place: Place::Complete { with } } => {
                Some((with, AttrValue::from(label), Pick::Path(vec![weave, a])))
            }
            Action::WeaveInto { place: Place::Replace { card: old } } => {
                Some((old, AttrValue::from(label), Pick::Path(vec![weave, a])))
            }
            _ => None,
        })
        .collect()
}

/// Where a card is, after its name: " in Bo's tableau", " in your tableau", " (being used)".
fn place_of(view: &IoiView, seat: Option<Seat>, card: CardId, name: &dyn Fn(usize) -> AttrValue) -> String {
    match view.table.in_tableau(card) {
        Some((owner, _, _)) if Some(owner as usize) == seat => " in your tableau".into(),
        Some((owner, _, _)) => format!(" in {} tableau", crate::core::wording::possessive_in(&name(owner as usize))),
        None if view.table.on_stack(card) => " (being used)".into(),
        None => " from a discard pile".into(),
    }
}

/// An ability waiting on the stack, as the stack lists it: who uses which card as which
/// ability, on which card, by how much ("Ada: Stargazer as Conceal on Moonlit Path in Bo's
/// tableau by up to 3").
pub fn pending_line(game: &Ioi, view: &IoiView, p: &Pending, name: &dyn Fn(usize) -> AttrValue) -> AttrValue {
    let amount = if p.ability.has_amount() { format!(" by up to {}", p.amount) } else { String::new() };
    AttrValue::from(format!(
        "{}: {} as {}{} on {}{}{amount}",
        name(p.owner as usize),
        card_name(game, p.card),
        p.ability,
        via_words(p.via),
        card_name(game, p.target),
        place_of(view, None, p.target, name),
    ))
}

fn via_words(via: Via) -> &'static str {
    match via {
        Via::Natural => "",
        Via::Morph => " (Morph)",
        Via::Binding { .. } => " (Cast a Binding)",
    }
}

/// The ability a response window asks `seat` to answer, in a sentence naming its user, its
/// source card, the card it works on and its value ("Ada uses Conceal from Stargazer on
/// Moonlit Path in your tableau, value up to 3").
fn answering(game: &Ioi, view: &IoiView, seat: Seat, p: &Pending, name: &dyn Fn(usize) -> AttrValue) -> String {
    let who = if p.owner as usize == seat { "You use".to_string() } else { format!("{} uses", name(p.owner as usize)) };
    let value = if p.ability.has_amount() { format!(", value up to {}", p.amount) } else { String::new() };
    format!(
        "{who} {}{} from {} on {}{}{value}",
        p.ability,
        via_words(p.via),
        card_name(game, p.card),
        card_name(game, p.target),
        place_of(view, Some(seat), p.target, name),
    )
}

/// The question for `seat`, with the parts `plan` already chosen; `None` if it has nothing to do.
/// `name` gives the apprentices' names (a response window names who used the ability).
pub fn ask(
    game: &Ioi,
    view: &IoiView,
    seat: Seat,
    plan: &[Action],
    legal: &[(Action, String)],
    selected: Option<CardId>,
    name_of: &dyn Fn(usize) -> AttrValue,
) -> Option<Question> {
    // Parts that no longer fit (refused) are forgotten: the question starts again.
    let then = if plan.is_empty() { None } else { game.preview(view, seat, plan).ok() };
    let (plan, t, options) = match &then {
        Some(then) => (plan.to_vec(), &then.view.table, then.next.clone()),
        None => (vec![], &view.table, legal.to_vec()),
    };
    if options.is_empty() {
        return None;
    }
    let name = |id: CardId| card_name(game, id);
    let label_of = |a: &Action| options.iter().find(|(b, _)| b == a).map(|(_, l)| l.clone()).unwrap_or_default();
    let has = |a: &Action| options.iter().any(|(b, _)| b == a);
    let half_made = !plan.is_empty();
    let mut q = Question {
        plan: plan.clone(),
        prompt: AttrValue::default(),
        detail: None,
        options: vec![],
        card_picks: vec![],
        pile_picks: vec![],
        new_spell: None,
        can_cancel: half_made || selected.is_some(),
        focus: half_made,
    };
    let noise = |q: &mut Question| {
        if has(&Action::ClearTheNoise) {
            q.options.push(opt(Action::ClearTheNoise, NOISE_LABEL, false));
        }
    };

    match t.sub {
        Sub::Weaving { card } => {
            q.prompt = format!("Where does {} go?", name(card)).into();
            q.detail = Some("Tap a spell of your tableau or its empty place, or choose below.".into());
            for (a, label) in &options {
                q.options.push(opt(*a, label.clone(), false));
                match a {
                    Action::WeaveInto { place: Place::NewSpell } => q.new_spell = Some(vec![*a]),
                    Action::WeaveInto { place: Place::Complete { with } } => {
                        q.card_picks.push((*with, label.clone().into(), Pick::Path(vec![*a])))
                    }
                    Action::WeaveInto { place: Place::Replace { card } } => {
                        q.card_picks.push((*card, label.clone().into(), Pick::Path(vec![*a])))
                    }
                    _ => {}
                }
            }
        }
        Sub::Choosing { card, .. } => {
            q.prompt = format!("How will you use {}?", name(card)).into();
            q.detail = Some("It can be used in more than one way.".into());
            for (a, label) in &options {
                q.options.push(opt(*a, label.clone(), false));
            }
        }
        Sub::Declaring(d) if d.target.is_none() => {
            let value = t.ability_value(&game.content, d.card);
            q.prompt = format!("{}: choose the card it works on", d.ability).into();
            q.detail =
                Some(format!("{} (ability value {value}, from {}).", ability_meaning(d.ability), name(d.card)).into());
            for (a, label) in &options {
                q.options.push(opt(*a, label.clone(), false));
                if let Action::Target { card } = a {
                    q.card_picks.push((*card, label.clone().into(), Pick::Path(vec![*a])));
                }
            }
        }
        Sub::Declaring(d) => {
            let max = t.ability_value(&game.content, d.card);
            q.prompt = format!("{}: how strong? Any value up to {max}", d.ability).into();
            q.detail = d.target.map(|c| format!("On {}.", name(c)).into());
            for (a, _) in &options {
                if let Action::Amount { value } = a {
                    let label = if *value == max { format!("{value} (the full value)") } else { value.to_string() };
                    q.options.push(opt(*a, label, *value == max));
                }
            }
        }
        Sub::None if t.window.is_some() => {
            let top = t.stack.last();
            q.prompt = match top {
                Some(p) => format!(
                    "{} — answer it with an ability of your own, or let it resolve?",
                    answering(game, view, seat, p, name_of)
                ),
                None => "An ability is about to take effect: answer it with an ability of your own, or let it resolve?"
                    .into(),
            }
            .into();
            let meaning = top.map(|p| format!("{}: {} ", p.ability, ability_meaning(p.ability))).unwrap_or_default();
            q.detail = Some(
                format!(
                    "{meaning}Every other apprentice is asked in turn. To answer, choose a card in your hand or tableau."
                )
                .into(),
            );
            q.focus = true;
            q.options.push(opt(Action::Pass, "Let it resolve", true));
            if let Some(card) = selected {
                q.options.extend(card_choices(game, view, seat, &options, card));
            }
            for (a, _) in &options {
                if let Some(card) = card_of(a) {
                    if !q.card_picks.iter().any(|(c, _, _)| *c == card) {
                        q.card_picks.push((card, "Answer with this card".into(), Pick::Select));
                    }
                }
            }
        }
        Sub::None => match t.step {
            Step::TurnStart => {
                q.prompt = "Your turn: Focus, drawing up to five cards — or first Clear the Noise.".into();
                q.options.push(opt(Action::Focus, STEPS[1].0, true));
                noise(&mut q);
            }
            Step::ListenIn => {
                q.prompt = "Listen In: take the top card of a discard pile.".into();
                q.detail = Some("Tap a pile, or choose below.".into());
                for (a, label) in &options {
                    if let Action::ListenIn { pile } = a {
                        q.options.push(opt(*a, label.clone(), false));
                        q.pile_picks.push((*pile, "Take the top card".into(), vec![*a]));
                    }
                }
                noise(&mut q);
            }
            Step::Actions => {
                let chosen = selected.filter(|&c| options.iter().any(|(a, _)| card_of(a) == Some(c)));
                if let Some(card) = chosen {
                    q.prompt = format!("{}: what will you do with it?", name(card)).into();
                    q.focus = true;
                    q.options = card_choices(game, view, seat, &options, card);
                    q.card_picks = place_picks(game, view, seat, card);
                    let new_spell = [Action::Weave { card }, Action::WeaveInto { place: Place::NewSpell }];
                    q.new_spell = q.options.iter().any(|o| o.path == new_spell).then(|| new_spell.to_vec());
                    let taps = match (q.new_spell.is_some(), q.card_picks.is_empty()) {
                        (true, true) => "tap the empty place in your tableau for a new spell",
                        (true, false) => "tap a spell it fits, or the empty place for a new spell",
                        (false, false) => "tap a spell it fits",
                        (false, true) => "",
                    };
                    let detail = if taps.is_empty() {
                        "Use its ability, or choose another card.".to_string()
                    } else {
                        format!("Weave it ({taps}), or choose below.")
                    };
                    q.detail = Some(detail.into());
                } else {
                    q.prompt = "Your actions: choose a card to weave or to use.".into();
                    q.detail = Some("From your hand or tableau, as often as you like; then go on to Release.".into());
                    q.options.push(opt(Action::EndActions, "End actions", true));
                    noise(&mut q);
                }
                for (a, _) in &options {
                    if let Some(card) = card_of(a) {
                        if !q.card_picks.iter().any(|(c, _, _)| *c == card) {
                            q.card_picks.push((card, "Choose this card".into(), Pick::Select));
                        }
                    }
                }
            }
            Step::Release => {
                // The only unraveled card is chosen at once.
                let cards: Vec<CardId> = t.unraveled.get(seat).cloned().unwrap_or_default();
                let chosen = selected.filter(|c| cards.contains(c)).or(match cards.as_slice() {
                    [only] => Some(*only),
                    _ => None,
                });
                match chosen {
                    Some(card) => {
                        q.prompt = format!("Release: onto which pile does {} go?", name(card)).into();
                        q.detail = Some("Tap a pile, or choose below.".into());
                        pile_choice(&mut q, &options, card, view);
                        q.can_cancel = cards.len() > 1;
                    }
                    None => {
                        q.prompt = "Release: discard your unraveled cards one at a time. Which one next?".into();
                        for &card in &cards {
                            q.card_picks.push((card, "Release this card".into(), Pick::Select));
                        }
                    }
                }
            }
            Step::ClearMind => {
                let chosen = selected.filter(|&c| options.iter().any(|(a, _)| card_of(a) == Some(c)));
                match chosen {
                    Some(card) => {
                        q.prompt = format!("Clear Your Mind: onto which pile does {} go?", name(card)).into();
                        q.detail = Some("Tap a pile, or choose below.".into());
                        q.focus = true;
                        pile_choice(&mut q, &options, card, view);
                    }
                    None => {
                        q.prompt =
                            "Clear Your Mind: discard any cards you like from your hand, then keep the rest.".into();
                        q.detail = Some("Tap a card in your hand to discard it.".into());
                        q.options.push(opt(Action::KeepHand, label_of(&Action::KeepHand), true));
                        noise(&mut q);
                        for (a, _) in &options {
                            if let Action::Discard { card, .. } = a {
                                if !q.card_picks.iter().any(|(c, _, _)| c == card) {
                                    q.card_picks.push((*card, "Discard this card".into(), Pick::Select));
                                }
                            }
                        }
                    }
                }
            }
            Step::TurnEnd => {
                q.prompt = "The deck is empty: end your turn, or Clear the Noise now.".into();
                q.options.push(opt(Action::EndTurn, label_of(&Action::EndTurn), true));
                noise(&mut q);
            }
            Step::Over => return None,
        },
    }
    Some(q)
}
