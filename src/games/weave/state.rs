//! The state of a Weave season. Cards are `u8` ids into the chosen playset (Story cards 0..22,
//! Challenge cards by position in the Challenge deck). Everything sits in one `Table` that views
//! copy with the secrets masked (`HIDDEN`); the RNG sits beside it.

use super::tally::Tally;
use crate::core::{GameRng, Rule};
use serde::{Deserialize, Serialize};

/// A card a viewer may not see (in a view's copy of the table).
pub const HIDDEN: u8 = u8::MAX;
/// The storyteller's hand: four Challenge cards and two Story cards ("FINISHING SETUP").
pub const HAND_CHALLENGES: usize = 4;
pub const HAND_STORIES: usize = 2;
/// Rulings that bound a season (docs/rulings.md, "Weave"): beats in a scene, scenes in an
/// episode, qualities on a sheet, episodes in a season, re-rolls of one roll.
pub const MAX_BEATS: u8 = 12;
pub const MAX_SCENES: u8 = 6;
pub const MAX_QUALITIES: usize = 24;
pub const MAX_EPISODES: u8 = 50;
pub const MAX_REROLLS: usize = 64;
/// Three wounds remove a character from the scene ("RECEIVING WOUNDS").
pub const WOUNDS_TO_REMOVE: usize = 3;

/// Loomhall's editions of the Weave rules (docs/records.md, "Weave rules"). Edition 2 follows
/// the text where edition 1 departed from it (issue 28); a season keeps the edition it was
/// created with, so a record made before edition 2 (its options name no edition) replays as it
/// was played.
pub const RULES: u8 = 2;
/// The rules before issue 28: a character's Story cards went back as soon as it was named, three
/// wounds held removed a character, kept cards were redeemed only before a roll, and an
/// encounter began without a roll.
pub const RULES_BEFORE_28: u8 = 1;

/// What a season or options JSON without a `rules` field was made under.
pub fn rules_before_28() -> u8 {
    RULES_BEFORE_28
}

pub fn is_zero(n: &u8) -> bool {
    *n == 0
}

/// Edition 1 tables serialize as they did before the field existed (their hash is unchanged).
pub fn is_rules_before_28(rules: &u8) -> bool {
    *rules == RULES_BEFORE_28
}

/// A citation into the Weave rules (`004_66827b56fd35684d.txt`), section as printed.
pub const fn rule(section: &'static str, topic: &'static str) -> Rule {
    Rule::new("weave", section, topic)
}

/// The four suits ("PLAYING A CHALLENGE").
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Suit {
    Stones,
    Flames,
    Brooks,
    Gales,
}

impl Suit {
    pub const ALL: [Suit; 4] = [Suit::Stones, Suit::Flames, Suit::Brooks, Suit::Gales];

    pub fn name(self) -> &'static str {
        match self {
            Suit::Stones => "Stones",
            Suit::Flames => "Flames",
            Suit::Brooks => "Brooks",
            Suit::Gales => "Gales",
        }
    }

    pub fn parse(text: &str) -> Option<Suit> {
        Suit::ALL.into_iter().find(|s| s.name().eq_ignore_ascii_case(text.trim()))
    }
}

/// The six faces of a Weave die (ruling "Dice faces"): one per suit, a Weave and a Strike.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Face {
    Suit(Suit),
    Weave,
    Strike,
}

impl Face {
    pub const ALL: [Face; 6] = [
        Face::Suit(Suit::Stones),
        Face::Suit(Suit::Flames),
        Face::Suit(Suit::Brooks),
        Face::Suit(Suit::Gales),
        Face::Weave,
        Face::Strike,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Face::Suit(s) => s.name(),
            Face::Weave => "Weave",
            Face::Strike => "Strike",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum QualityKind {
    Backstory,
    Talent,
    Flaw,
    Item,
    /// A negative quality from an epic fail ("EPIC FAIL").
    Consequence,
}

impl QualityKind {
    pub fn name(self) -> &'static str {
        match self {
            QualityKind::Backstory => "Backstory",
            QualityKind::Talent => "Talent",
            QualityKind::Flaw => "Flaw",
            QualityKind::Item => "Item",
            QualityKind::Consequence => "Consequence",
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Quality {
    pub kind: QualityKind,
    pub text: String,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Character {
    pub owner: u8,
    pub name: String,
    pub focus: Suit,
    pub qualities: Vec<Quality>,
    /// The Story card whose signature move this character took.
    pub signature: u8,
    pub signature_used: bool,
    /// One entry per wound, by suit.
    pub wounds: Vec<Suit>,
    /// Out of the scene after a third wound; back in the next scene.
    pub removed: bool,
    /// Wounds received in this scene, healed or not ("RECEIVING WOUNDS": "If a character receives
    /// 3 Wounds during a scene"; rules edition 2, edition 1 counted the wounds held).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub received: u8,

    /// Challenge cards kept from accepted enticements, to redeem later.
    pub kept: Vec<u8>,
    pub retired: bool,
    /// The episode (from 1) in which the character joined.
    pub joined: u8,
}

impl Character {
    /// In the scene and able to act: not retired, not removed.
    pub fn present(&self) -> bool {
        !self.retired && !self.removed
    }

    /// The wounds that count towards leaving the scene: those received in it (rules edition 2),
    /// or those held (edition 1).
    pub fn wounds_counted(&self, rules: u8) -> usize {
        if rules >= RULES {
            self.received as usize
        } else {
            self.wounds.len()
        }
    }
}

/// A character being made ("CREATING A CHARACTER"): the focus suit taken, four Story cards
/// drawn, and the choices so far.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Draft {
    pub seat: u8,
    pub focus: Suit,
    pub cards: Vec<u8>,
    pub qualities: Vec<Quality>,
    /// Position (0..4) in `cards` of the card whose signature move was chosen.
    pub signature: Option<u8>,
    pub step: DraftStep,
}

/// The choices of character creation, in the rulebook's order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum DraftStep {
    /// One backstory from the card at this position.
    Backstory {
        card: u8,
    },
    /// Talents from the card at this position: two from the first and third, one from the others.
    Talent {
        card: u8,
        left: u8,
    },
    /// One flaw from the second and fourth cards.
    Flaw {
        card: u8,
    },
    /// One of the four cards' signature moves.
    Signature,
    /// Two items of the eight.
    Items {
        left: u8,
    },
    Name,
}

/// The three foundation slots of an episode ("STARTING A NEW SEASON").
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Slot {
    Theme,
    Location,
    Boss,
}

impl Slot {
    pub const ALL: [Slot; 3] = [Slot::Theme, Slot::Location, Slot::Boss];

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn name(self) -> &'static str {
        match self {
            Slot::Theme => "Theme",
            Slot::Location => "Location",
            Slot::Boss => "Boss",
        }
    }
}

/// The episode's foundation: Theme face up, Location and Boss face down until discovered.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Foundation {
    pub cards: [u8; 3],
    pub found: [bool; 3],
}

/// How a Story card is played ("PLAYING STORY CARDS").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum StoryUse {
    Location,
    Npc,
    Enemy,
    PlotTwist,
    Item,
}

impl StoryUse {
    pub const PLAIN: [StoryUse; 4] = [StoryUse::Location, StoryUse::Npc, StoryUse::Enemy, StoryUse::PlotTwist];

    pub fn name(self) -> &'static str {
        match self {
            StoryUse::Location => "Location",
            StoryUse::Npc => "NPC",
            StoryUse::Enemy => "Enemy",
            StoryUse::PlotTwist => "Plot Twist",
            StoryUse::Item => "Item",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct PlayedStory {
    pub card: u8,
    pub used_as: StoryUse,
    /// Played face down, to be turned up at the right moment (its use is chosen then).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub face_down: bool,
}

/// An encounter inside a scene ("PLAYING AN ENCOUNTER"): the agreed order and whose turn it is;
/// each turn is ten seconds of story time.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Encounter {
    pub order: Vec<u8>,
    pub turn: u16,
    pub seconds: u32,
}

impl Encounter {
    pub fn current(&self) -> Option<u8> {
        if self.order.is_empty() {
            return None;
        }
        self.order.get(self.turn as usize % self.order.len()).copied()
    }
}

/// The scene being played: its spread (Story cards on the left, Challenge cards on the right).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Scene {
    pub number: u8,
    pub beats: u8,
    pub stories: Vec<PlayedStory>,
    pub challenges: Vec<u8>,
    pub encounter: Option<Encounter>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Redemption {
    /// Heal one wound in this suit.
    Heal(Suit),
    /// Add a die to the roll.
    Die,
    /// Reduce a challenge of the card's suit by the card's level.
    Reduce,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Enticement {
    /// The Challenge card, face down until refused.
    pub card: u8,
    /// The flaw or backstory named (index into the character's qualities).
    pub quality: u8,
    pub revealed: bool,
}

/// The steps of a challenge, with the seat that acts in each.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ChallengeStep {
    /// Storyteller: raise the level with a same-suit card, entice, auto-pass, or go on.
    Setting,
    /// Player: accept or refuse the enticement.
    Enticed,
    /// Storyteller (the table's agreement): qualities that apply, awesomeness.
    Weighing,
    /// Player: redeem kept cards, use the signature move, roll.
    Ready,
    /// Storyteller: the suit of the wound from a failed roll that showed a strike.
    Wound,
    /// Storyteller: a consequence or flaw after an epic fail (or none).
    Consequence,
}

/// What the table agreed to put in the pool for the roll being prepared.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct PoolChoices {
    /// Qualities agreed to apply: (index into the character's qualities, +1 or −1).
    pub weighed: Vec<(u8, i8)>,
    pub awesome: bool,
    pub redeemed_dice: u8,
    /// Levels taken off by redeemed cards of the challenge's suit.
    pub reduced_by: u8,
    pub signature: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Challenge {
    pub character: u8,
    pub suit: Suit,
    pub level: u8,
    pub raised_with: Option<u8>,
    pub enticement: Option<Enticement>,
    pub step: ChallengeStep,
    pub pool: PoolChoices,
    /// The roll being prepared is the one against the refused enticement.
    pub against_enticement: bool,
    /// After the wound and consequence steps: roll against the original challenge next.
    pub then_original: bool,
    pub consequence_due: bool,
}

impl Challenge {
    /// The suit and level the next roll is made against (the enticement's card once refused).
    pub fn target(&self, enticement_card: Option<(Suit, u8)>) -> (Suit, u8) {
        match (self.against_enticement, enticement_card) {
            (true, Some(card)) => card,
            _ => (self.suit, self.level),
        }
    }
}

/// The four standard skill checks ("MAKING SKILL CHECKS") and their suits (quick reference).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Check {
    Constitution,
    Perception,
    Knowledge,
    Psych,
}

impl Check {
    pub const ALL: [Check; 4] = [Check::Constitution, Check::Perception, Check::Knowledge, Check::Psych];

    pub fn suit(self) -> Suit {
        match self {
            Check::Constitution => Suit::Stones,
            Check::Perception => Suit::Gales,
            Check::Knowledge => Suit::Flames,
            Check::Psych => Suit::Brooks,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Check::Constitution => "Constitution",
            Check::Perception => "Perception",
            Check::Knowledge => "Knowledge",
            Check::Psych => "Psych",
        }
    }
}

/// Where the season stands.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Stage {
    Creating(Draft),
    /// Between episodes: the foundation is drawn; reuse a past card, recast, or begin.
    EpisodeStart,
    Scene,
    Challenge(Challenge),
    /// After an auto-pass: the storyteller may discard and redraw Challenge cards.
    Redraw,
    /// A player picks which of the storyteller's Story cards is played (offered by the
    /// storyteller, or won by a sole Knowledge check winner).
    StoryPick {
        character: u8,
        used_as: StoryUse,
    },
    Over,
}

/// Why a die is in the pool, or out of it: the board explains the pool from this.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PoolReason {
    Base,
    Focus,
    Wound,
    Quality {
        index: u8,
    },
    Awesome,
    Redeemed,
    Signature,
    /// A pool never drops below one die (ruling).
    Floor,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct PoolPart {
    pub reason: PoolReason,
    pub dice: i8,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Verdict {
    EpicPass,
    Pass,
    Fail,
    EpicFail,
}

impl Verdict {
    pub fn passed(self) -> bool {
        matches!(self, Verdict::Pass | Verdict::EpicPass)
    }
}

/// One roll, for the log and the board: the pool's make-up, the faces, the re-rolls.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct RollRecord {
    pub character: u8,
    pub suit: Suit,
    pub level: u8,
    pub pool: Vec<PoolPart>,
    pub faces: Vec<Face>,
    /// Re-rolls of Weave faces, in order (a Weave re-rolled again adds another entry).
    pub rerolls: Vec<Face>,
    pub successes: u8,
    pub bonus: u8,
    pub strikes: u8,
    pub verdict: Verdict,
    /// A skill check (no wounds) rather than a challenge.
    pub check: Option<Check>,
}

/// Lines on the season's timeline.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Moment {
    EpisodeBegan {
        episode: u8,
        theme: u8,
    },
    Discovered {
        episode: u8,
        slot: Slot,
        card: u8,
    },
    SceneBegan {
        episode: u8,
        scene: u8,
    },
    SceneEnded {
        episode: u8,
        scene: u8,
        beats: u8,
    },
    /// The whole foundation, face up once the episode is over.
    EpisodeEnded {
        episode: u8,
        foundation: [u8; 3],
    },
    CharacterJoined {
        episode: u8,
        character: u8,
    },
    CharacterRetired {
        episode: u8,
        character: u8,
    },
}

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Table {
    pub playset: u8,
    pub seats: u8,
    /// The storyteller's seat; `None` in oracle mode (the engine plays the storyteller's cards).
    pub storyteller: Option<u8>,
    pub episodes: u8,
    /// The current episode, from 1.
    pub episode: u8,
    pub stage: Stage,
    /// Story deck and Challenge deck, top card last.
    pub story_deck: Vec<u8>,
    pub challenge_deck: Vec<u8>,
    pub hand_challenges: Vec<u8>,
    pub hand_stories: Vec<u8>,
    pub foundation: Foundation,
    /// Foundation slots already swapped for a past card at this episode's start.
    pub reused: [bool; 3],
    pub scene: Scene,
    pub characters: Vec<Character>,
    /// Seats still to make a character, in order.
    pub to_create: Vec<u8>,
    /// Focus suits set aside face down for the characters still to be made.
    pub focus_pile: Vec<Suit>,
    pub timeline: Vec<Moment>,
    pub last_roll: Option<RollRecord>,
    pub last_check: Vec<RollRecord>,
    /// The edition of the rules this season plays by (`RULES`, or `RULES_BEFORE_28`).
    #[serde(default = "rules_before_28", skip_serializing_if = "is_rules_before_28")]
    pub rules: u8,
    /// The Story cards of characters already made, set aside until every player has completed
    /// their character ("FINISHING SETUP"; rules edition 2).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub set_aside: Vec<u8>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct WeaveState {
    pub table: Table,
    pub rng: GameRng,
    /// A search world: skip writing event sentences.
    #[serde(default)]
    pub quiet: bool,
    /// What the story did since this state was dealt or sampled (`tally`): the computer's
    /// objective and the measuring tool's figures. Not saved; not part of the position.
    #[serde(skip)]
    pub tally: Tally,
}

impl Table {
    /// The seat that frames the story (issues challenges, plays the scene): the storyteller, or
    /// in oracle mode the first player.
    pub fn framer(&self) -> u8 {
        self.storyteller.unwrap_or(0)
    }

    pub fn oracle(&self) -> bool {
        self.storyteller.is_none()
    }

    /// Whether the season plays by the rules of issue 28 (edition 2 or later).
    pub fn follows_28(&self) -> bool {
        self.rules >= RULES
    }

    pub fn character(&self, index: u8) -> Option<&Character> {
        self.characters.get(index as usize)
    }

    /// Indices of the characters in the scene, in seat order.
    pub fn present(&self) -> Vec<u8> {
        (0..self.characters.len() as u8).filter(|&i| self.characters[i as usize].present()).collect()
    }

    /// Indices of the characters still in the season (not retired).
    pub fn cast(&self) -> Vec<u8> {
        (0..self.characters.len() as u8).filter(|&i| !self.characters[i as usize].retired).collect()
    }

    /// The seat acting now, or `None` when the season is over.
    pub fn active(&self) -> Option<u8> {
        let owner = |c: u8| self.character(c).map(|ch| ch.owner);
        let storyteller_or_owner = |c: u8| self.storyteller.or_else(|| owner(c));
        match &self.stage {
            Stage::Over => None,
            Stage::Creating(d) => Some(d.seat),
            Stage::EpisodeStart | Stage::Scene | Stage::Redraw => Some(self.framer()),
            Stage::StoryPick { character, .. } => owner(*character),
            Stage::Challenge(ch) => match ch.step {
                ChallengeStep::Enticed | ChallengeStep::Ready => owner(ch.character),
                ChallengeStep::Weighing => storyteller_or_owner(ch.character),
                ChallengeStep::Setting | ChallengeStep::Wound | ChallengeStep::Consequence => {
                    Some(self.storyteller.unwrap_or(self.framer()))
                }
            },
        }
    }
}
