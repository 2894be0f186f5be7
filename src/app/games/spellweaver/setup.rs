//! New-game options: each seat's deck, a preconstructed one or a saved one, and the deck
//! builder a button away. "How to play" for first-timers.

use super::decks::{self, SavedDeck};
use crate::app::components::event_value;
use crate::app::pages::new_game::{OptionsChange, OptionsProps};
use crate::games::spellweaver::{DeckChoice, SpellweaverOptions, DECK_LISTINGS};
use yew::prelude::*;

const SAVED: &str = "saved:";
const PRECON: &str = "precon:";

#[derive(Properties, PartialEq)]
pub struct DeckOptionsProps {
    pub options: OptionsProps,
    /// Draws the deck builder, given what to call when a deck is saved or deleted; `None` in the
    /// home page's module, which has not the card pool (the button waits for the whole app).
    #[prop_or_default]
    pub builder: Option<Callback<Callback<()>, Html>>,
}

fn options_for(choices: &[String], saved: &[SavedDeck]) -> serde_json::Value {
    let decks = choices
        .iter()
        .map(|c| match c.strip_prefix(SAVED).and_then(|n| saved.iter().find(|d| d.name == n)) {
            Some(d) => d.choice(),
            None => DeckChoice::Preconstructed(c.strip_prefix(PRECON).unwrap_or(c).to_string()),
        })
        .collect();
    serde_json::to_value(SpellweaverOptions { decks }).unwrap_or_default()
}

/// Each seat's deck, a preconstructed one (from `DECK_LISTINGS`, so the home page's module draws
/// it) or a saved one, and the deck builder a button away.
#[function_component(DeckOptions)]
pub fn deck_options(props: &DeckOptionsProps) -> Html {
    let choices = use_state(|| {
        serde_json::from_value::<Vec<String>>(props.options.kept.clone()).unwrap_or_else(|_| {
            SpellweaverOptions::default()
                .decks
                .iter()
                .map(|d| match d {
                    DeckChoice::Preconstructed(n) => format!("{PRECON}{n}"),
                    DeckChoice::Custom { .. } => String::new(),
                })
                .collect()
        })
    });
    let saved = use_state(decks::load);
    let building = use_state(|| false);
    // Reported at once from a change's event, so the page keeps it before the whole app can take
    // the page over (`pages::new_game`); at the start and when the saved decks change, from the
    // effect.
    let report = props.options.on_change.reform(|(c, s): (Vec<String>, Vec<SavedDeck>)| OptionsChange {
        choices: serde_json::to_value(&c).unwrap_or_default(),
        options: options_for(&c, &s),
    });
    {
        let (report, choices) = (report.clone(), choices.clone());
        use_effect_with((*saved).clone(), move |saved| report.emit(((*choices).clone(), saved.clone())));
    }
    let edit = |seat: usize| {
        let (choices, saved, report) = (choices.clone(), saved.clone(), report.clone());
        Callback::from(move |e: Event| {
            let mut next = (*choices).clone();
            if let Some(c) = next.get_mut(seat) {
                *c = event_value(&e);
            }
            report.emit((next.clone(), (*saved).clone()));
            choices.set(next);
        })
    };
    let on_saved = {
        let saved = saved.clone();
        Callback::from(move |_: ()| saved.set(decks::load()))
    };
    let toggle = {
        let building = building.clone();
        Callback::from(move |_| building.set(!*building))
    };
    html! {
        <fieldset class="deck-options spellweaver-options">
            <legend>{ "Decks" }</legend>
            <p class="muted">{ "Each player brings a deck of 60 to 100 cards led by a hero. Seat 1 starts; Seat 2 gets The Spark." }</p>
            { for choices.iter().enumerate().map(|(i, current)| html! {
                <div class="deck-row">
                    <label class="field">
                        { format!("Seat {} deck", i + 1) }
                        <select id={format!("seat-{}-deck", i + 1)} onchange={edit(i)} aria-label={format!("Seat {} deck", i + 1)}>
                            <optgroup label="Preconstructed">
                                { for DECK_LISTINGS.iter().map(|d| {
                                    let v = format!("{PRECON}{}", d.name);
                                    html! { <option value={v.clone()} selected={*current == v}>{ format!("{} ({})", d.name, d.hero) }</option> }
                                }) }
                            </optgroup>
                            if !saved.is_empty() {
                                <optgroup label="Your saved decks">
                                    { for saved.iter().map(|d| {
                                        let v = format!("{SAVED}{}", d.name);
                                        html! { <option value={v.clone()} selected={*current == v}>{ format!("{} ({})", d.name, d.hero) }</option> }
                                    }) }
                                </optgroup>
                            }
                        </select>
                    </label>
                </div>
            }) }
            <button type="button" class="button" id="deck-builder" aria-expanded={building.to_string()} onclick={toggle}
                disabled={props.builder.is_none()}>
                { if *building { "Close the deck builder" } else { "Open the deck builder" } }
            </button>
            if let (true, Some(builder)) = (*building, &props.builder) {
                { builder.emit(on_saved) }
            }
        </fieldset>
    }
}

/// A first game in a few sentences.
pub const HOW_TO_PLAY: &[&str] = &[
    "Each turn, play one shrine from your hand: for a level of its aspect (levels are never spent and let you play stronger cards) or for a mana crystal and a card.",
    "Mana refills every turn. Spend it on creatures, actions, blessings, curses, artifacts and your hero's skill; instants can be played in combat and in the other player's turn.",
    "Creatures enter the combat row or the support row; creatures in the support row cannot attack or be attacked unless they fly or have reach. You may move a creature between rows once a turn.",
    "In combat, tap a ready creature and then what it attacks: the hero, or a creature in the combat row no faster than it. The defender then taps blockers and the attacker each blocks; an attacker's damage goes to its blockers in the order they were declared.",
    "Once a turn you may make a Divine Offering: put a card from your hand under your deck and look at the top four for a shrine.",
    "Bring the other hero from 20 life to 0, or reach 40 life yourself, to win. A player with no card to draw loses.",
];
