//! The position editor's abilities in play: values already changed by abilities (set a card's
//! Aspect and ability changes), the abilities waiting in the response window (add one of those
//! the rules allow now, as the engine lists them, or take one back to its owner's hand) and who
//! is asked to answer.

use crate::app::components::event_value;
use crate::games::ioi::{Ioi, Scenario, ScenarioModifier, ScenarioVia, ScenarioWaiting, Start, MAX_MODIFIER};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct StackProps {
    pub game: &'static Ioi,
    pub scenario: Scenario,
    pub seat_names: Vec<AttrValue>,
    pub on_change: Callback<Scenario>,
}

/// "Kindle (Ember) Blocks Nail by 2, through the Binding".
fn describe(w: &ScenarioWaiting, name: &dyn Fn(usize) -> String) -> String {
    let how = match &w.via {
        ScenarioVia::Natural => String::new(),
        ScenarioVia::Morph => " (Morph)".into(),
        ScenarioVia::Binding(spell) => format!(" (Binding of {spell})"),
    };
    let by = w.amount.map(|a| format!(" by {a}")).unwrap_or_default();
    format!("{}: {} — {} on {}{by}{how}", name(w.owner), w.card, w.ability, w.target)
}

/// A change to the draft from a form field's new value.
type Edit = std::rc::Rc<dyn Fn(&mut Scenario, String)>;

#[function_component(StackEditor)]
pub fn stack_editor(props: &StackProps) -> Html {
    let sc = &props.scenario;
    let name = {
        let names = props.seat_names.clone();
        move |s: usize| names.get(s).map(|n| n.to_string()).unwrap_or_else(|| format!("Player {}", s + 1))
    };
    let emit = |f: Edit| {
        let (sc, on_change) = (sc.clone(), props.on_change.clone());
        move |value: String| {
            let mut next = sc.clone();
            f(&mut next, value);
            on_change.emit(next);
        }
    };
    // Cards whose values can be changed: in a tableau, or waiting on the stack.
    let mut changeable: Vec<String> = sc.seats.iter().flat_map(|s| s.tableau.iter().flatten().cloned()).collect();
    changeable.extend(sc.waiting.iter().map(|w| w.card.clone()));
    let set_value = |card: String, aspect: bool| {
        let f = emit(std::rc::Rc::new(move |next: &mut Scenario, v: String| {
            let n = v.parse::<i8>().unwrap_or(0).clamp(-MAX_MODIFIER, MAX_MODIFIER);
            let m = match next.modifiers.iter().position(|m| m.card == card) {
                Some(i) => next.modifiers.get_mut(i),
                None => {
                    next.modifiers.push(ScenarioModifier { card: card.clone(), aspect: 0, ability: 0 });
                    next.modifiers.last_mut()
                }
            };
            if let Some(m) = m {
                if aspect { m.aspect = n } else { m.ability = n }
            }
            next.modifiers.retain(|m| m.aspect != 0 || m.ability != 0);
        }));
        Callback::from(move |e: Event| f(event_value(&e)))
    };
    let options = props.game.waiting_options(sc).unwrap_or_default();
    let on_add = {
        let (options, sc, on_change) = (options.clone(), sc.clone(), props.on_change.clone());
        Callback::from(move |e: Event| {
            let Some(w) = event_value(&e).parse::<usize>().ok().and_then(|i| options.get(i).cloned()) else { return };
            let mut next = sc.clone();
            super::editor::take(&mut next, &w.card);
            next.start = Start::Actions;
            next.asked = None;
            next.waiting.push(w);
            on_change.emit(next);
        })
    };
    let remove = |i: usize| {
        let (sc, on_change) = (sc.clone(), props.on_change.clone());
        Callback::from(move |_: MouseEvent| {
            let mut next = sc.clone();
            // Taking an ability back takes back every answer to it too: they go to their owners' hands.
            let back: Vec<ScenarioWaiting> = next.waiting.drain(i.min(next.waiting.len())..).collect();
            for w in back {
                next.modifiers.retain(|m| m.card != w.card);
                if let Some(seat) = next.seats.get_mut(w.owner) {
                    seat.hand.push(w.card);
                }
            }
            next.asked = None;
            on_change.emit(next);
        })
    };
    let on_asked = emit(std::rc::Rc::new(|next: &mut Scenario, v: String| next.asked = v.parse().ok()));
    let asked = sc.asked.or_else(|| sc.waiting.last().map(|w| (w.owner + 1) % sc.seats.len().max(1)));
    html! {
        <fieldset class="editor-stack">
            <legend>{ "Abilities in play" }</legend>
            <h3>{ "Values changed by abilities" }</h3>
            <ul class="edit-list" aria-label="Values changed by abilities">
                { for changeable.iter().map(|card| {
                    let m = sc.modifiers.iter().find(|m| &m.card == card);
                    let (aspect, ability) = m.map(|m| (m.aspect, m.ability)).unwrap_or((0, 0));
                    html! {
                        <li>
                            <span>{ card.clone() }</span>
                            <label class="field small">{ "Aspect ±" }
                                <input type="number" min={(-MAX_MODIFIER).to_string()} max={MAX_MODIFIER.to_string()}
                                    value={aspect.to_string()} aria-label={format!("Change to the Aspect value of {card}")}
                                    onchange={set_value(card.clone(), true)} />
                            </label>
                            <label class="field small">{ "Ability ±" }
                                <input type="number" min={(-MAX_MODIFIER).to_string()} max={MAX_MODIFIER.to_string()}
                                    value={ability.to_string()} aria-label={format!("Change to the ability value of {card}")}
                                    onchange={set_value(card.clone(), false)} />
                            </label>
                        </li>
                    }
                }) }
            </ul>
            <h3>{ "Waiting to resolve (first used at the bottom)" }</h3>
            <ol class="edit-list" aria-label="Abilities waiting to resolve">
                { for sc.waiting.iter().enumerate().map(|(i, w)| html! {
                    <li>
                        <span>{ describe(w, &name) }</span>
                        <button type="button" class="icon small" aria-label={format!("Take back {} {}", crate::core::wording::possessive_in(&name(w.owner)), w.ability)}
                            onclick={remove(i)}>{ "×" }</button>
                    </li>
                }) }
            </ol>
            <label class="field">
                { if sc.waiting.is_empty() { "Use an ability (the rules' choices now)" } else { "Answer with an ability" } }
                <select onchange={on_add}>
                    <option value="" selected=true>{ format!("Choose… ({} possible)", options.len()) }</option>
                    { for options.iter().enumerate().map(|(i, w)| html! {
                        <option value={i.to_string()}>{ describe(w, &name) }</option>
                    }) }
                </select>
            </label>
            if !sc.waiting.is_empty() {
                <label class="field">
                    { "Asked to answer" }
                    <select onchange={Callback::from(move |e: Event| on_asked(event_value(&e)))}>
                        { for (0..sc.seats.len()).map(|s| html! {
                            <option value={s.to_string()} selected={asked == Some(s)}>{ name(s) }</option>
                        }) }
                    </select>
                </label>
            }
        </fieldset>
    }
}
