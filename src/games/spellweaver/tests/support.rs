//! Helpers shared by the Spellweaver tests: the built-in game, scenarios, invariants.

use super::super::Spellweaver;

pub fn game() -> &'static Spellweaver {
    Spellweaver::standard().expect("built-in Spellweaver content loads")
}
