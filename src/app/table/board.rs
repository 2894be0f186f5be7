//! What a game's board provides to plug into the shell's table. The table owns everything
//! game-independent (loading and autosaving, undo/redo, whose turn it is, hand-off screens,
//! computer players in the worker, the log, "why not?", the end-of-game dialog); a board only
//! draws one seat's view and turns the player's clicks into actions.

use crate::core::{Game, Seat};
use yew::prelude::*;

pub trait Board: 'static {
    type Game: Game + 'static;

    /// The game with its content loaded and validated once (e.g. the registry's
    /// `Weavers::standard()`).
    fn game() -> Result<&'static Self::Game, String>;

    /// Draws the table as `ctx.seat` sees it. Offer only `ctx.legal` as moves; send the chosen
    /// one to `ctx.on_action`. Anything else sent there is answered with "why not?" by the shell.
    fn render(ctx: &BoardContext<Self::Game>) -> Html;
}

/// Everything a board may use to draw: a view (never the full state) and callbacks.
pub struct BoardContext<G: Game + 'static> {
    pub game: &'static G,
    /// What `seat` may see (the spectator's view when no human seat is shown).
    pub view: G::View,
    pub seat: Option<Seat>,
    /// Whether `seat` must act now.
    pub to_act: bool,
    /// `seat`'s legal actions now, each with the label `Game::describe_action` gives it.
    pub legal: Vec<(G::Action, String)>,
    pub on_action: Callback<G::Action>,
    /// The computer's suggestions after the player asked for a hint: action, label, estimated
    /// win rate in [0, 1], best first. Empty otherwise.
    pub hints: Vec<(G::Action, String, f64)>,
    pub seat_names: Vec<AttrValue>,
    pub reduced_motion: bool,
}
