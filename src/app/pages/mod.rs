//! The shell's pages. Home is split into its parts (library, continue list, settings, import).

pub mod guide;
pub mod home;
pub mod lesson;
pub mod loading;
pub mod new_game;
pub mod open_scenario;
pub mod rules;
pub mod table;
