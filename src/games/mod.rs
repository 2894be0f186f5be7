//! One folder per game: rules and state only, no web code. This file is the one list of
//! playable games; the CLI, saves and the app reach a game by id through [`visit`].

use crate::core::{Game, Reference};
use serde::Serialize;

pub mod ioi;
pub mod weave;
pub mod weavers;

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
}

struct Info;
impl GameVisitor for Info {
    type Output = GameInfo;
    fn visit<G: Game>(self, game: &G) -> GameInfo {
        GameInfo { id: game.id(), name: game.name(), min_seats: game.min_seats(), max_seats: game.max_seats() }
    }
}

/// Ids of the playable games, in library order.
pub const GAME_IDS: &[&str] = &["weavers", "ioi"];

/// Runs `visitor` on the game with this id. Errors name an unknown id or content that failed
/// to load (built-in content is validated by tests, so that one is a build defect).
pub fn visit<V: GameVisitor>(id: &str, visitor: V) -> Result<V::Output, String> {
    // One arm per game: `"id" => Ok(visitor.visit(module::Game::standard()?)),`
    match id {
        "weavers" => Ok(visitor.visit(weavers::Weavers::standard()?)),
        "ioi" => Ok(visitor.visit(ioi::Ioi::standard()?)),
        _ => Err(format!("unknown game '{id}' (known: {})", GAME_IDS.join(", "))),
    }
}

/// The in-app rules reference of a game, in the project's own words (`rules/<id>.md`).
pub fn rules_reference(id: &str) -> Option<Reference> {
    let text = match id {
        "weavers" => include_str!("../../rules/weavers.md"),
        "ioi" => include_str!("../../rules/ioi.md"),
        _ => return None,
    };
    Some(Reference::parse(id, text))
}

/// The library: every playable game's id, name and seat range.
pub fn library() -> Vec<GameInfo> {
    GAME_IDS.iter().filter_map(|id| visit(id, Info).ok()).collect()
}
