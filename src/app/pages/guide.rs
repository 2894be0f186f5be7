//! `#/guide/<game>`: starts the game's guided first game in a new slot and replaces this address
//! with its table, so "back" returns to the page before. The library's button links here, which
//! lets the home page's own module (it links no engine) start a guided game too.

use crate::app::route::{replace, Route};
use crate::app::services;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct GuideStartProps {
    pub game: AttrValue,
}

#[function_component(GuideStart)]
pub fn guide_start(props: &GuideStartProps) -> Html {
    // Started once per game asked for: a render after the start must not deal another.
    let started = use_memo(props.game.clone(), |game| services::start_guide(game));
    {
        let started = started.clone();
        use_effect_with(started, |started| {
            if let Ok(slot) = &**started {
                replace(&Route::Table { slot: slot.clone().into() });
            }
        });
    }
    match &*started {
        Ok(_) => html! { <p class="muted" role="status">{ "Dealing the guided game…" }</p> },
        Err(e) => html! {
            <section class="page">
                <h1>{ "The guided game could not start" }</h1>
                <p class="banner warning" role="alert"><span aria-hidden="true">{ "⚠ " }</span>{ e.clone() }</p>
                <a class="button" href="#/">{ "Back to the library" }</a>
            </section>
        },
    }
}
