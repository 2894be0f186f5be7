//! Starting a game: from options (each seat's Class and Spellbook, random from the seed when
//! not given) or from an explicit scenario position that may embed extra cards.

use super::cards::{CardId, Kind, Status};
use super::citations::{CHOOSING_DECKS, SETUP};
use super::content::{Content, MAX_NAME_LEN};
use super::round::resolve_committed_phases;
use super::schema::SetFile;
use super::state::{
    kind_name, ActiveSpell, DeckLabel, Discarded, Phase, Player, Shared, State, Table, HAND_SIZE, SEATS,
};
use crate::core::{GameRng, Log, SetupError};
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// A seat's deck: one Class set and one Spellbook set, by name.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DeckChoice {
    pub class: String,
    pub spellbook: String,
}

/// Options for a new game: per seat an optional deck; a missing one is drawn from the seed.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Options {
    #[serde(default)]
    pub decks: Vec<Option<DeckChoice>>,
}

/// An explicit position at the start of a round's Draw or Casting phase (puzzles, lessons,
/// tests). Cards are named; `extra_sets` adds cards in the card-file schema.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Scenario {
    #[serde(default)]
    pub extra_sets: Vec<SetFile>,
    #[serde(default = "first_round")]
    pub round: u16,
    #[serde(default)]
    pub phase: ScenarioPhase,
    pub seats: Vec<ScenarioSeat>,
}

fn first_round() -> u16 {
    1
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum ScenarioPhase {
    #[default]
    Draw,
    Casting,
}

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ScenarioSeat {
    /// The deck's public name (Class and Spellbook); defaults to "Custom".
    #[serde(default)]
    pub deck_name: Option<DeckChoice>,
    #[serde(default)]
    pub hand: Vec<String>,
    /// The draw pile, top card first.
    #[serde(default)]
    pub deck: Vec<String>,
    #[serde(default)]
    pub active: Vec<ScenarioSpell>,
    #[serde(default)]
    pub discard: Vec<String>,
    #[serde(default)]
    pub shields: u8,
    #[serde(default)]
    pub statuses: StatusCounts,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ScenarioSpell {
    pub card: String,
    /// Steps already woven (fewer than the formula has).
    #[serde(default)]
    pub progress: u8,
    /// The round it was played; defaults to the round before the scenario's.
    #[serde(default)]
    pub played_round: Option<u16>,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StatusCounts {
    #[serde(default)]
    pub sick: u8,
    #[serde(default)]
    pub weak: u8,
    #[serde(default)]
    pub dazed: u8,
    #[serde(default)]
    pub sealed: u8,
    #[serde(default)]
    pub cursed: u8,
}

impl StatusCounts {
    fn to_array(self) -> [u8; 5] {
        let mut a = [0; 5];
        a[Status::Sick as usize] = self.sick;
        a[Status::Weak as usize] = self.weak;
        a[Status::Dazed as usize] = self.dazed;
        a[Status::Sealed as usize] = self.sealed;
        a[Status::Cursed as usize] = self.cursed;
        a
    }
}

/// "Choosing a Class and Spellbook" and "Setup": each seat's deck (chosen, or drawn from the
/// seed), shuffled, and six cards drawn.
pub fn deal(content: &Content, options: &Options, seats: usize, seed: u64) -> Result<State, SetupError> {
    if seats != SEATS {
        return Err(SetupError(format!("Weavers is a game for exactly 2 players, not {seats} ({SETUP}).")));
    }
    if options.decks.len() > SEATS {
        return Err(SetupError(format!("options.decks lists {} seats; Weavers has 2.", options.decks.len())));
    }
    let mut rng = GameRng::seeded(seed);
    let classes = content.sets_of(Kind::Class);
    let books = content.sets_of(Kind::Spellbook);
    let mut chosen = Vec::with_capacity(SEATS);
    // The sets the options name, which a random draw for another seat must leave alone.
    let explicit: Vec<(usize, usize)> = options
        .decks
        .iter()
        .flatten()
        .filter_map(|c| Some((set_of(content, &c.class, Kind::Class).ok()?, set_of(content, &c.spellbook, Kind::Spellbook).ok()?)))
        .collect();
    for seat in 0..SEATS {
        let pair = match options.decks.get(seat).cloned().flatten() {
            Some(choice) => {
                (set_of(content, &choice.class, Kind::Class)?, set_of(content, &choice.spellbook, Kind::Spellbook)?)
            }
            None => {
                // Ruling (docs/rulings.md, "Random decks are distinct"): the box holds each set
                // once, so a random set is never one the other seat already has. (Re-drawn only
                // on a clash, so every deal without one is as it was.)
                let taken =
                    |kind: fn(&(usize, usize)) -> usize| chosen.iter().chain(&explicit).map(kind).collect::<Vec<usize>>();
                let distinct = |rng: &mut GameRng, sets: &[usize], taken: Vec<usize>| {
                    let first = rng.pick(sets).copied();
                    match first {
                        Some(set) if taken.contains(&set) => {
                            let free: Vec<usize> = sets.iter().copied().filter(|s| !taken.contains(s)).collect();
                            rng.pick(&free).copied().or(first)
                        }
                        other => other,
                    }
                };
                let class = distinct(&mut rng, &classes, taken(|p| p.0));
                let book = distinct(&mut rng, &books, taken(|p| p.1));
                match (class, book) {
                    (Some(c), Some(b)) => (c, b),
                    _ => return Err(SetupError("The content has no Class or no Spellbook set.".into())),
                }
            }
        };
        chosen.push(pair);
    }
    let mut players: [Player; SEATS] = Default::default();
    let mut rosters: [Vec<CardId>; SEATS] = Default::default();
    let mut labels: Vec<DeckLabel> = Vec::new();
    for (seat, &(class, book)) in chosen.iter().enumerate() {
        let (Some(c), Some(b)) = (content.sets.get(class), content.sets.get(book)) else {
            return Err(SetupError("Unknown set.".into()));
        };
        let mut deck: Vec<CardId> = c.cards.iter().chain(&b.cards).copied().collect();
        if let Some(r) = rosters.get_mut(seat) {
            *r = deck.clone();
        }
        // "Setup": shuffle the deck and draw 6 cards.
        rng.shuffle(&mut deck);
        if let Some(p) = players.get_mut(seat) {
            p.hand = deck.drain(..HAND_SIZE.min(deck.len())).collect();
            p.deck = deck;
        }
        labels.push(DeckLabel { class: c.name.clone(), spellbook: b.name.clone() });
    }
    let decks: [DeckLabel; SEATS] = labels.try_into().map_err(|_| SetupError("deck labels".into()))?;
    let table = Table::new(Vec::new(), rosters, decks, &[]).map_err(SetupError)?;
    Ok(State {
        table: Shared(Arc::new(table)),
        round: 1,
        phase: Phase::Draw,
        players,
        result: None,
        recap: None,
        stats: Default::default(),
        rng,
        quiet: false,
    })
}

fn set_of(content: &Content, name: &str, kind: Kind) -> Result<usize, SetupError> {
    let i = content.set_named(name).ok_or_else(|| {
        let known: Vec<&str> = content.sets.iter().filter(|s| s.kind == kind).map(|s| s.name.as_str()).collect();
        SetupError(format!("Unknown {} set \"{name}\" ({}: {}).", kind_name(kind), CHOOSING_DECKS, known.join(", ")))
    })?;
    match content.sets.get(i) {
        Some(s) if s.kind == kind => Ok(i),
        _ => Err(SetupError(format!(
            "\"{name}\" is not a {} set: a deck is one Class and one Spellbook ({CHOOSING_DECKS}).",
            kind_name(kind)
        ))),
    }
}

/// A game from an explicit position; extra cards are validated like card files.
pub fn from_scenario(content: &Content, sc: &Scenario, seed: u64) -> Result<State, SetupError> {
    if sc.seats.len() != SEATS {
        return Err(SetupError(format!("A Weavers scenario has exactly 2 seats, not {}.", sc.seats.len())));
    }
    if sc.round == 0 {
        return Err(SetupError("scenario round: rounds are counted from 1.".into()));
    }
    let reserved: Vec<&str> = content.cards.iter().map(|c| c.name.as_str()).collect();
    let placeholder: [DeckLabel; SEATS] = Default::default();
    let probe = Table::new(sc.extra_sets.clone(), Default::default(), placeholder, &reserved).map_err(SetupError)?;
    let lookup = |name: &str, field: &str| -> Result<CardId, SetupError> {
        if let Some(id) = content.card_named(name) {
            return Ok(id);
        }
        probe
            .extra
            .card_named(name)
            .map(|i| (i as usize + content.cards.len()) as CardId)
            .ok_or_else(|| SetupError(format!("scenario {field}: no card named \"{name}\".")))
    };
    let mut players: [Player; SEATS] = Default::default();
    let mut rosters: [Vec<CardId>; SEATS] = Default::default();
    let mut labels: Vec<DeckLabel> = Vec::new();
    for (seat, ss) in sc.seats.iter().enumerate() {
        let at = |zone: &str| format!("seats[{seat}].{zone}");
        let ids = |names: &[String], zone: &str| -> Result<Vec<CardId>, SetupError> {
            names.iter().map(|n| lookup(n, &at(zone))).collect()
        };
        let mut p = Player {
            hand: ids(&ss.hand, "hand")?,
            deck: ids(&ss.deck, "deck")?,
            discard: ids(&ss.discard, "discard")?
                .into_iter()
                .map(|card| Discarded { card, face_down: false })
                .collect(),
            shields: ss.shields,
            statuses: ss.statuses.to_array(),
            ..Player::default()
        };
        for (i, spell) in ss.active.iter().enumerate() {
            let field = at(&format!("active[{i}]"));
            let card = lookup(&spell.card, &field)?;
            let steps = content.card(&probe, card).spell.steps.len();
            if spell.progress as usize >= steps {
                return Err(SetupError(format!(
                    "scenario {field}: {} has {steps} steps, so its progress must be below {steps}.",
                    spell.card
                )));
            }
            let since = spell.played_round.unwrap_or(sc.round.saturating_sub(1));
            if since >= sc.round {
                return Err(SetupError(format!(
                    "scenario {field}: a spell on the table at the start of round {} was played in an earlier round.",
                    sc.round
                )));
            }
            p.active.push(ActiveSpell { card, progress: spell.progress, since });
        }
        let total = p.all_cards().count();
        if total > 255 {
            return Err(SetupError(format!("scenario seats[{seat}]: at most 255 cards per seat.")));
        }
        if let Some(r) = rosters.get_mut(seat) {
            *r = p.all_cards().collect();
        }
        if let Some(slot) = players.get_mut(seat) {
            *slot = p;
        }
        let label = ss.deck_name.clone().unwrap_or(DeckChoice { class: "Custom".into(), spellbook: "Custom".into() });
        for (field, name) in [("class", &label.class), ("spellbook", &label.spellbook)] {
            let count = name.chars().count();
            if count > MAX_NAME_LEN {
                return Err(SetupError(format!(
                    "scenario seats[{seat}].deck_name.{field}: a deck's name has at most {MAX_NAME_LEN} characters, \
                     not {count}."
                )));
            }
        }
        labels.push(DeckLabel { class: label.class, spellbook: label.spellbook });
    }
    let decks: [DeckLabel; SEATS] = labels.try_into().map_err(|_| SetupError("deck labels".into()))?;
    let table = Table::new(sc.extra_sets.clone(), rosters, decks, &reserved).map_err(SetupError)?;
    let mut state = State {
        table: Shared(Arc::new(table)),
        round: sc.round,
        phase: Phase::Draw,
        players,
        result: None,
        recap: None,
        stats: Default::default(),
        rng: GameRng::seeded(seed),
        quiet: false,
    };
    if sc.phase == ScenarioPhase::Casting {
        state.phase = Phase::Casting;
        for p in &mut state.players {
            p.done = p.hand.is_empty();
        }
        // Two empty hands leave nobody to act: resolve straight on.
        resolve_committed_phases(content, &mut state, &mut Log::new(true));
    }
    Ok(state)
}
