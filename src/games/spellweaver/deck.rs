//! Deck rules ("Decks"): 60 to 100 cards, at most four copies of a card except basic shrines.
//! The deck builder calls [`validate`] (and [`validate_list`] for a list of names) and shows
//! the typed error, which names the rule that is broken.

use super::content::{Content, Deck, DefId};
use serde::{Deserialize, Serialize};
use std::fmt;

pub const MIN_DECK: usize = 60;
pub const MAX_DECK: usize = 100;
pub const MAX_COPIES: usize = 4;

/// Why a deck may not be played.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum DeckError {
    /// "at least 60 ... cards".
    TooFewCards {
        count: usize,
    },
    /// "at most 100 cards".
    TooManyCards {
        count: usize,
    },
    /// "four copies of each card, unless the cards are basic shrines".
    TooManyCopies {
        card: String,
        count: usize,
    },
    UnknownCard {
        name: String,
    },
    UnknownHero {
        name: String,
    },
}

impl fmt::Display for DeckError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DeckError::TooFewCards { count } => {
                write!(f, "A deck holds at least {MIN_DECK} cards; this one has {count} (Decks).")
            }
            DeckError::TooManyCards { count } => {
                write!(f, "A deck holds at most {MAX_DECK} cards; this one has {count} (Decks).")
            }
            DeckError::TooManyCopies { card, count } => write!(
                f,
                "At most {MAX_COPIES} copies of a card other than a basic shrine; {card} appears {count} times (Decks)."
            ),
            DeckError::UnknownCard { name } => write!(f, "There is no card named '{name}'."),
            DeckError::UnknownHero { name } => write!(f, "There is no hero named '{name}'."),
        }
    }
}

impl std::error::Error for DeckError {}

/// Checks a deck against the deck rules.
pub fn validate(content: &Content, deck: &Deck) -> Result<(), DeckError> {
    if content.heroes.get(deck.hero as usize).is_none() {
        return Err(DeckError::UnknownHero { name: format!("#{}", deck.hero) });
    }
    let count = deck.cards.len();
    if count < MIN_DECK {
        return Err(DeckError::TooFewCards { count });
    }
    if count > MAX_DECK {
        return Err(DeckError::TooManyCards { count });
    }
    let mut sorted: Vec<DefId> = deck.cards.clone();
    sorted.sort_unstable();
    for group in sorted.chunk_by(|a, b| a == b) {
        let def = group[0];
        let card = content.card(def).ok_or_else(|| DeckError::UnknownCard { name: format!("#{def}") })?;
        if !card.is_basic_shrine() && group.len() > MAX_COPIES {
            return Err(DeckError::TooManyCopies { card: card.name.clone(), count: group.len() });
        }
    }
    Ok(())
}

/// Builds and checks a deck from a hero's name and (count, card name) lines.
pub fn validate_list(content: &Content, hero: &str, cards: &[(u8, String)]) -> Result<Deck, DeckError> {
    let hero_id = content.hero_named(hero).ok_or_else(|| DeckError::UnknownHero { name: hero.to_string() })?;
    let mut defs = Vec::new();
    for (n, name) in cards {
        let def = content.card_named(name).ok_or_else(|| DeckError::UnknownCard { name: name.clone() })?;
        defs.extend(std::iter::repeat_n(def, *n as usize));
        if defs.len() > MAX_DECK {
            return Err(DeckError::TooManyCards { count: cards.iter().map(|(n, _)| *n as usize).sum() });
        }
    }
    let deck = Deck { name: "Custom".into(), hero: hero_id, cards: defs };
    validate(content, &deck)?;
    Ok(deck)
}
