//! Spellweaving IOI tests. Each rules test cites `003_b6ed41d3f4849d4b.txt` and its section.

mod support;

mod fuzz;
