//! Setting up a new game: how many seats, who sits in each (a person on this device or a
//! computer player at a level), the game's own options (e.g. Weavers' decks, from
//! `app::games::options_editor`), competitive or teaching mode, and a short "how to play";
//! then the game is dealt from a fresh seed and saved at once.

use crate::app::components::event_value;
use crate::app::route::{navigate, Route};
use crate::app::services;
use crate::core::wording;
use crate::games;
use crate::storage::{NewGame as Deal, SeatInfo, SeatKind, Start};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct NewGameProps {
    pub game: AttrValue,
}

#[derive(Clone, PartialEq)]
struct SeatChoice {
    name: String,
    /// "human" or a bot name.
    kind: String,
}

const KINDS: &[(&str, &str)] = &[
    ("human", "A person on this device"),
    ("ismcts:easy", "Computer, easy"),
    ("ismcts:normal", "Computer, normal"),
    ("ismcts:hard", "Computer, hard"),
];

fn default_seat(i: usize) -> SeatChoice {
    if i == 0 {
        SeatChoice { name: wording::YOU.into(), kind: "human".into() }
    } else {
        SeatChoice { name: format!("Computer {}", i + 1), kind: "ismcts:normal".into() }
    }
}

/// A seat's name when nobody typed one: "Computer N" for the computer, "You" for the one person
/// playing the computer, "Player N" when several people share the table.
fn default_name(seats: &[SeatChoice], i: usize) -> String {
    let people = seats.iter().filter(|s| s.kind == "human").count();
    match seats.get(i) {
        Some(s) if s.kind != "human" => format!("Computer {}", i + 1),
        _ if people == 1 => wording::YOU.into(),
        _ => wording::seat_label(i),
    }
}

/// Whether `name` is one the page gave the seat (so a change of kind may rename it).
fn is_default_name(name: &str, i: usize) -> bool {
    name.is_empty() || name == wording::YOU || name == format!("Computer {}", i + 1) || name == wording::seat_label(i)
}

/// After a seat changes kind, seats still carrying a default name take the new default
/// ("Computer 2" switched to a person becomes "Player 2", or "You" if they are the only one).
fn rename_defaults(seats: &mut [SeatChoice]) {
    for i in 0..seats.len() {
        if is_default_name(&seats[i].name, i) {
            let name = default_name(seats, i);
            seats[i].name = name;
        }
    }
}

#[function_component(NewGame)]
pub fn new_game(props: &NewGameProps) -> Html {
    let info = games::info(&props.game);
    let seats =
        use_state(|| (0..info.as_ref().map(|i| i.default_seats()).unwrap_or(2)).map(default_seat).collect::<Vec<_>>());
    let problem = use_state(|| None::<String>);
    let options = use_state(|| serde_json::Value::Null);
    let teaching = use_state(|| false);
    // A computer player's first answer should not wait for its game's worker to load.
    use_effect_with(info.as_ref().map(|i| i.id), |game| {
        if let Some(game) = game {
            crate::app::worker::prewarm(game);
        }
    });
    // An optional deal number: the same number deals the same game (a class plays one deal).
    let deal_number = use_state(String::new);
    let Some(info) = info else {
        return html! {
            <section class="page">
                <h1>{ "Unknown game" }</h1>
                <p>{ format!("This version has no game called '{}'.", props.game) }</p>
                <a class="button" href="#/">{ "Back to the library" }</a>
            </section>
        };
    };

    let on_count = {
        let seats = seats.clone();
        Callback::from(move |e: Event| {
            let n: usize = event_value(&e).parse().unwrap_or(2);
            let mut next = (*seats).clone();
            next.truncate(n);
            while next.len() < n {
                next.push(default_seat(next.len()));
            }
            rename_defaults(&mut next);
            seats.set(next);
        })
    };
    let edit = |i: usize, name: bool| {
        let seats = seats.clone();
        Callback::from(move |e: Event| {
            let mut next = (*seats).clone();
            if let Some(seat) = next.get_mut(i) {
                if name {
                    seat.name = event_value(&e).trim().chars().take(24).collect();
                } else {
                    seat.kind = event_value(&e);
                    rename_defaults(&mut next);
                }
            }
            seats.set(next);
        })
    };
    let on_start = {
        let (seats, problem, game) = (seats.clone(), problem.clone(), props.game.to_string());
        let (options, teaching, deal_number) = (options.clone(), teaching.clone(), deal_number.clone());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let seat_infos = seats
                .iter()
                .enumerate()
                .map(|(i, s)| SeatInfo {
                    name: if s.name.is_empty() { format!("Player {}", i + 1) } else { s.name.clone() },
                    kind: if s.kind == "human" { SeatKind::Human } else { SeatKind::Bot { bot: s.kind.clone() } },
                })
                .collect();
            let deal = Deal {
                game: game.clone(),
                start: Start::Options((*options).clone()),
                seats: seat_infos,
                seed: deal_number.trim().parse().unwrap_or_else(|_| services::random_u64()),
                now: services::now_ms(),
                teaching: *teaching,
            };
            match services::start_in_new_slot(deal) {
                Ok(slot) => navigate(&Route::Table { slot: slot.into() }),
                Err(e) => problem.set(Some(e)),
            }
        })
    };

    html! {
        <section class="page new-game">
            <h1>{ format!("New game of {}", info.name) }</h1>
            <form onsubmit={on_start}>
                <label class="field" for="seat-count">
                    { "Players" }
                    <select id="seat-count" onchange={on_count}>
                        { for (info.min_seats..=info.max_seats).map(|n| html! {
                            <option value={n.to_string()} selected={n == seats.len()}>{ n }</option>
                        }) }
                    </select>
                </label>
                { for seats.iter().enumerate().map(|(i, seat)| html! {
                    <fieldset class="seat">
                        <legend>{ format!("Seat {}", i + 1) }</legend>
                        <label class="field">
                            { "Name" }
                            <input type="text" value={seat.name.clone()} maxlength="24" onchange={edit(i, true)} />
                        </label>
                        <label class="field">
                            { "Played by" }
                            <select onchange={edit(i, false)}>
                                { for KINDS.iter().map(|(value, label)| html! {
                                    <option value={*value} selected={seat.kind == *value}>{ *label }</option>
                                }) }
                            </select>
                        </label>
                    </fieldset>
                }) }
                { crate::app::games::options_editor(&props.game, seats.len(), {
                    let options = options.clone();
                    Callback::from(move |v| options.set(v))
                }) }
                <fieldset class="mode">
                    <legend>{ "Mode" }</legend>
                    <label class="choice">
                        <input type="checkbox" checked={*teaching} onchange={{
                            let teaching = teaching.clone();
                            Callback::from(move |_: Event| teaching.set(!*teaching))
                        }} />
                        <span>
                            { "Teaching mode" }
                            <span class="muted">{ " — every hand open, each event shown on a tap, undo and redo without limit, set up and share positions" }</span>
                        </span>
                    </label>
                    <label class="field">
                        { "Deal number (optional: the same number deals the same cards)" }
                        <input type="text" inputmode="numeric" maxlength="20" value={(*deal_number).clone()}
                            onchange={{
                                let deal_number = deal_number.clone();
                                Callback::from(move |e: Event| deal_number.set(event_value(&e).chars().filter(char::is_ascii_digit).collect()))
                            }} />
                    </label>
                </fieldset>
                if let Some(p) = &*problem {
                    <p class="banner warning" role="alert">{ format!("The game could not start: {p}") }</p>
                }
                <div class="actions">
                    <button type="submit" class="primary big">{ "Start the game" }</button>
                    <a class="button" href="#/">{ "Cancel" }</a>
                </div>
            </form>
            { crate::app::games::how_to_play(&props.game) }
        </section>
    }
}
