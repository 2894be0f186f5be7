//! Woven tests. Each rules test cites `002_a1e1b91dea10bbe1.txt` and its section.

mod support;

mod combat;
mod content;
mod effects;
mod fuzz;
mod map;
mod policy;
mod scoring;
mod table_facts;
mod tapestry;
mod turn;
mod views;
mod reactions;
mod refusals;
mod scenario_ids;
