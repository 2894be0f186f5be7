//! The game library: only the games this version can play (`games::library()`), each card with
//! its picture (`pictures`), its one-line pitch and its buttons. index.html's static shell carries
//! the same markup (tests/shell.rs keeps the two in step).

use super::pictures;
use crate::app::route::{navigate, Route};
use crate::games::{self, guide};
use crate::lessons::{library::shipped_key, SHIPPED_TITLES};
use yew::prelude::*;

#[function_component(Library)]
pub fn library() -> Html {
    let games = games::library();
    html! {
        <section class="library" aria-labelledby="library-title">
            <h2 id="library-title">{ "Games" }</h2>
            if games.is_empty() {
                <p class="muted">{ "No games are installed in this version yet." }</p>
            } else {
                <ul class="cards">
                    { for games.iter().map(|g| {
                        // Static markup, never changed: a raw node costs less code than a tree.
                        let picture = pictures::picture(g.id).map(|svg| Html::from_html_unchecked(svg.into()));
                        html! {
                            <li class="card game-card">
                                { for picture }
                                <h3>{ g.name }</h3>
                                <p class="muted">{ g.pitch() }</p>
                                <div class="actions">
                                    <a class="button primary" href={Route::NewGame { game: g.id.into() }.href()}
                                        aria-label={format!("New game of {}", g.name)}>{ "New game" }</a>
                                    if guide::guide_text(g.id).is_some() {
                                        <button class="guide-start" onclick={start_guide(g.id)}
                                            aria-label={format!("Guided first game of {}", g.name)}>{ "Guided first game" }</button>
                                    }
                                    <a class="button" href={Route::Rules { game: Some(g.id.into()), anchor: None }.href()}
                                        aria-label={format!("Rules of {}", g.name)}>{ "Rules" }</a>
                                </div>
                                <ul class="lesson-links" aria-label={format!("Lessons of {}", g.name)}>
                                    { for SHIPPED_TITLES.iter().filter(|l| l.0 == g.id).map(|(game, name, title)| html! {
                                        <li><a href={Route::Lesson { key: shipped_key(game, name).into() }.href()}>
                                            <span aria-hidden="true">{ "☞ " }</span>{ format!("Lesson: {title}") }
                                        </a></li>
                                    }) }
                                </ul>
                            </li>
                        }
                    }) }
                </ul>
            }
        </section>
    }
}

/// Starts the game's guided first game (`#/guide/<game>` deals it and opens its table).
fn start_guide(game: &'static str) -> Callback<MouseEvent> {
    Callback::from(move |_| navigate(&Route::Guide { game: game.into() }))
}
