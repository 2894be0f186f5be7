//! Starting a game: from options (each seat's Class and Spellbook, random from the seed when
//! not given) or from an explicit scenario position that may embed extra cards.

use super::card_list;
use super::cards::{CardId, Kind, Status};
use super::citations::{CHOOSING_DECKS, SETUP};
use super::content::{Content, MAX_NAME_LEN};
use super::scenario_phase;
use super::schema::SetFile;
use super::state::{
    kind_name, ActiveSpell, Cast, DeckLabel, Discarded, Phase, Player, Shared, State, Table, HAND_SIZE, SEATS,
};
use crate::core::{GameRng, Log, SetupError};
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// A built-in set as the new-game page lists it, without loading its cards (the home page's
/// module draws that page and loads no content): written by build.rs from the same files, in
/// the order `Content::sets` holds them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SetListing {
    pub kind: Kind,
    pub name: &'static str,
    pub theme: &'static str,
}

/// Every built-in set, listed.
pub const SET_LISTINGS: &[SetListing] = crate::games::built::WEAVERS_SETS;

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

/// An explicit position at the start of any phase of a round (puzzles, lessons, tests). Cards
/// are named; `extra_sets` adds cards in the card-file schema. What each phase may hold, and
/// how play resumes from it: `scenario_phase`.
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

impl Scenario {
    /// Moves the position to another phase, dropping what that phase cannot hold (the cast
    /// outside the Spellweaving phase, pending tokens outside it and the Effects phase, cards
    /// owed outside the Effects phase), as the position editor does.
    pub fn set_phase(&mut self, phase: ScenarioPhase) {
        self.phase = phase;
        for s in &mut self.seats {
            if phase != ScenarioPhase::Spellweaving {
                s.cast = None;
            }
            if !matches!(phase, ScenarioPhase::Spellweaving | ScenarioPhase::Effects) {
                (s.damage, s.healing) = (0, 0);
            }
            if phase != ScenarioPhase::Effects {
                s.owed = 0;
            }
        }
    }
}

fn first_round() -> u16 {
    1
}

/// The phase the scenario starts at, by the rulebook's names ("Gameplay"). The engine stores
/// only moments when a seat chooses (`Phase`): a position at the Spellweaving, Effects or End
/// phase resolves at once up to the next choice (the Inflict Damage discards, or the next
/// round's Draw phase).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum ScenarioPhase {
    /// "1. Draw Phase": each seat may bury, then draws.
    #[default]
    Draw,
    /// "2. Casting Phase": each seat chooses a card to play.
    Casting,
    /// "3. Spellweaving Phase": the casts are revealed (`cast`) and their instant effects given
    /// (`damage`, `healing`, shields and statuses as set); spells from earlier rounds weave.
    Spellweaving,
    /// "4. Effects Phase": pending `damage` and `healing` resolve; with `owed` set, Inflict
    /// Damage has resolved already and those seats are choosing their discards.
    Effects,
    /// "5. End Phase", before Shield decay and the victory check.
    End,
}

impl ScenarioPhase {
    pub const ALL: [ScenarioPhase; 5] = [
        ScenarioPhase::Draw,
        ScenarioPhase::Casting,
        ScenarioPhase::Spellweaving,
        ScenarioPhase::Effects,
        ScenarioPhase::End,
    ];

    /// The rulebook's heading.
    pub fn name(self) -> &'static str {
        match self {
            ScenarioPhase::Draw => "1. Draw Phase",
            ScenarioPhase::Casting => "2. Casting Phase",
            ScenarioPhase::Spellweaving => "3. Spellweaving Phase",
            ScenarioPhase::Effects => "4. Effects Phase",
            ScenarioPhase::End => "5. End Phase",
        }
    }

    /// The Spellweaving phase of the round is over: this round's casts are spells (or
    /// discarded), and every spell from an earlier round has been woven or discarded.
    pub fn after_weaving(self) -> bool {
        matches!(self, ScenarioPhase::Effects | ScenarioPhase::End)
    }
}

/// The card a seat played this round, for a position at the Spellweaving phase.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ScenarioCast {
    pub card: String,
    /// Face up: an active spell (its instant effect already given). Face down: Wild Magic.
    pub face_up: bool,
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
    /// Indices into `discard` of cards discarded face down (Wild Magic).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub face_down: Vec<usize>,
    /// How many cards at the bottom of the deck this seat knows (it buried them).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub known_bottom: u8,
    /// Spellweaving phase only: the card this seat played this round (none with an empty hand).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cast: Option<ScenarioCast>,
    /// Damage tokens received this round, still to resolve (Spellweaving and Effects phases).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub damage: u8,
    /// Healing tokens received this round, still to resolve (Spellweaving and Effects phases).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub healing: u8,
    /// Effects phase only: cards still to discard for unblocked damage. Set on any seat, it
    /// places the position inside Inflict Damage after the shields have blocked.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub owed: u8,
}

fn is_zero(n: &u8) -> bool {
    *n == 0
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
    /// The count of one status, to read or set.
    pub fn count_mut(&mut self, s: Status) -> &mut u8 {
        match s {
            Status::Sick => &mut self.sick,
            Status::Weak => &mut self.weak,
            Status::Dazed => &mut self.dazed,
            Status::Sealed => &mut self.sealed,
            Status::Cursed => &mut self.cursed,
        }
    }

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
    card_list::check_homebrew_ids(&probe.extra)?;
    // A card by its id or its printed name (docs/records.md, "Card ids").
    let lookup = |name: &str, field: &str| -> Result<CardId, SetupError> {
        card_list::card_named(content, &probe.extra, name)
            .ok_or_else(|| SetupError(format!("scenario {field}: no card has the id or name \"{name}\".")))
    };
    let mut players: [Player; SEATS] = Default::default();
    let mut rosters: [Vec<CardId>; SEATS] = Default::default();
    let mut labels: Vec<DeckLabel> = Vec::new();
    let mut casts: [Option<Cast>; SEATS] = [None; SEATS];
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
            known_bottom: ss.known_bottom,
            damage: ss.damage,
            healing: ss.healing,
            owed: ss.owed,
            ..Player::default()
        };
        for &i in &ss.face_down {
            let Some(d) = p.discard.get_mut(i) else {
                return Err(SetupError(format!(
                    "scenario {}: names discard {i}, but the discard pile has {} cards (counted from 0).",
                    at("face_down"),
                    ss.discard.len()
                )));
            };
            d.face_down = true;
        }
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
            scenario_phase::check_spell(sc, &field, since, spell.progress)?;
            p.active.push(ActiveSpell { card, progress: spell.progress, since });
        }
        let cast = match &ss.cast {
            Some(c) => Some(Cast { card: lookup(&c.card, &at("cast.card"))?, face_up: c.face_up }),
            None => None,
        };
        scenario_phase::check_seat(sc, seat, ss, &p)?;
        scenario_phase::place_cast(content, &probe, sc.round, cast, &mut p);
        if let Some(slot) = casts.get_mut(seat) {
            *slot = cast;
        }
        let total = p.all_cards().count() + cast.is_some_and(|c| !c.face_up) as usize;
        if total > 255 {
            return Err(SetupError(format!("scenario seats[{seat}]: at most 255 cards per seat.")));
        }
        if let Some(r) = rosters.get_mut(seat) {
            // A Wild Magic card waits face down until the end of the Spellweaving phase.
            *r = p.all_cards().chain(cast.filter(|c| !c.face_up).map(|c| c.card)).collect();
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
    scenario_phase::resume(content, &mut state, sc.phase, casts, &mut Log::new(true));
    Ok(state)
}
