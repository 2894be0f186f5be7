//! The choices that are not picked on the map or the tapestry: turn actions (mundane effects,
//! Recover, Artifacts), free actions, and the steps a spell asks for (stop, take, bank…), each
//! a button with the engine's label. Map targets are listed here too, for the keyboard.

use crate::games::woven::Action;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct ChoicesProps {
    pub choices: Vec<(Action, String)>,
    pub on_action: Callback<Action>,
    pub heading: AttrValue,
}

#[function_component(Choices)]
pub fn choices(props: &ChoicesProps) -> Html {
    if props.choices.is_empty() {
        return Html::default();
    }
    // The map's locations, listed for the keyboard (a walk may offer many): a list that scrolls in
    // its own box, so the step's other choices stay few and in view.
    let on_map = |a: &Action| matches!(a, Action::Go { .. } | Action::Eye { .. });
    let group = |free: bool, map: bool| -> Vec<Html> {
        props
            .choices
            .iter()
            .filter(|(a, _)| a.is_free() == free && on_map(a) == map)
            .map(|(a, label)| {
                let (cb, a) = (props.on_action.clone(), a.clone());
                let class = classes!("choice", matches!(a, Action::Stop | Action::EndTurn).then_some("stop"));
                html! { <li><button type="button" {class} onclick={move |_| cb.emit(a.clone())}>{ label }</button></li> }
            })
            .collect()
    };
    let free = group(true, false);
    let places = group(false, true);
    html! {
        <section class="woven-choices" aria-label={props.heading.clone()}>
            <h3>{ props.heading.clone() }</h3>
            <ul>{ for group(false, false) }</ul>
            if !places.is_empty() {
                <h4 id="woven-places">{ "Or a location by name" }</h4>
                <ul class={classes!("place-list", (places.len() > 4).then_some("scrolls"))} aria-labelledby="woven-places"
                    tabindex={(places.len() > 4).then_some("0")}>{ for places }</ul>
            }
            if !free.is_empty() {
                <h4>{ "Free actions" }</h4>
                <ul>{ for free }</ul>
            }
        </section>
    }
}
