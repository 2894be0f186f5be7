//! Weave tests. Each rules test cites `004_66827b56fd35684d.txt` and its section, by the headings
//! the app's rules reference `rules/weave.md` also uses (checked in `content.rs`).

pub(crate) mod support;

mod challenges;
mod checks;
mod content;
mod creation;
mod dice;
mod enticements;
mod fuzz;
mod hints;
mod oracle;
mod policy;
mod record;
mod refusals;
mod season;
mod setup;
mod table_scene;
mod views;
