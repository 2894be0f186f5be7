//! An explicit position (tests, puzzles, teaching): each seat's hero, hand, deck (top card
//! last), creatures, blessings/curses/artifacts, life, mana and levels, whose turn it is, in
//! which phase, which turn and who went first, and cards of the scenario's own (`homebrew`, in
//! the schema of `cards.ron`, validated by the same function). Cards are named as in
//! `cards.ron`, or by id. Every value is checked before the position is built: an unknown name
//! or a value out of range is refused with a sentence saying which seat, card and field is
//! wrong (`check`), never a panic. `scenario_of` turns a view (the teacher's, every card open)
//! back into a scenario, for teaching mode's position editor.

use super::content::{Aspect, CardDef, Content, Kind, Levels};
use super::content::{EmblemKind, Keyword};
use super::effects::add_emblem;
use super::state::{
    remaining_hp, Creature, Homebrew, Iid, Permanent, Phase, Row, SkillSlot, Source, SpellweaverState, MAX_SKILLS,
    WIN_LIFE,
};
use super::view::SpellweaverView;
use crate::core::SetupError;
use serde::{Deserialize, Serialize};
use std::borrow::Cow;

/// The most a scenario may give: a seat's mana crystals (and mana), levels of one aspect, cards
/// in hand, and emblems of one kind on a creature. Life is 1 to `MAX_SCENARIO_LIFE` (below 1 or
/// at 40 the game would already be over); turns run to the clock's end.
pub const MAX_SCENARIO_CRYSTALS: u8 = 20;
pub const MAX_SCENARIO_LEVELS: u8 = 20;
pub const MAX_SCENARIO_HAND: usize = 30;
pub const MAX_SCENARIO_EMBLEMS: u8 = 9;
pub const MAX_SCENARIO_LIFE: i16 = WIN_LIFE - 1;
pub const MAX_SCENARIO_TURN: u16 = 2 * super::state::CLOCK_TURNS;

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct ScenarioCreature {
    pub name: String,
    /// Default: support for Flying or Support creatures, else combat.
    pub row: Option<Row>,
    pub exhausted: bool,
    /// Entered this turn (cannot attack unless swift).
    pub fresh: bool,
    pub damage: u8,
    pub might: u8,
    pub weakness: u8,
    pub shields: u8,
    pub frozen: bool,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct ScenarioPermanent {
    pub name: String,
    /// Index into the owner's `board` (its own) or the other seat's (`on_enemy`).
    pub attached_to: Option<usize>,
    pub on_enemy: bool,
    pub energy: Option<u8>,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct ScenarioSeat {
    /// Default: the first hero.
    pub hero: String,
    pub hand: Vec<String>,
    /// Top card last. Empty: twenty basic shrines of the hero's aspect.
    pub deck: Vec<String>,
    pub board: Vec<ScenarioCreature>,
    pub permanents: Vec<ScenarioPermanent>,
    pub graveyard: Vec<String>,
    pub life: Option<i16>,
    pub crystals: Option<u8>,
    pub mana: Option<u8>,
    /// One letter per level ("RRROO" = three Rage levels and two Order levels).
    pub levels: String,
    pub spark: bool,
    /// Extra skills by name (besides the hero's).
    pub skills: Vec<String>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Scenario {
    /// Cards of the scenario's own, in the schema of `cards.ron` (`cards/spellweaver/README.md`,
    /// "Homebrew cards"), named anywhere a built-in card is; their ids are `homebrew/<name>`.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub homebrew: Vec<CardDef>,
    pub seats: Vec<ScenarioSeat>,
    pub active: u8,
    pub phase: Phase,
    pub turn: u16,
    /// The seat that took the game's first turn ("Gameplay": it takes the odd turns, the other
    /// seat the even ones). Unset (scenarios written before it): seat 0 started, and whose turn
    /// it is need not match the turn's number, as then.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub first_player: Option<u8>,
}

impl Default for Scenario {
    fn default() -> Self {
        Scenario {
            homebrew: Vec::new(),
            seats: vec![ScenarioSeat::default(), ScenarioSeat::default()],
            active: 0,
            phase: Phase::Deploy,
            turn: 3,
            first_player: None,
        }
    }
}

impl Scenario {
    /// Sets who went first, as the position editor does: The Spark is the second player's
    /// ("Starting Resources"), so a first player holding it hands it to the other seat.
    pub fn set_first_player(&mut self, first: Option<u8>) {
        self.first_player = first;
        let Some(first) = first.filter(|&f| f < 2) else { return };
        if self.seats.len() == 2 && self.seats[first as usize].spark {
            self.seats[first as usize].spark = false;
            self.seats[1 - first as usize].spark = true;
        }
    }
}

/// The content a scenario plays with: the built-in cards, then its homebrew cards, each
/// validated exactly as `cards.ron` is (a refusal names `homebrew`, the card and the field).
pub fn content_for<'a>(c: &'a Content, sc: &Scenario) -> Result<Cow<'a, Content>, String> {
    if sc.homebrew.is_empty() && c.builtin_cards == c.cards.len() {
        Ok(Cow::Borrowed(c))
    } else {
        c.with_homebrew(&sc.homebrew).map(Cow::Owned)
    }
}

/// The seat whose turn `turn` is when `first` took turn 1 ("Gameplay": "After every turn, the
/// active player changes").
pub fn seat_of_turn(first: u8, turn: u16) -> u8 {
    if turn % 2 == 1 {
        first
    } else {
        1 - first
    }
}

/// The first player against the rest of the position: a seat, whose turns are the odd ones;
/// the mulligans come before turn 1; The Spark is the second player's.
fn check_first_player(sc: &Scenario) -> Result<(), String> {
    let Some(first) = sc.first_player else { return Ok(()) };
    if first > 1 {
        return Err(format!("first_player: the first player is seat 0 or 1, not {first}"));
    }
    if matches!(sc.phase, Phase::Mulligan { .. }) && sc.turn != 1 {
        return Err(format!(
            "turn: the mulligans come before the first turn (Starting Resources), so a scenario at the \
             mulligans starts at turn 1, not {}",
            sc.turn
        ));
    }
    let due = seat_of_turn(first, sc.turn);
    if sc.active != due {
        let whose = if due == first { "the first player's" } else { "the second player's" };
        return Err(format!(
            "active: turn {} is {whose} (first_player {first}), so active is {due}, not {} (Gameplay: the first \
             player takes the odd turns, the other the even ones)",
            sc.turn, sc.active
        ));
    }
    if sc.seats.get(first as usize).is_some_and(|s| s.spark) {
        return Err(format!(
            "seat {}: spark: The Spark is the second player's (Starting Resources), and this seat went first \
             (first_player {first})",
            first + 1
        ));
    }
    Ok(())
}

impl ScenarioSeat {
    /// Levels per aspect (in `Aspect::ALL` order), from the `levels` letters.
    pub fn level_counts(&self) -> Result<[u8; 6], String> {
        let parsed = Levels::parse(&self.levels)?;
        if parsed.any > 0 {
            return Err(format!(
                "levels '{}' must name an aspect for each level (letters O, W, N, R, D, C), not a number",
                self.levels
            ));
        }
        Ok(parsed.aspects)
    }

    /// Sets the `levels` letters from counts per aspect (in `Aspect::ALL` order).
    pub fn set_level_counts(&mut self, counts: [u8; 6]) {
        self.levels = Aspect::ALL.iter().flat_map(|a| std::iter::repeat_n(a.letter(), counts[*a as usize] as usize)).collect();
    }
}

/// A phase's name in a refusal.
fn phase_words(p: Phase) -> &'static str {
    match p {
        Phase::Mulligan { .. } => "the mulligan",
        Phase::Deploy => "Deploy",
        Phase::Attack => "Attack",
        Phase::Block => "Block",
        Phase::AfterBlocks => "the last window before damage",
        Phase::Reinforce => "Reinforce",
        Phase::EndWindow => "the end of the turn",
        Phase::Over => "the end of the game",
    }
}

/// Every value of the scenario that can be checked without building it: seats, phase, turn,
/// first player, ranges, and names known to the content (`c` holds the homebrew cards,
/// `content_for`). The first problem, in words.
pub fn check(c: &Content, sc: &Scenario) -> Result<(), String> {
    if sc.seats.len() != 2 {
        return Err(format!("a scenario needs two seats, not {}", sc.seats.len()));
    }
    if sc.active > 1 {
        return Err(format!("the active seat is 0 or 1, not {}", sc.active));
    }
    match sc.phase {
        Phase::Mulligan { seat } if seat > 1 => {
            return Err(format!("the mulligan is of seat 0 or 1, not {seat}"));
        }
        Phase::Block | Phase::AfterBlocks | Phase::Over => {
            return Err(format!(
                "a scenario cannot start at {}: it holds no attacks (start at Attack to fight)",
                phase_words(sc.phase)
            ));
        }
        _ => {}
    }
    if !(1..=MAX_SCENARIO_TURN).contains(&sc.turn) {
        return Err(format!("the turn is 1 to {MAX_SCENARIO_TURN}, not {}", sc.turn));
    }
    check_first_player(sc)?;
    for (i, seat) in sc.seats.iter().enumerate() {
        let at = |m: String| format!("seat {}: {m}", i + 1);
        if !seat.hero.is_empty() && c.hero_named(&seat.hero).is_none() {
            return Err(at(format!("unknown hero '{}'", seat.hero)));
        }
        if let Some(life) = seat.life {
            if !(1..=MAX_SCENARIO_LIFE).contains(&life) {
                return Err(at(format!("life is 1 to {MAX_SCENARIO_LIFE} (the game would be over), not {life}")));
            }
        }
        if let Some(n) = seat.crystals.filter(|&n| n > MAX_SCENARIO_CRYSTALS) {
            return Err(at(format!("mana crystals are 0 to {MAX_SCENARIO_CRYSTALS}, not {n}")));
        }
        if let Some(n) = seat.mana.filter(|&n| n > MAX_SCENARIO_CRYSTALS) {
            return Err(at(format!("mana is 0 to {MAX_SCENARIO_CRYSTALS}, not {n}")));
        }
        let levels = seat.level_counts().map(|l| l.to_vec()).map_err(&at)?;
        if let Some((a, n)) = Aspect::ALL.iter().zip(&levels).find(|(_, &n)| n > MAX_SCENARIO_LEVELS) {
            return Err(at(format!("{a:?} levels are 0 to {MAX_SCENARIO_LEVELS}, not {n}")));
        }
        if seat.hand.len() > MAX_SCENARIO_HAND {
            return Err(at(format!("a hand holds at most {MAX_SCENARIO_HAND} cards here, not {}", seat.hand.len())));
        }
        if seat.deck.len() > super::deck::MAX_DECK {
            return Err(at(format!("a deck holds at most {} cards, not {}", super::deck::MAX_DECK, seat.deck.len())));
        }
        if 1 + seat.skills.len() > MAX_SKILLS {
            return Err(at(format!("a hero has at most {MAX_SKILLS} skills, not {}", 1 + seat.skills.len())));
        }
        for (zone, names) in [("hand", &seat.hand), ("deck", &seat.deck), ("graveyard", &seat.graveyard)] {
            if let Some(n) = names.iter().find(|n| c.card_named(n).is_none()) {
                return Err(at(format!("unknown card '{n}' in the {zone}")));
            }
        }
        for (k, cr) in seat.board.iter().enumerate() {
            let at = |m: String| at(format!("creature {} ('{}'): {m}", k + 1, cr.name));
            let card = c.card_named(&cr.name).and_then(|d| c.card(d)).ok_or_else(|| at("unknown card".into()))?;
            if card.kind != Kind::Creature {
                return Err(at("not a creature".into()));
            }
            if cr.row == Some(Row::Combat) && card.has(Keyword::Support) {
                return Err(at("a Support creature stays in the support row".into()));
            }
            for (what, n) in [("Might", cr.might), ("Weakness", cr.weakness), ("Shield", cr.shields)] {
                if n > MAX_SCENARIO_EMBLEMS {
                    return Err(at(format!("{what} emblems are 0 to {MAX_SCENARIO_EMBLEMS}, not {n}")));
                }
            }
        }
        for p in &seat.permanents {
            let card = c
                .card_named(&p.name)
                .and_then(|d| c.card(d))
                .ok_or_else(|| at(format!("unknown card '{}' among the permanents", p.name)))?;
            if !matches!(card.kind, Kind::Blessing | Kind::Curse | Kind::Artifact) {
                return Err(at(format!("'{}' is not a blessing, curse or artifact", p.name)));
            }
        }
        for name in &seat.skills {
            if !c.skills.iter().any(|k| &k.name == name) {
                return Err(at(format!("unknown skill '{name}'")));
            }
        }
    }
    Ok(())
}

pub fn build(base: &Content, sc: &Scenario, seed: u64) -> Result<SpellweaverState, SetupError> {
    let content = content_for(base, sc).map_err(|m| SetupError(format!("scenario: {m}")))?;
    let c: &Content = &content;
    check(c, sc).map_err(|m| SetupError(format!("scenario: {m}")))?;
    let err = |m: String| SetupError(m);
    let lookup = |name: &str| c.card_named(name).ok_or_else(|| err(format!("scenario: unknown card '{name}'")));
    let mut state = super::setup::from_decks(c, &[], seed);
    state.table.phase = sc.phase;
    state.table.turn = sc.turn.max(1);
    state.table.active = sc.active;
    // Own turns begun, for the clock. Without a first player (scenarios written before it),
    // both seats count the turns of the one that went first, as they did.
    let mut turns = [sc.turn.div_ceil(2); 2];
    if let Some(first) = sc.first_player {
        state.table.starter = first;
        turns[first as usize] = sc.turn.div_ceil(2);
        turns[1 - first as usize] = sc.turn / 2;
        if matches!(sc.phase, Phase::Mulligan { .. }) {
            // Turn 1 begins after the mulligans (its first player then draws no card).
            state.table.turn = 0;
            turns = [0, 0];
        }
    }
    let new_id = |state: &mut SpellweaverState, def: u16, owner: u8| -> Iid {
        let id = state.defs.len() as Iid;
        state.defs.push(def);
        state.table.owners.push(owner);
        id
    };
    state.table.players.clear();
    state.hands = vec![Vec::new(), Vec::new()];
    state.decks = vec![Vec::new(), Vec::new()];
    state.decklists = vec![Vec::new(), Vec::new()];
    for (i, seat) in sc.seats.iter().enumerate() {
        let hero = if seat.hero.is_empty() {
            0
        } else {
            c.hero_named(&seat.hero).ok_or_else(|| err(format!("scenario: unknown hero '{}'", seat.hero)))?
        };
        let h = &c.heroes[hero as usize];
        let mut skills = vec![SkillSlot { skill: h.skill, cooldown: 0 }];
        for name in &seat.skills {
            let sk = c
                .skills
                .iter()
                .position(|k| &k.name == name)
                .ok_or_else(|| err(format!("scenario: unknown skill '{name}'")))?;
            skills.push(SkillSlot { skill: sk as u8, cooldown: 0 });
        }
        let levels = seat.level_counts().map_err(|e| err(format!("scenario: {e}")))?;
        state.table.players.push(super::state::Player {
            hero,
            life: seat.life.unwrap_or(super::state::START_LIFE),
            crystals: seat.crystals.unwrap_or(1),
            mana: seat.mana.or(seat.crystals).unwrap_or(1),
            levels,
            skills,
            spark: seat.spark,
            shrine_played: false,
            offered: false,
            mulliganed: true,
            graveyard: Vec::new(),
            hand_count: 0,
            deck_count: 0,
            won_by_card: false,
            resigned: false,
            turns: turns[i],
        });
    }
    for (i, seat) in sc.seats.iter().enumerate() {
        let owner = i as u8;
        let mut deck_names = seat.deck.clone();
        if deck_names.is_empty() {
            let aspect = c.heroes[state.table.players[i].hero as usize].aspect;
            let shrine = c.cards.iter().find(|k| k.is_basic_shrine() && k.aspect == aspect).map(|k| k.name.clone());
            deck_names = vec![shrine.unwrap_or_default(); 20];
        }
        for name in &deck_names {
            let id = new_id(&mut state, lookup(name)?, owner);
            state.decks[i].push(id);
        }
        for name in &seat.hand {
            let id = new_id(&mut state, lookup(name)?, owner);
            state.hands[i].push(id);
        }
        for name in &seat.graveyard {
            let id = new_id(&mut state, lookup(name)?, owner);
            state.table.players[i].graveyard.push(id);
        }
        for sc_cr in &seat.board {
            let def = lookup(&sc_cr.name)?;
            let card = &c.cards[def as usize];
            if card.kind != Kind::Creature {
                return Err(err(format!("scenario: '{}' is not a creature", sc_cr.name)));
            }
            let id = new_id(&mut state, def, owner);
            let row = sc_cr.row.unwrap_or(if card.has(Keyword::Flying) || card.has(Keyword::Support) {
                Row::Support
            } else {
                Row::Combat
            });
            state.table.creatures.push(Creature {
                id,
                def,
                owner,
                row,
                damage: sc_cr.damage,
                exhausted: sc_cr.exhausted || sc_cr.frozen,
                frozen: sc_cr.frozen,
                arrived: if sc_cr.fresh { sc.turn.max(1) } else { 0 },
                moved: false,
                might: 0,
                weakness: sc_cr.weakness,
                shields: 0,
                buff_attack: 0,
                buff_hp: 0,
                buff_speed: 0,
                granted: 0,
                energy: card.energy,
            });
            for _ in 0..sc_cr.might {
                add_emblem(&mut state, id, EmblemKind::Might);
            }
            for _ in 0..sc_cr.shields {
                add_emblem(&mut state, id, EmblemKind::Shield);
            }
            if let Some(cr) = state.table.creature(id) {
                if remaining_hp(c, &state.table, cr) < 1 {
                    return Err(err(format!(
                        "scenario: seat {}: '{}' with {} damage would already be dead (damage must stay below its HP)",
                        i + 1,
                        sc_cr.name,
                        sc_cr.damage
                    )));
                }
            }
        }
    }
    for (i, seat) in sc.seats.iter().enumerate() {
        let owner = i as u8;
        for p in &seat.permanents {
            let def = lookup(&p.name)?;
            let id = new_id(&mut state, def, owner);
            let host_owner = if p.on_enemy { 1 - owner } else { owner };
            let attached = match p.attached_to {
                Some(n) => Some(
                    state
                        .table
                        .creatures
                        .iter()
                        .filter(|cr| cr.owner == host_owner)
                        .nth(n)
                        .map(|cr| cr.id)
                        .ok_or_else(|| err(format!("scenario: '{}' has no creature {n} to attach to", p.name)))?,
                ),
                None => None,
            };
            let energy = p.energy.or(c.cards[def as usize].energy);
            state.table.permanents.push(Permanent { id, def, owner, attached, energy });
        }
    }
    for seat in 0..2 {
        state.decklists[seat] = (0..state.defs.len())
            .filter(|&id| state.table.owners[id] as usize == seat)
            .map(|id| state.defs[id])
            .collect();
    }
    state.table.homebrew = match content {
        Cow::Owned(merged) => Homebrew::new(sc.homebrew.clone(), Some(merged)),
        Cow::Borrowed(_) => Homebrew::default(),
    };
    state.sync_counts();
    Ok(state)
}

/// The position a view shows as a scenario (the teacher's view: every hand and deck open), for
/// the position editor. Cards waiting on the stack go back to their owners' hands and the cards
/// a Divine Offering shows back on top of the deck; a combat in progress starts again at its
/// Attack step, a finished game at Deploy. Cooldowns, effects until the end of the turn and
/// anything not open in `view` are not kept.
pub fn scenario_of(base: &Content, view: &SpellweaverView) -> Scenario {
    let t = &view.table;
    let c = t.homebrew.content(base);
    let name = |id: Iid| view.cards.get(id as usize).copied().flatten().map(|d| c.name(d).to_string());
    let names = |ids: &[Iid]| ids.iter().filter_map(|&id| name(id)).collect::<Vec<_>>();
    let seats = (0..2u8)
        .map(|seat| {
            let i = seat as usize;
            let p = t.player(seat);
            let mut hand = view.hands.get(i).cloned().unwrap_or_default();
            hand.extend(t.stack.iter().filter_map(|item| match item.source {
                Source::Card { id, .. } if t.owners.get(id as usize) == Some(&seat) => Some(id),
                _ => None,
            }));
            let mut deck = view.decks.get(i).cloned().unwrap_or_default();
            if t.offering && t.active == seat {
                // Shown top first: back on top, the first shown last (the top).
                deck.extend(view.offering.iter().rev());
            }
            let mine: Vec<&Creature> = t.creatures.iter().filter(|cr| cr.owner == seat).collect();
            let board = mine
                .iter()
                .map(|cr| ScenarioCreature {
                    name: c.name(cr.def).to_string(),
                    row: Some(cr.row),
                    exhausted: cr.exhausted,
                    fresh: cr.arrived >= t.turn.max(1),
                    damage: cr.damage,
                    might: cr.might,
                    weakness: cr.weakness,
                    shields: cr.shields,
                    frozen: cr.frozen,
                })
                .collect();
            let permanents = t
                .permanents
                .iter()
                .filter(|pm| pm.owner == seat)
                .map(|pm| {
                    let host = pm.attached.and_then(|id| t.creature(id));
                    let on_enemy = host.is_some_and(|h| h.owner != seat);
                    let attached_to = host.and_then(|h| {
                        t.creatures.iter().filter(|cr| cr.owner == h.owner).position(|cr| cr.id == h.id)
                    });
                    ScenarioPermanent { name: c.name(pm.def).to_string(), attached_to, on_enemy, energy: pm.energy }
                })
                .collect();
            let mut sc_seat = ScenarioSeat {
                hero: c.heroes.get(p.hero as usize).map(|h| h.name.clone()).unwrap_or_default(),
                hand: names(&hand),
                deck: names(&deck),
                board,
                permanents,
                graveyard: names(&p.graveyard),
                life: Some(p.life.clamp(1, MAX_SCENARIO_LIFE)),
                crystals: Some(p.crystals.min(MAX_SCENARIO_CRYSTALS)),
                mana: Some(p.mana.min(MAX_SCENARIO_CRYSTALS)),
                levels: String::new(),
                spark: p.spark,
                skills: p
                    .skills
                    .iter()
                    .skip(1)
                    .filter_map(|sk| c.skills.get(sk.skill as usize))
                    .map(|k| k.name.clone())
                    .collect(),
            };
            sc_seat.set_level_counts(p.levels.map(|n| n.min(MAX_SCENARIO_LEVELS)));
            sc_seat
        })
        .collect();
    let phase = match t.phase {
        Phase::Block | Phase::AfterBlocks => Phase::Attack,
        Phase::Over => Phase::Deploy,
        p => p,
    };
    let mut sc = Scenario {
        homebrew: t.homebrew.defs().to_vec(),
        seats,
        active: t.active.min(1),
        phase,
        turn: t.turn.clamp(1, MAX_SCENARIO_TURN),
        first_player: Some(t.starter.min(1)),
    };
    // A game set up from a scenario written before the first player was may not fit one: it
    // stays without, and reads back as it was set up.
    if check_first_player(&sc).is_err() {
        sc.first_player = None;
    }
    sc
}
