//! Native tests of the save format, verification, slots, import/export and settings, on a
//! tiny game defined here (so storage is tested whatever games are registered).

mod format;
mod history;
mod registry;
mod roundtrip;
mod settings;
mod slots;
mod start;
mod strict;
