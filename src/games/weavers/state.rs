//! The state of a game of Weavers: lean and cheap to clone (card ids are `u16`, zones are short
//! vectors, everything fixed for the whole game sits behind one shared pointer).

use super::cards::{Card, CardId, Components, Kind, Status};
use super::content::{add_set, Content};
use super::schema::SetFile;
use crate::core::{state_hash, GameRng, Seat};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::hash::{Hash, Hasher};
use std::sync::Arc;

pub const SEATS: usize = 2;
/// "1. Draw Phase": the maximum hand size, and while Weak ("Status Token Effects").
pub const HAND_SIZE: usize = 6;
pub const WEAK_HAND_SIZE: usize = 5;

/// Where the round stands. Only phases in which somebody chooses are ever stored: the
/// Spellweaving phase, healing and the End phase resolve inside `apply`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Phase {
    /// "1. Draw Phase": each seat buries cards, then finishes (and draws).
    Draw,
    /// "2. Casting Phase": each seat secretly chooses a card and how to play it.
    Casting,
    /// "4. Effects Phase", Inflict Damage: seats with unblocked damage choose what to discard.
    Discarding,
    /// The game has ended ("Ending the Game").
    Over,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum GameResult {
    Winner(u8),
    Tie,
}

/// A card chosen in the Casting phase, kept secret until both seats have chosen.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Cast {
    pub card: CardId,
    pub face_up: bool,
}

/// A spell on the table. `since` is the round it was played (or last completed, for a
/// Repeatable spell): it may be woven only in later rounds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct ActiveSpell {
    pub card: CardId,
    pub progress: u8,
    pub since: u16,
}

/// A card in a discard pile; Wild Magic stays face down (see docs/rulings.md).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Discarded {
    pub card: CardId,
    pub face_down: bool,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Player {
    pub hand: Vec<CardId>,
    /// Top card first.
    pub deck: Vec<CardId>,
    /// How many cards at the bottom of the deck the owner knows, in order (cards they buried).
    pub known_bottom: u8,
    pub active: Vec<ActiveSpell>,
    pub discard: Vec<Discarded>,
    pub shields: u8,
    /// Damage and healing tokens received this round; they vanish in the Effects phase.
    pub damage: u8,
    pub healing: u8,
    /// Status tokens, indexed by `Status as usize`.
    pub statuses: [u8; 5],
    /// Committed for the current phase (finished burying, chosen a cast, discarded enough).
    pub done: bool,
    /// Secret choices of the current phase, revealed when every seat has committed.
    pub buried: Vec<CardId>,
    pub cast: Option<Cast>,
    pub discarding: Vec<CardId>,
    /// Cards still to discard for unblocked damage this round.
    pub owed: u8,
}

impl Player {
    pub fn status(&self, s: Status) -> u8 {
        self.statuses.get(s as usize).copied().unwrap_or(0)
    }
    pub fn has(&self, s: Status) -> bool {
        self.status(s) > 0
    }
    pub fn status_mut(&mut self, s: Status) -> Option<&mut u8> {
        self.statuses.get_mut(s as usize)
    }
    /// "1. Draw Phase" and "Status Token Effects", Weak.
    pub fn max_hand_size(&self) -> usize {
        if self.has(Status::Weak) {
            WEAK_HAND_SIZE
        } else {
            HAND_SIZE
        }
    }
    /// Every card this player holds anywhere, secret choices included.
    pub fn all_cards(&self) -> impl Iterator<Item = CardId> + '_ {
        self.hand
            .iter()
            .chain(&self.deck)
            .copied()
            .chain(self.active.iter().map(|a| a.card))
            .chain(self.discard.iter().map(|d| d.card))
            .chain(self.buried.iter().copied())
            .chain(self.cast.iter().map(|c| c.card))
            .chain(self.discarding.iter().copied())
    }
    /// Hand size as the other seat sees it: secret choices still count as in hand.
    pub fn public_hand_count(&self) -> usize {
        self.hand.len() + self.buried.len() + self.cast.is_some() as usize + self.discarding.len()
    }
}

/// Names of a seat's deck: its Class and Spellbook (public: see docs/rulings.md).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct DeckLabel {
    pub class: String,
    pub spellbook: String,
}

/// What stays fixed for a whole game: extra cards embedded by a scenario, and each seat's
/// public card list (its roster, sorted). Shared by every clone of a state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Table {
    pub extra_sets: Vec<SetFile>,
    /// The extra sets compiled; card `base + i` is `extra.cards[i]`.
    pub extra: Content,
    pub rosters: [Vec<CardId>; SEATS],
    pub decks: [DeckLabel; SEATS],
    /// Stable hash of the above, so views hash the table in constant time.
    pub hash: u64,
}

#[derive(Serialize, Deserialize)]
struct TableData {
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    extra_sets: Vec<SetFile>,
    rosters: [Vec<CardId>; SEATS],
    decks: [DeckLabel; SEATS],
}

impl Table {
    /// Builds a table, validating the extra sets (names must not clash with `reserved`).
    pub fn new(
        extra_sets: Vec<SetFile>,
        rosters: [Vec<CardId>; SEATS],
        decks: [DeckLabel; SEATS],
        reserved: &[&str],
    ) -> Result<Table, String> {
        let mut extra = Content { sets: Vec::new(), cards: Vec::new(), hash: 0 };
        for (i, set) in extra_sets.iter().enumerate() {
            add_set(&mut extra, &format!("scenario extra_sets[{i}]"), set, None, reserved)
                .map_err(|e| e.to_string())?;
        }
        let mut table = Table { extra_sets, extra, rosters, decks, hash: 0 };
        for r in &mut table.rosters {
            r.sort_unstable();
        }
        let data = TableData {
            extra_sets: table.extra_sets.clone(),
            rosters: table.rosters.clone(),
            decks: table.decks.clone(),
        };
        table.hash = u64::from_str_radix(&state_hash(&data), 16).unwrap_or(0);
        Ok(table)
    }

    pub fn roster(&self, seat: Seat) -> &[CardId] {
        self.rosters.get(seat).map(Vec::as_slice).unwrap_or(&[])
    }

    pub fn extra_card(&self, index: usize) -> Option<&Card> {
        self.extra.cards.get(index)
    }
}

/// An `Arc` that serialises as its contents and compares by contents: clones of a state share
/// their table for the price of a reference count.
#[derive(Clone, Debug)]
pub struct Shared<T>(pub Arc<T>);

impl<T: PartialEq> PartialEq for Shared<T> {
    fn eq(&self, other: &Self) -> bool {
        Arc::ptr_eq(&self.0, &other.0) || *self.0 == *other.0
    }
}

impl<T: Eq> Eq for Shared<T> {}

impl Hash for Shared<Table> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.0.hash.hash(state);
    }
}

impl Serialize for Shared<Table> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        TableData {
            extra_sets: self.0.extra_sets.clone(),
            rosters: self.0.rosters.clone(),
            decks: self.0.decks.clone(),
        }
        .serialize(s)
    }
}

impl<'de> Deserialize<'de> for Shared<Table> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let data = TableData::deserialize(d)?;
        Table::new(data.extra_sets, data.rosters, data.decks, &[])
            .map(|t| Shared(Arc::new(t)))
            .map_err(serde::de::Error::custom)
    }
}

/// What the last Casting phase revealed and what each seat then had to weave with. Public once
/// revealed (a face-down card stays hidden from the other seat in views) and kept until the next
/// Casting phase resolves, so a table can show the round that has just been played.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Recap {
    pub round: u16,
    /// Each seat's card, or `None` for a seat that had nothing to cast.
    pub casts: [Option<Cast>; SEATS],
    /// Components produced that round: instant ones (all five for Wild Magic) and residuals.
    pub components: [Components; SEATS],
}

/// Running totals for the end-of-game summary (public; the rules never read them).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Stats {
    /// Damage tokens this seat's spells gave the opponent.
    pub damage_dealt: u16,
    /// Damage this seat blocked with shields.
    pub damage_blocked: u16,
    /// Spells this seat completed (each completion of a Repeatable spell counts).
    pub spells_completed: u16,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct State {
    pub table: Shared<Table>,
    pub round: u16,
    pub phase: Phase,
    pub players: [Player; SEATS],
    pub result: Option<GameResult>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub recap: Option<Recap>,
    #[serde(default)]
    pub stats: [Stats; SEATS],
    pub rng: GameRng,
    /// A search world made by `determinize`: `apply` skips writing event sentences nobody reads.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub quiet: bool,
}

impl State {
    pub fn player(&self, seat: Seat) -> Option<&Player> {
        self.players.get(seat)
    }

    pub fn stats_mut(&mut self, seat: Seat) -> Option<&mut Stats> {
        self.stats.get_mut(seat)
    }
}

/// The seat's name in event sentences.
pub fn seat_name(seat: Seat) -> &'static str {
    match seat {
        0 => "Player 1",
        1 => "Player 2",
        _ => "A player",
    }
}

/// The other seat of a two-seat game.
pub fn opponent(seat: Seat) -> Seat {
    1 - seat.min(1)
}

pub fn kind_name(kind: Kind) -> &'static str {
    match kind {
        Kind::Class => "Class",
        Kind::Spellbook => "Spellbook",
    }
}
