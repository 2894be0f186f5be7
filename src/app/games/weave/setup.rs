//! New-game options for Weave (the playset, the season's length, storyteller or oracle) and a
//! short "how to play" for first-timers.

use crate::app::components::event_value;
use crate::app::pages::new_game::{OptionsChange, OptionsProps};
use crate::games::weave::{WeaveOptions, PLAYSET_LISTINGS};
use yew::prelude::*;

/// The season's options, reported as `WeaveOptions`, which are also the choices kept. The
/// playsets come from `PLAYSET_LISTINGS`: the page does not wait for the cards to load.
#[function_component(SeasonOptions)]
pub fn season_options(props: &OptionsProps) -> Html {
    let options = use_state(|| serde_json::from_value::<WeaveOptions>(props.kept.clone()).unwrap_or_default());
    {
        let on_change = props.on_change.clone();
        use_effect_with((*options).clone(), move |o| {
            let options = serde_json::to_value(o).unwrap_or_default();
            on_change.emit(OptionsChange { choices: options.clone(), options })
        });
    }
    let set = |f: fn(&mut WeaveOptions, String)| {
        let options = options.clone();
        Callback::from(move |e: Event| {
            let mut next = (*options).clone();
            f(&mut next, event_value(&e));
            options.set(next);
        })
    };
    let alone = props.seats <= 1;
    let blurb = PLAYSET_LISTINGS
        .iter()
        .find(|p| p.name == options.playset)
        .or(PLAYSET_LISTINGS.first())
        .map(|p| p.blurb)
        .unwrap_or_default();
    html! {
        <fieldset class="weave-options">
            <legend>{ "Season" }</legend>
            <label class="field">
                { "Playset" }
                <select onchange={set(|o, v| o.playset = v)}>
                    { for PLAYSET_LISTINGS.iter().enumerate().map(|(i, p)| {
                        let value = if i == 0 { String::new() } else { p.name.to_string() };
                        html! { <option selected={options.playset == value} value={value.clone()}>{ p.name }</option> }
                    }) }
                </select>
            </label>
            <p class="muted">{ blurb }</p>
            <label class="field">
                { "Episodes in the season" }
                <input type="number" min="1" max="50" value={options.episodes.to_string()}
                    onchange={set(|o, v| o.episodes = v.trim().parse::<u8>().unwrap_or(3).clamp(1, 50))} />
            </label>
            <label class="field">
                { "Storyteller" }
                <select onchange={set(|o, v| o.oracle = v == "oracle")} disabled={alone}>
                    <option value="seat" selected={!options.oracle && !alone}>{ "Seat 1 is the storyteller" }</option>
                    <option value="oracle" selected={options.oracle || alone}>{ "No storyteller: the oracle plays the cards" }</option>
                </select>
            </label>
            if alone {
                <p class="muted">{ "One seat alone always plays with the oracle." }</p>
            } else if !options.oracle {
                <p class="muted">{ "The storyteller holds a secret hand of four Challenge cards and two Story cards; the others each make a character." }</p>
            }
        </fieldset>
    }
}

/// A first season in a few sentences.
pub const HOW_TO_PLAY: &[&str] = &[
    "Weave has no winner: the storyteller and the players tell a season of episodes together, passing the tablet to whoever acts.",
    "Each player makes a character from four Story cards: a focus suit, backstories, talents, flaws, a signature move and two items.",
    "The storyteller frames scenes with the foundation (Theme, Location and Boss), plays Story cards and issues challenges in one of four suits: Stones, Flames, Brooks, Gales.",
    "To meet a challenge, roll 3 dice, +1 for your focus suit, −1 per wound in that suit, ±1 for each quality the table agrees applies, +1 for awesomeness. Faces of the suit and Weave faces are successes; Weave faces are re-rolled and count again.",
    "Meet the level to pass; fail with a Strike showing and you take a wound. The storyteller may entice you through a flaw or backstory: accept to fail and keep the card, refuse to roll against it first.",
    "Without a storyteller seat the oracle turns up Story cards for the table.",
];
