//! An explicit position (tests, puzzles, teaching): hands, deck order, piles, tableaus,
//! Challenge cards (built-in, or defined by the scenario) and whose turn it is; values changed
//! by abilities and abilities waiting to resolve are in `scenario_play`. Cards are named by their
//! id ("ember-kindle", see `card_list`), their Target word ("Ember") or their full name
//! ("Ember · Kindle"); "#12", the engine's number, is still read.

use super::card_list;
use super::content::{CardId, ChallengeCard, ChallengeId, ChallengeSpec, Content, CHALLENGE_COUNT, SPELL_COUNT};
use super::scenario_play::{self, ScenarioModifier, ScenarioWaiting};
use super::state::{IoiState, Spell, Step, Sub, Table, PILES};
use super::turn;
use crate::core::{GameRng, Log, SetupError};
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct ScenarioSeat {
    pub hand: Vec<String>,
    /// Spells, each one or two cards.
    pub tableau: Vec<Vec<String>>,
    pub unraveled: Vec<String>,
    /// The Challenge card by name; empty deals one of those left, at random.
    pub challenge: String,
    pub cleared_noise: bool,
    /// Indices of spells (Bound ones) already turned this round.
    pub turned: Vec<usize>,
    /// Cards of this hand that everyone saw it take (Listen In, Recall, Trade).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub known_in_hand: Vec<String>,
}

/// Where the turn starts.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Start {
    /// At the start of the turn: Refresh and Focus come first.
    #[default]
    TurnStart,
    /// At step 3, Listen In, after Refresh and Focus.
    ListenIn,
    /// At step 4, after Focus and Listen In.
    Actions,
}

/// Where the cards the scenario does not mention go.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Rest {
    /// Shuffled under the listed deck cards.
    #[default]
    DeckBottom,
    /// Onto the bottom of this discard pile (0-3), e.g. to play with an empty deck.
    Pile(u8),
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Scenario {
    pub seats: Vec<ScenarioSeat>,
    /// The deck, top card first.
    pub deck: Vec<String>,
    /// Up to four discard piles, bottom card first.
    pub piles: Vec<Vec<String>>,
    pub rest: Rest,
    pub to_move: usize,
    pub start: Start,
    pub round: u16,
    pub empty_deck_turns: u8,
    pub final_turns: Option<u8>,
    /// Challenge cards of this scenario's own, in the cards' schema (name, three Aspects); a
    /// seat's `challenge` may name them.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub challenge_cards: Vec<ChallengeSpec>,
    /// Values already changed by abilities (Empower, Block, Conceal, Strengthen).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub modifiers: Vec<ScenarioModifier>,
    /// Abilities waiting on the stack in the response window, bottom first (start: Actions).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub waiting: Vec<ScenarioWaiting>,
    /// The seat asked to answer the waiting abilities; by default the one after the last to add one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub asked: Option<usize>,
    /// Cards already woven or used for their ability this turn (once per turn, docs/rulings.md).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub used_this_turn: Vec<String>,
}

/// The most Challenge cards a scenario may define: one for each of five apprentices.
pub const MAX_SCENARIO_CHALLENGES: usize = 5;

pub fn find_card(c: &Content, name: &str) -> Result<CardId, SetupError> {
    let name = name.trim();
    if let Some(id) = name.strip_prefix('#').and_then(|n| n.parse::<u8>().ok()) {
        if (id as usize) < SPELL_COUNT {
            return Ok(id);
        }
    }
    // By id, Target word or printed name (docs/records.md, "Card ids").
    card_list::spell_named(c, name).ok_or_else(|| SetupError(format!("scenario: no spell card has the id or name \"{name}\"")))
}

pub fn build(c: &Content, sc: &Scenario, seed: u64) -> Result<IoiState, SetupError> {
    let seats = sc.seats.len();
    if !(2..=5).contains(&seats) {
        return Err(SetupError(format!("scenario: Spellweaving IOI is for 2 to 5 apprentices, not {seats}")));
    }
    if sc.to_move >= seats {
        return Err(SetupError(format!("scenario: to_move {} is not a seat", sc.to_move)));
    }
    if sc.piles.len() > PILES {
        return Err(SetupError(format!("scenario: at most {PILES} discard piles")));
    }
    let mut rng = GameRng::seeded(seed);
    let mut used = [false; SPELL_COUNT];
    let mut take = |name: &String| -> Result<CardId, SetupError> {
        let id = find_card(c, name)?;
        let slot = used.get_mut(id as usize).ok_or_else(|| SetupError("scenario: bad card".into()))?;
        if *slot {
            return Err(SetupError(format!("scenario: {} is listed twice", c.label(id))));
        }
        *slot = true;
        Ok(id)
    };
    let mut hands = Vec::new();
    let mut tableaus = Vec::new();
    let mut unraveled = Vec::new();
    for (i, seat) in sc.seats.iter().enumerate() {
        hands.push(seat.hand.iter().map(&mut take).collect::<Result<Vec<_>, _>>()?);
        unraveled.push(seat.unraveled.iter().map(&mut take).collect::<Result<Vec<_>, _>>()?);
        let mut spells = Vec::new();
        for (j, cards) in seat.tableau.iter().enumerate() {
            let ids = cards.iter().map(&mut take).collect::<Result<Vec<_>, _>>()?;
            let spell = match ids.as_slice() {
                [a] => Spell::single(*a),
                [a, b] => Spell { first: *a, second: Some(*b), turned: false },
                _ => return Err(SetupError(format!("scenario: seat {i} spell {j} must have one or two cards"))),
            };
            spells.push(Spell { turned: seat.turned.contains(&j), ..spell });
        }
        if let Some(j) = seat.turned.iter().find(|&&j| j >= spells.len()) {
            return Err(SetupError(format!(
                "scenario: seats[{i}].turned names spell {j}, but that apprentice's tableau has {} spells (counted from 0)",
                spells.len()
            )));
        }
        tableaus.push(spells);
    }
    // The deck is stored top card last.
    let mut deck: Vec<CardId> = sc.deck.iter().map(&mut take).collect::<Result<Vec<_>, _>>()?;
    deck.reverse();
    let mut piles: [Vec<CardId>; PILES] = Default::default();
    for (slot, cards) in piles.iter_mut().zip(&sc.piles) {
        *slot = cards.iter().map(&mut take).collect::<Result<Vec<_>, _>>()?;
    }
    if !sc.waiting.is_empty() && sc.start != Start::Actions {
        return Err(SetupError(
            "scenario: waiting: abilities wait to resolve only during step 4 (Actions): set start to Actions".into(),
        ));
    }
    let stack: Vec<CardId> = sc.waiting.iter().map(|w| take(&w.card)).collect::<Result<Vec<_>, _>>()?;
    let mut rest: Vec<CardId> = (0..SPELL_COUNT as u8).filter(|&id| !used[id as usize]).collect();
    rng.shuffle(&mut rest);
    match sc.rest {
        Rest::DeckBottom => {
            rest.append(&mut deck);
            deck = rest;
        }
        Rest::Pile(p) => {
            let pile = piles.get_mut(p as usize).ok_or_else(|| SetupError(format!("scenario: no pile {p}")))?;
            rest.append(pile);
            *pile = rest;
        }
    }

    let custom = custom_challenges(c, sc)?;
    let all: Vec<&ChallengeCard> = c.challenges.iter().chain(&custom).collect();
    let mut challenges: Vec<Option<ChallengeId>> = Vec::new();
    for (i, seat) in sc.seats.iter().enumerate() {
        if seat.challenge.trim().is_empty() {
            challenges.push(None);
            continue;
        }
        let wanted = seat.challenge.trim();
        let id = all.iter().position(|ch| card_list::challenge_id(ch) == wanted || ch.name.eq_ignore_ascii_case(wanted)).ok_or_else(|| {
            SetupError(format!(
                "scenario: seats[{i}].challenge: no Challenge card is called \"{}\" (define it in challenge_cards)",
                seat.challenge
            ))
        })?;
        if challenges.contains(&Some(id as u8)) {
            return Err(SetupError(format!("scenario: Challenge \"{}\" is dealt twice", seat.challenge)));
        }
        challenges.push(Some(id as u8));
    }
    // Seats without one are dealt a built-in card; the scenario's own cards not dealt stay unused.
    let mut left: Vec<ChallengeId> = (0..CHALLENGE_COUNT as u8).filter(|id| !challenges.contains(&Some(*id))).collect();
    rng.shuffle(&mut left);
    let challenges: Vec<ChallengeId> =
        challenges.into_iter().map(|ch| ch.or_else(|| left.pop()).unwrap_or(0)).collect();
    left.extend((CHALLENGE_COUNT..all.len()).map(|id| id as u8).filter(|id| !challenges.contains(id)));

    let table = Table {
        seats: seats as u8,
        turn: sc.to_move as u8,
        round: sc.round.max(1),
        step: Step::TurnStart,
        sub: Sub::None,
        window: None,
        stack: Vec::new(),
        piles,
        tableaus,
        unraveled,
        mods: Vec::new(),
        known_in_hand: 0,
        cleared_noise: sc.seats.iter().map(|s| s.cleared_noise).collect(),
        deck_count: 0,
        hand_counts: Vec::new(),
        empty_deck_turns: sc.empty_deck_turns,
        final_turns: sc.final_turns,
        ended: None,
        actions: 0,
        used_this_turn: 0,
        challenge_cards: custom,
    };
    let mut state = IoiState { table, hands, deck, challenges, unused_challenges: left, rng, quiet: false };
    scenario_play::apply(c, &mut state, sc, &stack)?;
    let mut log = Log::new(true);
    match sc.start {
        Start::TurnStart => turn::begin_turn(c, &mut state, &mut log),
        Start::ListenIn => {
            state.table.step = Step::ListenIn;
            state.sync_counts();
            // With no discard pile to listen in on, step 4 follows at once.
            turn::advance(c, &mut state, &mut log);
        }
        Start::Actions => {
            state.table.step = Step::Actions;
            state.sync_counts();
        }
    }
    Ok(state)
}

/// "CONTENTS" and "CHALLENGE CARDS BONUS": the scenario's own Challenge cards, validated as the
/// card file's are (a name no other card has, three different Aspects).
fn custom_challenges(c: &Content, sc: &Scenario) -> Result<Vec<ChallengeCard>, SetupError> {
    if sc.challenge_cards.len() > MAX_SCENARIO_CHALLENGES {
        return Err(SetupError(format!(
            "scenario: challenge_cards: {} cards; a scenario defines at most {MAX_SCENARIO_CHALLENGES}",
            sc.challenge_cards.len()
        )));
    }
    let mut known = c.challenges.clone();
    for (i, spec) in sc.challenge_cards.iter().enumerate() {
        let card = spec
            .validate(&known)
            .map_err(|(field, msg)| SetupError(format!("scenario: challenge_cards[{i}].{field}: {msg}")))?;
        known.push(card);
    }
    Ok(known.split_off(c.challenges.len()))
}
