//! Woven content: the 40 spell cards, 33 tapestry cards, the Citadel's guardians and rewards and
//! the map, loaded from `cards/woven/*.ron` and validated (schema: `cards/woven/README.md`).

use super::map::{Map, RawMap};
use crate::core::{fnv64, read_content, ContentFormat};
use crate::games::built;
use serde::{Deserialize, Serialize};

pub const SPELLS_FILE: &str = "cards/woven/spells.ron";
pub const TAPESTRY_FILE: &str = "cards/woven/tapestry.ron";
pub const CITADEL_FILE: &str = "cards/woven/citadel.ron";
pub const MAP_FILE: &str = "cards/woven/map.ron";

/// Index of a spell card in `spells.ron`; the four starters come first.
pub type SpellId = u8;
/// Index of a card in `tapestry.ron`.
pub type TapestryId = u8;

/// The four elements of spell patterns and tapestry symbols.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Element {
    Air,
    Earth,
    Fire,
    Water,
}

impl Element {
    pub const ALL: [Element; 4] = [Element::Air, Element::Earth, Element::Fire, Element::Water];

    pub fn letter(self) -> char {
        match self {
            Element::Air => 'A',
            Element::Earth => 'E',
            Element::Fire => 'F',
            Element::Water => 'W',
        }
    }

    /// The element's name, as the rules write it.
    pub fn name(self) -> &'static str {
        match self {
            Element::Air => "Air",
            Element::Earth => "Earth",
            Element::Fire => "Fire",
            Element::Water => "Water",
        }
    }

    pub fn from_letter(c: char) -> Option<Element> {
        Element::ALL.into_iter().find(|e| e.letter() == c)
    }
}

/// The four mundane effects ("Mundane Effects").
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Mundane {
    Tapestry,
    Eye,
    Move,
    Thread,
}

impl Mundane {
    /// The four, in the rules' order (the order they are offered in).
    pub const ALL: [Mundane; 4] = [Mundane::Tapestry, Mundane::Eye, Mundane::Move, Mundane::Thread];
}

/// The terrain conditions of special journeys.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Way {
    /// From mid or high ground, over ground no higher than the start, ending at the same height.
    Highground,
    /// From the lowlands, through the lowlands only.
    Lowland,
    /// Along the banks of a river the mage stands beside, crossing it at will.
    River,
    /// Through forest (either kind) joined to the start; `spaces` 0 means any distance.
    Forest,
    /// A jump from dense forest to another dense forest.
    DenseForest,
    /// A jump from dense forest to the nearest other dense forest (any of them, if several are
    /// equally near).
    NearestDenseForest,
    /// Without changing elevation.
    Level,
    /// Into any neighbouring location a walk could enter (rivers bind).
    Step,
}

/// Where a spell may place an Eye.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum EyeSite {
    /// A location beside the river next to the mage, within this many spaces.
    AlongRiver(u8),
    /// A forest joined by forest to the mage's forest.
    ConnectedForest,
    /// The location of a mage whose Eye shares the caster's location.
    OtherMage,
}

/// Where an attack lands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum AttackAt {
    /// The location of one of the caster's Eyes, which is spent.
    ConsumedEye,
    /// A location next to one of the caster's Eyes, which is spent.
    BesideConsumedEye,
    /// The location of one of the caster's Eyes, which stays.
    Eye,
}

/// Which Eyes a clearing spell removes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ClearArea {
    AtConsumedEye,
    AroundMage,
    NearConsumedEye(u8),
}

/// The vocabulary of spell and artifact effects.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Effect {
    Walk(u8),
    Travel {
        way: Way,
        spaces: u8,
    },
    ExtraAction,
    CreateEye {
        anchored: bool,
    },
    PlaceEye(EyeSite),
    DropEye(u8),
    MoveEye(u8),
    SeekEye(u8),
    ScatterEyes(u8),
    MoveAllEyes(u8),
    PushEye(u8),
    ScorchEye(u8),
    DuplicateEye(u8),
    SplitEyes,
    AnchorEye,
    ControlEye(u8),
    ControlAll(u8),
    ClearEyes(ClearArea),
    Attack {
        power: u8,
        at: AttackAt,
        #[serde(default)]
        terrain_bonus: bool,
    },
    Charge,
    Ward(u8),
    PullThread(u8),
    DrawSpell,
    /// Redirect's reaction: the attack on the mage is turned onto one of its Eyes.
    Redirect,
}

/// A lasting effect while the spell is active.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Passive {
    SureFooted,
}

/// What spending one Charge of a charged spell does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Sacrifice {
    BurnArrivingEye,
    SaveEye,
    SwapEye,
    BoostAttack,
    CancelDamage,
    HalveAndReflect,
}

/// When a reaction spell may be cast (kept as data for the reaction window; see rulings).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Trigger {
    Attacked,
    EyeArrives,
    EyeAttacked,
}

/// A square offset inside a pattern or card: (column, row).
pub type Offset = (i8, i8);

/// A spell pattern in its printed (canonical) orientation.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Pattern {
    pub element: Offset,
    pub threads: Vec<Offset>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Spell {
    pub name: String,
    pub element: Element,
    pub pattern: Pattern,
    pub pattern_text: String,
    pub stars: u8,
    pub starter: bool,
    pub mundane: Vec<Mundane>,
    pub cast: Vec<Effect>,
    pub active: Option<Passive>,
    pub charged: Option<Sacrifice>,
    pub reaction: Option<Trigger>,
    /// What casting it as a reaction does (empty: it cannot be cast off-turn yet).
    pub react: Vec<Effect>,
    pub text: String,
}

/// One face of a tapestry card: 2 rows of 3 squares, `Some` where an element symbol is printed.
pub type Face = [[Option<Element>; 3]; 2];

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TapestryCard {
    pub id: String,
    pub faces: [Face; 2],
}

/// The target order of a Watcher card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum TargetOrder {
    Next,
    Reverse,
    Skip,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct WatcherCard {
    pub name: String,
    pub stars: u8,
    pub strength: u8,
    pub detects: bool,
    pub pursuit: u8,
    pub order: TargetOrder,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SentryCard {
    pub stars: u8,
    pub strength: u8,
    pub detects: bool,
    pub respawns: bool,
}

/// How squares of a tapestry touch for artifact bonuses.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Touch {
    Orthogonal,
    Diagonal,
}

/// An artifact's end-game bonus.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Bonus {
    /// +1 per pair of touching symbols of the element (each symbol in one pair).
    Pairs { element: Element, touch: Touch },
    /// +1 per 2 squares touching a symbol of the element.
    Neighbours { element: Element, touch: Touch },
    /// +1 per set of all four elements among the tapestry's symbols.
    Sets,
    /// +1 per 2x2 block of symbols, each symbol in one block.
    Blocks,
    /// +1 per 2 spells of the element the mage owns.
    SpellsOf(Element),
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Artifact {
    pub name: String,
    pub stars: u8,
    pub ability: Vec<Effect>,
    pub bonus: Bonus,
    pub text: String,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Treasure {
    pub name: String,
    pub stars: u8,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tower {
    pub name: String,
    pub strength: u8,
    pub stars: u8,
}

/// Everything the rules read: cards, the map and the Citadel's numbers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Content {
    pub spells: Vec<Spell>,
    pub tapestry: Vec<TapestryCard>,
    pub watchers: Vec<WatcherCard>,
    pub sentries: Vec<SentryCard>,
    pub artifacts: Vec<Artifact>,
    pub treasures: Vec<Treasure>,
    pub towers: Vec<Tower>,
    pub citadel_strength: u8,
    /// Towers standing at the start: this many plus one per mage.
    pub towers_base: u8,
    pub round_limit: u8,
    pub map: Map,
    pub hash: u64,
}

pub const STARTERS: usize = 4;
pub const DECK_SPELLS: usize = 36;
pub const TAPESTRY_CARDS: usize = 33;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawSpell {
    name: String,
    element: Element,
    pattern: String,
    stars: u8,
    #[serde(default)]
    starter: bool,
    mundane: Vec<Mundane>,
    cast: Vec<Effect>,
    #[serde(default)]
    active: Option<Passive>,
    #[serde(default)]
    charged: Option<Sacrifice>,
    #[serde(default)]
    reaction: Option<Trigger>,
    #[serde(default)]
    react: Vec<Effect>,
    text: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawTapestry {
    id: String,
    front: String,
    back: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawCitadel {
    citadel_strength: u8,
    towers_base: u8,
    round_limit: u8,
    watchers: Vec<WatcherCard>,
    sentries: Vec<SentryCard>,
    artifacts: Vec<Artifact>,
    treasures: Vec<Treasure>,
    towers: Vec<Tower>,
}

impl Content {
    /// The built-in content, as build.rs wrote it from `cards/woven/` (with the hash of the RON
    /// texts).
    pub fn builtin() -> Result<Content, String> {
        let [(_, spells), (_, tapestry), (_, citadel), (_, map)] = built::WOVEN_FILES else {
            return Err("build.rs wrote the wrong number of Woven card files".to_string());
        };
        Content::read(ContentFormat::Json, [spells, tapestry, citadel, map], built::WOVEN_HASH)
    }

    /// The four files in RON (native builds).
    pub fn parse(spells: &str, tapestry: &str, citadel: &str, map: &str) -> Result<Content, String> {
        let hash = fnv64([spells, tapestry, citadel, map].concat().as_bytes());
        Content::read(ContentFormat::Ron, [spells, tapestry, citadel, map], hash)
    }

    fn read(format: ContentFormat, [spells, tapestry, citadel, map]: [&str; 4], hash: u64) -> Result<Content, String> {
        let raw_spells: Vec<RawSpell> = read_content(format, SPELLS_FILE, spells)?;
        let raw_tapestry: Vec<RawTapestry> = read_content(format, TAPESTRY_FILE, tapestry)?;
        let raw_citadel: RawCitadel = read_content(format, CITADEL_FILE, citadel)?;
        let raw_map: RawMap = read_content(format, MAP_FILE, map)?;
        let spells = validate_spells(raw_spells)?;
        let tapestry = validate_tapestry(raw_tapestry)?;
        validate_citadel(&raw_citadel)?;
        let map = Map::build(raw_map).map_err(|e| format!("{MAP_FILE}: {e}"))?;
        let c = raw_citadel;
        Ok(Content {
            spells,
            tapestry,
            watchers: c.watchers,
            sentries: c.sentries,
            artifacts: c.artifacts,
            treasures: c.treasures,
            towers: c.towers,
            citadel_strength: c.citadel_strength,
            towers_base: c.towers_base,
            round_limit: c.round_limit,
            map,
            hash,
        })
    }

    pub fn spell(&self, id: SpellId) -> Option<&Spell> {
        self.spells.get(id as usize)
    }

    /// Ids of the spell deck (every non-starter).
    pub fn deck_spells(&self) -> Vec<SpellId> {
        (0..self.spells.len()).filter(|&i| !self.spells[i].starter).map(|i| i as SpellId).collect()
    }

    pub fn starters(&self) -> Vec<SpellId> {
        (0..self.spells.len()).filter(|&i| self.spells[i].starter).map(|i| i as SpellId).collect()
    }
}

/// Parses a pattern such as `". W . / X . X"`: one element letter, at least one `X`.
pub fn parse_pattern(text: &str, element: Element) -> Result<Pattern, String> {
    let mut found = None;
    let mut threads = Vec::new();
    for (y, row) in text.split('/').enumerate() {
        for (x, token) in row.split_whitespace().enumerate() {
            let at = (x as i8, y as i8);
            match token {
                "X" => threads.push(at),
                "." => {}
                t if t.len() == 1 => {
                    let e = t.chars().next().and_then(Element::from_letter).ok_or(format!("unknown square '{t}'"))?;
                    if e != element {
                        return Err(format!("element square {t} does not match the spell's element {element:?}"));
                    }
                    if found.replace(at).is_some() {
                        return Err("more than one element square".into());
                    }
                }
                t => return Err(format!("unknown square '{t}'")),
            }
        }
    }
    let element = found.ok_or("no element square")?;
    if threads.is_empty() {
        return Err("no Thread square (X)".into());
    }
    Ok(Pattern { element, threads })
}

fn validate_spells(raw: Vec<RawSpell>) -> Result<Vec<Spell>, String> {
    let mut out: Vec<Spell> = Vec::new();
    for (i, r) in raw.into_iter().enumerate() {
        let at =
            |field: &str, why: String| format!("{SPELLS_FILE}: spell {} ({}), field {field}: {why}", i + 1, r.name);
        let pattern = parse_pattern(&r.pattern, r.element).map_err(|e| at("pattern", e))?;
        if r.mundane.is_empty() || r.mundane.len() > 2 {
            return Err(at("mundane", "one or two mundane options".into()));
        }
        if r.cast.is_empty() {
            return Err(at("cast", "a spell needs an effect".into()));
        }
        if r.cast.contains(&Effect::Charge) != r.charged.is_some() {
            return Err(at("charged", "a spell that places a Charge needs a charged effect, and only it".into()));
        }
        if !r.react.is_empty() && r.reaction.is_none() {
            return Err(at("react", "reaction effects need a reaction trigger".into()));
        }
        if r.stars > 3 {
            return Err(at("stars", "0 to 3 stars".into()));
        }
        if out.iter().any(|s| s.name == r.name) {
            return Err(at("name", "two spells share this name".into()));
        }
        if out.iter().any(|s| s.element == r.element && s.pattern_text == r.pattern && s.starter == r.starter) {
            return Err(at("pattern", "another spell has the same pattern and element".into()));
        }
        if r.starter && out.iter().any(|s| !s.starter) {
            return Err(at("starter", "starters come first".into()));
        }
        out.push(Spell {
            name: r.name,
            element: r.element,
            pattern,
            pattern_text: r.pattern,
            stars: r.stars,
            starter: r.starter,
            mundane: r.mundane,
            cast: r.cast,
            active: r.active,
            charged: r.charged,
            reaction: r.reaction,
            react: r.react,
            text: r.text,
        });
    }
    let starters = out.iter().filter(|s| s.starter).count();
    if starters != STARTERS || out.len() != STARTERS + DECK_SPELLS {
        return Err(format!("{SPELLS_FILE}: {STARTERS} starters and {DECK_SPELLS} deck spells expected"));
    }
    for e in Element::ALL {
        let n = out.iter().filter(|s| !s.starter && s.element == e).count();
        if n != DECK_SPELLS / 4 {
            return Err(format!("{SPELLS_FILE}: {n} {e:?} spells in the deck, {} expected", DECK_SPELLS / 4));
        }
    }
    Ok(out)
}

fn parse_face(text: &str) -> Result<Face, String> {
    let rows: Vec<Vec<&str>> = text.split('/').map(|r| r.split_whitespace().collect()).collect();
    if rows.len() != 2 || rows.iter().any(|r| r.len() != 3) {
        return Err("a face is 2 rows of 3 squares".into());
    }
    let mut face: Face = [[None; 3]; 2];
    for (y, row) in rows.iter().enumerate() {
        for (x, token) in row.iter().enumerate() {
            face[y][x] = match *token {
                "#" => None,
                t => Some(
                    t.chars()
                        .next()
                        .and_then(Element::from_letter)
                        .filter(|_| t.len() == 1)
                        .ok_or(format!("unknown square '{t}'"))?,
                ),
            };
        }
    }
    Ok(face)
}

fn validate_tapestry(raw: Vec<RawTapestry>) -> Result<Vec<TapestryCard>, String> {
    let mut out: Vec<TapestryCard> = Vec::new();
    for r in raw {
        let at = |field: &str, why: String| format!("{TAPESTRY_FILE}: card {}, field {field}: {why}", r.id);
        let front = parse_face(&r.front).map_err(|e| at("front", e))?;
        let back = parse_face(&r.back).map_err(|e| at("back", e))?;
        let symbols = [front, back].iter().flatten().flatten().filter(|s| s.is_some()).count();
        if symbols != 4 {
            return Err(at("front", format!("{symbols} element symbols on both faces, 4 expected")));
        }
        if out.iter().any(|c| c.id == r.id) {
            return Err(at("id", "two cards share this id".into()));
        }
        out.push(TapestryCard { id: r.id, faces: [front, back] });
    }
    if out.len() != TAPESTRY_CARDS {
        return Err(format!("{TAPESTRY_FILE}: {} cards, {TAPESTRY_CARDS} expected", out.len()));
    }
    Ok(out)
}

fn validate_citadel(c: &RawCitadel) -> Result<(), String> {
    let counts = [
        ("watchers", c.watchers.len(), 12),
        ("sentries", c.sentries.len(), 12),
        ("artifacts", c.artifacts.len(), 12),
        ("treasures", c.treasures.len(), 24),
        ("towers", c.towers.len(), 15),
    ];
    for (field, n, want) in counts {
        if n != want {
            return Err(format!("{CITADEL_FILE}: field {field}: {n} cards, {want} expected"));
        }
    }
    if let Some(w) = c.watchers.iter().find(|w| w.strength == 0 || !(1..=2).contains(&w.pursuit)) {
        return Err(format!("{CITADEL_FILE}: watcher {}: strength at least 1 and pursuit 1 or 2", w.name));
    }
    if let Some(i) = c.sentries.iter().position(|s| s.strength == 0) {
        return Err(format!("{CITADEL_FILE}: sentry {}: field strength: at least 1", i + 1));
    }
    if let Some(t) = c.towers.iter().find(|t| t.strength == 0) {
        return Err(format!("{CITADEL_FILE}: tower {}: field strength: at least 1", t.name));
    }
    if let Some(a) = c.artifacts.iter().find(|a| a.ability.is_empty() || a.ability.contains(&Effect::Charge)) {
        return Err(format!("{CITADEL_FILE}: artifact {}: field ability: effects without Charge", a.name));
    }
    if c.citadel_strength == 0 || c.round_limit == 0 || c.towers_base as usize + 4 > c.towers.len() {
        return Err(format!("{CITADEL_FILE}: citadel_strength and round_limit at least 1, towers_base + 4 at most 15"));
    }
    Ok(())
}
