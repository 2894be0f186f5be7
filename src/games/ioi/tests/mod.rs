//! Spellweaving IOI tests. Each rules test cites `003_b6ed41d3f4849d4b.txt` and its section.

mod support;

mod abilities;
mod content;
mod end;
mod fuzz;
mod policy;
mod positions;
mod refusals;
mod scoring;
mod setup;
mod turn;
mod views;
mod weaving;
