//! Game-independent AI. Every bot receives a seat's *view* and nothing else: the true state is
//! never in reach, so no bot can peek at hidden information. Worlds to search are sampled from
//! the view with [`Game::determinize`].

mod bot;
mod ismcts;

pub use bot::{choose, Bot, Budget, Decision, Level};
pub use ismcts::{Choice, Ismcts, SearchConfig};
