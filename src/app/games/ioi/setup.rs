//! New-game help for Spellweaving IOI: a first game in a few sentences, with a link to the
//! full rules. (Seats, names and computer levels are the new-game page's own; IOI has no
//! other options.)

use crate::app::route::Route;
use yew::prelude::*;

pub fn how_to_play() -> Html {
    html! {
        <details class="how-to-play">
            <summary>{ "How to play Spellweaving IOI" }</summary>
            <ol>
                <li>{ "Each card has an Aspect (one of seven, shown by its symbol), an Aspect value (1–3 symbols), two words, points and an ability." }</li>
                <li>{ "On your turn you draw up to five, take the top card of a discard pile, then weave cards into spells in front of you: a spell starts with a value-1 card; a value-2 or 3 card needs a spell with that much of its Aspect already." }</li>
                <li>{ "Two cards make a complete spell; it scores both cards' points at the end. A single card scores nothing." }</li>
                <li>{ "Use a card's ability (lower or raise values, trade, recall from the piles, copy another ability) and then it is unraveled. The others may answer an ability before it happens." }</li>
                <li>{ "Your secret Challenge card names three Aspects: having them among your spells at the end gives +2, +5 or +10." }</li>
                <li>{ "The game ends when the deck stays empty for a whole round, or when all fourteen value-3 cards are woven." }</li>
            </ol>
            <a href={Route::Rules { game: Some("ioi".into()), anchor: None }.href()}>{ "Read the full rules" }</a>
        </details>
    }
}
