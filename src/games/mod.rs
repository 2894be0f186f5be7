//! One folder per game: rules and state only, no web code. [`with_games!`] below is the one list
//! of playable games; the CLI, saves, the rules reference and the app (boards, library, rules
//! page) all expand from it, so adding a game is one line there (see docs/architecture.md,
//! "Adding a game").

pub mod guide;

/// The built-in card files as the JSON `build.rs` wrote from `cards/**/*.ron` (`<GAME>_FILES`,
/// path and JSON) and each game's content hash of the RON texts (`<GAME>_HASH`).
pub(crate) mod built {
    include!(concat!(env!("OUT_DIR"), "/content.rs"));
}

use crate::core::{Game, Reference};
use serde::Serialize;

/// The one list of games, in library order: `id => Type`. The id is the game's folder under
/// `src/games/` (and `src/app/games/`, `rules/`, `cards/`, `styles/`), its records' `game` and
/// the CLI's `--game`. It hands the list to `$callback`, a macro that expands what needs every
/// game: the engine's registry here, the app's boards in `app::games`.
macro_rules! with_games {
    ($callback:ident) => {
        $callback! {
            weavers => Weavers,
            ioi => Ioi,
            weave => Weave,
            woven => Woven,
            spellweaver => Spellweaver,
        }
    };
}
// The app's boards expand from the list too (`app::games`), and so do the AI workers' entry
// points (`think::by_game`) and what the browser's modules link (`linked`).
pub(crate) use with_games;

/// Something to do with a game whose type is only known at run time (by its id).
pub trait GameVisitor {
    type Output;
    fn visit<G: Game>(self, game: &G) -> Self::Output;
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct GameInfo {
    pub id: &'static str,
    pub name: &'static str,
    pub min_seats: usize,
    pub max_seats: usize,
    /// How long a game usually takes, as the library says it ("about 20 minutes"): estimated from
    /// the actions a simulated game takes (`loomhall simulate`), at a person's pace.
    #[serde(skip)]
    pub length: &'static str,
    /// What you do in it, in a phrase that follows the players and the length on the library card.
    #[serde(skip)]
    pub play: &'static str,
}

impl GameInfo {
    /// How many play it, as the library says it ("2 players", "1–5 players").
    pub fn players(&self) -> String {
        if self.min_seats == self.max_seats {
            format!("{} players", self.min_seats)
        } else {
            format!("{}–{} players", self.min_seats, self.max_seats)
        }
    }

    /// The library card's one line: who plays, how long, what you do
    /// ("2 players · about 20 minutes · play a spell in secret…").
    pub fn pitch(&self) -> String {
        format!("{} · {} · {}", self.players(), self.length, self.play)
    }

    /// How many seats a new game starts with: a person against the computer (two seats, the
    /// first a person, the second the computer; in Weave a person storyteller and a computer
    /// character), within the game's range. The new-game page changes it on request.
    pub fn default_seats(&self) -> usize {
        2.clamp(self.min_seats, self.max_seats)
    }
}

/// The engine's side of the list: each game's module, its id, how to reach it by id and its
/// rules reference (`rules/<id>.md`).
macro_rules! engine_registry {
    ($($id:ident => $game:ident),* $(,)?) => {
        $(pub mod $id;)*

        /// Ids of the playable games, in library order.
        pub const GAME_IDS: &[&str] = &[$(stringify!($id)),*];

        /// The library: every playable game's id, name and seat range, from each game's `INFO`,
        /// without loading any game's content (parsing all of it made the home page's first
        /// render the page load's longest task: docs/performance.md, "Page load").
        pub fn library() -> Vec<GameInfo> {
            vec![$($id::$game::INFO),*]
        }

        /// The library's entry of the game with this id, if this version has it.
        pub fn info(id: &str) -> Option<GameInfo> {
            library().into_iter().find(|g| g.id == id)
        }

        /// The name people know a game by, from its id (the id itself for a game this version
        /// does not have, as in a save from a newer one).
        pub fn display_name(id: &str) -> String {
            info(id).map(|g| g.name.to_string()).unwrap_or_else(|| id.to_string())
        }

        /// The in-app rules reference of a game, in the project's own words (`rules/<id>.md`),
        /// read once: every rule a table cites links to its section through it.
        pub fn rules_reference(id: &str) -> Option<&'static Reference> {
            match id {
                $(stringify!($id) => {
                    static READ: std::sync::OnceLock<Reference> = std::sync::OnceLock::new();
                    let text = include_str!(concat!("../../rules/", stringify!($id), ".md"));
                    Some(READ.get_or_init(|| Reference::parse(stringify!($id), text)))
                })*
                _ => None,
            }
        }
    };
}
with_games!(engine_registry);

/// `visit`, over every game: for the CLI and the tests. The browser's modules reach a game by id
/// through `crate::linked` instead, which knows only the games a module links.
macro_rules! engine_dispatch {
    ($($id:ident => $game:ident),* $(,)?) => {
        /// Runs `visitor` on the game with this id. Errors name an unknown id or content that
        /// failed to load (built-in content is validated by tests, so that one is a build defect).
        pub fn visit<V: GameVisitor>(id: &str, visitor: V) -> Result<V::Output, String> {
            match id {
                $(stringify!($id) => Ok(visitor.visit($id::$game::standard()?)),)*
                _ => Err(format!("unknown game '{id}' (known: {})", GAME_IDS.join(", "))),
            }
        }
    };
}
with_games!(engine_dispatch);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_library_names_each_game_by_its_registry_id_in_library_order() {
        let ids: Vec<&str> = library().iter().map(|g| g.id).collect();
        assert_eq!(ids, GAME_IDS);
        for info in library() {
            assert_eq!(visit(info.id, Name), Ok(info.name), "{}", info.id);
        }
    }

    struct Name;
    impl GameVisitor for Name {
        type Output = &'static str;
        fn visit<G: Game>(self, game: &G) -> &'static str {
            game.name()
        }
    }
}
