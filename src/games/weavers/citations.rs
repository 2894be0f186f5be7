//! The rules of the Weavers text (`000_4395aa51c193285a.txt`) as citations, with the section
//! headings as printed, and the event log that writes one sentence per thing that happened.

use crate::core::Rule;

const G: &str = "weavers";

pub const CHOOSING_DECKS: Rule = Rule::new(G, "Choosing a Class and Spellbook", "");
pub const SETUP: Rule = Rule::new(G, "Setup", "");
pub const SIMULTANEOUS: Rule = Rule::new(G, "Gameplay", "each phase resolved simultaneously");
pub const BURY: Rule = Rule::new(G, "1. Draw Phase", "Bury Cards");
pub const DRAW: Rule = Rule::new(G, "1. Draw Phase", "Draw Cards");
pub const PLAY: Rule = Rule::new(G, "2. Casting Phase", "Play a card");
pub const WILD_MAGIC: Rule = Rule::new(G, "2. Casting Phase", "Wild Magic");
pub const ASSIGN_TOKENS: Rule = Rule::new(G, "Assigning Tokens from Instant and Delayed Effects", "");
pub const WEAVE: Rule = Rule::new(G, "3. Spellweaving Phase", "Weave spells from previous rounds");
pub const RESIDUAL: Rule = Rule::new(G, "Residual Components", "");
pub const TIME_STEP: Rule = Rule::new(G, "Time Steps", "");
pub const COMPLETE: Rule = Rule::new(G, "Completing Spells", "");
pub const REPEATABLE: Rule = Rule::new(G, "Completing Spells", "Repeatable");
pub const NO_STEPS: Rule = Rule::new(G, "Glossary", "Complete");
// The rules text numbers this rule "3." inside the section: the topic names it instead.
pub const UNWOVEN: Rule = Rule::new(G, "3. Spellweaving Phase", "Discarding a spell you cannot weave");
pub const DISCARD_WILD: Rule = Rule::new(G, "Ending the Spellweaving Phase", "");
pub const INFLICT_DAMAGE: Rule = Rule::new(G, "4. Effects Phase", "Inflict Damage");
pub const HEAL: Rule = Rule::new(G, "4. Effects Phase", "Heal Status Effects");
pub const SICK: Rule = Rule::new(G, "Status Token Effects", "Sick");
pub const WEAK: Rule = Rule::new(G, "Status Token Effects", "Weak");
pub const DAZED: Rule = Rule::new(G, "Status Token Effects", "Dazed");
pub const SEALED: Rule = Rule::new(G, "Status Token Effects", "Sealed");
pub const CURSED: Rule = Rule::new(G, "Status Token Effects", "Cursed");
pub const SHIELD_DECAY: Rule = Rule::new(G, "5. End Phase", "Shield decay");
pub const ENDING: Rule = Rule::new(G, "Ending the Game", "");
