//! New-game set-up for Weavers: each seat's Class and Spellbook (chosen, or random), and a
//! short "how to play" for first-timers.

use crate::app::components::event_value;
use crate::app::pages::new_game::{OptionsChange, OptionsProps};
use crate::games::weavers::{DeckChoice, Kind, Options, SET_LISTINGS};
use yew::prelude::*;

const RANDOM: &str = "";

/// Each seat's (Class, Spellbook) as chosen, `RANDOM` for "Random".
type Choices = Vec<(String, String)>;

/// The options for the choices: a seat with both "Random" gets a deck drawn from the game's
/// seed; with one of the two random, that one is drawn here.
fn options_for(choices: &[(String, String)]) -> serde_json::Value {
    let pick = |kind: Kind, salt: usize| {
        let sets: Vec<&str> = SET_LISTINGS.iter().filter(|s| s.kind == kind).map(|s| s.name).collect();
        let r = (crate::app::services::random_u64() as usize).wrapping_add(salt) % sets.len().max(1);
        sets.get(r).map(|s| s.to_string()).unwrap_or_default()
    };
    let decks: Vec<Option<DeckChoice>> = choices
        .iter()
        .enumerate()
        .map(|(i, (class, book))| match (class.as_str(), book.as_str()) {
            (RANDOM, RANDOM) => None,
            (c, b) => Some(DeckChoice {
                class: if c == RANDOM { pick(Kind::Class, i) } else { c.to_string() },
                spellbook: if b == RANDOM { pick(Kind::Spellbook, i) } else { b.to_string() },
            }),
        })
        .collect();
    serde_json::to_value(Options { decks }).unwrap_or_default()
}

/// Each seat's Class and Spellbook. It lists the sets from `SET_LISTINGS`, so the home page's
/// module draws it and a choice made there is kept when the whole app takes the page over.
#[function_component(DeckOptions)]
pub fn deck_options(props: &OptionsProps) -> Html {
    let choices = use_state(|| serde_json::from_value::<Choices>(props.kept.clone()).unwrap_or_default());
    // Reported at once from a change's event, so the page keeps it before the whole app can take
    // the page over (`pages::new_game`); at the start and when the seats change, from the effect.
    let report = props.on_change.reform(|c: Choices| OptionsChange {
        choices: serde_json::to_value(&c).unwrap_or_default(),
        options: options_for(&c),
    });
    {
        let (report, choices) = (report.clone(), choices.clone());
        use_effect_with(props.seats, move |seats| {
            let mut c = (*choices).clone();
            c.resize(*seats, (RANDOM.to_string(), RANDOM.to_string()));
            if c != *choices {
                choices.set(c.clone());
            }
            report.emit(c);
        });
    }
    let sets = |kind: Kind| -> Vec<(&'static str, &'static str)> {
        SET_LISTINGS.iter().filter(|s| s.kind == kind).map(|s| (s.name, s.theme)).collect()
    };
    let (classes, books) = (sets(Kind::Class), sets(Kind::Spellbook));
    let edit = |seat: usize, class: bool| {
        let (choices, report) = (choices.clone(), report.clone());
        Callback::from(move |e: Event| {
            let mut next = (*choices).clone();
            if let Some(c) = next.get_mut(seat) {
                if class {
                    c.0 = event_value(&e)
                } else {
                    c.1 = event_value(&e)
                }
            }
            report.emit(next.clone());
            choices.set(next);
        })
    };
    let select = |seat: usize, class: bool, current: &str, sets: &[(&'static str, &'static str)]| {
        let (label, id) = if class { ("Class", "class") } else { ("Spellbook", "spellbook") };
        html! {
            <label class="field">
                { label }
                <select id={format!("seat-{}-{id}", seat + 1)} onchange={edit(seat, class)}
                    aria-label={format!("Seat {} {label}", seat + 1)}>
                    <option value={RANDOM} selected={current == RANDOM}>{ "Random" }</option>
                    { for sets.iter().map(|&(name, theme)| html! {
                        <option value={name} selected={current == name} title={theme}>{ name }</option>
                    }) }
                </select>
            </label>
        }
    };
    // Drawn for the seats at once, before the effect has resized the choices.
    let rows = (0..props.seats).map(|i| choices.get(i).cloned().unwrap_or_default());
    html! {
        <fieldset class="deck-options">
            <legend>{ "Decks" }</legend>
            <p class="muted">{ "Each deck is a whole Class set and a whole Spellbook set (36 cards). Class cards are quicker, Spellbook cards stronger." }</p>
            { for rows.enumerate().map(|(i, (class, book))| html! {
                <div class="deck-row">
                    <span class="deck-seat">{ format!("Seat {}", i + 1) }</span>
                    { select(i, true, &class, &classes) }
                    { select(i, false, &book, &books) }
                </div>
            }) }
        </fieldset>
    }
}

/// A first game in six sentences.
pub const HOW_TO_PLAY: &[&str] = &[
    "Each round both players secretly pick one card from their hand and reveal them together.",
    "Face up, a card is a spell: its instant effect happens now and it produces components (★). Face down it is Wild Magic: no effect, but all five components.",
    "From the next round on, a spell advances one step (■) each round you produce the component its next step needs; a spell you cannot advance is lost.",
    "When its last step is woven, the spell completes and its big effect happens. Components last one round and can advance several spells at once; some steps leave a residual component too.",
    "Damage removes shields first, then costs cards from your hand. Statuses hinder you until healed.",
    "Before drawing each round you may bury cards under your deck. If your hand is empty at the end of a round, you lose.",
];
