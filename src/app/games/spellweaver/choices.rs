//! The question bar: what the acting player is asked (in words), the turn's own buttons (pass,
//! go to combat, done attacking...), and the plays of the selected card, creature or skill,
//! each with the engine's label. The first turn button takes the focus, so in an instant
//! window Enter passes: being asked says nothing about the hand.

use super::pick::subject;
use super::text::prompt;
use crate::games::spellweaver::{Action, Table};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct ChoicesProps {
    pub table: Table,
    pub seat: u8,
    pub legal: Vec<(Action, String)>,
    /// The selected thing's plays.
    pub picked: Vec<(Action, String)>,
    pub hints: Vec<(Action, String, f64)>,
    pub on_play: Callback<Action>,
    pub on_cancel: Callback<()>,
    /// The top of the stack in words, when something waits there.
    #[prop_or_default]
    pub waiting: Option<AttrValue>,
}

#[function_component(Choices)]
pub fn choices(props: &ChoicesProps) -> Html {
    let first = use_node_ref();
    {
        let first = first.clone();
        use_effect_with(props.legal.clone(), move |_| {
            if let Some(el) = first.cast::<web_sys::HtmlElement>() {
                let _ = el.focus();
            }
        });
    }
    // Selecting a card, creature or skill moves the focus to its first play (keyboard: Tab to a
    // card, Enter, then Enter plays it or Tab on to the others).
    let first_play = use_node_ref();
    {
        let first_play = first_play.clone();
        use_effect_with(props.picked.clone(), move |picked| {
            if !picked.is_empty() {
                if let Some(el) = first_play.cast::<web_sys::HtmlElement>() {
                    let _ = el.focus();
                }
            }
        });
    }
    let button = |a: Action, label: String, class: &'static str| {
        let cb = props.on_play.clone();
        html! { <button type="button" class={classes!("button", class)} onclick={Callback::from(move |_| cb.emit(a))}>{ label }</button> }
    };
    let general: Vec<&(Action, String)> = props.legal.iter().filter(|(a, _)| subject(a).is_none()).collect();
    let has_picks = props.legal.iter().any(|(a, _)| subject(a).is_some());
    html! {
        <section class="sw-choices question-bar" aria-label="Your choice">
            <p class="sw-prompt" aria-live="polite">{ prompt(&props.table, props.seat, props.waiting.as_deref()) }</p>
            <div class="sw-turn-buttons">
                { for general.iter().enumerate().map(|(i, (a, label))| {
                    let cb = props.on_play.clone();
                    let a = *a;
                    let primary = i == 0;
                    html! {
                        <button type="button" ref={if primary { first.clone() } else { NodeRef::default() }}
                            class={classes!("button", primary.then_some("primary"))}
                            onclick={Callback::from(move |_| cb.emit(a))}>{ label.clone() }</button>
                    }
                }) }
            </div>
            if !props.picked.is_empty() {
                // More plays than a phone step shows (a spell with many targets): they scroll in
                // their own box; the targets are also marked ◎ on the board.
                <div class={classes!("sw-picked", (props.picked.len() > crate::app::components::MOST_CHOICES_AT_ONCE).then_some("scrolls"))} role="group"
                    aria-label="Plays of the selected card">
                    { for props.picked.iter().enumerate().map(|(i, (a, label))| {
                        let cb = props.on_play.clone();
                        let a = *a;
                        html! {
                            <button type="button" class="button sw-play" ref={if i == 0 { first_play.clone() } else { NodeRef::default() }}
                                onclick={Callback::from(move |_| cb.emit(a))}>{ label.clone() }</button>
                        }
                    }) }
                    <button type="button" class="button" onclick={props.on_cancel.reform(|_| ())}>{ "Cancel (Esc)" }</button>
                </div>
                // The first real choice of the game, said plainly ("Shrines", "Levels", "Mana").
                if props.picked.iter().any(|(a, _)| matches!(a, Action::PlayShrine { .. })) {
                    <p class="sw-hint">
                        { "For a level: one level of the shrine's aspect, kept for good; your cards need levels to be cast. \
                           For mana: one more mana crystal (refilled each turn) and a card. \
                           Levels decide which cards you can ever cast; mana, how many each turn." }
                    </p>
                }
            } else if has_picks {
                <p class="sw-hint muted">{ "Tap a marked card (▶), creature or skill to see its plays; then tap a target marked ◎, or choose a play." }</p>
            }
            if !props.hints.is_empty() {
                <div class="sw-hints" role="group" aria-label="The computer's suggestions">
                    { for props.hints.iter().map(|(a, label, rate)| button(*a, format!("☆ {label} · {:.0}% wins", rate * 100.0), "hint-choice")) }
                </div>
            }
        </section>
    }
}
