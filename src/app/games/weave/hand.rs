//! The storyteller's secret hand (four Challenge cards, two Story cards). Drawn only from a
//! view that shows the cards: a player's view has them masked, so nothing of the hand reaches
//! the page on a player's turn.

use super::text::{challenge_name, challenge_piece, suit_glyph};
use crate::app::table::GameRef;
use crate::games::weave::{Table, Weave, HIDDEN};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct HandProps {
    pub game: GameRef<Weave>,
    pub table: Table,
}

/// Whether this view holds the storyteller's hand face up.
pub fn visible(t: &Table) -> bool {
    // The Challenge cards are never shown to a player (the Story cards are, when a player picks
    // one of them; that choice is drawn on its own).
    let shown = t.hand_challenges.iter().any(|&c| c != HIDDEN);
    shown && !t.oracle()
}

#[function_component(StorytellerHand)]
pub fn storyteller_hand(props: &HandProps) -> Html {
    let t = &props.table;
    let Some(set) = props.game.content.playsets.get(t.playset as usize) else { return Html::default() };
    if !visible(t) {
        return Html::default();
    }
    let challenges = t.hand_challenges.iter().filter(|&&c| c != HIDDEN).map(|&c| {
        let glyph = set.challenges.get(c as usize).map(|k| suit_glyph(k.suit)).unwrap_or("");
        html! { <li class="challenge-card" data-piece={challenge_piece(set, c)}><span aria-hidden="true">{ glyph }</span>{ format!(" {}", challenge_name(set, c)) }</li> }
    });
    let stories = t.hand_stories.iter().filter(|&&c| c != HIDDEN).filter_map(|&c| set.story.get(c as usize)).map(|s| {
        html! {
            <li class="story-card">
                <span class="card-title">{ s.title.clone() }</span>
                <span class="card-use">{ format!("Theme: {} · Location: {} · Character: {}", s.theme, s.location, s.character) }</span>
                <span class="card-use">{ format!("Items: {}", s.items.join(", ")) }</span>
            </li>
        }
    });
    html! {
        <section class="weave-hand storyteller-hand" aria-labelledby="weave-hand-h">
            <h2 id="weave-hand-h">{ "Storyteller's hand" }<span class="muted">{ " · secret" }</span></h2>
            <ul class="hand-challenges">{ for challenges }</ul>
            <ul class="hand-stories">{ for stories }</ul>
            <p class="muted">{ format!("Decks: {} Story, {} Challenge cards left.", t.story_deck.len(), t.challenge_deck.len()) }</p>
        </section>
    }
}
