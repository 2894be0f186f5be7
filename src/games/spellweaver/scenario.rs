//! An explicit position (tests, puzzles, teaching): each seat's hero, hand, deck (top card
//! last), creatures, blessings/curses/artifacts, life, mana and levels, whose turn it is and in
//! which phase. Cards are named as in `cards.ron`.

use super::content::{Content, Kind, Levels};
use super::content::{EmblemKind, Keyword};
use super::effects::add_emblem;
use super::state::{Creature, Iid, Permanent, Phase, Row, SkillSlot, SpellweaverState};
use crate::core::SetupError;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
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
#[serde(default)]
pub struct ScenarioPermanent {
    pub name: String,
    /// Index into the owner's `board` (its own) or the other seat's (`on_enemy`).
    pub attached_to: Option<usize>,
    pub on_enemy: bool,
    pub energy: Option<u8>,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
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
#[serde(default)]
pub struct Scenario {
    pub seats: Vec<ScenarioSeat>,
    pub active: u8,
    pub phase: Phase,
    pub turn: u16,
}

impl Default for Scenario {
    fn default() -> Self {
        Scenario {
            seats: vec![ScenarioSeat::default(), ScenarioSeat::default()],
            active: 0,
            phase: Phase::Deploy,
            turn: 3,
        }
    }
}

pub fn build(c: &Content, sc: &Scenario, seed: u64) -> Result<SpellweaverState, SetupError> {
    if sc.seats.len() != 2 || sc.active > 1 {
        return Err(SetupError("a scenario needs two seats and an active seat 0 or 1".into()));
    }
    if matches!(sc.phase, Phase::Over | Phase::Mulligan { seat: 2.. }) {
        return Err(SetupError("a scenario starts in a phase of play (a mulligan of seat 0 or 1, or a turn)".into()));
    }
    let err = |m: String| SetupError(m);
    let lookup = |name: &str| c.card_named(name).ok_or_else(|| err(format!("scenario: unknown card '{name}'")));
    let mut state = super::setup::from_decks(c, &[], seed);
    state.table.phase = sc.phase;
    state.table.turn = sc.turn.max(1);
    state.table.active = sc.active;
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
        let mut levels = [0u8; 6];
        let parsed = Levels::parse(&seat.levels).map_err(|e| err(format!("scenario: {e}")))?;
        for (l, n) in levels.iter_mut().zip(parsed.aspects) {
            *l = n;
        }
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
            turns: sc.turn.div_ceil(2),
        });
        let _ = i;
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
                arrived: if sc_cr.fresh { state.table.turn } else { 0 },
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
    state.sync_counts();
    Ok(state)
}
