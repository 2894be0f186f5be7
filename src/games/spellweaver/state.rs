//! The state of a game of Spellweaver. Every card of both decks is an instance (`Iid`) whose
//! definition is known only where the card is visible; the public `Table` holds the board,
//! graveyards, the stack and combat, the secrets (hands, deck order, what a Divine Offering
//! shows) sit beside it.

use super::content::{CardDef, Content, DefId, EmblemKind, Keyword, Keywords, SkillId};
use crate::core::{GameRng, Rule};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::sync::{Arc, OnceLock};

/// A card instance: its index in `SpellweaverState::defs`.
pub type Iid = u16;

pub const START_LIFE: i16 = 20;
pub const WIN_LIFE: i16 = 40;
pub const HAND_START: usize = 7;
/// Hands up to this long are sorted on the stack (`hand_by_id`); no rule limits a hand.
pub const HAND_ON_STACK: usize = 24;
pub const MAX_SKILLS: usize = 3;
/// The turn clock: a player who would begin their own turn after this many has no time left.
pub const CLOCK_TURNS: u16 = 100;

/// A citation into the Spellweaver rules text (`001_ff038117decaf434.txt`).
pub const fn rule(section: &'static str, topic: &'static str) -> Rule {
    Rule::new("spellweaver", section, topic)
}

/// The steps of a turn ("Gameplay"), the mulligans before it and the end.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Phase {
    /// Seat `seat` keeps or replaces its starting hand.
    Mulligan {
        seat: u8,
    },
    /// Deploy — first main phase.
    Deploy,
    /// The active player declares attackers.
    Attack,
    /// The defending player declares blockers.
    Block,
    /// The active player's last instant window before damage.
    AfterBlocks,
    /// Reinforce — second main phase.
    Reinforce,
    /// End of turn: the other player's instant window.
    EndWindow,
    Over,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Row {
    Combat,
    Support,
}

/// A creature in play.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Creature {
    pub id: Iid,
    pub def: DefId,
    pub owner: u8,
    pub row: Row,
    pub damage: u8,
    pub exhausted: bool,
    /// Frozen creatures skip their next readying and die to any damage (ruling "Freeze").
    pub frozen: bool,
    /// The turn it entered play or moved to the combat row (attacks need an earlier turn).
    pub arrived: u16,
    /// Moved between rows this turn (once per turn).
    pub moved: bool,
    pub might: u8,
    pub weakness: u8,
    pub shields: u8,
    /// Until end of turn.
    pub buff_attack: i8,
    pub buff_hp: i8,
    pub buff_speed: i8,
    pub granted: Keywords,
    pub energy: Option<u8>,
}

/// A blessing, curse or artifact in play, on its own or attached to a creature.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Permanent {
    pub id: Iid,
    pub def: DefId,
    pub owner: u8,
    pub attached: Option<Iid>,
    pub energy: Option<u8>,
}

/// What a card or skill is aimed at.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Target {
    Creature(Iid),
    Hero(u8),
    /// A card on the stack.
    Spell(Iid),
}

/// What is waiting on the stack.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Source {
    Card {
        id: Iid,
        def: DefId,
    },
    Skill {
        skill: SkillId,
    },
    /// A creature's activated ability (its index in the card's `abilities`).
    Ability {
        creature: Iid,
        def: DefId,
        index: u8,
    },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct StackItem {
    pub source: Source,
    pub controller: u8,
    pub target: Option<Target>,
}

/// What an attacker attacks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum AttackTarget {
    Hero,
    Creature(Iid),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct AttackDecl {
    pub attacker: Iid,
    pub target: AttackTarget,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct BlockDecl {
    pub blocker: Iid,
    pub attacker: Iid,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct SkillSlot {
    pub skill: SkillId,
    /// Own turns before it can be used again.
    pub cooldown: u8,
}

/// One player's public side of the table.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Player {
    pub hero: u8,
    pub life: i16,
    pub crystals: u8,
    pub mana: u8,
    pub levels: [u8; 6],
    pub skills: Vec<SkillSlot>,
    pub spark: bool,
    pub shrine_played: bool,
    pub offered: bool,
    pub mulliganed: bool,
    pub graveyard: Vec<Iid>,
    pub hand_count: u16,
    pub deck_count: u16,
    /// A card said this player wins.
    pub won_by_card: bool,
    pub resigned: bool,
    /// Own turns begun.
    pub turns: u16,
}

/// How the game ended.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Ending {
    pub winner: u8,
    pub reason: String,
}

/// Everything both players see.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Table {
    pub turn: u16,
    pub active: u8,
    pub starter: u8,
    pub phase: Phase,
    pub players: Vec<Player>,
    pub creatures: Vec<Creature>,
    pub permanents: Vec<Permanent>,
    pub stack: Vec<StackItem>,
    /// The seat asked to answer the stack (it may always pass).
    pub priority: Option<u8>,
    pub attacks: Vec<AttackDecl>,
    pub blocks: Vec<BlockDecl>,
    /// A shrine chosen to be played for mana with no levels: waiting for confirmation.
    pub confirm_shrine: Option<Iid>,
    /// The active player is looking at the top of their deck (Divine Offering).
    pub offering: bool,
    /// The owner of each instance (public: which deck a card came from).
    pub owners: Vec<u8>,
    pub ending: Option<Ending>,
    /// Actions so far: no two moments of a game look alike to a search keyed by views.
    pub actions: u32,
    /// The homebrew cards of the scenario the game started from (public, like the deck lists):
    /// their definitions follow the built-in ones. Left out when there are none, so a game
    /// without them is written as before.
    #[serde(default, skip_serializing_if = "Homebrew::is_empty")]
    pub homebrew: Homebrew,
}

/// A game's homebrew cards, as the scenario wrote them, with the content they make together
/// with the built-in cards (built once, shared by every copy of the state). Compared and
/// written by the definitions alone.
#[derive(Clone, Default)]
pub struct Homebrew(Option<Arc<HomebrewCards>>);

struct HomebrewCards {
    defs: Vec<CardDef>,
    content: OnceLock<Option<Content>>,
}

impl Homebrew {
    /// Homebrew cards already validated into `content` (the built-in cards, then these).
    pub fn new(defs: Vec<CardDef>, content: Option<Content>) -> Homebrew {
        if defs.is_empty() {
            return Homebrew(None);
        }
        let cell = OnceLock::new();
        if let Some(content) = content {
            let _ = cell.set(Some(content));
        }
        Homebrew(Some(Arc::new(HomebrewCards { defs, content: cell })))
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_none()
    }

    pub fn defs(&self) -> &[CardDef] {
        self.0.as_ref().map_or(&[], |h| h.defs.as_slice())
    }

    /// The content a game with these cards plays with: `base` (the game's built-in content)
    /// when there are none, else `base` and these (merged once; a state read from a save that
    /// no longer validates keeps `base`, and its homebrew cards read as unknown).
    pub fn content<'a>(&'a self, base: &'a Content) -> &'a Content {
        match &self.0 {
            None => base,
            Some(h) => h.content.get_or_init(|| base.with_homebrew(&h.defs).ok()).as_ref().unwrap_or(base),
        }
    }
}

impl PartialEq for Homebrew {
    fn eq(&self, other: &Homebrew) -> bool {
        self.defs() == other.defs()
    }
}

impl Eq for Homebrew {}

impl std::hash::Hash for Homebrew {
    /// Views are hashed at every node of the search: the count stands for the definitions,
    /// which never change within a game (equal homebrew hashes equal, as `Hash` asks).
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.defs().len().hash(state);
    }
}

impl std::fmt::Debug for Homebrew {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.defs().iter().map(|d| &d.name)).finish()
    }
}

impl Serialize for Homebrew {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.defs().serialize(s)
    }
}

impl<'de> Deserialize<'de> for Homebrew {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Homebrew, D::Error> {
        Ok(Homebrew::new(Vec::<CardDef>::deserialize(d)?, None))
    }
}

/// The whole game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SpellweaverState {
    pub table: Table,
    /// Each instance's card definition.
    pub defs: Vec<DefId>,
    pub hands: Vec<Vec<Iid>>,
    /// Top card last.
    pub decks: Vec<Vec<Iid>>,
    /// The cards a Divine Offering shows (top first), seen by the active player only.
    pub offering: Vec<Iid>,
    /// Each seat's deck list (public, like a tournament deck list), for determinization.
    pub decklists: Vec<Vec<DefId>>,
    pub rng: GameRng,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub quiet: bool,
}

impl Table {
    pub fn creature(&self, id: Iid) -> Option<&Creature> {
        self.creatures.iter().find(|c| c.id == id)
    }
    pub fn creature_mut(&mut self, id: Iid) -> Option<&mut Creature> {
        self.creatures.iter_mut().find(|c| c.id == id)
    }
    pub fn player(&self, seat: u8) -> &Player {
        &self.players[seat as usize & 1]
    }
    pub fn player_mut(&mut self, seat: u8) -> &mut Player {
        &mut self.players[seat as usize & 1]
    }
    pub fn over(&self) -> bool {
        self.phase == Phase::Over
    }
    pub fn defender(&self) -> u8 {
        1 - self.active
    }
}

pub fn other(seat: u8) -> u8 {
    1 - (seat & 1)
}

impl SpellweaverState {
    /// A seat's hand in instance-id order. Choices are offered one per card definition, and the
    /// copy with the lowest id stands for its twins, so what is offered never depends on the
    /// order of the hand (which a world sampled from a view does not keep). Sorted in `buf` when
    /// it fits, without allocating (the legal listing sorts the hand at every step of a
    /// playout); a longer hand is sorted in `spill`.
    pub fn hand_by_id<'b>(&self, seat: u8, buf: &'b mut [Iid; HAND_ON_STACK], spill: &'b mut Vec<Iid>) -> &'b [Iid] {
        let hand = &self.hands[seat as usize & 1];
        let sorted = match buf.get_mut(..hand.len()) {
            Some(part) => {
                part.copy_from_slice(hand);
                part
            }
            None => {
                spill.clear();
                spill.extend_from_slice(hand);
                &mut spill[..]
            }
        };
        sorted.sort_unstable();
        sorted
    }

    pub fn def(&self, id: Iid) -> DefId {
        self.defs.get(id as usize).copied().unwrap_or(0)
    }

    pub fn sync_counts(&mut self) {
        for (seat, p) in self.table.players.iter_mut().enumerate() {
            p.hand_count = self.hands.get(seat).map_or(0, Vec::len) as u16;
            p.deck_count = self.decks.get(seat).map_or(0, Vec::len) as u16;
        }
    }

    /// Every instance, wherever it is (tests check each appears exactly once).
    pub fn all_places(&self) -> Vec<Iid> {
        let t = &self.table;
        let mut all: Vec<Iid> = Vec::new();
        all.extend(self.hands.iter().flatten());
        all.extend(self.decks.iter().flatten());
        all.extend(self.offering.iter());
        all.extend(t.players.iter().flat_map(|p| p.graveyard.iter()));
        all.extend(t.creatures.iter().map(|c| c.id));
        all.extend(t.permanents.iter().map(|p| p.id));
        all.extend(t.stack.iter().filter_map(|s| match s.source {
            Source::Card { id, .. } => Some(id),
            Source::Skill { .. } | Source::Ability { .. } => None,
        }));
        all
    }
}

/// A creature's values now: printed values plus emblems, auras and effects until end of turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Current {
    pub speed: u8,
    pub attack: u8,
    pub hp: i16,
    pub keywords: Keywords,
    pub cannot_attack: bool,
    pub cannot_block: bool,
}

impl Current {
    pub fn has(&self, k: Keyword) -> bool {
        self.keywords & k.bit() != 0
    }
}

pub fn current(content: &Content, t: &Table, c: &Creature) -> Current {
    let card = content.card(c.def);
    let base = card.and_then(|k| k.stats).unwrap_or(super::content::Stats { speed: 0, attack: 0, hp: 1 });
    let mut attack = base.attack as i16 + c.might as i16 - c.weakness as i16 + c.buff_attack as i16;
    let mut hp = base.hp as i16 + c.might as i16 - c.weakness as i16 + c.buff_hp as i16;
    let mut speed = base.speed as i16 + c.buff_speed as i16;
    let mut keywords = card.map(|k| k.keywords).unwrap_or(0) | c.granted;
    let (mut cannot_attack, mut cannot_block) = (false, false);
    let own_levels = t.players.get(c.owner as usize).map(|p| p.levels).unwrap_or_default();
    let gated = card.and_then(|k| k.gated.as_ref()).filter(|(levels, _)| levels.met_by(&own_levels)).map(|(_, a)| a);
    let auras = t.permanents.iter().filter_map(|p| {
        let aura = content.card(p.def).and_then(|k| k.aura.as_ref())?;
        let applies = match p.attached {
            Some(host) => host == c.id,
            None => (p.owner == c.owner) == aura.to_allies,
        };
        applies.then_some(aura)
    });
    for aura in gated.into_iter().chain(auras) {
        {
            attack += aura.attack as i16;
            hp += aura.hp as i16;
            speed += aura.speed as i16;
            keywords |= aura.keywords.iter().fold(0, |acc, k| acc | k.bit());
            cannot_attack |= aura.cannot_attack;
            cannot_block |= aura.cannot_block;
        }
    }
    Current {
        speed: speed.clamp(0, 20) as u8,
        attack: attack.clamp(0, 60) as u8,
        hp,
        keywords,
        cannot_attack,
        cannot_block,
    }
}

/// Damage a creature can still take before it dies (at least 1 while it lives).
pub fn remaining_hp(content: &Content, t: &Table, c: &Creature) -> i16 {
    current(content, t, c).hp - c.damage as i16
}

pub fn emblem_name(kind: EmblemKind) -> &'static str {
    match kind {
        EmblemKind::Might => "Might",
        EmblemKind::Weakness => "Weakness",
        EmblemKind::Shield => "Shield",
    }
}
