//! Spellweaving IOI content: the seven Aspects and their abilities, the 49 spell cards and the
//! five Challenge cards, loaded from `cards/ioi/*.ron` and validated (schema: `cards/ioi/README.md`).

use crate::core::{fnv64, read_content, ContentFormat};
use crate::games::built;
use serde::{Deserialize, Serialize};
use std::fmt;

pub const SPELLS_FILE: &str = "cards/ioi/spells.ron";
pub const CHALLENGES_FILE: &str = "cards/ioi/challenges.ron";
pub const SPELL_COUNT: usize = 49;
pub const CHALLENGE_COUNT: usize = 5;

/// A card id: the index of a spell card in `spells.ron` (0..49).
pub type CardId = u8;

/// A card's bit in a 64-bit set of cards (none for an id no spell card has): the table's
/// known and used cards and the abilities' target sets are such sets.
pub fn card_bit(card: CardId) -> u64 {
    if (card as usize) < SPELL_COUNT {
        1u64 << card
    } else {
        0
    }
}
/// A Challenge card id: its index in `challenges.ron` (0..5).
pub type ChallengeId = u8;

/// The seven Aspects, in the order the rules text lists them ("CONTENTS").
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Aspect {
    Light,
    Water,
    Air,
    Earth,
    Fire,
    Metal,
    Aether,
}

impl Aspect {
    pub const ALL: [Aspect; 7] =
        [Aspect::Light, Aspect::Water, Aspect::Air, Aspect::Earth, Aspect::Fire, Aspect::Metal, Aspect::Aether];

    pub fn name(self) -> &'static str {
        match self {
            Aspect::Light => "Light",
            Aspect::Water => "Water",
            Aspect::Air => "Air",
            Aspect::Earth => "Earth",
            Aspect::Fire => "Fire",
            Aspect::Metal => "Metal",
            Aspect::Aether => "Aether",
        }
    }

    pub fn parse(name: &str) -> Option<Aspect> {
        Aspect::ALL.into_iter().find(|a| a.name().eq_ignore_ascii_case(name.trim()))
    }

    /// Each Aspect's ability ("ASPECTS AND ABILITIES").
    pub fn ability(self) -> Ability {
        match self {
            Aspect::Light => Ability::Conceal,
            Aspect::Water => Ability::Empower,
            Aspect::Air => Ability::Trade,
            Aspect::Earth => Ability::Recall,
            Aspect::Fire => Ability::Block,
            Aspect::Metal => Ability::Strengthen,
            Aspect::Aether => Ability::Morph,
        }
    }

    /// A bit for sets of Aspects.
    pub fn bit(self) -> u8 {
        1 << (self as u8)
    }
}

impl fmt::Display for Aspect {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The seven abilities, one per Aspect.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Ability {
    Conceal,
    Empower,
    Trade,
    Recall,
    Block,
    Strengthen,
    Morph,
}

impl Ability {
    pub fn name(self) -> &'static str {
        match self {
            Ability::Conceal => "Conceal",
            Ability::Empower => "Empower",
            Ability::Trade => "Trade",
            Ability::Recall => "Recall",
            Ability::Block => "Block",
            Ability::Strengthen => "Strengthen",
            Ability::Morph => "Morph",
        }
    }

    /// The rules section of this ability, as printed ("AIR: TRADE").
    pub fn section(self) -> &'static str {
        match self {
            Ability::Conceal => "LIGHT: CONCEAL",
            Ability::Empower => "WATER: EMPOWER",
            Ability::Trade => "AIR: TRADE",
            Ability::Recall => "EARTH: RECALL",
            Ability::Block => "FIRE: BLOCK",
            Ability::Strengthen => "METAL: STRENGTHEN",
            Ability::Morph => "AETHER: MORPH",
        }
    }

    /// Abilities whose value is an amount to add or remove (the player may choose less).
    pub fn has_amount(self) -> bool {
        matches!(self, Ability::Conceal | Ability::Empower | Ability::Block | Ability::Strengthen)
    }
}

impl fmt::Display for Ability {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// One spell card as printed ("CARD LAYOUT KEY").
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SpellCard {
    pub aspect: Aspect,
    /// Aspect value: the number of Aspect symbols (1, 2 or 3).
    pub value: u8,
    /// The word at the top of the card.
    pub target: String,
    /// The word at the bottom of the card.
    pub action: String,
    /// Points in the top right corner.
    pub points: u8,
    /// The value printed with the ability.
    pub ability: u8,
}

impl SpellCard {
    /// "Ember · Kindle (Fire 1)".
    pub fn label(&self) -> String {
        format!("{} · {} ({} {})", self.target, self.action, self.aspect, self.value)
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct ChallengeCard {
    pub name: String,
    pub aspects: [Aspect; 3],
}

impl ChallengeCard {
    pub fn label(&self) -> String {
        format!("{} ({}, {}, {})", self.name, self.aspects[0], self.aspects[1], self.aspects[2])
    }
}

/// The cards of the game, validated.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Content {
    pub spells: Vec<SpellCard>,
    pub challenges: Vec<ChallengeCard>,
    pub hash: u64,
    /// `spells`' numbers again, packed and indexed by every possible id (`facts`).
    facts: Facts,
    /// How many spell cards have Aspect value 3 (the "all threes" end trigger counts them).
    threes: usize,
}

/// A card's printed numbers: Aspect, Aspect value, points, ability value.
type CardFacts = (Aspect, u8, u8, u8);

/// What the accessors read: one entry per possible `CardId`, so a lookup needs no bounds check
/// and no walk into the card's strings (the AI's playouts look cards up all the time). An id
/// with no card reads as a blank card, as `card` returning `None` did.
#[derive(Clone, PartialEq, Eq)]
struct Facts(Box<[CardFacts; 256]>);

impl Facts {
    fn of(spells: &[SpellCard]) -> Facts {
        let mut facts = Box::new([(Aspect::Light, 0, 0, 0); 256]);
        for (entry, card) in facts.iter_mut().zip(spells) {
            *entry = (card.aspect, card.value, card.points, card.ability);
        }
        Facts(facts)
    }

    /// Every `u8` is in range, so this never falls back (and compiles to one load).
    fn get(&self, id: CardId) -> CardFacts {
        self.0.get(id as usize).copied().unwrap_or((Aspect::Light, 0, 0, 0))
    }
}

impl fmt::Debug for Facts {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Facts(..)")
    }
}

// The file formats: aspects are strings so that a wrong one is reported with its card.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawSpell {
    aspect: String,
    value: u8,
    target: String,
    action: String,
    points: u8,
    ability: u8,
}

/// A Challenge card as written in `challenges.ron` or in a scenario's `challenge_cards`:
/// aspects are names, so a wrong one is reported with its card.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ChallengeSpec {
    pub name: String,
    pub aspects: Vec<String>,
}

impl ChallengeSpec {
    pub fn of(card: &ChallengeCard) -> ChallengeSpec {
        ChallengeSpec { name: card.name.clone(), aspects: card.aspects.iter().map(|a| a.name().to_string()).collect() }
    }

    /// "CONTENTS": a name, and three different Aspects. `others` are the cards already known,
    /// whose names this one must not repeat; an error names the field.
    pub fn validate(&self, others: &[ChallengeCard]) -> Result<ChallengeCard, (&'static str, String)> {
        let name = self.name.trim();
        if name.is_empty() || name.len() > 40 {
            return Err(("name", "must be 1 to 40 characters".to_string()));
        }
        if others.iter().any(|c| c.name.eq_ignore_ascii_case(name)) {
            return Err(("name", "another Challenge card has this name".to_string()));
        }
        if self.aspects.len() != 3 {
            return Err(("aspects", format!("{} Aspects listed, a Challenge card has exactly 3", self.aspects.len())));
        }
        let mut aspects = [Aspect::Light; 3];
        for (slot, text) in aspects.iter_mut().zip(&self.aspects) {
            *slot = Aspect::parse(text)
                .ok_or_else(|| ("aspects", format!("unknown Aspect \"{text}\" (known: {})", known_aspects())))?;
        }
        if aspects[0] == aspects[1] || aspects[0] == aspects[2] || aspects[1] == aspects[2] {
            return Err(("aspects", "the three Aspects must be different".to_string()));
        }
        Ok(ChallengeCard { name: name.to_string(), aspects })
    }
}

const MAX_WORD: usize = 24;

impl Content {
    /// The built-in cards, embedded so the web build needs no file access.
    /// (As build.rs wrote them from `cards/ioi/`, with the hash of the RON texts.)
    pub fn builtin() -> Result<Content, String> {
        let [(_, spells), (_, challenges)] = built::IOI_FILES else {
            return Err("build.rs wrote the wrong number of IOI card files".to_string());
        };
        let content = Content::read(ContentFormat::Json, spells, challenges)?;
        Ok(Content { hash: built::IOI_HASH, ..content })
    }

    /// Parses and validates both files in RON (native builds); an error names the file, the
    /// card and the field.
    pub fn parse(spells_src: &str, challenges_src: &str) -> Result<Content, String> {
        let content = Content::read(ContentFormat::Ron, spells_src, challenges_src)?;
        let mut bytes = spells_src.as_bytes().to_vec();
        bytes.push(0);
        bytes.extend_from_slice(challenges_src.as_bytes());
        Ok(Content { hash: fnv64(&bytes), ..content })
    }

    /// Both files in `format`, validated; the hash is left to the caller.
    fn read(format: ContentFormat, spells_src: &str, challenges_src: &str) -> Result<Content, String> {
        let raw: Vec<RawSpell> = read_content(format, SPELLS_FILE, spells_src)?;
        let raw_challenges: Vec<ChallengeSpec> = read_content(format, CHALLENGES_FILE, challenges_src)?;
        let spells = validate_spells(raw)?;
        let challenges = validate_challenges(raw_challenges)?;
        let threes = spells.iter().filter(|card| card.value == 3).count();
        Ok(Content { facts: Facts::of(&spells), threes, spells, challenges, hash: 0 })
    }

    /// A spell card by id. The accessors below read an unknown id (only a corrupt snapshot
    /// holds one) as a blank card instead of panicking.
    pub fn card(&self, id: CardId) -> Option<&SpellCard> {
        self.spells.get(id as usize)
    }
    pub fn aspect(&self, id: CardId) -> Aspect {
        self.facts.get(id).0
    }
    /// How many spell cards have Aspect value 3, counted once when the cards are read.
    pub fn threes(&self) -> usize {
        self.threes
    }
    pub fn value(&self, id: CardId) -> u8 {
        self.facts.get(id).1
    }
    pub fn points(&self, id: CardId) -> u8 {
        self.facts.get(id).2
    }
    pub fn ability_value(&self, id: CardId) -> u8 {
        self.facts.get(id).3
    }
    pub fn label(&self, id: CardId) -> String {
        self.card(id).map(|c| c.label()).unwrap_or_else(|| format!("card #{id}"))
    }
}

fn validate_spells(raw: Vec<RawSpell>) -> Result<Vec<SpellCard>, String> {
    let mut spells = Vec::with_capacity(raw.len());
    for (i, r) in raw.into_iter().enumerate() {
        let at = |field: &str, msg: String| {
            format!("{SPELLS_FILE}: card {i} ({} · {}): field `{field}`: {msg}", r.target, r.action)
        };
        let aspect = Aspect::parse(&r.aspect)
            .ok_or_else(|| at("aspect", format!("unknown Aspect \"{}\" (known: {})", r.aspect, known_aspects())))?;
        if !(1..=3).contains(&r.value) {
            return Err(at("value", format!("Aspect value {} is not 1, 2 or 3", r.value)));
        }
        for (field, word) in [("target", &r.target), ("action", &r.action)] {
            let w = word.trim();
            if w.is_empty() || w.len() > MAX_WORD || w != word.as_str() {
                return Err(at(
                    field,
                    format!("\"{word}\" must be 1 to {MAX_WORD} characters without surrounding spaces"),
                ));
            }
        }
        if r.points > 9 {
            return Err(at("points", format!("{} points is more than 9", r.points)));
        }
        if !(1..=5).contains(&r.ability) {
            return Err(at("ability", format!("ability value {} is not between 1 and 5", r.ability)));
        }
        for (j, other) in spells.iter().enumerate() {
            let other: &SpellCard = other;
            if other.target.eq_ignore_ascii_case(&r.target) {
                return Err(at("target", format!("\"{}\" is already the Target of card {j}", r.target)));
            }
            if other.action.eq_ignore_ascii_case(&r.action) {
                return Err(at("action", format!("\"{}\" is already the Action of card {j}", r.action)));
            }
        }
        spells.push(SpellCard {
            aspect,
            value: r.value,
            target: r.target,
            action: r.action,
            points: r.points,
            ability: r.ability,
        });
    }
    if spells.len() != SPELL_COUNT {
        return Err(format!("{SPELLS_FILE}: {} spell cards, the game has exactly {SPELL_COUNT}", spells.len()));
    }
    // "Each Aspect has three cards with an Aspect value of 1 and two each with an Aspect value of 2 and 3."
    for aspect in Aspect::ALL {
        for (value, want) in [(1u8, 3usize), (2, 2), (3, 2)] {
            let have = spells.iter().filter(|c| c.aspect == aspect && c.value == value).count();
            if have != want {
                return Err(format!(
                    "{SPELLS_FILE}: {aspect} has {have} cards of Aspect value {value}, the game needs {want}"
                ));
            }
        }
    }
    Ok(spells)
}

fn validate_challenges(raw: Vec<ChallengeSpec>) -> Result<Vec<ChallengeCard>, String> {
    let mut out: Vec<ChallengeCard> = Vec::with_capacity(raw.len());
    for (i, r) in raw.into_iter().enumerate() {
        let card = r.validate(&out).map_err(|(field, msg)| {
            format!("{CHALLENGES_FILE}: challenge {i} ({}): field `{field}`: {msg}", r.name)
        })?;
        out.push(card);
    }
    if out.len() != CHALLENGE_COUNT {
        return Err(format!(
            "{CHALLENGES_FILE}: {} Challenge cards, the game has exactly {CHALLENGE_COUNT}",
            out.len()
        ));
    }
    Ok(out)
}

fn known_aspects() -> String {
    Aspect::ALL.iter().map(|a| a.name()).collect::<Vec<_>>().join(", ")
}
