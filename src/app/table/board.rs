//! What a game's board provides to plug into the shell's table. The table owns everything
//! game-independent (loading and autosaving, undo/redo, whose turn it is, hand-off screens,
//! computer players in the worker, the log, "why not?", teaching mode's event stepping, the
//! replay viewer, the end-of-game dialog, scenario sharing); a board only draws one view and
//! turns the player's clicks into actions.

use crate::core::{Event, Game, Seat, Viewer};
use std::rc::Rc;
use yew::prelude::*;

pub trait Board: 'static {
    type Game: Game + 'static;

    /// The game with its content loaded and validated once (e.g. the registry's
    /// `Weavers::standard()`).
    fn game() -> Result<&'static Self::Game, String>;

    /// Draws the table as `ctx.viewer` sees it. Offer only `ctx.legal` as moves; send the chosen
    /// one to `ctx.on_action` (or several at once to `ctx.on_actions`). Anything else sent there
    /// is answered with "why not?" by the shell.
    fn render(ctx: &BoardContext<Self::Game>) -> Html;

    /// A class for the table's root, so the board's stylesheet can lay out the whole table
    /// (board and log) for its pieces.
    fn layout_class() -> &'static str {
        ""
    }

    /// What the end-of-game dialog shows under the result (e.g. a summary of the game), drawn
    /// from the final position (`ctx.view` is the teacher's view then).
    fn summary(_ctx: &BoardContext<Self::Game>) -> Html {
        Html::default()
    }

    /// Teaching mode's position editor: starts from `ctx.view` (every card open) and hands a
    /// scenario to `ctx.on_start` (the shell starts a new game from it). `None`: no editor.
    fn editor(_ctx: &EditorContext<Self::Game>) -> Option<Html> {
        None
    }

    /// Whether `editor` gives an editor (teaching mode then offers "Set up a position").
    fn has_editor() -> bool {
        false
    }
}

/// Everything a board may use to draw: a view (never the full state) and callbacks.
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

/// What a position editor works from and reports to.
pub struct EditorContext<G: Game + 'static> {
    pub game: &'static G,
    /// The current position with every card open.
    pub view: G::View,
    pub seat_names: Vec<AttrValue>,
    pub on_start: Callback<G::Scenario>,
    pub on_cancel: Callback<()>,
}
