//! The state of a game of Woven: the mages (mana, cards, tapestry, Eyes), the decks, the
//! Citadel's guardians and the step the game is at.

use super::content::{Effect, SpellId, TapestryId};
use super::map::Loc;
use super::tapestry::Tapestry;
use crate::core::{GameRng, Seat};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// Mana counters per mage ("Components": 11 per colour), 4 of them on the mat at the start.
pub const MANA_COUNTERS: u8 = 11;
pub const STARTING_MANA: u8 = 4;
pub const HAND_SIZE: usize = 4;
/// A card a viewer may not see (views only).
pub const HIDDEN: u8 = u8::MAX;

/// The mages' colours, by seat.
pub const COLOURS: [&str; 4] = ["Red", "Blue", "Green", "Gold"];

/// The seat's name in event sentences: "Player 1"…, which the table turns into the player's name
/// (the colour is the mage's, shown on the map and the seat panels).
pub fn seat_name(seat: u8) -> String {
    crate::core::wording::seat_label(seat as usize)
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Eyes {
    pub loose: u8,
    pub anchored: u8,
}

impl Eyes {
    pub fn total(self) -> u8 {
        self.loose + self.anchored
    }
}

/// A spell in the Active area, with the Charges on it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct ActiveSpell {
    pub spell: SpellId,
    pub charges: u8,
}

/// A card in a mage's Treasure pile.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Trophy {
    Treasure(u8),
    Watcher(u8),
    Sentry(u8),
    Tower(u8),
    Spell(SpellId),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct HeldArtifact {
    pub artifact: u8,
    /// Used since the owner's last Recover.
    pub used: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Mage {
    pub loc: Loc,
    /// Mana on the mat, ready to use.
    pub pool: u8,
    /// Counters not yet gained (extra mana at Recover comes from here).
    pub supply: u8,
    pub hand: Vec<SpellId>,
    pub deck: Vec<SpellId>,
    pub discard: Vec<SpellId>,
    pub active: Vec<ActiveSpell>,
    pub treasure: Vec<Trophy>,
    pub artifacts: Vec<HeldArtifact>,
    pub tapestry: Tapestry,
    pub eyes: BTreeMap<Loc, Eyes>,
    /// Defence until the mage's next turn (Deflect, the Lamp).
    pub ward: u8,
    pub unanchored_this_turn: bool,
    /// Ruins this mage has explored (a Treasure the first time it ends a turn in each).
    pub explored: Vec<Loc>,
}

impl Mage {
    pub fn eyes_at(&self, l: Loc) -> Eyes {
        self.eyes.get(&l).copied().unwrap_or_default()
    }

    pub fn eye_count(&self) -> u8 {
        self.eyes.values().map(|e| e.total()).sum()
    }

    pub fn charges(&self) -> u8 {
        self.active.iter().map(|a| a.charges).sum()
    }

    /// Every counter is somewhere: pool, supply, Threads, Eyes or Charges.
    pub fn mana_total(&self) -> usize {
        self.pool as usize
            + self.supply as usize
            + self.tapestry.threads()
            + self.eye_count() as usize
            + self.charges() as usize
    }

    /// All the mage's spell cards (hand, deck, discard, Active area).
    pub fn spells(&self) -> impl Iterator<Item = SpellId> + '_ {
        self.hand.iter().chain(&self.deck).chain(&self.discard).copied().chain(self.active.iter().map(|a| a.spell))
    }
}

/// Who or what a Watcher heads for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Target {
    /// One of the map's Watcher targets (index).
    Point(u8),
    /// A mage it detected.
    Mage(u8),
}

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Watcher {
    pub loc: Loc,
    pub target: Target,
    /// The normal target it returns to after losing a mage.
    pub next_point: u8,
    /// The Watcher card revealed when it was first attacked.
    pub card: Option<u8>,
    /// Defeated: its remains lie here until ransacked.
    pub fallen: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Sentry {
    pub loc: Loc,
    pub card: u8,
    pub revealed: bool,
}

/// Where an effect being resolved came from.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Source {
    Spell(SpellId),
    Artifact(u8),
    #[default]
    Mundane,
}

/// What a mage other than the one acting is asked to answer (ruling "Reactions"): the moment a
/// reaction spell or a Charge may be used, with who and what caused it and where.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Threat {
    /// `attacker`'s attack of `power` (by `source`) is about to strike `at`, where the mage stands.
    Attack { attacker: u8, at: Loc, power: u8, source: Source },
    /// `owner`'s Eye has just moved into `at`, where the mage stands.
    EyeArrives { owner: u8, at: Loc },
    /// `by` is about to remove one of the mage's Eyes at `at`; `attacked` when by an attack.
    EyeLost { by: u8, at: Loc, attacked: bool },
}

/// How a moving Eye behaves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum EyeMove {
    Plain,
    /// Seek: stopping on another mage's Eye leaps to that mage.
    Seek,
    /// Disperse: rival Eyes where it stops are shoved aside.
    Push,
    /// Scorch: burns a rival Eye in each location entered, then is spent.
    Scorch,
    /// Gust: the spaces are shared with the next Eyes.
    Scatter,
}

/// What choosing an Eye is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum EyeUse {
    Move { spaces: u8, how: EyeMove },
    Duplicate { spaces: u8 },
    Split,
    Anchor,
    Control { spaces: u8 },
    ControlAll { spaces: u8 },
    ConsumeToAttack { power: u8 },
    ConsumeToAttackBeside { power: u8 },
    ConsumeToClear { radius: u8 },
    AttackAt { power: u8, terrain_bonus: bool },
    /// Redirect: the attack on the mage at `from` is turned onto this Eye's location.
    Redirect { from: Loc },
}

/// A step of the game waiting to happen: `Effect`, `MoveEach`, `DrawSpells` and `RecoverEnd`
/// resolve by themselves; the others wait for the active mage's choice.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Task {
    Effect {
        effect: Effect,
        source: Source,
    },
    Walk {
        mp: u8,
    },
    Travel {
        options: Vec<Loc>,
    },
    PlaceEye {
        options: Vec<Loc>,
    },
    PickEye {
        purpose: EyeUse,
        /// The spell or Artifact asking (an attack's questions name it).
        #[serde(default)]
        source: Source,
    },
    /// An Eye of `owner` (all rival Eyes there when `herd`) moving step by step.
    EyeWalk {
        at: Loc,
        owner: u8,
        herd: bool,
        left: u8,
        how: EyeMove,
    },
    /// The end of an Eye's walk (Seek leaps, Disperse shoves, Scorch is spent), after anyone
    /// its last step reached has answered.
    EyeWalkEnd {
        at: Loc,
        owner: u8,
        how: EyeMove,
    },
    Scatter {
        left: u8,
    },
    MoveEach {
        eyes: Vec<Loc>,
        spaces: u8,
    },
    AttackBeside {
        from: Loc,
        power: u8,
        #[serde(default)]
        source: Source,
    },
    PlaceCard {
        card: TapestryId,
    },
    PullThread {
        left: u8,
    },
    AcquireMana {
        wells: u8,
    },
    DrawSpells {
        n: u8,
    },
    AcquireSpell {
        drawn: Vec<SpellId>,
    },
    Bank,
    RecoverEnd,
    /// After a cast: the same spell may be cast again on a new pattern.
    Recast {
        spell: SpellId,
    },
    /// `victim` may answer `threat` with a reaction spell from hand (ruling "Reactions").
    React {
        victim: u8,
        threat: Threat,
    },
    /// The reaction's effects end here; what it answered follows.
    ReactionEnd {
        victim: u8,
    },
    /// `seat` may spend a Charge against `threat` (Repel, Sacrificium, Switch), or not.
    Sacrifice {
        seat: u8,
        threat: Threat,
    },
    /// A rival's effect removes one of `owner`'s Eyes at `at` (unless a Charge was spent instead).
    LoseEye {
        owner: u8,
        at: Loc,
    },
    /// A declared attack, struck once the reactions are done.
    Strike {
        attacker: u8,
        at: Loc,
        power: u8,
        terrain_bonus: bool,
        #[serde(default)]
        source: Source,
    },
}

impl Task {
    pub fn resolves_itself(&self) -> bool {
        matches!(
            self,
            Task::Effect { .. }
                | Task::MoveEach { .. }
                | Task::DrawSpells { .. }
                | Task::RecoverEnd
                | Task::ReactionEnd { .. }
                | Task::LoseEye { .. }
                | Task::EyeWalkEnd { .. }
                | Task::Strike { .. }
        )
    }

    /// The mage a question belongs to when it is not (necessarily) the one whose turn it is.
    pub fn asks(&self) -> Option<u8> {
        match self {
            Task::React { victim, .. } | Task::ReactionEnd { victim } => Some(*victim),
            Task::Sacrifice { seat, .. } => Some(*seat),
            _ => None,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Phase {
    /// Each mage in turn picks the face of their first tapestry card.
    Setup {
        seat: u8,
    },
    Play,
    Over,
}

/// Everything on the table. Views copy it with hidden cards masked.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Table {
    pub mages: Vec<Mage>,
    pub spell_deck: Vec<SpellId>,
    pub spell_discard: Vec<SpellId>,
    pub tapestry_deck: Vec<TapestryId>,
    /// The first tapestry card dealt to each mage, until its face is chosen.
    pub dealt: Vec<TapestryId>,
    pub treasure_deck: Vec<u8>,
    pub watcher_deck: Vec<u8>,
    pub sentry_deck: Vec<u8>,
    pub artifact_deck: Vec<u8>,
    /// Standing Towers, the top one last.
    pub towers: Vec<u8>,
    pub citadel_standing: bool,
    pub watchers: Vec<Watcher>,
    pub sentries: Vec<Sentry>,
    pub phase: Phase,
    pub turn: u8,
    pub first: u8,
    pub round: u8,
    pub actions_left: u8,
    pub pending: Vec<Task>,
    /// This turn's attack total per location ("Combat").
    pub attack_totals: Vec<(Loc, u8)>,
    pub treasure_ran_out: bool,
    pub citadel_destroyed_by: Option<u8>,
}

impl Table {
    pub fn seats(&self) -> usize {
        self.mages.len()
    }

    pub fn mage(&self, seat: u8) -> Option<&Mage> {
        self.mages.get(seat as usize)
    }

    pub fn active_seat(&self) -> Option<Seat> {
        match self.phase {
            Phase::Setup { seat } => Some(seat as Seat),
            Phase::Play => Some(self.acting_seat() as Seat),
            Phase::Over => None,
        }
    }

    /// Who acts now: the mage whose turn it is, or a mage answering a reaction question
    /// (everything stacked above its reaction belongs to it; a declared attack belongs to the
    /// attacker's side of the stack).
    pub fn acting_seat(&self) -> u8 {
        for task in self.pending.iter().rev() {
            if let Some(seat) = task.asks() {
                return seat;
            }
            if matches!(task, Task::Strike { .. }) {
                break;
            }
        }
        self.turn
    }

    /// Eyes of every mage in a location.
    pub fn eyes_at(&self, l: Loc) -> u8 {
        self.mages.iter().map(|m| m.eyes_at(l).total()).sum()
    }

    /// Locations no Eye may move into or through: anchored Eyes and their neighbours.
    pub fn anchored_zone(&self, map: &super::map::Map) -> Vec<Loc> {
        let mut out = Vec::new();
        for m in &self.mages {
            for (&l, e) in &m.eyes {
                if e.anchored > 0 {
                    out.push(l);
                    out.extend_from_slice(map.neighbours(l));
                }
            }
        }
        out.sort_unstable();
        out.dedup();
        out
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct WovenState {
    pub table: Table,
    pub rng: GameRng,
    /// A search world: events are not written.
    #[serde(default)]
    pub quiet: bool,
    /// A search world: each mage's standing where it was sampled (the position searched), so
    /// the AI judges a position by what changed since (`policy::evaluate`). Not saved.
    #[serde(skip)]
    pub baseline: Option<Vec<f64>>,
}
