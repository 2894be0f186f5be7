//! Spellweaver tests. Each rules test cites `001_ff038117decaf434.txt` and its section.

mod support;

mod content;
mod random;
