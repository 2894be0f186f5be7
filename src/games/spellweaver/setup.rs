//! Setting up ("Starting Resources"): each seat's deck from the options, shuffled; seven
//! cards; one mana crystal, no levels, 20 life, the hero's starting skill; The Spark for the
//! player going second; then the mulligans, starting player first.

use super::content::{Content, Deck};
use super::deck::{validate, validate_list, DeckError};
use super::state::SkillSlot;
use super::state::{Iid, Phase, Player, SpellweaverState, Table, HAND_START, START_LIFE};
use crate::core::{GameRng, SetupError};
use serde::{Deserialize, Serialize};

/// The deck a seat plays.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub enum DeckChoice {
    /// A preconstructed deck by name.
    Preconstructed(String),
    /// A custom list: a hero's name and (count, card name) lines, checked by the deck rules.
    Custom { hero: String, cards: Vec<(u8, String)> },
}

/// A preconstructed deck as the new-game page lists it, without loading the cards (the home
/// page's module draws that page and loads no content): written by build.rs from
/// `cards/spellweaver/decks.ron`, in the order `Content::decks` holds them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DeckListing {
    pub name: &'static str,
    pub hero: &'static str,
}

/// Every preconstructed deck, listed.
pub const DECK_LISTINGS: &[DeckListing] = crate::games::built::SPELLWEAVER_DECKS;

/// The options of a game: one deck per seat (seat 0 starts).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SpellweaverOptions {
    pub decks: Vec<DeckChoice>,
}

impl Default for SpellweaverOptions {
    fn default() -> Self {
        SpellweaverOptions {
            decks: vec![
                DeckChoice::Preconstructed("Dawn Legion".into()),
                DeckChoice::Preconstructed("Emberfang Horde".into()),
            ],
        }
    }
}

/// The deck a choice names, checked by the deck rules.
pub fn resolve_choice(content: &Content, choice: &DeckChoice) -> Result<Deck, DeckError> {
    match choice {
        DeckChoice::Preconstructed(name) => {
            let deck = content.deck_named(name).ok_or_else(|| DeckError::UnknownCard { name: name.clone() })?;
            validate(content, deck)?;
            Ok(deck.clone())
        }
        DeckChoice::Custom { hero, cards } => validate_list(content, hero, cards),
    }
}

pub fn new_game(
    content: &Content,
    options: &SpellweaverOptions,
    seats: usize,
    seed: u64,
) -> Result<SpellweaverState, SetupError> {
    if seats != 2 {
        return Err(SetupError(format!("Spellweaver is played by two players, not {seats}")));
    }
    if options.decks.len() != 2 {
        return Err(SetupError("Spellweaver needs one deck for each of the two seats".into()));
    }
    let mut decks = Vec::new();
    for (seat, choice) in options.decks.iter().enumerate() {
        let deck = resolve_choice(content, choice).map_err(|e| SetupError(format!("Seat {}: {e}", seat + 1)))?;
        decks.push(deck);
    }
    let mut state = from_decks(content, &decks, seed);
    deal_hands(&mut state);
    Ok(state)
}

/// The table before any card is dealt: shuffled decks; instance ids are given after shuffling,
/// so an id says nothing about the card.
pub fn from_decks(content: &Content, decks: &[Deck], seed: u64) -> SpellweaverState {
    let mut rng = GameRng::seeded(seed);
    let mut defs = Vec::new();
    let mut owners = Vec::new();
    let mut piles: Vec<Vec<Iid>> = vec![Vec::new(), Vec::new()];
    let mut players = Vec::new();
    for (seat, deck) in decks.iter().enumerate().take(2) {
        let mut cards = deck.cards.clone();
        rng.shuffle(&mut cards);
        for def in cards {
            piles[seat].push(defs.len() as Iid);
            defs.push(def);
            owners.push(seat as u8);
        }
        let skill = content.heroes.get(deck.hero as usize).map(|h| h.skill).unwrap_or(0);
        players.push(Player {
            hero: deck.hero,
            life: START_LIFE,
            crystals: 1,
            mana: 1,
            levels: [0; 6],
            skills: vec![SkillSlot { skill, cooldown: 0 }],
            spark: seat == 1,
            shrine_played: false,
            offered: false,
            mulliganed: false,
            graveyard: Vec::new(),
            hand_count: 0,
            deck_count: 0,
            won_by_card: false,
            resigned: false,
            turns: 0,
        });
    }
    let table = Table {
        turn: 0,
        active: 0,
        starter: 0,
        phase: Phase::Mulligan { seat: 0 },
        players,
        creatures: Vec::new(),
        permanents: Vec::new(),
        stack: Vec::new(),
        priority: None,
        attacks: Vec::new(),
        blocks: Vec::new(),
        confirm_shrine: None,
        offering: false,
        owners,
        ending: None,
        actions: 0,
        homebrew: Default::default(),
    };
    let mut state = SpellweaverState {
        table,
        defs,
        hands: vec![Vec::new(), Vec::new()],
        decks: piles,
        offering: Vec::new(),
        decklists: decks.iter().map(|d| d.cards.clone()).collect(),
        rng,
        quiet: false,
    };
    state.sync_counts();
    state
}

/// Seven cards each from the top of the shuffled decks.
pub fn deal_hands(s: &mut SpellweaverState) {
    for seat in 0..2 {
        for _ in 0..HAND_START {
            if let Some(id) = s.decks[seat].pop() {
                s.hands[seat].push(id);
            }
        }
    }
    s.sync_counts();
}

/// Ruling "Mulligan": the seven cards are shuffled back into the deck and seven new ones drawn.
pub fn mulligan(s: &mut SpellweaverState, seat: u8) {
    let i = seat as usize & 1;
    let hand = std::mem::take(&mut s.hands[i]);
    s.decks[i].extend(hand);
    let mut deck = std::mem::take(&mut s.decks[i]);
    s.rng.shuffle(&mut deck);
    s.decks[i] = deck;
    for _ in 0..HAND_START {
        if let Some(id) = s.decks[i].pop() {
            s.hands[i].push(id);
        }
    }
    s.table.player_mut(seat).mulliganed = true;
    s.sync_counts();
}
