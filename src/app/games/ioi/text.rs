//! The words the IOI table uses: the steps of a turn, what each ability does (in the project's
//! own words), how a spell reads, and the spoken summary of a card that screen readers read
//! instead of its layout.

use crate::games::ioi::{Ability, Aspect, CardId, Ioi, Spell, Step};

/// The turn's steps as the rules number them: name and what happens.
pub const STEPS: [(&str, &str); 7] = [
    ("Refresh", "Your used Bound spells turn back up."),
    ("Focus", "Draw until you hold five cards (while the deck lasts)."),
    ("Listen In", "Take the top card of one discard pile."),
    ("Actions", "Weave, unravel and use abilities as often as you like."),
    ("Release", "Discard your unraveled cards one at a time."),
    ("Clear Your Mind", "Discard any cards you like from your hand."),
    ("Say That Again?", "Turn up cards from the deck until there are four piles."),
];

/// Short names of the steps, for narrow screens (the full name is read out).
pub const STEP_SHORT: [&str; 7] = ["Refresh", "Focus", "Listen", "Actions", "Release", "Clear", "Again?"];

/// The step of the turn a table is at (0-based into `STEPS`), `None` once the game is over.
pub fn step_index(step: Step) -> Option<usize> {
    match step {
        Step::TurnStart => Some(1),
        Step::ListenIn => Some(2),
        Step::Actions => Some(3),
        Step::Release => Some(4),
        Step::ClearMind => Some(5),
        Step::TurnEnd => Some(6),
        Step::Over => None,
    }
}

/// The step a rule section belongs to (for teaching mode's narration), by its topic.
pub fn step_of_topic(topic: &str) -> Option<usize> {
    STEPS.iter().position(|(name, _)| topic.ends_with(name))
}

pub fn ability_meaning(a: Ability) -> &'static str {
    match a {
        Ability::Conceal => "Lowers the Aspect value of another card in a tableau.",
        Ability::Empower => "Raises the ability value of another card in a tableau, or of one being used.",
        Ability::Trade => {
            "Swaps this card for a card in another apprentice's tableau whose Aspect value is at most the ability value; the card taken goes to your hand."
        }
        Ability::Recall => "Takes a card from a discard pile into your hand.",
        Ability::Block => "Lowers the ability value of another card in a tableau, or of one being used.",
        Ability::Strengthen => "Raises the Aspect value of another card in a tableau.",
        Ability::Morph => "Acts as the ability of any other card in a tableau, at this card's ability value.",
    }
}

/// The CSS class of an Aspect (its colour; every use also shows its symbol and name).
pub fn aspect_class(a: Aspect) -> &'static str {
    match a {
        Aspect::Light => "asp-light",
        Aspect::Water => "asp-water",
        Aspect::Air => "asp-air",
        Aspect::Earth => "asp-earth",
        Aspect::Fire => "asp-fire",
        Aspect::Metal => "asp-metal",
        Aspect::Aether => "asp-aether",
    }
}

/// A complete spell reads as the Action of the card it started with (laid first, its Action
/// turned to the top) followed by the Target of the card placed on it ("PLACING CARDS").
/// A partial spell has only its card's words.
pub fn reading(game: &Ioi, spell: &Spell) -> String {
    let card = |id: CardId| game.content.card(id);
    match (card(spell.first), spell.second.and_then(card)) {
        (Some(a), Some(b)) => format!("{} {}", a.action, b.target),
        (Some(a), None) => format!("{} · {}", a.target, a.action),
        _ => String::new(),
    }
}

/// "Ember · Kindle": the card's two words, Target first as printed.
pub fn card_name(game: &Ioi, id: CardId) -> String {
    game.content.card(id).map(|c| format!("{} · {}", c.target, c.action)).unwrap_or_else(|| format!("card {id}"))
}

pub fn plural(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}
