//! What every game shares: the [`Game`] contract, rule citations, events and typed errors, the
//! seeded RNG kept inside each state, game records and matches (a record being played).

mod card_ref;
pub mod conformance;
mod game;
mod hash;
mod input;
mod reader;
mod record;
mod reference;
mod rng;
mod rule;
pub mod wording;

#[cfg(test)]
pub use card_ref::assert_scenario_ids;
pub use card_ref::{
    action_from_ids, action_with_ids, card_id_text, card_number, ids_to_numbers, numbers_to_ids, rewrite_cards,
    scenario_with_ids, unique_ids, CardPath,
};
pub use game::{
    read_scenario, sampled_world, scenario_json, CardInfo, Game, LevelBudgets, Outcome, Preview, Seat, SetupError,
    Viewer,
};
pub use hash::{fnv64, state_hash, Fnv64};
pub use input::{
    from_value, parse_json, parse_json_value, read_content, strict, strict_with_limits, strip_bom, ContentFormat,
    InputError, MAX_SCENARIO_BYTES, MAX_TEXT_CHARS,
};
pub use record::{
    ContentCheck, Match, Record, RecordError, RecordedAction, OLDEST_RECORD_FORMAT, RECORD_FORMAT_VERSION,
};
pub use reference::{Block, RefSection, Reference};
pub use rng::GameRng;
pub use rule::{slug_is, slugify, Event, Log, Rule, RuleError};
