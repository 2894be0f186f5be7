//! Setting up a new game: how many seats, who sits in each (a person on this device or a
//! computer player at a level), the game's own options (e.g. Weavers' decks, from
//! `app::games::options_editor`), competitive or teaching mode, and a short "how to play";
//! then the game is dealt from a fresh seed and saved at once.
//!
//! Both modules draw this page. A link opens it in the home page's module, which links no engine
//! (`Dealer` = `home_app::HandOver`), so the form is usable while the whole app loads; the whole
//! app (`Engines`) then takes it over with the choices made meanwhile (kept for the tab,
//! `Draft`) and the focus where it was, and adds the game's options. "Start the game" pressed
//! before it came is kept in the draft, and the whole app deals that game as it starts.

use super::loading::loading_status;
use crate::app::components::event_value;
use crate::app::route::{navigate, Route};
use crate::app::services;
use crate::core::wording;
use crate::games;
use crate::storage::{NewGame as Deal, SeatInfo, SeatKind, Start};
use serde::{Deserialize, Serialize};
use yew::prelude::*;

/// What the page needs of the engines, which the home page's module does not link.
pub trait Dealer: 'static {
    /// The game's own options (e.g. Weavers' decks): `app::games::options_editor` in the whole
    /// app; in the home page's module, those a game draws without its engine
    /// (`app::games::options_form`).
    fn options_editor(game: &str, props: OptionsProps) -> Html;
    /// Deals and saves the game, giving its slot; `None` where the engines are not loaded yet
    /// (the whole app deals the game the draft keeps as it starts).
    fn deal(deal: Deal) -> Option<Result<String, String>>;
}

/// The whole app's dealer: the boards' options editors, and the engines deal.
pub struct Engines;

impl Dealer for Engines {
    fn options_editor(game: &str, props: OptionsProps) -> Html {
        crate::app::games::options_editor(game, props)
    }

    fn deal(deal: Deal) -> Option<Result<String, String>> {
        Some(services::start_in_new_slot(deal))
    }
}

/// What a game's options editor reports as it changes: the game's `Options` in JSON (`Null`
/// until it reports: the game's defaults), and its own choices as drawn, which the page keeps
/// with its draft and hands back (`OptionsProps::kept`) when the editor is drawn again, as when
/// the whole app takes the page over.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct OptionsChange {
    pub choices: serde_json::Value,
    pub options: serde_json::Value,
}

#[derive(Properties, PartialEq, Clone)]
pub struct OptionsProps {
    pub seats: usize,
    /// The editor's choices as it last reported them for this tab (`Null`: none yet).
    pub kept: serde_json::Value,
    /// Sent once at the start and on every change.
    pub on_change: Callback<OptionsChange>,
}

#[derive(Properties, PartialEq)]
pub struct NewGameProps {
    pub game: AttrValue,
}

#[derive(Clone, PartialEq, Serialize, Deserialize)]
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

/// The choices on the page, kept for this tab as they are made: the whole app takes the page
/// over from the home page's module with them.
#[derive(Clone, PartialEq, Serialize, Deserialize)]
struct Draft {
    seats: Vec<SeatChoice>,
    teaching: bool,
    /// As typed: digits only.
    deal_number: String,
    /// "Start the game" was pressed before the engines had loaded: the whole app deals it.
    #[serde(default)]
    start: bool,
    /// The game's own options, as its editor last reported them.
    #[serde(default)]
    options: OptionsChange,
}

impl Draft {
    fn fresh(info: Option<&games::GameInfo>) -> Draft {
        let seats = (0..info.map(|i| i.default_seats()).unwrap_or(2)).map(default_seat).collect();
        Draft { seats, teaching: false, deal_number: String::new(), start: false, options: OptionsChange::default() }
    }

    fn key(game: &str) -> String {
        format!("loomhall.new-game.{game}")
    }

    /// This tab's draft for `game`, if one is kept and has a seat count the game allows.
    fn kept(info: &games::GameInfo) -> Option<Draft> {
        let text = services::session_storage()?.get_item(&Draft::key(info.id)).ok()??;
        let draft: Draft = serde_json::from_str(&text).ok()?;
        (info.min_seats..=info.max_seats).contains(&draft.seats.len()).then_some(draft)
    }

    fn keep(&self, game: &str) {
        if let (Some(storage), Ok(text)) = (services::session_storage(), serde_json::to_string(self)) {
            let _ = storage.set_item(&Draft::key(game), &text);
        }
    }

    fn forget(game: &str) {
        if let Some(storage) = services::session_storage() {
            let _ = storage.remove_item(&Draft::key(game));
        }
    }

    /// The game these choices deal (a fresh seed unless a deal number was given).
    fn deal(&self, game: &str) -> Deal {
        let seats = self
            .seats
            .iter()
            .enumerate()
            .map(|(i, s)| SeatInfo {
                name: match s.name.trim() {
                    "" => format!("Player {}", i + 1),
                    name => name.to_string(),
                },
                kind: if s.kind == "human" { SeatKind::Human } else { SeatKind::Bot { bot: s.kind.clone() } },
            })
            .collect();
        Deal {
            game: game.to_string(),
            start: Start::Options(self.options.options.clone()),
            seats,
            seed: self.deal_number.trim().parse().unwrap_or_else(|_| services::random_u64()),
            now: services::now_ms(),
            teaching: self.teaching,
        }
    }
}

/// Deals the draft's game with `D`: opens its table, or says why it could not start, or (where
/// the engines are not loaded yet) keeps the draft marked to start and says it will.
fn start_game<D: Dealer>(
    game: &str,
    draft: &Draft,
    problem: &UseStateHandle<Option<String>>,
    starting: &UseStateHandle<bool>,
) {
    match D::deal(draft.deal(game)) {
        Some(Ok(slot)) => {
            Draft::forget(game);
            navigate(&Route::Table { slot: slot.into() });
        }
        Some(Err(e)) => {
            // No longer to be dealt as the page opens again.
            Draft { start: false, ..draft.clone() }.keep(game);
            starting.set(false);
            problem.set(Some(e));
        }
        None => {
            // Kept now (the page's `keep` marks later changes once `starting` is drawn): the whole
            // app, already on its way, may take the page over before that.
            Draft { start: true, ..draft.clone() }.keep(game);
            starting.set(true);
        }
    }
}

#[function_component(NewGame)]
pub fn new_game<D: Dealer>(props: &NewGameProps) -> Html {
    let info = games::info(&props.game);
    // The choices made in the home page's module before the whole app took the page over.
    let kept = use_memo(props.game.clone(), |_| info.as_ref().and_then(Draft::kept));
    let draft = use_state(|| {
        (*kept).clone().map(|d| Draft { start: false, ..d }).unwrap_or_else(|| Draft::fresh(info.as_ref()))
    });
    let problem = use_state(|| None::<String>);
    // Apart from the draft's other choices: the editor reports them from its own effects.
    let options = use_state(|| (*kept).clone().map(|d| d.options).unwrap_or_default());
    let starting = use_state(|| false);
    // A computer player's first answer should not wait for its game's worker to load.
    use_effect_with(info.as_ref().map(|i| i.id), |game| {
        if let Some(game) = game {
            crate::app::worker::prewarm(game);
        }
    });
    // "Start the game" was pressed before the engines came: deal it now, if they have.
    {
        let (game, problem, starting) = (props.game.clone(), problem.clone(), starting.clone());
        let pressed = (*kept).clone().filter(|d| d.start);
        use_effect_with(game.clone(), move |_| {
            if let Some(pressed) = pressed {
                start_game::<D>(&game, &pressed, &problem, &starting);
            }
        });
    }
    let Some(info) = info else {
        return html! {
            <section class="page">
                <h1>{ "Unknown game" }</h1>
                <p>{ format!("This version has no game called '{}'.", props.game) }</p>
                <a class="button" href="#/">{ "Back to the library" }</a>
            </section>
        };
    };

    // The choices are kept for the tab as they change, in the event's own task, still marked to
    // start if the game was started while the engines loaded: the whole app may take the page
    // over before this page draws again (Yew draws after the event and may yield to the browser
    // before its effects run), and reads what is kept.
    let keep = {
        let (game, starting) = (props.game.to_string(), *starting);
        move |draft: &Draft, options: &OptionsChange| {
            Draft { start: starting, options: options.clone(), ..draft.clone() }.keep(&game)
        }
    };
    let change = |edit: fn(&mut Draft, String)| {
        let (draft, options, keep) = (draft.clone(), options.clone(), keep.clone());
        Callback::from(move |value: String| {
            let mut next = (*draft).clone();
            edit(&mut next, value);
            keep(&next, &options);
            draft.set(next);
        })
    };
    let on_count = change(|d, value| {
        let n: usize = value.parse().unwrap_or(2);
        d.seats.truncate(n);
        while d.seats.len() < n {
            d.seats.push(default_seat(d.seats.len()));
        }
        rename_defaults(&mut d.seats);
    });
    let seat_edit = |i: usize, name: bool| {
        let (draft, options, keep) = (draft.clone(), options.clone(), keep.clone());
        move |value: String| {
            let mut next = (*draft).clone();
            if let Some(seat) = next.seats.get_mut(i) {
                if name {
                    // Trimmed when dealt: a space typed between two words must stay.
                    seat.name = value.chars().take(24).collect();
                } else {
                    seat.kind = value;
                    rename_defaults(&mut next.seats);
                }
            }
            keep(&next, &options);
            draft.set(next);
        }
    };
    let on_start = {
        let (draft, problem, starting, game) =
            (draft.clone(), problem.clone(), starting.clone(), props.game.to_string());
        let options = options.clone();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let draft = Draft { options: (*options).clone(), ..(*draft).clone() };
            start_game::<D>(&game, &draft, &problem, &starting);
        })
    };

    html! {
        <section class="page new-game">
            <h1>{ format!("New game of {}", info.name) }</h1>
            <form onsubmit={on_start}>
                <label class="field" for="seat-count">
                    { "Players" }
                    <select id="seat-count" onchange={on_count.reform(|e: Event| event_value(&e))}>
                        { for (info.min_seats..=info.max_seats).map(|n| html! {
                            <option value={n.to_string()} selected={n == draft.seats.len()}>{ n }</option>
                        }) }
                    </select>
                </label>
                { for draft.seats.iter().enumerate().map(|(i, seat)| html! {
                    <fieldset class="seat">
                        <legend>{ format!("Seat {}", i + 1) }</legend>
                        <label class="field">
                            { "Name" }
                            <input type="text" id={format!("seat-{}-name", i + 1)} value={seat.name.clone()} maxlength="24"
                                oninput={Callback::from(seat_edit(i, true)).reform(|e: InputEvent| event_value(&e))} />
                        </label>
                        <label class="field">
                            { "Played by" }
                            <select id={format!("seat-{}-kind", i + 1)} onchange={Callback::from(seat_edit(i, false)).reform(|e: Event| event_value(&e))}>
                                { for KINDS.iter().map(|(value, label)| html! {
                                    <option value={*value} selected={seat.kind == *value}>{ *label }</option>
                                }) }
                            </select>
                        </label>
                    </fieldset>
                }) }
                { D::options_editor(&props.game, OptionsProps {
                    seats: draft.seats.len(),
                    kept: (*kept).as_ref().map(|d| d.options.choices.clone()).unwrap_or_default(),
                    on_change: {
                        let (draft, options, keep) = (draft.clone(), options.clone(), keep.clone());
                        Callback::from(move |change: OptionsChange| {
                            keep(&draft, &change);
                            options.set(change)
                        })
                    },
                }) }
                <fieldset class="mode">
                    <legend>{ "Mode" }</legend>
                    <label class="choice">
                        <input type="checkbox" id="teaching-mode" checked={draft.teaching}
                            onchange={change(|d, _| d.teaching = !d.teaching).reform(|_: Event| String::new())} />
                        <span>
                            { "Teaching mode" }
                            <span class="muted">{ " — every hand open, each event shown on a tap, undo and redo without limit, set up and share positions" }</span>
                        </span>
                    </label>
                    <label class="field">
                        { "Deal number (optional: the same number deals the same cards)" }
                        <input type="text" id="deal-number" inputmode="numeric" maxlength="20" value={draft.deal_number.clone()}
                            oninput={change(|d, value| d.deal_number = value.chars().filter(char::is_ascii_digit).collect())
                                .reform(|e: InputEvent| event_value(&e))} />
                    </label>
                </fieldset>
                if let Some(p) = &*problem {
                    <p class="banner warning" role="alert">{ format!("The game could not start: {p}") }</p>
                }
                if *starting {
                    { loading_status(format!("The game starts as soon as {} has loaded…", info.name)) }
                }
                <div class="actions">
                    <button type="submit" class="primary big" disabled={*starting}>{ "Start the game" }</button>
                    <a class="button" href="#/">{ "Cancel" }</a>
                </div>
            </form>
            { crate::app::games::how_to_play(&props.game) }
        </section>
    }
}
