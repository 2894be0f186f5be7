//! Spellweaver tests. Each rules test cites `001_ff038117decaf434.txt` and its section.

mod support;

mod abilities;
mod combat;
mod content;
mod ending;
mod homebrew;
mod keywords;
mod policy;
mod random;
mod refusals;
mod scenario;
mod setup;
mod stack;
mod turn;
mod views;
