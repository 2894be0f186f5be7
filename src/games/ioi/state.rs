//! The state of a game of Spellweaving IOI. Cards are `u8` ids into the content; the public
//! part of the table (`Table`) is what every view shares, the secrets (hands, deck order,
//! Challenge cards, the RNG) sit beside it, so views and determinization are cheap.

use super::content::{card_bit, Ability, CardId, ChallengeCard, ChallengeId, Content, SPELL_COUNT};
use crate::core::{GameRng, Rule};
use serde::{Deserialize, Serialize};

pub const PILES: usize = 4;
pub const HAND_TARGET: usize = 5;

/// A citation into the IOI rules text (`003_b6ed41d3f4849d4b.txt`), section as printed.
pub const fn rule(section: &'static str, topic: &'static str) -> Rule {
    Rule::new("ioi", section, topic)
}

/// A spell in a tableau: one card (partial) or two (complete). The first card is the one the
/// spell started with; `turned` marks a Bound spell whose ability was used this round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Spell {
    pub first: CardId,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub second: Option<CardId>,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub turned: bool,
}

impl Spell {
    pub fn single(card: CardId) -> Spell {
        Spell { first: card, second: None, turned: false }
    }

    pub fn complete(&self) -> bool {
        self.second.is_some()
    }

    pub fn cards(&self) -> impl Iterator<Item = CardId> + '_ {
        std::iter::once(self.first).chain(self.second)
    }

    pub fn contains(&self, card: CardId) -> bool {
        self.first == card || self.second == Some(card)
    }

    /// "BOUND SPELLS": two cards of one Aspect, each printed with Aspect value 3.
    pub fn is_bound(&self, c: &Content) -> bool {
        match self.second {
            Some(b) => c.value(self.first) == 3 && c.value(b) == 3 && c.aspect(self.first) == c.aspect(b),
            None => false,
        }
    }
}

/// The steps of a turn ("ON YOUR TURN"), plus the end of the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Step {
    /// After Refresh, before Focus: the apprentice may Clear the Noise first.
    TurnStart,
    ListenIn,
    /// Step 4: Weave, Unravel, Cast a Binding (and use abilities) until `EndActions`.
    Actions,
    Release,
    ClearMind,
    /// After Say That Again? with an empty deck: Clear the Noise or end the turn.
    TurnEnd,
    Over,
}

/// How a card's ability is being used.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Via {
    /// The card's own Aspect ability.
    Natural,
    /// An Aether card used as the ability of another card in a tableau ("AETHER: MORPH").
    Morph,
    /// Any card used as the ability of one of the user's Bound spells, named by its first card.
    Binding { spell: CardId },
}

/// An ability being declared: the card and ability are chosen, the target (and amount) next.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Declaration {
    pub owner: u8,
    pub card: CardId,
    pub ability: Ability,
    pub via: Via,
    pub target: Option<CardId>,
}

/// An ability waiting on the stack for the others' answers; it resolves last-in-first-out.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Pending {
    pub owner: u8,
    pub card: CardId,
    pub ability: Ability,
    pub via: Via,
    pub target: CardId,
    /// The value the user chose (at most the card's ability value when declared).
    pub amount: u8,
}

/// A choice within a step that takes more than one action.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Sub {
    None,
    /// A card chosen to weave: where does it go?
    Weaving {
        card: CardId,
    },
    /// A card chosen for its ability, which can be used in several ways: which one?
    Choosing {
        owner: u8,
        card: CardId,
    },
    Declaring(Declaration),
}

/// The response window: `asked` may answer the stack or pass. `last` is the seat that put the
/// latest ability on the stack; once every other seat has passed in a row, the stack resolves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Window {
    pub asked: u8,
    pub last: u8,
    pub passes: u8,
}

/// A lasting change to a card's values by Conceal/Strengthen (aspect) or Empower/Block (ability).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Modifier {
    pub card: CardId,
    pub aspect: i8,
    pub ability: i8,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum EndReason {
    /// "The Draw deck remains empty for an entire round of turns."
    DeckRanOut,
    /// "All fourteen three-Aspect cards are in any Apprentice's tableau", and the last turns played.
    AllThrees,
}

/// Everything every apprentice can see.
#[derive(Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Table {
    pub seats: u8,
    /// Whose turn it is.
    pub turn: u8,
    pub round: u16,
    pub step: Step,
    pub sub: Sub,
    #[serde(default)]
    pub window: Option<Window>,
    #[serde(default)]
    pub stack: Vec<Pending>,
    /// Four discard pile slots, bottom card first; an empty slot is no pile.
    pub piles: [Vec<CardId>; PILES],
    /// Each apprentice's spells.
    pub tableaus: Vec<Vec<Spell>>,
    /// Each apprentice's unraveled cards, set aside until their Release.
    pub unraveled: Vec<Vec<CardId>>,
    #[serde(default)]
    pub mods: Vec<Modifier>,
    /// Cards everyone knows to be in the hand holding them (taken openly: Listen In, Recall, Trade).
    pub known_in_hand: u64,
    /// Who has cleared the noise (their Challenge card is face up).
    pub cleared_noise: Vec<bool>,
    pub deck_count: u8,
    pub hand_counts: Vec<u8>,
    /// Turns ended in a row with an empty deck.
    pub empty_deck_turns: u8,
    /// Turns left once the fourteenth value-3 card is in a tableau (counting the current one).
    #[serde(default)]
    pub final_turns: Option<u8>,
    #[serde(default)]
    pub ended: Option<EndReason>,
    /// Actions taken so far. Part of every view, so no two moments of a game look alike: the
    /// rules allow moving a card back and forth between spells, and a search keyed by views
    /// must not mistake such a loop for the same position.
    #[serde(default)]
    pub actions: u32,
    /// Cards woven or used for their ability during the turn in progress (ruling: once per turn).
    #[serde(default)]
    pub used_this_turn: u64,
    /// Challenge cards a scenario defined, numbered after the built-in ones (public: which
    /// cards exist is no secret, only who holds which).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub challenge_cards: Vec<ChallengeCard>,
}

/// Written out so that `clone_from` reuses the vectors' allocations: the search copies the
/// table into every world it samples (`view::determinize_into`). Each field is named, so a new
/// field cannot be forgotten here.
impl Clone for Table {
    fn clone(&self) -> Self {
        let Table { seats, turn, round, step, sub, window, stack, piles, tableaus, unraveled, mods, known_in_hand, cleared_noise, deck_count, hand_counts, empty_deck_turns, final_turns, ended, actions, used_this_turn, challenge_cards } = self;
        Table {
            seats: *seats,
            turn: *turn,
            round: *round,
            step: *step,
            sub: *sub,
            window: *window,
            stack: stack.clone(),
            piles: piles.clone(),
            tableaus: tableaus.clone(),
            unraveled: unraveled.clone(),
            mods: mods.clone(),
            known_in_hand: *known_in_hand,
            cleared_noise: cleared_noise.clone(),
            deck_count: *deck_count,
            hand_counts: hand_counts.clone(),
            empty_deck_turns: *empty_deck_turns,
            final_turns: *final_turns,
            ended: *ended,
            actions: *actions,
            used_this_turn: *used_this_turn,
            challenge_cards: challenge_cards.clone(),
        }
    }

    fn clone_from(&mut self, source: &Self) {
        let Table { seats, turn, round, step, sub, window, stack, piles, tableaus, unraveled, mods, known_in_hand, cleared_noise, deck_count, hand_counts, empty_deck_turns, final_turns, ended, actions, used_this_turn, challenge_cards } = source;
        self.seats = *seats;
        self.turn = *turn;
        self.round = *round;
        self.step = *step;
        self.sub = *sub;
        self.window = *window;
        self.stack.clone_from(stack);
        for (mine, theirs) in self.piles.iter_mut().zip(piles) {
            mine.clone_from(theirs);
        }
        self.tableaus.clone_from(tableaus);
        self.unraveled.clone_from(unraveled);
        self.mods.clone_from(mods);
        self.known_in_hand = *known_in_hand;
        self.cleared_noise.clone_from(cleared_noise);
        self.deck_count = *deck_count;
        self.hand_counts.clone_from(hand_counts);
        self.empty_deck_turns = *empty_deck_turns;
        self.final_turns = *final_turns;
        self.ended = *ended;
        self.actions = *actions;
        self.used_this_turn = *used_this_turn;
        self.challenge_cards.clone_from(challenge_cards);
    }
}

/// The whole game: the table plus what is hidden from some or all apprentices.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct IoiState {
    pub table: Table,
    pub hands: Vec<Vec<CardId>>,
    /// The draw deck, top card last.
    pub deck: Vec<CardId>,
    pub challenges: Vec<ChallengeId>,
    /// Challenge cards not dealt: out of the game, never seen.
    pub unused_challenges: Vec<ChallengeId>,
    pub rng: GameRng,
    /// A search world made by `determinize`: `apply` skips writing event sentences nobody reads.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub quiet: bool,
}

/// How events name a seat: "Player 1" (the app puts the players' own names in its place).
pub fn apprentice(seat: u8) -> String {
    format!("Player {}", seat as usize + 1)
}

impl Table {
    /// A Challenge card by id: built-in, or one the scenario defined.
    pub fn challenge<'a>(&'a self, c: &'a Content, id: ChallengeId) -> Option<&'a ChallengeCard> {
        let built_in = c.challenges.len();
        match (id as usize).checked_sub(built_in) {
            None => c.challenges.get(id as usize),
            Some(i) => self.challenge_cards.get(i),
        }
    }

    /// How many Challenge cards this game has (ids `0..count`).
    pub fn challenge_count(&self, c: &Content) -> usize {
        c.challenges.len() + self.challenge_cards.len()
    }

    pub fn next(&self, seat: u8) -> u8 {
        (seat + 1) % self.seats.max(1)
    }

    /// The seat that plays first each round: left of the Head Apprentice (seat 0).
    pub fn first_seat(&self) -> u8 {
        1 % self.seats.max(1)
    }

    /// The seat that must act now, if any.
    pub fn active(&self) -> Option<u8> {
        if self.step == Step::Over {
            return None;
        }
        match self.sub {
            Sub::Declaring(d) => return Some(d.owner),
            Sub::Choosing { owner, .. } => return Some(owner),
            _ => {}
        }
        if let Some(w) = self.window {
            return Some(w.asked);
        }
        Some(self.turn)
    }

    pub fn modifier(&self, card: CardId) -> Modifier {
        self.mods.iter().find(|m| m.card == card).copied().unwrap_or(Modifier { card, aspect: 0, ability: 0 })
    }

    pub fn add_modifier(&mut self, card: CardId, aspect: i8, ability: i8) {
        match self.mods.iter_mut().find(|m| m.card == card) {
            Some(m) => {
                m.aspect = m.aspect.saturating_add(aspect);
                m.ability = m.ability.saturating_add(ability);
            }
            None => {
                self.mods.push(Modifier { card, aspect, ability });
                self.mods.sort_by_key(|m| m.card);
            }
        }
    }

    /// Modifiers last while the card stays where it was affected ("rulings": they end when it moves).
    pub fn clear_modifier(&mut self, card: CardId) {
        self.mods.retain(|m| m.card != card);
    }

    pub fn set_known(&mut self, card: CardId, known: bool) {
        if known {
            self.known_in_hand |= card_bit(card);
        } else {
            self.known_in_hand &= !card_bit(card);
        }
    }

    pub fn used(&self, card: CardId) -> bool {
        self.used_this_turn & card_bit(card) != 0
    }

    pub fn mark_used(&mut self, card: CardId) {
        self.used_this_turn |= card_bit(card);
    }

    pub fn is_known(&self, card: CardId) -> bool {
        self.known_in_hand & card_bit(card) != 0
    }

    pub fn tableau(&self, seat: u8) -> &[Spell] {
        self.tableaus.get(seat as usize).map(|t| t.as_slice()).unwrap_or(&[])
    }

    /// The tableau position of a card: (seat, spell index, is the second card).
    pub fn in_tableau(&self, card: CardId) -> Option<(u8, usize, bool)> {
        for (seat, t) in self.tableaus.iter().enumerate() {
            for (i, s) in t.iter().enumerate() {
                if s.first == card {
                    return Some((seat as u8, i, false));
                }
                if s.second == Some(card) {
                    return Some((seat as u8, i, true));
                }
            }
        }
        None
    }

    pub fn spell_of(&self, card: CardId) -> Option<&Spell> {
        self.in_tableau(card).and_then(|(seat, i, _)| self.tableau(seat).get(i))
    }

    /// Is this card in a Bound spell (immune to other cards' abilities)?
    pub fn in_bound_spell(&self, c: &Content, card: CardId) -> bool {
        self.spell_of(card).is_some_and(|s| s.is_bound(c))
    }

    /// Every card an ability could aim at — in a tableau, on the stack or in a discard pile —
    /// in card order. Hands and the deck are never targets, so searching only these is
    /// the same as trying all 49 cards, and much cheaper.
    pub fn targetable(&self) -> impl Iterator<Item = CardId> {
        let mut bits = 0u64;
        let cards = self.tableaus.iter().flatten().flat_map(|sp| sp.cards());
        let cards = cards.chain(self.stack.iter().map(|p| p.card)).chain(self.piles.iter().flatten().copied());
        for card in cards {
            bits |= card_bit(card);
        }
        (0..SPELL_COUNT as u8).filter(move |&card| bits & card_bit(card) != 0)
    }

    pub fn on_stack(&self, card: CardId) -> bool {
        self.stack.iter().any(|p| p.card == card)
    }

    pub fn pile_of(&self, card: CardId) -> Option<usize> {
        self.piles.iter().position(|p| p.contains(&card))
    }

    /// The Aspect value a card has now: printed, changed by Conceal/Strengthen, never below 0.
    /// Cards of a Bound spell are immune, so they always have their printed value.
    pub fn aspect_value(&self, c: &Content, card: CardId) -> u8 {
        if self.in_bound_spell(c, card) {
            return c.value(card);
        }
        self.aspect_value_unbound(c, card)
    }

    /// The Aspect value of a card known not to be in a Bound spell.
    pub fn aspect_value_unbound(&self, c: &Content, card: CardId) -> u8 {
        (c.value(card) as i16 + self.modifier(card).aspect as i16).clamp(0, 99) as u8
    }

    /// The ability value a card has now: printed, changed by Empower/Block, never below 0.
    pub fn ability_value(&self, c: &Content, card: CardId) -> u8 {
        if self.in_bound_spell(c, card) {
            return c.ability_value(card);
        }
        (c.ability_value(card) as i16 + self.modifier(card).ability as i16).clamp(0, 99) as u8
    }

    /// Takes a card out of a tableau; a spell left empty disappears. The caller decides whether
    /// the card's modifiers end (they follow a card onto the stack while its ability is pending).
    pub fn remove_from_tableau(&mut self, card: CardId) -> bool {
        let Some((seat, i, second)) = self.in_tableau(card) else { return false };
        let Some(t) = self.tableaus.get_mut(seat as usize) else { return false };
        let Some(spell) = t.get_mut(i) else { return false };
        if second {
            spell.second = None;
        } else if let Some(b) = spell.second.take() {
            spell.first = b;
        } else {
            t.remove(i);
        }
        true
    }

    pub fn pile_count(&self) -> usize {
        self.piles.iter().filter(|p| !p.is_empty()).count()
    }

    pub fn pile_cards(&self) -> usize {
        self.piles.iter().map(|p| p.len()).sum()
    }

    /// Bound spells are immune to other cards' abilities: changes made before they were bound end.
    pub fn clear_bound_modifiers(&mut self, c: &Content) {
        if self.mods.is_empty() {
            return;
        }
        let bound: Vec<CardId> =
            self.tableaus.iter().flatten().filter(|s| s.is_bound(c)).flat_map(|s| s.cards()).collect();
        self.mods.retain(|m| !bound.contains(&m.card));
    }

    /// The number of printed value-3 cards in all tableaus ("END OF THE GAME").
    pub fn threes_in_tableaus(&self, c: &Content) -> usize {
        self.tableaus.iter().flatten().flat_map(|s| s.cards()).filter(|&id| c.value(id) == 3).count()
    }
}

impl IoiState {
    pub fn seats(&self) -> usize {
        self.table.seats as usize
    }

    pub fn hand(&self, seat: u8) -> &[CardId] {
        self.hands.get(seat as usize).map(|h| h.as_slice()).unwrap_or(&[])
    }

    /// Keeps the public counts (hand sizes, deck size) in step with the secrets.
    pub fn sync_counts(&mut self) {
        self.table.deck_count = self.deck.len() as u8;
        // In place: this runs after every action, and the search plays millions.
        self.table.hand_counts.clear();
        self.table.hand_counts.extend(self.hands.iter().map(|h| h.len() as u8));
    }

    /// Takes a card out of a hand (and out of everyone's knowledge of that hand).
    pub fn remove_from_hand(&mut self, seat: u8, card: CardId) -> bool {
        let Some(h) = self.hands.get_mut(seat as usize) else { return false };
        let Some(i) = h.iter().position(|&x| x == card) else { return false };
        h.remove(i);
        self.table.set_known(card, false);
        true
    }

    pub fn add_to_hand(&mut self, seat: u8, card: CardId, openly: bool) {
        if let Some(h) = self.hands.get_mut(seat as usize) {
            h.push(card);
            self.table.set_known(card, openly);
        }
    }

    pub fn unravel(&mut self, seat: u8, card: CardId) {
        self.table.clear_modifier(card);
        if let Some(u) = self.table.unraveled.get_mut(seat as usize) {
            u.push(card);
        }
    }

    /// Every card id in every place, for invariant checks: each of the 49 must appear once.
    pub fn all_card_places(&self) -> Vec<CardId> {
        let t = &self.table;
        let mut all: Vec<CardId> = Vec::with_capacity(SPELL_COUNT);
        all.extend(&self.deck);
        all.extend(self.hands.iter().flatten());
        all.extend(t.piles.iter().flatten());
        all.extend(t.tableaus.iter().flatten().flat_map(|s| s.cards()));
        all.extend(t.unraveled.iter().flatten());
        all.extend(t.stack.iter().map(|p| p.card));
        all
    }
}
