//! The position editor's Challenge cards of the scenario's own (name and three Aspects, checked
//! by the engine like the built-in ones when the position starts): add one, remove one.

use crate::app::components::event_value;
use crate::games::ioi::{Aspect, ChallengeSpec, Scenario, MAX_SCENARIO_CHALLENGES};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct ChallengesProps {
    pub scenario: Scenario,
    pub on_change: Callback<Scenario>,
}

#[function_component(CustomChallenges)]
pub fn custom_challenges(props: &ChallengesProps) -> Html {
    let name = use_state(String::new);
    let aspects = use_state(|| [Aspect::Air, Aspect::Earth, Aspect::Aether]);
    let cards = &props.scenario.challenge_cards;
    let remove = |i: usize| {
        let (sc, on_change) = (props.scenario.clone(), props.on_change.clone());
        Callback::from(move |_: MouseEvent| {
            let mut next = sc.clone();
            if i < next.challenge_cards.len() {
                let gone = next.challenge_cards.remove(i);
                // A seat that held it is dealt one at random instead.
                next.seats.iter_mut().filter(|s| s.challenge == gone.name).for_each(|s| s.challenge.clear());
            }
            on_change.emit(next);
        })
    };
    let on_add = {
        let (sc, on_change, name, aspects) = (props.scenario.clone(), props.on_change.clone(), name.clone(), aspects.clone());
        Callback::from(move |_: MouseEvent| {
            let mut next = sc.clone();
            let aspects = aspects.iter().map(|a| a.name().to_string()).collect();
            next.challenge_cards.push(ChallengeSpec { name: name.trim().to_string(), aspects });
            name.set(String::new());
            on_change.emit(next);
        })
    };
    let aspect_select = |slot: usize| {
        let chosen = aspects.clone();
        let onchange = Callback::from(move |e: Event| {
            let mut next = *chosen;
            if let (Some(a), Some(s)) = (Aspect::parse(&event_value(&e)), next.get_mut(slot)) {
                *s = a;
            }
            chosen.set(next);
        });
        html! {
            <select aria-label={format!("Aspect {} of the new Challenge card", slot + 1)} {onchange}>
                { for Aspect::ALL.iter().map(|a| html! {
                    <option value={a.name()} selected={aspects.get(slot) == Some(a)}>{ a.name() }</option>
                }) }
            </select>
        }
    };
    html! {
        <fieldset class="editor-challenges">
            <legend>{ "Challenge cards of this position's own" }</legend>
            <ul class="edit-list" aria-label="Challenge cards of this position">
                { for cards.iter().enumerate().map(|(i, c)| html! {
                    <li>
                        <span>{ format!("{} ({})", c.name, c.aspects.join(", ")) }</span>
                        <button type="button" class="icon small" aria-label={format!("Remove the Challenge card {}", c.name)}
                            onclick={remove(i)}>{ "×" }</button>
                    </li>
                }) }
            </ul>
            if cards.len() < MAX_SCENARIO_CHALLENGES {
                <div class="edit-row">
                    <label class="field">
                        { "Name" }
                        <input type="text" maxlength="40" value={(*name).clone()}
                            onchange={{ let name = name.clone(); Callback::from(move |e: Event| name.set(event_value(&e))) }} />
                    </label>
                    { aspect_select(0) }{ aspect_select(1) }{ aspect_select(2) }
                    <button type="button" onclick={on_add} disabled={name.trim().is_empty()}>{ "Add the Challenge card" }</button>
                </div>
            }
        </fieldset>
    }
}
