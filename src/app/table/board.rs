//! What a game's board provides to plug into the shell's table. The table owns everything
//! game-independent (loading and autosaving, undo/redo, whose turn it is, hand-off screens,
//! computer players in the worker, the log, "why not?", teaching mode's event stepping, the
//! replay viewer, the end-of-game dialog, scenario sharing); a board only draws one view and
//! turns the player's clicks into actions. It never runs rules: what a choice in parts needs
//! next comes from `Game::preview`, and anything else it shows comes from the engine.

use super::session::Forced;
use crate::app::pages::new_game::OptionsProps;
use crate::core::{Event, Game, Seat, Viewer};
use crate::storage::Settings;
use std::rc::Rc;
use yew::prelude::*;

/// A board for game `Game`, named `Board` in its folder `src/app/games/<id>/` (the list in
/// `src/games/mod.rs` finds it there and checks it draws that game).
pub trait Board: 'static {
    type Game: Game + 'static;

    /// The game with its content loaded and validated once (its `standard()`).
    fn game() -> Result<&'static Self::Game, String>;

    /// Draws the table as `ctx.viewer` sees it: the board's own function component, given the
    /// context as its props (`html! { <MyTable ..ctx /> }`). Offer only `ctx.legal` as moves;
    /// send the chosen one to `ctx.on_action` (or several at once to `ctx.on_actions`).
    /// Anything else sent there is answered with "why not?" by the shell.
    fn render(ctx: BoardContext<Self::Game>) -> Html;

    /// A class for the table's root, so the board's stylesheet can lay out the whole table
    /// (board and log) for its pieces.
    fn layout_class() -> &'static str {
        ""
    }

    /// What the end-of-game dialog shows under the result (e.g. a summary of the game), drawn
    /// from the final position (`ctx.view` is the teacher's view then).
    fn summary(_ctx: BoardContext<Self::Game>) -> Html {
        Html::default()
    }

    /// Teaching mode's position editor: starts from `ctx.view` (every card open) and hands a
    /// scenario to `ctx.on_start` (the shell starts a new game from it). `None`: no editor.
    fn editor(_ctx: EditorContext<Self::Game>) -> Option<Html> {
        None
    }

    /// Whether `editor` gives an editor (teaching mode and the replay viewer then offer "Set up
    /// from here").
    fn has_editor() -> bool {
        false
    }

    /// Whether the game has options of its own on the new-game page (where `options_form` gives
    /// none, the home page's module, which has no engines, says where they will appear).
    fn has_options() -> bool {
        false
    }

    /// The game's own options drawn without its engine (from what build.rs lists of its content),
    /// so that the home page's module draws them too and they work before the whole app has
    /// loaded. `None`: they need the engine (`options_editor` only).
    fn options_form(_props: OptionsProps) -> Option<Html> {
        None
    }

    /// The game's own options on the new-game page in the whole app (e.g. Weavers' decks),
    /// reporting the game's `Options` in JSON: by default `options_form`. Empty for a game with
    /// only default options. It loads the game's content (`Self::game`) only if it must: the
    /// page's first render is what a link's visitor waits on.
    fn options_editor(props: OptionsProps) -> Html {
        Self::options_form(props).unwrap_or_default()
    }

    /// Questions the table answers itself. A human seat asked a question with one legal answer,
    /// for which `Some(f)` gives `f(position, seat) == true`, is not asked: the table plays that
    /// answer (logged like any move), so no hand-off is needed for it. Only for questions whose
    /// having one answer the others can know anyway (or a setting that says it tells them).
    /// `None` (the default): every question is asked.
    fn answers_forced(_settings: &Settings) -> Option<Forced<Self::Game>> {
        None
    }

    /// A first game in a few sentences, for first-timers on the new-game page.
    fn how_to_play() -> &'static [&'static str];
}

/// Everything a board may use to draw, and the props of its component: a view (never the full
/// state) and callbacks.
#[derive(Properties)]
pub struct BoardContext<G: Game + 'static> {
    pub game: &'static G,
    /// What `viewer` may see: a seat's view, the spectator's (public only: the pass-and-play
    /// hand-off screen) or the teacher's (teaching mode, the replay viewer, the end summary).
    pub view: G::View,
    pub viewer: Viewer,
    /// The seat whose choices the board offers (the acting seat in teaching mode).
    pub seat: Option<Seat>,
    /// Whether `seat` must act now.
    pub to_act: bool,
    /// `seat`'s legal actions now, each with the label `Game::describe_action` gives it.
    pub legal: Vec<(G::Action, String)>,
    pub on_action: Callback<G::Action>,
    /// Several actions of `seat` in order (a choice in parts, e.g. discarding two cards).
    pub on_actions: Callback<Vec<G::Action>>,
    /// The computer's suggestions after the player asked for a hint: action, label, estimated
    /// win rate in [0, 1], best first. Empty otherwise.
    pub hints: Vec<(G::Action, String, f64)>,
    pub seat_names: Vec<AttrValue>,
    /// Seats played by the computer, and the one thinking now.
    pub computer_seats: Vec<Seat>,
    pub thinking: Option<Seat>,
    pub reduced_motion: bool,
    pub teaching: bool,
    /// The events of the last action (reveal animations); empty after an undo and in replays.
    pub recent: Rc<Vec<Event>>,
    /// Teaching mode: the event being explained now (to highlight where it happens).
    pub narrating: Option<Event>,
}

impl<G: Game + 'static> BoardContext<G> {
    /// A seat's name as the players gave it ("Seat 3" if none).
    pub fn name(&self, seat: Seat) -> AttrValue {
        self.seat_names.get(seat).cloned().unwrap_or_else(|| AttrValue::from(format!("Seat {}", seat + 1)))
    }
}

// By hand: the game is one value for the whole run (compared by address), and derives would
// ask `G` itself for Clone and PartialEq.
impl<G: Game + 'static> Clone for BoardContext<G> {
    fn clone(&self) -> Self {
        BoardContext {
            game: self.game,
            view: self.view.clone(),
            viewer: self.viewer,
            seat: self.seat,
            to_act: self.to_act,
            legal: self.legal.clone(),
            on_action: self.on_action.clone(),
            on_actions: self.on_actions.clone(),
            hints: self.hints.clone(),
            seat_names: self.seat_names.clone(),
            computer_seats: self.computer_seats.clone(),
            thinking: self.thinking,
            reduced_motion: self.reduced_motion,
            teaching: self.teaching,
            recent: self.recent.clone(),
            narrating: self.narrating.clone(),
        }
    }
}

impl<G: Game + 'static> PartialEq for BoardContext<G> {
    fn eq(&self, other: &Self) -> bool {
        std::ptr::eq(self.game, other.game)
            && self.view == other.view
            && self.viewer == other.viewer
            && self.seat == other.seat
            && self.to_act == other.to_act
            && self.legal == other.legal
            && self.on_action == other.on_action
            && self.on_actions == other.on_actions
            && self.hints == other.hints
            && self.seat_names == other.seat_names
            && self.computer_seats == other.computer_seats
            && self.thinking == other.thinking
            && self.reduced_motion == other.reduced_motion
            && self.teaching == other.teaching
            && self.recent == other.recent
            && self.narrating == other.narrating
    }
}

/// What a position editor works from and reports to; the props of the board's editor.
#[derive(Properties)]
pub struct EditorContext<G: Game + 'static> {
    pub game: &'static G,
    /// The current position with every card open.
    pub view: G::View,
    pub seat_names: Vec<AttrValue>,
    pub on_start: Callback<G::Scenario>,
    pub on_cancel: Callback<()>,
}

impl<G: Game + 'static> PartialEq for EditorContext<G> {
    fn eq(&self, other: &Self) -> bool {
        std::ptr::eq(self.game, other.game)
            && self.view == other.view
            && self.seat_names == other.seat_names
            && self.on_start == other.on_start
            && self.on_cancel == other.on_cancel
    }
}

/// The game value in a piece's props: one value for the whole run, compared by address.
pub struct GameRef<G: 'static>(pub &'static G);

impl<G> Clone for GameRef<G> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<G> Copy for GameRef<G> {}

impl<G> PartialEq for GameRef<G> {
    fn eq(&self, other: &Self) -> bool {
        std::ptr::eq(self.0, other.0)
    }
}

impl<G> std::ops::Deref for GameRef<G> {
    type Target = G;
    fn deref(&self) -> &G {
        self.0
    }
}
